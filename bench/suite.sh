#!/usr/bin/env bash
# The default test suite's wall time, this tree's beside another revision's,
# run in turn (A B A B ...) so that a drift of the machine's speed falls on
# both: each run's seconds of wall time and of CPU (user and system, the
# harness and all its children), then the median of each and of the ratios
# A/B of the wall times. make test as a user runs it: HARNESS_OPTIONS and
# BRANDUBH_TEST_JOBS are left as the environment has them.
#   bash bench/suite.sh [REVISION] [RUNS]     (defaults: HEAD~1, 3)
set -euo pipefail
cd "$(dirname "$0")/.."
revision=${1:-HEAD~1} runs=${2:-3}
other=$(mktemp -d)
trap 'rm -rf "$other"' EXIT
git clone -q . "$other/tree"
(cd "$other/tree" && git checkout -q "$revision" && perl Makefile.PL >/dev/null && make >/dev/null 2>&1)
[ -f Makefile ] || perl Makefile.PL >/dev/null
make >/dev/null 2>&1
seconds() {    # wall and CPU seconds of make test in the folder given
    local times
    times=$(mktemp)
    (cd "$1" && /usr/bin/time -o "$times" -f '%e %U %S' make test >/dev/null 2>&1) \
        || { echo "make test failed in $1" >&2; exit 1; }
    awk '{ print $1, $2 + $3 }' "$times"
    rm -f "$times"
}
a=() b=()
for ((i = 1; i <= runs; i++)); do
    read -r wall cpu < <(seconds .)
    a+=("$wall")
    read -r other_wall other_cpu < <(seconds "$other/tree")
    b+=("$other_wall")
    printf 'run %d: this tree %.1f s (CPU %.1f s), %s %.1f s (CPU %.1f s)\n' "$i" "$wall" "$cpu" "$revision" "$other_wall" "$other_cpu"
done
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratios=()
for ((i = 0; i < runs; i++)); do ratios+=("$(echo "${a[i]} / ${b[i]}" | bc -l)"); done
printf 'median: this tree %.1f s, %s %.1f s, ratio %.2f\n' "$(median "${a[@]}")" "$revision" "$(median "${b[@]}")" "$(median "${ratios[@]}")"
