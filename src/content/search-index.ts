import 'server-only';
import { hrefFor, type Locale } from '@/i18n/routing';
import { searchEntry, type SearchEntry } from '@/lib/search/match';
import { listProducts } from './catalog';
import { listPosts } from './posts';
import { listServices } from './services';
import { listTickets } from './tickets';

const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ');

/** Products, services, ticket types and posts of one locale, as the search box and results page search them. */
export function buildSearchIndex(locale: Locale): SearchEntry[] {
  return [
    ...listProducts(locale).map((p) =>
      searchEntry({
        kind: 'product',
        title: p.name,
        summary: p.summary,
        url: hrefFor(locale, 'product', p.slug),
        extra: `${p.category.name} ${p.variants.map((v) => `${v.label} ${v.sku}`).join(' ')}`,
      }),
    ),
    ...listServices(locale).map((s) =>
      searchEntry({
        kind: 'service',
        title: s.name,
        summary: s.summary,
        url: hrefFor(locale, 'service', s.slug),
        extra: stripTags(s.html),
      }),
    ),
    ...listTickets(locale).map((ticket) =>
      searchEntry({
        kind: 'ticket',
        title: ticket.name,
        summary: ticket.summary,
        url: hrefFor(locale, 'ticket', ticket.slug),
        extra: `${ticket.audience ?? ''} ${stripTags(ticket.html)}`,
      }),
    ),
    ...listPosts(locale).map((p) =>
      searchEntry({
        kind: 'post',
        title: p.title,
        summary: p.excerpt,
        url: hrefFor(locale, 'post', p.slug),
        extra: `${p.tags.join(' ')} ${stripTags(p.html)}`,
      }),
    ),
  ];
}
