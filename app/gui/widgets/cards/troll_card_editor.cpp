#include "cards/troll_card_editor.h"

#include "art.h"
#include "scoring/score_report.h"

#include <QAbstractItemView>
#include <QAbstractProxyModel>
#include <QComboBox>
#include <QCompleter>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionFrame>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace hk::gui {

namespace {

constexpr int kIconSize = 24;
constexpr int kIconGap = 3;
constexpr int kPadding = 4;

QColor clanTint(std::optional<Clan> clan)
{
    if (!clan)
        return QColor(0xc8, 0xb4, 0x8c); // parchment: a starting troll
    switch (*clan) {
    case Clan::Mud:
        return QColor(0x8b, 0x6a, 0x3e);
    case Clan::Fire:
        return QColor(0xe2, 0x47, 0x1d);
    case Clan::Ice:
        return QColor(0x3c, 0x8d, 0xd0);
    case Clan::Moon:
        return QColor(0x7d, 0x5b, 0xc0);
    }
    return {};
}

QColor blend(const QColor &base, const QColor &tint, qreal amount)
{
    return QColor::fromRgbF(base.redF() + (tint.redF() - base.redF()) * amount,
                            base.greenF() + (tint.greenF() - base.greenF()) * amount,
                            base.blueF() + (tint.blueF() - base.blueF()) * amount);
}

} // namespace

// --- IconRowEdit ------------------------------------------------------------------------------------------

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

// --- TrollCardEditor --------------------------------------------------------------------------------------

TrollCardEditor::TrollCardEditor(QWidget *parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(34, 3, 6, 3); // room for the troll drawn on the left
    outer->setSpacing(3);

    // The library picker first, so that Tab reaches it before the fields it fills.
    m_libraryRow = new QWidget;
    auto *libraryLayout = new QHBoxLayout(m_libraryRow);
    libraryLayout->setContentsMargins(0, 0, 0, 0);
    libraryLayout->setSpacing(6);
    auto *libraryLabel = new QLabel(tr("From the library:"));
    libraryLayout->addWidget(libraryLabel);
    m_library = new QComboBox;
    m_library->setObjectName(QStringLiteral("library"));
    m_library->setEditable(true);
    m_library->setInsertPolicy(QComboBox::NoInsert);
    m_library->setMaxVisibleItems(16);
    m_library->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_library->setMinimumContentsLength(16);
    m_library->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_library->setAccessibleName(tr("From the library"));
    m_library->setToolTip(tr("Pick the card from the troll card library: type a part of its id or of its "
                             "icons and press Enter, or open the list. \"—\": the card is entered by hand."));
    m_library->lineEdit()->setPlaceholderText(tr("Type a card's id"));
    // Filter as you type: any card whose id or text contains what is typed.
    QCompleter *completer = m_library->completer();
    completer->setCompletionMode(QCompleter::PopupCompletion);
    completer->setFilterMode(Qt::MatchContains);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->popup()->installEventFilter(this); // Enter in the list: see eventFilter()
    libraryLabel->setBuddy(m_library);
    libraryLayout->addWidget(m_library, 1);
    m_library->installEventFilter(this);
    outer->addWidget(m_libraryRow);

    auto *layout = new QHBoxLayout;
    layout->setSpacing(6);
    outer->addLayout(layout);

    m_levelLabel = new QLabel;
    layout->addWidget(m_levelLabel);
    m_level = new QComboBox;
    m_level->setAccessibleName(tr("Level"));
    m_level->setToolTip(tr("The level of the troll: starting trolls are level 0"));
    layout->addWidget(m_level);

    m_clan = new QComboBox;
    m_clan->setAccessibleName(tr("Clan"));
    m_clan->setPlaceholderText(tr("Clan"));
    m_clan->setToolTip(tr("The clan of the troll"));
    for (Clan c : {Clan::Mud, Clan::Fire, Clan::Ice, Clan::Moon}) {
        QString name = clanName(c);
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        m_clan->addItem(Art::instance().icon(Art::clanId(c)), name, static_cast<int>(c));
    }
    m_clan->setCurrentIndex(-1);
    layout->addWidget(m_clan);

    m_icons = new IconRowEdit(IconRowEdit::Mode::Icons);
    m_icons->setObjectName(QStringLiteral("icons"));
    m_icons->setAccessibleName(tr("Icons"));
    layout->addWidget(m_icons, 3);

    m_startLabel = new QLabel(tr("Start row:"));
    m_startLabel->setToolTip(tr("Resources taken once at setup (SET-MOOT, SET-SEATBONUS)"));
    layout->addWidget(m_startLabel);
    m_startRow = new IconRowEdit(IconRowEdit::Mode::Counts);
    m_startRow->setObjectName(QStringLiteral("startRow"));
    m_startRow->setAccessibleName(tr("Start row"));
    m_startLabel->setBuddy(m_startRow);
    layout->addWidget(m_startRow, 2);

    fillLevels(0);
    fillLibrary();
    updateVisibility();

    connect(m_level, &QComboBox::currentIndexChanged, this, [this] {
        updateVisibility();
        edited();
    });
    connect(m_clan, &QComboBox::currentIndexChanged, this, &TrollCardEditor::edited);
    connect(m_icons, &IconRowEdit::changed, this, &TrollCardEditor::edited);
    connect(m_startRow, &IconRowEdit::changed, this, &TrollCardEditor::edited);
    connect(m_library, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_syncing)
            return;
        if (index > 0) {
            pick(index - 1);
        } else if (index == 0 && !libraryId().isEmpty()) { // "—": the card is no longer the library's
            m_name.clear();
            emit changed();
        }
    });
    connect(m_library->lineEdit(), &QLineEdit::editingFinished, this, &TrollCardEditor::settleLibraryText);
}

