#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster on a free loopback port, then removes the cluster.
#   scripts/with-postgres.sh npm run test:integration
# The command sees TEST_DATABASE_URL (and DATABASE_URL_ADMIN) pointing at the cluster's `postgres` database.
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL 15 binaries not found in $PG_BIN" >&2; exit 1; }

dir=$(mktemp -d /tmp/praxis-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$dir/data" -A trust -U postgres --no-sync >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($dir)"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export PRAXIS_PG_DATA="$dir/data" PRAXIS_PG_BIN="$PG_BIN"
"$@"
