#pragma once

// File ▸ New game…: the setup (SET- rules) entered page by page — players and seats (with the team
// variant), the board and the components (the catalog, embedded in the game), gates, statues, workshop supply
// and pedestal track, clan market, each player's moot draft — and checked by the core (validateSetup) before
// Finish is enabled. Fast by keyboard: Tab through the fields, Enter goes on to the next page.

#include "game/setup.h"

#include <QWizard>

namespace hk::gui {

class NewGameDraft;

class NewGameWizard : public QWizard {
    Q_OBJECT
public:
    explicit NewGameWizard(QWidget *parent = nullptr);

    // The setup entered: valid (validateSetup) once the wizard is accepted.
    hk::GameSetup setup() const;
    NewGameDraft *draft() const { return m_draft; }

    int nextId() const override;
    // Back or forward to a page (the summary's "Go to the page"); the pages in between keep their entries.
    void goToPage(int id);
    // Chooses the board of a .hkboard file (the board editor's Start a Game on This Board); false, with the
    // reason on the board page, if it cannot be read.
    bool chooseBoardFile(const QString &fileName);

private:
    NewGameDraft *m_draft;
};

} // namespace hk::gui
