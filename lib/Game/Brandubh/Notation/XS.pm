package Game::Brandubh::Notation::XS;

# The XS backend: the functions of Game::Brandubh::Notation made by the
# module's shared object, which this loads and sets up. Game::Brandubh::Notation
# loads it, when it can (its BACKEND_ERROR says why it could not).

use strict;
use warnings;

our $VERSION = '0.01';

# The XS reads, as it loads, the set-up (Game::Brandubh::Notation's constant,
# defined before that module loads a backend) and the default variant, and
# holds the subs it calls for the rare value only Perl's operators can read.
use Game::Brandubh::Notation::Operators ();

require XSLoader;
XSLoader::load('Game::Brandubh::Notation', $VERSION);

# White space is what this perl's \s matches, and Perl changed it (VT joined
# in 5.18, U+180E left with Unicode 6.3): the C core is told what this perl
# says of the characters that changed.
my $vt_utf8 = "\x0B\x{100}";
chop $vt_utf8;
configure(space_rules => [scalar("\x0B" =~ /\A\s\z/), scalar($vt_utf8 =~ /\A\s\z/),
                          scalar("\x{180E}" =~ /\A\s\z/)]);

# Calls by name of the small functions compiled from now on take the fast
# path, unless the environment says 0 (Game::Brandubh::Notation's
# Internals.pod, "The fast path of calls by name").
configure(fast_path => !defined $ENV{GAME_BRANDUBH_NOTATION_OPS} || $ENV{GAME_BRANDUBH_NOTATION_OPS} ne '0');

1;

__END__

=head1 NAME

Game::Brandubh::Notation::XS - the XS backend of Game::Brandubh::Notation

=head1 SYNOPSIS

    # Normally chosen for you; to insist on it:
    BEGIN { $ENV{GAME_BRANDUBH_NOTATION_BACKEND} = 'XS' }
    use Game::Brandubh::Notation ':all';

    # What this build is and does:
    my $build = Game::Brandubh::Notation::XS::build();
    print "@{ $build->{tricks} }\n";

=head1 DESCRIPTION

The interface of L<Game::Brandubh::Notation> made by its C core and XS glue.
L<Game::Brandubh::Notation> uses it when it was built and loads, unless the
environment asks for the plain-Perl backend,
L<Game::Brandubh::Notation::PP>, which has the same functions and answers.
It exports nothing.

Its functions are those of L<Game::Brandubh::Notation>, documented there.
They are the very subs of that package (so that a profiler or an error
message names them as the module it replaces names them), and this package
holds them too:

=over 4

=item square_name, square_parse, move_wire, move_split, move_parse, move_display, position_ok, position_cells, game_string, game_parse

=back

Beside them, the fault readers that the C<*_why> functions use, the same in
both backends (see L<Game::Brandubh::Notation::PP>):

=over 4

=item position_fault, move_fault, game_fault

=back

And the replay of L<Game::Brandubh::Notation::Replay/replay>, in the C
core (the same answers as L<Game::Brandubh::Notation::PP>'s):

=over 4

=item replay(START, MOVES, ABOUTS)

=back

And the readers and the writer of a list of
L<Game::Brandubh::Notation::Dialects>, in the C core (the same answers as
that module's plain-Perl ones), which that module makes its own when the
XS is the backend:

=over 4

=item move_from_dialect(DIALECT, TEXT)

=item list_from_dialect(DIALECT, TEXT, OPTIONS)

As L<Game::Brandubh::Notation::Dialects> documents them. Options whose
reading could run Perl code are handed, with the arguments as read, to
that module's reader of a list, which reads the moves with C<dialect_read>.

=item list_to_dialect(DIALECT, LIST, OPTIONS)

As L<Game::Brandubh::Notation::Dialects> documents it: a list whose
values are all plain written by the C core, any other handed, with the
arguments untouched, to that module's Perl writer.

=item dialect_read(DIALECT, TEXT, LIST, BEFORE, ENDED)

For the C<_why> readers: a move (C<LIST> false) read as the stored move
and its about, or a list read as the moves, their abouts and the closing
word's meaning (C<resigned>, C<timeout> or C<undef>); C<undef> and the
fault when it is refused: for a move C<[code, at, what]>, for a list a
hash of C<code>, C<at>, C<what>, C<token>, C<token_at>, C<moves>, C<word>
and C<ended> (places in characters). Dies unless given a dialect's name and
a plain text. A list may be a piece of one, read on from where the pieces
before it left off: C<BEFORE> moves read before it (its turn numbers are
counted on from them, and so are a fault's C<moves>), and C<ENDED>, the
move among them whose mark ended the game (0 for none); both 0 unless
given.

=back

Two subs set up the backend and tell of it. Neither is part of the
interface; they serve the module, its tests and its benchmark.

=over 4

=item configure(NAME => VALUE, ...)

C<space_rules>, given once as the backend loads: what this perl's C<\s>
matches of the characters Perl's releases disagree on. (The other fact of
the running perl the C core is given, its C<IV_MAX>, past which a code
point is malformed, the shared object knows from the headers it was
compiled with.) C<fast_path>: whether
calls by name of the small functions compiled from then on take the fast
path (L<Game::Brandubh::Notation::Internals/"The fast path of calls by name">); it has no effect on a
perl without one.

=item build(CODE)

A hash reference: C<tricks>, the speed tricks built in (C<fast_path>,
C<targets>, C<bucket_walk>; each can be left out of a build with
C<-DBN_NO_FAST>, C<-DBN_NO_TARGETS> or C<-DBN_NO_WALK>); C<fast_path>,
true when calls compiled now take it; C<hash_walk>, true when the bucket
walk agreed with Perl's own hash reads as the backend loaded;
C<entersub_check>, how the fast path tells Perl's own C<entersub> from a
profiler's (C<dladdr>, C<module> on Windows, C<range> elsewhere and under
C<-DBN_NO_DLADDR>, C<none> in a build without the fast path); C<functions>,
the table the functions are made from, a row each (name, count of
arguments, whether it is public, whether it has a fast path). Given a code
reference, also C<fast_calls>: the names of the functions its calls on the
fast path call, in the order of its op tree.

=back

=head1 AUTHOR

LNATION <email@lnation.org>

=head1 LICENSE AND COPYRIGHT

This software is Copyright (c) 2026 by LNATION <email@lnation.org>.

This is free software, licensed under:

  The Artistic License 2.0 (GPL Compatible)

=cut
