#include "dwarf_record_panel.h"

#include "dwarf_rules.h"

#include "catalog/rule_catalog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace hk::gui {

namespace {

using dwarf::TrackerEvent;
using Kind = TrackerEvent::Kind;

QSpinBox *spin(int min, int max, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(min, max);
    box->setFocusPolicy(Qt::StrongFocus);
    return box;
}

} // namespace

DwarfRecordPanel::DwarfRecordPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *who = new QHBoxLayout;
    m_playerLabel = new QLabel(this);
    m_player = new QComboBox(this);
    m_player->setObjectName(QStringLiteral("recordPlayer"));
    m_playerLabel->setBuddy(m_player);
    who->addWidget(m_playerLabel);
    who->addWidget(m_player, 1);
    layout->addLayout(who);

    // Mine and forge (DWARF-010).
    m_mineBox = new QGroupBox(this);
    auto *mine = new QGridLayout(m_mineBox);
    m_conversion = new QComboBox(m_mineBox);
    m_conversion->setObjectName(QStringLiteral("conversion"));
    for (dwarf::Conversion c : dwarf::kConversions)
        m_conversion->addItem(QString(), int(c));
    m_costLabel = new QLabel(m_mineBox);
    m_costSteel = spin(0, dwarf::kMaxRecipe, m_mineBox);
    m_costGold = spin(0, dwarf::kMaxRecipe, m_mineBox);
    m_costIron = spin(0, dwarf::kMaxRecipe, m_mineBox);
    mine->addWidget(m_conversion, 0, 0);
    mine->addWidget(addAction(Kind::Convert, m_mineBox), 0, 1);
    auto *cost = new QHBoxLayout;
    cost->addWidget(m_costLabel);
    cost->addWidget(m_costSteel);
    cost->addWidget(m_costGold);
    cost->addWidget(m_costIron);
    cost->addStretch();
    mine->addLayout(cost, 1, 0, 1, 2);
    layout->addWidget(m_mineBox);

    // Monsters and medals (DWARF-011, DWARF-007, DWARF-008).
    m_monsterBox = new QGroupBox(this);
    auto *monsters = new QGridLayout(m_monsterBox);
    m_monster = new QComboBox(m_monsterBox);
    m_monster->setObjectName(QStringLiteral("monster"));
    for (dwarf::Monster m : dwarf::kMonsters)
        m_monster->addItem(QString(), int(m));
    m_courageLabel = new QLabel(m_monsterBox);
    m_courageWorkers = spin(1, dwarf::kWorkerCap, m_monsterBox);
    m_courageLabel->setBuddy(m_courageWorkers);
    monsters->addWidget(m_monster, 0, 0);
    monsters->addWidget(addAction(Kind::Attack, m_monsterBox), 0, 1);
    monsters->addWidget(addAction(Kind::Defend, m_monsterBox), 1, 1);
    auto *courage = new QHBoxLayout;
    courage->addWidget(m_courageLabel);
    courage->addWidget(m_courageWorkers);
    courage->addStretch();
    monsters->addLayout(courage, 2, 0);
    monsters->addWidget(addAction(Kind::Courage, m_monsterBox), 2, 1);
    layout->addWidget(m_monsterBox);

    // Special actions and workers (DWARF-009, DWARF-012; solo DWARF-013, DWARF-014).
    m_specialBox = new QGroupBox(this);
    auto *special = new QGridLayout(m_specialBox);
    m_withMedals = new QCheckBox(m_specialBox);
    m_withMedals->setObjectName(QStringLiteral("withMedals"));
    special->addWidget(m_withMedals, 0, 0);
    special->addWidget(addAction(Kind::Special, m_specialBox), 0, 1);
    special->addWidget(addAction(Kind::Reinforce, m_specialBox), 1, 1);
    layout->addWidget(m_specialBox);

    // Any other change a card makes.
    m_otherBox = new QGroupBox(this);
    auto *other = new QGridLayout(m_otherBox);
    for (size_t r = 0; r < dwarf::kResources.size(); ++r) {
        auto *label = new QLabel(m_otherBox);
        QSpinBox *amount = spin(-dwarf::kMaxChange, dwarf::kMaxChange, m_otherBox);
        amount->setObjectName(QStringLiteral("change-%1").arg(dwarf::resourceKey(dwarf::kResources[r])));
        label->setBuddy(amount);
        other->addWidget(label, 0, int(r));
        other->addWidget(amount, 1, int(r));
        m_changeLabels.push_back(label);
        m_change.push_back(amount);
    }
    m_note = new QLineEdit(m_otherBox);
    m_note->setObjectName(QStringLiteral("changeNote"));
    other->addWidget(m_note, 2, 0, 1, 3);
    other->addWidget(addAction(Kind::Adjust, m_otherBox), 2, 3, 1, 2);
    layout->addWidget(m_otherBox);

    // The round (DWARF-005, DWARF-006, DWARF-020).
    m_roundBox = new QGroupBox(this);
    auto *round = new QGridLayout(m_roundBox);
    m_passes = new QCheckBox(m_roundBox);
    m_passes->setObjectName(QStringLiteral("startPlayerTriggered"));
    round->addWidget(m_passes, 0, 0, 1, 2);
    round->addWidget(addAction(Kind::EndRound, m_roundBox), 1, 0);
    round->addWidget(addAction(Kind::EmptyDeck, m_roundBox), 1, 1);
    layout->addWidget(m_roundBox);

    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("recordPreview"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_preview->setFrameShape(QFrame::StyledPanel);
    m_preview->setMargin(6);
    m_preview->setMinimumHeight(fontMetrics().height() * 4);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    connect(m_preview, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link.startsWith(QLatin1String("rule:")))
            emit ruleRequested(link.mid(5));
    });
    layout->addWidget(m_preview);
    layout->addStretch();

    // Any field changed: the verdicts and the preview follow.
    for (QComboBox *box : {m_player, m_conversion, m_monster})
        connect(box, &QComboBox::currentIndexChanged, this, &DwarfRecordPanel::refresh);
    for (QSpinBox *box : {m_costSteel, m_costGold, m_costIron, m_courageWorkers})
        connect(box, &QSpinBox::valueChanged, this, &DwarfRecordPanel::refresh);
    for (QSpinBox *box : m_change)
        connect(box, &QSpinBox::valueChanged, this, &DwarfRecordPanel::refresh);
    for (QCheckBox *box : {m_withMedals, m_passes})
        connect(box, &QCheckBox::toggled, this, &DwarfRecordPanel::refresh);
    connect(m_note, &QLineEdit::textChanged, this, &DwarfRecordPanel::refresh);
    connect(m_conversion, &QComboBox::currentIndexChanged, this, [this] { showPreview(Kind::Convert); });
    connect(m_monster, &QComboBox::currentIndexChanged, this, [this] { showPreview(Kind::Attack); });
    retranslate();
}

