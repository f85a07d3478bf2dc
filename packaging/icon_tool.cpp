// hallkeeper-icon-tool: the installed icons, made at build time from the artwork in resources/art, so that a
// change of the drawing reaches every icon and nothing is drawn twice.
//
//   hallkeeper-icon-tool png SVG SIZE OUT.png          the SVG rendered to a SIZE×SIZE PNG
//   hallkeeper-icon-tool document SHEET ID OUT.svg     a file-type icon: a sheet of paper carrying the icon
//   ID
//                                                      of the icon sheet (its gradients included)

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <cstdio>

namespace {

int fail(const QString &message)
{
    std::fprintf(stderr, "hallkeeper-icon-tool: %s\n", qPrintable(message));
    return 1;
}

int renderPng(const QString &svg, int size, const QString &out)
{
    QSvgRenderer renderer(svg);
    if (!renderer.isValid())
        return fail(QStringLiteral("cannot read %1").arg(svg));
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    if (!image.save(out, "PNG"))
        return fail(QStringLiteral("cannot write %1").arg(out));
    return 0;
}

// Copies the element the reader stands on, with everything inside it; `skip` names attributes left out.
void copyElement(QXmlStreamReader &reader, QXmlStreamWriter &writer, const QString &skip = {})
{
    writer.writeStartElement(reader.namespaceUri().toString(), reader.name().toString());
    for (const QXmlStreamAttribute &attribute : reader.attributes())
        if (attribute.name() != skip)
            writer.writeAttribute(attribute);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement())
            copyElement(reader, writer);
        else if (reader.isEndElement())
            break;
        else if (reader.isCharacters() && !reader.isWhitespace())
            writer.writeCharacters(reader.text().toString());
    }
    writer.writeEndElement();
}

int writeDocumentIcon(const QString &sheetFile, const QString &id, const QString &out)
{
    QFile sheet(sheetFile);
    if (!sheet.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read %1").arg(sheetFile));
    QByteArray defs, emblem;
    QXmlStreamReader reader(&sheet);
    while (!reader.atEnd()) {
        reader.readNext();
        if (!reader.isStartElement())
            continue;
        const bool isDefs = reader.name() == QLatin1String("defs");
        if (!isDefs && reader.attributes().value(QLatin1String("id")) != id)
            continue;
        QXmlStreamWriter part(isDefs ? &defs : &emblem);
        part.writeDefaultNamespace(reader.namespaceUri().toString());
        // The icon sits in a cell of the sheet: its own transform (that cell's place) is replaced below.
        copyElement(reader, part, isDefs ? QString() : QStringLiteral("transform"));
    }
    if (reader.hasError())
        return fail(QStringLiteral("%1: %2").arg(sheetFile, reader.errorString()));
    if (emblem.isEmpty())
        return fail(QStringLiteral("%1 has no element %2").arg(sheetFile, id));

    // The emblem parts were written as fragments with their own default namespace: take their inner XML.
    const auto fragment = [](const QByteArray &xml) {
        QByteArray text = xml;
        return text.replace(" xmlns=\"http://www.w3.org/2000/svg\"", "");
    };
    // A page with a folded corner in the artwork's outline and cream (resources/art/README.md, Palette); the
    // icon of the sheet is drawn on it at 5/8 of its 64 px cell.
    QByteArray svg;
    svg += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<!-- Generated at build time by hallkeeper-icon-tool from resources/art/hallkeeper.svg (\"" +
           id.toUtf8() +
           "\"): edit the artwork, not this file. -->\n"
           "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" baseProfile=\"tiny\" width=\"64\" "
           "height=\"64\" viewBox=\"0 0 64 64\">\n" +
           fragment(defs) +
           "\n<path d=\"M10,3.5 L41,3.5 L54,16.5 L54,60.5 L10,60.5 Z\" fill=\"#fff6e2\" stroke=\"#2b2118\" "
           "stroke-width=\"2.5\" stroke-linejoin=\"round\"/>\n"
           "<path d=\"M41,3.5 L41,16.5 L54,16.5\" fill=\"#e6d6b4\" stroke=\"#2b2118\" stroke-width=\"2.5\" "
           "stroke-linejoin=\"round\"/>\n"
           "<path d=\"M16,11 L34,11\" fill=\"none\" stroke=\"#b9a98a\" stroke-width=\"2\" "
           "stroke-linecap=\"round\"/>\n"
           "<g transform=\"translate(12,18) scale(0.625)\">" +
           fragment(emblem) + "</g>\n</svg>\n";

    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly) || file.write(svg) != svg.size() || !file.commit())
        return fail(QStringLiteral("cannot write %1").arg(out));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    // No QGuiApplication: painting on a QImage needs no display, nor a platform plugin.
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    bool sizeOk = false;
    if (args.size() == 4 && args[0] == QLatin1String("png")) {
        const int size = args[2].toInt(&sizeOk);
        if (sizeOk && size > 0)
            return renderPng(args[1], size, args[3]);
    }
    if (args.size() == 4 && args[0] == QLatin1String("document"))
        return writeDocumentIcon(args[1], args[2], args[3]);
    return fail(
        QStringLiteral("usage: hallkeeper-icon-tool png SVG SIZE OUT.png | document SHEET ID OUT.svg"));
}
