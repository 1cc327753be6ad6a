# GAME_BRANDUBH_NOTATION_OPS=0 turns the fast path off: no call takes it, and
# the answers are the same. Any other value, or none, leaves them on where
# this perl has them.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Ops;
BEGIN { xs_only() }
use Brandubh::Test;
use Brandubh::Functions qw(fast_functions fast_calls_answers);
use Game::Brandubh::Notation ();

my $has_ops = Brandubh::Ops::ops_expected();
my @inc = map { qq{"-I$_"} } grep { !ref } @INC;
my $file = "$FindBin::Bin/../lib/fast-calls.pl";

for my $case (['0', 0], [undef, $has_ops], ['1', $has_ops], ['', $has_ops], ['00', $has_ops]) {
    my ($value, $on) = @$case;
    local $ENV{GAME_BRANDUBH_NOTATION_OPS} = $value;
    delete $ENV{GAME_BRANDUBH_NOTATION_OPS} unless defined $value;
    my $out = qx{"$^X" @inc "$file" 2>&1};
    my $ops = $on ? scalar(fast_functions()) : 0;
    my $name = defined $value ? "GAME_BRANDUBH_NOTATION_OPS='$value'" : 'GAME_BRANDUBH_NOTATION_OPS unset';
    is($out, fast_calls_answers() . "\nops $ops, on $on\n", "$name: $ops ops, the same answers");
}

# In a program, configure(fast_path => 0) stops the calls compiled from then on, and no other.
SKIP: {
    skip 'no ops on this perl, or not the XS backend', 3 unless $has_ops;
    my $before = eval 'sub { Game::Brandubh::Notation::move_parse($_[0]) }' or die $@;
    Game::Brandubh::Notation::XS::configure(fast_path => 0);
    my $off = eval 'sub { Game::Brandubh::Notation::move_parse($_[0]) }' or die $@;
    Game::Brandubh::Notation::XS::configure(fast_path => 1);
    require Brandubh::Ops;
    is(Brandubh::Ops::calls_op($before, 'move_parse'), 1, 'compiled while on: the fast path');
    is(Brandubh::Ops::calls_op($off, 'move_parse'), 0, 'compiled while off: a call');
    is($before->('d1-d3') . $off->('d1-d3'), 'd1d3d1d3', 'the same answer');
}

done_testing;
