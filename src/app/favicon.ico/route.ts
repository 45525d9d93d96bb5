// /favicon.ico, which browsers and crawlers ask for whatever the pages' <link rel="icon"> says:
// the default favicon (an SVG, served as such; every current browser takes it), read at build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FAVICON } from '@/store-defaults';

export const dynamic = 'force-static';

export function GET(): Response {
  const svg = readFileSync(path.join(process.cwd(), 'public', DEFAULT_FAVICON.lightModeUrl));
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
