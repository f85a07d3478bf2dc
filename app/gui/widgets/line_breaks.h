#pragma once

// Line breaks at word boundaries in Japanese. Qt wraps a label's text by the Unicode line-breaking rules,
// which allow a break between any two kana: a katakana word such as コイン may end a line as "コイ" and
// start the next with "ン". keepWordsTogether() puts a WORD JOINER (U+2060, invisible) between the
// characters of each word that QTextBoundaryFinder finds (a run of katakana is one word), so that a wrapping
// label breaks only between words: after 、, around →, at spaces, between kanji. Text without kana is
// returned unchanged.

#include <QString>

namespace hk::gui {

QString keepWordsTogether(const QString &text);

} // namespace hk::gui
