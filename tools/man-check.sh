#!/usr/bin/env bash
# The manual pages make install writes, into a temporary folder: one for each
# module with POD, under the module's own name (Game::Brandubh::Notation::Built,
# made from build/Built.pm, included), and the command's; nothing else.
#   bash tools/man-check.sh
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$here" && git ls-files -z | xargs -0 tar -cf - ) | tar -xf - -C "$work"
cd "$work"
perl Makefile.PL INSTALL_BASE="$work/inst" >/dev/null
make >/dev/null
make install >/dev/null
got=$(cd "$work/inst/man" && find . -type f | sed 's{^\./{{' | sort)
want=$( { echo man1/brandubh-notation.1p
          echo man3/Game::Brandubh::Notation::Built.3pm
          for pm in $(cd lib && find . -name '*.pm' -o -name '*.pod' | sort); do
              grep -q '^=head1' "lib/$pm" || continue
              m=${pm#./}; m=${m%.pm}; m=${m%.pod}; echo "man3/${m//\//::}.3pm"
          done; } | sort)
if [ "$got" != "$want" ]; then
    echo "man-check.sh: the manual pages installed are not one a module, under its name:"
    diff <(echo "$want") <(echo "$got") || true
    exit 1
fi
echo "ok - $(echo "$got" | wc -l) manual pages, each under its module's name"
