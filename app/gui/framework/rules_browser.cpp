#include "rules_browser.h"

#include "i18n/arg_text.h"

#include "document_window.h"
#include "line_breaks.h"
#include "rule_link.h"
#include "wheel_guard.h"

#include "catalog/rule_catalog.h"
#include "registry/game_registry.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace hk::gui {

namespace {

QPointer<RulesBrowser> &theBrowser()
{
    static QPointer<RulesBrowser> browser;
    return browser;
}

constexpr int kRuleIdRole = Qt::UserRole;
const QString kRulingScheme = QStringLiteral("ruling");

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

RulesBrowser *RulesBrowser::showRule(const QString &id, QWidget *from)
{
    QPointer<RulesBrowser> &browser = theBrowser();
    if (!browser)
        browser = new RulesBrowser;
    if (from) {
        auto *window = qobject_cast<DocumentWindow *>(from->window());
        if (window)
            browser->setGame(window->gameId());
        else if (const QVariant game = from->window()->property(kGameProperty); game.isValid())
            browser->setGame(game.toString()); // a game's window that holds no document (a table helper)
        browser->m_game = window && window->playsRulings() ? window : nullptr;
    }
    if (!id.isEmpty()) {
        if (!browser->shownRules().contains(id)) // a rule the search hides: show every rule again
            browser->m_search->clear();
        browser->select(id);
    }
    browser->showDetails();
    browser->show();
    browser->raise();
    browser->activateWindow();
    return browser;
}

RulesBrowser *RulesBrowser::current()
{
    return theBrowser();
}

void RulesBrowser::listenToRuleLinks()
{
    static bool listening = false;
    if (listening)
        return;
    listening = true;
    connect(RuleLinks::instance(), &RuleLinks::openRequested, RuleLinks::instance(),
            [](const QString &id, QWidget *from) { showRule(id, from); });
}

RulesBrowser::RulesBrowser(QWidget *parent) : QWidget(parent, Qt::Window)
{
    WheelGuard::install(); // the wheel scrolls past the game choice; it changes it only while it is edited
    setAttribute(Qt::WA_DeleteOnClose);
    setObjectName(QStringLiteral("rulesBrowser"));
    // The keys of every window of the application: Esc and Ctrl+W close this one, Ctrl+Q quits.
    const auto key = [this](const QList<QKeySequence> &keys, auto slot) {
        auto *a = new QAction(this);
        a->setShortcuts(keys);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
    };
    key({QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)}, &QWidget::close);
    key({QKeySequence(Qt::CTRL | Qt::Key_Q)}, [] { QApplication::closeAllWindows(); });
    auto *layout = new QVBoxLayout(this);
    auto *searchRow = new QHBoxLayout;
    m_gamesLabel = new QLabel;
    m_games = new QComboBox;
    m_games->setObjectName(QStringLiteral("ruleGame"));
    m_gamesLabel->setBuddy(m_games);
    searchRow->addWidget(m_gamesLabel);
    searchRow->addWidget(m_games);
    connect(m_games, &QComboBox::activated, this,
            [this](int index) { setGame(m_games->itemData(index).toString()); });
    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("ruleSearch"));
    m_search->setClearButtonEnabled(true);
    m_found = new QLabel;
    searchRow->addWidget(m_search, 1);
    searchRow->addWidget(m_found);
    layout->addLayout(searchRow);

    m_splitter = new QSplitter(Qt::Horizontal);
    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("ruleTree"));
    m_tree->setColumnCount(2);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->setUniformRowHeights(true);
    m_view = new QTextBrowser;
    m_view->setObjectName(QStringLiteral("ruleView"));
    m_view->setOpenLinks(false);
    m_splitter->addWidget(m_tree);
    m_splitter->addWidget(m_view);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    layout->addWidget(m_splitter, 1);

    connect(m_search, &QLineEdit::textChanged, this, [this] {
        const QString was = currentRule();
        fillTree();
        select(shownRules().contains(was) ? was : shownRules().value(0));
        showDetails();
    });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &RulesBrowser::showDetails);
    connect(m_view, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == kRulingScheme)
            chooseRuling(url.path());
        else if (url.scheme() == QLatin1String("rule"))
            select(url.path());
    });

    const QRect screen = QApplication::primaryScreen() ? QApplication::primaryScreen()->availableGeometry()
                                                       : QRect(0, 0, 1280, 800);
    resize(qMin(1100, screen.width() * 9 / 10), qMin(720, screen.height() * 9 / 10));
    retranslate();
    select(QString());
}

const base::GameModule *RulesBrowser::shownGame() const
{
    const base::GameRegistry &registry = base::GameRegistry::instance();
    const auto hasRules = [](const base::GameModule *game) {
        return game && game->rules && !game->rules->isEmpty();
    };
    if (const base::GameModule *game = registry.find(m_gameId); hasRules(game))
        return game;
    for (const base::GameModule &game : registry.games())
        if (hasRules(&game))
            return &game;
    return nullptr;
}

const base::RuleCatalog *RulesBrowser::gameCatalog() const
{
    const base::GameModule *game = shownGame();
    return game ? game->rules.get() : nullptr;
}

