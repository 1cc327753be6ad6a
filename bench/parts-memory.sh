#!/bin/sh
# The peak memory (/usr/bin/time's %M, in KB) of reading one game of about
# 50 MB, a line of 8.3 million moves in aagenielsen.dk's notation, with
# Game::Brandubh::Notation::Lists, part => 4096: the parts' moves are
# counted and let go, and what is held does not grow with the line. Beside
# it, the same read whole, of a line a tenth as long (5 MB; WHOLE=50 reads
# the 50 MB line whole too, which takes gigabytes).
#   perl Makefile.PL && make && sh bench/parts-memory.sh
#   GAME_BRANDUBH_NOTATION_PP=1 sh bench/parts-memory.sh    # the plain-Perl backend
set -e
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
perl -e 'print "d4-d1 d1-d4 " x 4_166_667, "resigned\n"' > "$dir/big.txt"
perl -e 'print "d4-d1 d1-d4 " x 416_667, "resigned\n"' > "$dir/tenth.txt"
read_list() {
    /usr/bin/time -f "$1: %M KB, %e s" perl -Mblib -MGame::Brandubh::Notation::Lists -e '
        my $lists = Game::Brandubh::Notation::Lists->new($ARGV[0], format => "nielsen", part => $ARGV[1]);
        my ($items, $moves) = (0, 0);
        while (my $game = $lists->next) {
            die "refused: $game->{fault}{message}\n" if $game->{fault};
            $items++;
            $moves += @{ $game->{model}{game}{moves} };
        }
        printf "%d bytes: %d moves in %d items\n", -s $ARGV[0], $moves, $items;
    ' "$2" "$3"
}
read_list 'part => 4096, 50 MB' "$dir/big.txt" 4096
read_list 'whole, 5 MB' "$dir/tenth.txt" 0
if [ "${WHOLE:-}" = 50 ]; then
    read_list 'whole, 50 MB' "$dir/big.txt" 0
fi
