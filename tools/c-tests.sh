# Sourced by tools/valgrind-test.sh, tools/asan-test.sh and tools/c-reach.sh:
# the folders of t/ whose tests reach the C core, the ones valgrind and the
# sanitizers run. The other folders (command, lists, csv, formats, html,
# docs, svg) run Perl
# around the core: every line of C they reach, the folders below reach too,
# as tools/c-reach.sh measures (and fails when that stops being so).
c_test_folders=(functions backends doors reader why opentafl replay dialects)

# The test files of those folders, but backends/pp.t and pp-more.t, which run the other
# tests again with the plain-Perl backend (no C at all).
c_test_files() {
    local folder
    for folder in "${c_test_folders[@]}"; do
        ls "t/$folder"/*.t
    done | grep -v -x -e 't/backends/pp.t' -e 't/backends/pp-more.t'
}
