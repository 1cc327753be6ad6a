#!/usr/bin/env bash
# The perl matrix: the distribution as a user gets it (make dist, unpacked in
# a new folder), built and tested on every perl it claims to run on.
#
#   bash tools/perl-matrix.sh [--build] [NAME... | ci | ci-system | ci-built]
#
# With no NAME, every row: the whole matrix, the check to run before an
# issue that changes xs/, the PP backend or the build is resolved. "ci" is
# the rows .ci/run runs, each chosen for a risk no other row covers, on at
# most four perls built from source: ci-system, the rows of the perls the
# machine has, and ci-built, those of the four (a fresh machine builds them
# in about ten minutes of one core; .ci/run starts that first, with --build,
# which builds the rows' perls and tests nothing, and runs ci-system while
# it waits). The rows, where each runs, and why:
#
#   row                where   what it alone covers
#   5.10.1             ci      the oldest perl claimed (MakeMaker 6.55)
#   5.10.1-pureperl    ci      the oldest perl with no compiler (PUREPERL_ONLY=1, CC=false)
#   5.14.4             all     before the hash and flag changes of 5.18
#   5.18.4             all     \s matches VT; hash order random per hash
#   5.22.4-threads     all     threads on the op-tree API of 5.22
#   5.26.3             all     no . in @INC
#   5.30.3, 5.32.1     all     the perls between, before Debian's 5.36
#   system             all     Debian's perl (5.36, threads), the entersub check by dladdr
#                              (in CI, tools/cpan-checks.sh's make disttest runs it)
#   system-plain       ci      the XS without its speed tricks (-DBN_NO_FAST -DBN_NO_TARGETS -DBN_NO_WALK)*
#   debugperl          ci      Debian's DEBUGGING perl, threaded: perl's assertions in the glue
#   5.40.1-threads     all     threads on a perl of today
#   5.42.3             all     the newest release, plain
#   5.42.3-rcstack     ci      the newest with DEBUGGING and the reference-counted stack
#   5.42.3-32bit       ci      32-bit integers and pointers (gcc -m32)
#   5.42.3-longdouble  ci      NVs of long doubles
#   system-g++         ci      the module built by g++ (CC=g++ LD=g++)*
#   system-nodladdr    ci      the entersub check without dladdr (-DBN_NO_DLADDR: "range")*
#   system-512mb       ci      make test in 512 MB of address space (ulimit -v), as a small smoker
#   windows-64, -32    ci      the C core and its unit tests as Windows programs, under wine
#
# * These rows differ from another row of the same perl only in how the XS
# is built: they skip t/backends/pp.t's second run of the suite with the
# plain-Perl backend, which has no XS (BRANDUBH_SKIP_PP_RERUN).
#
# 5.42.3-rcstack's perl -V is checked for PERL_RC_STACK and DEBUGGING,
# 5.42.3-32bit's ivsize and ptrsize, 5.42.3-longdouble's uselongdouble.
# debugperl is Debian's package perl-debug, for which the XS is compiled with
# -DDEBUGGING too. windows-64 and windows-32 build the C core and its unit
# tests from the tarball as Windows programs, run under wine
# (tools/windows-core.sh), as far as this machine reaches Windows. The perls
# of the release sources are built by tools/build-perl.sh when missing (see
# there for where they live).
#
# The 32-bit rows, 5.42.3-32bit and windows-32, run their 32-bit x86
# programs natively where the kernel can (IA-32 emulation). Where it cannot
# ('Exec format error'), they run under qemu-user: Debian's qemu-user-static,
# whose qemu-i386-static is made binfmt_misc's interpreter for 32-bit x86
# ELF programs, so that the perl's build, the perl, and each perl its tests
# start by $^X all run under it. The entry goes in a binfmt_misc of the
# run's own, in a user namespace (Linux 6.7 on: no privilege, and no other
# program on the machine sees it); failing that, as root, in the machine's,
# taken out when the run ends. The run says which way at its start and in
# each 32-bit row's verdict, and where neither way runs a 32-bit program it
# leaves the rows out, saying why (never passing them). MATRIX_32BIT=qemu
# takes the qemu way even where the kernel runs 32-bit programs, to test it;
# MATRIX_32BIT=qemu-global, the machine's binfmt_misc at once;
# MATRIX_32BIT=native (as .ci/run asks, for CI's time) never takes the qemu
# way, leaving the rows out where the kernel cannot run them (the whole
# matrix, run by hand, takes it: apt-get install qemu-user-static). Under qemu
# the 32-bit perl runs some nine times slower (CPU time); wine's 32-bit
# loader does not start under Debian 12's qemu 7.2 (see below the probe),
# so there windows-32 is left out, saying why: it needs a kernel that runs
# 32-bit programs (or a qemu that honours MAP_FIXED_NOREPLACE).
#
# On each: perl Makefile.PL && make && make test with that perl, failing on
# any compiler warning, with the differential test at BRANDUBH_CALLS calls a
# seed (100,000 unless set). A log for each perl is kept in $MATRIX_LOGS
# (default /tmp/perl-matrix); the last lines of a failed one are printed, and
# each row's seconds and the whole run's. MATRIX_JOBS=2 runs two rows at
# once (each its own make test, on one core).
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
logs=${MATRIX_LOGS:-/tmp/perl-matrix}
calls=${BRANDUBH_CALLS:-100000}
all=(5.10.1 5.14.4 5.18.4 5.22.4-threads 5.26.3 5.30.3 5.32.1 system system-plain debugperl
     5.40.1-threads 5.42.3 5.42.3-rcstack 5.10.1-pureperl
     5.42.3-32bit 5.42.3-longdouble system-g++ system-nodladdr system-512mb windows-64 windows-32)
