// Next.js configuration. https://nextjs.org/docs/app/api-reference/config/next-config-js
// Turbopack is the bundler: no `webpack` key here (it fails the build, DESIGN.md §11).
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import {
  GATE_CONSOLE_PATHS,
  gateConsoleHeaders,
  securityHeaders,
  UPLOAD_CONTENT_SECURITY_POLICY,
  UPLOAD_PATHS,
} from './src/server/http/security-headers.mjs';

// The message catalogues are compiled when the site is built (next-intl's `precompile`): the
// browser then formats them with a runtime of under 1 kB instead of shipping the ICU parser
// (intl-messageformat, about 9 kB gzip on every page with a translated client leaf). The
// formatter is src/i18n/format-message.ts (aliased below): it keeps what the ICU formatter did
// for a message asked for without values and for `t.raw()`, whose compiled form a server
// component hands a client leaf through `templateOf` (src/i18n/template-text.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './src/messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const isProduction = process.env.NODE_ENV === 'production';

// One list with the answers the server builds itself (src/server/http/response.ts).
const headersOfEveryResponse = securityHeaders(isProduction);

// scripts/build.mjs sets BUILD_ID (by default the git commit) and publishes it in
// public/builds/latest.json; the client compares the two to reload after a deploy. The same id is
// Next's deploymentId: every instance built from one commit serves the same assets, and a client
// of another deployment gets a full page load instead of a broken client navigation (DESIGN §19).
// A dev server gets an id of its own.
const buildId = process.env.BUILD_ID || `dev-${Date.now().toString(36)}`;

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate output folder lets several builds (tests, benchmark) coexist in one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Metadata in <head> for every reader, not streamed into <body> after the page for browsers
  // Next does not list as bots: a per-request page (search results) then always carries its
  // title, robots noindex and canonical where every crawler and validator looks. The pages'
  // metadata reads no data of its own, so waiting for it costs nothing.
  htmlLimitedBots: /.*/,
  // scripts/server.mjs compresses and tags answers itself: Next's entity tag is a JavaScript hash
  // of every whole answer (a quarter of the CPU on a 90 kB page), and compression must come below
  // the tag. The development server goes without either.
  compress: false,
  generateEtags: false,
  generateBuildId: async () => buildId,
  deploymentId: process.env.BUILD_ID ? buildId : undefined,
  // Chunk names are content hashes and every instance serves the same build, so asset URLs need no
  // `?dpl=` suffix. With it, Next 16.4 wrote each first-load chunk into the HTML twice (with and
  // without the suffix) and browsers downloaded both. The deployment id still travels with every
  // client navigation, so a client of another build still gets a full page load.
  supportsImmutableAssets: true,
  env: { BUILD_ID: buildId },
  // ISR pages and unstable_cache entries: in Redis when REDIS_URL is set at run time, shared by
  // every instance with their tags; else Next's own file cache (src/server/cache/cache-handler.mjs).
  cacheHandler: fileURLToPath(new URL('./src/server/cache/cache-handler.mjs', import.meta.url)),
  serverExternalPackages: ['ioredis'],
  reactStrictMode: true,
  experimental: {
    // An integrity hash on every script file the HTML names: a pre-rendered page's policy trusts
    // its scripts by hash (src/server/http/document-policy.mjs), and with 'strict-dynamic' a file
    // in the HTML is trusted only by its nonce or by the hash its integrity attribute states.
    sri: { algorithm: 'sha256' },
  },
  typedRoutes: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Few widths, each a real step: every width is another srcset entry written into the HTML and
    // the RSC payload of every page. 768 fits a 412 px phone at 1.75×, 1024 a 390 px one at 2×.
    deviceSizes: [384, 640, 768, 1024, 1600],
    imageSizes: [96, 256],
  },
  async rewrites() {
    return {
      // Short URLs of content pictures (src/content/image-url.ts) to Next's image optimizer. The
      // optimizer still checks the width against deviceSizes/imageSizes (400 otherwise).
      beforeFiles: [
        {
          source: '/img/:width(\\d+)/:folder/:name.webp',
          destination: '/_next/image?url=/images/:folder/:name.webp&w=:width&q=75',
        },
      ],
    };
  },
  async headers() {
    // The later rule wins for the same header: the gate console alone may use the camera and wasm;
    // an uploaded file may run and load nothing, even opened as a page of its own.
    return [
      { source: '/:path*', headers: headersOfEveryResponse },
      ...GATE_CONSOLE_PATHS.map((source) => ({
        source,
        headers: gateConsoleHeaders(isProduction),
      })),
      {
        source: UPLOAD_PATHS,
        headers: [{ key: 'Content-Security-Policy', value: UPLOAD_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

const config = withNextIntl(nextConfig);
// After the plugin, which points this alias at its own formatter when messages are precompiled.
config.turbopack.resolveAlias['use-intl/format-message'] = './src/i18n/format-message.ts';

export default config;
