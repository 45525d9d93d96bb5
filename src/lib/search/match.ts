// Vietnamese-aware matching for the site search: diacritics are optional ("cap treo" finds
// "cáp treo", "đá" and "da" match), words match by prefix, and every word of the query must match.
// Used by the header's search box (in the browser) and by the results page (on the server).

export type SearchKind = 'product' | 'service' | 'post' | 'ticket';

/** One searchable item; `t` and `b` are the folded title and body, computed at build time. */
export interface SearchEntry {
  kind: SearchKind;
  title: string;
  summary: string;
  url: string;
  t: string;
  b: string;
}

/** Lower-case, without diacritics, `đ` as `d`, punctuation as single spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function searchEntry(input: {
  kind: SearchKind;
  title: string;
  summary: string;
  url: string;
  /** Extra searchable text (tags, category, body) that is not shown. */
  extra?: string;
}): SearchEntry {
  const { kind, title, summary, url, extra = '' } = input;
  return { kind, title, summary, url, t: fold(title), b: fold(`${summary} ${extra}`) };
}

const hasWordPrefix = (folded: string, word: string) => ` ${folded}`.includes(` ${word}`);

/** Entries matching every word of the query, best first. */
export function search(entries: readonly SearchEntry[], query: string, limit = 50): SearchEntry[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const typed = query.trim().toLowerCase().normalize('NFC');
  const scored: { entry: SearchEntry; score: number }[] = [];
  for (const entry of entries) {
    let score = 0;
    let matchesAll = true;
    for (const word of words) {
      if (hasWordPrefix(entry.t, word)) score += 3;
      else if (hasWordPrefix(entry.b, word)) score += 1;
      else {
        matchesAll = false;
        break;
      }
    }
    if (!matchesAll) continue;
    if (hasWordPrefix(entry.t, phrase)) score += 4;
    else if (hasWordPrefix(entry.b, phrase)) score += 1;
    // Typed with its diacritics and found as written: rank above the accent-insensitive matches.
    if (typed !== phrase && entry.title.toLowerCase().includes(typed)) score += 2;
    scored.push({ entry, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.entry.title.localeCompare(b.entry.title, 'vi'))
    .slice(0, limit)
    .map((s) => s.entry);
}
