#!/usr/bin/env bash
# Build Kartografové as a one-folder desktop application with PyInstaller, then
# smoke-test the result. Linux and macOS (bash 3.2 is enough); Windows: build.ps1.
#
#   packaging/build.sh              clean build venv, build, smoke test
#   packaging/build.sh --no-smoke   build only
#   KEEP_VENV=1 packaging/build.sh  reuse build/packaging/venv from the last run
#   PYTHON=python3.12 packaging/build.sh
#
# Steps: copy the checkout's files (tracked, plus new ones not ignored by git) to
# build/packaging/src, so stale build output or stray local files never reach the
# bundle; make a fresh venv in build/packaging/venv; install that copy and PyInstaller
# into it; run packaging/kartografove.spec. The app lands in dist/Kartografové/
# (executable dist/Kartografové/kartografove), on macOS also dist/Kartografové.app.
#
# PyInstaller lists the modules it could not find in build/packaging/pyinstaller/
# kartografove/warn-kartografove.txt; one of this project's (cartografove.…) fails the
# build: the bundle would start and then fail at the first use of it.
#
# The smoke test is scripts/smoke.py --bundle, run with the build venv's Python (the
# same installed files the bundle was frozen from), offscreen and in a throwaway home:
# every module imports; the app starts, plays, saves, quits and continues on a second
# start; the bundle's own host and join play a game on 127.0.0.1; then the bundle is
# started three times with one data folder on a virtual X screen (Xvfb and xdotool, e.g.
# apt-get install xvfb xdotool): it sets up a game in New Game, then offers, shows and
# continues it.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

smoke=1
for arg in "$@"; do
    case "$arg" in
        --no-smoke) smoke=0 ;;
        -h | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build.sh: unknown option $arg" >&2; exit 2 ;;
    esac
done

python="${PYTHON:-python3}"
"$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
    echo "build.sh: $python is older than Python 3.11" >&2
    exit 1
}

app_name="Kartografové"
work="$root/build/packaging"
src="$work/src"
venv="$work/venv"
dist="$root/dist"
start=$SECONDS
step() { printf '\n== %s (%ds)\n' "$1" $((SECONDS - start)); }

step "Copying the checkout to $src"
rm -rf "$src"
mkdir -p "$src"
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    # tracked files and new, not ignored ones; files deleted in the work tree are skipped
    git -C "$root" ls-files -z --cached --others --exclude-standard |
        while IFS= read -r -d '' file; do
            [ -f "$file" ] && printf '%s\0' "$file"
        done | xargs -0 tar -cf - | tar -xf - -C "$src"
else
    tar -cf - --exclude ./build --exclude ./dist --exclude ./.venv . | tar -xf - -C "$src"
fi

if [ "${KEEP_VENV:-0}" = 1 ] && [ -x "$venv/bin/python" ]; then
    step "Reusing the build venv $venv"
else
    step "Creating a clean build venv in $venv"
    rm -rf "$venv"
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --upgrade pip
fi

step "Installing the app and PyInstaller"
"$venv/bin/python" -m pip install --quiet --upgrade "$src" "pyinstaller>=6.10,<7"
# a reused venv has the same version number installed: replace it with this copy
"$venv/bin/python" -m pip install --quiet --force-reinstall --no-deps "$src"
"$venv/bin/python" -m pip list 2>/dev/null |
    grep -iE '^(kartografove|pyinstaller|pyside6-essentials|pydantic|platformdirs) ' || true

step "Running PyInstaller"
rm -rf "${dist:?}/${app_name:?}" "${dist:?}/${app_name:?}.app"
build_start=$SECONDS
"$venv/bin/pyinstaller" --noconfirm --log-level WARN \
    --distpath "$dist" --workpath "$work/pyinstaller" "$src/packaging/kartografove.spec"
build_seconds=$((SECONDS - build_start))

bundle="$dist/$app_name"
exe="$bundle/kartografove"
if [ "$(uname -s)" = Darwin ]; then
    bundle="$dist/$app_name.app"
    exe="$bundle/Contents/MacOS/kartografove"
fi
[ -x "$exe" ] || { echo "build.sh: no executable at $exe" >&2; exit 1; }

warnings="$work/pyinstaller/kartografove/warn-kartografove.txt"
if [ -f "$warnings" ] && grep -E "module named '?cartografove(\.|'| )" "$warnings" >&2; then
    echo "build.sh: PyInstaller could not find the modules of this project above" >&2
    exit 1
fi
size="$(du -sh "$bundle" | cut -f1)"
step "Built $bundle ($size; PyInstaller took ${build_seconds}s)"

if [ "$smoke" = 0 ]; then
    exit 0
fi

step "Smoke test"
failures=0
fail() { echo "  FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "  ok:   $*"; }
(cd "$work" && env -u PYTHONPATH "$venv/bin/python" "$src/scripts/smoke.py" --bundle "$exe") ||
    failures=$((failures + 1))

internal="$bundle/_internal"
[ "$(uname -s)" = Darwin ] && internal="$bundle/Contents/Frameworks"
for file in cartografove/resources/i18n/cartografove_cs.qm \
    cartografove/resources/i18n/cartografove_pl.qm \
    cartografove/resources/i18n/argparse/cs/LC_MESSAGES/kartografove-argparse.mo \
    cartografove/resources/i18n/argparse/pl/LC_MESSAGES/kartografove-argparse.mo \
    cartografove/resources/fonts/LICENSE-DejaVu.txt \
    cartografove/resources/icons/kartografove.svg \
    PySide6/Qt/translations/qtbase_cs.qm PySide6/Qt/translations/qtbase_pl.qm; do
    if [ -e "$internal/$file" ]; then
        pass "the bundle has $file"
    else
        fail "the bundle lacks $file"
    fi
done

step "Done"
echo "bundle: $bundle ($size), PyInstaller ${build_seconds}s"
if [ "$failures" -ne 0 ]; then
    echo "smoke test: $failures failure(s)" >&2
    exit 1
fi
echo "smoke test: all passed"
