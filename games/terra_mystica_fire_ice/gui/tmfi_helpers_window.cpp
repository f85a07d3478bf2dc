// TmfiHelpersWindow is longer than 600 lines on purpose: Fire & Ice's four table helpers (the auction, turn
// order, faction picks, spade costs) share one window, its verdict line and its retranslation; each helper's
// build and show functions are together below, and every verdict comes from the game's core.

#include "tmfi_helpers_window.h"

#include "catalog/rule_id.h"

#include "i18n/arg_text.h"
#include "i18n/list_text.h"
#include "rules_browser.h"
#include "tmfi_factions.h"
#include "tmfi_rules.h"
#include "wheel_guard.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hk::gui {

namespace {

using tmfi::FactionPick;
using tmfi::Terrain;

QPointer<TmfiHelpersWindow> &theWindow()
{
    static QPointer<TmfiHelpersWindow> window;
    return window;
}

// "Plains": a terrain's name as a list entry (the rules' sentences keep it in lower case).
QString terrainText(Terrain terrain)
{
    QString name = tmfi::terrainName(terrain).text();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

// The rule IDs of the module in `text` as links to the rules browser (the text escaped first).
QString linkRules(const QString &text)
{
    QString html = text.toHtmlEscaped();
    for (const QString &id : tmfi::tmfiRules()->idsIn(text))
        html.replace(id, QStringLiteral("<a href=\"rule:%1\">%1</a>").arg(id));
    return html;
}

QStringList splitNames(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[,，、;；]"));
    QStringList names;
    for (const QString &part : text.split(separators))
        if (!part.trimmed().isEmpty())
            names << part.trimmed();
    return names;
}

// A table of answers; column `stretch` takes the width left.
QTableWidget *table(const QString &name, int columns, int stretch, QWidget *parent)
{
    auto *t = new QTableWidget(0, columns, parent);
    t->setObjectName(name);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setSectionResizeMode(stretch, QHeaderView::Stretch);
    return t;
}

void setCell(QTableWidget *t, int row, int column, const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setToolTip(text);
    t->setItem(row, column, item);
}

template <typename T> T *named(T *widget, const QString &name)
{
    widget->setObjectName(name);
    return widget;
}

} // namespace

TmfiHelpersWindow::TmfiHelpersWindow(QWidget *parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("tmfiHelpers"));
    // The rules browser shows this game's rules from here (it holds no document that would say so).
    setProperty(RulesBrowser::kGameProperty, QString::fromLatin1(tmfi::kGameId));
    WheelGuard::install(); // the wheel never changes a value the user is not editing

    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_playersLabel = new QLabel(this);
    m_players = named(new QLineEdit(this), QStringLiteral("players"));
    m_playersLabel->setBuddy(m_players);
    m_playersHint = new QLabel(this);
    m_playersHint->setWordWrap(true);
    top->addWidget(m_playersLabel);
    top->addWidget(m_players, 2);
    top->addWidget(m_playersHint, 3);
    layout->addLayout(top);

    m_tabs = named(new QTabWidget(this), QStringLiteral("helperTabs"));
    m_tabs->addTab(buildAuction(), QString());
    m_tabs->addTab(buildTurnOrder(), QString());
    m_tabs->addTab(buildPicks(), QString());
    m_tabs->addTab(buildCosts(), QString());
    layout->addWidget(m_tabs, 1);

    connect(m_players, &QLineEdit::textChanged, this, [this] {
        resetAuction();
        if (m_passed.isEmpty()) // the first round's order is the seating until a pass says otherwise
            m_order->setText(players().join(QStringLiteral(", ")));
        showPicks();
    });

    // The keys of every window of the application: F1 the rules, Esc and Ctrl+W close, Ctrl+Q quits; Ctrl+1…4
    // go to a helper.
    const auto key = [this](const QList<QKeySequence> &keys, auto slot) {
        auto *a = new QAction(this);
        a->setShortcuts(keys);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
    };
    key({QKeySequence::HelpContents}, [this] { RulesBrowser::showRule(currentRule(), this); });
    key({QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)}, &QWidget::close);
    key({QKeySequence(Qt::CTRL | Qt::Key_Q)}, [] { QApplication::closeAllWindows(); });
    for (int i = 0; i < m_tabs->count(); ++i)
        key({QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i))}, [this, i] { showHelper(Helper(i)); });

    retranslate();
    resetAuction();
    const QSize available = screen() ? screen()->availableGeometry().size() : QSize(1280, 720);
    resize(QSize(1180, 680).boundedTo(available));
}

TmfiHelpersWindow *TmfiHelpersWindow::showFrom(QWidget *from)
{
    QPointer<TmfiHelpersWindow> &window = theWindow();
    if (!window) {
        window = new TmfiHelpersWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        if (from && from->window())
            window->move(from->window()->geometry().topLeft() + QPoint(40, 40));
    }
    window->show();
    window->raise();
    window->activateWindow();
    return window;
}

TmfiHelpersWindow *TmfiHelpersWindow::current()
{
    return theWindow();
}

void TmfiHelpersWindow::showHelper(Helper helper)
{
    m_tabs->setCurrentIndex(int(helper));
    if (QWidget *first = m_tabs->currentWidget()->nextInFocusChain())
        first->setFocus(Qt::TabFocusReason);
}

