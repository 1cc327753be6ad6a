# convert --from DIALECT --to record in the core's way (a block of lines at
# once, Lists' _records) says and writes exactly what the long way does
# ($Game::Brandubh::Notation::Command::RECORDS 0): the same standard output,
# standard error and exit status, for inputs made of t/data/dialects' games
# mixed with what the core leaves to the long way (numbered games over
# lines, columns, carriage returns, characters past ASCII, a byte-order
# mark, faults, games whose replay fails, blank lines of all kinds, no last
# line feed), read in blocks of a few bytes and whole, in parts and whole,
# with -q, --loose and --lossless or without. The games the core wrote are
# counted, so that the test cannot pass by the long way alone. In process,
# through Game::Brandubh::Notation::Command.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use Brandubh::Child qw(run_command);
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::Command ();
use Game::Brandubh::Notation::Dialects qw(dialects);

plan skip_all => 'the XS backend is not in use: ' . Game::Brandubh::Notation::BACKEND_ERROR()
    unless Game::Brandubh::Notation::BACKEND() eq 'XS';

my $inputs = how_many(BRANDUBH_PROPERTY_GAMES => 60, 150);
my $seed = $ENV{BRANDUBH_PROPERTY_SEED} || 20261206;
srand $seed;

# the games the core wrote
my $by_core = 0;
{
    no warnings 'redefine';
    my $records = \&Game::Brandubh::Notation::Lists::_records;
    *Game::Brandubh::Notation::Lists::_records = sub {
        my @got = $records->(@_);
        $by_core += $got[1] =~ tr/\n// if @got;
        return @got;
    };
}

my %games;
for my $d (dialects()) {
    open my $in, '<', "$FindBin::Bin/../data/dialects/$d.txt" or die "$d: $!";
    chomp(my @lines = <$in>);
    $games{$d} = \@lines;
}

# A line of an input: a game of the file, mostly as it is.
sub line_of {
    my ($d) = @_;
    my $line = $games{$d}[ int rand @{ $games{$d} } ];
    my $r = rand;
    return $line if $r < 0.6;
    my @t = split ' ', $line;
    my $at = int rand @t;
    return join ' ', @t[ 0 .. $at ] if $r < 0.65;                          # cut short
    return "$line,0,0,Ongoing" if $r < 0.68;                                # columns
    return "$line\r" if $r < 0.71;                                          # a carriage return
    return "$line \x{e9}" if $r < 0.73;                                     # past ASCII
    return join(' ', @t[ 0 .. $at ], 'Z9-Q', @t[ $at + 1 .. $#t ]) if $r < 0.77;    # a fault
    return join(' ', @t[ 0 .. $at ], $t[$at]) if $r < 0.81;                 # a move again: its replay fails
    return "$line resigned" if $r < 0.85;
    return "$line timeout" if $r < 0.88;
    if ($r < 0.94) {
        # a numbered game over two lines
        my @turns = map { ($_ % 2 ? '' : ($_ / 2 + 1) . '. ') . $t[$_] } 0 .. $#t;
        my $cut = 2 * (1 + int rand(@t / 2));
        return join(' ', @turns[ 0 .. ($cut < @turns ? $cut : @turns) - 1 ]) . ($cut < @turns ? "\n" . join ' ', @turns[ $cut .. $#turns ] : '');
    }
    return ' ' x (1 + int rand 3) . "\t" . $line;
}

my ($compared, $differ) = (0, 0);
for my $n (1 .. $inputs) {
    my @dialects = dialects();
    my $d = $dialects[ int rand @dialects ];
    my @lines;
    for (0 .. int rand 12) {
        my $r = rand;
        push @lines, $r < 0.08 ? '' : $r < 0.11 ? " \t " : $r < 0.13 ? " \r" : $r < 0.14 ? "\f" : line_of($d);
    }
    my $input = join "\n", @lines;
    $input .= "\n" if rand() < 0.8;
    $input = "\xEF\xBB\xBF$input" if rand() < 0.05;
    utf8::encode($input);
    my @args = ('--from', $d, '--to', 'record');
    push @args, '-q' if rand() < 0.3;
    push @args, '--loose' if rand() < 0.3;
    push @args, '--lossless' if rand() < 0.1;
    my $block = rand() < 0.5 ? 1 + int rand 40 : 65536;
    my $part = rand() < 0.3 ? 1 + int rand 8 : 4096;
    my @runs;
    for my $core (1, 0) {
        local $Game::Brandubh::Notation::Command::RECORDS = $core;
        local $Game::Brandubh::Notation::Command::BLOCK = $block;
        local $Game::Brandubh::Notation::Command::PART = $part;
        push @runs, [ run_command($input, 'convert', @args) ];
    }
    $compared++;
    next if is_deeply($runs[0], $runs[1], "input $n (block $block, part $part): @args");
    $differ++;
    diag "input:\n$input";
    last if $differ > 3;
}
diag "seed $seed: $compared inputs, $by_core games written by the core";
# (in blocks of a few bytes, few lines are pending whole: the long way reads
# most)
cmp_ok($by_core, '>', $inputs / 2, 'the core wrote more games than half the inputs');

# a file of many games: the core writes all but the first line's
{
    my $input = join '', map { "$_\n" } (@{ $games{nielsen} }) x 3;
    $by_core = 0;
    my @runs;
    for my $core (1, 0) {
        local $Game::Brandubh::Notation::Command::RECORDS = $core;
        push @runs, [ run_command($input, 'convert', '--from', 'nielsen', '--to', 'record') ];
    }
    is_deeply($runs[0], $runs[1], 'three times the games of nielsen.txt');
    # (the first line, and the last, a numbered game with no line after it, the
    # long way)
    cmp_ok($by_core, '>=', 3 * @{ $games{nielsen} } - 2, "the core wrote $by_core of them");
}

done_testing;
