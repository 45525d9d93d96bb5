import { findByForeignSlug, foreignSlugs } from './slugs';

const posts = [
  { slug: 'le-hoi', slugs: { vi: 'le-hoi', en: 'festival' } },
  { slug: 'thong-bao', slugs: { vi: 'thong-bao', en: 'thong-bao' } },
];

describe('translated slugs', () => {
  it('lists the other locale’s slugs a locale answers with a redirect, skipping shared ones', () => {
    expect(foreignSlugs('vi', posts)).toEqual(['festival']);
  });

  it('finds the item a foreign slug names so the page can redirect to its own slug', () => {
    expect(findByForeignSlug('vi', posts, 'festival')?.slug).toBe('le-hoi');
    expect(findByForeignSlug('vi', posts, 'le-hoi')).toBeUndefined();
  });
});
