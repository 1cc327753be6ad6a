#!perl -T
# A program of its own for t/88-taint.t, run with perl -T: calls each
# function with tainted arguments and prints, for each value it gives (and
# each value inside one), T when it is tainted and c when it is clean.
use strict; use warnings;
use Scalar::Util qw(tainted);
use Game::Brandubh::Notation ':all';
my $T = substr($ENV{PATH}, 0, 0);    # empty, and tainted
sub t { my $v = shift; return 'T' if tainted($v); return 'c' }
sub deep { my $v = shift; return t($v) unless ref $v; my $s = t($v) . '{';
  if (ref $v eq 'ARRAY') { $s .= join ',', map { deep($_) } @$v } elsif (ref $v eq 'HASH') { $s .= join ',', map { "$_=" . deep($v->{$_}) } sort keys %$v } return "$s}" }
my @cases = (
 [square_name => "3$T", 3], [square_name => 3, "3$T"], [square_name => "9$T", 3],
 [square_parse => "d4$T"], [square_parse => "zz$T"],
 [move_wire => "d1$T", 'd3'], [move_wire => 'd1', "d3$T"],
 [move_split => "d1d3$T"], [move_parse => "Kd1-d3$T"], [move_parse => "zz$T"],
 [move_display => "d1d3$T", {captures => ["c3$T"], king => "1$T"}],
 [position_ok => SETUP . $T], [position_cells => SETUP . $T],
 [game_string => {variant => "v$T", moves => ["d1d3$T"], start => "7/7/7/3k3/7/7/a6 d$T", result => {how => "resign$T", by => "attackers$T"}}],
 [game_parse => "variant x$T\nstart 7/7/7/3k3/7/7/a6 d\nmoves d1d3\nresult resign attackers\n"],
);
for my $c (@cases) { my ($f, @a) = @$c; no strict 'refs'; my $code = \&{"main::$f"};
  my @l = $code->(@a); my $s = $code->(@a);
  print "$f: list(", join(' ', map { deep($_) } @l), ") scalar ", deep($s), "\n"; }
