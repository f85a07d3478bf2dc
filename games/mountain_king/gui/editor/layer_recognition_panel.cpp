#include "layer_recognition_panel.h"
#include "i18n/arg_text.h"

#include "board_editor_text.h"
#include "board_editor_view.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace hk::gui {

namespace {

QToolButton *buttonFor(QAction *action)
{
    auto *b = new QToolButton;
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return b;
}

bool contains(const std::vector<Square> &squares, const Square &s)
{
    return std::find(squares.begin(), squares.end(), s) != squares.end();
}

} // namespace

LayerRecognitionPanel::LayerRecognitionPanel(BoardEditorView *view, QWidget *parent)
    : QWidget(parent), m_view(view), m_hint(new QLabel), m_status(new QLabel), m_exampleHint(new QLabel),
      m_legendTitle(new QLabel), m_showTerrains(new QCheckBox), m_includeUncertain(new QCheckBox),
      m_exampleButton(new QToolButton), m_legend(new QWidget), m_recognise(new QAction(this)),
      m_apply(new QAction(this)), m_nextUncertain(new QAction(this)), m_nextMark(new QAction(this)),
      m_dismissMark(new QAction(this)), m_dismissAllMarks(new QAction(this)), m_close(new QAction(this))
{
    m_recognise->setShortcut(Qt::CTRL | Qt::Key_R);
    m_apply->setShortcut(Qt::CTRL | Qt::Key_Return);
    m_nextUncertain->setShortcut(Qt::Key_N);
    m_nextMark->setShortcut(Qt::Key_M);
    m_dismissMark->setShortcut(Qt::Key_X);
    connect(m_recognise, &QAction::triggered, this, &LayerRecognitionPanel::recognise);
    connect(m_apply, &QAction::triggered, this, &LayerRecognitionPanel::applyRequested);
    connect(m_nextUncertain, &QAction::triggered, this,
            [this] { chooseNext([this](const Square &s) { return m_recognition->at(s).uncertain; }); });
    connect(m_nextMark, &QAction::triggered, this,
            [this] { chooseNext([this](const Square &s) { return contains(m_marks, s); }); });
    connect(m_dismissMark, &QAction::triggered, this, [this] {
        const std::optional<Square> s = m_view->selected();
        if (!s || !contains(m_marks, *s)) {
            emit message(tr("Select a square with a “feature here?” mark first (%1 goes to the next).")
                             .arg(m_nextMark->shortcut().toString(QKeySequence::NativeText)));
            return;
        }
        m_dismissed.push_back(*s);
        showBoard();
    });
    connect(m_dismissAllMarks, &QAction::triggered, this, [this] {
        m_dismissed.insert(m_dismissed.end(), m_marks.begin(), m_marks.end());
        showBoard();
    });
    connect(m_close, &QAction::triggered, this, &LayerRecognitionPanel::clear);
    connect(m_showTerrains, &QCheckBox::toggled, this, &LayerRecognitionPanel::refresh);
    m_includeUncertain->setChecked(true);
    // A new alignment (or a new photo) reads other squares: the proposal no longer holds.
    connect(m_view, &BoardEditorView::photoCornersChanged, this, [this] {
        if (!m_recognition && m_examples.empty())
            return;
        clear();
        setProblem(tr("The photo was aligned again: recognise the layers again (%1).")
                       .arg(m_recognise->shortcut().toString(QKeySequence::NativeText)));
    });

    m_hint->setWordWrap(true);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_exampleHint->setWordWrap(true);
    // The legend is short and read at a glance: all of it in view, long lines wrapped (no list to scroll).
    m_legendLayout = new QGridLayout(m_legend);
    m_legendLayout->setContentsMargins(0, 0, 0, 0);
    m_legendLayout->setColumnStretch(1, 1);
    m_exampleButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_exampleButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    auto *main = new QGridLayout;
    main->addWidget(buttonFor(m_recognise), 0, 0);
    main->addWidget(buttonFor(m_apply), 0, 1);
    layout->addLayout(main);
    layout->addWidget(m_status);
    layout->addWidget(m_showTerrains);
    layout->addWidget(m_includeUncertain);
    layout->addWidget(m_exampleButton);
    layout->addWidget(m_exampleHint);
    auto *navigation = new QGridLayout;
    navigation->addWidget(buttonFor(m_nextUncertain), 0, 0);
    navigation->addWidget(buttonFor(m_nextMark), 0, 1);
    navigation->addWidget(buttonFor(m_dismissMark), 1, 0);
    navigation->addWidget(buttonFor(m_dismissAllMarks), 1, 1);
    navigation->addWidget(buttonFor(m_close), 2, 0, 1, 2);
    layout->addLayout(navigation);
    layout->addWidget(m_legendTitle);
    layout->addWidget(m_legend);
    layout->addStretch(1);
    retranslate();
}

