#include "card_sections.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "icon_combo_box.h"
#include "line_breaks.h"
#include "player_card.h"
#include "rules/rule_ids.h"
#include "scoring/dig_score.h"
#include "scoring/score_report.h"
#include "sheet_document.h"
#include "tunnel_pad.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPainter>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

// The texts are the card's (PlayerCard::tr): one translation context for every field of the card.

namespace hk::gui {

namespace {

// Pedestal score tokens are worth 1 to 9: every digit typed is one token, separators are optional.
std::vector<int> parseTokens(const QString &text)
{
    std::vector<int> tokens;
    for (QChar c : text)
        if (c >= QLatin1Char('1') && c <= QLatin1Char('9'))
            tokens.push_back(c.digitValue());
    return tokens;
}

QString tokensText(const std::vector<int> &tokens)
{
    QStringList parts;
    for (int t : tokens)
        parts << QString::number(t);
    return parts.join(QLatin1Char(' '));
}

} // namespace

// ---- The player: name, colour, team

PlayerSection::PlayerSection(PlayerCard *card) : CardSection(card)
{
    m_stripe = new QFrame;
    m_stripe->setFixedHeight(5);
    m_stripe->setAutoFillBackground(true);
    sectionLayout()->addWidget(m_stripe);

    auto *header = new QHBoxLayout;
    m_colorButton = new QToolButton;
    m_colorButton->setAutoRaise(true);
    m_colorButton->setFocusPolicy(Qt::ClickFocus);
    connect(m_colorButton, &QToolButton::clicked, card, &PlayerCard::pickColor);
    m_name = new QLineEdit;
    m_name->setMaxLength(40);
    QFont nameFont = m_name->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.15);
    nameFont.setBold(true);
    m_name->setFont(nameFont);
    connect(m_name, &QLineEdit::textEdited, this, [card](const QString &text) {
        ScoreSheet next = card->document()->sheet();
        next.players[card->index()].name = text;
        // From the name before the typing to the name typed: one step, whatever the keystrokes.
        const int i = card->index();
        card->document()->edit(
            next, SheetDocument::DescribeChange([i](const ScoreSheet &before, const ScoreSheet &after) {
                const bool known = i < int(before.players.size()) && i < int(after.players.size());
                return known ? PlayerCard::tr("Rename %1 to %2")
                                   .arg(before.players[i].name, after.players[i].name)
                             : QString();
            }),
            QStringLiteral("p%1.name").arg(i));
    });
    m_teamLabel = new QLabel;
    m_team = new QComboBox;
    connect(m_team, &QComboBox::activated, this, [card](int i) {
        const QString who = card->name();
        card->editPlayer([i](SheetPlayer &p) { p.team = i + 1; },
                         [who, i] { return PlayerCard::tr("Put %1 in team %2").arg(who, argText(i + 1)); });
    });
    header->addWidget(m_colorButton);
    header->addWidget(m_name, 1);
    header->addWidget(m_teamLabel);
    header->addWidget(m_team);
    sectionLayout()->addLayout(header);
}

void PlayerSection::showColor(const QColor &color)
{
    QPalette stripe = m_stripe->palette();
    stripe.setColor(QPalette::Window, color);
    m_stripe->setPalette(stripe);
    QPixmap swatch(QSize(18, 18) * devicePixelRatioF());
    swatch.setDevicePixelRatio(devicePixelRatioF());
    swatch.fill(Qt::transparent);
    QPainter p(&swatch);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0, 0, 0, 120), 1));
    p.setBrush(color);
    p.drawEllipse(QRectF(1.5, 1.5, 15, 15));
    p.end();
    m_colorButton->setIcon(QIcon(swatch));
}

void PlayerSection::refresh(const ScoreSheet &sheet, const SheetPlayer &p, const EntityScore *)
{
    setIfDifferent(m_name, p.name);
    m_teamLabel->setVisible(sheet.teams);
    m_team->setVisible(sheet.teams);
    setIndexIfDifferent(m_team, p.team - 1);
}

void PlayerSection::retranslate()
{
    m_name->setPlaceholderText(PlayerCard::tr("Player name"));
    m_name->setAccessibleName(PlayerCard::tr("Player name"));
    m_colorButton->setToolTip(PlayerCard::tr("Choose the colour of this player"));
    m_teamLabel->setText(PlayerCard::tr("Team"));
    const QSignalBlocker blocker(m_team);
    const int current = m_team->currentIndex();
    m_team->clear();
    m_team->addItems({PlayerCard::tr("Team 1"), PlayerCard::tr("Team 2")});
    m_team->setCurrentIndex(current);
}

