# Ops in threads: a sub compiled before the threads start (its ops shared by
# all) and one compiled in each thread give the answers, each thread with
# its own pad targets; a sub mocked in one thread is mocked there only.
use strict;
use warnings;
use Config;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Ops;
BEGIN { xs_only() }

BEGIN {
    plan skip_all => 'this perl has no ithreads' unless $Config{useithreads};
    plan skip_all => 'threads.pm cannot be loaded' unless eval { require threads; 1 };
}
use threads;
use Brandubh::Test;
use Game::Brandubh::Notation ':all';

sub answers {
    my ($n) = @_;
    my @out;
    for my $i (0 .. 2000) {
        my ($f, $r) = (($i + $n) % 8, ($i * 3 + $n) % 7);
        my $square = square_name($f, $r) // 'x';
        push @out, join ',', map { defined $_ ? $_ : 'undef' } $square, square_parse($square),
            move_wire($square, 'd4'), move_split(move_wire('a1', $square) // ''), scalar(move_split('b2c3')),
            move_parse("K$square-d4"), position_ok($i % 2 ? SETUP : $square);
    }
    return join "\n", @out;
}
ok(!ops_expected() || calls_op(\&answers, 'square_name'), 'compiled to ops where there are ops');

my @want = map { answers($_) } 0 .. 3;
my @threads = map {
    my $n = $_;
    threads->create(sub {
        my $here = eval 'sub { [move_parse($_[0]), square_name($_[1], $_[1])] }' or die $@;
        my @got = (answers($n), $here->('Kd1-d3', $n));
        {
            no warnings 'redefine';
            local *main::move_parse = sub { "mocked in $n" };
            push @got, move_parse('x'), $here->('x', 0)->[0];
        }
        push @got, move_parse('d1d3');
        return join '|', $got[0], @{ $got[1] }, @got[2 .. $#got];
    });
} 0 .. 3;
for my $n (0 .. 3) {
    my $got = $threads[$n]->join;
    my $here = join '|', 'd1d3', square_name($n, $n), "mocked in $n", "mocked in $n", 'd1d3';
    is($got, join('|', $want[$n], $here), "thread $n: the answers, its mock, and the XSUB after");
}
is(move_parse('x'), undef, 'the main thread never saw a mock');
is(answers(0), $want[0], 'and gives its answers still');

done_testing;
