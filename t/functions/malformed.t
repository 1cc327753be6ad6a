# Malformed UTF-8: a string flagged UTF-8 whose bytes are not UTF-8, which
# only broken code makes. Every function refuses it as it refuses any text
# that is not what it reads, without a warning or a death, the same in both
# backends; the *_why functions name the fault encoding, at its first bad
# byte; and no malformed byte reaches a result.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Test;
use Brandubh::Functions qw(public_functions fact nargs_of);
use Encode ();
use Game::Brandubh::Notation qw(:all);
use Game::Brandubh::Notation::Why qw(:all);
use Game::Brandubh::Notation::PP ();

# A string of these bytes, flagged UTF-8 as they are.
sub flagged { my ($bytes) = @_; Encode::_utf8_on($bytes); return $bytes }

# Code points from 2**31 on are past IV_MAX with 32-bit integers, and
# well formed with 64-bit ones. (Perl 5.10's lc runs out of memory on them,
# in the Perl version too: they are tried from 5.14 on.)
my $iv32 = ~0 == 4294967295;
my @past_31_bits = $] >= 5.014 ? ("variant \xFE\x82\x80\x80\x80\x80\x80\nmoves\n",
                                  "variant \xFF\x80\x81\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\nmoves\n") : ();
my @malformed = map { flagged($_) } (
    "\xFF", "d1d3\xC3", "\xC3d1d3", "Kd1-d3\x80", "d\xC0\x80", "\xE0\x80\x80d1d3", "d1\xF0\x80\x80\x80d3",
    "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a\xE2\x82", "variant \xE2\x82\nmoves d1d3\n",
    "variant x\nmoves d1d3\xBF\n", "\xF8\x80\x80\x80\x80", "\xFF\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80",
    "variant \xFF\x80\x88\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\nmoves\n",          # 2**63
    ($iv32 ? @past_31_bits : ()),
);
# Perl's UTF-8, well formed, extended forms included: read as any text.
my @well_formed = map { flagged($_) } (
    "d1d3", "variant caf\xC3\xA9\nmoves d1d3\n", "variant \xED\xA0\x80\nmoves\n",
    "variant \xF4\x90\x80\x80\nmoves\n", "variant \xF8\x88\x80\x80\x80\nmoves\n",
    "variant \xFD\xBF\xBF\xBF\xBF\xBF\nmoves\n",                                          # 2**31-1
    ($iv32 ? () : @past_31_bits),
);

# The rule is this perl's own: what it calls valid is well formed here.
SKIP: {
    skip 'perls before 5.28 take code points past IV_MAX (5.26 warns that they are deprecated)', 1 if $] < 5.028;
    my @said = map { utf8::valid($_) ? 1 : 0 } @malformed, @well_formed;
    is("@said", join(' ', (0) x @malformed, (1) x @well_formed), "utf8::valid agrees, IV of @{[ $iv32 ? 32 : 64 ]} bits");
}

# A test's name for a text: its bytes, the invisible ones by their codes
# (nothing is decoded: perl 5.26 warns of a code point past IV_MAX).
sub named {
    my ($text) = @_;
    Encode::_utf8_off(my $bytes = $text);
    $bytes =~ s/([^\x20-\x7e])/sprintf '\\x%02X', ord $1/ge;
    return $bytes;
}

my @functions = grep { fact($_, 'args')->[0] ne 'record' } public_functions();    # the readers of texts
sub answers {
    my ($backend, $function, @args) = @_;
    my $code = $backend->can($function);
    my @list = $code->(@args);
    my $scalar = $code->(@args);
    return [@list, $scalar];
}

for my $text (@malformed, @well_formed) {
    my $name = named($text);
    for my $function (@functions) {
        my @args = ($text) x nargs_of($function);
        my $xs = answers('Game::Brandubh::Notation', $function, @args);
        my $pp = answers('Game::Brandubh::Notation::PP', $function, @args);
        is_deeply($xs, $pp, "$function('$name'): the same in both backends");
    }
    for my $case ([variant => { variant => $text }], [start => { start => $text }], [moves => { moves => [$text] }],
                  ['the by of a resign' => { result => { how => 'resign', by => $text } }],
                  ['the by of an agreed draw' => { result => { how => 'agreed', by => $text } }],
                  ['the how of a result' => { result => { how => $text } }]) {
        my ($where, $game) = @$case;
        is(game_string($game), Game::Brandubh::Notation::PP::game_string($game),
           "game_string with '$name' as $where: the same in both backends");
    }
    is(move_display('d1d3', { captures => [$text, 'c3'] }), 'd1-d3xc3', "move_display: '$name' among the captures");
}

for my $text (@malformed) {
    my $name = named($text);
    is(position_ok($text), 0, "position_ok('$name') is 0");
    is(game_parse($text), undef, "game_parse('$name') is undef");
    is(move_parse($text), undef, "move_parse('$name') is undef");
    is(game_string({ variant => $text }), undef, "game_string: '$name' as the variant is refused");
    for my $why (\&position_why, \&move_why, \&game_why) {
        is($why->($text)->{code}, 'encoding', "a *_why of '$name' names the fault encoding");
    }
}

# Where the fault is: the first bad byte, in characters, and its line and
# column in a record.
{
    my $text = flagged("variant caf\xC3\xA9\nmoves d1d3 \xE2\x82\n");
    for my $why (\&game_why, sub { my ($f) = Game::Brandubh::Notation::PP::game_fault($_[0]); $f }) {
        my $got = $why->($text);
        is($got->{code}, 'encoding', 'the fault of a record with a bad byte');
        is($got->{at}, 24, 'at the character of its first bad byte');
    }
    my $why = game_why($text);
    is_deeply([@{$why}{qw(line column)}], [2, 12], 'on line 2, column 12');
    unlike($why->{message}, qr/[^\x20-\x7e]/, 'a message of printable ASCII');
}

# Well-formed text is read as before: its characters survive.
for my $text (@well_formed[1 .. $#well_formed]) {
    my $game = game_parse($text);
    ok($game, 'a record with a well-formed character is a game');
    my ($variant) = $text =~ /\Avariant (.*)\n/;
    is($game && $game->{variant}, $variant, '... and its variant survives');
}

done_testing;
