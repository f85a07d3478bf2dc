#include "panels/player_panel.h"

#include "art.h"
#include "art_label.h"
#include "cards/card_painting.h"
#include "colour_dot.h"
#include "elided_label.h"
#include "floor/board_drawing.h"
#include "height_for_width.h"
#include "i18n/arg_text.h"
#include "panels/count_strip.h"
#include "panels/moot_widget.h"
#include "plain_text.h"
#include "rules/placement.h"

#include <QAction>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QSignalBlocker>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <numeric>

namespace hk::gui {

namespace {

QLabel *titleLabel()
{
    auto *label = new QLabel;
    QPalette muted = label->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    label->setPalette(muted);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

} // namespace

PlayerPanel::PlayerPanel(int player, QWidget *parent) : QFrame(parent), m_player(player)
{
    setFrameShape(QFrame::StyledPanel);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 6);
    layout->setSpacing(4);

    // Header: colour, start player's crown, name, team, turn marker, actions.
    auto *header = new QHBoxLayout;
    header->setSpacing(5);
    m_dot = new ColourDot;
    m_startCrown = new ArtLabel(QStringLiteral("crown"), 16);
    m_name = new ElidedLabel;
    QFont nameFont = m_name->font();
    nameFont.setBold(true);
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.1);
    m_name->setFont(nameFont);
    m_name->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    m_team = titleLabel();
    m_team->setAlignment(Qt::AlignVCenter);
    m_turnBadge = new QLabel;
    m_turnBadge->setAutoFillBackground(true);
    m_turnBadge->setContentsMargins(5, 1, 5, 1);
    QFont badgeFont = m_turnBadge->font();
    badgeFont.setBold(true);
    m_turnBadge->setFont(badgeFont);
    // Collapsed, the panel is its header and the honour so far: the table sees every player at once and the
    // current one in full (TableWindow expands the player whose turn it is).
    m_expand = new QToolButton;
    m_expand->setAutoRaise(true);
    m_expand->setCheckable(true);
    m_expand->setChecked(true);
    m_expand->setArrowType(Qt::DownArrow);
    connect(m_expand, &QToolButton::toggled, this, [this](bool expanded) {
        setExpanded(expanded);
        emit expandToggled(m_player, expanded);
    });
    m_summary = titleLabel();
    m_summary->setAlignment(Qt::AlignVCenter);
    m_summary->setTextFormat(Qt::PlainText);
    m_actions = new QToolButton;
    m_actions->setAutoRaise(true);
    m_actions->setPopupMode(QToolButton::InstantPopup);
    m_actions->setText(QStringLiteral("⋯"));
    m_actions->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(m_actions);
    m_trade = menu->addAction(QString());
    m_correction = menu->addAction(QString());
    m_actions->setMenu(menu);
    connect(m_trade, &QAction::triggered, this, [this] { emit tradeRequested(m_player); });
    connect(m_correction, &QAction::triggered, this, [this] { emit correctionRequested(m_player); });
    addAction(m_trade);
    addAction(m_correction);
    setContextMenuPolicy(Qt::ActionsContextMenu);

    header->addWidget(m_expand);
    header->addWidget(m_dot);
    header->addWidget(m_startCrown);
    header->addWidget(m_name, 1);
    header->addWidget(m_summary);
    header->addWidget(m_team);
    header->addWidget(m_turnBadge);
    header->addWidget(m_actions);
    layout->addLayout(header);

