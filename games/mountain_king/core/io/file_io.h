#pragma once

// The base's files (files/file_io.h: bounded reading of regular files, the one atomic writer) as Mountain
// King's readers use them: the same functions in namespace hk, the reading ones reporting into the core's
// Problems.

#include "files/file_io.h"
#include "model/problem.h"

namespace hk {

using base::fileChangedSince;
using base::fileFingerprint;
using base::isSameFile;
using base::kMaxFileBytes;
using base::userFilePath;
using base::writeFileAtomically;
using base::WriteMode;
using base::writeTargetProblem;

// base::readInputFile and base::readStandardInput, their problems (about the file as a whole) added to
// `problems`.
std::optional<QByteArray> readInputFile(const QString &fileName, Problems &problems);
std::optional<QByteArray> readStandardInput(Problems &problems);

} // namespace hk
