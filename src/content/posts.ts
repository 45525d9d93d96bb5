import 'server-only';
import { vietnamIso } from '@/lib/calendar';
import type { Locale } from '@/i18n/routing';
import { content, imageView, type ImageView } from './collections';
import type { EVENT_STATUSES } from './schema';

/** A dated event a post is about; times are ISO 8601 with Vietnam's offset (or a bare day). */
export interface PostEventView {
  name: string;
  startDate: string;
  endDate?: string;
  /** Where on the site it happens; the site itself when undefined. */
  place?: string;
  status: (typeof EVENT_STATUSES)[number];
  /** Id of the ticket that admits a visitor. */
  ticket?: string;
}

export interface PostView {
  id: string;
  slug: string;
  /** The post's slug in each locale (hreflang, locale switcher). */
  slugs: { vi: string; en: string };
  title: string;
  excerpt: string;
  /** Publishing day, `YYYY-MM-DD` (lists, sitemap). */
  date: string;
  /** Publishing moment, ISO 8601 with Vietnam's offset, e.g. `2026-10-20T08:30:00+07:00`. */
  publishedAt: string;
  /** Last change, same form; the publishing moment when the post was never updated. */
  modifiedAt: string;
  author: string;
  /** A page about the author; undefined when content names none (the about page stands in). */
  authorUrl?: string;
  event?: PostEventView;
  cover: ImageView;
  tags: string[];
  html: string;
}

export const POSTS_PER_PAGE = 6;

/** A content date-time (`2026-10-25` or `2026-10-25T07:00`): a bare day stays a day. */
function zonedOrDay(value: string): string {
  const [day = value, time] = value.split('T');
  return time ? vietnamIso(day, time) : day;
}

type RawPost = ReturnType<typeof content>['posts'][number];

function eventView(locale: Locale, post: RawPost): PostEventView | undefined {
  const event = post.event;
  if (!event) return undefined;
  return {
    name: event.name?.[locale] ?? post.title[locale],
    startDate: zonedOrDay(event.start),
    ...(event.end ? { endDate: zonedOrDay(event.end) } : {}),
    ...(event.place ? { place: event.place[locale] } : {}),
    status: event.status,
    ...(event.ticket ? { ticket: event.ticket } : {}),
  };
}

function view(locale: Locale, post: RawPost): PostView {
  const publishedAt = vietnamIso(post.date, post.time);
  return {
    id: post.id,
    slug: post.slug[locale],
    slugs: post.slug,
    title: post.title[locale],
    excerpt: post.excerpt[locale],
    date: post.date,
    publishedAt,
    modifiedAt: post.updated && post.updated > post.date ? vietnamIso(post.updated) : publishedAt,
    author: post.author,
    ...(post.authorUrl ? { authorUrl: post.authorUrl } : {}),
    ...(post.event ? { event: eventView(locale, post) } : {}),
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
