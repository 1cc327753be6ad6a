# The rules that hold for every function: argument counts, return counts and
# context, references, white space and case by the UTF-8 flag, NUL bytes,
# characters preserved, inputs untouched, results new, no warning, no death.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Counter;
use Brandubh::Functions qw(public_functions fact first_example refusal_values);
use Game::Brandubh::Notation ':all';
use Game::Brandubh::Notation::Why ();

# the functions, as the tests' table lists them (t/95 holds the module to it)
my @functions = public_functions();
sub call { no strict 'refs'; &{"Game::Brandubh::Notation::$_[0]"}(@_[1 .. $#_]) }

# What a refusal gives in list context, by a row's refusal fact.
sub refusal_of { return (refusal_values($_[0]))[0] }

# Each function's examples and refusals in the tests' table, in both
# contexts: outside list context, an answer of one value is that value, a
# pair its second, a refusal undef (0 for a refusal of zero).
for my $name (@functions) {
    my $answer = fact($name, 'answer');
    die "no answer shape $answer (for $name)\n" unless $answer =~ /\A(?:one|pair)\z/;
    for my $example (@{ fact($name, 'examples') }) {
        my ($args, $values) = @$example;
        my $said = "$name(" . shown(@$args) . ')';
        is_deeply([call($name, @$args)], $values, "$said: its values");
        is(scalar @$values, $answer eq 'one' ? 1 : 2, "... $answer");
        is_deeply([scalar call($name, @$args)], [$values->[-1]], '... and outside list context, the last');
    }
    for my $args (@{ fact($name, 'refused') }) {
        my $said = "$name(" . shown(@$args) . ')';
        is_deeply([call($name, @$args)], refusal_of($name), "$said: refused");
        is_deeply([scalar call($name, @$args)], [(refusal_values($name))[1]], '... and outside list context');
    }
}

{
    package Stringy;
    use overload '""' => sub { ${ $_[0] } }, fallback => 1;
}

# Argument counts are free; every kind of odd argument is an answer.
my @odd = (undef, '', 0, 1.5, -1, 1e100, 'x' x 3, \'d4', \\'d4', [qw(d4 d1d3)], { variant => 'x' },
           sub { 'd4' }, \*STDOUT, *STDOUT, qr/d4/, bless({}, 'Foo'), bless([], 'Foo'), bless(\(my $s = 'd4'), 'Stringy'),
           \substr('abc', 1), \pos, \undef, \v1.2, v1.2, "\0");
for my $name (@functions) {
    for my $count (0 .. 4) {
        my @r = eval { call($name, ('d4') x $count) };
        is($@, '', "$name with $count arguments does not die");
    }
    my $ok = 1;
    for my $arg (@odd) {
        my @list = eval { call($name, $arg, $arg) };
        my $scalar = eval { scalar call($name, $arg, $arg) };
        $ok = 0, diag("$name(" . shown($arg) . ") died: $@") if $@;
        next if fact($name, 'odd') eq 'read';
        is_deeply(\@list, refusal_of($name), "$name(" . shown($arg) . ") is refused") or $ok = 0;
        ok(!defined $scalar || $scalar eq '0', '... in scalar context too') or $ok = 0;
    }
    ok($ok, "$name answers every odd argument without dying");
}

# References are never plain, whatever they stringify to, except in the three
# places that read through Perl's operators (t/doors/operators.t).
my $stringy = sub { bless \(my $s = $_[0]), 'Stringy' };
is("${\ $stringy->('d4')}", 'd4', 'the overloaded object stringifies to d4');
is(square_name($stringy->('3'), 3), 'd4', 'square_name: an object saying 3 is 3, as Perl reads it');
is_deeply([square_parse($stringy->('d4'))], [], 'square_parse: an object saying d4 is no square');
is(move_wire($stringy->('d1'), 'd3'), undef, 'move_wire: not a square');
is_deeply([move_split($stringy->('d1d3'))], [], 'move_split: not a move');
is(move_parse($stringy->('d1d3')), undef, 'move_parse: not a move');
is(move_display($stringy->('d1d3')), undef, 'move_display: not a move');
is(move_display('d1d3', { captures => [$stringy->('c3')] }), 'd1-d3', 'a capture that is an object is dropped');
is(position_ok($stringy->(SETUP)), 0, 'position_ok: not a position');
is(game_parse($stringy->("variant x\nmoves\n")), undef, 'game_parse: not a game');
is(game_string({ variant => $stringy->('x') }), "variant brandubh\nmoves\n", 'a variant object is no variant');
is(game_string({ moves => [$stringy->('d1d3')] }), undef, 'a move object is no move');
is(game_string({ result => { how => $stringy->('agreed') } }), "variant brandubh\nmoves\nresult agreed\n",
    'a how object that Perl compares equal to agreed is agreed');

# Plain values are read as Perl stringifies them.
is(square_name(3.0, 6.0), 'd7', 'numbers with a fractional part of 0');
is(square_name(0 + '3', 2 * 1.5), 'd4', 'computed numbers');
{
    my $glob = *STDOUT;
    is(position_ok($glob), 0, 'a glob (not a reference) is read as its name');
    is(game_string({ variant => $glob }), "variant *main::STDOUT\nmoves\n", 'and written as its name');
}

is_deeply([square_parse(v100.52)], [3, 3], 'a v-string is read as its characters: v100.52 is d4');

# Return counts and context.
for my $name (grep { fact($_, 'refusal') eq 'undef' } @functions) {
    my @list = call($name, 'zz', 'zz');
    is(scalar @list, 1, "$name refusing: one value in list context");
    ok(!defined $list[0], '... undef');
    my $scalar = call($name, 'zz', 'zz');
    ok(!defined $scalar, '... and undef in scalar context');
}
for my $name (grep { fact($_, 'refusal') eq 'empty' } @functions) {
    my @list = call($name, 'zz');
    is(scalar @list, 0, "$name refusing: no value in list context");
    my $scalar = call($name, 'zz');
    ok(!defined $scalar, '... and undef in scalar context');
}
is(scalar(square_parse('g6')), 5, 'square_parse in scalar context: the rank');
is(scalar(move_split('a1b2')), 'b2', 'move_split in scalar context: the second square');
is(scalar(position_cells('7/7/7/7/7/7/7 d')), 'd', 'position_cells in scalar context: the side');
{
    my @x = (square_parse('zz'), 'after');
    is_deeply(\@x, ['after'], 'an empty list leaves nothing behind in a list');
    my @y = (move_parse('zz'), 'after');
    is_deeply(\@y, [undef, 'after'], 'undef is one value in a list');
}
# Values refused can be written to, like those Perl returns.
for my $name (@functions) {
    my $ok = eval { $_ = 'changed' for call($name, 'zz', 'zz'); 1 };
    ok($ok, "what $name returns for a refusal can be assigned to") or diag $@;
}

# Case and white space by the UTF-8 flag.
my $kelvin = "\x{212A}d4-d1";
is(move_parse($kelvin), 'd4d1', 'KELVIN SIGN lower-cases to k');
is(move_parse("\x{212A}\x{212A}d4-d1"), undef, '... and two of them are two ks');
is(move_parse("d4-d1\x{212A}"), undef, '... and it is only a k');
is_deeply([square_parse("\x{212A}4")], [], 'a KELVIN SIGN is no file');
my @unicode_spaces = map { chr } 0x85, 0xA0, 0x1680, 0x2000 .. 0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000;
for my $space (@unicode_spaces) {
    my $text = "${space}d1-d3$space";
    utf8::upgrade($text);
    is(move_parse($text), 'd1d3', sprintf('U+%04X is white space in a UTF-8 string', ord $space));
    my $record = "variant x\nmoves d1d3${space}d3c3\n";
    utf8::upgrade($record);
    is_deeply(game_parse($record)->{moves}, [qw(d1d3 d3c3)], '... and splits moves');
}
for my $byte ("\x85", "\xA0") {
    my $text = "${byte}d1d3";
    ok(!utf8::is_utf8($text), sprintf('\\x%02X as a byte string', ord $byte));
    is(move_parse($text), undef, '... is not white space');
    utf8::upgrade($text);
    is(move_parse($text), 'd1d3', '... and is once upgraded');
    my $record = "variant x\nmoves d1d3${byte}d3c3\n";
    is(game_parse($record), undef, '... splits no moves as bytes');
    utf8::upgrade($record);
    is_deeply(game_parse($record)->{moves}, [qw(d1d3 d3c3)], '... and splits them once upgraded');
    my $blank = "variant x\n$byte\nmoves\n";
    is(game_parse($blank), undef, '... a line of it is no blank line as bytes');
    utf8::upgrade($blank);
    ok(game_parse($blank), '... and is once upgraded');
    is(game_string({ variant => $byte }), "variant $byte\nmoves\n", '... is a variant as bytes');
    my $variant = $byte;
    utf8::upgrade($variant);
    is(game_string({ variant => $variant }), undef, '... and only white space once upgraded');
}
for my $ascii ("\t", "\n", "\f", "\r", ' ') {
    is(move_parse("${ascii}d1d3$ascii"), 'd1d3', sprintf('\\x%02X is white space', ord $ascii));
}

# White space is what this perl's \s matches, and Perl changed it: VT joined
# \s in 5.18, U+180E left it with Unicode 6.3 (5.20). Each answer follows
# what this perl says; the versions known are checked too, so that a module
# that ignored this perl would fail on one side or the other.
{
    my %space;
    for my $case (["\x0B", 0, 'VT'], ["\x0B", 1, 'VT in a UTF-8 string'], ["\x{180E}", 1, 'U+180E']) {
        my ($char, $utf8, $name) = @$case;
        utf8::upgrade($char) if $utf8;
        my $is = $char =~ /\A\s\z/ ? 1 : 0;
        $space{$name} = $is;
        my $say = $is ? 'white space' : 'no white space';
        my $up = sub { my $t = shift; utf8::upgrade($t) if $utf8; $t };
        is(move_parse($up->("${char}d1d3$char")), $is ? 'd1d3' : undef, "$name is $say on this perl ($])");
        my $game = game_parse($up->("variant x\nmoves d1d3${char}d3c3\n"));
        is_deeply($game && $game->{moves}, $is ? [qw(d1d3 d3c3)] : undef, "... between moves");
        ok(!game_parse($up->("variant x\n$char\nmoves\n")) == !$is, '... as a line of its own');
        is(game_string({ variant => $up->($char) }), $is ? undef : $up->("variant $char\nmoves\n"),
            '... as a variant');
        is(!Game::Brandubh::Notation::Why::move_why($up->("${char}d1d3")), !!$is, '... to move_why');
    }
    is($space{VT}, $] >= 5.018 ? 1 : 0, 'VT is white space from Perl 5.18 on');
    is($space{'VT in a UTF-8 string'}, $space{VT}, '... in a UTF-8 string the same');
    is($space{'U+180E'}, 0, 'U+180E is not, on Perl 5.20 and later') if $] >= 5.020;
    is($space{'U+180E'}, 1, 'U+180E is, before Perl 5.18') if $] < 5.018;
}
is(move_parse("\x{130}d1d3"), undef, 'U+0130 lower-cases to two characters, neither a k');
is(move_parse("\xC9d1d3"), undef, 'a Latin-1 byte is nothing');
is_deeply([square_parse("D4")], [3, 3], 'A-Z change case in a byte string');

