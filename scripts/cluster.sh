#!/usr/bin/env bash
# A production-shaped Praxis on this machine (docs/scaling.md), everything on 127.0.0.1:
#   PostgreSQL 15 primary + one streaming replica (Debian's binaries), three API instances of the built app
#   (DATABASE_URL → primary, DATABASE_REPLICA_URL → replica), HAProxy in front; with --prometheus, a Prometheus
#   scraping the three instances' /api/metrics.
#
#   scripts/cluster.sh up [--prometheus]   start what is not running (idempotent)
#   scripts/cluster.sh status              what runs, where
#   scripts/cluster.sh down [--purge]      stop everything; --purge also deletes the databases
#
# CLUSTER_DIR (default .data/cluster) holds data, logs and pid files; CLUSTER_PORT (default 55400) is the
# balancer's port, the instances take the next three, the primary +10, the replica +11, Prometheus +90.
set -euo pipefail
cd "$(dirname "$0")/.."
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
DIR=$(realpath -m "${CLUSTER_DIR:-.data/cluster}")
LB_PORT=${CLUSTER_PORT:-55400}
API_PORTS=("$((LB_PORT + 1))" "$((LB_PORT + 2))" "$((LB_PORT + 3))")
PRIMARY_PORT=$((LB_PORT + 10))
REPLICA_PORT=$((LB_PORT + 11))
PROM_PORT=$((LB_PORT + 90))
PRIMARY_URL="postgres://postgres@127.0.0.1:$PRIMARY_PORT/praxis"
REPLICA_URL="postgres://postgres@127.0.0.1:$REPLICA_PORT/praxis"

as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
alive() { [ -f "$DIR/$1.pid" ] && kill -0 "$(cat "$DIR/$1.pid")" 2>/dev/null; }
pg_running() { as_pg "$PG_BIN/pg_ctl" -D "$DIR/$1" status >/dev/null 2>&1; }
say() { printf '%-10s %s\n' "$1" "$2"; }

wait_for() { # url, seconds
  for _ in $(seq 1 "$2"); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 1
  done
  echo "no answer from $1 after $2 s" >&2
  return 1
}

start_pg() { # name, port, extra options
  pg_running "$1" && return 0
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/$1" -l "$DIR/$1.log" -w \
    -o "-p $2 -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200 $3" start >/dev/null
}

up_databases() {
  [ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL 15 binaries not found in $PG_BIN (apt-get install postgresql-15)" >&2; exit 1; }
  mkdir -p "$DIR"
  if [ "$(id -u)" = 0 ]; then chown postgres "$DIR"; fi
  if [ ! -f "$DIR/primary/PG_VERSION" ]; then
    as_pg "$PG_BIN/initdb" -D "$DIR/primary" -A trust -U postgres >/dev/null
  fi
  start_pg primary "$PRIMARY_PORT" ""
  as_pg "$PG_BIN/psql" -qAt -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -d postgres \
    -c "select 1 from pg_database where datname = 'praxis'" | grep -q 1 ||
    as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres praxis
  if [ ! -f "$DIR/replica/PG_VERSION" ]; then
    # -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica of the primary.
    as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$DIR/replica" -R -X stream
  fi
  # hot_standby_feedback: long reports on the replica are not cancelled by the primary's vacuum.
  start_pg replica "$REPLICA_PORT" "-c hot_standby_feedback=on"
  say primary "127.0.0.1:$PRIMARY_PORT"
  say replica "127.0.0.1:$REPLICA_PORT (streaming from the primary)"
}

start_api() { # index
  local name="api$1" port="${API_PORTS[$1]}"
  alive "$name" && return 0
  env DATABASE_URL="$PRIMARY_URL" DATABASE_REPLICA_URL="$REPLICA_URL" PORT="$port" HOST=127.0.0.1 \
    WEB_CONCURRENCY=1 APP_URL="http://localhost:$LB_PORT" BETTER_AUTH_SECRET="$(cat "$DIR/secret")" \
    SEED_DEMO="${SEED_DEMO:-1}" DATA_DIR="$DIR/files" \
    nohup node apps/api/dist/server.js >>"$DIR/$name.log" 2>&1 &
  echo $! >"$DIR/$name.pid"
  wait_for "http://127.0.0.1:$port/api/health/ready" 120
}

up_apis() {
  [ -f apps/api/dist/server.js ] && [ -f apps/web/dist/index.html ] || npm run build --silent
  [ -f "$DIR/secret" ] || node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))' >"$DIR/secret"
  # The first migrates and seeds; the other two then start against a prepared database.
  for i in 0 1 2; do start_api "$i"; done
  say api "127.0.0.1:${API_PORTS[0]}, :${API_PORTS[1]}, :${API_PORTS[2]}"
}

