# Game::Brandubh::Notation::Dialects' writers (issue 53): what each writes
# is read back by its own reader, to the same stored move and to what the
# about said less what the dialect cannot hold; Walker's '++' for any
# ending; a timeout only of the side to move; the start and the side that
# moved first never dropped from a list.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(long_form);
use Test::More;
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::Dialects qw(:all);

# What each dialect keeps of an about, as its POD says: the about written
# less what the dialect cannot hold.
my %KING  = (shown => 1, otn => 1);
my %HYPHEN_OPTIONAL = (shown => 1, nielsen => 1);
# the key each written key is read back as, for a dialect with a mark for it
my %MARK = (
    shown   => { king_home => 'king_home', king_taken => 'king_taken' },
    otn     => { king_home => 'king_home', king_taken => 'king_taken', threat => 'threat', way_out => 'way_out' },
    walker  => { king_home => 'wins', king_taken => 'wins', wins => 'wins', loses => 'loses', threat => 'threat' },
    nielsen => {},
);
my @ORDER = qw(king_home king_taken wins loses threat way_out);
sub kept {
    my ($d, $about) = @_;
    my %kept;
    $kept{king} = 1 if $about->{king} && $KING{$d};
    my @captures = map {lc} @{ $about->{captures} || [] };
    @captures = sort @captures if $d eq 'shown';
    $kept{captures} = \@captures if @captures;
    my $marked = $d eq 'otn' && defined $about->{king_square};
    @kept{qw(king_square king_taken)} = (lc $about->{king_square}, 1) if $marked;
    for my $key (@ORDER) {
        next unless $about->{$key};
        next if $key eq 'king_taken' && $marked;
        my $as = $MARK{$d}{$key} or next;
        $kept{$as} = 1;
        last;
    }
    $kept{hyphen} = 0 if defined $about->{hyphen} && !$about->{hyphen} && $HYPHEN_OPTIONAL{$d};
    $kept{lower} = 1 if $about->{lower} && $d eq 'walker';
    return \%kept;
}
# list_to_dialect_why, or an empty hash when it writes the list
sub why { return list_to_dialect_why(@_) || {} }
sub dump_of {
    my ($value) = @_;
    return 'undef' unless defined $value;
    return "[" . join(',', map { dump_of($_) } @$value) . "]" if ref $value eq 'ARRAY';
    return "{" . join(',', map { "$_=" . dump_of($value->{$_}) } sort keys %$value) . "}" if ref $value eq 'HASH';
    return "'$value'";
}

