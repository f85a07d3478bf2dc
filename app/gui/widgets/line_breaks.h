#pragma once

// Line breaks at word boundaries in Japanese and Chinese. Qt wraps a label's text by the Unicode
// line-breaking rules, which allow a break between any two CJK characters: 得点 may end a line as "得" and
// start the next with "点", コイン as "コイ" / "ン". Neither language marks its words with spaces, and Qt's
// QTextBoundaryFinder knows no CJK words beyond a run of katakana, so keepWordsTogether() finds them itself
// and puts a WORD JOINER (U+2060, invisible) between the characters of each, so that a wrapping label breaks
// only between words:
//  - Japanese (text with kana): a word is a run of kanji or of katakana with the hiragana that follow it
//    (okurigana, particles): 得点 | トラック | 上の | トンネルの | 得点：. A line may break where a kanji or
//    katakana run starts, after punctuation and at spaces. A "word" longer than kMaxJoined characters is
//    left to Qt's rules, so that no label is ever forced wider than its text allows.
//  - Chinese (Han without kana): the official terms of the rulebook and the interface (隧道, 大廳, 得分,
//    加冕標記, …, in both scripts) are kept whole; a line may break between any other two characters.
//  - Rule IDs are one word in every language: SCORE-ONE-PER-TUNNEL never breaks at its hyphens.
// Each line of a text (and each text node of rich text) is judged on its own: a rulebook quote in Chinese
// keeps its Chinese words inside a Japanese page. Text with neither is returned unchanged (but for its rule
// IDs); text already joined comes back the same (the joiners are redone).
//
// One mechanism for every text the application lays out:
//  - guardWordBreaks(): every word-wrapping QLabel, plain or rich, and every tooltip that wraps, whoever sets
//    its text: the text is joined when the label is shown and before it paints a changed text; and every list
//    or tree that wraps its items (WordJoiningDelegate, given when it is shown);
//  - setJoinedHtml(): the text browsers (the rules, Explain, the wizard's summary);
//  - the PNG and PDF exports draw their paragraphs joined (results_export.cpp).
// Every DocumentWindow calls guardWordBreaks(); calling it again does nothing. The joiners never leave the
// application: what is copied to the clipboard is the text without them.

#include <QString>
#include <QStyledItemDelegate>

class QTextEdit;

namespace hk::gui {

QString keepWordsTogether(const QString &text);
// The same for the text between the tags of rich text; tags and entities stay as they are.
QString keepWordsTogetherInHtml(const QString &html);
// The text as shown: without the invisible joiners (for what is copied, searched or compared).
QString withoutJoiners(const QString &text);

// The terms kept whole in Chinese (and in Japanese text written in kanji only), longest first.
const QStringList &cjkGlossary();

void guardWordBreaks();

// Draws an item's text with its words kept together (a list of problems that wraps its lines).
class WordJoiningDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QString displayText(const QVariant &value, const QLocale &locale) const override;
};
// Shows rich text in a text browser with its words kept together.
void setJoinedHtml(QTextEdit *view, const QString &html);

} // namespace hk::gui
