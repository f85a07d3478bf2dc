#pragma once

// The fields of a generic score sheet, made from its game's schema: the settings (the table rulings chosen)
// on top, then one column per player — the name, then one field per category, in the schema's order. An
// integer not entered shows "—"; a choice not made shows "—". Keyboard first: Tab and Enter go down a
// player's column, then to the next player; the wheel scrolls the sheet and changes only the field that has
// the focus.

#include "problems/problem.h"
#include "sheet/sheet_schema.h"

#include <QWidget>

#include <map>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QScrollArea;
class QSpinBox;

namespace hk::gui {

class SheetGrid : public QWidget {
    Q_OBJECT
public:
    explicit SheetGrid(const base::SheetSchema &schema, QWidget *parent = nullptr);

    // Shows `sheet` (rebuilding the columns when the number of players changed), without emitting edited().
    void setSheet(const base::SheetValues &sheet);
    const base::SheetValues &sheet() const { return m_sheet; }
    // Marks the fields the problems name (their text in the tooltip); clears the others.
    void setProblems(const base::Problems &problems, const base::LocationLabeller &labeller);
    void retranslate();
    // Puts the focus on a field: a player's (`key` "name" or a field's key), or a setting (player -1).
    void focusField(int player, const QString &key);
    // The width that shows every field whole (the page's minimum), for the window to give it.
    int neededWidth() const;

    // For tests.
    QWidget *fieldWidget(int player, const QString &key) const;
    QWidget *settingWidget(const QString &key) const;
    QSpinBox *playerCount() const { return m_playerCount; }

signals:
    // The user changed the sheet; edits of one field merge under `mergeKey` (one undo step for a field).
    void edited(const hk::base::SheetValues &after, const QString &mergeKey, const QString &what);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *makeEditor(const base::SheetField &field, int player);
    void showValue(QWidget *editor, const base::SheetField &field,
                   const std::optional<base::SheetValue> &value);
    std::optional<base::SheetValue> valueOf(QWidget *editor, const base::SheetField &field) const;
    void rebuild();
    void commit(int player, const base::SheetField &field, QWidget *editor);
    void guard(QWidget *editor);
    void fitChoice(QComboBox *combo);

    const base::SheetSchema &m_schema;
    base::SheetValues m_sheet;
    bool m_showing = false; // setSheet() is filling the fields: no edit to report
    QScrollArea *m_scroll;
    QWidget *m_page;
    QGridLayout *m_grid;
    QLabel *m_playersLabel;
    QSpinBox *m_playerCount;
    QLabel *m_settingsTitle;
    std::vector<QLabel *> m_settingLabels;
    std::map<QString, QWidget *> m_settings;
    std::vector<QLabel *> m_rowLabels;                  // "Name", then each field
    std::vector<std::map<QString, QWidget *>> m_fields; // per player: key → editor ("name" too)
};

} // namespace hk::gui