# NUL is an ordinary character.
is_deeply([square_parse("a1\0")], [], 'a1\0 is no square');
is(move_parse("d1d3\0"), undef, 'd1d3\0 is no move');
is(move_wire("d1\0", 'd3'), undef, 'd1\0 is no square');
is(position_ok(SETUP . "\0"), 0, 'a NUL after a position');
is(game_parse("variant a\0b\nmoves\n")->{variant}, "a\0b", 'a variant may hold a NUL');
is(game_string({ variant => "\0" }), "variant \0\nmoves\n", 'and be one');

# Characters survive, with the UTF-8 flag where Perl would have it.
for my $variant ("caf\x{e9}", "\x{263a}", "caf\xe9") {
    my $text = "variant $variant\nmoves d1d3\n";
    my $game = game_parse($text);
    is($game->{variant}, $variant, 'game_parse keeps the characters of ' . shown($variant));
    is(length $game->{variant}, length $variant, '... as characters');
    is(utf8::is_utf8($game->{variant}) ? 1 : 0, utf8::is_utf8($variant) ? 1 : 0, '... with the flag of the text');
    my $back = game_string($game);
    is($back, $text, 'game_string writes them as characters');
    is(length $back, length $text, '... of the same length');
}
{
    my $bytes = "caf\xe9";
    my $game = { variant => $bytes, moves => ["d1d3"] };
    utf8::upgrade($game->{moves}[0]);
    my $text = game_string($game);
    is($text, "variant caf\xe9\nmoves d1d3\n", 'a byte variant with a UTF-8 move: the same characters');
    ok(utf8::is_utf8($text), '... in a UTF-8 string, as Perl joins them');
}
{
    my $move = 'd1d3';
    utf8::upgrade($move);
    ok(utf8::is_utf8(move_parse($move)), 'a UTF-8 text gives a UTF-8 move');
    ok(!utf8::is_utf8(move_parse('d1d3')), 'a byte text gives a byte move');
    ok(utf8::is_utf8(scalar move_split($move)), 'move_split carries the flag');
    ok(utf8::is_utf8(move_display($move)), 'move_display carries the flag');
    ok(utf8::is_utf8(move_wire('d1', scalar move_split($move))), 'move_wire carries the flag');
}

