#include "panels/table_status_widgets.h"

#include "art.h"
#include "flow_layout.h"
#include "rules/placement.h"
#include "panels/moot_widget.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTextLayout>
#include <QVBoxLayout>

#include <cmath>

namespace hk::gui {

namespace {

const QColor kInk(0x2b, 0x21, 0x18);

// `text` broken into at most `maxLines` lines of `width`, the last one elided if the text is longer.
QStringList wrapped(const QString &text, const QFont &font, qreal width, int maxLines)
{
    QStringList lines;
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (int(lines.size()) == maxLines - 1) {
            lines << QFontMetricsF(font).elidedText(text.mid(line.textStart()), Qt::ElideRight, width);
            break;
        }
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines;
}

} // namespace

// ---- SpellsWidget
// -------------------------------------------------------------------------------------------

namespace {
constexpr int kSpellGap = 6;
constexpr int kRune = 18;
} // namespace

SpellsWidget::SpellsWidget(QWidget *parent) : InteractiveCanvas(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setSizePolicy(policy);
    updateAccessibleName();
    updateAccessibleText();
}

void SpellsWidget::setState(const GameState &state)
{
    if (state.spells == m_spells)
        return;
    m_spells = state.spells;
    refresh();
}

QString SpellsWidget::spellName(int slot) const
{
    const QString name = m_spells[slot].name.trimmed();
    return name.isEmpty() ? tr("a spell") : name;
}

QString SpellsWidget::spellDescription(int slot) const
{
    if (slot < 0 || slot > 2)
        return {};
    const int runes = m_spells[slot].runes;
    return runes == 1 ? tr("%1: 1 rune of 3").arg(spellName(slot))
                      : tr("%1: %2 runes of 3").arg(spellName(slot)).arg(runes);
}

int SpellsWidget::heightForWidth(int) const
{
    return 2 * fontMetrics().height() + kRune + 16;
}

QSize SpellsWidget::sizeHint() const
{
    return {300, heightForWidth(300)};
}

QSize SpellsWidget::minimumSizeHint() const
{
    return {180, heightForWidth(180)};
}

QRect SpellsWidget::spellRect(int slot) const
{
    const qreal w = (width() - 2.0 * kSpellGap) / 3;
    return QRectF(slot * (w + kSpellGap), 0, w, height()).toRect().adjusted(0, 1, 0, -1);
}

int SpellsWidget::spellAt(const QPoint &pos) const
{
    for (int s = 0; s < 3; ++s)
        if (spellRect(s).contains(pos))
            return s;
    return -1;
}

QString SpellsWidget::accessibleTitle() const
{
    return tr("Spells");
}

QString SpellsWidget::accessibleText() const
{
    return spellDescription(m_current);
}

QString SpellsWidget::tipAt(const QPoint &pos, QRect *area) const
{
    const int s = spellAt(pos);
    if (s < 0)
        return {};
    *area = spellRect(s);
    return spellDescription(s) + QLatin1Char('\n') +
           tr("Click or press Enter to cast it: 1 rune goes on the card; the 3rd rune "
              "dissolves it and a new spell is revealed.");
}

void SpellsWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor card(0xea, 0xe2, 0xf6);
    for (int s = 0; s < 3; ++s) {
        const QRectF r = QRectF(spellRect(s)).adjusted(0.5, 0.5, -0.5, -0.5);
        p.setPen(QPen(card.darker(160), 1));
        p.setBrush(card);
        p.drawRoundedRect(r, 6, 6);
        // The name, on up to two lines.
        QFont f = font();
        if (m_spells[s].name.trimmed().isEmpty())
            f.setItalic(true);
        p.setFont(f);
        p.setPen(kInk);
        const qreal line = QFontMetricsF(f).height();
        const QStringList lines = wrapped(spellName(s), f, r.width() - 10, 2);
        const qreal top = r.top() + 4 + (2 - lines.size()) * line / 2;
        for (int i = 0; i < int(lines.size()); ++i)
            p.drawText(QRectF(r.left() + 5, top + i * line, r.width() - 10, line),
                       Qt::AlignHCenter | Qt::AlignVCenter, lines[i]);
        // Three places for runes: the 3rd dissolves the spell (SPELL-DISSOLVE).
        const qreal y = r.bottom() - kRune - 5;
        const qreal x0 = r.center().x() - (3 * kRune + 2 * 4) / 2.0;
        for (int i = 0; i < 3; ++i) {
            const QRectF rune(std::round(x0 + i * (kRune + 4)), std::round(y), kRune, kRune);
            if (i < m_spells[s].runes) {
                paintIcon(&p, rune, Resource::Rune);
            } else {
                QPen dashed(QColor(kInk.red(), kInk.green(), kInk.blue(), 110), 1, Qt::DashLine);
                dashed.setDashPattern({2, 2});
                p.setPen(dashed);
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(rune.adjusted(1.5, 1.5, -1.5, -1.5));
            }
        }
        if (hasFocus() && s == m_current) {
            p.setPen(QPen(palette().color(QPalette::Highlight), 2.5));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 5, 5);
        }
    }
}

