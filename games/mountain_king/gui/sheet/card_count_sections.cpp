// The card's sections of counts: leftover resources, clan trolls for the tie-break, and the total.

#include "card_sections.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "line_breaks.h"
#include "player_card.h"
#include "rules/rule_ids.h"
#include "scoring/score_report.h"
#include "sheet_document.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace hk::gui {

// ---- Leftover resources (SCORE-LEFTOVER), with the optimal trades

ResourcesSection::ResourcesSection(PlayerCard *card) : CardSection(card)
{
    addHeader(&m_title, &m_points);
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(2);
    grid->setVerticalSpacing(3);
    for (Resource r : kAllResources) {
        const int k = static_cast<int>(r);
        auto *icon = new QLabel;
        icon->setPixmap(Art::instance().icon(Art::resourceId(r)).pixmap(QSize(16, 16), devicePixelRatioF()));
        m_resources[k] = countSpin(sheet_limits::kMaxResourceCount);
        icon->setBuddy(m_resources[k]);
        connect(m_resources[k], &QSpinBox::valueChanged, this, [card, r, k](int value) {
            const QString who = card->name();
            card->editPlayer(
                [r, value](SheetPlayer &p) { at(p.resources, r) = value; },
                [who, r, value] {
                    return PlayerCard::tr("Set %1's %2 to %3").arg(who, resourceName(r), argText(value));
                },
                QStringLiteral("p%1.res%2").arg(argText(card->index()), argText(k)));
        });
        // Two a row: three would leave a field too narrow for 99999 (kept as typed) in five cards at 1280 px.
        const int row = k / 2;
        const int column = k % 2 * 2;
        grid->addWidget(icon, row, column);
        grid->addWidget(m_resources[k], row, column + 1);
    }
    sectionLayout()->addLayout(grid);
    m_trades = new QLabel;
    m_trades->setWordWrap(true);
    m_trades->setTextFormat(Qt::PlainText);
    QPalette muted = m_trades->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_trades->setPalette(muted);
    sectionLayout()->addWidget(m_trades);
}

void ResourcesSection::refresh(const ScoreSheet &, const SheetPlayer &p, const EntityScore *e)
{
    for (Resource r : kAllResources)
        setIfDifferent(m_resources[static_cast<int>(r)], at(p.resources, r));
    // Pooled in a team: the figures come from the entity's score.
    if (!e)
        return;
    m_points->setText(QString::number(e->leftovers));
    QStringList trades;
    for (const Trade &t : e->leftover.trades)
        trades << PlayerCard::tr("Trade %1").arg(tradeText(t));
    if (e->team != 0)
        trades.prepend(PlayerCard::tr("Pooled with the team:"));
    m_trades->setText(keepWordsTogether(trades.join(QLatin1Char('\n'))));
    m_trades->setVisible(!trades.isEmpty());
    m_points->setToolTip(explainCategory(*e, ScoreCategory::Leftovers));
}

void ResourcesSection::retranslate()
{
    m_title->setText(PlayerCard::tr("Leftover resources"));
    m_title->setToolTip(
        PlayerCard::tr("Everything in storage and on trolls; each set of three of a kind scores 1, "
                       "after the best 4:1 trades (%1)")
            .arg(QLatin1String(rule::ScoreLeftover)));
    for (Resource r : kAllResources) {
        m_resources[static_cast<int>(r)]->setToolTip(resourceName(r));
        m_resources[static_cast<int>(r)]->setAccessibleName(resourceName(r));
    }
}

QWidget *ResourcesSection::widgetFor(const ProblemLocation &where) const
{
    if (where.part != ProblemLocation::Part::Resources)
        return nullptr;
    return where.resource ? m_resources[static_cast<int>(*where.resource)] : nullptr;
}

QList<QWidget *> ResourcesSection::tabChain() const
{
    QList<QWidget *> chain;
    for (QSpinBox *spin : m_resources)
        chain << spin;
    return chain;
}

// ---- Clan trolls of the moot, for the tie-break (SCORE-TIE)

