#include "editor/catalog_pages.h"

#include "editor/catalog_problems.h"
#include "editor/shape_grid.h"
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
#include <QTreeWidget>

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

// --- Tunnel tiles -----------------------------------------------------------------------------------------

CatalogTunnelPage::CatalogTunnelPage(QWidget *parent) : CatalogPage(parent)
{
    auto *layout = new QHBoxLayout(this);
    auto *left = new QVBoxLayout;
    m_list = createEntryList(QStringLiteral("tunnelList"));
    m_list->setColumnCount(4);
    m_list->setIconSize(QSize(30, 30));
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_list->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    left->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton;
    m_add->setObjectName(QStringLiteral("tunnelAdd"));
    m_duplicate = new QPushButton;
    m_duplicate->setObjectName(QStringLiteral("tunnelDuplicate"));
    m_remove = new QPushButton;
    m_remove->setObjectName(QStringLiteral("tunnelRemove"));
    m_total = new QLabel;
    m_total->setObjectName(QStringLiteral("tunnelTotal"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    buttons->addWidget(m_total);
    left->addLayout(buttons);
    layout->addLayout(left, 1);

    m_editor = new QGroupBox;
    auto *form = new QFormLayout(m_editor);
    m_id = new QLineEdit;
    m_id->setObjectName(QStringLiteral("tunnelId"));
    m_idLabel = new QLabel;
    m_idLabel->setBuddy(m_id);
    form->addRow(m_idLabel, m_id);
    m_count = new QSpinBox;
    m_count->setObjectName(QStringLiteral("tunnelCount"));
    m_count->setRange(0, kTunnelTilesInBox);
    m_countLabel = new QLabel;
    m_countLabel->setBuddy(m_count);
    form->addRow(m_countLabel, m_count);
    m_verified = new QCheckBox;
    m_verified->setObjectName(QStringLiteral("tunnelVerified"));
    form->addRow(QString(), m_verified);
    m_shape = new ShapeGridEdit(ShapeGridEdit::Marker::Anchor);
    m_shape->setObjectName(QStringLiteral("tunnelShape"));
    m_shapeLabel = new QLabel;
    m_shapeLabel->setBuddy(m_shape);
    auto *shapeColumn = new QVBoxLayout;
    shapeColumn->addWidget(m_shape, 0, Qt::AlignLeft);
    m_shapeStatus = new QLabel;
    m_shapeStatus->setWordWrap(true);
    shapeColumn->addWidget(m_shapeStatus);
    m_shapeHint = new QLabel;
    m_shapeHint->setWordWrap(true);
    m_shapeHint->setForegroundRole(QPalette::PlaceholderText);
    shapeColumn->addWidget(m_shapeHint);
    shapeColumn->addStretch();
    form->addRow(m_shapeLabel, shapeColumn);
    m_editor->setMinimumWidth(m_shape->sizeHint().width() + 140);
    layout->addWidget(m_editor);

    // Keyboard first: from the list, Tab walks the fields of the selected tile, then the buttons.
    setTabOrder(m_list, m_id);
    setTabOrder(m_id, m_count);
    setTabOrder(m_count, m_verified);
    setTabOrder(m_verified, m_shape);
    setTabOrder(m_shape, m_add);
    setTabOrder(m_add, m_duplicate);
    setTabOrder(m_duplicate, m_remove);

    auto *removeKey = new QAction(m_list);
    removeKey->setShortcut(QKeySequence::Delete);
    removeKey->setShortcutContext(Qt::WidgetShortcut);
    m_list->addAction(removeKey);
    connect(removeKey, &QAction::triggered, this, &CatalogTunnelPage::removeEntry);
    connect(m_add, &QPushButton::clicked, this, &CatalogTunnelPage::addEntry);
    connect(m_duplicate, &QPushButton::clicked, this, &CatalogTunnelPage::duplicateEntry);
    connect(m_remove, &QPushButton::clicked, this, &CatalogTunnelPage::removeEntry);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        showEntry();
        emit currentEntryChanged();
    });
    // Enter on a tile goes to its fields.
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { m_id->setFocus(Qt::TabFocusReason); });

    connect(m_id, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Change the identifier of a tunnel tile"),
             catalogMergeKey(CatalogField::TunnelId, currentEntry()),
             [&](TunnelShape &t) { t.id = text.trimmed(); });
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this](int count) {
        edit(tr("Change the count of a tunnel tile"),
             catalogMergeKey(CatalogField::TunnelCount, currentEntry()),
             [&](TunnelShape &t) { t.count = count; });
    });
    connect(m_verified, &QCheckBox::toggled, this, [this](bool checked) {
        edit(checked ? tr("Mark a tunnel tile as checked") : tr("Mark a tunnel tile as not checked"), -1,
             [&](TunnelShape &t) { t.verified = checked; });
    });
    connect(m_shape, &ShapeGridEdit::shapeEdited, this, [this](const Orientation &shape) {
        edit(tr("Draw a tunnel tile"), -1, [&](TunnelShape &t) { t.shape = shape; });
    });

    retranslate();
    showEntry();
}

