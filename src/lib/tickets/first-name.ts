// The name the gate greets a visitor by. A Vietnamese full name ends with the given name
// ("Nguyễn Văn An" → "An"); a name written given-name first ("John Smith", "An Nguyen") does not,
// so the family name, where it can be recognised, says which end to take.

/** The commonest Vietnamese family names, folded (no diacritics, lower case). */
const FAMILY_NAMES = new Set([
  'nguyen',
  'tran',
  'le',
  'pham',
  'hoang',
  'huynh',
  'phan',
  'vu',
  'vo',
  'dang',
  'bui',
  'do',
  'ho',
  'ngo',
  'duong',
  'ly',
  'dinh',
  'truong',
  'lam',
  'mai',
  'trinh',
  'luong',
  'cao',
  'ta',
  'ha',
  'doan',
  'vuong',
  'trieu',
  'luu',
  'thai',
  'chau',
  'quach',
  'to',
  'lai',
  'kieu',
  'giang',
]);

/** Letters only Vietnamese spelling uses among Latin scripts (ă â đ ê ô ơ ư and the tone marks). */
const VIETNAMESE_LETTERS = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/**
 * The given name of a full name: a Vietnamese family name first means Vietnamese order (the last
 * word); one last means given-name-first order (the word before it); with neither, Vietnamese
 * letters mean Vietnamese order, and anything else is read given name first ("John Smith" → "John").
 */
export function firstNameOf(fullName: string | null | undefined): string | null {
  const words = (fullName ?? '').trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  const last = words.at(-1);
  if (first === undefined || last === undefined) return null;
  if (words.length === 1) return first;
  if (FAMILY_NAMES.has(fold(first))) return last;
  if (FAMILY_NAMES.has(fold(last))) return words.at(-2) ?? first;
  return VIETNAMESE_LETTERS.test(fullName ?? '') ? last : first;
}
