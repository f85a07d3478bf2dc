// PlayerCard is long (about 1000 lines) on purpose: it is one player's whole column of the score-sheet format
// (docs/formats.md), and building, refreshing, retranslating, marking problems and finding a field
// by its JSON path each walk every field in the same order. Split by section, each of those walks would be
// spread over files; kept here, a field is added or changed in one file, in the same order everywhere.

#include "player_card.h"
#include "rule_link.h"

#include "line_breaks.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "icon_combo_box.h"
#include "io/catalog_io.h"
#include "rules/rule_ids.h"
#include "scoring/dig_score.h"
#include "scoring/score_report.h"
#include "sheet_document.h"
#include "tunnel_pad.h"

#include <functional>

#include <QButtonGroup>
#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QPainter>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyleOptionSpinBox>
#include <QToolButton>

namespace hk::gui {

namespace {

constexpr int kCardMinWidth = 232; // five side by side at 1280 px
constexpr int kCardMaxWidth = 380;

// The widget of a row that shows `field`, else `otherwise` (the row's first: a hall's name, a statue's clan).
QWidget *fieldWidget(ProblemLocation::Field field,
                     std::initializer_list<std::pair<ProblemLocation::Field, QWidget *>> widgets,
                     QWidget *otherwise)
{
    for (const auto &[f, widget] : widgets)
        if (f == field)
            return widget;
    return otherwise;
}

void setIfDifferent(QSpinBox *spin, int value)
{
    if (spin->value() != value) {
        const QSignalBlocker blocker(spin);
        spin->setValue(value);
    }
}

void setIfDifferent(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text) {
        const QSignalBlocker blocker(edit);
        const int cursor = edit->cursorPosition();
        edit->setText(text);
        edit->setCursorPosition(std::min(cursor, int(text.size())));
    }
}

void setIfDifferent(QCheckBox *box, bool checked)
{
    if (box->isChecked() != checked) {
        const QSignalBlocker blocker(box);
        box->setChecked(checked);
    }
}

void setIndexIfDifferent(QComboBox *box, int index)
{
    if (box->currentIndex() != index) {
        const QSignalBlocker blocker(box);
        box->setCurrentIndex(index);
    }
}

// A count the user types, as wide as the largest value it accepts (never "99" of 9999). A value beyond what
// the sheet allows (600 tunnel points, 99999 stone) is kept as typed and marked on the field with its problem
// until it is corrected (validateSheet): such a field takes one digit more than its largest value, and is as
// wide as that. A field the sheet sets no limit to (a hall's values) takes its largest value at most.
class CountSpinBox : public QSpinBox {
public:
    CountSpinBox(int largest, bool beyond)
    {
        int typable = 9; // all nines, one digit more than the largest value: 600 for 60 is a slip to show
        while (typable < largest * 10 + 9)
            typable = typable * 10 + 9;
        setRange(0, beyond ? typable : largest);
        setProperty("hkLargestValue", largest);
        setAccelerated(true);
        setAlignment(Qt::AlignRight);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    }
    QSize sizeHint() const override { return sizeFor(maximum()); }
    QSize minimumSizeHint() const override { return sizeFor(maximum()); }

private:
    // What QAbstractSpinBox asks of the style for its range, for `shown` instead of the typing maximum.
    QSize sizeFor(int shown) const
    {
        ensurePolished();
        QStyleOptionSpinBox option;
        initStyleOption(&option);
        const int text = fontMetrics().horizontalAdvance(QString::number(shown) + QLatin1Char(' ')) + 2;
        return style()->sizeFromContents(QStyle::CT_SpinBox, &option,
                                         QSize(text, lineEdit()->sizeHint().height()), this);
    }
};

enum class Beyond { Marked, Refused };

QSpinBox *countSpin(int largest, Beyond beyond = Beyond::Marked)
{
    return new CountSpinBox(largest, beyond == Beyond::Marked);
}

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

    m_stripe = new QFrame;
    m_stripe->setFixedHeight(5);
    m_stripe->setAutoFillBackground(true);
    layout->addWidget(m_stripe);

