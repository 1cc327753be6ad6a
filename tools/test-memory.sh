#!/usr/bin/env bash
# The memory of the default test suite, against its bounds: each test file's
# peak (the resident memory of the largest of its processes, the file or a
# perl it starts, as /usr/bin/time's %M reports it) at most 200 MB, and the
# whole of make test (all its processes at once, added up, sampled ten times
# a second) at most 300 MB. Prints each figure in MB; exits 1 past a bound.
#   bash tools/test-memory.sh [make test arguments...]
set -euo pipefail
cd "$(dirname "$0")/.."
file_bound=200 suite_bound=300
# the suite's memory, not Chromium's: its processes add up to about a
# gigabyte of resident pages while t/svg/browser.t runs (its largest,
# 213 MB), which that test skips here
export BRANDUBH_SKIP_BROWSER=1
[ -f Makefile ] || perl Makefile.PL >/dev/null
make >/dev/null
[ -x /usr/bin/time ] || { echo "test-memory.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }
status=0
measured=$(mktemp) peaks=$(mktemp)
trap 'rm -f "$measured" "$peaks"' EXIT
for file in t/*/*.t; do
    /usr/bin/time -o "$measured" -f %M perl -Mblib "$file" >/dev/null 2>&1 || { echo "$file failed"; status=1; }
    echo "$(( $(tail -1 "$measured") / 1024 )) $file" >> "$peaks"
done
echo "the largest peaks of a test file (bound $file_bound MB):"
sort -n "$peaks" | tail -5 | sed 's/^\([0-9]*\) \(.*\)/    \2: \1 MB/'
over=$(awk -v bound="$file_bound" '$1 > bound' "$peaks")
[ -z "$over" ] || { echo "over the bound: $over"; status=1; }

# make test and every process it starts, found by their parents in one
# snapshot of ps (a process counts when its line of parents reaches make's).
# ps may find nothing at the last sample; that is a sample of 0, not a fault.
make test "$@" >/tmp/test-memory.log 2>&1 &
leader=$!
peak=0
while kill -0 "$leader" 2>/dev/null; do
    kb=$( { ps -e -o pid=,ppid=,rss= 2>/dev/null || true; } | awk -v root="$leader" '
        { parent[$1] = $2; rss[$1] = $3 }
        END {
            for (p in parent) {
                q = p; hops = 0
                while (q != root && (q in parent) && hops++ < 64) q = parent[q]
                if (q == root) s += rss[p]
            }
            print s + 0
        }')
    [ "$kb" -gt "$peak" ] && peak=$kb
    sleep 0.1
done
wait "$leader" || status=$?
tail -3 /tmp/test-memory.log
echo "peak resident memory of make test, all processes: $((peak / 1024)) MB (bound $suite_bound MB)"
[ $((peak / 1024)) -le "$suite_bound" ] || status=1
exit "$status"
