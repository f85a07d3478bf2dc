#include "io/json_writer.h"

#include <QVarLengthArray>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace hk {

// ---- JsonTreeBuilder
// ----------------------------------------------------------------------------------------------

void JsonTreeBuilder::end()
{
    Open done = std::move(m_open.back());
    m_open.pop_back();
    m_key = std::move(done.key);
    value(done.object ? QJsonValue(done.members) : QJsonValue(done.items));
}

void JsonTreeBuilder::value(const QJsonValue &value)
{
    if (m_open.empty())
        m_result = value;
    else if (m_open.back().object)
        m_open.back().members.insert(m_key, value);
    else
        m_open.back().items.append(value);
}

// ---- JsonLayout
// ---------------------------------------------------------------------------------------------------

namespace {

constexpr int kLineWidth = 100;

// One character of a string's UTF-8, escaped as QJsonDocument escapes it.
void appendEscaped(QByteArray &out, char c)
{
    switch (c) {
    case '"':
        out += "\\\"";
        return;
    case '\\':
        out += "\\\\";
        return;
    case '\n':
        out += "\\n";
        return;
    case '\r':
        out += "\\r";
        return;
    case '\t':
        out += "\\t";
        return;
    case '\b':
        out += "\\b";
        return;
    case '\f':
        out += "\\f";
        return;
    default:
        if (uchar(c) < 0x20) {
            static constexpr char kHex[] = "0123456789abcdef";
            const char escape[] = {'\\', 'u', '0', '0', kHex[uchar(c) >> 4], kHex[uchar(c) & 15]};
            out.append(escape, sizeof escape);
        } else {
            out += c;
        }
    }
}

bool plainAscii(char16_t c)
{
    return c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
}

// A string as JSON text: escaped, UTF-8 kept. Most strings of these files are plain ASCII: those are copied
// in one go.
void appendString(QByteArray &out, QStringView text)
{
    out += '"';
    if (std::all_of(text.begin(), text.end(), [](QChar c) { return plainAscii(c.unicode()); })) {
        const qsizetype at = out.size();
        out.resize(at + text.size());
        std::transform(text.begin(), text.end(), out.data() + at, [](QChar c) { return char(c.unicode()); });
    } else {
        for (const char c : text.toUtf8())
            appendEscaped(out, c);
    }
    out += '"';
}

void appendString(QByteArray &out, QLatin1StringView text)
{
    out += '"';
    if (std::all_of(text.begin(), text.end(), [](char c) { return plainAscii(char16_t(uchar(c))); }))
        out.append(text.data(), text.size());
    else
        for (const char c : QString(text).toUtf8())
            appendEscaped(out, c);
    out += '"';
}

void appendNumber(QByteArray &out, double d)
{
    if (std::floor(d) == d && std::fabs(d) < 1e15) {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, qint64(d)).ptr;
        out.append(digits, end - digits);
    } else {
        out += QByteArray::number(d, 'g', 17);
    }
}

} // namespace

JsonLayout::JsonLayout(const QStringList &keyOrder)
{
    m_rank.reserve(keyOrder.size());
    for (qsizetype i = 0; i < keyOrder.size(); ++i)
        m_rank.insert(keyOrder[i].toUtf8(), int(i));
    m_text.reserve(1 << 16);
    m_items.reserve(4096);
}

JsonLayout::Item &JsonLayout::startItem(Kind kind)
{
    Item &item = m_items.emplace_back();
    item.kind = kind;
    item.key = m_key >= 0 ? m_key : m_text.size();
    item.keyEnd = m_text.size();
    m_key = -1;
    return item;
}

void JsonLayout::open(Kind kind)
{
    startItem(kind);
    m_open.push_back(m_items.size() - 1);
}

void JsonLayout::key(QLatin1StringView key)
{
    m_key = m_text.size();
    appendString(m_text, key);
    m_text += ": ";
}

void JsonLayout::key(const QString &key)
{
    m_key = m_text.size();
    appendString(m_text, key);
    m_text += ": ";
}

void JsonLayout::finishScalar()
{
    Item &item = m_items.back();
    item.textEnd = m_text.size();
    item.length = item.textEnd - item.keyEnd;
    item.end = m_items.size();
}

void JsonLayout::value(int n)
{
    startItem(Kind::Scalar);
    char digits[12];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    m_text.append(digits, end - digits);
    finishScalar();
}

void JsonLayout::value(bool b)
{
    startItem(Kind::Scalar);
    m_text += b ? "true" : "false";
    finishScalar();
}

void JsonLayout::value(const QString &s)
{
    startItem(Kind::Scalar);
    appendString(m_text, s);
    finishScalar();
}

void JsonLayout::value(QLatin1StringView s)
{
    startItem(Kind::Scalar);
    appendString(m_text, s);
    finishScalar();
}

