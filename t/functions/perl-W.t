# No warning under perl -W, which turns warnings on everywhere, for any of
# the arguments the contract speaks of, in either backend.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Temp qw(tempfile);

# -W also wakes warnings inside Perl's own library (overload.pm warns of
# builtin::blessed on 5.36): those are not ours, and are set aside by place.
my $script = <<'PERL';
BEGIN {
    $SIG{__WARN__} = sub {
        my ($where) = $_[0] =~ / at (.+?) line \d+\.?\n\z/;
        print STDERR $_[0] if !defined $where || $where eq $0 || $where =~ m{blib|Game/Brandubh};
    };
}
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::Why qw(:all);
{ package Stringy; use overload '""' => sub { 'd4' }, fallback => 1; }
{ package Three; use overload '""' => sub { '3' }, '0+' => sub { 5 }, fallback => 1; }
{ package Listy; use overload '@{}' => sub { ['d1d3'] }, fallback => 1; }
use Scalar::Util ();
my @args = (undef, '', 0, 3, 3.0, 1.5, -1, '03', "3\n", 'd4', 'D4', "a1\0", 'd1d3', 'Kd4-d1++', "\x{212A}d4-d1",
            "\xA0d1d3", SETUP, "variant x\r\nmoves d1d3\r\nresult agreed\n", \'d4', ['d4'], { king => 1 },
            sub { 1 }, \*STDOUT, *STDOUT, qr/x/, bless({}, 'Stringy'), bless([], 'Foo'), v1.2,
            bless({}, 'Three'), Scalar::Util::dualvar(5, '3'), Scalar::Util::dualvar(2.5, '0'));
# Surrogates and a noncharacter from perl 5.14 on, a code point past
# Unicode from 5.18 on: before, perl warns of them itself (where the script
# makes them; 5.14's \s warns of 0x110000 in any pattern, 0.01's too) and
# 5.10 dies of 0x110000 in a pattern.
push @args, eval q{ ("\x{D800}d4", "d1\x{DFFF}d3", "\x{FFFF}D4-D1") } if $] >= 5.014;
push @args, eval q{ "\x{110000}" } if $] >= 5.018;
my $n = 0;
for my $f (grep { $_ ne 'SETUP' } @{ $Game::Brandubh::Notation::EXPORT_TAGS{all} }) {
    my $code = \&{"Game::Brandubh::Notation::$f"};
    for my $a (@args) {
        for my $b (@args) {
            my @l = $code->($a, $b);
            my $s = $code->($a, $b);
            $n++;
        }
        my @none = $code->();
    }
}
my @games = ({ variant => undef, start => undef, moves => undef, result => undef },
             { variant => \'x', start => [], moves => 'x', result => 'x' },
             { moves => [undef, \'x', 'd1d3'] }, { result => { how => undef, by => undef } },
             { result => { how => 'resign', by => undef } }, { moves => { a => 1 } },
             { moves => bless({}, 'Listy'), result => { how => bless({}, 'Stringy') } },
             { result => { how => 'resign', by => bless({}, 'Three') } });
game_string($_) for @games;
move_display('d1d3', { king => undef, captures => [undef, \1, 'C3', 1.5], king_home => undef, king_taken => undef });
move_display('d1d3', { captures => { a => 1 } });
for my $a (@args, "", "\n", "start\n", "variant x\nstart\nmoves\n", "\x{263a}\n\x{263a}") {
    my @w = (position_why($a), move_why($a), game_why($a));
}
print "calls $n\n";
PERL

my ($fh, $file) = tempfile(SUFFIX => '.pl', UNLINK => 1);
print {$fh} $script;
close $fh or die $!;

for my $pp (0, 1) {
    local $ENV{GAME_BRANDUBH_NOTATION_PP} = $pp;
    my $output = qx{"$^X" -W @{[ map { qq{"-I$_"} } grep { !ref } @INC ]} "$file" 2>&1};
    is($?, 0, 'the script ran, backend ' . ($pp ? 'PP' : 'default'));
    like($output, qr/\Acalls \d+\n\z/, 'and printed nothing but its count: no warning') or diag $output;
}

done_testing;
