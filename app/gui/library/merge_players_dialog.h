#pragma once

// Player ▸ Merge Players: two players of the library who are one person ("陳小明" from a sheet, "Xiaoming"
// from an import) made one. The two are picked, what would move is shown (plays, wins, every name,
// BoardGameGeek user name and uuid) or why they cannot be merged (they played in the same play: which one),
// and the merge is confirmed. The check and the merge are the library's (PlayLibrary::previewMerge,
// mergePlayers).

#include "db/play_library.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;

namespace hk::gui {

class MergePlayersDialog : public QDialog {
    Q_OBJECT
public:
    explicit MergePlayersDialog(library::PlayLibrary &library, QWidget *parent = nullptr);

    // Chooses the two (tests): `from` is merged into `into`.
    void choose(qint64 from, qint64 into);
    library::MergePreview preview() const { return m_preview; }
    // The merge, as the Merge button does it; empty on success, else why not (also shown in the dialog).
    QString merge();

    QComboBox *fromBox() const { return m_from; }
    QComboBox *intoBox() const { return m_into; }
    QLabel *previewLabel() const { return m_text; }
    QPushButton *mergeButton() const { return m_merge; }

private:
    void updatePreview();

    library::PlayLibrary &m_library;
    library::MergePreview m_preview;
    QComboBox *m_from = nullptr, *m_into = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_merge = nullptr;
};

} // namespace hk::gui
