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
export function Link(props: LinkProps) {
  const follow = useFollowLink();
  const { to, state, onClick, target } = props;
  // The anchor's attributes copied by hand rather than with `{ to, state, ...rest }`: rest
  // destructuring is a slow path in V8, and a build draws millions of links (this took a twentieth
  // of a render worker's time; copied, a fifth of that). In the order React Router's Link wrote
  // them: the same markup as before.
  const attributes: AnchorHTMLAttributes<HTMLAnchorElement> & Record<string, unknown> = {};
  for (const key in props) if (!OWN_PROPS.has(key)) attributes[key] = props[key as keyof LinkProps];
  attributes.href = to;
  attributes.onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (follow && isPlainClick(event, target) && isSitePath(to)) {
      event.preventDefault();
      follow(to, state);
    }
  };
  attributes.target = target;
  return <a {...attributes} />;
}

/** The props Link reads itself; the rest are the anchor's. */
const OWN_PROPS: ReadonlySet<string> = new Set(['to', 'state', 'onClick', 'target']);

/** A left click with no modifier key, on a link that opens in this tab: the others are the browser's (new tab, download...). */
function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

function isSitePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}
