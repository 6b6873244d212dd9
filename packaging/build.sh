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
# The smoke test runs the bundle from an empty folder with an empty environment (no
# venv, no PYTHONPATH, a throwaway HOME) on Qt's offscreen platform: --help, a
# headless game, a blank sheet PDF in Czech (the translation must change its text;
# needs pdftotext from poppler-utils for that check), and the window itself, which
# must still be running, with nothing on stderr, after a few seconds.
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
size="$(du -sh "$bundle" | cut -f1)"
step "Built $bundle ($size; PyInstaller took ${build_seconds}s)"

if [ "$smoke" = 0 ]; then
    exit 0
fi

step "Smoke test"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/kartografove-smoke.XXXXXX")"
gui_pid=""
cleanup() {
    if [ -n "$gui_pid" ]; then kill "$gui_pid" 2>/dev/null || true; fi
    rm -rf "$tmp"
}
trap cleanup EXIT
mkdir -p "$tmp/home" "$tmp/run"
chmod 700 "$tmp/home"  # Qt insists on a private XDG_RUNTIME_DIR
failures=0
fail() { echo "  FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "  ok:   $*"; }

# The bundle alone: nothing from the build venv or the checkout, a throwaway home.
clean_env=(env -i PATH=/usr/bin:/bin HOME="$tmp/home" LANG=C.UTF-8
    XDG_CONFIG_HOME="$tmp/home/.config" XDG_DATA_HOME="$tmp/home/.local/share"
    XDG_CACHE_HOME="$tmp/home/.cache" XDG_STATE_HOME="$tmp/home/.local/state"
    XDG_RUNTIME_DIR="$tmp/home" KARTOGRAFOVE_HOME="$tmp/home/kartografove"
    QT_QPA_PLATFORM=offscreen)
run() {
    (cd "$tmp/run" && exec "${clean_env[@]}" "$exe" "$@")
}

check_command() {  # name, then the arguments; the output lands in $tmp/<name>.out/.err
    local name="$1" code=0
    shift
    run "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" || code=$?
    if [ "$code" -ne 0 ]; then
        fail "kartografove $* exited $code"
        sed 's/^/        /' "$tmp/$name.err" | tail -20
        return 1
    fi
    return 0
}

if check_command help --help; then
    pass "--help"
fi

if check_command autoplay autoplay --players 2 --seed 1; then
    if grep -q "stars" "$tmp/autoplay.out"; then
        pass "autoplay --players 2 --seed 1:"
        sed 's/^/        /' "$tmp/autoplay.out"
    else
        fail "autoplay printed no standings"
        cat "$tmp/autoplay.out"
    fi
fi

if grep -q "blank-sheets" "$tmp/help.out"; then
    for lang in en cs; do
        if check_command "blank-$lang" blank-sheets --side C --copies 1 \
            -o "$tmp/blank-$lang.pdf" --lang "$lang"; then
            if [ "$(head -c 5 "$tmp/blank-$lang.pdf")" = "%PDF-" ]; then
                pass "blank-sheets --lang $lang: $(cat "$tmp/blank-$lang.out")" \
                    "($(wc -c <"$tmp/blank-$lang.pdf" | tr -d ' ') bytes)"
            else
                fail "blank-sheets --lang $lang wrote no PDF"
            fi
        fi
    done
    if command -v pdftotext >/dev/null 2>&1 && [ -s "$tmp/blank-cs.pdf" ] &&
        [ -s "$tmp/blank-en.pdf" ]; then
        pdftotext "$tmp/blank-en.pdf" "$tmp/blank-en.txt"
        pdftotext "$tmp/blank-cs.pdf" "$tmp/blank-cs.txt"
        if cmp -s "$tmp/blank-en.txt" "$tmp/blank-cs.txt"; then
            fail "the Czech PDF has the English text: the translation did not load"
        else
            pass "the Czech translation is applied; its first words:" \
                "$(tr -s '[:space:]' ' ' <"$tmp/blank-cs.txt" | cut -c1-60)"
        fi
        if command -v pdffonts >/dev/null 2>&1; then
            echo "        fonts: $(pdffonts "$tmp/blank-cs.pdf" | awk 'NR > 2 {print $1}' |
                tr '\n' ' ')"
        fi
    else
        echo "  note: pdftotext missing (poppler-utils); the PDF's language was not checked"
    fi
else
    echo "  note: this version has no blank-sheets command; PDF export not tested"
fi

# Network play: the bundle hosts a one-seat game on its own nats-server (loopback only)
# and a second process joins it with a computer cartographer; both print the standings.
if grep -q "join" "$tmp/help.out"; then
    (cd "$tmp/run" && exec "${clean_env[@]}" "$exe" host --players 1 --seed 3 \
        --listen 127.0.0.1 --no-announce) >"$tmp/host.out" 2>"$tmp/host.err" &
    host_pid=$!
    code_line=""
    for _ in $(seq 1 30); do
        code_line="$(grep -m1 '^join code: ' "$tmp/host.out" || true)"
        [ -n "$code_line" ] && break
        sleep 1
    done
    if [ -z "$code_line" ]; then
        kill "$host_pid" 2>/dev/null || true
        fail "host printed no join code:"
        sed 's/^/        /' "$tmp/host.err" | tail -20
    elif check_command join join "${code_line#join code: }" --bot easy --name Smoke; then
        host_code=0
        wait "$host_pid" || host_code=$?
        if [ "$host_code" -eq 0 ] && grep -q "stars" "$tmp/join.out"; then
            pass "host and join on loopback: $(grep -m1 stars "$tmp/join.out")"
        else
            fail "the host exited $host_code:"
            sed 's/^/        /' "$tmp/host.err" | tail -20
        fi
    else
        kill "$host_pid" 2>/dev/null || true
    fi
fi

# The window: it must come up (offscreen, in Czech) and keep running.
# one subshell that becomes the app (exec), so $! is the app's process id
(cd "$tmp/run" && exec "${clean_env[@]}" "$exe" --lang cs) >"$tmp/gui.out" 2>"$tmp/gui.err" &
gui_pid=$!
alive=1
for _ in 1 2 3 4 5 6; do
    sleep 1
    if ! kill -0 "$gui_pid" 2>/dev/null; then
        alive=0
        break
    fi
done
if [ "$alive" = 1 ]; then
    kill "$gui_pid" 2>/dev/null || true
    wait "$gui_pid" 2>/dev/null || true
    gui_pid=""
    # the offscreen platform says this whenever a window with a layout is shown
    grep -v "This plugin does not support propagateSizeHints" "$tmp/gui.err" \
        >"$tmp/gui.problems" || true
    if [ -s "$tmp/gui.problems" ]; then
        fail "the window started but wrote to stderr:"
        sed 's/^/        /' "$tmp/gui.problems" | tail -20
    else
        pass "the window (--lang cs) is up after 6 s, no errors on stderr"
    fi
else
    code=0
    wait "$gui_pid" || code=$?
    gui_pid=""
    fail "the window exited with $code within 6 s:"
    sed 's/^/        /' "$tmp/gui.err" | tail -20
fi

internal="$bundle/_internal"
[ "$(uname -s)" = Darwin ] && internal="$bundle/Contents/Frameworks"
for file in cartografove/resources/i18n/cartografove_cs.qm \
    cartografove/resources/i18n/cartografove_pl.qm \
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
