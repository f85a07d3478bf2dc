// The later pages of the new-game wizard: workshop supply and pedestal track, clan market, moots, summary.

#include "art.h"
#include "model/workshops.h"
#include "wizard/new_game_draft.h"
#include "wizard/new_game_pages.h"
#include "wizard/new_game_widgets.h"
#include "cards/troll_card_editor.h"

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

QString capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QLabel *artLabel(const QString &id, int size, const QString &toolTip = {})
{
    auto *label = new QLabel;
    label->setPixmap(Art::instance().icon(id).pixmap(size, size));
    label->setToolTip(toolTip);
    label->setAlignment(Qt::AlignCenter);
    return label;
}

// Scrolls a page's content when the window is small.
QScrollArea *scrolling(QWidget *content)
{
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // the focus goes to the fields; Tab scrolls them into view
    scroll->setWidget(content);
    return scroll;
}

} // namespace

// --- SupplyPage
// -----------------------------------------------------------------------------------------------

SupplyPage::SupplyPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QStringLiteral("SET-WORKSHOPS"), QStringLiteral("SET-PEDTRACK")}, parent)
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
            edit->setObjectName(QStringLiteral("track-%1-%2").arg(layer).arg(c));
            edit->setAccessibleName(
                tr("Pedestal score token, layer %1, %2").arg(layer).arg(clanName(kStatueClans[c])));
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
    m_workshopTotal->setText(
        tr("%1 tiles of the %2 that %3 players need (2 × players + 1).").arg(total).arg(2 * n + 1).arg(n));
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

MarketPage::MarketPage(NewGameDraft *draft, QWidget *parent)
    : SetupPage(draft, {QStringLiteral("SET-MARKET")}, parent)
{
    setTitle(tr("Clan market"));
    setSubTitle(
        tr("The clan trolls face up: 5 of level 1, 4 of level 2 each with a pedestal drawn from the bag, "
           "3 of level 3 each with a pedestal reminder (SET-MARKET). Left to right as on the table."));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 4, 0);
    const QString titles[3] = {tr("Level 1"), tr("Level 2, each with a pedestal"),
                               tr("Level 3, each with a pedestal reminder")};
    for (int level = 1; level <= 3; ++level) {
        auto *box = new QGroupBox(titles[level - 1]);
        auto *grid = new QGridLayout(box);
        grid->setVerticalSpacing(3);
        for (int i = 0; i < NewGameDraft::kMarketRowSizes[level - 1]; ++i) {
            auto *editor = new TrollCardEditor;
            editor->setObjectName(QStringLiteral("market-%1-%2").arg(level).arg(i));
            editor->setAllowedLevels({level});
            editor->setStartRowVisible(false);
            m_cards[level - 1].push_back(editor);
            grid->addWidget(new QLabel(QString::number(i + 1)), i, 0);
            grid->addWidget(editor, i, 1);
            connect(editor, &TrollCardEditor::changed, this, [this, level, i, editor] {
                if (!m_refreshing)
                    m_draft->setMarketCard(level, i, editor->card());
            });
            if (level == 2) {
                auto *pedestal = new QComboBox;
                pedestal->setObjectName(QStringLiteral("pedestal%1").arg(i));
                pedestal->setPlaceholderText(tr("Pedestal"));
                pedestal->setAccessibleName(tr("Pedestal on level 2 troll %1").arg(i + 1));
                pedestal->setToolTip(tr("The pedestal drawn from the bag onto this troll (SET-MARKET)"));
                for (Clan c : kStatueClans)
                    pedestal->addItem(Art::instance().icon(Art::clanId(c)),
                                      tr("%1 pedestal").arg(capitalized(clanName(c))), static_cast<int>(c));
                m_pedestals[i] = pedestal;
                grid->addWidget(pedestal, i, 2);
                connect(pedestal, &QComboBox::currentIndexChanged, this, [this, i, pedestal](int index) {
                    if (!m_refreshing)
                        m_draft->setMarketPedestal(
                            i, index < 0 ? std::nullopt
                                         : std::optional(static_cast<Clan>(pedestal->currentData().toInt())));
                });
            }
        }
        grid->setColumnStretch(1, 1);
        layout->addWidget(box);
    }
    layout->addWidget(makeProblemsLabel());
    layout->addStretch();
    outer->addWidget(scrolling(content), 1);
    // Shown on top, but after the cards in the tab order: the page starts in the first card.
    m_practice = new PracticeCardsBar(draft);
    outer->insertWidget(0, m_practice);
    connect(m_draft, &NewGameDraft::changed, this, &MarketPage::refresh);
    connect(m_draft, &NewGameDraft::catalogChanged, this, &MarketPage::refreshLibrary);
    refreshLibrary();
}

