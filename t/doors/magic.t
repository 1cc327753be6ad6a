# Tied, magical, read-only and dual values, and values whose string form is
# or is not cached: each read once, and as Perl stringifies it.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Counter;
use Brandubh::Functions qw(public_functions calls_of nargs_of);
use Scalar::Util qw(dualvar);
use Game::Brandubh::Notation ':all';

{
    package CountedHash;
    require Tie::Hash;
    our @ISA = ('Tie::StdHash');
    our %fetches;
    sub FETCH { $fetches{ $_[1] }++; $_[0]->SUPER::FETCH($_[1]) }
}
{
    package CountedArray;
    require Tie::Array;
    our @ISA = ('Tie::StdArray');
    our $fetches = 0;
    sub FETCH { $fetches++; $_[0]->SUPER::FETCH($_[1]) }
}

# A tied scalar is fetched exactly once a call, whatever it holds.
# (the first argument of each of a function's calls in the tests' table)
my %cases = map { my $name = $_; ($name => [map { @$_ ? $_->[0] : () } calls_of($name)]) } public_functions();
for my $name (sort keys %cases) {
    no strict 'refs';
    my $code = \&{"Game::Brandubh::Notation::$name"};
    for my $value (@{ $cases{$name} }) {
        tie my $tied, 'Brandubh::Counter', $value;
        my @list = $code->($tied, $tied);
        my $want = nargs_of($name);
        is(tied($tied)->{fetches}, $want, "$name: a tied argument " . shown($value) . " fetched $want time(s)");
        my @plain = $code->($value, $value);
        is_deeply(\@list, \@plain, '... and the answer is that of its value');
    }
}

# Tied hashes and arrays inside %about and %game give the answers of plain ones.
{
    tie my %about, 'CountedHash';
    %about = (king => 1, captures => ['c3']);
    local %CountedHash::fetches = ();
    is(move_display('d1d9', \%about), undef, 'a move that is none, with a tied %about');
    is_deeply(\%CountedHash::fetches, {}, '... fetches none of its keys');
}
{
    tie my %about, 'CountedHash';
    %about = (king => 1, captures => ['e3', 'C3'], king_home => 0, king_taken => 1);
    is(move_display('d1d3', \%about), 'Kd1-d3xc3,e3#', 'a tied %about');
    is($CountedHash::fetches{$_}, 1, "... its $_ fetched once") for qw(king king_home king_taken);
    # 0.01 reads captures twice: what ref() names it, then its array
    is($CountedHash::fetches{captures}, 2, '... its captures fetched twice, as 0.01 fetches them');
    tie my @captures, 'CountedArray';
    @captures = ('e3', undef, 'c3');
    $CountedArray::fetches = 0;
    is(move_display('d1d3', { captures => \@captures }), 'd1-d3xc3,e3', 'a tied captures array');
    is($CountedArray::fetches, 3, '... each element fetched once');

    tie my %game, 'CountedHash';
    tie my @moves, 'CountedArray';
    @moves = qw(d1d3 d3c3);
    %game = (variant => "caf\x{e9}", moves => \@moves, result => { how => 'agreed' });
    %CountedHash::fetches = ();
    is(game_string(\%game), "variant caf\x{e9}\nmoves d1d3 d3c3\nresult agreed\n", 'a tied %game with tied moves');
    is($CountedHash::fetches{$_}, 1, "... its $_ fetched once") for qw(variant moves result start);
}

# Hashes without magic are read by a walk of their buckets, which agreed
# with Perl's own lookup as the module loaded (else every hash would be read
# through hv_common): true on every perl this is tested on.
SKIP: {
    skip 'the PP backend reads hashes as Perl does', 1 unless Game::Brandubh::Notation::BACKEND() eq 'XS';
    skip 'built without the bucket walk (-DBN_NO_WALK)', 1
        unless grep { $_ eq 'bucket_walk' } @{ Game::Brandubh::Notation::XS::build()->{tricks} };
    ok(Game::Brandubh::Notation::XS::build()->{hash_walk}, 'the bucket walk agrees with hv_common on this perl');
}

# Keys given as UTF-8 strings, and a restricted hash whose key was deleted.
{
    my %about;
    for my $key ('king', 'captures') {
        my $k = $key;
        utf8::upgrade($k);
        $about{$k} = $key eq 'king' ? 1 : ['c3'];
    }
    is(move_display('d1d3', \%about), 'Kd1-d3xc3', 'keys stored from UTF-8 strings are found');
    my %game = (variant => 'x', moves => ['d1d3'], result => { how => 'agreed' });
    require Hash::Util;
    Hash::Util::lock_ref_keys(\%game, qw(variant moves result start));
    delete $game{result};
    is(game_string(\%game), "variant x\nmoves d1d3\n", 'a deleted key of a restricted hash is missing');
    Hash::Util::unlock_ref_keys(\%game);
}

# Magical values: match variables, substr and pos.
if ('xx d4 yy' =~ /(d4)/) {
    is_deeply([square_parse($1)], [3, 3], 'a match variable');
}
if ('Kd4-d1xc1' =~ /\A(.*)\z/) {
    is(move_parse($1), 'd4d1', 'a match variable holding a shown move');
}
{
    my $text = 'zzd1d3zz';
    is_deeply([move_split(substr($text, 2, 4))], [qw(d1 d3)], 'an lvalue substr');
    local $_ = SETUP;
    is(position_ok($_), 1, '$_');
}

