#!/usr/bin/env bash
# The packaging checks that ctest runs (tests/packaging/CMakeLists.txt), each with the tool a distribution
# would use; a warning fails as an error does.
#
#   packaging_check.sh desktop-entry FILE.desktop
#   packaging_check.sh metainfo FILE.metainfo.xml SCREENSHOT_DIR VERSION
#   packaging_check.sh mime-xml FILE.xml
#   packaging_check.sh install BUILD_DIR PREFIX EXPECTED_FILES VERSION
#   packaging_check.sh deb BUILD_DIR OUT_DIR EXPECTED_FILES VERSION
set -euo pipefail

fail() {
    echo "FAIL: $*" >&2
    exit 1
}
need() {
    command -v "$1" >/dev/null || fail "$1 is not installed (Debian package $2; ./setup.sh installs it)"
}
# Runs a command that must succeed and say nothing: any line it prints is a warning.
quiet() {
    local output
    output=$("$@" 2>&1) || fail "$* failed:"$'\n'"$output"
    [ -z "$output" ] || fail "$* warns:"$'\n'"$output"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

app_id=io.github.hallkeeper.hallkeeper
types=(score-sheet game board catalog)

check_desktop_entry() {
    need desktop-file-validate desktop-file-utils
    quiet desktop-file-validate "$1"
    echo "desktop-file-validate $1: no error, no warning"
}

check_metainfo() {
    local metainfo=$1 screenshots=$2 version=$3 output
    need appstreamcli appstream
    output=$(appstreamcli validate --no-net --pedantic --explain "$metainfo" 2>&1) || fail "appstreamcli:"$'\n'"$output"
    ! grep -qE '^ *[EWIP]: ' <<<"$output" || fail "appstreamcli reports:"$'\n'"$output"
    echo "appstreamcli validate --no-net --pedantic: $output"
    # The screenshots are the README's: each one named must exist in docs/screenshots.
    local count=0 name
    for name in $(grep -o '<image[^>]*>[^<]*</image>' "$metainfo" | sed 's/<\/image>$//; s/.*\///'); do
        [ -f "$screenshots/$name" ] || fail "the metainfo shows $name, which is not in $screenshots"
        count=$((count + 1))
    done
    [ "$count" -gt 0 ] || fail "the metainfo has no screenshot"
    # The newest release is this version: a new version needs its release notes.
    local newest
    newest=$(grep -o '<release version="[^"]*"' "$metainfo" | head -1 | cut -d'"' -f2)
    [ "$newest" = "$version" ] || fail "the newest release in the metainfo is $newest, the project is $version"
    echo "$count screenshots, all in $screenshots; release notes of $version"
}

# The DTD that shared-mime-info ships inside its own database, freedesktop.org.xml.
mime_dtd() {
    local dir database=
    for dir in ${XDG_DATA_DIRS:-/usr/local/share:/usr/share} /usr/share; do
        [ -f "$dir/mime/packages/freedesktop.org.xml" ] && database=$dir/mime/packages/freedesktop.org.xml && break
    done
    [ -n "$database" ] || fail "no freedesktop.org.xml found (Debian package shared-mime-info)"
    sed -n '/<!DOCTYPE mime-info \[/,/^\]>/p' "$database" | sed '1d;$d' >"$tmp/mime.dtd"
    [ -s "$tmp/mime.dtd" ] || fail "no DTD in $database"
}

check_mime_xml() {
    local xml=$1 type language
    need xmllint libxml2-utils
    need update-mime-database shared-mime-info
    mime_dtd
    quiet xmllint --noout --dtdvalid "$tmp/mime.dtd" "$xml"
    echo "xmllint --dtdvalid (the DTD of shared-mime-info): valid"
    mkdir -p "$tmp/share/mime/packages" "$tmp/home"
    cp "$xml" "$tmp/share/mime/packages/"
    quiet env XDG_DATA_DIRS="$tmp/share" XDG_DATA_HOME="$tmp/home" update-mime-database "$tmp/share/mime"
    echo "update-mime-database: no warning"
    for type in "${types[@]}"; do
        local file=$tmp/share/mime/application/x-hallkeeper-$type.xml suffix=hk${type%-sheet}
        [ -f "$file" ] || fail "update-mime-database made no application/x-hallkeeper-$type"
        for language in zh_TW zh_CN ja; do
            grep -q "xml:lang=\"$language\"" "$file" || fail "application/x-hallkeeper-$type has no $language comment"
        done
        grep -qx "50:application/x-hallkeeper-$type:\*\.$suffix" "$tmp/share/mime/globs2" ||
            fail "no glob *.$suffix for application/x-hallkeeper-$type"
        grep -qa "^\[80:application/x-hallkeeper-$type\]" "$tmp/share/mime/magic" ||
            fail "no magic for application/x-hallkeeper-$type"
        grep -qaF "\"format\": \"hallkeeper-$type\"" "$tmp/share/mime/magic" ||
            fail "the magic of application/x-hallkeeper-$type does not match \"format\": \"hallkeeper-$type\""
    done
    echo "4 types, each with *.hk… glob, format magic and comments in en, zh_TW, zh_CN, ja"
}

# What a prefix (or the package's /usr) holds, one file a line, relative to it.
file_list() {
    (cd "$1" && find . \( -type f -o -type l \) | sed 's|^\./||' | LC_ALL=C sort)
}
expected_list() {
    grep -v '^#' "$1" | grep -v '^$' | LC_ALL=C sort
}

# A PNG's width and height, from its IHDR chunk (bytes 16 to 23, big-endian).
png_size() {
    od -An -tu1 -j16 -N8 "$1" | awk '{ printf "%dx%d\n", $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8 }'
}

check_install() {
    local build=$1 prefix=$2 expected=$3 version=$4 difference png size type program token page
    need cmake cmake
    rm -rf "$prefix"
    cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1 || fail "cmake --install:"$'\n'"$(cat "$tmp/install.log")"
    difference=$(diff <(expected_list "$expected") <(file_list "$prefix")) ||
        fail "the files installed differ from $expected (< expected, > installed):"$'\n'"$difference"
    echo "cmake --install --prefix $prefix: these files, no other:"
    file_list "$prefix" | sed 's/^/  /'

    for png in "$prefix"/share/icons/hicolor/*x*/apps/*.png; do
        size=${png#"$prefix"/share/icons/hicolor/}
        size=${size%%/*}
        [ "$(png_size "$png")" = "$size" ] || fail "$png is $(png_size "$png"), not $size"
    done
    echo "every PNG icon has the size of its folder"

    [ "$("$prefix/bin/hallkeeper-cli" --version)" = "hallkeeper-cli $version" ] || fail "the installed hallkeeper-cli is not $version"
    # The man pages say what the programs' --help says: every option of the help is in the page.
    for program in hallkeeper hallkeeper-cli; do
        page=$(gzip -dc "$prefix/share/man/man1/$program.1.gz" | sed 's/\\-/-/g; s/\\f[BIRP]//g')
        grep -qE "^\.TH \"?${program^^}\"? \"?1\"?" <<<"$page" || fail "$program.1 has no .TH line for $program"
        for token in $(env -u LANGUAGE LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen "$prefix/bin/$program" --help 2>/dev/null |
            grep -oE -- '--[a-z][a-z-]+' | sort -u); do
            grep -qF -- "$token" <<<"$page" || fail "$program --help has $token, its man page has not: regenerate it"
        done
    done
    echo "hallkeeper-cli --version: $version; hallkeeper.1 and hallkeeper-cli.1 carry every option of --help"

    need desktop-file-validate desktop-file-utils
    quiet desktop-file-validate "$prefix/share/applications/$app_id.desktop"
    need appstreamcli appstream
    local output
    output=$(appstreamcli validate-tree --no-net --pedantic "$prefix" 2>&1) || fail "appstreamcli validate-tree:"$'\n'"$output"
    ! grep -qE '^ *[EWIP]: ' <<<"$output" || fail "appstreamcli validate-tree reports:"$'\n'"$output"
    echo "installed: desktop-file-validate clean; appstreamcli validate-tree --no-net --pedantic: $output"

    # What the Debian triggers do after an install, then: which application opens each type?
    need update-mime-database shared-mime-info
    need update-desktop-database desktop-file-utils
    need xdg-mime xdg-utils
    mkdir -p "$tmp/home" "$tmp/config"
    quiet env XDG_DATA_DIRS="$prefix/share" XDG_DATA_HOME="$tmp/home" update-mime-database "$prefix/share/mime"
    quiet update-desktop-database "$prefix/share/applications"
    for type in "${types[@]}"; do
        local default
        default=$(env -u XDG_CURRENT_DESKTOP -u DESKTOP_SESSION -u KDE_FULL_SESSION -u GNOME_DESKTOP_SESSION_ID \
            HOME="$tmp" XDG_DATA_DIRS="$prefix/share" XDG_DATA_HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/config" \
            XDG_CONFIG_DIRS="$tmp/config" xdg-mime query default "application/x-hallkeeper-$type")
        [ "$default" = "$app_id.desktop" ] || fail "xdg-mime query default application/x-hallkeeper-$type: '$default'"
    done
    echo "xdg-mime query default application/x-hallkeeper-{${types[*]}}: $app_id.desktop"
}

check_deb() {
    local build=$1 out=$2 expected=$3 version=$4 deb depends package difference library
    need cpack cmake
    need dpkg-deb dpkg
    need dpkg-shlibdeps dpkg-dev
    rm -rf "$out"
    (cd "$build" && cpack -G DEB -B "$out") >"$tmp/cpack.log" 2>&1 || fail "cpack -G DEB:"$'\n'"$(cat "$tmp/cpack.log")"
    deb=$(echo "$out"/hallkeeper_*.deb)
    [ -f "$deb" ] || fail "cpack made no hallkeeper_*.deb in $out"
    echo "cpack -G DEB: $(basename "$deb")"
    dpkg-deb -I "$deb"

    [ "$(dpkg-deb -f "$deb" Package)" = hallkeeper ] || fail "the package is not named hallkeeper"
    [ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "the package's version is not $version"
    [ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "the package is not in section games"
    depends=$(dpkg-deb -f "$deb" Depends)
    # From dpkg-shlibdeps, with the versions it derives from the symbols used.
    for library in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqt6dbus6 libqt6sql6; do
        grep -qE "(^|, )${library//+/\\+} \(>= [^)]+\)" <<<"$depends" || fail "Depends has no versioned $library: $depends"
    done
    # Loaded, not linked: dpkg-shlibdeps cannot see it.
    grep -qE "(^|, )qt6-qpa-plugins(,|$)" <<<"$depends" || fail "Depends lacks qt6-qpa-plugins: $depends"
    grep -qE "(^|, )libqt6sql6-sqlite(,|$)" <<<"$depends" || fail "Depends lacks libqt6sql6-sqlite: $depends"

    mkdir -p "$tmp/deb"
    dpkg-deb -x "$deb" "$tmp/deb"
    difference=$(diff <(expected_list "$expected" | sed 's|^|usr/|') <(file_list "$tmp/deb")) ||
        fail "the package's files differ from $expected under /usr (< expected, > packaged):"$'\n'"$difference"
    echo "dpkg-deb -c: the files of $expected, under /usr"
    for program in hallkeeper hallkeeper-cli; do
        ! LC_ALL=C readelf -S "$tmp/deb/usr/bin/$program" | grep -q '\.debug_info' || fail "usr/bin/$program is not stripped"
    done
    echo "the programs are stripped"
}

command=${1:-}
shift || true
case "$command" in
desktop-entry) check_desktop_entry "$@" ;;
metainfo) check_metainfo "$@" ;;
mime-xml) check_mime_xml "$@" ;;
install) check_install "$@" ;;
deb) check_deb "$@" ;;
*) fail "usage: packaging_check.sh desktop-entry|metainfo|mime-xml|install|deb ARGS" ;;
esac
