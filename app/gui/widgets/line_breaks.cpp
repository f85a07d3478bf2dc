#include "line_breaks.h"

#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QHash>
#include <QLabel>
#include <QListView>
#include <QMimeData>
#include <QRegularExpression>
#include <QTextEdit>
#include <QTreeView>

#include <algorithm>

namespace hk::gui {

namespace {

constexpr QChar kWordJoiner(0x2060);
constexpr int kMaxJoined = 12; // characters: longer "words" are sentences the heuristics failed to split

enum class Script { Kanji, Hiragana, Katakana, Other };

Script scriptOf(QChar c)
{
    const char16_t u = c.unicode();
    if (u == 0x30FB) // ・ separates words
        return Script::Other;
    if ((u >= 0x30A1 && u <= 0x30FF) || (u >= 0x31F0 && u <= 0x31FF) || (u >= 0xFF66 && u <= 0xFF9D))
        return Script::Katakana;
    if (u >= 0x3041 && u <= 0x309F)
        return Script::Hiragana;
    if ((u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF) || (u >= 0xF900 && u <= 0xFAFF) ||
        u == 0x3005 /* 々 */)
        return Script::Kanji;
    return Script::Other;
}

bool isKana(QChar c)
{
    const Script s = scriptOf(c);
    return s == Script::Hiragana || s == Script::Katakana;
}

// Japanese words the runs of one script split: a counter after a number (2か所), a verb whose stem starts in
// kana (はみ出す).
const QStringList &japaneseMixedWords()
{
    static const QStringList words{QStringLiteral("か所"), QStringLiteral("ヶ所"), QStringLiteral("カ所"),
                                   QStringLiteral("はみ出")};
    return words;
}

// The words of a list by their first character, made once per list (the lists are static).
const QMultiHash<QChar, QString> &wordsByFirst(const QStringList &words)
{
    static QHash<const QStringList *, QMultiHash<QChar, QString>> indexes;
    auto it = indexes.find(&words);
    if (it == indexes.end()) {
        QMultiHash<QChar, QString> index;
        for (const QString &word : words)
            if (!word.isEmpty())
                index.insert(word.front(), word);
        it = indexes.insert(&words, index);
    }
    return *it;
}

void joinWords(QStringView line, qsizetype begin, const QStringList &words, std::vector<bool> &join)
{
    // One pass over the line, trying at each character only the words that start with it: a search of the
    // whole line per word of the glossary made a long line (a game's history of 20,000 actions, its players'
    // names in kanji) cost seconds.
    const QMultiHash<QChar, QString> &index = wordsByFirst(words);
    for (qsizetype at = 0; at < line.size(); ++at)
        for (auto it = index.constFind(line[at]); it != index.cend() && it.key() == line[at]; ++it)
            if (line.mid(at).startsWith(*it))
                for (qsizetype k = begin + at + 1; k < begin + at + it->size(); ++k)
                    join[size_t(k)] = true;
}

// Whether a line may not break between text[i - 1] and text[i], in Japanese.
bool joinedInJapanese(Script before, Script after)
{
    if (before == Script::Other || after == Script::Other)
        return false; // punctuation, spaces, Latin: Qt's rules
    return before == after || after == Script::Hiragana;
}

} // namespace

const QStringList &cjkGlossary()
{
    // The rulebook's official terms in zh-TW, the same in zh-CN, and the interface's own recurring terms; the
    // Japanese kanji compounds for labels that hold no kana.
    static const QStringList glossary = [] {
        QStringList words{
            // zh-TW
            QStringLiteral("榮譽點數"),
            QStringLiteral("通路網"),
            QStringLiteral("大門"),
            QStringLiteral("隧道板塊"),
            QStringLiteral("隧道"),
            QStringLiteral("聚寶大廳"),
            QStringLiteral("大廳"),
            QStringLiteral("祭壇"),
            QStringLiteral("工坊點"),
            QStringLiteral("工坊"),
            QStringLiteral("山嶽之心"),
            QStringLiteral("碎石格"),
            QStringLiteral("雕像"),
            QStringLiteral("基座得分標記"),
            QStringLiteral("基座記錄條"),
            QStringLiteral("基座"),
            QStringLiteral("錨點"),
            QStringLiteral("巨魔部眾"),
            QStringLiteral("氏族卡堆"),
            QStringLiteral("徵募"),
            QStringLiteral("挖掘"),
            QStringLiteral("賄賂"),
            QStringLiteral("退休"),
            QStringLiteral("連鎖"),
            QStringLiteral("咒語"),
            QStringLiteral("符文"),
            QStringLiteral("加冕標記"),
            QStringLiteral("王冠"),
            QStringLiteral("儲存區"),
            QStringLiteral("供應堆"),
            QStringLiteral("山岩"),
            QStringLiteral("鐵礦"),
            QStringLiteral("心石"),
            QStringLiteral("金幣"),
            QStringLiteral("礦車"),
            QStringLiteral("錘子"),
            QStringLiteral("礦物"),
            QStringLiteral("大地儀式"),
            QStringLiteral("版圖"),
            QStringLiteral("得分軌"),
            QStringLiteral("得分"),
            QStringLiteral("分數"),
            QStringLiteral("總分"),
            QStringLiteral("計分表"),
            QStringLiteral("玩家"),
            QStringLiteral("資源"),
            QStringLiteral("剩餘"),
            QStringLiteral("巨魔"),
            QStringLiteral("氏族"),
            QStringLiteral("等級"),
            QStringLiteral("照片"),
            QStringLiteral("種類"),
            QStringLiteral("不透明度"),
            QStringLiteral("交換"),
            QStringLiteral("平手"),
            QStringLiteral("回合"),
            QStringLiteral("行動"),
            QStringLiteral("元件"),
            // zh-TW: the rulebook's own words, quoted in the rules browser
            QStringLiteral("加倍"),
            QStringLiteral("裁定"),
            QStringLiteral("相連"),
            QStringLiteral("相鄰"),
            QStringLiteral("勝利"),
            QStringLiteral("獲得"),
            QStringLiteral("牌堆"),
            QStringLiteral("抽取"),
            QStringLiteral("覆蓋"),
            QStringLiteral("放置"),
            QStringLiteral("支付"),
            QStringLiteral("起始"),
            QStringLiteral("部眾"),
            // zh-CN
            QStringLiteral("荣誉点数"),
            QStringLiteral("通路网"),
            QStringLiteral("大门"),
            QStringLiteral("隧道板块"),
            QStringLiteral("聚宝大厅"),
            QStringLiteral("大厅"),
            QStringLiteral("祭坛"),
            QStringLiteral("工坊点"),
            QStringLiteral("山岳之心"),
            QStringLiteral("基座得分标记"),
            QStringLiteral("基座记录条"),
            QStringLiteral("锚点"),
            QStringLiteral("巨魔部众"),
            QStringLiteral("氏族卡堆"),
            QStringLiteral("征募"),
            QStringLiteral("贿赂"),
            QStringLiteral("连锁"),
            QStringLiteral("咒语"),
            QStringLiteral("加冕标记"),
            QStringLiteral("储存区"),
            QStringLiteral("供应堆"),
            QStringLiteral("铁矿"),
            QStringLiteral("金币"),
            QStringLiteral("矿车"),
            QStringLiteral("锤子"),
            QStringLiteral("矿物"),
            QStringLiteral("大地仪式"),
            QStringLiteral("版图"),
            QStringLiteral("得分轨"),
            QStringLiteral("分数"),
            QStringLiteral("总分"),
            QStringLiteral("计分表"),
            QStringLiteral("资源"),
            QStringLiteral("剩余"),
            QStringLiteral("等级"),
            QStringLiteral("种类"),
            QStringLiteral("交换"),
            QStringLiteral("行动"),
            QStringLiteral("相连"),
            QStringLiteral("相邻"),
            QStringLiteral("胜利"),
            QStringLiteral("获得"),
            QStringLiteral("覆盖"),
            QStringLiteral("部众"),
            // ja, kanji only
            QStringLiteral("名誉点"),
            QStringLiteral("得点"),
            QStringLiteral("大広間"),
            QStringLiteral("台座"),
            QStringLiteral("戴冠式"),
            QStringLiteral("彫像"),
            QStringLiteral("工房用地"),
            QStringLiteral("工房"),
            QStringLiteral("保管庫"),
            QStringLiteral("鉱物"),
            QStringLiteral("呪文"),
            QStringLiteral("招集"),
            QStringLiteral("掘削"),
            QStringLiteral("引退"),
            QStringLiteral("残り資源"),
            QStringLiteral("盤面"),
            QStringLiteral("種類"),
            QStringLiteral("順位"),
            QStringLiteral("合計"),
        };
        words.removeDuplicates();
        std::stable_sort(words.begin(), words.end(),
                         [](const QString &a, const QString &b) { return a.size() > b.size(); });
        return words;
    }();
    return glossary;
}

namespace {

// join[i] for one line of `text`, from `begin` to `end`: no line break between text[i - 1] and text[i].
void joinWordsOfLine(const QString &text, qsizetype begin, qsizetype end, std::vector<bool> &join)
{
    const QStringView line = QStringView(text).mid(begin, end - begin);
    const bool japanese = std::any_of(line.begin(), line.end(), isKana);
    const bool han = japanese || std::any_of(line.begin(), line.end(),
                                             [](QChar c) { return scriptOf(c) == Script::Kanji; });
    if (!han)
        return;
    if (japanese) {
        qsizetype start = begin; // of the current word
        for (qsizetype i = begin + 1; i <= end; ++i) {
            const bool inWord = i < end && joinedInJapanese(scriptOf(text[i - 1]), scriptOf(text[i]));
            if (inWord)
                continue;
            // A run too long for a word (プレイヤーのものになります) keeps each stretch of one script whole
            // instead: プレイヤー | のものになります.
            const bool whole = i - start <= kMaxJoined;
            for (qsizetype a = start; a < i;) {
                qsizetype b = a + 1; // [a, b): one script
                while (b < i && (whole || scriptOf(text[b]) == scriptOf(text[a])))
                    ++b;
                if (b - a <= kMaxJoined) // longer, it is a sentence too
                    for (qsizetype k = a + 1; k < b; ++k)
                        join[size_t(k)] = true;
                a = b;
            }
            start = i;
        }
        // A number and its counter: 4人, 2か所, 5枚目.
        for (qsizetype i = begin + 1; i < end; ++i)
            if (text[i - 1].isDigit() && scriptOf(text[i]) != Script::Other)
                join[size_t(i)] = true;
        joinWords(line, begin, japaneseMixedWords(), join);
        return;
    }
    joinWords(line, begin, cjkGlossary(), join);
}

} // namespace

QString withoutJoiners(const QString &text)
{
    return QString(text).remove(kWordJoiner);
}

QString keepWordsTogether(const QString &joined)
{
    const QString text = withoutJoiners(joined);
    std::vector<bool> join(size_t(text.size()) + 1, false);
    bool any = false;
    for (qsizetype begin = 0; begin <= text.size();) {
        qsizetype end = text.indexOf(QLatin1Char('\n'), begin);
        if (end < 0)
            end = text.size();
        joinWordsOfLine(text, begin, end, join);
        begin = end + 1;
    }
    // A rule ID is one word: no break after its hyphens (Qt allows one before a letter).
    static const QRegularExpression ruleId(QStringLiteral("(?<![A-Za-z0-9])[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+"));
    for (auto it = ruleId.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        for (qsizetype k = m.capturedStart(); k < m.capturedEnd(); ++k)
            if (text[k] == QLatin1Char('-'))
                join[size_t(k) + 1] = true;
    }
    QString out;
    out.reserve(text.size() * 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (i > 0 && join[size_t(i)] && !text[i].isLowSurrogate()) {
            out += kWordJoiner;
            any = true;
        }
        out += text[i];
    }
    if (!any)
        return text;
    out.squeeze(); // kept by thousands of history lines: not twice their size
    return out;
}

QString keepWordsTogetherInHtml(const QString &html)
{
    // Each run of text between two tags on its own; an entity (&amp;, &#x4e00;) is one opaque character
    // there, a private-use stand-in that joins nothing, put back afterwards.
    static const QRegularExpression tagOrEntity(QStringLiteral("<[^>]*>|&[#A-Za-z0-9]+;"));
    QString out;
    out.reserve(html.size() * 2);
    QString run;      // the text since the last tag, entities stood in for
    QStringList held; // the entities of `run`, in order
    const auto flush = [&] {
        QString joined = keepWordsTogether(run);
        for (qsizetype i = 0; i < joined.size(); ++i) {
            const char16_t u = joined[i].unicode();
            if (u >= 0xE000 && u < 0xE000 + held.size())
                out += held[u - 0xE000];
            else
                out += joined[i];
        }
        run.clear();
        held.clear();
    };
    qsizetype at = 0;
    for (auto it = tagOrEntity.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        run += QStringView(html).mid(at, m.capturedStart() - at);
        at = m.capturedEnd();
        if (m.captured().startsWith(QLatin1Char('&')) && held.size() < 0x1000) {
            run += QChar(char16_t(0xE000 + held.size()));
            held << m.captured();
            continue;
        }
        flush();
        out += m.captured();
    }
    run += QStringView(html).mid(at);
    flush();
    return out;
}

namespace {

// Joins the words of every word-wrapping label (tooltips that wrap included), plain or rich, before it
// paints: labels get their text from many places (retranslations, .ui forms, refreshes, QToolTip), and
// this is the one place they all pass. And the clipboard: what is copied leaves without the joiners.
class WordBreakGuard : public QObject {
public:
    explicit WordBreakGuard(QObject *parent) : QObject(parent)
    {
        if (QClipboard *clipboard = QGuiApplication::clipboard())
            connect(clipboard, &QClipboard::dataChanged, this, [clipboard] { cleanClipboard(clipboard); });
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Show)
            joinItemWords(qobject_cast<QAbstractItemView *>(watched));
        if (event->type() != QEvent::Paint && event->type() != QEvent::Show)
            return false;
        auto *label = qobject_cast<QLabel *>(watched);
        if (!label || !label->wordWrap() || label->textFormat() == Qt::MarkdownText)
            return false;
        // Joined once per text (a label paints far more often than it changes).
        static const char *const kJoined = "hkJoinedText";
        if (label->property(kJoined).toString() == label->text())
            return false;
        const bool rich = label->textFormat() == Qt::RichText ||
                          (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
        const QString joined =
            rich ? keepWordsTogetherInHtml(label->text()) : keepWordsTogether(label->text());
        label->setProperty(kJoined, joined);
        if (joined != label->text()) {
            label->setText(joined);
            // A tooltip was sized for its text before it showed: as wide, perhaps a line taller now.
            if (label->isWindow())
                label->resize(label->width(),
                              std::max(label->height(), label->heightForWidth(label->width())));
        }
        return false;
    }

private:
    // A list or tree that wraps its items' text draws it joined (WordJoiningDelegate), unless it has a
    // delegate of its own.
    static void joinItemWords(QAbstractItemView *view)
    {
        if (!view || !view->itemDelegate() ||
            view->itemDelegate()->metaObject() != &QStyledItemDelegate::staticMetaObject)
            return;
        const auto *list = qobject_cast<QListView *>(view);
        const auto *tree = qobject_cast<QTreeView *>(view);
        if ((list && list->wordWrap()) || (tree && tree->wordWrap()))
            view->setItemDelegate(new WordJoiningDelegate(view));
    }

