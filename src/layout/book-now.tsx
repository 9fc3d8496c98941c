import { CalendarCheck, MessageSquare } from '../components/icon.tsx';
import { createContext, lazy, Suspense, useContext, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../routing/paths.ts';

export const DEFAULT_BOOKING_SERVICE = 'General Inquiry';

/** The booking navigation state: which service the visitor asked to book. */
export interface BookingState {
  service: string;
}

/**
 * Whether a book-now action can go to /booking. The layout provides it; a book-now button used
 * where there is no layout (and so no booking page to go to) opens the booking dialog instead.
 */
export const BookingPageContext = createContext(false);

const BookingDialog = lazy(() => import('../blocks/booking-dialog.tsx'));

interface BookNowProps {
  service?: string | undefined;
  className?: string;
  onClick?: () => void;
  label?: string;
}

/** Opens /booking carrying the chosen service; a plain link, so it works before hydration too. */
export function BookNowLink({ service = DEFAULT_BOOKING_SERVICE, className, onClick, label = 'Book Now' }: BookNowProps) {
  const hasBookingPage = useContext(BookingPageContext);
  if (!hasBookingPage) return <RequestServiceButton service={service} className={className} label={label} />;
  const state: BookingState = { service };
  return (
    <Link to={paths.known('booking')} state={state} onClick={onClick} className={className}>
      <CalendarCheck aria-hidden /> {label}
    </Link>
  );
}

/** Opens the booking dialog for one service, without leaving the page. */
export function RequestServiceButton({ service, className, label = 'Request a call back' }: BookNowProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <MessageSquare aria-hidden /> {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BookingDialog service={service} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
