#include "catalog_pages.h"

#include "catalog_problems_panel.h"
#include "io/catalog_io.h"
#include "scoring/dig_score.h"

#include <QAction>
#include <QCheckBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>

namespace hk::gui {

namespace {

// The highest hall value the spin boxes offer: the rulebook's Treasure Hall gives 15.
constexpr int kMaxHallValue = 99;

const QColor kErrorColour(0xc0, 0x39, 0x2b);

QString checkMark(bool verified)
{
    return verified ? QStringLiteral("✓") : QString();
}

// Shows a count against what the box holds: plain when it matches, in the error colour (with the rule) when
// it does not.
void showBoxCount(QLabel *label, const QString &text, bool matches)
{
    label->setText(text);
    QPalette palette = label->parentWidget() ? label->parentWidget()->palette() : label->palette();
    if (!matches)
        palette.setColor(QPalette::WindowText, kErrorColour);
    label->setPalette(palette);
}

QTreeWidget *createEntryList(const QString &objectName)
{
    auto *list = new QTreeWidget;
    list->setObjectName(objectName);
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setAllColumnsShowFocus(true);
    list->setSelectionMode(QAbstractItemView::SingleSelection);
    list->header()->setStretchLastSection(false);
    return list;
}

void resizeEntryList(QTreeWidget *list, int rows)
{
    while (list->topLevelItemCount() > rows)
        delete list->takeTopLevelItem(list->topLevelItemCount() - 1);
    while (list->topLevelItemCount() < rows)
        list->addTopLevelItem(new QTreeWidgetItem);
    if (!list->currentItem() && rows > 0)
        list->setCurrentItem(list->topLevelItem(0));
}

} // namespace

int catalogMergeKey(CatalogField field, int index)
{
    return int(field) * 100000 + index;
}

QString freeCatalogId(const Catalog &catalog, const QString &stem, int digits)
{
    QSet<QString> used;
    for (const TunnelShape &t : catalog.tunnels)
        used.insert(t.id);
    for (const HallDef &h : catalog.halls)
        used.insert(h.id);
    for (const TrollCard &t : catalog.trolls)
        used.insert(t.name);
    for (int n = 1;; ++n) {
        const QString id = stem + QStringLiteral("%1").arg(n, digits, 10, QLatin1Char('0'));
        if (!used.contains(id))
            return id;
    }
}

void showText(QLineEdit *edit, const QString &text)
{
    if (edit->text().trimmed() != text.trimmed() || (!edit->hasFocus() && edit->text() != text))
        edit->setText(text);
}

void showValue(QSpinBox *box, int value)
{
    if (box->value() == value)
        return;
    const QSignalBlocker blocker(box);
    box->setValue(value);
}

void showChecked(QCheckBox *box, bool checked)
{
    if (box->isChecked() == checked)
        return;
    const QSignalBlocker blocker(box);
    box->setChecked(checked);
}

QLabel *addFieldRow(QFormLayout *form, const QString &objectName, QWidget *field)
{
    field->setObjectName(objectName);
    auto *label = new QLabel;
    label->setBuddy(field);
    form->addRow(label, field);
    return label;
}

void setTabChain(std::initializer_list<QWidget *> widgets)
{
    QWidget *const *chain = widgets.begin();
    for (size_t i = 1; i < widgets.size(); ++i)
        QWidget::setTabOrder(chain[i - 1], chain[i]);
}

void CatalogPage::setProblems(const Problems &problems)
{
    m_entryProblems.clear();
    for (const Problem &p : problems) {
        const CatalogPath where = parseCatalogPath(p.path);
        if (where.list == listKey() && where.index >= 0)
            m_entryProblems[where.index]
                << (p.ruleId.isEmpty() ? p.message : QStringLiteral("%1 (%2)").arg(p.message, p.ruleId));
    }
}

void CatalogPage::markRow(QTreeWidgetItem *item, int index, const QString &tip) const
{
    const QStringList problems = m_entryProblems.value(index);
    const QBrush ink = problems.isEmpty() ? QBrush() : QBrush(kErrorColour);
    for (int c = 0; c < item->columnCount(); ++c)
        item->setForeground(c, ink);
    QString text = tip;
    if (!problems.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral("\n\n")) + problems.join(QLatin1Char('\n'));
    item->setToolTip(0, text);
}

void CatalogPage::requestChange(const QString &text, const Catalog &after, int mergeKey)
{
    if (!m_showing && !(after == m_catalog))
        emit changeRequested(text, after, mergeKey);
}

// --- Pages of a list --------------------------------------------------------------------------------------

CatalogListPage::CatalogListPage(const QString &prefix, QWidget *parent)
    : CatalogPage(parent), m_prefix(prefix)
{
    // Created here, laid out by each page.
    m_list = createEntryList(prefix + QStringLiteral("List"));
    m_editor = new QGroupBox;
    m_id = new QLineEdit;
    m_id->setObjectName(prefix + QStringLiteral("Id"));
    m_idLabel = new QLabel;
    m_idLabel->setBuddy(m_id);
    m_fieldWidgets.insert(QStringLiteral("id"), m_id);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        showEntry();
        emit currentEntryChanged();
    });
}

