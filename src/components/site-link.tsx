import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useFollowLink } from '../hooks/use-follow-link.ts';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the site (from src/routing/paths.ts), optionally with a #fragment. */
  to: string;
  /** Navigation state the next page reads (the booking page's chosen service). */
  state?: unknown;
};

/**
 * A link within the site: a plain anchor the browser follows before hydration (or with no
 * JavaScript), and that navigates in the page after it, as React Router's Link does for a plain
 * left click. Kept free of router hooks: every page has hundreds of links to prerender.
 */
export function Link({ to, state, onClick, target, ...rest }: LinkProps) {
  const follow = useFollowLink();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (follow && isPlainClick(event, target) && isSitePath(to)) {
      event.preventDefault();
      follow(to, state);
    }
  };
  // The attributes in the order React Router's Link wrote them: the same markup as before.
  return <a {...rest} href={to} onClick={click} target={target} />;
}

/** A left click with no modifier key, on a link that opens in this tab: the others are the browser's (new tab, download...). */
function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

function isSitePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}
