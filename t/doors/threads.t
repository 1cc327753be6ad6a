# Every function from several ithreads at once gives the main thread's answers.
use strict;
use warnings;
use Config;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }

BEGIN {
    plan skip_all => 'this perl has no ithreads' unless $Config{useithreads};
    plan skip_all => 'threads.pm cannot be loaded' unless eval { require threads; 1 };
}
use threads;
use Brandubh::Test;
use Brandubh::Gen qw(random_call canonical);
use Game::Brandubh::Notation ':all';

my $threads = 4;
my $rounds = $ENV{BRANDUBH_THREAD_CALLS} || 5000;

# One fixed list of calls; each thread makes them all, in its own order.
srand 71;
my @calls = map { [random_call()] } 1 .. 500;
push @calls, ['game_parse', ["variant x\nmoves " . join(' ', ('d1d3') x 200) . "\nresult agreed\n"]],
             ['position_cells', [SETUP]], ['move_display', ['d1d3', { captures => ['e3', 'c3'], king => 1 }]];

sub answers {
    my ($offset) = @_;
    my @out;
    for my $i (0 .. $rounds - 1) {
        my ($name, $args) = @{ $calls[($i + $offset) % @calls] };
        no strict 'refs';
        my $code = \&{"Game::Brandubh::Notation::$name"};
        $out[($i + $offset) % @calls] = canonical([$code->(@$args)]) . '|' . canonical(scalar $code->(@$args));
    }
    return join "\n", map { defined $_ ? $_ : '' } @out;
}

my @want = map { answers($_ * 37) } 0 .. $threads - 1;
my @workers = map { my $n = $_; threads->create(sub { answers($n * 37) }) } 0 .. $threads - 1;
for my $n (0 .. $threads - 1) {
    my $got = $workers[$n]->join;
    ok(defined $got && $got eq $want[$n], "thread $n: $rounds calls of the ten functions, the main thread's answers");
}

done_testing;
