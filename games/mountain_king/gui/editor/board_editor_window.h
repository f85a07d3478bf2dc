#pragma once

// The board editor (issue "Board and component editor"): a group transcribes its printed board once into a
// .hkboard file and shares it. The board in the middle (BoardEditorView) with a photo of the printed board as
// a tracing background; on the sides the tools, the terrain and feature to paint, the board's properties, the
// square selected, the tracing photo and the live list of problems (validateBoard; a click selects the square
// at fault). Every edit is one undo step (core/model/board_edit.h does the editing).

#include "board_editor_view.h"
#include "board_problems_panel.h"
#include "board_properties_panel.h"
#include "board_square_panel.h"
#include "board_tools_panel.h"
#include "document_window.h"
#include "files/autosave.h"
#include "layer_recognition_panel.h"
#include "model/board.h"
#include "tracing_photo_panel.h"

#include <memory>
#include <optional>

class QActionGroup;
class QCheckBox;
class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSlider;
class QSpinBox;
class QToolBar;
class QUndoCommand;

namespace hk {
struct BoardEdit;
struct Feature;
} // namespace hk

namespace hk::gui {

class IconRowEdit;

class BoardEditorWindow : public DocumentWindow {
    Q_OBJECT
public:
    explicit BoardEditorWindow(QWidget *parent = nullptr);
    ~BoardEditorWindow() override;

    // The question asked at start-up for an autosave a crash left behind (WindowFactory::offerRecovery).
    static QString leftoverText(const hk::base::Autosave::Leftover &leftover);

    const hk::Board &board() const { return m_board; }
    BoardEditorView *view() const { return m_view; }

    // The board as a PNG (File ▸ Export PNG, and --export on the command line).
    bool exportTo(const QString &fileName) override;
    // Game ▸ Start a Game on This Board: the board's file (saved first: the game copies the file), or empty
    // with a message while the board has problems or is not saved.
    QString boardForGame();
    // What starts a game on a board file: the table mirror's new game wizard, given by main.cpp (the editor
    // does not know the table). Without it the menu entry is disabled.
    void setGameStarter(std::function<void(const QString &boardFile)> startGame);
    // --trace-photo with a board file: the photo is opened once the board is (instead of the one remembered).
    void setPhotoOnOpen(const QString &fileName) { m_photoOnOpen = fileName; }
    // Opens a photo of the printed board as the tracing background; false (with a message) if unreadable.
    bool openPhoto(const QString &fileName);

    void setTool(EditTool tool);
    void setTerrain(Terrain terrain);
    Terrain terrain() const { return m_terrain; }
    // The feature the Feature tool stamps, as the Feature panel sets it.
    hk::Feature feature() const;

    // The panels, for tests.
    QListWidget *problemList() const { return m_problems->list(); }
    QComboBox *featureKindBox() const { return m_tools->featureKindBox(); }
    IconRowEdit *buriedEdit() const { return m_tools->buriedEdit(); }
    QSpinBox *gatePlayersBox() const { return m_tools->gatePlayersBox(); }
    QSpinBox *rowsBox() const { return m_properties->rowsBox(); }
    QSpinBox *columnsBox() const { return m_properties->columnsBox(); }
    QLineEdit *nameEdit() const { return m_properties->nameEdit(); }
    QSlider *photoOpacitySlider() const { return m_photo->opacitySlider(); }
    QLabel *squareInfo() const { return m_square->infoLabel(); }
    LayerRecognitionPanel *recognitionPanel() const { return m_recognition; }

protected:
    FileKind fileKind() const override;
    QStringList readDocument(const QString &readFrom, const QString &fileName) override;
    bool recoverAsStep(const QString &readFrom, const QString &fileName,
                       const std::function<QString()> &what) override;
    QString gameId() const override; // Mountain King's: its rules in the rules browser
    QString writeDocument(const QString &fileName) override;
    void clearDocument() override;
    QByteArray documentBytes(const QString &playUuid) const override;
    void retranslateDocument() override;
    QList<QPair<QString, QString>> extraShortcuts() const override;
    QString savedNote() const override;
    void documentSaved() override;

private:
    void createActions();
    void createDocks();
    QWidget *createToolsPanel();
    QWidget *createPropertiesPanel();
    QWidget *createSquarePanel();
    QWidget *createPhotoPanel();
    QWidget *createRecognitionPanel();

    // The board shown and checked again after any change (an edit, undo, redo, a file opened).
    void setBoard(const hk::Board &board);
    // `changed`: the only squares that differ from the board shown before, repainted alone (null: all).
    void refresh(const std::vector<hk::Square> *changed = nullptr);
    void refreshProblems();
    void refreshSquareInfo();
    // One undo step: the edit is applied to the board; nothing is pushed when it changed nothing.
    void edit(const QString &text, const std::function<hk::BoardEdit(hk::Board &)> &change,
              const QString &mergeKey = {});
    // One undo step to the board `after` (none if it is the board already).
    void pushBoard(const QString &text, const hk::Board &after, const QString &mergeKey = {});

    void onStroke(const std::vector<hk::Square> &squares, bool finished);
    void onStrokeCancelled();
    void exportPng();
    void choosePhoto();
    void removeSelectedFeatures();
    void applyRecognition();
    void followAppliedStep(int index);
    void startGame();

    hk::Board m_board;
    std::optional<hk::Board> m_strokeStart; // the board before the brush stroke under way
    std::function<void(const QString &)> m_gameStarter;
    QString m_strokeKey; // the merge key of the stroke under way
    Terrain m_terrain = Terrain::Layer1;

    BoardEditorView *m_view;
    QToolBar *m_toolBar = nullptr;
    QActionGroup *m_toolActions = nullptr;
    QActionGroup *m_terrainActions = nullptr;
    QAction *m_exportPng = nullptr, *m_openPhoto = nullptr, *m_fit = nullptr, *m_zoomIn = nullptr,
            *m_zoomOut = nullptr, *m_removeFeatures = nullptr, *m_startGame = nullptr;
    QMenu *m_toolMenu = nullptr, *m_paintMenu = nullptr, *m_gameMenu = nullptr;
    QDockWidget *m_toolsDock = nullptr, *m_propertiesDock = nullptr, *m_squareDock = nullptr,
                *m_photoDock = nullptr, *m_recognitionDock = nullptr, *m_problemsDock = nullptr;

    BoardToolsPanel *m_tools = nullptr;
    BoardPropertiesPanel *m_properties = nullptr;

    // The square selected.
    BoardSquarePanel *m_square = nullptr;

    // The tracing photo.
    TracingPhotoPanel *m_photo = nullptr;
    QString m_photoOnOpen;
    // The layers recognised in the photo.
    LayerRecognitionPanel *m_recognition = nullptr;
    // The step that applied the proposal, and what the status bar said of it.
    const QUndoCommand *m_applied = nullptr;
    const hk::photo::LayerRecognition *m_appliedProposal = nullptr;
    QString m_appliedMessage;

    QLabel *m_hoverInfo = nullptr;
    BoardProblemsPanel *m_problems = nullptr;
};

} // namespace hk::gui