TrollCardEditor::~TrollCardEditor()
{
    // The picker loses the focus while QWidget destroys it: nothing of this editor may answer then.
    m_library->lineEdit()->disconnect(this);
    m_library->removeEventFilter(this);
}

void TrollCardEditor::setCard(const TrollCard &card)
{
    {
        const QSignalBlocker b1(m_level), b2(m_clan), b3(m_icons), b4(m_startRow);
        m_name = card.name;
        fillLevels(card.level);
        m_clan->setCurrentIndex(card.clan ? m_clan->findData(static_cast<int>(*card.clan)) : -1);
        m_icons->setIcons(card.icons);
        m_startRow->setCounts(card.startRow);
        updateVisibility();
    }
    syncLibrary();
    update();
}

TrollCard TrollCardEditor::card() const
{
    TrollCard t;
    t.name = m_name;
    t.level = currentLevel();
    if (t.level > 0 && m_clan->currentIndex() >= 0)
        t.clan = static_cast<Clan>(m_clan->currentData().toInt());
    t.icons = m_icons->icons();
    t.startRow = m_startRow->counts();
    return t;
}

void TrollCardEditor::edited()
{
    // A library card changed by hand is another card: it no longer carries the library's id. A name that is
    // not a library id (a label) stays.
    if (!m_name.isEmpty()) {
        const auto it = std::find_if(m_libraryCards.begin(), m_libraryCards.end(),
                                     [&](const TrollCard &c) { return c.name == m_name; });
        if (it != m_libraryCards.end() && *it != card())
            m_name.clear();
    }
    syncLibrary();
    update();
    emit changed();
}

void TrollCardEditor::setLibrary(const std::vector<TrollCard> &cards)
{
    m_libraryCards = cards;
    fillLibrary();
    updateVisibility();
}

QString TrollCardEditor::libraryId() const
{
    if (m_name.isEmpty())
        return {};
    const TrollCard current = card();
    for (const TrollCard &c : m_shown)
        if (c == current)
            return c.name;
    return {};
}

