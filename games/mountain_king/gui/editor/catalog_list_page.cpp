#include "catalog_list_page.h"

#include "catalog_fields.h"
#include "io/json_reader.h"

#include <QAction>
#include <QCheckBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>

namespace hk::gui {

namespace {

QTreeWidget *createEntryList(const QString &objectName)
{
    auto *list = new QTreeWidget;
    list->setObjectName(objectName);
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setAllColumnsShowFocus(true);
    list->setSelectionMode(QAbstractItemView::SingleSelection);
    list->header()->setStretchLastSection(false);
    // A column sized to its contents measures the first rows only: a list of a thousand long names took
    // seconds to measure whole.
    list->header()->setResizeContentsPrecision(100);
    return list;
}

void resizeEntryList(QTreeWidget *list, int rows)
{
    while (list->topLevelItemCount() > rows)
        delete list->takeTopLevelItem(list->topLevelItemCount() - 1);
    while (list->topLevelItemCount() < rows)
        list->addTopLevelItem(new QTreeWidgetItem);
    if (!list->currentItem() && rows > 0)
        list->setCurrentItem(list->topLevelItem(0));
}

} // namespace

CatalogListPage::CatalogListPage(const QString &prefix, QWidget *parent)
    : CatalogPage(parent), m_prefix(prefix)
{
    // Created here, laid out by each page.
    m_list = createEntryList(prefix + QStringLiteral("List"));
    m_editor = new QGroupBox;
    m_id = new QLineEdit;
    m_id->setMaxLength(kMaxNameLength); // what a catalog file holds (io/json_reader.h)
    m_id->setObjectName(prefix + QStringLiteral("Id"));
    m_idLabel = new QLabel;
    m_idLabel->setBuddy(m_id);
    m_fieldWidgets[ProblemLocation::Field::Id] = m_id;
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        showEntry();
        emit currentEntryChanged();
    });
}

QHBoxLayout *CatalogListPage::createEntryButtons()
{
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton;
    m_duplicate = new QPushButton;
    m_remove = new QPushButton;
    m_add->setObjectName(m_prefix + QStringLiteral("Add"));
    m_duplicate->setObjectName(m_prefix + QStringLiteral("Duplicate"));
    m_remove->setObjectName(m_prefix + QStringLiteral("Remove"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_remove);
    buttons->addStretch();

    auto *removeKey = new QAction(m_list);
    removeKey->setShortcut(QKeySequence::Delete);
    removeKey->setShortcutContext(Qt::WidgetShortcut);
    m_list->addAction(removeKey);
    connect(removeKey, &QAction::triggered, this, &CatalogListPage::removeEntry);
    connect(m_add, &QPushButton::clicked, this, &CatalogListPage::addEntry);
    connect(m_duplicate, &QPushButton::clicked, this, &CatalogListPage::duplicateEntry);
    connect(m_remove, &QPushButton::clicked, this, &CatalogListPage::removeEntry);
    return buttons;
}

QWidget *CatalogListPage::focusTarget(ProblemLocation::Field field) const
{
    const auto widget = m_fieldWidgets.find(field);
    return currentEntry() >= 0 && widget != m_fieldWidgets.end() ? widget->second : nullptr;
}

int CatalogListPage::currentEntry() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    const int index = item ? item->data(0, Qt::UserRole).toInt() : -1;
    return index >= 0 && index < entryCount() ? index : -1;
}

void CatalogListPage::showCatalog(const Catalog &catalog)
{
    const bool was = std::exchange(m_showing, true);
    const int entriesBefore = entryCount();
    const int current = currentEntry();
    m_catalog = catalog;
    // An edit in place keeps its entry selected even where the rows move (a troll card whose level changed);
    // after an entry came or went the selection keeps its row.
    fillList(entryCount() == entriesBefore ? current : -1);
    m_showing = was;
}

void CatalogListPage::fillList(int keepIndex)
{
    std::vector<int> shown;
    for (int index = 0; index < entryCount(); ++index)
        if (isShown(index))
            shown.push_back(index);
    const bool was = std::exchange(m_showing, true);
    resizeEntryList(m_list, int(shown.size()));
    for (int row = 0; row < int(shown.size()); ++row) {
        const int index = shown[size_t(row)];
        QTreeWidgetItem *item = m_list->topLevelItem(row);
        item->setData(0, Qt::UserRole, index);
        fillRow(item, index);
        if (index == keepIndex && m_list->currentItem() != item)
            m_list->setCurrentItem(item);
    }
    m_showing = was;
    showEntry();
}

void CatalogListPage::showEntry()
{
    const bool was = std::exchange(m_showing, true);
    const int index = currentEntry();
    m_editor->setEnabled(index >= 0);
    for (QPushButton *button : {m_duplicate, m_remove})
        if (button)
            button->setEnabled(index >= 0);
    showFields(index);
    m_showing = was;
}

void CatalogListPage::selectEntry(int index, ProblemLocation::Field field, bool focus)
{
    for (int row = 0; index >= 0 && row < m_list->topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = m_list->topLevelItem(row);
        if (item->data(0, Qt::UserRole).toInt() == index) {
            m_list->setCurrentItem(item);
            m_list->scrollToItem(item);
            break;
        }
    }
    if (!focus)
        return;
    QWidget *target = focusTarget(field);
    if (!target)
        target = m_list;
    target->setFocus(Qt::OtherFocusReason);
    // A value led to is selected whole, to be typed over.
    if (auto *edit = qobject_cast<QLineEdit *>(target))
        edit->selectAll();
    else if (auto *box = qobject_cast<QSpinBox *>(target))
        box->selectAll();
}

} // namespace hk::gui
