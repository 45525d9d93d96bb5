// A message that a client leaf fills in itself (`Còn {count} sản phẩm` → `.replace('{count}', …)`),
// so the leaf needs no translation runtime. The build compiles the catalogues (next.config.mjs,
// next-intl's `precompile`), so `t.raw()` gives `["Còn ", ["count"], " sản phẩm"]` there and the
// plain string in unit tests: this turns either back into the template text.

/** A compiled message part: literal text, or a simple `{argument}`. */
type SimplePart = string | [string];

function isSimplePart(part: unknown): part is SimplePart {
  return (
    typeof part === 'string' ||
    (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string')
  );
}

/** The text of a compiled (or plain) message made of text and simple `{arguments}`; else null. */
export function simpleTemplateText(message: unknown): string | null {
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.every(isSimplePart)) {
    return message.map((part) => (typeof part === 'string' ? part : `{${part[0]}}`)).join('');
  }
  return null;
}

/**
 * The template text of a message read with `t.raw()`. Only text and simple `{arguments}` can be
 * filled in by a leaf: a plural, select, number format or tag throws, naming the message.
 */
export function templateText(raw: unknown, key: string): string {
  const text = simpleTemplateText(raw);
  if (text !== null) return text;
  throw new Error(`The message ${key} is not a template a page can fill in (text and {arguments})`);
}

/** `templateText` of a translator's message: `templateOf(t, 'stockLeft')`. */
export function templateOf<Key extends string>(t: { raw(key: Key): unknown }, key: Key): string {
  return templateText(t.raw(key), key);
}
