#include "model/players.h"

#include <QCoreApplication>

namespace hk {

QString defaultPlayerName(int number)
{
    return QCoreApplication::translate("Players", "Player %1").arg(number);
}

} // namespace hk
