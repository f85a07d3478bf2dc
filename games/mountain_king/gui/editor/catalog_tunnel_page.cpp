#include "catalog_tunnel_page.h"

#include "catalog_fields.h"
#include "i18n/arg_text.h"
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
    m_fieldWidgets[ProblemLocation::Field::Count] = m_count;

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
                  checked ? tr("Mark a tunnel tile as checked") : tr("Mark a tunnel tile as not checked"), {},
                  [&](TunnelShape &t) { t.verified = checked; });
    });
    connect(m_shape, &ShapeGridEdit::shapeEdited, this, [this](const Orientation &shape) {
        editEntry(&Catalog::tunnels, tr("Draw a tunnel tile"), {}, [&](TunnelShape &t) { t.shape = shape; });
    });

    retranslate();
}

void CatalogTunnelPage::showCatalog(const Catalog &catalog)
{
    CatalogListPage::showCatalog(catalog);
    const int tiles = catalog.tunnelTiles();
    showBoxCount(m_total,
                 tiles == kTunnelTilesInBox
                     ? tr("%1 of %2 tiles").arg(argText(tiles), argText(kTunnelTilesInBox))
                     : tr("%1 of %2 tiles (DIG-SUPPLY)").arg(argText(tiles), argText(kTunnelTilesInBox)),
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
    const QString points =
        tr("Dug, it scores %1 / %2 / %3 with stone / iron / heartstone (DIG-SCORE).")
            .arg(argText(tunnelPoints(size, Mineral::Stone)), argText(tunnelPoints(size, Mineral::Iron)),
                 argText(tunnelPoints(size, Mineral::Heartstone)));
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

namespace {

// The identifier of a tile Add or Duplicate makes: one scheme for both, as troll cards have (tile-01,
// tile-02…); identifiers are data, never translated.
QString newTileId(const Catalog &catalog)
{
    return freeCatalogId(catalog, QStringLiteral("tile-"), 2);
}

} // namespace

void CatalogTunnelPage::addEntry()
{
    // A new tile starts empty and counts 0: the box total stays as it was until its count is entered.
    TunnelShape t;
    t.id = newTileId(m_catalog);
    const int at = currentEntry() < 0 ? int(m_catalog.tunnels.size()) : currentEntry() + 1;
    insertEntry(&Catalog::tunnels, at, t, tr("Add a tunnel tile"), ProblemLocation::Field::Id);
}

void CatalogTunnelPage::duplicateEntry()
{
    const int row = currentEntry();
    if (row < 0)
        return;
    TunnelShape t = m_catalog.tunnels[size_t(row)];
    t.id = newTileId(m_catalog);
    insertEntry(&Catalog::tunnels, row + 1, t, tr("Duplicate a tunnel tile"), ProblemLocation::Field::Id);
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

} // namespace hk::gui
