import { useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { FeedbackContext, type ToastMessage } from '../hooks/use-feedback.ts';

export const SUCCESS_ANIMATION_ID = 'form-success-anim';

type ToasterComponent = ComponentType<{ toast: ToastMessage & { id: number }; onClose: () => void }>;

/**
 * Toasts and the success animation, both loaded only when first needed so that they cost
 * nothing on first paint.
 */
export function FeedbackHost({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastMessage & { id: number }) | null>(null);
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  const nextId = useRef(0);
  const animation = useRef<HTMLDivElement>(null);

  const notify = useCallback((message: ToastMessage) => {
    setToast({ ...message, id: ++nextId.current });
    void import('./toaster.tsx').then((m) => setToaster(() => m.default));
  }, []);

  const celebrate = useCallback(() => {
    const element = animation.current;
    if (!element) return;
    element.hidden = false;
    void import('../lib/confetti.ts').then((m) => m.playConfetti(element));
  }, []);

  const value = useMemo(() => ({ notify, celebrate }), [notify, celebrate]);
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      {Toaster && toast && <Toaster toast={toast} onClose={() => setToast(null)} />}
      <div ref={animation} id={SUCCESS_ANIMATION_ID} hidden aria-hidden="true" className="pointer-events-none fixed inset-0 z-50" />
    </FeedbackContext.Provider>
  );
}
