import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

export const DEFAULT_BOOKING_SERVICE = 'General Inquiry';

/** The booking navigation state: which service the visitor asked to book. */
export interface BookingState {
  service: string;
}

/** Opens /booking carrying the chosen service; a plain link, so it works before hydration too. */
export function BookNowLink({ service = DEFAULT_BOOKING_SERVICE, className, onClick, label = 'Book Now' }: { service?: string; className?: string; onClick?: () => void; label?: string }) {
  const state: BookingState = { service };
  return (
    <Link to="/booking" state={state} onClick={onClick} className={className}>
      <CalendarCheck aria-hidden /> {label}
    </Link>
  );
}
