package Game::Brandubh::Notation;

use strict;
use warnings;

our $VERSION = '0.01';

use Exporter 'import';

my @functions = qw(
    square_name square_parse move_wire move_split move_parse
    move_display position_ok position_cells game_string game_parse
);
# 0.01's lists, element for element: the tag is the very array. What this
# distribution adds is exported by its companions (the *_why functions by
# Game::Brandubh::Notation::Why).
our @EXPORT_OK   = ('SETUP', @functions);
our %EXPORT_TAGS = (all => \@EXPORT_OK);

# The set-up, a constant of the interface; both backends read it. Made as
# use constant makes a constant (which 0.01 used), without loading
# constant.pm: a read-only value stored in the package as its sub, which
# perl inlines. Where the name is taken already (the PP backend, loaded
# first, names it), the value is stored under a name of its own for a
# moment, and the sub perl makes of it is given to the name.
BEGIN {
    my $setup = '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a';
    Internals::SvREADONLY($setup, 1);
    if (exists $Game::Brandubh::Notation::{SETUP}) {
        no strict 'refs';
        local $Game::Brandubh::Notation::{_setup} = \$setup;
        *{'Game::Brandubh::Notation::SETUP'} = \&{'Game::Brandubh::Notation::_setup'};
    }
    else {
        $Game::Brandubh::Notation::{SETUP} = \$setup;
    }
    mro::method_changed_in('Game::Brandubh::Notation');
}

# The backend: GAME_BRANDUBH_NOTATION_BACKEND=PP (or the older
# GAME_BRANDUBH_NOTATION_PP=1) chooses the plain-Perl one; =XS insists on
# the XS, and dies with the reason it cannot be loaded; unset, the XS when
# it loads, the plain-Perl one otherwise. Why the XS is not in use is kept
# for BACKEND_ERROR. Both backends are packages of the same shape, whose
# functions are aliased here, and whose fault readers (position_fault,
# move_fault, game_fault) Game::Brandubh::Notation::Why calls.
my $wanted = $ENV{GAME_BRANDUBH_NOTATION_BACKEND};
$wanted = $ENV{GAME_BRANDUBH_NOTATION_PP} ? 'PP' : '' unless defined $wanted && length $wanted;
die "Game::Brandubh::Notation: GAME_BRANDUBH_NOTATION_BACKEND is XS or PP, not '$wanted'\n"
    unless $wanted =~ /\A(?:XS|PP|)\z/;
# A build records whether it has the XS (Game::Brandubh::Notation::Built,
# written by Makefile.PL); one without it never loads an XS, not even one an
# earlier build installed. The source run in place has no record: the XS is
# tried there. Loading leaves $@, $! and $^E as they were (loading an XS
# sets $!); a refusal dies once they are restored (before perl 5.14, dying
# out of a local $@ lost the message).
my ($backend, $backend_error, $refusal) = do {
    local ($@, $!, $^E);
    my $built_xs = eval { require Game::Brandubh::Notation::Built; 1 } ? Game::Brandubh::Notation::Built::XS() : 1;
    my ($chosen, $error, $dies) = (undef, '', undef);
    if ($wanted eq 'PP') {
        $error = 'the plain-Perl backend was asked for by the environment';
    }
    elsif (!$built_xs) {
        $error = 'this build has no XS backend (built with PUREPERL_ONLY=1, or without a C compiler)';
        $dies = "Game::Brandubh::Notation: the XS backend was asked for, and $error\n" if $wanted eq 'XS';
    }
    else {
        $chosen = eval { require Game::Brandubh::Notation::XS; 'XS' };
        if (!$chosen) {
            # the reason, without the line require adds beneath it
            ($error = $@ || 'the XS backend did not load') =~ s/\s*(?:\nCompilation failed in require .*)?\z//s;
            $dies = "Game::Brandubh::Notation: the XS backend was asked for and cannot be loaded: $error\n"
                if $wanted eq 'XS';
        }
    }
    if (!$chosen && !defined $dies) {
        require Game::Brandubh::Notation::PP;
        $chosen = 'PP';
    }
    ($chosen, $error, $dies);
};
die $refusal if defined $refusal;
{
    no strict 'refs';
    my $package = "Game::Brandubh::Notation::$backend";
    # the XS's functions are this package's own subs already: the same
    # subs are assigned, which changes nothing (the PP backend, when it was
    # loaded first and this file ran before its subs were compiled, assigns
    # them itself once they are)
    *{$_} = \&{"${package}::$_"} for @functions;
}
# The names Perl gives the functions (caller, Carp, Sub::Util::subname, its
# own messages) are this package's, whichever backend: the XS's functions
# are this package's own subs, and the PP's were compiled under these names
# (Operators' public_names_open). With the XS, the helpers of Operators
# that run Perl code in game_string (an overload, a tie) are named for it
# too, where perl has Sub::Util::set_subname (5.22 on), so that a trace
# taken there shows it. (A sub named so is no glob of the package: the
# debugger is handed a reference to it, and calls that.)
if ($backend eq 'XS' && $] >= 5.022) {
    local ($@, $!, $^E);
    if (eval { require Sub::Util; defined &Sub::Util::set_subname }) {
        no strict 'refs';
        Sub::Util::set_subname('Game::Brandubh::Notation::game_string', \&{"Game::Brandubh::Notation::Operators::$_"})
            for qw(moves_array result_line result_from);
    }
}

