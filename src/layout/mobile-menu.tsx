import { Phone, X } from '../components/icon.tsx';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useLayout } from '../hooks/use-layout.ts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion.tsx';
import { buttonVariants } from '../components/ui/button.tsx';
import { ScrollArea } from '../components/ui/scroll-area.tsx';
import type { LinkItem } from '../content/page-data.ts';
import { BookNowLink } from './book-now.tsx';
import { paths } from '../routing/paths.ts';

function MenuLinks({ links, onClose }: { links: LinkItem[]; onClose: () => void }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.href} className="border-b border-slate-200">
          <Link to={l.href} onClick={onClose} className="block py-4 font-semibold text-slate-900">
            {l.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Full-screen slide-down menu for phones: accordions for services and locations. */
export function MobileMenu({ open, onClose, id }: { open: boolean; onClose: () => void; id: string }) {
  const { menu, business } = useLayout();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, onClose]);

  // Rendered only while open: every link is also in the desktop menu and the footer, so the
  // prerendered HTML need not carry a second hidden copy.
  if (!open) return null;
  return (
    <div
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className="fixed inset-0 z-50 flex flex-col bg-white motion-safe:animate-[slide-down_0.3s_ease-out] lg:hidden"
    >
      <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
        <span className="font-bold text-slate-900">Menu</span>
        <button type="button" onClick={onClose} className={buttonVariants({ variant: 'ghost', size: 'icon' })} aria-label="Close menu">
          <X aria-hidden />
        </button>
      </div>
      <ScrollArea className="min-h-0 flex-1" type="auto">
        <nav aria-label="Mobile" className="px-4 pb-6">
          <MenuLinks links={menu.beforeMenus} onClose={onClose} />
          <Accordion type="multiple">
            <AccordionItem value="services">
              <AccordionTrigger>Services</AccordionTrigger>
              <AccordionContent>
                <Accordion type="single" collapsible>
                  {menu.groups.map((group) => (
                    <AccordionItem key={group.slug} value={group.slug}>
                      <AccordionTrigger>{group.name}</AccordionTrigger>
                      <AccordionContent>
                        <ul className="space-y-1 pl-2">
                          {group.services.map((s) => (
                            <li key={s.href}>
                              <Link to={s.href} onClick={onClose} className="block py-1.5 text-sm text-slate-800">
                                {s.title}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </AccordionContent>
                    </AccordionItem>
                  ))}
                </Accordion>
              </AccordionContent>
            </AccordionItem>
            <AccordionItem value="locations">
              <AccordionTrigger>Service Locations</AccordionTrigger>
              <AccordionContent>
                {menu.regions.map((region) => (
                  <div key={region.slug} className="mb-3">
                    <p className="text-xs font-bold uppercase tracking-wide text-slate-600">{region.name}</p>
                    <ul className="grid grid-cols-2 gap-x-3">
                      {region.suburbs.map((s) => (
                        <li key={s.href}>
                          <Link to={s.href} onClick={onClose} className="block py-1.5 text-sm text-slate-800">
                            {s.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                    {region.more > 0 && (
                      <Link to={paths.known('areas')} onClick={onClose} className="text-sm font-semibold text-blue-800">
                        and {region.more} more...
                      </Link>
                    )}
                  </div>
                ))}
              </AccordionContent>
            </AccordionItem>
          </Accordion>
          <MenuLinks links={menu.afterMenus} onClose={onClose} />
          <div className="mt-6 grid gap-3">
            <BookNowLink onClick={onClose} className={buttonVariants({ size: 'lg' })} />
            <a href={business.phoneHref} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
              <Phone aria-hidden /> Call Us {business.phone}
            </a>
          </div>
        </nav>
      </ScrollArea>
    </div>
  );
}