QHBoxLayout *CatalogListPage::createEntryButtons()
{
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton;
    m_duplicate = new QPushButton;
    m_remove = new QPushButton;
    m_add->setObjectName(m_prefix + QStringLiteral("Add"));
    m_duplicate->setObjectName(m_prefix + QStringLiteral("Duplicate"));
    m_remove->setObjectName(m_prefix + QStringLiteral("Remove"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_remove);
    buttons->addStretch();

    auto *removeKey = new QAction(m_list);
    removeKey->setShortcut(QKeySequence::Delete);
    removeKey->setShortcutContext(Qt::WidgetShortcut);
    m_list->addAction(removeKey);
    connect(removeKey, &QAction::triggered, this, &CatalogListPage::removeEntry);
    connect(m_add, &QPushButton::clicked, this, &CatalogListPage::addEntry);
    connect(m_duplicate, &QPushButton::clicked, this, &CatalogListPage::duplicateEntry);
    connect(m_remove, &QPushButton::clicked, this, &CatalogListPage::removeEntry);
    return buttons;
}

QWidget *CatalogListPage::focusTarget(const QString &field) const
{
    return currentEntry() >= 0 ? m_fieldWidgets.value(field) : nullptr;
}

int CatalogListPage::currentEntry() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    const int index = item ? item->data(0, Qt::UserRole).toInt() : -1;
    return index >= 0 && index < entryCount() ? index : -1;
}

void CatalogListPage::showCatalog(const Catalog &catalog)
{
    const bool was = std::exchange(m_showing, true);
    const int entriesBefore = entryCount();
    const int current = currentEntry();
    m_catalog = catalog;
    // An edit in place keeps its entry selected even where the rows move (a troll card whose level changed);
    // after an entry came or went the selection keeps its row.
    fillList(entryCount() == entriesBefore ? current : -1);
    m_showing = was;
}

void CatalogListPage::fillList(int keepIndex)
{
    std::vector<int> shown;
    for (int index = 0; index < entryCount(); ++index)
        if (isShown(index))
            shown.push_back(index);
    const bool was = std::exchange(m_showing, true);
    resizeEntryList(m_list, int(shown.size()));
    for (int row = 0; row < int(shown.size()); ++row) {
        const int index = shown[size_t(row)];
        QTreeWidgetItem *item = m_list->topLevelItem(row);
        item->setData(0, Qt::UserRole, index);
        fillRow(item, index);
        if (index == keepIndex && m_list->currentItem() != item)
            m_list->setCurrentItem(item);
    }
    m_showing = was;
    showEntry();
}

void CatalogListPage::showEntry()
{
    const bool was = std::exchange(m_showing, true);
    const int index = currentEntry();
    m_editor->setEnabled(index >= 0);
    for (QPushButton *button : {m_duplicate, m_remove})
        if (button)
            button->setEnabled(index >= 0);
    showFields(index);
    m_showing = was;
}

void CatalogListPage::selectEntry(int index, const QString &field, bool focus)
{
    for (int row = 0; index >= 0 && row < m_list->topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = m_list->topLevelItem(row);
        if (item->data(0, Qt::UserRole).toInt() == index) {
            m_list->setCurrentItem(item);
            m_list->scrollToItem(item);
            break;
        }
    }
    if (!focus)
        return;
    QWidget *target = focusTarget(field);
    if (!target)
        target = m_list;
    target->setFocus(Qt::OtherFocusReason);
    // A value led to is selected whole, to be typed over.
    if (auto *edit = qobject_cast<QLineEdit *>(target))
        edit->selectAll();
    else if (auto *box = qobject_cast<QSpinBox *>(target))
        box->selectAll();
}

