#!/usr/bin/env bash
# Installs lemonlog for use outside the source tree:
#   PREFIX/bin/lemonlog             the binary
#   PREFIX/lib/lemonlog/Resources   its message tables and emotion catalog
# PREFIX defaults to ~/.local. The binary finds its resources there (or beside itself, or in
# $LEMONLOG_RESOURCES) wherever PREFIX is.
#
#   Scripts/install.sh [--prefix DIR] [--debug] [--no-build] [--bin-dir DIR]
#   Scripts/install.sh --uninstall [--prefix DIR]
set -euo pipefail

prefix="${PREFIX:-$HOME/.local}"
configuration=release
build=1
bin_dir=""
uninstall=0
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --debug) configuration=debug; shift ;;
        --no-build) build=0; shift ;;
        --bin-dir) bin_dir="$2"; shift 2 ;;
        --uninstall) uninstall=1; shift ;;
        # The comment at the top, up to its first line that is no comment.
        -h|--help) awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

if [ "$uninstall" = 1 ]; then
    rm -f "$prefix/bin/lemonlog"
    rm -rf "$prefix/lib/lemonlog"
    echo "Removed $prefix/bin/lemonlog and $prefix/lib/lemonlog (your diary is not touched)."
    exit 0
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
if [ "$build" = 1 ]; then
    swift build -c "$configuration" --product lemonlog
fi
bin_dir="${bin_dir:-$root/.build/$configuration}"
if [ ! -x "$bin_dir/lemonlog" ]; then
    echo "install.sh: no binary at $bin_dir/lemonlog; build it first (swift build -c $configuration)" >&2
    exit 1
fi

install -d -m 755 "$prefix/bin" "$prefix/lib/lemonlog"
install -m 755 "$bin_dir/lemonlog" "$prefix/bin/lemonlog.new"
mv -f "$prefix/bin/lemonlog.new" "$prefix/bin/lemonlog"
rm -rf "$prefix/lib/lemonlog/Resources.new"
cp -R "$root/Resources" "$prefix/lib/lemonlog/Resources.new"
rm -rf "$prefix/lib/lemonlog/Resources"
mv "$prefix/lib/lemonlog/Resources.new" "$prefix/lib/lemonlog/Resources"
echo "Installed $prefix/bin/lemonlog (resources in $prefix/lib/lemonlog)."
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "Add $prefix/bin to your PATH to run it as: lemonlog" ;;
esac
