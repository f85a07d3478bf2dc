#!/usr/bin/env bash
# The README's two commands on a bare Debian 12, as a new user meets them. Run it before changing setup.sh, a
# CMake dependency or the packaging: a developer's machine has packages a user's has not.
#
#   sudo scripts/check-fresh-debian.sh [WORK_DIR]
#
# 1. debootstrap a minimal bookworm root (--variant=minbase, plus git and ca-certificates), clone the committed
#    tree (HEAD, not the working tree) into it, and run as root inside it:
#      ./setup.sh test
#      ./setup.sh run FILE --screenshot OUT    (a score sheet and a game; the pictures checked, not blank)
# 2. build the Debian package there, then install it on a second bare root (apt-get install ./hallkeeper_*.deb
#    must pull in only Debian's packages) and run the installed `hallkeeper FILE --screenshot` and
#    `hallkeeper-cli score FILE`.
# Prints how long each step took; exits non-zero on the first failure. Needs root, debootstrap and a Debian
# mirror (MIRROR, default the one in /etc/apt). WORK_DIR (default a new folder in /var/tmp) is removed at the end
# unless KEEP=1.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
[ "$(id -u)" -eq 0 ] || { echo "check-fresh-debian: run as root (debootstrap and chroot)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "check-fresh-debian: apt-get install debootstrap" >&2; exit 1; }

mirror=${MIRROR:-$(grep -hoE '^(URIs: *|deb +)https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list.d/*.sources \
    /etc/apt/sources.list 2>/dev/null | head -1 | grep -oE 'https?://[^ ]+' || true)}
mirror=${mirror:-http://deb.debian.org/debian}
work=${1:-$(mktemp -d /var/tmp/hk-fresh-debian.XXXXXX)}
mkdir -p "$work"
base=$work/base # the pristine bare root, copied for each check
mounted=()

cleanup() {
    local point
    for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do
        umount -l "${mounted[i]}" 2>/dev/null || true
    done
    if [ "${KEEP:-0}" != 1 ]; then rm -rf "$work"; else echo "check-fresh-debian: kept $work"; fi
}
trap cleanup EXIT

step() { # step NAME COMMAND...: runs it, prints its time, stops the script on failure
    local name=$1 begin=$SECONDS
    shift
    echo "=== $name"
    if ! "$@"; then
        echo "check-fresh-debian: FAILED: $name (after $((SECONDS - begin)) s)" >&2
        exit 1
    fi
    times+=("$(printf '%-58s %5d s' "$name" $((SECONDS - begin)))")
}
times=()

enter() { # enter ROOT: mounts what a real machine has (proc, sys, dev) and the host's resolver
    local root=$1 point
    for point in proc sys dev dev/pts; do
        mkdir -p "$root/$point"
        case $point in
        proc) mount -t proc proc "$root/proc" ;;
        sys) mount -t sysfs sys "$root/sys" ;;
        *) mount --bind "/$point" "$root/$point" ;;
        esac
        mounted+=("$root/$point")
    done
    cp /etc/resolv.conf "$root/etc/resolv.conf"
}
inside() { # inside ROOT COMMAND: a login-like root shell in the bare root, no variable of this machine's
    local root=$1
    shift
    chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin bash -c "$*"
}

step "debootstrap --variant=minbase bookworm (+ git, ca-certificates)" \
    debootstrap --variant=minbase --include=git,ca-certificates bookworm "$base" "$mirror"
rm -f "$base/var/cache/apt/archives/"*.deb

# 1. The README's commands in a copy of the bare root.
user=$work/user
step "copy the bare root" cp -a "$base" "$user"
enter "$user"
step "git clone (the committed tree)" git clone --quiet --no-hardlinks "$top" "$user/root/hallkeeper"
step "./setup.sh test" inside "$user" "cd /root/hallkeeper && ./setup.sh test"
shots=/root/shots
inside "$user" "mkdir -p $shots"
step "./setup.sh run four-players.hkscore --screenshot" \
    inside "$user" "cd /root/hallkeeper && ./setup.sh run docs/examples/four-players.hkscore --screenshot $shots/sheet.png"
step "./setup.sh run mid-game.hkgame --screenshot" \
    inside "$user" "cd /root/hallkeeper && ./setup.sh run docs/examples/mid-game.hkgame --screenshot $shots/game.png"
step "the pictures show the windows" \
    inside "$user" "/root/hallkeeper/build/tests/setup/hk_check_picture $shots/sheet.png $shots/game.png"
step "cmake --build build --target package" inside "$user" "cd /root/hallkeeper && cmake --build build --target package"

# 2. The package on a second bare root: only Debian's packages come with it.
installed=$work/installed
step "copy the bare root again" cp -a "$base" "$installed"
enter "$installed"
deb=$(cd "$user/root/hallkeeper/build" && ls hallkeeper_*.deb | head -1)
cp "$user/root/hallkeeper/build/$deb" "$installed/root/"
cp "$user/root/hallkeeper/docs/examples/four-players.hkscore" "$user/root/hallkeeper/docs/examples/mid-game.hkgame" \
    "$installed/root/"
cp "$user/root/hallkeeper/build/tests/setup/hk_check_picture" "$installed/root/" # Qt Gui comes with the package
step "apt-get install ./$deb" inside "$installed" \
    "cd /root && apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q ./$deb xvfb xauth"
step "every other package installed comes from Debian's archive" inside "$installed" \
    "local=\$(apt list --installed 2>/dev/null | grep -F ',local]' | grep -v '^hallkeeper/' || true); \
     [ -z \"\$local\" ] || { echo \"not from Debian: \$local\"; false; }"
step "hallkeeper-cli score (installed)" inside "$installed" "cd /root && hallkeeper-cli score four-players.hkscore"
step "hallkeeper FILE --screenshot (installed)" inside "$installed" \
    "cd /root && xvfb-run -a hallkeeper mid-game.hkgame --screenshot /root/installed.png && ./hk_check_picture /root/installed.png"

echo
echo "check-fresh-debian: every step passed"
printf '%s\n' "${times[@]}"
