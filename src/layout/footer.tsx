import { Clock, Mail, MapPin, Phone } from '../components/icon.tsx';
import { Link } from '../components/site-link.tsx';
import { useLayout } from '../hooks/use-layout.ts';
import type { LinkItem } from '../content/page-data.ts';
import { paths } from '../routing/paths.ts';
import { hasSocials, SocialLinks } from './social-icons.tsx';

const heading = 'mb-3 text-sm font-bold uppercase tracking-wide text-amber-300';
// At least 24 px tall: WCAG 2.2 target size (2.5.8); on a phone these are what a thumb taps. The
// lists of links get the same from .footer-links (src/styles/app.css), one class for all of them.
const link = 'inline-flex min-h-6 items-center text-slate-300 hover:text-white hover:underline';

function FooterLinks({ title, links }: { title: string; links: LinkItem[] }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className={heading}>{title}</h2>
      <ul className="footer-links space-y-1">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href}>{l.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { business, footer } = useLayout();
  return (
    <footer id="site-links" tabIndex={-1} className="bg-slate-950 pb-16 text-sm text-slate-300 focus:outline-none">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterLinks title={footer.servicesTitle} links={footer.services} />
        <div className="space-y-6">
          <FooterLinks title="Other Trades" links={footer.trades} />
          <FooterLinks title="Quick Links" links={footer.quickLinks} />
        </div>
        <div>
          <h2 className={heading}>Contact</h2>
          <ul className="space-y-3">
            <li>
              <a href={business.phoneHref} className="inline-flex min-h-11 items-center gap-2 text-base font-semibold text-white hover:underline">
                <Phone aria-hidden className="size-4 text-amber-300" /> {business.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className={`gap-2 ${link}`}>
                <Mail aria-hidden className="size-4 text-amber-300" /> {business.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-300" />
              <address className="not-italic">
                {business.address.streetAddress}
                <br />
                {business.address.addressLocality} {business.address.addressRegion} {business.address.postalCode}
              </address>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={heading}>Hours</h2>
          <p className="flex items-center gap-2 text-white">
            <Clock aria-hidden className="size-4 text-amber-300" /> {business.hours.label}
          </p>
          <p className="mt-2">Including weekends and public holidays.</p>
          {/* No profile, no heading: a business without social pages shows neither. */}
          {hasSocials(business.socials) && (
            <>
              <h2 className={`mt-6 ${heading}`}>Follow us</h2>
              <SocialLinks
                className="flex gap-2"
                linkClassName="inline-flex size-11 items-center justify-center rounded-full border border-slate-700 text-slate-200 hover:border-slate-400 hover:text-white"
              />
            </>
          )}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-slate-400 md:flex-row md:items-center md:justify-between">
          <p>
            © {business.legalName}. ABN {business.abn}.{business.licences.map((l) => ` ${l.label} ${l.number}.`).join('')}
          </p>
          <p className="flex gap-4">
            <Link to={paths.known('privacyPolicy')} className="inline-flex min-h-6 items-center hover:text-white hover:underline">
              Privacy Policy
            </Link>
            <Link to={paths.known('terms')} className="inline-flex min-h-6 items-center hover:text-white hover:underline">
              Terms and Conditions
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