QStringList TmfiHelpersWindow::players() const
{
    return splitNames(m_players->text());
}

QStringList TmfiHelpersWindow::auctioned() const
{
    QStringList ids;
    for (int i = 0; i < m_auctioned->count(); ++i)
        if (m_auctioned->item(i)->checkState() == Qt::Checked)
            ids << m_auctioned->item(i)->data(Qt::UserRole).toString();
    return ids;
}

QStringList TmfiHelpersWindow::roundOrder() const
{
    return splitNames(m_order->text());
}

// ---- Verdicts

QString TmfiHelpersWindow::verdictHtml(const base::Verdict &verdict, const QString &allowed) const
{
    if (verdict.allowed())
        return allowed.isEmpty()
                   ? QString()
                   : QStringLiteral("<span style=\"color:#1b7a2e\">%1</span>").arg(linkRules(allowed));
    QStringList lines;
    for (const QString &line : base::verdictLines(verdict, *tmfi::tmfiRules()))
        lines << linkRules(line);
    return QStringLiteral("<b style=\"color:#b01c1c\">%1</b> %2")
        .arg(tr("Refused:").toHtmlEscaped(), lines.join(QStringLiteral("<br>")));
}

void TmfiHelpersWindow::setVerdict(QLabel *label, const base::Verdict &verdict, const QString &allowed)
{
    label->setText(verdictHtml(verdict, allowed));
    label->setProperty("refused", !verdict.allowed());
    label->setProperty("rules", verdict.ruleIds());
}

QLabel *TmfiHelpersWindow::verdictLabel(const QString &name, QWidget *parent)
{
    auto *label = named(new QLabel(parent), name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    label->setFrameShape(QFrame::StyledPanel);
    label->setMargin(6);
    label->setMinimumHeight(fontMetrics().height() * 3);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    connect(label, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QLatin1String("rule:")))
            RulesBrowser::showRule(link.mid(5), this);
    });
    return label;
}

QString TmfiHelpersWindow::currentRule() const
{
    const auto first = [](const QLabel *label, const char *fallback) {
        const QStringList rules = label->property("rules").toStringList();
        return rules.isEmpty() ? base::ruleId(fallback) : rules.first();
    };
    switch (Helper(m_tabs->currentIndex())) {
    case Auction:
        return first(m_auctionVerdict, tmfi::rule::Auction);
    case TurnOrder:
        return first(m_orderVerdict, tmfi::rule::TurnOrder);
    case Picks:
        return first(m_pickVerdict, tmfi::rule::Factions);
    case SpadeCosts:
        return first(m_costResult, tmfi::rule::Cycle);
    }
    return {};
}

// ---- The auction (TMFI-015)

