import { Mail, MapPin, Menu, Phone } from '../components/icon.tsx';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLayout } from '../hooks/use-layout.ts';
import { buttonVariants } from '../components/ui/button.tsx';
import { BookNowLink } from './book-now.tsx';
import { DesktopNav } from './desktop-nav.tsx';

// The phone menu (accordions, scroll area) loads when first opened, not with every page.
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));
import { FacebookIcon, InstagramIcon } from './social-icons.tsx';

export function Header() {
  const { business } = useLayout();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = useCallback(() => setMenuOpen(false), []);
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white">
      <div className="hidden border-b border-slate-100 bg-slate-50 text-sm text-slate-700 md:block">
        <div className="mx-auto flex h-9 max-w-7xl items-center justify-between px-4">
          <div className="flex items-center gap-5">
            <a href={business.phoneHref} className="inline-flex items-center gap-1.5 hover:text-slate-950">
              <Phone aria-hidden className="size-4 text-amber-600" /> {business.phone}
            </a>
            <a href={`mailto:${business.email}`} className="inline-flex items-center gap-1.5 hover:text-slate-950">
              <Mail aria-hidden className="size-4 text-amber-600" /> {business.email}
            </a>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4 text-amber-600" /> {business.address.addressLocality} {business.address.addressRegion}
            </span>
          </div>
          <div className="flex items-center gap-3">
            <a href={business.socials.facebook} className="hover:text-slate-950" aria-label={`${business.name} on Facebook`} rel="noopener">
              <FacebookIcon />
            </a>
            <a href={business.socials.instagram} className="hover:text-slate-950" aria-label={`${business.name} on Instagram`} rel="noopener">
              <InstagramIcon />
            </a>
          </div>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label={`${business.name} home`}>
          {/* In a <picture>, so React does not hoist a preload for it out of the header: the
              prerenderer draws the header once and splices it into every page. */}
          <picture className="shrink-0">
            <img src={business.logo} alt="" width="40" height="40" className="block size-10" />
          </picture>
          <span className="text-base font-extrabold leading-tight tracking-tight text-slate-950 sm:text-lg">{business.name}</span>
        </Link>
        <DesktopNav />
        <div className="flex items-center gap-2">
          {/* Wrappers carry the responsive visibility, so the button classes never clash with it. */}
          <span className="hidden sm:block lg:hidden xl:block">
            <a href={business.phoneHref} className={buttonVariants({ variant: 'secondary' })}>
              <Phone aria-hidden /> {business.phone}
            </a>
          </span>
          <span className="hidden sm:block">
            <BookNowLink className={buttonVariants()} />
          </span>
          <span className="sm:hidden lg:block xl:hidden">
            <a href={business.phoneHref} className={buttonVariants({ variant: 'secondary', size: 'icon' })} aria-label={`Call ${business.phone}`}>
              <Phone aria-hidden />
            </a>
          </span>
          <span className="lg:hidden">
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'icon' })}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden />
          </button>
          </span>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu id="mobile-menu" open={menuOpen} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
