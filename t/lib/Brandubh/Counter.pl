package Brandubh::Counter;

# A tied scalar that counts its fetches: tie my $x, 'Brandubh::Counter',
# VALUE; then tied($x)->{fetches}.

use strict;
use warnings;

sub TIESCALAR { my ($class, $value) = @_; bless { value => $value, fetches => 0 }, $class }
sub FETCH { $_[0]{fetches}++; $_[0]{value} }
sub STORE { $_[0]{value} = $_[1] }

1;