int CatalogTunnelPage::currentEntry() const
{
    QTreeWidgetItem *item = m_list->currentItem();
    return item ? m_list->indexOfTopLevelItem(item) : -1;
}

void CatalogTunnelPage::edit(const QString &text, int mergeKey,
                             const std::function<void(TunnelShape &)> &change)
{
    const int row = currentEntry();
    if (row < 0 || row >= int(m_catalog.tunnels.size()))
        return;
    Catalog after = m_catalog;
    change(after.tunnels[size_t(row)]);
    requestChange(text, after, mergeKey);
}

void CatalogTunnelPage::showCatalog(const Catalog &catalog)
{
    const bool was = std::exchange(m_showing, true);
    m_catalog = catalog;
    resizeEntryList(m_list, int(catalog.tunnels.size()));
    for (int row = 0; row < int(catalog.tunnels.size()); ++row)
        fillRow(row);
    const int tiles = catalog.tunnelTiles();
    showBoxCount(m_total,
                 tiles == kTunnelTilesInBox
                     ? tr("%1 of %2 tiles").arg(tiles).arg(kTunnelTilesInBox)
                     : tr("%1 of %2 tiles (DIG-SUPPLY)").arg(tiles).arg(kTunnelTilesInBox),
                 tiles == kTunnelTilesInBox);
    showEntry();
    m_showing = was;
}

