# Every other test file again, in a child perl, with the plain-Perl backend
# forced through GAME_BRANDUBH_NOTATION_PP; the children run as
# Brandubh::Child's run_all runs them, their results told in the files' order.
use strict;
use warnings;
use FindBin;
use File::Spec;
use File::Temp qw(tempdir);
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Child qw(run_all slurp perl_argv run_program);

plan skip_all => 'already running with the plain-Perl backend' if $ENV{GAME_BRANDUBH_NOTATION_PP};
# (the rows of tools/perl-matrix.sh that differ from another row only in
# how the XS is built set BRANDUBH_SKIP_PP_RERUN: the plain-Perl backend has
# no XS, and the other row runs it on the same perl)
plan skip_all => 'BRANDUBH_SKIP_PP_RERUN is set: the other row of this perl runs the plain-Perl backend'
    if $ENV{BRANDUBH_SKIP_PP_RERUN};

# The test files of every folder of t/, by their paths below it.
my $t = File::Spec->catdir($FindBin::Bin, File::Spec->updir);
my @files;
opendir my $top, $t or die "$t: $!";
for my $folder (sort grep { !/\A\./ && -d File::Spec->catdir($t, $_) } readdir $top) {
    opendir my $dh, File::Spec->catdir($t, $folder) or die "$t/$folder: $!";
    push @files, map { "$folder/$_" } sort grep { /\.t\z/ } readdir $dh;
    closedir $dh;
}
closedir $top;
# Not repeated: what runs both backends itself (perl-W, differential,
# oracles, choice), what tests the C core and the XS alone (core, leaks: the
# leaks of plain Perl are Perl's), and what gains nothing from a second run
# but time and memory (threads, size; and the browser: the SVG pictures and
# the pages it draws are checked as text in both backends, by t/svg/svg.t
# and t/html/html.t).
my %skip = map { $_ => 1 }
    qw(backends/pp.t backends/core.t functions/perl-W.t functions/leaks.t doors/threads.t functions/size.t
       backends/differential.t backends/oracles.t backends/choice.t svg/browser.t html/browser.t html/follow.t);
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
    ok($status[$i] == 0 && $output !~ /^not ok/m && $backend_ok, "$files[$i] with the PP backend")
        or diag "exit status $status[$i]\n$output$errors";
}

# The backend is the one asked for.
is(run_program(q{use Game::Brandubh::Notation; print Game::Brandubh::Notation::BACKEND(), "\n";}, %env), "PP\nexit 0\n",
   'GAME_BRANDUBH_NOTATION_PP=1 chooses the PP backend');

done_testing;
