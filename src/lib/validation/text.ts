// The one text rule every visitor-typed input passes (DESIGN.md §8): Unicode NFC, well-formed (no
// lone surrogates), no control characters (a multi-line field keeps its line breaks and tabs), no
// bidirectional-override or other invisible format characters, trimmed, not blank, at most `max`
// characters. Plain zod with no server imports: the browser's forms and the procedures share it.
import { z } from 'zod';
// Every form schema passes this module's rule: the browser parses them without zod's eval probe.
import './zod-browser';

/** The message of a refused character; forms map the issue to their own locale's text. */
export const INVALID_TEXT_MESSAGE = 'Nội dung chứa ký tự không hợp lệ';
export const REQUIRED_MESSAGE = 'Trường này là bắt buộc';
export const maxLengthMessage = (max: number) => `Tối đa ${max} ký tự`;
export const minLengthMessage = (min: number) => `Tối thiểu ${min} ký tự`;

/** `params.key` of the custom issue a refused character raises (see lib/auth/validation.ts). */
export const INVALID_TEXT_ISSUE = 'invalidText';

// C0 and C1 controls and DEL; tabs and line breaks are allowed only in multi-line fields.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const CONTROL_SINGLE_LINE = /[\t\n\r]/u;
// Format characters (Cf): bidi embeddings, overrides and isolates, zero-width spaces and joiners,
// the BOM, soft hyphen… Nothing a visitor types on purpose, and the tools of spoofing.
const FORMAT = /\p{Cf}/u;
// What `trim()` leaves that still reads as nothing: format characters are refused above, so
// plain white space (including U+3000 and the other Unicode spaces) is all that is left to test.
const BLANK = /^[\p{White_Space}]*$/u;

export interface TextRuleOptions {
  /** Longest accepted value, counted in UTF-16 code units after normalisation and trimming. */
  max: number;
  /** Shortest accepted value, counted the same way (a person's full name: PERSON_NAME_MIN). */
  min?: number;
  /** Keep line breaks and tabs (messages, review bodies); CRLF becomes LF. */
  multiline?: boolean;
}

/** Normalises a string, or returns null when it holds a character the rule refuses. */
export function cleanText(value: string, multiline = false): string | null {
  if (!value.isWellFormed()) return null;
  const normalized = (multiline ? value.replace(/\r\n?/g, '\n') : value).normalize('NFC');
  if (CONTROL.test(normalized) || FORMAT.test(normalized)) return null;
  if (!multiline && CONTROL_SINGLE_LINE.test(normalized)) return null;
  return normalized.trim();
}

/** A person's full name has at least two letters: "A" is a typo, not a name to write to. */
export const PERSON_NAME_MIN = 2;

/** A required text field under the shared rule. */
const utf8 = new TextEncoder();

/**
 * The longest start of `value` that is at most `maxBytes` long in UTF-8, never splitting a
 * character: stored text is bounded in bytes, which is what a row costs.
 */
export function clipUtf8(value: string, maxBytes: number): string {
  if (value.length * 3 <= maxBytes) return value;
  const { read } = utf8.encodeInto(value, new Uint8Array(maxBytes));
  return value.slice(0, read);
}

export function textField({ max, min = 1, multiline = false }: TextRuleOptions) {
  return z
    .string({ message: REQUIRED_MESSAGE })
    .max(max * 4, { message: maxLengthMessage(max) })
    .transform((value, ctx) => {
      const cleaned = cleanText(value, multiline);
      if (cleaned === null) {
        ctx.addIssue({
          code: 'custom',
          message: INVALID_TEXT_MESSAGE,
          params: { key: INVALID_TEXT_ISSUE },
        });
        return z.NEVER;
      }
      return cleaned;
    })
    .pipe(
      z
        .string()
        .refine((value) => !BLANK.test(value), {
          message: REQUIRED_MESSAGE,
          params: { key: 'required' },
        })
        .pipe(
          z
            .string()
            .min(min, { message: minLengthMessage(min) })
            .max(max, { message: maxLengthMessage(max) }),
        ),
    );
}

/** An optional text field: absent, null or blank is `null`; anything else passes the rule. */
export function optionalTextField(options: TextRuleOptions) {
  return (
    z
      .union([z.string(), z.null(), z.undefined()])
      .transform((value) => (value == null || BLANK.test(value) ? null : value))
      .pipe(z.union([z.null(), textField(options)]))
      // An absent key is null too: without the default zod 4 refuses a missing key whose parsed
      // value cannot be undefined ("expected nonoptional"), against DESIGN.md §17's optional fields.
      .default(null)
  );
}