LayerRecognitionPanel::~LayerRecognitionPanel() = default;

void LayerRecognitionPanel::setExampleToolAction(QAction *action)
{
    m_exampleButton->setDefaultAction(action);
}

// ---- the proposal

bool LayerRecognitionPanel::recognise()
{
    const Board *board = m_view->board();
    if (!m_view->hasPhoto() || !board) {
        setProblem(tr("Open a photo of the printed board first (File ▸ Open Tracing Photo…) and align it "
                      "(Align Photo, A)."));
        return false;
    }
    // The photo as it was read, not the smaller picture the view draws. A tenth to a fifth of a second.
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    auto recognition = std::make_shared<photo::LayerRecognition>(photo::recogniseLayers(
        m_view->photoImage(), m_view->photoCorners(), board->rows, board->columns, m_examples));
    QGuiApplication::restoreOverrideCursor();
    if (!recognition->ok()) {
        m_recognition.reset();
        setProblem(errorText(recognition->error));
        return false;
    }
    // Colours named by their place alone, when the rings are not the mountain's, may be named one ring off
    // everywhere: no proposal then, but a request for examples (which name the colours themselves).
    if (!recognition->ringsConsistent && m_examples.empty()) {
        m_recognition.reset();
        m_applied = false;
        setProblem(ringsProblem(*recognition) + QLatin1Char(' ') + examplesRequest());
        return false;
    }
    m_recognition = std::move(recognition);
    m_applied = false;
    m_problem.clear();
    m_showTerrains->setChecked(true);
    showBoard();
    emit message(m_recognition->reliable()
                     ? tr("Layers recognised: %1 uncertain squares to check.").arg(uncertainCount())
                     : unreliableText());
    return true;
}

void LayerRecognitionPanel::addExample(const Square &square, Terrain terrain)
{
    removeExample(square); // without recognising: once below
    m_examples.push_back({square, terrain});
    recognise();
}

void LayerRecognitionPanel::removeExample(const Square &square)
{
    const auto at = std::find_if(m_examples.begin(), m_examples.end(),
                                 [&](const photo::TerrainExample &e) { return e.square == square; });
    if (at == m_examples.end())
        return;
    m_examples.erase(at);
    if (m_recognition || !m_problem.isEmpty())
        recognise();
}

void LayerRecognitionPanel::showBoard()
{
    const Board *board = m_view->board();
    if (m_recognition && board &&
        (board->rows != m_recognition->rows || board->columns != m_recognition->columns)) {
        clear();
        setProblem(tr("The board was resized: recognise the layers again."));
        return;
    }
    m_marks.clear();
    if (m_recognition && board)
        for (const Square &s : photo::proposedFeatureSquares(*board, *m_recognition))
            if (!contains(m_dismissed, s))
                m_marks.push_back(s);
    refresh();
}

void LayerRecognitionPanel::markApplied(bool applied)
{
    if (!m_recognition || m_applied == applied)
        return;
    m_applied = applied;
    if (applied)
        m_showTerrains->setChecked(false); // the board shows them now; the frames stay for checking
    refresh();
}

void LayerRecognitionPanel::clear()
{
    m_recognition.reset();
    m_examples.clear();
    m_dismissed.clear();
    m_marks.clear();
    m_applied = false;
    m_problem.clear();
    refresh();
}

bool LayerRecognitionPanel::includeUncertain() const
{
    return m_includeUncertain->isChecked();
}

int LayerRecognitionPanel::uncertainCount() const
{
    return m_recognition ? m_recognition->uncertainCount() : 0;
}

