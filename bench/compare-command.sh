#!/bin/sh
# The command's outputs against an earlier revision's, byte for byte: every
# output of check (text and JSON Lines, -v, -q, --count, --exit-zero, the
# exit status), of convert and of show, on the examples, t/82's long lines
# and COUNT random streams (bench/streams.pl), this tree's command read
# with its usual block and with blocks of 61 bytes.
#
#   bash bench/compare-command.sh REV [COUNT [SEED]]
#
# REV is built in a temporary worktree; this tree must be built (make). It
# prints how many runs agree, and the first runs that differ, with the
# difference of their outputs; it exits 1 when any differs.
set -eu
rev=$1
count=${2:-10000}
seed=${3:-20261202}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
old=$work/old
trap 'git -C "$here" worktree remove --force "$old" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git -C "$here" worktree add --detach "$old" "$rev" >/dev/null 2>&1
(cd "$old" && perl Makefile.PL >/dev/null && make >/dev/null)
mkdir "$work/streams"
perl -I"$here/blib/lib" -I"$here/blib/arch" "$here/bench/streams.pl" "$work/streams" "$count" "$seed" > "$work/files"
echo "streams: $(wc -l < "$work/files") files, $(du -sh "$work/streams" | cut -f1)"
run() {  # run BUILD BLOCK OUT
    BRANDUBH_COMMAND_BLOCK=$2 perl -I"$1/blib/lib" -I"$1/blib/arch" "$here/bench/run-command.pl" "$1/bin/brandubh-notation" \
        < "$work/files" > "$3"
}
start=$(date +%s)
run "$old" 65536 "$work/old.txt" &
run "$here" 65536 "$work/new.txt" &
wait
run "$here" 61 "$work/small.txt"
echo "runs: $(wc -l < "$work/old.txt") a build, in $(( $(date +%s) - start )) s"
status=0
for mine in new small; do
    differ=$(paste "$work/old.txt" "$work/$mine.txt" | awk -F'\t' '$3 != $8 || $4 != $9 || $5 != $10' | wc -l)
    echo "this tree ($([ $mine = new ] && echo 'block 65536' || echo 'block 61')) against $rev: $differ of $(wc -l < "$work/old.txt") runs differ"
    [ "$differ" -eq 0 ] && continue
    status=1
    paste "$work/old.txt" "$work/$mine.txt" | awk -F'\t' '$3 != $8 || $4 != $9 || $5 != $10 { n[$2]++ } END { for (k in n) print "  " n[k] " differ: " k }' | sort -k3
    # convert now reads the records check reads: what the files whose
    # convert differs hold, by the fixes of Changes
    paste "$work/old.txt" "$work/$mine.txt" | awk -F'\t' '($3 != $8 || $4 != $9 || $5 != $10) && $2 == "convert" { print $1 }' \
        | perl -ne 'chomp; open my $fh, "<:raw", $_ or die; local $/; my $t = <$fh>; $t =~ s/\A\xEF\xBB\xBF//;
            my $why = $t !~ /\n/ && $t =~ /\r./s ? "no line feed, a carriage return inside: line-ends"
                    : (grep { /\S/ } split /\n/, $t)[0] !~ /\Avariant(?: |\r?\z)/ && $t =~ /^variant(?: |\r?\n|\r?\z)/m
                      ? "lines before the first variant line: one record with it"
                    : $t =~ /^variant [^\n]*\r[^\n]/m ? "a CR inside a variant line: unwritable"
                    : "none of those";
            $n{$why}++; END { print "    convert differs, the file: $_: $n{$_}\n" for sort keys %n }'
    paste "$work/old.txt" "$work/$mine.txt" | awk -F'\t' '$3 != $8 || $4 != $9 || $5 != $10 { print $1 "\t" $2 }' \
        | head -"${COMPARE_SHOW:-5}" | while IFS="$(printf '\t')" read -r file opts; do
        echo "== $file: $opts (as a program, with the usual block)"
        # shellcheck disable=SC2086
        for build in "$old" "$here"; do
            perl -I"$build/blib/lib" -I"$build/blib/arch" "$build/bin/brandubh-notation" $opts "$file" \
                > "$work/out.$(basename "$build")" 2>&1 || echo "status $?" >> "$work/out.$(basename "$build")"
        done
        diff "$work/out.old" "$work/out.$(basename "$here")" | head -10 || true
    done
done
exit $status
