#!/usr/bin/perl
# The speed of reading a log of records, side by side in one run: this
# tree's brandubh-notation check (as text, -v, JSON Lines) against an
# earlier revision's, each the best of three runs taken in turns; and, in
# this process, Game::Brandubh::Notation::Reader's loops over the games
# (next, a record and its game; next_game, the game alone) against
# splitting the text yourself and calling game_parse on each record.
#
#   perl Makefile.PL && make && perl -Mblib bench/stream-speed.pl [REV [RECORDS]]
#
# REV (01d1557 unless given) is built in a temporary worktree. RECORDS is
# 1,000,000 unless given: records of 10 to 40 moves, about 150 MB, written
# in a temporary folder.
use strict;
use warnings;
use FindBin;
use File::Temp ();
use Time::HiRes qw(time);
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::Reader ();

my ($rev, $n) = @ARGV;
$rev = '01d1557' unless defined $rev;
$n = 1_000_000 unless defined $n;
my $here = "$FindBin::Bin/..";
my $dir = File::Temp->newdir;
my $file = "$dir/log.txt";

# The earlier revision, built.
my $old = "$dir/old";
system("git -C '$here' worktree add --detach '$old' '$rev' >/dev/null 2>&1") == 0 or die "cannot check out $rev\n";
END { system("git -C '$here' worktree remove --force '$old' >/dev/null 2>&1") if defined $old && -d $old }
system("cd '$old' && perl Makefile.PL >/dev/null 2>&1 && make >/dev/null 2>&1") == 0 or die "cannot build $rev\n";

# Records of 10 to 40 moves, as game_string writes them, one after another.
{
    my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
    open my $fh, '>', $file or die $!;
    my $buf = '';
    for my $i (0 .. $n - 1) {
        my @moves = map { $squares[($i + $_) % 49] . $squares[($i * 7 + $_ * 3) % 49] } 0 .. 9 + $i % 31;
        $buf .= Game::Brandubh::Notation::game_string({ variant => 'brandubh', moves => \@moves,
            $i % 10 ? () : (result => { how => 'resign', by => 'defenders' }) });
        if (length $buf > 1 << 20) { print {$fh} $buf; $buf = '' }
    }
    print {$fh} $buf;
    close $fh or die $!;
}
printf "%d records, %.0f MB; Game::Brandubh::Notation %s (%s), perl %s; against %s\n", $n, (-s $file) / 1e6,
    $Game::Brandubh::Notation::VERSION, Game::Brandubh::Notation::BACKEND(), $^V, $rev;

# The command of a build, in a perl of its own, its output thrown away.
sub command {
    my ($build, @args) = @_;
    my $t0 = time;
    my $status = system($^X, "-I$build/blib/lib", "-I$build/blib/arch", "-e",
        'open STDOUT, q{>}, q{/dev/null} or die; open STDERR, q{>}, q{/dev/null} or die; require $ARGV[0];'
        . ' exit Game::Brandubh::Notation::Command::main(@ARGV[1 .. $#ARGV])',
        "$build/bin/brandubh-notation", @args);
    die "the command failed: @args\n" if $status;
    return time - $t0;
}

my @rows = (['check', []], ['check -v', ['-v']], ['check --format json', ['--format', 'json']]);
my %best;
for my $round (1 .. 3) {
    for my $row (@rows) {
        for my $build ($old, $here) {
            my $took = command($build, 'check', @{ $row->[1] }, $file);
            my $key = "$row->[0]\0$build";
            $best{$key} = $took if !defined $best{$key} || $took < $best{$key};
        }
    }
}

# The games of the log in this process: split by hand and game_parse on
# each, against the reader.
sub best {
    my ($code) = @_;
    my $best;
    for (1 .. 3) {
        my $t0 = time;
        $code->();
        my $took = time - $t0;
        $best = $took if !defined $best || $took < $best;
    }
    return $best;
}
my $split = best(sub {
    open my $fh, '<:raw', $file or die $!;
    my $text = do { local $/; <$fh> };
    my $count = 0;
    for my $record (split /^(?=variant )/m, $text) {
        my $game = Game::Brandubh::Notation::game_parse($record) or die 'refused';
        $count += @{ $game->{moves} } > 0;
    }
    die "$count records" unless $count == $n;
});
my $reader = best(sub {
    my $r = Game::Brandubh::Notation::Reader->new($file);
    my $count = 0;
    while (my $record = $r->next) {
        my $game = $record->{game} or die 'refused';
        $count += @{ $game->{moves} } > 0;
    }
    die "$count records" unless $count == $n;
});
my $next_game = best(sub {
    my $r = Game::Brandubh::Notation::Reader->new($file);
    my $count = 0;
    while (my $game = $r->next_game) {
        $count += @{ $game->{moves} } > 0;
    }
    die "$count records" unless $count == $n;
});
my $counted = best(sub {
    my $r = Game::Brandubh::Notation::Reader->new($file, games => 0, accepted => 0);
    1 while $r->next;
    die 'not all accepted' unless $r->counts->{accepted} == $n;
});

printf "\n%-22s %10s %10s %8s\n", 'command', $rev, 'this tree', 'faster';
my %target = ('check' => 4, 'check -v' => 2, 'check --format json' => 2);
my @verdicts;
for my $row (@rows) {
    my ($then, $now) = map { $best{"$row->[0]\0$_"} } $old, $here;
    printf "%-22s %9.2fs %9.2fs %7.2fx\n", $row->[0], $then, $now, $then / $now;
    push @verdicts, sprintf "  %-4s %s at least %dx faster: %.2fx", $then / $now >= $target{ $row->[0] } ? 'met' : 'MISS',
        $row->[0], $target{ $row->[0] }, $then / $now;
}
printf "\n%-52s %8.2f s\n", 'split by hand, game_parse on each record', $split;
printf "%-52s %8.2f s  %5.2fx\n", 'Reader->new($file), each record\'s game', $reader, $split / $reader;
printf "%-52s %8.2f s  %5.2fx\n", 'Reader->new($file), next_game', $next_game, $split / $next_game;
printf "%-52s %8.2f s  %5.2fx\n", 'Reader->new($file, games => 0, accepted => 0)', $counted, $split / $counted;
push @verdicts, sprintf "  %-4s the reader's games (next_game) no slower than splitting by hand: %.2fx",
    $next_game <= $split ? 'met' : 'MISS', $split / $next_game;
push @verdicts, sprintf "  %-4s ... and each record's game (next): %.2fx", $reader <= $split ? 'met' : 'MISS', $split / $reader;
print "\ntargets\n", map { "$_\n" } @verdicts;
