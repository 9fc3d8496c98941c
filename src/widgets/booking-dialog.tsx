import { useEffect, type RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/ui/dialog.tsx';
import { LeadForm } from './lead-form.tsx';

/**
 * Loaded on demand. Renders nothing without a service: there is nothing to request.
 * Focus goes to the dialog itself, not its first field, so a phone does not throw its keyboard
 * over the form before the visitor has read it; Tab reaches the first field next.
 */
export default function BookingDialog({
  service,
  suburb,
  emergency,
  onClose,
  returnFocusTo,
}: {
  service: string | undefined;
  suburb?: string | undefined;
  emergency?: boolean | undefined;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  // Once the dialog is gone (its focus trap released): back to the button that opened it. After
  // a success the page has changed and that button is gone with it: the new page's heading
  // takes focus instead.
  useEffect(
    () => () => {
      setTimeout(() => returnFocusTo?.current?.isConnected && returnFocusTo.current.focus(), 0);
    },
    [returnFocusTo],
  );
  if (!service) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement).focus();
        }}
        // There is no Radix trigger to return to (the button that opened this lives outside it):
        // the effect above gives focus back to that button.
        onCloseAutoFocus={(e) => e.preventDefault()}
      >
        <DialogTitle>Request Service: {service}</DialogTitle>
        <DialogDescription>Fill in your details below and we&apos;ll get back to you shortly to confirm your booking.</DialogDescription>
        <div className="mt-4">
          <LeadForm source={`dialog:${service}`} service={service} prefill={suburb ? { suburb } : undefined} emergency={emergency} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
