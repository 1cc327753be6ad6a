package Game::Brandubh::Notation::CSV;

# hnefatafl-rs's game lists (a CSV, a game a line: the moves in
# aagenielsen.dk's notation, the captures of each side, the winner), a line
# read into the model of a game and written from one. The moves are read
# and written by Game::Brandubh::Notation::Dialects (the nielsen dialect),
# so that the grammar of a move is stated there alone; this module reads
# the columns around them, checks the counts against the captures the
# moves state, and keeps to what hnefatafl-rs itself reads: moves parted
# by one space, no turn numbers, no closing word but timeout.

use strict;
use warnings;

our $VERSION = '0.01';

use Exporter 'import';
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::Dialects qw(list_from_dialect list_from_dialect_why list_to_dialect list_to_dialect_why);
use Game::Brandubh::Notation::Messages ();

our @EXPORT_OK = qw(list_from_csv list_from_csv_why list_to_csv list_to_csv_why);
our %EXPORT_TAGS = (all => \@EXPORT_OK);

# The winner column's words and what each says (undef: no winner stated;
# the empty column is hnefatafl-rs's too, on a line its tests skip), and
# the word written for each winner.
my %WINNER = (Black => 'attackers', White => 'defenders', Draw => 'draw', Ongoing => undef, '' => undef);
my %WORD = (attackers => 'Black', defenders => 'White', draw => 'Draw');
my %OTHER = (attackers => 'defenders', defenders => 'attackers');
my %SIDE = (a => 'attackers', d => 'defenders');
my @COUNTED = qw(one two three four);

# A plain string: defined and no reference.
sub _plain { my ($value) = @_; return defined $value && !ref $value }

sub _quoted {
    my ($text) = @_;
    return length $text ? Game::Brandubh::Notation::Messages::quote($text, 0, length $text) : 'nothing';
}

# The captures each side's moves state: (the attackers', the defenders').
sub _counts {
    my ($abouts, $first) = @_;
    my %count = (attackers => 0, defenders => 0);
    my $side = $first;
    for my $about (@$abouts) {
        $count{$side} += @{ $about->{captures} }
            if ref $about eq 'HASH' && ref $about->{captures} eq 'ARRAY';
        $side = $OTHER{$side};
    }
    return @count{qw(attackers defenders)};
}

# The start and the side that moved first, as the options give them; or a
# fault of the options. (The dialects' reader reads the options: an empty
# list read with them is the game they describe.)
sub _options {
    my ($options) = @_;
    my $empty = list_from_dialect(nielsen => '', $options);
    return $empty if $empty;
    my $why = list_from_dialect_why(nielsen => '', $options);
    return [ $why->{code}, undef, $why->{message} ];
}

# The first fault of the moves column that hnefatafl-rs's own reader
# refuses and the dialect reads: white space other than one space between
# moves, a turn number, the word resigned. [code, at, message] or nothing.
sub _moves_form {
    my ($moves) = @_;
    my $last = length($moves) - 1;
    for my $at (0 .. $last) {
        my $char = substr $moves, $at, 1;
        next unless $char =~ /\s/;
        my $bad = $char ne q{ } ? 1 : $at == 0 || $at == $last || substr($moves, $at - 1, 1) eq q{ };
        next unless $bad;
        my $found = $char eq "\t" ? 'a tab' : $char eq "\n" ? 'a line break' : $char eq "\r" ? 'a carriage return'
                  : $char ne q{ } ? 'white space (' . Game::Brandubh::Notation::Messages::escaped($char) . ')'
                  : $at == 0 ? 'a space before the first' : $at == $last ? 'a space after the last' : 'two spaces';
        return [ 'space', $at, 'Column ' . ($at + 1) . ": hnefatafl-rs's lists part moves by one space, with none before"
                 . " the first or after the last; found $found." ];
    }
    while ($moves =~ /(\S+)/g) {
        my ($token, $at) = ($1, $-[1]);
        return [ 'turn', $at, 'Column ' . ($at + 1) . ': ' . _quoted($token) . " begins with a turn number; hnefatafl-rs's lists"
                 . ' number no turns.' ]
            if $token =~ /\A[0-9]+\./;
        return [ 'resigned', $at, 'Column ' . ($at + 1) . ": hnefatafl-rs's lists have no word for a resignation: their one"
                 . ' closing word is timeout.' ]
            if $token eq 'resigned';
    }
    return;
}