# the CI rows: those of the perls on the machine, and those of the perls
# built from source (.ci/run runs the first while the second's perls build)
# (the row system is run in CI by tools/cpan-checks.sh's make disttest)
ci_system=(system-plain debugperl system-g++ system-nodladdr system-512mb windows-64 windows-32)
ci_built=(5.10.1 5.10.1-pureperl 5.42.3-rcstack 5.42.3-32bit 5.42.3-longdouble)
build_only=
[ "${1:-}" = --build ] && { build_only=1; shift; }
[ $# -gt 0 ] && names=("$@") || names=("${all[@]}")
case "${names[*]}" in
    ci) names=("${ci_system[@]}" "${ci_built[@]}") ;;
    ci-system) names=("${ci_system[@]}") ;;
    ci-built) names=("${ci_built[@]}") ;;
esac

# The 32-bit rows (*-32bit, windows-32) need 32-bit x86 programs to run.
# A kernel with IA-32 emulation runs them itself; where it has none (a
# program built by gcc -m32 fails with 'Exec format error') they run under
# qemu-user: an i386 entry of binfmt_misc hands every 32-bit x86 program to
# qemu-i386-static, the perl and each perl its tests start by $^X alike (the
# perl's build too, where it is built here). The entry is made in a
# binfmt_misc of the run's own, mounted in a user namespace (Linux 6.7 on),
# which needs no privilege and touches no other program on the machine;
# where that fails, and the run is root's, in the machine's binfmt_misc under
# a name of the run's, taken out again when the run ends. The run goes on in
# a copy of this script started with the entry there. The way is printed
# (native, or which qemu), and in each 32-bit row's verdict; where no way
# runs a 32-bit program the rows are said to be left out, with why, never
# passed. MATRIX_32BIT=qemu takes the qemu way on a kernel that runs 32-bit
# programs itself (to test it), MATRIX_32BIT=qemu-global the machine's
# binfmt_misc at once (root only; while the run lasts it sends every 32-bit
# x86 program on the machine to qemu); MATRIX_32BIT=native never takes it.
wants32=
for name in "${names[@]}"; do case $name in *-32bit|windows-32) wants32=1 ;; esac; done
if [ -n "$wants32" ] && [ -z "${MATRIX_32BIT_WAY:-}" ]; then
    mode32=${MATRIX_32BIT:-auto}
    case $mode32 in auto|native|qemu|qemu-global) ;; *) echo "perl-matrix.sh: MATRIX_32BIT is auto, native, qemu or qemu-global, not '$mode32'" >&2; exit 2 ;; esac
    # the probe says the machine its uname() sees: x86_64 run by the
    # kernel, i686 run by qemu-i386
    probe=$(mktemp -d)
    printf '%s\n' '#include <stdio.h>' '#include <sys/utsname.h>' \
        'int main(void){struct utsname u; if (uname(&u)) return 1; puts(u.machine); return 0;}' >"$probe/p.c"
    if ! gcc -m32 "$probe/p.c" -o "$probe/p" 2>"$probe/cc.err"; then
        # (the 32-bit perl's build then fails, saying so)
        echo "perl-matrix.sh: gcc -m32 builds no program (gcc-multilib, libc6-dev-i386 missing?): the 32-bit rows are not probed" >&2
    elif machine=$("$probe/p" 2>"$probe/run.err") && { [ "$mode32" = auto ] || [ "$mode32" = native ]; }; then
        export MATRIX_32BIT_WAY=native
        echo "perl-matrix.sh: the 32-bit rows run natively (this kernel runs 32-bit x86 programs)" >&2
    else
        if [ -n "${machine:-}" ]; then why="MATRIX_32BIT=$mode32"
        else why="this machine's kernel runs no 32-bit x86 program ($(tr '\n' ' ' <"$probe/run.err"| sed 's/ *$//'))"; fi
        qemu=$(command -v qemu-i386-static || true)
        [ -n "$qemu" ] && [ -f "$qemu" ] && [ -x "$qemu" ] || qemu=
        # (MATRIX_32BIT=native, as .ci/run asks: a row under qemu takes some
        # ten times its time, the 32-bit perl's build more)
        [ "$mode32" != native ] || qemu=native
        # binfmt_misc's entry for 32-bit x86 ELF programs (qemu's own magic
        # and mask: executables and PIEs); F opens qemu now, so it is found
        # whatever the program's mount namespace
        entry32='M::\x7fELF\x01\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x03\x00:\xff\xff\xff\xff\xff\xfe\xfe\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff'
        again=(bash "$0" ${build_only:+--build} "${names[@]}")
        not=()
        if [ "$qemu" = native ]; then
            qemu=
            not+=("MATRIX_32BIT=native: the qemu way, some ten times slower, is not tried (the whole matrix tries it)")
        elif [ -z "$qemu" ]; then
            not+=("no qemu-i386-static (apt-get install qemu-user-static)")
        elif [ "$mode32" != qemu-global ]; then
            # a user namespace with a binfmt_misc of its own, the entry made
            # in it by its root, and in it a second namespace where the run
            # is its user's again: uid and gid as they were outside
            ns_entry='mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc && printf %s "$1" >/proc/sys/fs/binfmt_misc/register && shift && exec "$@"'
            ns=(unshare --user --map-root-user --mount sh -c "$ns_entry" sh ":brandubh-i386:$entry32:$qemu:F"
                unshare --user --map-user="$(id -u)" --map-group="$(id -g)")
            if out=$("${ns[@]}" "$probe/p" 2>&1) && [ "$out" = i686 ]; then
                rm -rf "$probe"
                echo "perl-matrix.sh: the 32-bit rows run under qemu-user ($qemu, by a binfmt_misc of the run's own in a user namespace): $why" >&2
                export MATRIX_32BIT_WAY="qemu-user, user namespace"
                exec "${ns[@]}" "${again[@]}"
            fi
            not+=("a binfmt_misc in a user namespace: $(tr '\n' ' ' <<<"${out:-ran no program}" | sed 's/ *$//')")
        fi
        if [ -n "$qemu" ] && [ "$(id -u)" != 0 ]; then
            not+=("the machine's binfmt_misc: the run is not root's")
        elif [ -n "$qemu" ]; then
            # the machine's binfmt_misc, mounted if it is not; the entry (and
            # the mount, if made here and nothing else is in it) taken out
            # when the run ends
            bm=/proc/sys/fs/binfmt_misc entry_name=brandubh-i386-$$ mounted=
            if [ ! -e "$bm/register" ]; then
                out=$(mount -t binfmt_misc binfmt_misc "$bm" 2>&1) && mounted=1
            fi
            if [ ! -e "$bm/register" ]; then
                not+=("the machine's binfmt_misc: cannot be mounted (${out:-no $bm/register})")
            elif ! out=$(printf '%s' ":$entry_name:$entry32:$qemu:F" 2>&1 >"$bm/register"); then
                not+=("the machine's binfmt_misc: the entry is refused ($out)")
            else
                unregister32() {
                    [ -e "$bm/$entry_name" ] && echo -1 >"$bm/$entry_name"
                    if [ -n "$mounted" ] && [ "$(ls "$bm")" = "$(printf 'register\nstatus')" ]; then umount "$bm"; fi
                    return 0
                }
                if out=$("$probe/p" 2>&1) && [ "$out" = i686 ]; then
                    rm -rf "$probe"
                    trap unregister32 EXIT
                    trap 'exit 130' INT TERM
                    echo "perl-matrix.sh: the 32-bit rows run under qemu-user ($qemu, by the entry $bm/$entry_name, taken out at the end): $why" >&2
                    status=0
                    MATRIX_32BIT_WAY="qemu-user, the machine's binfmt_misc" "${again[@]}" || status=$?
                    exit "$status"
                fi
                unregister32
                not+=("the machine's binfmt_misc: the probe ran with the entry and said '${out}', not i686")
            fi
        fi
        kept=()
        for name in "${names[@]}"; do
            case $name in
                *-32bit|windows-32)
                    echo "perl-matrix.sh: LEFT OUT $name: $why, and qemu-user cannot run them: $(IFS=';'; echo "${not[*]}" | sed 's/;/; /g')" >&2 ;;
                *) kept+=("$name") ;;
            esac
        done
        names=("${kept[@]}")
    fi
    rm -rf "$probe"