QWidget *PlayerSection::widgetFor(const ProblemLocation &where) const
{
    using Part = ProblemLocation::Part;
    if (where.part == Part::Player || where.part == Part::Name)
        return m_name;
    return where.part == Part::Team ? m_team : nullptr;
}

QList<QWidget *> PlayerSection::tabChain() const
{
    return {m_name, m_team};
}

// ---- Tunnels (DIG-SCORE): tile by tile, or the total from the score track

TunnelsSection::TunnelsSection(PlayerCard *card) : CardSection(card)
{
    addHeader(&m_title, &m_points);
    m_byTile = new QRadioButton;
    m_byTrack = new QRadioButton;
    auto *modeGroup = new QButtonGroup(this);
    modeGroup->addButton(m_byTile);
    modeGroup->addButton(m_byTrack);
    m_byTile->setChecked(true);
    connect(m_byTrack, &QRadioButton::toggled, this, [this](bool on) { setTunnelMode(on); });
    // On a line of their own: beside the title they would not fit a narrow card in every language.
    auto *modeRow = new QHBoxLayout;
    modeRow->addWidget(m_byTile);
    modeRow->addWidget(m_byTrack);
    modeRow->addStretch(1);
    sectionLayout()->addLayout(modeRow);
    m_pad = new TunnelPad;
    connect(m_pad, &TunnelPad::addRequested, this, [card](int size, Mineral mineral) {
        const QString who = card->name();
        card->editPlayer(
            [&](SheetPlayer &p) {
                p.tunnels.push_back({size, mineral});
            },
            [who, size, mineral] {
                return PlayerCard::tr("Add a size %1 %2 tunnel for %3")
                    .arg(argText(size), mineralName(mineral), who);
            });
    });
    connect(m_pad, &TunnelPad::removeRequested, this, [card](int size, Mineral mineral) {
        const auto &tunnels = card->player().tunnels;
        const auto it = std::find(tunnels.rbegin(), tunnels.rend(), SheetTunnel{size, mineral});
        if (it == tunnels.rend())
            return;
        const auto position = std::distance(tunnels.begin(), it.base()) - 1;
        const QString who = card->name();
        card->editPlayer([&](SheetPlayer &p) { p.tunnels.erase(p.tunnels.begin() + position); },
                         [who, size, mineral] {
                             return PlayerCard::tr("Remove a size %1 %2 tunnel from %3")
                                 .arg(argText(size), mineralName(mineral), who);
                         });
    });
    sectionLayout()->addWidget(m_pad, 0, Qt::AlignHCenter);
    auto *trackRow = new QHBoxLayout;
    m_trackLabel = new QLabel;
    m_trackLabel->setWordWrap(true); // long in Japanese: two lines rather than cut
    m_trackPoints = countSpin(sheet_limits::kMaxTunnelPoints);
    m_trackLabel->setBuddy(m_trackPoints);
    connect(m_trackPoints, &QSpinBox::valueChanged, this, [card](int value) {
        const QString who = card->name();
        card->editPlayer(
            [value](SheetPlayer &p) { p.tunnelPoints = value; },
            [who, value] { return PlayerCard::tr("Set %1's tunnel points to %2").arg(who, argText(value)); },
            QStringLiteral("p%1.track").arg(card->index()));
    });
    trackRow->addWidget(m_trackLabel, 1);
    trackRow->addWidget(m_trackPoints);
    sectionLayout()->addLayout(trackRow);
}

void TunnelsSection::setTunnelMode(bool byTrack)
{
    const SheetPlayer &p = card()->player();
    if (byTrack == p.tunnelPoints.has_value())
        return;
    const QString who = card()->name();
    if (byTrack) {
        // Keep the points already entered tile by tile as the score-track total.
        int points = 0;
        for (const SheetTunnel &t : p.tunnels)
            points += tunnelPoints(t.size, t.mineral);
        card()->editPlayer(
            [points](SheetPlayer &q) { q.tunnels.clear(), q.tunnelPoints = points; },
            [who] { return PlayerCard::tr("Enter %1's tunnels as the score-track total").arg(who); });
    } else {
        card()->editPlayer([](SheetPlayer &q) { q.tunnelPoints.reset(); },
                           [who] { return PlayerCard::tr("Enter %1's tunnels tile by tile").arg(who); });
    }
}

