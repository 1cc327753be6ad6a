#!/usr/bin/env bash
# The perl matrix: the distribution as a user gets it (make dist, unpacked in
# a new folder), built and tested on every perl it claims to run on.
#
#   bash tools/perl-matrix.sh [NAME...]
#
# NAMEs: 5.10.1 5.14.4 5.18.4 5.22.4-threads 5.26.3 5.30.3 5.32.1 system
# system-plain debugperl 5.40.1-threads 5.42.3 5.42.3-rcstack 5.10.1-pureperl
# 5.42.3-32bit 5.42.3-longdouble system-g++ system-nodladdr system-512mb
# windows-64 windows-32; all of them when none is given. system-plain is /usr/bin/perl with the XS
# built without its speed tricks (-DBN_NO_FAST -DBN_NO_TARGETS -DBN_NO_WALK).
# 5.42.3-rcstack is a DEBUGGING perl with the reference-counted stack
# (PERL_RC_STACK); its perl -V is checked for both. 5.42.3-32bit is a perl of
# 32-bit integers and pointers (gcc -m32; its ivsize is checked), and
# 5.42.3-longdouble one whose NVs are long doubles. system-g++ builds the
# module with g++ (CC=g++ LD=g++), system-nodladdr with -DBN_NO_DLADDR (the
# entersub check without dladdr; the suite checks that it is "range"), and
# system-512mb runs make test in 512 MB of address space (ulimit -v), as a
# small smoker does. windows-64 and windows-32 build the C core and its
# unit tests from the tarball as Windows programs, run under wine
# (tools/windows-core.sh), as far as this machine reaches Windows. The perls of the release sources are built by
# tools/build-perl.sh when missing (see there for where they live); "system"
# is /usr/bin/perl and "debugperl" Debian's DEBUGGING build of it (package
# perl-debug), for which the XS is compiled with -DDEBUGGING too, so that
# perl's own assertions run in the glue.
#
# On each: perl Makefile.PL && make && make test with that perl, failing on
# any compiler warning, with the differential test at BRANDUBH_CALLS calls a
# seed (100,000 unless set). A log for each perl is kept in $MATRIX_LOGS
# (default /tmp/perl-matrix); the last lines of a failed one are printed.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
logs=${MATRIX_LOGS:-/tmp/perl-matrix}
calls=${BRANDUBH_CALLS:-100000}
all=(5.10.1 5.14.4 5.18.4 5.22.4-threads 5.26.3 5.30.3 5.32.1 system system-plain debugperl
     5.40.1-threads 5.42.3 5.42.3-rcstack 5.10.1-pureperl
     5.42.3-32bit 5.42.3-longdouble system-g++ system-nodladdr system-512mb windows-64 windows-32)
[ $# -gt 0 ] && names=("$@") || names=("${all[@]}")

# The perl binary of a matrix name, built when missing.
perl_of() {
    case $1 in
        system|system-*|windows-*) echo /usr/bin/perl ;;
        debugperl) command -v debugperl || { echo "perl-matrix.sh: debugperl is missing (apt-get install perl-debug)" >&2; return 1; } ;;
        *-pureperl) perl_of "${1%-pureperl}" ;;
        *-threads) bash "$here/tools/build-perl.sh" "${1%-threads}" threads ;;
        *-rcstack) bash "$here/tools/build-perl.sh" "${1%-rcstack}" rcstack ;;
        *-32bit) bash "$here/tools/build-perl.sh" "${1%-32bit}" 32bit ;;
        *-longdouble) bash "$here/tools/build-perl.sh" "${1%-longdouble}" longdouble ;;
        *) bash "$here/tools/build-perl.sh" "$1" ;;
    esac
}

