#pragma once

#include <QString>
#include <QStringList>

namespace hk::cli {

// `hallkeeper-cli board recognise PHOTO --rows R --columns C [...]`: the board editor's layer recognition
// without a window, for scripts and for checking a transcription (see usage in main.cpp).
struct RecogniseRequest {
    QString photo;
    int rows = 0, columns = 0;
    QStringList corners;  // "x,y" each: top left, top right, bottom right, bottom left; none: the photo's
    QStringList examples; // "SQUARE=TERRAIN" each
    bool json = false;
    QString writeBoard; // a board file to write the proposal to, or empty
    bool force = false; // writeBoard may replace an existing file
};
int runRecognise(const RecogniseRequest &request);

} // namespace hk::cli
