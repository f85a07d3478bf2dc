#pragma once

// For the GUI benchmarks: counts a widget's paint events (and the pixels they cover), and waits until the
// next one has happened, so that a figure includes the repaint and not only its scheduling.

#include <QCoreApplication>
#include <QObject>
#include <QPaintEvent>

namespace hk::bench {

class PaintCounter : public QObject {
public:
    int paints = 0;
    qint64 area = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            ++paints;
            for (const QRect &r : static_cast<QPaintEvent *>(event)->region())
                area += qint64(r.width()) * r.height();
        }
        return false;
    }
    // Processes events until a paint event more than now has come (at most `rounds` times).
    void waitForPaint(int rounds = 6)
    {
        const int before = paints;
        for (int i = 0; i < rounds && paints == before; ++i)
            QCoreApplication::processEvents();
    }
};

} // namespace hk::bench
