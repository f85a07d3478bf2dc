#include "sheet_grid.h"

#include "i18n/one_line.h"
#include "plain_text.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace hk::gui {

using base::SheetField;
using base::SheetValue;
using base::ValueKind;

namespace {

// The "—" of a value not entered: the spin box's minimum, one below the field's.
int notEntered(const SheetField &field)
{
    return field.min - 1;
}

QStringList listItems(const QString &text)
{
    return text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
}

} // namespace

SheetGrid::SheetGrid(const base::SheetSchema &schema, QWidget *parent) : QWidget(parent), m_schema(schema)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(m_scroll);
    m_page = new QWidget;
    m_grid = new QGridLayout(m_page);
    m_grid->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_scroll->setWidget(m_page);

    m_playersLabel = new QLabel(m_page);
    m_playerCount = new QSpinBox(m_page);
    m_playerCount->setRange(schema.minPlayers, schema.maxPlayers);
    m_playerCount->setObjectName(QStringLiteral("playerCount"));
    m_playersLabel->setBuddy(m_playerCount);
    guard(m_playerCount);
    connect(m_playerCount, &QSpinBox::valueChanged, this, [this](int count) {
        if (m_showing || count == int(m_sheet.players.size()))
            return;
        base::SheetValues after = m_sheet;
        const base::SheetValues fresh = base::newSheet(m_schema, count);
        after.players.resize(size_t(count));
        for (size_t p = m_sheet.players.size(); p < after.players.size(); ++p)
            after.players[p] = fresh.players[p];
        emit edited(after, QString(), tr("Players: %1").arg(count));
    });
    m_settingsTitle = new QLabel(m_page);
    QFont bold = m_settingsTitle->font();
    bold.setBold(true);
    m_settingsTitle->setFont(bold);
    for (const SheetField &setting : schema.settings) {
        auto *label = new QLabel(m_page);
        QWidget *editor = makeEditor(setting, -1);
        label->setBuddy(editor);
        m_settingLabels.push_back(label);
        m_settings[setting.key] = editor;
    }
    setSheet(base::newSheet(schema, schema.minPlayers));
    retranslate();
}

void SheetGrid::guard(QWidget *editor)
{
    // The wheel never changes a value by passing over it (DocumentWindow sends it to the scroll area), nor
    // gives a field the focus; Enter goes on to the next field (eventFilter).
    editor->setFocusPolicy(Qt::StrongFocus);
    editor->installEventFilter(this);
}

bool SheetGrid::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (event->type() == QEvent::KeyPress && widget) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool popup =
            qobject_cast<QComboBox *>(widget) && static_cast<QComboBox *>(widget)->view()->isVisible();
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && !popup &&
            key->modifiers() == Qt::NoModifier) {
            if (auto *line = qobject_cast<QLineEdit *>(widget))
                emit line->editingFinished();
            focusNextChild(); // Enter goes on, as Tab does
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QWidget *SheetGrid::makeEditor(const SheetField &field, int player)
{
    QWidget *editor = nullptr;
    switch (field.kind) {
    case ValueKind::Integer: {
        auto *spin = new QSpinBox(m_page);
        spin->setRange(notEntered(field), field.max);
        spin->setSpecialValueText(QStringLiteral("—"));
        spin->setValue(notEntered(field));
        spin->setAlignment(Qt::AlignRight);
        spin->setKeyboardTracking(true);
        connect(spin, &QSpinBox::valueChanged, this,
                [this, player, &field, spin] { commit(player, field, spin); });
        editor = spin;
        break;
    }
    case ValueKind::Choice: {
        auto *combo = new QComboBox(m_page);
        combo->addItem(QStringLiteral("—"));
        for (const base::SheetChoice &choice : field.choices)
            combo->addItem(choice.label.text(), choice.id);
        connect(combo, &QComboBox::currentIndexChanged, this,
                [this, player, &field, combo] { commit(player, field, combo); });
        editor = combo;
        break;
    }
    case ValueKind::Boolean: {
        auto *check = new QCheckBox(m_page);
        connect(check, &QCheckBox::toggled, this,
                [this, player, &field, check] { commit(player, field, check); });
        editor = check;
        break;
    }
    case ValueKind::IntegerList: {
        auto *line = new QLineEdit(m_page);
        line->setValidator(
            new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9,\\s]*")), line));
        line->setPlaceholderText(QStringLiteral("3, 5, 8"));
        connect(line, &QLineEdit::editingFinished, this,
                [this, player, &field, line] { commit(player, field, line); });
        editor = line;
        break;
    }
    }
    editor->setObjectName(player < 0 ? QStringLiteral("setting-%1").arg(field.key)
                                     : QStringLiteral("p%1-%2").arg(QString::number(player), field.key));
    editor->setMinimumWidth(fontMetrics().horizontalAdvance(QString(10, QLatin1Char('0'))));
    guard(editor);
    return editor;
}

void SheetGrid::showValue(QWidget *editor, const SheetField &field, const std::optional<SheetValue> &value)
{
    if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        const int *n = value ? std::get_if<int>(&*value) : nullptr;
        spin->setValue(n ? *n : notEntered(field));
    } else if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        const QString *id = value ? std::get_if<QString>(&*value) : nullptr;
        combo->setCurrentIndex(id ? std::max(0, combo->findData(*id)) : 0);
    } else if (auto *check = qobject_cast<QCheckBox *>(editor)) {
        const bool *b = value ? std::get_if<bool>(&*value) : nullptr;
        check->setChecked(b && *b);
    } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        const auto *list = value ? std::get_if<std::vector<int>>(&*value) : nullptr;
        QStringList items;
        for (int n : list ? *list : std::vector<int>{})
            items << QString::number(n);
        if (!line->hasFocus())
            line->setText(items.join(QStringLiteral(", ")));
    }
}