    // Name, colour, team.
    auto *header = new QHBoxLayout;
    m_colorButton = new QToolButton;
    m_colorButton->setAutoRaise(true);
    m_colorButton->setFocusPolicy(Qt::ClickFocus);
    connect(m_colorButton, &QToolButton::clicked, this, &PlayerCard::pickColor);
    m_name = new QLineEdit;
    m_name->setMaxLength(40);
    QFont nameFont = m_name->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.15);
    nameFont.setBold(true);
    m_name->setFont(nameFont);
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        ScoreSheet next = m_document->sheet();
        next.players[m_index].name = text;
        // From the name before the typing to the name typed: one step, whatever the keystrokes.
        const int i = m_index;
        m_document->edit(
            next, SheetDocument::DescribeChange([i](const ScoreSheet &before, const ScoreSheet &after) {
                const bool known = i < int(before.players.size()) && i < int(after.players.size());
                return known ? tr("Rename %1 to %2").arg(before.players[i].name, after.players[i].name)
                             : QString();
            }),
            QStringLiteral("p%1.name").arg(i));
    });
    m_teamLabel = new QLabel;
    m_team = new QComboBox;
    connect(m_team, &QComboBox::activated, this, [this](int i) {
        const QString who = name();
        editPlayer([i](SheetPlayer &p) { p.team = i + 1; },
                   [who, i] { return tr("Put %1 in team %2").arg(who, argText(i + 1)); });
    });
    header->addWidget(m_colorButton);
    header->addWidget(m_name, 1);
    header->addWidget(m_teamLabel);
    header->addWidget(m_team);
    layout->addLayout(header);

    // Tunnels (DIG-SCORE): tile by tile, or the total from the score track.
    sectionHeader(layout, &m_tunnelsTitle, &m_tunnelsPoints);
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
    layout->addLayout(modeRow);
    m_pad = new TunnelPad;
    connect(m_pad, &TunnelPad::addRequested, this, [this](int size, Mineral mineral) {
        const QString who = name();
        editPlayer(
            [&](SheetPlayer &p) {
                p.tunnels.push_back({size, mineral});
            },
            [who, size, mineral] {
                return tr("Add a size %1 %2 tunnel for %3").arg(argText(size), mineralName(mineral), who);
            });
    });
    connect(m_pad, &TunnelPad::removeRequested, this, [this](int size, Mineral mineral) {
        const auto &tunnels = player().tunnels;
        const auto it = std::find(tunnels.rbegin(), tunnels.rend(), SheetTunnel{size, mineral});
        if (it == tunnels.rend())
            return;
        const auto position = std::distance(tunnels.begin(), it.base()) - 1;
        const QString who = name();
        editPlayer(
            [&](SheetPlayer &p) { p.tunnels.erase(p.tunnels.begin() + position); },
            [who, size, mineral] {
                return tr("Remove a size %1 %2 tunnel from %3").arg(argText(size), mineralName(mineral), who);
            });
    });
    layout->addWidget(m_pad, 0, Qt::AlignHCenter);
    auto *trackRow = new QHBoxLayout;
    m_trackLabel = new QLabel;
    m_trackLabel->setWordWrap(true); // long in Japanese: two lines rather than cut
    m_trackPoints = countSpin(sheet_limits::kMaxTunnelPoints);
    m_trackLabel->setBuddy(m_trackPoints);
    connect(m_trackPoints, &QSpinBox::valueChanged, this, [this](int value) {
        const QString who = name();
        editPlayer([value](SheetPlayer &p) { p.tunnelPoints = value; },
                   [who, value] { return tr("Set %1's tunnel points to %2").arg(who, argText(value)); },
                   QStringLiteral("p%1.track").arg(m_index));
    });
    trackRow->addWidget(m_trackLabel, 1);
    trackRow->addWidget(m_trackPoints);
    layout->addLayout(trackRow);

    // Coronation token and pedestal score tokens.
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
    connect(m_tokens, &QLineEdit::textEdited, this, &PlayerCard::setPedestalTokens);
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
    layout->addLayout(small);

    // Leftover resources (SCORE-LEFTOVER), with the optimal trades.
    sectionHeader(layout, &m_resourcesTitle, &m_resourcesPoints);
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(2);
    grid->setVerticalSpacing(3);
    for (Resource r : kAllResources) {
        const int k = static_cast<int>(r);
        auto *icon = new QLabel;
        icon->setPixmap(Art::instance().icon(Art::resourceId(r)).pixmap(QSize(16, 16), devicePixelRatioF()));
        m_resources[k] = countSpin(sheet_limits::kMaxResourceCount);
        icon->setBuddy(m_resources[k]);
        connect(m_resources[k], &QSpinBox::valueChanged, this, [this, r, k](int value) {
            const QString who = name();
            editPlayer(
                [r, value](SheetPlayer &p) { at(p.resources, r) = value; },
                [who, r, value] { return tr("Set %1's %2 to %3").arg(who, resourceName(r), argText(value)); },
                QStringLiteral("p%1.res%2").arg(argText(m_index), argText(k)));
        });
        // Two a row: three would leave a field too narrow for 99999 (kept as typed) in five cards at 1280 px.
        const int row = k / 2;
        const int column = k % 2 * 2;
        grid->addWidget(icon, row, column);
        grid->addWidget(m_resources[k], row, column + 1);
    }
    layout->addLayout(grid);
    m_trades = new QLabel;
    m_trades->setWordWrap(true);
    m_trades->setTextFormat(Qt::PlainText);
    QPalette muted = m_trades->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_trades->setPalette(muted);
    layout->addWidget(m_trades);

    // Great halls (SCORE-HALL).
    QHBoxLayout *hallsHeader = sectionHeader(layout, &m_hallsTitle, &m_hallsPoints);
    m_hallRowsLayout = new QVBoxLayout;
    m_hallRowsLayout->setSpacing(3);
    layout->addLayout(m_hallRowsLayout);
    m_addHall = new QToolButton;
    m_addHall->setAutoRaise(true);
    m_addHall->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_addHall->setIcon(Art::instance().icon(QStringLiteral("hall")));
    m_addHall->setPopupMode(QToolButton::MenuButtonPopup);
    m_addHall->setMenu(new QMenu(m_addHall));
    connect(m_addHall, &QToolButton::clicked, this, [this] { addHall(QString(), 0, 0); });
    hallsHeader->insertWidget(2, m_addHall);

    // Statues (SCORE-STATUE, SCORE-ONE-PER-TUNNEL).
    QHBoxLayout *statuesHeader = sectionHeader(layout, &m_statuesTitle, &m_statuesPoints);
    m_statueRowsLayout = new QVBoxLayout;
    m_statueRowsLayout->setSpacing(3);
    layout->addLayout(m_statueRowsLayout);
    m_addStatue = new QToolButton;
    m_addStatue->setAutoRaise(true);
    m_addStatue->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_addStatue->setIcon(Art::instance().icon(QStringLiteral("statue-fire")));
    connect(m_addStatue, &QToolButton::clicked, this, &PlayerCard::addStatue);
    statuesHeader->insertWidget(2, m_addStatue);

    // Clan trolls of the moot, for the tie-break (SCORE-TIE).
    sectionHeader(layout, &m_trollsTitle, &m_trollsSum);
    // Each level's title over its count: three columns fit a narrow card in every language ("レベル1").
    auto *trolls = new QGridLayout;
    trolls->setHorizontalSpacing(8);
    trolls->setVerticalSpacing(1);
    for (int level = 1; level <= 3; ++level) {
        m_trollLabels[level - 1] = new QLabel;
        m_trolls[level - 1] = countSpin(sheet_limits::kMaxClanTrolls);
        m_trollLabels[level - 1]->setBuddy(m_trolls[level - 1]);
        connect(m_trolls[level - 1], &QSpinBox::valueChanged, this, [this] {
            std::vector<int> levels;
            for (int l = 1; l <= 3; ++l)
                levels.insert(levels.end(), m_trolls[l - 1]->value(), l);
            const QString who = name();
            editPlayer([&](SheetPlayer &p) { p.trollLevels = levels; },
                       [who] { return tr("Set %1's troll levels").arg(who); },
                       QStringLiteral("p%1.trolls").arg(m_index));
        });
        trolls->addWidget(m_trollLabels[level - 1], 0, level - 1);
        trolls->addWidget(m_trolls[level - 1], 1, level - 1);
    }
    trolls->setColumnStretch(3, 1);
    layout->addLayout(trolls);

    layout->addStretch(1);
    auto *totalRow = new QHBoxLayout;
    m_totalTitle = new QLabel;
    m_total = new QLabel;
    QFont big = m_total->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_total->setFont(big);
    m_totalTitle->setFont(big);
    totalRow->addWidget(m_totalTitle);
    totalRow->addStretch();
    totalRow->addWidget(m_total);
    layout->addLayout(totalRow);

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

