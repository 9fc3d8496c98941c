import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../components/ui/dialog.tsx';
import { LeadForm } from './lead-form.tsx';

/** Loaded on demand. Renders nothing without a service: there is nothing to request. */
export default function BookingDialog({ service, onClose }: { service: string | undefined; onClose: () => void }) {
  if (!service) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Request Service: {service}</DialogTitle>
        <DialogDescription>Fill in your details below and we&apos;ll get back to you shortly to confirm your booking.</DialogDescription>
        <div className="mt-4">
          <LeadForm source={`dialog:${service}`} service={service} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