fi
# Under qemu-user windows-32 is left out, saying why: Debian 12's qemu 7.2
# takes MAP_FIXED_NOREPLACE for a hint, mapping elsewhere where the kernel
# says EEXIST, and wine's 32-bit loader, reserving its address space with
# that flag, keeps the misplaced maps above its user space's limit; one
# covers 0x7ffef000, inside the page wine needs at 0x7ffe0000 (the shared
# user data), and after some 80 s of CPU walking the address space in 64
# KiB steps it ends, exit 1: 'err:virtual:virtual_alloc_first_teb wine:
# failed to map the shared user data: c0000018' (STATUS_CONFLICTING_
# ADDRESSES). MATRIX_WINE32_QEMU=1 tries it all the same (a later qemu).
if [[ " ${names[*]} " == *" windows-32 "* ]] && [[ ${MATRIX_32BIT_WAY:-} == qemu* ]] \
    && [ -z "${MATRIX_WINE32_QEMU:-}" ]; then
    kept=()
    for name in "${names[@]}"; do
        if [ "$name" = windows-32 ]; then
            echo "perl-matrix.sh: LEFT OUT windows-32: wine's 32-bit loader does not start under $(qemu-i386-static --version 2>/dev/null | head -1 || echo qemu-user) (it maps no shared user data at 0x7ffe0000, c0000018: qemu takes MAP_FIXED_NOREPLACE for a hint; MATRIX_WINE32_QEMU=1 tries)" >&2
        else kept+=("$name"); fi
    done
    names=("${kept[@]}")
