#include "board_tools_panel.h"

#include "board_editor_text.h"
#include "cards/icon_row_edit.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <array>

namespace hk::gui {

namespace {
constexpr std::array<FeatureKind, 5> kFeatureKinds{FeatureKind::Rubble, FeatureKind::Buried,
                                                   FeatureKind::StatueSpot, FeatureKind::WorkshopSite,
                                                   FeatureKind::GateStart};
} // namespace

BoardToolsPanel::BoardToolsPanel(QActionGroup *terrainActions, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_toolHint = new QLabel;
    m_toolHint->setWordWrap(true);
    layout->addWidget(m_toolHint);

    m_terrainLabel = new QLabel;
    layout->addWidget(m_terrainLabel);
    auto *terrains = new QGridLayout;
    int i = 0;
    for (QAction *a : terrainActions->actions()) {
        auto *button = new QToolButton;
        button->setDefaultAction(a);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        terrains->addWidget(button, i / 2, i % 2);
        ++i;
    }
    layout->addLayout(terrains);

    m_featureLabel = new QLabel;
    layout->addWidget(m_featureLabel);
    auto *form = new QFormLayout;
    m_featureKind = new QComboBox;
    for (FeatureKind k : kFeatureKinds)
        m_featureKind->addItem(QString(), int(k));
    m_featureKindLabel = new QLabel;
    m_featureKindLabel->setBuddy(m_featureKind);
    form->addRow(m_featureKindLabel, m_featureKind);
    m_buried = new IconRowEdit(IconRowEdit::Mode::Counts);
    m_buried->setCounts([] {
        ResourceCounts c{};
        at(c, Resource::Stone) = 1;
        return c;
    }());
    m_buriedLabel = new QLabel;
    m_buriedLabel->setBuddy(m_buried);
    form->addRow(m_buriedLabel, m_buried);
    m_gatePlayers = new QSpinBox;
    m_gatePlayers->setRange(2, 5);
    m_gatePlayers->setValue(2);
    m_gateLabel = new QLabel;
    m_gateLabel->setBuddy(m_gatePlayers);
    form->addRow(m_gateLabel, m_gatePlayers);
    layout->addLayout(form);
    layout->addStretch();

    connect(m_featureKind, &QComboBox::currentIndexChanged, this, [this] {
        showFeatureFields();
        emit featureChosen();
    });
    connect(m_featureKind, &QComboBox::activated, this, &BoardToolsPanel::featureChosen);
    connect(m_buried, &IconRowEdit::changed, this, &BoardToolsPanel::featureChosen);
    connect(m_gatePlayers, &QSpinBox::valueChanged, this, &BoardToolsPanel::featureChosen);
    showFeatureFields();
    retranslate();
}

Feature BoardToolsPanel::feature() const
{
    Feature f;
    f.kind = FeatureKind(m_featureKind->currentData().toInt());
    if (f.kind == FeatureKind::Buried)
        f.buried = m_buried->counts();
    if (f.kind == FeatureKind::GateStart)
        f.players = m_gatePlayers->value();
    return f;
}

void BoardToolsPanel::setToolHint(const QString &hint)
{
    m_toolHint->setText(hint);
}

void BoardToolsPanel::showFeatureFields()
{
    const auto kind = FeatureKind(m_featureKind->currentData().toInt());
    m_buried->setVisible(kind == FeatureKind::Buried);
    m_buriedLabel->setVisible(kind == FeatureKind::Buried);
    m_gatePlayers->setVisible(kind == FeatureKind::GateStart);
    m_gateLabel->setVisible(kind == FeatureKind::GateStart);
}

void BoardToolsPanel::retranslate()
{
    m_terrainLabel->setText(tr("Terrain to paint:"));
    m_featureLabel->setText(tr("Feature to stamp:"));
    m_featureKindLabel->setText(tr("&Kind:"));
    for (int i = 0; i < m_featureKind->count(); ++i)
        m_featureKind->setItemText(
            i, BoardEditorText::featureName(FeatureKind(m_featureKind->itemData(i).toInt())));
    m_buriedLabel->setText(tr("&Resources:"));
    m_buried->setToolTip(tr("Type s, i, h, c, a, m or r to add a resource; Backspace removes one."));
    m_gateLabel->setText(tr("&Players:"));
    m_gatePlayers->setToolTip(tr("The player count printed on the start point (SET-GATES)."));
}

void BoardToolsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hk::gui
