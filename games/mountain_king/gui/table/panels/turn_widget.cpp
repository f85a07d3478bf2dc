#include "panels/turn_widget.h"

#include "art.h"
#include "cards/card_painting.h"
#include "colour_dot.h"
#include "elided_label.h"
#include "floor/board_drawing.h"
#include "flow_layout.h"
#include "game/engine.h"
#include "height_for_width.h"
#include "i18n/arg_text.h"
#include "plain_text.h"
#include "rules/placement.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk::gui {

namespace {

// The steps of the turn as chips in a row, wrapping when narrow.
class StepsView : public QWidget {
public:
    explicit StepsView(QWidget *parent = nullptr) : QWidget(parent)
    {
        QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    }

    void setSteps(const QStringList &names, const std::array<StepStatus, TurnWidget::kSteps> &status)
    {
        m_names = names;
        m_status = status;
        if (width() > 60) // not before the layout gave it a width
            keepHeightForWidth(this);
        updateGeometry();
        update();
    }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override
    {
        int h = 0;
        layoutChips(width, &h);
        return h;
    }
    QSize sizeHint() const override
    {
        qreal w = 0;
        for (int i = 0; i < int(m_names.size()); ++i)
            w += chipWidth(i) + kChipGap;
        return {int(w), heightForWidth(int(w))};
    }
    // One line: the layout asks heightForWidth for the real height.
    QSize minimumSizeHint() const override { return {120, heightForWidth(QWIDGETSIZE_MAX)}; }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        keepHeightForWidth(this);
        QWidget::resizeEvent(event);
    }
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QPalette pal = palette();
        const auto rects = layoutChips(width(), nullptr);
        for (int i = 0; i < int(rects.size()); ++i) {
            const QRectF r = rects[i].adjusted(0.5, 0.5, -0.5, -0.5);
            QFont f = font();
            switch (m_status[i]) {
            case StepStatus::Done:
                p.setPen(QPen(QColor(0x1e, 0x84, 0x49), 1));
                p.setBrush(QColor(0xd8, 0xf0, 0xdf));
                break;
            case StepStatus::Passed:
                p.setPen(QPen(pal.color(QPalette::Mid), 1, Qt::DotLine));
                p.setBrush(Qt::NoBrush);
                break;
            case StepStatus::Open:
                p.setPen(QPen(pal.color(QPalette::Mid), 1));
                p.setBrush(pal.color(QPalette::Base));
                break;
            }
            p.drawRoundedRect(r, r.height() / 2, r.height() / 2);
            QColor ink = pal.color(QPalette::Text);
            if (m_status[i] == StepStatus::Done)
                ink = QColor(0x14, 0x5a, 0x32);
            else if (m_status[i] == StepStatus::Passed)
                ink = pal.color(QPalette::PlaceholderText);
            p.setPen(ink);
            p.setFont(f);
            p.drawText(r, Qt::AlignCenter, chipText(i));
        }
    }

private:
    static constexpr int kChipGap = 4;
    static constexpr int kPad = 8;

    QString chipText(int i) const
    {
        return m_status[i] == StepStatus::Done ? QStringLiteral("✓ ") + m_names[i] : m_names[i];
    }
    qreal chipWidth(int i) const { return QFontMetricsF(font()).horizontalAdvance(chipText(i)) + 2 * kPad; }
    std::vector<QRectF> layoutChips(int width, int *height) const
    {
        std::vector<qreal> widths;
        for (int i = 0; i < int(m_names.size()); ++i)
            widths.push_back(std::min<qreal>(chipWidth(i), width));
        return flowRects(widths, width, QFontMetricsF(font()).height() + 6, kChipGap, kChipGap, height);
    }

    QStringList m_names;
    std::array<StepStatus, TurnWidget::kSteps> m_status{};
};

