package Game::Brandubh::Notation::Why;

# Why a text is refused: position_why, move_why and game_why, the companions
# of Game::Brandubh::Notation's readers. The chosen backend's fault reader
# finds the first fault (Game::Brandubh::Notation::PP or ::XS, the same
# answer), and Game::Brandubh::Notation::Messages words it.

use strict;
use warnings;

our $VERSION = '0.01';

use Exporter 'import';
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::Messages ();

our @EXPORT_OK   = qw(position_why move_why game_why);
our %EXPORT_TAGS = (all => \@EXPORT_OK);

# the fault readers of the backend in use, each a sub of a plain value
my %fault = do {
    no strict 'refs';
    my $package = 'Game::Brandubh::Notation::' . Game::Brandubh::Notation::BACKEND();
    map { $_ => \&{"${package}::${_}_fault"} } qw(position move game);
};

# The answer of a *_why function, and in list context the fault too: a
# type answer for undef or a reference, else the first fault, if any, as
# the answer's code, at and message.
sub _answer {
    my ($what, $faults, $message, $text) = @_;
    return { code => 'type', at => undef, message => "Expected $what, got undef." } unless defined $text;
    return { code => 'type', at => undef, message => "Expected $what, got a reference." } if ref $text;
    my ($fault) = $faults->($text) or return undef;
    # a malformed string is never quoted: its bad bytes are no characters
    my $said = $fault->{code} eq 'encoding'
        ? "The text is flagged UTF-8 but is not well-formed UTF-8: character " . ($fault->{at} + 1)
          . ' starts with a byte that begins no character.'
        : $message->($text, $fault);
    return ({ code => $fault->{code}, at => $fault->{at}, message => $said }, $fault);
}

sub position_why {
    my ($text) = @_;
    my ($why) = _answer('a position', $fault{position}, \&Game::Brandubh::Notation::Messages::position_message, $text);
    return $why;
}

sub move_why {
    my ($text) = @_;
    my ($why) = _answer('a move', $fault{move}, \&Game::Brandubh::Notation::Messages::move_message, $text);
    return $why;
}

