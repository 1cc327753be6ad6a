# Results are new and free, also where a function returns its pad target
# (the op's, or the calling entersub's): a reference to a result, an alias
# of one, a result kept by a sub's @_ or pushed in a loop is a value of its
# own, which the next call of the same place does not change.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Brandubh::Functions qw(fast_functions);
use Game::Brandubh::Notation ':all';

our %REF = map { $_ => \&{"Game::Brandubh::Notation::$_"} } fast_functions();

# Each case runs twice: with calls by name (ops, where there are) and with
# calls through references (the XSUB and its entersub's target). CALL(f, args)
# in a case is written as the one or the other.
sub cases {
    my ($how) = @_;
    my $call = sub {
        my ($f, $args) = @_;
        return $how eq 'name' ? "$f($args)" : "\$main::REF{$f}->($args)";
    };
    my %code = (
        'map of references'        => q{ [map { ${ \CALL(square_name, $_, 0) } } 0 .. 2] },
        'references kept'          => q{ my @r = map { \CALL(square_name, $_, 0) } 0 .. 2; [map { $$_ } @r] },
        'references pushed'        => q{ my @r; push @r, \CALL(move_wire, 'a1', "b$_") for 1 .. 3; [map { $$_ } @r] },
        'foreach alias kept'       => q{ my @r; for my $i (0 .. 2) { for my $x (CALL(square_name, $i, 1)) { push @r, \$x } } [map { $$_ } @r] },
        'foreach alias changed'    => q{ my @r; for my $i (0 .. 2) { for my $x (CALL(move_parse, 'a1-b' . ($i + 1))) { $x .= '!'; push @r, $x } } [@r, CALL(move_parse, 'a1-b1')] },
        'kept by @_'               => q{ my $keep = sub { \@_ }; my @r = map { $keep->(CALL(square_name, $_, 2)) } 0 .. 2; [map { $_->[0] } @r] },
        'reference to $_[0]'       => q{ my $keep = sub { \$_[0] }; my @r = map { $keep->(CALL(position_ok, $_)) } ('x', SETUP(), 'y'); [map { $$_ } @r] },
        'returned by a sub'        => q{ my $f = sub { CALL(square_name, $_[0], 3) }; my @r = map { \$f->($_) } 0 .. 2; [map { $$_ } @r] },
        'list of references'       => q{ my @r = map { [\(CALL(square_parse, $_))] } 'a1', 'b2', 'c3'; [map { ${ $_->[0] } . ${ $_->[1] } } @r] },
        'scalar of a list'         => q{ my @r = map { \scalar(CALL(move_split, $_)) } 'a1b2', 'c3d4'; [map { $$_ } @r] },
        'a number, then a string'  => q{ my @r; for my $s (SETUP(), 'd1d3') { push @r, \CALL(position_ok, $s), \CALL(move_split, $s) } [map { defined $$_ ? $$_ : 'undef' } @r] },
        'closures'                 => q{ my @subs = map { my $i = $_; sub { \CALL(square_name, $i, 4) } } 0 .. 2; my @r = map { $_->() } @subs; [map { $$_ } @r] },
        'recursion'                => q{ my $rec; $rec = sub { my $n = shift; my $r = \CALL(square_name, $n, 5); return $n ? ($rec->($n - 1), $r) : $r }; my @r = $rec->(2); undef $rec; [map { $$_ } @r] },
        'assigned to in foreach'   => q{ $_ = 'changed' for CALL(move_wire, 'd1', 'd3'); [CALL(move_wire, 'd1', 'd3')] },
        'a UTF-8 result, then not' => q{ my @in = ('d1-d3', 'e1-e3', 'f1-f3'); utf8::upgrade($in[0]); utf8::upgrade($in[2]); [map { my $r = CALL(move_parse, $_); (utf8::is_utf8($r) ? 'u' : 'b') . $r } @in] },
    );
    for my $code (values %code) {
        $code =~ s/CALL\((\w+), ([^()]*(?:\([^()]*\)[^()]*)*)\)/$call->($1, $2)/ge;
    }
    return %code;
}

my %want = (
    'map of references'        => [qw(a1 b1 c1)],
    'references kept'          => [qw(a1 b1 c1)],
    'references pushed'        => [qw(a1b1 a1b2 a1b3)],
    'foreach alias kept'       => [qw(a2 b2 c2)],
    'foreach alias changed'    => [qw(a1b1! a1b2! a1b3! a1b1)],
    'kept by @_'               => [qw(a3 b3 c3)],
    'reference to $_[0]'       => [0, 1, 0],
    'returned by a sub'        => [qw(a4 b4 c4)],
    'list of references'       => [qw(00 11 22)],
    'scalar of a list'         => [qw(b2 d4)],
    'a number, then a string'  => [1, 0, 'd1', 'd3'],     # \f() is \ of a list
    'closures'                 => [qw(a5 b5 c5)],
    'recursion'                => [qw(a6 b6 c6)],
    'assigned to in foreach'   => ['d1d3'],
    'a UTF-8 result, then not' => ['ud1d3', 'be1e3', 'uf1f3'],
);

for my $how ('name', 'reference') {
    my %code = cases($how);
    for my $case (sort keys %code) {
        my $got = eval $code{$case};
        is_deeply($got, $want{$case}, "$case, called by $how") or diag "$code{$case}\n$@";
    }
}

done_testing;
