#include "actions/action_dialog.h"

#include "art.h"
#include "actions/override_dialog.h"
#include "verdict_view.h"

#include <QDialogButtonBox>
#include <QFrame>
#include <QGroupBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace hk::gui {

ActionDialog::ActionDialog(const GameState &state, int player, QWidget *parent)
    : QDialog(parent), m_state(state), m_player(player)
{
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(6);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("actionTitle"));
    m_title->setTextFormat(Qt::RichText);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_title->setFont(big);
    layout->addWidget(m_title);
    m_subtitle = note(QString(), this);
    m_subtitle->hide();
    layout->addWidget(m_subtitle);

    m_fields = new QVBoxLayout;
    m_fields->setSpacing(6);
    layout->addLayout(m_fields);

    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    layout->addWidget(line);
    m_changes = new QLabel(this);
    m_changes->setObjectName(QStringLiteral("actionChanges"));
    m_changes->setWordWrap(true);
    layout->addWidget(m_changes);
    m_verdictView = new VerdictView(this);
    layout->addWidget(m_verdictView);

    auto *buttons = new QDialogButtonBox(this);
    m_record = buttons->addButton(tr("Record"), QDialogButtonBox::AcceptRole);
    m_override = buttons->addButton(tr("Record Anyway…"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    m_override->setAutoDefault(false);
    m_override->setToolTip(tr("Record what the table did although the rules forbid it, with a reason"));
    m_record->setDefault(true);
    layout->addWidget(buttons);
    connect(m_record, &QPushButton::clicked, this, [this] {
        if (m_verdictView->isOk())
            accept();
    });
    connect(m_override, &QPushButton::clicked, this, &ActionDialog::recordAnyway);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(560);
}

std::optional<Action> ActionDialog::action() const
{
    const std::optional<ActionBody> b = body();
    if (!b)
        return std::nullopt;
    return Action{m_player, *b, false, {}, {}};
}

Verdict ActionDialog::verdict() const
{
    const std::optional<Action> a = action();
    return a && missing().isEmpty() ? validate(m_state, *a) : Verdict{};
}

void ActionDialog::refresh()
{
    const QString what = missing();
    const std::optional<Action> a = action();
    if (!what.isEmpty() || !a)
        m_verdictView->setIncomplete(what.isEmpty() ? tr("The action is not complete yet.") : what);
    else
        m_verdictView->setVerdict(validate(m_state, *a)); // the same call as GameDocument::record()
    m_changes->setText(changesText());
    m_changes->setVisible(!m_changes->text().isEmpty());
    const bool complete = m_verdictView->isComplete();
    m_record->setEnabled(m_verdictView->isOk());
    m_override->setEnabled(complete && !m_verdictView->verdict().ok());
    if (isVisible()) // longer verdicts, a line of changes more
        QMetaObject::invokeMethod(this, &ActionDialog::fitHeight, Qt::QueuedConnection);
}

QString ActionDialog::changesText() const
{
    const std::optional<Action> a = action();
    if (!a || m_player < 0 || m_player >= m_state.playerCount())
        return {};
    GameState after = m_state;
    apply(after, *a);
    const Ledger ledger = ledgerBetween(holdings(m_state), holdings(after));
    const int storage = m_state.players[m_player].storage;
    QStringList parts;
    const auto changed = [](const ResourceCounts &c) {
        return std::any_of(c.begin(), c.end(), [](int n) { return n != 0; });
    };
    if (changed(ledger.storage[storage]))
        parts << tr("storage %1").arg(deltaText(ledger.storage[storage]));
    if (changed(ledger.trolls[m_player]))
        parts << tr("on your trolls %1").arg(deltaText(ledger.trolls[m_player]));
    QStringList pedestals;
    for (Clan c : kStatueClans)
        if (const int n = ledger.pedestals[storage][statueClanIndex(c)])
            pedestals << tr("%1%2 %3")
                             .arg(n > 0 ? QStringLiteral("+") : QStringLiteral("−"))
                             .arg(std::abs(n))
                             .arg(clanName(c));
    if (!pedestals.isEmpty())
        parts << tr("pedestals %1").arg(pedestals.join(tr(", ")));
    if (const int honour = ledger.honour[m_player])
        parts << tr("tunnel points %1%2")
                     .arg(honour > 0 ? QStringLiteral("+") : QStringLiteral("−"))
                     .arg(std::abs(honour));
    if (parts.isEmpty())
        return {};
    return tr("Changes: %1").arg(parts.join(tr("; ")));
}

void ActionDialog::fitHeight()
{
    if (!isVisible() || !layout() || !layout()->hasHeightForWidth())
        return;
    layout()->activate();
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > height())
        resize(width(), needed);
}

void ActionDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    fitHeight();
}

void ActionDialog::resizeEvent(QResizeEvent *event)
{
    QDialog::resizeEvent(event);
    // After this resize is done: the lines may wrap anew.
    QMetaObject::invokeMethod(this, &ActionDialog::fitHeight, Qt::QueuedConnection);
}

void ActionDialog::recordAnyway()
{
    refresh();
    const std::optional<Action> a = action();
    if (!a || m_verdictView->isOk() || !m_verdictView->isComplete())
        return;
    OverrideDialog dialog(m_verdictView->verdict(), actionText(m_state, *a), this);
    if (dialog.exec() != QDialog::Accepted || dialog.reason().isEmpty())
        return;
    m_overrideReason = dialog.reason();
    accept();
}

void ActionDialog::setHeading(const QString &title, const QString &subtitle)
{
    const QString colour =
        m_player >= 0 && m_player < m_state.playerCount() ? m_state.players[m_player].colour : QString();
    const QString chip = QColor(colour).isValid()
                             ? QStringLiteral("<span style=\"color:%1\">■</span> ").arg(QColor(colour).name())
                             : QString();
    m_title->setText(
        chip +
        QStringLiteral("<b>%1</b> — %2").arg(playerName(m_player).toHtmlEscaped(), title.toHtmlEscaped()));
    setWindowTitle(title);
    m_subtitle->setText(keepRuleIds(subtitle));
    m_subtitle->setVisible(!subtitle.isEmpty());
}

QGroupBox *ActionDialog::addSection(const QString &title)
{
    auto *box = new QGroupBox(title, this);
    auto *layout = new QVBoxLayout(box);
    layout->setSpacing(4);
    m_fields->addWidget(box);
    return box;
}

QString ActionDialog::keepRuleIds(QString text)
{
    static const QRegularExpression ruleId(QStringLiteral("\\b[A-Z0-9]{2,}(?:-[A-Z0-9]+)+\\b"));
    QRegularExpressionMatchIterator it = ruleId.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        for (int i = int(m.capturedStart()); i < int(m.capturedEnd()); ++i)
            if (text[i] == QLatin1Char('-'))
                text[i] = QChar(0x2011);
    }
    return text;
}

QLabel *ActionDialog::sentence(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(keepRuleIds(text), parent);
    label->setWordWrap(true);
    return label;
}

QLabel *ActionDialog::note(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(keepRuleIds(text), parent);
    label->setWordWrap(true);
    QPalette muted = label->palette();
    muted.setColor(QPalette::WindowText, VerdictView::mutedColor(muted));
    label->setPalette(muted);
    return label;
}

QString ActionDialog::countsText(const ResourceCounts &counts)
{
    QStringList parts;
    for (Resource r : kAllResources)
        if (at(counts, r) != 0)
            parts << tr("%1 %2").arg(at(counts, r)).arg(resourceName(r));
    return parts.isEmpty() ? tr("nothing") : parts.join(tr(", "));
}

QString ActionDialog::deltaText(const ResourceCounts &delta)
{
    QStringList parts;
    for (Resource r : kAllResources)
        if (const int n = at(delta, r))
            parts << tr("%1%2 %3")
                         .arg(n > 0 ? QStringLiteral("+") : QStringLiteral("−"))
                         .arg(std::abs(n))
                         .arg(resourceName(r));
    return parts.join(tr(", "));
}

QPixmap ActionDialog::artPixmap(const QString &id, int size) const
{
    return Art::instance().pixmap(id, QSize(size, size), devicePixelRatioF());
}

QString ActionDialog::playerName(int player) const
{
    if (player < 0 || player >= m_state.playerCount())
        return tr("Player %1").arg(player + 1);
    return m_state.players[player].name;
}

// ---- PiecePreview
// ---------------------------------------------------------------------------------------------------

namespace {

constexpr int kCell = 26;

QColor layerColour(int layer)
{
    // BRD-LAYER: dark grey, grey, brown, orange, yellow (outer to inner).
    static const QColor colours[5] = {QColor(0x5c, 0x5c, 0x62), QColor(0x9c, 0x9c, 0xa2),
                                      QColor(0x9a, 0x6b, 0x45), QColor(0xe0, 0x8a, 0x3c),
                                      QColor(0xe8, 0xc6, 0x4a)};
    return layer >= 1 && layer <= 5 ? colours[layer - 1] : QColor(0xb0, 0x3a, 0x2e);
}

} // namespace

