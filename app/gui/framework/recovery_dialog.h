#pragma once

// After a crash, everything the autosave kept, in one dialog: one row per document (what it is, when it was
// autosaved) with Recover, Discard or Keep; Later (or Esc) keeps them all for the next start.

#include <QDialog>

#include <vector>

class QButtonGroup;

namespace hk::gui {

class RecoveryDialog : public QDialog {
    Q_OBJECT
public:
    enum class Choice { Recover, Discard, Keep };

    // One row per text (WindowFactory::Kind::leftoverText), each set to Recover.
    explicit RecoveryDialog(const QStringList &entries, QWidget *parent = nullptr);

    int entryCount() const { return int(m_choices.size()); }
    Choice choice(int entry) const;
    void setChoice(int entry, Choice choice);

private:
    std::vector<QButtonGroup *> m_choices;
};

} // namespace hk::gui