# The reader: the model of the game, or a fault [code, at, message].
sub _read {    ## no critic (ProhibitExcessComplexity)
    my ($line, $options) = @_;
    return [ 'type', undef, 'Expected a line of a game list, got ' . (defined $line ? 'a reference.' : 'undef.') ]
        unless _plain($line);
    my $given = _options($options);
    return $given if ref $given eq 'ARRAY';
    $line =~ s/\r?\n\z//;
    return [ 'empty', 0, 'There is no game: the line is empty.' ] unless length $line;
    return [ 'comment', 0, "The line is a comment (it begins with #), which hnefatafl-rs's lists skip; it holds no game." ]
        if substr($line, 0, 1) eq '#';
    my @columns = split /,/, $line, -1;
    my $columns_said = 'a game is four, parted by commas: the moves, the captures of the attackers, the captures of the'
                     . ' defenders and the winner.';
    if (@columns < 4) {
        my $at = length $line;
        return [ 'columns', $at, 'Column ' . ($at + 1) . ": the line ends after $COUNTED[$#columns] column"
                 . (@columns > 1 ? 's' : '') . "; $columns_said" ];
    }
    my @starts = (0);
    push @starts, $starts[-1] + length($columns[ $#starts ]) + 1 while @starts < @columns;
    if (@columns > 4) {
        my $at = $starts[4] - 1;
        return [ 'columns', $at, 'Column ' . ($at + 1) . ": a fifth column begins here; $columns_said" ];
    }
    my ($moves, $by_attackers, $by_defenders, $word) = @columns;
    if (my $fault = _moves_form($moves)) { return $fault }
    my $list = list_from_dialect(nielsen => $moves, $options);
    if (!$list) {
        my $why = list_from_dialect_why(nielsen => $moves, $options);
        return [ @$why{qw(code at message)} ];
    }
    my @counted = _counts($list->{abouts}, $list->{first});
    for my $i (0, 1) {
        my $count = ($by_attackers, $by_defenders)[$i];
        my $side = (qw(attackers defenders))[$i];
        my $at = $starts[ $i + 1 ];
        my $where = 'Column ' . ($at + 1) . ": the captures of the $side";
        return [ 'count', $at, "$where are counted in a whole number (0, 1, 2 ...); found " . _quoted($count) . q{.} ]
            unless $count =~ /\A(?:0|[1-9][0-9]*)\z/;
        return [ 'count', $at, "$where are counted as $count, but their moves capture "
                 . Game::Brandubh::Notation::Messages::counted($counted[$i], 'piece') . q{.} ]
            unless $count eq $counted[$i];
    }
    if (!exists $WINNER{$word}) {
        my $at = $starts[3];
        return [ 'winner', $at, 'Column ' . ($at + 1) . ': the winner is Black (the attackers), White (the defenders), Draw'
                 . ' or Ongoing; found ' . _quoted($word) . q{.} ];
    }
    $list->{winner} = $WINNER{$word} if defined $WINNER{$word};
    return $list;
}

sub list_from_csv {
    my ($line, $options) = @_;
    my $list = _read($line, $options);
    return ref $list eq 'HASH' ? $list : undef;
}

sub list_from_csv_why {
    my ($line, $options) = @_;
    my $list = _read($line, $options);
    return undef if ref $list eq 'HASH';
    return { code => $list->[0], at => $list->[1], message => $list->[2] };
}

# The writer: the line, or a fault [code, message].
sub _write {
    my ($list, $options) = @_;
    $options = {} unless defined $options;
    my $given = _options($options);
    return [ $given->[0], $given->[2] ] if ref $given eq 'ARRAY';
    return [ 'list', 'Expected a hash reference holding a game.' ] unless ref $list eq 'HASH' && ref $list->{game} eq 'HASH';
    my $winner = $list->{winner};
    return [ 'winner', q{The winner is 'attackers', 'defenders' or 'draw' (or none).} ]
        if defined $winner && !(_plain($winner) && $WORD{$winner});
    # the ending a list has no word for (a resignation, an agreed draw) is
    # left out: the winner column says who won, from the winner alone; the
    # start and the side that moved first, which a line does not hold, are
    # the options' (the dialect's writer refuses a game whose are not)
    my %written = (game => { %{ $list->{game} }, result => undef });
    my $abouts = $list->{abouts};
    $written{abouts} = $abouts if defined $abouts;
    $written{notes} = $list->{notes} if defined $list->{notes};
    my %frame = map { defined $options->{$_} ? ($_ => $options->{$_}) : () } qw(first start);
    my $moves = list_to_dialect(nielsen => \%written, \%frame);
    if (!defined $moves) {
        my $why = list_to_dialect_why(nielsen => \%written, \%frame);
        return [ $why->{code}, $why->{message} ];
    }
    my @counts = _counts(ref $abouts eq 'ARRAY' ? $abouts : [], $given->{first});
    # no winner: Ongoing, or an empty column after a timeout (a game that
    # ended, its winner not stated)
    my $timeout = ref $list->{notes} eq 'HASH' && defined $list->{notes}{timeout};
    return join ',', $moves, @counts, defined $winner ? $WORD{$winner} : $timeout ? '' : 'Ongoing';
}

sub list_to_csv {
    my ($list, $options) = @_;
    my $line = _write($list, $options);
    return ref $line ? undef : $line;
}

sub list_to_csv_why {
    my ($list, $options) = @_;
    my $line = _write($list, $options);
    return undef unless ref $line;
    return { code => $line->[0], at => undef, message => $line->[1] };
}

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation::CSV - hnefatafl-rs's game lists: a game a line, read and written

=head1 SYNOPSIS

    use Game::Brandubh::Notation::CSV qw(:all);

    my $list = list_from_csv('d2-e2 c4-c2 d6-c6 d3-f3 f4-f5 f3-f2 g4-g2xf2 d4-d3,1,0,White');
    my $moves = $list->{game}{moves};    # ['d2e2', 'c4c2', ... 'd4d3']
    print "won by the $list->{winner}\n";    # won by the defenders
    print list_to_csv($list), "\n";    # d2-e2 c4-c2 d6-c6 d3-f3 f4-f5 f3-f2 g4-g2xf2 d4-d3,1,0,White

    my $why = list_from_csv_why('d2-e2 d3-e3 d6-c6 timeout,0,1,Black');
    print "$why->{code} $why->{at}\n";    # count 28
    print $why->{message}, "\n";
    # Column 29: the captures of the defenders are counted as 1, but their
    # moves capture 0 pieces.

=head1 DESCRIPTION

hnefatafl-rs keeps the brandubh games of aagenielsen.dk in a CSV file, a
game a line, for its tests (F<resources/test/games/brandubh.csv>). This
module reads such a line into the model of a game (the hash
L<Game::Brandubh::Notation::Dialects/list_from_dialect> gives, with the
key C<winner>) and writes one from it. Two lines of that file:

    d2-e2 c4-c2 d6-c6 d3-f3 f4-f5 f3-f2 g4-g2xf2 d4-d3,1,0,White
    d2-e2 d3-e3 d6-c6 timeout,0,0,Black

A line is four columns, parted by commas:

=over 4

=item the moves

The moves in aagenielsen.dk's notation (the C<nielsen> dialect of
L<Game::Brandubh::Notation::Dialects>, which reads them), parted by one
space: C<g4-g2xf2> takes the man on f2. The attackers move first. A
move that takes the king does not write the king's square. The word
C<timeout> may end the moves: the side whose turn it was ran out of
time (kept in C<notes>, as the dialect keeps it).

=item the captures of the attackers

How many men the attackers' moves took: a count of the squares after
C<x> in their moves.

=item the captures of the defenders

The same of the defenders' moves.

=item the winner

C<Black>, the attackers; C<White>, the defenders; C<Draw>; C<Ongoing>,
no winner (the game was not finished). The column may be empty: no
winner is stated (hnefatafl-rs's tests skip such a line; its brandubh
file has two, each a lone C<timeout>).

=back

A line that begins with C<#> is a comment in hnefatafl-rs's files, and
holds no game. hnefatafl-rs cuts the moves column at each space and
takes every part that is not a move to be the word C<timeout> (its tests
fail on any other): the lists have no turn numbers, no word for a
resignation (the dialect's C<resigned>) and no white space but one space
between moves, and this module refuses them too. So a line it reads, L</list_to_csv> writes
back byte for byte.

=head1 FUNCTIONS

It exports nothing by default; ask for the functions by name or with
C<:all>.

=head2 list_from_csv

    my $list = list_from_csv($line, \%options);

A line read: a hash reference, as
L<Game::Brandubh::Notation::Dialects/list_from_dialect> gives one of the
moves (C<game>, C<abouts>, C<notes>, C<first>), with C<winner> besides
when the winner column names one: C<attackers>, C<defenders> or C<draw>
(no C<winner> key for C<Ongoing> or an empty column). A line feed (or a
carriage return and a line feed) at the end of the line is read past.
C<%options> are C<list_from_dialect>'s: C<first> (the side that moved
first, C<attackers> unless given), C<start> (the position the game began
from) and C<variant> (C<brandubh> unless given). The side that moved
first decides whose moves are whose: its moves are the first, third and
so on.

C<undef> when the line is not such a line: an empty line or a comment,
not four columns, a move the dialect does not read (or a move after
C<timeout>), white space other than one space between moves, a turn
number, C<resigned>, a count that is not a whole number (written as
hnefatafl-rs writes it: C<0>, C<1>, C<12>, no leading zero) or that is
not the number of squares the side's moves say they took, a winner
that is not one of the words above (they are written with a capital
and nothing else); options that are not options.

=head2 list_from_csv_why

    my $why = list_from_csv_why($line, \%options);

Why C<list_from_csv> refuses the line: a hash of C<code>, C<at> (where
the fault is, a character count from 0 into the whole line) and
C<message>, which names the column (C<at> plus 1); C<undef> when the line
is read. The codes: C<empty>, C<comment>, C<columns>, C<space>, C<turn>,
C<resigned>, C<count>, C<winner>; a fault of a move has the code
L<Game::Brandubh::Notation::Dialects/list_from_dialect_why> gives it
(C<board>, C<form>, C<after>, ...), its column counted in the line;
C<options> and C<type> (C<undef> or a reference for the line) have
C<at> undef.

=head2 list_to_csv

    my $line = list_to_csv($list, \%options);

A line written, with no line end: the moves as
L<Game::Brandubh::Notation::Dialects/list_to_dialect> writes them in the
C<nielsen> dialect (and C<timeout> where C<notes> has one), the counts
of each side's captures from the abouts (none when there are no
abouts), and the winner's word (C<Ongoing> when there is no winner, an
empty column when there is none after a timeout). Every capture a move
says is written and counted, the king's square among them (the dialect
has no mark for it: hnefatafl-rs's own lists never write the king
taken).