std::optional<SheetValue> SheetGrid::valueOf(QWidget *editor, const SheetField &field) const
{
    if (auto *spin = qobject_cast<QSpinBox *>(editor))
        return spin->value() == notEntered(field) ? std::nullopt : std::optional<SheetValue>(spin->value());
    if (auto *combo = qobject_cast<QComboBox *>(editor))
        return combo->currentIndex() <= 0 ? std::nullopt
                                          : std::optional<SheetValue>(combo->currentData().toString());
    if (auto *check = qobject_cast<QCheckBox *>(editor))
        return SheetValue(check->isChecked());
    auto *line = static_cast<QLineEdit *>(editor);
    if (line->text().trimmed().isEmpty())
        return std::nullopt;
    std::vector<int> items;
    for (const QString &item : listItems(line->text()))
        items.push_back(item.toInt());
    return SheetValue(items);
}

void SheetGrid::commit(int player, const SheetField &field, QWidget *editor)
{
    if (m_showing)
        return;
    base::SheetValues after = m_sheet;
    auto &values = player < 0 ? after.settings : after.players[size_t(player)].values;
    if (const std::optional<SheetValue> value = valueOf(editor, field))
        values[field.key] = *value;
    else
        values.erase(field.key);
    if (after == m_sheet)
        return;
    const QString who = player < 0 ? tr("Setting") : oneLine(m_sheet.players[size_t(player)].name);
    emit edited(after, QStringLiteral("%1/%2").arg(QString::number(player), field.key),
                tr("%1: %2").arg(who, field.label.text()));
}

void SheetGrid::rebuild()
{
    for (auto &player : m_fields)
        for (auto &[key, editor] : player)
            delete editor;
    m_fields.clear();
    for (QLabel *label : m_rowLabels)
        delete label;
    m_rowLabels.clear();
    while (m_grid->count())
        delete m_grid->takeAt(0); // the layout item; the widget stays (re-added below)

    int row = 0;
    m_grid->addWidget(m_playersLabel, row, 0);
    m_grid->addWidget(m_playerCount, row++, 1);
    if (!m_schema.settings.empty()) {
        m_grid->addWidget(m_settingsTitle, row++, 0, 1, 2);
        for (size_t s = 0; s < m_schema.settings.size(); ++s) {
            m_grid->addWidget(m_settingLabels[s], row, 0);
            m_grid->addWidget(m_settings[m_schema.settings[s].key], row++, 1, 1,
                              std::max(1, int(m_sheet.players.size())));
        }
    }
    // The name row, then one row per field; one column per player.
    const int first = row;
    m_rowLabels.push_back(new QLabel(m_page));
    for (size_t f = 0; f < m_schema.fields.size(); ++f)
        m_rowLabels.push_back(new QLabel(m_page));
    for (size_t r = 0; r < m_rowLabels.size(); ++r)
        m_grid->addWidget(m_rowLabels[r], first + int(r), 0);
    QWidget *previous = m_playerCount;
    for (const SheetField &setting : m_schema.settings) {
        QWidget::setTabOrder(previous, m_settings[setting.key]);
        previous = m_settings[setting.key];
    }
    for (int p = 0; p < int(m_sheet.players.size()); ++p) {
        std::map<QString, QWidget *> editors;
        auto *name = new QLineEdit(m_page);
        name->setObjectName(QStringLiteral("p%1-name").arg(p));
        name->installEventFilter(this);
        connect(name, &QLineEdit::textEdited, this, [this, p](const QString &text) {
            base::SheetValues after = m_sheet;
            after.players[size_t(p)].name = text;
            emit edited(after, QStringLiteral("%1/name").arg(p), tr("Name: %1").arg(text));
        });
        editors[QStringLiteral("name")] = name;
        m_grid->addWidget(name, first, 1 + p);
        QWidget::setTabOrder(previous, name);
        previous = name;
        for (size_t f = 0; f < m_schema.fields.size(); ++f) {
            QWidget *editor = makeEditor(m_schema.fields[f], p);
            editors[m_schema.fields[f].key] = editor;
            m_grid->addWidget(editor, first + 1 + int(f), 1 + p);
            QWidget::setTabOrder(previous, editor);
            previous = editor;
        }
        m_fields.push_back(std::move(editors));
    }
    for (size_t r = 0; r < m_rowLabels.size(); ++r)
        if (r > 0)
            m_rowLabels[r]->setBuddy(m_fields.empty() ? nullptr : m_fields[0][m_schema.fields[r - 1].key]);
    retranslate();
}

