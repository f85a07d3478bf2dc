#include "i18n/list_text.h"

#include <QCoreApplication>

namespace hk {

namespace {

class ListText {
    Q_DECLARE_TR_FUNCTIONS(ListText)
};

bool isHan(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF) || (u >= 0xF900 && u <= 0xFAFF);
}

bool isLatinOrDigit(QChar c)
{
    return c.unicode() < 0x250 && c.isLetterOrNumber();
}

// `left` then `right`, a space between them where a Latin letter or digit meets a Chinese character.
void append(QString &left, const QString &right)
{
    if (!left.isEmpty() && !right.isEmpty() &&
        ((isLatinOrDigit(left.back()) && isHan(right.front())) ||
         (isHan(left.back()) && isLatinOrDigit(right.front()))))
        left += QLatin1Char(' ');
    left += right;
}

} // namespace

QString listText(const QStringList &items)
{
    //: Between the items of a list: "stone -1, coin +2".
    return items.join(ListText::tr(", "));
}

QString clausesText(const QStringList &items)
{
    //: Between the parts of a sentence that each say something: "storage of Ann: stone -1; on the trolls…".
    return items.join(ListText::tr("; "));
}

QString namesText(const QStringList &names)
{
    if (names.size() <= 1)
        return names.join(QString());
    //: Joins the last two names of a list: "Ann, Bob and Cid".
    const QString pattern = ListText::tr("%1 and %2");
    const qsizetype first = pattern.indexOf(QLatin1String("%1")),
                    second = pattern.indexOf(QLatin1String("%2"));
    const QString head = listText(names.mid(0, names.size() - 1));
    if (first < 0 || second < first) // a translation that turns the names around: as it says
        return pattern.arg(head, names.last());
    QString text = pattern.left(first);
    append(text, head);
    append(text, pattern.mid(first + 2, second - first - 2));
    append(text, names.last());
    append(text, pattern.mid(second + 2));
    return text;
}

} // namespace hk