# Inputs are never modified.
{
    my @inputs = ('D4', 'Kd4-D1', "  d1d3  ", 'D1D3', SETUP, "variant X\r\nmoves d1d3\r\n", 3, 3.0);
    my $kept = join '|', map { shown($_) } @inputs;
    for my $name (@functions) {
        call($name, $_, $_) for @inputs;
    }
    is(join('|', map { shown($_) } @inputs), $kept, 'no function changes its arguments');
    my $upper = "\x{212A}D4-D1";
    move_parse($upper);
    is($upper, "\x{212A}D4-D1", 'no in-place lower-casing of a UTF-8 string');
    my $about = { captures => ['C3', 'A1'], king => 1 };
    move_display('d1d3', $about);
    is_deeply($about, { captures => ['C3', 'A1'], king => 1 }, 'move_display leaves %about alone');
    ok(!exists $about->{king_home}, '... and adds no key to it');
    my $game = { moves => [qw(d1d3)] };
    game_string($game);
    is_deeply($game, { moves => [qw(d1d3)] }, 'game_string leaves %game alone');
}

# Results are new and free.
{
    my $first = game_parse("variant x\nmoves d1d3 d3c3\nresult resign attackers\n");
    my $second = game_parse("variant x\nmoves d1d3 d3c3\nresult resign attackers\n");
    $first->{moves}[0] =~ s/d1/a1/;
    push @{ $first->{moves} }, 'g7g6';
    $first->{result}{by} = 'nobody';
    $first->{start} =~ s/a$/d/;
    $first->{variant} .= '!';
    is_deeply($second, { variant => 'x', start => SETUP, moves => [qw(d1d3 d3c3)],
                         result => { how => 'resign', by => 'attackers' } }, 'game_parse: each call new');
    is(SETUP, '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a', 'SETUP is not touched through a result');
    my $plain = game_parse("variant x\nmoves\n");
    $plain->{start} .= 'x';
    is(game_parse("variant x\nmoves\n")->{start}, SETUP, 'the start of a new game is SETUP again');
    # each function of one value that is a string, by its first example
    for my $name (grep { fact($_, 'answer') eq 'one' } @functions) {
        my ($args, $values) = first_example($name);
        next if ref $values->[0] || $values->[0] =~ /\A[0-9]+\z/;
        my $result = call($name, @$args);
        ok(defined $result, "$name gives a string");
        my $want = $result;
        $result .= 'x';
        is(call($name, @$args), $want, "$name returns a new string each time");
    }
    my @parts = move_split('d1d3');
    $_ .= '!' for @parts;
    is_deeply([move_split('d1d3')], ['d1', 'd3'], 'move_split returns new strings');
    $_ = 'changed' for square_parse('d4');
    is_deeply([square_parse('d4')], [3, 3], 'square_parse returns new numbers');
    $_ = 'changed' for position_ok(SETUP);
    is(position_ok(SETUP), 1, 'position_ok returns a new number');
}

