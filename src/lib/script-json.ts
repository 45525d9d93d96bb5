/** `value` as JSON for an inline <script>: `<` is escaped, so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
