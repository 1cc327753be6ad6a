#!/usr/bin/env bash
# The default test suite's wall time, this tree's beside another revision's,
# run in turn (A B A B ...) so that a drift of the machine's speed falls on
# both: each run's seconds, then the median of each and of the ratios A/B.
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
seconds() {    # wall seconds of make test in the folder given
    local started ended
    started=$(date +%s.%N)
    (cd "$1" && make test >/dev/null 2>&1) || { echo "make test failed in $1" >&2; exit 1; }
    ended=$(date +%s.%N)
    echo "$ended - $started" | bc
}
a=() b=()
for ((i = 1; i <= runs; i++)); do
    a+=("$(seconds .)") b+=("$(seconds "$other/tree")")
    printf 'run %d: this tree %.1f s, %s %.1f s\n' "$i" "${a[-1]}" "$revision" "${b[-1]}"
done
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratios=()
for ((i = 0; i < runs; i++)); do ratios+=("$(echo "${a[i]} / ${b[i]}" | bc -l)"); done
printf 'median: this tree %.1f s, %s %.1f s, ratio %.2f\n' "$(median "${a[@]}")" "$revision" "$(median "${b[@]}")" "$(median "${ratios[@]}")"