void TunnelsSection::refresh(const ScoreSheet &, const SheetPlayer &p, const EntityScore *e)
{
    const bool byTrack = p.tunnelPoints.has_value();
    {
        const QSignalBlocker a(m_byTile), b(m_byTrack);
        m_byTrack->setChecked(byTrack);
        m_byTile->setChecked(!byTrack);
    }
    m_pad->setVisible(!byTrack);
    m_trackLabel->setVisible(byTrack);
    m_trackPoints->setVisible(byTrack);
    TunnelPad::Counts counts{};
    int tunnelSum = p.tunnelPoints.value_or(0);
    for (const SheetTunnel &t : p.tunnels) {
        if (t.size >= 2 && t.size <= 5)
            ++counts[t.size - 2][static_cast<int>(t.mineral)];
        tunnelSum += tunnelPoints(t.size, t.mineral);
    }
    m_pad->setCounts(counts);
    setIfDifferent(m_trackPoints, p.tunnelPoints.value_or(0));
    m_points->setText(QString::number(tunnelSum));
    if (e)
        m_points->setToolTip(explainCategory(*e, ScoreCategory::Tunnels));
}

void TunnelsSection::retranslate()
{
    m_title->setText(PlayerCard::tr("Tunnels"));
    m_title->setToolTip(PlayerCard::tr("Honour points for each tunnel dug, by size and mineral (%1)")
                            .arg(QLatin1String(rule::DigScore)));
    m_byTile->setText(PlayerCard::tr("&Tiles"));
    m_byTile->setToolTip(PlayerCard::tr("Enter each tunnel dug by its size and mineral"));
    m_byTrack->setText(PlayerCard::tr("Trac&k"));
    m_byTrack->setToolTip(PlayerCard::tr("Enter the tunnel total read off the score track"));
    m_trackLabel->setText(keepWordsTogether(PlayerCard::tr("Tunnel points on the score track:")));
}

QWidget *TunnelsSection::widgetFor(const ProblemLocation &where) const
{
    using Part = ProblemLocation::Part;
    if (where.part == Part::TunnelPoints)
        return m_trackPoints;
    return where.part == Part::Tunnels ? m_pad : nullptr;
}

QList<QWidget *> TunnelsSection::tabChain() const
{
    return {m_byTile, m_byTrack, m_pad, m_trackPoints};
}

// ---- The coronation token and the pedestal score tokens

