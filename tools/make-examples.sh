#!/usr/bin/env bash
# The pictures of examples/, made anew by the command (t/svg/svg.t checks
# that they are what it makes): the set-up, and the position after b4b2
# c4c3 with its last move tinted.
#
#   bash tools/make-examples.sh      (from the root, after make)
set -euo pipefail
cd "$(dirname "$0")/.."
run() { perl -Mblib bin/brandubh-notation "$@"; }
run show --format svg '3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a' > examples/setup.svg
run show --format svg --last c4c3 '3a3/3a3/3d3/a2kdaa/2dd3/1a1a3/3a3 a' > examples/after-c4c3.svg
