#pragma once

// Plays for the library's tests, written as a group would say them: "Ann 25, Bob 20 — Ann won".

#include "db/play_library.h"
#include "model/play.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>
#include <QVariant>

#include <initializer_list>

namespace hk::test {

struct Seat {
    QString name;
    std::optional<double> score{};
    bool winner = false;
    std::vector<std::pair<QString, int>> categories{};
    int rank = 0;
    QString team{};
    int seat = 0;
    bool start = false;
};

inline library::Play makePlay(const QString &uuid, const QString &game, const QString &date,
                              std::initializer_list<Seat> seats, const QString &moduleId = {})
{
    library::Play play;
    play.uuid = uuid;
    play.game.name = game;
    play.game.moduleId = moduleId;
    play.playedAt = library::dateTimeFromStored(date);
    play.source = QString::fromLatin1(library::kSourceHallkeeper);
    for (const Seat &s : seats) {
        library::PlayResult r;
        r.player.name = s.name;
        r.score = s.score;
        if (s.score)
            r.scoreText = library::scoreText(*s.score);
        r.winner = s.winner;
        r.rank = s.rank;
        r.team = s.team;
        r.seat = s.seat;
        r.startPlayer = s.start;
        for (const auto &[id, points] : s.categories)
            r.categories.push_back({id, id, points, true});
        play.results.push_back(r);
    }
    return play;
}

// Every row of every table, for "nothing changed" checks.
inline QStringList dumpTables(const QString &connection)
{
    QStringList rows;
    QSqlDatabase db = QSqlDatabase::database(connection);
    QSqlQuery tables(db);
    tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
    QStringList names;
    while (tables.next())
        names << tables.value(0).toString();
    for (const QString &table : names) {
        QSqlQuery q(db);
        q.exec(QStringLiteral("SELECT * FROM %1").arg(table));
        while (q.next()) {
            QStringList values;
            for (int i = 0; i < q.record().count(); ++i)
                values << (q.value(i).isNull() ? QStringLiteral("NULL") : q.value(i).toString());
            rows << table + QLatin1Char(':') + values.join(QLatin1Char('|'));
        }
    }
    rows.sort();
    return rows;
}

} // namespace hk::test
