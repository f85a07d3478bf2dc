#pragma once

// The live verdict under an action dialog's fields: what hk::validate() says of the action as it stands, in
// the words of the rules. A green "Allowed by the rules" line, or each broken rule as "RULE-ID — sentence" in
// red; or, while a field the action needs is still empty, what is missing (in grey).

#include "rules/verdict.h"

#include <QFrame>

class QLabel;

namespace hk::gui {

class VerdictView : public QFrame {
    Q_OBJECT
public:
    explicit VerdictView(QWidget *parent = nullptr);

    void setVerdict(const hk::Verdict &verdict);
    // Shown instead of a verdict while the action cannot be built yet ("Enter the card drawn…"); with what
    // the rules refuse already, whatever is entered (`already`: a second recruit in a turn).
    void setIncomplete(const QString &what, const hk::Verdict &already = {});
    // What a verdict without violations says, when the rules check less than the whole action (a spell's
    // effect is the table's word): by default "Allowed by the rules".
    void setAllowedText(const QString &text);

    const hk::Verdict &verdict() const { return m_verdict; }
    bool isComplete() const { return m_missing.isEmpty(); }
    bool isOk() const { return isComplete() && m_verdict.ok(); }
    // The lines as shown, plain text: for tests and for the override dialog.
    QStringList lines() const;

    // "DIG-RUBBLE — needs 2 hammers for the rubble at (1, 3), has 1"
    static QString line(const hk::Violation &violation);
    // The sentence alone, without the rule ID that describe() appends.
    static QString sentence(const hk::Violation &violation);
    // A red that stays readable on light and dark windows, and the green of "allowed".
    static QColor errorColor(const QPalette &palette);
    static QColor okColor(const QPalette &palette);
    // Secondary text: lighter than the text, darker than the disabled grey (which is hard to read).
    static QColor mutedColor(const QPalette &palette);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    QString allowedText() const;
    QStringList violationLines() const;

    hk::Verdict m_verdict;
    QString m_missing;
    QString m_allowed;
    QLabel *m_text = nullptr;
};

} // namespace hk::gui
