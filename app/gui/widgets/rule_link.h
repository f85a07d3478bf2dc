#pragma once

// Every rule ID the app shows opens that rule in the rules browser (Help ▸ Rules): as a link in rich text,
// as an entry of a context menu, or through a "Why?" link. One entry point, RuleLinks::open(); the rules
// browser (framework/rules_browser.h) listens to openRequested(), so that any widget can offer a rule
// without knowing the window that shows it.

#include <QObject>
#include <QString>

#include <functional>

class QAbstractItemView;
class QLabel;
class QMenu;
class QUrl;
class QWidget;

namespace hk::gui {

class RuleLinks : public QObject {
    Q_OBJECT
public:
    static RuleLinks *instance();
    // Opens rule `id` in the rules browser; `from` is the widget it was asked from (its window is the game
    // whose table rulings the browser offers to change).
    static void open(const QString &id, QWidget *from = nullptr);

    // "rule:DIG-RUBBLE": the address of a rule in links.
    static QString href(const QString &id);
    // Opens the rule a "rule:" address names; false for any other address.
    static bool openUrl(const QUrl &url, QWidget *from = nullptr);
    // Rich text in which every catalog rule ID outside the tags is a link to its rule.
    static QString linked(const QString &html);
    // Rich text: a translated "Why?" link to rule `id`.
    static QString whyLink(const QString &id);
    // Makes a rich-text label's rule links open their rules (the text stays selectable).
    static void follow(QLabel *label);
    // Adds "Rule DIG-RUBBLE: …" entries to `menu`, one per rule ID in `text`, after a separator when the
    // menu has entries already. Returns how many were added.
    static int addMenuEntries(QMenu *menu, const QString &text, QWidget *from);
    // The widget's context menu offers the rules named in `text()` (its tooltip, an explanation).
    static void offerInContextMenu(QWidget *widget, std::function<QString()> text);
    // The context menu of `area` offers the rules named in the tooltip of the child under the mouse (or of
    // its nearest parent inside `area` that has one): for score explanations and problem marks.
    static void offerToolTipRules(QWidget *area);
    // An item's rules that its text and tooltip may not name (a score cell: the rule its number applies), as
    // a QStringList of rule IDs.
    static constexpr int RuleIdsRole = Qt::UserRole + 0x4b;
    // What an item's rules are read from: its whole row (a list of problems, the rule in a column of its
    // own), or the one cell (a table of scores: each number applies its own rules).
    enum class ItemScope { Row, Cell };
    // The context menu of an item view offers the rules of the item under the mouse (the current item, from
    // the keyboard): named in its text, its tooltip and its RuleIdsRole.
    static void offerItemRules(QAbstractItemView *view, ItemScope scope = ItemScope::Row);

signals:
    void openRequested(const QString &id, QWidget *from);

private:
    using QObject::QObject;
};

} // namespace hk::gui