// --- Pages of shapes --------------------------------------------------------------------------------------

CatalogShapePage::CatalogShapePage(const QString &prefix, ShapeGridEdit::Marker marker, QWidget *parent)
    : CatalogListPage(prefix, parent)
{
    auto *layout = new QHBoxLayout(this);
    m_list->setColumnCount(4);
    m_list->setIconSize(QSize(30, 30));
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_list->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_listColumn = new QVBoxLayout;
    m_listColumn->addWidget(m_list, 1);
    layout->addLayout(m_listColumn, 1);
    m_fields = new QFormLayout(m_editor);
    m_fields->addRow(m_idLabel, m_id);
    layout->addWidget(m_editor);

    m_verified = new QCheckBox;
    m_verified->setObjectName(prefix + QStringLiteral("Verified"));
    m_shape = new ShapeGridEdit(marker);
    m_shape->setObjectName(prefix + QStringLiteral("Shape"));
    m_shapeLabel = new QLabel;
    m_shapeLabel->setBuddy(m_shape);
    m_shapeHint = new QLabel;
    m_shapeHint->setWordWrap(true);
    m_shapeHint->setForegroundRole(QPalette::PlaceholderText);
    m_fieldWidgets.insert({{QStringLiteral("shape"), m_shape}, {QStringLiteral("verified"), m_verified}});

    // Enter on an entry goes to its fields.
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { m_id->setFocus(Qt::TabFocusReason); });
}

void CatalogShapePage::addShapeRows(QLabel *shapeStatus)
{
    m_fields->addRow(QString(), m_verified);
    auto *shapeColumn = new QVBoxLayout;
    shapeColumn->addWidget(m_shape, 0, Qt::AlignLeft);
    if (shapeStatus)
        shapeColumn->addWidget(shapeStatus);
    shapeColumn->addWidget(m_shapeHint);
    shapeColumn->addStretch();
    m_fields->addRow(m_shapeLabel, shapeColumn);
    m_editor->setMinimumWidth(m_shape->sizeHint().width() + 140);
}

void CatalogShapePage::fillShapeRow(QTreeWidgetItem *item, int index, const Orientation &shape, bool verified)
{
    item->setIcon(0, shapeIcon(shape, m_shape->marker()));
    item->setText(3, checkMark(verified));
    item->setTextAlignment(3, Qt::AlignCenter);
    markRow(item, index, shapePicture(shape).join(QLatin1Char('\n')));
}

// --- Tunnel tiles -----------------------------------------------------------------------------------------

CatalogTunnelPage::CatalogTunnelPage(QWidget *parent)
    : CatalogShapePage(QStringLiteral("tunnel"), ShapeGridEdit::Marker::Anchor, parent)
{
    QHBoxLayout *buttons = createEntryButtons();
    m_total = new QLabel;
    m_total->setObjectName(QStringLiteral("tunnelTotal"));
    buttons->addWidget(m_total);
    m_listColumn->addLayout(buttons);

    m_count = new QSpinBox;
    m_count->setRange(0, kTunnelTilesInBox);
    m_countLabel = addFieldRow(m_fields, QStringLiteral("tunnelCount"), m_count);
    m_shapeStatus = new QLabel;
    m_shapeStatus->setWordWrap(true);
    addShapeRows(m_shapeStatus);

    // Keyboard first: from the list, Tab walks the fields of the selected tile, then the buttons.
    setTabChain({m_list, m_id, m_count, m_verified, m_shape, m_add, m_duplicate, m_remove});
    m_fieldWidgets.insert(QStringLiteral("count"), m_count);

    connect(m_id, &QLineEdit::textEdited, this, [this](const QString &text) {
        editEntry(&Catalog::tunnels, tr("Change the identifier of a tunnel tile"),
                  catalogMergeKey(CatalogField::TunnelId, currentEntry()),
                  [&](TunnelShape &t) { t.id = text.trimmed(); });
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this](int count) {
        editEntry(&Catalog::tunnels, tr("Change the count of a tunnel tile"),
                  catalogMergeKey(CatalogField::TunnelCount, currentEntry()),
                  [&](TunnelShape &t) { t.count = count; });
    });
    connect(m_verified, &QCheckBox::toggled, this, [this](bool checked) {
        editEntry(&Catalog::tunnels,
                  checked ? tr("Mark a tunnel tile as checked") : tr("Mark a tunnel tile as not checked"), -1,
                  [&](TunnelShape &t) { t.verified = checked; });
    });
    connect(m_shape, &ShapeGridEdit::shapeEdited, this, [this](const Orientation &shape) {
        editEntry(&Catalog::tunnels, tr("Draw a tunnel tile"), -1, [&](TunnelShape &t) { t.shape = shape; });
    });

    retranslate();
}

