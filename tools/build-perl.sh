#!/usr/bin/env bash
# Build one perl of the matrix from the release sources (../shared/perls),
# unless it is built already, and print the path of its perl binary.
#
#   bash tools/build-perl.sh VERSION [threads|rcstack|32bit|longdouble]
#
# threads builds with -Dusethreads; rcstack builds a DEBUGGING perl with the
# reference-counted stack (-DDEBUGGING -Accflags=-DPERL_RC_STACK, 5.40 on);
# 32bit builds a perl of 32-bit integers and pointers with gcc -m32 (ivsize
# and ptrsize 4; Debian's gcc-multilib and libc6-dev-i386); longdouble builds
# with -Duselongdouble (NVs of 80-bit long doubles on x86-64).
#
# The perls live outside the checkout, in $PERL_MATRIX_HOME (default
# ~/.cache/game-brandubh-notation/perls), one folder each: 5.10.1 or
# 5.22.4-threads. A folder is used only once its build has finished (the
# file .done in it), so an interrupted build is started again. Old perls are
# made to build with today's gcc and glibc by patchperl (Debian's
# libdevel-patchperl-perl). The extensions no test needs, and that take most
# of a build's time (the CJK tables of Encode, Unicode::Collate, zlib, the
# DBM files), are left out.
set -euo pipefail

version=${1:?usage: build-perl.sh VERSION [threads|rcstack|32bit|longdouble]}
flavour=${2:-}
here=$(cd "$(dirname "$0")/.." && pwd)
# The release sources: $PERL_SOURCES, or the project's shared/perls beside
# the checkout (../shared/perls), or where the project's machines keep it
# (/work/shared/perls), for a clone made anywhere else (CI's, say).
sources=${PERL_SOURCES:-}
if [ -z "$sources" ]; then
    for sources in "$here/../shared/perls" /work/shared/perls; do
        [ -d "$sources" ] && break
    done
fi
home=${PERL_MATRIX_HOME:-$HOME/.cache/game-brandubh-notation/perls}
name=$version${flavour:+-$flavour}
prefix=$home/$name

if [ -e "$prefix/.done" ]; then
    echo "$prefix/bin/perl$version"
    exit 0
fi

tarball=$sources/perl-$version.tar.xz
[ -r "$tarball" ] || { echo "build-perl.sh: no $tarball" >&2; exit 2; }
command -v patchperl >/dev/null || { echo "build-perl.sh: patchperl is missing (apt-get install libdevel-patchperl-perl)" >&2; exit 2; }

configure=(-des "-Dprefix=$prefix" -Dman1dir=none -Dman3dir=none
    -Uversiononly -Dinstallusrbinperl=n
    "-Dnoextensions=Encode/CN Encode/JP Encode/KR Encode/TW Unicode/Collate Unicode/Normalize Compress/Raw/Zlib Compress/Raw/Bzip2 DB_File GDBM_File NDBM_File ODBM_File IPC/SysV Math/BigInt/FastCalc Devel/PPPort")
case $flavour in
    '') ;;
    threads) configure+=(-Dusethreads) ;;
    rcstack) configure+=(-DDEBUGGING -Accflags=-DPERL_RC_STACK) ;;
    32bit) configure+=("-Dlibpth=/usr/lib32 /lib32" "-Dlibs=-lpthread -ldl -lm -lutil -lc"
                       -Accflags=-m32 -Aldflags=-m32 "-Alddlflags=-shared -m32") ;;
    longdouble) configure+=(-Duselongdouble) ;;
    *) echo "build-perl.sh: unknown flavour '$flavour'" >&2; exit 2 ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$prefix"
mkdir -p "$home"
log=$home/$name.log
echo "build-perl.sh: building perl $name into $prefix (log: $log)" >&2
{
    tar -xJf "$tarball" -C "$work"
    cd "$work/perl-$version"
    patchperl
    sh Configure "${configure[@]}"
    make -j"$(nproc)"
    make install
} >"$log" 2>&1 || { echo "build-perl.sh: perl $name failed to build; the end of $log:" >&2; tail -30 "$log" >&2; exit 1; }
# Some old perls install their binary as perlVERSION only; make both names.
[ -x "$prefix/bin/perl$version" ] || ln -s perl "$prefix/bin/perl$version"
touch "$prefix/.done"
echo "$prefix/bin/perl$version"
