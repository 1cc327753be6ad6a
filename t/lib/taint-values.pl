#!perl -T
# A program of its own for t/doors/taint.t, run with perl -T: calls each
# public function with tainted arguments, as taint_calls() in
# Brandubh::Functions lists the calls, and prints, for each value it gives
# (and each value inside one), T when it is tainted and c when it is clean.
use strict;
use warnings;
use Scalar::Util qw(tainted);
BEGIN {
    require FindBin;
    my ($bin) = $FindBin::Bin =~ /\A(.*)\z/s;    # a folder of this test's, untainted
    require "$bin/inc.pl";
}
use Game::Brandubh::Notation ':all';
use Brandubh::Functions qw(taint_calls taint_shape);

my $T = substr($ENV{PATH}, 0, 0);    # empty, and tainted

# A copy of a value with every plain string in it tainted (a blessed or
# other reference is kept as it is).
sub tainted_copy {
    my ($v) = @_;
    return $v unless defined $v;
    return "$v$T" unless ref $v;
    return [map { tainted_copy($_) } @$v] if ref $v eq 'ARRAY';
    return { map { $_ => tainted_copy($v->{$_}) } keys %$v } if ref $v eq 'HASH';
    return $v;
}

for my $call (taint_calls()) {
    my ($name, $args, $which) = @$call;
    my @args = map { $which->[$_] ? tainted_copy($args->[$_]) : $args->[$_] } 0 .. $#$args;
    no strict 'refs';
    my $code = \&{"Game::Brandubh::Notation::$name"};
    my @list = $code->(@args);
    my $scalar = $code->(@args);
    print "$name: list(", join(' ', map { taint_shape($_, tainted($_)) } @list), ') scalar ',
        taint_shape($scalar, tainted($scalar)), "\n";
}
