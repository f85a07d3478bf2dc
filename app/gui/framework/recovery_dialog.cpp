#include "recovery_dialog.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace hk::gui {

RecoveryDialog::RecoveryDialog(const QStringList &entries, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Recover unsaved work?"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Hallkeeper stopped without closing these documents. Choose for each one:"));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *rows = new QWidget;
    auto *grid = new QGridLayout(rows);
    for (int i = 0; i < entries.size(); ++i) {
        auto *text = new QLabel(entries[i]);
        text->setWordWrap(true);
        grid->addWidget(text, i, 0);
        auto *group = new QButtonGroup(this);
        const std::pair<Choice, QString> options[] = {
            {Choice::Recover, tr("Recover")}, {Choice::Discard, tr("Discard")}, {Choice::Keep, tr("Keep")}};
        int column = 1;
        for (const auto &[choice, label] : options) {
            auto *button = new QRadioButton(label);
            group->addButton(button, int(choice));
            grid->addWidget(button, i, column++);
        }
        group->button(int(Choice::Recover))->setChecked(true);
        m_choices.push_back(group);
    }
    grid->setColumnStretch(0, 1);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setWidget(rows);
    layout->addWidget(scroll, 1);

    auto *buttons = new QDialogButtonBox;
    buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole)->setDefault(true);
    buttons->addButton(tr("Later"), QDialogButtonBox::RejectRole)
        ->setToolTip(tr("Keep them all and ask again at the next start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, std::min(160 + 48 * int(entries.size()), 600));
}

RecoveryDialog::Choice RecoveryDialog::choice(int entry) const
{
    return static_cast<Choice>(m_choices[size_t(entry)]->checkedId());
}

void RecoveryDialog::setChoice(int entry, Choice choice)
{
    m_choices[size_t(entry)]->button(int(choice))->setChecked(true);
}

} // namespace hk::gui
