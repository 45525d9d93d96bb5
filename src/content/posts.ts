import 'server-only';
import type { Locale } from '@/i18n/routing';
import { content, imageView, type ImageView } from './collections';

export interface PostView {
  id: string;
  slug: string;
  /** The post's slug in each locale (hreflang, locale switcher). */
  slugs: { vi: string; en: string };
  title: string;
  excerpt: string;
  date: string;
  author: string;
  cover: ImageView;
  tags: string[];
  html: string;
}

export const POSTS_PER_PAGE = 6;

function view(locale: Locale, post: ReturnType<typeof content>['posts'][number]): PostView {
  return {
    id: post.id,
    slug: post.slug[locale],
    slugs: post.slug,
    title: post.title[locale],
    excerpt: post.excerpt[locale],
    date: post.date,
    author: post.author,
    // Without coverAlt the cover is decorative: the post's title sits right beside it.
    cover: imageView(post.cover, post.coverAlt?.[locale] ?? ''),
    tags: post.tags[locale],
    html: post.html[locale],
  };
}

/** Published posts, newest first. */
export function listPosts(locale: Locale): PostView[] {
  return content()
    .posts.map((post) => view(locale, post))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

export function getPost(locale: Locale, slug: string): PostView | undefined {
  return listPosts(locale).find((post) => post.slug === slug);
}

export function postPageCount(locale: Locale): number {
  return Math.max(1, Math.ceil(listPosts(locale).length / POSTS_PER_PAGE));
}

/** One page of the list (1-based); empty when out of range. */
export function postsPage(locale: Locale, page: number): PostView[] {
  return listPosts(locale).slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
}

/** Pages 2… of the post list live beside the posts: `/vi/bai-viet/trang-2`, `/en/posts/page-2`. */
const PAGE_SLUG_PREFIX = { vi: 'trang', en: 'page' } as const;

export function listPageSlug(locale: Locale, page: number): string {
  return `${PAGE_SLUG_PREFIX[locale]}-${page}`;
}

/** The list page number a slug names (2…), or null when it is not a list page slug. */
export function parseListPageSlug(locale: Locale, slug: string): number | null {
  const match = new RegExp(`^${PAGE_SLUG_PREFIX[locale]}-(\\d+)$`).exec(slug);
  if (!match) return null;
  const page = Number(match[1]);
  return page >= 2 && page <= postPageCount(locale) && String(page) === match[1] ? page : null;
}
