#pragma once

// Whether a file on disk is still the version fileFingerprint (io/file_io.h) fingerprinted.

#include <QByteArray>
#include <QString>

namespace hk {

// Whether the file differs from the version `base` (a fingerprint) was taken of: another device, inode, size
// or modification time at once; else, when these four agree (an edit in place of the same length, its time
// set back), another content, read and hashed now. False if `base` is empty or the file is gone (it is
// written again, over nothing).
bool fileChangedSince(const QString &fileName, const QByteArray &base);

} // namespace hk
