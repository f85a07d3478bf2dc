// hallkeeper: the desktop application.

#include "i18n/language.h"

#include <QApplication>
#include <QLabel>
#include <QMainWindow>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hallkeeper"));
    QApplication::setOrganizationName(QStringLiteral("Hallkeeper"));
    hk::installTranslations(hk::languageForLocale(QLocale::system()));
    QMainWindow window;
    window.setWindowTitle(QStringLiteral("Hallkeeper"));
    window.setCentralWidget(new QLabel(QApplication::translate("MainWindow", "Hallkeeper")));
    window.show();
    return app.exec();
}