QHBoxLayout *PlayerCard::sectionHeader(QVBoxLayout *layout, QLabel **title, QLabel **points)
{
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 5, 0, 1);
    row->setSpacing(4);
    *title = new QLabel;
    QFont bold = (*title)->font();
    bold.setBold(true);
    (*title)->setFont(bold);
    *points = new QLabel;
    (*points)->setFont(bold);
    (*points)->setMinimumWidth(24);
    (*points)->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    row->addWidget(*title);
    row->addStretch();
    row->addWidget(*points);
    layout->addLayout(row);
    return row;
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

void PlayerCard::pickColor()
{
    const QColor chosen = QColorDialog::getColor(m_color, this, tr("Colour of %1").arg(name()));
    if (chosen.isValid()) {
        setColor(chosen);
        emit colorChosen(m_index, chosen);
    }
}

void PlayerCard::setTunnelMode(bool byTrack)
{
    const SheetPlayer &p = player();
    if (byTrack == p.tunnelPoints.has_value())
        return;
    const QString who = name();
    if (byTrack) {
        // Keep the points already entered tile by tile as the score-track total.
        int points = 0;
        for (const SheetTunnel &t : p.tunnels)
            points += tunnelPoints(t.size, t.mineral);
        editPlayer([points](SheetPlayer &q) { q.tunnels.clear(), q.tunnelPoints = points; },
                   [who] { return tr("Enter %1's tunnels as the score-track total").arg(who); });
    } else {
        editPlayer([](SheetPlayer &q) { q.tunnelPoints.reset(); },
                   [who] { return tr("Enter %1's tunnels tile by tile").arg(who); });
    }
}

void PlayerCard::setCoronation(int token)
{
    if (player().coronation == token)
        return;
    // Each token exists once: giving it to this player takes it from whoever held it, and says so.
    ScoreSheet next = m_document->sheet();
    QString from;
    for (SheetPlayer &other : next.players)
        if (token != 0 && other.coronation == token) {
            from = other.name;
            other.coronation = 0;
        }
    next.players[m_index].coronation = token;
    const QString who = name();
    const auto describe = [who, token, from] {
        return token == 0 ? tr("Take the coronation token from %1").arg(who)
               : from.isEmpty()
                   ? tr("Give the coronation token %1 to %2").arg(argText(token), who)
                   : tr("Give the coronation token %1 to %2, taken from %3").arg(argText(token), who, from);
    };
    m_document->edit(next, describe);
    if (!from.isEmpty())
        if (auto *main = qobject_cast<QMainWindow *>(window()))
            main->statusBar()->showMessage(describe(), 8000);
}

