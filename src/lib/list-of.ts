/** "A", "A and B", "A, B and C": a list as a sentence says it. Its own module, so a page that lists trades does not load the suburb finder. */
export function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
