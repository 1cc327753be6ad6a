#!/bin/sh
# The peak memory (/usr/bin/time's %M, in KB) of reading one record of ten
# million moves (50 MB, on one line) with the Reader, games => 0, without
# and with replay => 1: the replay watches the moves in memory that does
# not grow with them.
#   perl Makefile.PL && make && sh bench/replay-memory.sh
set -e
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
perl -e 'print "variant brandubh\nmoves", " d2b2 d3c3 b2d2 c3d3" x 2_500_000, "\n"' > "$dir/big.txt"
for replay in 0 1; do
    /usr/bin/time -f "replay => $replay: %M KB, %e s" perl -Mblib -MGame::Brandubh::Notation::Reader -e '
        my $r = Game::Brandubh::Notation::Reader->new($ARGV[0], games => 0, replay => $ARGV[1]);
        while (my $rec = $r->next) { print $rec->{fault} ? "refused: $rec->{fault}{message}\n" : "ok, $rec->{moves} moves\n" }
    ' "$dir/big.txt" "$replay"
done
