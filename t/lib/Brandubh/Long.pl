package Brandubh::Long;

# How many random cases a test file tries: its short form in a plain make
# test, where a few dozen cases prove what a few thousand would, and its
# long form under EXTENDED_TESTING (CI's run of the README's test command
# sets it). An environment variable of the file's own, when set, says the
# number outright.
#     my $games = how_many(BRANDUBH_PROPERTY_GAMES => 50, 150);

use strict;
use warnings;
use Exporter 'import';
our @EXPORT_OK = qw(how_many long_form);

# The long forms are asked for.
sub long_form { return !!$ENV{EXTENDED_TESTING} }

# The number of cases: the variable's, else the short or the long form's.
sub how_many {
    my ($variable, $short, $long) = @_;
    return $ENV{$variable} if defined $variable && $ENV{$variable};
    return long_form() ? $long : $short;
}

1;
