#!/usr/bin/env bash
# Instructions the reader spends on a log (30,000 records of 10 to 40
# moves, 4.3 MB, made here), and on loading (an empty
# file), counted by callgrind in this tree and in revision REV, built in a
# temporary worktree: the log's figure less the empty one's is the scan's.
# Then the same of brandubh-notation check on the log.
# Whole-process timings of a run this short move with the machine; the
# counts do not.
#   perl Makefile.PL && make && bash bench/reader-instructions.sh [REV]
set -euo pipefail
rev=${1:-9ffd074}
work=$(mktemp -d)
cleanup=$work
. "$(dirname "$0")/revision.sh"
perl -e 'srand 3; my @s = map { my $f = $_; map { "$f$_" } 1 .. 7 } "a" .. "g";
         for (1 .. 30000) { print "variant brandubh\nmoves ", join(" ", map { $s[rand @s] . $s[rand @s] } 1 .. 10 + int rand 30), "\n" }' \
    > "$work/log"
: > "$work/empty"
cat > "$work/read.pl" <<'PERL'
use Game::Brandubh::Notation::Reader;
open my $fh, '<:raw', $ARGV[0] or die "$ARGV[0]: $!";
my $r = Game::Brandubh::Notation::Reader->new($fh, games => 0, accepted => 0);
1 while $r->next;
PERL
# The instructions of a program run on a file, by callgrind (check exits 1
# on an empty file: its status is not this script's).
count() {   # build, file, program and its arguments before the file
    local build=$1 file=$2
    shift 2
    { valgrind --tool=callgrind --callgrind-out-file=/dev/null perl -I"$build/blib/lib" -I"$build/blib/arch" \
        "$@" "$file" 2>&1 >/dev/null || true; } | sed -n 's/.*I *refs: *//p' | tr -d ,
}
for what in reader check; do
    printf '%-12s %14s %14s %14s   (%s)\n' build loading 'the scan' 'the whole' "$what"
    for build in "$old" "$here"; do
        name=$([ "$build" = "$here" ] && echo 'this tree' || echo "$rev")
        if [ $what = reader ]; then program=("$work/read.pl"); else program=("$build/bin/brandubh-notation" check); fi
        empty=$(count "$build" "$work/empty" "${program[@]}")
        log=$(count "$build" "$work/log" "${program[@]}")
        printf '%-12s %14s %14s %14s\n' "$name" "$empty" "$((log - empty))" "$log"
    done
done