void CatalogTunnelPage::fillRow(int row)
{
    const TunnelShape &t = m_catalog.tunnels[size_t(row)];
    QTreeWidgetItem *item = m_list->topLevelItem(row);
    item->setText(0, t.id);
    item->setIcon(0, shapeIcon(t.shape, ShapeGridEdit::Marker::Anchor));
    item->setText(1, QString::number(t.size()));
    item->setText(2, QString::number(t.count));
    item->setText(3, checkMark(t.verified));
    for (int c = 1; c < 4; ++c)
        item->setTextAlignment(c, Qt::AlignCenter);
    markRow(item, row, shapePicture(t.shape).join(QLatin1Char('\n')));
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

void CatalogTunnelPage::showEntry()
{
    const bool was = std::exchange(m_showing, true);
    const int row = currentEntry();
    const bool valid = row >= 0 && row < int(m_catalog.tunnels.size());
    m_editor->setEnabled(valid);
    m_duplicate->setEnabled(valid);
    m_remove->setEnabled(valid);
    if (valid) {
        const TunnelShape &t = m_catalog.tunnels[size_t(row)];
        m_editor->setTitle(tr("Tunnel tile %1").arg(t.id));
        showText(m_id, t.id);
        showValue(m_count, t.count);
        showChecked(m_verified, t.verified);
        m_shape->setShape(t.shape);
        m_shapeStatus->setText(shapeStatus(t));
    } else {
        m_editor->setTitle(tr("No tunnel tile selected"));
        showText(m_id, QString());
        showValue(m_count, 0);
        showChecked(m_verified, false);
        m_shape->setShape({});
        m_shapeStatus->clear();
    }
    m_showing = was;
}

void CatalogTunnelPage::selectEntry(int index, const QString &field, bool focus)
{
    if (index >= 0 && index < m_list->topLevelItemCount())
        m_list->setCurrentItem(m_list->topLevelItem(index));
    if (!focus)
        return;
    QWidget *target = m_list;
    if (currentEntry() >= 0) {
        if (field == QLatin1String("id"))
            target = m_id;
        else if (field == QLatin1String("count"))
            target = m_count;
        else if (field == QLatin1String("shape"))
            target = m_shape;
        else if (field == QLatin1String("verified"))
            target = m_verified;
    }
    target->setFocus(Qt::OtherFocusReason);
    if (target == m_id)
        m_id->selectAll();
}

void CatalogTunnelPage::addEntry()
{
    // A new tile starts empty and counts 0: the box total stays as it was until its count is entered.
    Catalog after = m_catalog;
    TunnelShape t;
    t.id = freeCatalogId(m_catalog, QStringLiteral("new-"));
    const int at = currentEntry() < 0 ? int(after.tunnels.size()) : currentEntry() + 1;
    after.tunnels.insert(after.tunnels.begin() + at, t);
    requestChange(tr("Add a tunnel tile"), after);
    selectEntry(at, QStringLiteral("id"), true);
}

void CatalogTunnelPage::duplicateEntry()
{
    const int row = currentEntry();
    if (row < 0)
        return;
    Catalog after = m_catalog;
    TunnelShape t = m_catalog.tunnels[size_t(row)];
    t.id = freeCatalogId(m_catalog, t.id + QLatin1Char('-'));
    after.tunnels.insert(after.tunnels.begin() + row + 1, t);
    requestChange(tr("Duplicate a tunnel tile"), after);
    selectEntry(row + 1, QStringLiteral("id"), true);
}

void CatalogTunnelPage::removeEntry()
{
    const int row = currentEntry();
    if (row < 0)
        return;
    Catalog after = m_catalog;
    after.tunnels.erase(after.tunnels.begin() + row);
    requestChange(tr("Remove the tunnel tile %1").arg(m_catalog.tunnels[size_t(row)].id), after);
    m_list->setFocus(Qt::OtherFocusReason);
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
    const bool was = std::exchange(m_showing, true);
    for (int row = 0; row < m_list->topLevelItemCount() && row < int(m_catalog.tunnels.size()); ++row)
        fillRow(row);
    m_showing = was;
    showEntry();
}

// --- Great halls ------------------------------------------------------------------------------------------

CatalogHallPage::CatalogHallPage(QWidget *parent) : CatalogPage(parent)
{
    auto *layout = new QHBoxLayout(this);
    auto *left = new QVBoxLayout;
    m_list = createEntryList(QStringLiteral("hallList"));
    m_list->setColumnCount(4);
    m_list->setIconSize(QSize(30, 30));
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_list->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    left->addWidget(m_list, 1);
    m_count = new QLabel;
    m_count->setObjectName(QStringLiteral("hallTotal"));
    left->addWidget(m_count, 0, Qt::AlignRight);
    layout->addLayout(left, 1);

    m_editor = new QGroupBox;
    auto *form = new QFormLayout(m_editor);
    m_id = new QLineEdit;
    m_id->setObjectName(QStringLiteral("hallId"));
    m_idLabel = new QLabel;
    m_idLabel->setBuddy(m_id);
    form->addRow(m_idLabel, m_id);
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("hallName"));
    m_nameLabel = new QLabel;
    m_nameLabel->setBuddy(m_name);
    form->addRow(m_nameLabel, m_name);
    auto *values = new QHBoxLayout;
    m_low = new QSpinBox;
    m_low->setObjectName(QStringLiteral("hallLow"));
    m_low->setRange(0, kMaxHallValue);
    m_high = new QSpinBox;
    m_high->setObjectName(QStringLiteral("hallHigh"));
    m_high->setRange(0, kMaxHallValue);
    m_lowLabel = new QLabel;
    m_lowLabel->setBuddy(m_low);
    m_highLabel = new QLabel;
    m_highLabel->setBuddy(m_high);
    values->addWidget(m_lowLabel);
    values->addWidget(m_low);
    values->addSpacing(12);
    values->addWidget(m_highLabel);
    values->addWidget(m_high);
    values->addStretch();
    m_valuesLabel = new QLabel;
    form->addRow(m_valuesLabel, values);
    m_note = new QLineEdit;
    m_note->setObjectName(QStringLiteral("hallNote"));
    m_noteLabel = new QLabel;
    m_noteLabel->setBuddy(m_note);
    form->addRow(m_noteLabel, m_note);
    m_verified = new QCheckBox;
    m_verified->setObjectName(QStringLiteral("hallVerified"));
    form->addRow(QString(), m_verified);
    m_shape = new ShapeGridEdit(ShapeGridEdit::Marker::Altar);
    m_shape->setObjectName(QStringLiteral("hallShape"));
    m_shapeLabel = new QLabel;
    m_shapeLabel->setBuddy(m_shape);
    auto *shapeColumn = new QVBoxLayout;
    shapeColumn->addWidget(m_shape, 0, Qt::AlignLeft);
    m_shapeHint = new QLabel;
    m_shapeHint->setWordWrap(true);
    m_shapeHint->setForegroundRole(QPalette::PlaceholderText);
    shapeColumn->addWidget(m_shapeHint);
    shapeColumn->addStretch();
    form->addRow(m_shapeLabel, shapeColumn);
    m_editor->setMinimumWidth(m_shape->sizeHint().width() + 140);
    layout->addWidget(m_editor);

    setTabOrder(m_list, m_id);
    setTabOrder(m_id, m_name);
    setTabOrder(m_name, m_low);
    setTabOrder(m_low, m_high);
    setTabOrder(m_high, m_note);
    setTabOrder(m_note, m_verified);
    setTabOrder(m_verified, m_shape);

    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        showEntry();
        emit currentEntryChanged();
    });
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { m_id->setFocus(Qt::TabFocusReason); });
    connect(m_id, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Change the identifier of a great hall"),
             catalogMergeKey(CatalogField::HallId, currentEntry()),
             [&](HallDef &h) { h.id = text.trimmed(); });
    });
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Change the name of a great hall"), catalogMergeKey(CatalogField::HallName, currentEntry()),
             [&](HallDef &h) { h.name = text.trimmed(); });
    });
    connect(m_low, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change the low value of a great hall"),
             catalogMergeKey(CatalogField::HallLow, currentEntry()), [&](HallDef &h) { h.low = value; });
    });
    connect(m_high, &QSpinBox::valueChanged, this, [this](int value) {
        edit(tr("Change the high value of a great hall"),
             catalogMergeKey(CatalogField::HallHigh, currentEntry()), [&](HallDef &h) { h.high = value; });
    });
    connect(m_note, &QLineEdit::textEdited, this, [this](const QString &text) {
        edit(tr("Change the note of a great hall"), catalogMergeKey(CatalogField::HallNote, currentEntry()),
             [&](HallDef &h) { h.note = text; });
    });
    connect(m_verified, &QCheckBox::toggled, this, [this](bool checked) {
        edit(checked ? tr("Mark a great hall as checked") : tr("Mark a great hall as not checked"), -1,
             [&](HallDef &h) { h.verified = checked; });
    });
    connect(m_shape, &ShapeGridEdit::shapeEdited, this, [this](const Orientation &shape) {
        edit(tr("Draw a great hall"), -1, [&](HallDef &h) { h.shape = shape; });
    });

    retranslate();
    showEntry();
}

