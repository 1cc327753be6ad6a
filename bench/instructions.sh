#!/usr/bin/env bash
# Instructions a call of the small functions and of their floors, counted by
# callgrind: the same on every run, whatever else the machine is doing, so a
# guide while changing the code (bench/notation.pl remains the measure).
# Each figure is the difference of a run of 20,000 calls and of none.
#   perl Makefile.PL && make && bash bench/instructions.sh
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f bench/floor/Makefile ] || (cd bench/floor && perl Makefile.PL >/dev/null)
make -C bench/floor >/dev/null
count() {   # code, calls
    valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        perl -Mblib -Ibench/floor/blib/lib -Ibench/floor/blib/arch -MBrandubh::Floor \
        -MGame::Brandubh::Notation=:all \
        -e "our \$about = { king => 1, captures => ['e3', 'c3'], king_home => 1 }; our %R = map { \$_ => \\&{\$_} } qw(square_name square_parse move_wire move_split move_parse move_display position_ok); for (1 .. $2) { $1 }" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
# By name (the fast path, where the perl has it), through a reference (the XSUB),
# and the floor.
while IFS='|' read -r name xs floor; do
    ref=$(printf '%s' "$xs" | sed "s/$name(/\\\$main::R{$name}->(/")
    a=$(count "$xs" 0); b=$(count "$xs" 20000); c=$(count "$floor" 0); d=$(count "$floor" 20000)
    e=$(count "$ref" 0); f=$(count "$ref" 20000)
    printf '%-14s named %6d  ref %6d  floor %6d instructions a call\n' "$name" \
        $(( (b - a) / 20000 )) $(( (f - e) / 20000 )) $(( (d - c) / 20000 ))
done <<'LIST'
square_name|my $r = square_name(3, 3)|my $r = Brandubh::Floor::square(3, 3)
square_parse|my ($f, $r) = square_parse('d4')|my ($f, $r) = Brandubh::Floor::two_numbers('d4')
move_wire|my $r = move_wire('d1', 'd3')|my $r = Brandubh::Floor::move('d1', 'd3')
move_split|my ($f, $t) = move_split('d1d3')|my ($f, $t) = Brandubh::Floor::two_strings('d1d3')
move_parse|my $r = move_parse('Kd1-d3xc3,e3++')|my $r = Brandubh::Floor::move('Kd1-d3xc3,e3++')
move_display|my $r = move_display('d1d3', $main::about)|my $r = Brandubh::Floor::shown('d1d3', $main::about)
position_ok|my $r = position_ok(SETUP)|my $r = Brandubh::Floor::number(SETUP)
LIST
