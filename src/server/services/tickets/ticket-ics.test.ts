// The calendar files fold their lines at 75 octets (RFC 5545 §3.1), never inside a character.
import { foldIcs } from './ticket-ics';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('foldIcs', () => {
  it('folds a Vietnamese line at 75 octets and unfolds to the same text', () => {
    const description = `DESCRIPTION:Mã vé NM-7Q2K. Vé chỉ có giá trị trong ngày tham quan đã chọn. Mang theo giấy tờ tùy thân. Vé điện tử: https://captreonuimay.vn/vi/ve-dien-tu/abc`;
    // What the ics package writes: folded every 75 characters, tab-continued.
    const byCharacters = description.replace(/(.{75})/gu, '$1\r\n\t').replace(/\r\n\t$/, '');
    const text = `BEGIN:VCALENDAR\r\n${byCharacters}\r\nEND:VCALENDAR\r\n`;
    expect(text.split('\r\n').some((line) => octets(line) > 75)).toBe(true);

    const folded = foldIcs(text);
    const lines = folded.split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(1);
    // No character is split: each line is whole UTF-8.
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    expect(unfold(folded)).toBe(unfold(text.replace(/\r\n\t/g, '\r\n ')));
    expect(unfold(folded).split('\r\n')).toContain(description);
  });

  it('leaves short lines as they are', () => {
    const text = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    expect(foldIcs(text)).toBe(text);
  });
});