sub game_why {
    my ($text) = @_;
    # a move that is not stored is said in its stored form, as move_parse
    # (the one in its name now) stores it
    my $move_parse = \&Game::Brandubh::Notation::move_parse;
    my ($why, $fault) = _answer('a game record', $fault{game},
                                sub { Game::Brandubh::Notation::Messages::game_message($move_parse, @_) }, $text);
    return undef unless $why;
    my ($line, $column) = (undef, undef);
    if (defined $why->{at} && $why->{code} eq 'encoding') {
        # read in bytes up to the bad one, the characters before it being
        # well formed: the text itself is never decoded
        utf8::encode(my $bytes = $text);
        my $before = substr $bytes, 0, $fault->{byte};
        $line = 1 + ($before =~ tr/\n//);
        (my $last = $before) =~ s/\A.*\n//s;
        $column = 1 + ($last =~ tr/\x80-\xBF//c);
    }
    elsif (defined $why->{at}) {
        my $before = substr $text, 0, $why->{at};
        $line = 1 + ($before =~ tr/\n//);
        $column = $why->{at} - (rindex($before, "\n") + 1) + 1;
    }
    @{$why}{qw(line column)} = ($line, $column);
    return $why;
}

1;

__END__

=encoding utf8

=head1 NAME

Game::Brandubh::Notation::Why - why Game::Brandubh::Notation refuses a string

=head1 SYNOPSIS

    use Game::Brandubh::Notation qw(game_parse);
    use Game::Brandubh::Notation::Why qw(position_why move_why game_why);

    my $text = "variant brandubh\nmoves d1d3 Kd1-d3\n";
    if (!game_parse($text)) {
        my $why = game_why($text);
        print "$why->{line}:$why->{column}: $why->{code}: $why->{message}\n";
        # 2:12: move: 'Kd1-d3' is a move as it is shown; a game stores it as d1d3.
    }

=head1 DESCRIPTION

The readers of L<Game::Brandubh::Notation> answer C<undef> (or 0, or the
empty list) for a string they refuse, and nothing more. The three
functions here say why, for a person holding a log who wants to know which
line is wrong. They live in a module of their own so that
L<Game::Brandubh::Notation>'s exports stay exactly those of the module it
replaces. Nothing is exported unless asked for; C<:all> exports the three.

They use the backend L<Game::Brandubh::Notation> chose
(L<Game::Brandubh::Notation/BACKEND>); the answers are the same from both.

=head1 FUNCTIONS

Each answers C<undef> exactly when its reader accepts the text, and
otherwise a new hash reference:

=over 4

=item code

A word from the lists below, which will not change.

=item message

One plain English sentence that quotes the offending part (at most 20
characters of it, then C<...>), in ASCII: printable ASCII as it is, and
every other character by its code point, C<\xHH> below 256 and
C<\x{HHHH}> above (C<'d1d3\xa0a1'>, C<'\x{263a}'>). A string without the
UTF-8 flag is read as bytes, so each byte past ASCII is one C<\xHH>
(C<'d1d3\xc2\xa0a1'>). Every message of this distribution quotes what it
found this one way: those of L<Game::Brandubh::Notation::Reader> and of
L<brandubh-notation> too (a line that is not UTF-8 quotes the bytes that
are no character).

=item at

Where the fault starts, counted in characters from 0; C<undef> when the
argument is not a plain value.

=back

When a text has several faults, the one reported is the first found
reading the text from its start. The answers are the same from both
backends.

Each also has the code C<encoding>: a string with Perl's UTF-8
flag whose bytes are not UTF-8 (which only broken code makes; see
L<Game::Brandubh::Notation/"WHITE SPACE, CASE AND CHARACTERS">). C<at> is the character its
first bad byte begins, and the message quotes nothing of it.

=head2 position_why

    my $why = position_why($string);    # undef exactly when position_ok($string)

Codes: C<type> (not a plain value), C<letter> (a character in the board
that is none of C<a d k 1-7 />), C<rows> (not seven rows), C<width> (a
row not seven squares wide; the message names the rank and its width),
C<side> (the board is not followed by one space, C<a> or C<d>, and the
end). A row's characters are read before its width is measured, so
C<'6x/...'> is a C<letter> fault at 1.

=head2 move_why

    my $why = move_why($text);          # undef exactly when move_parse($text) is defined

Codes: C<type>; C<empty> (nothing but white space); C<square> (a letter
and a digit where a square belongs that are off the board, such as
C<h1>, C<a8> or C<a0>; the message names it); C<form> (anything else;
the message says what was expected there, for example a square after
C<x>).

=head2 game_why

    my $why = game_why($text);          # undef exactly when game_parse($text) is defined

The hash also has C<line> (from 1, counting every line feed) and
C<column> (from 1, in characters, within that line); both C<undef> with
C<at>. Codes: C<type>; C<line> (a line that is not a known word followed
by its end or one space and the rest); C<twice> (a line given twice);
C<variant> (a variant line with no name); C<start> (a start line that is
not a position; the message gives L</position_why>'s reason and C<at>
points into the position); C<move> (an entry of the moves line that is
not a stored move; when L<Game::Brandubh::Notation/move_parse> reads it, the message shows the
stored form: "'Kd1-d3' is a move as it is shown; a game stores it as
d1d3"); C<result> (a result other than C<agreed>, C<resign attackers>
and C<resign defenders>); C<missing> (no variant line, or no moves line;
C<at> is the end of the text).

A message that quotes a byte-order mark (U+FEFF, C<\x{feff}>: a line
that begins with one, a move that holds one) says what it is and how to
remove a file's (C<sed '1s/^\xEF\xBB\xBF//' FILE>): a text holds one
where a file that begins with one was joined to another.

=head1 SEE ALSO

L<Game::Brandubh::Notation>, whose readers these explain;
L<Game::Brandubh::Notation::Reader>, which gives each refused record of a
stream with C<game_why>'s code and message, placed in the whole stream.

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
