#include "recovery_dialog.h"

#include "plain_text.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <tuple>

namespace hk::gui {

RecoveryDialog::RecoveryDialog(const std::vector<Entry> &entries, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Recover unsaved work?"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Hallkeeper stopped without closing these documents. Choose for each one:"));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *rows = new QWidget;
    auto *grid = new QGridLayout(rows);
    for (int i = 0; i < int(entries.size()); ++i) {
        const Entry &entry = entries[size_t(i)];
        auto *text = new QLabel;
        setPlainText(text, entry.text); // file names are text, never markup
        text->setWordWrap(true);
        grid->addWidget(text, 2 * i, 0, 1, 2);
        auto *group = new QButtonGroup(this);
        std::vector<std::tuple<Choice, QString, QString>> options;
        if (entry.fileChanged) {
            options.emplace_back(Choice::RecoverAsNew, tr("Keep Both"),
                                 tr("Recover the work as a new document; the file stays as it is now"));
            if (entry.onTop)
                options.emplace_back(Choice::ApplyOnTop, tr("Apply on Top"),
                                     tr("The file as it is now, with the recovered actions played again after "
                                        "its own where the rules still allow them"));
        } else {
            options.emplace_back(Choice::Recover, tr("Recover"), QString());
        }
        options.emplace_back(Choice::Discard, tr("Discard"), QString());
        options.emplace_back(Choice::Keep, tr("Keep"), tr("Ask again at the next start"));
        auto *buttons = new QHBoxLayout;
        for (const auto &[choice, label, tip] : options) {
            auto *button = new QRadioButton(label);
            button->setToolTip(tip);
            group->addButton(button, int(choice));
            buttons->addWidget(button);
        }
        buttons->addStretch(1);
        group->buttons().constFirst()->setChecked(true);
        grid->addLayout(buttons, 2 * i + 1, 1);
        m_choices.push_back(group);
    }
    grid->setColumnMinimumWidth(0, 16);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(2 * int(entries.size()), 1);
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
    resize(640, std::min(160 + 72 * int(entries.size()), 600));
}

RecoveryDialog::Choice RecoveryDialog::choice(int entry) const
{
    return static_cast<Choice>(m_choices[size_t(entry)]->checkedId());
}

bool RecoveryDialog::setChoice(int entry, Choice choice)
{
    QAbstractButton *button = m_choices[size_t(entry)]->button(int(choice));
    if (button)
        button->setChecked(true);
    return button != nullptr;
}

} // namespace hk::gui
