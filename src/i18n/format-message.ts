// How next-intl formats the compiled catalogues (next.config.mjs points `use-intl/format-message`
// here): icu-minify's small formatter (`format-only`), with two things the ICU formatter did that
// the site relies on.
// - A message asked for without values reads as written: `tCart('badgeOne')` gives the template
//   `Giỏ hàng, {count} sản phẩm` for a client leaf to fill in, as next-intl's production formatter
//   returns such a message untouched. (format-only would print `undefined` for `{count}`.)
// - `t.raw()` stays available: it returns the compiled form, which src/i18n/template-text.ts
//   reads back into the template.
import formatOnly from 'use-intl/format-message/format-only';
import { simpleTemplateText } from './template-text';

export default function formatMessage(
  ...args: Parameters<typeof formatOnly>
): ReturnType<typeof formatOnly> {
  const [, message, values] = args;
  if (values === undefined) {
    const text = simpleTemplateText(message);
    if (text !== null) return text;
  }
  return formatOnly(...args);
}

formatMessage.raw = true;