# A tied argument is fetched exactly once.
for my $name (@functions) {
    for my $value ('d4', 'd1d3', SETUP, "variant x\nmoves\n", 'nothing') {
        tie my $tied, 'Brandubh::Counter', $value;
        call($name, $tied);
        is(tied($tied)->{fetches}, 1, "$name fetches a tied argument once (" . shown($value) . ')');
    }
}
{
    tie my $file, 'Brandubh::Counter', 3;
    tie my $rank, 'Brandubh::Counter', 'x';
    square_name($file, $rank);
    is(tied($file)->{fetches} + tied($rank)->{fetches}, 2, 'square_name fetches each of two tied arguments once');
    tie my $from, 'Brandubh::Counter', 'zz';
    tie my $to, 'Brandubh::Counter', 'd3';
    move_wire($from, $to);
    is(tied($from)->{fetches} + tied($to)->{fetches}, 2, 'move_wire fetches each of two once, even refusing');
    tie my $good, 'Brandubh::Counter', 'D4';
    is_deeply([square_parse($good)], [3, 3], 'a tied argument gives the right answer');
}

# Long strings answer, and promptly.
{
    my $mb = 1024 * 1024;
    # each text, and the functions that accept it (an answer other than
    # undef, 0 or the empty list); every other function refuses it
    # (each made when its turn comes, so that one is held at a time)
    my @long = ([sub { 'd' x $mb } => ''], [sub { ' ' x $mb } => ''], [sub { (' ' x $mb) . 'x' } => ''],
                [sub { (' ' x $mb) . 'd1d3' . (' ' x $mb) } => 'move_parse'], [sub { ('7/' x $mb) . ' a' } => ''],
                [sub { '1' x $mb } => ''],
                [sub { "variant x\nmoves" . (' d1d3' x ($mb / 5)) . "\n" } => 'game_parse'],
                [sub { ("\n" x $mb) . "variant x\nmoves\n" } => 'game_parse'],
                [sub { "variant " . ('x' x $mb) . "\nmoves\n" } => 'game_parse']);
    for my $case (@long) {
        my ($make, $accepting) = @$case;
        my $text = $make->();
        my $accepted = join ' ', grep {
            my @r = call($_, $text, $text);
            @r && defined $r[0] && $r[0] ne '0';
        } @functions;
        (my $begins = substr $text, 0, 8) =~ tr/\n/ /;
        is($accepted, $accepting, 'a string of ' . length($text) . " characters, '$begins...': accepted by "
           . ($accepting || 'none'));
    }
    is(move_parse((' ' x $mb) . 'd1d3' . (' ' x $mb)), 'd1d3', 'a move in two megabytes of spaces');
    is(scalar @{ game_parse("variant x\nmoves" . (' d1d3' x ($mb / 5)) . "\n")->{moves} }, int($mb / 5),
       'a record of 209715 moves');
    is(length game_parse("variant " . ('x' x $mb) . "\nmoves\n")->{variant}, $mb, 'a variant of a megabyte');
    # (a million captures are t/73's, with EXTENDED_TESTING)
    is(move_display('d1d3', { captures => [('c3') x ($mb / 16)] }) =~ tr/,//, $mb / 16 - 1, '65536 captures');
}

done_testing;
