import { CalendarCheck, MessageSquare } from '../components/icon.tsx';
import { createContext, lazy, Suspense, useContext, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../routing/paths.ts';

export const DEFAULT_BOOKING_SERVICE = 'General Inquiry';

/** The booking navigation state: which service the visitor asked to book, and where, if known. */
export interface BookingState {
  service: string;
  suburb?: string | undefined;
}

/**
 * Whether a book-now action can go to /booking. The layout provides it; a book-now button used
 * where there is no layout (and so no booking page to go to) opens the booking dialog instead.
 */
export const BookingPageContext = createContext(false);

const BookingDialog = lazy(() => import('../widgets/booking-dialog.tsx'));

interface BookNowProps {
  service?: string | undefined;
  /** The suburb the page is about, to fill in the form's suburb. */
  suburb?: string | undefined;
  className?: string;
  onClick?: () => void;
  label?: string;
}

/**
 * Opens /booking carrying the chosen service; a plain link, so it works before hydration too.
 * On /booking itself it goes to the form instead, keeping the service already chosen.
 */
export function BookNowLink({ service = DEFAULT_BOOKING_SERVICE, suburb, className, onClick, label = 'Book Now' }: BookNowProps) {
  const hasBookingPage = useContext(BookingPageContext);
  const { pathname } = useLocation();
  if (!hasBookingPage) return <RequestServiceButton service={service} suburb={suburb} className={className} label={label} />;
  const state: BookingState = { service, suburb };
  const onBookingPage = pathname === paths.known('booking');
  const click = (e: MouseEvent) => {
    onClick?.();
    if (onBookingPage && goToLeadForm()) e.preventDefault();
  };
  return (
    <Link to={paths.known('booking')} state={state} onClick={click} className={className}>
      <CalendarCheck aria-hidden /> {label}
    </Link>
  );
}

/** Scrolls to the page's lead form and puts focus on it (not on a field: no phone keyboard yet). */
function goToLeadForm(): boolean {
  const form = document.querySelector<HTMLFormElement>('#main form[data-form-source]');
  if (!form) return false;
  form.tabIndex = -1;
  form.scrollIntoView({ block: 'start' });
  form.focus({ preventScroll: true });
  return true;
}

/** Opens the booking dialog for one service, without leaving the page. */
export function RequestServiceButton({ service, suburb, className, label = 'Request a call back' }: BookNowProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <MessageSquare aria-hidden /> {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BookingDialog service={service} suburb={suburb} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