    // What the player holds.
    m_details = new QWidget;
    auto *details = new QVBoxLayout(m_details);
    details->setContentsMargins(0, 0, 0, 0);
    details->setSpacing(4);
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(4);
    grid->setColumnStretch(1, 1);
    int row = 0;
    const auto addRow = [&](QLabel **title, QWidget *value) {
        *title = titleLabel();
        // Titles stand level with the first line of their row, which may wrap.
        (*title)->setMinimumHeight(std::max(CountStrip::kIconSize + 2, (*title)->fontMetrics().height()));
        (*title)->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        grid->addWidget(*title, row, 0, Qt::AlignLeft | Qt::AlignTop);
        grid->addWidget(value, row, 1, Qt::AlignTop);
        ++row;
    };
    m_storage = new CountStrip;
    addRow(&m_storageTitle, m_storage);
    m_shared = titleLabel();
    m_shared->setTextFormat(Qt::PlainText); // names
    m_shared->setWordWrap(true);
    grid->addWidget(m_shared, row++, 1);
    m_onTrolls = new CountStrip;
    addRow(&m_onTrollsTitle, m_onTrolls);
    m_pedestals = new CountStrip;
    addRow(&m_pedestalsTitle, m_pedestals);
    m_tokens = new CountStrip;
    addRow(&m_tokensTitle, m_tokens);
    m_honour = new QLabel;
    m_honour->setTextFormat(Qt::PlainText);
    addRow(&m_honourTitle, m_honour);
    details->addLayout(grid);

    m_moot = new MootWidget;
    details->addWidget(m_moot);
    layout->addWidget(m_details);
    m_summary->hide();

    retranslate();
}

QSize PlayerPanel::sizeHint() const
{
    const QSize hint = QFrame::sizeHint();
    return {std::max(300, std::min(hint.width(), 380)), hint.height()};
}

void PlayerPanel::setExpanded(bool expanded)
{
    if (m_expand->isChecked() != expanded) {
        const QSignalBlocker quiet(m_expand);
        m_expand->setChecked(expanded);
    }
    m_expand->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_details->setVisible(expanded);
    m_summary->setVisible(!expanded);
    updateGeometry();
}

bool PlayerPanel::isExpanded() const
{
    return m_expand->isChecked();
}

void PlayerPanel::setState(const GameState &state)
{
    if (m_player < 0 || m_player >= state.playerCount())
        return;
    m_state.emplace(state);
    refresh();
}

void PlayerPanel::refresh()
{
    if (!m_state)
        return;
    const GameState &s = *m_state;
    const PlayerState &me = s.players[m_player];
    m_colour = seatColour(s, m_player);
    m_current = !s.over() && s.currentPlayer() == m_player;

    m_dot->setColour(m_colour);
    m_startCrown->setVisible(m_player == 0);
    m_name->setText(me.name);
    m_name->setToolTip(plainToolTip(me.name));
    m_team->setVisible(me.team != 0);
    m_team->setText(tr("Team %1").arg(me.team));
    m_turnBadge->setVisible(m_current);
    QPalette badge = m_turnBadge->palette();
    badge.setColor(QPalette::Window, m_colour);
    // Dark text on light colours (perceived brightness), light text on dark ones.
    const qreal brightness = 0.299 * m_colour.redF() + 0.587 * m_colour.greenF() + 0.114 * m_colour.blueF();
    badge.setColor(QPalette::WindowText, brightness > 0.55 ? QColor(Qt::black) : QColor(Qt::white));
    m_turnBadge->setPalette(badge);
    m_actions->setToolTip(plainToolTip(tr("Actions for %1").arg(me.name)));
    m_actions->setAccessibleName(tr("Actions for %1").arg(me.name));
    m_trade->setEnabled(m_current); // TRADE-4TO1: on your own turn
    setAccessibleName(tr("Player %1").arg(me.name));

    // Storage: every resource, zeros faded, so that the numbers stand in the same places.
    const Storage &storage = s.storageOf(m_player);
    std::vector<CountStrip::Item> items;
    for (Resource r : kAllResources)
        items.push_back({Art::resourceId(r), std::nullopt, at(storage.resources, r), resourceName(r)});
    m_storage->setItems(items);
    QStringList mates;
    for (int p = 0; p < s.playerCount(); ++p)
        if (p != m_player && s.players[p].storage == me.storage)
            mates << s.players[p].name;
    m_storageTitle->setText(mates.isEmpty() ? tr("Storage") : tr("Team storage"));
    m_shared->setVisible(!mates.isEmpty());
    m_shared->setText(tr("shared with %1").arg(mates.join(tr(", "))));

    // On the trolls: what lies on the icons, clan carts apart (CART-CLAN).
    items.clear();
    const ResourceCounts onTrolls = me.moot.resources();
    for (Resource r : kAllResources)
        if (at(onTrolls, r) > 0)
            items.push_back({Art::resourceId(r), std::nullopt, at(onTrolls, r), resourceName(r)});
    const auto clanCarts = me.moot.clanCarts();
    for (Clan c : kStatueClans)
        if (const int n = clanCarts[statueClanIndex(c)])
            items.push_back({Art::resourceId(Resource::Cart), c, n, iconText(Icon{Resource::Cart, c})});
    m_onTrolls->setItems(items);

    items.clear();
    for (Clan c : kStatueClans)
        items.push_back({QStringLiteral("pedestal"), c, storage.pedestals[statueClanIndex(c)],
                         tr("%1 pedestals").arg(clanName(c))});
    m_pedestals->setItems(items);

    items.clear();
    for (int value : me.pedestalTokens)
        items.push_back({QStringLiteral("pedestal-token"), std::nullopt, value,
                         tr("pedestal score token %1").arg(value), true});
    if (me.coronation == 5 || me.coronation == 3)
        items.push_back({me.coronation == 5 ? QStringLiteral("coronation-5") : QStringLiteral("coronation-3"),
                         std::nullopt, me.coronation, tr("coronation token %1").arg(me.coronation), false,
                         false});
    m_tokens->setItems(items);

    const int tokens = std::accumulate(me.pedestalTokens.begin(), me.pedestalTokens.end(), 0);
    const int honour = me.tunnelPoints + me.coronation + tokens;
    m_honour->setText(tr("%1 so far (tunnels %2)").arg(argText(honour), argText(me.tunnelPoints)));
    m_summary->setText(tr("%1 honour").arg(honour));
    m_summary->setToolTip(m_honour->text());
    m_honour->setToolTip(
        tr("Tunnel points %1 + coronation token %2 + pedestal score tokens %3. Statues, great "
           "halls and leftover resources are scored at the end.")
            .arg(argText(me.tunnelPoints), argText(me.coronation), argText(tokens)));

    m_moot->setOwnerName(me.name);
    m_moot->setMoot(me.moot, m_colour);
    nameValues();
    update();
}

