# One image, built once and run as any number of instances (README, "Several instances").
#   docker build --build-arg BUILD_ID="$(git rev-parse --short=12 HEAD)" \
#     --build-arg SITE_URL=https://captreonuimay.vn -t storefront .
# Stages: `build` (every dependency, the production build; also what `npm run db:migrate` runs
# in, since the migrator needs tsx), `prune` (the same tree with production dependencies only),
# `runtime` (that tree, run as the unprivileged `node` user).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and sharp ship prebuilt binaries for this platform; these build them otherwise.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# postinstall compiles content/redirects.yaml, so it comes in with the manifests.
COPY package.json package-lock.json ./
COPY scripts/compile-redirects.mjs scripts/compile-redirects.mjs
COPY content/redirects.yaml content/redirects.yaml
RUN npm ci --no-audit --no-fund
COPY . .
# The same BUILD_ID on every instance (the git commit: .git is not in the build context) and the
# public origin the build writes into its static files.
ARG BUILD_ID
ARG SITE_URL=http://localhost:3000
RUN test -n "$BUILD_ID" || { echo "--build-arg BUILD_ID is required (e.g. the git commit)"; exit 1; }
ENV BUILD_ID=$BUILD_ID SITE_URL=$SITE_URL NEXT_TELEMETRY_DISABLED=1
RUN node scripts/build.mjs

FROM build AS prune
RUN npm prune --omit=dev --no-audit --no-fund && rm -rf .next/cache

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=prune --chown=node:node /app /app
USER node
EXPOSE 3000
# Liveness; readiness (store, migrations, Redis) is /api/ready, which the proxy's compose checks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# scripts/server.mjs: client addresses from TRUSTED_PROXIES, keep-alive past the proxy's, and a
# 25 s drain on SIGTERM (Docker waits 10 s by default: compose.yaml sets stop_grace_period).
CMD ["node", "scripts/server.mjs", "-H", "0.0.0.0", "-p", "3000"]
