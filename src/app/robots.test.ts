import robots from './robots';

describe('robots.txt', () => {
  it('keeps crawlers out of the API only, so noindex pages (cart, login…) show their noindex', () => {
    const rules = robots().rules;
    const list = Array.isArray(rules) ? rules : [rules];
    expect(list).toHaveLength(1);
    expect(list[0]?.disallow).toEqual(['/api/']);
    expect(list[0]?.allow).toBe('/');
  });

  it('names the sitemap', () => {
    expect(robots().sitemap).toMatch(/\/sitemap\.xml$/);
  });
});
