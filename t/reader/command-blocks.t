# brandubh-notation check and show read a stream through the reader, a
# block at a time, a line longer than a block in pieces. Read either way,
# every record gets the same answer and the same place: the command is run
# on random streams and on the long lines of each kind with small blocks,
# and with the defaults.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Test;
use Brandubh::Gen ();
use Brandubh::Streams ();

my $root = File::Spec->catdir($FindBin::Bin, File::Spec->updir, File::Spec->updir);
require File::Spec->catfile($root, 'bin', 'brandubh-notation');
my $dir = tempdir(CLEANUP => !$ENV{BRANDUBH_KEEP});

sub run {
    my ($piece, $whole, @args) = @_;
    no warnings qw(once);
    local $Game::Brandubh::Notation::Command::BLOCK = $piece if defined $piece;
    my ($out, $err) = ('', '');
    my $status = do {
        local (*STDOUT, *STDERR);
        open STDOUT, '>', \$out or die $!;
        open STDERR, '>', \$err or die $!;
        Game::Brandubh::Notation::Command::main(@args);
    };
    return "status $status\n$out$err";
}

my $n = 0;
sub file {
    my ($bytes) = @_;
    my $path = File::Spec->catfile($dir, 'f' . ++$n . '.txt');
    open my $fh, '>:raw', $path or die $!;
    print {$fh} $bytes;
    close $fh or die $!;
    return $path;
}

# The same answers whole and in pieces of each size, for check -v and show.
sub same {
    my ($what, $bytes) = @_;
    my $path = file($bytes);
    for my $command (['check', '-v'], ['show']) {
        my $whole = run(undef, undef, @$command, $path);
        my @ways = ([16, 0], [23, 0], [64, 100], [1 << 20, 0]);
        my @got = map { run(@$_, @$command, $path) } @ways;
        my @differ = grep { $got[$_] ne $whole } 0 .. $#ways;
        ok(!@differ, "$what: $command->[0] the same whole and in pieces")
            or diag "whole:\n$whole\n" . join '', map { "pieces of $ways[$_][0]:\n$got[$_]\n" } @differ;
    }
    return;
}

my $seed = $ENV{BRANDUBH_SEED} || time;
srand $seed;
note "seed $seed";

# Random streams.
same("random stream $_", Brandubh::Streams::random_stream()) for 1 .. 30;

# Long lines of every kind, past the blocks.
my %long = Brandubh::Streams::long_kinds();
same($_, $long{$_}) for sort keys %long;

# And each of them changed at random, a few characters at a time.
my @kinds = sort keys %long;
for my $round (1 .. 40) {
    my $kind = $kinds[rand @kinds];
    my $text = Brandubh::Gen::mutate($long{$kind});
    utf8::encode($text);
    same("$kind, changed ($round)", $text);
}

done_testing;
