#pragma once

// The component editor's workshop tiles: how many of each kind the box holds.

#include "catalog_page.h"

#include <array>

class QLabel;
class QSpinBox;

namespace hk::gui {

class CatalogWorkshopPage : public CatalogPage {
    Q_OBJECT
public:
    explicit CatalogWorkshopPage(QWidget *parent = nullptr);

    void showCatalog(const hk::Catalog &catalog) override;
    void selectEntry(int index, hk::ProblemLocation::Field field, bool focus) override;
    int currentEntry() const override;
    void retranslate() override;

    QSpinBox *countBox(hk::WorkshopKind kind) const { return m_counts[size_t(kind)]; }
    QLabel *totalLabel() const { return m_total; }

private:
    void setCount(hk::WorkshopKind kind, int count);

    QLabel *m_intro = nullptr, *m_total = nullptr;
    std::array<QLabel *, hk::kWorkshopKinds> m_names{};
    std::array<QLabel *, hk::kWorkshopKinds> m_effects{};
    std::array<QSpinBox *, hk::kWorkshopKinds> m_counts{};
};

} // namespace hk::gui
