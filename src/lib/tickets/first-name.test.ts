import { firstNameOf } from './first-name';

describe('firstNameOf', () => {
  it('takes the last word of a Vietnamese full name', () => {
    expect(firstNameOf('Nguyễn Văn An')).toBe('An');
    expect(firstNameOf('Phạm Quốc Bảo')).toBe('Bảo');
    expect(firstNameOf('  Đặng   Thị  Ngọc Hân ')).toBe('Hân');
    expect(firstNameOf('Nguyen Van An')).toBe('An');
  });

  it('reads a name written given name first as such', () => {
    expect(firstNameOf('An Nguyen')).toBe('An');
    expect(firstNameOf('Van An Nguyen')).toBe('An');
    expect(firstNameOf('John Smith')).toBe('John');
    expect(firstNameOf('Marie-Claire Dubois')).toBe('Marie-Claire');
  });

  it('keeps Vietnamese order for a Vietnamese name whose family name is not listed', () => {
    expect(firstNameOf('Âu Dương Phong')).toBe('Phong');
  });

  it('answers a single word as it is, and nothing for a blank name', () => {
    expect(firstNameOf('Lan')).toBe('Lan');
    expect(firstNameOf('   ')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });
});
