#!/usr/bin/env bash
# Builds the XS (glue and core) with AddressSanitizer and UndefinedBehavior-
# Sanitizer and runs the test suite against it. Perl itself is not
# instrumented, so the sanitizer runtimes are preloaded.
#   bash tools/asan-test.sh
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
# tools/valgrind-test.sh and t/70-leaks.t.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export BRANDUBH_CALLS=${BRANDUBH_CALLS:-20000}
prove -b t/
unset LD_PRELOAD
make realclean >/dev/null 2>&1 || true