void SpellsWidget::mousePressEvent(QMouseEvent *event)
{
    const int s = spellAt(event->position().toPoint());
    if (s < 0 || event->button() != Qt::LeftButton) {
        InteractiveCanvas::mousePressEvent(event);
        return;
    }
    m_current = s;
    refresh();
    emit castRequested(s);
}

void SpellsWidget::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        m_current = std::max(0, m_current - 1);
        break;
    case Qt::Key_Right:
        m_current = std::min(2, m_current + 1);
        break;
    case Qt::Key_1:
    case Qt::Key_2:
    case Qt::Key_3:
        m_current = event->key() - Qt::Key_1;
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit castRequested(m_current);
        break;
    default:
        InteractiveCanvas::keyPressEvent(event);
        return;
    }
    refresh();
}

// ---- PedestalTrackWidget
// ------------------------------------------------------------------------------------

namespace {
constexpr int kTrackHeader = 20; // the layer icons
constexpr int kTrackLabel = 24;  // the clan emblems
constexpr int kTrackCell = 32;
constexpr int kBagGap = 10;
constexpr int kBagWidth = 44;
} // namespace

PedestalTrackWidget::PedestalTrackWidget(QWidget *parent) : InteractiveCanvas(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setFocusPolicy(Qt::TabFocus); // readable by screen readers; nothing to click
    updateAccessibleName();
}

void PedestalTrackWidget::setState(const GameState &state)
{
    m_state.emplace(state);
    m_bag = state.pedestalBag();
    refresh();
}

int PedestalTrackWidget::takenBy(int layer, Clan clan) const
{
    if (!m_state)
        return -1;
    for (const PlacedPedestal &p : m_state->board.pedestals)
        if (p.clan == clan && m_state->board.board().layer(p.square) == layer)
            return p.player;
    return -1;
}

bool PedestalTrackWidget::isTaken(int layer, Clan clan) const
{
    return m_state && m_state->board.pedestalTokenTaken(layer, clan);
}

int PedestalTrackWidget::tokenValue(int layer, Clan clan) const
{
    if (!m_state || layer < 1 || layer > 5 || clan == Clan::Mud)
        return 0;
    return m_state->board.pedestalTrack[layer - 1][statueClanIndex(clan)];
}

QRect PedestalTrackWidget::cellRect(int layer, Clan clan) const
{
    const int row = statueClanIndex(clan);
    return {kTrackLabel + (layer - 1) * kTrackCell, kTrackHeader + row * kTrackCell, kTrackCell, kTrackCell};
}

QRect PedestalTrackWidget::bagRect(Clan clan) const
{
    const int row = statueClanIndex(clan);
    return {kTrackLabel + 5 * kTrackCell + kBagGap, kTrackHeader + row * kTrackCell, kBagWidth, kTrackCell};
}

QSize PedestalTrackWidget::sizeHint() const
{
    return {kTrackLabel + 5 * kTrackCell + kBagGap + kBagWidth + 2, kTrackHeader + 3 * kTrackCell + 2};
}

QSize PedestalTrackWidget::minimumSizeHint() const
{
    return sizeHint();
}

QString PedestalTrackWidget::cellDescription(int layer, Clan clan) const
{
    const int value = tokenValue(layer, clan);
    const QString token = value > 0
                              ? tr("layer %1, %2: token %3").arg(layer).arg(clanName(clan)).arg(value)
                              : tr("layer %1, %2: token of unknown value").arg(layer).arg(clanName(clan));
    if (!isTaken(layer, clan))
        return tr("%1, still on the track").arg(token);
    const int who = takenBy(layer, clan);
    if (m_state && who >= 0 && who < m_state->playerCount())
        return tr("%1, taken by %2").arg(token, m_state->players[who].name);
    return tr("%1, taken").arg(token);
}

QString PedestalTrackWidget::accessibleTitle() const
{
    return tr("Pedestal track");
}

