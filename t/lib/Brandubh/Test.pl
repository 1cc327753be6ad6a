package Brandubh::Test;

# Shared by the test files: any warning fails the test that is running, and
# shown() writes any value as printable ASCII for a test's name.

use strict;
use warnings;
use Test::More ();

use Exporter 'import';
our @EXPORT = qw(shown);

$SIG{__WARN__} = sub { Test::More::fail("no warning, but: $_[0]") };

sub shown {
    my @out;
    for my $v (@_) {
        if (!defined $v) { push @out, 'undef'; next }
        if (ref $v) { push @out, ref $v; next }
        (my $s = $v) =~ s/([^\x20-\x7e])/sprintf(ord $1 > 255 ? '\\x{%x}' : '\\x%02x', ord $1)/ge;
        push @out, (utf8::is_utf8($v) ? 'u' : '') . "'$s'";
    }
    return join ', ', @out;
}

1;