QString RulesBrowser::currentGame() const
{
    const base::GameModule *game = shownGame();
    return game ? game->id : QString();
}

void RulesBrowser::setGame(const QString &gameId)
{
    // A game without a catalog of its own (or none registered under that id) shows the first game's rules.
    const base::GameModule *game = base::GameRegistry::instance().find(gameId);
    const QString shown = game && game->rules && !game->rules->isEmpty() ? gameId : QString();
    if (shown == m_gameId)
        return;
    m_gameId = shown;
    const QSignalBlocker quiet(m_search);
    m_search->clear();
    showSearchHint();
    fillGames();
    fillTree();
    select(QString());
    showDetails();
}

// One entry per registered game with rules, in the registry's order; hidden while there is only one.
void RulesBrowser::fillGames()
{
    const QSignalBlocker quiet(m_games);
    m_games->clear();
    for (const base::GameModule &game : base::GameRegistry::instance().games())
        if (game.rules && !game.rules->isEmpty())
            m_games->addItem(game.displayName(), game.id);
    m_games->setCurrentIndex(std::max(0, m_games->findData(currentGame())));
    m_games->setVisible(m_games->count() > 1);
    m_gamesLabel->setVisible(m_games->count() > 1);
}

// The search's hint names an ID prefix of the rules shown: the first rule's (DWARF- for Dwarf's).
void RulesBrowser::showSearchHint()
{
    const base::RuleCatalog *catalog = gameCatalog();
    const QString id = catalog ? catalog->rules().front().id : QString();
    m_search->setPlaceholderText(tr("Search the rules: words in any language, or an ID (%1)")
                                     .arg(id.left(id.indexOf(QLatin1Char('-')) + 1)));
}

QString RulesBrowser::currentRule() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    return item ? item->data(0, kRuleIdRole).toString() : QString();
}

QStringList RulesBrowser::shownRules() const
{
    QStringList ids;
    for (int s = 0; s < m_tree->topLevelItemCount(); ++s)
        for (int r = 0; r < m_tree->topLevelItem(s)->childCount(); ++r)
            ids << m_tree->topLevelItem(s)->child(r)->data(0, kRuleIdRole).toString();
    return ids;
}

void RulesBrowser::retranslate()
{
    setWindowTitle(tr("Rules — Hallkeeper"));
    m_gamesLabel->setText(tr("&Game:"));
    m_games->setAccessibleName(tr("The game whose rules are shown"));
    fillGames();
    showSearchHint();
    m_search->setAccessibleName(tr("Search the rules"));
    m_tree->setHeaderLabels({tr("Rule"), tr("What it says")});
    m_tree->setAccessibleName(tr("Rules by section"));
    m_view->setAccessibleName(tr("The chosen rule"));
    const QString was = currentRule();
    fillTree();
    select(was);
    showDetails();
}

QString RulesBrowser::searchText() const
{
    return withoutJoiners(m_search->text()); // a rule ID pasted from a window of the app
}

void RulesBrowser::fillTree()
{
    const QSignalBlocker quiet(m_tree);
    m_tree->clear();
    // By section; the best answer first: the sections in the order of their best rule, each rule in the
    // search's order (catalog order when nothing is searched).
    QHash<QString, QTreeWidgetItem *> sections;
    const auto addRule = [this, &sections](const QString &sectionName, const QString &id, const QString &text,
                                           bool ruling) {
        QTreeWidgetItem *&section = sections[sectionName];
        if (!section) {
            section = new QTreeWidgetItem(m_tree, {sectionName});
            section->setFirstColumnSpanned(true);
            section->setFlags(Qt::ItemIsEnabled);
            QFont bold = section->font(0);
            bold.setBold(true);
            section->setFont(0, bold);
        }
        auto *item = new QTreeWidgetItem(section, {id, text});
        item->setData(0, kRuleIdRole, id);
        item->setToolTip(1, text);
        if (ruling) {
            QFont italic = item->font(0);
            italic.setItalic(true);
            item->setFont(0, italic);
        }
    };
    qsizetype foundCount = 0;
    qsizetype allCount = 0;
    if (const base::RuleCatalog *catalog = gameCatalog()) {
        const std::vector<const base::Rule *> found = catalog->search(searchText());
        for (const base::Rule *rule : found)
            addRule(rule->section.text(), rule->id, rule->text.text(), rule->ruling);
        foundCount = qsizetype(found.size());
        allCount = qsizetype(catalog->rules().size());
    }
    m_tree->expandAll();
    m_found->setText(searchText().trimmed().isEmpty()
                         ? tr("%1 rules").arg(allCount)
                         : tr("found: %1 of %2").arg(argText(foundCount), argText(allCount)));
    // Wide enough for any count, so that typing never moves the search field.
    const QString widest = tr("found: %1 of %2").arg(argText(allCount), argText(allCount));
    m_found->setMinimumWidth(m_found->fontMetrics().horizontalAdvance(widest) + 8);
}

