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

opendir my $dh, $FindBin::Bin or die "$FindBin::Bin: $!";
# Not repeated: what runs both backends itself (61, 90, 91, 94), what tests
# the C core and the XS alone (05, 70: the leaks of plain Perl are Perl's),
# and what gains nothing from a second run but time and memory (71, 73; and
# 99-svg-browser, whose pictures t/99-svg checks are the same bytes in both).
my %skip = map { $_ => 1 }
    qw(pp.t 05-core.t 61-perl-W.t 70-leaks.t 71-threads.t 73-size.t 90-differential.t 91-oracles.t 94-backend.t
       99-svg-browser.t);
my @files = sort grep { /\.t\z/ && !$skip{$_} } readdir $dh;
closedir $dh;

my $dir = tempdir(CLEANUP => 1);
# BRANDUBH_PP_RERUN: Brandubh::Child's same_everywhere reads it
my %env = (GAME_BRANDUBH_NOTATION_PP => 1, BRANDUBH_PP_RERUN => 1);
my @commands = map {
    +{ argv => perl_argv(File::Spec->catfile($FindBin::Bin, $_)), env => \%env,
       out => File::Spec->catfile($dir, "$_.out"), err => File::Spec->catfile($dir, "$_.err") }
} @files;
my @status = run_all(@commands);

for my $i (0 .. $#files) {
    my ($output, $errors) = (slurp($commands[$i]{out}), slurp($commands[$i]{err}));
    my $backend_ok = $files[$i] ne '00-load.t' || "$output$errors" =~ /backend PP/;
    ok($status[$i] == 0 && $output !~ /^not ok/m && $backend_ok, "$files[$i] with the PP backend")
        or diag "exit status $status[$i]\n$output$errors";
}

# The backend is the one asked for.
is(run_program(q{use Game::Brandubh::Notation; print Game::Brandubh::Notation::BACKEND(), "\n";}, %env), "PP\nexit 0\n",
   'GAME_BRANDUBH_NOTATION_PP=1 chooses the PP backend');

done_testing;
