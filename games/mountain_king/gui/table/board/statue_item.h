#pragma once

#include "model/resources.h"

#include <QGraphicsItem>

namespace hk::gui {

// A statue, by clan; a buried one is drawn faint on its statue spot. Dragging is handled by the view.
class StatueItem : public QGraphicsItem {
public:
    StatueItem(int id, Clan clan);
    int statueId() const { return m_id; }
    Clan clan() const { return m_clan; }
    void setBuried(bool buried);
    bool buried() const { return m_buried; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    int m_id;
    Clan m_clan;
    bool m_buried = true;
};

} // namespace hk::gui
