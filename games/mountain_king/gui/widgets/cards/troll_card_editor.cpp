#include "cards/troll_card_editor.h"

#include "art.h"
#include "cards/icon_row_edit.h"
#include "scoring/score_report.h"

#include <QAbstractItemView>
#include <QAbstractProxyModel>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
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
#include <utility>

namespace hk::gui {

namespace {

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
    auto *libraryLabel = m_libraryLabel = new QLabel;
    libraryLayout->addWidget(libraryLabel);
    m_library = new QComboBox;
    m_library->setObjectName(QStringLiteral("library"));
    m_library->setEditable(true);
    m_library->setInsertPolicy(QComboBox::NoInsert);
    m_library->setMaxVisibleItems(16);
    m_library->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_library->setMinimumContentsLength(16);
    m_library->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
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
    m_level->setSizeAdjustPolicy(QComboBox::AdjustToContents); // "Starting troll" whole in every language
    layout->addWidget(m_level);

    m_clan = new QComboBox;
    for (Clan c : {Clan::Mud, Clan::Fire, Clan::Ice, Clan::Moon})
        m_clan->addItem(Art::instance().icon(Art::clanId(c)), QString(), static_cast<int>(c));
    m_clan->setCurrentIndex(-1);
    layout->addWidget(m_clan);

    m_icons = new IconRowEdit(IconRowEdit::Mode::Icons);
    m_icons->setObjectName(QStringLiteral("icons"));
    layout->addWidget(m_icons, 3);

    m_startLabel = new QLabel;
    layout->addWidget(m_startLabel);
    m_startRow = new IconRowEdit(IconRowEdit::Mode::Counts);
    m_startRow->setObjectName(QStringLiteral("startRow"));
    m_startLabel->setBuddy(m_startRow);
    layout->addWidget(m_startRow, 2);

    retranslate();
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

void TrollCardEditor::retranslate()
{
    m_libraryLabel->setText(tr("From the library:"));
    m_library->setAccessibleName(tr("From the library"));
    m_library->setToolTip(tr("Pick the card from the troll card library: type a part of its id or of its "
                             "icons and press Enter, or open the list. \"—\": the card is entered by hand."));
    m_library->lineEdit()->setPlaceholderText(tr("Type a card's id"));
    m_level->setAccessibleName(tr("Level"));
    m_level->setToolTip(tr("The level of the troll: starting trolls are level 0"));
    m_clan->setAccessibleName(tr("Clan"));
    m_clan->setPlaceholderText(tr("Clan"));
    m_clan->setToolTip(tr("The clan of the troll"));
    for (int i = 0; i < m_clan->count(); ++i) {
        QString name = clanName(Clan(m_clan->itemData(i).toInt()));
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        m_clan->setItemText(i, name);
    }
    m_icons->setAccessibleName(tr("Icons"));
    m_startLabel->setText(tr("Start row:"));
    m_startLabel->setToolTip(tr("Resources taken once at setup (SET-MOOT, SET-SEATBONUS)"));
    m_startRow->setAccessibleName(tr("Start row"));
}

void TrollCardEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The level and library entries are words too: refilled as they are, nothing edited.
        const QSignalBlocker blocker(m_level);
        const bool syncing = std::exchange(m_syncing, true);
        fillLevels(currentLevel());
        fillLibrary();
        m_syncing = syncing;
        updateVisibility();
    }
    QWidget::changeEvent(event);
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
