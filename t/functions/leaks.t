# No function leaks, on accepted input or on input refused at any depth.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Ops ();
use Brandubh::Functions qw(public_functions calls_of);
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::Why qw(:all);

BEGIN {
    eval { require Test::LeakTrace; Test::LeakTrace->import; 1 }
        or plan skip_all => 'Test::LeakTrace is not installed';
}

my @moves = map { my $f = $_; map { "$f${_}d4" } 1 .. 7 } 'a' .. 'g';
my $many = join ' ', (@moves) x 3;
my $start = '7/7/7/3k3/7/7/a6 d';
my %texts = (
    'a good record'                  => "variant x\nstart $start\nmoves $many\nresult resign attackers\n",
    'a UTF-8 record'                 => "variant caf\x{e9}\x{263a}\nmoves $many\nresult agreed\n",
    'a bad move after many'          => "variant x\nstart $start\nmoves $many d1d8\n",
    'a bad result after a start'     => "variant x\nstart $start\nmoves $many\nresult maybe\n",
    'a bad start'                    => "variant x\nstart 8/7/7/7/7/7/7 a\nmoves $many\n",
    'a line given twice'             => "variant x\nmoves $many\nvariant y\n",
    'an unknown line'                => "variant x\nmoves $many\nfoo bar\n",
    'no moves line'                  => "variant x\n",
);
for my $what (sort keys %texts) {
    my $text = $texts{$what};
    no_leaks_ok(sub { my $g = game_parse($text) }, "game_parse: $what");
    no_leaks_ok(sub { my @g = game_parse($text) }, "game_parse in list context: $what");
}

my %games = (
    'a good game'                    => { variant => 'x', start => $start, moves => [(@moves) x 3], result => { how => 'agreed' } },
    'a UTF-8 game'                   => { variant => "\x{263a}", moves => [(@moves) x 3], result => { how => 'resign', by => 'defenders' } },
    'a byte variant, a UTF-8 move'   => { variant => "caf\xe9", moves => [do { my $m = 'd1d3'; utf8::upgrade($m); $m }] },
    'a bad move after many'          => { variant => 'x', start => $start, moves => [(@moves) x 3, 'd1d8'] },
    'a bad result after a start'     => { start => $start, moves => [@moves], result => { how => 'resign', by => 'nobody' } },
    'a bad start'                    => { start => 'x', moves => [@moves] },
    'a bad variant'                  => { variant => "a\nb", moves => [@moves] },
    'moves not an array'             => { moves => 'd1d3' },
    'a blessed game'                 => bless({ moves => [] }, 'Foo'),
);
for my $what (sort keys %games) {
    my $game = $games{$what};
    no_leaks_ok(sub { my $t = game_string($game) }, "game_string: $what");
}

my %calls = map { $_ => [calls_of($_)] } public_functions();
for my $name (sort keys %calls) {
    no strict 'refs';
    my $code = \&{"Game::Brandubh::Notation::$name"};
    for my $args (@{ $calls{$name} }) {
        no_leaks_ok(sub { my @r = $code->(@$args); my $s = $code->(@$args) }, "$name(" . shown(@$args) . ')');
    }
}

# The same calls by name (ops, where there are), and compiling such calls:
# a sub made and freed gives back its ops and their pad slots.
my %nargs = Brandubh::Ops::OPS;
for my $name (sort keys %nargs) {
    my $args = Brandubh::Ops::args_of($name);
    my $named = eval "sub { my \@r = $name($args); my \$s = $name($args) }" or die $@;
    for my $args (@{ $calls{$name} }) {
        no_leaks_ok(sub { $named->(@$args) }, "$name(" . shown(@$args) . ') by name');
    }
    no_leaks_ok(sub { my $code = eval "sub { $name($args) }"; $code->(@{ $calls{$name}[0] }) },
                "$name: a call by name compiled and freed");
}
{
    no warnings 'redefine';
    my $named = eval 'sub { move_parse($_[0]) }' or die $@;
    no_leaks_ok(sub { local *main::move_parse = sub { 'mock' }; my $r = $named->('x') },
                'an op calling the sub put in its name');
}

# The reasons, accepted and refused at each depth.
for my $text (values %texts, SETUP, '7/7/7/7/7/7/8 a', 'Kd4-d1', 'd4-d1x', "\x{263a}", undef, []) {
    no_leaks_ok(sub { my @w = (position_why($text), move_why($text), game_why($text)) },
                'the *_why functions on ' . shown($text));
}

