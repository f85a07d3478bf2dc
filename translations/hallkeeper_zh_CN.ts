<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Clan</name>
    <message>
        <source>Mud</source>
        <translation>泥沼</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>烈火</translation>
    </message>
    <message>
        <source>Ice</source>
        <translation>冰霜</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>皎月</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Usage:
  hallkeeper-cli score FILE [--json] [--explain] [--lang en|zh_TW|zh_CN|ja]
      Final score of a score sheet (.hkscore): the table, the ranking with the tie-break,
      and the optimal leftover trades. --json prints the result as JSON; --explain adds
      how every number was computed.
  hallkeeper-cli --help | --version
Exit status: 0 success, 2 unreadable or invalid input, or a wrong command line.
</source>
        <translation>用法：
  hallkeeper-cli score FILE [--json] [--explain] [--lang en|zh_TW|zh_CN|ja]
      计算计分表（.hkscore）的最终得分：显示得分表格、含平局判定的排名，
      以及最优的剩余资源交换。--json 以 JSON 格式输出结果；--explain 另外
      说明每个数字的计算方式。
  hallkeeper-cli --help | --version
退出状态：0 表示成功；2 表示输入无法读取或无效，或命令行有误。
</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; expected one of: %2</source>
        <translation>未知的语言“%1”；可用的语言：%2</translation>
    </message>
    <message>
        <source>--lang needs a language code</source>
        <translation>--lang 需要指定语言代码</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>未指定命令</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;</source>
        <translation>未知的选项“%1”</translation>
    </message>
    <message>
        <source>score needs exactly one FILE</source>
        <translation>score 需要且仅需要一个 FILE</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>未知的命令“%1”</translation>
    </message>
</context>
<context>
    <name>JsonChecker</name>
    <message>
        <source>warning:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无值</translation>
    </message>
    <message>
        <source>unknown key; expected one of: %1</source>
        <translation>未知的键名；应为以下之一：%1</translation>
    </message>
    <message>
        <source>missing; this key is required</source>
        <translation>缺少此项；该键名为必填项</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，实际为 %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为 %1</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>应为列表，实际为 %1</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际为 %1</translation>
    </message>
    <message>
        <source>expected one of %1, found %2</source>
        <translation>应为 %1 之一，实际为 %2</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列不是有效的 JSON：%3</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>顶层应为 JSON 对象</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found %2</source>
        <translation>应为 &quot;%1&quot;，实际为 %2</translation>
    </message>
    <message>
        <source>this file was written by a newer Hallkeeper (format version %1); this version reads format versions up to %2</source>
        <translation>此文件由较新版本的 Hallkeeper 写入（格式版本 %1）；本版本最高只能读取格式版本 %2</translation>
    </message>
    <message>
        <source>expected a format version from 1 to %1, found %2</source>
        <translation>格式版本应为 1 到 %1，实际为 %2</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>is too large (%1 bytes) to be a Hallkeeper file</source>
        <translation>文件过大（%1 字节），不可能是 Hallkeeper 文件</translation>
    </message>
</context>
<context>
    <name>Resource</name>
    <message>
        <source>stone</source>
        <translation>山岩</translation>
    </message>
    <message>
        <source>iron</source>
        <translation>铁矿</translation>
    </message>
    <message>
        <source>heartstone</source>
        <translation>心石</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>金币</translation>
    </message>
    <message>
        <source>cart</source>
        <translation>矿车</translation>
    </message>
    <message>
        <source>hammer</source>
        <translation>锤子</translation>
    </message>
    <message>
        <source>rune</source>
        <translation>符文</translation>
    </message>
