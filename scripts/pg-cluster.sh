#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for the integration tests (DESIGN.md §9).
#
#   eval "$(scripts/pg-cluster.sh start)"   # initdb in a temp dir, start on a free port
#   ... TEST_DATABASE_URL is set; run the tests ...
#   scripts/pg-cluster.sh stop               # stop it and delete the dir ($PG_CLUSTER_DIR)
#
# `start` prints `export PG_CLUSTER_DIR=…` and `export TEST_DATABASE_URL=postgres://…` on stdout
# (everything else goes to stderr), so it can be eval'ed. `stop [dir]` takes the dir from its
# argument or $PG_CLUSTER_DIR. PostgreSQL refuses to run as root, so when run as root the cluster
# belongs to the `postgres` user (else `nobody`) and its commands run through runuser.
# The cluster listens on 127.0.0.1 only, with trust auth, and fsync off: it is disposable.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

die() { echo "pg-cluster: $*" >&2; exit 1; }

cluster_user() {
  if [ "$(id -u)" -ne 0 ]; then id -un; return; fi
  if id postgres >/dev/null 2>&1; then echo postgres; else echo nobody; fi
}

as_user() {
  local user="$1"; shift
  if [ "$(id -u)" -ne 0 ]; then "$@"; else runuser -u "$user" -- "$@"; fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  [ -x "$PG_BIN/initdb" ] || die "PostgreSQL binaries not found in $PG_BIN (apt-get install postgresql-15)"
  command -v node >/dev/null || die "node is needed to pick a free port"
  local user dir port attempt
  user="$(cluster_user)"
  dir="$(mktemp -d "${TMPDIR:-/tmp}/pg-cluster.XXXXXX")"
  chmod 700 "$dir"
  [ "$(id -u)" -ne 0 ] || chown "$user" "$dir"
  as_user "$user" "$PG_BIN/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 \
    --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; rm -rf "$dir"; die "initdb failed"; }

  # Another process may take the port between picking and binding: try a few.
  for attempt in 1 2 3 4 5; do
    port="$(free_port)"
    if as_user "$user" "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      >/dev/null 2>&1; then
      echo "$port" >"$dir/port"
      echo "postgres://postgres@127.0.0.1:$port/postgres" >"$dir/url"
      echo "pg-cluster: started on 127.0.0.1:$port in $dir (user $user)" >&2
      echo "export PG_CLUSTER_DIR=$dir"
      echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
      return 0
    fi
    echo "pg-cluster: start on port $port failed (attempt $attempt)" >&2
  done
  cat "$dir/server.log" >&2 || true
  rm -rf "$dir"
  die "could not start PostgreSQL"
}

stop() {
  local dir="${1:-${PG_CLUSTER_DIR:-}}"
  [ -n "$dir" ] || die "stop: no cluster dir (pass it or set PG_CLUSTER_DIR)"
  [ -d "$dir/data" ] || die "stop: $dir is not a pg-cluster dir"
  local user
  user="$(stat -c %U "$dir/data")"
  as_user "$user" "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 ||
    echo "pg-cluster: pg_ctl stop failed (already stopped?)" >&2
  rm -rf "$dir"
  echo "pg-cluster: stopped and removed $dir" >&2
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *) echo "usage: $0 start | stop [dir]" >&2; exit 2 ;;
esac