int CatalogHallPage::currentEntry() const
{
    QTreeWidgetItem *item = m_list->currentItem();
    return item ? m_list->indexOfTopLevelItem(item) : -1;
}

void CatalogHallPage::edit(const QString &text, int mergeKey, const std::function<void(HallDef &)> &change)
{
    const int row = currentEntry();
    if (row < 0 || row >= int(m_catalog.halls.size()))
        return;
    Catalog after = m_catalog;
    change(after.halls[size_t(row)]);
    requestChange(text, after, mergeKey);
}

void CatalogHallPage::showCatalog(const Catalog &catalog)
{
    const bool was = std::exchange(m_showing, true);
    m_catalog = catalog;
    resizeEntryList(m_list, int(catalog.halls.size()));
    for (int row = 0; row < int(catalog.halls.size()); ++row)
        fillRow(row);
    const int halls = int(catalog.halls.size());
    showBoxCount(m_count,
                 halls == kHallsInBox ? tr("%1 of %2 great halls").arg(halls).arg(kHallsInBox)
                                      : tr("%1 of %2 great halls (HALL-COVER)").arg(halls).arg(kHallsInBox),
                 halls == kHallsInBox);
    showEntry();
    m_showing = was;
}

void CatalogHallPage::fillRow(int row)
{
    const HallDef &h = m_catalog.halls[size_t(row)];
    QTreeWidgetItem *item = m_list->topLevelItem(row);
    item->setText(0, h.name);
    item->setIcon(0, shapeIcon(h.shape, ShapeGridEdit::Marker::Altar));

    item->setText(1, h.id);
    item->setText(2, tr("%1 / %2").arg(h.low).arg(h.high));
    item->setText(3, checkMark(h.verified));
    item->setTextAlignment(2, Qt::AlignCenter);
    item->setTextAlignment(3, Qt::AlignCenter);
    markRow(item, row, shapePicture(h.shape).join(QLatin1Char('\n')));
}

