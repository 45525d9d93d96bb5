#!/usr/bin/env bash
# `npm test`: every check, one gate (DESIGN.md §9). Type-check, lint, jest (unit, component, and
# integration on SQLite and on a throwaway PostgreSQL cluster), the production build, Playwright in
# Debian's Chromium against it, and two instances of that build behind nginx (test:cluster). Ends
# with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
echo "npm test: node $(node --version)" >&2

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
OUT=.tmp/test
mkdir -p "$OUT"

passed=0
failed=0
failures=()

# System packages (Debian names): installed with apt-get when run as root on Debian, as
# Playwright's --with-deps does; elsewhere named with the command that installs them.
have_system_deps() {
  missing=()
  [ -x "$CHROMIUM_PATH" ] || missing+=("chromium")
  [ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ] || missing+=("postgresql")
  command -v redis-server >/dev/null 2>&1 || [ -x /usr/bin/redis-server ] || missing+=("redis-server")
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=("nginx")
  command -v openssl >/dev/null 2>&1 || missing+=("openssl")
  [ ${#missing[@]} -eq 0 ]
}
if ! have_system_deps; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "npm test: installing ${missing[*]} with apt-get" >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    [ -n "$PG_BIN" ] || PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  fi
  if ! have_system_deps; then
    printf 'npm test: missing system dependency: %s (as root: apt-get install -y %s)\n' \
      "${missing[@]}" "${missing[*]}" >&2
    echo "0 passed, 1 failed"
    exit 1
  fi
fi
export PG_BIN CHROMIUM_PATH

# A check that is one command: counts as one test.
check() {
  local name="$1"; shift
  echo "::: $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

count_json() { # file, js expression over `r` giving "passed failed"
  node -e "const r=require(require('path').resolve(process.argv[1])); console.log($2)" "$1" 2>/dev/null
}

# Generated inputs of the type-check and the tests.
check "content compile" node scripts/build-content.mjs

check "typecheck" npx tsc --noEmit
check "eslint" npx eslint .
check "prettier" npx prettier --check . --log-level warn

echo "::: jest (SQLite and PostgreSQL)"
stop_cluster() { [ -n "${PG_CLUSTER_DIR:-}" ] && scripts/pg-cluster.sh stop >/dev/null 2>&1; PG_CLUSTER_DIR=; }
trap stop_cluster EXIT
if cluster_env="$(scripts/pg-cluster.sh start)"; then
  eval "$cluster_env"
else
  echo "npm test: could not start the PostgreSQL cluster" >&2
  failed=$((failed + 1)); failures+=("postgres cluster")
fi
rm -f "$OUT/jest.json"
npx jest --ci --json --outputFile="$OUT/jest.json" 2>&1 | tail -n 60
stop_cluster
if [ -f "$OUT/jest.json" ]; then
  read -r jp jf <<<"$(count_json "$OUT/jest.json" '`${r.numPassedTests} ${r.numFailedTests + r.numRuntimeErrorTestSuites}`')"
  passed=$((passed + ${jp:-0})); failed=$((failed + ${jf:-1}))
  [ "${jf:-1}" = 0 ] || failures+=("jest")
else
  failed=$((failed + 1)); failures+=("jest (no report)")
fi

if [ "${SKIP_E2E:-}" != 1 ]; then
  check "production build" node scripts/build.mjs
  # Three runs: the site-wide specs change switches every other spec reads, and the HTTP abuse
  # replay fills the server's hash queue on purpose, so each runs alone after the rest, on a server
  # of its own, and runs even when an earlier spec failed (--no-deps).
  for project in chromium site-wide abuse-http; do
    echo "::: playwright $project (Chromium, production build)"
    report="$OUT/playwright-$project.json"
    rm -f "$report"
    deps=(); [ "$project" = chromium ] || deps=(--no-deps)
    PW_JSON_OUTPUT="$report" npx playwright test --project="$project" "${deps[@]}"
    if [ -f "$report" ]; then
      # A test that passed only on its retry (`flaky`) is a failure: it hides a race or a
      # dependence on another spec, and the gate is meant to catch exactly that.
      read -r pp pf <<<"$(count_json "$report" '`${r.stats.expected} ${r.stats.unexpected + r.stats.flaky}`')"
      passed=$((passed + ${pp:-0})); failed=$((failed + ${pf:-1}))
      [ "${pf:-1}" = 0 ] || failures+=("playwright $project")
    else
      failed=$((failed + 1)); failures+=("playwright $project (no report)")
    fi
  done

  # Several instances (DESIGN.md §19): the same build, two servers on a throwaway PostgreSQL and
  # redis-server behind a throwaway nginx (tests/cluster). Counted test by test, like jest above.
  if [ "${SKIP_CLUSTER:-}" != 1 ]; then
    echo "::: cluster (two instances, PostgreSQL, Redis, nginx)"
    rm -f "$OUT/cluster.json"
    npx jest --config jest.cluster.config.mjs --runInBand --ci --json \
      --outputFile="$OUT/cluster.json" 2>&1 | tail -n 40
    if [ -f "$OUT/cluster.json" ]; then
      read -r cp cf <<<"$(count_json "$OUT/cluster.json" '`${r.numPassedTests} ${r.numFailedTests + r.numRuntimeErrorTestSuites}`')"
      passed=$((passed + ${cp:-0})); failed=$((failed + ${cf:-1}))
      [ "${cf:-1}" = 0 ] || failures+=("cluster")
    else
      failed=$((failed + 1)); failures+=("cluster (no report)")
    fi
  fi
fi

[ ${#failures[@]} -eq 0 ] || printf 'failed: %s\n' "${failures[@]}"
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
