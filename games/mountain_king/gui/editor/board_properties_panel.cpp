#include "board_properties_panel.h"
#include "plain_text.h"

#include "io/board_io.h"
#include "io/json_reader.h"
#include "ui_board_properties_panel.h"

#include <algorithm>
#include <iterator>

namespace hk::gui {

namespace {
// The sides in the order of the form's list.
constexpr BoardSide kSides[] = {BoardSide::Winter, BoardSide::Autumn};
} // namespace

BoardPropertiesPanel::BoardPropertiesPanel(QWidget *parent)
    : QWidget(parent), m_ui(std::make_unique<Ui::BoardPropertiesPanel>())
{
    m_ui->setupUi(this);
    m_ui->name->setMaxLength(kMaxNameLength); // what a board file holds (io/json_reader.h)
    for (QSpinBox *box : {m_ui->rows, m_ui->columns})
        box->setRange(kMinBoardSize, kMaxBoardSize);
    connect(m_ui->name, &QLineEdit::textEdited, this, &BoardPropertiesPanel::nameEdited);
    // The description wraps in three lines: a sentence or two, read whole in a narrow dock.
    const QFontMetrics metrics(m_ui->description->font());
    m_ui->description->setFixedHeight(3 * metrics.lineSpacing() + 2 * m_ui->description->frameWidth() +
                                      int(2 * m_ui->description->document()->documentMargin()));
    connect(m_ui->description, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_showing)
            emit descriptionEdited(m_ui->description->toPlainText());
    });
    connect(m_ui->side, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_showing && index >= 0)
            emit sideChosen(kSides[index]);
    });
    const auto size = [this] {
        if (!m_showing)
            emit sizeChosen(m_ui->rows->value(), m_ui->columns->value());
    };
    connect(m_ui->rows, &QSpinBox::valueChanged, this, size);
    connect(m_ui->columns, &QSpinBox::valueChanged, this, size);
}

BoardPropertiesPanel::~BoardPropertiesPanel() = default;

QLineEdit *BoardPropertiesPanel::nameEdit() const
{
    return m_ui->name;
}

QSpinBox *BoardPropertiesPanel::rowsBox() const
{
    return m_ui->rows;
}

QSpinBox *BoardPropertiesPanel::columnsBox() const
{
    return m_ui->columns;
}

void BoardPropertiesPanel::showBoard(const Board &board)
{
    m_showing = true;
    // Set only when it differs, so that typing is not disturbed; shown from its start.
    if (m_ui->name->text().trimmed() != board.displayName()) {
        m_ui->name->setText(board.displayName());
        m_ui->name->setCursorPosition(0);
    }
    if (m_ui->description->toPlainText() != board.displayDescription())
        setWrappedText(m_ui->description, board.displayDescription());
    m_ui->side->setCurrentIndex(int(std::find(std::begin(kSides), std::end(kSides), board.side) - kSides));
    m_ui->rows->setValue(board.rows);
    m_ui->columns->setValue(board.columns);
    m_showing = false;
}

void BoardPropertiesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_ui->retranslateUi(this);
    QWidget::changeEvent(event);
}

} // namespace hk::gui