QWidget *TmfiHelpersWindow::buildAuction()
{
    auto *page = new QWidget(this);
    auto *layout = new QHBoxLayout(page);
    m_auctionedBox = new QGroupBox(page);
    auto *left = new QVBoxLayout(m_auctionedBox);
    m_auctioned = named(new QListWidget(m_auctionedBox), QStringLiteral("auctionFactions"));
    for (const tmfi::Faction &f : tmfi::allFactions()) {
        auto *item = new QListWidgetItem(m_auctioned);
        item->setData(Qt::UserRole, QString::fromLatin1(f.id));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    left->addWidget(m_auctioned);
    layout->addWidget(m_auctionedBox, 1);

    m_biddingBox = new QGroupBox(page);
    auto *right = new QVBoxLayout(m_biddingBox);
    m_roundLabel = named(new QLabel(m_biddingBox), QStringLiteral("auctionRound"));
    m_roundLabel->setWordWrap(true);
    right->addWidget(m_roundLabel);
    auto *form = new QGridLayout;
    m_factionLabel = new QLabel(m_biddingBox);
    m_auctionFaction = named(new QComboBox(m_biddingBox), QStringLiteral("auctionFaction"));
    m_factionLabel->setBuddy(m_auctionFaction);
    m_bidLabel = new QLabel(m_biddingBox);
    // Wider than the rules allow: a bid over 40 is the rule's to refuse, not the field's.
    m_bid = named(new QSpinBox(m_biddingBox), QStringLiteral("bid"));
    m_bid->setRange(0, 99);
    m_bidLabel->setBuddy(m_bid);
    m_bidButton = named(new QPushButton(m_biddingBox), QStringLiteral("placeBid"));
    m_passBidButton = named(new QPushButton(m_biddingBox), QStringLiteral("passBid"));
    form->addWidget(m_factionLabel, 0, 0);
    form->addWidget(m_auctionFaction, 0, 1, 1, 4);
    form->addWidget(m_bidLabel, 1, 0);
    form->addWidget(m_bid, 1, 1);
    form->addWidget(m_bidButton, 1, 2);
    form->addWidget(m_passBidButton, 1, 3);
    form->setColumnStretch(4, 1); // the bid as wide as a bid
    right->addLayout(form);
    m_auctionVerdict = verdictLabel(QStringLiteral("auctionVerdict"), m_biddingBox);
    right->addWidget(m_auctionVerdict);
    m_auctionTable = table(QStringLiteral("auctionTable"), 4, 1, m_biddingBox);
    right->addWidget(m_auctionTable, 1);
    m_nextOpener = verdictLabel(QStringLiteral("auctionNext"), m_biddingBox);
    right->addWidget(m_nextOpener);
    auto *bottom = new QHBoxLayout;
    m_auctionHint = new QLabel(m_biddingBox);
    m_auctionHint->setWordWrap(true);
    m_resetAuction = named(new QPushButton(m_biddingBox), QStringLiteral("resetAuction"));
    bottom->addWidget(m_auctionHint, 1);
    bottom->addWidget(m_resetAuction);
    right->addLayout(bottom);
    layout->addWidget(m_biddingBox, 3);

    connect(m_auctioned, &QListWidget::itemChanged, this, [this] {
        resetAuction();
        showPicks();
    });
    connect(m_bidButton, &QPushButton::clicked, this, &TmfiHelpersWindow::bid);
    connect(m_passBidButton, &QPushButton::clicked, this, &TmfiHelpersWindow::passBid);
    connect(m_resetAuction, &QPushButton::clicked, this, &TmfiHelpersWindow::resetAuction);
    connect(m_bid, &QSpinBox::editingFinished, this, [this] {
        if (m_bid->hasFocus()) // Enter in the field places the bid
            bid();
    });
    return page;
}

TmfiHelpersWindow::~TmfiHelpersWindow()
{
    // QWidget's destructor, after this one, takes the focus from the bid field and changes the list as it
    // clears it: their signals must not reach this window then (the sanitizers' build caught the bid field's
    // editingFinished calling into the destroyed window).
    disconnect(m_bid, nullptr, this, nullptr);
    disconnect(m_auctioned, nullptr, this, nullptr);
}

void TmfiHelpersWindow::resetAuction()
{
    const size_t seats = size_t(players().size());
    m_won.assign(seats, std::nullopt);
    m_passedBid.assign(seats, false);
    m_opener = m_bidder = 0;
    m_highest.reset();
    m_highestSeat = -1;
    m_lastBid = {};
    m_auctionOver = false;
    m_nextOpener->clear();
    m_nextOpener->setProperty("rules", QStringList());
    showAuction();
}

int TmfiHelpersWindow::nextActiveSeat(int after) const
{
    const int seats = int(m_won.size());
    for (int k = 1; k <= seats; ++k) {
        const int seat = (after + k) % seats;
        if (!m_won[size_t(seat)] && !m_passedBid[size_t(seat)])
            return seat;
    }
    return -1;
}

void TmfiHelpersWindow::bid()
{
    if (m_auctionOver || m_won.empty() || m_auctionFaction->currentIndex() < 0)
        return;
    m_lastBid = tmfi::checkBid(m_bid->value(), m_highest);
    if (m_lastBid.allowed()) {
        m_highest = m_bid->value();
        m_highestSeat = m_bidder;
        const int next = nextActiveSeat(m_bidder);
        if (next < 0 || next == m_bidder) {
            award(); // no one left to outbid
            return;
        }
        m_bidder = next;
        m_bid->setValue(std::min(*m_highest + 1, m_bid->maximum()));
    }
    showAuction();
}

void TmfiHelpersWindow::passBid()
{
    if (m_auctionOver || !m_highest)
        return; // the opening bidder bids (0 at least) before anyone passes
    m_passedBid[size_t(m_bidder)] = true;
    m_lastBid = {};
    const int next = nextActiveSeat(m_bidder);
    if (next < 0 || next == m_highestSeat) {
        award();
        return;
    }
    m_bidder = next;
    showAuction();
}

void TmfiHelpersWindow::award()
{
    const QString faction = m_auctionFaction->currentData().toString();
    const int bid = *m_highest;
    const int winner = m_highestSeat;
    m_won[size_t(winner)] = Won{faction, bid};
    std::vector<bool> hasFaction;
    for (const auto &w : m_won)
        hasFaction.push_back(w.has_value());
    const std::optional<int> next = tmfi::nextOpeningBidder(winner, hasFaction);
    const QStringList names = players();
    const QString won = tr("%1 won the %2 with a bid of %3: they start on %4 VP (TMFI-015).")
                            .arg(names.value(winner), tmfi::factionName(faction), argText(bid),
                                 argText(tmfi::auctionStartVp(bid)));
    const QString then = next ? tr("The next round opens with %1, the first player to the winner's left "
                                   "without a faction.")
                                    .arg(names.value(*next))
                              : tr("Every player has a faction: the auction is over.");
    m_nextOpener->setText(QStringLiteral("%1<br>%2").arg(linkRules(won), then.toHtmlEscaped()));
    m_nextOpener->setProperty("rules", QStringList{base::ruleId(tmfi::rule::Auction)});
    m_auctionOver = !next;
    if (next)
        m_opener = m_bidder = *next;
    m_passedBid.assign(m_won.size(), false);
    m_highest.reset();
    m_highestSeat = -1;
    m_lastBid = {};
    m_bid->setValue(0);
    showAuction();
}

void TmfiHelpersWindow::showAuction()
{
    const QStringList names = players();
    const QStringList ids = auctioned();
    // The factions still for sale: those auctioned that nobody has won.
    {
        const QSignalBlocker quiet(m_auctionFaction);
        const QString was = m_auctionFaction->currentData().toString();
        m_auctionFaction->clear();
        for (const QString &id : ids) {
            const bool sold = std::any_of(m_won.begin(), m_won.end(),
                                          [&](const std::optional<Won> &w) { return w && w->faction == id; });
            if (!sold)
                m_auctionFaction->addItem(tmfi::factionName(id), id);
        }
        m_auctionFaction->setCurrentIndex(std::max(0, m_auctionFaction->findData(was)));
    }
    const bool ready = names.size() >= 2 && !m_won.empty() && m_auctionFaction->count() > 0 && !m_auctionOver;
    m_auctionFaction->setEnabled(ready && !m_highest); // the faction of a round is fixed by its first bid
    m_bid->setEnabled(ready);
    m_bidButton->setEnabled(ready);
    m_passBidButton->setEnabled(ready && m_highest.has_value());

    int round = 1;
    for (const auto &w : m_won)
        round += w ? 1 : 0;
    if (names.size() < 2)
        m_roundLabel->setText(tr("Enter the players above, in seating order."));
    else if (m_auctionOver)
        m_roundLabel->setText(tr("The auction is over."));
    else if (ids.isEmpty())
        m_roundLabel->setText(tr("Tick the factions auctioned, one per player."));
    else if (!m_highest)
        m_roundLabel->setText(
            tr("Round %1: %2 opens the bidding (0 to 40).").arg(argText(round), names.value(m_bidder)));
    else
        m_roundLabel->setText(tr("Round %1: %2 bids %3 for the %4; %5 to bid or pass.")
                                  .arg(argText(round), names.value(m_highestSeat), argText(*m_highest),
                                       m_auctionFaction->currentText(), names.value(m_bidder)));
    m_bidLabel->setText(names.isEmpty() || m_auctionOver ? tr("&Bid:")
                                                         : tr("&Bid of %1:").arg(names.value(m_bidder)));
    setVerdict(
        m_auctionVerdict, m_lastBid,
        m_highest
            ? tr("Highest bid: %1 by %2 (TMFI-015).").arg(argText(*m_highest), names.value(m_highestSeat))
            : QString());

    m_auctionTable->setRowCount(int(names.size()));
    for (int seat = 0; seat < names.size(); ++seat) {
        const std::optional<Won> &w = size_t(seat) < m_won.size() ? m_won[size_t(seat)] : std::nullopt;
        setCell(m_auctionTable, seat, 0, names[seat]);
        setCell(m_auctionTable, seat, 1, w ? tmfi::factionName(w->faction) : QString());
        setCell(m_auctionTable, seat, 2, w ? argText(w->bid) : QString());
        setCell(m_auctionTable, seat, 3, w ? argText(tmfi::auctionStartVp(w->bid)) : QString());
    }
}

// ---- The turn order (TMFI-025)

QWidget *TmfiHelpersWindow::buildTurnOrder()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    auto *form = new QGridLayout;
    m_orderLabel = new QLabel(page);
    m_order = named(new QLineEdit(page), QStringLiteral("roundOrder"));
    m_orderLabel->setBuddy(m_order);
    m_passerLabel = new QLabel(page);
    m_passer = named(new QComboBox(page), QStringLiteral("passer"));
    m_passer->setEditable(true); // a name typed that is not in the round is the rule's to refuse
    m_passer->setInsertPolicy(QComboBox::NoInsert);
    m_passerLabel->setBuddy(m_passer);
    m_passButton = named(new QPushButton(page), QStringLiteral("passButton"));
    m_undoPassButton = named(new QPushButton(page), QStringLiteral("undoPass"));
    form->addWidget(m_orderLabel, 0, 0);
    form->addWidget(m_order, 0, 1, 1, 3);
    form->addWidget(m_passerLabel, 1, 0);
    form->addWidget(m_passer, 1, 1);
    form->addWidget(m_passButton, 1, 2);
    form->addWidget(m_undoPassButton, 1, 3);
    form->setColumnStretch(1, 1);
    layout->addLayout(form);
    m_passedLabel = new QLabel(page);
    m_passedList = named(new QLabel(page), QStringLiteral("passedList"));
    m_passedList->setWordWrap(true);
    auto *passed = new QHBoxLayout;
    passed->addWidget(m_passedLabel);
    passed->addWidget(m_passedList, 1);
    layout->addLayout(passed);
    m_orderVerdict = verdictLabel(QStringLiteral("orderVerdict"), page);
    layout->addWidget(m_orderVerdict);
    m_nextLabel = new QLabel(page);
    layout->addWidget(m_nextLabel);
    m_nextOrder = named(new QListWidget(page), QStringLiteral("nextOrder"));
    m_nextLabel->setBuddy(m_nextOrder);
    layout->addWidget(m_nextOrder, 1);
    m_nextRoundButton = named(new QPushButton(page), QStringLiteral("nextRound"));
    auto *bottom = new QHBoxLayout;
    bottom->addStretch();
    bottom->addWidget(m_nextRoundButton);
    layout->addLayout(bottom);

    connect(m_order, &QLineEdit::textChanged, this, [this] {
        m_lastPass = {};
        showTurnOrder();
    });
    connect(m_passButton, &QPushButton::clicked, this, &TmfiHelpersWindow::pass);
    connect(m_passer->lineEdit(), &QLineEdit::returnPressed, this, &TmfiHelpersWindow::pass);
    connect(m_undoPassButton, &QPushButton::clicked, this, &TmfiHelpersWindow::undoPass);
    connect(m_nextRoundButton, &QPushButton::clicked, this, &TmfiHelpersWindow::nextRound);
    return page;
}

