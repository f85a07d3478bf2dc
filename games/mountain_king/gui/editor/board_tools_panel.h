#pragma once

// The board editor's Paint and Stamp dock: what the current tool does, the terrain buttons (the Paint
// menu's actions) and the feature the Feature tool stamps — its kind, and the buried resources or the
// players of a gate start point it carries.

#include "model/board_edit.h"

#include <QWidget>

class QActionGroup;
class QComboBox;
class QLabel;
class QSpinBox;

namespace hk::gui {

class IconRowEdit;

class BoardToolsPanel : public QWidget {
    Q_OBJECT
public:
    explicit BoardToolsPanel(QActionGroup *terrainActions, QWidget *parent = nullptr);

    // The feature the Feature tool stamps, as the panel sets it.
    hk::Feature feature() const;
    void setToolHint(const QString &hint);

    QComboBox *featureKindBox() const { return m_featureKind; }
    IconRowEdit *buriedEdit() const { return m_buried; }
    QSpinBox *gatePlayersBox() const { return m_gatePlayers; }

signals:
    // The feature was chosen or changed: the next click should stamp it.
    void featureChosen();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showFeatureFields();

    QLabel *m_toolHint, *m_terrainLabel, *m_featureLabel, *m_featureKindLabel, *m_buriedLabel, *m_gateLabel;
    QComboBox *m_featureKind;
    IconRowEdit *m_buried;
    QSpinBox *m_gatePlayers;
};

} // namespace hk::gui
