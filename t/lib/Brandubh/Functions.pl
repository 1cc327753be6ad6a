package Brandubh::Functions;

# The tests' table of the functions: every fact about one function that a
# test of all of them needs is stated here, in its row, and nowhere else.
# A test that is about every function (or every one with a fast path)
# takes its rows, and its counts and expected outputs, from here; asked for
# a fact a row lacks, fact() dies, so that a new row without it fails the
# tests that need it rather than being passed over. t/backends/table.t holds the
# XS's own table (xs/functions.h) to this one, and t/functions/everywhere.t each
# row's examples and refusals to the functions.
#
# The facts of a row (the public functions have them all, the fault
# readers those marked *):
#
#   name*      the function's name
#   args*      what it reads, an argument each (Brandubh::Gen makes values
#              of these kinds): number (a file or rank), square, move (as
#              stored), shown (a move as shown), position, game (a record),
#              about (move_display's %about), record (game_string's %game)
#   public*    1 for a function of the interface, 0 for a backend's own
#   fast*      1 when calls of it by name take the fast path (the XS's)
#   accepts*   a fault reader's: the public function whose texts it reads
#              (it finds a fault exactly when that one refuses)
#   refusal    what it gives for what it refuses: undef (undef in any
#              context), empty (the empty list; undef outside list
#              context) or zero (0 in any context)
#   answer     the shape of what it gives for what it accepts: one (one
#              value in any context) or pair (two in list context, the
#              second alone outside it)
#   odd        refused when it refuses every odd argument (t/60's: undef,
#              references, globs, numbers...), read when it reads some of
#              them as Perl's operators do
#   taint      which values are tainted when its arguments are (perl -T),
#              as the pure-Perl 0.01's: clean (none), args (each value it
#              gives for what it accepts), lc (those, from perl 5.14 on,
#              as lc leaves them; clean before) or side (the side a
#              position_cells gives; its rows are clean)
#   examples   [[ARGUMENTS] => [THE VALUES IN LIST CONTEXT]], the first
#              the one a program calls (t/lib/fast-calls.pl): its
#              arguments plain values, all different
#   refused    [ARGUMENTS], each refused
#   cases      [ARGUMENTS], more calls, accepted or refused, that the tests
#              comparing ways of calling make (odd values, characters past
#              Latin-1, too few arguments)

use strict;
use warnings;

use Exporter 'import';
our @EXPORT_OK = qw(xs_rows fact public_functions fast_functions fault_functions nargs_of
                    fault_reader calls_of first_example refusal_values accepts args_source
                    fast_calls_source fast_calls_answers taint_calls taint_shape taint_expected);

my $SETUP = '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a';