QString LayerRecognitionPanel::unreliableText() const
{
    if (!m_recognition || m_recognition->reliable())
        return {};
    const QString why =
        m_recognition->ringsConsistent
            ? tr("Unreliable proposal: %n of the squares are uncertain.", "", uncertainCount())
            : tr("Unreliable proposal: the layers found do not nest as a mountain's do.");
    return why + QLatin1Char(' ') + examplesRequest();
}

QString LayerRecognitionPanel::describe(const Square &square) const
{
    if (!m_recognition || square.row < 0 || square.column < 0 || square.row >= m_recognition->rows ||
        square.column >= m_recognition->columns)
        return {};
    const photo::SquareProposal &p = m_recognition->at(square);
    QString text =
        tr("proposed: %1, %2 % sure")
            .arg(BoardEditorText::terrainName(p.terrain), argText(int(std::floor(p.confidence * 100))));
    if (contains(m_marks, square))
        text += tr(" · “feature here?”");
    return text;
}

void LayerRecognitionPanel::chooseNext(const std::function<bool(const Square &)> &wanted)
{
    if (!m_recognition)
        return;
    const int count = m_recognition->rows * m_recognition->columns;
    const std::optional<Square> selected = m_view->selected();
    const int start = selected ? selected->row * m_recognition->columns + selected->column + 1 : 0;
    for (int i = 0; i < count; ++i) {
        const int index = (start + i) % count;
        const Square s{index / m_recognition->columns, index % m_recognition->columns};
        if (wanted(s)) {
            emit squareChosen(s);
            return;
        }
    }
    emit message(tr("None left."));
}

void LayerRecognitionPanel::setProblem(const QString &text)
{
    m_problem = text;
    refresh();
    emit message(text);
}

QString LayerRecognitionPanel::ringsProblem(const photo::LayerRecognition &recognition) const
{
    if (recognition.ringsFound != 5)
        return tr(
            "The colours in the photo do not make the five layers of a mountain (%n found as rings), so "
            "the layers cannot be named by their place.",
            "", recognition.ringsFound);
    return tr("The colours in the photo do not nest as the layers of a mountain do, so the layers cannot be "
              "named by their place: a proposal could be a whole ring off.");
}

QString LayerRecognitionPanel::examplesRequest() const
{
    return tr(
        "Show one example of each terrain: the Example tool (E), the terrain's key (1–5, H, 0), a click on "
        "a square of it.");
}

QString LayerRecognitionPanel::errorText(photo::RecognitionError error) const
{
    switch (error) {
    case photo::RecognitionError::None:
        break;
    case photo::RecognitionError::NoPhoto:
        return tr("The photo is empty: open another photo of the printed board.");
    case photo::RecognitionError::BadCorners:
        return tr("The photo's corners do not make a four-sided figure: align the photo again (Align Photo, "
                  "A), each corner of the grid on the same corner of the board.");
    case photo::RecognitionError::NoGrid:
        return tr("The board has no squares: set its size in the Board panel.");
    case photo::RecognitionError::OffPhoto:
        return tr("The grid lies outside the photo: drag each corner of the grid onto the same corner of the "
                  "board in the photo (Align Photo, A).");
    }
    return {};
}

// ---- what is shown

