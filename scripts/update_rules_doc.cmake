# Writes docs/rules.md (English) and docs/rules.LANG.md from the rule catalog: `hallkeeper-cli rules
# --markdown` in each language; and for every other registered game (`hallkeeper-cli rules --games`)
# docs/rules-GAME.md and docs/rules-GAME.LANG.md: `hallkeeper-cli rules --game GAME --markdown`. Run through
# the build target update_rules_doc; tst_cli fails while the committed files differ from what this writes.
#   cmake -DCLI=path/to/hallkeeper-cli -DDOCS=path/to/docs -P update_rules_doc.cmake
execute_process(COMMAND "${CLI}" rules --games OUTPUT_VARIABLE games_list RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "hallkeeper-cli rules --games failed: ${result}")
endif()
set(games "")
string(REPLACE "\n" ";" games_lines "${games_list}")
foreach(line IN LISTS games_lines)
    if(line MATCHES "^([a-z0-9-]+)  " AND NOT CMAKE_MATCH_1 STREQUAL "mountain-king")
        list(APPEND games ${CMAKE_MATCH_1})
    endif()
endforeach()

foreach(language en zh_TW zh_CN ja)
    if(language STREQUAL "en")
        set(suffix ".md")
    else()
        set(suffix ".${language}.md")
    endif()
    # The application's own rules (Mountain King's), then each other game's.
    execute_process(COMMAND "${CLI}" rules --markdown --lang ${language}
        OUTPUT_FILE "${DOCS}/rules${suffix}" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "hallkeeper-cli rules --markdown --lang ${language} failed: ${result}")
    endif()
    message(STATUS "Wrote ${DOCS}/rules${suffix}")
    foreach(game IN LISTS games)
        execute_process(COMMAND "${CLI}" rules --game ${game} --markdown --lang ${language}
            OUTPUT_FILE "${DOCS}/rules-${game}${suffix}" RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "hallkeeper-cli rules --game ${game} --markdown --lang ${language} failed: ${result}")
        endif()
        message(STATUS "Wrote ${DOCS}/rules-${game}${suffix}")
    endforeach()
endforeach()
