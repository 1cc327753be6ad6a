#!/usr/bin/perl
# The XS backend's readers of the dialects against the plain-Perl ones
# (Dialects.pm's twin): random and mutated moves and lists of every dialect,
# each read by both, every field of every answer equal (the stored moves,
# each move's about, the game, the notes, the first side; a fault's code,
# place and message), in list and scalar context, as byte strings and as
# UTF-8 strings. BRANDUBH_DIFF_COUNT sets how many texts (1,500, or
# 4,000 under EXTENDED_TESTING; a few hundred thousand is a longer run), BRANDUBH_DIFF_SEED
# the seed.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use Data::Dumper;
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::Dialects qw(dialects move_to_dialect);

plan skip_all => 'the XS backend is not in use: ' . Game::Brandubh::Notation::BACKEND_ERROR()
    unless Game::Brandubh::Notation::BACKEND() eq 'XS';

my $count = how_many(BRANDUBH_DIFF_COUNT => 1500, 4000);
my $seed = defined $ENV{BRANDUBH_DIFF_SEED} ? $ENV{BRANDUBH_DIFF_SEED} : int rand 1e9;
srand $seed;
diag "seed $seed, $count texts";

my $D = 'Game::Brandubh::Notation::Dialects';
my %xs = (
    move      => \&Game::Brandubh::Notation::Dialects::move_from_dialect,
    move_why  => \&Game::Brandubh::Notation::Dialects::move_from_dialect_why,
    list      => \&Game::Brandubh::Notation::Dialects::list_from_dialect,
    list_why  => \&Game::Brandubh::Notation::Dialects::list_from_dialect_why,
);
my %pp = (
    move      => \&Game::Brandubh::Notation::Dialects::_move_from_dialect_pp,
    move_why  => \&Game::Brandubh::Notation::Dialects::_move_from_dialect_why_pp,
    list      => \&Game::Brandubh::Notation::Dialects::_list_from_dialect_pp,
    list_why  => \&Game::Brandubh::Notation::Dialects::_list_from_dialect_why_pp,
);
is($xs{move}, \&Game::Brandubh::Notation::XS::move_from_dialect, 'move_from_dialect is the XS backend\'s');
is($xs{list}, \&Game::Brandubh::Notation::XS::list_from_dialect, 'list_from_dialect is the XS backend\'s');

