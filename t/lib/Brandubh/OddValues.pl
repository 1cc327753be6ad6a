package Brandubh::OddValues;

# Values whose number and string disagree, or that are numbers or strings
# at an edge (dual values, objects whose "" and 0+ differ, "3abc", "0 but
# true", infinities, the largest and smallest integers...), each put in
# every argument of every function (and in every value of %about and
# %game), called in list and in scalar context. An outcome is what a call
# gives, what it warns and what it dies of, as one line of text; the
# expectations are 0.01's outcomes, recorded by a run of 0.01 on each perl
# of the matrix (tools/v001-odd-values.pl; t/data/v001/). Loaded by
# t/functions/odd-values.t and by that tool, under 0.01 and under this
# module alike: it names no backend, and reads the functions from the
# package Game::Brandubh::Notation, whichever module put them there.

use strict;
use warnings;
use Config;
use Data::Dumper ();
use Scalar::Util qw(dualvar);

use Exporter 'import';
our @EXPORT_OK = qw(cases outcome signature);

{
    package Brandubh::OddValues::Pair;    # "" and 0+ give two things
    use overload '""' => sub { $_[0][0] }, '0+' => sub { $_[0][1] }, fallback => 1;
    sub new { my ($class, $string, $number) = @_; return bless [$string, $number], $class }
}

my $SETUP = '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a';
my $inf = 9**9**9;
my $iv_max = ~0 >> 1;

# Each value by its name; made anew for every call, so that no call finds a
# string or a number another call cached in it.
my @values = (
    (map { my ($n, $s) = @$_; ["dualvar($n, '$s')" => sub { dualvar($n, $s) }] }
        [-100, '3'], [1000, '3'], [1e20, '3'], [5, '3'], [3.7, '3'], [-1, '0'], [2**32, '6'],
        [0, 'd4'], [1, 'd1d3'], [0, 'Kd4-d1'], [0, 'd1-d3xc3'], [7, ''], [0, $SETUP], [1, 'agreed'],
        [0, 'resign'], [0, 'attackers'], [1, 'defenders'], [0, 'brandubh'], [1, '0'], [0, '1']),
    ["dualvar(2, 'a record')" => sub { dualvar(2, "variant brandubh\nmoves d1d3\n") }],
    (map { my ($s, $n) = @$_; ["Pair('$s', $n)" => sub { Brandubh::OddValues::Pair->new($s, $n) }] }
        ['3', 5], ['3', -100], ['3', 1000], ['3', 1e20], ['d4', 0], ['d1d3', 0], ['Kd4-d1', 1],
        [$SETUP, 0], ['agreed', 0], ['resign', 1], ['attackers', 1], ['x', 3], ['', 1], ['0', 1], ['1', 0]),
    (map { my $s = $_; ["'$s'" => sub { "$s" }] }
        '3abc', '0 but true', '0E0', '3.0', '+3', ' 3', '3 ', '03', 'inf', 'nan', 'Inf', 'NaN', '-0',
        '1_0', '0x3', 'd4 ', 'D4', 'K', 'd1d3 ', ' d1d3', 'D1D3', 'Kd4-D1++'),
    ['9**9**9' => sub { $inf }],
    ['-9**9**9' => sub { -$inf }],
    ['NaN (inf - inf)' => sub { $inf - $inf }],
    ['~0' => sub { ~0 }],
    ['~0 >> 1' => sub { $iv_max }],
    ['-(~0 >> 1) - 1' => sub { -$iv_max - 1 }],
    ['1e20' => sub { 1e20 }],
    ['-0.0' => sub { -0.0 }],
    ['0.5' => sub { 0.5 }],
    ['3.0' => sub { 3.0 }],
    ['3' => sub { 3 }],
    ['2**53 + 1' => sub { 2**53 + 1 }],
    ['1e-300' => sub { 1e-300 }],
);