void CatalogTunnelPage::showCatalog(const Catalog &catalog)
{
    CatalogListPage::showCatalog(catalog);
    const int tiles = catalog.tunnelTiles();
    showBoxCount(m_total,
                 tiles == kTunnelTilesInBox
                     ? tr("%1 of %2 tiles").arg(tiles).arg(kTunnelTilesInBox)
                     : tr("%1 of %2 tiles (DIG-SUPPLY)").arg(tiles).arg(kTunnelTilesInBox),
                 tiles == kTunnelTilesInBox);
}

void CatalogTunnelPage::fillRow(QTreeWidgetItem *item, int index)
{
    const TunnelShape &t = m_catalog.tunnels[size_t(index)];
    item->setText(0, t.id);
    item->setText(1, QString::number(t.size()));
    item->setText(2, QString::number(t.count));
    item->setTextAlignment(1, Qt::AlignCenter);
    item->setTextAlignment(2, Qt::AlignCenter);
    fillShapeRow(item, index, t.shape, t.verified);
}

QString CatalogTunnelPage::shapeStatus(const TunnelShape &t) const
{
    const int size = t.size();
    if (size > 1 && !isConnected(t.shape.cells))
        return tr("The squares are not all joined by their edges (BRD-GRID).");
    if (size < 2 || size > 5)
        return tr("Squares: %1; a tunnel tile has 2 to 5 (DIG-COST).").arg(size);
    const QString points = tr("Dug, it scores %1 / %2 / %3 with stone / iron / heartstone (DIG-SCORE).")
                               .arg(tunnelPoints(size, Mineral::Stone))
                               .arg(tunnelPoints(size, Mineral::Iron))
                               .arg(tunnelPoints(size, Mineral::Heartstone));
    if (size == 5)
        return (t.shape.anchor ? tr("5 squares: size-5 tiles have no anchor, take it away (PED-WHEN).")
                               : tr("5 squares, no anchor.")) +
               QLatin1Char(' ') + points;
    return (t.shape.anchor ? tr("Squares: %1, with the anchor.").arg(size)
                           : tr("Squares: %1; mark the anchor (PED-WHEN).").arg(size)) +
           QLatin1Char(' ') + points;
}

void CatalogTunnelPage::showFields(int index)
{
    const TunnelShape tile = index >= 0 ? m_catalog.tunnels[size_t(index)] : TunnelShape{};
    m_editor->setTitle(index >= 0 ? tr("Tunnel tile %1").arg(tile.id) : tr("No tunnel tile selected"));
    showText(m_id, tile.id);
    showValue(m_count, tile.count);
    showChecked(m_verified, tile.verified);
    m_shape->setShape(tile.shape);
    m_shapeStatus->setText(index >= 0 ? shapeStatus(tile) : QString());
}

void CatalogTunnelPage::addEntry()
{
    // A new tile starts empty and counts 0: the box total stays as it was until its count is entered.
    TunnelShape t;
    t.id = freeCatalogId(m_catalog, QStringLiteral("new-"));
    const int at = currentEntry() < 0 ? int(m_catalog.tunnels.size()) : currentEntry() + 1;
    insertEntry(&Catalog::tunnels, at, t, tr("Add a tunnel tile"), QStringLiteral("id"));
}

