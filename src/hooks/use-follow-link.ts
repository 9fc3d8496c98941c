/** How a site link navigates, as a context: the app provides it (src/app/follow-link.tsx), links read it. */
import { createContext, useContext } from 'react';

/** Goes to a path of the site without reloading the document, carrying navigation state. */
export type FollowLink = (to: string, state?: unknown) => void;

/** Undefined with no provider (nothing to navigate with): a link is then followed by the browser. */
export const FollowLinkContext = createContext<FollowLink | undefined>(undefined);

export function useFollowLink(): FollowLink | undefined {
  return useContext(FollowLinkContext);
}