QString PedestalTrackWidget::accessibleText() const
{
    QStringList parts;
    for (Clan clan : kStatueClans)
        for (int layer = 1; layer <= 5; ++layer)
            if (isTaken(layer, clan))
                parts << cellDescription(layer, clan);
    QString text = parts.isEmpty() ? tr("No token taken yet.") : parts.join(QStringLiteral("; "));
    text += QLatin1Char(' ') +
            tr("In the bag: Fire %1, Ice %2, Moon %3 pedestals.").arg(m_bag[0]).arg(m_bag[1]).arg(m_bag[2]);
    return text;
}

void PedestalTrackWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    // Headers: the layers' colours and the bag.
    for (int layer = 1; layer <= 5; ++layer) {
        const QRect c = cellRect(layer, Clan::Fire);
        Art::instance().paint(&p, Art::layerId(layer), QRectF(c.center().x() - 8, 1, 16, 16));
    }
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    p.setFont(small);
    p.setPen(pal.color(QPalette::PlaceholderText));
    const QRect bagHeader(bagRect(Clan::Fire).left() - 6, 0, kBagWidth + 12, kTrackHeader - 2);
    p.drawText(bagHeader, Qt::AlignCenter, tr("Bag"));

    for (Clan clan : kStatueClans) {
        const QRect first = cellRect(1, clan);
        Art::instance().paint(&p, Art::clanId(clan), QRectF(2, first.center().y() - 9, 18, 18));
        for (int layer = 1; layer <= 5; ++layer) {
            const QRectF cell = QRectF(cellRect(layer, clan)).adjusted(3, 3, -3, -3);
            if (!isTaken(layer, clan)) {
                paintTokenValue(&p, cell, tokenValue(layer, clan), font());
                continue;
            }
            // Taken: the place is empty, with the colour of who took it.
            QPen dashed(pal.color(QPalette::WindowText), 1, Qt::DashLine);
            QColor line = dashed.color();
            line.setAlpha(110);
            dashed.setColor(line);
            dashed.setDashPattern({2, 2});
            p.setPen(dashed);
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(cell.adjusted(0.5, 0.5, -0.5, -0.5));
            const int who = takenBy(layer, clan);
            if (m_state && who >= 0) {
                p.setPen(QPen(QColor(0, 0, 0, 110), 1));
                p.setBrush(seatColour(*m_state, who));
                p.drawEllipse(cell.center(), cell.width() * 0.22, cell.width() * 0.22);
            }
        }
        // The pedestals of this clan left in the bag.
        const QRect bag = bagRect(clan);
        const QRectF icon(bag.left(), bag.center().y() - 10, 20, 20);
        const int left = m_bag[statueClanIndex(clan)];
        p.setOpacity(left > 0 ? 1 : 0.35);
        paintArt(&p, icon, QStringLiteral("pedestal"), clan);
        p.setOpacity(1);
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(left > 0 ? pal.color(QPalette::WindowText) : pal.color(QPalette::PlaceholderText));
        p.drawText(QRect(bag.left() + 23, bag.top(), bag.width() - 23, bag.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, QString::number(left));
    }
    if (hasFocus()) {
        p.setPen(QPen(pal.color(QPalette::Highlight), 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 4, 4);
    }
}

QString PedestalTrackWidget::tipAt(const QPoint &pos, QRect *area) const
{
    for (Clan clan : kStatueClans) {
        for (int layer = 1; layer <= 5; ++layer)
            if (cellRect(layer, clan).contains(pos)) {
                *area = cellRect(layer, clan);
                return cellDescription(layer, clan);
            }
        if (bagRect(clan).contains(pos)) {
            const int left = m_bag[statueClanIndex(clan)];
            *area = bagRect(clan);
            return left == 1 ? tr("1 %1 pedestal left in the bag").arg(clanName(clan))
                             : tr("%1 %2 pedestals left in the bag").arg(left).arg(clanName(clan));
        }
    }
    return {};
}

// ---- TurnWidget
// ---------------------------------------------------------------------------------------------

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
        m_player->setToolTip(tr("Turn of %1").arg(s.players[current].name));
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
        crownsSaid << (holder.isEmpty() ? tr("coronation token %1: still to take").arg(value)
                                        : tr("coronation token %1: taken by %2").arg(value).arg(holder));
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
    m_endTurn->setEnabled(!over);
    m_endTurn->setToolTip(over ? QString() : tr("End the turn of %1").arg(s.players[current].name));
    setAccessibleName(tr("Turn"));
    setAccessibleDescription(
        over ? tr("Game over") : tr("Round %1, turn of %2").arg(s.round() + 1).arg(s.players[current].name));
}

void TurnWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace hk::gui
