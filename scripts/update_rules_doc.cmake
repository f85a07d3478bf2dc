# Writes docs/rules.md (English) and docs/rules.LANG.md from the rule catalog: `hallkeeper-cli rules
# --markdown` in each language. Run through the build target update_rules_doc; tst_cli fails while the
# committed files differ from what this writes.
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
