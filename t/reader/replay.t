# The reader's replay option (issue 54): a record replayed by what it says
# (no captures stated), refused where its replay fails, or accepted with a
# note; both backends alike, read in blocks of every size, and each fault
# the one Game::Brandubh::Notation::Replay finds, placed at its move.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Game::Brandubh::Notation qw(SETUP position_cells square_name);
use Game::Brandubh::Notation::Reader;
use Game::Brandubh::Notation::Replay qw(replay);

my @backends = Game::Brandubh::Notation::BACKEND() eq 'XS' ? qw(XS PP) : qw(PP);

sub records {
    my ($text, %opt) = @_;
    my $reader = Game::Brandubh::Notation::Reader->new(\$text, games => 0, %opt);
    my @got;
    while (my $r = $reader->next) {
        push @got, $r;
    }
    return (\@got, $reader->counts);
}

# known records
my $three = "variant brandubh\nmoves d2b2 d3c3 e6e7\n";
for my $backend (@backends) {
    my ($got) = records($three, backend => $backend, replay => 1);
    is_deeply($got->[0]{fault}, { code => 'replay', line => 2, column => 17, at => 33, move => 3, square => 'e6',
                                  message => "move 3 'e6e7': e6 is empty" }, "$backend: a move from an empty square");
    ($got) = records($three, backend => $backend);
    ok(!$got->[0]{fault}, "$backend: ... accepted without the option, as game_parse reads it");
    my $counts;
    ($got, $counts) = records($three, backend => $backend, replay => 'note', accepted => 0);
    ok(!$got->[0]{fault} && $got->[0]{note}{message} eq "move 3 'e6e7': e6 is empty" && $counts->{accepted} == 1,
       "$backend: ... with replay => 'note', accepted with its note, and given with accepted => 0");
    ($got) = records("variant brandubh\nmoves d4d5\n", backend => $backend, replay => 1);
    is($got->[0]{fault}{message}, "move 1 'd4d5': d4 holds the king, and the attackers are to move; the game may have"
       . ' begun from another position: a start line says which', "$backend: a fault of the first move, with the hint");
    my $d = '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d';
    ($got) = records("variant brandubh\nmoves d4d5\nstart $d\n", backend => $backend, replay => 1);
    ok(!$got->[0]{fault}, "$backend: a start line after the moves line is the start");
    ($got) = records("variant brandubh\nmoves d2b2\nstart $d\n", backend => $backend, replay => 1);
    is($got->[0]{fault}{message}, "move 1 'd2b2': d2 holds an attacker, and the defenders are to move",
       "$backend: ... the first move judged by it, and no hint with a start line");
    ($got) = records("variant brandubh\nmoves d2d3\n", backend => $backend, replay => 1);
    ok(!$got->[0]{fault}, "$backend: a move onto a taken square is not judged");
}

# random records, each against Replay, both backends alike in every block
srand(54);
sub random_record {
    my $start = SETUP;
    if (rand 2 < 1) {
        $start = join('/', map { join '', map { ('1', '1', '1', 'a', 'd', 'k')[rand 6] } 1 .. 7 } 1 .. 7)
            . (rand 2 < 1 ? ' a' : ' d');
        $start =~ s/(1+)/length $1/ge;
    }
    my @moves;
    my $position = $start;
    for (1 .. int rand 30) {
        my ($rows, $side) = position_cells($position);
        my @mine = grep { my $c = $rows->[ 6 - $_->[1] ][ $_->[0] ]; $c ne '' && ($c eq 'a') == ($side eq 'a') }
                   map { my $f = $_; map { [$f, $_] } 0 .. 6 } 0 .. 6;
        my $from = @mine && rand 10 > 1 ? $mine[rand @mine] : [int rand 7, int rand 7];
        push @moves, square_name(@$from) . square_name(int rand 7, int rand 7);
        my $r = replay($position, [$moves[-1]]);
        $position = $r->{fault} ? (split / /, $position)[0] . ($side eq 'a' ? ' d' : ' a') : $r->{positions}[-1];
    }
    my @gaps = (' ', ' ', '  ', "\t", " \x{a0}");
    my $moves = 'moves ' . join '', map { $gaps[rand @gaps] . $_ } @moves;
    my @lines = ("variant brandubh", $moves);
    splice @lines, (rand 2 < 1 ? 1 : 2), 0, "start $start" if $start ne SETUP || rand 4 < 1;
    return (join("\n", @lines) . "\n", $start, \@moves);
}
my ($same, $as_replay, $failed) = (0, 0, 0);
my $streams = 60;
for my $n (1 .. $streams) {
    my ($text, @games) = ('');
    for (1 .. 1 + int rand 3) {
        my ($record, $start, $moves) = random_record();
        $text .= $record;
        push @games, [$start, $moves];
    }
    utf8::encode($text);
    my ($want) = records($text, backend => $backends[0], replay => 1);
    my $ok = @$want == @games;
    for my $i (0 .. $#games) {
        my $r = replay(@{ $games[$i] });
        my $f = $want->[$i]{fault};
        $failed++ if $r->{fault};
        $ok &&= $r->{fault} ? $f && $f->{move} == $r->{fault}{move} && $f->{square} eq $r->{fault}{square}
                                 && index($f->{message}, $r->{fault}{message}) == 0
                            : !$f;
    }
    $as_replay += $ok;
    my $blocks_same = 1;
    for my $backend (@backends) {
        for my $block ($n <= 6 ? (1 .. length $text) : (1, 2, 3, 5, 7, 64, 65536)) {
            for my $mode (1, 'note') {
                my ($got) = records($text, backend => $backend, replay => $mode, block => $block);
                my ($base) = $mode eq 'note' ? records($text, backend => $backends[0], replay => 'note') : ($want);
                $blocks_same &&= Test::More::_deep_check($got, $base);
            }
        }
    }
    $same += $blocks_same;
}
is($as_replay, $streams, 'random records: each refused as Replay replays it, at its move');
is($same, $streams, 'random records: the same from both backends, in blocks of every size, refused or noted');
ok($failed > 20, "($failed random records failed their replay)");

done_testing;
