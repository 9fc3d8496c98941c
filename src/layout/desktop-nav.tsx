import { ChevronDown } from '../components/icon.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLayout } from '../hooks/use-layout.ts';
import { Icon } from '../components/icon.tsx';
import type { LinkItem } from '../content/page-data.ts';
import { cn } from '../lib/cn.ts';
import { activeSection, type MenuSection } from '../routing/active-section.ts';
import { paths } from '../routing/paths.ts';

const itemClass = (active: boolean) =>
  cn(
    'inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500',
    active && 'bg-amber-100 text-slate-950',
  );

export function DesktopNav() {
  const { pathname } = useLocation();
  const section = activeSection(pathname);
  const { menu } = useLayout();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {menu.beforeMenus.map((link) => (
          <PlainLink key={link.href} link={link} section={section} />
        ))}
        <MegaMenu id="menu-services" label="Services" active={section === 'services'}>
          <div className="grid grid-cols-4 gap-x-6 gap-y-5">
            {menu.groups.map((group) => (
              <div key={group.slug}>
                <p className="mb-1.5 flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-slate-600">
                  <Icon name={group.icon} className="size-4 text-amber-600" />
                  {group.name}
                </p>
                <ul className="space-y-0.5">
                  {group.services.map((s) => (
                    <li key={s.href}>
                      <Link to={s.href} className="menu-link">
                        {s.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <Link to={paths.known('services')} className="mt-4 inline-block text-sm font-semibold text-blue-800 hover:underline">
            All services
          </Link>
        </MegaMenu>
        <MegaMenu id="menu-locations" label="Service Locations" active={section === 'locations'}>
          <div className="grid grid-cols-5 gap-6">
            {menu.regions.map((region) => (
              <div key={region.slug}>
                <p className="mb-1.5 text-xs font-bold uppercase tracking-wide text-slate-600">{region.name}</p>
                <ul className="space-y-0.5">
                  {region.suburbs.map((s) => (
                    <li key={s.href}>
                      <Link to={s.href} className="menu-link">
                        {s.title}
                      </Link>
                    </li>
                  ))}
                  {region.more > 0 && (
                    <li>
                      <Link to={paths.known('areas')} className="block px-1 py-0.5 text-sm font-semibold text-blue-800 hover:underline">
                        and {region.more} more...
                      </Link>
                    </li>
                  )}
                </ul>
              </div>
            ))}
          </div>
        </MegaMenu>
        {menu.afterMenus.map((link) => (
          <PlainLink key={link.href} link={link} section={section} />
        ))}
      </ul>
    </nav>
  );
}

/** A main-menu link, highlighted while the page shown is in its section. */
function PlainLink({ link, section }: { link: LinkItem; section: MenuSection }) {
  const active = section !== undefined && activeSection(link.href) === section;
  return (
    <li>
      <Link to={link.href} className={itemClass(active)} aria-current={active ? 'page' : undefined}>
        {link.title}
      </Link>
    </li>
  );
}

/**
 * A disclosure that opens on hover and on keyboard focus, and closes on leave, on Escape (focus
 * returns to its button) and when focus moves out of it.
 */
function MegaMenu({ id: panelId, label, active, children }: { id: string; label: string; active: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Escape hands focus back to the button; that focus must not reopen the menu.
  const closing = useRef(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <li
      ref={root}
      className="static"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => {
        if (closing.current) closing.current = false;
        else setOpen(true);
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          if (document.activeElement !== button.current) {
            closing.current = true;
            button.current?.focus();
          }
        }
      }}
    >
      <button ref={button} type="button" className={itemClass(active)} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {label}
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={panelId}
        role="region"
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white shadow-xl"
      >
        <div className="mx-auto max-h-[70vh] max-w-7xl overflow-y-auto px-6 py-6">{children}</div>
      </div>
    </li>
  );
}
