import { createContext, useCallback, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Goes to a path of the site without reloading the document, carrying navigation state. */
export type FollowLink = (to: string, state?: unknown) => void;

/**
 * How a site link navigates. One provider holds the router's navigate function, so a link is a
 * plain anchor with no router hooks of its own: React Router's Link runs four hooks and resolves
 * its path on every render, which cost about a fifth of the time to prerender a page.
 * Without a provider (nothing to navigate with) a link is followed by the browser.
 */
export const FollowLinkContext = createContext<FollowLink | undefined>(undefined);

export function FollowLinkProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const latest = useRef({ navigate, here: pathname + search + hash });
  latest.current = { navigate, here: pathname + search + hash };
  // Stable, so a navigation does not re-render every link for a new function.
  const follow = useCallback<FollowLink>((to, state) => {
    const { navigate, here } = latest.current;
    // As React Router's Link does: a link to the address already shown replaces its history entry.
    void navigate(to, { state, replace: to === here });
  }, []);
  return <FollowLinkContext.Provider value={follow}>{children}</FollowLinkContext.Provider>;
}
