#pragma once

#include <QLabel>

namespace hk::gui {

// A label that shortens its text with an ellipsis instead of widening its panel (long names). Its text is
// plain text, never markup: it shows names.
class ElidedLabel : public QLabel {
public:
    explicit ElidedLabel(QWidget *parent = nullptr) : QLabel(parent) { setTextFormat(Qt::PlainText); }
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace hk::gui
