import { useLayout } from '../hooks/use-layout.ts';

/** lucide dropped brand logos; these two small marks are drawn here instead of fetched from anywhere. */
export function FacebookIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21h2.9Z" />
    </svg>
  );
}

export function InstagramIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** Whether the business has any social profile to link (business.yaml `socials`). */
export function hasSocials(socials: { facebook?: string | undefined; instagram?: string | undefined } | undefined): boolean {
  return Boolean(socials?.facebook || socials?.instagram);
}

/**
 * The business's social profiles as icon links, only those it has (nothing at all when it has
 * none); the caller sizes them (at least 24 px square).
 */
export function SocialLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const { business } = useLayout();
  const { facebook, instagram } = business.socials ?? {};
  if (!facebook && !instagram) return null;
  return (
    <div className={className}>
      {facebook && (
        <a href={facebook} className={linkClassName} aria-label={`${business.name} on Facebook`} rel="noopener">
          <FacebookIcon />
        </a>
      )}
      {instagram && (
        <a href={instagram} className={linkClassName} aria-label={`${business.name} on Instagram`} rel="noopener">
          <InstagramIcon />
        </a>
      )}
    </div>
  );
}