void PlayerPanel::retranslate()
{
    m_startCrown->setToolTip(tr("Start player"));
    m_turnBadge->setText(tr("Playing"));
    m_trade->setText(tr("4:1 trade…"));
    m_correction->setText(tr("Correction…"));
    m_onTrollsTitle->setText(tr("On trolls"));
    m_onTrolls->setPlaceholder(tr("nothing"));
    m_pedestalsTitle->setText(tr("Pedestals"));
    m_tokensTitle->setText(tr("Tokens"));
    m_tokens->setPlaceholder(tr("none yet"));
    m_honourTitle->setText(tr("Honour"));
    m_storageTitle->setText(tr("Storage"));
    m_expand->setToolTip(tr("Show or hide this player's storage and moot"));
    m_expand->setAccessibleName(tr("Details"));
    refresh();
    nameValues();
}

void PlayerPanel::nameValues()
{
    // Each value is read out under its title.
    const std::pair<QLabel *, QWidget *> rows[] = {{m_storageTitle, m_storage},
                                                   {m_onTrollsTitle, m_onTrolls},
                                                   {m_pedestalsTitle, m_pedestals},
                                                   {m_tokensTitle, m_tokens},
                                                   {m_honourTitle, m_honour}};
    for (const auto &[title, value] : rows)
        value->setAccessibleName(title->text());
}

void PlayerPanel::paintEvent(QPaintEvent *event)
{
    QFrame::paintEvent(event);
    if (!m_state)
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // The player's colour along the top; all round the panel whose turn it is.
    const QRectF r = QRectF(rect()).adjusted(1, 1, -1, -1);
    p.setPen(Qt::NoPen);
    p.setBrush(m_colour);
    p.drawRect(QRectF(r.left(), r.top(), r.width(), 4));
    if (m_current) {
        p.setPen(QPen(m_colour, 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
    }
}

void PlayerPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace hk::gui
