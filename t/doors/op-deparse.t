# B::Deparse prints a call on the fast path as the call it is: the same text
# as for the same sub compiled without the fast path.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Ops;
BEGIN { xs_only() }
use Brandubh::Test;
use B::Deparse;
use Game::Brandubh::Notation ':all';

my $ops = ops_expected();
my %subs;
my $source = <<'PERL';
    my ($f, $r, %h) = (3, 3);
    $subs{NAME} = {
        square_name  => sub { my $s = square_name($f, $h{rank}); return $s },
        full_name    => sub { return Game::Brandubh::Notation::square_name($_[0], 6) },
        square_parse => sub { my ($x, $y) = square_parse($_[0]); return $x + $y },
        move_wire    => sub { return move_wire(square_name(1, 2), "d$r") },
        move_split   => sub { return [move_split($_[0])] },
        move_parse   => sub { return move_parse(lc $_[0]) // 'none' },
        position_ok  => sub { return position_ok(SETUP) ? 'yes' : 'no' },
        in_package   => sub { package Game::Brandubh::Notation; return move_parse($_[0]) },
    };
PERL
# Compiled twice: with ops (where there are), and with none.
for my $with (1, 0) {
    (my $code = $source) =~ s/NAME/$with ? 'ops' : 'calls'/e;
    set_fast_path($with) if $ops;
    eval "$code; 1" or die $@;
    set_fast_path(1) if $ops;
}

my $deparse = B::Deparse->new;
for my $name (sort keys %{ $subs{ops} }) {
    my ($with, $without) = map { $deparse->coderef2text($subs{$_}{$name}) } 'ops', 'calls';
    is($with, $without, "$name: the same text with the fast path and without");
    unlike($with, qr/XXX|custom|brandubh_/, "$name: no unknown op in the text");
}
my $text = $deparse->coderef2text($subs{ops}{square_name});
like($text, qr/my \$s = square_name\(\$f, \$h\{'rank'\}\);/, 'the call as it was written');
like($deparse->coderef2text($subs{ops}{full_name}), qr/Game::Brandubh::Notation::square_name\(\$_\[0\], 6\)/,
     'a full name where it was given');
like($deparse->coderef2text($subs{ops}{in_package}), qr/return move_parse\(\$_\[0\]\)/,
     'a short name in the package itself');
is(calls_op($subs{ops}{square_name}, 'square_name'), $ops ? 1 : 0, 'the first set takes the fast path where there is one');
is(calls_op($subs{calls}{square_name}, 'square_name'), 0, 'the second has none');

# The text compiles back to a sub giving the same answers.
my $again = eval 'sub ' . $deparse->coderef2text($subs{ops}{move_split}) or die $@;
is_deeply($again->('a1b2'), ['a1', 'b2'], 'the printed sub compiles and runs');
is(calls_op($again, 'move_split'), $ops ? 1 : 0, 'on the fast path again');

done_testing;