PiecePreview::PiecePreview(const BoardState &board, const std::vector<Square> &squares,
                           std::optional<Square> anchor, bool altar, const QColor &colour, QWidget *parent)
    : QWidget(parent), m_board(board), m_squares(squares), m_anchor(anchor), m_altar(altar), m_colour(colour)
{
    if (!m_colour.isValid())
        m_colour = QColor(0x30, 0x30, 0x30);
    if (squares.empty())
        return;
    int bottom = squares.front().row, right = squares.front().column;
    m_top = bottom;
    m_left = right;
    for (const Square &s : squares) {
        m_top = std::min(m_top, s.row);
        m_left = std::min(m_left, s.column);
        bottom = std::max(bottom, s.row);
        right = std::max(right, s.column);
    }
    // One square of the board around the piece: what it touches matters (adjacency, workshop sites).
    --m_top;
    --m_left;
    m_rows = bottom - m_top + 2;
    m_columns = right - m_left + 2;
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

QSize PiecePreview::sizeHint() const
{
    return QSize(m_columns * kCell + 2, m_rows * kCell + 2);
}

void PiecePreview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Board &board = m_board.board();
    const SpaceIndex index(m_board);
    const auto cellRect = [&](const Square &s) {
        return QRectF(1 + (s.column - m_left) * kCell, 1 + (s.row - m_top) * kCell, kCell, kCell);
    };
    const auto isPiece = [&](const Square &s) {
        return std::find(m_squares.begin(), m_squares.end(), s) != m_squares.end();
    };
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_columns; ++c) {
            const Square s{m_top + r, m_left + c};
            if (!board.onBoard(s))
                continue;
            const QRectF rect = cellRect(s);
            QColor fill = layerColour(board.layer(s));
            if (!isPiece(s))
                fill.setAlpha(110);
            p.fillRect(rect, fill);
            if (index.covered(s) && !isPiece(s)) { // pieces already there
                p.fillRect(rect.adjusted(3, 3, -3, -3), QColor(0x3a, 0x2a, 0x1c, 150));
            }
            if (index.isWorkshopSite(s)) {
                p.setPen(QPen(QColor(0x20, 0x20, 0x20), 1.5, Qt::DashLine));
                p.setBrush(index.workshopAt(s) != SpaceIndex::kNone ? QColor(0xf3, 0xe6, 0xc8)
                                                                    : QColor(255, 255, 255, 90));
                p.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 3, 3);
            }
            if (std::find(board.rubble.begin(), board.rubble.end(), s) != board.rubble.end()) {
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(0x2b, 0x21, 0x18));
                for (const QPointF d : {QPointF(-5, 4), QPointF(4, 5), QPointF(0, -4), QPointF(6, -3)})
                    p.drawEllipse(rect.center() + d, 2.2, 2.2);
            }
            for (const BuriedResources &b : board.buried)
                if (b.square == s)
                    for (Resource res : kAllResources)
                        if (at(b.resources, res) > 0) {
                            Art::instance().paint(&p, Art::resourceId(res),
                                                  QRectF(rect.left() + 2, rect.top() + 2, 12, 12));
                            break;
                        }
            const int statue = index.statueAt(s);
            if (statue != SpaceIndex::kNone)
                if (const StatueOnBoard *st = m_board.statue(statue))
                    Art::instance().paint(&p, Art::statueId(st->clan), rect.adjusted(3, 3, -3, -3));
        }
    // The piece itself: its outline in the player's colour.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(m_colour, 3));
    for (const Square &s : m_squares) {
        const QRectF rect = cellRect(s);
        for (int k = 0; k < 4; ++k) {
            const Square n = s + kEdgeSteps[k];
            if (isPiece(n))
                continue;
            const QPointF a = k == 0   ? rect.topLeft()
                              : k == 1 ? rect.topRight()
                              : k == 2 ? rect.bottomRight()
                                       : rect.bottomLeft();
            const QPointF b = k == 0   ? rect.topRight()
                              : k == 1 ? rect.bottomRight()
                              : k == 2 ? rect.bottomLeft()
                                       : rect.topLeft();
            p.drawLine(a, b);
        }
    }
    if (m_anchor) {
        const QRectF rect = cellRect(*m_anchor);
        if (m_altar) {
            p.setPen(QPen(QColor(0x8a, 0x6d, 0x1f), 2));
            p.setBrush(QColor(0xf6, 0xe3, 0x9c));
            p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 4, 4);
            Art::instance().paint(&p, QStringLiteral("altar"), rect.adjusted(3, 3, -3, -3));
        } else {
            p.setPen(QPen(QColor(0x20, 0x20, 0x20), 1.5));
            p.setBrush(QColor(255, 255, 255, 160));
            p.drawEllipse(rect.center(), kCell / 4.0, kCell / 4.0);
        }
    }
}

} // namespace hk::gui
