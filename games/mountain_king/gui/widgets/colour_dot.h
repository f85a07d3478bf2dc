#pragma once

#include <QColor>
#include <QWidget>

namespace hk::gui {

// A small disc of a player's colour, beside a name.
class ColourDot : public QWidget {
public:
    explicit ColourDot(QWidget *parent = nullptr);
    void setColour(const QColor &colour);
    QColor colour() const { return m_colour; }
    QSize sizeHint() const override { return {14, 14}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QColor m_colour;
};

} // namespace hk::gui
