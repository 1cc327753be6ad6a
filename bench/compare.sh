#!/bin/sh
# The speed of this tree's XS against an earlier revision's, for the calls
# that stay calls of the XSUB (through a reference, and with &), and by name:
# the rows of bench/notation.pl from both builds, in turns.
#
#   bash bench/compare.sh REV [ROUNDS [FUNCTION...]]
#
# REV is built in a temporary worktree; this tree must be built (make).
# Each round runs the benchmark of both builds, one after the other; the
# ratios against the floor (named/fl, ref/fl, &/fl) are comparable across
# runs, since each is measured beside its own floor.
set -eu
rev=$1
rounds=${2:-2}
shift; [ $# -gt 0 ] && shift
functions=${*:-square_name square_parse move_wire move_split move_parse move_display position_ok position_cells game_string game_parse}
here=$(cd "$(dirname "$0")/.." && pwd)
old=$(mktemp -d)
trap 'git -C "$here" worktree remove --force "$old" >/dev/null 2>&1 || true; rm -rf "$old"' EXIT
git -C "$here" worktree add --detach "$old" "$rev" >/dev/null 2>&1
(cd "$old" && perl Makefile.PL >/dev/null && make >/dev/null)
for round in $(seq "$rounds"); do
    for build in "$old" "$here"; do
        name=$([ "$build" = "$here" ] && echo "this tree" || echo "$rev")
        echo "== round $round: $name"
        perl -I"$build/blib/lib" -I"$build/blib/arch" "$here/bench/notation.pl" $functions | sed -n '/^function/,/^$/p'
    done
done
