# The test files of t/command, csv, dialects, docs and formats again, each
# in a child perl, with the plain-Perl backend (Brandubh::Rerun says how and
# which files are left out); t/backends/pp-more.t reruns the other folders.
use strict;
use warnings;
use FindBin;
use File::Spec;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Rerun qw(rerun);

my $why_not = Brandubh::Rerun::why_not();
plan skip_all => $why_not if $why_not;
cmp_ok(rerun(File::Spec->catdir($FindBin::Bin, File::Spec->updir), 1), '>', 20, 'more than 20 files rerun');
done_testing;
