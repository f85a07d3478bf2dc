#pragma once

// Text a user typed or a file holds — a player's name, a board's or a file's name, a reason — is text, never
// markup: Qt reads a label's or a tooltip's text as HTML as soon as it looks like HTML (Qt::mightBeRichText),
// so that a player named "<img src='…'>" would load an image and "<span style='font-size:26pt'>" restyle the
// winner line. Every place that shows such text goes through one of these.

#include <QString>

class QLabel;
class QPlainTextEdit;

namespace hk::gui {

// `plain` as a piece of rich text that shows it as it is (escaped); for a label or document built as HTML.
QString richText(const QString &plain);

// A tooltip that shows `text` as it is, line breaks included: unchanged when Qt would read it as plain text
// anyway, else escaped inside a paragraph that keeps its line breaks.
QString plainToolTip(const QString &text);

// Sets `label` to show `text` as it is (Qt::PlainText), whatever it holds.
void setPlainText(QLabel *label, const QString &text);

// Sets `edit` to `text`. A text with a word longer than a line is ever wide (a file's description of one
// 100,000-letter "word") wraps anywhere: Qt lays out such a word at each line again from its start, for
// minutes; any other text wraps between words.
void setWrappedText(QPlainTextEdit *edit, const QString &text);

} // namespace hk::gui