void CatalogHallPage::showEntry()
{
    const bool was = std::exchange(m_showing, true);
    const int row = currentEntry();
    const bool valid = row >= 0 && row < int(m_catalog.halls.size());
    m_editor->setEnabled(valid);
    if (valid) {
        const HallDef &h = m_catalog.halls[size_t(row)];
        m_editor->setTitle(tr("Great hall %1").arg(h.name.isEmpty() ? h.id : h.name));
        showText(m_id, h.id);
        showText(m_name, h.name);
        showValue(m_low, h.low);
        showValue(m_high, h.high);
        if (m_note->text() != h.note)
            m_note->setText(h.note);
        showChecked(m_verified, h.verified);
        m_shape->setShape(h.shape);
    } else {
        m_editor->setTitle(tr("No great hall selected"));
        for (QLineEdit *e : {m_id, m_name, m_note})
            showText(e, QString());
        showValue(m_low, 0);
        showValue(m_high, 0);
        showChecked(m_verified, false);
        m_shape->setShape({});
    }
    m_showing = was;
}

void CatalogHallPage::selectEntry(int index, const QString &field, bool focus)
{
    if (index >= 0 && index < m_list->topLevelItemCount())
        m_list->setCurrentItem(m_list->topLevelItem(index));
    if (!focus)
        return;
    QWidget *target = m_list;
    if (currentEntry() >= 0) {
        const QHash<QString, QWidget *> fields{{QStringLiteral("id"), m_id},
                                               {QStringLiteral("name"), m_name},
                                               {QStringLiteral("low"), m_low},
                                               {QStringLiteral("high"), m_high},
                                               {QStringLiteral("note"), m_note},
                                               {QStringLiteral("shape"), m_shape},
                                               {QStringLiteral("verified"), m_verified}};
        target = fields.value(field, m_list);
    }
    target->setFocus(Qt::OtherFocusReason);
    if (auto *edit = qobject_cast<QLineEdit *>(target))
        edit->selectAll();
    else if (auto *box = qobject_cast<QSpinBox *>(target))
        box->selectAll();
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
    const bool was = std::exchange(m_showing, true);
    for (int row = 0; row < m_list->topLevelItemCount() && row < int(m_catalog.halls.size()); ++row)
        fillRow(row);
    m_showing = was;
    showEntry();
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