void TmfiHelpersWindow::pass()
{
    const QString name = m_passer->currentText().trimmed();
    if (name.isEmpty())
        return;
    QStringList tried = m_passed;
    tried << name;
    m_lastPass = tmfi::nextRoundOrder(roundOrder(), tried).verdict;
    if (m_lastPass.allowed())
        m_passed = tried;
    showTurnOrder();
}

void TmfiHelpersWindow::undoPass()
{
    if (!m_passed.isEmpty())
        m_passed.removeLast();
    m_lastPass = {};
    showTurnOrder();
}

void TmfiHelpersWindow::nextRound()
{
    const QStringList next = tmfi::nextRoundOrder(roundOrder(), m_passed).next;
    m_passed.clear();
    m_order->setText(next.join(QStringLiteral(", "))); // clears the last refusal too
}

void TmfiHelpersWindow::showTurnOrder()
{
    const QStringList order = roundOrder();
    {
        const QSignalBlocker quiet(m_passer);
        m_passer->clear();
        m_passer->addItems(order);
        // The first of the round who has not passed yet: where the next pass most likely comes from.
        int first = 0;
        while (first < order.size() && m_passed.contains(order[first]))
            ++first;
        m_passer->setCurrentIndex(first < order.size() ? first : -1);
    }
    m_passedList->setText(m_passed.isEmpty() ? tr("nobody yet") : m_passed.join(QStringLiteral(" → ")));
    const tmfi::TurnOrder next = tmfi::nextRoundOrder(order, m_passed);
    // The last pass refused, else what the passes kept say (a round edited since may refuse one).
    setVerdict(m_orderVerdict, m_lastPass.allowed() ? next.verdict : m_lastPass,
               m_passed.isEmpty() ? QString()
                                  : tr("%n player(s) passed; the next round follows the order of passing "
                                       "(TMFI-025).",
                                       "", int(m_passed.size())));
    m_nextOrder->clear();
    for (qsizetype i = 0; i < next.next.size(); ++i)
        m_nextOrder->addItem(tr("%1. %2").arg(argText(int(i + 1)), next.next[i]));
    m_undoPassButton->setEnabled(!m_passed.isEmpty());
    m_nextRoundButton->setEnabled(!order.isEmpty());
}

