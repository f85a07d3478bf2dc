#include "catalog_troll_page.h"

#include "art.h"
#include "cards/icon_row_edit.h"
#include "cards/troll_card_editor.h"
#include "catalog_fields.h"
#include "i18n/arg_text.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>

namespace hk::gui {

namespace {

const QColor kOver(0xc0, 0x39, 0x2b);

int boxCount(int level)
{
    return level == 0 ? kStartingTrollsInBox : kClanTrollsPerLevel[size_t(level)];
}

} // namespace

CatalogTrollPage::CatalogTrollPage(QWidget *parent) : CatalogListPage(QStringLiteral("troll"), parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_filterLabel = new QLabel;
    m_filterBox = new QComboBox;
    m_filterBox->setObjectName(QStringLiteral("trollFilter"));
    m_filterLabel->setBuddy(m_filterBox);
    for (int level : {kAllLevels, 0, 1, 2, 3})
        m_filterBox->addItem(QString(), level);
    m_counts = new QLabel;
    m_counts->setObjectName(QStringLiteral("trollCounts"));
    m_counts->setTextFormat(Qt::RichText);
    top->addWidget(m_filterLabel);
    top->addWidget(m_filterBox);
    top->addStretch();
    top->addWidget(m_counts);
    layout->addLayout(top);

    m_list->setColumnCount(2);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    layout->addWidget(m_list, 1);

    // Laid out in the order Tab should walk them: the list, the card's fields, then the buttons.
    auto *editorLayout = new QVBoxLayout(m_editor);
    auto *idRow = new QHBoxLayout;
    m_id->setMaximumWidth(m_id->fontMetrics().horizontalAdvance(QLatin1Char('m')) * 18);
    idRow->addWidget(m_idLabel);
    idRow->addWidget(m_id, 1);
    idRow->addStretch();
    editorLayout->addLayout(idRow);
    m_card = new TrollCardEditor;
    m_card->setObjectName(QStringLiteral("trollCard"));
    editorLayout->addWidget(m_card);
    m_hint = new QLabel;
    m_hint->setWordWrap(true);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    editorLayout->addWidget(m_hint);
    layout->addWidget(m_editor);
    layout->insertLayout(2, createEntryButtons());
    m_fieldWidgets.insert({{ProblemLocation::Field::Level, m_card->levelBox()},
                           {ProblemLocation::Field::Clan, m_card->clanBox()},
                           {ProblemLocation::Field::Icons, m_card->iconsEdit()},
                           {ProblemLocation::Field::StartRow, m_card->startRowEdit()}});

    connect(m_filterBox, &QComboBox::currentIndexChanged, this,
            [this] { setLevelFilter(m_filterBox->currentData().toInt()); });
    // Enter on a card goes to its icons, the part that differs from card to card.
    connect(m_list, &QTreeWidget::itemActivated, this,
            [this] { m_card->iconsEdit()->setFocus(Qt::TabFocusReason); });
    connect(m_id, &QLineEdit::textEdited, this, [this](const QString &text) {
        editEntry(&Catalog::trolls, tr("Change the identifier of a troll card"),
                  catalogMergeKey(CatalogField::TrollId, currentEntry()),
                  [&](TrollCard &t) { t.name = text.trimmed(); });
    });
    connect(m_card, &TrollCardEditor::changed, this, &CatalogTrollPage::cardEdited);

    retranslate();
}

std::array<int, 4> CatalogTrollPage::countsPerLevel() const
{
    std::array<int, 4> counts{};
    for (const TrollCard &t : m_catalog.trolls)
        if (t.level >= 0 && t.level <= 3)
            ++counts[size_t(t.level)];
    return counts;
}

QString CatalogTrollPage::proposedId(const Catalog &catalog, int level, std::optional<Clan> clan)
{
    // Identifiers are data, not text for the user: never translated.
    QString stem;
    if (level == 0)
        stem = QStringLiteral("start-");
    else if (clan)
        stem = clanId(*clan) + QStringLiteral("-%1-").arg(level);
    else
        stem = QStringLiteral("level-%1-").arg(level);
    return freeCatalogId(catalog, stem, 2);
}

void CatalogTrollPage::showCatalog(const Catalog &catalog)
{
    CatalogListPage::showCatalog(catalog);
    const std::array<int, 4> counts = countsPerLevel();
    QStringList parts;
    for (int level = 0; level <= 3; ++level) {
        const int n = counts[size_t(level)];
        const QString text =
            level == 0 ? tr("starting %1 of %2").arg(argText(n), argText(boxCount(level)))
                       : tr("level %1: %2 of %3").arg(argText(level), argText(n), argText(boxCount(level)));
        // Fewer cards than the box is a library still being entered; more is a mistake.
        parts << (n > boxCount(level) ? QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>")
                                            .arg(kOver.name(), text.toHtmlEscaped())
                                      : text.toHtmlEscaped());
    }
    m_counts->setText(parts.join(QStringLiteral(" · ")));
    m_filterBox->setItemText(0, tr("All levels (%1)").arg(catalog.trolls.size()));
    for (int level = 0; level <= 3; ++level) {
        const int n = counts[size_t(level)];
        m_filterBox->setItemText(
            level + 1,
            level == 0 ? tr("Starting trolls (%1 of %2)").arg(argText(n), argText(boxCount(level)))
                       : tr("Level %1 (%2 of %3)").arg(argText(level), argText(n), argText(boxCount(level))));
    }
}

bool CatalogTrollPage::isShown(int index) const
{
    return m_filter == kAllLevels || m_catalog.trolls[size_t(index)].level == m_filter;
}

void CatalogTrollPage::fillRow(QTreeWidgetItem *item, int index)
{
    const TrollCard &t = m_catalog.trolls[size_t(index)];
    item->setText(0, t.name);
    item->setIcon(0, Art::instance().icon(t.clan ? Art::clanId(*t.clan) : QStringLiteral("troll")));
    item->setText(1, trollText(t));
    item->setToolTip(1, trollText(t));
    markRow(item, index, t.name);
}

void CatalogTrollPage::setLevelFilter(int level)
{
    m_filter = level;
    const int index = m_filterBox->findData(level);
    if (m_filterBox->currentIndex() != index) {
        const QSignalBlocker blocker(m_filterBox);
        m_filterBox->setCurrentIndex(index);
    }
    fillList(currentEntry());
    emit currentEntryChanged();
}

void CatalogTrollPage::showFields(int index)
{
    const TrollCard card = index >= 0 ? m_catalog.trolls[size_t(index)] : TrollCard{};
    m_editor->setTitle(index >= 0 ? tr("Troll card %1").arg(card.name) : tr("No troll card selected"));
    showText(m_id, card.name);
    // Only a different card is set: setting it rebuilds the editor's level list, which must not happen
    // under the user's hands while they change it.
    if (m_card->card() != card)
        m_card->setCard(card);
    if (index >= 0)
        m_card->setStartRowVisible(card.level == 0);
}

void CatalogTrollPage::cardEdited()
{
    const int index = currentEntry();
    if (index < 0 || m_showing)
        return;
    TrollCard card = m_card->card();
    card.name = m_catalog.trolls[size_t(index)].name;
    // Only starting trolls have a start row (SET-MOOT): a card moved to a clan level loses it.
    if (card.level > 0 && total(card.startRow) != 0) {
        card.startRow = {};
        m_card->startRowEdit()->setCounts({});
    }
    m_card->setStartRowVisible(card.level == 0);
    // A card whose level changed stays in view: the list follows it to its level.
    if (m_filter != kAllLevels && card.level != m_filter) {
        m_filter = card.level;
        const QSignalBlocker blocker(m_filterBox);
        m_filterBox->setCurrentIndex(m_filterBox->findData(card.level));
    }
    // Typing icons is one undo step, typing the start row another; a level or a clan is a step of its own.
    const TrollCard &before = m_catalog.trolls[size_t(index)];
    QString mergeKey;
    if (card.level == before.level && card.clan == before.clan) {
        if (card.icons != before.icons && card.startRow == before.startRow)
            mergeKey = catalogMergeKey(CatalogField::TrollIcons, index);
        else if (card.icons == before.icons && card.startRow != before.startRow)
            mergeKey = catalogMergeKey(CatalogField::TrollStartRow, index);
    }
    editEntry(&Catalog::trolls, tr("Edit the troll card %1").arg(card.name), mergeKey,
              [&](TrollCard &t) { t = card; });
}

void CatalogTrollPage::selectEntry(int index, ProblemLocation::Field field, bool focus)
{
    if (index >= 0 && index < int(m_catalog.trolls.size())) {
        const int level = m_catalog.trolls[size_t(index)].level;
        if (m_filter != kAllLevels && m_filter != level)
            setLevelFilter(level >= 0 && level <= 3 ? level : kAllLevels);
    }
    CatalogListPage::selectEntry(index, field, focus);
}

QWidget *CatalogTrollPage::focusTarget(ProblemLocation::Field field) const
{
    if (currentEntry() < 0 &&
        field == ProblemLocation::Field::None) // no card in view: the filter shows the other levels
        return m_filterBox;
    QWidget *target = CatalogListPage::focusTarget(field);
    // A field this card does not show (a start row of a clan troll): the card.
    return target && target->isHidden() ? m_card : target;
}

void CatalogTrollPage::addEntry()
{
    const int current = currentEntry();
    const TrollCard *selected = current >= 0 ? &m_catalog.trolls[size_t(current)] : nullptr;
    TrollCard card;
    card.level = m_filter != kAllLevels ? m_filter : selected ? selected->level : 1;
    if (card.level > 0) {
        // Cards are entered a clan at a time: the new card takes the selected card's clan, else the clan
        // of the last card of its level.
        if (selected && selected->level > 0 && selected->clan)
            card.clan = selected->clan;
        else
            for (const TrollCard &t : m_catalog.trolls)
                if (t.level == card.level && t.clan)
                    card.clan = t.clan;
    }
    card.name = proposedId(m_catalog, card.level, card.clan);
    const int at = selected && selected->level == card.level ? current + 1 : int(m_catalog.trolls.size());
    insertEntry(&Catalog::trolls, at, card, tr("Add the troll card %1").arg(card.name),
                card.level > 0 && !card.clan ? ProblemLocation::Field::Clan : ProblemLocation::Field::Icons);
}

void CatalogTrollPage::duplicateEntry()
{
    const int current = currentEntry();
    if (current < 0)
        return;
    TrollCard card = m_catalog.trolls[size_t(current)];
    card.name = proposedId(m_catalog, card.level, card.clan);
    insertEntry(&Catalog::trolls, current + 1, card,
                tr("Duplicate the troll card %1").arg(m_catalog.trolls[size_t(current)].name),
                ProblemLocation::Field::Icons);
}

void CatalogTrollPage::removeEntry()
{
    if (const int current = currentEntry(); current >= 0)
        removeEntryAt(&Catalog::trolls, current,
                      tr("Remove the troll card %1").arg(m_catalog.trolls[size_t(current)].name));
}

void CatalogTrollPage::retranslate()
{
    m_filterLabel->setText(tr("Sh&ow:"));
    m_filterBox->setToolTip(tr("Show the cards of one level"));
    m_counts->setToolTip(tr("Cards in the library against the box: %1 starting trolls (SET-MOOT), "
                            "%2 / %3 / %4 clan trolls of levels 1 / 2 / 3 (SET-MARKET)")
                             .arg(argText(kStartingTrollsInBox), argText(kClanTrollsPerLevel[1]),
                                  argText(kClanTrollsPerLevel[2]), argText(kClanTrollsPerLevel[3])));
    m_list->setHeaderLabels({tr("Identifier"), tr("Card")});
    m_list->setAccessibleName(tr("Troll cards"));
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add a card of the level shown, with the next free identifier"));
    m_duplicate->setText(tr("Duplicate"));
    m_duplicate->setToolTip(tr("Add a copy of the selected card"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the selected card (Delete in the list)"));
    m_idLabel->setText(tr("&Identifier:"));
    m_id->setToolTip(tr("How games name this card when it is drawn; unique in the catalog"));
    m_hint->setText(
        tr("Icons, left to right: s stone, i iron, h heartstone, c coin, a cart, m hammer, r rune; "
           "F, I, M a cart with a Fire, Ice or Moon mark. Backspace removes the last icon."));
    showCatalog(m_catalog);
}

} // namespace hk::gui