fi
# windows-32 runs the core under wine32:i386, Debian's 32-bit wine. While a
# mirror syncs, its lists of i386 can lag those of amd64, and .ci/run then
# cannot install it (it says so); the row is said to be left out, never
# passed, as on a kernel with no 32-bit programs.
if [[ " ${names[*]} " == *" windows-32 "* ]] \
    && ! dpkg-query -W -f='${Status}' wine32:i386 2>/dev/null | grep -q 'install ok installed'; then
    kept=()
    for name in "${names[@]}"; do
        if [ "$name" = windows-32 ]; then echo "perl-matrix.sh: LEFT OUT windows-32: wine32:i386 is not installed" >&2
        else kept+=("$name"); fi
    done
    names=("${kept[@]}")
fi

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

if [ -n "$build_only" ]; then
    echo "perl-matrix.sh: the perls of ${names[*]} are built"
    exit 0
fi

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
          BRANDUBH_CALLS=$calls BRANDUBH_ENTERSUB_CHECK=$check BRANDUBH_REQUIRE_CORE=$require_core \
              BRANDUBH_SKIP_PP_RERUN=$skip_pp \
              make test "${make_args[@]}" )
    )
}

# A row, from its tarball to its verdict: a line, ok or FAIL, and for a
# failure the end of its log; its status in $logs/$name.status.
row() {
    local name=$1
    perl=${bin[$name]}
    log=$logs/$name.log
    work=$(mktemp -d "$dist/$name.XXXX")
    tar -xzf "$tarball" -C "$work"
    src=$(ls -d "$work"/Game-Brandubh-Notation-*)
    configure=() make_args=() limit=unlimited check= require_core=1 skip_pp=
    case $name in
        *-pureperl) configure=(PUREPERL_ONLY=1); make_args=(CC=false LD=false); require_core= ;;
        debugperl) configure=(DEFINE=-DDEBUGGING) ;;
        system) check=dladdr ;;
        system-plain) configure=("DEFINE=-DBN_NO_FAST -DBN_NO_TARGETS -DBN_NO_WALK"); check=none; skip_pp=1 ;;
        system-g++) configure=(CC=g++ LD=g++); skip_pp=1 ;;
        system-nodladdr) configure=(DEFINE=-DBN_NO_DLADDR); check=range; skip_pp=1 ;;
        system-512mb) limit=524288 ;;
    esac
    local started=$SECONDS summary how=
    # a 32-bit row says how its programs ran: native, or under qemu-user
    case $name in *-32bit|windows-32) how=", ${MATRIX_32BIT_WAY:-native}" ;; esac
    if run_row >"$log" 2>&1; then
        if [[ $name == windows-* ]]; then summary=$(tail -1 "$log")
        else summary=$(grep -E '^(All tests successful|Files=)' "$log" | tr '\n' ' '); fi
        echo "ok   $name ($((SECONDS - started)) s$how): $summary"
        echo ok >"$logs/$name.status"
    else
        { echo "FAIL $name ($((SECONDS - started)) s$how), the end of $log:"
          tail -40 "$log" | sed 's/^/    /'; } | cat    # (one write: rows run side by side)
        echo failed >"$logs/$name.status"
    fi
    rm -rf "$work"
}

# The rows, MATRIX_JOBS at a time (1 unless set: each row's make test runs
# its test files one after another, on one core; .ci/run sets 2). Each row
# has its own tarball, folder and log, and says its verdict when it ends.
jobs_max=${MATRIX_JOBS:-1}
for name in "${names[@]}"; do
    rm -f "$logs/$name.status"
    if [ "$jobs_max" -le 1 ]; then
        row "$name"
        continue
    fi
    while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n || true; done
    row "$name" &
done
wait
failed=()
for name in "${names[@]}"; do
    [ "$(cat "$logs/$name.status" 2>/dev/null)" = ok ] || failed+=("$name")
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "perl-matrix.sh: failed on ${failed[*]}"
    exit 1
fi
echo "perl-matrix.sh: every perl passed (${names[*]}) in $SECONDS s"