    static void cleanClipboard(QClipboard *clipboard)
    {
        const QMimeData *data = clipboard->mimeData();
        // Copied from this application (not another one's text that happens to hold a joiner).
        const bool ours = clipboard->ownsClipboard() || QGuiApplication::focusWindow();
        if (!ours || !data || !data->hasText() || !data->text().contains(kWordJoiner))
            return;
        auto *clean = new QMimeData;
        for (const QString &format : data->formats())
            clean->setData(format, data->data(format));
        clean->setText(withoutJoiners(data->text()));
        if (data->hasHtml())
            clean->setHtml(withoutJoiners(data->html()));
        clipboard->setMimeData(clean);
    }
};

} // namespace

void guardWordBreaks()
{
    QCoreApplication *application = QCoreApplication::instance();
    const QString name = QStringLiteral("hk-word-break-guard");
    if (!application || application->findChild<QObject *>(name, Qt::FindDirectChildrenOnly))
        return;
    auto *guard = new WordBreakGuard(application);
    guard->setObjectName(name);
    application->installEventFilter(guard);
}

QString WordJoiningDelegate::displayText(const QVariant &value, const QLocale &locale) const
{
    return keepWordsTogether(QStyledItemDelegate::displayText(value, locale));
}

void setJoinedHtml(QTextEdit *view, const QString &html)
{
    view->setHtml(keepWordsTogetherInHtml(html));
}

} // namespace hk::gui
