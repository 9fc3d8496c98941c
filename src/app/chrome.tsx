import { createContext, useContext } from 'react';
import { Banner } from '../layout/banner.tsx';
import { FloatingActions } from '../layout/floating-actions.tsx';
import { Footer } from '../layout/footer.tsx';
import { Header } from '../layout/header.tsx';

/**
 * The layout's chrome: the parts every page repeats. They read only the layout data and the
 * menu section of the path, so the prerenderer draws each once per section and splices it into
 * every page, instead of rendering about half of each page's markup thousands of times.
 * Each part is a single element and holds no useId, so its markup does not depend on where in
 * the tree it is drawn.
 */
export const CHROME_PARTS = { banner: Banner, header: Header, footer: Footer, floating: FloatingActions } as const;
export type ChromePart = keyof typeof CHROME_PARTS;

/** Set only by the prerenderer: chrome parts render as markers that it replaces afterwards. */
export const ChromeMarkers = createContext(false);

/** The exact markup of a part's marker, which the prerenderer replaces. */
export const chromeMarker = (part: ChromePart) => `<template data-chrome="${part}"></template>`;

export function Chrome({ part }: { part: ChromePart }) {
  const Part = CHROME_PARTS[part];
  return useContext(ChromeMarkers) ? <template data-chrome={part} /> : <Part />;
}
