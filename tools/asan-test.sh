#!/usr/bin/env bash
# Builds the XS (glue and core) with AddressSanitizer and UndefinedBehavior-
# Sanitizer and runs the tests that reach the C core (the folders of
# tools/c-tests.sh, and the perls they start) against it. Perl itself is not
# instrumented, so the sanitizer runtimes are preloaded.
#   bash tools/asan-test.sh [t/FOLDER/FILE.t ...]
set -euo pipefail
cd "$(dirname "$0")/.."
make realclean >/dev/null 2>&1 || true
perl Makefile.PL >/dev/null
san='-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer'
make OPTIMIZE="-O1 -g $san" \
     LDDLFLAGS="$(perl -MConfig -e 'print $Config{lddlflags}') $san" >/dev/null
so=blib/arch/auto/Game/Brandubh/Notation/Notation.so
# the symbols read whole first: grep -q stops at its first match, and nm,
# writing on, would end by SIGPIPE, which pipefail takes for a failure
symbols=$(nm -D "$so")
grep -q __asan_report <<<"$symbols" || { echo "$so is not instrumented"; exit 1; }
grep -q __ubsan_handle <<<"$symbols" || { echo "$so has no UBSan"; exit 1; }
export LD_PRELOAD="$(gcc -print-file-name=libasan.so) $(gcc -print-file-name=libubsan.so)"
# Perl frees nothing at exit by design; leaks are the business of
# tools/valgrind-test.sh and t/functions/leaks.t.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export BRANDUBH_CALLS=${BRANDUBH_CALLS:-20000}
. tools/c-tests.sh
files=("$@")
[ ${#files[@]} -gt 0 ] || mapfile -t files < <(c_test_files)
prove -b "${files[@]}"
unset LD_PRELOAD
make realclean >/dev/null 2>&1 || true
