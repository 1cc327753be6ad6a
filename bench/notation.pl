#!/usr/bin/perl
# The speed of Game::Brandubh::Notation, measured side by side in one run:
# the XS backend against the plain-Perl one, and against a floor of bare
# XSUBs that take the same arguments and return a constant of the same shape
# (bench/floor, built here on first use, never installed).
#
#   perl -Mblib bench/notation.pl            the table, the scale and the targets
#   perl -Mblib bench/notation.pl --quick    shorter batches
#   perl -Mblib bench/notation.pl move_parse position_ok
#                                            those rows of the table only
#   perl -Mblib bench/notation.pl --idioms   the six functions with a fast path,
#                                            by name, in each way a result is taken
#
# Each figure is the median of interleaved batches, in calls a second.
use strict;
use warnings;
use FindBin;
use Config;
use Time::HiRes qw(time);

my $quick = grep { $_ eq '--quick' } @ARGV;
my $idioms = grep { $_ eq '--idioms' } @ARGV;
my %only = map { $_ => 1 } grep { !/^--/ } @ARGV;
my $floor_dir = "$FindBin::Bin/floor";
BEGIN {
    # Built here, and brought up to date on every run (make does nothing
    # when Floor.xs has not changed).
    my $dir = "$FindBin::Bin/floor";
    system("cd '$dir' && { [ -f Makefile ] || '$^X' Makefile.PL >/dev/null; } && make >/dev/null") == 0
        or die "could not build the floor in $dir\n";
}
use lib "$FindBin::Bin/floor/blib/lib", "$FindBin::Bin/floor/blib/arch";
use Brandubh::Floor;
use Game::Brandubh::Notation ();
use Game::Brandubh::Notation::PP ();

die "the XS backend is not in use: build it and run with -Mblib\n"
    unless Game::Brandubh::Notation::BACKEND() eq 'XS';

our $record = Brandubh::Floor::record();
our $game = Game::Brandubh::Notation::game_parse($record) or die 'the record does not parse';
our $about = { king => 1, captures => ['e3', 'c3'], king_home => 1 };
our $setup = Game::Brandubh::Notation::SETUP();
die 'the record is not of 150 moves' unless @{ $game->{moves} } == 150;

# name, arguments, how the result is taken, the floor's shape
my @cases = (
    [square_name    => '3, 3',                 'my $r = %s',          'square'],
    [square_parse   => q{'d4'},                'my ($f, $r) = %s',    'two_numbers'],
    [move_wire      => q{'d1', 'd3'},          'my $r = %s',          'move'],
    [move_split     => q{'d1d3'},              'my ($f, $t) = %s',    'two_strings'],
    [move_parse     => q{'Kd1-d3xc3,e3++'},    'my $r = %s',          'move'],
    [move_display   => q{'d1d3', $main::about}, 'my $r = %s',         'shown'],
    [position_ok    => '$main::setup',         'my $r = %s',          'number'],
    [position_cells => '$main::setup',         'my ($c, $s) = %s',    'cells'],
    [game_string    => '$main::game',          'my $r = %s',          'record'],
    [game_parse     => '$main::record',        'my $r = %s',          'game'],
);

for my $name (keys %only) {
    die "no function $name in the table\n" unless grep { $_->[0] eq $name } @cases;
}

sub looper {
    my ($call, $take) = @_;
    my $body = sprintf $take, $call;
    my $code = eval "sub { my \$n = shift; for (1 .. \$n) { $body } }" or die $@;
    return $code;
}

# Calls a second of each of the loops, measured in turns: many short
# batches, interleaved, and the median of each, so that a burst of other
# work on a shared machine moves few samples and each loop alike.
sub rates {
    my (@loops) = @_;
    my $target = $quick ? 0.02 : 0.04;
    my @n;
    for my $loop (@loops) {
        my $n = 1;
        while (1) {
            my $t0 = time;
            $loop->($n);
            my $took = time - $t0;
            if ($took > $target / 4) { $n = int($n * $target / $took) + 1; last }
            $n *= 4;
        }
        push @n, $n;
    }
    my @samples = map { [] } @loops;
    for (1 .. ($quick ? 5 : 41)) {
        for my $i (0 .. $#loops) {
            my $t0 = time;
            $loops[$i]->($n[$i]);
            push @{ $samples[$i] }, $n[$i] / (time - $t0);
        }
    }
    return map { my @s = sort { $a <=> $b } @$_; $s[@s / 2] } @samples;
}

