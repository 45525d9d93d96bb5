// Searching the province and ward pickers: by name or former name (the dataset's aliases),
// without regard to case, tone marks or đ, and to the old and new tone placement ("Hoà"/"Hòa").
export interface GeoUnit {
  code: string;
  name: string;
  aliases: readonly string[];
}

/** Lower case without diacritics: "Thành phố Hồ Chí Minh" → "thanh pho ho chi minh". */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The units whose name or a former name contains every word of `query`: first those whose name
 * holds the words as typed, in a row ("son la" → Sơn La before Lạng Sơn), then the other name
 * matches, then the former names.
 */
export function searchUnits<T extends GeoUnit>(units: readonly T[], query: string): T[] {
  const phrase = foldForSearch(query);
  const words = phrase.split(' ').filter(Boolean);
  if (words.length === 0) return [...units];
  const matches = (text: string) => {
    const folded = foldForSearch(text);
    return words.every((word) => folded.includes(word));
  };
  const inRow = units.filter((unit) => foldForSearch(unit.name).includes(phrase));
  const byName = units.filter((unit) => !inRow.includes(unit) && matches(unit.name));
  const byAlias = units.filter(
    (unit) =>
      !inRow.includes(unit) &&
      !byName.includes(unit) &&
      unit.aliases.some((alias) => matches(alias)),
  );
  return [...inRow, ...byName, ...byAlias];
}
