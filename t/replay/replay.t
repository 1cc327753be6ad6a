# Game::Brandubh::Notation::Replay: games of known final positions, each
# fault with its move and square, the arguments refused and why, and the
# two backends' answers the same on random games (BRANDUBH_SEED=N replays a
# failure; BRANDUBH_GAMES=N sets how many).
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use Test::More;
use Game::Brandubh::Notation qw(SETUP position_ok);
use Game::Brandubh::Notation::Dialects qw(list_from_dialect);
use Game::Brandubh::Notation::Replay qw(replay replay_why);
use Game::Brandubh::Notation::PP ();
use Brandubh::Gen qw(canonical);

my $backend = Game::Brandubh::Notation::BACKEND();

# The abouts of a move list in a dialect, and its stored moves.
sub listed {
    my ($dialect, $text) = @_;
    my $list = list_from_dialect($dialect, $text) or die "not $dialect: $text";
    return ($list->{game}{moves}, $list->{abouts});
}

# --- games of known positions, worked out by hand -------------------------

{
    # captures, the king's move, the king captured, in the shown form and
    # in OTN (which says where the king was taken)
    my $final = '3a3/3a3/3d3/aad3a/2a2a1/4d2/3a3 d';
    for my $case ([shown => 'd2-b2 d3-c3 b2-b3xc3 e4-e2 f4-f3 Kd4-d3 b3-c3xd3#'],
                  [otn   => 'd2-b2 d3-c3 b2-b3xc3 e4-e2 f4-f3 Kd4-d3 b3-c3xKd3']) {
        my ($moves, $abouts) = listed(@$case);
        my $r = replay(undef, $moves, $abouts);
        is($r->{fault}, undef, "$case->[0]: no fault, $backend");
        is(scalar @{ $r->{positions} }, 8, "$case->[0]: the start and a position a move");
        is($r->{positions}[0], SETUP, "$case->[0]: from the set-up");
        is($r->{positions}[3], '3a3/3a3/3d3/aadkdaa/1a5/7/3a3 d', "$case->[0]: after the first capture");
        is($r->{positions}[-1], $final, "$case->[0]: the king captured, the defenders to move");
        # the same moves as a record: no capture, the king not taken
        my $record = replay(undef, $moves);
        is($record->{fault}, undef, "$case->[0]: as a record, no fault");
        # (the defender on c3 left there, and taken unsaid by the last move)
        is($record->{positions}[-1], '3a3/3a3/3d3/aad3a/2ak1a1/4d2/3a3 d', "$case->[0]: as a record, the king still on d3");
    }
}

{
    # the defenders first, from a start of its own; a record that moves
    # onto a piece (captured unsaid)
    my $r = replay('k6/7/7/3a3/7/7/6d d', [qw(a7a5 d4d1 g1d1)]);
    is_deeply($r, { positions => ['k6/7/7/3a3/7/7/6d d', '7/7/k6/3a3/7/7/6d a', '7/7/k6/7/7/7/3a2d d',
                                  '7/7/k6/7/7/7/3d3 a'],
                    fault => undef }, "the defenders first, a start of its own, $backend");
    # a start written with a digit a square is written back in the short form
    $r = replay('111a111/3a3/3d3/aadkdaa/3d3/3a3/1111111 a', []);
    is_deeply($r, { positions => ['3a3/3a3/3d3/aadkdaa/3d3/3a3/7 a'], fault => undef }, 'a start in the short form');
    # the king moved, K said, in a game that states its captures: the
    # notation knows no rule (he passes d3), only what is on the squares
    $r = replay(undef, [qw(d2b2 d4d2)], [{}, { king => 1 }]);
    is_deeply($r->{positions}, [SETUP, '3a3/3a3/3d3/aadkdaa/3d3/1a5/3a3 d', '3a3/3a3/3d3/aad1daa/3d3/1a1k3/3a3 a'],
              'the king moved, K said');
    is($r->{fault}, undef, 'and no fault');
}

# --- the faults ------------------------------------------------------------

