#!/usr/bin/perl
# What this perl counts as white space: the characters \s matches in a byte
# string and in a UTF-8 string, among those that are or were white space in
# some Perl; and a line for any where split ' ' does not agree with \s.
#   for p in PERL...; do $p tools/white-space-probe.pl; done
use strict;
use warnings;

my @candidates = (0 .. 0x20, 0x7F .. 0xA0, 0x1680, 0x180E, 0x2000 .. 0x200B, 0x2028, 0x2029, 0x202F,
                  0x205F, 0x3000, 0xFEFF);
my %matches;
for my $utf8 (0, 1) {
    for my $code (@candidates) {
        next if !$utf8 && $code > 255;
        my ($char, $pair) = (chr $code, 'a' . chr($code) . 'b');
        if ($utf8) { utf8::upgrade($_) for $char, $pair } else { utf8::downgrade($_) for $char, $pair }
        my $space = $char =~ /\A\s\z/ ? 1 : 0;
        my @parts = split ' ', $pair;   # into an array: split into () would stop at one
        my $split = @parts == 2 ? 1 : 0;
        push @{ $matches{$utf8} }, sprintf '%X', $code if $space;
        printf "split ' ' and \\s disagree on U+%04X (%s)\n", $code, $utf8 ? 'UTF-8' : 'bytes' if $space != $split;
    }
}
print "$]: bytes: @{ $matches{0} }\n";
print "$]: UTF-8: @{ $matches{1} }\n";
