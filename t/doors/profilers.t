# Tools that read the op tree or hook Perl's entersub see the calls by name
# as the calls they are: B::Xref lists them, and a profiler whose hook is in
# place before the module loads (perl -d:NYTProf) counts every one.
use strict;
use warnings;
use FindBin;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use File::Temp ();
use Brandubh::Child;
use Brandubh::Functions qw(fast_functions fast_calls_source fast_calls_answers);
use Game::Brandubh::Notation ();

# calls() calls each function with a fast path by name (the tests' table)
my $program = "use Game::Brandubh::Notation ':all';\nsub calls { " . fast_calls_source() . " }\n"
    . "print calls(), \"\\n\" for 1 .. 3;\n";
my $printed = fast_calls_answers() . "\n";
my @fast = fast_functions();
my $dir = File::Temp->newdir;
my $file = "$dir/calls.pl";
open my $fh, '>', $file or die $!;
print {$fh} "use strict;\nuse warnings;\n", $program;
close $fh;

# B::Xref: each call, used in calls().
for my $backend (0, 1) {
    local $ENV{GAME_BRANDUBH_NOTATION_PP} = $backend;
    # standard error apart: O's "syntax OK" may fall between two flushes of
    # the report, in the middle of one of its lines
    run_argv(perl_argv('-MO=Xref,-r', $file), out => "$dir/xref.out", err => "$dir/xref.err");
    my $xref = slurp("$dir/xref.out");
    my @used = map { /^\S+calls\.pl\s+calls\s+\d+\s+main\s+&\s+(\w+)\s+subused/ ? $1 : () } split /\n/, $xref;
    is_deeply([sort @used], [sort @fast], 'B::Xref lists the calls, ' . ($backend ? 'PP' : 'XS'));
}

# Devel::NYTProf: three calls of each.
SKIP: {
    skip 'Devel::NYTProf is not installed', 4 unless eval { require Devel::NYTProf::Data; 1 };
    for my $backend (0, 1) {
        local $ENV{GAME_BRANDUBH_NOTATION_PP} = $backend;
        local $ENV{NYTPROF} = "file=$dir/nytprof.out:addpid=0";
        run_argv(perl_argv('-d:NYTProf', $file), out => "$dir/profiled.out", err => "$dir/profiled.err");
        my $out = slurp("$dir/profiled.out") . slurp("$dir/profiled.err");
        is($out, $printed x 3, 'the program runs under the profiler');
        my $profile = Devel::NYTProf::Data->new({ filename => "$dir/nytprof.out", quiet => 1 });
        my $subs = $profile->subname_subinfo_map;
        my %calls;
        for my $name (keys %$subs) {
            next unless $name =~ /^Game::Brandubh::Notation::(\w+)$/ && grep { $_ eq $1 } @fast;
            $calls{$1} += $subs->{$name}->calls;
        }
        is_deeply(\%calls, { map { $_ => 3 } @fast }, 'the profiler counts every call, ' . ($backend ? 'PP' : 'XS'));
    }
}

# How the XS tells Perl's own entersub from a profiler's hook (the fast path
# is taken only under Perl's own): one of the ways fast.h names, and the one
# the perl matrix asks for where it names one (BRANDUBH_ENTERSUB_CHECK).
SKIP: {
    skip 'the PP backend has no fast path', 2 unless Game::Brandubh::Notation::BACKEND() eq 'XS';
    my $check = Game::Brandubh::Notation::XS::build()->{entersub_check};
    like($check, qr/\A(?:dladdr|module|range|none)\z/, "the entersub check is named: $check");
    my $wanted = $ENV{BRANDUBH_ENTERSUB_CHECK};
    skip 'no entersub check is asked for (BRANDUBH_ENTERSUB_CHECK)', 1 unless defined $wanted && length $wanted;
    is($check, $wanted, 'it is the one asked for');
}

# The program itself, with and without the fast path, and with the PP backend.
same_everywhere('the program', $program, $printed x 3 . "exit 0\n");

done_testing;
