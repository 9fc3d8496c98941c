/**
 * A first logo for a new business: its initials on tradesite's dark tile, so the site shows the
 * business's own mark from the start (not the sample's) until the owner replaces data/logo.svg.
 */
export function monogramLogo(name: string): string {
  const words = name
    .replace(/\b(?:pty|ltd|and|the|of|co)\b\.?/gi, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const initials = (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?')].slice(0, 2))
    .join('')
    .toUpperCase()
    .replace(/[<>&"']/g, '');
  const size = initials.length > 1 ? 26 : 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Logo">
  <rect width="64" height="64" rx="14" fill="#0f172a"/>
  <text x="32" y="33" fill="#fbbf24" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${size}" font-weight="800" text-anchor="middle" dominant-baseline="central">${initials}</text>
</svg>
`;
}
