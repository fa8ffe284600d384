#!/usr/bin/env bash
# Starts a private, throw-away PostgreSQL cluster for tests and benchmarks (Debian's postgresql).
# Usage: eval "$(scripts/pg-test-cluster.sh start [PORT])"   → exports TEST_DATABASE_URL, PG_TEST_DATA
#        scripts/pg-test-cluster.sh stop "$PG_TEST_DATA"
set -euo pipefail
cmd=${1:-start}
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bindir" ] || { echo "echo 'postgresql is not installed (apt-get install -y postgresql)' >&2; false"; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
case "$cmd" in
  start)
    port=${2:-55432}
    data=$(mktemp -d /tmp/receptio-pg-XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres "$data"
    as_pg "'$bindir/initdb' -D '$data' -A trust -U postgres -E UTF8 --locale=C.UTF-8" >/dev/null
    as_pg "'$bindir/pg_ctl' -D '$data' -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on\" -l '$data/log' -w start" >/dev/null
    echo "export PG_TEST_DATA='$data'"
    echo "export TEST_DATABASE_URL='postgres://postgres@127.0.0.1:$port/postgres'"
    ;;
  stop)
    data=${2:?data dir}
    as_pg "'$bindir/pg_ctl' -D '$data' -m fast -w stop" >/dev/null || true
    rm -rf "$data"
    ;;
esac