void CatalogTunnelPage::duplicateEntry()
{
    const int row = currentEntry();
    if (row < 0)
        return;
    TunnelShape t = m_catalog.tunnels[size_t(row)];
    t.id = freeCatalogId(m_catalog, t.id + QLatin1Char('-'));
    insertEntry(&Catalog::tunnels, row + 1, t, tr("Duplicate a tunnel tile"), QStringLiteral("id"));
}

void CatalogTunnelPage::removeEntry()
{
    if (const int row = currentEntry(); row >= 0)
        removeEntryAt(&Catalog::tunnels, row,
                      tr("Remove the tunnel tile %1").arg(m_catalog.tunnels[size_t(row)].id));
}

void CatalogTunnelPage::retranslate()
{
    m_list->setHeaderLabels({tr("Tile"), tr("Squares"), tr("Count"), tr("Checked")});
    m_list->setAccessibleName(tr("Tunnel tiles"));
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add a tunnel tile after the selected one"));
    m_duplicate->setText(tr("Duplicate"));
    m_duplicate->setToolTip(tr("Add a copy of the selected tunnel tile, to draw a similar one"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(tr("Remove the selected tunnel tile (Delete in the list)"));
    m_total->setToolTip(tr("The box holds %1 tunnel tiles: the counts must add up to that (DIG-SUPPLY)")
                            .arg(kTunnelTilesInBox));
    m_idLabel->setText(tr("&Identifier:"));
    m_id->setToolTip(tr("How games and boards name this tile; unique in the catalog"));
    m_countLabel->setText(tr("&Count:"));
    m_count->setToolTip(tr("How many tiles of this shape the box holds"));
    m_verified->setText(tr("Checked against the printed tiles"));
    m_shapeLabel->setText(tr("&Shape:"));
    m_shapeHint->setText(
        tr("Click a square to add or remove it; Shift+click or right-click marks the anchor. "
           "Keys: arrows move, Space adds or removes, A marks the anchor, Shift+arrows "
           "move the whole tile."));
    showCatalog(m_catalog);
}

// --- Great halls ------------------------------------------------------------------------------------------

CatalogHallPage::CatalogHallPage(QWidget *parent)
    : CatalogShapePage(QStringLiteral("hall"), ShapeGridEdit::Marker::Altar, parent)
{
    m_count = new QLabel;
    m_count->setObjectName(QStringLiteral("hallTotal"));
    m_listColumn->addWidget(m_count, 0, Qt::AlignRight);

    m_name = new QLineEdit;
    m_nameLabel = addFieldRow(m_fields, QStringLiteral("hallName"), m_name);
    auto *values = new QHBoxLayout;
    const auto addValueBox = [values](const QString &objectName, QLabel *&label) {
        auto *box = new QSpinBox;
        box->setObjectName(objectName);
        box->setRange(0, kMaxHallValue);
        label = new QLabel;
        label->setBuddy(box);
        values->addWidget(label);
        values->addWidget(box);
        return box;
    };
    m_low = addValueBox(QStringLiteral("hallLow"), m_lowLabel);
    values->addSpacing(12);
    m_high = addValueBox(QStringLiteral("hallHigh"), m_highLabel);
    values->addStretch();
    m_valuesLabel = new QLabel;
    m_fields->addRow(m_valuesLabel, values);
    m_note = new QLineEdit;
    m_noteLabel = addFieldRow(m_fields, QStringLiteral("hallNote"), m_note);
    addShapeRows();

    setTabChain({m_list, m_id, m_name, m_low, m_high, m_note, m_verified, m_shape});
    m_fieldWidgets.insert({{QStringLiteral("name"), m_name},
                           {QStringLiteral("low"), m_low},
                           {QStringLiteral("high"), m_high},
                           {QStringLiteral("note"), m_note}});

    connect(m_id, &QLineEdit::textEdited, this, [this](const QString &text) {
        editEntry(&Catalog::halls, tr("Change the identifier of a great hall"),
                  catalogMergeKey(CatalogField::HallId, currentEntry()),
                  [&](HallDef &h) { h.id = text.trimmed(); });
    });
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        editEntry(&Catalog::halls, tr("Change the name of a great hall"),
                  catalogMergeKey(CatalogField::HallName, currentEntry()),
                  [&](HallDef &h) { h.name = text.trimmed(); });
    });
    connect(m_low, &QSpinBox::valueChanged, this, [this](int value) {
        editEntry(&Catalog::halls, tr("Change the low value of a great hall"),
                  catalogMergeKey(CatalogField::HallLow, currentEntry()), [&](HallDef &h) { h.low = value; });
    });
    connect(m_high, &QSpinBox::valueChanged, this, [this](int value) {
        editEntry(&Catalog::halls, tr("Change the high value of a great hall"),
                  catalogMergeKey(CatalogField::HallHigh, currentEntry()),
                  [&](HallDef &h) { h.high = value; });
    });
    connect(m_note, &QLineEdit::textEdited, this, [this](const QString &text) {
        editEntry(&Catalog::halls, tr("Change the note of a great hall"),
                  catalogMergeKey(CatalogField::HallNote, currentEntry()),
                  [&](HallDef &h) { h.note = text; });
    });
    connect(m_verified, &QCheckBox::toggled, this, [this](bool checked) {
        editEntry(&Catalog::halls,
                  checked ? tr("Mark a great hall as checked") : tr("Mark a great hall as not checked"), -1,
                  [&](HallDef &h) { h.verified = checked; });
    });
    connect(m_shape, &ShapeGridEdit::shapeEdited, this, [this](const Orientation &shape) {
        editEntry(&Catalog::halls, tr("Draw a great hall"), -1, [&](HallDef &h) { h.shape = shape; });
    });

    retranslate();
}

