import { CalendarCheck, MessageSquare } from '../components/icon.tsx';
import { createContext, useContext, useRef, useState, type ComponentType, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../components/site-link.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { paths } from '../routing/paths.ts';

export const DEFAULT_BOOKING_SERVICE = 'General Inquiry';

/**
 * Whether a book-now action can go to /booking. The layout provides it; a book-now button used
 * where there is no layout (and so no booking page to go to) opens the booking dialog instead.
 */
export const BookingPageContext = createContext(false);

type BookingDialogComponent = ComponentType<{
  service: string | undefined;
  suburb?: string | undefined;
  emergency?: boolean | undefined;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}>;

interface BookNowProps {
  service?: string | undefined;
  /** The suburb the page is about, to fill in the form's suburb. */
  suburb?: string | undefined;
  emergency?: boolean | undefined;
  className?: string;
  onClick?: () => void;
  label?: string;
}

/**
 * Opens /booking at its form (`#booking-form`), the chosen service, suburb and emergency in the
 * address, so the "Booking: ..." badge and the first field are on screen; a plain link, so it
 * works before hydration and without JavaScript too (the browser scrolls to the form). On
 * /booking itself it goes to the form instead, keeping the service already chosen.
 */
export function BookNowLink({ service = DEFAULT_BOOKING_SERVICE, suburb, emergency, className, onClick, label = 'Book Now' }: BookNowProps) {
  const hasBookingPage = useContext(BookingPageContext);
  const { pathname } = useLocation();
  if (!hasBookingPage) return <RequestServiceButton service={service} suburb={suburb} emergency={emergency} className={className} label={label} />;
  const to = paths.bookingForm({ service: service === DEFAULT_BOOKING_SERVICE ? undefined : service, suburb, emergency });
  const onBookingPage = pathname === paths.known('booking');
  const click = (e: MouseEvent) => {
    onClick?.();
    if (onBookingPage && goToLeadForm()) e.preventDefault();
  };
  return (
    <Link to={to} onClick={click} className={className}>
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

/**
 * Before the app runs, and without JavaScript, a link to the booking page's form carrying the
 * service and suburb (the form there works without any script). Once the app runs, a button that
 * opens the booking dialog for one service, without leaving the page. Its code loads on the first
 * tap; if it cannot (the signal dropped, or a deployment replaced it), the tap goes to the
 * booking page in full instead, whose form works without any script. Closing the dialog gives
 * focus back to this button.
 */
export function RequestServiceButton({ service, suburb, emergency, className, label = 'Request a call back' }: BookNowProps) {
  const [Dialog, setDialog] = useState<BookingDialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const openDialog = () => {
    setOpen(true);
    if (Dialog) return;
    setLoading(true);
    import('../widgets/booking-dialog.tsx')
      .then((m) => setDialog(() => m.default))
      .catch(() => window.location.assign(paths.bookingForm({ service, suburb, emergency })))
      .finally(() => setLoading(false));
  };
  const close = () => setOpen(false);
  const hasBookingPage = useContext(BookingPageContext);
  const hydrated = useHydrated();
  if (hasBookingPage && !hydrated)
    return (
      <a href={paths.bookingForm({ service, suburb, emergency })} className={className}>
        <MessageSquare aria-hidden /> {label}
      </a>
    );
  return (
    <>
      <button ref={button} type="button" className={className} onClick={openDialog} aria-haspopup="dialog" aria-busy={loading || undefined}>
        <MessageSquare aria-hidden /> {label}
      </button>
      {open && Dialog && <Dialog service={service} suburb={suburb} emergency={emergency} onClose={close} returnFocusTo={button} />}
    </>
  );
}
