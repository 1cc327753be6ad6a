#!/usr/bin/env bash
# Which lines of the C core and the glue each test file reaches, measured by
# gcov on a copy of the tree built with --coverage (the file and the perls
# it starts, which write to the same counters), and whether the folders of
# tools/c-tests.sh reach every line that the whole suite reaches: those are
# the folders valgrind and the sanitizers run, and this is what stands behind
# leaving the others out. Prints a line for each file outside those folders
# (lines reached, lines no folder of the set reaches); exits 1 when one
# reaches a line the set does not.
#   bash tools/c-reach.sh
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$here"
. tools/c-tests.sh
(git ls-files; git ls-files --others --exclude-standard) | sort -u \
    | while read -r f; do [ -e "$f" ] && printf '%s\n' "$f"; done | tar -cf - -T - | tar -xf - -C "$work"
cd "$work"
perl Makefile.PL >/dev/null
make OPTIMIZE="-O0 -g --coverage" \
     LDDLFLAGS="$(perl -MConfig -e 'print $Config{lddlflags}') --coverage" >/dev/null 2>&1
mkdir reach
for file in t/*/*.t; do
    name=${file#t/}; name=${name%.t}; name=${name//\//-}
    rm -f xs/*.gcda
    BRANDUBH_CALLS=2000 perl -Mblib "$file" >"reach/$name.out" 2>&1 || { echo "$file failed"; tail -5 "reach/$name.out"; exit 1; }
    : >"reach/$name.lines"
    for source in xs/*.c; do
        [ -e "${source%.c}.gcda" ] || continue
        # each line run at least once, by the source it stands in (a header's
        # lines are the header's)
        gcov -o xs -t "$source" 2>/dev/null | awk -F: '
            $3 == "Source" { from = $4; next }
            $1 ~ /^ *[0-9]+\*?$/ && from ~ /^xs\// { gsub(/ /, "", $2); print from ":" $2 }' >>"reach/$name.lines"
    done
done
# t/backends/core.t builds t/c/core.c with the compiler alone (no
# coverage): it reaches the core by its own unit tests, and is in the set.
c_test_files >set.txt
perl - set.txt reach/*.lines <<'PERL'
use strict;
use warnings;
my $set = shift;
open my $fh, '<', $set or die "$set: $!";
my %in = map { chomp; (my $n = $_) =~ s{\At/|\.t\z}{}g; $n =~ tr{/}{-}; ($n => 1) } <$fh>;
my (%lines, %reached, %by_set);
for my $file (@ARGV) {
    (my $name = $file) =~ s{\A.*/|\.lines\z}{}g;
    open my $lines, '<', $file or die "$file: $!";
    chomp(my @l = <$lines>);
    $lines{$name} = { map { $_ => 1 } @l };
    $reached{$_} = 1 for @l;
    if ($in{$name}) { $by_set{$_} = 1 for @l }
}
printf "the whole suite reaches %d lines of xs/; the folders of tools/c-tests.sh reach %d\n",
    scalar keys %reached, scalar keys %by_set;
my $status = 0;
for my $name (sort grep { !$in{$_} } keys %lines) {
    my @only = sort grep { !$by_set{$_} } keys %{ $lines{$name} };
    printf "  %-26s %5d lines, %d reached by no folder of the set%s\n", $name, scalar keys %{ $lines{$name} },
        scalar @only, @only ? ': ' . join(' ', @only[0 .. ($#only < 9 ? $#only : 9)]) : '';
    $status = 1 if @only;
}
exit $status;
PERL
