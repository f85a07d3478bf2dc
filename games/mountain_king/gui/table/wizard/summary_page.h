#pragma once

// The wizard's last page: the whole setup checked by validateSetup(), each broken rule leading to its page.

#include "wizard/setup_page.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

namespace hk::gui {

class NewGameDraft;

class SummaryPage : public SetupPage {
    Q_OBJECT
public:
    explicit SummaryPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;
    bool isComplete() const override;

    QListWidget *problemsList() const { return m_list; }
    QPushButton *goToButton() const { return m_goTo; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *rulesLabel() const { return m_rules; } // the rules checked, each linked to the rules browser
    QComboBox *splitTilesBox() const { return m_splitTiles; } // the table ruling SCORE-ONE-PER-TUNNEL

signals:
    void goToPage(int id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    QString overviewHtml(const GameSetup &setup) const;

    QLabel *m_rules = nullptr;
    QLabel *m_status = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_goTo = nullptr;
    QComboBox *m_splitTiles = nullptr;
    QTextBrowser *m_overview = nullptr;
};

} // namespace hk::gui
