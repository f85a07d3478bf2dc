#include "line_breaks.h"

#include <QTextBoundaryFinder>

namespace hk::gui {

namespace {

bool isKana(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x3040 && u <= 0x30FF) || (u >= 0x31F0 && u <= 0x31FF) || (u >= 0xFF66 && u <= 0xFF9D);
}

} // namespace

QString keepWordsTogether(const QString &text)
{
    if (std::none_of(text.begin(), text.end(), isKana))
        return text;
    constexpr QChar kWordJoiner(0x2060);
    QString out;
    out.reserve(text.size() * 2);
    QTextBoundaryFinder words(QTextBoundaryFinder::Word, text);
    qsizetype start = 0;
    for (qsizetype end = words.toNextBoundary(); end != -1; end = words.toNextBoundary()) {
        const QStringView word = QStringView(text).mid(start, end - start);
        // Only kana words need joining: Latin words never break inside, kanji may break between each.
        const bool join = word.size() > 1 && std::any_of(word.begin(), word.end(), isKana);
        for (qsizetype i = 0; i < word.size(); ++i) {
            if (join && i > 0 && !word[i].isLowSurrogate())
                out += kWordJoiner;
            out += word[i];
        }
        start = end;
    }
    return out;
}

} // namespace hk::gui
