# Writes docs/rules.md (English) and docs/rules.LANG.md from the rule catalog: `hallkeeper-cli rules
# --markdown` in each language; then each game module's rules reference (below). Run through the build
# target update_rules_doc; tst_cli and tst_cli_games fail while the committed files differ from what this
# writes.
#   cmake -DCLI=path/to/hallkeeper-cli -DDOCS=path/to/docs -P update_rules_doc.cmake
foreach(language en zh_TW zh_CN ja)
    if(language STREQUAL "en")
        set(file "${DOCS}/rules.md")
    else()
        set(file "${DOCS}/rules.${language}.md")
    endif()
    execute_process(COMMAND "${CLI}" rules --markdown --lang ${language}
        OUTPUT_FILE "${file}" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "hallkeeper-cli rules --markdown --lang ${language} failed: ${result}")
    endif()
    message(STATUS "Wrote ${file}")
endforeach()
# The rules reference of each game module beside Mountain King: docs/rules-ID.md and docs/rules-ID.LANG.md,
# `hallkeeper-cli rules --game ID --markdown`.
foreach(game terra-mystica-fire-ice)
    foreach(language en zh_TW zh_CN ja)
        if(language STREQUAL "en")
            set(file "${DOCS}/rules-${game}.md")
        else()
            set(file "${DOCS}/rules-${game}.${language}.md")
        endif()
        execute_process(COMMAND "${CLI}" rules --game ${game} --markdown --lang ${language}
            OUTPUT_FILE "${file}" RESULT_VARIABLE result)
        if(NOT result EQUAL 0)
            message(FATAL_ERROR "hallkeeper-cli rules --game ${game} --markdown --lang ${language} failed: ${result}")
        endif()
        message(STATUS "Wrote ${file}")
    endforeach()
endforeach()
