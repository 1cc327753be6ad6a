# Sourced by the benchmarks that set this tree beside revision $rev: builds
# $rev in a temporary worktree, $old, and removes it when the script exits,
# with the folders named in $cleanup. $here is this tree.
here=$(cd "$(dirname "$0")/.." && pwd)
old=$(mktemp -d)
trap 'git -C "$here" worktree remove --force "$old" >/dev/null 2>&1 || true; rm -rf "$old" ${cleanup:-}' EXIT
git -C "$here" worktree add --detach "$old" "$rev" >/dev/null 2>&1
(cd "$old" && perl Makefile.PL >/dev/null && make >/dev/null)