void CatalogHallPage::showCatalog(const Catalog &catalog)
{
    CatalogListPage::showCatalog(catalog);
    const int halls = int(catalog.halls.size());
    showBoxCount(m_count,
                 halls == kHallsInBox ? tr("%1 of %2 great halls").arg(halls).arg(kHallsInBox)
                                      : tr("%1 of %2 great halls (HALL-COVER)").arg(halls).arg(kHallsInBox),
                 halls == kHallsInBox);
}

void CatalogHallPage::fillRow(QTreeWidgetItem *item, int index)
{
    const HallDef &h = m_catalog.halls[size_t(index)];
    item->setText(0, h.name);
    item->setText(1, h.id);
    item->setText(2, tr("%1 / %2").arg(h.low).arg(h.high));
    item->setTextAlignment(2, Qt::AlignCenter);
    fillShapeRow(item, index, h.shape, h.verified);
}

void CatalogHallPage::showFields(int index)
{
    const HallDef hall = index >= 0 ? m_catalog.halls[size_t(index)] : HallDef{};
    m_editor->setTitle(index >= 0 ? tr("Great hall %1").arg(hall.name.isEmpty() ? hall.id : hall.name)
                                  : tr("No great hall selected"));
    showText(m_id, hall.id);
    showText(m_name, hall.name);
    showValue(m_low, hall.low);
    showValue(m_high, hall.high);
    if (m_note->text() != hall.note) // kept as typed, spaces and all
        m_note->setText(hall.note);
    showChecked(m_verified, hall.verified);
    m_shape->setShape(hall.shape);
}

void CatalogHallPage::retranslate()
{
    m_list->setHeaderLabels({tr("Great hall"), tr("Identifier"), tr("Low / high"), tr("Checked")});
    m_list->setAccessibleName(tr("Great halls"));
    m_count->setToolTip(tr("The box holds %1 great halls").arg(kHallsInBox));
    m_idLabel->setText(tr("&Identifier:"));
    m_id->setToolTip(tr("How games name this hall; unique in the catalog"));
    m_nameLabel->setText(tr("&Name:"));
    m_valuesLabel->setText(tr("Values:"));
    m_lowLabel->setText(tr("&Low"));
    m_low->setToolTip(tr("The honour points of the hall's low value (SCORE-HALL)"));
    m_highLabel->setText(tr("&High"));
    m_high->setToolTip(tr("The honour points of the hall's high value, at least the low value (SCORE-HALL)"));
    m_noteLabel->setText(tr("N&ote:"));
    m_note->setPlaceholderText(tr("Where the values come from, what is still to check"));
    m_verified->setText(tr("Checked against the printed hall"));
    m_shapeLabel->setText(tr("&Shape:"));
    m_shapeHint->setText(tr("Click a square to add or remove it; Shift+click or right-click marks the altar. "
                            "Keys: arrows move, Space adds or removes, A marks the altar, Shift+arrows "
                            "move the whole hall."));
    showCatalog(m_catalog);
}

