import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICONS, UI_ICONS } from '../../src/components/icon-set.ts';

/**
 * Every icon data may name, drawn once into one SVG sprite of <symbol>s. The stroke settings sit
 * on each symbol, and `currentColor` follows the colour of the element that uses it.
 */
export function iconSprite(): string {
  const symbols = Object.entries({ ...ICONS, ...UI_ICONS }).map(([name, Component]) => {
    const svg = renderToStaticMarkup(createElement(Component));
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    const fill = name.endsWith('-filled') ? 'currentColor' : 'none';
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="${fill}" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
