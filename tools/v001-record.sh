#!/usr/bin/env bash
# 0.01's outcomes on the odd values of t/lib/Brandubh/OddValues.pl,
# recorded on each kind of perl the matrix has (a version, the sizes of its
# integers and numbers: tools/v001-odd-values.pl --record), into
# t/data/v001/, for t/functions/odd-values.t. The perls are built by
# tools/build-perl.sh when missing. 0.01 is public, and is not shipped here:
# V001_LIB is a folder holding its Game/Brandubh/Notation.pm.
#   bash tools/v001-record.sh V001_LIB
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
lib=${1:?usage: v001-record.sh V001_LIB}
perls=(/usr/bin/perl)
for name in 5.10.1 5.14.4 5.18.4 5.22.4-threads 5.26.3 5.30.3 5.32.1 5.40.1-threads 5.42.3 5.42.3-32bit 5.42.3-longdouble; do
    version=${name%%-*} flavour=
    [ "$version" = "$name" ] || flavour=${name#*-}
    perls+=("$(bash "$here/tools/build-perl.sh" "$version" $flavour)")
done
for perl in "${perls[@]}"; do
    "$perl" "$here/tools/v001-odd-values.pl" --record "$lib"
done