sub BACKEND { return $backend }

sub BACKEND_ERROR { return $backend_error }

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation - squares, moves, positions and whole games as strings

=head1 VERSION

Version 0.01

=head1 SYNOPSIS

    use Game::Brandubh::Notation ':all';

    my ($file, $rank) = square_parse('d4');    # (3, 3)
    my $name = square_name(3, 3);              # 'd4'

    my $move = move_parse('Kd4-d1');           # 'd4d1'
    my $text = move_display('d1d3', { captures => ['c3'] });   # 'd1-d3xc3'

    print "a position\n" if position_ok(SETUP);

    my $record = game_string({ variant => 'brandubh', moves => [qw(d1c1 d3c3)] });
    my $game   = game_parse($record);

=head1 DESCRIPTION

Brandubh is the Irish tafl game, played on a board of seven by seven.
This module reads and writes the strings that people and game logs use
for it: the name of a square, a move as it is stored and as it is shown,
a position, and the record of a whole game. It gives plain functions
and nothing else. It holds no board and knows no rule of play, so a
move it accepts is one that is I<written> correctly, which is not the
same as one that may be I<played>. It needs nothing but itself and the
Perl core.

=head2 Squares

A square is named by a file letter, C<a> to C<g>, and a rank digit, C<1>
to C<7>. With the board drawn the usual way up, C<a1> is the bottom
left corner, C<g7> the top right one, and C<d4> the throne in the
middle. Names are written in lower case; they are read in either case.

=head2 Moves

A move is I<stored> as four characters, the square it leaves and the
square it reaches: C<d1d3>. Logs keep this form; L</move_parse> gives
it.

A move is I<shown> with what happened on it:

    d1-d3         a move
    d1-d3xc3      a move that captured the piece on c3
    d1-d3xc3,e3   a move that captured two pieces
    Ke4-e1        a move of the king
    Kg2-g1++      the king reaching a corner
    c5-c4xd4#     the move that captured the king

Only the king carries a letter, C<K>; the other pieces carry none. The
captured squares are listed in order. No notation for brandubh is
settled, and the rules this distribution follows do not give one: the
endings C<++> and C<#> are this distribution's choice, so that the last
move of a finished game stands out from the others.

The captures written in a shown move are a comment on it, and
L</move_parse> reads past them: what a move captures is decided by the
position it is played in, which a string cannot know.

=head2 Positions

A position is written as seven rows, from rank 7 down to rank 1,
separated by C</>. In a row, C<a> is an attacker, C<d> a defender and
C<k> the king, and a digit stands for that many empty squares side by
side. After the rows come one space and the side to move, C<a> or C<d>:

    3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a

That is the set-up every game starts from, the constant L</SETUP>.

=head2 Games