my @dialects = dialects();
my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
my @keys = qw(king king_home king_taken threat way_out wins loses lower);
# what a mutation puts in: the grammar's characters, others near them, and
# characters of other kinds (white space, a letter and a space of UTF-8)
my @noise = (split(//, 'aAbBcdefgGhHkKzxX0123456789-+#/,.^=* '), "\t", "\n", "\x{e9}", "\x{a0}", "\x{2003}", "\x{212A}", '---',
             'resigned', 'timeout', '1.', '2...', '10.', 'K', 'xK');

sub pick { return $_[ int rand @_ ] }

# A move of dialect d as its writer writes it, from a random about.
sub written {
    my ($d) = @_;
    my $move = pick(@squares) . pick(@squares);
    my %about;
    $about{$_} = 1 for grep { rand() < 0.12 } @keys;
    if (rand() < 0.4) {
        my @captures = map { pick(@squares) } 1 .. 1 + int rand 3;
        $about{captures} = \@captures;
        if (rand() < 0.3) { $about{king_square} = pick(@captures); $about{king_taken} = 1 }
    }
    $about{hyphen} = 0 if rand() < 0.2;
    my $text = move_to_dialect($d, $move, \%about);
    return defined $text ? $text : 'd1-d2';
}

sub mutated {
    my ($text) = @_;
    for (1 .. 1 + int rand 3) {
        my $at = int rand(length($text) + 1);
        my $r = rand;
        if ($r < 0.4) { substr($text, $at, 0) = pick(@noise) }
        elsif ($r < 0.7) { substr($text, $at, 1) = '' }
        else { substr($text, $at, 1) = pick(@noise) }
    }
    $text = uc $text if rand() < 0.05;
    return $text;
}

sub a_move {
    my ($d) = @_;
    my $text = written(rand() < 0.8 ? $d : pick(@dialects));
    $text = mutated($text) if rand() < 0.6;
    return $text;
}

sub a_list {
    my ($d) = @_;
    my $n = int rand 12;
    my $numbered = rand() < 0.4;
    my @tokens;
    for my $i (0 .. $n - 1) {
        push @tokens, ($i / 2 + 1) . (rand() < 0.5 ? '. ' : '.') if $numbered && $i % 2 == 0;
        push @tokens, ($i / 2 + 0.5) . '... ' if $numbered && $i % 2 && rand() < 0.1;
        push @tokens, written($d);
    }
    push @tokens, pick('resigned', 'timeout', '---') if rand() < 0.3;
    my $text = join ' ', @tokens;
    $text =~ s/\.\.\. (?=\S)/... /g;
    $text = mutated($text) if rand() < 0.5;
    $text = "\n$text\t" if rand() < 0.1;
    return $text;
}

my @options = (undef, {}, { first => 'defenders' }, { first => 'attackers' }, { start => '7/7/7/3k3/7/7/7 d' },
               { start => '7/7/7/3k3/7/7/7 d', first => 'attackers' }, { variant => 'tablut' }, { variant => "\n" },
               { variant => ' ' }, { variant => '' }, { first => 'nobody' }, { start => 'no' }, 'x', 0, [],
               { variant => \'ref' }, { first => 3 });

sub dump_of {
    local $Data::Dumper::Sortkeys = 1;
    local $Data::Dumper::Indent = 0;
    local $Data::Dumper::Useqq = 1;
    return Data::Dumper::Dumper(@_);
}

my ($failed, $same) = (0, 0);
sub check {
    my ($what, $d, $text, @rest) = @_;
    my $f = $what =~ /^list/ ? $what : $what;
    my @x = $xs{$f}->($d, $text, @rest);
    my @p = $pp{$f}->($d, $text, @rest);
    my $sx = scalar $xs{$f}->($d, $text, @rest);
    my $sp = scalar $pp{$f}->($d, $text, @rest);
    if (dump_of(\@x, $sx) eq dump_of(\@p, $sp)) { $same++; return }
    $failed++;
    return if $failed > 20;
    fail("$what $d " . dump_of($text, @rest));
    diag('XS: ' . dump_of(\@x, $sx));
    diag('PP: ' . dump_of(\@p, $sp));
}

for my $i (1 .. $count) {
    my $d = pick(@dialects);
    my $text = $i % 2 ? a_move($d) : a_list($d);
    my @texts = ($text);
    if (rand() < 0.2) { my $u = $text; utf8::upgrade($u); push @texts, $u }
    for my $t (@texts) {
        check('move', $d, $t);
        check('move_why', $d, $t);
        my @o = rand() < 0.7 ? () : (pick(@options));
        check('list', $d, $t, @o);
        check('list_why', $d, $t, @o);
    }
}
# the arguments that are no dialect's or no text
for my $d (undef, 'none', \'otn', @dialects) {
    for my $t (undef, '', ' ', \'d1-d2', 12, 'd1-d2') {
        check($_, $d, $t) for qw(move move_why list list_why);
    }
}
# the shown form's corners: read by the shown move's own grammar (the C
# core's bn_shown_squares and bn_shown_marks, Operators' $SHOWN_MOVE), with
# no white space about it and no Kelvin sign for a king's letter (which
# move_parse reads as k), each answer said here and the same in both
my %shown = (' d1d3' => undef, 'd1d3 ' => undef, "d1d3\n" => undef, "\x{212A}d1-d3" => undef, "d1-d3\x{2003}" => undef,
             'd1-d3+' => undef, 'd1-d3xc3,' => undef, 'd1-d3xc3xe3' => undef, 'Kd1--d3' => undef,
             'D1-D3' => ['d1d3', {}], 'kd1d3' => ['d1d3', { king => 1, hyphen => 0 }],
             'd1d3XC3' => ['d1d3', { hyphen => 0, captures => ['c3'] }],
             'Kd1-d3xC3,e3++' => ['d1d3', { king => 1, captures => [qw(c3 e3)], king_home => 1 }],
             'd1-d3xc3,e3#' => ['d1d3', { captures => [qw(c3 e3)], king_taken => 1 }]);
for my $text (sort keys %shown) {
    check($_, 'shown', $text) for qw(move move_why list list_why);
    for my $read ([ XS => $xs{move} ], [ PP => $pp{move} ]) {
        my @got = $read->[1]->('shown', $text);
        is_deeply(@got ? \@got : undef, $shown{$text}, "$read->[0]: the shown form reads " . dump_of($text) . ' as it says');
    }
}
# false options are none, in both (the plain-Perl reader died of a 0 or '')
for my $none (0, '', '0') {
    my $list = eval { $pp{list}->('otn', 'd2-d3', $none) };
    ok($list && $list->{first} eq 'attackers', "options " . dump_of($none) . " are none to the plain-Perl reader");
}
ok(!$failed, "XS and PP agree ($same answers compared, $failed differ)");
done_testing;
