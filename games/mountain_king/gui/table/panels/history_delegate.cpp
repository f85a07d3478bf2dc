#include "panels/history_delegate.h"

#include "verdict_view.h"

#include <QFontMetrics>
#include <QUndoStack>
#include <QUndoView>

#include <algorithm>

namespace hk::gui {

HistoryDelegate::HistoryDelegate(QUndoView *view) : WordJoiningDelegate(view), m_view(view) {}

bool HistoryDelegate::isUndone(const QModelIndex &index) const
{
    // Row 0 is the start of the game; row i the stack's command i - 1, done while i <= the stack's index.
    const QUndoStack *stack = m_view->stack();
    return stack && index.isValid() && index.row() > stack->index();
}

QString HistoryDelegate::shownText(const QModelIndex &index) const
{
    const QString text = index.data(Qt::DisplayRole).toString();
    return isUndone(index) ? tr("Undone (Redo brings it back): %1").arg(text) : text;
}

void HistoryDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    WordJoiningDelegate::initStyleOption(option, index);
    if (!isUndone(index))
        return;
    option->text = displayText(shownText(index), option->locale);
    option->font.setItalic(true);
    option->palette.setColor(QPalette::Text, VerdictView::mutedColor(option->palette));
}

namespace {

// The latest lines are measured at once: the history opens on them.
constexpr int kMeasuredAtOnce = 40;

} // namespace

size_t HistoryDelegate::keyOf(const QModelIndex &index) const
{
    return qHash(shownText(index));
}

QSize HistoryDelegate::measure(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const size_t row = size_t(index.row());
    if (m_measured.size() <= row)
        m_measured.resize(row + 1);
    Measured &m = m_measured[row];
    const size_t key = keyOf(index);
    if (m.size.isValid() && m.key == key)
        return m.size;
    m = {key, WordJoiningDelegate::sizeHint(option, index)};
    ++m_measuredCount;
    return m.size;
}

QSize HistoryDelegate::estimate(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // A line of one word, measured once per width: its margins; then as many lines as the text's length
    // would fill at an average width (a CJK character counted twice). No text is laid out.
    const QFontMetrics metrics(option.font);
    if (!m_oneLine.isValid()) {
        QStyleOptionViewItem one = option;
        one.text = QStringLiteral("x");
        one.features |= QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::WrapText;
        m_oneLine = QStyledItemDelegate::sizeHint(one, QModelIndex());
    }
    const QString text = shownText(index);
    qint64 units = 0;
    for (const QChar c : text)
        units += c.unicode() >= 0x2e80 ? 2 : 1;
    const int width = std::max(metrics.averageCharWidth(),
                               m_width - (m_oneLine.width() - metrics.horizontalAdvance(QLatin1Char('x'))));
    const qint64 lines =
        (units * metrics.averageCharWidth() + width - 1) / width + text.count(QLatin1Char('\n'));
    return {m_oneLine.width(),
            m_oneLine.height() + int(std::clamp<qint64>(lines - 1, 0, 10'000)) * metrics.lineSpacing()};
}

QSize HistoryDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (option.rect.width() <= 0) // asked without a width (no wrapping): one line, as Qt measures it
        return WordJoiningDelegate::sizeHint(option, index);
    if (option.rect.width() != m_width) { // heights change with the width: measured again
        m_width = option.rect.width();
        m_measured.clear();
        m_oneLine = {};
        m_measuredCount = 0;
    }
    const size_t row = size_t(index.row());
    const int rows = index.model() ? index.model()->rowCount() : 0;
    if (index.row() >= rows - kMeasuredAtOnce)
        return measure(option, index);
    if (row < m_measured.size() && m_measured[row].size.isValid() && m_measured[row].key == keyOf(index))
        return m_measured[row].size;
    return estimate(option, index);
}

void HistoryDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                            const QModelIndex &index) const
{
    // A line drawn is measured: if its height was only estimated and differs, the view lays out again (the
    // lines measured so far keep their heights, the others their estimates: no line laid out twice).
    const size_t row = size_t(index.row());
    const bool known =
        row < m_measured.size() && m_measured[row].size.isValid() && m_measured[row].key == keyOf(index);
    if (!known && m_width > 0) {
        QStyleOptionViewItem atWidth = option; // as the view asked for its size
        atWidth.rect.setWidth(m_width);
        const QSize before = estimate(atWidth, index);
        if (measure(atWidth, index).height() != before.height())
            emit const_cast<HistoryDelegate *>(this)->sizeHintChanged(index);
    }
    WordJoiningDelegate::paint(painter, option, index);
}

} // namespace hk::gui
