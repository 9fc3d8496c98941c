/** The layout data every page shares, as a context: the app provides it, components below read it. */
import { createContext, useContext } from 'react';
import type { LayoutData } from '../content/page-data.ts';

export const LayoutContext = createContext<LayoutData | null>(null);

export function useLayout(): LayoutData {
  const layout = useContext(LayoutContext);
  if (!layout) throw new Error('useLayout outside <LayoutContext.Provider>');
  return layout;
}
