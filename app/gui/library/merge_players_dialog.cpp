#include "merge_players_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk::gui {

using namespace hk::library;

MergePlayersDialog::MergePlayersDialog(PlayLibrary &library, QWidget *parent)
    : QDialog(parent), m_library(library)
{
    setObjectName(QStringLiteral("mergePlayersDialog"));
    setWindowTitle(tr("Merge Players"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Two players who are one person become one: the first one's plays, wins, "
                                "names and uuids move to the second, whose name is kept."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    m_from = new QComboBox(this);
    m_from->setObjectName(QStringLiteral("mergeFrom"));
    m_into = new QComboBox(this);
    m_into->setObjectName(QStringLiteral("mergeInto"));
    for (const LibraryPlayer &p : m_library.players()) {
        const QString shown = p.aliases.isEmpty()
                                  ? p.name
                                  : tr("%1 (also %2)").arg(p.name, p.aliases.join(QStringLiteral(", ")));
        m_from->addItem(shown, p.id);
        m_into->addItem(shown, p.id);
    }
    if (m_into->count() > 1)
        m_into->setCurrentIndex(1);
    auto *fromLabel = new QLabel(tr("&Merge:"), this);
    fromLabel->setBuddy(m_from);
    auto *intoLabel = new QLabel(tr("I&nto:"), this);
    intoLabel->setBuddy(m_into);
    form->addRow(fromLabel, m_from);
    form->addRow(intoLabel, m_into);
    layout->addLayout(form);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("mergePreview"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_text->setMinimumHeight(m_text->fontMetrics().lineSpacing() * 5);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_text, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_merge = buttons->addButton(tr("Merge &Players"), QDialogButtonBox::AcceptRole);
    m_merge->setObjectName(QStringLiteral("mergeButton"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_merge, &QPushButton::clicked, this, [this] {
        if (merge().isEmpty())
            accept();
    });
    for (QComboBox *box : {m_from, m_into})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { updatePreview(); });
    setTabOrder(m_from, m_into);
    setTabOrder(m_into, m_merge);
    setTabOrder(m_merge, buttons->button(QDialogButtonBox::Cancel));
    updatePreview();
    resize(560, 320);
}

void MergePlayersDialog::choose(qint64 from, qint64 into)
{
    m_from->setCurrentIndex(m_from->findData(from));
    m_into->setCurrentIndex(m_into->findData(into));
    updatePreview();
}

void MergePlayersDialog::updatePreview()
{
    m_preview =
        m_library.previewMerge(m_from->currentData().toLongLong(), m_into->currentData().toLongLong());
    m_merge->setEnabled(m_preview.ok());
    if (!m_preview.ok()) {
        m_text->setText(m_preview.problem());
        return;
    }
    QStringList names;
    for (const MergeAlias &a : m_preview.aliases)
        names << (a.kind == QLatin1String("bgg")    ? tr("%1 (BoardGameGeek)").arg(a.shown)
                  : a.kind == QLatin1String("uuid") ? tr("uuid %1").arg(a.shown)
                                                    : a.shown);
    m_text->setText(tr("%1's %n play(s)", nullptr, m_preview.plays).arg(m_preview.from.name) +
                    QStringLiteral(" ") + tr("(%n win(s))", nullptr, m_preview.wins) + QStringLiteral(" ") +
                    tr("become %1's.").arg(m_preview.into.name) + QStringLiteral("\n") +
                    tr("%1 also goes by: %2").arg(m_preview.into.name, names.join(QStringLiteral(", "))));
}

QString MergePlayersDialog::merge()
{
    const QString error =
        m_library.mergePlayers(m_from->currentData().toLongLong(), m_into->currentData().toLongLong());
    if (!error.isEmpty())
        m_text->setText(error);
    return error;
}

} // namespace hk::gui
