package Game::Brandubh::Notation::Replay;

# A game replayed by what it says: replay and replay_why. The chosen
# backend replays (Game::Brandubh::Notation::XS's replay, in the C core, or
# Game::Brandubh::Notation::PP's, the same answers); the plain-Perl reader
# of the arguments says why they are refused.

use strict;
use warnings;

our $VERSION = '0.01';

use Exporter 'import';
use Game::Brandubh::Notation ();

our @EXPORT_OK   = qw(replay replay_why);
our %EXPORT_TAGS = (all => \@EXPORT_OK);

# replay is the backend's own sub: no call in between
{
    no strict 'refs';
    *replay = \&{'Game::Brandubh::Notation::' . Game::Brandubh::Notation::BACKEND() . '::replay'};
}

sub replay_why {    ## no critic (RequireArgUnpacking)
    {
        local ($@, $!);
        require Game::Brandubh::Notation::PP;
    }
    my ($board, $why) = Game::Brandubh::Notation::PP::replay_read(@_);
    return defined $board ? undef : $why;
}

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation::Replay - a game replayed by what it says

=head1 SYNOPSIS

    use Game::Brandubh::Notation::Replay qw(replay replay_why);

    # a record: stored moves, no captures stated
    my $replay = replay(undef, [qw(d2b2 d3c3 b2b3)]);
    print "$replay->{positions}[-1]\n";    # 3a3/3a3/3d3/aadkdaa/1ad4/7/3a3 d

    # a game that states its captures: one hash a move, as
    # Game::Brandubh::Notation::Dialects' move_from_dialect gives them
    $replay = replay(undef, [qw(d2b2 d3c3 b2b3)], [{}, {}, { captures => [qw(c3 b1)] }]);
    print "$replay->{fault}{message}\n";
    # move 3 'b2b3': b1 is said captured, and b1 is empty

    print replay_why(undef, ['d1-d3'])->{message}, "\n";
    # Move 1 is not a stored move.

=head1 DESCRIPTION

L<Game::Brandubh::Notation> knows no rule of play, and neither does this
module. A game that states its captures says everything that happened on
the board: each move takes the piece on its first square to its second,
and the squares it says it captured are emptied. That is notation, not
rules: this module plays a game so, gives the position after each move,
and finds the first move that the game's own words contradict.

It uses the backend L<Game::Brandubh::Notation> chose
(L<Game::Brandubh::Notation/BACKEND>); the answers are the same from both.
Nothing is exported unless asked for; C<:all> exports both functions.

=head1 FUNCTIONS

=head2 replay($start, \@moves, \@abouts)

C<$start> is a position (a string L<Game::Brandubh::Notation/position_ok>
accepts); C<undef> is the set-up, L<Game::Brandubh::Notation/SETUP>.
C<@moves> are stored moves (C<d1d3>, as
L<Game::Brandubh::Notation/move_split> reads one: lower case). C<\@abouts>
is C<undef> when the game states no captures (a record, stored moves), or
a reference to an array with one hash a move, each as
L<Game::Brandubh::Notation::Dialects/move_from_dialect> gives it. Of a
hash, three keys are read: C<captures> (C<undef>, or an array of squares,
read in either case), C<king> (its truth: the move says the king moved)
and C<king_square> (C<undef>, or the square the move says the king was
taken on). Every other key (C<king_taken>, C<king_home>, the marks) is
ignored.

The answer is a new hash reference:

=over 4

=item positions

An array of positions: the start, then the position after each move
played, each a string C<position_ok> accepts, written with each run of
empty squares as one digit (the start too), the side to move alternating
from the start's.

=item fault

C<undef> when every move was played; otherwise the first move the game's
words contradict, and C<positions> holds the positions up to the move
before it (the start, and one after each move played). The fault is a
hash: C<move>, the move's number (from 1); C<square>, the square at fault
(lower case); C<code>; and C<message>, which begins with the move's number
and the move (C<move 3 'e6e7': e6 is empty>).

=back

The answer is C<undef> when the arguments are not these: C<$start> is
neither C<undef> nor a position; C<\@moves> is not an array reference;
C<\@abouts> is neither C<undef> nor an array reference, or has not one
element a move; a move is not a stored move; an about is not a hash
reference; its C<captures> is neither C<undef> nor an array of squares;
its C<king_square> is neither C<undef> nor a square. The arguments are
read whole: a bad one makes the answer C<undef> even after a move that
failed. C<replay_why> says why.

=head3 The faults

A piece is an attacker (C<a>), a defender (C<d>) or the king (C<k>), who
is of the defenders. Each move is checked in this order, and the first
check that fails is the fault:

    code         square            the fault, and its message after "move N 'MOVE': "
    --------------------------------------------------------------------------------
    empty        the square left   it is empty:
                                   "e6 is empty"
    side         the square left   its piece is not of the side to move:
                                   "e6 holds an attacker, and the defenders are to move"
    king         the square left   the move says the king moved (king), and the
                                   piece is another:
                                   "the move says the king moved, and d1 holds a defender"
    taken        the square reached   it holds a piece:
                                   "d3 is taken: it holds a defender"
    king_square  king_square       the king is not there, once the piece moved:
                                   "the king is said taken on c4, and c4 holds a defender"
                                   "the king is said taken on c4, and c4 is empty"
    capture      the capture       it holds no piece of the other side, once the
                                   piece moved and the captures before it were
                                   emptied (a square said twice is empty the
                                   second time):
                                   "c3 is said captured, and c3 is empty"
                                   "c3 is said captured, and c3 holds a defender,
                                    of the side that moves"

A piece is named C<an attacker>, C<a defender> or C<the king>; a side
C<the attackers> or C<the defenders>.

Where the game states no captures (C<\@abouts> is C<undef>), only C<empty>
and C<side> are judged: a move from an empty square is still a
contradiction (a capture not written only ever empties a square), but a
move onto a piece is not (that piece may have been captured unsaid): the
piece moved is put there.

=head2 replay_why($start, \@moves, \@abouts)

C<undef> when C<replay> answers a hash for these arguments (whether or
not a move fails); otherwise a new hash reference saying why it answers
C<undef>: C<code>, C<message> (a sentence), and C<move> (the number of the
move, from 1) for a fault of one move's. The codes, in the order they are
looked for (the last four move by move, the move first):

    start        $start is neither undef nor a position
    moves        \@moves is not an array reference
    abouts       \@abouts is neither undef nor an array reference, or has
                 not one element a move
    move         a move is not a stored move
    about        an about is not a hash reference
    captures     an about's captures is neither undef nor an array of squares
    king_square  an about's king_square is neither undef nor a square

=head1 SEE ALSO

L<Game::Brandubh::Notation>, L<Game::Brandubh::Notation::Dialects>

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
