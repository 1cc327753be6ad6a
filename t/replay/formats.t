# A game of known positions, kept in every format, replays to them: read by
# Game::Brandubh::Notation::Formats from each dialect, hnefatafl-rs's list
# and .otg (by the captures each states) and from a record (which states
# none), in the backend chosen (t/backends/pp.t runs it in the other).
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Game::Brandubh::Notation::Formats qw(:all);
use Game::Brandubh::Notation::Replay qw(replay);

# worked by hand from the set-up: b4 to b3, c4 to c2, b3 to b2 saying it
# took c2; the king d4 to c4, then a4 to b4 saying it took the king on c4
# (no rule of play is judged: a replay empties what a move says it took)
my @positions = (
    '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a',
    '3a3/3a3/3d3/a1dkdaa/1a1d3/3a3/3a3 d',
    '3a3/3a3/3d3/a2kdaa/1a1d3/2da3/3a3 a',
    '3a3/3a3/3d3/a2kdaa/3d3/1a1a3/3a3 d',
    '3a3/3a3/3d3/a1k1daa/3d3/1a1a3/3a3 a',
    '3a3/3a3/3d3/1a2daa/3d3/1a1a3/3a3 d',
);
my %game = (
    nielsen => "b4-b3 c4-c2 b3-b2xc2 d4-c4 a4-b4xc4\n",
    otn     => "b4-b3 c4-c2 b3-b2xc2 Kd4-c4 a4-b4xKc4\n",
    shown   => "b4-b3 c4-c2 b3-b2xc2 Kd4-c4 a4-b4xc4#\n",
    walker  => "B4-B3 C4-C2 B3-B2xC2 D4-C4 A4-B4xC4++\n",
    csv     => "b4-b3 c4-c2 b3-b2xc2 d4-c4 a4-b4xc4,2,0,Black\n",
);
for my $format (sort keys %game) {
    my $model = read_game($format, $game{$format});
    ok($model, "$format: read") or next;
    my $replay = replay($model->{game}{start}, $model->{game}{moves}, $model->{abouts});
    is_deeply($replay->{positions}, \@positions, "$format: each position");
    my $otg = write_game(otg => $model);
    my $back = read_game(otg => $otg);
    is_deeply(replay($back->{game}{start}, $back->{game}{moves}, $back->{abouts})->{positions}, \@positions,
              '... and through .otg');
}
# a record states no captures: the captured pieces stay
my $record = read_game(record => "variant brandubh\nmoves b4b3 c4c2 b3b2\n");
is($record->{unstated}, 1, 'a record: its moves state no captures');
is(replay($record->{game}{start}, $record->{game}{moves})->{positions}[-1], '3a3/3a3/3d3/a2kdaa/3d3/1ada3/3a3 d',
   '... replayed so: the defender on c2 stays');
done_testing;
