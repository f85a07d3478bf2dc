#include "catalog_hall_page.h"
#include "plain_text.h"

#include "catalog_fields.h"
#include "i18n/arg_text.h"
#include "io/json_reader.h"
#include "scoring/dig_score.h"

#include <QAction>
#include <QCheckBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>

namespace hk::gui {

namespace {

// The highest hall value the spin boxes offer: the rulebook's Treasure Hall gives 15.
constexpr int kMaxHallValue = 99;

} // namespace

CatalogHallPage::CatalogHallPage(QWidget *parent)
    : CatalogShapePage(QStringLiteral("hall"), ShapeGridEdit::Marker::Altar, parent)
{
    m_count = new QLabel;
    m_count->setObjectName(QStringLiteral("hallTotal"));
    m_listColumn->addWidget(m_count, 0, Qt::AlignRight);

    m_name = new QLineEdit;
    m_name->setMaxLength(kMaxNameLength); // what a catalog file holds (io/json_reader.h)
    m_nameLabel = addFieldRow(m_fields, QStringLiteral("hallName"), m_name);
    auto *values = new QHBoxLayout;
    const auto addValueBox = [values](const QString &objectName, QLabel *&label) {
        auto *box = new QSpinBox;
        box->setObjectName(objectName);
        box->setRange(0, kMaxHallValue);
        label = new QLabel;
        label->setBuddy(box);
        values->addWidget(label);
        values->addWidget(box);
        return box;
    };
    m_low = addValueBox(QStringLiteral("hallLow"), m_lowLabel);
    values->addSpacing(12);
    m_high = addValueBox(QStringLiteral("hallHigh"), m_highLabel);
    values->addStretch();
    m_valuesLabel = new QLabel;
    m_fields->addRow(m_valuesLabel, values);
    // A sentence or two, wrapped in two lines: read whole in the narrow form.
    m_note = new QPlainTextEdit;
    m_note->setTabChangesFocus(true);
    m_note->setFixedHeight(2 * m_note->fontMetrics().lineSpacing() + 2 * m_note->frameWidth() +
                           int(2 * m_note->document()->documentMargin()));
    m_noteLabel = addFieldRow(m_fields, QStringLiteral("hallNote"), m_note);
    addShapeRows();

    setTabChain({m_list, m_id, m_name, m_low, m_high, m_note, m_verified, m_shape});
    m_fieldWidgets.insert({{ProblemLocation::Field::Name, m_name},
                           {ProblemLocation::Field::Low, m_low},
                           {ProblemLocation::Field::High, m_high}});

    connect(m_id, &QLineEdit::textEdited, this, [this](const QString &text) {
        editEntry(&Catalog::halls, tr("Change the identifier of a great hall"),
                  catalogMergeKey(CatalogField::HallId, currentEntry()),
                  [&](HallDef &h) { h.id = text.trimmed(); });
    });
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        editEntry(&Catalog::halls, tr("Change the name of a great hall"),
                  catalogMergeKey(CatalogField::HallName, currentEntry()), [&](HallDef &h) {
                      h.name = text.trimmed();
                      h.names.clear(); // typed: the name as entered, in every language
                  });
    });
    connect(m_low, &QSpinBox::valueChanged, this, [this](int value) {
        editEntry(&Catalog::halls, tr("Change the low value of a great hall"),
                  catalogMergeKey(CatalogField::HallLow, currentEntry()), [&](HallDef &h) { h.low = value; });
    });
    connect(m_high, &QSpinBox::valueChanged, this, [this](int value) {
        editEntry(&Catalog::halls, tr("Change the high value of a great hall"),
                  catalogMergeKey(CatalogField::HallHigh, currentEntry()),
                  [&](HallDef &h) { h.high = value; });
    });
    connect(m_note, &QPlainTextEdit::textChanged, this, [this] {
        if (m_showing)
            return;
        const QString text = m_note->toPlainText();
        editEntry(&Catalog::halls, tr("Change the note of a great hall"),
                  catalogMergeKey(CatalogField::HallNote, currentEntry()),
                  [&](HallDef &h) { h.note = text; });
    });
    connect(m_verified, &QCheckBox::toggled, this, [this](bool checked) {
        editEntry(&Catalog::halls,
                  checked ? tr("Mark a great hall as checked") : tr("Mark a great hall as not checked"), {},
                  [&](HallDef &h) { h.verified = checked; });
    });
    connect(m_shape, &ShapeGridEdit::shapeEdited, this, [this](const Orientation &shape) {
        editEntry(&Catalog::halls, tr("Draw a great hall"), {}, [&](HallDef &h) { h.shape = shape; });
    });

    retranslate();
}

