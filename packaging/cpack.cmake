# The Debian package: `cmake --build build --target package` (or `cd build && cpack -G DEB`) writes
# build/hallkeeper_VERSION_ARCH.deb, which `apt install ./build/hallkeeper_*.deb` installs with what it needs.
# The libraries it links come from dpkg-shlibdeps; what it loads at run time without linking is listed here.
# The caches of menus, file types and icons are refreshed by the dpkg triggers of desktop-file-utils,
# shared-mime-info and the icon theme, so the package needs no maintainer scripts.

set(HK_DEB_MAINTAINER "Hallkeeper developers <hallkeeper@example.org>"
    CACHE STRING "The Maintainer field of the Debian package")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME hallkeeper)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "scoring assistant for the board game In the Hall of the Mountain King")
# The long description, in lines of at most 80 characters as Debian wants them.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
    "Hallkeeper is a desktop companion for the board game In the Hall of the"
    "Mountain King. The group plays with the real box; Hallkeeper adds up the final"
    "score and shows why every number is what it is, citing the rule it applies. It"
    "mirrors the table action by action and answers whether a move is legal, and"
    "its editors transcribe a group's own board and components."
    "It speaks English, Traditional Chinese, Simplified Chinese and Japanese.")
set(CPACK_PACKAGE_CONTACT ${HK_DEB_MAINTAINER})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # hallkeeper_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_MAINTAINER ${HK_DEB_MAINTAINER})
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded, not linked: the platform plugins, without which no window opens (X11; a Wayland session runs it
# through XWayland unless qt6-wayland is installed), and Qt SQL's SQLite driver, which holds the play library.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6sql6-sqlite")
# Qt's own strings (dialog buttons) in Chinese and Japanese, and the fonts for Chinese and Japanese text on
# screen and in PDF exports: the app works without them, in English or with boxes.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

include(CPack)
