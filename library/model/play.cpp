#include "model/play.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace hk::library {

bool Play::usesTeams() const
{
    return std::any_of(results.begin(), results.end(), [](const PlayResult &r) { return !r.team.isEmpty(); });
}

std::optional<double> parseScoreText(const QString &text)
{
    // Terms with their signs: "-10+7+22", "12.5", " 3 ". A comma is a decimal separator only when nothing
    // else could be ("12,5").
    QString s = text.simplified().remove(QLatin1Char(' '));
    if (s.isEmpty())
        return std::nullopt;
    if (!s.contains(QLatin1Char('.')))
        s.replace(QLatin1Char(','), QLatin1Char('.'));
    static const QRegularExpression sum(QStringLiteral(R"(^[+-]?\d+(\.\d+)?([+-]\d+(\.\d+)?)*$)"));
    if (!sum.match(s).hasMatch())
        return std::nullopt;
    static const QRegularExpression term(QStringLiteral(R"([+-]?\d+(\.\d+)?)"));
    double total = 0;
    for (auto it = term.globalMatch(s); it.hasNext();) {
        bool ok = false;
        const double value = it.next().captured(0).toDouble(&ok);
        if (!ok || !std::isfinite(value))
            return std::nullopt;
        total += value;
    }
    if (!std::isfinite(total) || std::abs(total) > 1e12)
        return std::nullopt;
    return total;
}

QString scoreText(double score)
{
    if (score == std::floor(score) && std::abs(score) < 1e15)
        return QString::number(qint64(score));
    return QString::number(score, 'g', 12);
}

QString nameKey(const QString &name)
{
    return name.normalized(QString::NormalizationForm_KC).toCaseFolded().simplified();
}

QString storedDateTime(const QDateTime &when)
{
    return when.isValid() ? when.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) : QString();
}

QDateTime dateTimeFromStored(const QString &text)
{
    QDateTime when = QDateTime::fromString(text, QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    if (!when.isValid())
        when = QDateTime(QDate::fromString(text, QStringLiteral("yyyy-MM-dd")), QTime(0, 0));
    return when;
}

} // namespace hk::library