# Each place a value can stand, by its name, as a sub of the value that
# calls the function with it there.
sub _f { no strict 'refs'; return \&{"Game::Brandubh::Notation::$_[0]"} }
my @places = (
    ['square_name(V, 3)'    => sub { _f('square_name')->($_[0], 3) }],
    ['square_name(3, V)'    => sub { _f('square_name')->(3, $_[0]) }],
    ['square_parse(V)'      => sub { _f('square_parse')->($_[0]) }],
    ['move_wire(V, d3)'     => sub { _f('move_wire')->($_[0], 'd3') }],
    ['move_wire(d1, V)'     => sub { _f('move_wire')->('d1', $_[0]) }],
    ['move_split(V)'        => sub { _f('move_split')->($_[0]) }],
    ['move_parse(V)'        => sub { _f('move_parse')->($_[0]) }],
    ['move_display(V, {})'  => sub { _f('move_display')->($_[0], {}) }],
    ['move_display(d1d3, V)'              => sub { _f('move_display')->('d1d3', $_[0]) }],
    ['move_display(d1d3, {king => V})'    => sub { _f('move_display')->('d1d3', { king => $_[0] }) }],
    ['move_display(d1d3, {captures => [V, e3]})' => sub { _f('move_display')->('d1d3', { captures => [$_[0], 'e3'] }) }],
    ['move_display(d1d3, {captures => V})'       => sub { _f('move_display')->('d1d3', { captures => $_[0] }) }],
    ['move_display(d1d3, {king_home => V})'      => sub { _f('move_display')->('d1d3', { king_home => $_[0] }) }],
    ['move_display(d1d3, {king_taken => V})'     => sub { _f('move_display')->('d1d3', { king_taken => $_[0] }) }],
    ['position_ok(V)'       => sub { _f('position_ok')->($_[0]) }],
    ['position_cells(V)'    => sub { _f('position_cells')->($_[0]) }],
    ['game_string({variant => V})'  => sub { _f('game_string')->({ variant => $_[0] }) }],
    ['game_string({moves => [V]})'  => sub { _f('game_string')->({ moves => [$_[0]] }) }],
    ['game_string({start => V})'    => sub { _f('game_string')->({ start => $_[0] }) }],
    ['game_string({result => {how => V}})' => sub { _f('game_string')->({ result => { how => $_[0] } }) }],
    ['game_string({result => {how => resign, by => V}})'
        => sub { _f('game_string')->({ result => { how => 'resign', by => $_[0] } }) }],
    ['game_parse(V)'        => sub { _f('game_parse')->($_[0]) }],
);
# game_string({moves => V}) and {result => V}: a value that is no
# reference there is where 0.01 dies and this module answers undef (the one
# documented departure, CONTRACT.md), so they are not among the places.

# Every case: [name, sub that makes the call in the context it is given].
sub cases {
    my @cases;
    for my $place (@places) {
        for my $value (@values) {
            my ($call, $make) = ($place->[1], $value->[1]);
            push @cases, ["$place->[0] with V = $value->[0]", sub { $call->($make->()) }];
        }
    }
    return @cases;
}

# What a case does, as one line: its answer in list context, then in scalar
# context, each with what it warned and what it died of (perl's own words,
# without the file and line, which name whichever module ran).
sub outcome {
    my ($call) = @_;
    return join ' | ', map { _one($call, $_) } 'list', 'scalar';
}

sub _one {
    my ($call, $context) = @_;
    my @warnings;
    local $SIG{__WARN__} = sub { push @warnings, $_[0] };
    local $@;
    my @answer;
    my $lived = eval {
        if ($context eq 'list') { @answer = $call->() }
        else { $answer[0] = $call->() }
        1;
    };
    my $died = $lived ? '' : "$@";
    s/ at \S+ line \d+(?:, <[^>]*> (?:line|chunk) \d+)?\.?\n?\z//s, s/\n/\\n/g for @warnings, $died;
    my $text = $lived ? _dumped(\@answer) : "died: $died";
    $text .= join '', map { " warned: $_" } @warnings;
    return "$context $text";
}

# An answer as one line of printable ASCII. What Data::Dumper itself warns
# of as it writes (perl 5.26 and 5.28 of a code point past IV_MAX) is the
# test's, not the call's, and is not heard; nor, under perl -w (as make
# test runs a test), what 5.10's Data::Dumper, which has no lexical
# warnings, would die of as a warning made fatal.
sub _dumped {
    my ($answer) = @_;
    no warnings;
    local $^W = 0;
    local $SIG{__WARN__} = sub { };
    local $Data::Dumper::Useqq = 1;
    local $Data::Dumper::Sortkeys = 1;
    local $Data::Dumper::Indent = 0;
    local $Data::Dumper::Terse = 1;
    return Data::Dumper::Dumper($answer);
}

# The perl a recording belongs to: its version, and the sizes of its
# integers and numbers (what chr, + and a number's string depend on).
sub signature {
    return sprintf '%s-iv%d-nv%d', $], $Config{ivsize}, $Config{nvsize};
}

1;
