# The three places that read a value through Perl's own operators, as the
# pure-Perl version does: square_name's file and rank (checked as strings,
# computed as numbers), game_string's moves (truth and @{}), and the how and
# by of its result (eq, by written as Perl stringifies it). Objects with
# overloading and dual values count there as Perl counts them.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Counter;
use Scalar::Util qw(dualvar);
use Game::Brandubh::Notation qw(square_name game_string);

{
    package Says;       # "" gives the string held; counts its calls
    our $calls = 0;
    use overload '""' => sub { $calls++; ${ $_[0] } }, fallback => 1;
    sub new { my ($class, $s) = @_; bless \$s, $class }
}
{
    package SaysNumber; # "" and 0+ differ
    use overload '""' => sub { $_[0]{string} }, '0+' => sub { $_[0]{number} }, fallback => 1;
    sub new { my ($class, $string, $number) = @_; bless { string => $string, number => $number }, $class }
}
{
    package Compares;   # cmp only: eq comes through fallback; "" is not overloaded
    use overload 'cmp' => sub { my ($self, $other, $swap) = @_; my $r = lc($$self) cmp lc($other); $swap ? -$r : $r },
        fallback => 1;
    sub new { my ($class, $s) = @_; bless \$s, $class }
}
{
    package Listy;      # @{} gives the list held, from a hash-based object
    use overload '@{}' => sub { $_[0]{list} }, fallback => 1;
    sub new { my ($class, @list) = @_; bless { list => [@list] }, $class }
}
{
    package OtherList;  # an array-based object whose @{} gives another array
    use overload '@{}' => sub { no overloading; $_[0][0] }, fallback => 1;
    sub new { my ($class, @list) = @_; bless [[@list]], $class }
}
{
    package Truth;      # bool only
    use overload 'bool' => sub { ${ $_[0] } }, fallback => 1;
    sub new { my ($class, $t) = @_; bless \$t, $class }
}
{
    package Plain;      # blessed, no overloading
    sub new { bless [@_[1 .. $#_]], $_[0] }
}

my $head = "variant brandubh\nmoves\n";

# square_name: the check reads the string, the answer the number.
is(square_name(Says->new('3'), 3), 'd4', 'an object whose string is 3 is 3');
is(square_name(3, Says->new('3')), 'd4', '... as a rank too');
is(square_name(Says->new('x'), 3), undef, 'an object whose string is x is refused');
is(square_name(Says->new("3\n"), 3), undef, 'an object whose string is "3\n" is refused');
is(square_name(SaysNumber->new('3', 5), SaysNumber->new('0', 2)), 'f3',
    'an object whose string is a digit and number another: the number gives the square');
is(square_name(dualvar(5, '3'), dualvar(1, '3')), 'f2', 'dual values: string 3, numbers 5 and 1');
is(square_name(dualvar(3, 'x'), 3), undef, 'a dual value whose string is x');
is(square_name(dualvar(3.5, '3'), dualvar(0.5, '0')), 'd1.5', 'fractional numbers: chr drops the fraction, + keeps it');
is(square_name(dualvar(2, '3'), dualvar(0, '6')), 'c1', 'dual values: the check reads 3 and 6, the square is c1');
is(square_name(dualvar(3, '3'), dualvar(3, '3')), 'd4', 'dual values that agree');
# The answer is perl's own chr of the number, never a byte computed in its
# place: past 255 a wide character, below 0 perl's warning and U+FFFD, past
# the largest code point or at an infinity perl's death. What perl's chr does
# on this perl, with warnings on as the Perl version has them, is the
# expectation; a number whose chr lands in a to g never told the two apart.
{
    my $outcome = sub {
        my ($code) = @_;
        my @warnings;
        local $SIG{__WARN__} = sub { push @warnings, $_[0] };
        my $answer = eval { $code->() };
        my $death = $@;
        s/ at .*? line \d+\.\n\z// for @warnings, $death;
        return [$answer, $death, @warnings];
    };
    my $huge = 9**9**9;
    for my $number (-100, -97, -98, -1e20, 1000, 158, 159, 255 - 97, 256 - 97, 0xD800 - 97, 0x10FFFF - 97,
                    0x110000 - 97, 2**31, 2**32, 1e20, ~0, -(~0 >> 1) - 1, 9.5, -0.5, $huge, -$huge, $huge / $huge) {
        my $expected = $outcome->(sub { use warnings; chr(ord('a') + $number) . (2 + 1) });
        my $file = dualvar($number, '3');
        is_deeply($outcome->(sub { square_name($file, dualvar(2, '3')) }), $expected,
            "a file whose string is 3 and number $number: perl's chr of it, its warning or its death");
        my $object = SaysNumber->new('3', $number);
        is_deeply($outcome->(sub { square_name($object, dualvar(2, '3')) }), $expected, '... and an object so');
    }
    my $expected = $outcome->(sub { use warnings; 'd' . ($huge + 1) });
    is_deeply($outcome->(sub { square_name(3, dualvar($huge, '3')) }), $expected, 'a rank whose number is infinite');
}
is(square_name([3], 3), undef, 'an unblessed reference is refused');
is(square_name(Plain->new(3), 3), undef, 'an object without overloading is refused');
{
    local $Says::calls = 0;
    is(square_name(9, Says->new('3')), undef, 'a file of 9 is refused ...');
    is($Says::calls, 0, '... before the rank object is asked for its string');
    is(square_name(Says->new('3'), 9), undef, 'a rank of 9 is refused ...');
    ok($Says::calls > 0, '... after the file object was asked');
}
{
    tie my $tied, 'Brandubh::Counter', Says->new('3');
    is(square_name($tied, $tied), 'd4', 'a tied scalar holding an object, passed twice');
    is(tied($tied)->{fetches}, 2, '... is fetched once for each argument');
    tie my $dual, 'Brandubh::Counter', dualvar(5, '3');
    is(square_name($dual, 3), 'f4', 'a tied scalar holding a dual value');
    is(tied($dual)->{fetches}, 1, '... is fetched once');
}

# game_string's result: how and by compared with eq.
is(game_string({ result => { how => Says->new('agreed') } }), "${head}result agreed\n",
    'how: an object whose string is agreed');
is(game_string({ result => { how => 'resign', by => Says->new('attackers') } }),
    "${head}result resign attackers\n", 'by: an object whose string is attackers');
is(game_string({ result => { how => Says->new('resign'), by => Says->new('defenders') } }),
    "${head}result resign defenders\n", 'both objects');
is(game_string({ result => { how => Says->new('drawn') } }), undef, 'how: an object whose string is drawn');
is(game_string({ result => { how => 'resign', by => Says->new('nobody') } }), undef,
    'by: an object whose string is nobody');
is(game_string({ result => { how => Says->new('resign') } }), undef, 'how resign as an object, no by');
{
    my $by = Compares->new('ATTACKERS');
    my $text = game_string({ result => { how => 'resign', by => $by } });
    is($text, "${head}result resign $by\n", 'by equal through cmp and fallback, written as Perl stringifies it');
    like($text, qr/^result resign Compares=SCALAR\(0x[0-9a-f]+\)$/m, '... which is not attackers here');
    is(game_string({ result => { how => Compares->new('Agreed') } }), "${head}result agreed\n",
        'how equal to agreed through cmp');
}
is(game_string({ result => { how => Plain->new('agreed') } }), undef, 'how: an object without overloading');
is(game_string({ result => { how => ['agreed'] } }), undef, 'how: an array reference');
is(game_string({ result => { how => dualvar(1, 'agreed') } }), "${head}result agreed\n", 'how: a dual value');
{
    my $by = 'attackers';
    utf8::upgrade($by);
    my $text = game_string({ result => { how => 'resign', by => $by } });
    is($text, "${head}result resign attackers\n", 'by with the UTF-8 flag');
    ok(utf8::is_utf8($text), '... is written as characters: the record has the flag');
    ok(!utf8::is_utf8(game_string({ result => { how => 'resign', by => 'attackers' } })),
        'by without it: nor has the record');
}

# game_string's moves: truth, then @{}.
is(game_string({ moves => Listy->new('d1c1') }), "variant brandubh\nmoves d1c1\n", 'moves: an object overloading @{}');
is(game_string({ moves => Listy->new('d1c1', 'd3c3') }), "variant brandubh\nmoves d1c1 d3c3\n", '... of two moves');
is(game_string({ moves => Listy->new('d1c1', 'x') }), undef, '... one of them no move');
is(game_string({ moves => Listy->new() }), "variant brandubh\nmoves\n", '... an empty list');
is(game_string({ moves => OtherList->new('e1e2') }), "variant brandubh\nmoves e1e2\n",
    'an array-based object: the array its @{} gives');
is(game_string({ moves => Plain->new('d1c1', 'd3c3') }), "variant brandubh\nmoves d1c1 d3c3\n",
    'a blessed array without overloading');
is(game_string({ moves => Truth->new(0) }), "variant brandubh\nmoves\n", 'an object whose truth is false: no moves');
is(game_string({ moves => Truth->new(1) }), undef, 'a true object that is no array (the one departure)');
is(game_string({ moves => Says->new('d1c1') }), undef, 'an object whose string is a move is no array');
is(game_string({ moves => dualvar(0, 'd1c1') }), undef, 'a true dual value is no array');
is(game_string({ moves => dualvar(1, '') }), "variant brandubh\nmoves\n", 'a false dual value: no moves');
is(game_string({ moves => [Says->new('d1c1')] }), undef, 'a move that is an object is still no move');

done_testing;
