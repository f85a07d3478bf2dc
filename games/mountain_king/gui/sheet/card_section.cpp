#include "card_section.h"

#include "player_card.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyleOptionSpinBox>
#include <QVBoxLayout>

namespace hk::gui {

namespace {

// A count the user types, as wide as the largest value it accepts (never "99" of 9999). A value beyond what
// the sheet allows (600 tunnel points, 99999 stone) is kept as typed and marked on the field with its problem
// until it is corrected (validateSheet): such a field takes one digit more than its largest value, and is as
// wide as that. A field the sheet sets no limit to (a hall's values) takes its largest value at most.
class CountSpinBox : public QSpinBox {
public:
    CountSpinBox(int largest, bool beyond)
    {
        int typable = 9; // all nines, one digit more than the largest value: 600 for 60 is a slip to show
        while (typable < largest * 10 + 9)
            typable = typable * 10 + 9;
        setRange(0, beyond ? typable : largest);
        setProperty("hkLargestValue", largest);
        setAccelerated(true);
        setAlignment(Qt::AlignRight);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    }
    QSize sizeHint() const override { return sizeFor(maximum()); }
    QSize minimumSizeHint() const override { return sizeFor(maximum()); }

private:
    // What QAbstractSpinBox asks of the style for its range, for `shown` instead of the typing maximum.
    QSize sizeFor(int shown) const
    {
        ensurePolished();
        QStyleOptionSpinBox option;
        initStyleOption(&option);
        const int text = fontMetrics().horizontalAdvance(QString::number(shown) + QLatin1Char(' ')) + 2;
        return style()->sizeFromContents(QStyle::CT_SpinBox, &option,
                                         QSize(text, lineEdit()->sizeHint().height()), this);
    }
};

} // namespace

CardSection::CardSection(PlayerCard *card) : QWidget(card), m_card(card)
{
    // The sections stack in the card's own column as if their rows were the card's: no margin, its spacing.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
}

QVBoxLayout *CardSection::sectionLayout() const
{
    return static_cast<QVBoxLayout *>(layout());
}

QHBoxLayout *CardSection::addHeader(QLabel **title, QLabel **points)
{
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 5, 0, 1);
    row->setSpacing(4);
    *title = new QLabel;
    QFont bold = (*title)->font();
    bold.setBold(true);
    (*title)->setFont(bold);
    *points = new QLabel;
    (*points)->setFont(bold);
    (*points)->setMinimumWidth(24);
    (*points)->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    row->addWidget(*title);
    row->addStretch();
    row->addWidget(*points);
    sectionLayout()->addLayout(row);
    return row;
}

void setIfDifferent(QSpinBox *spin, int value)
{
    if (spin->value() != value) {
        const QSignalBlocker blocker(spin);
        spin->setValue(value);
    }
}

void setIfDifferent(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text) {
        const QSignalBlocker blocker(edit);
        const int cursor = edit->cursorPosition();
        edit->setText(text);
        edit->setCursorPosition(std::min(cursor, int(text.size())));
    }
}

void setIfDifferent(QCheckBox *box, bool checked)
{
    if (box->isChecked() != checked) {
        const QSignalBlocker blocker(box);
        box->setChecked(checked);
    }
}

void setIndexIfDifferent(QComboBox *box, int index)
{
    if (box->currentIndex() != index) {
        const QSignalBlocker blocker(box);
        box->setCurrentIndex(index);
    }
}

QSpinBox *countSpin(int largest, Beyond beyond)
{
    return new CountSpinBox(largest, beyond == Beyond::Marked);
}

} // namespace hk::gui
