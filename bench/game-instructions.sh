#!/usr/bin/env bash
# Instructions a call of game_parse (a record of 30 moves, a start and a
# result) and of game_why (a record refused for a move), counted by
# callgrind in this tree and in revision REV, built in a temporary
# worktree: each figure the difference of a run of 2,000 calls and of none.
#   perl Makefile.PL && make && bash bench/game-instructions.sh [REV]
set -euo pipefail
rev=${1:-01d1557}
. "$(dirname "$0")/revision.sh"
# game_why is Game::Brandubh::Notation's own sub before 0.01's export lists
# were restored, Game::Brandubh::Notation::Why's after: whichever the build has
code='use Game::Brandubh::Notation qw(:all);
BEGIN { *game_why = defined &Game::Brandubh::Notation::game_why ? \&Game::Brandubh::Notation::game_why
                    : do { require Game::Brandubh::Notation::Why; \&Game::Brandubh::Notation::Why::game_why } }
my $t = "variant brandubh\nstart 3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a\nmoves " . join(" ", ("d1d3") x 30) . "\nresult agreed\n";
my $b = "variant x\nmoves d1d3 zz\n";
if ($ARGV[1] eq "game_parse") { for (1 .. $ARGV[0]) { my $g = game_parse($t) } }
else { for (1 .. $ARGV[0]) { my $w = game_why($b) } }'
count() {   # build, calls, function
    valgrind --tool=callgrind --callgrind-out-file=/dev/null perl -I"$1/blib/lib" -I"$1/blib/arch" -e "$code" "$2" "$3" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for function in game_parse game_why; do
    for build in "$old" "$here"; do
        a=$(count "$build" 0 $function); b=$(count "$build" 2000 $function)
        printf '%-10s %-10s %7d instructions a call\n' "$function" "$([ "$build" = "$here" ] && echo 'this tree' || echo "$rev")" $(( (b - a) / 2000 ))
    done
done