# Every perl first, so that a failed build stops the run before any test.
declare -A bin
for name in "${names[@]}"; do
    case " ${all[*]} " in *" $name "*) ;; *) echo "perl-matrix.sh: unknown perl '$name'" >&2; exit 2 ;; esac
    bin[$name]=$(perl_of "$name")
    case $name in
        *-rcstack)
            for define in PERL_RC_STACK DEBUGGING; do
                "${bin[$name]}" -V | grep -qw "$define" \
                    || { echo "perl-matrix.sh: ${bin[$name]} -V does not show $define" >&2; exit 2; }
            done ;;
        *-32bit)
            [ "$("${bin[$name]}" -MConfig -e 'print "$Config{ivsize} $Config{ptrsize}"')" = "4 4" ] \
                || { echo "perl-matrix.sh: ${bin[$name]} is not a perl of 32-bit integers and pointers" >&2; exit 2; } ;;
        *-longdouble)
            [ "$("${bin[$name]}" -MConfig -e 'print $Config{uselongdouble} || ""')" = define ] \
                || { echo "perl-matrix.sh: ${bin[$name]} does not use long doubles" >&2; exit 2; } ;;
    esac
done

# The tarball, made once by the system perl from a copy of the tree.
mkdir -p "$logs"
dist=$(mktemp -d)
trap 'rm -rf "$dist"' EXIT
(cd "$here" && git ls-files -z | xargs -0 tar -cf - ) | tar -xf - -C "$dist"
(cd "$dist" && perl Makefile.PL && make dist) >"$logs/dist.log" 2>&1 \
    || { tail -20 "$logs/dist.log"; exit 1; }
tarball=$(ls "$dist"/Game-Brandubh-Notation-*.tar.gz)

# A row's work, on the unpacked tarball in $src: the C core built for
# Windows and run under wine, or the distribution built and tested with the
# row's perl (any compiler warning failing it).
run_row() {
    if [[ $name == windows-* ]]; then
        bash "$here/tools/windows-core.sh" "${name#windows-}" "$src"
        return
    fi
    (
        cd "$src"
        echo "== $name: $("$perl" -e 'print $^V') ($perl)"
        build=$("$perl" Makefile.PL "${configure[@]}" 2>&1 && make "${make_args[@]}" 2>&1) \
            || { echo "$build"; exit 1; }
        echo "$build"
        if grep -iE '\bwarning\b|\berror\b|not a known' <<<"$build"; then
            echo "the build printed warnings"; exit 1
        fi
        # make test in the row's address space, the build outside it
        ( ulimit -v "$limit"
          BRANDUBH_CALLS=$calls BRANDUBH_ENTERSUB_CHECK=$check make test "${make_args[@]}" )
    )
}

failed=()
for name in "${names[@]}"; do
    perl=${bin[$name]}
    log=$logs/$name.log
    work=$(mktemp -d "$dist/$name.XXXX")
    tar -xzf "$tarball" -C "$work"
    src=$(ls -d "$work"/Game-Brandubh-Notation-*)
    configure=() make_args=() limit=unlimited check=
    case $name in
        *-pureperl) configure=(PUREPERL_ONLY=1); make_args=(CC=false LD=false) ;;
        debugperl) configure=(DEFINE=-DDEBUGGING) ;;
        system) check=dladdr ;;
        system-plain) configure=("DEFINE=-DBN_NO_FAST -DBN_NO_TARGETS -DBN_NO_WALK"); check=none ;;
        system-g++) configure=(CC=g++ LD=g++) ;;
        system-nodladdr) configure=(DEFINE=-DBN_NO_DLADDR); check=range ;;
        system-512mb) limit=524288 ;;
    esac
    started=$SECONDS
    if run_row >"$log" 2>&1; then
        if [[ $name == windows-* ]]; then summary=$(tail -1 "$log")
        else summary=$(grep -E '^(All tests successful|Files=)' "$log" | tr '\n' ' '); fi
        echo "ok   $name ($((SECONDS - started)) s): $summary"
    else
        echo "FAIL $name ($((SECONDS - started)) s), the end of $log:"
        tail -40 "$log" | sed 's/^/    /'
        failed+=("$name")
    fi
    rm -rf "$work"
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "perl-matrix.sh: failed on ${failed[*]}"
    exit 1
fi
echo "perl-matrix.sh: every perl passed (${names[*]})"
