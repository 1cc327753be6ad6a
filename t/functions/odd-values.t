# Values whose number and string disagree, and values at an edge, in every
# argument of every function (t/lib/Brandubh/OddValues.pl): each call gives
# what 0.01 gave, warned what it warned and died of what it died of, in list
# and scalar context, as recorded by runs of 0.01 on this perl's kind
# (t/data/v001/: outcomes.txt, and each kind of perl's own where they
# differ, written by tools/v001-odd-values.pl --record on every perl of the
# matrix), with the backend in use and, in a child perl, with the fast
# path off. With BRANDUBH_V001 set to a folder holding 0.01's
# Game/Brandubh/Notation.pm, 0.01 itself runs the cases too.
use strict;
use warnings;
use Test::More;
use FindBin;
use File::Spec;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Brandubh::Child qw(run_program);
use Brandubh::OddValues qw(cases outcome signature);
use Game::Brandubh::Notation ();

# 0.01's outcomes: the base, and this perl's own where they differ
my $dir = File::Spec->catdir($FindBin::Bin, File::Spec->updir, 'data', 'v001');
my $file = File::Spec->catfile($dir, signature() . '.txt');
my %v001;
if (-e $file) {
    for my $recording (File::Spec->catfile($dir, 'outcomes.txt'), $file) {
        open my $fh, '<', $recording or die "$recording: $!";
        binmode $fh;
        while (my $line = <$fh>) {
            next if $line =~ /\A#/;
            chomp $line;
            my ($name, $outcome) = split /\t/, $line, 2;
            utf8::decode($outcome);
            $v001{$name} = $outcome;
        }
        close $fh;
    }
}
plan skip_all => 'no run of 0.01 is recorded for perl ' . signature() . ' (t/data/v001/) and BRANDUBH_V001 is not set'
    unless %v001 || defined $ENV{BRANDUBH_V001};

my @cases = cases();
# The outcomes of the cases in a child perl, with the environment given.
sub in_child {
    my (%env) = @_;
    my $inc = File::Spec->catfile($FindBin::Bin, File::Spec->updir, 'lib', 'inc.pl');
    my $out = run_program("BEGIN { require '$inc' }\n" . <<'PERL', %env);
BEGIN { require Brandubh::OddValues }
use Game::Brandubh::Notation ();
binmode STDOUT;
for my $case (Brandubh::OddValues::cases()) {
    my $line = Brandubh::OddValues::outcome($case->[1]);
    utf8::encode($line);
    print "$case->[0]\t$line\n";
}
PERL
    my %outcome;
    for my $line (split /\n/, $out) {
        my ($name, $outcome) = split /\t/, $line, 2;
        next unless defined $outcome;
        utf8::decode($outcome);
        $outcome{$name} = $outcome;
    }
    return \%outcome;
}

my %live = defined $ENV{BRANDUBH_V001} ? %{ in_child(BRANDUBH_FIRST_INC => $ENV{BRANDUBH_V001}) } : ();
my %expected = %live ? %live : %v001;
is(scalar(keys %expected), scalar @cases, 'every case has an outcome of 0.01') if %live;
if (%live && %v001) {
    my @differ = grep { ($v001{$_} // '') ne ($live{$_} // '') } keys %live;
    is(scalar @differ, 0, "the recording ($file) is 0.01's outcomes on this perl")
        or diag "recorded: $v001{$differ[0]}\nrun:      $live{$differ[0]}";
}

my $backend = Game::Brandubh::Notation::BACKEND();
my $same = 0;
for my $case (@cases) {
    my ($name, $call) = @$case;
    my $got = outcome($call);
    if (!exists $expected{$name}) { fail("$name: no outcome of 0.01 is recorded"); next }
    if ($got eq $expected{$name}) { $same++; next }
    is($got, $expected{$name}, "$name ($backend backend): as 0.01");
}
is($same, scalar @cases, "all " . scalar(@cases) . " cases as 0.01, $backend backend");

# the fast path off, in a child perl (the switch is read as the module loads)
if ($backend eq 'XS' && !$ENV{BRANDUBH_PP_RERUN}) {
    my $off = in_child(GAME_BRANDUBH_NOTATION_OPS => 0);
    my @differ = grep { ($off->{ $_->[0] } // 'nothing') ne $expected{ $_->[0] } } @cases;
    is(scalar @differ, 0, 'the same with GAME_BRANDUBH_NOTATION_OPS=0')
        or diag "$differ[0][0]:\n  0.01: $expected{$differ[0][0]}\n  here: " . ($off->{ $differ[0][0] } // 'nothing');
}

done_testing;
