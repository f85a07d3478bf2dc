#include "wizard/supply_page.h"
#include "rules/rule_ids.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "io/json_reader.h"
#include "model/workshops.h"
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

namespace {

QLabel *artLabel(const QString &id, int size, const QString &toolTip = {})
{
    auto *label = new QLabel;
    label->setPixmap(Art::instance().icon(id).pixmap(size, size));
    label->setToolTip(toolTip);
    label->setAlignment(Qt::AlignCenter);
    return label;
}

} // namespace

SupplyPage::SupplyPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QString::fromLatin1(rule::SetWorkshops), QString::fromLatin1(rule::SetPedTrack)},
                parent)
{
    setTitle(tr("Supply and pedestal track"));
    setSubTitle(tr("The workshop tiles of the supply, the pedestal score tokens as they lie on the pedestal "
                   "track, the coronation tokens and the face-up spells."));
    auto *layout = new QHBoxLayout(this);

    auto *workshops = new QGroupBox(tr("Workshop supply (SET-WORKSHOPS)"));
    auto *wGrid = new QGridLayout(workshops);
    wGrid->setVerticalSpacing(4);
    for (int k = 0; k < kWorkshopKinds; ++k) {
        const auto kind = static_cast<WorkshopKind>(k);
        auto *label = new QLabel(workshopName(kind));
        label->setToolTip(workshopEffectText(kind));
        auto *effect = new QLabel(workshopEffectText(kind));
        effect->setForegroundRole(QPalette::PlaceholderText);
        QFont small = effect->font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        effect->setFont(small);
        effect->setWordWrap(true);
        auto *spin = new QSpinBox;
        spin->setMaximumWidth(spin->fontMetrics().horizontalAdvance(QStringLiteral("88")) + 48);
        spin->setObjectName(QStringLiteral("workshop-") + workshopInfo(kind).id);
        spin->setAccessibleName(workshopName(kind));
        spin->setToolTip(workshopEffectText(kind));
        label->setBuddy(spin);
        m_workshops[k] = spin;
        wGrid->addWidget(label, k, 0);
        wGrid->addWidget(spin, k, 1);
        wGrid->addWidget(effect, k, 2);
        connect(spin, &QSpinBox::valueChanged, this, [this, kind](int n) {
            if (!m_refreshing)
                m_draft->setWorkshopCount(kind, n);
        });
    }
    m_workshopTotal = new QLabel;
    m_workshopTotal->setWordWrap(true);
    wGrid->addWidget(m_workshopTotal, kWorkshopKinds, 0, 1, 3);
    m_random = new QPushButton(tr("&Random tiles"));
    m_random->setObjectName(QStringLiteral("randomWorkshops"));
    m_random->setAutoDefault(false);
    m_random->setToolTip(tr("Draw the tiles of the supply at random from the box"));
    wGrid->addWidget(m_random, kWorkshopKinds + 1, 0, 1, 3, Qt::AlignLeft);
    wGrid->setRowStretch(kWorkshopKinds + 2, 1);
    wGrid->setColumnStretch(2, 1);
    layout->addWidget(workshops, 1);
    connect(m_random, &QPushButton::clicked, this, [this] {
        std::vector<int> box; // one entry per tile in the box
        for (int k = 0; k < kWorkshopKinds; ++k)
            for (int i = 0; i < m_draft->workshopsInBox(static_cast<WorkshopKind>(k)); ++i)
                box.push_back(k);
        std::array<int, kWorkshopKinds> supply{};
        for (int n = 0; n < 2 * m_draft->playerCount() + 1 && !box.empty(); ++n) {
            const int pick = int(QRandomGenerator::global()->bounded(int(box.size())));
            ++supply[box[pick]];
            box.erase(box.begin() + pick);
        }
        m_draft->setWorkshopSupply(supply);
    });

    auto *right = new QVBoxLayout;
    auto *track = new QGroupBox(tr("Pedestal track (SET-PEDTRACK)"));
    auto *trackLayout = new QVBoxLayout(track);
    auto *trackNote = new QLabel(tr("The number on each pedestal score token, layer by layer: type one digit "
                                    "per token, the cursor moves on by itself."));
    trackNote->setWordWrap(true);
    trackLayout->addWidget(trackNote);
    auto *tGrid = new QGridLayout;
    tGrid->setVerticalSpacing(3);
    trackLayout->addLayout(tGrid);
    for (int c = 0; c < 3; ++c)
        tGrid->addWidget(artLabel(Art::statueId(kStatueClans[c]), 24, capitalized(clanName(kStatueClans[c]))),
                         1, c + 2);
    for (int layer = 1; layer <= 5; ++layer) {
        tGrid->addWidget(artLabel(Art::layerId(layer), 22), layer + 1, 0);
        tGrid->addWidget(new QLabel(tr("Layer %1").arg(layer)), layer + 1, 1);
        for (int c = 0; c < 3; ++c) {
            auto *edit = new QLineEdit;
            edit->setObjectName(QStringLiteral("track-%1-%2").arg(argText(layer), argText(c)));
            edit->setAccessibleName(
                tr("Pedestal score token, layer %1, %2").arg(argText(layer), clanName(kStatueClans[c])));
            edit->setValidator(new QIntValidator(1, 9, edit));
            edit->setMaxLength(1);
            edit->setAlignment(Qt::AlignCenter);
            edit->setFixedWidth(edit->fontMetrics().horizontalAdvance(QStringLiteral("88")) + 24);
            m_track[layer - 1][c] = edit;
            tGrid->addWidget(edit, layer + 1, c + 2);
            connect(edit, &QLineEdit::textEdited, this, [this, layer, c](const QString &text) {
                m_draft->setTrackValue(layer, c, text.toInt());
                if (text.isEmpty())
                    return;
                const int next = (layer - 1) * 3 + c + 1; // on to the next token
                if (next < 15)
                    m_track[next / 3][next % 3]->setFocus(Qt::TabFocusReason);
                else
                    m_spells[0]->setFocus(Qt::TabFocusReason);
            });
        }
    }
    tGrid->setColumnStretch(5, 1);
    right->addWidget(track);

    auto *crowns = new QGroupBox(tr("Coronation tokens (SET-CROWNS)"));
    auto *cLayout = new QHBoxLayout(crowns);
    m_crown5 = artLabel(QStringLiteral("coronation-5"), 32);
    cLayout->addWidget(m_crown5);
    cLayout->addWidget(artLabel(QStringLiteral("coronation-3"), 32));
    m_crowns = new QLabel;
    m_crowns->setWordWrap(true);
    cLayout->addWidget(m_crowns, 1);
    right->addWidget(crowns);

    auto *spells = new QGroupBox(tr("Face-up spells (optional)"));
    auto *sLayout = new QVBoxLayout(spells);
    for (int i = 0; i < 3; ++i) {
        m_spells[i] = new QLineEdit;
        m_spells[i]->setMaxLength(kMaxNameLength); // what a game file holds (io/json_reader.h)
        m_spells[i]->setObjectName(QStringLiteral("spell%1").arg(i));
        m_spells[i]->setPlaceholderText(tr("Spell %1").arg(i + 1));
        m_spells[i]->setAccessibleName(tr("Face-up spell %1").arg(i + 1));
        sLayout->addWidget(m_spells[i]);
        connect(m_spells[i], &QLineEdit::textEdited, this,
                [this, i](const QString &text) { m_draft->setSpell(i, text); });
    }
    right->addWidget(spells);
    right->addWidget(makeProblemsLabel());
    right->addStretch();
    layout->addLayout(right, 1);
    connect(m_draft, &NewGameDraft::changed, this, &SupplyPage::refresh);
}

