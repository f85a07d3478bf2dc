#include "catalog_shape_page.h"

#include "catalog_fields.h"
#include "io/catalog_io.h"
#include "scoring/dig_score.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

namespace hk::gui {

namespace {

QString checkMark(bool verified)
{
    return verified ? QStringLiteral("✓") : QString();
}

} // namespace

CatalogShapePage::CatalogShapePage(const QString &prefix, ShapeGridEdit::Marker marker, QWidget *parent)
    : CatalogListPage(prefix, parent)
{
    auto *layout = new QHBoxLayout(this);
    m_list->setColumnCount(4);
    m_list->setIconSize(QSize(30, 30));
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int c = 1; c < 4; ++c)
        m_list->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_listColumn = new QVBoxLayout;
    m_listColumn->addWidget(m_list, 1);
    layout->addLayout(m_listColumn, 1);
    m_fields = new QFormLayout(m_editor);
    m_fields->addRow(m_idLabel, m_id);
    // The fields scroll down where the window is short (a 720-pixel laptop screen), never across.
    m_editorScroll = new QScrollArea;
    m_editorScroll->setWidget(m_editor);
    m_editorScroll->setWidgetResizable(true);
    m_editorScroll->setFrameShape(QFrame::NoFrame);
    m_editorScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_editorScroll);

    m_verified = new QCheckBox;
    m_verified->setObjectName(prefix + QStringLiteral("Verified"));
    m_shape = new ShapeGridEdit(marker);
    m_shape->setObjectName(prefix + QStringLiteral("Shape"));
    m_shapeLabel = new QLabel;
    m_shapeLabel->setBuddy(m_shape);
    m_shapeHint = new QLabel;
    m_shapeHint->setWordWrap(true);
    m_shapeHint->setForegroundRole(QPalette::PlaceholderText);
    m_fieldWidgets[ProblemLocation::Field::Shape] = m_shape;

    // Enter on an entry goes to its fields.
    connect(m_list, &QTreeWidget::itemActivated, this, [this] { m_id->setFocus(Qt::TabFocusReason); });
}

void CatalogShapePage::addShapeRows(QLabel *shapeStatus)
{
    m_fields->addRow(QString(), m_verified);
    auto *shapeColumn = new QVBoxLayout;
    shapeColumn->addWidget(m_shape, 0, Qt::AlignLeft);
    if (shapeStatus)
        shapeColumn->addWidget(shapeStatus);
    shapeColumn->addWidget(m_shapeHint);
    shapeColumn->addStretch();
    m_fields->addRow(m_shapeLabel, shapeColumn);
    m_editor->setMinimumWidth(m_shape->sizeHint().width() + 140);
    m_editor->installEventFilter(this); // its width follows its words: see eventFilter()
}

bool CatalogShapePage::eventFilter(QObject *watched, QEvent *event)
{
    // The fields never scroll across: the scroll area is as wide as they need, in the words of the day.
    if (watched == m_editor && event->type() == QEvent::LayoutRequest)
        m_editorScroll->setMinimumWidth(
            std::max(m_editor->minimumWidth(), m_editor->minimumSizeHint().width()) +
            m_editorScroll->verticalScrollBar()->sizeHint().width());
    return CatalogListPage::eventFilter(watched, event);
}

void CatalogShapePage::fillShapeRow(QTreeWidgetItem *item, int index, const Orientation &shape, bool verified)
{
    item->setIcon(0, shapeIcon(shape, m_shape->marker()));
    item->setText(3, checkMark(verified));
    item->setTextAlignment(3, Qt::AlignCenter);
    markRow(item, index, shapePicture(shape).join(QLatin1Char('\n')));
}

} // namespace hk::gui