my @faults = (
    # [what, start, moves, abouts, move, square, code, message]
    ['a move from an empty square', undef, [qw(d2b2 d3c3 e6e7)], undef,
     3, 'e6', 'empty', "move 3 'e6e7': e6 is empty"],
    ['the same, stating captures', undef, [qw(d2b2 d3c3 e6e7)], [{}, {}, {}],
     3, 'e6', 'empty', "move 3 'e6e7': e6 is empty"],
    ['a defender moved by the attackers', undef, [qw(d3c3)], undef,
     1, 'd3', 'side', "move 1 'd3c3': d3 holds a defender, and the attackers are to move"],
    ['the king moved by the attackers', undef, [qw(d2b2 e4e2 d4e4)], undef,
     3, 'd4', 'side', "move 3 'd4e4': d4 holds the king, and the attackers are to move"],
    ['an attacker moved by the defenders', '3a3/7/7/7/7/7/7 d', [qw(d7a7)], undef,
     1, 'd7', 'side', "move 1 'd7a7': d7 holds an attacker, and the defenders are to move"],
    ['K on a defender', undef, [qw(d2b2 e4e2)], [{}, { king => 1 }],
     2, 'e4', 'king', "move 2 'e4e2': the move says the king moved, and e4 holds a defender"],
    ['K on an attacker', undef, [qw(d2b2)], [{ king => 1 }],
     1, 'd2', 'king', "move 1 'd2b2': the move says the king moved, and d2 holds an attacker"],
    ['a move onto a piece', undef, [qw(d1d3)], [{}],
     1, 'd3', 'taken', "move 1 'd1d3': d3 is taken: it holds a defender"],
    ['a move onto its own square', undef, [qw(d2b2 d3d3)], [{}, {}],
     2, 'd3', 'taken', "move 2 'd3d3': d3 is taken: it holds a defender"],
    ['a capture of an empty square', undef, [qw(d2b2)], [{ captures => ['c2'] }],
     1, 'c2', 'capture', "move 1 'd2b2': c2 is said captured, and c2 is empty"],
    ['a capture of the square left', undef, [qw(d2b2)], [{ captures => ['d2'] }],
     1, 'd2', 'capture', "move 1 'd2b2': d2 is said captured, and d2 is empty"],
    ['a capture of the mover\'s own', undef, [qw(d2b2)], [{ captures => ['d1'] }],
     1, 'd1', 'capture', "move 1 'd2b2': d1 is said captured, and d1 holds an attacker, of the side that moves"],
    ['a capture of the piece moved', undef, [qw(d2b2)], [{ captures => ['B2'] }],
     1, 'b2', 'capture', "move 1 'd2b2': b2 is said captured, and b2 holds an attacker, of the side that moves"],
    ['a capture of the defenders\' own king', undef, [qw(d2b2 d3c3)], [{}, { captures => ['d4'] }],
     2, 'd4', 'capture', "move 2 'd3c3': d4 is said captured, and d4 holds the king, of the side that moves"],
    ['a capture said twice (e2-e4xf4xf4)', undef, [qw(d2b2 d3c3 b2b3)], [{}, {}, { captures => [qw(c3 c3)] }],
     3, 'c3', 'capture', "move 3 'b2b3': c3 is said captured, and c3 is empty"],
    ['the king taken where a defender is', undef, [qw(d2b2 d3c3 b2b3)],
     [{}, {}, { captures => ['c3'], king_square => 'c3', king_taken => 1 }],
     3, 'c3', 'king_square', "move 3 'b2b3': the king is said taken on c3, and c3 holds a defender"],
    ['the king taken on an empty square', undef, [qw(d2b2 d3c3 b2b3)],
     [{}, {}, { captures => ['c3'], king_square => 'c2' }],
     3, 'c2', 'king_square', "move 3 'b2b3': the king is said taken on c2, and c2 is empty"],
);
for my $f (@faults) {
    my ($what, $start, $moves, $abouts, $n, $square, $code, $message) = @$f;
    my $r = replay($start, $moves, $abouts);
    is_deeply($r->{fault}, { move => $n, square => $square, code => $code, message => $message }, "$what, $backend");
    is(scalar @{ $r->{positions} }, $n, "$what: the positions before the move");
    is_deeply($r->{positions}, [@{ replay($start, [@{$moves}[0 .. $n - 2]], $abouts && [@{$abouts}[0 .. $n - 2]])->{positions} }],
              "$what: the positions up to it");
    is(replay_why($start, $moves, $abouts), undef, "$what: the arguments are accepted");
}

# where the game states no captures, a move onto a piece is not judged
{
    my $r = replay(undef, [qw(d1d3)]);
    is_deeply($r, { positions => [SETUP, '3a3/3a3/3d3/aadkdaa/3a3/3a3/7 d'], fault => undef },
              'a record may move onto a piece: it was captured unsaid');
    $r = replay(undef, [qw(d2b2 d3d3)]);
    is($r->{fault}, undef, 'a record may move a piece to its own square');
    is($r->{positions}[2], '3a3/3a3/3d3/aadkdaa/3d3/1a5/3a3 a', 'which stays');
    # king and the rest are read only where captures are stated
    $r = replay(undef, [qw(d2b2)], [{ king_taken => 1, king_home => 1, threat => 1, hyphen => 0 }]);
    is($r->{fault}, undef, 'the marks are ignored');
}

