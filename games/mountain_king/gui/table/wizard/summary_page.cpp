#include "wizard/summary_page.h"
#include "rules/rule_ids.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "line_breaks.h"
#include "model/workshops.h"
#include "rule_link.h"
#include "rules/rule_catalog.h"
#include "wizard/new_game_draft.h"
#include "wizard/practice_cards_bar.h"
#include "wizard/resource_counts_view.h"

#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QWizard>

namespace hk::gui {

SummaryPage::SummaryPage(NewGameDraft *draft, QWidget *parent) : SetupPage(draft, {}, parent)
{
    setTitle(tr("Summary"));
    setSubTitle(tr("The whole setup, checked against the setup rules. Finish starts the game."));
    auto *layout = new QVBoxLayout(this);
    // The rules checked, each a link to the rules browser.
    m_rules = new QLabel(RuleLinks::linked(
        tr("Rules checked: %1")
            .arg(QStringList{QString::fromLatin1(rule::BrdSide), QString::fromLatin1(rule::SetGates),
                             QString::fromLatin1(rule::SetStatues), QString::fromLatin1(rule::SetWorkshops),
                             QString::fromLatin1(rule::SetMarket), QString::fromLatin1(rule::SetPedTrack),
                             QString::fromLatin1(rule::SetMoot), QString::fromLatin1(rule::MootChain),
                             QString::fromLatin1(rule::TeamSetup)}
                     .join(tr(", ")))
            .toHtmlEscaped()));
    m_rules->setObjectName(QStringLiteral("rulesChecked"));
    m_rules->setWordWrap(true);
    RuleLinks::follow(m_rules);
    layout->addWidget(m_rules);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    RuleLinks::follow(m_status);
    layout->addWidget(m_status);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("summaryProblems"));
    m_list->setWordWrap(true);
    m_list->setAccessibleName(tr("Problems of the setup"));
    RuleLinks::offerItemRules(m_list); // each problem's rule, from its context menu
    layout->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    m_goTo = new QPushButton(tr("&Go to the page"));
    m_goTo->setObjectName(QStringLiteral("goToPage"));
    m_goTo->setAutoDefault(false);
    buttons->addWidget(m_goTo);
    buttons->addStretch();
    layout->addLayout(buttons);
    // Table rulings: what the rulebook leaves open, chosen by the group and recorded with the game.
    auto *rulings = new QHBoxLayout;
    auto *splitLabel = new QLabel(tr("Table ruling, tiles split by a &great hall:"));
    m_splitTiles = new QComboBox;
    m_splitTiles->setObjectName(QStringLiteral("splitTiles"));
    m_splitTiles->addItem(tr("each part is a tunnel (default)"), int(SplitTiles::EachPart));
    m_splitTiles->addItem(tr("one statue per printed tile"), int(SplitTiles::WholeTile));
    m_splitTiles->setToolTip(ruleLine(*findRule(QString::fromLatin1(rule::ScoreOnePerTunnel))));
    splitLabel->setBuddy(m_splitTiles);
    rulings->addWidget(splitLabel);
    rulings->addWidget(m_splitTiles, 1);
    auto *why =
        new QLabel(RuleLinks::whyLink(QString::fromLatin1(rule::ScoreOnePerTunnel))); // the rule, in full
    RuleLinks::follow(why);
    rulings->addWidget(why);
    layout->addLayout(rulings);
    connect(m_splitTiles, &QComboBox::currentIndexChanged, this, [this] {
        TableRulings r = m_draft->rulings();
        r.splitTiles = static_cast<SplitTiles>(m_splitTiles->currentData().toInt());
        m_draft->setRulings(r);
    });
    m_overview = new QTextBrowser;
    m_overview->setObjectName(QStringLiteral("overview"));
    m_overview->setOpenLinks(false);
    layout->addWidget(m_overview, 3);

    const auto go = [this] {
        if (QListWidgetItem *item = m_list->currentItem())
            emit goToPage(item->data(Qt::UserRole).toInt());
    };
    connect(m_goTo, &QPushButton::clicked, this, go);
    connect(m_list, &QListWidget::itemDoubleClicked, this, go);
    m_list->installEventFilter(this); // Enter: see eventFilter()
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) { m_goTo->setEnabled(row >= 0); });
    connect(m_draft, &NewGameDraft::changed, this, [this] {
        if (isVisible())
            refresh();
        emit completeChanged();
    });
    // Images for the overview, by element id of the artwork.
    for (Resource r : kAllResources)
        m_overview->document()->addResource(
            QTextDocument::ImageResource, QUrl(QStringLiteral("art:") + Art::resourceId(r)),
            Art::instance().icon(Art::resourceId(r)).pixmap(16, 16).toImage());
}

bool SummaryPage::eventFilter(QObject *watched, QEvent *event)
{
    // Enter in the list goes to the selected problem's page while the setup is not valid; once it is, Enter
    // finishes, as everywhere else in the wizard (the list then holds only reminders).
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && !m_draft->verdict().ok()) {
            if (m_list->currentItem())
                m_goTo->click();
            return true;
        }
    }
    return SetupPage::eventFilter(watched, event);
}

void SummaryPage::initializePage()
{
    refresh();
    if (m_list->count() > 0) {
        m_list->setCurrentRow(0);
        m_list->setFocus();
    }
}

bool SummaryPage::isComplete() const
{
    return m_draft->verdict().ok();
}

