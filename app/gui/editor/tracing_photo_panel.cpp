#include "tracing_photo_panel.h"

#include "ui_tracing_photo_panel.h"

#include <QFileInfo>

namespace hk::gui {

TracingPhotoPanel::TracingPhotoPanel(QWidget *parent)
    : QWidget(parent), m_ui(std::make_unique<Ui::TracingPhotoPanel>())
{
    m_ui->setupUi(this);
    connect(m_ui->open, &QPushButton::clicked, this, &TracingPhotoPanel::openRequested);
    connect(m_ui->remove, &QPushButton::clicked, this, &TracingPhotoPanel::removeRequested);
    connect(m_ui->shown, &QCheckBox::toggled, this, &TracingPhotoPanel::shownToggled);
    connect(m_ui->opacity, &QSlider::valueChanged, this, &TracingPhotoPanel::opacityChanged);
    connect(m_ui->opacity, &QSlider::sliderReleased, this, &TracingPhotoPanel::opacityReleased);
    connect(m_ui->reset, &QPushButton::clicked, this, &TracingPhotoPanel::resetRequested);
    showPhoto({}, false);
}

TracingPhotoPanel::~TracingPhotoPanel() = default;

QSlider *TracingPhotoPanel::opacitySlider() const
{
    return m_ui->opacity;
}

void TracingPhotoPanel::showPhoto(const QString &fileName, bool hasPhoto)
{
    m_fileName = fileName;
    m_ui->photoName->setText(fileName.isEmpty() ? tr("No photo.") : QFileInfo(fileName).fileName());
    m_ui->remove->setEnabled(hasPhoto);
    m_ui->reset->setEnabled(hasPhoto);
}

void TracingPhotoPanel::setPhotoShown(bool shown)
{
    m_ui->shown->setChecked(shown);
}

void TracingPhotoPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        showPhoto(m_fileName, m_ui->remove->isEnabled());
    }
    QWidget::changeEvent(event);
}

} // namespace hk::gui
