# Changes has an entry, dated, for the version of the module.
use strict;
use warnings;
use Test::More;
use FindBin;

my $pm = "$FindBin::Bin/../lib/Game/Brandubh/Notation.pm";
my ($version) = do { open my $fh, '<', $pm or die $!; local $/; <$fh> } =~ /our \$VERSION = '([^']+)'/;
open my $fh, '<', "$FindBin::Bin/../Changes" or die "Changes: $!";
my $changes = do { local $/; <$fh> };
like($changes, qr/^\Q$version\E\s+\d{4}-\d{2}-\d{2}\n(?:\s+- .+\n)+/m, "Changes has a dated entry for $version");
done_testing;