# Read-only values.
{
    my $ro = 'D4';
    Internals::SvREADONLY($ro, 1);
    is_deeply([square_parse($ro)], [3, 3], 'a read-only string');
    is($ro, 'D4', '... is left as it was');
    my $ro_number = 3;
    Internals::SvREADONLY($ro_number, 1);
    is(square_name($ro_number, $ro_number), 'd4', 'read-only numbers');
    is(square_name(3, 3), 'd4', 'literal constants');
    for my $constant (SETUP) {
        is(position_ok($constant), 1, 'the SETUP constant itself');
    }
}

# Dual values: the string is what counts, except where square_name computes
# its answer, from the number (t/doors/operators.t).
is_deeply([square_parse(dualvar(99, 'd4'))], [3, 3], 'a dual value whose string is d4');
is(square_name(dualvar(3, 'x'), 3), undef, 'a dual value whose number is 3 but whose string is x');
is(square_name(dualvar(9, '3'), dualvar(9, '3')), 'j10', 'a dual value whose string is 3 and number 9');
is(move_parse(dualvar(0, 'Kd4-d1')), 'd4d1', 'a dual value holding a move');
is(game_string({ variant => dualvar(1, 'v') }), "variant v\nmoves\n", 'a dual value as a variant');
{
    my $false = dualvar(0, 'yes');
    is(move_display('d1d3', { king => $false }), 'Kd1-d3', 'truth of a dual value is that of its string');
}

# Numbers with and without a cached string form, and strings with a cached number.
{
    my $n = 3;
    is(square_name($n, $n), 'd4', 'an integer never stringified');
    my $s = "$n";
    is(square_name($n, $n), 'd4', '... and once it has been');
    my $f = 3.0;
    is(square_name($f, 3), 'd4', 'a float 3.0 never stringified');
    $s = "$f";
    is(square_name($f, 3), 'd4', '... and once it has been');
    my $half = 1.5;
    is(square_name($half, 3), undef, 'a float 1.5');
    my $str = '3';
    my $sum = $str + 0;
    is(square_name($str, $str), 'd4', 'a string with a cached number');
    my $padded = '03';
    $sum = $padded + 0;
    is(square_name($padded, 3), undef, "'03' with a cached number 3 is still '03'");
    my $big = 1e20;
    is(position_ok($big), 0, 'a large float');
    my $neg = -0.0;
    is(square_name($neg, 3), square_name("$neg", 3), '-0.0 reads as Perl writes it');
}

# Perl code run by magic while a structure is being read may change or drop
# any part of it. Each value already read stays as it was read, and nothing
# is read from memory the code has freed (the suite is also run under
# valgrind and AddressSanitizer, by tools/).
{
    package Hook;
    sub TIESCALAR { my ($class, $value, $code) = @_; bless [$value, $code], $class }
    sub FETCH { my $self = shift; $self->[1]->(); $self->[0] }
}
{
    our $about = { captures => ['c3'] };
    tie $about->{king}, 'Hook', 1, sub { undef $main::about };
    is(move_display('d1d3', $main::about), 'Kd1-d3xc3', 'a king whose fetch drops the last reference to %about');
    my %about = (captures => ['e3', 'b2']);
    tie $about{captures}[0], 'Hook', 'e3', sub { delete $about{captures} };
    is(move_display('d1d3', \%about), 'd1-d3xb2,e3', 'a capture whose fetch deletes the only reference to them');
    {
        package Truth;
        use overload 'bool' => sub { $_[0][1]->(); $_[0][0] }, fallback => 1;
    }
    my %hash = (captures => ['c3']);
    $hash{king} = bless [1, sub { delete $hash{captures} }], 'Truth';
    is(move_display('d1d3', \%hash), 'Kd1-d3xc3', "a king whose truth deletes the captures, asked after they are read");
    my %game;
    $game{moves} = bless [1, sub { %game = () }], 'Truth';
    is(game_string(\%game), undef, 'moves whose truth empties %game');
    my @grown = ('e3', 'b2');
    tie $grown[0], 'Hook', 'e3', sub { push @grown, ('a1') x 1000 };
    is(move_display('d1d3', { captures => \@grown }), 'd1-d3xb2,e3', 'a capture whose fetch grows the array');
}
{
    my %game = (variant => 'x', start => '7/7/7/3k3/7/7/a6 d', moves => ['d1d3', 'd3c3']);
    my %result = (how => 'agreed');
    tie $result{how}, 'Hook', 'agreed', sub { %game = () };
    $game{result} = \%result;
    is(game_string(\%game), "variant x\nstart 7/7/7/3k3/7/7/a6 d\nmoves d1d3 d3c3\nresult agreed\n",
       'a result whose fetch empties %game');
    my @moves = ('d1d3', 'd3c3', 'c3c1');
    tie $moves[1], 'Hook', 'd3c3', sub { push @moves, ('a1a2') x 1000 };
    # the array's size asked before each element, as 0.01 asks it
    is(game_string({ moves => \@moves }), "variant brandubh\nmoves d1d3 d3c3 c3c1" . (' a1a2' x 1000) . "\n",
       'a move whose fetch grows the array: read as far as it then reaches');
    my %g = (moves => ['d1d3', 'd3c3', 'c3c1']);
    tie $g{moves}[1], 'Hook', 'd3c3', sub { delete $g{moves} };
    is(game_string(\%g), "variant brandubh\nmoves d1d3 d3c3 c3c1\n", 'a move whose fetch deletes the moves');
}

done_testing;
