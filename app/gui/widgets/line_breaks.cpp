#include "line_breaks.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLabel>

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
    // RULES.md §0 in the rulebook's zh-TW, the same in zh-CN, and the interface's own recurring terms; the
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

QString keepWordsTogether(const QString &joined)
{
    QString text = joined;
    text.remove(kWordJoiner);
    const bool japanese = std::any_of(text.begin(), text.end(), isKana);
    const bool han = japanese || std::any_of(text.begin(), text.end(),
                                             [](QChar c) { return scriptOf(c) == Script::Kanji; });
    if (!han)
        return text;

    // join[i]: no line break between text[i - 1] and text[i].
    std::vector<bool> join(text.size() + 1, false);
    if (japanese) {
        qsizetype start = 0; // of the current word
        for (qsizetype i = 1; i <= text.size(); ++i) {
            const bool inWord = i < text.size() && joinedInJapanese(scriptOf(text[i - 1]), scriptOf(text[i]));
            if (inWord)
                continue;
            if (i - start <= kMaxJoined)
                for (qsizetype k = start + 1; k < i; ++k)
                    join[k] = true;
            start = i;
        }
    } else {
        for (const QString &word : cjkGlossary())
            for (qsizetype at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.size()))
                for (qsizetype k = at + 1; k < at + word.size(); ++k)
                    join[k] = true;
    }
    QString out;
    out.reserve(text.size() * 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (i > 0 && join[i] && !text[i].isLowSurrogate())
            out += kWordJoiner;
        out += text[i];
    }
    return out;
}

namespace {

// Joins the words of every word-wrapping plain-text label before it paints: labels get their text from
// many places (retranslations, .ui forms, refreshes), and this is the one place they all pass.
class WordBreakGuard : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Paint && event->type() != QEvent::Show)
            return false;
        auto *label = qobject_cast<QLabel *>(watched);
        if (!label || !label->wordWrap() || label->textFormat() == Qt::RichText ||
            label->textFormat() == Qt::MarkdownText ||
            (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text())))
            return false;
        // Joined once per text (a label paints far more often than it changes).
        static const char *const kJoined = "hkJoinedText";
        if (label->property(kJoined).toString() == label->text())
            return false;
        const QString joined = keepWordsTogether(label->text());
        label->setProperty(kJoined, joined);
        if (joined != label->text())
            label->setText(joined);
        return false;
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

} // namespace hk::gui
