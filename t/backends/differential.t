# The XS and the plain-Perl backend give the same answers, in list and in
# scalar context, for random calls of every function on every kind of
# argument. A fixed seed always, then a fresh one that is printed so that a
# failure can be replayed with BRANDUBH_SEED=N.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::PP ();
use Brandubh::Gen qw(random_call describe canonical);
use Brandubh::Ops;
use Brandubh::Functions qw(fact fault_functions accepts);
use Game::Brandubh::Notation ':all';

use Brandubh::Test;
use Brandubh::Child qw(in_children);

plan skip_all => 'the XS backend is not in use' unless Game::Brandubh::Notation::BACKEND() eq 'XS';

# Faults of UTF-8 texts, fixed: every field the same, flags included.
for my $text ("variant caf\x{e9}\nvariant x\nmoves\n", "moves\nmoves \x{263a}\n", "variant \x{e9}\nstart 7/7/7/7/7/7/8 a\n",
              "\x{e9}\n", "variant \x{e9}\n") {
    my @xs = Game::Brandubh::Notation::XS::game_fault($text);
    my @pp = Game::Brandubh::Notation::PP::game_fault($text);
    is(canonical(\@xs), canonical(\@pp), 'the same fault, flags included: ' . describe('game_why', [$text]));
}

# The small functions called by name, with as many arguments as they read:
# the calls that become ops. Missing arguments are undef, and extra ones are
# not passed, as for any call.
my %nargs = OPS;
my %named = map {
    my $args = args_of($_);
    ($_ => [eval("sub { [$_($args)] }"), eval("sub { scalar $_($args) }")]);
} keys %nargs;
ok(!grep({ !$_->[0] || !$_->[1] } values %named), 'the calls by name compile');
is(scalar(grep { calls_op($named{$_}[0], $_) } keys %named), ops_expected() ? scalar(keys %nargs) : 0,
   'the calls by name take the fast path where there is one');

# calls a seed: BRANDUBH_CALLS, or 20,000 (300,000 with EXTENDED_TESTING)
my $calls = $ENV{BRANDUBH_CALLS} || ($ENV{EXTENDED_TESTING} ? 300_000 : 20_000);
my @seeds = (20261129, defined $ENV{BRANDUBH_SEED} ? $ENV{BRANDUBH_SEED} : int rand 2**31);

# Each seed in a child of its own (Brandubh::Child's in_children: two at a
# time where perl forks), which returns how many calls it made and what it
# found wrong; the tests are told here.
sub calls_of_seed {
    my ($seed) = @_;
    srand $seed;
    my %found = (done => 0, bad => [], why => 0, wrong => []);
    for (1 .. $calls) {
        my ($name, $args) = random_call();
        no strict 'refs';
        my $xs = \&{"Game::Brandubh::Notation::$name"};
        my $pp = \&{"Game::Brandubh::Notation::PP::$name"};
        my @list = (canonical([$xs->(@$args)]), canonical([$pp->(@$args)]));
        my @scalar = (canonical(scalar $xs->(@$args)), canonical(scalar $pp->(@$args)));
        if (my $named = $named{$name}) {
            # by name, as an op where there are ops, in both contexts
            push @list, canonical($named->[0]->(@$args));
            push @scalar, canonical($named->[1]->(@$args));
        }
        $found{done}++;
        next if !grep { $_ ne $list[0] } @list and !grep { $_ ne $scalar[0] } @scalar;
        push @{ $found{bad} }, [describe($name, $args),
            "list:   xs $list[0]\n        pp $list[1]\nscalar: xs $scalar[0]\n        pp $scalar[1]"
            . ($named{$name} ? "\nby name: list $list[2]\n         scalar $scalar[2]" : '')];
        last if @{ $found{bad} } >= 10;
    }

    # The fault scanners behind the *_why functions: the same fault from
    # both, and none exactly when the reader accepts.
    srand $seed;
    # each fault reader with the public function whose texts it reads
    my %kind = map { $_ => fact($_, 'accepts') } fault_functions();
    for (1 .. $calls / 2) {
        my ($name, $args) = random_call();
        my $fault = (grep { $kind{$_} eq $name } keys %kind)[0] or next;
        my $text = $args->[0];
        next if !defined $text || ref $text;
        no strict 'refs';
        my @xs = &{"Game::Brandubh::Notation::XS::$fault"}($text);
        my @pp = &{"Game::Brandubh::Notation::PP::$fault"}($text);
        my $accepted = accepts($name, &{"Game::Brandubh::Notation::$name"}($text)) ? 1 : 0;
        my $accepted_pp = accepts($name, &{"Game::Brandubh::Notation::PP::$name"}($text)) ? 1 : 0;
        $found{why}++;
        next if canonical(\@xs) eq canonical(\@pp) && (@xs == 0) == $accepted && (@pp == 0) == $accepted_pp;
        push @{ $found{wrong} }, ["$fault: " . describe($name, [$text]),
            'xs ' . canonical(\@xs) . "\npp " . canonical(\@pp) . "\naccepted $accepted"];
        last if @{ $found{wrong} } >= 10;
    }
    return \%found;
}

my @found = in_children(map { my $seed = $_; sub { calls_of_seed($seed) } } @seeds);
for my $i (0 .. $#seeds) {
    my ($seed, $found) = ($seeds[$i], $found[$i]);
    diag("seed $seed, $calls calls");
    for (@{ $found->{bad} }) { fail($_->[0]); diag($_->[1]) }
    is(scalar @{ $found->{bad} }, 0, "seed $seed: $found->{done} calls, XS and PP agree");
    for (@{ $found->{wrong} }) { fail($_->[0]); diag($_->[1]) }
    is(scalar @{ $found->{wrong} }, 0,
       "seed $seed: $found->{why} texts, the same fault from XS and PP, none exactly when each backend accepts");
}

done_testing;