void MarketPage::refreshLibrary()
{
    // Each editor lists the cards of its own level (SET-MARKET).
    const std::vector<TrollCard> none;
    const auto catalog = m_draft->catalog();
    for (const auto &row : m_cards)
        for (TrollCardEditor *editor : row)
            editor->setLibrary(catalog ? catalog->trolls : none);
}

TrollCardEditor *MarketPage::cardEditor(int level, int index) const
{
    return m_cards[level - 1][index];
}

QPushButton *MarketPage::practiceButton() const
{
    return m_practice->button();
}

void MarketPage::initializePage()
{
    refresh();
    refreshProblems();
    m_cards[0][0]->setFocus();
}

void MarketPage::refresh()
{
    m_refreshing = true;
    for (int level = 1; level <= 3; ++level)
        for (int i = 0; i < NewGameDraft::kMarketRowSizes[level - 1]; ++i) {
            const MarketCard &c = m_draft->marketCard(level, i);
            if (m_cards[level - 1][i]->card() != c.card)
                m_cards[level - 1][i]->setCard(c.card);
            if (level == 2)
                m_pedestals[i]->setCurrentIndex(
                    c.pedestal ? m_pedestals[i]->findData(static_cast<int>(*c.pedestal)) : -1);
        }
    m_refreshing = false;
}

// --- MootPage
// -------------------------------------------------------------------------------------------------

MootPage::MootPage(NewGameDraft *draft, int seat, QWidget *parent)
    : SetupPage(draft, {QStringLiteral("SET-MOOT")}, parent), m_seat(seat)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 4, 0);
    auto *draftBox = new QGroupBox(tr("Starting trolls"));
    auto *grid = new QGridLayout(draftBox);
    grid->setVerticalSpacing(3);
    for (int slot = 0; slot < NewGameDraft::kStartingSlots; ++slot) {
        auto *editor = new TrollCardEditor;
        editor->setObjectName(QStringLiteral("moot-%1-%2").arg(seat).arg(slot));
        editor->setAllowedLevels({0});
        editor->setStartRowVisible(true);
        m_cards[slot] = editor;
        m_slotLabels[slot] = new QLabel;
        grid->addWidget(m_slotLabels[slot], slot, 0);
        grid->addWidget(editor, slot, 1);
        connect(editor, &TrollCardEditor::changed, this, [this, slot, editor] {
            if (!m_refreshing)
                m_draft->setStartingTroll(m_seat, slot, editor->card());
        });
    }
    grid->setColumnStretch(1, 1);
    layout->addWidget(draftBox);

    auto *bonusBox = new QGroupBox(tr("Starting storage (SET-MOOT, SET-SEATBONUS)"));
    auto *bonusLayout = new QVBoxLayout(bonusBox);
    m_bonus = new QLabel;
    m_bonus->setObjectName(QStringLiteral("seatBonus"));
    m_bonus->setWordWrap(true);
    bonusLayout->addWidget(m_bonus);
    m_starting = new ResourceCountsView;
    m_starting->setObjectName(QStringLiteral("startingStorage"));
    bonusLayout->addWidget(m_starting);
    layout->addWidget(bonusBox);
    layout->addWidget(makeProblemsLabel());
    layout->addStretch();
    outer->addWidget(scrolling(content), 1);
    m_practice = new PracticeCardsBar(draft);
    outer->insertWidget(0, m_practice);
    connect(m_draft, &NewGameDraft::changed, this, &MootPage::refresh);
    connect(m_draft, &NewGameDraft::catalogChanged, this, &MootPage::refreshLibrary);
    refreshLibrary();
}

void MootPage::refreshLibrary()
{
    refresh(); // the subtitle says whether cards are picked
    // The starting trolls of the library (SET-MOOT); the editors list only level 0.
    const std::vector<TrollCard> none;
    const auto catalog = m_draft->catalog();
    for (TrollCardEditor *editor : m_cards)
        editor->setLibrary(catalog ? catalog->trolls : none);
}

QPushButton *MootPage::practiceButton() const
{
    return m_practice->button();
}

void MootPage::initializePage()
{
    refresh();
    refreshProblems();
    m_cards[0]->setFocus();
}