printf "Game::Brandubh::Notation %s, Perl %s, %s\n", $Game::Brandubh::Notation::VERSION, $^V, $Config{archname};
printf "%s\n\n", cpu();
my $fast = Game::Brandubh::Notation::XS->can("build") ? Game::Brandubh::Notation::XS::build()->{fast_path}
         : Game::Brandubh::Notation::XS->can("fast_path") ? Game::Brandubh::Notation::XS::fast_path() : 0;    # none before it (bench/compare.sh runs old revisions)
printf "fast path of calls by name: %s\n\n", $fast ? 'on' : 'none on this perl';
# The ways a program takes a result (my $r =, my @r =, push @a, and for
# move_split my ($f, $t) =), each by name against the floor taken the same
# way: no idiom may be slower than a plain XSUB, my @r = move_split(...)
# is to be 1.1x, and each function's target holds in the idiom its POD
# shows (the first of its row).
if ($idioms) {
    my %shown = map { $_->[0] => $_->[2] } @cases;
    my @ways = ('my $r = %s', 'my @r = %s', 'my @a; push @a, %s');
    my %target = (square_name => 1.4, move_wire => 1.4, move_parse => 1.4, position_ok => 1.25,
                  square_parse => 1.1, move_split => 1.1);
    printf "%-15s %-15s %11s %11s %8s %s\n", 'function', 'taken', 'named/s', 'floor/s', 'named/fl', 'wanted';
    my $all = 1;
    for my $case (grep { exists $target{ $_->[0] } } @cases) {
        my ($name, $args, $take, $shape) = @$case;
        next if %only && !$only{$name};
        for my $form ($take, grep { $_ ne $take } @ways) {
            (my $label = $form) =~ s/ %s\z//;
            my ($xs, $floor) = rates(looper("Game::Brandubh::Notation::$name($args)", $form),
                                     looper("Brandubh::Floor::$shape($args)", $form));
            my $want = $form eq $take ? $target{$name} : $name eq 'move_split' && $label eq 'my @r =' ? 1.1 : 1.0;
            $all &&= $xs / $floor >= $want;
            printf "%-15s %-15s %11.0f %11.0f %7.2fx %.2fx %s\n", $name, $label, $xs, $floor, $xs / $floor, $want,
                $xs / $floor >= $want ? 'met' : 'MISS';
        }
    }
    print $all ? "\nall idioms met\n" : "\nsome idioms missed\n";
    exit 0;
}

print "named: a call by name compiled after the module loaded, as programs call it\n"
    . "  (on the fast path where Internals' IMPLEMENTATION says so); ref: a call through\n"
    . "  a code reference and &: a call with &, both always the XSUB; PP: the plain-Perl\n"
    . "  backend by name; floor: a bare XSUB by name returning a constant of the same shape\n\n";
printf "%-15s %11s %11s %11s %11s %11s %8s %8s %8s %8s\n", 'function', 'named/s', 'ref/s', '&/s', 'PP/s', 'floor/s',
    'named/PP', 'named/fl', 'ref/fl', '&/fl';

our %REF = map { $_->[0] => \&{"Game::Brandubh::Notation::$_->[0]"} } @cases;
my %result;
for my $case (@cases) {
    my ($name, $args, $take, $shape) = @$case;
    next if %only && !$only{$name};
    my @loops = (
        looper("Game::Brandubh::Notation::$name($args)", $take),
        looper("\$main::REF{$name}->($args)", $take),
        looper("&Game::Brandubh::Notation::$name($args)", $take),
        looper("Game::Brandubh::Notation::PP::$name($args)", $take),
        looper("Brandubh::Floor::$shape($args)", $take),
    );
    my ($xs, $ref, $amp, $pp, $floor) = rates(@loops);
    $result{$name} = { xs => $xs, ref => $ref, amp => $amp, pp => $pp, floor => $floor };
    printf "%-15s %11.0f %11.0f %11.0f %11.0f %11.0f %7.1fx %7.2fx %7.2fx %7.2fx\n", $name, $xs, $ref, $amp, $pp, $floor,
        $xs / $pp, $xs / $floor, $ref / $floor, $amp / $floor;
}