void SummaryPage::refresh()
{
    const GameSetup setup = m_draft->setup();
    const Verdict verdict = validateSetup(setup);
    const QString pageTitle = tr("%1: %2");
    m_list->clear();
    for (const Violation &v : verdict.violations) {
        const int page = pageOfViolation(v, setup);
        const QString where = wizard() && wizard()->page(page) ? wizard()->page(page)->title() : QString();
        auto *item = new QListWidgetItem(style()->standardIcon(QStyle::SP_MessageBoxCritical),
                                         pageTitle.arg(where, describe(v)));
        item->setData(Qt::UserRole, page);
        if (const RuleInfo *rule = findRule(v.rule()))
            item->setToolTip(ruleLine(*rule));
        m_list->addItem(item);
    }
    m_list->setVisible(m_list->count() > 0);
    m_goTo->setVisible(m_list->count() > 0);
    m_goTo->setEnabled(m_list->currentRow() >= 0);
    if (verdict.ok()) {
        m_status->setText(
            QStringLiteral("<span style=\"color:#1e8449\"><b>%1</b></span>")
                .arg(tr("The setup follows every setup rule: Finish starts the game.").toHtmlEscaped()));
    } else {
        const int count = int(verdict.violations.size());
        m_status->setText(RuleLinks::linked(
            QStringLiteral("<span style=\"color:#b3261e\"><b>%1</b></span>")
                .arg(tr("%n problem(s) to fix before the game can start (%1). Select one and go to its page "
                        "(Enter).",
                        "", count)
                         .arg(verdict.ruleIds().join(tr(", ")))
                         .toHtmlEscaped())));
    }
    {
        const QSignalBlocker quiet(m_splitTiles);
        m_splitTiles->setCurrentIndex(m_splitTiles->findData(int(setup.rulings.splitTiles)));
    }
    setJoinedHtml(m_overview, overviewHtml(setup));
}

QString SummaryPage::overviewHtml(const GameSetup &setup) const
{
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    const auto resources = [&](const ResourceCounts &counts) {
        QStringList parts;
        for (Resource r : kAllResources)
            if (at(counts, r) > 0)
                parts << QStringLiteral("<img src=\"art:%1\" width=\"16\" height=\"16\"> %2")
                             .arg(argText(Art::resourceId(r)), argText(at(counts, r)));
        return parts.isEmpty() ? esc(tr("nothing")) : parts.join(QStringLiteral("&nbsp;&nbsp;"));
    };
    QString html;
    if (setup.board) // the side once, whether the board's name says it or not
        html +=
            QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Board:")), esc(setup.board->titleWithSide()));
    if (setup.catalog)
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(esc(tr("Components:")), esc(setup.catalog->trolls.empty()
                                                         ? setup.catalog->displayName()
                                                         : tr("%1, with %2 troll cards in the library")
                                                               .arg(setup.catalog->displayName(),
                                                                    argText(setup.catalog->trolls.size()))));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\"><tr><th align=\"left\">%1</th>"
                           "<th></th><th align=\"left\">%2</th><th align=\"left\">%3</th>"
                           "<th align=\"left\">%4</th></tr>")
                .arg(esc(tr("Seat")), esc(tr("Player")), esc(tr("Gate")),
                     esc(setup.teams ? tr("Into the team storage") : tr("Starting storage")));
    for (int p = 0; p < setup.playerCount(); ++p) {
        const PlayerSetup &ps = setup.players[p];
        QString name = esc(ps.name);
        if (setup.teams)
            name += QStringLiteral(" <i>(%1)</i>").arg(esc(tr("Team %1").arg(ps.team)));
        html +=
            QStringLiteral("<tr><td>%1</td><td bgcolor=\"%2\">&nbsp;&nbsp;&nbsp;</td><td>%3</td><td>%4</td>"
                           "<td>%5</td></tr>")
                .arg(argText(p + 1), argText(ps.colour), name, esc(squareText(ps.gate)),
                     argText(resources(startingResources(setup, p))));
    }
    html += QStringLiteral("</table>");
    int perClan[4] = {};
    for (const StatueOnBoard &s : setup.statues)
        ++perClan[static_cast<int>(s.clan)];
    QStringList statues;
    for (Clan c : kStatueClans)
        statues << tr("%1 %2").arg(argText(perClan[static_cast<int>(c)]), clanName(c));
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Statues:")), esc(statues.join(tr(", "))));
    QStringList workshops;
    for (int k = 0; k < kWorkshopKinds; ++k)
        if (setup.workshopSupply[k] > 0)
            workshops << tr("%1 × %2").arg(argText(setup.workshopSupply[k]),
                                           workshopName(static_cast<WorkshopKind>(k)));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Workshop supply:")),
                     esc(workshops.isEmpty() ? tr("none") : workshops.join(tr(", "))));
    QStringList track;
    for (int layer = 0; layer < 5; ++layer)
        track << tr("layer %1: %2 / %3 / %4")
                     .arg(argText(layer + 1), argText(setup.pedestalTrack[layer][0]),
                          argText(setup.pedestalTrack[layer][1]), argText(setup.pedestalTrack[layer][2]));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Pedestal track (Fire / Ice / Moon):")), esc(track.join(tr("; "))));
    QStringList pedestals;
    for (const MarketCard &c : setup.market[1])
        pedestals << (c.pedestal ? clanName(*c.pedestal) : tr("none"));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Clan market:")),
                     esc(tr("%1, %2 and %3 trolls; pedestals on level 2: %4")
                             .arg(argText(setup.market[0].size()), argText(setup.market[1].size()),
                                  argText(setup.market[2].size()), pedestals.join(tr(", ")))));
    QStringList spells;
    for (const QString &s : setup.spells)
        if (!s.isEmpty())
            spells << (setup.catalog ? setup.catalog->spellName(s) : s);
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Spells:")), esc(spells.isEmpty() ? tr("not entered") : spells.join(tr(", "))));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Table rulings:")), esc(rulingsText(setup.rulings).join(QLatin1Char(' '))));
    return html;
}

} // namespace hk::gui
