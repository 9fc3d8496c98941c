import { lazy, Suspense, type ComponentType } from 'react';

const load = () => import('./suburb-check.tsx');
const SuburbCheck = lazy(load);
let preloaded: ComponentType<{ headingLevel?: 2 | 3 }> | undefined;

/** The server loads the checker before rendering, so the prerendered page holds the whole form. */
export async function preloadSuburbCheck(): Promise<void> {
  preloaded = (await load()).default;
}

/**
 * The suburb checker on service pages. Its own small wrapper: importing islands.tsx here too
 * would split islands.tsx into a chunk of its own on every fixed page's first load.
 */
export function SuburbCheckLazy({ headingLevel }: { headingLevel?: 2 | 3 }) {
  const Component = preloaded ?? SuburbCheck;
  return (
    <Suspense fallback={null}>
      <Component headingLevel={headingLevel} />
    </Suspense>
  );
}