void TrollCardEditor::fillLibrary()
{
    m_shown.clear();
    for (const TrollCard &c : m_libraryCards)
        if (m_allowedLevels.contains(c.level) && !c.name.isEmpty())
            m_shown.push_back(c);
    const QSignalBlocker blocker(m_library);
    m_library->clear();
    m_library->addItem(tr("—"), QString());
    m_library->setItemData(0, tr("Not a card of the library: entered by hand"), Qt::ToolTipRole);
    Art &art = Art::instance();
    for (const TrollCard &c : m_shown) {
        QString text = trollText(c);
        if (c.level == 0 && total(c.startRow) > 0)
            text = tr("%1; start row: %2").arg(text, resourceCountsText(c.startRow));
        m_library->addItem(art.icon(c.clan ? Art::clanId(*c.clan) : QStringLiteral("troll")),
                           tr("%1 — %2").arg(c.name, text), c.name);
    }
    syncLibrary();
}

void TrollCardEditor::syncLibrary()
{
    const QString id = libraryId();
    const int index = id.isEmpty() ? 0 : m_library->findData(id);
    m_syncing = true;
    m_library->setCurrentIndex(std::max(index, 0));
    // The same index leaves typed text in place: show the entry again.
    if (m_library->currentText() != m_library->itemText(m_library->currentIndex()))
        m_library->setEditText(m_library->itemText(m_library->currentIndex()));
    m_syncing = false;
}

void TrollCardEditor::pick(int row)
{
    if (row < 0 || row >= int(m_shown.size()))
        return;
    const TrollCard picked = m_shown[row];
    if (card() == picked) {
        syncLibrary();
        return;
    }
    setCard(picked);
    emit changed();
}

int TrollCardEditor::rowForText(const QString &typed) const
{
    const QString text = typed.trimmed();
    if (text.isEmpty())
        return -1;
    // The id exactly, then the entry's whole text, then the one card whose id or text contains it.
    for (int i = 0; i < int(m_shown.size()); ++i)
        if (m_shown[i].name.compare(text, Qt::CaseInsensitive) == 0)
            return i;
    for (int i = 0; i < int(m_shown.size()); ++i)
        if (m_library->itemText(i + 1).compare(text, Qt::CaseInsensitive) == 0)
            return i;
    int found = -1;
    for (int i = 0; i < int(m_shown.size()); ++i)
        if (m_library->itemText(i + 1).contains(text, Qt::CaseInsensitive)) {
            if (found >= 0)
                return -1; // several: the list says which
            found = i;
        }
    return found;
}

bool TrollCardEditor::acceptLibraryText()
{
    const QString text = m_library->currentText();
    if (text == m_library->itemText(m_library->currentIndex()))
        return false; // nothing typed: Enter goes to the dialog
    const int row = rowForText(text);
    if (row >= 0) {
        pick(row);
        return true;
    }
    return false;
}

void TrollCardEditor::settleLibraryText()
{
    if (m_library->currentText() == m_library->itemText(m_library->currentIndex()))
        return;
    const int row = rowForText(m_library->currentText());
    if (row >= 0)
        pick(row);
    else if (!m_library->hasFocus()) // left with text that names no card: show the card again
        syncLibrary();
}

void TrollCardEditor::focusAfterCard()
{
    for (QWidget *w = nextInFocusChain(); w && w != this; w = w->nextInFocusChain()) {
        if (isAncestorOf(w) || !w->isVisibleTo(window()) || !w->isEnabled() ||
            !(w->focusPolicy() & Qt::TabFocus))
            continue;
        w->setFocus(Qt::TabFocusReason);
        return;
    }
}

