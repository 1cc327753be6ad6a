#!/usr/bin/env bash
# The distribution as CPAN and its users see it, from the tarball make dist
# writes:
# - every core kwalitee indicator of Module::CPANTS::Analyse passes;
# - the author tests (xt/) and make disttest pass in the unpacked tarball,
#   the disttest as the perl matrix's row "system" runs make test (Debian's
#   perl; the entersub check by dladdr, the differential at 100,000 calls a
#   seed, the C core required): CI runs that row here, not twice;
# - where no C compiler works (perl Makefile.PL CC=false), the build says so
#   and builds the plain-Perl backend, whose tests pass, with no compiler;
# - PUREPERL_ONLY=0 there stops the build;
# - dh-make-perl (where it is installed) describes the package by the
#   module's own NAME and DESCRIPTION, whichever module it finds first;
# - perlcritic, with the repository's .perlcriticrc, finds nothing.
#   bash tools/cpan-checks.sh
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$here" && git ls-files -z | xargs -0 tar -cf -) | (mkdir "$work/tree" && tar -xf - -C "$work/tree")
(cd "$work/tree" && perl Makefile.PL && make dist) >"$work/dist.log" 2>&1 || { tail -20 "$work/dist.log"; exit 1; }
tarball=$(ls "$work"/tree/Game-Brandubh-Notation-*.tar.gz)
name=$(basename "$tarball" .tar.gz)

echo "== kwalitee of $(basename "$tarball")"
(cd "$work" && perl -MModule::CPANTS::Analyse -MModule::CPANTS::Kwalitee -e '
    my $analysis = Module::CPANTS::Analyse->new({ dist => $ARGV[0] });
    $analysis->run;
    my $got = $analysis->d->{kwalitee};
    my @failed = grep { !$got->{$_} } Module::CPANTS::Kwalitee->new->core_indicator_names;
    print "core indicator failed: $_\n" for @failed;
    exit(@failed ? 1 : 0);
' "$tarball")
echo "every core indicator passes"

echo "== the author tests and make disttest, from the tarball"
mkdir "$work/xt" && tar -xzf "$tarball" -C "$work/xt"
(cd "$work/xt/$name" && perl Makefile.PL >/dev/null && make >/dev/null && prove -b xt/ \
    && BRANDUBH_ENTERSUB_CHECK=dladdr BRANDUBH_CALLS=${BRANDUBH_CALLS:-100000} BRANDUBH_REQUIRE_CORE=1 \
       make disttest >"$work/disttest.log" 2>&1) \
    || { tail -20 "$work/disttest.log" 2>/dev/null; exit 1; }
echo "xt/ and make disttest pass"

echo "== no working C compiler"
mkdir "$work/pure" && tar -xzf "$tarball" -C "$work/pure"
(
    cd "$work/pure/$name"
    out=$(perl Makefile.PL CC=false LD=false 2>&1)
    grep -q 'No working C compiler' <<<"$out" || { echo "$out"; echo "the build did not say it found no compiler"; exit 1; }
    make CC=false LD=false >/dev/null
    [ -z "$(find blib -name '*.so' -o -name '*.bundle' -o -name '*.dll')" ] || { echo "an XS object was built"; exit 1; }
    backend=$(perl -Mblib -MGame::Brandubh::Notation -e 'print Game::Brandubh::Notation::BACKEND()')
    [ "$backend" = PP ] || { echo "backend $backend, not PP"; exit 1; }
    make test CC=false LD=false >"$work/pure.log" 2>&1 || { tail -20 "$work/pure.log"; exit 1; }
    if perl Makefile.PL PUREPERL_ONLY=0 CC=false LD=false >/dev/null 2>&1; then
        echo "PUREPERL_ONLY=0 did not stop a build without a compiler"; exit 1
    fi
)
echo "the plain-Perl backend is built and passes; PUREPERL_ONLY=0 stops"

if command -v dh-make-perl >/dev/null; then
    echo "== a Debian packager's tool, on the tarball"
    mkdir "$work/deb" && tar -xzf "$tarball" -C "$work/deb"
    (cd "$work/deb/$name" && dh-make-perl --no-network --vcs none . >"$work/deb.log" 2>&1) \
        || { tail -20 "$work/deb.log"; exit 1; }
    description=$(sed -n '/^Description:/,/^ \.$/p' "$work/deb/$name/debian/control")
    echo "$description" | head -3
    grep -q '^ Brandubh is the Irish tafl game' <<<"$description" \
        || { echo "dh-make-perl did not take the module's description"; exit 1; }
fi

echo "== perlcritic"
(cd "$here" && perlcritic --profile .perlcriticrc lib bin)
