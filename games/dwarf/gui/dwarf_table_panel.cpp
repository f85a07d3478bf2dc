#include "dwarf_table_panel.h"

#include "dwarf_rules.h"
#include "dwarf_sheet.h"

#include "i18n/arg_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hk::gui {

DwarfTablePanel::DwarfTablePanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_setupBox = new QGroupBox(this);
    m_form = new QFormLayout(m_setupBox);
    m_opponent = new QComboBox(m_setupBox);
    m_opponent->setObjectName(QStringLiteral("opponent"));
    for (dwarf::Opponent o : dwarf::kOpponents)
        m_opponent->addItem(QString(), int(o));
    m_opponentLabel = new QLabel(m_setupBox);
    m_opponentLabel->setBuddy(m_opponent);
    m_form->addRow(m_opponentLabel, m_opponent);
    m_count = new QSpinBox(m_setupBox);
    m_count->setObjectName(QStringLiteral("playerCount"));
    m_count->setRange(2, dwarf::kMaxPlayers);
    m_count->setFocusPolicy(Qt::StrongFocus);
    m_twoCopies = new QCheckBox(m_setupBox);
    m_twoCopies->setObjectName(QStringLiteral("twoCopies"));
    auto *count = new QHBoxLayout;
    count->addWidget(m_count);
    count->addWidget(m_twoCopies, 1);
    m_countLabel = new QLabel(m_setupBox);
    m_countLabel->setBuddy(m_count);
    m_form->addRow(m_countLabel, count);
    auto *names = new QHBoxLayout;
    for (int p = 0; p < dwarf::kMaxPlayers; ++p) {
        auto *name = new QLineEdit(m_setupBox);
        name->setObjectName(QStringLiteral("name%1").arg(p));
        names->addWidget(name);
        m_names.push_back(name);
        connect(name, &QLineEdit::textEdited, this, [this, p](const QString &text) {
            editSetup(
                QStringLiteral("name%1").arg(p),
                tr("Rename %1 to %2")
                    .arg(p < int(m_state.players.size()) ? m_state.players[size_t(p)].name : QString(), text),
                [p, text](dwarf::TrackerSetup &s) {
                    if (p < s.players.size())
                        s.players[p] = text;
                });
        });
    }
    m_namesLabel = new QLabel(m_setupBox);
    m_form->addRow(m_namesLabel, names);
    m_start = new QComboBox(m_setupBox);
    m_start->setObjectName(QStringLiteral("startPlayer"));
    m_startLabel = new QLabel(m_setupBox);
    m_startLabel->setBuddy(m_start);
    m_form->addRow(m_startLabel, m_start);
    m_locked = new QLabel(m_setupBox);
    m_locked->setWordWrap(true);
    m_form->addRow(m_locked);
    layout->addWidget(m_setupBox);

    m_round = new QLabel(this);
    m_round->setObjectName(QStringLiteral("round"));
    QFont bold = m_round->font();
    bold.setBold(true);
    m_round->setFont(bold);
    m_round->setWordWrap(true);
    layout->addWidget(m_round);
    m_end = new QLabel(this);
    m_end->setObjectName(QStringLiteral("gameOver"));
    m_end->setWordWrap(true);
    m_end->setFont(bold);
    m_end->setStyleSheet(QStringLiteral("QLabel { background: #fbf0c8; color: #5a3a00; padding: 6px; }"));
    layout->addWidget(m_end);

    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("holdings"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnCount(7);
    layout->addWidget(m_table, 1);

    m_soloBox = new QGroupBox(this);
    auto *solo = new QVBoxLayout(m_soloBox);
    m_botMedalsLabel = new QLabel(m_soloBox);
    m_botMedals = new QProgressBar(m_soloBox);
    m_botMedals->setObjectName(QStringLiteral("botMedals"));
    m_botMedals->setRange(0, dwarf::kSoloWinningMedals);
    m_botMedals->setFormat(QStringLiteral("%v / %m"));
    m_specials = new QLabel(m_soloBox);
    m_specials->setObjectName(QStringLiteral("specialActions"));
    m_specials->setWordWrap(true);
    m_botMedalsLabel->setWordWrap(true);
    solo->addWidget(m_botMedalsLabel);
    solo->addWidget(m_botMedals);
    solo->addWidget(m_specials);
    layout->addWidget(m_soloBox);

    connect(m_opponent, &QComboBox::currentIndexChanged, this, [this] {
        const auto opponent = dwarf::Opponent(m_opponent->currentData().toInt());
        editSetup({}, tr("Play against %1").arg(dwarf::opponentName(opponent).text()),
                  [opponent](dwarf::TrackerSetup &s) { s = dwarf::defaultSetup(opponent); });
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this](int count) {
        editSetup(QStringLiteral("count"), tr("%n player(s)", nullptr, count),
                  [this, count](dwarf::TrackerSetup &s) {
                      while (s.players.size() < count)
                          s.players << tr("Player %1").arg(argText(s.players.size() + 1));
                      s.players = s.players.mid(0, count);
                      s.twoCopies = s.twoCopies || count > dwarf::kPlayersPerCopy;
                      s.startPlayer = std::min(s.startPlayer, count - 1);
                  });
    });
    connect(m_twoCopies, &QCheckBox::toggled, this, [this](bool on) {
        editSetup({}, on ? tr("Two copies combined") : tr("One copy"),
                  [on](dwarf::TrackerSetup &s) { s.twoCopies = on; });
    });
    connect(m_start, &QComboBox::currentIndexChanged, this, [this](int index) {
        editSetup({}, tr("%1 starts").arg(m_start->itemText(index)),
                  [index](dwarf::TrackerSetup &s) { s.startPlayer = index; });
    });
    retranslate();
}

