#pragma once

// Wizard page 2: the board (a Practice Mountain side or a .hkboard file, BRD-SIDE) and the components.

#include "wizard/setup_page.h"

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace hk::gui {

class NewGameDraft;
class SetupMap;

class BoardPage : public SetupPage {
    Q_OBJECT
public:
    explicit BoardPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;
    bool isComplete() const override;

    // Reads a board file and uses it if it is good; shows every problem if not. Returns whether it loaded.
    bool openBoardFile(const QString &fileName);
    QRadioButton *winterButton() const { return m_winter; }
    QRadioButton *autumnButton() const { return m_autumn; }
    QRadioButton *fileButton() const { return m_file; }
    QLabel *fileProblemsLabel() const { return m_fileProblems; }

    // The components (Catalog): the default ones or a .hkcatalog file, embedded in the game. A file is read
    // and used if it is good; if not, its problems are shown and nothing changes. Returns whether it loaded.
    bool openCatalogFile(const QString &fileName);
    QComboBox *componentsBox() const { return m_components; }
    QPushButton *openCatalogButton() const { return m_openCatalog; }
    QLabel *catalogProblemsLabel() const { return m_catalogProblems; }

private:
    void choose();
    void refresh();
    void refreshCatalog();

    QRadioButton *m_winter = nullptr;
    QRadioButton *m_autumn = nullptr;
    QRadioButton *m_file = nullptr;
    QLabel *m_sideNote = nullptr;
    QLineEdit *m_fileName = nullptr;
    QPushButton *m_browse = nullptr;
    QLabel *m_fileProblems = nullptr;
    QLabel *m_boardName = nullptr;
    SetupMap *m_map = nullptr;
    std::shared_ptr<const Board> m_fileBoard;
    QComboBox *m_components = nullptr;
    std::vector<std::shared_ptr<const Catalog>> m_catalogs; // one per entry of m_components
    QPushButton *m_openCatalog = nullptr;
    QLabel *m_catalogNote = nullptr;
    QLabel *m_catalogProblems = nullptr;
};

} // namespace hk::gui