# Perl's own built-ins, which no sub call can reach: lc of a square and
# length of a position, against the floor of a function returning a square.
{
    our $word = 'D4';
    my ($lc, $length, $floor) = rates(
        looper('lc($main::word)', 'my $r = %s'),
        looper('length($main::setup)', 'my $r = %s'),
        looper('Brandubh::Floor::square(3, 3)', 'my $r = %s'),
    );
    printf "\nbuilt-ins against the floor (square): lc %.0f/s %.2fx, length %.0f/s %.2fx, floor %.0f/s\n",
        $lc, $lc / $floor, $length, $length / $floor, $floor;
}

exit 0 if %only;

# What no reader can beat: the same game hash made of shared strings (as
# game_parse makes it) with nothing read, against the PP backend.
{
    my ($xs, $least, $pp) = rates(
        looper('Game::Brandubh::Notation::game_parse($main::record)', 'my $r = %s'),
        looper('Brandubh::Floor::game_shared($main::record)', 'my $r = %s'),
        looper('Game::Brandubh::Notation::PP::game_parse($main::record)', 'my $r = %s'),
    );
    $result{game_parse_least} = { xs => $xs, least => $least, pp => $pp };
    printf "\ngame_parse against the least any reader returning new scalars can spend\n"
        . "(the same hash of shared strings, nothing read): XS %.0f, least %.0f, PP %.0f calls/s;\n"
        . "XS is %.0f%% of that bound, which is itself %.1fx the PP backend\n",
        $xs, $least, $pp, 100 * $xs / $least, $least / $pp;
}

# Scale: time a move and peak memory, records of 1,000 to 1,000,000 moves.
print "\nscale: game_parse and game_string, time a move (ns), and the page faults of one XS game_string\n";
printf "%-10s %12s %12s %12s %12s %14s\n", 'moves', 'parse XS', 'string XS', 'parse PP', 'string PP', 'string faults';
my (%per_move, %faults);
for my $n (1_000, 10_000, 100_000, 1_000_000) {
    my $text = big_record($n);
    my $g = Game::Brandubh::Notation::game_parse($text);
    my @row;
    for my $impl ('Game::Brandubh::Notation', 'Game::Brandubh::Notation::PP') {
        no strict 'refs';
        my ($parse, $string) = (\&{"${impl}::game_parse"}, \&{"${impl}::game_string"});
        my $reps = $n >= 1_000_000 ? 3 : $n >= 100_000 ? 5 : int(2_000_000 / $n);
        $reps = 1 if $quick && $n >= 100_000;
        my ($tp, $ts) = (9e9, 9e9);
        for (1 .. $reps) {
            my $t0 = time;
            my $r = $parse->($text);
            my $t1 = time;
            my $f0 = minor_faults();
            my $s = $string->($g);
            my $t2 = time;
            my $f1 = minor_faults();
            $tp = $t1 - $t0 if $t1 - $t0 < $tp;
            $ts = $t2 - $t1 if $t2 - $t1 < $ts;
            $faults{$n} = $f1 - $f0 if $impl !~ /PP/ && defined $f0;
        }
        push @row, 1e9 * $tp / $n, 1e9 * $ts / $n;
    }
    $per_move{$n} = [@row];
    printf "%-10d %12.1f %12.1f %12.1f %12.1f %14s\n", $n, @row[0, 1, 2, 3], $faults{$n} // '-';
}
my ($xs_peak, $pp_peak) = map { peak_memory($_) } 0, 1;
printf "peak memory of game_parse on 1,000,000 moves (whole process): XS %.0f MB, PP %.0f MB\n",
    $xs_peak / 1024, $pp_peak / 1024;

