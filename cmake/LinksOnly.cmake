# hk_links_only(TARGET ALLOWED...): the configuration fails when TARGET links anything but ALLOWED (in that
# order), so that a layer's direction is kept by the build, not a review (docs/architecture.md). What every
# target of a sanitizer build links (hk_sanitizer_defaults, CMakeLists.txt) is not the layer's choice and is
# left out of the comparison.
function(hk_links_only target)
    get_target_property(links ${target} LINK_LIBRARIES)
    list(REMOVE_ITEM links hk_sanitizer_defaults)
    if(NOT "${links}" STREQUAL "${ARGN}")
        string(REPLACE ";" ", " allowed "${ARGN}")
        message(FATAL_ERROR "${target} may link ${allowed} only, not: ${links}")
    endif()
endfunction()
