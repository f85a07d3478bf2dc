#!/usr/bin/env bash
# Hallkeeper set-up on Debian 12 (bookworm) or a derivative: installs the Debian packages that are missing,
# configures and builds, then either starts the desktop app or runs the whole test suite.
#
#   ./setup.sh run [FILE] [--lang CODE]   build, then start Hallkeeper
#   ./setup.sh test                        build, then run every test through ctest
#
# Needs root or sudo only to install missing packages. Build directory: ./build (override with BUILD_DIR); build
# type Release (override with BUILD_TYPE).
set -euo pipefail
# FILE and --screenshot OUT are the user's paths, relative to where the command was typed: the app starts there,
# the build runs in the repository.
caller_dir=$PWD
cd "$(dirname "$0")"
repo=$PWD

mode=${1:-}
case "$mode" in
run | test) shift ;;
*)
    echo "usage: ./setup.sh run [FILE] [--lang CODE] | ./setup.sh test" >&2
    exit 2
    ;;
esac

packages=(
    cmake ninja-build g++                                   # build tools
    qt6-base-dev qt6-base-dev-tools qt6-qpa-plugins libgl-dev # Qt 6 Core, Gui, Widgets, DBus, Test
    qt6-svg-dev                                             # Qt 6 Svg
    libqt6sql6-sqlite                                       # Qt SQL's SQLite driver: the play library's file
    libsqlite3-dev                                          # SQLite's own interface: the library's bulk read
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools        # LinguistTools: lupdate, lrelease
    qt6-translations-l10n                                   # Qt's own strings (dialog buttons) in zh and ja
    fonts-noto-cjk                                          # Chinese and Japanese text on screen, in PNG and PDF
    xvfb xauth                                              # a display for GUI tests and screenshots
    help2man                                                # the man pages, generated from --help at build time
    dpkg-dev                                                # dpkg-shlibdeps: the .deb's Depends (cpack -G DEB)
    desktop-file-utils appstream libxml2-utils              # packaging tests: desktop-file-validate, appstreamcli,
    shared-mime-info xdg-utils                              #   xmllint, update-mime-database, xdg-mime
    dbus-daemon                                             # dbus-run-session: the single-instance test's own bus
    file                                                    # CPack's DEB generator reads the programs' type with it
)
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$package")
    fi
done
if ((${#missing[@]} > 0)); then
    if ! command -v apt-get >/dev/null; then
        echo "setup.sh: these Debian packages are missing and apt-get is not available: ${missing[*]}" >&2
        exit 1
    fi
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || {
            echo "setup.sh: installing ${missing[*]} needs root; run as root or install sudo" >&2
            exit 1
        }
        sudo=(sudo)
    fi
    echo "setup.sh: installing ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

build=${BUILD_DIR:-build}
# Release: optimised like RelWithDebInfo, without the debug information, which makes a build from scratch about a
# third slower (CI builds from scratch on 2 cores). BUILD_TYPE=RelWithDebInfo for a debugger.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-Release}"
cmake --build "$build" --parallel

if [ "$mode" = test ]; then
    cd "$build"
    exec env QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)"
fi

app=$build/app/hallkeeper
case "$app" in /*) ;; *) app=$repo/$app ;; esac
if [ ! -x "$app" ]; then
    echo "setup.sh: the build did not make $app" >&2
    exit 1
fi
cd "$caller_dir"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "setup.sh: no display found (DISPLAY and WAYLAND_DISPLAY are unset); starting under xvfb-run" >&2
    exec xvfb-run -a "$app" "$@"
fi
exec "$app" "$@"
