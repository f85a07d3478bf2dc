#pragma once

// Using a workshop (the WS- rules): the workshop's kind and exchanges, one row per
// activation up to the number of open entrances (WS-ENTRANCES, with the players whose networks open them),
// each with what is given (a PaymentEditor) and what is received. Each activation pays in the state the
// earlier ones left, as the engine checks them. The Quartermaster moves one resource from a troll instead.
// See action_dialog.h for the common shape.

#include "actions/action_dialog.h"

#include <QList>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QLabel;
class QSpinBox;

namespace hk::gui {

class PaymentEditor;

class WorkshopDialog : public ActionDialog {
    Q_OBJECT
public:
    WorkshopDialog(const hk::GameState &state, int player, const hk::Square &site, QWidget *parent = nullptr);

    int openEntrances() const { return m_entrances; }
    int activations() const { return int(m_rows.size()); }
    void setActivations(int n);
    QSpinBox *activationsSpin() const { return m_count; }

    // Row i: the fixed exchanges' chooser (null for the Chain Forge, the Cart Shop and the Quartermaster),
    // what is given (null for the Quartermaster), what is received.
    QComboBox *exchangeBox(int i) const { return m_rows.value(i).exchange; }
    void setExchange(int i, int exchange); // an index into workshopInfo(kind).exchanges
    PaymentEditor *giveEditor(int i) const { return m_rows.value(i).give; }
    // The Quartermaster: the troll icons row i may take from, and the choice.
    std::vector<hk::IconRef> trollChoices(int i) const;
    void setFromTroll(int i, const hk::IconRef &ref);
    QAbstractButton *trollButton(int i, const hk::IconRef &ref) const;

protected:
    std::optional<hk::ActionBody> body() const override;

private:
    struct Row {
        QWidget *widget = nullptr;
        QComboBox *exchange = nullptr;
        PaymentEditor *give = nullptr;
        QLabel *get = nullptr;
        QWidget *trolls = nullptr;
        QButtonGroup *trollGroup = nullptr;
        std::optional<hk::IconRef> fromTroll;
        std::optional<hk::Moot> shown; // the moot the troll choices were made from
    };
    hk::GameState stateBefore(int row) const; // after the earlier activations
    hk::WorkshopExchange exchangeOf(const Row &row) const;
    void addRow();
    void removeRow();
    void rowChanged();
    void updateRows();
    void fillTrolls(Row &row, const hk::GameState &before);
    void markTrolls(Row &row);

    hk::Square m_site;
    int m_kind = -1; // WorkshopKind, or -1 when no workshop stands there
    int m_entrances = 0;
    QSpinBox *m_count = nullptr;
    QWidget *m_rowsBox = nullptr;
    QList<Row> m_rows;
    bool m_updating = false;
};

} // namespace hk::gui
