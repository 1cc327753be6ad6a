#!/usr/bin/env bash
# brandubh-notation move on refused lines against accepted ones, in
# instructions counted by callgrind: the same on every run, whatever else
# the machine is doing (bench/move.pl gives the seconds, which move with
# the machine's load). The lines are bench/move.pl's; each figure a line is
# the difference of a run of LINES lines and of an empty input, and the
# ratio is also given at 300,000 lines, start-up included, as move.pl runs.
#   perl Makefile.PL && make && bash bench/move-instructions.sh [LINES]
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${1:-30000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
perl -e 'my ($n, $dir) = @ARGV; my @shown = ("Kd4-d1", "c5-c4xd4#", "d1-d3xc3,e3", "a4b4", "Kd4-g4++");
    open my $a, ">", "$dir/accepted" or die $!; open my $r, ">", "$dir/refused" or die $!;
    for (1 .. $n) { print {$a} $shown[$_ % 5], "\n"; print {$r} (("d1-d9 $_", "Kd4-d1x$_", "word$_", "z$_", "d1d3++x$_")[$_ % 5]), "\n" }' \
    "$lines" "$dir"
: > "$dir/empty"
count() {   # input file (move exits 1 on refused lines: its status is not this script's)
    { valgrind --tool=callgrind --callgrind-out-file=/dev/null perl -Mblib bin/brandubh-notation move < "$1" 2>&1 >/dev/null || true; } \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
start=$(count "$dir/empty") accepted=$(count "$dir/accepted") refused=$(count "$dir/refused")
a=$(( (accepted - start) / lines )) r=$(( (refused - start) / lines ))
printf 'start-up %d instructions; a line: accepted %d, refused %d (%.2fx)\n' "$start" "$a" "$r" "$(echo "$r / $a" | bc -l)"
printf 'at 300,000 lines, start-up included: refused/accepted %.2f\n' \
    "$(echo "($start + 300000 * $r) / ($start + 300000 * $a)" | bc -l)"
