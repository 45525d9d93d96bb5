import { z } from 'zod';
import { ticketBuyerSchema } from '../tickets/ticket-schemas';
import { addressSchema } from './checkout';
import { optionalTextField, PERSON_NAME_MIN, textField } from './text';

describe('the shared text rule', () => {
  const name = textField({ max: 10 });
  const message = textField({ max: 50, multiline: true });

  it('normalises to NFC and trims', () => {
    // "Việt" typed with a combining dot below and circumflex.
    const decomposed = 'Vie\u0323\u0302t ';
    expect(name.parse(decomposed)).toBe('Việt');
    expect(name.parse('  Lan  ')).toBe('Lan');
  });

  it.each([
    ['a lone surrogate', 'ab\uD800c'],
    ['a NUL', 'a\u0000b'],
    ['a right-to-left override', 'abc\u202Egpj.exe'],
    ['zero-width spaces', '\u200B\u200B'],
    ['a line break in a one-line field', 'a\nb'],
    ['a C1 control', 'a\u0085b'],
  ])('refuses %s', (_, value) => {
    const result = name.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Nội dung chứa ký tự không hợp lệ');
  });

  it.each(['', '   ', '\u3000\u00A0'])('refuses the blank value %j as required', (value) => {
    const result = name.safeParse(value);
    expect(result.error?.issues[0]?.message).toBe('Trường này là bắt buộc');
  });

  it('refuses more than max characters after trimming', () => {
    expect(name.safeParse('x'.repeat(10)).success).toBe(true);
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Tối đa 10 ký tự');
  });

  it('keeps line breaks in a multi-line field, as LF', () => {
    expect(message.parse('dòng 1\r\ndòng 2\n\tthụt')).toBe('dòng 1\ndòng 2\n\tthụt');
  });

  it('reads absent or blank optional text as null and checks the rest', () => {
    const optional = optionalTextField({ max: 5 });
    expect(optional.parse(undefined)).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse('  ')).toBeNull();
    expect(optional.parse(' ok ')).toBe('ok');
    expect(optional.safeParse('\u202E').success).toBe(false);
  });

  it('refuses a one-letter full name, counted after trimming and NFC', () => {
    const fullName = textField({ max: 100, min: PERSON_NAME_MIN });
    expect(fullName.safeParse(' A ').error?.issues[0]?.message).toBe('Tối thiểu 2 ký tự');
    expect(fullName.safeParse('Ư').success).toBe(false);
    expect(fullName.parse('Lê')).toBe('Lê');
    expect(addressSchema.shape.fullName.safeParse('A').success).toBe(false);
    expect(ticketBuyerSchema.shape.fullName.safeParse('A').success).toBe(false);
  });
});

describe('an optional text field', () => {
  it('is null when its key is left out of an object', () => {
    const schema = z.object({ notes: optionalTextField({ max: 10 }) });
    expect(schema.parse({})).toEqual({ notes: null });
    expect(schema.parse({ notes: null })).toEqual({ notes: null });
    expect(schema.parse({ notes: 'ghi chú' })).toEqual({ notes: 'ghi chú' });
  });
});