bool TrollCardEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_library && event->type() == QEvent::FocusIn)
        m_library->lineEdit()->selectAll(); // what is typed replaces "—" or the card's entry
    if (watched == m_library && event->type() == QEvent::FocusOut &&
        static_cast<QFocusEvent *>(event)->reason() != Qt::PopupFocusReason) {
        m_library->completer()->popup()->hide();
        settleLibraryText();
    }
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool enter = (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) &&
                           !(key->modifiers() & ~Qt::KeypadModifier);
        QAbstractItemView *popup = m_library->completer()->popup();
        if (enter && watched == popup) {
            // The filtered list: Enter picks the highlighted card, or the only one left.
            const QModelIndex index = popup->currentIndex();
            int row = -1;
            if (index.isValid())
                if (auto *proxy =
                        qobject_cast<QAbstractProxyModel *>(m_library->completer()->completionModel()))
                    row = proxy->mapToSource(index).row() - 1;
            if (row < 0)
                row = rowForText(m_library->currentText());
            if (row < 0)
                return false; // the completer closes the list
            popup->hide();
            pick(row);
            focusAfterCard();
            return true;
        }
        if (enter && watched == m_library) {
            if (acceptLibraryText()) {
                focusAfterCard();
                return true;
            }
            if (m_library->currentText() != m_library->itemText(m_library->currentIndex())) {
                // Several cards or none match: show the list of those that do, never leave the page.
                m_library->completer()->setCompletionPrefix(m_library->currentText());
                m_library->completer()->complete();
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TrollCardEditor::setAllowedLevels(const QList<int> &levels)
{
    if (levels.isEmpty())
        return;
    m_allowedLevels = levels;
    std::sort(m_allowedLevels.begin(), m_allowedLevels.end());
    const int before = currentLevel();
    {
        const QSignalBlocker blocker(m_level);
        fillLevels(m_allowedLevels.contains(before) ? before : m_allowedLevels.front());
    }
    fillLibrary();
    updateVisibility();
    update();
    if (currentLevel() != before)
        emit changed();
}

void TrollCardEditor::setStartRowVisible(bool visible)
{
    m_startRowVisible = visible;
    updateVisibility();
}

void TrollCardEditor::fillLevels(int current)
{
    QList<int> levels = m_allowedLevels;
    if (!levels.contains(current)) // a card of another level is shown as it is, never changed
        levels.append(current);
    std::sort(levels.begin(), levels.end());
    m_level->clear();
    for (int level : levels)
        m_level->addItem(level == 0 ? tr("Starting troll") : tr("Level %1").arg(level), level);
    m_level->setCurrentIndex(m_level->findData(current));
}

int TrollCardEditor::currentLevel() const
{
    return m_level->currentIndex() >= 0 ? m_level->currentData().toInt() : 0;
}

void TrollCardEditor::updateVisibility()
{
    const int level = currentLevel();
    const bool fixed = m_level->count() <= 1;
    m_level->setVisible(!fixed);
    // A fixed level is said in words, except for starting trolls: the start row says it already.
    m_levelLabel->setVisible(fixed && level > 0);
    m_levelLabel->setText(level == 0 ? tr("Starting troll") : tr("Level %1").arg(level));
    m_clan->setVisible(level > 0);
    m_startLabel->setVisible(m_startRowVisible);
    m_startRow->setVisible(m_startRowVisible);
    const bool library = !m_shown.empty();
    m_libraryRow->setVisible(library);
    // Hidden, it must not take the focus either: QWizard gives a new page's focus to the first field of the
    // focus chain that accepts Tab, visible or not.
    m_library->setFocusPolicy(library ? Qt::WheelFocus : Qt::NoFocus);
    m_library->lineEdit()->setFocusPolicy(library ? Qt::StrongFocus : Qt::NoFocus);
    // The first field takes the focus when the card is tabbed to or clicked.
    setFocusProxy(library     ? static_cast<QWidget *>(m_library)
                  : !fixed    ? static_cast<QWidget *>(m_level)
                  : level > 0 ? static_cast<QWidget *>(m_clan)
                              : static_cast<QWidget *>(m_icons));
}

void TrollCardEditor::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const int level = currentLevel();
    std::optional<Clan> clan;
    if (level > 0 && m_clan->currentIndex() >= 0)
        clan = static_cast<Clan>(m_clan->currentData().toInt());
    const QColor base = palette().color(QPalette::Window);
    const QColor tint = clanTint(clan);
    const QRectF card = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    p.setPen(QPen(blend(base, tint, 0.7), 1.2));
    p.setBrush(blend(base, tint, 0.16));
    p.drawRoundedRect(card, 6, 6);
    const QRectF troll(5, (height() - 24) / 2.0, 24, 24);
    Art::instance().paint(&p, QStringLiteral("troll"), troll);
}

} // namespace hk::gui
