#include "board_square_panel.h"

#include "board_editor_text.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace hk::gui {

BoardSquarePanel::BoardSquarePanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_info = new QLabel;
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::PlainText);
    m_info->setMinimumWidth(220);
    m_remove = new QPushButton;
    connect(m_remove, &QPushButton::clicked, this, &BoardSquarePanel::removeRequested);
    layout->addWidget(m_info);
    layout->addWidget(m_remove, 0, Qt::AlignLeft);
    layout->addStretch();
    m_remove->setText(tr("Remove its features"));
}

void BoardSquarePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_remove->setText(tr("Remove its features"));
    QWidget::changeEvent(event);
}

bool BoardSquarePanel::showSquare(const Board &board, std::optional<Square> s, const QString &proposal)
{
    if (!s || !board.inGrid(*s)) {
        m_info->setText(tr("No square selected. Choose the Select tool (S) and click a square."));
        m_remove->setEnabled(false);
        return false;
    }
    QStringList lines{
        tr("Square %1: %2").arg(squareText(*s), BoardEditorText::terrainName(board.terrain(*s)))};
    const std::vector<Feature> features = featuresAt(board, *s);
    for (const Feature &f : features)
        lines << QStringLiteral("• ") + BoardEditorText::featureText(f);
    if (features.empty())
        lines << tr("Nothing printed here.");
    if (!proposal.isEmpty()) // "Proposed: Layer 3, 72 % sure", as the status bar says it under the mouse
        lines << proposal.at(0).toUpper() + proposal.mid(1);
    m_info->setText(lines.join(QLatin1Char('\n')));
    m_remove->setEnabled(!features.empty());
    return !features.empty();
}

} // namespace hk::gui
