#include "cards/icon_row_edit.h"

#include "art.h"
#include "scoring/score_report.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QStyleOptionFrame>
#include <QToolTip>

#include <algorithm>

namespace hk::gui {

namespace {

constexpr int kIconSize = 24;
constexpr int kIconGap = 3;
constexpr int kPadding = 4;

} // namespace

IconRowEdit::IconRowEdit(Mode mode, QWidget *parent)
    : QWidget(parent), m_mode(mode), m_maximum(mode == Mode::Icons ? 8 : 12)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAttribute(Qt::WA_InputMethodEnabled, false); // letters are commands here, never composed text
    setToolTip(
        mode == Mode::Icons
            ? tr("Type the icons left to right: s stone, i iron, h heartstone, c coin, a cart, m hammer, "
                 "r rune; F, I, M a cart with a Fire, Ice or Moon mark (CART-CLAN). Backspace removes "
                 "the last icon; click an icon to change or remove it.")
            : tr("Type the resources of the start row: s stone, i iron, h heartstone, c coin, a cart, "
                 "m hammer, r rune (\"ss\" is 2 stone). Backspace removes the last one; click one to "
                 "change or remove it."));
}

void IconRowEdit::setIcons(const std::vector<Icon> &icons)
{
    std::vector<Icon> capped(icons.begin(), icons.begin() + std::min<size_t>(icons.size(), m_maximum));
    if (capped == m_icons)
        return;
    m_icons = std::move(capped);
    normalize();
    updateGeometry();
    update();
}

ResourceCounts IconRowEdit::counts() const
{
    ResourceCounts c{};
    for (const Icon &i : m_icons)
        ++at(c, i.resource);
    return c;
}

void IconRowEdit::setCounts(const ResourceCounts &counts)
{
    std::vector<Icon> icons;
    for (Resource r : kAllResources)
        for (int n = 0; n < at(counts, r); ++n)
            icons.push_back({r, std::nullopt});
    setIcons(icons);
}

std::optional<Icon> IconRowEdit::iconForKey(QChar key, Mode mode)
{
    if (mode == Mode::Icons) { // capitals name a clan mark: F fire, I ice, M moon
        if (key == QLatin1Char('F'))
            return Icon{Resource::Cart, Clan::Fire};
        if (key == QLatin1Char('I'))
            return Icon{Resource::Cart, Clan::Ice};
        if (key == QLatin1Char('M'))
            return Icon{Resource::Cart, Clan::Moon};
    }
    switch (key.toLower().unicode()) {
    case 's':
        return Icon{Resource::Stone, std::nullopt};
    case 'i':
        return Icon{Resource::Iron, std::nullopt};
    case 'h':
        return Icon{Resource::Heartstone, std::nullopt};
    case 'c':
        return Icon{Resource::Coin, std::nullopt};
    case 'a':
        return Icon{Resource::Cart, std::nullopt};
    case 'm':
        return Icon{Resource::Hammer, std::nullopt};
    case 'r':
        return Icon{Resource::Rune, std::nullopt};
    default:
        return std::nullopt;
    }
}

QString IconRowEdit::keyForIcon(const Icon &icon)
{
    if (icon.resource == Resource::Cart && icon.cartClan) {
        switch (*icon.cartClan) {
        case Clan::Fire:
            return QStringLiteral("F");
        case Clan::Ice:
            return QStringLiteral("I");
        case Clan::Moon:
            return QStringLiteral("M");
        case Clan::Mud:
            return {};
        }
    }
    static const char *keys[kResourceKinds] = {"s", "i", "h", "c", "a", "m", "r"};
    return QLatin1String(keys[static_cast<int>(icon.resource)]);
}

QSize IconRowEdit::sizeHint() const
{
    const int shown = std::max(m_mode == Mode::Icons ? 5 : 4, int(m_icons.size()) + 1);
    return {2 * kPadding + shown * (kIconSize + kIconGap) + 4, kIconSize + 2 * kPadding + 2};
}

QSize IconRowEdit::minimumSizeHint() const
{
    const int shown = std::max(3, int(m_icons.size()) + 1);
    return {2 * kPadding + shown * (kIconSize + kIconGap) + 4, kIconSize + 2 * kPadding + 2};
}

QRect IconRowEdit::iconRect(int index) const
{
    const int top = (height() - kIconSize) / 2;
    return {kPadding + 2 + index * (kIconSize + kIconGap), top, kIconSize, kIconSize};
}

int IconRowEdit::iconAt(const QPoint &pos) const
{
    for (int i = 0; i < int(m_icons.size()); ++i)
        if (iconRect(i).adjusted(-1, -kPadding, 1, kPadding).contains(pos))
            return i;
    return -1;
}

