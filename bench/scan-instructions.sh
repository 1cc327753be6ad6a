#!/usr/bin/env bash
# Instructions a call of the functions that read through the record rules of
# xs/brandubh.c (a move as shown, a position, a record, and their faults),
# counted by callgrind in this tree and in revision REV (built in a temporary
# worktree), side by side: each figure the difference of a run of 20,000
# calls and of none, the same on every run whatever the machine's load.
#   perl Makefile.PL && make && bash bench/scan-instructions.sh [REV]
set -euo pipefail
rev=${1:-1ff8379}
. "$(dirname "$0")/revision.sh"
count() {   # build, code, calls
    valgrind --tool=callgrind --callgrind-out-file=/dev/null perl -I"$1/blib/lib" -I"$1/blib/arch" \
        -MGame::Brandubh::Notation=:all -MGame::Brandubh::Notation::Why=:all \
        -e 'our $t = "variant brandubh\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a\nmoves " . join(" ", ("d1d3") x 30) . "\nresult agreed\n";' \
        -e "for (1 .. $3) { $2 }" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
printf '%-60s %9s %9s %7s\n' 'a call of' "$rev" 'this tree' 'ratio'
while IFS= read -r code; do
    for build in "$old" "$here"; do
        a=$(count "$build" "$code" 0); b=$(count "$build" "$code" 20000)
        eval "n_$([ "$build" = "$here" ] && echo new || echo old)=$(( (b - a) / 20000 ))"
    done
    printf '%-60s %9d %9d %7.3f\n' "$code" "$n_old" "$n_new" "$(echo "$n_new / $n_old" | bc -l)"
done <<'LIST'
my $r = move_parse('d1d3')
my $r = move_parse('Kd1-d3xc3,e3++')
my $r = move_parse('d1-d3x#')
my $r = move_why('Kd1-d3xc3,e9')
my @r = position_cells('3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a')
my $r = position_ok('3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a')
my $r = position_why('3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 x')
my $r = game_parse($t)
my $r = game_why("variant x\nmoves d1d3 zz\n")
my $r = game_why("variant x\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3/7 a\nmoves\n")
LIST
