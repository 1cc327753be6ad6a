# convert of a game read in parts (a game of more moves than
# $Game::Brandubh::Notation::Command::PART, read, replayed and written a
# part at a time, its text held in a file past $HELD bytes) says and
# writes exactly what convert of the game read whole does: for games made
# at random in the model (Brandubh::Said), written in each format, one to
# three in an input, some with a token spoilt, converted to each format,
# with --loose and --lossless or without: the same standard output,
# standard error and exit status in parts of 1, 2 and 3 moves as whole
# (PART 0). And the sample games, and the dialects' games of t/data. In
# process, through Game::Brandubh::Notation::Command.
use strict;
use warnings;
use Test::More;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Long qw(how_many);
use Brandubh::Child qw(run_command);
use Brandubh::Said qw(said_game said_text);
use Game::Brandubh::Notation::Command ();
use Game::Brandubh::Notation::Formats qw(formats write_game);

my $games = how_many(BRANDUBH_PROPERTY_GAMES => 40, 120);
my $seed = $ENV{BRANDUBH_PROPERTY_SEED} || 20261205;
srand $seed;

# the parts convert is given, and the games whose text it held in a file:
# counted, so that the readers are known to have given parts
my ($part_calls, $files_held) = (0, 0);
{
    no warnings 'redefine';
    my $part = \&Game::Brandubh::Notation::Command::convert_part;
    my $held = \&Game::Brandubh::Notation::Command::out_held;
    *Game::Brandubh::Notation::Command::convert_part = sub { $part_calls++; goto &$part };
    *Game::Brandubh::Notation::Command::out_held = sub { $files_held++ if $_[0]{fh}; goto &$held };
}

# The run of convert whole and in parts: [status, out, err] each.
sub runs {
    my ($input, @args) = @_;
    my @runs;
    for my $part (0, 1, 2, 3) {
        local $Game::Brandubh::Notation::Command::PART = $part;
        local $Game::Brandubh::Notation::Command::HELD = $part == 2 ? 1 << 20 : 8;
        push @runs, [ run_command($input, 'convert', @args) ];
    }
    return @runs;
}

my %list = map { $_ => 1 } grep { $_ ne 'record' && $_ ne 'otg' } formats();
my ($compared, $parted, $refused) = (0, 0, 0);
for my $n (1 .. $games) {
    my @models = map { said_game() } 1 .. 1 + int rand 3;
    my $model = $models[0];
    # the games of one input share a list's frame
    for my $other (@models[1 .. $#models]) {
        $other->{game}{$_} = $model->{game}{$_} for qw(variant start);
        $other->{first} = $model->{first};
    }
    my @formats = formats();
    my $from = $formats[ int rand @formats ];
    my $to = $formats[ int rand @formats ];
    my @frame = ('--variant', $model->{game}{variant}, '--start', $model->{game}{start});
    my %frame = (variant => $model->{game}{variant}, start => $model->{game}{start});
    my @texts = grep {defined} map { write_game($from, $_, \%frame) } @models;
    next unless @texts;
    my $input = join '', map { $from eq 'record' || $from eq 'otg' ? "$_\n" : $_ } @texts;
    # a token spoilt: the game refused, in parts as whole
    if (rand() < 0.2) {
        my @at;
        push @at, $-[0] while $input =~ / /g;
        substr($input, $at[ int rand @at ], 1) = ' Z9-Q ' if @at;
    }
    my @args = ($list{$from} ? ('--from', $from) : (), '--to', $to);
    push @args, @frame if $list{$from} || $list{$to};
    push @args, '--loose' if rand() < 0.6;
    push @args, '--lossless' if rand() < 0.2;
    push @args, '--numbered' if $list{$to} && $to ne 'csv' && rand() < 0.3;
    my ($whole, @parts) = runs($input, @args);
    my $moves = 0;
    $moves += @{ $_->{game}{moves} } for @models;
    $parted++ if $moves > 1;
    $refused++ if $whole->[0];
    for my $i (0 .. $#parts) {
        $compared++;
        is_deeply($parts[$i], $whole, "games $n, @args, in parts of " . ($i + 1) . ': as whole')
            or diag("input:\n$input\n" . join("\n", map { said_text($_) } @models));
    }
}
cmp_ok($parted, q{>}, $games / 2, "$parted inputs of games in parts");
cmp_ok($refused, q{>}, $games / 10, "$refused inputs refused");
cmp_ok($part_calls, q{>}, $games, "$part_calls parts given to convert");
cmp_ok($files_held, q{>}, $games / 10, "$files_held games' text held in a file");

# the sample games and the dialects' games of t/data, to every format
my $examples = "$FindBin::Bin/../../examples/games";
for my $file (sort glob "$examples/*") {
    for my $to (formats()) {
        my ($whole, @parts) = runs(undef, '--loose', '--to', $to, $file);
        is_deeply($_, $whole, "$file --to $to: in parts as whole") for @parts;
    }
}
for my $d (qw(nielsen otn)) {
    my $file = "$FindBin::Bin/../data/dialects/$d.txt";
    for my $to (formats()) {
        my ($whole, @parts) = runs(undef, '--from', $d, '--to', $to, $file);
        is_deeply($_, $whole, "$d.txt --to $to: in parts as whole") for @parts;
    }
}

done_testing;
