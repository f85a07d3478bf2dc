#pragma once

// The board editor's Recognise Layers dock: once a photo of the printed board is aligned, the
// layers are recognised from it (hallkeeper_photo, on the full-resolution photo) and proposed over the board
// (RecognitionOverlay): a terrain and a confidence per square, the uncertain squares framed for the user to
// check. The user accepts the proposal as it is, or shows examples first (the Example tool: one square of
// each terrain, with the terrain keys), and Apply paints it as one undo step (the window does the edit).
// Squares where something seems printed are marked "feature here?" until a feature is stamped there or the
// mark is dismissed; the app never guesses which feature it is. The panel keeps the proposal; its actions are
// also the Paint menu's and the toolbar's.

#include "photo/layer_recognition.h"
#include "recognition_overlay.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QCheckBox;
class QLabel;
class QGridLayout;
class QToolButton;

namespace hk::gui {

class BoardEditorView;

class LayerRecognitionPanel : public QWidget {
    Q_OBJECT
public:
    explicit LayerRecognitionPanel(BoardEditorView *view, QWidget *parent = nullptr);
    ~LayerRecognitionPanel() override;

    QAction *recogniseAction() const { return m_recognise; }
    QAction *applyAction() const { return m_apply; }
    QAction *nextUncertainAction() const { return m_nextUncertain; }
    QAction *nextMarkAction() const { return m_nextMark; }
    QAction *dismissMarkAction() const { return m_dismissMark; }
    QAction *dismissAllMarksAction() const { return m_dismissAllMarks; }
    QAction *closeAction() const { return m_close; }
    // The Example tool's action (the window's tool group), shown as a button here.
    void setExampleToolAction(QAction *action);

    // Recognises the layers in the view's photo through its aligned corners, with the examples given; false,
    // with the reason shown, if there is no photo or it cannot be read through the corners.
    bool recognise();
    // The user shows (or takes back) the terrain of a square: the proposal is recognised again.
    void addExample(const Square &square, Terrain terrain);
    void removeExample(const Square &square);
    // After every change of the board: the marks where a feature was stamped go, and a proposal for another
    // grid size is dropped.
    void showBoard();
    // The window applied the proposal: the board shows the terrains now; the frames and the marks stay. Not
    // applied (its step undone): the proposal is offered again as it was.
    void markApplied(bool applied = true);
    // Forgets the proposal, the examples and the dismissed marks.
    void clear();

    const photo::LayerRecognition *recognition() const { return m_recognition.get(); }
    const std::vector<photo::TerrainExample> &examples() const { return m_examples; }
    bool includeUncertain() const;
    int uncertainCount() const;
    // Why the proposal is unreliable and what to do (show examples); empty when it is reliable.
    QString unreliableText() const;
    const std::vector<Square> &featureMarks() const { return m_marks; }
    bool isApplied() const { return m_applied; }
    // "proposed: Layer 3, 72 % sure" for the status bar's square under the mouse; empty without a proposal.
    QString describe(const Square &square) const;
    QLabel *statusLabel() const { return m_status; }
    // The legend's lines: each terrain found with its count, then what the frames and marks mean.
    const QStringList &legendTexts() const { return m_legendTexts; }
    QCheckBox *showTerrainsBox() const { return m_showTerrains; }
    QCheckBox *includeUncertainBox() const { return m_includeUncertain; }

signals:
    void applyRequested();
    void squareChosen(const hk::Square &square); // Next Uncertain, Next Mark: the window selects it
    void message(const QString &text);           // for the status bar too

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void setProblem(const QString &text);
    QString errorText(photo::RecognitionError error) const;
    QString ringsProblem(const photo::LayerRecognition &recognition) const;
    QString examplesRequest() const;
    // The next square after the selection (row by row, wrapping) for which `wanted` holds.
    void chooseNext(const std::function<bool(const Square &)> &wanted);

    BoardEditorView *m_view;
    std::shared_ptr<const photo::LayerRecognition> m_recognition;
    std::vector<photo::TerrainExample> m_examples;
    std::vector<Square> m_dismissed;
    std::vector<Square> m_marks; // "feature here?" squares with no feature yet, not dismissed
    bool m_applied = false;
    QString m_problem; // why there is no proposal (empty: none to say)

    QLabel *m_hint, *m_status, *m_exampleHint, *m_legendTitle;
    QCheckBox *m_showTerrains, *m_includeUncertain;
    QToolButton *m_exampleButton;
    QWidget *m_legend;
    QGridLayout *m_legendLayout;
    QStringList m_legendTexts;
    QAction *m_recognise, *m_apply, *m_nextUncertain, *m_nextMark, *m_dismissMark, *m_dismissAllMarks,
        *m_close;
};

} // namespace hk::gui
