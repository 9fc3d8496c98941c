import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/ui/dialog.tsx';
import { LeadForm } from './lead-form.tsx';

/**
 * Loaded on demand. Renders nothing without a service: there is nothing to request.
 * Focus goes to the dialog itself, not its first field, so a phone does not throw its keyboard
 * over the form before the visitor has read it; Tab reaches the first field next.
 */
export default function BookingDialog({ service, suburb, onClose }: { service: string | undefined; suburb?: string | undefined; onClose: () => void }) {
  if (!service) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement).focus();
        }}
      >
        <DialogTitle>Request Service: {service}</DialogTitle>
        <DialogDescription>Fill in your details below and we&apos;ll get back to you shortly to confirm your booking.</DialogDescription>
        <div className="mt-4">
          <LeadForm source={`dialog:${service}`} service={service} prefill={suburb ? { suburb } : undefined} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
