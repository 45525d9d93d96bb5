// Next.js configuration. https://nextjs.org/docs/app/api-reference/config/next-config-js
// Turbopack is the bundler: no `webpack` key here (it fails the build, DESIGN.md §11).
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const isProduction = process.env.NODE_ENV === 'production';

// Static pages cannot carry a per-request nonce, so inline scripts are allowed by 'unsafe-inline';
// 'unsafe-eval' is only granted to the dev server (React's debugging needs it).
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"} https://www.googletagmanager.com https://connect.facebook.net`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://www.googletagmanager.com https://www.facebook.com",
  "font-src 'self'",
  // Analytics tags, and the IP lookups of src/lib/session/ip-lookup.ts (called only when the
  // `ip_lookup_enabled` setting is "true").
  "connect-src 'self' https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com https://ipinfo.io https://api.ipify.org https://ipapi.co https://ipwho.is",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

// scripts/build.mjs sets BUILD_ID and publishes it in public/builds/latest.json; the client
// compares the two to reload after a deploy. A dev server gets an id of its own.
const buildId = process.env.BUILD_ID || `dev-${Date.now().toString(36)}`;

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate output folder lets several builds (tests, benchmark) coexist in one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  generateBuildId: async () => buildId,
  env: { BUILD_ID: buildId },
  reactStrictMode: true,
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
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