# A wide set of abouts: captures none, empty, one, in upper case, unsorted,
# repeated; the king's square among them in either case; every subset of
# the marks, true as 1 or a word; the king, the hyphen and lower case, said
# or said false.
my @captures = (undef, [], ['c3'], ['C3', 'e3'], ['e3', 'c3'], ['e1', 'e1'], ['g5', 'A1', 'g5', 'd4']);
my @abouts;
for my $captures (@captures) {
    my @squares = (undef, $captures ? map { ($_, uc $_) } @$captures : ());
    for my $square (@squares) {
        for my $marks (0 .. 2**@ORDER - 1) {
            my %about;
            $about{captures} = $captures if $captures;
            @about{qw(king_square king_taken)} = ($square, 1) if defined $square;
            for my $i (0 .. $#ORDER) {
                $about{ $ORDER[$i] } = $marks % 3 ? 1 : 'yes' if $marks & 2**$i;
            }
            for my $style (0 .. 7) {
                my %style = %about;
                $style{king} = $style & 1 ? 1 : 0 if $style & 3;
                $style{hyphen} = 0 if $style & 2;
                $style{lower} = 1 if $style & 4;
                $style{threat} = '' if $style == 5 && !$about{threat};
                push @abouts, \%style;
            }
        }
    }
}
cmp_ok(scalar @abouts, '>', 5000, 'a wide set of abouts: ' . scalar @abouts);
# every one under EXTENDED_TESTING; else every seventh (seven is prime to
# the eight styles and the 64 sets of marks, so that each style meets each
# set in turn): the set's kinds all met, a seventh of the time
@abouts = @abouts[grep { $_ % 7 == 0 } 0 .. $#abouts] unless long_form();
for my $d (dialects()) {
    my ($written, $read, $same_move, $same_about, @diag) = (0, 0, 0, 0);
    for my $move (qw(d3g5 d4d1 e1a1)) {
        for my $about (@abouts) {
            my $text = move_to_dialect($d, $move, $about);
            if (!defined $text) {
                push @diag, "not written: $move " . dump_of($about);
                next;
            }
            $written++;
            my ($back, $back_about) = move_from_dialect($d, $text);
            if (!defined $back) {
                push @diag, "'$text' not read: " . move_from_dialect_why($d, $text)->{message};
                next;
            }
            $read++;
            $same_move++ if $back eq $move;
            my $kept = kept($d, $about);
            if (dump_of($back_about) eq dump_of($kept)) { $same_about++ }
            else { push @diag, "'$text' of " . dump_of($about) . ' read as ' . dump_of($back_about) . ', not ' . dump_of($kept) }
        }
    }
    my $all = 3 * @abouts;
    is($written, $all, "$d: every move and about is written");
    is($read, $all, "$d: ... and read back by its own reader");
    is($same_move, $all, "$d: ... to the same stored move");
    is($same_about, $all, "$d: ... and to the about written, less what $d cannot hold");
    diag($_) for @diag[0 .. ($#diag < 4 ? $#diag : 4)];
}

# Item by item.
is(move_to_dialect(otn => 'd3g5', { captures => ['e1', 'e1'], king_square => 'e1', king_taken => 1 }), 'd3-g5xKe1/e1',
   'otn: a capture written twice is marked K once, on its first');
is_deeply([move_from_dialect(otn => 'd3-g5xKe1/e1')], ['d3g5', { captures => ['e1', 'e1'], king_square => 'e1', king_taken => 1 }],
          '... and read back');
is(move_to_dialect(otn => 'd3g5', { captures => ['e1', 'E1', 'c5'], king_square => 'E1', king_taken => 1 }), 'd3-g5xKe1/e1/c5',
   '... in either case');
for my $d (dialects()) {
    is(move_to_dialect($d => 'c5c4', { captures => ['d4'], king_square => 'd4' }), undef,
       "$d: a king_square without king_taken says a king taken and not taken: refused");
}
is(move_to_dialect(walker => 'c5c4', { captures => ['d4'], king_taken => 1 }), 'C5-C4xD4++', "walker: the king taken is a winning move, '++'");
is(move_to_dialect(walker => 'e1a1', { king => 1, king_home => 1 }), 'E1-A1++', "walker: the king home too");
is(move_to_dialect(walker => 'e1a1', { king_home => 1, lower => 1 }), 'e1-a1++', '... in lower case');
is(move_to_dialect(otn => 'c5c4', { captures => ['d4'], wins => 1 }), 'c5-c4xd4', 'otn: a winning move has no mark: nothing written');
is(move_to_dialect(shown => 'c5c4', { captures => ['d4'], wins => 1 }), 'c5-c4xd4', 'shown: nor has it in the shown form');
my $list = list_from_dialect(otn => 'Kd4-d1 c5-c4xKd4');
is(list_to_dialect(walker => $list), 'D4-D1 C5-C4xD4++', "walker: a list whose last move takes the king ends with '++'");
is_deeply(list_from_dialect(walker => 'D4-D1 C5-C4xD4++')->{abouts}, [{}, { captures => ['d4'], wins => 1 }],
          "... read back: a winning move (Walker's does not say which ending)");
is(list_to_dialect(walker => list_from_dialect(otn => 'Kd4-a4 d1-d3 Ka4-a1--')), 'D4-A4 D1-D3 A4-A1++', '... and the king home');
is(why(otn => { game => { moves => [qw(c5c4 d1d2)] }, abouts => [{ captures => ['d4'], king_taken => 1 }] })->{code}, 'about',
   'otn: an ending said before the last move cannot be read back: refused');
like(why(otn => { game => { moves => [qw(c5c4 d1d2)] }, abouts => [{ captures => ['d4'], king_taken => 1 }] })->{message},
     qr/\AThe about of move 1 ends the game in OpenTafl Notation, but a move follows it\.\z/, '... said');
is(list_to_dialect(nielsen => { game => { moves => [qw(c5c4 d1d2)] }, abouts => [{ captures => ['d4'], king_taken => 1 }] }), 'c5-c4xd4 d1-d2',
   "nielsen: which has no mark for it: written");

# A timeout, of the side to move alone.
is_deeply(list_from_dialect(nielsen => 'd2-e2 timeout')->{notes}, { timeout => 'defenders' }, "a closing word's side is the side to move");
is_deeply(list_from_dialect(nielsen => 'd2-e2 c4-c2 timeout')->{notes}, { timeout => 'attackers' }, '... after two moves, the attackers');
is_deeply(list_from_dialect(nielsen => 'd4-d3 timeout', { first => 'defenders' })->{notes}, { timeout => 'attackers' },
          '... the defenders first: after one move, the attackers');
is_deeply(list_from_dialect(nielsen => 'd4-d3 resigned', { first => 'defenders' })->{game}{result}, { how => 'resign', by => 'attackers' },
          '... and a resignation so');
my $two = { game => { moves => [qw(d2e2 c4c2)] } };
is(list_to_dialect(nielsen => { %$two, notes => { timeout => 'attackers' } }), 'd2-e2 c4-c2 timeout', 'a timeout of the side to move: written');
is(list_to_dialect(nielsen => { %$two, notes => { timeout => 'defenders' } }), undef, 'a timeout of the side that has just moved: refused');
is_deeply(why(nielsen => { %$two, notes => { timeout => 'defenders' } }),
          { code => 'result', at => undef,
            message => 'The defenders ran out of time, but a list says a timeout of the side to move, the attackers.' }, '... said');
for my $nobody ('nobody', 'Attackers', '', ['attackers']) {
    my $why = why(nielsen => { %$two, notes => { timeout => $nobody } });
    is($why->{code}, 'result', 'a timeout of ' . dump_of($nobody) . ': refused');
    like($why->{message}, qr/\AThe timeout is of .*, which is no side: a timeout is of the attackers or the defenders\.\z/, '... said');
}
is(list_to_dialect(nielsen => { game => { moves => [] }, notes => { timeout => 'attackers' } }), 'timeout',
   'no moves: the side that moves first ran out of time');
# moves that are false are none, as game_string writes them (issue 65,
# item 2: '' and 0 died, "Can't use string as an ARRAY ref")
for my $none (undef, '', 0, '0') {
    my $game = { variant => 'brandubh', start => SETUP, moves => $none, result => undef };
    ok(defined game_string($game), 'moves ' . dump_of($none) . ': game_string writes the game');
    for my $d (dialects()) {
        is(eval { list_to_dialect($d => { game => $game }) }, '', "... $d: a list of no moves") or diag $@;
        is(eval { why($d => { game => $game })->{code} }, undef, '... and no why') or diag $@;
    }
    is(eval { list_to_dialect(nielsen => { game => { %$game, result => { how => 'resign', by => 'attackers' } } }) }, 'resigned',
       '... a resignation of no moves') or diag $@;
}
is(list_to_dialect_why(nielsen => { game => { moves => 'd2e2' } })->{code}, 'game', 'moves that are true and no array: refused');

# The start and the side that moved first.
my $defenders_first = '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 d';
my $game = game_parse("variant brandubh\nstart $defenders_first\nmoves d3c3\nresult resign attackers\n");
ok($game, 'a record: the defenders moved first, the attackers resigned');
is(list_to_dialect(otn => { game => $game }), undef, 'otn: not written as a list read with the attackers first');
is_deeply(why(otn => { game => $game }),
          { code => 'start', at => undef,
            message => "The game began with the defenders to move; a list in OpenTafl Notation does not say so: write it with first => 'defenders'"
                     . ' (convert --first defenders), as it must be read.' }, '... said');
my $text = list_to_dialect(otn => { game => $game }, { first => 'defenders' });
is($text, 'd3-c3 ---', "... written with first => 'defenders'");
is_deeply(list_from_dialect(otn => $text, { first => 'defenders' })->{game}, $game, '... and read back with it: the same game');
is(list_to_dialect(otn => { game => $game }, { start => $defenders_first }), 'd3-c3 ---', '... or with the start');
like(why(otn => { game => { moves => [] } }, { first => 'defenders' })->{message},
     qr/\AThe game began with the attackers to move; a list in OpenTafl Notation does not say so: write it with first => 'attackers'/,
     'a game of the attackers first, written with the defenders first: refused');
my $start = 'da1a3/a6/2ad3/adka3/2d4/2a4/1a5 a';
$game = { variant => 'brandubh', start => $start, moves => [qw(d7d6 c3b3 c2c3)], result => undef };
for my $d (dialects()) {
    my $why = why($d => { game => $game });
    is($why->{code}, 'start', "$d: a game from another start, written from the set-up: refused");
    like($why->{message}, qr/\AThe game began from '\Q$start\E'; a list in .* does not say so: write it with start => '\Q$start\E'/, '... said');
    my $written = list_to_dialect($d => { game => $game }, { start => $start });
    ok(defined $written, "... written with the start");
    is_deeply(list_from_dialect($d => $written, { start => $start })->{game}, $game, '... and read back with it');
}
is(why(otn => { game => { moves => [] } }, { first => 'white' })->{code}, 'options', 'an option first that is no side');
is(why(otn => { game => { moves => [] } }, { start => 'x' })->{code}, 'options', 'an option start that is no position');
is(why(otn => { game => { moves => [] } }, { start => $start, first => 'defenders' })->{code}, 'options',
   'a start and a first that disagree');
is(list_to_dialect(otn => { game => { moves => ['d1d2'], start => SETUP } }, { first => 'attackers' }), 'd1-d2', 'the set-up, said or not');

# A comma in a token of a dialect that is not the shown form.
is_deeply([@{ list_from_dialect_why(otn => 'd1-d3xc3,e3 a4-a5') }{qw(code at)}], ['captures', 8], "otn: a ',' between captures, its own refusal");
like(list_from_dialect_why(otn => 'd1-d3xc3,e3 a4-a5')->{message}, qr/parts captured squares with '\/', not ','/, '... said');
is(list_from_dialect_why(walker => 'D1-D3xC3,E3')->{code}, 'captures', 'walker too');
is(list_from_dialect_why(nielsen => 'd1-d3xc3,e3')->{code}, 'captures', 'nielsen too');

done_testing;