TrollsSection::TrollsSection(PlayerCard *card) : CardSection(card)
{
    addHeader(&m_title, &m_sum);
    // Each level's title over its count: three columns fit a narrow card in every language ("レベル1").
    auto *trolls = new QGridLayout;
    trolls->setHorizontalSpacing(8);
    trolls->setVerticalSpacing(1);
    for (int level = 1; level <= 3; ++level) {
        m_labels[level - 1] = new QLabel;
        m_trolls[level - 1] = countSpin(sheet_limits::kMaxClanTrolls);
        m_labels[level - 1]->setBuddy(m_trolls[level - 1]);
        connect(m_trolls[level - 1], &QSpinBox::valueChanged, this, [this, card] {
            std::vector<int> levels;
            for (int l = 1; l <= 3; ++l)
                levels.insert(levels.end(), m_trolls[l - 1]->value(), l);
            const QString who = card->name();
            card->editPlayer([&](SheetPlayer &p) { p.trollLevels = levels; },
                             [who] { return PlayerCard::tr("Set %1's troll levels").arg(who); },
                             QStringLiteral("p%1.trolls").arg(card->index()));
        });
        trolls->addWidget(m_labels[level - 1], 0, level - 1);
        trolls->addWidget(m_trolls[level - 1], 1, level - 1);
    }
    trolls->setColumnStretch(3, 1);
    sectionLayout()->addLayout(trolls);
}

void TrollsSection::refresh(const ScoreSheet &, const SheetPlayer &p, const EntityScore *)
{
    std::array<int, 3> perLevel{};
    for (int level : p.trollLevels)
        if (level >= 1 && level <= 3)
            ++perLevel[level - 1];
    int levelSum = 0;
    for (int l = 0; l < 3; ++l) {
        setIfDifferent(m_trolls[l], perLevel[l]);
        levelSum += perLevel[l] * (l + 1);
    }
    m_sum->setText(PlayerCard::tr("Σ %1").arg(levelSum));
}

void TrollsSection::retranslate()
{
    m_title->setText(PlayerCard::tr("Clan trolls (tie-break)"));
    m_title->setToolTip(
        PlayerCard::tr("How many clan trolls of each level the moot holds; on a tie the lower sum of "
                       "levels wins (%1)")
            .arg(QLatin1String(rule::ScoreTie)));
    for (int level = 1; level <= 3; ++level) {
        m_labels[level - 1]->setText(PlayerCard::tr("Lv %1").arg(level));
        m_trolls[level - 1]->setAccessibleName(PlayerCard::tr("Clan trolls of level %1").arg(level));
    }
}

// The box of the troll's level; for the list as a whole, the fullest box.
QWidget *TrollsSection::widgetFor(const ProblemLocation &where) const
{
    if (where.part != ProblemLocation::Part::TrollLevels)
        return nullptr;
    const auto &levels = card()->player().trollLevels;
    if (where.item >= 0 && where.item < int(levels.size()))
        return m_trolls[std::clamp(levels[where.item], 1, 3) - 1];
    return *std::max_element(m_trolls.begin(), m_trolls.end(),
                             [](const QSpinBox *a, const QSpinBox *b) { return a->value() < b->value(); });
}

QList<QWidget *> TrollsSection::tabChain() const
{
    return {m_trolls[0], m_trolls[1], m_trolls[2]};
}

// ---- The total

TotalSection::TotalSection(PlayerCard *card) : CardSection(card)
{
    auto *totalRow = new QHBoxLayout;
    m_title = new QLabel;
    m_total = new QLabel;
    QFont big = m_total->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_total->setFont(big);
    m_title->setFont(big);
    totalRow->addWidget(m_title);
    totalRow->addStretch();
    totalRow->addWidget(m_total);
    sectionLayout()->addLayout(totalRow);
}

void TotalSection::refresh(const ScoreSheet &, const SheetPlayer &, const EntityScore *e)
{
    if (!e)
        return;
    m_total->setText(QString::number(e->total));
    m_total->setToolTip(explainCategory(*e, ScoreCategory::Total));
    m_title->setText(e->team != 0 ? PlayerCard::tr("Team %1").arg(e->team) : PlayerCard::tr("Total"));
}

} // namespace hk::gui