my @ROWS = (
    { name => 'square_name', args => [qw(number number)], public => 1, fast => 1,
      refusal => 'undef', answer => 'one', odd => 'read', taint => 'args',
      examples => [[[2, 5] => ['c6']], [[3, 3] => ['d4']], [['0', '6'] => ['a7']]],
      refused => [[7, 0], [7, 3], ['x', 1], [undef, 1], ['1', ''], ['3', \3], ['9', 3]],
      cases => [[3], []] },
    { name => 'square_parse', args => [qw(square)], public => 1, fast => 1,
      refusal => 'empty', answer => 'pair', odd => 'refused', taint => 'clean',
      examples => [[['c6'] => [2, 5]], [['d4'] => [3, 3]], [['A1'] => [0, 0]], [['g7'] => [6, 6]]],
      refused => [['h1'], [''], [undef], [" b2\n"], ['h9'], [\'d4'], ['zz']],
      cases => [["b2\x{100}"], []] },
    { name => 'move_wire', args => [qw(square square)], public => 1, fast => 1,
      refusal => 'undef', answer => 'one', odd => 'refused', taint => 'lc',
      examples => [[['c6', 'd1'] => ['c6d1']], [['D1', 'd3'] => ['d1d3']]],
      refused => [['d1', 'x'], [undef, 'a1'], ["a1\x{100}", 'b1'], ['D1', 'h3'], [['d1'], 'd3'], ['d1']],
      cases => [["\x{e9}", 'a1'], []] },
    { name => 'move_split', args => [qw(move)], public => 1, fast => 1,
      refusal => 'empty', answer => 'pair', odd => 'refused', taint => 'clean',
      examples => [[['c6d1'] => ['c6', 'd1']], [['a1b2'] => ['a1', 'b2']]],
      refused => [['D1D3'], ['d1d9'], [''], [undef], ["d1d3\x{100}"], [{}]],
      cases => [[], ['d1d3', 'x']] },
    { name => 'move_parse', args => [qw(shown)], public => 1, fast => 1,
      refusal => 'undef', answer => 'one', odd => 'refused', taint => 'clean',
      examples => [[['Kc6-d1'] => ['c6d1']], [['Kd1-d3xc3,e3++'] => ['d1d3']], [['a1-a2'] => ['a1a2']],
                   [["\x{212A}d4-d1"] => ['d4d1']]],
      refused => [['zz'], [undef], ["d1-d3\x{263a}"], [' d4 d1'], [sub { }], ['d1']],
      cases => [['d1d3'], ["  d1d3\n"], []] },
    { name => 'move_display', args => [qw(move about)], public => 1, fast => 0,
      refusal => 'undef', answer => 'one', odd => 'read', taint => 'clean',
      examples => [[['d1d3', { king => 1 }] => ['Kd1-d3']],
                   [['d1d3', { king => 1, captures => ['E3', 'c3', undef, \1], king_home => 1 }] => ['Kd1-d3xc3,e3++']],
                   [['d1d3', bless({}, 'Foo')] => ['d1-d3']]],
      refused => [['x'], ['D1D3', {}], [undef, { king => 1 }]],
      cases => [['d1d3', { captures => [('c3') x 1000] }], ['d1d3'], []] },
    { name => 'position_ok', args => [qw(position)], public => 1, fast => 1,
      refusal => 'zero', answer => 'one', odd => 'refused', taint => 'clean',
      examples => [[[$SETUP] => [1]], [['7/7/7/7/7/7/7 a'] => [1]]],
      refused => [['x'], [undef], [\$SETUP], ['8/7/7/7/7/7/7 a']],
      cases => [["$SETUP\x{100}"], []] },
    { name => 'position_cells', args => [qw(position)], public => 1, fast => 0,
      refusal => 'empty', answer => 'pair', odd => 'refused', taint => 'side',
      examples => [[['7/7/7/3k3/7/7/a6 d'] => [[([('') x 7]) x 3, ['', '', '', 'k', '', '', ''], ([('') x 7]) x 2,
                                                ['a', ('') x 6]], 'd']]],
      refused => [['8/7/7/7/7/7/7 a'], [[]], ['x']],
      cases => [[$SETUP], []] },
    { name => 'game_string', args => [qw(record)], public => 1, fast => 0,
      refusal => 'undef', answer => 'one', odd => 'read', taint => 'clean',
      examples => [[[{ moves => ['d1d3'] }] => ["variant brandubh\nmoves d1d3\n"]],
                   [[{}] => ["variant brandubh\nmoves\n"]]],
      refused => [['x'], [{ moves => ['zz'] }]],
      cases => [[{ variant => 'x', start => $SETUP, moves => [], result => { how => 'agreed' } }], []] },
    { name => 'game_parse', args => [qw(game)], public => 1, fast => 0,
      refusal => 'undef', answer => 'one', odd => 'refused', taint => 'clean',
      examples => [[["variant brandubh\nmoves d1d3\n"] => [{ variant => 'brandubh', start => $SETUP,
                                                            moves => ['d1d3'], result => undef }]]],
      refused => [['x'], ["variant x\nmoves zz\n"]],
      cases => [["variant x\nstart 7/7/7/3k3/7/7/a6 d\nmoves d1d3\nresult resign attackers\n"], []] },
    { name => 'position_fault', args => [qw(position)], public => 0, fast => 0, accepts => 'position_ok' },
    { name => 'move_fault',     args => [qw(shown)],    public => 0, fast => 0, accepts => 'move_parse' },
    { name => 'game_fault',     args => [qw(game)],     public => 0, fast => 0, accepts => 'game_parse' },
);
my %ROW = map { $_->{name} => $_ } @ROWS;

# The rows as the XS's build() gives its own: name, count of arguments,
# public, fast path.
sub xs_rows { return map { [$_->{name}, scalar @{ $_->{args} }, $_->{public}, $_->{fast}] } @ROWS }

# A function's row, or death.
sub row {
    my ($name) = @_;
    return $ROW{$name} || die "Brandubh::Functions: no function $name in the tests' table\n";
}

# A fact of a function's row, or death when the row does not state it.
sub fact {
    my ($name, $fact) = @_;
    my $row = row($name);
    die "Brandubh::Functions: the tests' table states no $fact for $name\n" unless exists $row->{$fact};
    return $row->{$fact};
}

# The public functions, those with a fast path, and the fault readers each
# backend has beside them, in the table's order.
sub public_functions { return map { $_->{name} } grep { $_->{public} } @ROWS }
sub fast_functions   { return map { $_->{name} } grep { $_->{fast} } @ROWS }
sub fault_functions  { return map { $_->{name} } grep { !$_->{public} } @ROWS }

# The count of arguments a function reads.
sub nargs_of { return scalar @{ fact($_[0], 'args') } }

# Every argument list of a function's row: its examples', its refused and
# its other cases.
sub calls_of {
    my ($name) = @_;
    return ((map { $_->[0] } @{ fact($name, 'examples') }), @{ fact($name, 'refused') }, @{ fact($name, 'cases') });
}

# The first example: its arguments and its values in list context.
sub first_example {
    my ($name) = @_;
    my ($args, $values) = @{ fact($name, 'examples')->[0] };
    return ($args, $values);
}

