// The floor's config: framework defaults, except what the site also turns off, so that the
// comparison measures the site's code rather than a config difference.
// The benchmark builds a copy of this folder in bench/.work/floor (scripts/bench/builds.mjs) with
// a hard-linked copy of the root node_modules: Turbopack looks for middleware at its workspace
// root, so the root is pinned to the folder itself or it would compile the site's middleware.ts.
import path from 'node:path';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: path.resolve(import.meta.dirname) },
};

export default nextConfig;
