#pragma once

#include <QLabel>

namespace hk::gui {

// A label that shortens its text with an ellipsis instead of widening its panel (long names).
class ElidedLabel : public QLabel {
public:
    using QLabel::QLabel;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace hk::gui