What a line cannot hold is left out, not refused: a resignation or an
agreed draw (the game's C<result>; the winner column is written from
C<winner> alone, never from the result; L<Game::Brandubh::Notation::Formats>,
and so C<convert --to csv>, gives a game that states no winner the one
its resignation or agreed draw states), the variant, C<tags>,
C<columns>, and the marks of the abouts (the dialect writes none). The
start and the side that moved first are the exception: a line holds
neither, so the game's start (the set-up when it has none) must be the
start C<%options> give (as C<list_from_csv> takes them: the set-up,
with the side that moved first to move), and its side to move the side
they say moved first; else the game is not written.

C<undef> when it is not written: a start or a first side that are not
the options', a winner that is not C<attackers>, C<defenders> or
C<draw>, a model C<list_to_dialect> does not write (a game
C<game_string> does not write, an about that is no hash, a timeout of a
side whose turn it was not), options that are not options.

=head2 list_to_csv_why

    my $why = list_to_csv_why($list, \%options);

Why C<list_to_csv> gives C<undef>: C<code> (C<winner>, C<options>, or
C<list_to_dialect_why>'s C<start>, C<list>, C<game>, C<about>,
C<result>) and C<message>; C<undef> when it writes the line.

=head1 SEE ALSO

L<Game::Brandubh::Notation::Dialects> (the moves' notation),
L<Game::Brandubh::Notation>.

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