// The coronation tokens 5 and 3 (END-CROWN): bright while on the table, faded with the holder's colour once
// taken.
class CrownsView : public QWidget {
public:
    struct Token {
        int value = 5;
        QColor holder; // invalid: still on the table
    };
    explicit CrownsView(QWidget *parent = nullptr) : QWidget(parent)
    {
        setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    }
    void setTokens(const std::vector<Token> &tokens)
    {
        m_tokens = tokens;
        updateGeometry();
        update();
    }
    QSize sizeHint() const override { return {int(m_tokens.size()) * (kSize + 4), kSize + 2}; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        for (int i = 0; i < int(m_tokens.size()); ++i) {
            const QRectF r(i * (kSize + 4) + 1, 1, kSize, kSize);
            const Token &t = m_tokens[i];
            p.setOpacity(t.holder.isValid() ? 0.3 : 1);
            Art::instance().paint(
                &p, t.value == 5 ? QStringLiteral("coronation-5") : QStringLiteral("coronation-3"), r);
            p.setOpacity(1);
            if (t.holder.isValid()) {
                p.setPen(QPen(QColor(0, 0, 0, 130), 1));
                p.setBrush(t.holder);
                p.drawEllipse(QRectF(r.right() - 10, r.bottom() - 10, 10, 10));
            }
        }
    }

private:
    static constexpr int kSize = 24;
    std::vector<Token> m_tokens;
};

} // namespace

TurnWidget::TurnWidget(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(5);

    auto *top = new QHBoxLayout;
    top->setSpacing(6);
    m_round = new QLabel;
    QFont bold = m_round->font();
    bold.setBold(true);
    m_round->setFont(bold);
    m_dot = new ColourDot;
    m_player = new ElidedLabel;
    m_player->setFont(bold);
    m_player->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_crownsView = new CrownsView;
    top->addWidget(m_round);
    top->addWidget(m_dot);
    top->addWidget(m_player, 1);
    top->addWidget(m_crownsView);
    layout->addLayout(top);

    m_stepsView = new StepsView;
    layout->addWidget(m_stepsView);

    auto *bottom = new QHBoxLayout;
    m_countdown = new QLabel;
    m_countdown->setWordWrap(true);
    m_countdown->setTextFormat(Qt::PlainText);
    m_countdown->setAutoFillBackground(true);
    m_countdown->setContentsMargins(6, 3, 6, 3);
    m_countdown->setFont(bold);
    QPalette warn = m_countdown->palette();
    warn.setColor(QPalette::Window, QColor(0xfd, 0xf0, 0xc8));
    warn.setColor(QPalette::WindowText, QColor(0x6a, 0x45, 0x00));
    m_countdown->setPalette(warn);
    m_endTurn = new QPushButton;
    connect(m_endTurn, &QPushButton::clicked, this, &TurnWidget::endTurnRequested);
    bottom->addWidget(m_countdown, 1);
    bottom->addStretch(0);
    bottom->addWidget(m_endTurn, 0, Qt::AlignRight | Qt::AlignVCenter);
    layout->addLayout(bottom);

    refresh();
}

void TurnWidget::setState(const GameState &state)
{
    m_state.emplace(state);
    refresh();
}

int TurnWidget::turnsLeft() const
{
    if (!m_state || !m_state->lastTurn)
        return -1;
    return std::max(0, *m_state->lastTurn - m_state->turn.index);
}