void MootPage::refresh()
{
    if (m_seat >= m_draft->playerCount())
        return;
    m_refreshing = true;
    const QString name = m_draft->displayName(m_seat);
    setTitle(tr("Troll moot of %1 (seat %2)").arg(name).arg(m_seat + 1));
    const auto catalog = m_draft->catalog();
    const bool library = catalog && std::any_of(catalog->trolls.begin(), catalog->trolls.end(),
                                                [](const TrollCard &t) { return t.level == 0; });
    setSubTitle(library
                    ? tr("Draw 2 starting trolls, place 1 and keep 1; draw 1, place 1 of the 2; … until 4 "
                         "are placed in the bottom row, 1 is in hand and 1 in the deck (SET-MOOT). Pick "
                         "each card from the library by its id, or type its icons and start row.")
                    : tr("Draw 2 starting trolls, place 1 and keep 1; draw 1, place 1 of the 2; … until 4 "
                         "are placed in the bottom row, 1 is in hand and 1 in the deck (SET-MOOT). Type "
                         "each card's icons and start row."));
    // SET-SEATBONUS: seats 2-3 also take the hand card's start row, seats 4-5 the deck card's too.
    const bool teams = m_draft->teams();
    const bool handPays = !teams && m_seat >= 1;
    const bool deckPays = !teams && m_seat >= 3;
    const QString bottom[4] = {tr("Bottom row, 1 (left)"), tr("Bottom row, 2"), tr("Bottom row, 3"),
                               tr("Bottom row, 4 (right)")};
    for (int slot = 0; slot < 4; ++slot)
        m_slotLabels[slot]->setText(bottom[slot]);
    m_slotLabels[NewGameDraft::kHandSlot]->setText(handPays ? tr("In hand (seat bonus)") : tr("In hand"));
    m_slotLabels[NewGameDraft::kDeckSlot]->setText(deckPays ? tr("In the deck (seat bonus)")
                                                            : tr("In the deck"));
    for (int slot = 0; slot < NewGameDraft::kStartingSlots; ++slot) {
        const TrollCard &t = m_draft->startingTroll(m_seat, slot);
        if (m_cards[slot]->card() != t)
            m_cards[slot]->setCard(t);
    }
    QString bonus;
    if (teams)
        bonus = tr("Team game: no seat bonus; the start rows of the 4 placed trolls go to the team storage "
                   "(TEAM-STORAGE).");
    else if (m_seat == 0)
        bonus = tr("Seat 1, the start player: the start rows of the 4 placed trolls, nothing extra.");
    else if (m_seat <= 2)
        bonus = tr("Seat %1: the start rows of the 4 placed trolls and, as seat bonus, of the troll in hand.")
                    .arg(m_seat + 1);
    else
        bonus = tr("Seat %1: the start rows of the 4 placed trolls and, as seat bonus, of the trolls in hand "
                   "and in the deck.")
                    .arg(m_seat + 1);
    m_bonus->setText(bonus);
    m_starting->setCounts(startingResources(m_draft->setup(), m_seat));
    m_refreshing = false;
}

// --- SummaryPage
// ----------------------------------------------------------------------------------------------

SummaryPage::SummaryPage(NewGameDraft *draft, QWidget *parent) : SetupPage(draft, {}, parent)
{
    setTitle(tr("Summary"));
    setSubTitle(
        tr("The whole setup, checked against the setup rules (RULES.md §3). Finish starts the game."));
    auto *layout = new QVBoxLayout(this);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("summaryProblems"));
    m_list->setWordWrap(true);
    m_list->setAccessibleName(tr("Problems of the setup"));
    layout->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    m_goTo = new QPushButton(tr("&Go to the page"));
    m_goTo->setObjectName(QStringLiteral("goToPage"));
    m_goTo->setAutoDefault(false);
    buttons->addWidget(m_goTo);
    buttons->addStretch();
    layout->addLayout(buttons);
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
        m_list->addItem(item);
    }
    // Not rules, but almost certainly a card not entered yet: said, never blocking.
    const auto warn = [&](const QString &text, int page) {
        auto *item = new QListWidgetItem(style()->standardIcon(QStyle::SP_MessageBoxWarning), text);
        item->setData(Qt::UserRole, page);
        m_list->addItem(item);
    };
    int blankMarket = 0;
    for (const auto &row : setup.market)
        for (const MarketCard &c : row)
            blankMarket += c.card.icons.empty() ? 1 : 0;
    if (blankMarket > 0)
        warn(tr("%1 trolls of the clan market have no icons yet").arg(blankMarket), kMarketPage);
    for (int p = 0; p < setup.playerCount(); ++p) {
        int blank = 0;
        for (int slot = 0; slot < NewGameDraft::kStartingSlots; ++slot)
            blank += m_draft->startingTroll(p, slot).icons.empty() ? 1 : 0;
        if (blank > 0)
            warn(tr("%1 starting trolls of %2 have no icons yet").arg(blank).arg(setup.players[p].name),
                 kMootPage + p);
    }
    m_list->setVisible(m_list->count() > 0);
    m_goTo->setVisible(m_list->count() > 0);
    m_goTo->setEnabled(m_list->currentRow() >= 0);
    if (verdict.ok())
        m_status->setText(
            QStringLiteral("<span style=\"color:#1e8449\"><b>%1</b></span>")
                .arg(tr("The setup follows every setup rule: Finish starts the game.").toHtmlEscaped()));
    else
        m_status->setText(QStringLiteral("<span style=\"color:#b3261e\"><b>%1</b></span>")
                              .arg(tr("Problems to fix before the game can start: %1. Select one and go to "
                                      "its page (Enter).")
                                       .arg(verdict.violations.size())
                                       .toHtmlEscaped()));
    m_overview->setHtml(overviewHtml(setup));
}