</context>
<context>
    <name>ResultsExport</name>
    <message>
        <source>Final scoring computed by Hallkeeper on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished">队伍</translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">玩家</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal leftover trades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the image could not be encoded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troll level sum</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreReport</name>
    <message>
        <source>%1 from the score track</source>
        <translation>计分条上的 %1 分</translation>
    </message>
    <message>
        <source>%1 × size %2 %3 = %4</source>
        <translation>%1 × 规模 %2 的%3隧道 = %4</translation>
    </message>
    <message>
        <source>no tunnels: 0</source>
        <translation>没有隧道：0</translation>
    </message>
    <message>
        <source>%1; total %2</source>
        <translation>%1；合计 %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>no coronation token: 0</source>
        <translation>没有加冕标记：0</translation>
    </message>
    <message>
        <source>coronation tokens 5 + 3 = 8</source>
        <translation>加冕标记 5 + 3 = 8</translation>
    </message>
    <message>
        <source>coronation token %1</source>
        <translation>加冕标记 %1</translation>
    </message>
    <message>
        <source>no pedestal score tokens: 0</source>
        <translation>没有基座得分标记：0</translation>
    </message>
    <message>
        <source>pedestal score token %1</source>
        <translation>基座得分标记 %1</translation>
    </message>
    <message>
        <source>pedestal score tokens %1 = %2</source>
        <translation>基座得分标记 %1 = %2</translation>
    </message>
    <message>
        <source>no resources left: 0</source>
        <translation>没有剩余资源：0</translation>
    </message>
    <message>
        <source>%1 → sets of three: %2</source>
        <translation>%1 → 三个一组：%2 组</translation>
    </message>
    <message>
        <source>; no 4:1 trade adds a set</source>
        <translation>；任何 4:1 交换都无法多凑一组</translation>
    </message>
    <message>
        <source>; after trading %1: %2 → sets of three: %3</source>
        <translation>；进行交换（%1）后：%2 → 三个一组：%3 组</translation>
    </message>
    <message>
        <source>no great halls: 0</source>
        <translation>没有大厅：0</translation>
    </message>
    <message>
        <source>%1 statue on its own pedestal in layer %2</source>
        <translation>第 %2 层同氏族基座上的%1雕像</translation>
    </message>
    <message>
        <source>%1 statue in layer %2</source>
        <translation>第 %2 层的%1雕像</translation>
    </message>
    <message>
        <source>no statues in tunnels: 0</source>
        <translation>隧道中没有雕像：0</translation>
    </message>
    <message>
        <source>Tunnels</source>
        <translation>隧道</translation>
    </message>
    <message>
        <source>Coronation</source>
        <translation>加冕标记</translation>
    </message>
    <message>
        <source>Pedestal tokens</source>
        <translation>基座得分标记</translation>
    </message>
    <message>
        <source>Leftovers</source>
        <translation>剩余资源</translation>
    </message>
    <message>
        <source>Halls</source>
        <translation>大厅</translation>
    </message>
    <message>
        <source>Statues</source>
        <translation>雕像</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Joins the last two names of a list: &quot;Ann, Bob and Cid&quot;.</extracomment>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Team %1 (%2)</source>
        <translation>队伍 %1（%2）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A resource and how many: &quot;stone 3&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>hall %1</source>
        <translation>大厅 %1</translation>
    </message>
    <message>
        <source>%1: a statue on the altar, high value %2</source>
        <translation>%1：祭坛上有雕像，取较大值 %2</translation>
    </message>
    <message>
        <source>%1: altar empty, low value %2</source>
        <translation>%1：祭坛是空的，取较小值 %2</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1：%2 分</translation>
    </message>
    <message>
        <source>%1 in tunnel %2: %3 points</source>
        <translation>%1（隧道“%2”）：%3 分</translation>
    </message>
    <message>
        <source>%1 in tunnel %2: not counted, the tunnel already counts the %3 (%4 points)</source>
        <translation>%1（隧道“%2”）：不计分，此隧道已计入%3（%4 分）</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 + %4 + %5 + %6 = %7 honour points</source>
        <translation>%1 + %2 + %3 + %4 + %5 + %6 = %7 荣誉点数</translation>
    </message>
    <message>
        <source>%1 tie on %2 honour points and on the sum of their troll levels (%3): they share place %4.</source>
        <translation>%1 同为 %2 荣誉点数，巨魔等级总和（%3）也相同，因此并列第 %4 名。</translation>
    </message>
    <message>
        <source>%1 tie on %2 honour points; the lower sum of troll levels ranks higher (starting trolls count as 0): %3.</source>
        <translation>%1 同为 %2 荣誉点数；巨魔等级总和较低者排名靠前（起始巨魔按 0 级计）：%3。</translation>
    </message>
    <message>
        <source>%1 also tie on troll levels (%2): they share place %3.</source>
        <translation>%1 的巨魔等级总和（%2）也相同，因此并列第 %3 名。</translation>
    </message>
    <message>
        <source>Winner: %1 with %2 honour points.</source>
        <translation>胜利者：%1，共 %2 荣誉点数。</translation>
    </message>
    <message>
        <source>Shared victory: %1, with %2 honour points each.</source>
        <translation>共同胜利：%1，各得 %2 荣誉点数。</translation>
    </message>
    <message>
        <source>%1: no trade adds a set</source>
        <translation>%1：任何交换都无法多凑一组</translation>
    </message>
    <message>
        <source>%1: trade %2</source>
        <translation>%1：交换 %2</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>队伍</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Leftover trades</source>
        <translation>剩余资源交换</translation>
    </message>
    <message>
        <source>: </source>
        <translation>：</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A player and the sum of their troll levels, in the tie-break list: &quot;Ann (5)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>expected a tunnel label such as &quot;a&quot;, found an empty one; leave the key out for a statue alone in its tunnel</source>
        <translation>应为隧道标签（例如 &quot;a&quot;），实际为空；若雕像单独位于一个隧道中，请省略此键名</translation>
    </message>
    <message>
        <source>give either the tunnels or the tunnel points from the score track, not both</source>
        <translation>请只填写隧道或计分条上的隧道分数其中之一，不要同时填写两者</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation>应为 %1 到 %2 的整数，实际为 %3</translation>
    </message>
    <message>
        <source>expected %1 to %2 players, found %3</source>
        <translation>玩家人数应为 %1 到 %2 人，实际为 %3 人</translation>
    </message>
    <message>
        <source>expected a player name, found an empty one</source>
        <translation>应填写玩家名称，实际为空</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; is already used by players[%2]; names must be unique</source>
        <translation>名称“%1”已被 players[%2] 使用；名称不能重复</translation>
    </message>
    <message>
        <source>a team is allowed only in a team sheet (&quot;teams&quot;: true)</source>
        <translation>只有组队计分表（&quot;teams&quot;: true）才能指定队伍</translation>
    </message>
    <message>
        <source>a team sheet has exactly 4 players, found %1</source>
        <translation>组队计分表必须恰好有 4 名玩家，实际为 %1 名</translation>
    </message>
    <message>
        <source>expected team 1 or 2, found %1</source>
        <translation>队伍应为 1 或 2，实际为 %1</translation>
    </message>
    <message>
        <source>each team has exactly 2 players, found %1 in team 1 and %2 in team 2</source>
        <translation>每支队伍必须恰好有 2 名玩家，实际上队伍 1 有 %1 名、队伍 2 有 %2 名</translation>
    </message>
    <message>
        <source>more tunnels than the %1 tunnel tiles in the box</source>
        <translation>隧道数量超过游戏盒中的 %1 个隧道板块</translation>
    </message>
    <message>
        <source>expected 0, 3 or 5, found %1</source>
        <translation>应为 0、3 或 5，实际为 %1</translation>
    </message>
    <message>
        <source>a 2-player game uses only the coronation token 3</source>
        <translation>2 人游戏只使用 3 分的加冕标记</translation>
    </message>
    <message>
        <source>the coronation token %1 is already held by players[%2]; there is only one</source>
        <translation>%1 分的加冕标记已由 players[%2] 持有；该标记只有一个</translation>
    </message>
    <message>
        <source>the coronation token 3 is taken only after the token 5, which nobody holds</source>
        <translation>3 分的加冕标记要在 5 分的标记被拿走后才能获得，但没有人持有 5 分的标记</translation>
    </message>
    <message>
        <source>more pedestal score tokens than the %1 of the pedestal track</source>
        <translation>基座得分标记的数量超过基座记录条上的 %1 个</translation>
    </message>
    <message>
        <source>%1 %2 in all, more than the %3 in the box; allowed, since the rules do not limit the supply</source>
        <translation>%2总数为 %1，超过游戏盒中的 %3；由于规则并未限制供应堆的数量，仍予接受</translation>
    </message>
    <message>
        <source>expected an integer ≥ 0, found %1</source>
        <translation>应为 ≥ 0 的整数，实际为 %1</translation>
    </message>
    <message>
        <source>expected an integer ≥ the low value %1, found %2</source>
        <translation>应为 ≥ 较小值 %1 的整数，实际为 %2</translation>
    </message>
    <message>
        <source>more great halls than the %1 in the box</source>
        <translation>大厅数量超过游戏盒中的 %1 个</translation>
    </message>
    <message>
        <source>expected one of %1, found &quot;mud&quot;; there are no Mud statues</source>
        <translation>应为 %1 之一，实际为 &quot;mud&quot;；泥沼氏族没有雕像</translation>
    </message>
    <message>
        <source>more %1 statues than the %2 in the box</source>
        <translation>%1雕像的数量超过游戏盒中的 %2 个</translation>
    </message>
    <message>
        <source>there is only one %1 pedestal in layer %2, and %3 already stands on it</source>
        <translation>第 %2 层只有一个%1基座，而 %3 已经位于其上</translation>
    </message>
    <message>
        <source>at most %1 clan trolls fit in a moot above the 4 starting trolls, found %2</source>
        <translation>巨魔部众在 4 个起始巨魔之上最多只能放 %1 个氏族巨魔，实际为 %2 个</translation>
    </message>
    <message>
        <source>more level-%1 trolls than the %2 in the box</source>
        <translation>%1 级巨魔的数量超过游戏盒中的 %2 张</translation>
    </message>
