// The server's half of the password rule (DESIGN.md §8, NIST SP 800-63B §5.1.1.2): refuse values
// known from breach corpora, words of this site, and repetitive or sequential strings. The list
// (zxcvbn-ts's 49,000 most common passwords) is server-only: it never ships to a browser.
import { dictionary } from '@zxcvbn-ts/language-common';

/** Words anyone would try first on this site, matched with trailing digits and symbols removed. */
const SITE_WORDS = ['captreo', 'captreonumay', 'numay', 'nuimay', 'matkhau', 'taikhoan'];

let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set([...dictionary['passwords-common'], ...SITE_WORDS]);
  return common;
}

/** 'aaaaaaaa', 'abababab', '123123123': a unit of up to three characters, repeated. */
function isRepetitive(value: string): boolean {
  const chars = Array.from(value);
  for (let unit = 1; unit <= 3 && unit < chars.length; unit += 1) {
    if (chars.every((char, i) => char === chars[i % unit])) return true;
  }
  return false;
}

/** 'abcdefgh', '98765432': every character one code point after (or before) the previous one. */
function isSequential(value: string): boolean {
  const codes = Array.from(value, (char) => char.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (step !== 1 && step !== -1) return false;
  return codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === step);
}

/** True when the password must be refused as common or easily guessed. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  const stem = lower.replace(/[\d\W_]+$/u, '');
  if (SITE_WORDS.includes(stem)) return true;
  return isRepetitive(lower) || isSequential(lower);
}
