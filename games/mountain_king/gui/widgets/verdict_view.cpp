#include "verdict_view.h"

#include "rule_link.h"
#include "rules/rule_catalog.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace hk::gui {

namespace {
bool darkWindow(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}
} // namespace

VerdictView::VerdictView(QWidget *parent) : QFrame(parent)
{
    setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    RuleLinks::follow(m_text); // each rule ID opens its rule in the rules browser
    m_text->setObjectName(QStringLiteral("verdictText"));
    layout->addWidget(m_text);
    render();
}

void VerdictView::setVerdict(const Verdict &verdict)
{
    m_verdict = verdict;
    m_missing.clear();
    render();
}

void VerdictView::setIncomplete(const QString &what, const Verdict &already)
{
    m_verdict = already;
    m_missing = what;
    render();
}

void VerdictView::setAllowedText(const QString &text)
{
    m_allowed = text;
    render();
}

QString VerdictView::allowedText() const
{
    return m_allowed.isEmpty() ? tr("Allowed by the rules") : m_allowed;
}

QStringList VerdictView::violationLines() const
{
    QStringList result;
    for (const Violation &v : m_verdict.violations)
        if (!result.contains(line(v))) // one line per distinct fault
            result << line(v);
    return result;
}

QString VerdictView::sentence(const Violation &violation)
{
    QString text = describe(violation);
    const QString suffix = QStringLiteral(" (") + violation.rule() + QLatin1Char(')');
    if (text.endsWith(suffix))
        text.chop(suffix.size());
    return text;
}

QString VerdictView::line(const Violation &violation)
{
    return violation.rule() + QStringLiteral(" — ") + sentence(violation);
}

QStringList VerdictView::lines() const
{
    if (!m_missing.isEmpty())
        return violationLines() << m_missing;
    if (m_verdict.ok())
        return {allowedText()};
    return violationLines();
}

QColor VerdictView::errorColor(const QPalette &palette)
{
    return darkWindow(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x1e, 0x1e);
}

QColor VerdictView::okColor(const QPalette &palette)
{
    return darkWindow(palette) ? QColor(0x7c, 0xd9, 0x8c) : QColor(0x1b, 0x7a, 0x35);
}

QColor VerdictView::mutedColor(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::Active, QPalette::WindowText);
    const QColor window = palette.color(QPalette::Active, QPalette::Window);
    return QColor::fromRgbF(0.62f * text.redF() + 0.38f * window.redF(),
                            0.62f * text.greenF() + 0.38f * window.greenF(),
                            0.62f * text.blueF() + 0.38f * window.blueF());
}

void VerdictView::render()
{
    const QPalette pal = palette();
    QString html;
    QStringList tips;
    if (m_verdict.ok() && !m_missing.isEmpty()) {
        const QColor muted = mutedColor(pal);
        html =
            QStringLiteral("<span style=\"color:%1\">%2</span>").arg(muted.name(), m_missing.toHtmlEscaped());
    } else if (m_verdict.ok()) {
        html = QStringLiteral("<span style=\"color:%1\"><b>✓ %2</b></span>")
                   .arg(okColor(pal).name(), RuleLinks::linked(allowedText().toHtmlEscaped()));
    } else {
        QStringList seen;
        QStringList rows;
        for (const Violation &v : m_verdict.violations) {
            if (seen.contains(line(v)))
                continue;
            seen << line(v);
            rows << QStringLiteral("✗ <b>%1</b> — %2")
                        .arg(RuleLinks::linked(v.rule().toHtmlEscaped()), sentence(v).toHtmlEscaped());
            if (const RuleInfo *rule = findRule(v.rule()); rule && !tips.contains(ruleLine(*rule)))
                tips << ruleLine(*rule);
        }
        html = QStringLiteral("<span style=\"color:%1\">%2</span>")
                   .arg(errorColor(pal).name(), rows.join(QStringLiteral("<br>")));
        if (!m_missing.isEmpty()) // refused already, and not complete either
            html += QStringLiteral("<br><span style=\"color:%1\">%2</span>")
                        .arg(mutedColor(pal).name(), m_missing.toHtmlEscaped());
    }
    m_text->setText(html);
    // The rule itself, in full, for whoever wonders what it says.
    m_text->setToolTip(tips.join(QLatin1Char('\n')));
}

void VerdictView::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        render();
}

} // namespace hk::gui
