import { fitTitle, fullTitle, MAX_TITLE_LENGTH } from './title';

describe('page titles', () => {
  it('add the site name through the template when the whole fits', () => {
    expect(fitTitle('vi', 'Trang chủ')).toBe('Trang chủ');
    expect(fullTitle('vi', 'Trang chủ')).toBe('Trang chủ | Cáp Treo Núi Mây');
    expect(fullTitle('en', 'Home')).toBe('Home | Nui May Cable Car');
  });

  it('drop the site name when the page title alone is long', () => {
    const title = 'Kinh nghiệm săn mây Tà Xùa cho người mới đi lần đầu';
    expect(fitTitle('vi', title)).toEqual({ absolute: title });
  });

  it('shorten a title longer than 60 characters at a word boundary', () => {
    const title =
      'A very long post title about the buckwheat flower festival on the mountain top in Ta Xua';
    const full = fullTitle('en', title);
    expect(full.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(full).toMatch(/^A very long post title about the buckwheat flower.*…$/);
    expect(full).not.toMatch(/ …$/);
  });
});
