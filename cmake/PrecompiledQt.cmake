# Qt's headers, parsed once per build instead of once per source file.
#
# Most of a file's compile time here is spent reading Qt's headers: a test suite's file takes a third less time
# with them precompiled. Each kind of precompiled header is made once, by a small owner target, and reused by
# every target of that kind (CMake's REUSE_FROM), so a build from scratch makes four of them, not one per target.
#
# GCC takes a precompiled header only when every macro defined while it was made is defined alike where it is
# used (a macro defined only where it is used is fine unless the headers test it). So an owner defines no more
# than its users: QT_CORE_LIB and QT_NO_DEBUG, with the optimisation of its users (the libraries are built as
# configured, the test suites -O0). A header that cannot be used is reported (-Winvalid-pch) and the file is
# compiled without it, never wrongly. HK_PCH=OFF builds without them; clang builds (fuzzing) never use them.
include_guard(GLOBAL)

if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND NOT HK_FUZZ)
    set(hk_pch_default ON)
else()
    set(hk_pch_default OFF)
endif()
option(HK_PCH "Precompile Qt's headers once for all targets (GCC)" ${hk_pch_default})

# The owners are made here, in the top folder, so that no folder's own definitions (app/'s HALLKEEPER_VERSION)
# reach them.
if(HK_PCH)
    foreach(kind CORE WIDGETS)
        foreach(optimisation "" _O0)
            string(TOLOWER hk_pch_${kind}${optimisation} owner)
            add_library(${owner} OBJECT ${PROJECT_SOURCE_DIR}/cmake/precompiled_qt_owner.cpp)
            set_target_properties(${owner} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
            # Qt Core's usage requirements (QT_CORE_LIB, QT_NO_DEBUG, -fPIC, its include folders); of Gui and
            # Widgets only the include folders, so that QT_GUI_LIB and QT_WIDGETS_LIB stay undefined.
            target_link_libraries(${owner} PRIVATE Qt6::Core)
            set(headers <QtCore>)
            if(kind STREQUAL "WIDGETS")
                target_include_directories(${owner} SYSTEM PRIVATE
                    $<TARGET_PROPERTY:Qt6::Gui,INTERFACE_INCLUDE_DIRECTORIES>
                    $<TARGET_PROPERTY:Qt6::Widgets,INTERFACE_INCLUDE_DIRECTORIES>)
                list(APPEND headers <QtGui> <QtWidgets>)
            endif()
            if(optimisation)
                target_compile_options(${owner} PRIVATE -O0)
            endif()
            target_precompile_headers(${owner} PRIVATE ${headers})
        endforeach()
    endforeach()
    # The core, the base and the game modules are built with QT_NO_CAST_*, which changes what Qt Core declares.
    add_library(hk_pch_core_no_cast OBJECT ${PROJECT_SOURCE_DIR}/cmake/precompiled_qt_owner.cpp)
    set_target_properties(hk_pch_core_no_cast PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    target_link_libraries(hk_pch_core_no_cast PRIVATE Qt6::Core)
    target_compile_definitions(hk_pch_core_no_cast PRIVATE QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII)
    target_precompile_headers(hk_pch_core_no_cast PRIVATE <QtCore>)
endif()

# hk_precompile_qt(TARGET CORE|CORE_NO_CAST|WIDGETS [UNOPTIMISED]): TARGET reuses the precompiled Qt Core
# headers (built with QT_NO_CAST_* or without), or Qt Core, Gui and Widgets; UNOPTIMISED for a target
# compiled -O0 (the test suites).
function(hk_precompile_qt target kind)
    if(NOT HK_PCH)
        return()
    endif()
    set(owner hk_pch_${kind})
    if("UNOPTIMISED" IN_LIST ARGN)
        string(APPEND owner _O0)
    endif()
    string(TOLOWER ${owner} owner)
    target_precompile_headers(${target} REUSE_FROM ${owner})
endfunction()
