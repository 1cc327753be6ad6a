# The test files of every folder of t/ but those t/backends/pp.t reruns
# (command, csv, dialects, docs, formats) again, each in a child perl, with
# the plain-Perl backend (Brandubh::Rerun says how and which files are left
# out): backends, doors, functions, html, lists, opentafl, reader, replay,
# svg, why, and any folder added.
use strict;
use warnings;
use FindBin;
use File::Spec;
BEGIN { require "$FindBin::Bin/../lib/inc.pl" }
use Test::More;
use Brandubh::Rerun qw(rerun);

my $why_not = Brandubh::Rerun::why_not();
plan skip_all => $why_not if $why_not;
cmp_ok(rerun(File::Spec->catdir($FindBin::Bin, File::Spec->updir), 0), '>', 40, 'more than 40 files rerun');
done_testing;
