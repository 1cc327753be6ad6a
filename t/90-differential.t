# The XS and the plain-Perl backend give the same answers, in list and in
# scalar context, for random calls of every function on every kind of
# argument. A fixed seed always, then a fresh one that is printed so that a
# failure can be replayed with BRANDUBH_SEED=N.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::PP ();
use Brandubh::Gen qw(random_call describe canonical);

use Brandubh::Test;

plan skip_all => 'the XS backend is not in use' unless Game::Brandubh::Notation::BACKEND() eq 'XS';

# Faults of UTF-8 texts, fixed: every field the same, flags included.
for my $text ("variant caf\x{e9}\nvariant x\nmoves\n", "moves\nmoves \x{263a}\n", "variant \x{e9}\nstart 7/7/7/7/7/7/8 a\n",
              "\x{e9}\n", "variant \x{e9}\n") {
    my @xs = Game::Brandubh::Notation::_game_fault($text);
    my @pp = Game::Brandubh::Notation::PP::_game_fault($text);
    is(canonical(\@xs), canonical(\@pp), 'the same fault, flags included: ' . describe('game_why', [$text]));
}

my $calls = $ENV{BRANDUBH_CALLS} || 60_000;
my @seeds = (20261129, defined $ENV{BRANDUBH_SEED} ? $ENV{BRANDUBH_SEED} : int rand 2**31);

for my $seed (@seeds) {
    diag("seed $seed, $calls calls");
    srand $seed;
    my ($done, $bad) = (0, 0);
    for (1 .. $calls) {
        my ($name, $args) = random_call();
        no strict 'refs';
        my $xs = \&{"Game::Brandubh::Notation::$name"};
        my $pp = \&{"Game::Brandubh::Notation::PP::$name"};
        my @list = (canonical([$xs->(@$args)]), canonical([$pp->(@$args)]));
        my @scalar = (canonical(scalar $xs->(@$args)), canonical(scalar $pp->(@$args)));
        $done++;
        next if $list[0] eq $list[1] && $scalar[0] eq $scalar[1];
        fail(describe($name, $args));
        diag("list:   xs $list[0]\n        pp $list[1]\nscalar: xs $scalar[0]\n        pp $scalar[1]");
        last if ++$bad >= 10;
    }
    is($bad, 0, "seed $seed: $done calls, XS and PP agree");

    # The fault scanners behind the *_why functions: the same fault from
    # both, and none exactly when the reader accepts.
    srand $seed;
    my ($why, $wrong) = (0, 0);
    my %reader = map {
        my $impl = $_;
        no strict 'refs';
        ($impl => {
            _position_fault => sub { &{"${impl}::position_ok"}($_[0]) },
            _move_fault     => sub { defined &{"${impl}::move_parse"}($_[0]) },
            _game_fault     => sub { defined &{"${impl}::game_parse"}($_[0]) },
        });
    } 'Game::Brandubh::Notation', 'Game::Brandubh::Notation::PP';
    my %kind = (_position_fault => 'position_ok', _move_fault => 'move_parse', _game_fault => 'game_parse');
    for (1 .. $calls / 2) {
        my ($name, $args) = random_call();
        my $fault = (grep { $kind{$_} eq $name } keys %kind)[0] or next;
        my $text = $args->[0];
        next if !defined $text || ref $text;
        no strict 'refs';
        my @xs = &{"Game::Brandubh::Notation::$fault"}($text);
        my @pp = &{"Game::Brandubh::Notation::PP::$fault"}($text);
        my $accepted = $reader{'Game::Brandubh::Notation'}{$fault}->($text) ? 1 : 0;
        my $accepted_pp = $reader{'Game::Brandubh::Notation::PP'}{$fault}->($text) ? 1 : 0;
        $why++;
        next if canonical(\@xs) eq canonical(\@pp) && (@xs == 0) == $accepted && (@pp == 0) == $accepted_pp;
        fail("$fault: " . describe($name, [$text]));
        diag('xs ' . canonical(\@xs) . "\npp " . canonical(\@pp) . "\naccepted $accepted");
        last if ++$wrong >= 10;
    }
    is($wrong, 0, "seed $seed: $why texts, the same fault from XS and PP, none exactly when each backend accepts");
}

done_testing;
