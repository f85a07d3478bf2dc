#include "actions/choice_dialog.h"

#include "verdict_view.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk::gui {

ChoiceDialog::ChoiceDialog(const QString &title, const QString &question, const std::vector<Choice> &choices,
                           QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(question, this);
    label->setWordWrap(true);
    layout->addWidget(label);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("choices"));
    m_list->setAccessibleName(title);
    m_list->setWordWrap(true);
    m_list->setUniformItemSizes(false);
    label->setBuddy(m_list);
    const QColor refused = VerdictView::errorColor(palette());
    int first = -1; // the first choice the rules allow
    for (const Choice &c : choices) {
        auto *item = new QListWidgetItem(
            c.icon, c.refusal.isEmpty() ? c.text : tr("%1\n✗ %2").arg(c.text, c.refusal), m_list);
        if (!c.refusal.isEmpty())
            item->setForeground(refused);
        else if (first < 0)
            first = m_list->count() - 1;
        item->setToolTip(c.refusal.isEmpty() ? c.text : c.refusal);
    }
    layout->addWidget(m_list, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) { m_ok->setEnabled(row >= 0); });
    choose(first >= 0 ? first : 0);
    m_ok->setEnabled(m_list->currentRow() >= 0);
    m_list->setFocus();
    setMinimumWidth(480);
}

int ChoiceDialog::chosen() const
{
    return m_list->currentRow();
}

void ChoiceDialog::choose(int row)
{
    if (row >= 0 && row < m_list->count())
        m_list->setCurrentRow(row);
}

} // namespace hk::gui
