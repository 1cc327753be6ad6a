#!/usr/bin/env bash
# The property run of t/formats/property.t at scale: GAMES games (3000
# unless given) through every format and every pair of formats, in the XS
# backend and in the plain-Perl one, each with its own seed. After perl
# Makefile.PL && make:   bash tools/formats-property.sh [GAMES]
set -euo pipefail
games=${1:-3000}
cd "$(dirname "$0")/.."
for backend in XS PP; do
    for seed in 1 2; do
        echo "== $backend, seed $seed, $games games"
        GAME_BRANDUBH_NOTATION_BACKEND=$backend BRANDUBH_PROPERTY_GAMES=$games BRANDUBH_PROPERTY_SEED=$seed \
            prove -b t/formats/property.t
    done
done