// ---- Factions and terrains (TM-FACTIONS, TM-COLOURS, TMFI-016…019, TMFI-024)

QWidget *TmfiHelpersWindow::buildPicks()
{
    auto *page = new QWidget(this);
    auto *layout = new QHBoxLayout(page);
    auto *left = new QVBoxLayout;
    m_afterAuction = named(new QCheckBox(page), QStringLiteral("picksAfterAuction"));
    left->addWidget(m_afterAuction);
    auto *form = new QGridLayout;
    m_pickPlayerLabel = new QLabel(page);
    m_pickPlayer = named(new QLineEdit(page), QStringLiteral("pickPlayer"));
    m_pickPlayerLabel->setBuddy(m_pickPlayer);
    m_pickFactionLabel = new QLabel(page);
    m_pickFaction = named(new QComboBox(page), QStringLiteral("pickFaction"));
    for (const tmfi::Faction &f : tmfi::allFactions())
        m_pickFaction->addItem(QString(), QString::fromLatin1(f.id));
    m_pickFactionLabel->setBuddy(m_pickFaction);
    m_pickTerrainLabel = new QLabel(page);
    m_pickTerrain = named(new QComboBox(page), QStringLiteral("pickTerrain"));
    m_pickTerrain->addItem(QString(), -1);
    for (Terrain t : tmfi::allTerrains())
        m_pickTerrain->addItem(QString(), int(t));
    m_pickTerrainLabel->setBuddy(m_pickTerrain);
    m_addPick = named(new QPushButton(page), QStringLiteral("addPick"));
    m_removePick = named(new QPushButton(page), QStringLiteral("removePick"));
    form->addWidget(m_pickPlayerLabel, 0, 0);
    form->addWidget(m_pickPlayer, 0, 1);
    form->addWidget(m_pickFactionLabel, 1, 0);
    form->addWidget(m_pickFaction, 1, 1);
    form->addWidget(m_pickTerrainLabel, 2, 0);
    form->addWidget(m_pickTerrain, 2, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_addPick);
    buttons->addWidget(m_removePick);
    buttons->addStretch();
    form->addLayout(buttons, 3, 1);
    form->setColumnStretch(1, 1);
    left->addLayout(form);
    m_pickVerdict = verdictLabel(QStringLiteral("pickVerdict"), page);
    left->addWidget(m_pickVerdict);
    m_picksTable = table(QStringLiteral("picksTable"), 4, 2, page);
    left->addWidget(m_picksTable, 1);
    m_priests = verdictLabel(QStringLiteral("riverwalkerPriests"), page);
    left->addWidget(m_priests);
    layout->addLayout(left, 3);

    auto *right = new QVBoxLayout;
    m_freeFactionsLabel = new QLabel(page);
    m_freeFactionsLabel->setWordWrap(true);
    m_freeFactions = named(new QListWidget(page), QStringLiteral("availableFactions"));
    m_freeFactionsLabel->setBuddy(m_freeFactions);
    m_freeTerrainsLabel = new QLabel(page);
    m_freeTerrainsLabel->setWordWrap(true);
    m_freeTerrains = named(new QListWidget(page), QStringLiteral("availableTerrains"));
    m_freeTerrainsLabel->setBuddy(m_freeTerrains);
    right->addWidget(m_freeFactionsLabel);
    right->addWidget(m_freeFactions, 3);
    right->addWidget(m_freeTerrainsLabel);
    right->addWidget(m_freeTerrains, 2);
    layout->addLayout(right, 2);

    connect(m_afterAuction, &QCheckBox::toggled, this, &TmfiHelpersWindow::showPicks);
    connect(m_pickFaction, &QComboBox::currentIndexChanged, this, &TmfiHelpersWindow::showPicks);
    connect(m_pickTerrain, &QComboBox::currentIndexChanged, this, &TmfiHelpersWindow::showPicks);
    connect(m_pickPlayer, &QLineEdit::textChanged, this, &TmfiHelpersWindow::showPicks);
    connect(m_addPick, &QPushButton::clicked, this, &TmfiHelpersWindow::addPick);
    connect(m_removePick, &QPushButton::clicked, this, &TmfiHelpersWindow::removePick);
    // A free faction or terrain taken from the lists (Enter or a double click).
    connect(m_freeFactions, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        m_pickFaction->setCurrentIndex(m_pickFaction->findData(item->data(Qt::UserRole)));
        m_pickTerrain->setFocus(Qt::OtherFocusReason);
    });
    connect(m_freeTerrains, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        m_pickTerrain->setCurrentIndex(m_pickTerrain->findData(item->data(Qt::UserRole)));
        m_addPick->setFocus(Qt::OtherFocusReason);
    });
    return page;
}