void LayerRecognitionPanel::refresh()
{
    const bool proposed = bool(m_recognition);
    m_apply->setEnabled(proposed);
    m_nextUncertain->setEnabled(proposed && uncertainCount() > 0);
    m_nextMark->setEnabled(!m_marks.empty());
    m_dismissMark->setEnabled(!m_marks.empty());
    m_dismissAllMarks->setEnabled(!m_marks.empty());
    m_close->setEnabled(proposed || !m_examples.empty());
    m_showTerrains->setEnabled(proposed);

    if (!m_problem.isEmpty()) {
        m_status->setStyleSheet(QStringLiteral("color: #c62828"));
        m_status->setText(m_problem);
    } else {
        m_status->setStyleSheet({});
        if (!proposed)
            m_status->setText(tr("Nothing proposed yet."));
        else {
            QStringList parts{
                m_applied ? tr("Applied") : tr("%1 squares proposed").arg(m_recognition->squares.size()),
                tr("%1 uncertain").arg(uncertainCount()), tr("%1 “feature here?” marks").arg(m_marks.size())};
            if (!m_examples.empty())
                parts << tr("%1 examples").arg(m_examples.size());
            QString text = parts.join(QStringLiteral(" · "));
            // Unreliable: said beside the counts, and Apply asks first (the window).
            if (!m_recognition->reliable() && !m_applied) {
                m_status->setStyleSheet(QStringLiteral("color: #b35c00"));
                text += QLatin1Char('\n') + unreliableText();
            }
            m_status->setText(text);
        }
    }

    // The legend: each terrain found with how many squares it has, then the marks.
    while (QLayoutItem *item = m_legendLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_legendTexts.clear();
    const auto addRow = [this](const QIcon &icon, const QString &text) {
        const int row = m_legendLayout->rowCount();
        auto *iconLabel = new QLabel;
        iconLabel->setPixmap(icon.pixmap(24, 24));
        auto *textLabel = new QLabel(text);
        textLabel->setWordWrap(true);
        m_legendLayout->addWidget(iconLabel, row, 0, Qt::AlignTop);
        m_legendLayout->addWidget(textLabel, row, 1);
        m_legendTexts << text;
    };
    if (proposed) {
        std::map<Terrain, int> counts;
        for (const photo::SquareProposal &p : m_recognition->squares)
            ++counts[p.terrain];
        for (const auto &[terrain, count] : counts)
            addRow(RecognitionOverlay::terrainIcon(terrain, 1.0),
                   tr("%1: %2 squares").arg(BoardEditorText::terrainName(terrain), argText(count)));
    }
    const auto entry = [&](RecognitionOverlay::LegendEntry e, const QString &text) {
        addRow(RecognitionOverlay::legendIcon(e), text);
    };
    entry(RecognitionOverlay::LegendEntry::Uncertain,
          tr("Uncertain: check it (%1 goes to the next)")
              .arg(m_nextUncertain->shortcut().toString(QKeySequence::NativeText)));
    entry(RecognitionOverlay::LegendEntry::Example, tr("Your example"));
    entry(RecognitionOverlay::LegendEntry::FeatureMark,
          tr("“Feature here?”: stamp what is printed with the Feature tool (T), or dismiss the mark (%1)")
              .arg(m_dismissMark->shortcut().toString(QKeySequence::NativeText)));

    auto overlay = std::make_shared<RecognitionOverlay>();
    overlay->recognition = m_recognition;
    overlay->examples = m_examples;
    overlay->featureMarks = m_marks;
    overlay->showTerrains = m_showTerrains->isChecked();
    m_view->setRecognitionOverlay(proposed || !m_examples.empty() ? std::move(overlay) : nullptr);
}

void LayerRecognitionPanel::retranslate()
{
    m_hint->setText(tr("Once the photo is aligned, the layers can be recognised from it: every square gets a "
                       "proposed terrain and how sure that is. Check the uncertain squares, then apply."));
    m_exampleHint->setText(
        tr("If a terrain is proposed wrongly, show an example: choose the terrain (1–5, H, "
           "0) and click a square of it. The right button takes an example back."));
    m_legendTitle->setText(tr("Legend"));
    m_showTerrains->setText(tr("Show the proposed terrains"));
    m_includeUncertain->setText(tr("Apply the uncertain squares too"));
    m_recognise->setText(tr("Re&cognise Layers"));
    m_recognise->setToolTip(tr("Recognise the layers in the aligned photo (%1)")
                                .arg(m_recognise->shortcut().toString(QKeySequence::NativeText)));
    m_apply->setText(tr("A&pply the Proposal"));
    m_apply->setToolTip(tr("Paint the proposed terrains, as one step of undo (%1)")
                            .arg(m_apply->shortcut().toString(QKeySequence::NativeText)));
    m_nextUncertain->setText(tr("&Next Uncertain Square"));
    m_nextMark->setText(tr("Next &Feature Mark"));
    m_dismissMark->setText(tr("&Dismiss the Selected Mark"));
    m_dismissAllMarks->setText(tr("Dismiss &All Marks"));
    m_close->setText(tr("&Close the Proposal"));
    refresh();
}

void LayerRecognitionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace hk::gui
