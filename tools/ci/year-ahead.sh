#!/usr/bin/env bash
# The whole test suite with the machine's clock a year ahead, starting at 23:55 Berlin on a Sunday (issue 36): a
# fresh clone of this checkout's HEAD, installed on the real clock (the registry's certificates), then `npm test`
# under libfaketime (Debian's `faketime`). Not part of CI: run by hand, about 30 minutes, nothing else running;
# it uses port 55432 for its PostgreSQL (stop a cluster there first).
#
#   bash tools/ci/year-ahead.sh
set -euo pipefail
# A relative offset (every process the same clock, running on): `npm test` starts about 23:55 Berlin on the first
# Sunday a year or more from now (the install's minute included), and crosses a new day and a new week.
base=$(date -d '+365 days' +%F)
sunday=$(date -d "$base +$(( (7 - $(date -d "$base" +%u)) % 7 )) days" +%F)
FAKE="+$(( $(TZ=Europe/Berlin date -d "$sunday 23:55:00" +%s) - $(date +%s) - 60 ))"
d=$(mktemp -d /tmp/studio-faketime.XXXXXX)
git clone -q "$(git -C "$(dirname "$0")" rev-parse --show-toplevel)" "$d"
cd "$d"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=1
npm ci --no-audit --no-fund >/dev/null 2>&1
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
pgdir=$(mktemp -d /tmp/studio-ft-pg.XXXXXX); chown postgres "$pgdir"
(cd / && su postgres -c "$pgbin/initdb -D $pgdir/data -U postgres --auth-local=trust --auth-host=trust -E UTF8 --locale=C.UTF-8") >/dev/null
# PostgreSQL on the machine's real clock: under libfaketime its postmaster logged faked and real times mixed and
# pg_ctl's start check waited forever. The app reads no time from the database (no now() in its SQL).
(cd / && su postgres -c "$pgbin/pg_ctl -D $pgdir/data -l $pgdir/server.log -o \"-c listen_addresses=127.0.0.1 -p 55432 -k $pgdir\" -w start") >/dev/null
trap 'su postgres -c "$pgbin/pg_ctl -D $pgdir/data -m fast -w stop" >/dev/null 2>&1 || true' EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:55432/postgres"
now=$(faketime -f "$FAKE" date +%s); echo "clock: $(date -u -d @$now) (UTC); Berlin: $(TZ=Europe/Berlin date -d @$now)"
(cd / && su postgres -c "psql -h 127.0.0.1 -p 55432 -U postgres -Atc 'select now()'")
faketime -f "$FAKE" npm test
