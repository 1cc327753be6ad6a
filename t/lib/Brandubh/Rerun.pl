package Brandubh::Rerun;

# The suite's test files again, each in a child perl, with the plain-Perl
# backend forced through GAME_BRANDUBH_NOTATION_PP; the children run as
# Brandubh::Child's run_all runs them, their results told in the files'
# order. Two test files share the work, so that make test, running two
# files at once, keeps both cores at it: t/backends/pp.t reruns the folders
# of @FIRST, t/backends/pp-more.t every other folder (a folder added to t/
# is rerun there, never left out).

use strict;
use warnings;
use File::Spec;
use File::Temp qw(tempdir);
use Test::More ();
use Brandubh::Child qw(run_all slurp perl_argv run_program);
use Exporter 'import';
our @EXPORT_OK = qw(rerun);

our @FIRST = qw(command csv dialects docs formats);

# Not rerun: what runs both backends itself (perl-W, differential,
# oracles, choice), what tests the C core and the XS alone (core, leaks: the
# leaks of plain Perl are Perl's), and what gains nothing from a second run
# but time and memory (threads, size; and the browser: the SVG pictures and
# the pages it draws are checked as text in both backends, by t/svg/svg.t
# and t/html/html.t).
my %skip = map { $_ => 1 }
    qw(backends/pp.t backends/pp-more.t backends/core.t functions/perl-W.t functions/leaks.t doors/threads.t
       functions/size.t backends/differential.t backends/oracles.t backends/choice.t svg/browser.t html/browser.t
       html/follow.t);

# The skips of a file that reruns, for its plan: the reason, or ''.
sub why_not {
    return 'already running with the plain-Perl backend' if $ENV{GAME_BRANDUBH_NOTATION_PP};
    # (the rows of tools/perl-matrix.sh that differ from another row only in
    # how the XS is built set BRANDUBH_SKIP_PP_RERUN: the plain-Perl backend
    # has no XS, and the other row runs it on the same perl)
    return 'BRANDUBH_SKIP_PP_RERUN is set: the other row of this perl runs the plain-Perl backend'
        if $ENV{BRANDUBH_SKIP_PP_RERUN};
    return '';
}

# Reruns the test files of the folders of t/ ($t) that are @FIRST's ($first
# true) or not, as tests of the calling file; then checks that the backend
# is the one asked for.
sub rerun {
    my ($t, $first) = @_;
    my %first = map { $_ => 1 } @FIRST;
    my @files;
    opendir my $top, $t or die "$t: $!";
    for my $folder (sort grep { !/\A\./ && -d File::Spec->catdir($t, $_) } readdir $top) {
        next if ($first ? 1 : 0) != ($first{$folder} ? 1 : 0);
        opendir my $dh, File::Spec->catdir($t, $folder) or die "$t/$folder: $!";
        push @files, map { "$folder/$_" } sort grep { /\.t\z/ } readdir $dh;
        closedir $dh;
    }
    closedir $top;
    @files = grep { !$skip{$_} } @files;

    my $dir = tempdir(CLEANUP => 1);
    # BRANDUBH_PP_RERUN: Brandubh::Child's same_everywhere reads it
    my %env = (GAME_BRANDUBH_NOTATION_PP => 1, BRANDUBH_PP_RERUN => 1);
    my @commands = map {
        (my $name = $_) =~ tr{/}{-};
        +{ argv => perl_argv(File::Spec->catfile($t, split m{/}, $_)), env => \%env,
           out => File::Spec->catfile($dir, "$name.out"), err => File::Spec->catfile($dir, "$name.err") }
    } @files;
    my @status = run_all(@commands);

    for my $i (0 .. $#files) {
        my ($output, $errors) = (slurp($commands[$i]{out}), slurp($commands[$i]{err}));
        my $backend_ok = $files[$i] ne 'functions/load.t' || "$output$errors" =~ /backend PP/;
        Test::More::ok($status[$i] == 0 && $output !~ /^not ok/m && $backend_ok, "$files[$i] with the PP backend")
            or Test::More::diag("exit status $status[$i]\n$output$errors");
    }

    # The backend is the one asked for.
    Test::More::is(run_program(q{use Game::Brandubh::Notation; print Game::Brandubh::Notation::BACKEND(), "\n";}, %env),
                   "PP\nexit 0\n", 'GAME_BRANDUBH_NOTATION_PP=1 chooses the PP backend');
    return scalar @files;
}

1;
