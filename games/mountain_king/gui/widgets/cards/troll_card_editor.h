#pragma once

// Entering a troll card as printed (its icons are not published, so cards are data): level, clan, the row of
// icons (a cart may carry a Fire, Ice or Moon mark, CART-CLAN) and, for starting trolls, the one-off start
// row (SET-MOOT). Drawn with the artwork so that it looks like the card; fast by keyboard: typed letters add
// icons. With a card library (a catalog's transcribed trolls) a card is picked by its id instead of typed.

#include "model/troll.h"

#include <QList>
#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QWidget;

namespace hk::gui {

class IconRowEdit;

class TrollCardEditor : public QWidget {
    Q_OBJECT
public:
    explicit TrollCardEditor(QWidget *parent = nullptr);
    ~TrollCardEditor() override;

    void setCard(const hk::TrollCard &card);
    hk::TrollCard card() const;
    // e.g. {0} for starting trolls, {1,2,3} for clan trolls; one level = fixed
    void setAllowedLevels(const QList<int> &levels);
    // starting trolls have a start row (SET-SEATBONUS)
    void setStartRowVisible(bool visible);
    // The card library (Catalog::trolls, each card's name its id): a "From the library:" picker above the
    // fields lists the cards of the allowed levels, and picking one fills the card, name included. Typing in
    // the picker filters by id or text; Enter picks and goes on to the field after the card. Hidden when no
    // card of the library fits. A card edited by hand afterwards is no longer that library card: the picker
    // says "—" and the card loses the library id.
    void setLibrary(const std::vector<hk::TrollCard> &cards);
    // The library card shown, by id; empty when the card is not one of the library's.
    QString libraryId() const;

    IconRowEdit *iconsEdit() const { return m_icons; }
    IconRowEdit *startRowEdit() const { return m_startRow; }
    QComboBox *levelBox() const { return m_level; }
    QComboBox *clanBox() const { return m_clan; }
    QComboBox *libraryBox() const { return m_library; }

signals:
    void changed();

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void fillLevels(int current);
    int currentLevel() const;
    void updateVisibility();
    void edited(); // a field changed by hand
    void fillLibrary();
    void syncLibrary(); // the picker shows the library card the editor holds, or "—"
    void pick(int row); // row of m_shown
    int rowForText(const QString &text) const;
    bool acceptLibraryText(); // Enter in the picker: whether it picked a card
    void settleLibraryText();
    void focusAfterCard();

    std::vector<hk::TrollCard> m_libraryCards; // as given
    std::vector<hk::TrollCard> m_shown;        // those of the allowed levels: item i + 1 of the picker
    bool m_syncing = false;
    QWidget *m_libraryRow = nullptr;
    QLabel *m_libraryLabel = nullptr;
    QComboBox *m_library = nullptr;

    QList<int> m_allowedLevels{0, 1, 2, 3};
    bool m_startRowVisible = true;
    QString m_name; // kept as it was: a label or a card library id
    QLabel *m_levelLabel = nullptr;
    QComboBox *m_level = nullptr;
    QComboBox *m_clan = nullptr;
    IconRowEdit *m_icons = nullptr;
    QLabel *m_startLabel = nullptr;
    IconRowEdit *m_startRow = nullptr;
};

} // namespace hk::gui
