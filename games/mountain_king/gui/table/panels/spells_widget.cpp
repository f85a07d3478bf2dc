#include "panels/spells_widget.h"

#include "art.h"
#include "cards/card_painting.h"
#include "colour_dot.h"
#include "floor/board_drawing.h"
#include "flow_layout.h"
#include "height_for_width.h"
#include "i18n/arg_text.h"
#include "rules/placement.h"

#include <QKeyEvent>
#include <QPainter>
#include <QTextLayout>

namespace hk::gui {

namespace {

// `text` broken into at most `maxLines` lines of `width`, the last one elided if the text is longer.
QStringList wrapped(const QString &text, const QFont &font, qreal width, int maxLines)
{
    QStringList lines;
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (int(lines.size()) == maxLines - 1) {
            lines << QFontMetricsF(font).elidedText(text.mid(line.textStart()), Qt::ElideRight, width);
            break;
        }
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

constexpr int kSpellGap = 6;
constexpr int kRune = 18;

} // namespace

SpellsWidget::SpellsWidget(QWidget *parent) : InteractiveCanvas(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setSizePolicy(policy);
    updateAccessibleName();
    updateAccessibleText();
}

void SpellsWidget::setState(const GameState &state)
{
    if (state.spells == m_spells && state.board.catalogPtr() == m_catalog)
        return;
    m_spells = state.spells;
    m_catalog = state.board.catalogPtr();
    refresh();
}

QString SpellsWidget::spellName(int slot) const
{
    const QString name = m_spells[slot].name.trimmed();
    return name.isEmpty() ? tr("a spell") : m_catalog ? m_catalog->spellName(name) : name;
}

QString SpellsWidget::spellDescription(int slot) const
{
    if (slot < 0 || slot > 2)
        return {};
    const int runes = m_spells[slot].runes;
    return runes == 1 ? tr("%1: 1 rune of 3").arg(spellName(slot))
                      : tr("%1: %2 runes of 3").arg(spellName(slot), argText(runes));
}

int SpellsWidget::heightForWidth(int) const
{
    return 2 * fontMetrics().height() + kRune + 16;
}

QSize SpellsWidget::sizeHint() const
{
    return {300, heightForWidth(300)};
}

QSize SpellsWidget::minimumSizeHint() const
{
    return {180, heightForWidth(180)};
}

QRect SpellsWidget::spellRect(int slot) const
{
    const qreal w = (width() - 2.0 * kSpellGap) / 3;
    return QRectF(slot * (w + kSpellGap), 0, w, height()).toRect().adjusted(0, 1, 0, -1);
}

int SpellsWidget::spellAt(const QPoint &pos) const
{
    for (int s = 0; s < 3; ++s)
        if (spellRect(s).contains(pos))
            return s;
    return -1;
}

QString SpellsWidget::accessibleTitle() const
{
    return tr("Spells");
}

QString SpellsWidget::accessibleText() const
{
    return spellDescription(m_current);
}

QString SpellsWidget::tipAt(const QPoint &pos, QRect *area) const
{
    const int s = spellAt(pos);
    if (s < 0)
        return {};
    *area = spellRect(s);
    return spellDescription(s) + QLatin1Char('\n') +
           tr("Click or press Enter to cast it: 1 rune goes on the card; the 3rd rune "
              "dissolves it and a new spell is revealed.");
}

void SpellsWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor card(0xea, 0xe2, 0xf6);
    for (int s = 0; s < 3; ++s) {
        const QRectF r = QRectF(spellRect(s)).adjusted(0.5, 0.5, -0.5, -0.5);
        p.setPen(QPen(card.darker(160), 1));
        p.setBrush(card);
        p.drawRoundedRect(r, 6, 6);
        // The name, on up to two lines.
        QFont f = font();
        if (m_spells[s].name.trimmed().isEmpty())
            f.setItalic(true);
        p.setFont(f);
        p.setPen(kOutline);
        const qreal line = QFontMetricsF(f).height();
        const QStringList lines = wrapped(spellName(s), f, r.width() - 10, 2);
        const qreal top = r.top() + 4 + (2 - lines.size()) * line / 2;
        for (int i = 0; i < int(lines.size()); ++i)
            p.drawText(QRectF(r.left() + 5, top + i * line, r.width() - 10, line),
                       Qt::AlignHCenter | Qt::AlignVCenter, lines[i]);
        // Three places for runes: the 3rd dissolves the spell (SPELL-DISSOLVE).
        const qreal y = r.bottom() - kRune - 5;
        const qreal x0 = r.center().x() - (3 * kRune + 2 * 4) / 2.0;
        for (int i = 0; i < 3; ++i) {
            const QRectF rune(std::round(x0 + i * (kRune + 4)), std::round(y), kRune, kRune);
            if (i < m_spells[s].runes) {
                paintIcon(&p, rune, Resource::Rune);
            } else {
                QPen dashed(QColor(kOutline.red(), kOutline.green(), kOutline.blue(), 110), 1, Qt::DashLine);
                dashed.setDashPattern({2, 2});
                p.setPen(dashed);
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(rune.adjusted(1.5, 1.5, -1.5, -1.5));
            }
        }
        if (hasFocus() && s == m_current) {
            p.setPen(QPen(palette().color(QPalette::Highlight), 2.5));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 5, 5);
        }
    }
}

void SpellsWidget::mousePressEvent(QMouseEvent *event)
{
    const int s = spellAt(event->position().toPoint());
    if (s < 0 || event->button() != Qt::LeftButton) {
        InteractiveCanvas::mousePressEvent(event);
        return;
    }
    m_current = s;
    refresh();
    emit castRequested(s);
}

void SpellsWidget::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        m_current = std::max(0, m_current - 1);
        break;
    case Qt::Key_Right:
        m_current = std::min(2, m_current + 1);
        break;
    case Qt::Key_1:
    case Qt::Key_2:
    case Qt::Key_3:
        m_current = event->key() - Qt::Key_1;
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit castRequested(m_current);
        break;
    default:
        InteractiveCanvas::keyPressEvent(event);
        return;
    }
    refresh();
}

} // namespace hk::gui
