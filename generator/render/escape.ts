/** Text inside an element or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * JSON that is safe inside <script>: no "<" can start "</script>" or "<!--", and the two line
 * separators JavaScript once treated as newlines are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}

/** JSON text made safe inside <script>, as `jsonForScript` makes it. */
export function escapeJsonForScript(json: string): string {
  // One pass over the JSON: pages carry tens of kilobytes of it.
  return json.replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
