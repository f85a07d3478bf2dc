#pragma once

// The board editor's tracing photo: a photo of the printed board under the grid (BoardEditorView), shown or
// not, how opaque, its alignment reset; the dock is a form (tracing_photo_panel.ui). The photo and its
// alignment are kept per board file (in the settings, not in the shared .hkboard), so that the next session
// goes on tracing where this one stopped.

#include <QWidget>

#include <memory>

class QSlider;

namespace hk::gui {

class BoardEditorView;

namespace Ui {
class TracingPhotoPanel;
} // namespace Ui

class TracingPhotoPanel : public QWidget {
    Q_OBJECT
public:
    explicit TracingPhotoPanel(BoardEditorView *view, QWidget *parent = nullptr);
    ~TracingPhotoPanel() override;

    // Puts a photo under the grid; false, with the reader's reason in `error`, if it cannot be read.
    bool openPhoto(const QString &fileName, QString *error);
    // Asks for a photo (File ▸ Open Tracing Photo…); empty if cancelled.
    QString askPhotoFile();
    // The board file the photo belongs to: opened (the photo kept for it comes back, if any), saved (the
    // photo shown is kept for it from now on), or none (a new board: kept once it is saved).
    void restoreFor(const QString &boardFile);
    void rememberFor(const QString &boardFile);
    void forgetBoardFile() { m_boardFile.clear(); }

    QSlider *opacitySlider() const; // percent

signals:
    void openRequested();
    void photoRemoved();

protected:
    void changeEvent(QEvent *event) override;

private:
    void remember();
    void refresh(); // the photo's name and the buttons that need one

    std::unique_ptr<Ui::TracingPhotoPanel> m_ui;
    BoardEditorView *m_view;
    QString m_photoFile;
    QString m_boardFile;      // the board file the photo is remembered for (empty: not saved yet)
    bool m_restoring = false; // its remembered photo is not remembered again as it is restored
};

} // namespace hk::gui
