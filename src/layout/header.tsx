import { Mail, MapPin, Menu, Phone } from '../components/icon.tsx';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../components/site-link.tsx';
import { useLayout } from '../hooks/use-layout.ts';
import { buttonVariants } from '../components/ui/button.tsx';
import { BookNowLink } from './book-now.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { SocialLinks } from './social-icons.tsx';

// The phone menu (accordions, scroll area, focus trap) loads when first opened, not with every page.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** Shown while the menu's code arrives on a slow network, so the first tap visibly did something. */
function MenuLoading() {
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 h-1.5 bg-amber-400 motion-safe:animate-pulse">
      <span className="sr-only">Opening the menu</span>
    </div>
  );
}

/**
 * Widths: the full menu needs about 1,250 px, so below `xl` (1280) a menu button opens the
 * phone menu instead. The business name wraps, then hides below 360 px, so Book Now, the call
 * button and the menu button always fit, down to 320 px.
 */
export function Header() {
  const { business } = useLayout();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code is fetched on the first open and then kept, so closing can animate and
  // hand focus back to the button.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setMenuOpen(false), []);
  // Where the menu button shows (below 1280 px), fetch the menu's code once the page is idle, so
  // the first tap opens it at once instead of waiting 0.7 s for slow 4G.
  useEffect(() => {
    if (!matchMedia('(max-width: 1279px)').matches) return;
    (window.requestIdleCallback ?? setTimeout)(() => void loadMobileMenu().catch(() => {}));
  }, []);
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white">
      <div className="hidden border-b border-slate-100 bg-slate-50 text-sm text-slate-700 md:block">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between gap-4 px-4">
          <div className="flex min-w-0 items-center gap-5">
            <a href={business.phoneHref} className="inline-flex min-h-6 items-center gap-1.5 whitespace-nowrap hover:text-slate-950">
              <Phone aria-hidden className="size-4 text-amber-600" /> {business.phone}
            </a>
            <a href={`mailto:${business.email}`} className="inline-flex min-h-6 min-w-0 items-center gap-1.5 hover:text-slate-950">
              <Mail aria-hidden className="size-4 shrink-0 text-amber-600" /> <span className="truncate">{business.email}</span>
            </a>
            <span className="hidden items-center gap-1.5 whitespace-nowrap lg:inline-flex">
              <MapPin aria-hidden className="size-4 text-amber-600" /> {business.address.addressLocality} {business.address.addressRegion}
            </span>
          </div>
          <SocialLinks
            className="flex shrink-0 items-center gap-1"
            linkClassName="inline-flex size-8 items-center justify-center rounded-md hover:bg-slate-200 hover:text-slate-950"
          />
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2" aria-label={`${business.name} home`}>
          {/* In a <picture>, so React does not hoist a preload for it out of the header: the
              prerenderer draws the header once and splices it into every page. */}
          <picture className="shrink-0">
            <img src={business.logo} alt="" width="40" height="40" className="block size-10" />
          </picture>
          <span className="line-clamp-2 min-w-0 text-sm font-extrabold leading-tight tracking-tight text-slate-950 max-[359px]:sr-only max-sm:min-h-[2.5em] sm:text-lg">
            {business.name}
          </span>
        </Link>
        <DesktopNav />
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          {/* Wrappers carry the responsive visibility, so the button classes never clash with it. */}
          <span className="hidden md:block xl:hidden">
            <a href={business.phoneHref} className={buttonVariants({ variant: 'secondary', className: 'header-call' })}>
              <Phone aria-hidden /> {business.phone}
            </a>
          </span>
          <span className="md:hidden xl:block">
            <a href={business.phoneHref} className={buttonVariants({ variant: 'secondary', size: 'icon', className: 'header-call' })} aria-label={`Call ${business.phone}`}>
              <Phone aria-hidden />
            </a>
          </span>
          {/* On an emergency page CSS swaps the two: the call button is the loud one (app.css). */}
          <BookNowLink className={buttonVariants({ className: 'header-book max-sm:px-3' })} />
          <span className="xl:hidden">
            {/* Before the script runs (and without it) the button is a link to the footer's
                links, so it always leads somewhere. */}
            {/* CSS shows one of the two (app.css): the link until the app has hydrated. */}
            <a href="#site-links" className={buttonVariants({ variant: 'outline', size: 'icon', className: 'menu-nojs' })} aria-label="Menu: all links, at the foot of the page">
              <Menu aria-hidden />
            </a>
            <button
              ref={menuButton}
              type="button"
              className={buttonVariants({ variant: 'outline', size: 'icon', className: 'menu-js' })}
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? 'mobile-menu' : undefined}
              onClick={() => {
                setMenuLoaded(true);
                setMenuOpen(true);
              }}
            >
              <Menu aria-hidden />
            </button>
          </span>
        </div>
      </div>
      {menuLoaded && (
        <Suspense fallback={<MenuLoading />}>
          <MobileMenu id="mobile-menu" open={menuOpen} onClose={close} returnFocusTo={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
