import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Phone, X } from '../components/icon.tsx';
import type { RefObject } from 'react';
import { Link } from '../components/site-link.tsx';
import { useLayout } from '../hooks/use-layout.ts';
import type { LinkItem } from '../content/page-data.ts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../components/ui/accordion.tsx';
import { buttonVariants } from '../components/ui/button.tsx';
import { ScrollArea } from '../components/ui/scroll-area.tsx';
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

/** The links inside an accordion panel: a group's services or a region's suburbs. */
function SubmenuLinks({ links, className, onClose }: { links: LinkItem[]; className: string; onClose: () => void }) {
  return (
    <ul className={className}>
      {links.map((s) => (
        <li key={s.href}>
          <Link to={s.href} onClick={onClose} className="block py-1.5 text-sm text-slate-800">
            {s.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Full-screen slide-down menu for phones and tablets: accordions for services and locations.
 * A modal dialog (Radix): it takes focus when it opens, keeps Tab inside while open, closes on
 * Escape, and gives focus back to the button that opened it.
 */
export function MobileMenu({ open, onClose, id, returnFocusTo }: { open: boolean; onClose: () => void; id: string; returnFocusTo: RefObject<HTMLElement | null> }) {
  const { menu, business } = useLayout();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            // Radix returns focus to its own trigger; the menu button lives in the header instead.
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white motion-safe:animate-[slide-down_0.3s_ease-out] xl:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <DialogPrimitive.Title className="font-bold text-slate-900">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close className={buttonVariants({ variant: 'ghost', size: 'icon' })} aria-label="Close menu">
              <X aria-hidden />
            </DialogPrimitive.Close>
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
                            <SubmenuLinks className="space-y-1 pl-2" links={group.services} onClose={onClose} />
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
                        <SubmenuLinks className="grid grid-cols-2 gap-x-3" links={region.suburbs} onClose={onClose} />
                        {region.more && (
                          <Link to={paths.region(region.slug)} onClick={onClose} className="inline-block py-1.5 text-sm font-semibold text-blue-800">
                            More in {region.name}...
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
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
