#!/usr/bin/env bash
# The peak memory of the default test suite: runs `make test` and samples,
# ten times a second, the resident memory of all its processes added up
# (a test file and the perls it starts live at once). Prints the peak in MB.
#   bash tools/test-memory.sh [make test arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f Makefile ] || perl Makefile.PL >/dev/null
make >/dev/null
setsid make test "$@" >/tmp/test-memory.log 2>&1 &
leader=$!
peak=0
while kill -0 "$leader" 2>/dev/null; do
    kb=$(ps -o rss= -g "$leader" 2>/dev/null | awk '{ s += $1 } END { print s + 0 }')
    [ "$kb" -gt "$peak" ] && peak=$kb
    sleep 0.1
done
wait "$leader" && status=0 || status=$?
tail -3 /tmp/test-memory.log
echo "peak resident memory of make test, all processes: $((peak / 1024)) MB"
exit "$status"
