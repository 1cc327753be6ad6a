#!/usr/bin/env bash
# Runs the tests that reach the C core (the folders of tools/c-tests.sh)
# under valgrind's memcheck against the built XS. Fails on any invalid read
# or write, any use of an uninitialised value, and any block definitely lost
# that was allocated through our shared object. Prints each file's seconds.
#   bash tools/valgrind-test.sh [t/FOLDER/FILE.t ...]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f Makefile ] || perl Makefile.PL >/dev/null
make >/dev/null
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# functions/perl-W.t, which only starts other perls, is left out: valgrind
# follows no child here.
. tools/c-tests.sh
files=("$@")
[ ${#files[@]} -gt 0 ] || mapfile -t files < <(c_test_files | grep -v -x -e 't/functions/perl-W.t')
export BRANDUBH_CALLS=${BRANDUBH_CALLS:-5000} PERL_DESTRUCT_LEVEL=2
# The C unit tests run under valgrind too, leaks included.
# The programs the trap tests run in child perls (t/lib/Brandubh/Child.pl)
# run under valgrind too: an error is output there, and fails the case.
export BRANDUBH_CHILD_RUNNER="valgrind -q --error-exitcode=97 --suppressions=tools/valgrind.supp"
export BRANDUBH_CORE_RUNNER="valgrind -q --error-exitcode=98 --leak-check=full --errors-for-leak-kinds=definite"
# One file under valgrind: its line (ok or not ok, and why), and its status.
one_file() {
    local file=$1 name began code ours errors
    name=${file#t/}; name=${name%.t}; name=${name//\//-}
    began=$SECONDS
    code=0
    valgrind --tool=memcheck --error-exitcode=97 --errors-for-leak-kinds=none \
        --suppressions=tools/valgrind.supp \
        --leak-check=full --show-leak-kinds=definite --num-callers=40 \
        --log-file="$logs/$name.log" perl -Mblib "$file" >"$logs/$name.out" 2>&1 || code=$?
    if [ "$code" -ne 0 ]; then
        echo "not ok - $file under valgrind (exit $code)"
        grep -E 'Invalid|uninitialised|Mismatched|Result: FAIL|not ok' "$logs/$name.log" "$logs/$name.out" | head -20 || true
        return 1
    fi
    # A loss record runs from its "definitely lost" line to the next blank.
    ours=$(awk '/definitely lost in loss record/ { rec = $0; keep = 1; next }
                keep && /^==[0-9]+== *$/ { if (rec ~ /Notation\.so|brandubh\.c|Notation\.xs/) print rec; keep = 0; next }
                keep { rec = rec "\n" $0 }' "$logs/$name.log")
    if [ -n "$ours" ]; then
        echo "not ok - $file: blocks definitely lost through Notation.so"
        printf '%s\n' "$ours" | head -40
        return 1
    fi
    errors=$(grep -Eo 'ERROR SUMMARY: [0-9]+' "$logs/$name.log" | tail -1)
    echo "ok - $file under valgrind ($errors, $((SECONDS - began)) s)"
}

# VALGRIND_JOBS files at once (one for each core unless set: valgrind runs a
# program on one core), each worker taking every JOBS-th file; their lines
# are printed in the files' order when all are done.
jobs=${VALGRIND_JOBS:-$(nproc 2>/dev/null || echo 1)}
workers=()
for ((w = 0; w < jobs; w++)); do
    (
        worker_status=0
        for ((i = w; i < ${#files[@]}; i += jobs)); do
            one_file "${files[$i]}" >"$logs/result.$i" 2>&1 || worker_status=1
        done
        exit $worker_status
    ) &
    workers+=($!)
done
status=0
for pid in "${workers[@]}"; do wait "$pid" || status=1; done
for ((i = 0; i < ${#files[@]}; i++)); do cat "$logs/result.$i"; done
echo "valgrind: ${#files[@]} files, $jobs at a time, in $SECONDS s"
exit $status
