#pragma once

// Help ▸ Rules (F1): the rules reference a group reads mid-game, in the application's language. Every rule of
// the catalog by section, a search as you type (words in any of the four languages, or an ID: "基座",
// "pedestal", "PED-"), and the chosen rule in full: its ID and text, the rulebook passage it comes from (the
// section, and the rulebook's own zh_TW words), the worked example, and for a ruling why it rules so. A
// table ruling also shows what the game it was opened from plays, and lets the group choose the
// alternative for that game (DocumentWindow::tableRulings()).
//
// The rules of any registered game too (registry/game_registry.h): the browser shows the rules of the game
// of the window it was opened from (DocumentWindow::gameId()), and the group may switch games above the
// search. A game's rule shows its source, the source's own words, its example, and for a ruling its other
// reading, why Hallkeeper rules so and the score-sheet setting that chooses it.
//
// One browser for the whole application: every rule link (RuleLinks::open) opens it on its rule. Its keys are
// the application's: Esc or Ctrl+W closes it, Ctrl+Q quits; it closes with the last document window.

#include "game/setup.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSplitter;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace hk {
struct RuleInfo;
}
namespace hk::base {
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
    // The game whose rules are shown: a registered game's id, or empty for the application's own rules.
    QString currentGame() const { return m_gameId; }
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
    QString rulingsHtml(const RuleInfo &rule) const;
    void chooseRuling(const QString &choice);
    // Shows the rules of `gameId` (empty: the application's own); a game without rules changes nothing.
    void setGame(const QString &gameId);
    void fillGames();
    void showSearchHint();
    // The shown game's rule catalog; null for the application's own rules.
    const base::RuleCatalog *gameCatalog() const;
    QString gameRuleHtml(const base::Rule &rule) const;

    QLabel *m_gamesLabel = nullptr;
    QComboBox *m_games = nullptr;
    QString m_gameId;
    QLineEdit *m_search = nullptr;
    QLabel *m_found = nullptr;
    QTreeWidget *m_tree = nullptr;
    QTextBrowser *m_view = nullptr;
    QSplitter *m_splitter = nullptr;
    QPointer<DocumentWindow> m_game; // the window the browser was last opened from, if it has a game
};

} // namespace hk::gui