FactionPick TmfiHelpersWindow::candidatePick() const
{
    FactionPick pick{m_pickFaction->currentData().toString()};
    const tmfi::Faction *f = tmfi::findFaction(pick.faction);
    const int terrain = m_pickTerrain->currentData().toInt();
    if (f && f->kind != tmfi::FactionKind::Base && terrain >= 0)
        pick.terrain = Terrain(terrain);
    pick.player = m_pickPlayer->text().trimmed();
    if (pick.player.isEmpty())
        pick.player = players().value(int(m_picks.size()));
    return pick;
}

void TmfiHelpersWindow::addPick()
{
    std::vector<FactionPick> more = m_picks;
    more.push_back(candidatePick());
    if (!tmfi::checkPicks(more, m_afterAuction->isChecked() ? auctioned() : QStringList()).allowed()) {
        showPicks(); // the refusal stays shown
        return;
    }
    m_picks = std::move(more);
    m_pickPlayer->clear();
    m_pickTerrain->setCurrentIndex(0);
    showPicks();
}

void TmfiHelpersWindow::removePick()
{
    if (!m_picks.empty())
        m_picks.pop_back();
    showPicks();
}

void TmfiHelpersWindow::showPicks()
{
    const QStringList auction = m_afterAuction->isChecked() ? auctioned() : QStringList();
    const FactionPick candidate = candidatePick();
    const tmfi::Faction *faction = tmfi::findFaction(candidate.faction);
    m_pickTerrain->setEnabled(faction && faction->kind != tmfi::FactionKind::Base);
    m_pickPlayer->setPlaceholderText(
        players().value(int(m_picks.size()), tr("pick %1").arg(argText(int(m_picks.size()) + 1))));

    std::vector<FactionPick> more = m_picks;
    more.push_back(candidate);
    const QString what = candidate.terrain ? tr("%1 on %2")
                                                 .arg(tmfi::factionName(candidate.faction),
                                                      tmfi::terrainName(*candidate.terrain).text())
                                           : tmfi::factionName(candidate.faction);
    setVerdict(m_pickVerdict, tmfi::checkPicks(more, auction), tr("%1 may be chosen.").arg(what));

    m_picksTable->setRowCount(int(m_picks.size()));
    for (size_t i = 0; i < m_picks.size(); ++i) {
        const FactionPick &p = m_picks[i];
        setCell(m_picksTable, int(i), 0, argText(int(i + 1)));
        setCell(m_picksTable, int(i), 1, p.player);
        setCell(m_picksTable, int(i), 2, tmfi::factionName(p.faction));
        setCell(m_picksTable, int(i), 3, p.terrain ? terrainText(*p.terrain) : QString());
    }
    m_removePick->setEnabled(!m_picks.empty());

    m_freeFactions->clear();
    for (const QString &id : tmfi::availableFactions(m_picks, auction)) {
        auto *item = new QListWidgetItem(tmfi::factionName(id), m_freeFactions);
        item->setData(Qt::UserRole, id);
    }
    m_freeTerrains->clear();
    for (Terrain t : tmfi::availableTerrains(m_picks, candidate.faction, auction)) {
        auto *item = new QListWidgetItem(terrainText(t), m_freeTerrains);
        item->setData(Qt::UserRole, int(t));
    }
    m_freeTerrainsLabel->setText(tr("Terrains the %1 may take:").arg(tmfi::factionName(candidate.faction)));

    // The Riverwalkers' priests at setup, for the Riverwalkers chosen or being chosen with a terrain.
    std::optional<Terrain> riverwalkers;
    for (const FactionPick &p : more)
        if (p.faction == QLatin1String("riverwalkers") && p.terrain)
            riverwalkers = p.terrain;
    if (riverwalkers) {
        QStringList names;
        for (Terrain t : tmfi::riverwalkerPriestTerrains(*riverwalkers))
            names << tmfi::terrainName(t).text();
        m_priests->setText(linkRules(tr("The Riverwalkers start on %1: a priest on each of %2 (TMFI-019).")
                                         .arg(tmfi::terrainName(*riverwalkers).text(), listText(names))));
    } else {
        m_priests->setText(
            tr("The Riverwalkers' priests are shown once they choose their start terrain.").toHtmlEscaped());
    }
}