A game is recorded by three things, from which the rest can be worked
out again by playing it through: the rule set, the position it started
from (its C<start> line left out when that is the set-up), and its
moves:

    variant brandubh
    start 7/7/7/3k3/7/7/a6 d
    moves d4d1 a1a2 d1g1

A fourth line records an end that the board cannot show, because the
players made it: C<result resign attackers> or C<result agreed>. A
resignation and an agreed draw are not moves, and are never written
among them.

=head1 CONSTANTS

=head2 SETUP

The position every game starts from unless told otherwise,
C<'3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a'>. It is an inlinable constant,
usable as C<SETUP> and as C<SETUP()>, and read-only, as C<use constant>
makes a constant: C<$_ .= 'x' for SETUP> dies with Perl's "Modification
of a read-only value attempted".

=head1 FUNCTIONS

Nothing is exported unless asked for. Each name below, and C<SETUP>,
can be imported by name; the tag C<:all> imports them all.

Every function accepts any number of arguments of any kind: missing
ones count as C<undef>, extra ones are ignored, and none of them warns
or dies. Where a function expects a string, only a I<plain value>
counts: a defined value that is not a reference (whatever a reference would
stringify to), read as Perl stringifies it (so the number C<3.0> is
C<"3">). Three places are the exception, read through Perl's own
operators, so that an object with overloading or a dual value (one whose
string and number differ) counts as Perl itself counts it: the file and
rank of L</square_name>, and the C<moves> and the C<result> of
L</game_string>
(L<Game::Brandubh::Notation::Internals/"OBJECTS AND DUAL VALUES">).
Arguments are never changed, and everything returned is new and yours
to modify.

=head2 square_name

    my $name = square_name($file, $rank);    # square_name(3, 3) is 'd4'

The name of the square at C<$file> and C<$rank>, both counted from 0.
Each must be defined and, as Perl stringifies it, exactly one digit
from C<0> to C<6>: C<3>, C<"3"> and C<3.0> are accepted, C<"03">,
C<" 3">, C<1.5>, C<-1>, C<7> and an unblessed reference are not.
Otherwise the answer is C<undef>.

=head2 square_parse

    my ($file, $rank) = square_parse('d4');  # (3, 3)

The file and rank of a square's name, both counted from 0, as numbers.
The name is read in either case and must be nothing else: no white
space, no newline. For anything else, the empty list, and no warning.
In scalar context the answer is the rank, or C<undef>.

=head2 move_wire

    my $move = move_wire('d1', 'd3');         # 'd1d3'

The stored move from two square names, each read in either case and
written in lower case. C<undef> unless both are squares.

=head2 move_split

    my ($from, $to) = move_split('d1d3');     # ('d1', 'd3')

The two square names of a stored move. The move must be exactly four
characters, in lower case, with nothing around them: C<'D1D3'> and
C<"d1d3\n"> are not stored moves. For anything else, the empty list. In
scalar context the answer is the second square, or C<undef>.

=head2 move_parse

    my $move = move_parse('Kd4-d1');          # 'd4d1'

The stored move from what a person might type or a log might show:
either form above, in either case, with or without the C<K>, the
hyphen, the captures and the ending, and with any white space at either
end. Nothing may stand between the parts: C<'d4 d1'>, two C<K>s, an
C<x> with no square after it, a trailing comma, C<+> or C<+++> are all
refused. For anything else, C<undef>. It checks how the move is written
and nothing more: whether it may be played is for a position
(L</LIMITATIONS>).

=head2 move_display

    my $text = move_display($move, \%about);
    move_display('d1d3', { captures => ['c3'] });                # 'd1-d3xc3'
    move_display('g2g1', { king => 1, king_home => 1 });         # 'Kg2-g1++'

The stored move C<$move> as it is shown. C<%about> says what happened;
every key is optional, and anything but a hash reference (one that
C<ref> names C<HASH>: unblessed, or blessed into a class of that name)
reads as an empty one:

=over 4

=item king

True when the piece that moved is the king: the text starts with C<K>.

=item captures

An array reference (one that C<ref> names C<ARRAY>) of the names of the
squares captured. Undefined
elements and references are left out, the others are read in either
case and kept when they are squares, and the kept ones are written in
sorted order (a square given twice is written twice).

