#!/usr/bin/env bash
# Builds the libFuzzer target with AddressSanitizer and UndefinedBehavior-
# Sanitizer and runs it for the given number of seconds (default 60) from the
# seed corpus. Exits non-zero on any finding.
#   bash fuzz/run.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
mkdir -p fuzz/build
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clang -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
    -Wall -Wextra -Ixs fuzz/fuzz_core.c xs/brandubh.c xs/stream.c -o fuzz/build/fuzz_core
cp fuzz/corpus/* "$work/"
fuzz/build/fuzz_core -max_total_time="$seconds" -max_len=4096 -print_final_stats=1 \
    -artifact_prefix=fuzz/build/ "$work" 2>&1 | tee fuzz/build/last.log | grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|==|SUMMARY|Done)' || true
grep -q 'stat::number_of_executed_units' fuzz/build/last.log || { tail -30 fuzz/build/last.log; exit 1; }
! grep -qE 'ERROR: |runtime error|deadly signal' fuzz/build/last.log || { tail -40 fuzz/build/last.log; exit 1; }