QPushButton *DwarfRecordPanel::addAction(Kind kind, QWidget *parent)
{
    auto *button = new QPushButton(parent);
    button->setObjectName(QStringLiteral("record-%1").arg(int(kind)));
    button->installEventFilter(this);
    connect(button, &QPushButton::clicked, this, [this, kind] {
        const TrackerEvent event = eventFor(kind);
        if (dwarf::validate(m_state, event).allowed())
            emit recordRequested(event);
        showPreview(kind); // a refusal says why; a recorded event, what it did (refresh follows setState)
    });
    m_actions.push_back({kind, button});
    return button;
}

QPushButton *DwarfRecordPanel::button(Kind kind) const
{
    for (const Action &a : m_actions)
        if (a.kind == kind)
            return a.button;
    return nullptr;
}

bool DwarfRecordPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Enter || event->type() == QEvent::FocusIn)
        for (const Action &a : m_actions)
            if (a.button == watched)
                showPreview(a.kind);
    return QWidget::eventFilter(watched, event);
}

TrackerEvent DwarfRecordPanel::eventFor(Kind kind) const
{
    TrackerEvent event;
    event.kind = kind;
    if (kind != Kind::Attack && kind != Kind::EndRound && kind != Kind::EmptyDeck)
        event.player = m_player->currentIndex();
    switch (kind) {
    case Kind::Convert:
        event.conversion = dwarf::Conversion(m_conversion->currentData().toInt());
        if (event.conversion == dwarf::Conversion::Artifact)
            event.recipe = {m_costSteel->value(), m_costGold->value(), m_costIron->value()};
        break;
    case Kind::Attack:
        event.monster = dwarf::Monster(m_monster->currentData().toInt());
        break;
    case Kind::Courage:
        event.workers = m_courageWorkers->value();
        break;
    case Kind::Special:
        event.paidWithMedals = m_withMedals->isChecked();
        break;
    case Kind::Adjust:
        for (size_t r = 0; r < dwarf::kResources.size(); ++r)
            dwarf::count(event.change, dwarf::kResources[r]) = m_change[r]->value();
        event.note = m_note->text().trimmed();
        break;
    case Kind::EndRound:
        event.startPlayerPasses = m_passes->isChecked() && !m_state.soloBot();
        break;
    case Kind::Defend:
    case Kind::Reinforce:
    case Kind::EmptyDeck:
        break;
    }
    return event;
}

void DwarfRecordPanel::setState(const dwarf::TrackerState &state)
{
    const bool playersChanged = state.players.size() != m_state.players.size() || [&] {
        for (size_t p = 0; p < state.players.size(); ++p)
            if (state.players[p].name != m_state.players[p].name)
                return true;
        return false;
    }();
    m_state = state;
    if (playersChanged)
        fillPlayers();
    refresh();
}