# Tied arguments.
{
    package Tied;
    sub TIESCALAR { bless { v => $_[1] }, $_[0] }
    sub FETCH { $_[0]{v} }
}
tie my $tied, 'Tied', "variant x\nmoves d1d3\n";
no_leaks_ok(sub { my $g = game_parse($tied) }, 'game_parse of a tied scalar');

# The reader: a stream of every record above, read in blocks of every
# kind, a record at a time, its games alone, and its counts. The XS
# backend's reader, whose scanner and records are made in C: the PP's is
# Perl, whose regular expressions keep the last match they made (its
# pattern and a copy of its string) from one call to the next, which
# Test::LeakTrace counts though it is no leak (a thousand reads of the
# same stream leave the PP's memory flat).
SKIP: {
    skip 'the reader of the XS backend', 8 unless Game::Brandubh::Notation::BACKEND() eq 'XS';
    require Game::Brandubh::Notation::Reader;
    my $stream = join '', map { my $t = $texts{$_}; utf8::encode($t); $t } sort keys %texts;
    $stream .= "variant x\nmoves d1d3 \xff\n" . 'moves ' . ('d1d3 ' x 100) . "zz\n";
    for my $block (7, 65536) {
        no_leaks_ok(sub { my $r = Game::Brandubh::Notation::Reader->new(\$stream, block => $block); my @all = $r->all; my $c = $r->counts },
                    "the reader, a record at a time, in blocks of $block");
        no_leaks_ok(sub { my $r = Game::Brandubh::Notation::Reader->new(\$stream, block => $block); 1 while $r->next_game },
                    "the reader's games, in blocks of $block");
        no_leaks_ok(sub { my $r = Game::Brandubh::Notation::Reader->new(\$stream, block => $block, games => 0, accepted => 0);
                          1 while $r->next },
                    "the reader's refusals, in blocks of $block");
    }
    no_leaks_ok(sub { my $r = Game::Brandubh::Notation::Reader->new(\'', block => 3); my @all = $r->all },
                'the reader of an empty stream');
    no_leaks_ok(sub { my $r = Game::Brandubh::Notation::Reader->new(\$stream); $r->next },
                'a reader left before its end');
}

# The tafl notations' readers and writer of a list in the XS backend: a
# list read and written in C, and lists the writer hands to Perl (a
# timeout, an about of a capital); the PP's are Perl, whose patterns keep
# their last match (see above).
SKIP: {
    skip 'the dialects of the XS backend', 4 unless Game::Brandubh::Notation::BACKEND() eq 'XS';
    require Game::Brandubh::Notation::Dialects;
    my $text = '1. d2-e2 c4-c2 2. b4-b3xc3/e3+ Kd4-d5 ---';
    my $list = Game::Brandubh::Notation::Dialects::list_from_dialect(otn => $text) or die "not read: $text";
    my %game = (%{ $list->{game} }, result => undef);
    my %handed = (%$list, game => \%game, notes => { timeout => 'attackers' });
    my %capital = (%$list, game => \%game, abouts => [ {}, {}, { captures => ['C3'] } ]);
    die 'the lists are not written' unless defined Game::Brandubh::Notation::Dialects::list_to_dialect(otn => $list)
        && defined Game::Brandubh::Notation::Dialects::list_to_dialect(nielsen => \%handed)
        && defined Game::Brandubh::Notation::Dialects::list_to_dialect(walker => \%capital);
    no_leaks_ok(sub { my $l = Game::Brandubh::Notation::Dialects::list_from_dialect(otn => $text) }, 'list_from_dialect');
    no_leaks_ok(sub { my $t = Game::Brandubh::Notation::Dialects::list_to_dialect(otn => $list, { numbered => 1 }) },
                'list_to_dialect, written in C');
    no_leaks_ok(sub { my $t = Game::Brandubh::Notation::Dialects::list_to_dialect(nielsen => \%handed) },
                'list_to_dialect, handed to Perl (a timeout)');
    no_leaks_ok(sub { my @t = Game::Brandubh::Notation::Dialects::list_to_dialect(walker => \%capital) },
                'list_to_dialect, handed to Perl (a capital)');
}

done_testing;
