#include "board/piece_palette.h"

#include "floor/board_drawing.h"
#include "i18n/arg_text.h"

#include <QEvent>
#include <QGridLayout>
#include <QIconEngine>
#include <QLabel>
#include <QPainter>
#include <QToolButton>

namespace hk::gui {

namespace {

constexpr QSize kIconSize(44, 44);

// A polyomino drawn with the painter at whatever size and pixel ratio is asked: crisp at 2x.
class ShapeIconEngine : public QIconEngine {
public:
    ShapeIconEngine(Orientation shape, QColor colour, bool hall)
        : m_shape(std::move(shape)), m_colour(colour), m_hall(hall)
    {}

    void paint(QPainter *p, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        if (m_shape.cells.empty())
            return;
        // One scale for every piece (only the 5-long I5 is drawn smaller), so that sizes compare at a glance.
        const int span = std::max(std::max(m_shape.rows, m_shape.columns), 4);
        const qreal cell = std::min(rect.width(), rect.height()) / qreal(span);
        const QPointF origin(rect.center().x() - m_shape.columns * cell / 2.0,
                             rect.center().y() - m_shape.rows * cell / 2.0);
        QColor fill = m_hall ? QColor(0xe4, 0xda, 0xc6) : m_colour;
        if (mode == QIcon::Disabled)
            fill = QColor(0x9a, 0x95, 0x8e);
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        if (mode == QIcon::Disabled)
            p->setOpacity(0.45);
        p->setPen(QPen(QColor(0x2b, 0x21, 0x18), std::max(1.0, cell * 0.08)));
        for (const Square &c : m_shape.cells) {
            const QRectF r(origin.x() + c.column * cell, origin.y() + c.row * cell, cell, cell);
            p->setBrush(fill);
            p->drawRoundedRect(r.adjusted(cell * 0.06, cell * 0.06, -cell * 0.06, -cell * 0.06), cell * 0.15,
                               cell * 0.15);
        }
        if (m_shape.anchor) {
            const QPointF centre(origin.x() + (m_shape.anchor->column + 0.5) * cell,
                                 origin.y() + (m_shape.anchor->row + 0.5) * cell);
            if (m_hall) { // the altar
                p->setBrush(QColor(0xc8, 0x1e, 0x37));
                p->drawEllipse(centre, cell * 0.24, cell * 0.24);
            } else { // the anchor hole
                p->setBrush(fill.darker(170));
                p->drawEllipse(centre, cell * 0.16, cell * 0.16);
            }
        }
        p->restore();
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        QPixmap pixmap(size * scale);
        pixmap.fill(Qt::transparent);
        pixmap.setDevicePixelRatio(scale);
        QPainter p(&pixmap);
        paint(&p, QRect(QPoint(0, 0), size), mode, state);
        return pixmap;
    }