void DwarfRecordPanel::fillPlayers()
{
    const QSignalBlocker quiet(m_player);
    const int was = m_player->currentIndex();
    m_player->clear();
    for (const dwarf::TrackerPlayer &p : m_state.players)
        m_player->addItem(p.name);
    m_player->setCurrentIndex(std::clamp(was, 0, std::max(0, m_player->count() - 1)));
}

void DwarfRecordPanel::refresh()
{
    const bool artifact =
        dwarf::Conversion(m_conversion->currentData().toInt()) == dwarf::Conversion::Artifact;
    for (QWidget *w : std::initializer_list<QWidget *>{m_costLabel, m_costSteel, m_costGold, m_costIron})
        w->setEnabled(artifact);
    m_passes->setEnabled(!m_state.soloBot());
    for (const Action &a : m_actions) {
        const base::Verdict verdict = dwarf::validate(m_state, eventFor(a.kind));
        QPalette palette = a.button->style()->standardPalette();
        if (!verdict.allowed())
            palette.setColor(QPalette::ButtonText, QColor(0xb0, 0x1c, 0x1c));
        a.button->setPalette(palette);
        a.button->setProperty("refused", !verdict.allowed());
        a.button->setToolTip(dwarf::preview(m_state, eventFor(a.kind)));
    }
    if (m_shown)
        showPreview(*m_shown);
    else
        m_preview->setText(
            tr("Point at a button to see what it records, or why the rules refuse it.").toHtmlEscaped());
}

void DwarfRecordPanel::showPreview(Kind kind)
{
    m_shown = kind;
    const TrackerEvent event = eventFor(kind);
    const bool allowed = dwarf::validate(m_state, event).allowed();
    const QString text = dwarf::preview(m_state, event);
    QString html = text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    for (const QString &id : dwarf::dwarfRules()->idsIn(text))
        html.replace(id, QStringLiteral("<a href=\"rule:%1\">%1</a>").arg(id));
    m_preview->setText(QStringLiteral("<b%1>%2</b> %3")
                           .arg(allowed ? QString() : QStringLiteral(" style=\"color:#b01c1c\""),
                                (allowed ? tr("Records:") : tr("Refused:")).toHtmlEscaped(), html));
}

void DwarfRecordPanel::retranslate()
{
    m_playerLabel->setText(tr("&Player:"));
    m_mineBox->setTitle(tr("Mine and forge (DWARF-010)"));
    for (int i = 0; i < m_conversion->count(); ++i)
        m_conversion->setItemText(
            i, dwarf::conversionName(dwarf::Conversion(m_conversion->itemData(i).toInt())).text());
    m_costLabel->setText(tr("The card's cost: steel, gold, iron"));
    m_monsterBox->setTitle(tr("Monsters and medals (DWARF-011, DWARF-007, DWARF-008)"));
    for (int i = 0; i < m_monster->count(); ++i)
        m_monster->setItemText(i, dwarf::monsterName(dwarf::Monster(m_monster->itemData(i).toInt())).text());
    m_courageLabel->setText(tr("&Workers on defense squares:"));
    m_specialBox->setTitle(tr("Special actions and workers (DWARF-009, DWARF-012)"));
    m_withMedals->setText(tr("Paid with 4 &medals and a worker"));
    m_otherBox->setTitle(tr("Another card's change"));
    static const std::array<const char *, 5> names{
        QT_TRANSLATE_NOOP("hk::gui::DwarfRecordPanel", "Steel"),
        QT_TRANSLATE_NOOP("hk::gui::DwarfRecordPanel", "Gold"),
        QT_TRANSLATE_NOOP("hk::gui::DwarfRecordPanel", "Artifacts"),
        QT_TRANSLATE_NOOP("hk::gui::DwarfRecordPanel", "Medals"),
        QT_TRANSLATE_NOOP("hk::gui::DwarfRecordPanel", "Iron")};
    for (size_t r = 0; r < m_changeLabels.size(); ++r)
        m_changeLabels[r]->setText(tr(names[r]));
    m_note->setPlaceholderText(tr("Which card, or why"));
    m_roundBox->setTitle(tr("The round (DWARF-005, DWARF-006, DWARF-020)"));
    m_passes->setText(tr("The start player triggered a reinforce or forge action this round"));
    const auto label = [this](Kind kind, const QString &text) { button(kind)->setText(text); };
    label(Kind::Convert, tr("Record the action"));
    label(Kind::Attack, tr("Undefended: it attacks"));
    label(Kind::Defend, tr("Defended: 1 medal"));
    label(Kind::Courage, tr("Reward of Courage"));
    label(Kind::Special, tr("Special action"));
    label(Kind::Reinforce, tr("Reinforce: 2 more workers"));
    label(Kind::Adjust, tr("Record the change"));
    label(Kind::EndRound, tr("End the round"));
    label(Kind::EmptyDeck, tr("A draw finds the deck empty"));
    refresh();
}

} // namespace hk::gui