void SupplyPage::initializePage()
{
    refresh();
    refreshProblems();
    m_workshops[0]->setFocus();
}

void SupplyPage::refresh()
{
    m_refreshing = true;
    const int n = m_draft->playerCount();
    int total = 0;
    for (int k = 0; k < kWorkshopKinds; ++k) {
        m_workshops[k]->setRange(0, m_draft->workshopsInBox(static_cast<WorkshopKind>(k)));
        m_workshops[k]->setValue(m_draft->workshopSupply()[k]);
        total += m_draft->workshopSupply()[k];
    }
    m_workshopTotal->setText(tr("%1 tiles of the %2 that %3 players need (2 × players + 1).")
                                 .arg(argText(total), argText(2 * n + 1), argText(n)));
    for (int layer = 1; layer <= 5; ++layer)
        for (int c = 0; c < 3; ++c) {
            const int v = m_draft->trackValue(layer, c);
            const QString text = v > 0 ? QString::number(v) : QString();
            if (m_track[layer - 1][c]->text() != text)
                m_track[layer - 1][c]->setText(text);
        }
    m_crown5->setVisible(n != 2); // SET-CROWNS: 2 players use only the 3
    m_crowns->setText(n == 2
                          ? tr("With 2 players only the 3 token is used: the first player to complete "
                               "their moot takes it and triggers the end (END-CROWN).")
                          : tr("The 5 token on top of the 3: the first player to complete their moot takes "
                               "the 5, the second the 3, which triggers the end (END-CROWN)."));
    for (int i = 0; i < 3; ++i)
        if (m_spells[i]->text() != m_draft->spell(i))
            m_spells[i]->setText(m_draft->spell(i));
    m_refreshing = false;
}

// --- MarketPage
// -----------------------------------------------------------------------------------------------

} // namespace hk::gui
