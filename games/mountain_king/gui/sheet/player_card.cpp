#include "player_card.h"

#include "card_sections.h"
#include "line_breaks.h"
#include "rule_link.h"
#include "sheet_document.h"

#include <QColorDialog>
#include <QLabel>
#include <QVBoxLayout>

#include <functional>

namespace hk::gui {

namespace {

constexpr int kCardMinWidth = 232; // five side by side at 1280 px
constexpr int kCardMaxWidth = 380;

// The index in `layout` of the item that holds `widget` (itself, a layout around it, or a widget it is in).
int itemIndexOf(QLayout *layout, const QWidget *widget)
{
    const std::function<bool(QLayoutItem *)> holds = [&](QLayoutItem *item) {
        if (item->widget())
            return item->widget() == widget || item->widget()->isAncestorOf(widget);
        if (QLayout *inner = item->layout())
            for (int i = 0; i < inner->count(); ++i)
                if (holds(inner->itemAt(i)))
                    return true;
        return false;
    };
    for (int i = 0; i < layout->count(); ++i)
        if (holds(layout->itemAt(i)))
            return i;
    return -1;
}

} // namespace

PlayerCard::PlayerCard(SheetDocument *document, int index, QWidget *parent)
    : QFrame(parent), m_document(document), m_index(index)
{
    setFrameShape(QFrame::StyledPanel);
    // The explanation of a score, or a field's problem, names its rules: the card's context menu opens them.
    RuleLinks::offerToolTipRules(this);
    setMinimumWidth(kCardMinWidth);
    setMaximumWidth(kCardMaxWidth);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAutoFillBackground(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 8);
    layout->setSpacing(4);

    m_sections = {m_player = new PlayerSection(this), m_tunnels = new TunnelsSection(this),
                  m_tokens = new TokensSection(this), m_resources = new ResourcesSection(this),
                  m_halls = new HallsSection(this),   m_statues = new StatuesSection(this),
                  m_trolls = new TrollsSection(this), m_total = new TotalSection(this)};
    for (CardSection *section : m_sections) {
        if (section == m_total)
            layout->addStretch(1);
        layout->addWidget(section);
    }

    // The card's problems in words, moved under the field of the first: a tooltip alone passes too soon.
    m_note = new QLabel;
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    QPalette alarm = m_note->palette();
    alarm.setColor(QPalette::WindowText, QColor(0xb0, 0x1c, 0x1c));
    m_note->setPalette(alarm);
    m_note->hide();
    layout->addWidget(m_note);

    retranslate();
    refresh();
}

const SheetPlayer &PlayerCard::player() const
{
    return m_document->sheet().players.at(m_index);
}

const EntityScore *PlayerCard::entity() const
{
    for (const EntityScore &e : m_document->score().entities)
        if (std::find(e.members.begin(), e.members.end(), m_index) != e.members.end())
            return &e;
    return nullptr;
}

QString PlayerCard::name() const
{
    return player().name;
}

void PlayerCard::editPlayer(const std::function<void(SheetPlayer &)> &change,
                            std::function<QString()> describe, const QString &mergeKey)
{
    m_document->editPlayer(m_index, change, std::move(describe), mergeKey);
}

void PlayerCard::setColor(const QColor &color)
{
    m_color = color;
    m_player->showColor(color);
}

void PlayerCard::pickColor()
{
    const QColor chosen = QColorDialog::getColor(m_color, this, tr("Colour of %1").arg(name()));
    if (chosen.isValid()) {
        setColor(chosen);
        emit colorChosen(m_index, chosen);
    }
}

void PlayerCard::refresh()
{
    if (m_index >= int(m_document->sheet().players.size()))
        return;
    const ScoreSheet &sheet = m_document->sheet();
    const SheetPlayer &p = player();
    const EntityScore *e = entity();
    // Halls and statues: rows follow the lists.
    const bool rowsChanged =
        m_halls->rowCount() != int(p.halls.size()) || m_statues->rowCount() != int(p.statues.size());
    for (CardSection *section : m_sections)
        section->refresh(sheet, p, e);
    if (rowsChanged)
        emit layoutChanged();
}

void PlayerCard::retranslate()
{
    for (CardSection *section : m_sections)
        section->retranslate();
    refresh();
}

void PlayerCard::showProblems(const Problems &problems)
{
    for (const QPointer<QWidget> &w : m_flagged)
        if (w) {
            w->setPalette(QPalette());
            w->setToolTip(w->property("hkPlainToolTip").toString());
        }
    m_flagged.clear();
    QStringList notes;
    QWidget *first = nullptr; // in the order of the tab chain, which is the card's from top to bottom
    const QList<QWidget *> chain = tabChain();
    for (const Problem &problem : problems) {
        QWidget *w = widgetFor(problem.where);
        if (!w)
            continue;
        if (!first || chain.indexOf(w) < chain.indexOf(first))
            first = w;
        if (!m_flagged.contains(w)) {
            w->setProperty("hkPlainToolTip", w->toolTip());
            m_flagged << w;
        }
        QPalette flagged = w->palette();
        const QColor tint = problem.isError() ? QColor(0xfd, 0xe2, 0xe0) : QColor(0xfd, 0xf3, 0xd0);
        flagged.setColor(QPalette::Base, tint);
        flagged.setColor(QPalette::Button, tint);
        flagged.setColor(QPalette::Window, tint);
        w->setPalette(flagged);
        QString text = problem.message;
        if (!problem.ruleId.isEmpty())
            text += QStringLiteral(" (") + problem.ruleId + QLatin1Char(')');
        w->setToolTip(text);
        notes << text;
    }
    notes.removeDuplicates();
    // Under the row of the first field at fault, inside its section; at the card's foot when there is none.
    if (QLayout *holder = m_note->parentWidget() ? m_note->parentWidget()->layout() : nullptr)
        holder->removeWidget(m_note);
    QVBoxLayout *layout = static_cast<QVBoxLayout *>(this->layout());
    int under = -1;
    for (CardSection *section : m_sections)
        if (first && section->isAncestorOf(first)) {
            layout = section->sectionLayout();
            under = itemIndexOf(layout, first);
        }
    layout->insertWidget(under < 0 ? layout->count() : under + 1, m_note);
    m_note->setText(keepWordsTogether(notes.join(QLatin1Char('\n'))));
    m_note->setVisible(!notes.isEmpty());
}

QWidget *PlayerCard::widgetFor(const ProblemLocation &where) const
{
    if (where.player != m_index)
        return nullptr;
    for (const CardSection *section : m_sections)
        if (QWidget *w = section->widgetFor(where))
            return w;
    return nullptr;
}

QList<QWidget *> PlayerCard::tabChain() const
{
    QList<QWidget *> chain;
    for (const CardSection *section : m_sections)
        chain << section->tabChain();
    return chain;
}

QLineEdit *PlayerCard::nameEdit() const
{
    return m_player->nameEdit();
}

TunnelPad *PlayerCard::tunnelPad() const
{
    return m_tunnels->pad();
}

QSpinBox *PlayerCard::resourceSpin(int kind) const
{
    return m_resources->resource(kind);
}

QLabel *PlayerCard::totalLabel() const
{
    return m_total->total();
}

QComboBox *PlayerCard::coronationBox() const
{
    return m_tokens->coronation();
}

QLineEdit *PlayerCard::pedestalTokensEdit() const
{
    return m_tokens->tokens();
}

QToolButton *PlayerCard::addHallButton() const
{
    return m_halls->addButton();
}

QToolButton *PlayerCard::addStatueButton() const
{
    return m_statues->addButton();
}

QSpinBox *PlayerCard::hallLowSpin(int hall) const
{
    return m_halls->lowSpin(hall);
}

QSpinBox *PlayerCard::hallHighSpin(int hall) const
{
    return m_halls->highSpin(hall);
}

QSpinBox *PlayerCard::trollSpin(int level) const
{
    return m_trolls->trolls(level);
}

QCheckBox *PlayerCard::statuePedestal(int statue) const
{
    return m_statues->pedestal(statue);
}

QSpinBox *PlayerCard::trackPointsSpin() const
{
    return m_tunnels->trackPoints();
}

QRadioButton *PlayerCard::trackModeButton() const
{
    return m_tunnels->byTrack();
}

QRadioButton *PlayerCard::tileModeButton() const
{
    return m_tunnels->byTile();
}

} // namespace hk::gui
