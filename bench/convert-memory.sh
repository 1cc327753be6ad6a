#!/usr/bin/env bash
# The peak memory (/usr/bin/time's %M, in KB) and time of converting one
# game of ten million moves (a 50 MB record, its moves on one line; a
# 60 MB line of aagenielsen.dk's list), beside check of the same record:
# convert reads, replays and writes a game of more moves than its part
# (4,096) a part at a time, and holds the text written in a file until the
# game is known good, so that its memory does not grow with the game.
#   perl Makefile.PL && make && sh bench/convert-memory.sh [TO...]
set -e
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
perl -e 'print "variant brandubh\nmoves", " d2b2 d3c3 b2d2 c3d3" x 2_500_000, "\nresult resign attackers\n"' > "$dir/big.txt"
perl -e 'print join(" ", ("d2-b2 d3-c3 b2-d2 c3-d3") x 2_500_000), " resigned\n"' > "$dir/big.nielsen"
run() {
    what=$1; shift
    /usr/bin/time -f "$what: %M KB, %e s" perl -Mblib bin/brandubh-notation "$@" > "$dir/out" 2> "$dir/err" || true
    tail -1 "$dir/err"
    printf '    %s bytes written; %s\n' "$(wc -c < "$dir/out")" "$(head -c 60 "$dir/err" | head -1)"
}
run "check the record" check "$dir/big.txt"
for to in ${@:-otg otn csv}; do
    run "convert the record --to $to" convert --to "$to" "$dir/big.txt"
done
for to in ${@:-record otg shown}; do
    run "convert the list --from nielsen --to $to" convert --from nielsen --to "$to" "$dir/big.nielsen"
done