TokensSection::TokensSection(PlayerCard *card) : CardSection(card)
{
    auto *small = new QGridLayout;
    small->setHorizontalSpacing(8);
    m_coronationTitle = new QLabel;
    // The token's picture says which, "5 (first)" in the list: the words do not fit beside the title.
    m_coronation = new IconComboBox;
    m_coronation->setIconSize(QSize(20, 20));
    m_coronationTitle->setBuddy(m_coronation);
    m_coronationPoints = new QLabel;
    connect(m_coronation, &QComboBox::activated, this,
            [this](int i) { setCoronation(m_coronation->itemData(i).toInt()); });
    m_tokensTitle = new QLabel;
    m_tokens = new QLineEdit;
    m_tokens->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[1-9 ,+、，]*")), m_tokens));
    m_tokensTitle->setBuddy(m_tokens);
    m_tokensPoints = new QLabel;
    connect(m_tokens, &QLineEdit::textEdited, this, &TokensSection::setPedestalTokens);
    small->addWidget(m_coronationTitle, 0, 0);
    small->addWidget(m_coronation, 0, 1);
    small->addWidget(m_coronationPoints, 0, 2, Qt::AlignRight);
    small->addWidget(m_tokensTitle, 1, 0);
    small->addWidget(m_tokens, 1, 1);
    small->addWidget(m_tokensPoints, 1, 2, Qt::AlignRight);
    small->setColumnStretch(1, 1);
    m_coronationTitle->setWordWrap(true);
    m_tokensTitle->setWordWrap(true);
    for (QLabel *points : {m_coronationPoints, m_tokensPoints}) {
        QFont bold = points->font();
        bold.setBold(true);
        points->setFont(bold);
        points->setMinimumWidth(28);
        points->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    sectionLayout()->addLayout(small);
}

void TokensSection::setCoronation(int token)
{
    if (card()->player().coronation == token)
        return;
    // Each token exists once: giving it to this player takes it from whoever held it, and says so.
    ScoreSheet next = card()->document()->sheet();
    QString from;
    for (SheetPlayer &other : next.players)
        if (token != 0 && other.coronation == token) {
            from = other.name;
            other.coronation = 0;
        }
    next.players[card()->index()].coronation = token;
    const QString who = card()->name();
    const auto describe = [who, token, from] {
        return token == 0 ? PlayerCard::tr("Take the coronation token from %1").arg(who)
               : from.isEmpty()
                   ? PlayerCard::tr("Give the coronation token %1 to %2").arg(argText(token), who)
                   : PlayerCard::tr("Give the coronation token %1 to %2, taken from %3")
                         .arg(argText(token), who, from);
    };
    card()->document()->edit(next, describe);
    if (!from.isEmpty())
        if (auto *main = qobject_cast<QMainWindow *>(window()))
            main->statusBar()->showMessage(describe(), 8000);
}

void TokensSection::setPedestalTokens(const QString &text)
{
    const std::vector<int> tokens = parseTokens(text);
    const QString who = card()->name();
    card()->editPlayer([&](SheetPlayer &p) { p.pedestalTokens = tokens; },
                       [who] { return PlayerCard::tr("Set %1's pedestal score tokens").arg(who); },
                       QStringLiteral("p%1.tokens").arg(card()->index()));
}

void TokensSection::refresh(const ScoreSheet &sheet, const SheetPlayer &p, const EntityScore *)
{
    // Coronation: only the token 3 in a 2-player game (SET-CROWNS), unless the sheet already says otherwise.
    const bool offerFive = sheet.players.size() != 2 || p.coronation == 5;
    if (m_coronation->count() != (offerFive ? 3 : 2)) {
        const QSignalBlocker blocker(m_coronation);
        m_coronation->clear();
        m_coronation->addItem(PlayerCard::tr("none"), 0);
        if (offerFive)
            m_coronation->addItem(Art::instance().icon(QStringLiteral("coronation-5")),
                                  PlayerCard::tr("5 (first)"), 5);
        m_coronation->addItem(Art::instance().icon(QStringLiteral("coronation-3")),
                              PlayerCard::tr("3 (second)"), 3);
    }
    // Who holds each token, so that choosing one another player holds is no surprise.
    for (int i = 1; i < m_coronation->count(); ++i) {
        const int token = m_coronation->itemData(i).toInt();
        QString text = token == 5 ? PlayerCard::tr("5 (first)") : PlayerCard::tr("3 (second)");
        for (int other = 0; other < int(sheet.players.size()); ++other)
            if (other != card()->index() && sheet.players[other].coronation == token)
                text = PlayerCard::tr("%1 — held by %2").arg(text, sheet.players[other].name);
        if (m_coronation->itemText(i) != text)
            m_coronation->setItemText(i, text);
    }
    setIndexIfDifferent(m_coronation, std::max(0, m_coronation->findData(p.coronation)));
    m_coronationPoints->setText(QString::number(p.coronation));

    if (parseTokens(m_tokens->text()) != p.pedestalTokens)
        setIfDifferent(m_tokens, tokensText(p.pedestalTokens));
    int tokenSum = 0;
    for (int t : p.pedestalTokens)
        tokenSum += t;
    m_tokensPoints->setText(QString::number(tokenSum));
}

void TokensSection::retranslate()
{
    m_coronationTitle->setText(keepWordsTogether(PlayerCard::tr("Coronation")));
    m_coronation->clear(); // refilled in the new language by refresh()
    m_coronation->setToolTip(
        PlayerCard::tr("The coronation token held: 5 for the first moot completed, 3 for the second (%1)")
            .arg(QLatin1String(rule::ScoreCrown)));
    m_tokensTitle->setText(keepWordsTogether(PlayerCard::tr("Pedestal tokens")));
    m_tokens->setPlaceholderText(PlayerCard::tr("e.g. 3 5 3"));
    m_tokens->setToolTip(
        PlayerCard::tr("The values of the pedestal score tokens taken, one digit per token (%1)")
            .arg(QLatin1String(rule::ScorePedTokens)));
}

QWidget *TokensSection::widgetFor(const ProblemLocation &where) const
{
    using Part = ProblemLocation::Part;
    if (where.part == Part::Coronation)
        return m_coronation;
    return where.part == Part::PedestalTokens ? m_tokens : nullptr;
}

QList<QWidget *> TokensSection::tabChain() const
{
    return {m_coronation, m_tokens};
}

} // namespace hk::gui
