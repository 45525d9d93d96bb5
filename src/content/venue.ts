// Site facts, menu, gallery, map, static pages and recruitment openings.
import 'server-only';
import type { Locale } from '@/i18n/routing';
import { formatVnd } from '@/lib/format';
import { content, imageView, type ImageView } from './collections';
import type { PAGE_KEYS } from './schema';

export function getSite(locale: Locale) {
  const site = content().site;
  return {
    name: site.name[locale],
    legalName: site.legalName,
    url: site.url,
    address: {
      street: site.address.street[locale],
      locality: site.address.locality[locale],
      region: site.address.region[locale],
      country: site.address.country,
    },
    geo: site.geo,
    phone: site.phone,
    email: site.email,
    openingHours: site.openingHours,
    shipping: {
      ...site.shipping,
      text: site.shipping.text[locale].replace(
        '{amount}',
        formatVnd(site.shipping.freeFromVnd, locale),
      ),
    },
    warrantyMonths: site.warrantyMonths,
    defectReturnDays: site.defectReturnDays,
    returns: site.returns,
    pricesValidUntil: site.pricesValidUntil,
    sameAs: site.sameAs,
    delivery: site.delivery[locale],
    hero: {
      image: imageView(site.hero.image, site.hero.alt[locale]),
      title: site.hero.title[locale],
      lead: site.hero.lead[locale],
    },
  };
}
export type SiteView = ReturnType<typeof getSite>;

export function getMenu(locale: Locale) {
  const menu = content().menu;
  return {
    intro: menu.intro[locale],
    sections: menu.sections.map((s) => ({
      id: s.id,
      title: s.title[locale],
      items: s.items.map((i) => ({
        id: i.id,
        name: i.name[locale],
        description: i.description[locale],
        price: i.price,
        tags: i.tags,
      })),
    })),
  };
}

export interface GalleryImageView extends ImageView {
  id: string;
  caption: string;
}

export function getGallery(locale: Locale) {
  return [...content().albums]
    .sort((a, b) => a.order - b.order)
    .map((album) => ({
      id: album.id,
      title: album.title[locale],
      description: album.description?.[locale],
      images: album.images.map((img, index): GalleryImageView => ({
        ...imageView(img.src, img.alt[locale]),
        id: `${album.id}-${index + 1}`,
        caption: img.caption[locale],
      })),
    }));
}

export function getMap(locale: Locale) {
  const map = content().map;
  return {
    image: { ...imageView(map.image, map.alt[locale]), width: map.width, height: map.height },
    points: map.points.map((p) => ({
      id: p.id,
      kind: p.kind,
      name: p.name[locale],
      description: p.description[locale],
      x: p.x,
      y: p.y,
    })),
  };
}

export function getPage(locale: Locale, key: (typeof PAGE_KEYS)[number]) {
  const page = content().pages.find((p) => p.key === key);
  if (!page) throw new Error(`content/pages/${key}.md: key: the page "${key}" is missing`);
  return {
    title: page.title[locale],
    description: page.description[locale],
    html: page.html[locale],
    version: page.version ?? null,
  };
}

export function listOpenings(locale: Locale) {
  return [...content().openings]
    .sort((a, b) => a.deadline.localeCompare(b.deadline))
    .map((o) => ({
      id: o.id,
      title: o.title[locale],
      department: o.department[locale],
      location: o.location[locale],
      employment: o.employment[locale],
      deadline: o.deadline,
      salary: o.salary?.[locale],
      html: o.html[locale],
    }));
}
