// @ts-check
// `serwist build` (run by scripts/build.mjs after `next build`): bundles src/app/sw.ts into
// public/sw.js with a precache list of the build's stylesheets and fonts only (DESIGN §2,
// configurator mode: https://serwist.pages.dev/docs/next/config). Pages are not precached.
import { serwist } from '@serwist/next/config';

export default await serwist.withNextConfig((nextConfig) => {
  const distDir = nextConfig.distDir.replace(/^\/+|\/+$/g, '');
  return {
    swSrc: 'src/app/sw.ts',
    swDest: 'public/sw.js',
    precachePrerendered: false,
    globPatterns: [`${distDir}/static/**/*.{css,woff2}`],
  };
});
