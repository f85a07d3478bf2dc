#include "art.h"

#include "i18n/arg_text.h"
#include "model/resources.h"

#include <QIconEngine>
#include <QPainter>

namespace hk::gui {

namespace {

// Renders an icon on demand at whatever size and pixel ratio the widget asks for, through the shared cache.
class ArtIconEngine : public QIconEngine {
public:
    explicit ArtIconEngine(QString id) : m_id(std::move(id)) {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State) override
    {
        const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        painter->save();
        if (mode == QIcon::Disabled)
            painter->setOpacity(0.35);
        painter->drawPixmap(rect, Art::instance().pixmap(m_id, rect.size(), dpr));
        painter->restore();
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State state) override
    {
        return scaledPixmap(size, mode, state, 1.0);
    }

    QPixmap scaledPixmap(const QSize &size, QIcon::Mode mode, QIcon::State, qreal scale) override
    {
        QPixmap pixmap = Art::instance().pixmap(m_id, size, scale);
        if (mode != QIcon::Disabled)
            return pixmap;
        QPixmap faded(pixmap.size());
        faded.setDevicePixelRatio(pixmap.devicePixelRatio());
        faded.fill(Qt::transparent);
        QPainter p(&faded);
        p.setOpacity(0.35);
        p.drawPixmap(0, 0, pixmap);
        return faded;
    }

    QIconEngine *clone() const override { return new ArtIconEngine(m_id); }
    QString key() const override { return QStringLiteral("hallkeeper-art"); }

private:
    QString m_id;
};

} // namespace

Art &Art::instance()
{
    static Art art;
    return art;
}

Art::Art() : m_renderer(QStringLiteral(":/art/hallkeeper.svg")) {}

bool Art::has(const QString &id) const
{
    return m_renderer.elementExists(id);
}

QPixmap Art::pixmap(const QString &id, const QSize &logicalSize, qreal devicePixelRatio)
{
    const QString key = QStringLiteral("%1|%2x%3|%4")
                            .arg(argText(id), argText(logicalSize.width()), argText(logicalSize.height()),
                                 argText(devicePixelRatio));
    auto cached = m_cache.constFind(key);
    if (cached != m_cache.constEnd())
        return *cached;
    QPixmap pixmap(logicalSize * devicePixelRatio);
    pixmap.fill(Qt::transparent);
    if (m_renderer.elementExists(id)) {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        m_renderer.render(&painter, id, QRectF(QPointF(0, 0), QSizeF(pixmap.size())));
    }
    pixmap.setDevicePixelRatio(devicePixelRatio);
    m_cache.insert(key, pixmap);
    return pixmap;
}

void Art::paint(QPainter *painter, const QString &id, const QRectF &rect)
{
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QSize logical = rect.size().toSize();
    if (logical.isEmpty())
        return;
    // Painting to a printer or PDF: render the vector art directly; on screen, use the cached pixmap.
    if (painter->device() && painter->device()->devType() != QInternal::Widget &&
        painter->device()->devType() != QInternal::Pixmap &&
        painter->device()->devType() != QInternal::Image) {
        m_renderer.render(painter, id, rect);
        return;
    }
    painter->drawPixmap(rect.topLeft(), pixmap(id, logical, dpr)); // the pixmap carries its pixel ratio
}

QIcon Art::icon(const QString &id)
{
    auto it = m_icons.find(id);
    if (it == m_icons.end())
        it = m_icons.insert(id, QIcon(new ArtIconEngine(id)));
    return *it;
}

QString Art::resourceId(Resource r)
{
    return QStringLiteral("resource-") + hk::resourceId(r);
}
QString Art::clanId(Clan c)
{
    return QStringLiteral("clan-") + hk::clanId(c);
}
QString Art::statueId(Clan c)
{
    return QStringLiteral("statue-") + hk::clanId(c);
}
QString Art::layerId(int layer)
{
    return QStringLiteral("layer-%1").arg(layer);
}

} // namespace hk::gui
