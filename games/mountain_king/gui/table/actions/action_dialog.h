#pragma once

// The dialogs that turn what a user wants to do at the table into a checked hk::Action (one rule for every
// action is validated before it is recorded). They share one shape:
//
//   SomeDialog(const hk::GameState &state, int player, <context>, QWidget *parent = nullptr);
//   std::optional<hk::Action> action() const; // the action built from the dialog's fields
//   QString overrideReason() const;           // non-empty when the user chose to record an illegal action
//
// Under the fields a VerdictView shows, live, what hk::validate(state, action) says — the very call that
// GameDocument::record() makes. "Record" (the default button) is enabled only when the verdict is ok;
// "Record anyway…" opens the OverrideDialog, which asks for the reason and then accepts the dialog with
// overrideReason() set. Esc cancels. The caller then records: document->record(*d.action(),
// d.overrideReason()).
//
// The dialogs, each in the file named after it: DigDialog, HallDialog, RecruitDialog, WorkshopDialog,
// SpellDialog, MoveStatueDialog, TradeDialog, CorrectionDialog.

#include "game/engine.h"
#include "resource_text.h"

#include <QDialog>

#include <optional>

class QGroupBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace hk::gui {

class VerdictView;

class ActionDialog : public QDialog {
    Q_OBJECT
public:
    std::optional<hk::Action> action() const;
    QString overrideReason() const { return m_overrideReason; }
    // What the rules say of action() now (empty verdict while the action is incomplete).
    hk::Verdict verdict() const;
    // What the user must still enter before the action can be recorded at all (empty: nothing).
    virtual QString missing() const { return {}; }

    const hk::GameState &state() const { return m_state; }
    int player() const { return m_player; }
    VerdictView *verdictView() const { return m_verdictView; }
    // What the action would change for the player, from the engine's own apply(): "storage −4 stone; …".
    QString changesText() const;
    QPushButton *recordButton() const { return m_record; }
    QPushButton *overrideButton() const { return m_override; }

    // Re-reads the fields: the verdict and the buttons follow. The dialogs call it after every change.
    void refresh();

    // "3 stone, 1 hammer" (nothing: "nothing").
    static QString countsText(const hk::ResourceCounts &counts) { return ResourceText::counts(counts); }

protected:
    ActionDialog(const hk::GameState &state, int player, QWidget *parent);

    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

    virtual std::optional<hk::ActionBody> body() const = 0;

    // "Ann — Dig a tunnel tile", and a line under it.
    void setHeading(const QString &title, const QString &subtitle = {});
    QVBoxLayout *fields() const { return m_fields; }
    // A titled group in the fields, with a vertical layout of its own.
    QGroupBox *addSection(const QString &title);
    // Rule IDs stay whole when a sentence wraps: their hyphens become non-breaking ones.
    static QString keepRuleIds(QString text);
    // A sentence, wrapped to the dialog's width.
    static QLabel *sentence(const QString &text, QWidget *parent = nullptr);
    // A line of explanation in a muted colour.
    static QLabel *note(const QString &text, QWidget *parent = nullptr);

    // "+1 iron, −4 stone": changes, signed
    static QString deltaText(const hk::ResourceCounts &delta);
    QPixmap artPixmap(const QString &id, int size = 18) const;
    QString playerName(int player) const;
    // The colour chosen for the player at setup (invalid if none).
    QColor playerColour(int player) const;

private:
    void recordAnyway();
    // Qt sizes a window by its size hint, blind to wrapped text: grow to what the text needs at this width.
    void fitHeight();

    hk::GameState m_state;
    int m_player = 0;
    QString m_overrideReason;
    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QVBoxLayout *m_fields = nullptr;
    QLabel *m_changes = nullptr;
    VerdictView *m_verdictView = nullptr;
    QPushButton *m_record = nullptr;
    QPushButton *m_override = nullptr;
};

} // namespace hk::gui
