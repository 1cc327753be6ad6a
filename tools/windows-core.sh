#!/usr/bin/env bash
# The C core and its unit tests (t/c/core.c) built as a Windows program by
# mingw-w64 and run under wine: the Windows rows of the perl matrix, as far
# as this machine reaches Windows (no perl for Windows is built here).
#
#   bash tools/windows-core.sh 64|32 [SOURCE]
#
# 64 builds for x86-64 Windows (gcc-mingw-w64-x86-64; wine runs it with
# wine64), 32 for 32-bit x86 Windows (gcc-mingw-w64-i686; wine runs it with
# wine32:i386, after dpkg --add-architecture i386). SOURCE is the tree or
# unpacked tarball to build (this tree by default). The core compiles with
# -Wall -Wextra -Werror; the TAP it prints must have its plan, every test,
# and no failure.
set -euo pipefail
bits=${1:?usage: windows-core.sh 64|32 [SOURCE]}
src=${2:-$(cd "$(dirname "$0")/.." && pwd)}
case $bits in
    # Debian's /usr/bin/wine starts the 32-bit loader whenever wine32:i386 is
    # installed, even for a 64-bit program; on a kernel that runs no 32-bit
    # x86 program that loader cannot start ('Exec format error'), so the
    # 64-bit row asks for the 64-bit loader itself.
    64) cc=x86_64-w64-mingw32-gcc wine=wine
        for w in /usr/lib/wine/wine64 wine64; do
            if command -v "$w" >/dev/null; then wine=$(command -v "$w"); export WINELOADER=$wine; break; fi
        done ;;
    32) cc=i686-w64-mingw32-gcc wine=wine ;;
    *) echo "windows-core.sh: 64 or 32, not '$bits'" >&2; exit 2 ;;
esac
for tool in "$cc" "$wine"; do
    command -v "$tool" >/dev/null || { echo "windows-core.sh: $tool is missing (see the head of this script)" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# the set-up as the module has it, for the tests' header (as t/backends/core.t writes it)
setup=$(GAME_BRANDUBH_NOTATION_BACKEND=PP perl -I"$src/lib" -MGame::Brandubh::Notation -e 'print Game::Brandubh::Notation::SETUP()')
printf '#define SETUP "%s"\n' "$setup" > "$work/core-setup.h"
"$cc" -std=c99 -O2 -Wall -Wextra -Werror -I"$work" -I"$src/xs" "$src/t/c/core.c" "$src/xs/brandubh.c" "$src/xs/stream.c" -o "$work/core.exe"
WINEPREFIX=$work/prefix WINEDEBUG=-all "$wine" "$work/core.exe" > "$work/core.tap" 2> "$work/wine.err" || true
# the prefix's wineserver outlives the program, writing the prefix's
# registry as it ends: waited for, or the removal of $work races it
# ('Directory not empty', seen failing a row whose tests had all passed)
WINEPREFIX=$work/prefix wineserver -w 2>/dev/null || true
tr -d '\r' < "$work/core.tap" > "$work/tap"
plan=$(sed -n 's/^1\.\.\([0-9][0-9]*\).*/\1/p' "$work/tap" | head -1)
passed=$(grep -c '^ok [0-9]' "$work/tap" || true)
failed=$(grep -c '^not ok [0-9]' "$work/tap" || true)
if [ -z "$plan" ] || [ "$passed" -ne "$plan" ] || [ "$failed" -ne 0 ]; then
    echo "windows-core.sh: $bits-bit Windows: plan ${plan:-none}, $passed passed, $failed failed"
    grep '^not ok' "$work/tap" | head -20
    tail -5 "$work/wine.err"
    exit 1
fi
echo "windows-core.sh: $bits-bit Windows ($cc, $wine): $passed of $plan passed"
