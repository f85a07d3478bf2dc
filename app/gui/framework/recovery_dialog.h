#pragma once

// After a crash, everything the autosave kept, in one dialog: one row per document (what it is, when it was
// autosaved) with Recover, Discard or Keep; Later (or Esc) keeps them all for the next start. Work whose file
// was written since the crash is not recovered over it: Keep Both recovers it as a new document, and a game
// can also have its recovered actions played again on top of the file as it is now.

#include <QDialog>

#include <vector>

class QButtonGroup;

namespace hk::gui {

class RecoveryDialog : public QDialog {
    Q_OBJECT
public:
    enum class Choice { Recover, RecoverAsNew, ApplyOnTop, Discard, Keep };

    struct Entry {
        QString text;             // WindowFactory::Kind::leftoverText
        bool fileChanged = false; // its file was written since: Keep Both instead of Recover
        bool onTop = false;       // with fileChanged: Apply on Top is offered too (games)
    };

    // One row per entry, each set to Recover (Keep Both if its file changed).
    explicit RecoveryDialog(const std::vector<Entry> &entries, QWidget *parent = nullptr);

    int entryCount() const { return int(m_choices.size()); }
    Choice choice(int entry) const;
    // False if the entry does not offer that choice.
    bool setChoice(int entry, Choice choice);

private:
    std::vector<QButtonGroup *> m_choices;
};

} // namespace hk::gui
