#pragma once

// The result of a scoring as JSON: the --json contract of `hallkeeper-cli score` (docs/formats.md).

#include "scoring/score_report.h"

#include <QByteArray>
#include <QJsonObject>

namespace hk {

QJsonObject scoreReportJson(const SheetScore &score);
QByteArray scoreReportJsonBytes(const SheetScore &score); // the same, in the documented key order

} // namespace hk
