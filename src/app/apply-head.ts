import type { Head } from '../content/page-data.ts';

/** After client navigation: the same head the prerendered page would have had. */
export function applyHead(head: Head): void {
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('name', 'robots', head.noindex ? 'noindex, follow' : null);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', head.canonical);
  setMeta('property', 'og:type', head.ogType);
  setMeta('name', 'twitter:title', head.title);
  setMeta('name', 'twitter:description', head.description);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.noindex) canonical?.remove();
  else if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  if (canonical && !head.noindex) canonical.href = head.canonical;
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
  for (const data of head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}