=item king_home

True when the king's move ended where he wins: the text ends with C<++>.

=item king_taken

True when the move captured the king: the text ends with C<#>, unless
C<king_home> is true as well.

=back

Truth is Perl's: C<0>, C<'0'>, C<''> and C<undef> are false, and
C<'0.0'> is true. C<undef> when C<$move> is not a stored move.

=head2 position_ok

    if (position_ok($string)) { ... }

The number 1 when the string is written as a position, the number 0
when it is not. A position is seven rows separated by C</>, each made
of the letters C<a>, C<d>, C<k> and the digits C<1> to C<7> whose widths
(a letter 1, a digit its value) add up to seven; then one space; then
C<a> or C<d>; then nothing at all, not even a newline. Digits may stand
side by side (C<16> and C<1111111> are rows), and capital letters are
not pieces. It agrees with C<of_string> of Game::Brandubh::Engine on
what is and is not a position, and like it judges only the writing,
never the sense: a position with two kings, or none, passes.

=head2 position_cells

    my ($rows, $side) = position_cells($string);

The position as seven array references of seven cells each, rank 7
first and file C<a> first, every cell C<''> for an empty square or
C<'a'>, C<'d'> or C<'k'>; and the side to move, C<'a'> or C<'d'>. The
empty list when the string is not a position. In scalar context the
answer is the side, or C<undef>.

=head2 game_string

    my $text = game_string(\%game);

A game as the text of its record. The keys of C<%game>:

=over 4

=item variant

The name of the rule set: a word or a line, with no line break and not
only white space. C<brandubh> when it is missing or empty.

=item start

The position the game began from. Leave it out, or give L</SETUP>, when
the game began from the set-up; then no C<start> line is written.

=item moves

An array reference of the game's stored moves, in order. Missing or
false for a game with no moves yet.

=item result

Left out unless the game ended by something the players did:
C<< { how => 'resign', by => 'attackers' } >>, the same with
C<defenders>, or C<< { how => 'agreed' } >>.

=back

C<undef> when the argument is not a hash reference (one that C<ref> names
C<HASH>, as for C<%about>; so is C<result>) or when any part of the game
is not written correctly.

=head2 game_parse

    my $game = game_parse($text);

The reverse of L</game_string>: a new hash reference with the keys
C<variant>, C<start> (L</SETUP> when the text had no C<start> line),
C<moves> (an array reference) and C<result> (C<undef> when the text had
none, else a hash as L</game_string> takes it). The record of the
DESCRIPTION gives

    { variant => 'brandubh', start => '7/7/7/3k3/7/7/a6 d',
      moves => ['d4d1', 'a1a2', 'd1g1'], result => undef }

C<undef> when the text is not a game: a line it does not know, a line
given twice, a move or a position that is not one, a result it does not
know, or no C<variant> or C<moves> line. The whole grammar of a record is
under L</GRAMMAR OF A RECORD>.

=head1 GRAMMAR OF A RECORD

What L</game_parse> reads, in one place (L</game_string> writes the same
form, one line each, in the order below):

=over 4

=item * The text is cut into lines at each line feed; a carriage return
just before a line feed goes with it, so that records written on any
system read the same, and one anywhere else is an ordinary character. A
line of nothing but white space is skipped, so blank lines may stand
anywhere.

=item * Every other line is a word (C<variant>, C<start>, C<moves> or
C<result>) at its very start, then either the end of the line or exactly
one space and the rest of the line. No word may be given twice;
C<variant> and C<moves> are required; the lines may come in any order.

=item * C<variant>: the rest is the name of the rule set, kept exactly
as written, spaces at either end and inside included, and holding a
character that is not white space.

=item * C<start>: the rest is a position, as L</position_ok> reads one,
with nothing after it, not even a space.

=item * C<moves>: the rest is any number of stored moves (C<d1d3>: four
characters, lower case) parted by runs of white space, with white space
allowed at either end; none at all is a game not yet begun.

=item * C<result>: the rest is exactly C<agreed>, C<resign attackers> or
C<resign defenders>.

=back