// ---- Spade costs (TM-CYCLE, TMFI-020…022)

QWidget *TmfiHelpersWindow::buildCosts()
{
    auto *page = new QWidget(this);
    auto *layout = new QHBoxLayout(page);
    auto *left = new QVBoxLayout;
    auto *form = new QFormLayout;
    m_costFactionLabel = new QLabel(page);
    m_costFaction = named(new QComboBox(page), QStringLiteral("costFaction"));
    for (const tmfi::Faction &f : tmfi::allFactions())
        m_costFaction->addItem(QString(), QString::fromLatin1(f.id));
    m_costFactionLabel->setBuddy(m_costFaction);
    m_costTerrainLabel = new QLabel(page);
    m_costTerrain = named(new QComboBox(page), QStringLiteral("costFactionTerrain"));
    m_costTerrain->addItem(QString(), -1);
    for (Terrain t : tmfi::allTerrains())
        m_costTerrain->addItem(QString(), int(t));
    m_costTerrainLabel->setBuddy(m_costTerrain);
    m_costFromLabel = new QLabel(page);
    m_costFrom = named(new QComboBox(page), QStringLiteral("costFrom"));
    for (Terrain t : tmfi::allTerrains())
        m_costFrom->addItem(QString(), int(t));
    m_costFromLabel->setBuddy(m_costFrom);
    m_othersHome = named(new QCheckBox(page), QStringLiteral("othersHome"));
    form->addRow(m_costFactionLabel, m_costFaction);
    form->addRow(m_costTerrainLabel, m_costTerrain);
    form->addRow(m_costFromLabel, m_costFrom);
    form->addRow(QString(), m_othersHome);
    left->addLayout(form);
    m_costResult = verdictLabel(QStringLiteral("costResult"), page);
    left->addWidget(m_costResult);
    left->addStretch();
    layout->addLayout(left, 1);
    m_costTable = table(QStringLiteral("costTable"), 3, 1, page);
    layout->addWidget(m_costTable, 1);

    for (QComboBox *box : {m_costFaction, m_costTerrain, m_costFrom})
        connect(box, &QComboBox::currentIndexChanged, this, &TmfiHelpersWindow::showCosts);
    // A row's rule opens with Enter or a double click.
    connect(m_costTable, &QTableWidget::itemActivated, this, [this](QTableWidgetItem *item) {
        if (const QTableWidgetItem *rule = m_costTable->item(item->row(), 2); rule && !rule->text().isEmpty())
            RulesBrowser::showRule(rule->text(), this);
    });
    connect(m_othersHome, &QCheckBox::toggled, this, &TmfiHelpersWindow::showCosts);
    return page;
}

namespace {

QString costText(const tmfi::TransformCost &cost)
{
    switch (cost.unit) {
    case tmfi::CostUnit::Spades:
        return TmfiHelpersWindow::tr("%n spade(s)", "", cost.amount);
    case tmfi::CostUnit::PowerTokens:
        return TmfiHelpersWindow::tr("%n power token(s) removed", "", cost.amount);
    case tmfi::CostUnit::CultSteps:
        return TmfiHelpersWindow::tr("%n space(s) down a cult track", "", cost.amount);
    case tmfi::CostUnit::Impossible:
        break;
    }
    return TmfiHelpersWindow::tr("not possible");
}

} // namespace

