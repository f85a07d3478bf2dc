#pragma once

#include "model/resources.h"

#include <QWidget>

namespace hk::gui {

// "[stone] 3  [coin] 1": what a storage holds, drawn with the artwork; "nothing" when empty.
class ResourceCountsView : public QWidget {
public:
    explicit ResourceCountsView(QWidget *parent = nullptr);
    void setCounts(const ResourceCounts &counts);
    ResourceCounts counts() const { return m_counts; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    ResourceCounts m_counts{};
};

} // namespace hk::gui
