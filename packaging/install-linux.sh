#!/usr/bin/env bash
# Put Kartografové in the Linux desktop's menu: the built bundle, the .desktop entry,
# the icons (hicolor theme) and the AppStream metadata, for one user or system-wide.
#
#   packaging/install-linux.sh                      dist/Kartografové into ~/.local
#   sudo packaging/install-linux.sh --prefix /usr/local
#   packaging/install-linux.sh --desktop-only       menu entry for a pip-installed
#                                                   `cartografove` already on PATH
#   packaging/install-linux.sh --uninstall [--prefix DIR]
#
# Files: PREFIX/lib/kartografove/ (the bundle), PREFIX/bin/kartografove (a link to it),
# PREFIX/share/applications/kartografove.desktop, PREFIX/share/icons/hicolor/*/apps/
# kartografove.{png,svg}, PREFIX/share/metainfo/io.github.kartografove.Kartografove.metainfo.xml
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="$HOME/.local"
mode=install
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --desktop-only) mode=desktop; shift ;;
        --uninstall) mode=uninstall; shift ;;
        -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install-linux.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

app_id="io.github.kartografove.Kartografove"
share="$prefix/share"
sizes="16 24 32 48 64 128 256 512"

refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$share/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$share/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$share/icons/hicolor" 2>/dev/null || true
    fi
}

if [ "$mode" = uninstall ]; then
    rm -rf "$prefix/lib/kartografove"
    [ -L "$prefix/bin/kartografove" ] && rm -f "$prefix/bin/kartografove"
    rm -f "$share/applications/kartografove.desktop" "$share/metainfo/$app_id.metainfo.xml" \
        "$share/icons/hicolor/scalable/apps/kartografove.svg"
    for size in $sizes; do
        rm -f "$share/icons/hicolor/${size}x${size}/apps/kartografove.png"
    done
    refresh_caches
    echo "Kartografové removed from $prefix"
    exit 0
fi

if [ "$mode" = install ]; then
    bundle="dist/Kartografové"
    [ -x "$bundle/kartografove" ] || {
        echo "install-linux.sh: no $bundle/kartografove; build it first: packaging/build.sh" >&2
        exit 1
    }
    rm -rf "$prefix/lib/kartografove"
    mkdir -p "$prefix/lib" "$prefix/bin"
    cp -a "$bundle" "$prefix/lib/kartografove"
    ln -sfn "$prefix/lib/kartografove/kartografove" "$prefix/bin/kartografove"
    command="$prefix/bin/kartografove"
else
    command="$(command -v kartografove || command -v cartografove || true)"
    [ -n "$command" ] || {
        echo "install-linux.sh: no kartografove or cartografove command on PATH" >&2
        exit 1
    }
fi

install -d "$share/applications" "$share/metainfo" "$share/icons/hicolor/scalable/apps"
# Exec with the full path: ~/.local/bin is not on every desktop session's PATH
sed "s|^Exec=kartografove\$|Exec=$command|" packaging/kartografove.desktop \
    >"$share/applications/kartografove.desktop"
install -m 644 "packaging/$app_id.metainfo.xml" "$share/metainfo/$app_id.metainfo.xml"
install -m 644 resources/icons/kartografove.svg "$share/icons/hicolor/scalable/apps/kartografove.svg"
for size in $sizes; do
    install -d "$share/icons/hicolor/${size}x${size}/apps"
    install -m 644 "resources/icons/kartografove-$size.png" \
        "$share/icons/hicolor/${size}x${size}/apps/kartografove.png"
done
refresh_caches
echo "Kartografové is in the menu (Games); it runs $command"
