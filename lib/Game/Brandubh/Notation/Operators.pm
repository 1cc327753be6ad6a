package Game::Brandubh::Notation::Operators;

# The three places where the interface reads a value through Perl's own
# operators, so that an object with overloading or a dual value counts as
# Perl itself counts it: square_name's file and rank, the array of
# game_string's moves, and the how and by of its result. Both backends use
# these subs: the PP backend for every call, the XS for the rare value only
# Perl's operators can read. It is loaded with the module, so that no code
# is looked up or loaded as a call runs (a Safe compartment forbids it).

use strict;
use warnings;

our $VERSION = '0.01';

use Scalar::Util ();

# The check reads each as Perl stringifies it, the answer as Perl numifies
# it: a dual value's string is checked and its number used, and an object
# counts through its overloading.
sub square_name {
    my ($file, $rank) = @_;
    return undef unless defined $file && defined $rank
        && "$file" =~ /\A[0-6]\z/ && "$rank" =~ /\A[0-6]\z/;
    return chr(ord('a') + $file) . ($rank + 1);
}

# The array of a true moves value, as Perl's @{} reads it: an array
# reference, blessed or not, an object overloading @{}, or a glob; undef
# for anything else (where Perl would die). The object is asked by Perl's
# @{} itself: no name is looked up (which a Safe compartment would not
# allow), and $@ is left as it was.
sub moves_array {
    my ($moves) = @_;
    return \@$moves if ref \$moves eq 'GLOB';
    return undef unless ref $moves;
    return \@$moves if Scalar::Util::reftype($moves) eq 'ARRAY';
    return undef unless defined Scalar::Util::blessed($moves);
    local $@;
    return eval { \@$moves };
}

# The result line of how and by, compared as Perl's eq compares them (an
# undefined one as ''), by written as Perl stringifies it; undef when they
# are no result.
sub result_line {
    my ($how, $by) = map { defined $_ ? $_ : '' } @_;
    return "result agreed\n" if $how eq 'agreed';
    return "result resign $by\n" if $how eq 'resign' && ($by eq 'attackers' || $by eq 'defenders');
    return undef;
}

1;
