#!/bin/sh
# Each header of xs/ compiles on its own: a file that includes it and
# nothing else builds with the flags of the module's own build (run from the
# distribution's root, after perl Makefile.PL). ppport.h is Devel::PPPort's.
# And the C core, which needs no Perl, compiles as C99 and as C++ with no
# warning, by each of gcc, clang, g++ and clang++ found here.
set -eu
cc=$(perl -MConfig -e 'print $Config{cc}')
ccflags=$(perl -MConfig -e 'print $Config{ccflags}')
core=$(perl -MConfig -e 'print "$Config{archlibexp}/CORE"')
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
for header in xs/*.h; do
    name=$(basename "$header")
    [ "$name" = ppport.h ] && continue
    printf '#include "%s"\n' "$name" > "$dir/only.c"
    # shellcheck disable=SC2086
    if $cc $ccflags -Wall -Wextra -Wno-unused-function -Werror -DVERSION='"0"' -DXS_VERSION='"0"' \
            -Ixs -isystem "$core" -c "$dir/only.c" -o "$dir/only.o" 2> "$dir/errors"; then
        echo "ok - $header compiles on its own"
    else
        echo "not ok - $header compiles on its own"
        sed 's/^/# /' "$dir/errors" | head -20
        status=1
    fi
done
for compiler in "gcc -std=c99" "clang -std=c99" "g++ -x c++ -std=c++11" "clang++ -x c++ -std=c++11"; do
    command -v "${compiler%% *}" >/dev/null || continue
    # shellcheck disable=SC2086
    if $compiler -pedantic -Wall -Wextra -Werror -c xs/brandubh.c -o "$dir/core.o" 2> "$dir/errors" \
        && $compiler -pedantic -Wall -Wextra -Werror -c xs/stream.c -o "$dir/stream.o" 2>> "$dir/errors"; then
        echo "ok - the core compiles with $compiler"
    else
        echo "not ok - the core compiles with $compiler"
        sed 's/^/# /' "$dir/errors" | head -20
        status=1
    fi
done
exit $status
