#include "actions/action_dialog.h"

#include "actions/override_dialog.h"
#include "art.h"
#include "i18n/arg_text.h"
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
    if (!what.isEmpty() || !a) // what the turn refuses already is said before the rest is entered
        m_verdictView->setIncomplete(what.isEmpty() ? tr("The action is not complete yet.") : what,
                                     a ? validateTurnStep(m_state, m_player, a->body) : Verdict{});
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
            pedestals << tr("%1%2 %3").arg(argText(n > 0 ? QStringLiteral("+") : QStringLiteral("−")),
                                           argText(std::abs(n)), clanName(c));
    if (!pedestals.isEmpty())
        parts << tr("pedestals %1").arg(pedestals.join(tr(", ")));
    if (const int honour = ledger.honour[m_player])
        parts << tr("tunnel points %1%2")
                     .arg(argText(honour > 0 ? QStringLiteral("+") : QStringLiteral("−")),
                          argText(std::abs(honour)));
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

QString ActionDialog::deltaText(const ResourceCounts &delta)
{
    QStringList parts;
    for (Resource r : kAllResources)
        if (const int n = at(delta, r))
            parts << tr("%1%2 %3").arg(argText(n > 0 ? QStringLiteral("+") : QStringLiteral("−")),
                                       argText(std::abs(n)), resourceName(r));
    return parts.join(tr(", "));
}

QPixmap ActionDialog::artPixmap(const QString &id, int size) const
{
    return Art::instance().pixmap(id, QSize(size, size), devicePixelRatioF());
}

QColor ActionDialog::playerColour(int player) const
{
    return player >= 0 && player < m_state.playerCount() ? QColor(m_state.players[player].colour) : QColor();
}

QString ActionDialog::playerName(int player) const
{
    if (player < 0 || player >= m_state.playerCount())
        return tr("Player %1").arg(player + 1);
    return m_state.players[player].name;
}

} // namespace hk::gui
