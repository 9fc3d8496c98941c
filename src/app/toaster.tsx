import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '../components/ui/toast.tsx';
import type { ToastMessage } from '../hooks/use-feedback.ts';

/** The spec's toast settings: one at a time, 5 s, swipe right past 50 px, F8 to reach it. */
export const TOAST_DURATION_MS = 5000;

/** Loaded on demand, the first time a toast is shown. */
export default function Toaster({ toast, onClose }: { toast: ToastMessage & { id: number }; onClose: () => void }) {
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      <Toast key={toast.id} variant={toast.variant} defaultOpen onOpenChange={(open) => !open && onClose()}>
        <div className="grid gap-1">
          <ToastTitle>{toast.title}</ToastTitle>
          <ToastDescription>{toast.description}</ToastDescription>
        </div>
        <ToastClose />
      </Toast>
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
