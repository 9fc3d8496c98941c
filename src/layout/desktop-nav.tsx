import { ChevronDown } from '../components/icon.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../components/site-link.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useLayout } from '../hooks/use-layout.ts';
import type { LinkItem } from '../content/page-data.ts';
import { Icon } from '../components/icon.tsx';
import { cn } from '../lib/cn.ts';
import { activeSection, type MenuSection } from '../routing/active-section.ts';
import { paths } from '../routing/paths.ts';
import { primaryTrade } from '../content/trades.ts';
import type { Trade } from '../../generator/local/trade.ts';

// .nav-item and the menu's classes are in src/styles/app.css: one short class for what repeats.
// The active item's hover colour is the other items' (a utility, to win over its own background).
const itemClass = (active: boolean) => cn('nav-item', active && 'bg-amber-100 text-slate-950 hover:bg-slate-100');

/** Which mega-menu is open, and whether a hover (a preview) or a click (until closed) opened it. */
type OpenMenu = { id: string; by: 'hover' | 'click' } | null;

export function DesktopNav() {
  const { pathname } = useLocation();
  const { menu, business } = useLayout();
  const trade = primaryTrade(business.trades);
  const section = activeSection(pathname, trade);
  const nav = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<OpenMenu>(null);
  useEffect(() => setOpen(null), [pathname]);
  // A click or tap anywhere outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!nav.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  const menuProps = (id: string) => ({ id, open: open?.id === id ? open : null, setOpen });

  return (
    <nav ref={nav} aria-label="Main" className="hidden flex-1 xl:block">
      <ul className="flex items-center gap-0.5">
        {menu.beforeMenus.map((link) => (
          <PlainLink key={link.href} link={link} section={section} trade={trade} />
        ))}
        <MegaMenu {...menuProps('menu-services')} label="Services" hub={paths.known('services')} active={section === 'services'}>
          {/* Balanced columns, not rows: the catalogue fits a 768 px laptop screen without an inner
              scroll. A long group continues in the next column; a heading stays with its first link. */}
          <div className="columns-5 gap-x-6">
            {menu.groups.map((group) => (
              <div key={group.slug} className="mb-3">
                <p className="menu-heading flex break-after-avoid items-center gap-2">
                  <Icon name={group.icon} className="size-4 text-amber-600" />
                  {group.name}
                </p>
                <ul className="menu-list break-inside-avoid-items">
                  {group.services.map((s) => (
                    <li key={s.href}>
                      <Link to={s.href}>{s.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <Link to={paths.known('services')} className="inline-flex min-h-6 items-center text-sm font-semibold text-blue-800 hover:underline">
            All services
          </Link>
        </MegaMenu>
        <MegaMenu {...menuProps('menu-locations')} label="Service Locations" hub={paths.known('areas')} active={section === 'locations'}>
          <div className="grid grid-cols-5 gap-6">
            {menu.regions.map((region) => (
              <div key={region.slug}>
                <p className="menu-heading">{region.name}</p>
                <ul className="menu-list">
                  {region.suburbs.map((s) => (
                    <li key={s.href}>
                      <Link to={s.href}>{s.title}</Link>
                    </li>
                  ))}
                  {region.more && (
                    <li>
                      <Link to={paths.region(region.slug)} className="font-semibold text-blue-800 hover:underline">
                        More in {region.name}...
                      </Link>
                    </li>
                  )}
                </ul>
              </div>
            ))}
          </div>
        </MegaMenu>
        {menu.afterMenus.map((link) => (
          <PlainLink key={link.href} link={link} section={section} trade={trade} />
        ))}
      </ul>
    </nav>
  );
}

/** A main-menu link, highlighted while the page shown is in its section. */
function PlainLink({ link, section, trade }: { link: LinkItem; section: MenuSection; trade: Trade }) {
  const active = section !== undefined && activeSection(link.href, trade) === section;
  return (
    <li>
      <Link to={link.href} className={itemClass(active)} aria-current={active ? 'page' : undefined}>
        {link.title}
      </Link>
    </li>
  );
}

interface MegaMenuProps {
  id: string;
  label: string;
  /** The page that lists everything the menu does: where the item leads before the app runs. */
  hub: string;
  active: boolean;
  open: OpenMenu;
  setOpen: (update: (current: OpenMenu) => OpenMenu) => void;
  children: ReactNode;
}

/**
 * A disclosure (WAI-ARIA APG "disclosure navigation menu"): its button toggles the panel for a
 * click, a tap, Enter and Space alike. A mouse hovering previews it, and a click during the
 * preview keeps it open rather than closing it. Escape closes it and puts focus on the button;
 * focus leaving it closes it. A closed panel is `hidden`, so Tab passes over its links.
 *
 * The panel's links are drawn by the app from the layout data (a cached file every page shares),
 * not prerendered: they are most of the header's bytes, on every page, and a closed panel shows
 * nothing. Before the app runs (and without JavaScript), where the button could not open anything,
 * the item is a link to its hub page, which lists the same links (CSS shows one of the two).
 */
function MegaMenu({ id: panelId, label, hub, active, open, setOpen, children }: MegaMenuProps) {
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const isOpen = open !== null;
  const chevron = <ChevronDown aria-hidden className={cn('size-4 transition-transform', isOpen && 'rotate-180')} />;
  return (
    <li
      ref={root}
      className="static"
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') setOpen((current) => (current?.by === 'click' ? current : { id: panelId, by: 'hover' }));
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') setOpen((current) => (current?.id === panelId && current.by === 'hover' ? null : current));
      }}
      onBlur={(e) => {
        if (isOpen && !root.current?.contains(e.relatedTarget as Node | null)) setOpen(() => null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && isOpen) {
          setOpen(() => null);
          button.current?.focus();
        }
      }}
    >
      <Link to={hub} className={cn(itemClass(active), 'menu-nojs')}>
        {label}
        {chevron}
      </Link>
      <button
        ref={button}
        type="button"
        className={cn(itemClass(active), 'menu-js')}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((current) => (current?.id === panelId && current.by === 'click' ? null : { id: panelId, by: 'click' }))}
      >
        {label}
        {chevron}
      </button>
      <div id={panelId} role="region" aria-label={label} hidden={!isOpen} className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white shadow-xl">
        <div className="mx-auto max-w-7xl px-6 py-4">{hydrated && children}</div>
      </div>
    </li>
  );
}
