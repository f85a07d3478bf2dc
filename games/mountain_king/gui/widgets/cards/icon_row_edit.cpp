#include "cards/icon_row_edit.h"

#include "art.h"
#include "scoring/score_report.h"

#include <QContextMenuEvent>
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
constexpr int kMenuButton = 16; // the ▾ at the right end

// A start row (Counts mode) lists resources in resource order, without clan marks.
void sortCounts(std::vector<Icon> &icons)
{
    for (Icon &i : icons)
        i.cartClan.reset();
    std::stable_sort(icons.begin(), icons.end(),
                     [](const Icon &a, const Icon &b) { return a.resource < b.resource; });
}

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
                 "the icon before the caret; click an icon and type to replace it. The menu of icons: "
                 "the ▾ button or Alt+Down.")
            : tr("Type the resources of the start row: s stone, i iron, h heartstone, c coin, a cart, "
                 "m hammer, r rune (\"ss\" is 2 stone). Backspace removes the one before the caret; "
                 "click one and type to replace it. The menu of resources: the ▾ button or Alt+Down."));
}

void IconRowEdit::setIcons(const std::vector<Icon> &icons)
{
    std::vector<Icon> capped(icons.begin(), icons.begin() + std::min<size_t>(icons.size(), m_maximum));
    if (capped == m_icons)
        return;
    m_icons = std::move(capped);
    m_caret = int(m_icons.size());
    m_selected = -1;
    if (m_mode == Mode::Counts)
        sortCounts(m_icons);
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
    return {2 * kPadding + shown * (kIconSize + kIconGap) + 4 + kMenuButton, kIconSize + 2 * kPadding + 2};
}

QSize IconRowEdit::minimumSizeHint() const
{
    // Squeezed, the ▾ takes the right of the free slot after the icons: nothing typed is hidden.
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

int IconRowEdit::gapAt(const QPoint &pos) const
{
    const int step = kIconSize + kIconGap;
    const int gap = (pos.x() - iconRect(0).left() + step / 2) / step;
    return std::clamp(gap, 0, int(m_icons.size()));
}

QRect IconRowEdit::menuButtonRect() const
{
    return {width() - kMenuButton - 3, 3, kMenuButton, height() - 6};
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
        if (i == m_selected) { // the icon the next letter replaces
            p.setPen(Qt::NoPen);
            p.setBrush(
                palette().color(hasFocus() ? QPalette::Active : QPalette::Inactive, QPalette::Highlight));
            p.drawRoundedRect(QRectF(r).adjusted(-2, -2, 2, 2), 3, 3);
        }
        art.paint(&p, Art::resourceId(m_icons[i].resource), r);
        if (m_icons[i].cartClan) { // the clan mark, as a badge in the corner (CART-CLAN)
            const QRectF badge(r.right() - 11, r.bottom() - 11, 13, 13);
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(255, 255, 255, 220));
            p.drawEllipse(badge.adjusted(-1, -1, 1, 1));
            art.paint(&p, Art::clanId(*m_icons[i].cartClan), badge);
        }
    }
    const int caretX = iconRect(m_caret).left() - 1;
    if (m_icons.empty() && !hasFocus()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        const QRect text = rect().adjusted(kPadding + 2, 0, -kPadding - kMenuButton, 0);
        p.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                   fontMetrics().elidedText(m_mode == Mode::Icons ? tr("type s i h c a m r") : tr("none"),
                                            Qt::ElideRight, text.width()));
    }
    // The ▾ that opens the menu of icons.
    QStyleOption arrow;
    arrow.initFrom(this);
    arrow.rect = menuButtonRect().adjusted(3, 0, -3, 0);
    style()->drawPrimitive(QStyle::PE_IndicatorArrowDown, &arrow, &p, this);
    if (hasFocus() && m_selected < 0 && int(m_icons.size()) < m_maximum) {
        p.setPen(QPen(palette().color(QPalette::Text), 1.5));
        p.drawLine(QPointF(caretX + 0.5, height() / 2.0 - kIconSize / 2.0 + 2),
                   QPointF(caretX + 0.5, height() / 2.0 + kIconSize / 2.0 - 2));
    }
}