void IconRowEdit::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    QStyleOptionFrame frame;
    frame.initFrom(this);
    frame.lineWidth = style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &frame, this);
    frame.midLineWidth = 0;
    frame.state |= QStyle::State_Sunken;
    if (hasFocus())
        frame.state |= QStyle::State_HasFocus;
    style()->drawPrimitive(QStyle::PE_PanelLineEdit, &frame, &p, this);

    p.setRenderHint(QPainter::Antialiasing);
    Art &art = Art::instance();
    for (int i = 0; i < int(m_icons.size()); ++i) {
        const QRect r = iconRect(i);
        art.paint(&p, Art::resourceId(m_icons[i].resource), r);
        if (m_icons[i].cartClan) { // the clan mark, as a badge in the corner (CART-CLAN)
            const QRectF badge(r.right() - 11, r.bottom() - 11, 13, 13);
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(255, 255, 255, 220));
            p.drawEllipse(badge.adjusted(-1, -1, 1, 1));
            art.paint(&p, Art::clanId(*m_icons[i].cartClan), badge);
        }
    }
    const int caretX = iconRect(int(m_icons.size())).left() - 1;
    if (m_icons.empty() && !hasFocus()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        const QRect text = rect().adjusted(kPadding + 2, 0, -kPadding, 0);
        p.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                   fontMetrics().elidedText(m_mode == Mode::Icons ? tr("type s i h c a m r") : tr("none"),
                                            Qt::ElideRight, text.width()));
    }
    if (hasFocus() && int(m_icons.size()) < m_maximum) {
        p.setPen(QPen(palette().color(QPalette::Text), 1.5));
        p.drawLine(QPointF(caretX + 0.5, height() / 2.0 - kIconSize / 2.0 + 2),
                   QPointF(caretX + 0.5, height() / 2.0 + kIconSize / 2.0 - 2));
    }
}

void IconRowEdit::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Backspace && event->modifiers() == Qt::NoModifier) {
        if (!m_icons.empty())
            replace(int(m_icons.size()) - 1, std::nullopt);
        event->accept();
        return;
    }
    const Qt::KeyboardModifiers commands = Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier;
    if (event->text().size() == 1 && !(event->modifiers() & commands)) {
        if (const auto icon = iconForKey(event->text().front(), m_mode)) {
            add(*icon);
            event->accept();
            return;
        }
    }
    QWidget::keyPressEvent(event); // Enter, Tab, Escape reach the dialog
}

void IconRowEdit::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    const int index = iconAt(event->position().toPoint());
    popupMenu(index, event->globalPosition().toPoint());
}

bool IconRowEdit::event(QEvent *event)
{
    // The letters it types win over the window's one-key shortcuts (the board editor's S, H, A, R…).
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool typed = key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::ShiftModifier;
        if (typed && (key->key() == Qt::Key_Backspace || key->key() == Qt::Key_Delete ||
                      (!key->text().isEmpty() && iconForKey(key->text().at(0), m_mode)))) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int index = iconAt(help->pos());
        if (index >= 0) {
            QToolTip::showText(help->globalPos(),
                               tr("%1 — click to change or remove it").arg(iconText(m_icons[index])), this,
                               iconRect(index));
            return true;
        }
    }
    return QWidget::event(event);
}

void IconRowEdit::focusInEvent(QFocusEvent *event)
{
    update();
    QWidget::focusInEvent(event);
}

void IconRowEdit::focusOutEvent(QFocusEvent *event)
{
    update();
    QWidget::focusOutEvent(event);
}

void IconRowEdit::add(const Icon &icon)
{
    if (int(m_icons.size()) >= m_maximum)
        return;
    m_icons.push_back(icon);
    normalize();
    updateGeometry();
    update();
    emit changed();
}

void IconRowEdit::replace(int index, const std::optional<Icon> &icon)
{
    if (index < 0 || index >= int(m_icons.size()))
        return;
    if (icon)
        m_icons[index] = *icon;
    else
        m_icons.erase(m_icons.begin() + index);
    normalize();
    updateGeometry();
    update();
    emit changed();
}

void IconRowEdit::normalize()
{
    if (m_mode != Mode::Counts)
        return;
    for (Icon &i : m_icons)
        i.cartClan.reset();
    std::stable_sort(m_icons.begin(), m_icons.end(),
                     [](const Icon &a, const Icon &b) { return a.resource < b.resource; });
}

void IconRowEdit::popupMenu(int index, const QPoint &globalPos)
{
    if (index < 0 && int(m_icons.size()) >= m_maximum)
        return;
    QMenu menu(this);
    std::vector<Icon> choices;
    for (Resource r : kAllResources)
        choices.push_back({r, std::nullopt});
    if (m_mode == Mode::Icons)
        for (Clan c : kStatueClans)
            choices.push_back({Resource::Cart, c});
    std::vector<QAction *> actions;
    Art &art = Art::instance();
    for (const Icon &icon : choices) {
        QString text = iconText(icon);
        if (!text.isEmpty())
            text[0] = text[0].toUpper();
        QAction *a = menu.addAction(
            art.icon(icon.cartClan ? Art::clanId(*icon.cartClan) : Art::resourceId(icon.resource)),
            text + QLatin1Char('\t') + keyForIcon(icon));
        a->setCheckable(index >= 0);
        a->setChecked(index >= 0 && m_icons[index] == icon);
        actions.push_back(a);
    }
    QAction *remove = nullptr;
    if (index >= 0) {
        menu.addSeparator();
        remove = menu.addAction(tr("Remove this icon"));
    }
    QAction *chosen = menu.exec(globalPos);
    if (!chosen)
        return;
    if (chosen == remove) {
        replace(index, std::nullopt);
        return;
    }
    const auto it = std::find(actions.begin(), actions.end(), chosen);
    if (it == actions.end())
        return;
    const Icon icon = choices[it - actions.begin()];
    if (index >= 0)
        replace(index, icon);
    else
        add(icon);
}

} // namespace hk::gui