</context>
<context>
    <name>hk::gui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Score Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new score sheet (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results as &amp;PNG Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results as P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results as &amp;CSV Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Player &amp;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;new score sheet&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Hallkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No impossible input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impossible input: %1 · warnings: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall of the Mountain King — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown file type &quot;%1&quot;; use .png, .pdf or .csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the changes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score sheet %1 has changes that are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Score Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hallkeeper score sheets (*.hkscore)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Score Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to player 1 to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alt+1 … Alt+5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next field / previous field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnel grid: choose size and mineral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys, or 2 to 5 for the size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnel grid: add one tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space, Enter or +</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnel grid: remove one tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>− , Backspace or Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pedestal tokens: one digit per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 353 for 3, 5 and 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Hallkeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Hallkeeper %1&lt;/h3&gt;&lt;p&gt;A companion and scoring assistant for the board game &lt;i&gt;In the Hall of the Mountain King&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Enter each player&apos;s end of game; Hallkeeper adds up the honour points with the optimal leftover trades, explains every number with the rule it applies, and breaks ties.&lt;/p&gt;&lt;p&gt;Hallkeeper is not affiliated with the publishers of the game.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::gui::PlayerCard</name>
    <message>
        <source>Rename %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put %1 in team %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a size %1 %2 tunnel for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a size %1 %2 tunnel from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1&apos;s tunnel points to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1&apos;s %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1&apos;s troll levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter %1&apos;s tunnels as the score-track total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter %1&apos;s tunnels tile by tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the coronation token from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the coronation token %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1&apos;s pedestal score tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a great hall for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a statue for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dark grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a great hall of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a great hall from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change a statue of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a statue from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 (first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 (second)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pooled with the team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished">总计</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the colour of this player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished">队伍</translation>
    </message>
    <message>
        <source>Team 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnels</source>
        <translation type="unfinished">隧道</translation>
    </message>
    <message>
        <source>Honour points for each tunnel dug, by size and mineral (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter each tunnel dug by its size and mineral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trac&amp;k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the tunnel total read off the score track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnel points on the score track:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coronation</source>
        <translation type="unfinished">加冕标记</translation>
    </message>
    <message>
        <source>The coronation token held: 5 for the first moot completed, 3 for the second (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pedestal tokens</source>
        <translation type="unfinished">基座得分标记</translation>
    </message>
    <message>
        <source>e.g. 3 5 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The values of the pedestal score tokens taken, one digit per token (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leftover resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything in storage and on trolls; each set of three of a kind scores 1, after the best 4:1 trades (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Great halls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each great hall scores its high value with a statue on its altar, else its low value (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a great hall; the arrow offers the Treasure Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure Hall (6 / 15)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statues in tunnels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unearthed statues of the network outside halls: 2 per layer, doubled on a pedestal of their own clan; one per tunnel (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a statue of this player&apos;s network outside the halls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clan trolls (tie-break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many clan trolls of each level the moot holds; on a tie the lower sum of levels wins (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lv %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clan trolls of level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hall name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low value: the altar is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High value: a statue stands on the altar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A statue stands on the altar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clan of the statue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layer of the square it stands on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a pedestal of its own clan: the points double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statues with the same tunnel label share a tunnel, and only the best of them scores (%1); leave empty for a statue alone in its tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this statue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::gui::ResultsPanel</name>
    <message>
        <source>%1: trade %2</source>
        <translation type="unfinished">%1：交换 %2</translation>
    </message>
    <message>
        <source>No 4:1 trade adds a set for anyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimal leftover trades (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impossible input (click to go to it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Honour points by category</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::gui::ScoreTableModel</name>
    <message>
        <source>Rank %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troll level sum for the tie-break: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished">队伍</translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">玩家</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::gui::SheetDocument</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::gui::SheetEditor</name>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Team game (4 players, 2 teams)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teammates score together: resources pooled, statues and halls once (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the number of players to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score as two teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score each player alone</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::gui::TunnelPad</name>
    <message>
        <source>Tunnels dug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size %1 %2 tunnels: %3 (%4 points each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or press Space to add one; right-click or press − to remove one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