void TmfiHelpersWindow::showCosts()
{
    FactionPick pick{m_costFaction->currentData().toString()};
    const tmfi::Faction *faction = tmfi::findFaction(pick.faction);
    m_costTerrain->setEnabled(faction && faction->kind != tmfi::FactionKind::Base);
    if (faction && faction->kind != tmfi::FactionKind::Base && m_costTerrain->currentData().toInt() >= 0)
        pick.terrain = Terrain(m_costTerrain->currentData().toInt());
    const Terrain from = Terrain(m_costFrom->currentData().toInt());
    const bool othersHome = m_othersHome->isChecked();

    const tmfi::TransformCost cost = tmfi::transformCost(pick, from, othersHome);
    const QString answer = tr("%1 from %2: %3 (%4)")
                               .arg(tmfi::factionName(pick.faction), tmfi::terrainName(from).text(),
                                    costText(cost), cost.ruleId);
    m_costResult->setText(QStringLiteral("<b>%1</b>").arg(linkRules(answer)));
    m_costResult->setProperty("rules", cost.ruleId.isEmpty() ? QStringList() : QStringList{cost.ruleId});
    m_costResult->setProperty("cost", cost.amount);

    const auto &terrains = tmfi::allTerrains();
    m_costTable->setRowCount(int(terrains.size()));
    for (size_t i = 0; i < terrains.size(); ++i) {
        const tmfi::TransformCost c = tmfi::transformCost(pick, terrains[i], othersHome);
        setCell(m_costTable, int(i), 0, terrainText(terrains[i]));
        setCell(m_costTable, int(i), 1, costText(c));
        setCell(m_costTable, int(i), 2, c.ruleId);
    }
}

// ---- Language

void TmfiHelpersWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TmfiHelpersWindow::retranslate()
{
    setWindowTitle(tr("Fire & Ice table helpers — Hallkeeper"));
    m_playersLabel->setText(tr("&Players:"));
    m_players->setPlaceholderText(tr("Names in seating order, separated by commas"));
    m_playersHint->setText(tr("F1 opens the rule of the helper shown; Ctrl+1 to Ctrl+4 switch helpers."));
    m_tabs->setTabText(Auction, tr("Faction auction"));
    m_tabs->setTabText(TurnOrder, tr("Turn order"));
    m_tabs->setTabText(Picks, tr("Factions and terrains"));
    m_tabs->setTabText(SpadeCosts, tr("Spade costs"));

    m_auctionedBox->setTitle(tr("Factions auctioned"));
    for (int i = 0; i < m_auctioned->count(); ++i)
        m_auctioned->item(i)->setText(tmfi::factionName(m_auctioned->item(i)->data(Qt::UserRole).toString()));
    m_biddingBox->setTitle(tr("Bids, in turn (TMFI-015)"));
    m_factionLabel->setText(tr("&Faction:"));
    m_bidButton->setText(tr("Place the bi&d"));
    m_passBidButton->setText(tr("P&ass"));
    m_resetAuction->setText(tr("&New auction"));
    m_auctionHint->setText(tr("A player who passes is out of this round; the last bidder left wins the "
                              "faction."));
    m_auctionTable->setHorizontalHeaderLabels(
        {tr("Player"), tr("Faction won"), tr("Bid"), tr("Start VP (40 − bid)")});

    m_orderLabel->setText(tr("This &round's order:"));
    m_order->setPlaceholderText(tr("Names or factions, separated by commas"));
    m_passerLabel->setText(tr("&Who passes:"));
    m_passButton->setText(tr("Record the pa&ss"));
    m_undoPassButton->setText(tr("&Undo the last pass"));
    m_passedLabel->setText(tr("Passed, in order:"));
    m_nextLabel->setText(tr("Next round's &order (TMFI-025):"));
    m_nextRoundButton->setText(tr("Start the ne&xt round"));

    m_afterAuction->setText(
        tr("After a faction auction: only its factions, not their home terrains (TMFI-024)"));
    m_pickPlayerLabel->setText(tr("P&layer:"));
    m_pickFactionLabel->setText(tr("&Faction:"));
    m_pickTerrainLabel->setText(tr("&Terrain it chooses:"));
    m_pickTerrain->setItemText(0, tr("(not chosen yet)"));
    m_addPick->setText(tr("&Add the pick"));
    m_removePick->setText(tr("&Remove the last pick"));
    m_picksTable->setHorizontalHeaderLabels({tr("#"), tr("Player"), tr("Faction"), tr("Terrain")});
    m_freeFactionsLabel->setText(tr("Factions still a&vailable:"));

    m_costFactionLabel->setText(tr("&Faction:"));
    m_costTerrainLabel->setText(tr("Its &chosen terrain:"));
    m_costTerrain->setItemText(0, tr("(not chosen yet)"));
    m_costFromLabel->setText(tr("&Transform from:"));
    m_othersHome->setText(tr("Another player's &home terrain"));
    m_costTable->setHorizontalHeaderLabels({tr("From"), tr("Cost"), tr("Rule")});

    for (QComboBox *box : {m_pickFaction, m_costFaction}) {
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, tmfi::factionName(box->itemData(i).toString()));
    }
    for (QComboBox *box : {m_pickTerrain, m_costTerrain, m_costFrom})
        for (int i = 0; i < box->count(); ++i)
            if (box->itemData(i).toInt() >= 0)
                box->setItemText(i, terrainText(Terrain(box->itemData(i).toInt())));
    showAuction();
    showTurnOrder();
    showPicks();
    showCosts();
}

} // namespace hk::gui