up_balancer() {
  command -v haproxy >/dev/null || { echo "haproxy not found (apt-get install -y haproxy)" >&2; exit 1; }
  cat >"$DIR/haproxy.cfg" <<EOF
global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # Event streams stay open for as long as the browser does.
  timeout tunnel 1h
  # A request that never reached an instance goes to another one; a delivered write is never sent twice.
  retries 2
  retry-on conn-failure
  option redispatch
frontend praxis
  bind 127.0.0.1:$LB_PORT
  option forwardfor
  default_backend api
backend api
  balance leastconn
  option httpchk GET /api/health/ready
  default-server inter 1s fall 2 rise 2
  server api0 127.0.0.1:${API_PORTS[0]} check
  server api1 127.0.0.1:${API_PORTS[1]} check
  server api2 127.0.0.1:${API_PORTS[2]} check
EOF
  if ! alive haproxy; then
    haproxy -f "$DIR/haproxy.cfg" -D -p "$DIR/haproxy.pid" >>"$DIR/haproxy.log" 2>&1
  fi
  wait_for "http://127.0.0.1:$LB_PORT/api/health/ready" 30
  say balancer "http://localhost:$LB_PORT (HAProxy)"
}

up_prometheus() {
  command -v prometheus >/dev/null || { echo "prometheus not found (apt-get install -y prometheus)" >&2; exit 1; }
  cat >"$DIR/prometheus.yml" <<EOF
global:
  scrape_interval: 15s
scrape_configs:
  - job_name: praxis
    metrics_path: /api/metrics
    static_configs:
      - targets: ['127.0.0.1:${API_PORTS[0]}', '127.0.0.1:${API_PORTS[1]}', '127.0.0.1:${API_PORTS[2]}']
EOF
  if ! alive prometheus; then
    nohup prometheus --config.file="$DIR/prometheus.yml" --storage.tsdb.path="$DIR/prometheus" \
      --web.listen-address="127.0.0.1:$PROM_PORT" >>"$DIR/prometheus.log" 2>&1 &
    echo $! >"$DIR/prometheus.pid"
  fi
  say prometheus "http://127.0.0.1:$PROM_PORT"
}

stop_pid() { # name
  alive "$1" || { rm -f "$DIR/$1.pid"; return 0; }
  local pid
  pid=$(cat "$DIR/$1.pid")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  kill -9 "$pid" 2>/dev/null || true
  rm -f "$DIR/$1.pid"
}

down() {
  stop_pid prometheus
  stop_pid haproxy
  for i in 0 1 2; do stop_pid "api$i"; done
  for name in replica primary; do
    pg_running "$name" && as_pg "$PG_BIN/pg_ctl" -D "$DIR/$name" -m fast -w stop >/dev/null
  done
  if [ "${1:-}" = --purge ]; then rm -rf "$DIR"; echo "stopped; $DIR deleted"; else echo "stopped (data kept in $DIR)"; fi
}

status() {
  local state
  for name in primary replica; do
    pg_running "$name" && state=running || state=stopped
    say "$name" "$state"
  done
  for i in 0 1 2; do
    if alive "api$i" && curl -fsS -o /dev/null "http://127.0.0.1:${API_PORTS[$i]}/api/health/ready"; then
      state="ready on :${API_PORTS[$i]}"
    elif alive "api$i"; then state="running, not ready"; else state=stopped; fi
    say "api$i" "$state"
  done
  alive haproxy && say balancer "http://localhost:$LB_PORT" || say balancer stopped
  alive prometheus && say prometheus "http://127.0.0.1:$PROM_PORT" || say prometheus stopped
}

case "${1:-}" in
  up)
    up_databases
    up_apis
    up_balancer
    if [ "${2:-}" = --prometheus ]; then up_prometheus; fi
    ;;
  down) down "${2:-}" ;;
  status) status ;;
  *)
    echo "usage: scripts/cluster.sh up [--prometheus] | status | down [--purge]" >&2
    exit 2
    ;;
esac
