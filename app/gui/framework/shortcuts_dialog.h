#pragma once

// Help ▸ Keyboard Shortcuts, in both windows: each action with its keys, then the keys the window's widgets
// take (given as text: "Tab / Shift+Tab").

#include <QDialog>
#include <QList>
#include <QPair>

class QAction;

namespace hk::gui {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    using Row = QPair<QString, QString>; // what it does, the keys
    ShortcutsDialog(const QList<QAction *> &actions, const QList<Row> &more, QWidget *parent = nullptr);
};

} // namespace hk::gui