    QIconEngine *clone() const override { return new ShapeIconEngine(m_shape, m_colour, m_hall); }
    QString key() const override { return QStringLiteral("hallkeeper-shape"); }

private:
    Orientation m_shape;
    QColor m_colour;
    bool m_hall;
};

} // namespace

PiecePalette::PiecePalette(QWidget *parent) : QWidget(parent)
{
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(4, 4, 4, 4);
    m_grid->setSpacing(2);
    m_tunnelsTitle = new QLabel(this);
    m_hallsTitle = new QLabel(this);
    for (QLabel *title : {m_tunnelsTitle, m_hallsTitle}) {
        QFont f = title->font();
        f.setBold(true);
        title->setFont(f);
    }
    m_colour = playerColour(QString(), 0);
    setAccessibleName(tr("Pieces"));
    updateTexts();
}

PiecePalette::~PiecePalette() = default;

void PiecePalette::setState(const GameState &state, int actingPlayer)
{
    const BoardState &board = state.board;
    QColor colour = m_colour;
    if (actingPlayer >= 0 && actingPlayer < state.playerCount())
        colour = playerColour(state.players[actingPlayer].colour, actingPlayer);
    const bool recolour = colour != m_colour;
    m_colour = colour;
    if (board.catalogPtr() != m_catalog) {
        m_catalog = board.catalogPtr();
        rebuild(*m_catalog);
    } else if (recolour) {
        rebuild(*m_catalog);
    }
    for (Entry &e : m_entries)
        e.left = e.hall ? (board.hallPlaced(e.id) ? 0 : 1) : board.tunnelsLeft(e.id);
    updateTexts();
}

void PiecePalette::rebuild(const Catalog &catalog)
{
    for (Entry &e : m_entries)
        delete e.button;
    m_entries.clear();
    const auto add = [&](const QString &id, const Orientation &shape, bool hall) {
        auto *button = new QToolButton(this);
        button->setIcon(QIcon(new ShapeIconEngine(shape, m_colour, hall)));
        button->setIconSize(kIconSize);
        button->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        button->setAutoRaise(true);
        button->setCheckable(true);
        button->setFocusPolicy(Qt::StrongFocus);
        button->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        connect(button, &QToolButton::clicked, this, [this, id, hall, button] {
            button->setChecked(id == m_current); // checked only by setCurrent()
            if (hall)
                emit hallChosen(id);
            else
                emit shapeChosen(id);
        });
        m_entries.push_back({id, hall, button, 0});
    };
    for (const TunnelShape &t : catalog.tunnels)
        add(t.id, t.shape, false);
    for (const HallDef &h : catalog.halls)
        add(h.id, h.shape, true);
    relayout();
}

void PiecePalette::relayout()
{
    while (m_grid->count())
        delete m_grid->takeAt(0); // the widgets stay, only their places (layout items we own) are redone
    int row = 0, column = 0;
    m_grid->addWidget(m_tunnelsTitle, row++, 0, 1, m_columns);
    bool halls = false;
    QWidget *previous = nullptr;
    for (const Entry &e : m_entries) {
        if (e.hall && !halls) {
            halls = true;
            if (column)
                ++row;
            column = 0;
            m_grid->addWidget(m_hallsTitle, row++, 0, 1, m_columns);
        }
        m_grid->addWidget(e.button, row, column);
        if (previous)
            setTabOrder(previous, e.button);
        previous = e.button;
        if (++column == m_columns) {
            column = 0;
            ++row;
        }
    }
    m_grid->setRowStretch(row + 1, 1);
}

void PiecePalette::setColumns(int columns)
{
    m_columns = std::max(1, columns);
    relayout();
}

void PiecePalette::setCurrent(const QString &id)
{
    m_current = id;
    for (Entry &e : m_entries)
        e.button->setChecked(e.id == id);
}

int PiecePalette::tilesLeft(const QString &shapeId) const
{
    for (const Entry &e : m_entries)
        if (!e.hall && e.id == shapeId)
            return e.left;
    return -1;
}

bool PiecePalette::hallAvailable(const QString &hallId) const
{
    for (const Entry &e : m_entries)
        if (e.hall && e.id == hallId)
            return e.left > 0;
    return false;
}

QAbstractButton *PiecePalette::buttonFor(const QString &id) const
{
    for (const Entry &e : m_entries)
        if (e.id == id)
            return e.button;
    return nullptr;
}

void PiecePalette::updateTexts()
{
    m_tunnelsTitle->setText(tr("Tunnel tiles"));
    m_hallsTitle->setText(tr("Great halls"));
    for (Entry &e : m_entries) {
        QString text, description;
        if (e.hall) {
            const HallDef *hall = m_catalog ? m_catalog->hall(e.id) : nullptr;
            const QString name = hall ? hall->displayName() : e.id;
            text = hall ? QStringLiteral("%1/%2").arg(argText(hall->low), argText(hall->high)) : e.id;
            description = e.left
                              ? tr("%1, great hall (%2/%3), in the supply")
                                    .arg(name, argText(hall ? hall->low : 0), argText(hall ? hall->high : 0))
                              : tr("%1, great hall, already dedicated").arg(name);
        } else {
            text = tr("%1 ×%2", "tunnel tile id and how many are left").arg(argText(e.id), argText(e.left));
            description = tr("%1 tunnel tile, %n left in the supply", "", e.left).arg(e.id);
        }
        e.button->setText(text);
        e.button->setToolTip(description);
        e.button->setAccessibleName(description);
        e.button->setEnabled(e.left > 0);
    }
}

void PiecePalette::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateTexts();
    QWidget::changeEvent(event);
}

} // namespace hk::gui
