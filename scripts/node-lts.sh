#!/usr/bin/env bash
# Node.js 24, the supported LTS the Dockerfile runs and package.json's `engines` names, for CI.
#
#   eval "$(scripts/node-lts.sh)"   # prints `export PATH=…` with a Node 24 first
#
# The machine's `node` when it is 24 or later; otherwise npm's `node` package (node@24, the
# official binary published on the npm registry), installed once into .tmp/node-lts. Native
# modules (better-sqlite3) must then be installed by that Node: run `npm ci` after the eval.
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
