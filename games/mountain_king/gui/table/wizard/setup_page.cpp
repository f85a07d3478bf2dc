#include "wizard/setup_page.h"

#include "wizard/new_game_draft.h"

#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QWizard>

namespace hk::gui {

SetupPage::SetupPage(NewGameDraft *draft, QStringList rules, QWidget *parent)
    : QWizardPage(parent), m_draft(draft), m_rules(std::move(rules))
{}

QLabel *SetupPage::makeProblemsLabel()
{
    m_problems = new QLabel;
    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::RichText);
    m_problems->setVisible(false);
    connect(m_draft, &NewGameDraft::changed, this, &SetupPage::refreshProblems);
    return m_problems;
}

void SetupPage::refreshProblems()
{
    if (!m_problems)
        return;
    // The rules this page answers for, and every problem fixed on this page (the cards it enters).
    int page = -1;
    if (wizard())
        for (const int id : wizard()->pageIds())
            if (wizard()->page(id) == this)
                page = id;
    const GameSetup setup = m_draft->setup();
    QStringList lines;
    for (const Violation &v : validateSetup(setup).violations)
        if (m_rules.contains(v.rule()) || (page >= 0 && pageOfViolation(v, setup) == page))
            lines << capitalized(describe(v)).toHtmlEscaped();
    lines.removeDuplicates();
    constexpr int kShown = 3; // the summary lists them all
    if (lines.size() > kShown + 1) {
        const int more = int(lines.size()) - kShown;
        lines = lines.mid(0, kShown);
        lines << tr("… and %1 more").arg(more).toHtmlEscaped();
    }
    m_problems->setText(
        QStringLiteral("<span style=\"color:#b3261e\">%1</span>").arg(lines.join(QStringLiteral("<br>"))));
    m_problems->setVisible(!lines.isEmpty());
}

// --- PlayersPage
// ----------------------------------------------------------------------------------------------

QIcon SetupPage::swatch(const QColor &colour, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x2b, 0x21, 0x18), 1));
    p.setBrush(colour);
    p.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), 3, 3);
    return QIcon(pixmap);
}

QString SetupPage::capitalized(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

std::vector<SetupMap::Gate> SetupPage::gatesOf(const NewGameDraft &draft)
{
    std::vector<SetupMap::Gate> gates;
    for (int p = 0; p < draft.playerCount(); ++p)
        gates.push_back({draft.gate(p), draft.colour(p), QString::number(p + 1), draft.displayName(p)});
    return gates;
}

QScrollArea *SetupPage::scrolling(QWidget *content)
{
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // the focus goes to the fields; Tab scrolls them into view
    scroll->setWidget(content);
    return scroll;
}

} // namespace hk::gui
