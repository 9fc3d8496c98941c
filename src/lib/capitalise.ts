/** "plumbers" -> "Plumbers": the start of a sentence or a link. */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