void PlayerCard::setPedestalTokens(const QString &text)
{
    const std::vector<int> tokens = parseTokens(text);
    const QString who = name();
    editPlayer([&](SheetPlayer &p) { p.pedestalTokens = tokens; },
               [who] { return tr("Set %1's pedestal score tokens").arg(who); },
               QStringLiteral("p%1.tokens").arg(m_index));
}

void PlayerCard::addHall(const QString &hallName, int low, int high)
{
    const QString who = name();
    editPlayer(
        [&](SheetPlayer &p) {
            p.halls.push_back({hallName, low, high, false});
        },
        [who] { return tr("Add a great hall for %1").arg(who); });
    if (!m_hallRows.isEmpty())
        m_hallRows.last().name->setFocus();
}

void PlayerCard::addStatue()
{
    const QString who = name();
    editPlayer(
        [](SheetPlayer &p) {
            p.statues.push_back({Clan::Fire, 1, false, {}});
        },
        [who] { return tr("Add a statue for %1").arg(who); });
    if (!m_statueRows.isEmpty())
        m_statueRows.last().clan->setFocus();
}

void PlayerCard::fillClanBox(QComboBox *box)
{
    const QSignalBlocker blocker(box);
    const int current = box->currentIndex();
    box->clear();
    for (Clan clan : kStatueClans)
        box->addItem(Art::instance().icon(Art::statueId(clan)), clanName(clan), static_cast<int>(clan));
    box->setCurrentIndex(current);
}

void PlayerCard::fillLayerBox(QComboBox *box)
{
    const QSignalBlocker blocker(box);
    const int current = box->currentIndex();
    box->clear();
    // The text is the digit alone, so that typing it selects the layer; the colour is in the tooltip.
    const QString colours[5] = {tr("dark grey"), tr("grey"), tr("brown"), tr("orange"), tr("yellow")};
    for (int layer = 1; layer <= 5; ++layer) {
        box->addItem(Art::instance().icon(Art::layerId(layer)), QString::number(layer), layer);
        box->setItemData(layer - 1, tr("Layer %1 (%2)").arg(argText(layer), argText(colours[layer - 1])),
                         Qt::ToolTipRole);
    }
    box->setCurrentIndex(current);
}

namespace {

// The widget of one hall or statue row, laid out left to right.
QWidget *newRow(QHBoxLayout **layout, int spacing)
{
    auto *row = new QWidget;
    *layout = new QHBoxLayout(row);
    (*layout)->setContentsMargins(0, 0, 0, 0);
    (*layout)->setSpacing(spacing);
    return row;
}

QLabel *rowPointsLabel()
{
    auto *points = new QLabel;
    points->setMinimumWidth(20);
    points->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return points;
}

QToolButton *rowRemoveButton()
{
    auto *remove = new QToolButton;
    remove->setText(QStringLiteral("✕"));
    remove->setAutoRaise(true);
    remove->setFixedWidth(18);
    return remove;
}

QCheckBox *iconCheckBox(const char *artId)
{
    auto *box = new QCheckBox;
    box->setIcon(Art::instance().icon(QLatin1String(artId)));
    box->setIconSize(QSize(14, 14));
    return box;
}

} // namespace

template <class Item>
void PlayerCard::editListItem(std::vector<Item> SheetPlayer::*list, int item,
                              const std::function<void(Item &)> &change, std::function<QString()> describe,
                              const QString &mergeKey)
{
    editPlayer(
        [&](SheetPlayer &p) {
            if (item < int((p.*list).size()))
                change((p.*list)[item]);
        },
        std::move(describe), mergeKey);
}

template <class Item>
void PlayerCard::removeListItem(std::vector<Item> SheetPlayer::*list, int item,
                                std::function<QString()> describe)
{
    editPlayer(
        [&](SheetPlayer &p) {
            if (item < int((p.*list).size()))
                (p.*list).erase((p.*list).begin() + item);
        },
        std::move(describe));
}

