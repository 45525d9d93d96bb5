// floor+'s config: the floor's, plus the site's image settings (formats and widths), so the
// hero's bytes are the ones the site's optimizer would send. scripts/bench/builds.mjs builds a copy
// in bench/.work/floor-plus, with site.css and public/hero.webp copied from the site.
import path from 'node:path';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: path.resolve(import.meta.dirname) },
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [384, 640, 768, 1024, 1600],
    imageSizes: [96, 256],
  },
};

export default nextConfig;
