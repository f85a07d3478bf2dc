#pragma once

// Help ▸ Rules (F1): the rules reference a group reads mid-game, in the application's language. Every rule of
// a game's catalog (registry/game_registry.h) by section, a search as you type (words in any of the four
// languages, or an ID: "基座", "pedestal", "PED-"), and the chosen rule in full: its ID and text, where the
// rulebook says it and its own words, the worked example, and for a ruling its other reading and why
// Hallkeeper rules so. The browser shows the rules of the game of the window it was opened from
// (DocumentWindow::gameId()); the group may switch games above the search.
//
// A ruling the group chooses per game (GameModule::rulingChoices) also shows what the game it was opened
// from plays, and lets the group play another choice in that game (DocumentWindow::chooseRuling()); a
// ruling a score sheet's setting chooses names the setting.
//
// One browser for the whole application: every rule link (RuleLinks::open) opens it on its rule. Its keys are
// the application's: Esc or Ctrl+W closes it, Ctrl+Q quits; it closes with the last document window.

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSplitter;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace hk::base {
struct GameModule;
struct Rule;
class RuleCatalog;
} // namespace hk::base

namespace hk::gui {

class DocumentWindow;

class RulesBrowser : public QWidget {
    Q_OBJECT
public:
    // Shows the browser (made at the first call), raised, on rule `id` (or as it was when `id` is empty);
    // `from` is the widget it was asked from: its window's game is the one whose rulings it offers (a
    // window that is no DocumentWindow names its game in the property kGameProperty).
    static RulesBrowser *showRule(const QString &id, QWidget *from = nullptr);
    static constexpr char kGameProperty[] = "hkGameId";
    // The browser if it is open, for tests.
    static RulesBrowser *current();
    // Makes every RuleLinks::open() show the browser; once per application (DocumentWindow does it).
    static void listenToRuleLinks();

    QString currentRule() const;
    // The game whose rules are shown: a registered game's id (empty while no game is registered).
    QString currentGame() const;
    QComboBox *gameChoice() const { return m_games; }
    QLineEdit *searchField() const { return m_search; }
    QTreeWidget *ruleTree() const { return m_tree; }
    QTextBrowser *ruleView() const { return m_view; }
    // The rules the search shows, in order: for tests.
    QStringList shownRules() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    explicit RulesBrowser(QWidget *parent = nullptr);
    void retranslate();
    QString searchText() const;
    void fillTree(); // the rules the search finds, by section
    void select(const QString &id);
    void showDetails();
    QString rulingsHtml(const base::Rule &rule) const;
    void chooseRuling(const QString &choice);
    // Shows the rules of `gameId` (a game without rules, or empty: the first registered game's).
    void setGame(const QString &gameId);
    void fillGames();
    void showSearchHint();
    // The game shown (m_gameId, else the first registered game with rules) and its catalog; null while no
    // game with rules is registered.
    const base::GameModule *shownGame() const;
    const base::RuleCatalog *gameCatalog() const;
    QString gameRuleHtml(const base::Rule &rule) const;

    QLabel *m_gamesLabel = nullptr;
    QComboBox *m_games = nullptr;
    QString m_gameId; // as chosen; shownGame() is what is shown
    QLineEdit *m_search = nullptr;
    QLabel *m_found = nullptr;
    QTreeWidget *m_tree = nullptr;
    QTextBrowser *m_view = nullptr;
    QSplitter *m_splitter = nullptr;
    QPointer<DocumentWindow> m_game; // the window the browser was last opened from, if it has a game
};

} // namespace hk::gui