# What a function gives for what it refuses, by its refusal fact: its
# values in list context (a reference to them), and its value outside it.
sub refusal_values {
    my ($name) = @_;
    my $refusal = fact($name, 'refusal');
    return $refusal eq 'undef' ? ([undef], undef)
         : $refusal eq 'zero'  ? ([0], 0)
         : $refusal eq 'empty' ? ([], undef)
         : die "Brandubh::Functions: no refusal $refusal (for $name)\n";
}

# Whether a function accepted what it was given, by its values in list
# context: they are not its refusal's.
sub accepts {
    my ($name, @values) = @_;
    my ($refused) = refusal_values($name);
    return 1 if @values != @$refused;
    return scalar grep { !defined $values[$_] ? defined $refused->[$_]
                       : !defined $refused->[$_] || $values[$_] ne $refused->[$_] } 0 .. $#values;
}

# Plain values as Perl source (numbers as numbers): what a program of its
# own writes to call a function by name.
sub args_source {
    my (@args) = @_;
    require B;
    return join ', ', map {
        !defined $_                              ? 'undef'
      : ref $_                                   ? die "Brandubh::Functions: no source for a reference\n"
      : B::svref_2object(\$_)->FLAGS & B::SVf_POK() ? B::perlstring($_)
      :                                             $_
    } @args;
}

# An expression, as Perl source, that calls each function with a fast path
# by name, with its first example's arguments, and joins their values with
# spaces; and what it gives.
sub fast_calls_source {
    return 'join " ", '
        . join(', ', map { my ($args) = first_example($_); "$_(" . args_source(@$args) . ')' } fast_functions());
}
sub fast_calls_answers { return join ' ', map { my (undef, $values) = first_example($_); @$values } fast_functions() }

# The calls of the taint test (t/lib/taint-values.pl): each public
# function's examples, with one argument tainted at a time, and its refused
# calls with every argument tainted: [NAME, ARGUMENTS, [WHICH ARE TAINTED]].
sub taint_calls {
    my @calls;
    for my $name (public_functions()) {
        for my $example (@{ fact($name, 'examples') }) {
            my $args = $example->[0];
            push @calls, map { my $i = $_; [$name, $args, [map { $_ == $i ? 1 : 0 } 0 .. $#$args]] } 0 .. $#$args;
        }
        push @calls, map { [$name, $_, [(1) x @$_]] } @{ fact($name, 'refused') };
    }
    return @calls;
}

# A value as the taint test prints it: T or c for the value itself (T when
# tainted is true), then, for an array or a hash, each value inside it in
# braces (a hash's by their sorted keys), clean or tainted as it is.
sub taint_shape {
    my ($v, $tainted) = @_;
    my $s = $tainted ? 'T' : 'c';
    return $s unless ref $v;
    require Scalar::Util;
    my $inside = sub { taint_shape($_[0], Scalar::Util::tainted($_[0])) };
    return "${s}{" . join(',', map { $inside->($_) } @$v) . '}' if ref $v eq 'ARRAY';
    return "${s}{" . join(',', map { "$_=" . $inside->($v->{$_}) } sort keys %$v) . '}' if ref $v eq 'HASH';
    return $s;
}

# What the taint test prints for its calls, by each row's refusal, answer
# and taint facts: a refusal is clean; an answer's values are tainted as
# its taint fact says, what they hold clean.
sub taint_expected {
    my $out = '';
    for my $call (taint_calls()) {
        my ($name, $args) = @$call;
        my ($example) = grep { $_->[0] == $args } @{ fact($name, 'examples') };
        if (!$example) {
            my ($refused) = refusal_values($name);
            $out .= "$name: list(" . join(' ', map { 'c' } @$refused) . ") scalar c\n";
            next;
        }
        my @values = @{ $example->[1] };
        my $taint = fact($name, 'taint');
        my @tainted = map {
              $taint eq 'clean' ? 0
            : $taint eq 'args'  ? 1
            : $taint eq 'lc'    ? ($] >= 5.014 ? 1 : 0)
            : $taint eq 'side'  ? ($_ == $#values ? 1 : 0)
            : die "Brandubh::Functions: no taint rule $taint (for $name)\n"
        } 0 .. $#values;
        # outside list context, the last value (t/60 holds each row to it)
        $out .= "$name: list(" . join(' ', map { taint_shape($values[$_], $tainted[$_]) } 0 .. $#values)
              . ') scalar ' . taint_shape($values[-1], $tainted[-1]) . "\n";
    }
    return $out;
}

# A backend's fault reader of a kind (position, move, game): the backend in
# use, or the one named (XS or PP).
sub fault_reader {
    my ($kind, $backend) = @_;
    $backend = Game::Brandubh::Notation::BACKEND() unless defined $backend;
    no strict 'refs';
    return \&{"Game::Brandubh::Notation::${backend}::${kind}_fault"};
}

1;
