#include "tracing_photo_panel.h"

#include "app_settings.h"
#include "board_editor_view.h"
#include "ui_tracing_photo_panel.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QImageReader>
#include <QStandardPaths>

namespace hk::gui {

namespace {

// A photo of the board, upright (phone photos carry their rotation in EXIF); null, with the reason, if
// unreadable.
QImage readPhoto(const QString &fileName, QString *error = nullptr)
{
    QImageReader reader(fileName);
    reader.setAutoTransform(true);
    const QImage image = reader.read();
    if (error)
        *error = reader.errorString();
    return image;
}

} // namespace

TracingPhotoPanel::TracingPhotoPanel(BoardEditorView *view, QWidget *parent)
    : QWidget(parent), m_ui(std::make_unique<Ui::TracingPhotoPanel>()), m_view(view)
{
    m_ui->setupUi(this);
    m_ui->opacity->setValue(int(m_view->photoOpacity() * 100));
    connect(m_ui->open, &QPushButton::clicked, this, &TracingPhotoPanel::openRequested);
    connect(m_ui->remove, &QPushButton::clicked, this, [this] {
        m_view->clearPhoto();
        m_photoFile.clear();
        remember();
        refresh();
        emit photoRemoved();
    });
    connect(m_ui->shown, &QCheckBox::toggled, m_view, &BoardEditorView::setPhotoVisible);
    connect(m_ui->opacity, &QSlider::valueChanged, this,
            [this](int percent) { m_view->setPhotoOpacity(percent / 100.0); });
    connect(m_ui->opacity, &QSlider::sliderReleased, this, &TracingPhotoPanel::remember);
    connect(m_ui->reset, &QPushButton::clicked, m_view, &BoardEditorView::chooseImageCorners);
    connect(m_view, &BoardEditorView::photoCornersChanged, this, &TracingPhotoPanel::remember);
    refresh();
}

TracingPhotoPanel::~TracingPhotoPanel() = default;

QSlider *TracingPhotoPanel::opacitySlider() const
{
    return m_ui->opacity;
}

bool TracingPhotoPanel::openPhoto(const QString &fileName, QString *error)
{
    const QImage image = readPhoto(fileName, error);
    if (image.isNull())
        return false;
    m_photoFile = QFileInfo(fileName).absoluteFilePath(); // remembered: found again from anywhere
    m_view->setPhoto(image);
    m_ui->shown->setChecked(true);
    refresh();
    return true;
}

QString TracingPhotoPanel::askPhotoFile()
{
    // Where the photo of this board is likely to be: beside the board's file, else beside the photo shown,
    // else the pictures folder.
    const QString start = !m_boardFile.isEmpty() ? QFileInfo(m_boardFile).absolutePath()
                          : !m_photoFile.isEmpty()
                              ? QFileInfo(m_photoFile).absolutePath()
                              : QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    // The formats this Qt can read (JPEG and PNG at least; WebP and HEIF where their plugins are installed).
    QStringList patterns;
    for (const QByteArray &format : QImageReader::supportedImageFormats())
        if (format != "svg" && format != "svgz" && format != "ico" && format != "cur")
            patterns << QStringLiteral("*.") + QString::fromLatin1(format);
    return QFileDialog::getOpenFileName(this, tr("Open a Photo of the Board"), start,
                                        tr("Images (%1)").arg(patterns.join(QLatin1Char(' '))));
}

void TracingPhotoPanel::restoreFor(const QString &boardFile)
{
    m_boardFile = boardFile;
    const std::optional<AppSettings::TracingPhoto> photo = AppSettings::tracingPhoto(boardFile);
    if (!photo) // none kept for this board: the current one stays
        return;
    const QImage image = readPhoto(photo->file);
    if (image.isNull()) // moved or gone: the current one stays
        return;
    m_restoring = true;
    m_photoFile = photo->file;
    m_view->setPhoto(image);
    m_view->setPhotoCorners(photo->corners);
    m_ui->opacity->setValue(photo->opacity);
    m_restoring = false;
    refresh();
}

void TracingPhotoPanel::rememberFor(const QString &boardFile)
{
    m_boardFile = boardFile;
    remember();
}

void TracingPhotoPanel::remember()
{
    if (m_boardFile.isEmpty() || m_restoring)
        return;
    if (!m_view->hasPhoto())
        AppSettings::removeTracingPhoto(m_boardFile);
    else
        AppSettings::setTracingPhoto(m_boardFile,
                                     {m_photoFile, m_view->photoCorners(), m_ui->opacity->value()});
}

void TracingPhotoPanel::refresh()
{
    m_ui->photoName->setText(m_photoFile.isEmpty() ? tr("No photo.") : QFileInfo(m_photoFile).fileName());
    m_ui->remove->setEnabled(m_view->hasPhoto());
    m_ui->reset->setEnabled(m_view->hasPhoto());
}

void TracingPhotoPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace hk::gui
