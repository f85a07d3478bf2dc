#pragma once

// Recording an action the rules forbid (an override is logged with the rule it breaks and the
// reason given, never silently). Lists each broken rule with its sentence, asks for the reason (required) and
// says plainly that the log keeps it for good. Esc cancels.

#include "rules/verdict.h"

#include <QDialog>

class QLineEdit;
class QPushButton;

namespace hk::gui {

class VerdictView;

class OverrideDialog : public QDialog {
    Q_OBJECT
public:
    // `actionText`: the action in words (hk::actionText), shown above the rules it breaks.
    OverrideDialog(const hk::Verdict &verdict, const QString &actionText, QWidget *parent = nullptr);

    QString reason() const; // trimmed; never empty once accepted

    QLineEdit *reasonEdit() const { return m_reason; }
    QPushButton *recordButton() const { return m_record; }
    VerdictView *verdictView() const { return m_verdict; }

private:
    QLineEdit *m_reason = nullptr;
    QPushButton *m_record = nullptr;
    VerdictView *m_verdict = nullptr;
};

} // namespace hk::gui