void RulesBrowser::select(const QString &id)
{
    for (int s = 0; s < m_tree->topLevelItemCount(); ++s)
        for (int r = 0; r < m_tree->topLevelItem(s)->childCount(); ++r) {
            QTreeWidgetItem *item = m_tree->topLevelItem(s)->child(r);
            if (id.isEmpty() || item->data(0, kRuleIdRole).toString() == id) {
                m_tree->setCurrentItem(item);
                m_tree->scrollToItem(item);
                return;
            }
        }
}

void RulesBrowser::showDetails()
{
    const base::RuleCatalog *catalog = gameCatalog();
    const base::Rule *rule = catalog ? catalog->find(currentRule()) : nullptr;
    // Lines break between words: 基座, 榮譽點數, SCORE-ONE-PER-TUNNEL whole.
    setJoinedHtml(m_view, rule ? gameRuleHtml(*rule)
                               : QStringLiteral("<p>%1</p>").arg(esc(tr("No rule matches the search."))));
}

QString RulesBrowser::gameRuleHtml(const base::Rule &rule) const
{
    QString html = QStringLiteral("<h2>%1</h2><p style=\"color:gray\">%2</p>")
                       .arg(esc(rule.id), esc(rule.section.text()));
    if (rule.ruling)
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(esc(tr("Ruling: a point the rulebook leaves open; the app plays it as said here.")));
    html += QStringLiteral("<p style=\"font-size:large\">%1</p>").arg(esc(rule.text.text()));
    if (!rule.source.isEmpty())
        html +=
            QStringLiteral("<h3>%1</h3><p>%2</p>").arg(esc(tr("In the rulebook")), esc(rule.source.text()));
    if (!rule.quote.isEmpty())
        html += QStringLiteral("<blockquote lang=\"zh-TW\">「%1」</blockquote><p style=\"color:gray\">%2</p>")
                    .arg(esc(rule.quote), esc(tr("The rulebook's own words, as printed.")));
    if (!rule.example.isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(esc(tr("Example")), esc(rule.example.text()));
    if (!rule.alternative.isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(esc(tr("The other reading")), esc(rule.alternative.text()));
    if (!rule.reasoning.isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(esc(tr("Why this ruling")), esc(rule.reasoning.text()));
    html += rulingsHtml(rule);
    // A ruling a score sheet chooses: its setting and choices, as the sheet offers them.
    const base::GameModule *game = shownGame();
    if (rule.ruling && game && game->schema)
        for (const base::SheetField &setting : game->schema->settings) {
            if (setting.ruleId != rule.id || setting.choices.empty())
                continue;
            html += QStringLiteral("<h3>%1</h3><p>%2</p><ul>")
                        .arg(esc(tr("At your table")),
                             esc(tr("The score sheet's setting \"%1\" chooses it; the choice is saved with "
                                    "the sheet and shown in the result.")
                                     .arg(setting.label.text())));
            for (const base::SheetChoice &choice : setting.choices) {
                QString item = esc(choice.label.text());
                if (setting.defaultValue && *setting.defaultValue == base::SheetValue(choice.id))
                    item += QStringLiteral(" <i>(%1)</i>").arg(esc(tr("the default")));
                html += QStringLiteral("<li>%1</li>").arg(item);
            }
            html += QStringLiteral("</ul>");
        }
    return html;
}

// A ruling a game in progress chooses: its choices, which one the game the browser was opened from plays,
// and a link to play another.
QString RulesBrowser::rulingsHtml(const base::Rule &rule) const
{
    const base::GameModule *game = shownGame();
    const std::vector<base::RulingChoice> choices =
        game ? game->rulingChoicesOf(rule.id) : std::vector<base::RulingChoice>{};
    if (choices.empty())
        return {};
    const bool inGame = m_game && m_game->playsRulings() && m_game->gameId() == game->id;
    const QString chosen = inGame ? m_game->chosenRuling(rule.id) : QString();
    QString html =
        QStringLiteral("<h3>%1</h3><p>%2</p><ul>")
            .arg(esc(tr("At your table")),
                 esc(inGame ? tr("The group may choose how the game in %1 plays this rule; the choice "
                                 "is recorded in the game file, shown in its summary and in the "
                                 "exported scores; choose again here to change it back.")
                                  .arg(m_game->windowTitle().remove(QStringLiteral("[*]")))
                            : tr("Open the rules from a game's window to choose for that game; a "
                                 "new game chooses on the wizard's last page.")));
    for (const base::RulingChoice &c : choices) {
        QString item = esc(c.text);
        if (c.isDefault)
            item += QStringLiteral(" <i>(%1)</i>").arg(esc(tr("the default")));
        if (inGame && c.id == chosen)
            item = QStringLiteral("<b>✓ %1</b> — %2").arg(item, esc(tr("this game plays it")));
        else if (inGame)
            item += QStringLiteral(" — <a href=\"%1:%2\">%3</a>")
                        .arg(kRulingScheme, c.id, esc(tr("play this in this game")));
        html += QStringLiteral("<li>%1</li>").arg(item);
    }
    return html + QStringLiteral("</ul>");
}

void RulesBrowser::chooseRuling(const QString &choice)
{
    if (m_game)
        m_game->chooseRuling(currentRule(), choice);
    showDetails();
}

void RulesBrowser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hk::gui