void IconRowEdit::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const bool plain = mods == Qt::NoModifier;
    if ((event->key() == Qt::Key_Down && mods == Qt::AltModifier) || (event->key() == Qt::Key_F4 && plain)) {
        openMenu();
        event->accept();
        return;
    }
    if (plain) {
        switch (event->key()) {
        case Qt::Key_Backspace:
            if (m_selected >= 0)
                remove(m_selected);
            else if (m_caret > 0)
                remove(m_caret - 1);
            event->accept();
            return;
        case Qt::Key_Delete:
            if (m_selected >= 0)
                remove(m_selected);
            else if (m_caret < int(m_icons.size()))
                remove(m_caret);
            event->accept();
            return;
        case Qt::Key_Left:
            moveCaret(m_selected >= 0 ? m_selected : m_caret - 1);
            event->accept();
            return;
        case Qt::Key_Right:
            moveCaret(m_selected >= 0 ? m_selected + 1 : m_caret + 1);
            event->accept();
            return;
        case Qt::Key_Home:
            moveCaret(0);
            event->accept();
            return;
        case Qt::Key_End:
            moveCaret(int(m_icons.size()));
            event->accept();
            return;
        default:
            break;
        }
    }
    const Qt::KeyboardModifiers commands = Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier;
    if (event->text().size() == 1 && !(event->modifiers() & commands)) {
        if (const auto icon = iconForKey(event->text().front(), m_mode)) {
            type(*icon);
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
    const QPoint pos = event->position().toPoint();
    if (menuButtonRect().adjusted(-2, -3, 3, 3).contains(pos)) {
        openMenu();
        return;
    }
    // Like a text field: the click puts the caret there; on an icon it selects it, for the next letter.
    const int index = iconAt(pos);
    m_selected = index;
    m_caret = index >= 0 ? index + 1 : gapAt(pos);
    update();
}

bool IconRowEdit::event(QEvent *event)
{
    // The letters it types win over the window's one-key shortcuts (the board editor's S, H, A, R…).
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool typed = key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::ShiftModifier;
        if (typed &&
            (key->key() == Qt::Key_Backspace || key->key() == Qt::Key_Delete || key->key() == Qt::Key_Left ||
             key->key() == Qt::Key_Right || key->key() == Qt::Key_Home || key->key() == Qt::Key_End ||
             (!key->text().isEmpty() && iconForKey(key->text().at(0), m_mode)))) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::ContextMenu) { // the right button, or the context-menu key
        const auto *menu = static_cast<QContextMenuEvent *>(event);
        if (menu->reason() == QContextMenuEvent::Mouse) {
            const int index = iconAt(menu->pos());
            m_selected = index;
            m_caret = index >= 0 ? index + 1 : gapAt(menu->pos());
            update();
        }
        openMenu();
        return true;
    }
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int index = iconAt(help->pos());
        if (index >= 0) {
            QToolTip::showText(help->globalPos(),
                               tr("%1 — click it and type to replace it").arg(iconText(m_icons[index])), this,
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

void IconRowEdit::type(const Icon &icon)
{
    if (m_selected >= 0 && m_selected < int(m_icons.size())) {
        m_icons[m_selected] = icon;
        m_caret = m_selected + 1;
    } else if (int(m_icons.size()) < m_maximum) {
        m_icons.insert(m_icons.begin() + std::clamp(m_caret, 0, int(m_icons.size())), icon);
        ++m_caret;
    } else {
        return;
    }
    m_selected = -1;
    edited();
}

void IconRowEdit::remove(int index)
{
    if (index < 0 || index >= int(m_icons.size()))
        return;
    m_icons.erase(m_icons.begin() + index);
    m_caret = index;
    m_selected = -1;
    edited();
}

void IconRowEdit::moveCaret(int caret)
{
    m_caret = std::clamp(caret, 0, int(m_icons.size()));
    m_selected = -1;
    update();
}

void IconRowEdit::edited()
{
    if (m_mode == Mode::Counts) { // resource order: the caret goes after what was typed, at the end
        sortCounts(m_icons);
        m_caret = int(m_icons.size());
    }
    m_caret = std::clamp(m_caret, 0, int(m_icons.size()));
    updateGeometry();
    update();
    emit changed();
}

void IconRowEdit::openMenu()
{
    const int at = m_selected >= 0 ? m_selected : m_caret;
    popupMenu(mapToGlobal(QPoint(iconRect(std::min(at, int(m_icons.size()))).left(), height())));
}

void IconRowEdit::popupMenu(const QPoint &globalPos)
{
    const int index = m_selected; // the icon the menu changes; none: one is added at the caret
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
    QAction *removeIt = nullptr;
    if (index >= 0) {
        menu.addSeparator();
        removeIt = menu.addAction(tr("Remove this icon"));
    }
    QAction *chosen = menu.exec(globalPos);
    if (!chosen)
        return;
    if (chosen == removeIt) {
        remove(index);
        return;
    }
    const auto it = std::find(actions.begin(), actions.end(), chosen);
    if (it != actions.end())
        type(choices[size_t(it - actions.begin())]);
}

} // namespace hk::gui
