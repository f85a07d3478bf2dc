#pragma once

// The component editor's tunnel tiles: each shape drawn square by square and how many the box holds, adding
// up to 52 (DIG-SUPPLY).

#include "catalog_shape_page.h"

class QLabel;
class QSpinBox;

namespace hk::gui {

class CatalogTunnelPage : public CatalogShapePage {
    Q_OBJECT
public:
    explicit CatalogTunnelPage(QWidget *parent = nullptr);

    void showCatalog(const hk::Catalog &catalog) override;
    void addEntry() override;
    void duplicateEntry() override;
    void removeEntry() override;
    void retranslate() override;

    QSpinBox *countBox() const { return m_count; }
    QLabel *totalLabel() const { return m_total; }

private:
    int entryCount() const override { return int(m_catalog.tunnels.size()); }
    void fillRow(QTreeWidgetItem *item, int index) override;
    void showFields(int index) override;
    hk::ProblemLocation::Part entryPart() const override { return hk::ProblemLocation::Part::TunnelTile; }
    QString shapeStatus(const hk::TunnelShape &tunnel) const;

    QLabel *m_total = nullptr;
    QLabel *m_countLabel = nullptr;
    QSpinBox *m_count = nullptr;
    QLabel *m_shapeStatus = nullptr;
};

} // namespace hk::gui