// --- Workshops --------------------------------------------------------------------------------------------

CatalogWorkshopPage::CatalogWorkshopPage(QWidget *parent) : CatalogPage(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    m_intro = new QLabel;
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(12);
    for (const WorkshopInfo &info : workshopInfos()) {
        const int row = int(info.kind);
        auto *count = new QSpinBox;
        count->setObjectName(QStringLiteral("workshopCount-") + info.id);
        count->setRange(0, kWorkshopTilesPerKind);
        auto *name = new QLabel;
        name->setBuddy(count);
        auto *effect = new QLabel;
        effect->setWordWrap(true);
        effect->setForegroundRole(QPalette::PlaceholderText);
        grid->addWidget(count, row, 0);
        grid->addWidget(name, row, 1);
        grid->addWidget(effect, row, 2);
        m_counts[size_t(row)] = count;
        m_names[size_t(row)] = name;
        m_effects[size_t(row)] = effect;
        const WorkshopKind kind = info.kind;
        connect(count, &QSpinBox::valueChanged, this, [this, kind](int n) { setCount(kind, n); });
    }
    grid->setColumnStretch(2, 1); // the names as wide as they need, the exchanges take the rest
    layout->addLayout(grid);
    m_total = new QLabel;
    m_total->setObjectName(QStringLiteral("workshopTotal"));
    layout->addWidget(m_total);
    layout->addStretch();
    scroll->setWidget(content);
    outer->addWidget(scroll);
    for (size_t i = 1; i < m_counts.size(); ++i) // down the counts, in the rulebook's order
        setTabOrder(m_counts[i - 1], m_counts[i]);
    retranslate();
}

void CatalogWorkshopPage::showCatalog(const Catalog &catalog)
{
    const bool was = std::exchange(m_showing, true);
    m_catalog = catalog;
    int tiles = 0;
    for (const WorkshopInfo &info : workshopInfos()) {
        const int n = catalog.workshopCount(info.kind);
        showValue(m_counts[size_t(info.kind)], n);
        tiles += n;
    }
    m_total->setText(tr("%1 workshop tiles in the box (%2 kinds × up to %3)")
                         .arg(tiles)
                         .arg(kWorkshopKinds)
                         .arg(kWorkshopTilesPerKind));
    m_showing = was;
}

void CatalogWorkshopPage::setCount(WorkshopKind kind, int count)
{
    Catalog after = m_catalog;
    auto it = std::find_if(after.workshops.begin(), after.workshops.end(),
                           [kind](const WorkshopStock &w) { return w.kind == kind; });
    if (it != after.workshops.end())
        it->count = count;
    else // a kind the file leaves out is 0; giving it a count lists it
        after.workshops.push_back({kind, count});
    requestChange(tr("Change the number of %1 tiles").arg(workshopName(kind)), after,
                  catalogMergeKey(CatalogField::WorkshopCount, int(kind)));
}

void CatalogWorkshopPage::selectEntry(int index, const QString &, bool focus)
{
    if (index < 0 || index >= int(m_catalog.workshops.size()) || !focus)
        return;
    QSpinBox *box = countBox(m_catalog.workshops[size_t(index)].kind);
    box->setFocus(Qt::OtherFocusReason);
    box->selectAll();
}

int CatalogWorkshopPage::currentEntry() const
{
    for (size_t i = 0; i < m_catalog.workshops.size(); ++i)
        if (countBox(m_catalog.workshops[i].kind)->hasFocus())
            return int(i);
    return -1;
}

void CatalogWorkshopPage::retranslate()
{
    m_intro->setText(tr("How many tiles of each workshop the box holds (0 to %1 each, SET-WORKSHOPS). "
                        "What each workshop exchanges is the rulebook's, not data.")
                         .arg(kWorkshopTilesPerKind));
    for (const WorkshopInfo &info : workshopInfos()) {
        const size_t i = size_t(info.kind);
        m_names[i]->setText(workshopName(info.kind));
        m_effects[i]->setText(workshopEffectText(info.kind));
        m_counts[i]->setAccessibleName(workshopName(info.kind));
        m_counts[i]->setToolTip(workshopEffectText(info.kind));
    }
    showCatalog(m_catalog);
}

} // namespace hk::gui
