#pragma once

// The component editor's 6 great halls: shape, altar, name and values (SCORE-HALL).

#include "catalog_shape_page.h"

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace hk::gui {

class CatalogHallPage : public CatalogShapePage {
    Q_OBJECT
public:
    explicit CatalogHallPage(QWidget *parent = nullptr);

    void showCatalog(const hk::Catalog &catalog) override;
    void retranslate() override;

    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *lowBox() const { return m_low; }
    QSpinBox *highBox() const { return m_high; }
    QPlainTextEdit *noteEdit() const { return m_note; }

private:
    int entryCount() const override { return int(m_catalog.halls.size()); }
    void fillRow(QTreeWidgetItem *item, int index) override;
    void showFields(int index) override;
    hk::ProblemLocation::Part entryPart() const override { return hk::ProblemLocation::Part::HallTile; }

    QLabel *m_count = nullptr;
    QLabel *m_nameLabel = nullptr, *m_valuesLabel = nullptr, *m_noteLabel = nullptr, *m_lowLabel = nullptr,
           *m_highLabel = nullptr;
    QLineEdit *m_name = nullptr;
    QPlainTextEdit *m_note = nullptr;
    QSpinBox *m_low = nullptr, *m_high = nullptr;
};

} // namespace hk::gui