# The targets of the issue, checked on this run's figures.
print "\ntargets\n";
my $all = 1;
sub target {
    my ($what, $ok) = @_;
    $all &&= $ok;
    printf "  %-4s %s\n", $ok ? 'met' : 'MISS', $what;
}
# A call by name, where this perl has the fast path; the XSUB called with &,
# an entersub by name as the floor's call is, keeps the targets it had before
# there was one (a call through a reference also looks the reference up).
# position_ok's target by name is 1.25x: its check of a whole position
# leaves the fast path's saving a smaller share of the call.
if ($fast) {
    for ([square_name => 1.4], [move_wire => 1.4], [move_parse => 1.4], [position_ok => 1.25],
         [square_parse => 1.1], [move_split => 1.1]) {
        my ($name, $want) = @$_;
        my $f = $result{$name}{xs} / $result{$name}{floor};
        target(sprintf('%-15s named >= %.2fx its floor: %.2fx', $name, $want, $f), $f >= $want);
    }
}
for (map({ [$_, 0.85] } qw(square_name square_parse move_wire move_split move_parse)),
     map({ [$_, 0.70] } qw(move_display position_ok))) {
    my ($name, $want) = @$_;
    my $f = $result{$name}{amp} / $result{$name}{floor};
    target(sprintf('%-15s &     >= %2.0f%% of its floor: %3.0f%%', $name, 100 * $want, 100 * $f), $f >= $want);
}
for ([position_cells => 0.90, 8], [game_parse => 0.90, 0], [game_string => 0, 150]) {
    my ($name, $floor, $pp) = @$_;
    my $f = $result{$name}{xs} / $result{$name}{floor};
    my $p = $result{$name}{xs} / $result{$name}{pp};
    target(sprintf('%-15s >= %2.0f%% of its floor: %3.0f%%', $name, 100 * $floor, 100 * $f), $f >= $floor) if $floor;
    target(sprintf('%-15s >= %3dx the PP backend: %.1fx', $name, $pp, $p), $p >= $pp) if $pp;
}
# Settled, and so shown but not targets: game_parse was to be 25 times the
# PP backend, a target since measured against the pure-Perl 0.01 it
# replaces, which is slower than this PP backend; the time a move of
# game_string at a million moves is bound by memory, and its target of a
# variation under 1.5x was withdrawn.
printf "  info game_parse      %.1fx the PP backend\n", $result{game_parse}{xs} / $result{game_parse}{pp};
for my $col ([0, 'game_parse'], [1, 'game_string']) {
    my @t = map { $per_move{$_}[$col->[0]] } 10_000, 100_000, 1_000_000;
    my ($lo, $hi) = (sort { $a <=> $b } @t)[0, -1];
    printf "  info %-15s time a move, 10,000 to 1,000,000 moves, varies %.2fx\n", $col->[1], $hi / $lo;
}
target(sprintf('game_parse peak memory on 1,000,000 moves <= PP: %.0f MB <= %.0f MB', $xs_peak / 1024, $pp_peak / 1024),
       $xs_peak <= $pp_peak);
print $all ? "\nall targets met\n" : "\nsome targets missed\n";

sub big_record {
    my ($n) = @_;
    my @squares = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
    return "variant brandubh\nstart 7/7/7/3k3/7/7/a6 d\nmoves "
        . join(' ', map { $squares[$_ % 49] . $squares[($_ * 7 + 3) % 49] } 0 .. $n - 1)
        . "\nresult resign defenders\n";
}

# Peak resident memory (VmHWM, kB) of a child perl that builds the
# 1,000,000-move record and reads it once with one backend.
sub peak_memory {
    my ($pp) = @_;
    require File::Temp;
    my ($fh, $file) = File::Temp::tempfile(SUFFIX => '.pl', UNLINK => 1);
    print {$fh} <<'PERL';
use Game::Brandubh::Notation ();
my @s = map { my $f = $_; map { "$f$_" } 1 .. 7 } 'a' .. 'g';
my $t = "variant brandubh\nmoves " . join(' ', map { $s[$_ % 49] . $s[($_ * 7 + 3) % 49] } 0 .. 999_999) . "\n";
my $g = Game::Brandubh::Notation::game_parse($t) or die;
open my $st, '<', '/proc/self/status' or die;
my ($hwm) = map { /^VmHWM:\s+(\d+)/ ? $1 : () } <$st>;
print $hwm;
PERL
    close $fh;
    local $ENV{GAME_BRANDUBH_NOTATION_PP} = $pp;
    my $out = qx{"$^X" @{[ map { "-I$_" } grep { !ref } @INC ]} "$file"};
    return $out + 0;
}

# Minor page faults of this process so far, where /proc tells them.
sub minor_faults {
    open my $fh, '<', '/proc/self/stat' or return undef;
    my $stat = <$fh>;
    $stat =~ s/.*\)\s+//s;       # past the command name, which may hold spaces
    return (split ' ', $stat)[7];
}

sub cpu {
    open my $fh, '<', '/proc/cpuinfo' or return 'cpu unknown';
    my ($model) = map { /^model name\s*:\s*(.*)/ ? $1 : () } <$fh>;
    my $cores = () = do { open my $c, '<', '/proc/cpuinfo'; grep { /^processor/ } <$c> };
    return "$model, $cores cores";
}
