import type { MetadataRoute } from 'next';
import { env } from '@/env';

/** Crawl everything public; keep crawlers out of the API and per-visitor pages. */
export default function robots(): MetadataRoute.Robots {
  const perVisitor = [
    'cart',
    'checkout',
    'dashboard',
    'auth',
    'test-session',
    'search',
    'tim-kiem',
  ];
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', ...perVisitor.flatMap((p) => [`/vi/${p}`, `/en/${p}`])],
      },
    ],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
