#!/usr/bin/env bash
# What keeps list_from_dialect from game_parse's time: bench/dialects.pl
# run in this build and in two scratch copies of the tree beside it.
#
# - "no hash for an about that says nothing": the glue makes an undef in
#   the place of the about of a move that says nothing, every other part of
#   the answer as it is (the moves, the hashes of moves with captures, the
#   game, the notes). That answer is not the module's (a user reads a hash
#   for every move); what it measures is the cost of those hashes, made and
#   freed.
# - "the list read twice": the glue reads each list once more before it
#   reads it for the answer, and drops what it read. Its time less this
#   build's is the reading's (the C core's scanner); this build's time less
#   the reading's is the answer's: the values made and freed, the call.
#
#   perl Makefile.PL && make && bash bench/dialects-floor.sh [GAMES]
#
# GAMES as bench/dialects.pl's (300,000 unless given).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
games=${1:-300000}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
copy() {
    mkdir "$scratch/$1"
    (cd "$here" && git ls-files -z | xargs -0 tar -cf -) | tar -xf - -C "$scratch/$1"
}
build() {
    (cd "$scratch/$1" && perl Makefile.PL && make) >"$scratch/$1.log" 2>&1 || { tail -20 "$scratch/$1.log"; exit 1; }
}
copy nohash
sed -i 's|bx_dialect_push(aTHX_ abouts, bx_dialect_about(aTHX_ &m, captures, t->utf8));|bx_dialect_push(aTHX_ abouts, m.about \|\| m.ncaptures ? bx_dialect_about(aTHX_ \&m, captures, t->utf8) : newSV(0));|' \
    "$scratch/nohash/xs/dialects.h"
grep -q 'newSV(0));$' "$scratch/nohash/xs/dialects.h" || { echo "dialects-floor.sh: the glue's about line was not found" >&2; exit 1; }
copy twice
# the read dropped: before the list is read for the answer
perl -0pi -e 's{(\n    if \(!bx_dialect_list\(aTHX_ &MY_CXT, \(enum bn_dialect\)d, &t, moves, abouts, &word, NULL, 0, 0\)\))}{
    { struct bn_dialect_list l; struct bn_dialect_move m; unsigned char c[BX_DIALECT_FEW]; size_t a, n;
      bn_dialect_list_start(&l, (enum bn_dialect)d, t.s, t.len, t.utf8);
      while (bn_dialect_list_next(&l, &m, c, BX_DIALECT_FEW, &a, &n, NULL) > 0) {} }$1} or die "dialects-floor.sh: the list read was not found\n"' \
    "$scratch/twice/xs/dialects.h"
build nohash
build twice
echo "== this build"
(cd "$here" && perl -Mblib bench/dialects.pl "$games" | sed -n '2,4p')
echo "== no hash for an about that says nothing"
(cd "$scratch/nohash" && perl -Mblib bench/dialects.pl "$games" | sed -n '2,4p')
echo "== the list read twice"
(cd "$scratch/twice" && perl -Mblib bench/dialects.pl "$games" | sed -n '2,4p')
