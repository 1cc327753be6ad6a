# Arguments are left as they were: a number read as a string keeps its
# flags, with no string form cached in the caller's scalar (a serializer that
# looks at the flags writes 3 for 3, not "3"), whatever the function, the
# argument's place and the way of calling.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use B ();
use Brandubh::Test;
use Brandubh::Functions qw(public_functions nargs_of);
use Game::Brandubh::Notation ':all';

sub flags { B::svref_2object(\$_[0])->FLAGS }

my @functions = public_functions();
# each function called by name with as many arguments as it reads
my %by_name = map {
    my $args = join ', ', map { "\$_[$_]" } 0 .. nargs_of($_) - 1;
    ($_ => (eval "sub { $_($args) }" or die $@));
} @functions;

for my $function (@functions) {
    no strict 'refs';
    my %ways = (name => $by_name{$function}, reference => \&{"Game::Brandubh::Notation::$function"});
    for my $way (sort keys %ways) {
        for my $number (3, 0, 6, 7, -1, 1.5, 3.0, 1e20, 18446744073709551615) {
            for my $place (0, 1) {
                my @args = ('d1d3', 'd3');
                $args[$place] = $number + 0;
                my $before = flags($args[$place]);
                my @list = $ways{$way}->(@args);
                my $scalar = $ways{$way}->(@args);
                is(flags($args[$place]), $before,
                   "$function by $way, the number $number as argument $place: its flags are as they were");
            }
        }
    }
}

# The numbers inside what game_string and move_display read are left too.
{
    my %game = (variant => 7, moves => [1234], start => 3.5);
    my %flags = map { $_ => flags($game{$_}) } qw(variant start);
    my $moves = flags($game{moves}[0]);
    game_string(\%game);
    is(flags($game{$_}), $flags{$_}, "game_string: the number under $_ is as it was") for sort keys %flags;
    is(flags($game{moves}[0]), $moves, 'game_string: a number among the moves is as it was');
}

done_testing;