void JsonLayout::value(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Array:
        beginArray();
        for (const QJsonValue &item : value.toArray())
            this->value(item);
        end();
        return;
    case QJsonValue::Object: {
        beginObject();
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            key(it.key());
            this->value(it.value());
        }
        end();
        return;
    }
    case QJsonValue::Bool:
        this->value(value.toBool());
        return;
    case QJsonValue::String:
        this->value(value.toString());
        return;
    case QJsonValue::Double:
        startItem(Kind::Scalar);
        appendNumber(m_text, value.toDouble());
        finishScalar();
        return;
    default:
        startItem(Kind::Scalar);
        m_text += "null";
        finishScalar();
    }
}

int JsonLayout::rankOf(const Item &member) const
{
    // The key without its quotes and ": " (keys in the key order need no escapes).
    const QByteArrayView key = keyText(member);
    return m_rank.value(QByteArray::fromRawData(key.data() + 1, key.size() - 4), int(m_rank.size()));
}

void JsonLayout::end()
{
    const size_t index = m_open.back();
    m_open.pop_back();
    Item &item = m_items[index];
    item.end = m_items.size();
    if (item.kind == Kind::Object)
        sortMembers(index);
    qsizetype members = 0, length = 0;
    for (size_t child = index + 1; child < item.end; child = m_items[child].end, ++members)
        length += m_items[child].keyEnd - m_items[child].key + m_items[child].length;
    if (item.kind == Kind::Array)
        item.length = 2 + 2 * std::max<qsizetype>(0, members - 1) + length; // "[" "]" and ", "
    else
        item.length = members == 0 ? 2 : 4 + 2 * (members - 1) + length; // "{ " " }" and ", "
}

// Puts an object's members in key order: each member moves with its own members.
void JsonLayout::sortMembers(size_t object)
{
    struct Member {
        int rank;
        QByteArrayView key;
        size_t begin, end;
        bool operator<(const Member &other) const
        {
            return rank != other.rank ? rank < other.rank : key < other.key;
        }
    };
    QVarLengthArray<Member, 32> members;
    for (size_t child = object + 1; child < m_items[object].end; child = m_items[child].end)
        members.push_back({rankOf(m_items[child]), keyText(m_items[child]), child, m_items[child].end});
    if (std::is_sorted(members.begin(), members.end()))
        return;
    std::stable_sort(members.begin(), members.end());
    std::vector<Item> sorted;
    sorted.reserve(m_items[object].end - object - 1);
    for (const Member &m : members) {
        const qsizetype shift = qsizetype(object + 1 + sorted.size()) - qsizetype(m.begin);
        for (size_t i = m.begin; i < m.end; ++i) {
            sorted.push_back(m_items[i]);
            sorted.back().end = size_t(qsizetype(sorted.back().end) + shift);
        }
    }
    std::copy(sorted.begin(), sorted.end(), m_items.begin() + qsizetype(object) + 1);
}

void JsonLayout::writeCompact(QByteArray &out, size_t index) const
{
    const Item &item = m_items[index];
    if (item.kind == Kind::Scalar) {
        out.append(m_text.constData() + item.keyEnd, item.textEnd - item.keyEnd);
        return;
    }
    const bool isArray = item.kind == Kind::Array;
    if (item.end == index + 1) {
        out += isArray ? "[]" : "{}";
        return;
    }
    out += isArray ? "[" : "{ ";
    for (size_t child = index + 1; child < item.end; child = m_items[child].end) {
        if (child != index + 1)
            out += ", ";
        out += keyText(m_items[child]);
        writeCompact(out, child);
    }
    out += isArray ? "]" : " }";
}

// `column` is where the value starts on its line; nested lines are indented by `indent` + 2.
void JsonLayout::layOut(QByteArray &out, size_t index, int indent, int column) const
{
    const Item &item = m_items[index];
    const bool topLevel = indent == 0 && column == 0;
    if (item.kind == Kind::Scalar || (!topLevel && column + item.length <= kLineWidth)) {
        writeCompact(out, index);
        return;
    }
    const bool isArray = item.kind == Kind::Array;
    out += isArray ? "[\n" : "{\n";
    for (size_t child = index + 1; child < item.end; child = m_items[child].end) {
        const QByteArrayView key = keyText(m_items[child]);
        out.append(indent + 2, ' ');
        out += key;
        layOut(out, child, indent + 2, indent + 2 + int(key.size()));
        out += m_items[child].end < item.end ? ",\n" : "\n";
    }
    out.append(indent, ' ');
    out += isArray ? "]" : "}";
}

QByteArray JsonLayout::text() const
{
    QByteArray out;
    out.reserve(m_text.size() + 4 * qsizetype(m_items.size()));
    if (!m_items.empty())
        layOut(out, 0, 0, 0);
    out += '\n';
    return out;
}

QByteArray formatJson(const QJsonObject &object, const QStringList &keyOrder)
{
    JsonLayout layout(keyOrder);
    layout.value(QJsonValue(object));
    return layout.text();
}

} // namespace hk