void DwarfTablePanel::editSetup(const QString &mergeKey, const QString &what,
                                const std::function<void(dwarf::TrackerSetup &)> &change)
{
    if (m_showing)
        return;
    dwarf::TrackerSetup setup = m_state.setup;
    change(setup);
    if (!(setup == m_state.setup))
        emit setupEdited(setup, mergeKey, what);
}

void DwarfTablePanel::setState(const dwarf::TrackerState &state, bool setupLocked)
{
    m_showing = true;
    m_state = state;
    const bool solo = state.setup.opponent != dwarf::Opponent::None;
    m_opponent->setCurrentIndex(std::max(0, m_opponent->findData(int(state.setup.opponent))));
    m_count->setValue(int(state.setup.players.size()));
    m_twoCopies->setChecked(state.setup.twoCopies);
    // The names as shown (the bot's in the language of the moment, dwarf::shownBotName); a field being
    // typed in keeps its text.
    for (size_t p = 0; p < m_names.size(); ++p) {
        m_names[p]->setVisible(p < state.players.size());
        if (p < state.players.size() && !m_names[p]->hasFocus() &&
            m_names[p]->text() != state.players[p].name)
            m_names[p]->setText(state.players[p].name);
    }
    m_start->clear();
    for (const dwarf::TrackerPlayer &player : state.players)
        m_start->addItem(player.name);
    m_start->setCurrentIndex(solo ? 1 : state.setup.startPlayer);
    for (QWidget *w : std::initializer_list<QWidget *>{m_opponent, m_count, m_twoCopies, m_start})
        w->setEnabled(!setupLocked);
    m_count->setEnabled(!setupLocked && !solo);
    m_twoCopies->setEnabled(!setupLocked && !solo);
    m_start->setEnabled(!setupLocked && !solo);
    m_locked->setVisible(setupLocked);
    m_showing = false;
    showTable();
}

void DwarfTablePanel::showTable()
{
    const dwarf::TrackerState &state = m_state;
    m_round->setText(tr("Round %1 — start player: %2")
                         .arg(argText(state.round), state.players.empty()
                                                        ? QString()
                                                        : state.players[size_t(state.startPlayer)].name));
    if (state.end)
        m_end->setText(state.history.value(state.history.size() - 1));
    m_end->setVisible(state.end.has_value());
    m_table->setRowCount(int(state.players.size()));
    for (int r = 0; r < int(state.players.size()); ++r) {
        const dwarf::TrackerPlayer &p = state.players[size_t(r)];
        QString name = p.name;
        if (r == state.startPlayer)
            name = tr("%1 ★").arg(name);
        const QStringList cells{name,
                                argText(p.holdings.steel),
                                argText(p.holdings.gold),
                                argText(p.holdings.artifacts),
                                argText(p.holdings.medals),
                                argText(p.holdings.iron),
                                argText(p.workers)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setTextAlignment(c == 0 ? Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter)
                                          : Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
            m_table->setItem(r, c, item);
        }
        if (r == state.startPlayer)
            m_table->item(r, 0)->setToolTip(tr("The start player (DWARF-020)"));
    }
    const std::optional<int> bot = state.soloBot();
    m_soloBox->setVisible(bot.has_value());
    if (bot) {
        const dwarf::TrackerPlayer &b = state.players[size_t(*bot)];
        const bool gimli = dwarf::followsGimlisRules(state.setup.opponent);
        m_soloBox->setTitle(tr("Solo against %1 (DWARF-021)").arg(b.name));
        m_botMedals->setVisible(gimli);
        m_botMedals->setValue(std::min(b.holdings.medals, dwarf::kSoloWinningMedals));
        const int taken = state.players[0].specialActions;
        if (gimli) {
            m_botMedalsLabel->setText(
                tr("%1's medals: at 12 he wins at once (DWARF-015); your special actions give him 1, 2 and 3 "
                   "(DWARF-013).")
                    .arg(b.name));
            m_specials->setText(tr("Your special actions: %1 of 3 (DWARF-014); the next gives %2 %3.")
                                    .arg(argText(taken), b.name,
                                         taken < dwarf::kSoloSpecialActions
                                             ? dwarf::amountText(dwarf::Resource::Medals,
                                                                 dwarf::soloMedalsForSpecialAction(taken + 1))
                                             : tr("nothing: no more are allowed")));
        } else {
            m_botMedalsLabel->setText(tr("%1 plays first every round and never takes a special action; your "
                                         "special actions give him nothing.")
                                          .arg(b.name));
            m_specials->setText(tr("Your special actions: %1").arg(argText(taken)));
        }
    }
}

void DwarfTablePanel::retranslate()
{
    m_setupBox->setTitle(tr("The game"));
    m_opponentLabel->setText(tr("&Opponent:"));
    for (int i = 0; i < m_opponent->count(); ++i)
        m_opponent->setItemText(i,
                                dwarf::opponentName(dwarf::Opponent(m_opponent->itemData(i).toInt())).text());
    m_countLabel->setText(tr("P&layers:"));
    m_twoCopies->setText(tr("Two copies combined (4–5 players, DWARF-017)"));
    m_namesLabel->setText(tr("Names:"));
    m_startLabel->setText(tr("&First start player:"));
    m_locked->setText(tr("The game has begun: only the names may change. Undo every event, or start a new "
                         "tracker, to change the players."));
    m_table->setHorizontalHeaderLabels(
        {tr("Player"), tr("Steel"), tr("Gold"), tr("Artifacts"), tr("Medals"), tr("Iron"), tr("Workers")});
    showTable();
}

} // namespace hk::gui