For example, all of these are the same game:

    "variant brandubh\nmoves d1d3 a1a2\n"
    "moves  d1d3\ta1a2 \r\nvariant brandubh\r\n"
    "\nvariant brandubh\n\nmoves d1d3 a1a2"

while C<"variant  brandubh\n..."> names the rule set C<" brandubh">.

=head1 WHY A STRING IS REFUSED

The readers above answer C<undef> (or 0, or the empty list) for a
string they refuse, and nothing more. L<Game::Brandubh::Notation::Why>
says why, for a person holding a log who wants to know which line is
wrong: its C<position_why>, C<move_why> and C<game_why> (exported by that
module, so that this one's exports stay those of the module it replaces)
give a code, the place and a sentence, as in the first of the
L</EXAMPLES>.

=head1 THE COMMAND

The distribution installs L<brandubh-notation>, which checks streams of
game records (a day's log of a million records, say), as the first and
the last of the L</EXAMPLES> do, and says where and why each refused one
is wrong, as text or as JSON Lines; draws positions; reads moves; and
converts records to and from OpenTafl's F<.otg> records, and the move
lists of the tafl dialects into records:

    brandubh-notation check --verbose games/*.txt
    brandubh-notation check --format json --exit-zero server.log > report.jsonl
    brandubh-notation show '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a'
    brandubh-notation move Kd4-d1
    brandubh-notation convert game.txt > game.otg
    brandubh-notation convert --from nielsen brandubh.csv > games.txt

=head1 EXAMPLES

Check a folder of game logs, one record a file, and say where each
refused one goes wrong:

    use Game::Brandubh::Notation qw(game_parse);
    use Game::Brandubh::Notation::Why qw(game_why);

    for my $file (glob 'logs/*.txt') {
        open my $fh, '<:encoding(UTF-8)', $file or die "$file: $!";
        my $text = do { local $/; <$fh> };
        next if game_parse($text);
        my $why = game_why($text);
        print "$file:$why->{line}:$why->{column}: $why->{message}\n";
    }

Read a game and list its moves as people write them:

    use Game::Brandubh::Notation qw(game_parse move_display move_split);

    my $record = "variant brandubh\nmoves d1d3 c4c3\nresult resign attackers\n";
    my $game = game_parse($record) or die "not a game\n";
    for my $move (@{ $game->{moves} }) {
        my ($from, $to) = move_split($move);
        print "$from to $to: ", move_display($move), "\n";    # d1 to d3: d1-d3
    }
    print "the attackers resigned\n"
        if $game->{result} && $game->{result}{how} eq 'resign' && $game->{result}{by} eq 'attackers';

Take a move as a person types it, and store it:

    use Game::Brandubh::Notation qw(move_parse game_string);

    my $game = { variant => 'brandubh', moves => ['d1d3'] };
    my $typed = 'Kd4-d1';
    my $stored = move_parse($typed);             # 'Kd4-d1' gives 'd4d1'
    push @{ $game->{moves} }, $stored if defined $stored;
    print game_string($game);                    # variant brandubh / moves d1d3 d4d1

Read a day's log, any number of records one after another, a record at a
time, and place each refused one in the whole log
(L<Game::Brandubh::Notation::Reader>, which reads a file, a pipe, a handle
or a string in flat memory):

    use Game::Brandubh::Notation::Reader;

    my $reader = Game::Brandubh::Notation::Reader->new('server.log');
    while (my $record = $reader->next) {
        my $fault = $record->{fault} or next;
        print "server.log:$fault->{line}:$fault->{column}: $fault->{message}\n";
    }

=head1 WHITE SPACE, CASE AND CHARACTERS

Like the pure-Perl module it replaces, this one does not turn on the
C<unicode_strings> feature, so the rules for a string depend on how Perl
holds it: in a string of bytes, only C<A> to C<Z> change case, and white
space is tab, line feed, vertical tab, form feed, carriage return and
space; with Perl's UTF-8 flag on, Unicode's rules apply (the KELVIN SIGN
lower-cases to C<k>, the NO-BREAK SPACE is white space), so
C<"\xA0d1d3"> is a move only once upgraded. Characters, a NUL byte among
them, go through unchanged.
L<Game::Brandubh::Notation::Internals/"WHITE SPACE, CASE AND CHARACTERS">
tells more: how Perl's C<\s> has changed, and how a string flagged UTF-8
whose bytes are not UTF-8 is refused by every function, never with a
warning or a death.

=head1 LIMITATIONS

This module reads and writes the notation only. It knows no rule of
play: whether a piece stands on a move's first square, whether it may
reach the second (whether the move is legal), what it captures on the
way and whether the game is over are questions for a position and an engine. L</position_ok>
accepts two kings or none, and L</move_display> writes the captures it
is told. The board is the 7x7 board of brandubh; other tafl boards are
not read.

=head1 DIFFERENCES FROM 0.01

Everything above is the answer of the pure-Perl Game::Brandubh::Notation
0.01, input for input. What differs is on purpose, and told in full under
L<Game::Brandubh::Notation::Internals/"DIFFERENCES FROM 0.01">: no
argument is changed, not even in its flags; a true C<moves> that is no
array makes L</game_string> return C<undef>, where 0.01 dies; malformed
UTF-8 is refused, where 0.01 dies or panics; as a C<sort> comparator by
name, the XS is handed C<$a> and C<$b>; the XS calls no C<CORE::GLOBAL::>
override, and a callback sees the caller's match variables; the package
adds only C<BACKEND> and C<BACKEND_ERROR>, never exported; 0.01's private
subs have no counterpart; and a sub put in C<move_split>'s or
C<position_ok>'s name is called where 0.01 calls it.

=head1 BACKENDS

The work is done by a small C core, the XS backend; the plain-Perl
backend answers the same where no compiler is at hand.
L<Game::Brandubh::Notation::Internals> tells how both are built, and how
the module answers through every door a program may take (C<&>, C<goto>,
L<autouse>, stand-ins, tied and magical values, taint, L<Safe>, threads).

=head2 BACKEND

    print Game::Brandubh::Notation::BACKEND();    # 'XS' or 'PP'

Which backend is in use. It is not exported, so that the module's list
of exports stays that of the module it replaces.

=head2 BACKEND_ERROR

    warn Game::Brandubh::Notation::BACKEND_ERROR() if Game::Brandubh::Notation::BACKEND() eq 'PP';

Why the XS backend is not in use: the error that kept it from loading,
that this build has none, or that the environment asked for the
plain-Perl one; the empty string when it is. Not exported either.

The environment variable C<GAME_BRANDUBH_NOTATION_BACKEND>, as the
module loads, chooses C<PP> or C<XS> (and then the module dies if the
XS will not load); unset or empty, the XS when it loads
(L<Game::Brandubh::Notation::Internals/Backends>).

=head1 BUGS

Please report bugs to the author by email (under L</AUTHOR>), with the
smallest program that shows the problem and the output of C<perl -V>.

=head1 SEE ALSO

L<brandubh-notation>, the command (its work done by
L<Game::Brandubh::Notation::Command>); L<Game::Brandubh::Notation::Why>,
why a string is refused; L<Game::Brandubh::Notation::Reader>, the records
of a stream, one at a time; L<Game::Brandubh::Notation::XS> and
L<Game::Brandubh::Notation::PP>, the two backends;
L<Game::Brandubh::Notation::OpenTafl>, OpenTafl Notation and F<.otg>
records; L<Game::Brandubh::Notation::Dialects>, the tafl move notations;
L<Game::Brandubh::Notation::Formats>, a game in every format, with
L<Game::Brandubh::Notation::Lists> and L<Game::Brandubh::Notation::CSV>;
L<Game::Brandubh::Notation::Replay>, a game played as it says;
L<Game::Brandubh::Notation::SVG>, a position as an SVG picture;
L<Game::Brandubh::Notation::Internals>, the detail the sections above
link to, how it is built, its fast path, and how to add a function.

The pure-Perl module of the same name comes with the Game-Brandubh
distribution (whose game engine, Game::Brandubh::Engine, reads positions
as L</position_ok> does); this distribution replaces that module in place
and is installed over it.

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