# --- arguments refused, and why ----------------------------------------------

my $tied_square = 'c3';
my @refused = (
    # [what, code, move, arguments]
    ['a start that is no position', 'start', undef, 'x', []],
    ['a start that is a reference', 'start', undef, [SETUP], []],
    ['a start with a newline', 'start', undef, SETUP . "\n", []],
    ['no moves', 'moves', undef, undef],
    ['moves that are a hash', 'moves', undef, undef, {}],
    ['moves that are a string', 'moves', undef, undef, 'd2b2'],
    ['moves that are an object', 'moves', undef, undef, bless([], 'Brandubh::Moves')],
    ['abouts that are a hash', 'abouts', undef, undef, [], {}],
    ['abouts that are a string', 'abouts', undef, undef, [], ''],
    ['one about too many', 'abouts', undef, undef, [], [{}]],
    ['one about too few', 'abouts', undef, undef, [qw(d2b2 d3c3)], [{}]],
    ['a move shown', 'move', 2, undef, [qw(d2b2 d3-c3)]],
    ['a move in upper case', 'move', 1, undef, [qw(D2B2)]],
    ['a move undef', 'move', 1, undef, [undef]],
    ['a move that is a reference', 'move', 1, undef, [\'d2b2']],
    ['a move off the board', 'move', 1, undef, [qw(d2h2)]],
    ['an about undef', 'about', 1, undef, [qw(d2b2)], [undef]],
    ['an about that is an array', 'about', 1, undef, [qw(d2b2)], [[]]],
    ['an about that is an object', 'about', 1, undef, [qw(d2b2)], [bless {}, 'Brandubh::About']],
    ['captures that are a string', 'captures', 1, undef, [qw(d2b2)], [{ captures => 'c3' }]],
    ['captures off the board', 'captures', 1, undef, [qw(d2b2)], [{ captures => ['c8'] }]],
    ['a capture undef', 'captures', 1, undef, [qw(d2b2)], [{ captures => [undef] }]],
    ['a capture shown', 'captures', 1, undef, [qw(d2b2)], [{ captures => ['xc3'] }]],
    ['a king_square off the board', 'king_square', 1, undef, [qw(d2b2)], [{ king_square => 'z9' }]],
    ['a king_square that is a reference', 'king_square', 1, undef, [qw(d2b2)], [{ king_square => \$tied_square }]],
    ['a bad move after a fault', 'move', 3, undef, [qw(d3c3 d2b2 x)]],
    ['a bad about after a fault', 'about', 2, undef, [qw(d3c3 d2b2)], [{}, 1]],
);
for my $case (@refused) {
    my ($what, $code, $n, @args) = @$case;
    my @r = replay(@args);
    is_deeply(\@r, [undef], "$what: undef, $backend");
    my $why = replay_why(@args);
    is($why->{code}, $code, "$what: replay_why says $code");
    is($why->{move}, $n, "$what: of move " . ($n // 'none'));
    like($why->{message}, qr/\A[A-Z].*\.\z/, "$what: a sentence");
}
is_deeply([replay()], [undef], 'no argument at all: undef');
is(replay_why()->{code}, 'moves', 'for want of moves');
ok(replay(undef, [], undef, 'more'), 'an argument more is ignored');

# nothing given is changed
{
    my @moves = qw(d2b2 d3c3);
    my @abouts = ({ captures => ['C3'] }, {});
    my $r = replay(undef, \@moves, \@abouts);
    is_deeply([\@moves, \@abouts], [[qw(d2b2 d3c3)], [{ captures => ['C3'] }, {}]], 'the arguments are left as they were');
    $r->{positions}[0] = 'x';
    is(replay(undef, [])->{positions}[0], SETUP, 'and the answers are new');
}

# a tied array of moves and a tied about are read
{
    package Brandubh::TiedMoves;
    require Tie::Array;
    our @ISA = ('Tie::StdArray');
    our $fetches = 0;
    sub FETCH { $fetches++; return $_[0]->SUPER::FETCH($_[1]) }
}
{
    tie my @moves, 'Brandubh::TiedMoves';
    @moves = qw(d2b2 d3c3 b2b3);
    my $r = replay(undef, \@moves, [{}, {}, { captures => ['c3'] }]);
    is($r->{positions}[-1], '3a3/3a3/3d3/aadkdaa/1a5/7/3a3 d', 'a tied array of moves');
    is($Brandubh::TiedMoves::fetches, 3, 'each move fetched once');
}

# --- the two backends --------------------------------------------------------

SKIP: {
    skip 'the XS backend is not in use', 3 unless $backend eq 'XS';
    my $seed = defined $ENV{BRANDUBH_SEED} ? $ENV{BRANDUBH_SEED} : time;
    my $games = how_many(BRANDUBH_GAMES => 1000, 3000);
    diag "seed $seed: BRANDUBH_SEED=$seed replays it";
    srand $seed;
    my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
    # a random board, the set-up at times
    my $start = sub {
        return undef if rand() < 0.3;
        my $board = join '', map { ('a', 'd', 'k', ('1') x 4)[rand 7] } 1 .. 49;
        (my $text = join '/', unpack '(a7)7', $board) =~ s/(1+)/length $1/ge;
        return $text . (rand() < 0.5 ? ' a' : ' d');
    };
    my $square = sub { my $s = $squares[rand @squares]; rand() < 0.05 ? uc $s : $s };
    my $pick = sub { my ($board, $want) = @_;
                     my @of = grep { $want->($board->{$_}) } @squares;
                     return @of ? $of[rand @of] : $squares[rand @squares] };
    my %side_of = (a => 'a', d => 'd', k => 'd');
    my ($same, $moves_played, $refused, $unfit) = (0, 0, 0, 0);
    my %codes;
    for my $game (1 .. $games) {
        my $from = $start->();
        # the game played on a board of its own, so that most moves are
        # of a piece of the side to move, and most captures of the other's
        my ($rows, $side) = Game::Brandubh::Notation::PP::position_cells(defined $from ? $from : SETUP);
        my %board;
        for my $r (0 .. 6) { $board{ chr(97 + $_) . (7 - $r) } = $rows->[$r][$_] for 0 .. 6 }
        my $stated = rand() < 0.6;
        my (@moves, @abouts);
        for (1 .. 1 + int rand 40) {
            my $mover = $side;
            my $at = rand() < 0.9 ? $pick->(\%board, sub { $side_of{ $_[0] } && $side_of{ $_[0] } eq $mover })
                                  : $squares[rand @squares];
            my $to = rand() < ($stated ? 0.9 : 0.6) ? $pick->(\%board, sub { $_[0] eq '' }) : $squares[rand @squares];
            my $piece = $board{$at};
            my %about;
            if (rand() < 0.4) {
                $about{captures} = [map { rand() < 0.8 ? $pick->(\%board, sub { $side_of{ $_[0] } && $side_of{ $_[0] } ne $mover })
                                                       : $square->() } 1 .. 1 + int rand 2];
            }
            $about{king} = 1 if ($piece eq 'k' && rand() < 0.5) || rand() < 0.02;
            my ($king_at) = grep { $board{ lc $_ } eq 'k' } @{ $about{captures} || [] };
            $about{king_square} = $king_at if $king_at && rand() < 0.5;
            $about{king_square} = $square->() if rand() < 0.02;
            $about{king_taken} = 1 if rand() < 0.05;
            push @moves, "$at$to";
            push @abouts, \%about;
            ($board{$to}, $board{$at}) = ($piece, '');
            $board{ lc $_ } = '' for @{ $about{captures} || [] };
            $side = $side eq 'a' ? 'd' : 'a';
        }
        my $abouts = $stated ? \@abouts : undef;
        # now and then, an argument that is not one
        if (rand() < 0.02) {
            $moves[rand @moves] = 'd1-d3';
            $refused++;
        }
        my $xs = Game::Brandubh::Notation::XS::replay($from, \@moves, $abouts);
        my $pp = Game::Brandubh::Notation::PP::replay($from, \@moves, $abouts);
        if (canonical($xs) eq canonical($pp)) {
            $same++;
        }
        else {
            is_deeply($xs, $pp, "game $game");
            diag explain [$from, \@moves, $abouts];
            last;
        }
        next unless $xs;
        $moves_played += @{ $xs->{positions} } - 1;
        $codes{ $xs->{fault} ? $xs->{fault}{code} : 'none' }++;
        $unfit += grep { !position_ok($_) } @{ $xs->{positions} };
    }
    is($same, $games, "XS and PP: the same answer for each of $games random games ($moves_played moves played)");
    note "$refused refused, of $games";
    note join ', ', map { "$_ $codes{$_}" } sort keys %codes;
    is($unfit, 0, 'every position one position_ok accepts');
    is_deeply([sort keys %codes], [sort qw(none empty side king taken king_square capture)],
              'the random games reach every fault, and the end') or diag explain \%codes;
}

done_testing;
