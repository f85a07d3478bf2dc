#pragma once

// All artwork comes from one SVG sheet (resources/art/hallkeeper.svg), addressed by element id, through one
// QSvgRenderer. Pixmaps are cached by element, size and device pixel ratio, so icons stay crisp at 2x.

#include <QHash>
#include <QIcon>
#include <QPixmap>
#include <QSvgRenderer>

namespace hk {
enum class Resource : int;
enum class Clan : int;
} // namespace hk

namespace hk::gui {

class Art {
public:
    static Art &instance();

    bool has(const QString &id) const;
    // `logicalSize` in device-independent pixels; the pixmap carries `devicePixelRatio`.
    QPixmap pixmap(const QString &id, const QSize &logicalSize, qreal devicePixelRatio);
    void paint(QPainter *painter, const QString &id, const QRectF &rect);
    QIcon icon(const QString &id);

    static QString resourceId(Resource r); // "resource-stone"
    static QString clanId(Clan c);         // "clan-fire"
    static QString statueId(Clan c);       // "statue-fire"
    static QString layerId(int layer);     // "layer-3"

private:
    Art();
    QSvgRenderer m_renderer;
    QHash<QString, QPixmap> m_cache;
    QHash<QString, QIcon> m_icons;
};

} // namespace hk::gui
