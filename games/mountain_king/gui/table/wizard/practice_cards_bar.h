#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace hk::gui {

class NewGameDraft;

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
