#!/usr/bin/env bash
# The README's QUICK START, followed literally on a fresh clone, as root and
# as a user who is not (made if missing: brandubh-readme), each in a home of
# its own: the first command must end with the checker's count line, the
# second pass the tests, the install lines put the command on the PATH and
# the module in PERL5LIB, and the installed command draw an SVG picture. The
# README itself is at most 120 lines. With README_CHECK_ROOT_TESTED set (CI,
# whose first step runs the README's test command as root on this clone),
# root builds without running the tests again; the other user runs them.
#   bash tools/readme-check.sh
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
user=brandubh-readme

# The README is short enough to be read first.
lines=$(wc -l < "$here/README")
[ "$lines" -le 120 ] || { echo "readme-check.sh: the README has $lines lines, more than 120" >&2; exit 1; }

# The commands of the QUICK START: its lines indented by four spaces.
mapfile -t commands < <(awk '/^QUICK START$/ { on = 1; next } /^[A-Z][A-Z ,]+$/ { on = 0 } on && /^    / { sub(/^    /, ""); print }' "$here/README")
[ "${#commands[@]}" -eq 5 ] || { echo "readme-check.sh: the QUICK START has ${#commands[@]} commands, not 5" >&2; exit 1; }

run_as() {
    local who=$1 home
    home=$(mktemp -d)
    [ "$who" = root ] || chown "$who" "$home"
    local script
    script=$(cat <<SCRIPT
set -euo pipefail
export HOME='$home'
cd "\$HOME"
printf '[safe]\n\tdirectory = *\n' > "\$HOME/.gitconfig"   # the clone's source is root's
git clone -q '$here' clone
cd clone
echo "== as $who: ${commands[0]}"
out=\$( ${commands[0]} 2>&1 ) || true
last=\$(printf '%s\n' "\$out" | tail -1)
echo "   ... \$last"
[[ "\$last" =~ ^brandubh-notation:\ [0-9]+\ records:\ [0-9]+\ accepted,\ [0-9]+\ refused ]] || { printf '%s\n' "\$out" | tail -20; echo "it does not end with the count line"; exit 1; }
if [ '$who' = root ] && [ -n "${README_CHECK_ROOT_TESTED:-}" ]; then
    echo "== as $who: perl Makefile.PL && make (its make test is the README's test command, run as root already)"
    ( perl Makefile.PL && make ) > "\$HOME/test.log" 2>&1 || { tail -20 "\$HOME/test.log"; exit 1; }
else
    echo "== as $who: ${commands[1]}"
    ( ${commands[1]} ) > "\$HOME/test.log" 2>&1 || { tail -20 "\$HOME/test.log"; exit 1; }
    grep -E '^Result: PASS' "\$HOME/test.log"
fi
make realclean > /dev/null
echo "== as $who: ${commands[2]}"
( ${commands[2]} ) > "\$HOME/install.log" 2>&1 || { tail -20 "\$HOME/install.log"; exit 1; }
${commands[3]}
cd "\$HOME"
brandubh-notation --version
echo "== as $who: ${commands[4]}"
( ${commands[4]} )
head -c 40 board.svg | grep -F '<svg xmlns="http://www.w3.org/2000/svg"'
perl -MGame::Brandubh::Notation -e 'print "installed: ", \$INC{"Game/Brandubh/Notation.pm"}, "\n"' | grep -F "\$HOME/perl5/"
SCRIPT
)
    if [ "$who" = root ]; then
        bash -c "$script"
    else
        runuser -u "$who" -- bash -c "$script"
    fi
    rm -rf "$home"
}

run_as root
id "$user" >/dev/null 2>&1 || useradd --no-create-home --shell /bin/bash "$user"
run_as "$user"
echo "readme-check.sh: the QUICK START works as root and as $user"