QString SummaryPage::overviewHtml(const GameSetup &setup) const
{
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    const auto resources = [&](const ResourceCounts &counts) {
        QStringList parts;
        for (Resource r : kAllResources)
            if (at(counts, r) > 0)
                parts << QStringLiteral("<img src=\"art:%1\" width=\"16\" height=\"16\"> %2")
                             .arg(Art::resourceId(r))
                             .arg(at(counts, r));
        return parts.isEmpty() ? esc(tr("nothing")) : parts.join(QStringLiteral("&nbsp;&nbsp;"));
    };
    QString html;
    if (setup.board)
        html += QStringLiteral("<p><b>%1</b> %2 (%3)</p>")
                    .arg(esc(tr("Board:")), esc(setup.board->name), esc(boardSideName(setup.board->side)));
    if (setup.catalog)
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(esc(tr("Components:")),
                         esc(setup.catalog->trolls.empty() ? setup.catalog->name
                                                           : tr("%1, with %2 troll cards in the library")
                                                                 .arg(setup.catalog->name)
                                                                 .arg(setup.catalog->trolls.size())));
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
                .arg(p + 1)
                .arg(ps.colour, name, esc(squareText(ps.gate)), resources(startingResources(setup, p)));
    }
    html += QStringLiteral("</table>");
    int perClan[4] = {};
    for (const StatueOnBoard &s : setup.statues)
        ++perClan[static_cast<int>(s.clan)];
    QStringList statues;
    for (Clan c : kStatueClans)
        statues << tr("%1 %2").arg(perClan[static_cast<int>(c)]).arg(clanName(c));
    html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Statues:")), esc(statues.join(tr(", "))));
    QStringList workshops;
    for (int k = 0; k < kWorkshopKinds; ++k)
        if (setup.workshopSupply[k] > 0)
            workshops
                << tr("%1 × %2").arg(setup.workshopSupply[k]).arg(workshopName(static_cast<WorkshopKind>(k)));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Workshop supply:")),
                     esc(workshops.isEmpty() ? tr("none") : workshops.join(tr(", "))));
    QStringList track;
    for (int layer = 0; layer < 5; ++layer)
        track << tr("layer %1: %2 / %3 / %4")
                     .arg(layer + 1)
                     .arg(setup.pedestalTrack[layer][0])
                     .arg(setup.pedestalTrack[layer][1])
                     .arg(setup.pedestalTrack[layer][2]);
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Pedestal track (Fire / Ice / Moon):")), esc(track.join(tr("; "))));
    QStringList pedestals;
    for (const MarketCard &c : setup.market[1])
        pedestals << (c.pedestal ? clanName(*c.pedestal) : tr("none"));
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Clan market:")), esc(tr("%1, %2 and %3 trolls; pedestals on level 2: %4")
                                                      .arg(setup.market[0].size())
                                                      .arg(setup.market[1].size())
                                                      .arg(setup.market[2].size())
                                                      .arg(pedestals.join(tr(", ")))));
    QStringList spells;
    for (const QString &s : setup.spells)
        if (!s.isEmpty())
            spells << s;
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(esc(tr("Spells:")), esc(spells.isEmpty() ? tr("not entered") : spells.join(tr(", "))));
    return html;
}

} // namespace hk::gui
