#include "actions/override_dialog.h"

#include "verdict_view.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk::gui {

OverrideDialog::OverrideDialog(const Verdict &verdict, const QString &actionText, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Record Against the Rules"));
    auto *layout = new QVBoxLayout(this);

    auto *intro = new QLabel(tr("The rules forbid this action:"), this);
    QFont bold = intro->font();
    bold.setBold(true);
    intro->setFont(bold);
    layout->addWidget(intro);
    if (!actionText.isEmpty()) {
        auto *what = new QLabel(actionText, this);
        what->setWordWrap(true);
        what->setObjectName(QStringLiteral("overrideAction"));
        layout->addWidget(what);
    }

    layout->addSpacing(4);
    layout->addWidget(new QLabel(tr("It breaks:"), this));
    m_verdict = new VerdictView(this);
    m_verdict->setVerdict(verdict);
    layout->addWidget(m_verdict);

    layout->addSpacing(4);
    auto *ask = new QLabel(tr("If the table did it anyway, say why (required):"), this);
    ask->setWordWrap(true);
    layout->addWidget(ask);
    m_reason = new QLineEdit(this);
    m_reason->setPlaceholderText(tr("e.g. we noticed too late and agreed to keep it"));
    m_reason->setMaxLength(500);
    ask->setBuddy(m_reason);
    layout->addWidget(m_reason);

    auto *kept = new QLabel(tr("It will be recorded as an override: the game log keeps it for good, with the "
                               "rules it breaks and your reason, and the history shows it."),
                            this);
    kept->setWordWrap(true);
    QPalette muted = kept->palette();
    muted.setColor(QPalette::WindowText, VerdictView::mutedColor(muted));
    kept->setPalette(muted);
    layout->addWidget(kept);

    auto *buttons = new QDialogButtonBox(this);
    m_record = buttons->addButton(tr("Record as Override"), QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    m_record->setEnabled(false);
    m_record->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!reason().isEmpty())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_reason, &QLineEdit::textChanged, this, [this] { m_record->setEnabled(!reason().isEmpty()); });
    setMinimumWidth(460);
    m_reason->setFocus();
}

QString OverrideDialog::reason() const
{
    return m_reason->text().trimmed();
}

} // namespace hk::gui
