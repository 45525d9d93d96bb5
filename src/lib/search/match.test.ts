import { fold, search, searchEntry } from './match';

const entries = [
  searchEntry({
    kind: 'post',
    title: 'Kinh nghiệm săn mây Tà Xùa',
    summary: 'Đi cáp treo lúc bình minh',
    url: '/vi/bai-viet/a',
  }),
  searchEntry({
    kind: 'product',
    title: 'Mô hình cabin cáp treo',
    summary: 'Tỉ lệ 1:40',
    url: '/vi/san-pham/b',
  }),
  searchEntry({
    kind: 'product',
    title: 'Cạp váy thổ cẩm',
    summary: 'Dệt tay',
    url: '/vi/san-pham/c',
  }),
  searchEntry({
    kind: 'service',
    title: 'Đón khách tại Bắc Yên',
    summary: 'Xe đưa đón',
    url: '/vi/dich-vu/d',
    extra: 'đường đèo',
  }),
];
const titles = (query: string) => search(entries, query).map((e) => e.title);

describe('Vietnamese-aware search', () => {
  it('folds diacritics, đ and punctuation', () => {
    expect(fold('Cáp Treo – Núi Mây!')).toBe('cap treo nui may');
    expect(fold('Đường đèo')).toBe('duong deo');
  });

  it('finds "cáp treo" when typed without diacritics', () => {
    expect(titles('cap treo')).toEqual(['Mô hình cabin cáp treo', 'Kinh nghiệm săn mây Tà Xùa']);
  });

  it('finds the same items when typed with diacritics, exact title matches first', () => {
    expect(titles('cáp treo')).toEqual(['Mô hình cabin cáp treo', 'Kinh nghiệm săn mây Tà Xùa']);
  });

  it('matches đ typed as d, and words by their beginning', () => {
    expect(titles('don bac')).toEqual(['Đón khách tại Bắc Yên']);
    expect(titles('duong')).toEqual(['Đón khách tại Bắc Yên']);
    expect(titles('ta xu')).toEqual(['Kinh nghiệm săn mây Tà Xùa']);
  });

  it('requires every word of the query and ignores blank queries', () => {
    expect(titles('cap treo thổ cẩm')).toEqual([]);
    expect(titles('   ')).toEqual([]);
  });

  it('does not match inside a word', () => {
    expect(titles('reo')).toEqual([]);
  });
});
