#pragma once

// Small widgets of the new-game wizard: resources shown as the artwork with counts, and the button that
// fills the cards with the invented practice set.

#include "model/resources.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace hk::gui {

class NewGameDraft;

// "[stone] 3  [coin] 1": what a storage holds, drawn with the artwork; "nothing" when empty.
class ResourceCountsView : public QWidget {
public:
    explicit ResourceCountsView(QWidget *parent = nullptr);
    void setCounts(const ResourceCounts &counts);
    ResourceCounts counts() const { return m_counts; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    ResourceCounts m_counts{};
};

// Fills the clan market and every player's starting trolls with invented cards (they are not published), so
// that a group can try the app at once; says clearly that they are invented. Asks first if cards were
// entered.
class PracticeCardsBar : public QWidget {
public:
    PracticeCardsBar(NewGameDraft *draft, QWidget *parent = nullptr);
    QPushButton *button() const { return m_button; }

private:
    void fill();

    NewGameDraft *m_draft;
    QPushButton *m_button = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace hk::gui
