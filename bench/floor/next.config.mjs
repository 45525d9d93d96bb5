// The floor's config: framework defaults, except what the site also turns off, so that the
// comparison measures the site's own code and not a config difference. Built with
// `next build bench/floor` from the repo root, resolving next/react from the root node_modules.
/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
