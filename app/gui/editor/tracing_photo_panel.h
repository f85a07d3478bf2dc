#pragma once

// The board editor's Tracing Photo dock, a form (tracing_photo_panel.ui): the photo of the printed board
// under the grid, shown or not, how opaque, and its alignment reset. It says what the user asked for; the
// window does it.

#include <QWidget>

#include <memory>

class QSlider;

namespace hk::gui {

namespace Ui {
class TracingPhotoPanel;
} // namespace Ui

class TracingPhotoPanel : public QWidget {
    Q_OBJECT
public:
    explicit TracingPhotoPanel(QWidget *parent = nullptr);
    ~TracingPhotoPanel() override;

    // The photo's file (empty: none) and whether one is shown: what needs a photo is enabled with it.
    void showPhoto(const QString &fileName, bool hasPhoto);
    void setPhotoShown(bool shown);
    QSlider *opacitySlider() const; // percent

signals:
    void openRequested();
    void removeRequested();
    void shownToggled(bool shown);
    void opacityChanged(int percent);
    void opacityReleased();
    void resetRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    std::unique_ptr<Ui::TracingPhotoPanel> m_ui;
    QString m_fileName;
};

} // namespace hk::gui