void TurnWidget::refresh()
{
    m_endTurn->setText(tr("End turn"));
    const QStringList names = {tr("Spell"), tr("Workshop"), tr("Recruit or dig"), tr("Great hall"),
                               tr("Move statues")};
    if (!m_state) {
        m_round->clear();
        m_player->clear();
        m_countdown->hide();
        m_endTurn->setEnabled(false);
        static_cast<StepsView *>(m_stepsView)->setSteps(names, m_steps);
        return;
    }
    const GameState &s = *m_state;
    const TurnState &t = s.turn;
    const bool over = s.over();
    const int current = s.currentPlayer();

    m_round->setText(tr("Round %1").arg(s.round() + 1));
    m_dot->setVisible(!over);
    m_player->setVisible(!over);
    if (!over) {
        m_dot->setColour(seatColour(s, current));
        m_player->setText(s.players[current].name);
        m_player->setToolTip(plainToolTip(tr("Turn of %1").arg(s.players[current].name)));
    }

    // TURN-ORDER: a step is passed once a later one is done.
    const auto status = [](bool done, bool later) {
        return done ? StepStatus::Done : later ? StepStatus::Passed : StepStatus::Open;
    };
    m_steps = {status(t.spell, t.main || t.hall || t.moved), status(t.workshop, t.main || t.hall || t.moved),
               status(t.main, t.hall || t.moved), status(t.hall, t.moved), status(t.moved, false)};
    if (over)
        m_steps.fill(StepStatus::Passed);
    static_cast<StepsView *>(m_stepsView)->setSteps(names, m_steps);
    m_stepsView->setVisible(!over);
    QStringList said;
    for (int i = 0; i < kSteps; ++i)
        said << (m_steps[i] == StepStatus::Done     ? tr("%1: done").arg(names[i])
                 : m_steps[i] == StepStatus::Passed ? tr("%1: passed").arg(names[i])
                                                    : tr("%1: not yet").arg(names[i]));
    m_stepsView->setAccessibleName(tr("Steps of the turn"));
    m_stepsView->setAccessibleDescription(said.join(QStringLiteral("; ")));
    m_stepsView->setToolTip(tr("The steps of a turn, in order: spell and workshop (optional, either order), "
                               "recruit or dig (mandatory), a great hall, moving statues."));

    // END-CROWN: both tokens, or only the 3 with two players (SET-CROWNS).
    std::vector<CrownsView::Token> tokens;
    QStringList crownsSaid;
    for (int value : {5, 3}) {
        if (value == 5 && s.playerCount() == 2)
            continue;
        CrownsView::Token token{value, {}};
        QString holder;
        for (int p = 0; p < s.playerCount(); ++p)
            if (s.players[p].coronation == value) {
                token.holder = seatColour(s, p);
                holder = s.players[p].name;
            }
        tokens.push_back(token);
        crownsSaid << (holder.isEmpty()
                           ? tr("coronation token %1: still to take").arg(value)
                           : tr("coronation token %1: taken by %2").arg(argText(value), argText(holder)));
    }
    static_cast<CrownsView *>(m_crownsView)->setTokens(tokens);
    m_crownsView->setAccessibleName(tr("Coronation tokens"));
    m_crownsView->setAccessibleDescription(crownsSaid.join(QStringLiteral("; ")));
    m_crownsView->setToolTip(crownsSaid.join(QLatin1Char('\n')) + QLatin1Char('\n') +
                             tr("The first player to recruit a 10th troll takes the higher token; taking the "
                                "3 triggers the end."));

    // END-ROUNDS: the countdown once the end is triggered.
    if (over) {
        m_countdown->setText(tr("Game over"));
        m_countdown->setToolTip(QString());
    } else if (s.lastTurn) {
        const int left = turnsLeft();
        m_countdown->setText(left == 0   ? tr("Last turn of the game")
                             : left == 1 ? tr("End triggered: 1 more turn after this one")
                                         : tr("End triggered: %1 more turns after this one").arg(left));
        m_countdown->setToolTip(
            tr("The coronation token 3 is taken: the round is finished, then every player "
               "takes 2 more turns."));
    }
    m_countdown->setVisible(over || s.lastTurn.has_value());
    // The button says what recording will answer (the same validate()): a turn the rules do not let end yet
    // can still be ended, as an override with a reason, and the button says so before it is pressed.
    const Verdict ending = validate(s, Action{current, EndTurn{}, false, {}, {}});
    m_endTurn->setEnabled(!over);
    if (!over && !ending.ok())
        m_endTurn->setText(tr("End turn anyway…"));
    m_endTurn->setToolTip(over          ? QString()
                          : ending.ok() ? tr("End the turn of %1").arg(s.players[current].name)
                                        : tr("The rules do not let the turn of %1 end yet:\n%2")
                                              .arg(s.players[current].name, describe(ending)));
    setAccessibleName(tr("Turn"));
    setAccessibleDescription(
        over ? tr("Game over")
             : tr("Round %1, turn of %2").arg(argText(s.round() + 1), s.players[current].name));
}

void TurnWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace hk::gui