void PlayerCard::buildHallRows(int count)
{
    while (m_hallRows.size() > count)
        delete m_hallRows.takeLast().row;
    while (m_hallRows.size() < count) {
        const int h = int(m_hallRows.size());
        HallRow r;
        // The name on a line of its own, the whole card wide ("Treasure Hall", "聚寶大廳"); the values under
        // it.
        r.row = new QWidget;
        auto *hall = new QVBoxLayout(r.row);
        hall->setContentsMargins(0, 0, 0, 0);
        hall->setSpacing(2);
        auto *l = new QHBoxLayout;
        l->setSpacing(3);
        r.name = new QLineEdit;
        r.name->setMaxLength(40);
        // Each value with its word ("Low", "High"), so that the two boxes say which is which.
        r.lowLabel = new QLabel;
        r.low = countSpin(99, Beyond::Refused);
        r.lowLabel->setBuddy(r.low);
        r.highLabel = new QLabel;
        r.high = countSpin(99, Beyond::Refused);
        r.highLabel->setBuddy(r.high);
        r.altar = iconCheckBox("altar");
        r.points = rowPointsLabel();
        r.remove = rowRemoveButton();
        // The remove button beside the name, where it is room to spare, the values and their words under it.
        auto *nameRow = new QHBoxLayout;
        nameRow->setSpacing(3);
        nameRow->addWidget(r.name, 1);
        nameRow->addWidget(r.remove);
        hall->addLayout(nameRow);
        hall->addLayout(l);
        for (QWidget *w : std::initializer_list<QWidget *>{r.lowLabel, r.low, r.highLabel, r.high, r.altar})
            l->addWidget(w);
        l->addStretch(1);
        l->addWidget(r.points);
        const auto editHall = [this, h](const std::function<void(SheetHall &)> &change, const char *field) {
            const QString who = name();
            editListItem<SheetHall>(
                &SheetPlayer::halls, h, change, [who] { return tr("Change a great hall of %1").arg(who); },
                QStringLiteral("p%1.hall%2.%3").arg(argText(m_index), argText(h), QLatin1String(field)));
        };
        connect(r.name, &QLineEdit::textEdited, this,
                [editHall](const QString &t) { editHall([&](SheetHall &x) { x.name = t; }, "name"); });
        connect(r.low, &QSpinBox::valueChanged, this,
                [editHall](int v) { editHall([&](SheetHall &x) { x.low = v; }, "low"); });
        connect(r.high, &QSpinBox::valueChanged, this,
                [editHall](int v) { editHall([&](SheetHall &x) { x.high = v; }, "high"); });
        connect(r.altar, &QCheckBox::toggled, this,
                [editHall](bool v) { editHall([&](SheetHall &x) { x.altar = v; }, "altar"); });
        connect(r.remove, &QToolButton::clicked, this, [this, h] {
            const QString who = name();
            removeListItem(&SheetPlayer::halls, h,
                           [who] { return tr("Remove a great hall from %1").arg(who); });
        });
        retranslateRow(r, h);
        m_hallRowsLayout->addWidget(r.row);
        r.row->show(); // now, not on the next event loop turn: the new fields take the focus at once
        m_hallRows << r;
    }
}

void PlayerCard::buildStatueRows(int count)
{
    while (m_statueRows.size() > count)
        delete m_statueRows.takeLast().row;
    while (m_statueRows.size() < count) {
        const int s = int(m_statueRows.size());
        StatueRow r;
        QHBoxLayout *l = nullptr;
        r.row = newRow(&l, 2);
        r.clan = new IconComboBox; // the clan's statue says which: no room for its name in five cards
        r.clan->setIconSize(QSize(16, 16));
        fillClanBox(r.clan);
        r.layer = new IconComboBox;
        r.layer->setIconSize(QSize(16, 16));
        fillLayerBox(r.layer);
        r.pedestal = iconCheckBox("pedestal");
        r.tunnel = new QLineEdit;
        r.tunnel->setMaxLength(8);
        r.tunnel->setFixedWidth(30);
        r.points = rowPointsLabel();
        r.remove = rowRemoveButton();
        for (QWidget *w :
             std::initializer_list<QWidget *>{r.clan, r.layer, r.pedestal, r.tunnel, r.points, r.remove})
            l->addWidget(w, w == r.clan ? 1 : 0);
        const auto editStatue = [this, s](const std::function<void(SheetStatue &)> &change,
                                          const char *field) {
            const QString who = name();
            editListItem<SheetStatue>(
                &SheetPlayer::statues, s, change, [who] { return tr("Change a statue of %1").arg(who); },
                QStringLiteral("p%1.statue%2.%3").arg(argText(m_index), argText(s), QLatin1String(field)));
        };
        connect(r.clan, &QComboBox::activated, this, [editStatue, r](int i) {
            const Clan clan = static_cast<Clan>(r.clan->itemData(i).toInt());
            editStatue([clan](SheetStatue &x) { x.clan = clan; }, "clan");
        });
        connect(r.layer, &QComboBox::activated, this,
                [editStatue](int i) { editStatue([i](SheetStatue &x) { x.layer = i + 1; }, "layer"); });
        connect(r.pedestal, &QCheckBox::toggled, this, [editStatue](bool v) {
            editStatue([v](SheetStatue &x) { x.onOwnPedestal = v; }, "pedestal");
        });
        connect(r.tunnel, &QLineEdit::textEdited, this, [editStatue](const QString &t) {
            editStatue([t](SheetStatue &x) { x.tunnel = t.trimmed(); }, "tunnel");
        });
        connect(r.remove, &QToolButton::clicked, this, [this, s] {
            const QString who = name();
            removeListItem(&SheetPlayer::statues, s,
                           [who] { return tr("Remove a statue from %1").arg(who); });
        });
        retranslateRow(r);
        m_statueRowsLayout->addWidget(r.row);
        r.row->show();
        m_statueRows << r;
    }
}

