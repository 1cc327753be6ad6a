#!/usr/bin/env bash
# How far the answer's shape keeps list_from_dialect from game_parse's
# time: bench/dialects.pl run in a scratch copy of the tree whose glue makes
# no hash for the about of a move that says nothing (an undef in its place,
# every other part of the answer as it is: the moves, the hashes of moves
# with captures, the game, the notes), beside the same script in this
# build. The scratch answer is not the module's (a user reads a hash for
# every move); what it measures is the cost of those hashes, made and freed.
#
#   perl Makefile.PL && make && bash bench/dialects-floor.sh [GAMES]
#
# GAMES as bench/dialects.pl's (300,000 unless given).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
games=${1:-300000}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
(cd "$here" && git ls-files -z | xargs -0 tar -cf -) | tar -xf - -C "$scratch"
sed -i 's|bx_dialect_push(aTHX_ abouts, bx_dialect_about(aTHX_ &m, captures, t->utf8));|bx_dialect_push(aTHX_ abouts, m.about \|\| m.ncaptures ? bx_dialect_about(aTHX_ \&m, captures, t->utf8) : newSV(0));|' \
    "$scratch/xs/dialects.h"
grep -q 'newSV(0));$' "$scratch/xs/dialects.h" || { echo "dialects-floor.sh: the glue's line was not found" >&2; exit 1; }
(cd "$scratch" && perl Makefile.PL && make) >"$scratch/build.log" 2>&1 || { tail -20 "$scratch/build.log"; exit 1; }
echo "== this build"
(cd "$here" && perl -Mblib bench/dialects.pl "$games" | sed -n '2,4p')
echo "== no hash for an about that says nothing"
(cd "$scratch" && perl -Mblib bench/dialects.pl "$games" | sed -n '2,4p')
