#!/bin/sh
# The peak memory (/usr/bin/time's %M, in KB) of reading one record of ten
# million moves (50 MB, on one line) with the Reader: with games => 0,
# without and with replay => 1 (the replay watches the moves in memory
# that does not grow with them); and with model => 1, whole and with
# part => 4096 (its moves given 4,096 at a time, kept meanwhile in a
# temporary file).
#   perl Makefile.PL && make && sh bench/record-memory.sh
set -e
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
perl -e 'print "variant brandubh\nmoves", " d2b2 d3c3 b2d2 c3d3" x 2_500_000, "\nresult agreed\n"' > "$dir/big.txt"
for replay in 0 1; do
    /usr/bin/time -f "games => 0, replay => $replay: %M KB, %e s" perl -Mblib -MGame::Brandubh::Notation::Reader -e '
        my $r = Game::Brandubh::Notation::Reader->new($ARGV[0], games => 0, replay => $ARGV[1]);
        while (my $rec = $r->next) { print $rec->{fault} ? "refused: $rec->{fault}{message}\n" : "ok, $rec->{moves} moves\n" }
    ' "$dir/big.txt" "$replay"
done
for part in 4096 0; do
    /usr/bin/time -f "model => 1, part => $part: %M KB, %e s" perl -Mblib -MGame::Brandubh::Notation::Reader -e '
        my $r = Game::Brandubh::Notation::Reader->new($ARGV[0], model => 1, part => $ARGV[1]);
        my ($items, $moves) = (0, 0);
        while (my $item = $r->next) {
            die "refused: $item->{fault}{message}\n" if $item->{fault};
            $items++;
            $moves += @{ $item->{model}{game}{moves} };
        }
        print "$items items, $moves moves\n";
    ' "$dir/big.txt" "$part"
done
