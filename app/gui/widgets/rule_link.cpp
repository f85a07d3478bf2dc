#include "rule_link.h"

#include "catalog/rule_catalog.h"
#include "registry/game_registry.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QCursor>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QStringList>
#include <QUrl>

namespace hk::gui {

namespace {

const QString kScheme = QStringLiteral("rule");

} // namespace

RuleLinks *RuleLinks::instance()
{
    static RuleLinks *links = new RuleLinks(QCoreApplication::instance());
    return links;
}

void RuleLinks::open(const QString &id, QWidget *from)
{
    if (base::GameRegistry::instance().findRule(id))
        emit instance()->openRequested(id, from);
}

QString RuleLinks::href(const QString &id)
{
    return kScheme + QLatin1Char(':') + id;
}

bool RuleLinks::openUrl(const QUrl &url, QWidget *from)
{
    if (url.scheme() != kScheme)
        return false;
    open(url.path(), from);
    return true;
}

QString RuleLinks::linked(const QString &html)
{
    // Only the text between tags: an ID inside an attribute or an existing link stays as it is.
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    QString result;
    qsizetype at = 0;
    bool insideLink = false;
    const auto linkText = [&](const QString &text) {
        if (insideLink)
            return text;
        QString out = text;
        const QStringList ids = base::GameRegistry::instance().ruleIdsIn(text);
        for (const QString &id : ids) {
            const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(id)));
            out.replace(word, QStringLiteral("<a href=\"%1\">%2</a>").arg(href(id), id));
        }
        return out;
    };
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        result += linkText(html.mid(at, m.capturedStart() - at));
        const QString t = m.captured();
        if (t.startsWith(QStringLiteral("<a ")) || t == QStringLiteral("<a>"))
            insideLink = true;
        else if (t == QStringLiteral("</a>"))
            insideLink = false;
        result += t;
        at = m.capturedEnd();
    }
    result += linkText(html.mid(at));
    return result;
}

QString RuleLinks::whyLink(const QString &id)
{
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(href(id), tr("Why?").toHtmlEscaped());
}

void RuleLinks::follow(QLabel *label)
{
    label->setTextFormat(Qt::RichText);
    label->setOpenExternalLinks(false);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    connect(label, &QLabel::linkActivated, label,
            [label](const QString &link) { openUrl(QUrl(link), label); });
}

int RuleLinks::addMenuEntries(QMenu *menu, const QString &text, QWidget *from)
{
    const QStringList ids = base::GameRegistry::instance().ruleIdsIn(text);
    if (!ids.isEmpty() && !menu->isEmpty())
        menu->addSeparator();
    for (const QString &id : ids) {
        const base::Rule *rule = base::GameRegistry::instance().findRule(id);
        QAction *action = menu->addAction(tr("Rule %1: %2").arg(id, rule->section.text()));
        action->setToolTip(rule->text.text());
        action->setData(id);
        connect(action, &QAction::triggered, menu, [id, from] { open(id, from); });
    }
    return int(ids.size());
}

void RuleLinks::offerInContextMenu(QWidget *widget, std::function<QString()> text)
{
    widget->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(widget, &QWidget::customContextMenuRequested, widget,
            [widget, text = std::move(text)](const QPoint &at) {
                QMenu menu(widget);
                if (addMenuEntries(&menu, text(), widget) > 0)
                    menu.exec(widget->mapToGlobal(at));
            });
}

void RuleLinks::offerToolTipRules(QWidget *area)
{
    offerInContextMenu(area, [area] {
        for (QWidget *w = area->childAt(area->mapFromGlobal(QCursor::pos())); w && w != area;
             w = w->parentWidget())
            if (!w->toolTip().isEmpty())
                return w->toolTip();
        return area->toolTip();
    });
}

void RuleLinks::offerItemRules(QAbstractItemView *view, ItemScope scope)
{
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    // An item view's context menu position is in its viewport.
    connect(view, &QWidget::customContextMenuRequested, view, [view, scope](const QPoint &at) {
        QModelIndex item = view->indexAt(at);
        QPoint where = at;
        if (!item.isValid() && view->currentIndex().isValid()) { // the menu key: the current item
            item = view->currentIndex();
            where = view->visualRect(item).center();
        }
        if (!item.isValid())
            return;
        QStringList texts;
        for (int column = 0; column < item.model()->columnCount(item.parent()); ++column) {
            const QModelIndex cell = item.siblingAtColumn(column);
            if (scope == ItemScope::Cell && cell != item)
                continue;
            texts << cell.data(RuleIdsRole).toStringList().join(QLatin1Char(' '))
                  << cell.data(Qt::DisplayRole).toString() << cell.data(Qt::ToolTipRole).toString();
        }
        QMenu menu(view);
        if (addMenuEntries(&menu, texts.join(QLatin1Char('\n')), view) > 0)
            menu.exec(view->viewport()->mapToGlobal(where));
    });
}

} // namespace hk::gui