void CatalogHallPage::showCatalog(const Catalog &catalog)
{
    CatalogListPage::showCatalog(catalog);
    const int halls = int(catalog.halls.size());
    showBoxCount(m_count,
                 halls == kHallsInBox
                     ? tr("%1 of %2 great halls").arg(argText(halls), argText(kHallsInBox))
                     : tr("%1 of %2 great halls (HALL-COVER)").arg(argText(halls), argText(kHallsInBox)),
                 halls == kHallsInBox);
}

void CatalogHallPage::fillRow(QTreeWidgetItem *item, int index)
{
    const HallDef &h = m_catalog.halls[size_t(index)];
    item->setText(0, h.displayName());
    item->setText(1, h.id);
    item->setText(2, tr("%1 / %2").arg(argText(h.low), argText(h.high)));
    item->setTextAlignment(2, Qt::AlignCenter);
    fillShapeRow(item, index, h.shape, h.verified);
}

void CatalogHallPage::showFields(int index)
{
    const HallDef hall = index >= 0 ? m_catalog.halls[size_t(index)] : HallDef{};
    m_editor->setTitle(index >= 0
                           ? tr("Great hall %1").arg(hall.name.isEmpty() ? hall.id : hall.displayName())
                           : tr("No great hall selected"));
    showText(m_id, hall.id);
    showText(m_name, hall.displayName());
    showValue(m_low, hall.low);
    showValue(m_high, hall.high);
    if (m_note->toPlainText() != hall.note) // kept as typed, spaces and all
        setWrappedText(m_note, hall.note);
    showChecked(m_verified, hall.verified);
    m_shape->setShape(hall.shape);
}

void CatalogHallPage::retranslate()
{
    m_list->setHeaderLabels({tr("Great hall"), tr("Identifier"), tr("Low / high"), tr("Checked")});
    m_list->setAccessibleName(tr("Great halls"));
    m_count->setToolTip(tr("The box holds %1 great halls").arg(kHallsInBox));
    m_idLabel->setText(tr("&Identifier:"));
    m_id->setToolTip(tr("How games name this hall; unique in the catalog"));
    m_nameLabel->setText(tr("&Name:"));
    m_valuesLabel->setText(tr("Values:"));
    m_lowLabel->setText(tr("&Low"));
    m_low->setToolTip(tr("The honour points of the hall's low value (SCORE-HALL)"));
    m_highLabel->setText(tr("&High"));
    m_high->setToolTip(tr("The honour points of the hall's high value, at least the low value (SCORE-HALL)"));
    m_noteLabel->setText(tr("N&ote:"));
    m_note->setPlaceholderText(tr("Where the values come from, what is still to check"));
    m_verified->setText(tr("Checked against the printed hall"));
    m_shapeLabel->setText(tr("&Shape:"));
    m_shapeHint->setText(tr("Click a square to add or remove it; Shift+click or right-click marks the altar. "
                            "Keys: arrows move, Space adds or removes, A marks the altar, Shift+arrows "
                            "move the whole hall."));
    showCatalog(m_catalog);
}

} // namespace hk::gui