void PlayerCard::refresh()
{
    if (m_index >= int(m_document->sheet().players.size()))
        return;
    const ScoreSheet &sheet = m_document->sheet();
    const SheetPlayer &p = player();
    const EntityScore *e = entity();

    setIfDifferent(m_name, p.name);
    m_teamLabel->setVisible(sheet.teams);
    m_team->setVisible(sheet.teams);
    setIndexIfDifferent(m_team, p.team - 1);

    // Tunnels.
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
    m_tunnelsPoints->setText(QString::number(tunnelSum));

    // Coronation: only the token 3 in a 2-player game (SET-CROWNS), unless the sheet already says otherwise.
    const bool offerFive = sheet.players.size() != 2 || p.coronation == 5;
    if (m_coronation->count() != (offerFive ? 3 : 2)) {
        const QSignalBlocker blocker(m_coronation);
        m_coronation->clear();
        m_coronation->addItem(tr("none"), 0);
        if (offerFive)
            m_coronation->addItem(Art::instance().icon(QStringLiteral("coronation-5")), tr("5 (first)"), 5);
        m_coronation->addItem(Art::instance().icon(QStringLiteral("coronation-3")), tr("3 (second)"), 3);
    }
    // Who holds each token, so that choosing one another player holds is no surprise.
    for (int i = 1; i < m_coronation->count(); ++i) {
        const int token = m_coronation->itemData(i).toInt();
        QString text = token == 5 ? tr("5 (first)") : tr("3 (second)");
        for (int other = 0; other < int(sheet.players.size()); ++other)
            if (other != m_index && sheet.players[other].coronation == token)
                text = tr("%1 — held by %2").arg(text, sheet.players[other].name);
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

    for (Resource r : kAllResources)
        setIfDifferent(m_resources[static_cast<int>(r)], at(p.resources, r));

    // Halls and statues: rows follow the lists.
    const bool rowsChanged =
        m_hallRows.size() != qsizetype(p.halls.size()) || m_statueRows.size() != qsizetype(p.statues.size());
    buildHallRows(int(p.halls.size()));
    buildStatueRows(int(p.statues.size()));
    int hallSum = 0;
    for (int h = 0; h < int(p.halls.size()); ++h) {
        const SheetHall &hall = p.halls[h];
        HallRow &r = m_hallRows[h];
        // A hall that comes with Hallkeeper reads in the reader's language; a name being typed stays as
        // typed.
        if (!(r.name->hasFocus() && r.name->text() == hall.name))
            setIfDifferent(r.name, shippedHallName(hall.name));
        setIfDifferent(r.low, hall.low);
        setIfDifferent(r.high, hall.high);
        setIfDifferent(r.altar, hall.altar);
        const int value = hallValue(hall);
        hallSum += value;
        r.points->setText(QString::number(value));
        HallScore line{{m_index, h}, hall, value};
        r.points->setToolTip(explainHall(line) + QStringLiteral(" (") + QLatin1String(rule::ScoreHall) +
                             QLatin1Char(')'));
    }
    // The box holds 6 great halls (docs/formats.md): no seventh can be added anywhere in the sheet.
    int hallsInSheet = 0;
    for (const SheetPlayer &other : sheet.players)
        hallsInSheet += int(other.halls.size());
    m_addHall->setEnabled(hallsInSheet < sheet_limits::kHalls);
    m_addStatue->setEnabled(int(p.statues.size()) < sheet_limits::kMaxStatuesListed); // as a file holds them
    int statueSum = 0;
    for (int s = 0; s < int(p.statues.size()); ++s) {
        const SheetStatue &statue = p.statues[s];
        StatueRow &r = m_statueRows[s];
        setIndexIfDifferent(r.clan, std::max(0, r.clan->findData(static_cast<int>(statue.clan))));
        setIndexIfDifferent(r.layer, std::clamp(statue.layer, 1, 5) - 1);
        setIfDifferent(r.pedestal, statue.onOwnPedestal);
        if (r.tunnel->text().trimmed() != statue.tunnel)
            setIfDifferent(r.tunnel, statue.tunnel);
        if (!e)
            continue;
        for (const StatueScore &line : e->statueLines) {
            if (line.ref != SheetRef{m_index, s})
                continue;
            QFont f = r.points->font();
            f.setStrikeOut(!line.counted);
            r.points->setFont(f);
            r.points->setText(QString::number(line.value));
            const QString rules = QLatin1String(line.counted ? rule::ScoreStatue : rule::ScoreOnePerTunnel);
            r.points->setToolTip(explainStatue(*e, line) + QStringLiteral(" (") + rules + QLatin1Char(')'));
            r.row->setToolTip(r.points->toolTip());
            if (line.counted)
                statueSum += line.value;
        }
    }
    m_hallsPoints->setText(QString::number(hallSum));
    m_statuesPoints->setText(QString::number(statueSum));

    std::array<int, 3> perLevel{};
    for (int level : p.trollLevels)
        if (level >= 1 && level <= 3)
            ++perLevel[level - 1];
    int levelSum = 0;
    for (int l = 0; l < 3; ++l) {
        setIfDifferent(m_trolls[l], perLevel[l]);
        levelSum += perLevel[l] * (l + 1);
    }
    m_trollsSum->setText(tr("Σ %1").arg(levelSum));

    // Pooled and team-wide figures come from the entity's score.
    if (e) {
        m_resourcesPoints->setText(QString::number(e->leftovers));
        QStringList trades;
        for (const Trade &t : e->leftover.trades)
            trades << tr("Trade %1").arg(tradeText(t));
        if (e->team != 0)
            trades.prepend(tr("Pooled with the team:"));
        m_trades->setText(keepWordsTogether(trades.join(QLatin1Char('\n'))));
        m_trades->setVisible(!trades.isEmpty());
        m_resourcesPoints->setToolTip(explainCategory(*e, ScoreCategory::Leftovers));
        m_tunnelsPoints->setToolTip(explainCategory(*e, ScoreCategory::Tunnels));
        m_statuesPoints->setToolTip(explainCategory(*e, ScoreCategory::Statues));
        m_hallsPoints->setToolTip(explainCategory(*e, ScoreCategory::Halls));
        m_total->setText(QString::number(e->total));
        m_total->setToolTip(explainCategory(*e, ScoreCategory::Total));
        m_totalTitle->setText(e->team != 0 ? tr("Team %1").arg(e->team) : tr("Total"));
    }
    if (rowsChanged)
        emit layoutChanged();
}

void PlayerCard::retranslate()
{
    m_name->setPlaceholderText(tr("Player name"));
    m_name->setAccessibleName(tr("Player name"));
    m_colorButton->setToolTip(tr("Choose the colour of this player"));
    m_teamLabel->setText(tr("Team"));
    {
        const QSignalBlocker blocker(m_team);
        const int current = m_team->currentIndex();
        m_team->clear();
        m_team->addItems({tr("Team 1"), tr("Team 2")});
        m_team->setCurrentIndex(current);
    }
    m_tunnelsTitle->setText(tr("Tunnels"));
    m_tunnelsTitle->setToolTip(
        tr("Honour points for each tunnel dug, by size and mineral (%1)").arg(QLatin1String(rule::DigScore)));
    m_byTile->setText(tr("&Tiles"));
    m_byTile->setToolTip(tr("Enter each tunnel dug by its size and mineral"));
    m_byTrack->setText(tr("Trac&k"));
    m_byTrack->setToolTip(tr("Enter the tunnel total read off the score track"));
    m_trackLabel->setText(keepWordsTogether(tr("Tunnel points on the score track:")));
    m_coronationTitle->setText(keepWordsTogether(tr("Coronation")));
    m_coronation->clear(); // refilled in the new language by refresh()
    m_coronation->setToolTip(
        tr("The coronation token held: 5 for the first moot completed, 3 for the second (%1)")
            .arg(QLatin1String(rule::ScoreCrown)));
    m_tokensTitle->setText(keepWordsTogether(tr("Pedestal tokens")));
    m_tokens->setPlaceholderText(tr("e.g. 3 5 3"));
    m_tokens->setToolTip(tr("The values of the pedestal score tokens taken, one digit per token (%1)")
                             .arg(QLatin1String(rule::ScorePedTokens)));
    m_resourcesTitle->setText(tr("Leftover resources"));
    m_resourcesTitle->setToolTip(
        tr("Everything in storage and on trolls; each set of three of a kind scores 1, "
           "after the best 4:1 trades (%1)")
            .arg(QLatin1String(rule::ScoreLeftover)));
    for (Resource r : kAllResources) {
        m_resources[static_cast<int>(r)]->setToolTip(resourceName(r));
        m_resources[static_cast<int>(r)]->setAccessibleName(resourceName(r));
    }
    m_hallsTitle->setText(tr("Great halls"));
    m_hallsTitle->setToolTip(
        tr("Each great hall scores its high value with a statue on its altar, else its low "
           "value (%1)")
            .arg(QLatin1String(rule::ScoreHall)));
    m_addHall->setText(tr("Add"));
    m_addHall->setToolTip(tr("Add a great hall; the arrow offers the Treasure Hall"));
    m_addHall->menu()->clear();
    m_addHall->menu()->addAction(tr("Treasure Hall (6 / 15)"), this, [this] {
        addHall(shippedHallName(QStringLiteral("Treasure Hall")), 6, 15);
    });
    m_addHall->menu()->addAction(tr("Other hall"), this, [this] { addHall(QString(), 0, 0); });
    m_statuesTitle->setText(tr("Statues in tunnels"));
    m_statuesTitle->setToolTip(
        tr("Unearthed statues of the network outside halls: 2 per layer, doubled on a "
           "pedestal of their own clan; one per tunnel (%1, %2)")
            .arg(QLatin1String(rule::ScoreStatue), QLatin1String(rule::ScoreOnePerTunnel)));
    m_addStatue->setText(tr("Add"));
    m_addStatue->setToolTip(tr("Add a statue of this player's network outside the halls"));
    m_trollsTitle->setText(tr("Clan trolls (tie-break)"));
    m_trollsTitle->setToolTip(
        tr("How many clan trolls of each level the moot holds; on a tie the lower sum of "
           "levels wins (%1)")
            .arg(QLatin1String(rule::ScoreTie)));
    for (int level = 1; level <= 3; ++level) {
        m_trollLabels[level - 1]->setText(tr("Lv %1").arg(level));
        m_trolls[level - 1]->setAccessibleName(tr("Clan trolls of level %1").arg(level));
    }
    for (int h = 0; h < m_hallRows.size(); ++h)
        retranslateRow(m_hallRows[h], h);
    for (StatueRow &r : m_statueRows) {
        fillClanBox(r.clan);
        fillLayerBox(r.layer);
        retranslateRow(r);
    }
    refresh();
}

// The texts of one row: given when the row is made and again on a language switch, so that a new row is
// never bare.
void PlayerCard::retranslateRow(HallRow &r, int index)
{
    const int number = index + 1;
    r.name->setPlaceholderText(tr("Hall name"));
    r.name->setAccessibleName(tr("Great hall %1: name").arg(argText(number)));
    //: The low value of a great hall, beside its box (short: five cards side by side).
    r.lowLabel->setText(tr("Low"));
    //: The high value of a great hall, beside its box (short: five cards side by side).
    r.highLabel->setText(tr("High"));
    r.low->setToolTip(tr("Low value: the altar is empty"));
    r.low->setAccessibleName(tr("Great hall %1: low value").arg(argText(number)));
    r.high->setToolTip(tr("High value: a statue stands on the altar"));
    r.high->setAccessibleName(tr("Great hall %1: high value").arg(argText(number)));
    r.altar->setToolTip(tr("A statue stands on the altar"));
    r.altar->setAccessibleName(tr("Great hall %1: a statue on the altar").arg(argText(number)));
    r.remove->setToolTip(tr("Remove this hall"));
    r.remove->setAccessibleName(tr("Remove great hall %1").arg(argText(number)));
}

void PlayerCard::retranslateRow(StatueRow &r)
{
    r.clan->setToolTip(tr("Clan of the statue"));
    r.layer->setToolTip(tr("Layer of the square it stands on"));
    r.pedestal->setToolTip(tr("On a pedestal of its own clan: the points double"));
    r.tunnel->setPlaceholderText(tr("tunnel"));
    // Wide enough for the placeholder in every language ("トンネル", not "…").
    const QFontMetrics metrics(r.tunnel->font());
    r.tunnel->setFixedWidth(std::max(30, metrics.horizontalAdvance(r.tunnel->placeholderText()) + 12));
    r.tunnel->setToolTip(tr("Statues with the same tunnel label share a tunnel, and only the best of them "
                            "scores (%1); leave empty for a statue alone in its tunnel")
                             .arg(QLatin1String(rule::ScoreOnePerTunnel)));
    r.remove->setToolTip(tr("Remove this statue"));
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
    auto *layout = static_cast<QVBoxLayout *>(this->layout());
    layout->removeWidget(m_note);
    const int under = first ? itemIndexOf(layout, first) : -1;
    layout->insertWidget(under < 0 ? layout->count() : under + 1, m_note);
    m_note->setText(keepWordsTogether(notes.join(QLatin1Char('\n'))));
    m_note->setVisible(!notes.isEmpty());
}

QWidget *PlayerCard::widgetFor(const ProblemLocation &where) const
{
    using Part = ProblemLocation::Part;
    using Field = ProblemLocation::Field;
    if (where.player != m_index)
        return nullptr;
    switch (where.part) {
    case Part::Player:
    case Part::Name:
        return m_name;
    case Part::Team:
        return m_team;
    case Part::TunnelPoints:
        return m_trackPoints;
    case Part::Tunnels:
        return m_pad;
    case Part::Coronation:
        return m_coronation;
    case Part::PedestalTokens:
        return m_tokens;
    case Part::Resources:
        return where.resource ? m_resources[static_cast<int>(*where.resource)] : nullptr;
    case Part::Halls: {
        if (where.item < 0 || where.item >= m_hallRows.size())
            return nullptr;
        const HallRow &r = m_hallRows[where.item];
        return fieldWidget(where.field, {{Field::Low, r.low}, {Field::High, r.high}, {Field::Altar, r.altar}},
                           r.name);
    }
    case Part::Statues: {
        if (where.item < 0 || where.item >= m_statueRows.size())
            return nullptr;
        const StatueRow &r = m_statueRows[where.item];
        return fieldWidget(
            where.field,
            {{Field::Layer, r.layer}, {Field::Pedestal, r.pedestal}, {Field::TunnelLabel, r.tunnel}}, r.clan);
    }
    case Part::TrollLevels: { // the box of the troll's level; for the list as a whole, the fullest box
        const auto &levels = player().trollLevels;
        if (where.item >= 0 && where.item < int(levels.size()))
            return m_trolls[std::clamp(levels[where.item], 1, 3) - 1];
        return *std::max_element(m_trolls.begin(), m_trolls.end(), [](const QSpinBox *a, const QSpinBox *b) {
            return a->value() < b->value();
        });
    }
    default:
        return nullptr;
    }
}

QList<QWidget *> PlayerCard::tabChain() const
{
    QList<QWidget *> chain{m_name, m_team, m_byTile, m_byTrack, m_pad, m_trackPoints, m_coronation, m_tokens};
    for (QSpinBox *spin : m_resources)
        chain << spin;
    for (const HallRow &r : m_hallRows)
        chain << r.name << r.low << r.high << r.altar << r.remove;
    chain << m_addHall;
    for (const StatueRow &r : m_statueRows)
        chain << r.clan << r.layer << r.pedestal << r.tunnel << r.remove;
    chain << m_addStatue;
    for (QSpinBox *spin : m_trolls)
        chain << spin;
    return chain;
}

} // namespace hk::gui
