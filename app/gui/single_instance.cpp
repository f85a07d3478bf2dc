#include "single_instance.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>

namespace hk::gui {

namespace {

const QString kService = QStringLiteral(HALLKEEPER_APP_ID);
const QString kPath = QLatin1Char('/') + kService.split(QLatin1Char('.')).join(QLatin1Char('/'));
const QString kProgramKey = QStringLiteral("program");
// The running instance answers at once (it opens the file afterwards); a longer silence means it hangs.
constexpr int kAnswerTimeoutMs = 5000;

QString absolute(const QString &path)
{
    return path.isEmpty() ? path : QFileInfo(path).absoluteFilePath();
}

} // namespace

SingleInstance::SingleInstance(QObject *parent)
    : QObject(parent), m_program(QCoreApplication::applicationFilePath())
{}

bool SingleInstance::handOff(const OpenRequest &request)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        return false;
    // The object first, then the name: whoever sees the name owned can call the object at once.
    if (!bus.registerObject(kPath, this, QDBusConnection::ExportScriptableSlots))
        return false;
    QVariantMap sent =
        OpenRequest{absolute(request.file), request.editor, absolute(request.tracePhoto)}.toMap();
    sent.insert(kProgramKey, m_program);
    // Twice: the running instance may be quitting just as this one calls it; then its name is free again.
    QString error;
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (bus.registerService(kService))
            return false;
        QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kService, QStringLiteral("open"));
        call << sent;
        const QDBusMessage reply = bus.call(call, QDBus::Block, kAnswerTimeoutMs);
        if (reply.type() == QDBusMessage::ReplyMessage) {
            if (reply.arguments().value(0).toBool())
                return true;
            bus.unregisterObject(kPath);
            return false; // another program runs: this one goes on beside it
        }
        error = reply.errorMessage();
    }
    bus.unregisterObject(kPath);
    std::fprintf(
        stderr, "hallkeeper: %s\n",
        qPrintable(tr("the running Hallkeeper does not answer (%1); this one starts on its own").arg(error)));
    return false;
}

bool SingleInstance::open(const QVariantMap &request)
{
    const QString program = request.value(kProgramKey).toString();
    if (!program.isEmpty() && program != m_program)
        return false;
    const OpenRequest received = OpenRequest::fromMap(request);
    QTimer::singleShot(0, this, [received] { openInNewWindow(received); });
    return true;
}

QStringList SingleInstance::documents() const
{
    return openDocuments();
}

} // namespace hk::gui
