/** "St Kilda" -> "st-kilda", "O'Connor" -> "oconnor", "Mordialloc Café" -> "mordialloc-cafe": the spec's rule for suburb addresses. */
export function suburbSlugFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** "Tree roots cleared from a clay sewer" in Preston -> "preston-tree-roots-cleared-from-a-clay-sewer" (at most 60 characters, cut at a word). */
export function jobSlugFor(suburb: string, title: string): string {
  const full = suburbSlugFor(`${suburb} ${title}`);
  return full.length <= 60 ? full : full.slice(0, 60).replace(/-[^-]*$/, '');
}