void SheetGrid::setSheet(const base::SheetValues &sheet)
{
    const bool reshape = sheet.players.size() != m_fields.size();
    m_sheet = sheet;
    m_showing = true;
    if (reshape)
        rebuild();
    m_playerCount->setValue(int(sheet.players.size()));
    for (const SheetField &setting : m_schema.settings)
        showValue(m_settings[setting.key], setting, base::settingValue(m_schema, sheet, setting.key));
    for (size_t p = 0; p < sheet.players.size(); ++p) {
        auto *name = static_cast<QLineEdit *>(m_fields[p][QStringLiteral("name")]);
        if (name->text() != sheet.players[p].name)
            name->setText(sheet.players[p].name);
        for (const SheetField &field : m_schema.fields) {
            const auto it = sheet.players[p].values.find(field.key);
            showValue(m_fields[p][field.key], field,
                      it == sheet.players[p].values.end() ? std::nullopt
                                                          : std::optional<SheetValue>(it->second));
        }
    }
    m_showing = false;
}

void SheetGrid::setProblems(const base::Problems &problems, const base::LocationLabeller &labeller)
{
    std::map<QWidget *, QStringList> marks;
    QStringList names;
    for (const base::SheetPlayer &p : m_sheet.players)
        names << oneLine(p.name); // on the line of the problem's sentence
    for (const base::Problem &problem : problems) {
        QWidget *editor = problem.where.section == QLatin1String("settings")
                              ? settingWidget(problem.where.field)
                              : fieldWidget(problem.where.entity, problem.where.field);
        if (editor)
            marks[editor] << base::problemText(problem, labeller, names);
    }
    const auto mark = [&](QWidget *editor, const SheetField *field) {
        const auto it = marks.find(editor);
        const bool wrong = it != marks.end();
        editor->setProperty("problem", wrong);
        editor->setStyleSheet(wrong ? QStringLiteral("border: 2px solid #c0392b;") : QString());
        QString tip = field ? field->help.text() : QString();
        if (wrong)
            tip = (tip.isEmpty() ? QString() : tip + QLatin1Char('\n')) + it->second.join(QLatin1Char('\n'));
        editor->setToolTip(plainToolTip(tip));
    };
    for (const SheetField &setting : m_schema.settings)
        mark(m_settings[setting.key], &setting);
    for (auto &player : m_fields)
        for (auto &[key, editor] : player)
            mark(editor, m_schema.field(key));
}

void SheetGrid::retranslate()
{
    m_playersLabel->setText(tr("&Players:"));
    m_settingsTitle->setText(tr("Table rulings and settings"));
    for (size_t s = 0; s < m_schema.settings.size(); ++s) {
        m_settingLabels[s]->setText(m_schema.settings[s].label.text() + tr(":"));
        m_settingLabels[s]->setToolTip(m_schema.settings[s].help.text());
        if (auto *combo = qobject_cast<QComboBox *>(m_settings[m_schema.settings[s].key]))
            for (size_t c = 0; c < m_schema.settings[s].choices.size(); ++c)
                combo->setItemText(int(c) + 1, m_schema.settings[s].choices[c].label.text());
    }
    if (!m_rowLabels.empty())
        m_rowLabels[0]->setText(tr("Name"));
    for (size_t f = 0; f < m_schema.fields.size() && f + 1 < m_rowLabels.size(); ++f) {
        const SheetField &field = m_schema.fields[f];
        m_rowLabels[f + 1]->setText(field.label.text());
        m_rowLabels[f + 1]->setToolTip(field.help.text());
        for (auto &player : m_fields) {
            player[field.key]->setAccessibleName(field.label.text());
            if (auto *combo = qobject_cast<QComboBox *>(player[field.key]))
                for (size_t c = 0; c < field.choices.size(); ++c)
                    combo->setItemText(int(c) + 1, field.choices[c].label.text());
        }
    }
    for (size_t p = 0; p < m_fields.size(); ++p)
        m_fields[p][QStringLiteral("name")]->setAccessibleName(tr("Name of player %1").arg(p + 1));
}

void SheetGrid::focusField(int player, const QString &key)
{
    if (QWidget *editor = player < 0 ? settingWidget(key) : fieldWidget(player, key)) {
        editor->setFocus(Qt::OtherFocusReason);
        m_scroll->ensureWidgetVisible(editor);
    }
}

QWidget *SheetGrid::fieldWidget(int player, const QString &key) const
{
    if (player < 0 || player >= int(m_fields.size()))
        return nullptr;
    const auto it = m_fields[size_t(player)].find(key);
    return it == m_fields[size_t(player)].end() ? nullptr : it->second;
}

QWidget *SheetGrid::settingWidget(const QString &key) const
{
    const auto it = m_settings.find(key);
    return it == m_settings.end() ? nullptr : it->second;
}

} // namespace hk::gui
