#!/usr/bin/env bash
# The memory of the default test suite, against its bounds, in one run of
# it: each test file's peak (the resident memory of the largest of its
# processes, the file or a perl it starts, as /usr/bin/time's %M reports
# it) at most 200 MB, and the whole suite (all its processes at once, added
# up, sampled ten times a second) at most 300 MB. The files run as make test
# runs them (two at a time, unless HARNESS_OPTIONS says otherwise). Prints
# each figure in MB; exits 1 past a bound or on a failed test.
#   bash tools/test-memory.sh [test files...]
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
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(t/*/*.t)
status=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# each file run through /usr/bin/time, its peak a line of $work/peaks
cat > "$work/run" <<RUN
#!/bin/sh
exec /usr/bin/time -a -o '$work/peaks' -f "%M %x \$*" '$(command -v perl)' -Mblib "\$@"
RUN
chmod +x "$work/run"
# (HARNESS_OPTIONS as make test sets it: the tests read it, to run their
# children one at a time where files run at once)
export HARNESS_OPTIONS=${HARNESS_OPTIONS-j2}
jobs=1
[[ $HARNESS_OPTIONS =~ (^|:)j([0-9]+) ]] && jobs=${BASH_REMATCH[2]}
prove -j"$jobs" --exec "$work/run" "${files[@]}" >"$work/prove.log" 2>&1 &
leader=$!
# the suite and every process it starts, found by their parents in one
# snapshot of ps (a process counts when its line of parents reaches the
# harness's). ps may find nothing at the last sample; that is a sample of
# 0, not a fault.
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
wait "$leader" || { status=1; grep -E '^(not ok|t/.*(Failed|Dubious))' "$work/prove.log" || true; }
tail -3 "$work/prove.log"
[ "$(wc -l < "$work/peaks")" -eq "${#files[@]}" ] \
    || { echo "test-memory.sh: $(wc -l < "$work/peaks") peaks for ${#files[@]} files"; status=1; }
echo "the largest peaks of a test file (bound $file_bound MB):"
awk '{ printf "%d %s\n", $1 / 1024, $NF }' "$work/peaks" | sort -n | tail -5 | sed 's/^\([0-9]*\) \(.*\)/    \2: \1 MB/'
over=$(awk -v bound="$file_bound" '$1 / 1024 > bound { print $NF ": " int($1 / 1024) " MB" }' "$work/peaks")
[ -z "$over" ] || { echo "over the bound: $over"; status=1; }
echo "peak resident memory of the suite, all processes: $((peak / 1024)) MB (bound $suite_bound MB)"
[ $((peak / 1024)) -le "$suite_bound" ] || status=1
exit "$status"
