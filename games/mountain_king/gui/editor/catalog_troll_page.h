#pragma once

// The troll card library tab of the component editor: the cards transcribed so far (each by its identifier),
// shown by level with how many the box holds (30 starting trolls, 21 / 17 / 17 clan trolls),
// and the selected card in a TrollCardEditor.

#include "catalog_list_page.h"

#include <array>

class QComboBox;

namespace hk::gui {

class TrollCardEditor;

class CatalogTrollPage : public CatalogListPage {
    Q_OBJECT
public:
    explicit CatalogTrollPage(QWidget *parent = nullptr);

    // The filter's "every level".
    static constexpr int kAllLevels = -1;

    void showCatalog(const hk::Catalog &catalog) override;
    // A card the level filter hides is shown with its level.
    void selectEntry(int index, hk::ProblemLocation::Field field, bool focus) override;
    // A new card of the level shown (of the selected card's clan), with the next free identifier such as
    // "fire-1-03"; the focus goes to its icons.
    void addEntry() override;
    void duplicateEntry() override;
    void removeEntry() override;
    void retranslate() override;

    // The level shown: 0 starting trolls, 1-3, or kAllLevels.
    int levelFilter() const { return m_filter; }
    void setLevelFilter(int level);
    // The identifier a new card of this level and clan gets.
    static QString proposedId(const hk::Catalog &catalog, int level, std::optional<hk::Clan> clan);

    QComboBox *filterBox() const { return m_filterBox; }
    TrollCardEditor *cardEditor() const { return m_card; }
    QLabel *countsLabel() const { return m_counts; }

private:
    int entryCount() const override { return int(m_catalog.trolls.size()); }
    bool isShown(int index) const override;
    void fillRow(QTreeWidgetItem *item, int index) override;
    void showFields(int index) override;
    QWidget *focusTarget(hk::ProblemLocation::Field field) const override;
    hk::ProblemLocation::Part entryPart() const override { return hk::ProblemLocation::Part::TrollCard; }
    void cardEdited();
    std::array<int, 4> countsPerLevel() const;

    int m_filter = kAllLevels;
    QLabel *m_filterLabel = nullptr;
    QComboBox *m_filterBox = nullptr;
    QLabel *m_counts = nullptr;
    TrollCardEditor *m_card = nullptr;
    QLabel *m_hint = nullptr;
};

} // namespace hk::gui
