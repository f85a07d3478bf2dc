// hk_check_picture: is this PNG a real picture of a window? `.ci/run` and scripts/check-fresh-debian.sh call
// it on what `./setup.sh run FILE --screenshot OUT` wrote, so that a main command that starts nothing, or
// renders an empty window, fails the run.
//
//   hk_check_picture PICTURE [PICTURE...]
//
// A picture passes when it can be read, is at least 640 × 400 pixels, has at least 64 distinct colours (text,
// icons and frames; an empty or unpainted window has a handful), and no single colour covers more than 97 %
// of it. Exit 0 when every picture passes, 1 otherwise, with one line per picture saying why.
#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QTextStream>

namespace {

QString verdict(const QString &path)
{
    QImage image(path);
    if (image.isNull())
        return QStringLiteral("not a picture (missing, empty or unreadable)");
    if (image.width() < 640 || image.height() < 400)
        return QStringLiteral("%1 × %2 pixels, smaller than any window of the app")
            .arg(image.width())
            .arg(image.height());
    image = image.convertToFormat(QImage::Format_RGB32);
    QHash<QRgb, qsizetype> counts;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            ++counts[line[x]];
    }
    qsizetype mostCommon = 0;
    for (const qsizetype count : std::as_const(counts))
        mostCommon = std::max(mostCommon, count);
    const double share = double(mostCommon) / (double(image.width()) * image.height());
    if (counts.size() < 64)
        return QStringLiteral("only %1 colours: a blank or unpainted window").arg(counts.size());
    if (share > 0.97)
        return QStringLiteral("one colour covers %1 % of it: a blank window").arg(share * 100, 0, 'f', 1);
    return {};
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList pictures = app.arguments().mid(1);
    if (pictures.isEmpty()) {
        QTextStream(stderr) << "usage: hk_check_picture PICTURE [PICTURE...]\n";
        return 2;
    }
    int failed = 0;
    for (const QString &path : pictures) {
        const QString why = verdict(path);
        if (why.isEmpty()) {
            const QImage image(path);
            out << path << ": a picture of " << image.width() << " × " << image.height() << " pixels\n";
        } else {
            out << path << ": FAIL: " << why << "\n";
            ++failed;
        }
    }
    return failed == 0 ? 0 : 1;
}
