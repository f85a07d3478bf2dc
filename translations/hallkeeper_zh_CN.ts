<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>Action</name>
        <message>
            <source>%1 casts spell %2</source>
            <translation>%1 释放第 %2 张咒语</translation>
        </message>
        <message>
            <source>%1 casts %2</source>
            <translation>%1 释放咒语“%2”</translation>
        </message>
        <message>
            <source>%1 dedicates %2 at %3</source>
            <translation>%1 在 %3 设立%2</translation>
        </message>
        <message>
            <source>%1 moves the %2 statue from %3 to %4</source>
            <translation>%1 将%2雕像从 %3 移到 %4</translation>
        </message>
        <message>
            <source>%1 trades 4 resources for 1 %2</source>
            <translation>%1 用 4 个资源换取 1 个%2</translation>
        </message>
        <message>
            <source>Correction for %1: %2</source>
            <translation>%1 的修正：%2</translation>
        </message>
        <message>
            <source>%1 ends the turn</source>
            <translation>%1 结束回合</translation>
        </message>
        <message>
            <source> — recorded against %1: %2</source>
            <translation> — 例外记录（违反 %1）：%2</translation>
        </message>
        <message>
            <source>%1 uses the %2 at %3 once</source>
            <translation>%1 启动位于 %3 的%2一次</translation>
        </message>
        <message>
            <source>%1 uses the %2 at %3, %4 times</source>
            <translation>%1 启动位于 %3 的%2 %4 次</translation>
        </message>
        <message>
            <source>%1 digs tunnel tile %2 with %3 at %4</source>
            <translation>%1 用%3在 %4 挖掘隧道板块 %2</translation>
        </message>
        <message>
            <source>%1 uses a workshop at %2 once</source>
            <translation>%1 启动位于 %2 的工坊一次</translation>
        </message>
        <message>
            <source>%1 uses a workshop at %2, %3 times</source>
            <translation>%1 启动位于 %2 的工坊 %3 次</translation>
        </message>
        <message>
            <source>%1 moves statue %2 to %3</source>
            <translation>%1 将雕像 %2 移到 %3</translation>
        </message>
        <message>
            <source>the level %1 %2 troll</source>
            <translation>%1 级%2巨魔</translation>
        </message>
        <message>
            <source>the level %1 troll</source>
            <translation>%1 级巨魔</translation>
        </message>
        <message>
            <source>%1 recruits %2 from place %3 of the clan market</source>
            <translation>%1 从氏族卡堆的第 %3 个位置征募 %2</translation>
        </message>
        <message>
            <source>%1 recruits %2 from place %3 of the clan market into the moot, row %4 from the bottom, place %5</source>
            <translation>%1 从氏族卡堆的第 %3 个位置征募 %2，放入巨魔部众从下往上第 %4 行的第 %5 个位置</translation>
        </message>
    </context>
    <context>
        <name>AppSettings</name>
        <message>
            <source>the settings file %1 is not a regular file: settings are not read, and what changes during this run is not kept</source>
            <translation>设置文件 %1 不是普通文件：不会读取设置，本次运行期间的更改也不会保留</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>cannot create the folder %1</source>
            <translation>无法创建文件夹 %1</translation>
        </message>
    </context>
    <context>
        <name>BgStatsImport</name>
        <message>
            <source>expected %1, found %2</source>
            <translation>应为%1，却是 %2</translation>
        </message>
        <message>
            <source>expected a whole number, found nothing (the key is missing)</source>
            <translation>应为整数，却没有值（缺少此键）</translation>
        </message>
        <message>
            <source>a whole number from %1 to %2</source>
            <translation>%1 到 %2 的整数</translation>
        </message>
        <message>
            <source>true or false (or 1 or 0)</source>
            <translation>true 或 false（或 1 或 0）</translation>
        </message>
        <message>
            <source>expected a text, found nothing (the key is missing)</source>
            <translation>应为文字，却没有值（缺少此键）</translation>
        </message>
        <message>
            <source>a text</source>
            <translation>文字</translation>
        </message>
        <message>
            <source>expected a list, found nothing (the key is missing)</source>
            <translation>应为列表，却没有值（缺少此键）</translation>
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
            <source>expected an id used once in "%1", found %2 a second time</source>
            <translation>“%1”中的 id 应只出现一次，却第二次出现 %2</translation>
        </message>
        <message>
            <source>a BG Stats backup (an object with "plays", "players" and "games")</source>
            <translation>BG Stats 备份（含 "plays"、"players" 和 "games" 的对象）</translation>
        </message>
        <message>
            <source>expected a BG Stats backup, with "plays", "players" and "games"; found no "plays"</source>
            <translation>应为含 "plays"、"players" 和 "games" 的 BG Stats 备份，却找不到 "plays"</translation>
        </message>
        <message>
            <source>expected the game's name, found an empty text</source>
            <translation>应为游戏名称，却是空白文字</translation>
        </message>
        <message>
            <source>expected the id of a game of "games" (%1), found %2</source>
            <translation>应为 "games" 中某个游戏的 id（%1），却是 %2</translation>
        </message>
        <message>
            <source>there are none</source>
            <translation>一个也没有</translation>
        </message>
        <message>
            <source>a date and time such as "2024-03-09 20:15:00"</source>
            <translation>日期和时间，例如 "2024-03-09 20:15:00"</translation>
        </message>
        <message>
            <source>expected 0 or the id of a location of "locations" (%1), found %2</source>
            <translation>应为 0 或 "locations" 中某个地点的 id（%1），却是 %2</translation>
        </message>
        <message>
            <source>expected the id of a player of "players" (%1), found %2</source>
            <translation>应为 "players" 中某位玩家的 id（%1），却是 %2</translation>
        </message>
        <message>
            <source>a score: empty, a number, or a sum such as "-10+7+22"</source>
            <translation>分数：空白、数字，或像 "-10+7+22" 的加总</translation>
        </message>
    </context>
    <context>
        <name>BggImport</name>
        <message>
            <source>%1 (line %2)</source>
            <translation>%1（第 %2 行）</translation>
        </message>
        <message>
            <source>expected %1, found "%2"</source>
            <translation>应为%1，却是“%2”</translation>
        </message>
        <message>
            <source>a whole number from %1 to %2</source>
            <translation>%1 到 %2 的整数</translation>
        </message>
        <message>
            <source>0 or 1</source>
            <translation>0 或 1</translation>
        </message>
        <message>
            <source>a &lt;player&gt; element</source>
            <translation>&lt;player&gt; 元素</translation>
        </message>
        <message>
            <source>a score: empty, a number, or a sum such as "-10+7+22"</source>
            <translation>分数：空白、数字，或像 "-10+7+22" 的加总</translation>
        </message>
        <message>
            <source>expected a BoardGameGeek plays file, whose root is &lt;plays&gt;, found %1</source>
            <translation>应为根元素是 &lt;plays&gt; 的 BoardGameGeek 对局文件，却是 %1</translation>
        </message>
        <message>
            <source>no element</source>
            <translation>没有元素</translation>
        </message>
        <message>
            <source>a &lt;play&gt; element</source>
            <translation>&lt;play&gt; 元素</translation>
        </message>
        <message>
            <source>a date such as "2024-03-09"</source>
            <translation>日期，例如 "2024-03-09"</translation>
        </message>
        <message>
            <source>the game's name</source>
            <translation>游戏名称</translation>
        </message>
        <message>
            <source>the game's BoardGameGeek id</source>
            <translation>游戏的 BoardGameGeek id</translation>
        </message>
        <message>
            <source>expected an &lt;item&gt; naming the game, found none</source>
            <translation>应有指明游戏的 &lt;item&gt;，却没有</translation>
        </message>
        <message>
            <source>expected well-formed XML: %1 (column %2)</source>
            <translation>应为格式正确的 XML：%1（第 %2 列）</translation>
        </message>
        <message>
            <source>expected the rest of the file: it ends in the middle</source>
            <translation>应有文件的其余部分：文件在中途结束</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>winter side</source>
            <translation>冬季版图</translation>
        </message>
        <message>
            <source>autumn side</source>
            <translation>秋季版图</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
    </context>
    <context>
        <name>BoardEditorWindow</name>
        <message>
            <source>Off the board</source>
            <translation>版图外</translation>
        </message>
        <message>
            <source>Mountain Heart</source>
            <translation>山岳之心</translation>
        </message>
        <message>
            <source>Layer %1</source>
            <translation>第 %1 层</translation>
        </message>
        <message>
            <source>Rubble square</source>
            <translation>碎石格</translation>
        </message>
        <message>
            <source>Buried resources</source>
            <translation>被掩埋的资源</translation>
        </message>
        <message>
            <source>Statue spot</source>
            <translation>雕像放置点</translation>
        </message>
        <message>
            <source>Workshop site</source>
            <translation>工坊点</translation>
        </message>
        <message>
            <source>Gate start point</source>
            <translation>大门起始点</translation>
        </message>
        <message>
            <source>&amp;Brush</source>
            <translation>画笔(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Rectangle</source>
            <translation>矩形(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Fill</source>
            <translation>填充(&amp;F)</translation>
        </message>
        <message>
            <source>Fea&amp;ture</source>
            <translation>要素(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Select</source>
            <translation>选择(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Align Photo</source>
            <translation>对齐照片(&amp;A)</translation>
        </message>
        <message>
            <source>Press and drag to paint the terrain square by square.</source>
            <translation>按住并拖动，逐格绘制地形。</translation>
        </message>
        <message>
            <source>Press on one corner, release on the opposite corner: the rectangle is painted.</source>
            <translation>在一个角上按下，在对角上松开：即绘制该矩形。</translation>
        </message>
        <message>
            <source>Click a square: the region of the same terrain joined to it is painted.</source>
            <translation>单击一个方格：与其相连的同一地形区域都会被绘制。</translation>
        </message>
        <message>
            <source>Click to stamp the feature; right-click to remove that feature from the square.</source>
            <translation>单击即可标注该要素；右键单击则从该方格移除此要素。</translation>
        </message>
        <message>
            <source>Click a square to see its features; Delete removes them; the arrow keys move.</source>
            <translation>单击方格可查看其要素；按 Delete 移除这些要素；方向键可移动所选方格。</translation>
        </message>
        <message>
            <source>Drag each corner handle of the grid onto the same corner of the board in the photo.</source>
            <translation>将网格的每个角控制点拖到照片中版图的对应角上。</translation>
        </message>
        <message>
            <source>buried resources (%1)</source>
            <translation>被掩埋的资源（%1）</translation>
        </message>
        <message>
            <source>gate start point for %1 players</source>
            <translation>%1 人游戏的大门起始点</translation>
        </message>
        <message>
            <source>Show an &amp;Example</source>
            <translation>指定示例(&amp;E)</translation>
        </message>
        <message>
            <source>Choose a terrain (1–5, H, 0) and click a square of it: the layers are recognised again with your example. The right button takes an example back.</source>
            <translation>选择一种地形（1–5、H、0），再点击该地形的一个方格：会按你的示例重新识别各层。按右键可撤回示例。</translation>
        </message>
    </context>
    <context>
        <name>BoardReader</name>
        <message>
            <source>expected %1 rows ("rows"), found %2</source>
            <translation>应为 %1 行（"rows"），实际为 %2 行</translation>
        </message>
        <message>
            <source>row %1 has %2 characters, expected %3 ("columns")</source>
            <translation>第 %1 行有 %2 个字符，应为 %3 个（"columns"）</translation>
        </message>
        <message>
            <source>row %1, column %2: unknown character "%3"; expected "." (off the board), "1" to "5" (a layer) or "H" (the Mountain Heart)</source>
            <translation>第 %1 行第 %2 列：未知的字符 "%3"；应为 "."（版图外）、"1" 到 "5"（层）或 "H"（山岳之心）</translation>
        </message>
        <message>
            <source>expected a name for the board, found an empty one</source>
            <translation>应填写版图名称，实际为空</translation>
        </message>
        <message>
            <source>the board has no Mountain Heart ("H")</source>
            <translation>版图上没有山岳之心（"H"）</translation>
        </message>
        <message>
            <source>rubble</source>
            <translation>碎石</translation>
        </message>
        <message>
            <source>buried resources</source>
            <translation>被掩埋的资源</translation>
        </message>
        <message>
            <source>a statue spot</source>
            <translation>雕像放置点</translation>
        </message>
        <message>
            <source>a workshop site</source>
            <translation>工坊点</translation>
        </message>
        <message>
            <source>a gate start point</source>
            <translation>大门起始点</translation>
        </message>
        <message>
            <source>square %1 is outside the %2 × %3 grid</source>
            <translation>方格 %1 超出 %2 × %3 的网格</translation>
        </message>
        <message>
            <source>square %1 is off the board (".")</source>
            <translation>方格 %1 位于版图外（"."）</translation>
        </message>
        <message>
            <source>square %1 is the Mountain Heart, where nothing is printed</source>
            <translation>方格 %1 是山岳之心，该处没有印刷任何内容</translation>
        </message>
        <message>
            <source>square %1 cannot hold both %2 and %3 (%4)</source>
            <translation>方格 %1 不能同时有%2和%3（%4）</translation>
        </message>
        <message>
            <source>expected an integer from 0 to 9, found %1</source>
            <translation>应为 0 到 9 的整数，实际为 %1</translation>
        </message>
        <message>
            <source>expected at least one buried resource</source>
            <translation>应至少有一个被掩埋的资源</translation>
        </message>
        <message>
            <source>%1 statue spots, but the box holds %2 statues</source>
            <translation>有 %1 个雕像放置点，但游戏盒中只有 %2 个雕像</translation>
        </message>
        <message>
            <source>expected a player count from 2 to 5, found %1</source>
            <translation>玩家人数应为 2 到 5，实际为 %1</translation>
        </message>
        <message>
            <source>the board has no gate start point</source>
            <translation>版图上没有大门起始点</translation>
        </message>
        <message>
            <source>%1 start points are labelled %2, but a %2-player game needs %2</source>
            <translation>标有 %2 的起始点有 %1 个，但 %2 人游戏需要 %2 个</translation>
        </message>
        <message>
            <source>the board has %1 Mountain Hearts ("H" at %2 and %3); a mountain has one, at its centre</source>
            <translation>版图上有 %1 个山岳之心（"H" 位于 %2 与 %3）；一座山只有一个，位于中央</translation>
        </message>
        <message>
            <source>square %1 is already listed as %2</source>
            <translation>格子 %1 已列为%2</translation>
        </message>
    </context>
    <context>
        <name>BoardText</name>
        <message>
            <source>layer %1: %2</source>
            <translation>第 %1 层：%2</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>%1 labelled %2</source>
            <translation>标有 %2 的 %1 个</translation>
        </message>
        <message>
            <source>%1 × %2 grid: %3 mountain squares (%4); Mountain Heart squares: %5</source>
            <translation>%1 × %2 网格：山脉方格 %3 个（%4）；山岳之心方格：%5</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Rubble squares: %1</source>
            <translation>碎石格：%1</translation>
        </message>
        <message>
            <source>Squares with buried resources: %1 (%2)</source>
            <translation>有被掩埋资源的方格：%1（%2）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Statue spots: %1</source>
            <translation>雕像放置点：%1</translation>
        </message>
        <message>
            <source>Workshop sites: %1</source>
            <translation>工坊点：%1</translation>
        </message>
        <message>
            <source>Gate start points: %1 (%2)</source>
            <translation>大门起始点：%1（%2）</translation>
        </message>
        <message>
            <source>1-5 layer (outer to inner), H Mountain Heart, # rubble, $ buried resources, S statue spot, W workshop site, Gn gate start point for n players</source>
            <translation>1-5 层（由外到内）、H 山岳之心、# 碎石格、$ 被掩埋的资源、S 雕像放置点、W 工坊点、Gn n 人游戏的大门起始点</translation>
        </message>
    </context>
    <context>
        <name>CatalogReader</name>
        <message>
            <source>row %1 has %2 characters, the first row %3</source>
            <translation>第 %1 行有 %2 个字符，但第一行有 %3 个</translation>
        </message>
        <message>
            <source>row %1, column %2: unknown character "%3"; expected "#" (a square), "A" (the anchor or altar) or "." (nothing)</source>
            <translation>第 %1 行第 %2 列：未知的字符 "%3"；应为 "#"（方格）、"A"（锚点或祭坛）或 "."（无）</translation>
        </message>
        <message>
            <source>the shape has no square</source>
            <translation>形状中没有任何方格</translation>
        </message>
        <message>
            <source>the squares of the shape are not all joined by their edges</source>
            <translation>形状的方格并未全部以边相连</translation>
        </message>
        <message>
            <source>expected an identifier, found an empty one</source>
            <translation>应填写标识符，实际为空</translation>
        </message>
        <message>
            <source>a tunnel tile has at most one anchor "A", found %1</source>
            <translation>隧道板块最多只有一个锚点 "A"，实际为 %1 个</translation>
        </message>
        <message>
            <source>a great hall has exactly one altar "A", found %1</source>
            <translation>大厅必须恰好有一个祭坛 "A"，实际为 %1 个</translation>
        </message>
        <message>
            <source>expected a name for the catalog, found an empty one</source>
            <translation>应填写配件目录名称，实际为空</translation>
        </message>
        <message>
            <source>the identifier "%1" is already used</source>
            <translation>标识符“%1”已被使用</translation>
        </message>
        <message>
            <source>a tunnel tile has 2 to 5 squares, found %1</source>
            <translation>隧道板块应有 2 到 5 格，实际为 %1 格</translation>
        </message>
        <message>
            <source>size-5 tunnel tiles have no anchor</source>
            <translation>规模为 5 的隧道板块没有锚点</translation>
        </message>
        <message>
            <source>tunnel tiles of 2 to 4 squares have an anchor: mark it "A"</source>
            <translation>2 到 4 格的隧道板块都有锚点：请用 "A" 标出</translation>
        </message>
        <message>
            <source>expected an integer from 0 to %1, found %2</source>
            <translation>应为 0 到 %1 的整数，实际为 %2</translation>
        </message>
        <message>
            <source>the same tile as %1, turned or flipped; give it one entry with its count</source>
            <translation>与 %1 是同一种板块（经旋转或翻转）；请合并为一项并填写数量</translation>
        </message>
        <message>
            <source>the box holds %1 tunnel tiles, but the counts add up to %2</source>
            <translation>游戏盒中有 %1 个隧道板块，但数量合计为 %2</translation>
        </message>
        <message>
            <source>the box holds %1 great halls, found %2</source>
            <translation>游戏盒中有 %1 个大厅，实际为 %2 个</translation>
        </message>
        <message>
            <source>expected a name for the hall, found an empty one</source>
            <translation>应填写大厅名称，实际为空</translation>
        </message>
        <message>
            <source>a great hall covers at least 2 squares</source>
            <translation>大厅至少占 2 格</translation>
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
            <source>"%1" is already listed; give each kind once with its count</source>
            <translation>“%1”已列出；每种只列一次并填写数量</translation>
        </message>
        <message>
            <source>expected a level from 0 (a starting troll) to 3, found %1</source>
            <translation>等级应为 0（起始巨魔）到 3，实际为 %1</translation>
        </message>
        <message>
            <source>a starting troll (level 0) has no clan</source>
            <translation>起始巨魔（0 级）不属于任何氏族</translation>
        </message>
        <message>
            <source>only starting trolls (level 0) have a start row</source>
            <translation>只有起始巨魔（0 级）才有起始资源行</translation>
        </message>
        <message>
            <source>expected at least one icon in the card's row, found none</source>
            <translation>卡牌的资源标记行中应至少有一个资源标记，实际为空</translation>
        </message>
        <message>
            <source>the box holds %1 starting trolls, the library lists %2</source>
            <translation>游戏盒中有 %1 张起始巨魔卡，卡牌库却列出 %2 张</translation>
        </message>
        <message>
            <source>the box holds %1 level %2 trolls, the library lists %3</source>
            <translation>游戏盒中有 %1 张 %2 级巨魔卡，卡牌库却列出 %3 张</translation>
        </message>
        <message>
            <source>a picture of a tile or hall has at most %1 rows of at most %1 squares, found %2: a limit of Hallkeeper's, far beyond any real one</source>
            <translation>板块或大厅的图形最多 %1 行、每行最多 %1 格，实际为 %2：这是 Hallkeeper 的上限，远超任何实际的配件</translation>
        </message>
        <message>
            <source>a level %1 troll belongs to a clan; this one has none</source>
            <translation>%1 级巨魔属于某个氏族，但这张卡没有填写氏族</translation>
        </message>
        <message numerus="yes">
            <source>the same tile as %1, turned or flipped, as are %n more entries (%2); give the tile one entry with its count</source>
            <translation>
                <numerusform>与 %1 是同一种板块（经旋转或翻转），另外还有 %n 项也是（%2）；请将此板块合并为一项并填写数量</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
    </context>
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
            <source>unknown language "%1"; expected one of: %2</source>
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
            <source>score needs exactly one FILE</source>
            <translation>score 需要且仅需要一个 FILE</translation>
        </message>
        <message>
            <source>unknown command "%1"</source>
            <translation>未知的命令“%1”</translation>
        </message>
        <message>
            <source>rules takes at most one rule ID</source>
            <translation>rules 最多只能指定一个规则 ID</translation>
        </message>
        <message>
            <source>board needs exactly one FILE</source>
            <translation>board 需要且仅需要一个 FILE</translation>
        </message>
        <message>
            <source>no rule "%1"; "hallkeeper-cli rules" lists them all</source>
            <translation>没有规则“%1”；“hallkeeper-cli rules”会列出所有规则</translation>
        </message>
        <message>
            <source>%1 actions: %2 illegal, %3 recorded as overrides.</source>
            <translation>共 %1 个行动：%2 个违反规则，%3 个记为例外记录。</translation>
        </message>
        <message>
            <source>After %1 of %2 actions:</source>
            <translation>执行 %2 个行动中的前 %1 个之后：</translation>
        </message>
        <message>
            <source>--write-sheet needs a game file</source>
            <translation>--write-sheet 需要一个游戏文件</translation>
        </message>
        <message>
            <source>--until needs a number of actions</source>
            <translation>--until 需要指定行动数</translation>
        </message>
        <message>
            <source>%1 needs exactly one GAME file</source>
            <translation>%1 需要且仅需要一个 GAME 文件</translation>
        </message>
        <message>
            <source>No autosave is waiting to be recovered.</source>
            <translation>没有等待恢复的自动存档。</translation>
        </message>
        <message>
            <source>Autosaves left by a session that did not end cleanly, newest first:</source>
            <translation>未正常结束的会话留下的自动存档（最新的在前）：</translation>
        </message>
        <message>
            <source>a game never saved</source>
            <translation>从未保存的游戏</translation>
        </message>
        <message>
            <source>saved %1 · actions: %2 · file: %3</source>
            <translation>保存于 %1 · 行动数：%2 · 文件：%3</translation>
        </message>
        <message>
            <source>To recover one: hallkeeper-cli recover NUMBER FILE</source>
            <translation>要恢复其中一个：hallkeeper-cli recover 编号 文件</translation>
        </message>
        <message>
            <source>recover takes a NUMBER from its list and a FILE to write</source>
            <translation>recover 需要列表中的一个编号（NUMBER）和要写入的文件（FILE）</translation>
        </message>
        <message>
            <source>there is no autosave number %1; run "hallkeeper-cli recover" for the list</source>
            <translation>没有编号为 %1 的自动存档；运行“hallkeeper-cli recover”查看列表</translation>
        </message>
        <message>
            <source>Recovered into %1 (actions: %2).</source>
            <translation>已恢复到 %1（行动数：%2）。</translation>
        </message>
        <message>
            <source>new needs a GAME file to create and --setup FILE</source>
            <translation>new 需要一个要创建的 GAME 文件和 --setup FILE</translation>
        </message>
        <message>
            <source>play needs a GAME file and an ACTION</source>
            <translation>play 需要一个 GAME 文件和一个 ACTION</translation>
        </message>
        <message>
            <source>--override needs the reason the table did it anyway</source>
            <translation>--override 需要说明玩家们为何仍然这样做的理由</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>游戏已经结束。</translation>
        </message>
        <message>
            <source>Round %1: %2 to play.</source>
            <translation>第 %1 轮：轮到 %2。</translation>
        </message>
        <message>
            <source>expected a statue spot of the board, found %1</source>
            <translation>应为版图上的雕像放置点，实际为 %1</translation>
        </message>
        <message>
            <source>expected a list of statues, or {"first": [row, column], "cycle": [three different clans]}</source>
            <translation>应为雕像列表，或 {"first": [行, 列], "cycle": [三个不同的氏族]}</translation>
        </message>
        <message>
            <source>expected an action as a JSON object, or a list of them, such as {"action": "endTurn"}</source>
            <translation>应为 JSON 对象形式的行动或其列表，例如 {"action": "endTurn"}</translation>
        </message>
        <message>
            <source>%1: expected a JSON object holding the setup</source>
            <translation>%1：应为包含设置内容的 JSON 对象</translation>
        </message>
        <message>
            <source>Started %1: %2 players on %3.</source>
            <translation>已开始 %1：%2 位玩家，版图：%3。</translation>
        </message>
        <message>
            <source>--override applies to one action: give the actions one at a time</source>
            <translation>--override 只适用于单个行动：请一次指定一个行动</translation>
        </message>
        <message>
            <source>the action</source>
            <translation>该行动</translation>
        </message>
        <message>
            <source>(the rules allow it: recorded without an override)</source>
            <translation>（规则允许该行动：已照常记录，不作为例外记录）</translation>
        </message>
        <message>
            <source>The rules refuse it: nothing was recorded. To record it all the same, say why with --override "REASON".</source>
            <translation>规则不允许该行动：未记录任何内容。若仍要记录，请用 --override "REASON" 说明原因。</translation>
        </message>
        <message>
            <source>Actions recorded: %1; in the log: %2.</source>
            <translation>已记录 %1 个行动；行动记录中共有 %2 个。</translation>
        </message>
        <message>
            <source>%1: nothing to undo, the log is empty</source>
            <translation>%1：没有可撤销的行动，行动记录为空</translation>
        </message>
        <message>
            <source>Undone: log[%1] %2</source>
            <translation>已撤销：log[%1] %2</translation>
        </message>
        <message>
            <source>Shows this help.</source>
            <translation>显示此帮助。</translation>
        </message>
        <message>
            <source>Language: en, zh_TW, zh_CN or ja.</source>
            <translation>语言：en、zh_TW、zh_CN 或 ja。</translation>
        </message>
        <message>
            <source>Final score of a score sheet (.hkscore) or a game (.hkgame): the table, the ranking with the tie-break, and the optimal leftover trades.</source>
            <translation>计算计分表（.hkscore）或游戏（.hkgame）的最终得分：显示得分表格、含平局判定的排名，以及最优的剩余资源交换。</translation>
        </message>
        <message>
            <source>A score sheet (.hkscore) or a game (.hkgame).</source>
            <translation>计分表（.hkscore）或游戏（.hkgame）。</translation>
        </message>
        <message>
            <source>Prints the result as JSON.</source>
            <translation>以 JSON 格式输出结果。</translation>
        </message>
        <message>
            <source>Adds how every number was computed.</source>
            <translation>另外说明每个数字的计算方式。</translation>
        </message>
        <message>
            <source>Starts a game file from a setup (docs/formats.md); the board defaults to the Practice Mountain side for the player count.</source>
            <translation>根据设置（docs/formats.md）创建新的游戏文件；未指定版图时，按玩家人数使用 练习山脉的对应面。</translation>
        </message>
        <message>
            <source>The game file to create (never over an existing one).</source>
            <translation>要创建的游戏文件（绝不覆盖已有文件）。</translation>
        </message>
        <message>
            <source>The setup: a JSON file holding the "setup" object, or a game.</source>
            <translation>设置：包含 "setup" 对象的 JSON 文件，或一个游戏。</translation>
        </message>
        <message>
            <source>A side of the Practice Mountain (winter or autumn) or a board file (.hkboard).</source>
            <translation>练习山脉的一面（winter 或 autumn），或版图文件（.hkboard）。</translation>
        </message>
        <message>
            <source>A component catalog (.hkcatalog) instead of the default one.</source>
            <translation>代替默认目录的配件目录（.hkcatalog）。</translation>
        </message>
        <message>
            <source>Checks an action and records it with what it changed. An action the rules forbid is refused with its rule IDs (exit 1), or recorded as an override with --override.</source>
            <translation>检查一个行动，并连同它造成的变化一起记录。规则禁止的行动会被拒绝并列出其规则编号（退出状态为 1），或用 --override 记为例外记录。</translation>
        </message>
        <message>
            <source>The game file (.hkgame).</source>
            <translation>游戏文件（.hkgame）。</translation>
        </message>
        <message>
            <source>The action as JSON, @FILE to read it from a file, or - for the standard input; a list is recorded whole or not at all.</source>
            <translation>以 JSON 写成的行动、从文件读取的 @FILE，或用 - 表示标准输入；列表会整批记录或完全不记录。</translation>
        </message>
        <message>
            <source>Records an action the rules forbid, saying why the table did it anyway.</source>
            <translation>记录规则禁止的行动，并说明桌上为何仍然这么做。</translation>
        </message>
        <message>
            <source>The table after the first N actions (all of them by default), in words and a drawing.</source>
            <translation>前 N 个行动之后（默认为全部）的桌面状态，以文字和图示呈现。</translation>
        </message>
        <message>
            <source>The number of actions to replay.</source>
            <translation>要重放的行动数目。</translation>
        </message>
        <message>
            <source>Lists the autosaves a crashed session left behind; with NUMBER and FILE, saves that game to FILE.</source>
            <translation>列出崩溃的会话留下的自动存档；指定 NUMBER 和 FILE 时，将该游戏保存到 FILE。</translation>
        </message>
        <message>
            <source>The number of an autosave in the list.</source>
            <translation>列表中自动存档的编号。</translation>
        </message>
        <message>
            <source>The game file to write (never over an existing one).</source>
            <translation>要写入的游戏文件（绝不覆盖已有文件）。</translation>
        </message>
        <message>
            <source>Checks a board (.hkboard) and draws it in text.</source>
            <translation>检查版图（.hkboard）并以文字绘出。</translation>
        </message>
        <message>
            <source>A board file (.hkboard).</source>
            <translation>版图文件（.hkboard）。</translation>
        </message>
        <message>
            <source>Drops the last action.</source>
            <translation>移除最后一个行动。</translation>
        </message>
        <message>
            <source>Replays a game and lists every action that breaks a rule, with the rule IDs (exit 1 if any).</source>
            <translation>重放游戏，列出每个违反规则的行动及其规则编号（若有则退出状态为 1）。</translation>
        </message>
        <message>
            <source>the standard input</source>
            <translation>标准输入</translation>
        </message>
        <message>
            <source>the actions</source>
            <translation>这些行动</translation>
        </message>
        <message>
            <source>the list holds no action: there is nothing to record</source>
            <translation>列表中没有任何行动：没有可记录的内容</translation>
        </message>
        <message>
            <source>Every rule by section, or one rule with its rulebook passage; --search finds rules by words in any language or by ID, as the app's rules browser does; --markdown writes the rules reference (docs/rules.md).</source>
            <translation>按章节列出所有规则，或显示单条规则及其规则书段落；--search 按任一语言的词语或规则编号查找规则，与程序的规则浏览器相同；--markdown 输出规则参考（docs/rules.md）。</translation>
        </message>
        <message>
            <source>A rule, such as DIG-RUBBLE; with --search, the words to look for.</source>
            <translation>一条规则，例如 DIG-RUBBLE；与 --search 一起使用时为要查找的词语。</translation>
        </message>
        <message>
            <source>Lists the rules that contain every word given (in any of the four languages) or whose ID starts with it ("PED-").</source>
            <translation>列出包含所有指定词语（四种语言中任一种）或规则编号以其开头（"PED-"）的规则。</translation>
        </message>
        <message>
            <source>Writes every rule in Markdown, in the language of --lang.</source>
            <translation>以 Markdown 输出所有规则，语言由 --lang 决定。</translation>
        </message>
        <message>
            <source>rules --search needs the words to look for</source>
            <translation>rules --search 需要要查找的词语</translation>
        </message>
        <message>
            <source>Rulebook: %1</source>
            <translation>规则书：%1</translation>
        </message>
        <message>
            <source>Why this ruling: %1</source>
            <translation>裁定理由：%1</translation>
        </message>
        <message>
            <source>no rule matches "%1"</source>
            <translation>没有符合“%1”的规则</translation>
        </message>
        <message>
            <source>Rules reference: In the Hall of the Mountain King</source>
            <translation>规则参考：《山岳之王》</translation>
        </message>
        <message>
            <source>Generated by `hallkeeper-cli rules --markdown` from Hallkeeper's rule catalog (build target `update_rules_doc`); do not edit by hand. The same rules, with the same IDs, are in the app (Help → Rules) and in `hallkeeper-cli rules`. Other languages: %1.</source>
            <translation>由 `hallkeeper-cli rules --markdown` 从 Hallkeeper 的规则目录生成（构建目标 `update_rules_doc`）；请勿手动编辑。相同的规则与编号也在程序中（帮助 → 规则）及 `hallkeeper-cli rules` 中。其他语言：%1。</translation>
        </message>
        <message>
            <source>ruling</source>
            <translation>裁定</translation>
        </message>
        <message>
            <source>Why this ruling:</source>
            <translation>裁定理由：</translation>
        </message>
        <message>
            <source>is the game it is made from; choose another file for the sheet</source>
            <translation>是计分表来源的游戏本身；请为计分表选择另一个文件</translation>
        </message>
        <message>
            <source>exists already; --force replaces it</source>
            <translation>已经存在；使用 --force 可替换它</translation>
        </message>
        <message>
            <source>Saves a game's final score as a score sheet (.hkscore), a new file unless --force is given.</source>
            <translation>将游戏的最终得分保存为计分表（.hkscore）；除非指定 --force，否则必须是新文件。</translation>
        </message>
        <message>
            <source>Lets --write-sheet replace an existing file (never the game itself, a link or anything but a regular file).</source>
            <translation>允许 --write-sheet 替换已有的文件（绝不替换游戏本身、链接或普通文件以外的任何东西）。</translation>
        </message>
        <message>
            <source>--force applies to --write-sheet</source>
            <translation>--force 须与 --write-sheet 一起使用</translation>
        </message>
        <message>
            <source>It goes beyond Hallkeeper's limits: nothing was recorded, and no override can record it.</source>
            <translation>这超出了 Hallkeeper 的上限：没有记录任何内容，也无法以例外记录记录。</translation>
        </message>
        <message>
            <source>The other reading: %1</source>
            <translation>另一种解读：%1</translation>
        </message>
        <message>
            <source>Each rule gives its ID, what it says, the rulebook section it comes from and, where we quote it, the rulebook's own words (Traditional Chinese, the authority). **Rulings** are points the rulebook leaves open; each says why it rules so and what the other reading is.</source>
            <translation>每条规则列出其编号、内容、出自的规则书章节，以及我们引用之处的规则书原文（繁体中文，以其为准）。**裁定**是规则书未明确说明之处；每条都说明裁定的理由，以及另一种解读。</translation>
        </message>
        <message>
            <source>The other reading:</source>
            <translation>另一种解读：</translation>
        </message>
        <message>
            <source>is a Hallkeeper file of another kind (%1), not a score sheet: it is never replaced by one, --force or not; choose another file</source>
            <translation>是其他类型的 Hallkeeper 文件（%1），不是计分表：无论是否指定 --force，都绝不会用计分表替换它；请选择其他文件</translation>
        </message>
        <message>
            <source>(the file was written since: compare before you replace it)</source>
            <translation>（该文件在那之后已被写入：替换之前请先比较）</translation>
        </message>
        <message>
            <source>Recognises the layers of a printed board in a photo, as the board editor's Recognise Layers does: a terrain and a confidence per square, the uncertain squares and the “feature here?” marks. A proposal that is unreliable (the layers found do not nest as a mountain's, or a quarter of the squares are uncertain) is said on stderr: give one --example of each terrain.</source>
            <translation>如同版图编辑器的“识别层”，从印刷版图的照片识别各层：每个方格的地形与把握程度、不确定的方格，以及“这里有要素？”标记。不可靠的建议（找到的层不像山的环那样层层相套，或四分之一以上的方格不确定）会在标准错误输出说明：请为每种地形各给一个 --example。</translation>
        </message>
        <message>
            <source>A photo of the board (JPEG, PNG…).</source>
            <translation>版图的照片（JPEG、PNG…）。</translation>
        </message>
        <message>
            <source>The grid's rows.</source>
            <translation>网格的行数。</translation>
        </message>
        <message>
            <source>The grid's columns.</source>
            <translation>网格的列数。</translation>
        </message>
        <message>
            <source>Where the grid's corners are in the photo, in pixels: top left, top right, bottom right, bottom left, each x,y ("x,y x,y x,y x,y"). By default the photo's own corners, as the editor first aligns a photo.</source>
            <translation>网格四角在照片中的位置（像素）：依左上、右上、右下、左下的顺序，各为 x,y（"x,y x,y x,y x,y"）。默认为照片本身的四角，与编辑器初次对齐照片时相同。</translation>
        </message>
        <message>
            <source>A square whose terrain you know, such as C4=3, P14=heart or A1=off (repeatable): it keeps that terrain and the squares of its colour follow.</source>
            <translation>已知地形的方格，例如 C4=3、P14=heart 或 A1=off（可重复）：该方格保持此地形，同色的方格也随之跟进。</translation>
        </message>
        <message>
            <source>Prints the proposal as JSON.</source>
            <translation>以 JSON 格式输出建议。</translation>
        </message>
        <message>
            <source>Writes the proposal as a board file (.hkboard), every square painted as proposed, no features.</source>
            <translation>将建议写成版图文件（.hkboard）：每个方格按建议上色，不含要素。</translation>
        </message>
        <message>
            <source>--write may replace an existing file.</source>
            <translation>允许 --write 替换已有的文件。</translation>
        </message>
        <message>
            <source>board recognise needs exactly one PHOTO</source>
            <translation>board recognise 需要恰好一个 PHOTO</translation>
        </message>
        <message>
            <source>board recognise needs --rows R and --columns C</source>
            <translation>board recognise 需要 --rows R 和 --columns C</translation>
        </message>
        <message>
            <source>The game whose rules to show ("--games" lists them).</source>
            <translation>要显示其规则的游戏（"--games" 会列出所有游戏）。</translation>
        </message>
        <message>
            <source>Lists the games, with their IDs.</source>
            <translation>列出所有游戏及其标识符。</translation>
        </message>
        <message>
            <source>unknown game "%1"; expected one of: %2</source>
            <translation>未知的游戏“%1”；可用的有：%2</translation>
        </message>
        <message>
            <source>Starts an empty score sheet of a game that has a generic one.</source>
            <translation>为具有通用计分表的游戏创建一份空白计分表。</translation>
        </message>
        <message>
            <source>The score sheet to create (never over an existing one).</source>
            <translation>要创建的计分表（不会覆盖已有的文件）。</translation>
        </message>
        <message>
            <source>The game ("rules --games" lists them).</source>
            <translation>游戏（"rules --games" 会列出所有游戏）。</translation>
        </message>
        <message>
            <source>The number of players.</source>
            <translation>玩家人数。</translation>
        </message>
        <message>
            <source>new-sheet needs --game ID and a SHEET file to create</source>
            <translation>new-sheet 需要 --game ID 和要创建的 SHEET 文件</translation>
        </message>
        <message>
            <source>no game "%1" with a generic score sheet; expected one of: %2</source>
            <translation>没有具通用计分表的游戏“%1”；可用的有：%2</translation>
        </message>
        <message>
            <source>--players needs a number from %1 to %2</source>
            <translation>--players 需要 %1 到 %2 之间的数字</translation>
        </message>
        <message>
            <source>Source: %1</source>
            <translation>出处：%1</translation>
        </message>
        <message>
            <source>Alternative: %1</source>
            <translation>另一种读法：%1</translation>
        </message>
        <message>
            <source>no rule "%1" in %2; "hallkeeper-cli rules --game %3" lists them all</source>
            <translation>%2 中没有规则“%1”；“hallkeeper-cli rules --game %3”会列出所有规则</translation>
        </message>
        <message numerus="yes">
            <source>(%n rules)</source>
            <translation>
                <numerusform>（%n 条规则）</numerusform>
            </translation>
        </message>
        <message>
            <source>Usage:
  hallkeeper-cli score FILE [--json] [--explain] [--write-sheet SHEET [--force]]
      Final score of a score sheet (.hkscore) of any game, or of a game (.hkgame): the table,
      the ranking with the tie-break, and the optimal leftover trades. --json prints the result
      as JSON; --explain adds how every number was computed; --write-sheet saves a game's final
      score as a new score sheet (--force: replacing an existing one).
  hallkeeper-cli new-sheet --game ID SHEET [--players N]
      Starts an empty score sheet of a game that has a generic one ("rules --games" lists them).
  hallkeeper-cli new GAME --setup SETUP.json [--board winter|autumn|BOARD] [--catalog CATALOG]
      Starts a game file from a setup (docs/formats.md); the board defaults to the Practice
      Mountain side for the player count.
  hallkeeper-cli play GAME ACTION [--override REASON]
      Checks an action (JSON, @FILE or - for stdin; a list is recorded whole or not at all) and
      records it with what it changed. An action the rules forbid is refused with its rule IDs
      (exit 1), or recorded as an override with --override.
  hallkeeper-cli undo GAME
      Drops the last action.
  hallkeeper-cli validate GAME
      Replays a game and lists every action that breaks a rule, with the rule IDs
      (exit 1 if any).
  hallkeeper-cli replay GAME [--until N]
      The table after the first N actions (all of them by default), in words and a drawing.
  hallkeeper-cli recover [NUMBER FILE]
      Lists the autosaves a crashed session left behind; with NUMBER and FILE, saves that
      game to FILE.
  hallkeeper-cli board FILE
      Checks a board (.hkboard) and draws it in text.
  hallkeeper-cli board recognise PHOTO --rows R --columns C [--corners x,y x,y x,y x,y]
                 [--example SQUARE=TERRAIN]... [--json] [--write BOARD [--force]]
      Recognises the layers of a printed board in a photo: a terrain and a confidence per
      square, the uncertain squares and the “feature here?” marks; --write saves the
      proposal as a board file.
  hallkeeper-cli rules [RULE-ID] [--game ID] [--search WORDS...] [--markdown] | --games
      Every rule by section, or one rule with its rulebook passage; --search finds rules by
      words in any language or by ID; --markdown writes the rules reference in Markdown.
      --game chooses the game (Mountain King by default); --games lists the games.
  hallkeeper-cli library add|import|export|stats|players|backup [FILE...] [--library FILE] [--json]
      The group's play library: add sheets and games (.hkscore, .hkgame), import a BG Stats
      backup or a BoardGameGeek plays file, export to either or CSV, statistics, players and
      their aliases, a backup. "library --help" says more.
  hallkeeper-cli --help | --version
Every command takes --lang en|zh_TW|zh_CN|ja.
Exit status: 0 success, 1 an action the rules refuse (play) or a game with illegal actions
(validate), 2 unreadable or invalid input, or a wrong command line.
</source>
            <translation>用法：
  hallkeeper-cli score FILE [--json] [--explain] [--write-sheet SHEET [--force]]
      计算任一游戏的计分表（.hkscore）或游戏（.hkgame）的最终得分：显示得分表格、含平局判定的
      排名，以及最优的剩余资源交换。--json 以 JSON 格式输出结果；--explain 另外
      说明每个数字的计算方式；--write-sheet 将游戏的最终得分保存为新的计分表（--force：替换已有的计分表）。
  hallkeeper-cli new-sheet --game ID SHEET [--players N]
      为具有通用计分表的游戏创建空白计分表（"rules --games" 会列出这些游戏）。
  hallkeeper-cli new GAME --setup SETUP.json [--board winter|autumn|BOARD] [--catalog CATALOG]
      根据设置（docs/formats.md）创建新的游戏文件；未指定版图时，按玩家人数使用
      Practice Mountain 的对应面。
  hallkeeper-cli play GAME ACTION [--override REASON]
      检查一个行动（JSON、@FILE，或用 - 表示标准输入；列表会整批记录或完全不记录），
      并连同它造成的变化一起记录。规则禁止的行动会被拒绝并列出其规则编号（退出状态为 1），
      或用 --override 记为例外记录。
  hallkeeper-cli undo GAME
      移除最后一个行动。
  hallkeeper-cli validate GAME
      重放游戏，列出每个违反规则的行动及其规则编号（若有则退出状态为 1）。
  hallkeeper-cli replay GAME [--until N]
      前 N 个行动之后（默认为全部）的桌面状态，以文字和图示呈现。
  hallkeeper-cli recover [NUMBER FILE]
      列出崩溃的会话留下的自动存档；指定 NUMBER 和 FILE 时，将该游戏保存到 FILE。
  hallkeeper-cli board FILE
      检查版图（.hkboard）并以文字绘出。
  hallkeeper-cli board recognise PHOTO --rows R --columns C [--corners x,y x,y x,y x,y]
                 [--example SQUARE=TERRAIN]... [--json] [--write BOARD [--force]]
      从印刷版图的照片识别各层：每个方格的地形与把握程度、不确定的方格，
      以及“这里有要素？”标记；--write 将建议存成版图文件。
  hallkeeper-cli rules [RULE-ID] [--game ID] [--search WORDS...] [--markdown] | --games
      按章节列出所有规则，或显示单条规则及其规则书段落；--search 按任一语言的词语或
      规则编号查找规则；--markdown 以 Markdown 输出规则参考。
      --game 选择游戏（默认为《山岳之王》）；--games 列出所有游戏。
  hallkeeper-cli library add|import|export|stats|players|backup [FILE...] [--library FILE] [--json]
      群组的对局记录库：加入计分表和游戏（.hkscore、.hkgame）、导入 BG Stats 备份或
      BoardGameGeek 对局文件、导出为两者之一或 CSV、统计、玩家及其别名、备份。
      “library --help”有更多说明。
  hallkeeper-cli --help | --version
所有命令都接受 --lang en|zh_TW|zh_CN|ja。
退出状态：0 表示成功；1 表示规则拒绝的行动（play）或游戏含有违规行动（validate）；
2 表示输入无法读取或无效，或命令行有误。
</translation>
        </message>
        <message>
            <source>add, import, export, stats, players or backup.</source>
            <translation>add、import、export、stats、players 或 backup。</translation>
        </message>
        <message>
            <source>The files of the action.</source>
            <translation>此操作的文件。</translation>
        </message>
        <message>
            <source>The library's file (by default the app's).</source>
            <translation>记录库的文件（默认为应用程序的）。</translation>
        </message>
        <message>
            <source>import: players who match nobody become new players.</source>
            <translation>import：对不上任何人的玩家成为新玩家。</translation>
        </message>
        <message>
            <source>import: a player of the file is a player of the library (repeatable).</source>
            <translation>import：文件中的某位玩家就是记录库中的某位玩家（可重复）。</translation>
        </message>
        <message>
            <source>export: bgstats, bgg or csv (by default the file's suffix).</source>
            <translation>export：bgstats、bgg 或 csv（默认依文件扩展名）。</translation>
        </message>
        <message>
            <source>stats: one game.</source>
            <translation>stats：单一游戏。</translation>
        </message>
        <message>
            <source>stats: plays with this player.</source>
            <translation>stats：有这位玩家的对局。</translation>
        </message>
        <message>
            <source>stats: plays at this place.</source>
            <translation>stats：在此地点的对局。</translation>
        </message>
        <message>
            <source>stats: plays from this day.</source>
            <translation>stats：从这天起的对局。</translation>
        </message>
        <message>
            <source>stats: plays up to this day.</source>
            <translation>stats：到这天为止的对局。</translation>
        </message>
        <message>
            <source>stats: plays of N players.</source>
            <translation>stats：N 人的对局。</translation>
        </message>
        <message>
            <source>players: another name of a player (repeatable).</source>
            <translation>players：玩家的另一个名字（可重复）。</translation>
        </message>
        <message>
            <source>library needs an ACTION</source>
            <translation>library 需要一个 ACTION</translation>
        </message>
        <message>
            <source>library %1 needs exactly one FILE</source>
            <translation>library %1 需要恰好一个 FILE</translation>
        </message>
        <message>
            <source>library %1 takes no FILE</source>
            <translation>library %1 不接受 FILE</translation>
        </message>
        <message>
            <source>library add needs a FILE</source>
            <translation>library add 需要 FILE</translation>
        </message>
        <message>
            <source>unknown library command "%1"</source>
            <translation>未知的 library 命令“%1”</translation>
        </message>
        <message>
            <source>--players needs a number of players</source>
            <translation>--players 需要玩家人数</translation>
        </message>
        <message>
            <source>The group's play library (by default the app's; --library another file).
  add FILE...      adds score sheets and games; a second add of a file updates its play
  import FILE      imports a BG Stats backup (.json) or a BoardGameGeek plays file (.xml);
                   players the library does not know stop it until --match or --new-players
  export FILE      writes every play as a BG Stats backup, BoardGameGeek XML or CSV
  stats            plays, wins, scores and head to head, with the filters below
  players          the players with their aliases (--alias adds one; --merge A B makes A
                   and B one player, B's name kept)
  backup FILE      a copy of the library (never over an existing file)</source>
            <translation>群组的对局记录库（默认为应用程序的；--library 指定其他文件）。
  add FILE...      加入计分表和游戏；同一文件再次加入时更新其对局
  import FILE      导入 BG Stats 备份（.json）或 BoardGameGeek 对局文件（.xml）；
                   记录库不认识的玩家会使导入暂停，直到给出 --match 或 --new-players
  export FILE      将所有对局写成 BG Stats 备份、BoardGameGeek XML 或 CSV
  stats            对局、胜场、得分和对战记录，可用下列筛选
  players          玩家及其别名（--alias 添加一个；--merge A B 将 A 和 B
                   合并为一位玩家，保留 B 的名字）
  backup FILE      记录库的副本（绝不覆盖现有文件）</translation>
        </message>
        <message>
            <source>import, players --merge: shows what would change, writes nothing.</source>
            <translation>import、players --merge：显示会有什么变动，不写入任何内容。</translation>
        </message>
        <message>
            <source>players: --merge A B merges player A into player B (by name, alias or uuid).</source>
            <translation>players：--merge A B 将玩家 A 合并到玩家 B（按名字、别名或 uuid）。</translation>
        </message>
        <message>
            <source>--merge needs two players: library players --merge A B</source>
            <translation>--merge 需要两位玩家：library players --merge A B</translation>
        </message>
        <message>
            <source>a document never saved</source>
            <translation>从未保存的文档</translation>
        </message>
        <message>
            <source>saved %1 · a .%2 document · file: %3</source>
            <translation>保存于 %1 · .%2 文档 · 文件：%3</translation>
        </message>
        <message>
            <source>autosave number %1 is a .%2 document: FILE must end in .%2</source>
            <translation>编号为 %1 的自动存档是 .%2 文档：FILE 必须以 .%2 结尾</translation>
        </message>
        <message>
            <source>Recovered into %1.</source>
            <translation>已恢复到 %1。</translation>
        </message>
    </context>
    <context>
        <name>CliLibrary</name>
        <message>
            <source>by their uuid</source>
            <translation>依其 uuid</translation>
        </message>
        <message>
            <source>by their BoardGameGeek user name</source>
            <translation>依其 BoardGameGeek 用户名</translation>
        </message>
        <message>
            <source>by name or alias</source>
            <translation>依名字或别名</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>无人</translation>
        </message>
        <message>
            <source>%1: %2 (play %3)</source>
            <translation>%1：%2（对局 %3）</translation>
        </message>
        <message>
            <source>--match %1: expected NAME=PLAYER, PLAYER a player of the library</source>
            <translation>--match %1：应为 NAME=PLAYER，PLAYER 须是记录库中的玩家</translation>
        </message>
        <message>
            <source>--match: %1 is not a player of %2</source>
            <translation>--match：%1 不是 %2 中的玩家</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n new play(s)</source>
            <translation>
                <numerusform>%1：%n 局新对局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed</source>
            <translation>
                <numerusform>%n 局有变动</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged</source>
            <translation>
                <numerusform>%n 局未变</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 is %2 (%3)</source>
            <translation>%1 即 %2（%3）</translation>
        </message>
        <message>
            <source>%1 matches nobody in the library</source>
            <translation>%1 对不上记录库中的任何人</translation>
        </message>
        <message numerus="yes">
            <source>Imported: %n added</source>
            <translation>
                <numerusform>已导入：新增 %n 局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n updated</source>
            <translation>
                <numerusform>更新 %n 局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n new player(s).</source>
            <translation>
                <numerusform>%n 位新玩家。</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing imported: %1 match nobody in the library. Say who they are with --match "NAME=PLAYER", or add them as new players with --new-players.</source>
            <translation>未导入任何内容：%1 对不上记录库中的任何人。请用 --match "NAME=PLAYER" 指明他们是谁，或用 --new-players 将他们添加为新玩家。</translation>
        </message>
        <message>
            <source>%1: give a .json (BG Stats), .xml (BoardGameGeek) or .csv file, or --format bgstats|bgg|csv</source>
            <translation>%1：请给出 .json（BG Stats）、.xml（BoardGameGeek）或 .csv 文件，或使用 --format bgstats|bgg|csv</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n play(s) exported</source>
            <translation>
                <numerusform>%1：已导出 %n 局</numerusform>
            </translation>
        </message>
        <message>
            <source>--alias %1: expected PLAYER=ALIAS, PLAYER a player of the library</source>
            <translation>--alias %1：应为 PLAYER=ALIAS，PLAYER 须是记录库中的玩家</translation>
        </message>
        <message numerus="yes">
            <source>%n play(s)</source>
            <translation>
                <numerusform>%n 局</numerusform>
            </translation>
        </message>
        <message>
            <source>--game %1: no such game in the library</source>
            <translation>--game %1：记录库中没有这个游戏</translation>
        </message>
        <message>
            <source>--player %1: no such player in the library</source>
            <translation>--player %1：记录库中没有这位玩家</translation>
        </message>
        <message>
            <source>--location %1: no such location in the library</source>
            <translation>--location %1：记录库中没有这个地点</translation>
        </message>
        <message>
            <source>%1: expected a date such as 2024-03-09</source>
            <translation>%1：应为日期，例如 2024-03-09</translation>
        </message>
        <message>
            <source>won %1 of %2</source>
            <translation>%2 局胜 %1</translation>
        </message>
        <message numerus="yes">
            <source>(%n shared)</source>
            <translation>
                <numerusform>（%n 场共享）</numerusform>
            </translation>
        </message>
        <message>
            <source>teams: won %1 of %2</source>
            <translation>团队：%2 局胜 %1</translation>
        </message>
        <message>
            <source>co-operative: won %1 of %2</source>
            <translation>合作：%2 局胜 %1</translation>
        </message>
        <message>
            <source>best %1, average %2, median %3</source>
            <translation>最佳 %1，平均 %2，中位数 %3</translation>
        </message>
        <message>
            <source>longest streak %1</source>
            <translation>最长连胜 %1</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n 人</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>best %1, average %2, median %3 (%n score(s))</source>
            <translation>
                <numerusform>最佳 %1，平均 %2，中位数 %3（%n 个得分）</numerusform>
            </translation>
        </message>
        <message>
            <source>The library was updated to this version's schema; a backup of it as it was is in %1</source>
            <translation>记录库已更新为此版本的结构；原来的备份在 %1</translation>
        </message>
        <message>
            <source>Backed up to %1</source>
            <translation>已备份到 %1</translation>
        </message>
        <message>
            <source>unknown library command "%1"</source>
            <translation>未知的 library 命令“%1”</translation>
        </message>
        <message>
            <source>the play's uuid was not written into the file (the library knows the play by the file's path): %1</source>
            <translation>未将此对局的 uuid 写入文件（记录库以文件路径识别此对局）：%1</translation>
        </message>
        <message>
            <source>Average per category (plays played to their end):</source>
            <translation>各类别平均（仅计已完成的对局）：</translation>
        </message>
        <message numerus="yes">
            <source>%1 %2 (%n play(s))</source>
            <translation>
                <numerusform>%1 %2（%n 局）</numerusform>
            </translation>
        </message>
        <message>
            <source>no play</source>
            <translation>无对局</translation>
        </message>
        <message>
            <source>BoardGameGeek user</source>
            <translation>BoardGameGeek 用户</translation>
        </message>
        <message>
            <source>uuid</source>
            <translation>uuid</translation>
        </message>
        <message>
            <source>name</source>
            <translation>名字</translation>
        </message>
        <message>
            <source>--merge: no player of the library is named "%1"</source>
            <translation>--merge：记录库中没有名为“%1”的玩家</translation>
        </message>
        <message>
            <source>Would merge %1 into %2:</source>
            <translation>将把 %1 合并到 %2：</translation>
        </message>
        <message>
            <source>Merged %1 into %2:</source>
            <translation>已把 %1 合并到 %2：</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n 场胜利</numerusform>
            </translation>
        </message>
        <message>
            <source>also known as: %1</source>
            <translation>也称为：%1</translation>
        </message>
        <message>
            <source>Nothing was written (--dry-run).</source>
            <translation>没有写入任何内容（--dry-run）。</translation>
        </message>
    </context>
    <context>
        <name>DlText</name>
        <message>
            <source>Dungeon Lords is played by 2 to 4 players; found %1</source>
            <translation>地城领主为 2 至 4 人游戏；目前为 %1 人</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>玩家需要名字</translation>
        </message>
        <message>
            <source>"%1" is the name of another player</source>
            <translation>“%1”是另一位玩家的名字</translation>
        </message>
        <message>
            <source>expected a player from 0 to %1, found %2</source>
            <translation>应为 0 至 %1 的玩家，实际为 %2</translation>
        </message>
        <message>
            <source>expected 0 or more, found %1</source>
            <translation>应为 0 以上，实际为 %1</translation>
        </message>
        <message>
            <source>the game has no valid setup: 2 to 4 players with names</source>
            <translation>游戏设置无效：需要 2 至 4 位有名字的玩家</translation>
        </message>
        <message>
            <source>the game is over: after year 2's combat only the score remains</source>
            <translation>游戏已结束：第二年的战斗之后只剩计分</translation>
        </message>
        <message>
            <source>there is no player %1 in a game of %2</source>
            <translation>%2 人游戏中没有玩家 %1</translation>
        </message>
        <message>
            <source>gold, food, tiles, evil and upkeep are counted from 0 up</source>
            <translation>黄金、食物、板块、邪恶值与维持费都从 0 开始计算</translation>
        </message>
        <message>
            <source>only a 2-player game has a dummy on the Evilometer</source>
            <translation>只有 2 人游戏的 NPC 在邪恶计量条上</translation>
        </message>
        <message>
            <source>round %1 reveals an event tile, which resolves in round %2: say which one was revealed</source>
            <translation>第 %1 回合要翻开一张事件卡（于第 %2 回合发动）：请选择翻开的是哪一张</translation>
        </message>
        <message>
            <source>round 4 reveals no event tile</source>
            <translation>第 4 回合不翻事件卡</translation>
        </message>
        <message>
            <source>an event tile is revealed only in the New Round phase</source>
            <translation>事件卡只在新的一轮阶段翻开</translation>
        </message>
        <message>
            <source>the %1 tile was already revealed this year; each of the three is revealed once</source>
            <translation>今年已经翻开过%1卡；三张事件卡各翻开一次</translation>
        </message>
        <message>
            <source>monsters are let go only when payday resolves</source>
            <translation>只有发薪日发动时才会解雇怪物</translation>
        </message>
    </context>
    <context>
        <name>DungeonLords</name>
        <message>
            <source>Dungeon Lords</source>
            <translation>《地城领主》</translation>
        </message>
        <message>
            <source>Dungeon Lords year trackers</source>
            <translation>地城领主年度追踪</translation>
        </message>
        <message>
            <source>Events, payday and tax</source>
            <translation>事件、发薪日与收税</translation>
        </message>
        <message>
            <source>The year</source>
            <translation>一年的流程</translation>
        </message>
        <message>
            <source>Adventurers</source>
            <translation>冒险者</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <source>There are three event tiles: payday, tax day and a special event, each revealed once a year. In a First Game the special event is ignored.</source>
            <translation>事件卡共三张：发薪日、收税日与特殊事件，每年各翻开一次。First Game 规则下无视特殊事件。</translation>
        </message>
        <message>
            <source>Forum post, lines 18 and 27</source>
            <translation>论坛帖子，第 18、27 行</translation>
        </message>
        <message>
            <source>%1</source>
            <translation>%1</translation>
        </message>
        <message>
            <source>An event tile is revealed in the New Round phase of rounds 1 to 3 and resolves in the Event phase of the next round, when the progress marker reaches it.</source>
            <translation>事件卡在第 1 至 3 回合的新的一轮阶段翻开，于下一回合的事件阶段（进度标示物走到事件卡时）发动。</translation>
        </message>
        <message>
            <source>Forum post, lines 16–17 and 87–88</source>
            <translation>论坛帖子，第 16–17、87–88 行</translation>
        </message>
        <message>
            <source>Payday: each player pays the upkeep shown at the top right of each of their monster cards; a monster that is not paid leaves. The post lists no card: the table types each monster's upkeep in.</source>
            <translation>发薪日：每位玩家支付手下每张怪物卡右上角的资源；发不出薪水的怪物会走人。帖子没有列出卡片：每只怪物的维持费由玩家输入。</translation>
        </message>
        <message>
            <source>Forum post, line 19; the publisher's FAQ adds 1 evil per unpaid monster, which the post does not, nor does Hallkeeper</source>
            <translation>论坛帖子，第 19 行；出版社的 FAQ 另规定每只未付薪的怪物邪恶值 +1，帖子没有，Hallkeeper 也不计入</translation>
        </message>
        <message>
            <source>Tax day: each player pays 1 gold for every two dungeon tiles (rooms or tunnels), rounded up.</source>
            <translation>收税日：每两个地城板块（房间或隧道）支付一个黄金，无条件进位。</translation>
        </message>
        <message>
            <source>Forum post, lines 20–21</source>
            <translation>论坛帖子，第 20–21 行</translation>
        </message>
        <message>
            <source>3 tiles: 2 gold (line 21). Likewise 1 tile: 1 gold, 2: 1, 4: 2, 5: 3.</source>
            <translation>3 个板块：2 黄金（第 21 行）。同理 1 个：1 黄金，2 个：1，4 个：2，5 个：3。</translation>
        </message>
        <message>
            <source>Dungeon tiles conquered by adventurers cannot be used but are still taxed.</source>
            <translation>被冒险者征服的地城板块虽然不能使用，但仍要收税。</translation>
        </message>
        <message>
            <source>Forum post, line 22</source>
            <translation>论坛帖子，第 22 行</translation>
        </message>
        <message>
            <source>For each gold of tax not paid, the player takes a damage token and puts it in the dead letter office.</source>
            <translation>税金每少付一个黄金，就得到一个伤害指示物，放在死信办公室。</translation>
        </message>
        <message>
            <source>Forum post, line 23</source>
            <translation>论坛帖子，第 23 行</translation>
        </message>
        <message>
            <source>Tax 3 gold with 1 gold in hand: 1 paid, 2 damage tokens in the dead letter office, −6 points at the end (DL-007).</source>
            <translation>税金 3 黄金而手上只有 1 黄金：付 1，死信办公室 2 个伤害指示物，游戏结束时 −6 分（DL-007）。</translation>
        </message>
        <message>
            <source>At the end of the game each damage token in the dead letter office costs 3 points.</source>
            <translation>游戏结束时，死信办公室的每一个伤害指示物扣三分。</translation>
        </message>
        <message>
            <source>Forum post, line 24</source>
            <translation>论坛帖子，第 24 行</translation>
        </message>
        <message>
            <source>2 tokens: −6 points.</source>
            <translation>2 个指示物：−6 分。</translation>
        </message>
        <message>
            <source>The game lasts two years; after the combat of year 2 the game is scored.</source>
            <translation>游戏进行两年；第二年的战斗结束后计分。</translation>
        </message>
        <message>
            <source>Forum post, lines 123 and 139</source>
            <translation>论坛帖子，第 123、139 行</translation>
        </message>
        <message>
            <source>Year 2: monsters, rooms and adventurers come from the gold-back year-2 cards; the 4 year-2 combat cards go on the central board; an undefeated paladin is swapped for the year-2 one; each room may produce twice; a buy-traps order draws 1 more trap and discards 1; with 2 players the dummy's evil goes down 2; the first player marker passes right with 4 players, left with 3, not with 2.</source>
            <translation>第二年：怪物、房屋与冒险者卡换成第二年用的金背卡；第二年的 4 张战斗卡放到中央板上；未被击败的圣骑士换成第二年的圣骑士；每个房间可以生产两次；买陷阱命令多抽一张并弃一张；2 人游戏中 NPC 的邪恶值下降两格；起始玩家标示物 4 人传给右手边、3 人传给左手边、2 人不传。</translation>
        </message>
        <message>
            <source>Forum post, lines 124–138</source>
            <translation>论坛帖子，第 124–138 行</translation>
        </message>
        <message>
            <source>A room that makes 1 food with 3 imps makes 2 food with 6 imps in year 2 (lines 127–128). Buying 1 trap: draw 2, keep 1; buying 2 traps: draw 3, keep 2 (lines 131–132).</source>
            <translation>3 只小恶魔生产 1 食物的房间，第二年派 6 只可生产 2 食物（第 127–128 行）。买 1 张陷阱：抽 2 留 1；买 2 张：抽 3 留 2（第 131–132 行）。</translation>
        </message>
        <message>
            <source>A year has four rounds — winter, spring, summer, autumn — each played in phases: New Round, Orders, Production and Orders Retrieval, Event (from round 2), Adventurers (from round 2), End of Round. Round 4 reveals no event and no adventurers and ends with the combat instead of an End of Round.</source>
            <translation>一年有四个回合——冬、春、夏、秋——每回合依阶段进行：新的一轮、命令、生产与回手、事件（第 2 回合起）、冒险者（第 2 回合起）、回家。第 4 回合不翻事件卡也没有新冒险者，最后以战斗取代回家阶段。</translation>
        </message>
        <message>
            <source>Forum post, lines 9–121</source>
            <translation>论坛帖子，第 9–121 行</translation>
        </message>
        <message>
            <source>Orders: each player places 3 of their 6 usable order cards face down; the first, second and third cards are revealed together in turn, and from the first player each puts a minion on the topmost free space of that order (none free: on the card, the order fails). The central board is then resolved row by row, top to bottom, each row left to right.</source>
            <translation>命令：每位玩家从 6 张可用命令卡中选 3 张盖着放好；大家依序一起翻开第一、第二、第三张，从起始玩家开始把小头放到该命令最上面的空格（没有空格：放在命令卡上，命令失败）。之后从上到下逐行结算中央板，每行由左至右。</translation>
        </message>
        <message>
            <source>Forum post, lines 36–50</source>
            <translation>论坛帖子，第 36–50 行</translation>
        </message>
        <message>
            <source>With 2 or 3 players the dummy players place their minions before everyone: with 3, the dummy draws 3 of its 5 cards at random and takes the second space of each; with 2, each of the two dummies draws 2 (second space; the same order twice: second and third), then 1 more (first space; twice: first and second). The dummies' 3 inaccessible cards are then shuffled as the next deck and their 3 used cards become inaccessible.</source>
            <translation>2～3 人游戏中，NPC 比所有玩家先放小头：3 人时，NPC 从 5 张牌中随机抽 3 张，各放在第二格；2 人时，两个 NPC 各抽 2 张（第二格；同一类命令：第二、三格），再各抽 1 张（第一格；同一类：第一、二格）。之后 NPC 把 3 张无法使用的命令卡洗成下一回合的牌库，3 张用过的移到无法使用区。</translation>
        </message>
        <message>
            <source>Forum post, lines 51–63</source>
            <translation>论坛帖子，第 51–63 行</translation>
        </message>
        <message>
            <source>Production: spare imps (and troll tokens) work rooms that meet their needs. Retrieval: the first order card and the two inaccessible ones return to hand, the second and third become inaccessible; if the second or third failed, take back the first or the failed one and the other becomes inaccessible.</source>
            <translation>生产：剩下的小恶魔（与食人妖指示物）到满足需求的房间工作。回手：左边第一张命令卡与两张无法使用的收回手上，第二、三张移到无法使用区；若第二或第三张失败，从第一张或失败的那张选一张回手，另一张进无法使用区。</translation>
        </message>
        <message>
            <source>Forum post, lines 65–78</source>
            <translation>论坛帖子，第 65–78 行</translation>
        </message>
        <message>
            <source>Adventurers: the previous round's adventurers are handed out weakest first, to the player lowest on the Evilometer; on equal evil, the earlier in this round's turn order gets the weaker one. With 2 players the dummy's evil goes up 1 first, it counts as nicer on equal evil and its adventurer is discarded. A warrior goes to the front of the queue.</source>
            <translation>冒险者：上一回合的冒险者由弱至强，先分给邪恶计量条位置最低的玩家；邪恶值相同时，本回合执行顺位越前的拿到越弱的。2 人游戏中先将 NPC 的邪恶值加 1，平手时 NPC 算比较 nice 的一方，分给 NPC 的冒险者进弃牌堆。战士会挤到队伍最前面。</translation>
        </message>
        <message>
            <source>Forum post, lines 89–98 and 108–110</source>
            <translation>论坛帖子，第 89–98、108–110 行</translation>
        </message>
        <message>
            <source>At the End of Round the imps and trolls go home and the first player marker passes to the left.</source>
            <translation>回家阶段，工作的小恶魔与食人妖回到巢穴，起始玩家标示物传给左手边的玩家。</translation>
        </message>
        <message>
            <source>Forum post, line 80</source>
            <translation>论坛帖子，第 80 行</translation>
        </message>
        <message>
            <source>Dungeon Lords is played by 2 to 4 players; with fewer than 4, dummy players fill the four seats at the orders.</source>
            <translation>地城领主为 2 至 4 人游戏；不足 4 人时由 NPC 补足命令的四个位子。</translation>
        </message>
        <message>
            <source>Forum post, line 40</source>
            <translation>论坛帖子，第 40 行</translation>
        </message>
        <message>
            <source>Ruling: a player pays as much of the tax as their gold allows; only the rest becomes dead letters.</source>
            <translation>裁定：玩家用手上的黄金尽量缴税；只有不足的部分成为死信。</translation>
        </message>
        <message>
            <source>A player keeps their gold and takes a damage token for every gold of the tax.</source>
            <translation>玩家保留黄金，税金每一黄金都拿一个伤害指示物。</translation>
        </message>
        <message>
            <source>The post counts the gold "paid short", which reads as paying what one can; it does not say whether gold may be held back.</source>
            <translation>帖子以“少付”的黄金计算，可理解为能付多少付多少；帖子没有说黄金能否保留不付。</translation>
        </message>
        <message>
            <source>Ruling: apart from the dead letters, the final score is typed in by the group category by category; no rule of this reference checks it.</source>
            <translation>裁定：除了死信之外，最终得分由玩家逐项输入；本参考的任何规则都不检查。</translation>
        </message>
        <message>
            <source>Score the rest with the printed rulebook alone.</source>
            <translation>其余部分只用纸本规则书计分。</translation>
        </message>
        <message>
            <source>Forum post, line 139</source>
            <translation>论坛帖子，第 139 行</translation>
        </message>
        <message>
            <source>The post gives no other scoring category: Hallkeeper adds what the group types and labels it as unchecked.</source>
            <translation>帖子没有给出其他计分项目：Hallkeeper 加总玩家输入的分数，并标明未经检查。</translation>
        </message>
        <message>
            <source>Ruling: combat, the orders' effects, the special events and the game's setup are played from the printed rulebook; the tracker asks the table to confirm them.</source>
            <translation>裁定：战斗、命令的效果、特殊事件与游戏设置依纸本规则书进行；追踪器请玩家确认。</translation>
        </message>
        <message>
            <source>Track nothing past the building part of a year.</source>
            <translation>只追踪每年的建设部分。</translation>
        </message>
        <message>
            <source>Forum post, lines 64 and 123</source>
            <translation>论坛帖子，第 64、123 行</translation>
        </message>
        <message>
            <source>The post covers only the building part of a year; combat's rules are in another post.</source>
            <translation>帖子只涵盖每年的建设部分；战斗规则在另一篇帖子。</translation>
        </message>
        <message>
            <source>%1 = %2, as the group typed them; no rule of this reference checks them (DL-018)</source>
            <translation>%1 = %2，依玩家输入；本参考的任何规则都不检查（DL-018）</translation>
        </message>
        <message>
            <source>Dead letters</source>
            <translation>死信</translation>
        </message>
        <message>
            <source>Damage tokens in the dead letter office, from unpaid tax: −3 points each. The year tracker carries them in.</source>
            <translation>死信办公室中未缴税金造成的伤害指示物：每个 −3 分。年度追踪器会自动带入。</translation>
        </message>
        <message>
            <source>Checked by the rules</source>
            <translation>由规则检查</translation>
        </message>
        <message>
            <source>Other categories (not checked)</source>
            <translation>其他项目（未检查）</translation>
        </message>
        <message>
            <source>The points of each other category of the rulebook's final scoring, as the group counts them (negative for a loss). No rule of this reference checks them.</source>
            <translation>规则书最终计分中其他各项的分数，依玩家计算（扣分为负数）。本参考的任何规则都不检查。</translation>
        </message>
        <message>
            <source>Typed by the group, not checked by any rule</source>
            <translation>玩家输入，未经任何规则检查</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>总计</translation>
        </message>
        <message numerus="yes">
            <source>%n dead letter(s) × −3 = %1 (DL-007)</source>
            <translation>
                <numerusform>%n 封死信 × −3 = %1（DL-007）</numerusform>
            </translation>
        </message>
        <message>
            <source>dead letters and the other categories added up</source>
            <translation>死信与其他项目的合计</translation>
        </message>
        <message>
            <source>Enter every player's dead letters, 0 if none (DL-007).</source>
            <translation>请输入每位玩家的死信数，没有则填 0（DL-007）。</translation>
        </message>
        <message>
            <source>the dummy player</source>
            <translation>NPC</translation>
        </message>
        <message numerus="yes">
            <source>payday names the monsters let go of each of the %n player(s)</source>
            <translation>
                <numerusform>发薪日需列出 %n 位玩家各自解雇的怪物</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 has no monster %2 to let go (they have %3)</source>
            <translation>%1 没有第 %2 只怪物可以解雇（共有 %3 只）</translation>
        </message>
        <message>
            <source>%1 cannot pay the upkeep of %2 (%3 food, %4 gold) with what is left: let it go</source>
            <translation>%1 剩下的资源付不出 %2 的维持费（%3 食物、%4 黄金）：请让它走人</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>the special event is ignored in a First Game (DL-001)</source>
            <translation>First Game 无视特殊事件（DL-001）</translation>
        </message>
        <message>
            <source>the special event resolved as its card says (DL-001, DL-019)</source>
            <translation>特殊事件依卡片指示结算（DL-001、DL-019）</translation>
        </message>
        <message>
            <source>%1 — %2 now has %3</source>
            <translation>%1 — %2 现在有 %3</translation>
        </message>
        <message>
            <source>%1 — the dummy player's evil set to %2</source>
            <translation>%1 — NPC 的邪恶值设为 %2</translation>
        </message>
        <message>
            <source>%1 revealed; it resolves in round %2 (DL-002)</source>
            <translation>翻开%1，于第 %2 回合发动（DL-002）</translation>
        </message>
        <message>
            <source>adventurers of area %1, weakest first: %2 (DL-014)</source>
            <translation>第 %1 区的冒险者，由弱至强：%2（DL-014）</translation>
        </message>
        <message>
            <source>first player: %1 (DL-015)</source>
            <translation>起始玩家：%1（DL-015）</translation>
        </message>
        <message>
            <source>the game is scored (DL-008)</source>
            <translation>进行计分（DL-008）</translation>
        </message>
        <message>
            <source>first player of year 2: %1 (DL-009)</source>
            <translation>第二年的起始玩家：%1（DL-009）</translation>
        </message>
        <message>
            <source>%1 — %2 done</source>
            <translation>%1 — %2完成</translation>
        </message>
        <message>
            <source>: </source>
            <translation>：</translation>
        </message>
        <message>
            <source>expected at most %1 monsters, found %2</source>
            <translation>怪物最多 %1 只，实际为 %2</translation>
        </message>
        <message>
            <source>a "%1" step takes no "%2"; it takes: %3</source>
            <translation>“%1”步骤没有“%2”；可用：%3</translation>
        </message>
        <message>
            <source>Dungeon Lords — the game is over (%1)</source>
            <translation>地城领主 — 游戏已结束（%1）</translation>
        </message>
        <message>
            <source>Dungeon Lords — %1, %2 phase</source>
            <translation>地城领主 — %1，%2阶段</translation>
        </message>
        <message>
            <source>First player: %1</source>
            <translation>起始玩家：%1</translation>
        </message>
        <message>
            <source>Dummy player's evil: %1</source>
            <translation>NPC 的邪恶值：%1</translation>
        </message>
        <message numerus="yes">
            <source>%1: %2; %n dead letter(s)</source>
            <translation>
                <numerusform>%1：%2；%n 封死信</numerusform>
            </translation>
        </message>
        <message>
            <source>Ledger:</source>
            <translation>账目：</translation>
        </message>
        <message>
            <source>  nothing paid yet</source>
            <translation>  尚未支付任何东西</translation>
        </message>
        <message>
            <source>Steps recorded:</source>
            <translation>已记录的步骤：</translation>
        </message>
        <message>
            <source>Final score:</source>
            <translation>最终得分：</translation>
        </message>
        <message>
            <source>Now:</source>
            <translation>现在：</translation>
        </message>
        <message>
            <source>Add 2 room tiles to the room offer (the bargain shop).</source>
            <translation>补充两个房屋板块到中央板的讨价还价商店。</translation>
        </message>
        <message>
            <source>Discard the unsold room tiles, then add 2 room tiles to the room offer.</source>
            <translation>先将讨价还价商店没卖出的房屋板块丢到弃牌堆，再补充两个。</translation>
        </message>
        <message>
            <source>Add 3 monster cards to the monster offer (the underground tavern).</source>
            <translation>补三张怪物卡到中央板的地底酒馆。</translation>
        </message>
        <message>
            <source>Discard the unhired monster cards, then add 3 monster cards.</source>
            <translation>先将地底酒馆没人雇用的怪物卡丢到弃牌堆，再补三张。</translation>
        </message>
        <message>
            <source>Reveal event tile %1 of 3: it resolves in round %2's Event phase, so everyone has a round to prepare.</source>
            <translation>翻开第 %1 张事件卡（共 3 张）：于第 %2 回合的事件阶段发动，让大家至少有一个回合准备。</translation>
        </message>
        <message numerus="yes">
            <source>Reveal %n adventurer card(s) and lay them weakest (left) to strongest in area %1; if all are equally strong, discard the last and draw again until one differs.</source>
            <translation>
                <numerusform>翻开 %n 张冒险者卡，由弱（左）至强放在第 %1 区；如果强度都一样，就弃掉最后一张再翻一张，直到至少有一张不一样为止。</numerusform>
            </translation>
        </message>
        <message>
            <source>Round 4 reveals no event tile and no new adventurers.</source>
            <translation>第 4 回合没有事件卡也没有新冒险者。</translation>
        </message>
        <message>
            <source>Year 2: the rooms, monsters and adventurers come from the gold-back cards.</source>
            <translation>第二年：房屋、怪物与冒险者都使用金背卡。</translation>
        </message>
        <message>
            <source>The dummy player goes first: draw 3 of its 5 order cards at random and put a minion on the second space of each.</source>
            <translation>NPC 先放：从它剩下的 5 张命令卡随机抽 3 张，把小头放在各命令的第二格。</translation>
        </message>
        <message>
            <source>The two dummies go first: each draws 2 of its 5 order cards for the second space (the same order twice: second and third), then 1 of the other 3 for the first space (twice: first and second).</source>
            <translation>两个 NPC 先放：各从 5 张命令卡抽 2 张放第二格（同一类命令：第二、三格），再从剩下的 3 张各抽 1 张放第一格（同一类：第一、二格）。</translation>
        </message>
        <message>
            <source>The dummies' 3 inaccessible cards are shuffled as their next deck; the 3 used become inaccessible.</source>
            <translation>NPC 把 3 张无法使用的命令卡洗成下一回合的牌库；3 张用过的移到无法使用区。</translation>
        </message>
        <message>
            <source>Each player places 3 of their 6 usable order cards face down, in the order they will run.</source>
            <translation>每位玩家从 6 张可用命令卡中选 3 张，依执行顺序盖着放好。</translation>
        </message>
        <message>
            <source>Reveal the first cards together; from the first player, %1, each puts a minion on the topmost free space of that order (none free: on the card). Then the second cards, then the third.</source>
            <translation>大家一起翻开第一张；从起始玩家 %1 开始，把小头放到该命令最上面的空格（没有空格：放在命令卡上）。第二、第三张依此类推。</translation>
        </message>
        <message>
            <source>Resolve the central board row by row, top to bottom, each row left to right.</source>
            <translation>从上面那一行开始逐行结算中央板，每行由左至右。</translation>
        </message>
        <message>
            <source>Year 2: a buy-traps order draws one trap more and discards one (buy 1: draw 2 keep 1; buy 2: draw 3 keep 2).</source>
            <translation>第二年：买陷阱命令多抽一张并弃一张（买 1：抽 2 留 1；买 2：抽 3 留 2）。</translation>
        </message>
        <message>
            <source>Spare imps and troll tokens work rooms; in year 2 each room may produce twice (6 imps on a 3-imp food room: 2 food).</source>
            <translation>剩下的小恶魔与食人妖指示物到房间工作；第二年每个房间可以生产两次（3 只小恶魔的食物房间派 6 只：2 食物）。</translation>
        </message>
        <message>
            <source>Spare imps and troll tokens work rooms that meet their needs.</source>
            <translation>剩下的小恶魔与食人妖指示物到满足需求的房间工作。</translation>
        </message>
        <message>
            <source>Take back the first order card and the two inaccessible ones; the second and third become inaccessible (a failed second or third: take back it or the first, the other goes up).</source>
            <translation>收回左边第一张命令卡与两张无法使用的；第二、三张移到无法使用区（第二或第三张失败：从它或第一张选一张回手，另一张往上移）。</translation>
        </message>
        <message>
            <source>Type in what changed: gold, food, tiles, evil and monsters.</source>
            <translation>输入变动：黄金、食物、板块、邪恶值与怪物。</translation>
        </message>
        <message>
            <source>Tax day (revealed last round): each player pays 1 gold per 2 dungeon tiles, rounded up, conquered tiles included; each gold short is a dead letter.</source>
            <translation>收税日（上回合翻开）：每两个地城板块付一个黄金，无条件进位，被征服的板块也算；每少付一个黄金就是一封死信。</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n tile(s) taxed: %2 gold due, %3 paid, dead letters: %4.</source>
            <translation>
                <numerusform>%1：%n 个板块课税：应缴 %2 黄金，实付 %3，死信：%4。</numerusform>
            </translation>
        </message>
        <message>
            <source>Payday (revealed last round): each player pays every monster's upkeep; a monster not paid leaves.</source>
            <translation>发薪日（上回合翻开）：每位玩家支付每只怪物的维持费；发不出来的怪物会走人。</translation>
        </message>
        <message>
            <source>%1: pays %2 food and %3 gold; every monster stays.</source>
            <translation>%1：支付 %2 食物与 %3 黄金；怪物全部留下。</translation>
        </message>
        <message>
            <source>%1: pays %2 food and %3 gold; leaving: %4.</source>
            <translation>%1：支付 %2 食物与 %3 黄金；走人：%4。</translation>
        </message>
        <message>
            <source>The special event: ignored in a First Game.</source>
            <translation>特殊事件：First Game 无视。</translation>
        </message>
        <message>
            <source>The special event (revealed last round): turn up a special event card of the Distant Lands and do what it says.</source>
            <translation>特殊事件（上回合翻开）：翻开一张遥远大陆的特殊事件卡，依上面指示行动。</translation>
        </message>
        <message>
            <source>2 players: the dummy's evil goes up 1 first (to %1); it counts as nicer on equal evil, and its adventurer is discarded.</source>
            <translation>2 人游戏：先将 NPC 的邪恶值加 1（变成 %1）；平手时 NPC 算比较 nice 的一方，分给它的冒险者进弃牌堆。</translation>
        </message>
        <message>
            <source>%1 (evil %2)</source>
            <translation>%1（邪恶值 %2）</translation>
        </message>
        <message>
            <source>Hand out the adventurers of area %1, weakest first: %2.</source>
            <translation>分配第 %1 区的冒险者，由弱至强：%2。</translation>
        </message>
        <message>
            <source>Each goes on the front space of the dungeon's adventurer queue.</source>
            <translation>各自放到地城冒险者格最前面那格。</translation>
        </message>
        <message>
            <source>Each goes on space %1 of the queue; a warrior pushes in at the front.</source>
            <translation>各自放到冒险者格第 %1 格；战士会挤到最前面。</translation>
        </message>
        <message>
            <source>Building is over: turn the progress board to its combat side.</source>
            <translation>建设结束：将进度板翻到背面的战斗进度板。</translation>
        </message>
        <message>
            <source>winter</source>
            <translation>冬</translation>
        </message>
        <message>
            <source>spring</source>
            <translation>春</translation>
        </message>
        <message>
            <source>summer</source>
            <translation>夏</translation>
        </message>
        <message>
            <source>autumn</source>
            <translation>秋</translation>
        </message>
        <message>
            <source>Year %1, round %2 (%3)</source>
            <translation>第 %1 年第 %2 回合（%3）</translation>
        </message>
        <message>
            <source>New Round</source>
            <translation>新的一轮</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Production and Orders Retrieval</source>
            <translation>生产与回手</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>事件</translation>
        </message>
        <message>
            <source>End of Round</source>
            <translation>回家</translation>
        </message>
        <message>
            <source>Combat</source>
            <translation>战斗</translation>
        </message>
        <message>
            <source>Year 2 set-up</source>
            <translation>第二年准备</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最终计分</translation>
        </message>
        <message>
            <source>payday</source>
            <translation>发薪日</translation>
        </message>
        <message>
            <source>tax day</source>
            <translation>收税日</translation>
        </message>
        <message>
            <source>special event</source>
            <translation>特殊事件</translation>
        </message>
        <message>
            <source>Working imps and trolls go back to the nest; the first player marker passes left: %1 → %2.</source>
            <translation>工作的小恶魔与食人妖回到巢穴；起始玩家标示物传给左手边：%1 → %2。</translation>
        </message>
        <message>
            <source>Combat: play it with the rulebook (this reference does not cover it), type in the conquered tiles and what changed, then confirm.</source>
            <translation>战斗：依规则书进行（本参考不涵盖），输入被征服的板块与其他变动后确认。</translation>
        </message>
        <message>
            <source>After this combat the game is scored.</source>
            <translation>这场战斗结束后进行计分。</translation>
        </message>
        <message>
            <source>Swap the monster, room and adventurer decks for the gold-back year-2 cards; put the 4 year-2 combat cards on the central board.</source>
            <translation>把怪物、房屋与冒险者牌堆换成第二年用的金背卡；把第二年的 4 张战斗卡放到中央板上。</translation>
        </message>
        <message>
            <source>If year 1's paladin was not defeated, swap him for the year-2 paladin.</source>
            <translation>如果第一年的圣骑士没有被击败，将他换成第二年的圣骑士。</translation>
        </message>
        <message>
            <source>2 players: the dummy's evil goes down 2 (to %1).</source>
            <translation>2 人游戏：NPC 的邪恶值往下两格（变成 %1）。</translation>
        </message>
        <message>
            <source>The first player marker passes right: %1.</source>
            <translation>起始玩家标示物传给右手边：%1。</translation>
        </message>
        <message>
            <source>The first player marker passes left: %1.</source>
            <translation>起始玩家标示物传给左手边：%1。</translation>
        </message>
        <message>
            <source>The first player marker stays with %1.</source>
            <translation>起始玩家标示物不传，留在 %1。</translation>
        </message>
        <message>
            <source>The game is over: open the final sheet. Each dead letter costs 3 points; the group types the other categories.</source>
            <translation>游戏结束：打开最终计分表。每封死信扣 3 分；其他项目由玩家输入。</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n 个板块</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2: tax %3 gold on %4, paid in full (%5)</source>
            <translation>%1 — %2：%4 收税 %3 黄金，全额缴清（%5）</translation>
        </message>
        <message numerus="yes">
            <source>%1 — %2: tax %3 gold on %4, paid %5: %n dead letter(s) (%6)</source>
            <translation>
                <numerusform>%1 — %2：%4 收税 %3 黄金，实付 %5：%n 封死信（%6）</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2: payday, %3 food and %4 gold paid (%5)</source>
            <translation>%1 — %2：发薪日，支付 %3 食物与 %4 黄金（%5）</translation>
        </message>
        <message>
            <source>%1 — %2: payday, %3 food and %4 gold paid; left: %5 (%6)</source>
            <translation>%1 — %2：发薪日，支付 %3 食物与 %4 黄金；走人：%5（%6）</translation>
        </message>
        <message>
            <source>%1 (upkeep %2 food, %3 gold)</source>
            <translation>%1（维持费 %2 食物、%3 黄金）</translation>
        </message>
        <message>
            <source>%1 gold, %2 food, %3 tiles (%4 conquered), evil %5</source>
            <translation>%1 黄金、%2 食物、%3 个板块（被征服 %4）、邪恶值 %5</translation>
        </message>
        <message>
            <source>; monsters: %1</source>
            <translation>；怪物：%1</translation>
        </message>
    </context>
    <context>
        <name>Dwarf</name>
        <message numerus="yes">
            <source>%n steel</source>
            <translation>
                <numerusform>%n 个钢</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n gold</source>
            <translation>
                <numerusform>%n 个黄金</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n artifact(s)</source>
            <translation>
                <numerusform>%n 个神器</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n medal(s)</source>
            <translation>
                <numerusform>%n 枚勋章</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n iron</source>
            <translation>
                <numerusform>%n 个铁</numerusform>
            </translation>
        </message>
        <message>
            <source>steel</source>
            <translation>钢</translation>
        </message>
        <message>
            <source>gold</source>
            <translation>黄金</translation>
        </message>
        <message>
            <source>artifacts</source>
            <translation>神器</translation>
        </message>
        <message>
            <source>medals</source>
            <translation>勋章</translation>
        </message>
        <message>
            <source>iron</source>
            <translation>铁</translation>
        </message>
        <message>
            <source>%1 %2 → %3</source>
            <translation>%1 %2 → %3</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Iron vein</source>
            <translation>铁矿脉</translation>
        </message>
        <message>
            <source>Gold vein</source>
            <translation>金矿脉</translation>
        </message>
        <message>
            <source>Smelt steel</source>
            <translation>炼钢</translation>
        </message>
        <message>
            <source>Forge a sword</source>
            <translation>铸剑</translation>
        </message>
        <message>
            <source>Forge another artifact</source>
            <translation>锻造其他神器</translation>
        </message>
        <message>
            <source>Orc raiders</source>
            <translation>半兽人劫掠者</translation>
        </message>
        <message>
            <source>Mine goblin</source>
            <translation>矿坑妖精</translation>
        </message>
        <message>
            <source>Fire dragon</source>
            <translation>喷火龙</translation>
        </message>
        <message>
            <source>Giant fire dragon</source>
            <translation>巨大喷火龙</translation>
        </message>
        <message>
            <source>Flame-haired goblin</source>
            <translation>焰发妖精</translation>
        </message>
        <message>
            <source>no player may trigger a mining action this round</source>
            <translation>本轮没有玩家可以触发开采行动</translation>
        </message>
        <message>
            <source>every player returns 1 iron</source>
            <translation>每个玩家把一个铁放回补充区</translation>
        </message>
        <message>
            <source>every player returns 1 gold</source>
            <translation>每个玩家把一个黄金放回补充区</translation>
        </message>
        <message>
            <source>every player returns all their gold</source>
            <translation>每个玩家把自己所有的黄金放回补充区</translation>
        </message>
        <message>
            <source>every player turns 2 gold into 2 iron (1 into 1 with only 1 gold)</source>
            <translation>每个玩家把两个黄金换成两个铁（只有一个黄金时换成一个铁）</translation>
        </message>
        <message>
            <source>No bot: 2 to 5 players</source>
            <translation>无自动对手：2 至 5 人</translation>
        </message>
        <message>
            <source>Kili</source>
            <translation>奇力</translation>
        </message>
        <message>
            <source>Gimli</source>
            <translation>金灵</translation>
        </message>
        <message>
            <source>Thorin Oakenshield</source>
            <translation>索林·橡木盾</translation>
        </message>
        <message>
            <source>Dwarf</source>
            <translation>《矮人族》</translation>
        </message>
        <message>
            <source>Dwarf table trackers</source>
            <translation>《矮人族》牌桌追踪文件</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>计分</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家人数</translation>
        </message>
        <message>
            <source>The round</source>
            <translation>一轮游戏</translation>
        </message>
        <message>
            <source>Medals</source>
            <translation>勋章</translation>
        </message>
        <message>
            <source>Cards and resources</source>
            <translation>卡牌与资源</translation>
        </message>
        <message>
            <source>Solo game</source>
            <translation>单人游戏</translation>
        </message>
        <message>
            <source>At the end of the game each player counts their steel, gold and artifacts: the three categories of the score.</source>
            <translation>游戏结束时，每个玩家计算自己的钢、黄金和神器：这是计分的三个项目。</translation>
        </message>
        <message>
            <source>The hero of the masses (the winner) has the most in more of the three categories: each category is compared on its own, and a category tied for the most counts for nobody.</source>
            <translation>群众的英雄（优胜者）是在三个项目中较多项目数量最多的玩家：每个项目各自比较，数量最多者平手的项目不算任何人的。</translation>
        </message>
        <message>
            <source>On a tie, the player with the most medals wins.</source>
            <translation>平手时，拥有最多勋章的玩家获胜。</translation>
        </message>
        <message>
            <source>Still tied, the player with the most iron wins; still tied, the one with the most artifacts.</source>
            <translation>如果还是平手，拥有最多铁的玩家获胜；仍然平手，则比较神器数量。</translation>
        </message>
        <message>
            <source>Ruling: with 3 to 5 players each category goes to its sole leader (a category tied for the most counts for nobody); the most categories won makes the hero, and a tie on categories won is broken by medals, iron and artifacts among the tied players only.</source>
            <translation>裁定：3 至 5 人游戏时，每个项目由唯一数量最多的玩家赢得（最多者平手的项目不算任何人的）；赢得最多项目的玩家成为英雄，赢得项目数平手时，只在平手的玩家之间依次比较勋章、铁和神器。</translation>
        </message>
        <message>
            <source>Rank the players in each category and give points by place (with 3 players 3, 2 and 1; players tied share the better place's points); the most points wins, ties broken the same way.</source>
            <translation>在每个项目中为玩家排名并按名次给分（3 人时为 3、2、1 分；平手的玩家都得较好名次的分数）；总分最高者获胜，平手时以同样方式决定。</translation>
        </message>
        <message>
            <source>Ruling: players still tied after artifacts share the victory; each is a hero of the masses.</source>
            <translation>裁定：比较神器后仍然平手的玩家共享胜利；每人都是群众的英雄。</translation>
        </message>
        <message>
            <source>No hero: a game still tied after artifacts has no winner.</source>
            <translation>没有英雄：比较神器后仍然平手的游戏没有优胜者。</translation>
        </message>
        <message>
            <source>The rulebook names no step after artifacts. Players level on everything it counts have the same claim to the title, so they share it, as the result says.</source>
            <translation>规则书没有列出神器之后的比较。所有计算项目都相同的玩家对这个称号有同等的资格，因此共享它，结果中也会注明。</translation>
        </message>
        <message>
            <source>The game ends at the end of a round in which a player has made 4 artifacts (4 or more held: nothing takes an artifact away), or when a card must be drawn from the empty mountain deck.</source>
            <translation>当一轮结束时有玩家制作出 4 个神器（拥有 4 个以上：没有任何效果会拿走神器），或需要从已空的高山牌堆抽牌时，游戏结束。</translation>
        </message>
        <message>
            <source>The game ended at the end of round %1: %2 made 4 artifacts</source>
            <translation>游戏在第 %1 轮结束时结束：%2 制作出 4 个神器</translation>
        </message>
        <message>
            <source>When a card must be drawn from the empty mountain deck, the game ends at once: in the mining phase, before that round's dispatch.</source>
            <translation>需要从已空的高山牌堆抽牌时，游戏立即结束：发生在开采阶段，在该轮的行动派遣之前。</translation>
        </message>
        <message>
            <source>The game ended in round %1: a card had to be drawn from the empty mountain deck</source>
            <translation>游戏在第 %1 轮结束：需要从已空的高山牌堆抽牌</translation>
        </message>
        <message>
            <source>One copy of Dwarf seats up to 3 players; combined with a second copy, up to 5: two mines of 9 squares each, two cards drawn for each in the mining phase.</source>
            <translation>一套《矮人族》最多供 3 人游戏；结合第二套则最多 5 人：两个各有 9 格的矿坑，开采阶段时每个矿坑各抽两张牌。</translation>
        </message>
        <message>
            <source>%1 players need two copies of Dwarf combined: one copy seats at most 3</source>
            <translation>%1 人游戏需要结合两套《矮人族》：一套最多供 3 人</translation>
        </message>
        <message>
            <source>If the start player triggered a reinforce or a forge action this round, the start player marker passes clockwise to the next player at the end of the round.</source>
            <translation>若起始玩家在本轮触发过增援或锻造行动，一轮结束时把起始玩家标示物传给顺时针方向的下一位玩家。</translation>
        </message>
        <message>
            <source>A worker on a defense square beats its monster, and each successful defense earns that player 1 medal.</source>
            <translation>防卫格上的工人会打败该格的怪兽，每一次成功的防卫，该玩家获得一枚勋章。</translation>
        </message>
        <message>
            <source>Reward of Courage: a player earns 1 medal for each of their workers on a defense square, counting every defense square.</source>
            <translation>勇气的奖励：玩家在防卫格上的每一个工人可以得到一枚勋章，所有防卫格都算。</translation>
        </message>
        <message>
            <source>%1: %2 workers on defense squares; the reward counts 1 to 4, a player has at most 4 workers</source>
            <translation>%1：防卫格上有 %2 个工人；奖励计算 1 至 4 个，一个玩家最多有 4 个工人</translation>
        </message>
        <message>
            <source>A special action takes both main workers, or 4 medals and one worker.</source>
            <translation>特殊行动需要放两个主要工人，或花费 4 枚勋章并放一个工人。</translation>
        </message>
        <message>
            <source>%1 has %2 medals; a special action paid with medals costs 4</source>
            <translation>%1 有 %2 枚勋章；以勋章支付的特殊行动需要 4 枚</translation>
        </message>
        <message>
            <source>The fixed conversions: an iron vein gives 3 iron, a gold vein 1 gold; smelting steel turns 3 iron into 2 steel, forging a sword 3 steel into 1 artifact. Other artifacts cost what their card prints.</source>
            <translation>固定转换：铁矿脉得到 3 个铁，金矿脉得到 1 个黄金；炼钢把 3 个铁换成 2 个钢，铸剑把 3 个钢换成 1 个神器。其他神器的花费以卡牌上印的为准。</translation>
        </message>
        <message>
            <source>%1 has %2; %3 takes %4</source>
            <translation>%1 有 %2；%3 需要 %4</translation>
        </message>
        <message>
            <source>A monster whose defense square has no worker hits every player: orc raiders, no mining actions this round; mine goblin, 1 iron each; fire dragon, 1 gold each; giant fire dragon, all their gold; flame-haired goblin, 2 gold turned into 2 iron (1 into 1 for a player with 1 gold).</source>
            <translation>防卫格上没有工人的怪兽会攻击所有玩家：半兽人劫掠者，本轮不能开采；矿坑妖精，每人失去 1 个铁；喷火龙，每人失去 1 个黄金；巨大喷火龙，每人失去所有黄金；焰发妖精，每人把 2 个黄金换成 2 个铁（只有 1 个黄金的玩家换 1 个）。</translation>
        </message>
        <message>
            <source>No mining action this round: the orc raiders were not defended</source>
            <translation>本轮不能开采：没有防卫半兽人劫掠者</translation>
        </message>
        <message>
            <source>Resources have no limit, but a player may never have more than 4 workers.</source>
            <translation>资源数量没有上限，但一个玩家不能拥有超过 4 个工人。</translation>
        </message>
        <message>
            <source>%1 would have %2 workers; a player has at most 4</source>
            <translation>%1 将会有 %2 个工人；一个玩家最多 4 个</translation>
        </message>
        <message>
            <source>Solo: the bot (Kili, Gimli or Thorin Oakenshield) plays first every round, the order never changes, and it never takes a special action; otherwise it is a normal two-player game.</source>
            <translation>单人游戏：自动对手（奇力、金灵或索林·橡木盾）每一轮总是先行动，顺序不会改变，且绝不采取特殊行动；其他方面如同一般的双人游戏。</translation>
        </message>
        <message>
            <source>%1 is the solo bot: it plays first every round and never takes a special action</source>
            <translation>%1 是单人游戏的自动对手：每一轮都先行动，且绝不采取特殊行动</translation>
        </message>
        <message>
            <source>Solo against Gimli or Thorin (not Kili): your 1st, 2nd and 3rd special actions give him 1, 2 and 3 medals.</source>
            <translation>对抗金灵或索林的单人游戏（奇力除外）：你第一、第二、第三次特殊行动分别让他获得一、二、三枚勋章。</translation>
        </message>
        <message>
            <source>After your three special actions Gimli has 6 medals from them (1 + 2 + 3).</source>
            <translation>你三次特殊行动之后，金灵因此获得 6 枚勋章（1 + 2 + 3）。</translation>
        </message>
        <message>
            <source>Solo against Gimli or Thorin: you may take at most 3 special actions in the game.</source>
            <translation>对抗金灵或索林的单人游戏：整场游戏你最多只能选用三次特殊行动。</translation>
        </message>
        <message>
            <source>You have taken %1 special actions; against %2 at most 3 in a game</source>
            <translation>你已选用 %1 次特殊行动；对抗%2时整场游戏最多 3 次</translation>
        </message>
        <message>
            <source>Solo: Gimli (and Thorin) wins at once as soon as he has 12 medals.</source>
            <translation>单人游戏：金灵（和索林）一旦累积 12 枚勋章就立即获胜。</translation>
        </message>
        <message>
            <source>%1 has %2 medals and has won at once: the game is over</source>
            <translation>%1 有 %2 枚勋章，立即获胜：游戏结束</translation>
        </message>
        <message>
            <source>Solo: when Gimli (or Thorin) triggers a forge action, he triggers it twice if he has the resources.</source>
            <translation>单人游戏：金灵（或索林）触发锻造行动时，如果有足够的资源，就接连触发两次。</translation>
        </message>
        <message>
            <source>Steel</source>
            <translation>钢</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>黄金</translation>
        </message>
        <message>
            <source>Artifacts</source>
            <translation>神器</translation>
        </message>
        <message>
            <source>Counted at the end</source>
            <translation>结束时计算</translation>
        </message>
        <message>
            <source>Tie-breaks</source>
            <translation>平手时比较</translation>
        </message>
        <message>
            <source>For the record</source>
            <translation>记录用</translation>
        </message>
        <message>
            <source>The player's steel at the end of the game</source>
            <translation>游戏结束时该玩家的钢</translation>
        </message>
        <message>
            <source>The player's gold at the end of the game</source>
            <translation>游戏结束时该玩家的黄金</translation>
        </message>
        <message>
            <source>The artifacts the player made</source>
            <translation>该玩家制作的神器</translation>
        </message>
        <message>
            <source>Needed only to break a tie</source>
            <translation>只在平手时需要</translation>
        </message>
        <message>
            <source>Iron</source>
            <translation>铁</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>工人</translation>
        </message>
        <message>
            <source>The player's workers: 4 at most</source>
            <translation>该玩家的工人：最多 4 个</translation>
        </message>
        <message>
            <source>Two copies combined (4–5 players)</source>
            <translation>结合两套游戏（4–5 人）</translation>
        </message>
        <message>
            <source>One copy of Dwarf seats up to 3 players</source>
            <translation>一套《矮人族》最多供 3 人游戏</translation>
        </message>
        <message>
            <source>Categories with 3–5 players</source>
            <translation>3–5 人时的项目判定</translation>
        </message>
        <message>
            <source>The rulebook is silent on 3 to 5 players: the group's ruling, saved with the sheet</source>
            <translation>规则书对 3 至 5 人未作说明：由玩家们裁定，与计分表一起保存</translation>
        </message>
        <message>
            <source>Sole leader wins each</source>
            <translation>唯一最多者赢得该项</translation>
        </message>
        <message>
            <source>Points by place</source>
            <translation>按名次计分</translation>
        </message>
        <message>
            <source>%1 players need two copies of Dwarf combined: one copy seats at most 3; choose "Two copies combined"</source>
            <translation>%1 人游戏需要结合两套《矮人族》：一套最多供 3 人；请勾选“结合两套游戏”</translation>
        </message>
        <message>
            <source>Category points</source>
            <translation>项目得分</translation>
        </message>
        <message>
            <source>Categories won</source>
            <translation>赢得项目数</translation>
        </message>
        <message>
            <source>not decided: %1 still to be entered for %2</source>
            <translation>要等 %2 的%1输入后才能决定</translation>
        </message>
        <message>
            <source>points by place</source>
            <translation>按名次计分</translation>
        </message>
        <message>
            <source>%1 has the most</source>
            <translation>%1最多</translation>
        </message>
        <message>
            <source>%1 are tied for the most: it counts for nobody</source>
            <translation>%1同为最多：此项不算任何人的</translation>
        </message>
        <message>
            <source>%1: %2 — %3.</source>
            <extracomment>A step of the verdict: "Gold: Ann 9, Bob 10 — Bob has the most (DWARF-002)."</extracomment>
            <translation>%1：%2 — %3。</translation>
        </message>
        <message>
            <source>Not entered yet</source>
            <translation>尚未输入</translation>
        </message>
        <message>
            <source>Breaks a tie first</source>
            <translation>平手时第一个比较</translation>
        </message>
        <message>
            <source>Breaks a tie after medals</source>
            <translation>平手时在勋章之后比较</translation>
        </message>
        <message>
            <source>No category won</source>
            <translation>没有赢得任何项目</translation>
        </message>
        <message>
            <source>Won: %1</source>
            <translation>赢得：%1</translation>
        </message>
        <message>
            <source>Enter every player's steel, gold and artifacts</source>
            <translation>请输入每位玩家的钢、黄金和神器</translation>
        </message>
        <message>
            <source>Categories with 3 to 5 players: points by place, the most points wins</source>
            <translation>3 至 5 人时的项目判定：按名次计分，得分最高者获胜</translation>
        </message>
        <message>
            <source>Categories with 3 to 5 players: each goes to its sole leader, the most categories wins</source>
            <translation>3 至 5 人时的项目判定：每项由唯一最多者赢得，赢得最多项目者获胜</translation>
        </message>
        <message>
            <source>Still tied after artifacts: a shared victory</source>
            <translation>比较神器后仍然平手：共享胜利</translation>
        </message>
        <message>
            <source>%1 has %2 medals and wins at once: the game is over</source>
            <translation>%1 有 %2 枚勋章，立即获胜：游戏结束</translation>
        </message>
        <message>
            <source>a solo game has 2 players, you and the bot; found %1</source>
            <translation>单人游戏有 2 位玩家：你和自动对手；实际为 %1</translation>
        </message>
        <message>
            <source>Dwarf is for 2 to 5 players (or 1 against a bot); found %1</source>
            <translation>《矮人族》适合 2 至 5 人（或 1 人对抗自动对手）；实际为 %1</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>玩家需要名字</translation>
        </message>
        <message>
            <source>"%1" is the name of another player</source>
            <translation>“%1”是另一位玩家的名字</translation>
        </message>
        <message>
            <source>expected a player from 0 to %1, found %2</source>
            <translation>预期玩家编号 0 至 %1，实际为 %2</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>玩家 1</translation>
        </message>
        <message>
            <source>Player 2</source>
            <translation>玩家 2</translation>
        </message>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>this change</source>
            <translation>此变更</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>第 %1 轮</translation>
        </message>
        <message>
            <source>%1 — %2: %3, twice: %4</source>
            <translation>%1 — %2：%3，两次：%4</translation>
        </message>
        <message>
            <source>%1 — %2: %3: %4</source>
            <translation>%1 — %2：%3：%4</translation>
        </message>
        <message>
            <source>nothing to lose</source>
            <translation>没有可失去的</translation>
        </message>
        <message>
            <source>%1 — %2, undefended: %3</source>
            <translation>%1 — %2，未防卫：%3</translation>
        </message>
        <message>
            <source>: </source>
            <translation>：</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>%1 — %2 defends: %3</source>
            <translation>%1 — %2 防卫成功：%3</translation>
        </message>
        <message numerus="yes">
            <source>%1 — %2: Reward of Courage, %n worker(s) on defense: %3</source>
            <translation>
                <numerusform>%1 — %2：勇气的奖励，防卫格上有 %n 个工人：%3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2 takes a special action with 4 medals and a worker</source>
            <translation>%1 — %2 花费 4 枚勋章和一个工人选用特殊行动</translation>
        </message>
        <message>
            <source>%1 — %2 takes a special action with both main workers</source>
            <translation>%1 — %2 放两个主要工人选用特殊行动</translation>
        </message>
        <message numerus="yes">
            <source>; special action %1 of 3: %2 gains %n medal(s), %3</source>
            <translation>
                <numerusform>；第 %1 次特殊行动（共 3 次）：%2 获得 %n 枚勋章，%3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2 reinforces: %3 workers this round, at most 4</source>
            <translation>%1 — %2 增援：本轮有 %3 个工人，最多 4 个</translation>
        </message>
        <message>
            <source>%1 — %2: %3</source>
            <translation>%1 — %2：%3</translation>
        </message>
        <message>
            <source>%1 — %2, %3: %4</source>
            <translation>%1 — %2，%3：%4</translation>
        </message>
        <message>
            <source>End of round %1</source>
            <translation>第 %1 轮结束</translation>
        </message>
        <message>
            <source>: %1 made 4 artifacts, the game is over</source>
            <translation>：%1 制作出 4 个神器，游戏结束</translation>
        </message>
        <message>
            <source>: %1 starts the next round, as every round</source>
            <translation>：%1 如每一轮一样先开始下一轮</translation>
        </message>
        <message>
            <source>: the start player marker passes to %1</source>
            <translation>：起始玩家标示物传给 %1</translation>
        </message>
        <message>
            <source>: %1 keeps the start player marker</source>
            <translation>：%1 保留起始玩家标示物</translation>
        </message>
        <message>
            <source>%1 — a card must be drawn from the empty mountain deck: the game is over</source>
            <translation>%1 — 需要从已空的高山牌堆抽牌：游戏结束</translation>
        </message>
        <message>
            <source>Dwarf: table tracker (solo and rounds)</source>
            <translation>《矮人族》：牌桌追踪（单人与每轮）</translation>
        </message>
        <message>
            <source>%1: decided once every player has an entry for %2</source>
            <translation>%1：所有玩家的%2输入后才能决定</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n point(s) by place among %2 players</source>
            <translation>
                <numerusform>%1：在 %2 位玩家中按名次得 %n 分</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: the most, a category won</source>
            <translation>%1：最多，赢得此项</translation>
        </message>
        <message>
            <source>%1: tied for the most with %2, so nobody wins it</source>
            <translation>%1：与 %2 同为最多，因此没有人赢得此项</translation>
        </message>
        <message>
            <source>%1: %2 has more (%3)</source>
            <translation>%1：%2 较多（%3）</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game</source>
            <translation>规则书“游戏目标”</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game, and scoring examples 1 and 2</source>
            <translation>规则书“游戏目标”，以及计分举例 1、2</translation>
        </message>
        <message>
            <source>Example 1: 小明 has 4, 9 and 8, 小芬 2, 10 and 12; 小芬 has more in two of the three categories and wins. The printed icons are garbled: Hallkeeper reads the numbers in the order the goal of the game names them (steel, gold, artifacts); the verdict does not depend on it.</source>
            <translation>举例 1：小明有 4、9 和 8，小芬有 2、10 和 12；小芬在三个项目中有两项较多，因此获胜。印刷的图标已损坏：Hallkeeper 按“游戏目标”列出的顺序（钢、黄金、神器）解读这些数字；结果与顺序无关。</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game; 平時時 is a misprint of 平手時, "on a tie"</source>
            <translation>规则书“游戏目标”；“平時時”是“平手時”（平手时）的误植</translation>
        </message>
        <message>
            <source>Example 2: 小明 has 4, 9 and 8, 小芬 2, 9 and 14: one category each and one tied. 小芬 has 9 medals and 小明 7, so 小芬 wins.</source>
            <translation>举例 2：小明有 4、9 和 8，小芬有 2、9 和 14：双方各赢一项，一项平手。小芬有 9 枚勋章，小明有 7 枚，因此小芬获胜。</translation>
        </message>
        <message>
            <source>Example 3: 小明 and 小芬 are tied on the categories and on medals; 小芬 has 5 iron and 小明 1, so 小芬 wins.</source>
            <translation>举例 3：小明和小芬在三个项目和勋章上都平手；小芬有 5 个铁，小明有 1 个，因此小芬获胜。</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game: written for two players, silent on three to five</source>
            <translation>规则书“游戏目标”：为两人游戏而写，对 3 至 5 人未作说明</translation>
        </message>
        <message>
            <source>The rulebook's examples 1 and 2 compare each category on its own between two players and let a tied category count for nobody. The sole-leader ruling keeps exactly that with more players and is the rulebook itself with two; ranking points reward second places, which the rulebook never mentions. The score sheet saves the group's choice and the result shows it.</source>
            <translation>规则书的举例 1、2 在两位玩家之间逐项比较，平手的项目不算任何人的。“唯一最多者”裁定在更多玩家时完全保留这一点，两人时就是规则书本身；名次计分则奖励第二名，而规则书从未提及。计分表会保存玩家们的选择，结果中也会显示。</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game: the tie-breaks stop at artifacts</source>
            <translation>规则书“游戏目标”：平手的比较到神器为止</translation>
        </message>
        <message>
            <source>Rulebook, How the game is played</source>
            <translation>规则书“游戏如何进行”</translation>
        </message>
        <message>
            <source>Rulebook, Mining phase</source>
            <translation>规则书“开采阶段”</translation>
        </message>
        <message>
            <source>Rulebook, Combining two copies</source>
            <translation>规则书“结合两套游戏”</translation>
        </message>
        <message>
            <source>Rulebook, End of the round; also Trigger phase: reinforce and forge, and the mountain card glossary: rotate the start player</source>
            <translation>规则书“一轮结束”；另见“行动触发阶段”的增援与锻造，以及高山牌术语表：轮替起始玩家</translation>
        </message>
        <message>
            <source>Rulebook, Trigger phase: defend</source>
            <translation>规则书“行动触发阶段：防卫”</translation>
        </message>
        <message>
            <source>Rulebook, mountain card glossary: Reward of Courage</source>
            <translation>规则书高山牌术语表：勇气的奖励</translation>
        </message>
        <message>
            <source>Rulebook, Dispatch phase: special action</source>
            <translation>规则书“行动派遣阶段：特殊行动”</translation>
        </message>
        <message>
            <source>Rulebook, Smelting and the mountain card glossary</source>
            <translation>规则书“炼钢说明”与高山牌术语表</translation>
        </message>
        <message>
            <source>Rulebook, Trigger phase: defend and the mountain card glossary. The glossary says "if not defended at the end of the round"; the attack comes when the defense square triggers, before the mining actions the orc raiders forbid.</source>
            <translation>规则书“行动触发阶段：防卫”与高山牌术语表。术语表写“如果此轮结束时没有防卫”；攻击发生在防卫格触发时，在半兽人劫掠者所禁止的开采行动之前。</translation>
        </message>
        <message>
            <source>Rulebook, Setup</source>
            <translation>规则书“游戏开始的设置”</translation>
        </message>
        <message>
            <source>Rulebook, Solo game</source>
            <translation>规则书“单人游戏”</translation>
        </message>
        <message>
            <source>Rulebook, Solo game: Gimli; Thorin follows all of Gimli's rules</source>
            <translation>规则书“单人游戏：金灵”；索林遵循金灵的所有规则</translation>
        </message>
        <message>
            <source>Rulebook, Solo game: Gimli</source>
            <translation>规则书“单人游戏：金灵”</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>nothing</source>
            <translation>无</translation>
        </message>
        <message>
            <source>spells are cast before recruiting or digging</source>
            <translation>咒语须在征募或挖掘之前释放</translation>
        </message>
        <message>
            <source>workshops are used before recruiting or digging</source>
            <translation>工坊须在征募或挖掘之前启动</translation>
        </message>
        <message>
            <source>recruit or dig</source>
            <translation>征募或挖掘</translation>
        </message>
        <message>
            <source>recruiting comes before halls and statue moves</source>
            <translation>征募须在设立大厅和移动雕像之前进行</translation>
        </message>
        <message>
            <source>digging comes before halls and statue moves</source>
            <translation>挖掘须在设立大厅和移动雕像之前进行</translation>
        </message>
        <message>
            <source>halls are dedicated before statues move</source>
            <translation>大厅须在移动雕像之前设立</translation>
        </message>
        <message>
            <source>recruit or dig first</source>
            <translation>请先征募或挖掘</translation>
        </message>
        <message>
            <source>spells are cast before halls and statue moves</source>
            <translation>咒语须在设立大厅和移动雕像之前释放</translation>
        </message>
        <message>
            <source>workshops are used before halls and statue moves</source>
            <translation>工坊须在设立大厅和移动雕像之前启动</translation>
        </message>
    </context>
    <context>
        <name>FileLock</name>
        <message>
            <source>%1 cannot be written: the folder %2 does not exist</source>
            <translation>无法写入 %1：文件夹 %2 不存在</translation>
        </message>
        <message>
            <source>%1 cannot be written: no lock file can be made in %2</source>
            <translation>无法写入 %1：无法在 %2 创建锁文件</translation>
        </message>
        <message>
            <source>%1 cannot be written: no lock file can be made in %2: %3</source>
            <translation>无法写入 %1：无法在 %2 创建锁文件：%3</translation>
        </message>
        <message>
            <source>%1 is being written by another program</source>
            <translation>%1 正由另一个程序写入</translation>
        </message>
        <message>
            <source>%1 is open in %2 (process %3 on %4)</source>
            <translation>%1 已在 %2 中打开（%4 上的进程 %3）</translation>
        </message>
        <message>
            <source>%1 is open in %2 (process %3)</source>
            <translation>%1 已在 %2 中打开（进程 %3）</translation>
        </message>
    </context>
    <context>
        <name>GameReader</name>
        <message>
            <source>expected a level from 0 (a starting troll) to 3, found %1</source>
            <translation>等级应为 0（起始巨魔）到 3，实际为 %1</translation>
        </message>
        <message>
            <source>expected a resource such as "stone" or a clan cart such as "cart:fire", found %1</source>
            <translation>应为资源（例如 "stone"）或氏族矿车（例如 "cart:fire"），实际为 %1</translation>
        </message>
        <message>
            <source>only a cart icon carries a clan mark ("cart:fire", "cart:ice", "cart:moon"), found %1</source>
            <translation>只有矿车标记能带有氏族印记（"cart:fire"、"cart:ice"、"cart:moon"），实际为 %1</translation>
        </message>
        <message>
            <source>expected a troll icon as [slot, icon], found %1</source>
            <translation>应为 [slot, icon] 形式的巨魔资源标记，实际为 %1</translation>
        </message>
        <message>
            <source>expected a market level from 1 to 3, found %1</source>
            <translation>氏族卡堆的等级应为 1 到 3，实际为 %1</translation>
        </message>
        <message>
            <source>a correction says why it was made</source>
            <translation>修正必须说明原因</translation>
        </message>
        <message>
            <source>expected a player name, found an empty one</source>
            <translation>应填写玩家名称，实际为空</translation>
        </message>
        <message>
            <source>expected the 4 starting trolls of the bottom row, found %1</source>
            <translation>最下面一行应为 4 个起始巨魔，实际为 %1 个</translation>
        </message>
        <message>
            <source>unknown workshop "%1"</source>
            <translation>未知的工坊“%1”</translation>
        </message>
        <message>
            <source>expected 5 layers of 3 token values (Fire, Ice, Moon), found %1 layers</source>
            <translation>应为 5 层、每层 3 个标记数值（烈火、冰霜、皎月），实际为 %1 层</translation>
        </message>
        <message>
            <source>expected a player from 0 to %1, found %2</source>
            <translation>玩家应为 0 到 %1，实际为 %2</translation>
        </message>
        <message>
            <source>an override says why the table did it anyway</source>
            <translation>例外记录必须说明玩家们为何仍然这样做</translation>
        </message>
        <message>
            <source>an illegal action, not recorded as an override: %1</source>
            <translation>违反规则的行动，且未记为例外记录：%1</translation>
        </message>
        <message>
            <source>the recorded ledger differs from what replaying the action gives</source>
            <translation>记录的收支明细与重放该行动得到的结果不同</translation>
        </message>
        <message>
            <source>expected "eachPart" or "wholeTile", found %1</source>
            <translation>应为 "eachPart" 或 "wholeTile"，实际为 %1</translation>
        </message>
        <message>
            <source>expected the 3 token values of the layer (Fire, Ice, Moon), found %1</source>
            <translation>应为该层的 3 个标记数值（烈火、冰霜、皎月），实际为 %1 个</translation>
        </message>
        <message>
            <source>expected the names of at most 3 face-up spells, found %1</source>
            <translation>应为至多 3 张翻开咒语的名称，实际为 %1 个</translation>
        </message>
        <message>
            <source>the box holds %1 workshop tiles, but a game of %2 players needs %3</source>
            <translation>游戏盒中有 %1 块工坊板块，但 %2 人游戏需要 %3 块</translation>
        </message>
        <message>
            <source>an action beyond Hallkeeper's limits: %1</source>
            <translation>超出 Hallkeeper 上限的行动：%1</translation>
        </message>
        <message>
            <source>a level %1 troll belongs to a clan; this one has none</source>
            <translation>%1 级巨魔属于某个氏族，但这张卡没有填写氏族</translation>
        </message>
        <message>
            <source>a game places at most %1 tunnel tiles and great halls, overrides included (the box holds 52 and 6): a limit of Hallkeeper's</source>
            <translation>一局游戏最多放置 %1 个隧道板块与大厅（含例外记录；游戏盒中有 52 个与 6 个）：这是 Hallkeeper 的上限</translation>
        </message>
        <message>
            <source>the game has %1 actions, more than the %2 a game file of Hallkeeper's holds</source>
            <translation>该游戏有 %1 个行动，超过 Hallkeeper 游戏文件可容纳的 %2 个</translation>
        </message>
    </context>
    <context>
        <name>GameRegistry</name>
        <message>
            <source>%1 has no score sheet</source>
            <translation>%1 没有计分表</translation>
        </message>
        <message>
            <source>unknown game "%1"; expected one of: %2</source>
            <translation>未知的游戏“%1”；可用的有：%2</translation>
        </message>
        <message>
            <source>a .%1 file of %2 records no play</source>
            <translation>%2 的 .%1 文件没有记录对局</translation>
        </message>
    </context>
    <context>
        <name>GameScore</name>
        <message>
            <source>tile %1</source>
            <translation>板块 %1</translation>
        </message>
        <message>
            <source>gate of %1</source>
            <translation>%1的大门</translation>
        </message>
        <message>
            <source>Its tunnel is the %1, a tunnel of its own: only its best statue scores (SCORE-ONE-PER-TUNNEL, SCORE-GATE).</source>
            <translation>它所在的隧道是%1，大门本身就是一个独立的隧道：只有其中得分最高的雕像计分（SCORE-ONE-PER-TUNNEL、SCORE-GATE）。</translation>
        </message>
        <message>
            <source>Its tunnel is tile %1: only the best statue of a tunnel scores (SCORE-ONE-PER-TUNNEL).</source>
            <translation>它所在的隧道是板块 %1：每个隧道只有得分最高的雕像计分（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>Its tunnel is tile %1, split by a great hall: by the table ruling of this game, one statue per printed tile scores, whatever a hall covers (SCORE-ONE-PER-TUNNEL).</source>
            <translation>它所在的隧道是被大厅分开的板块 %1：按照本局选定的本桌裁定，不论大厅覆盖了哪些部分，每个隧道板块只有一个雕像计分（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>Its tunnel is part %1 of %2 of tile %3: the parts a great hall leaves uncovered are separate tunnels (HALL-UNIT), and only the best statue of each scores (SCORE-ONE-PER-TUNNEL).</source>
            <translation>它所在的隧道是板块 %3 的第 %1 部分（共 %2 部分）：大厅下方延伸出来的部分各自是独立的隧道（HALL-UNIT），每个只有得分最高的雕像计分（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>In the Hall of the Mountain King</source>
            <translation>《山岳之王》</translation>
        </message>
        <message>
            <source>Mountain King games</source>
            <translation>《山岳之王》游戏</translation>
        </message>
        <message>
            <source>Mountain King boards</source>
            <translation>《山岳之王》版图</translation>
        </message>
        <message>
            <source>Mountain King component catalogs</source>
            <translation>《山岳之王》配件目录</translation>
        </message>
        <message>
            <source>Terra Mystica: Fire &amp; Ice</source>
            <translation>《神秘大地：火与冰》</translation>
        </message>
    </context>
    <context>
        <name>GenericSheet</name>
        <message>
            <source>expected the game's identifier, such as "dwarf", found %1</source>
            <translation>应为游戏的标识符，例如 "dwarf"，实际为 %1</translation>
        </message>
        <message>
            <source>expected "%1", found %2</source>
            <translation>应为 "%1"，实际为 %2</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Setting: %1</source>
            <translation>设置：%1</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>item %1</source>
            <translation>第 %1 项</translation>
        </message>
        <message>
            <source>an integer</source>
            <translation>整数</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true 或 false</translation>
        </message>
        <message>
            <source>one of %1</source>
            <translation>%1 之一</translation>
        </message>
        <message>
            <source>a list of integers</source>
            <translation>整数列表</translation>
        </message>
        <message>
            <source>%1: expected from %2 to %3, found %4</source>
            <translation>%1：应为 %2 到 %3，实际为 %4</translation>
        </message>
        <message>
            <source>%1: expected %2</source>
            <translation>%1：应为%2</translation>
        </message>
        <message>
            <source>%1: expected %2, found "%3"</source>
            <translation>%1：应为%2，实际为“%3”</translation>
        </message>
        <message numerus="yes">
            <source>%1: at most %n entries</source>
            <translation>
                <numerusform>%1：最多 %n 项</numerusform>
            </translation>
        </message>
        <message>
            <source>expected from %1 to %2 players, found %3</source>
            <translation>应为 %1 到 %2 名玩家，实际为 %3 名</translation>
        </message>
        <message>
            <source>every player needs a name</source>
            <translation>每名玩家都需要名称</translation>
        </message>
        <message>
            <source>two players are called "%1"; give each a name of their own</source>
            <translation>有两名玩家都叫“%1”；请为每名玩家取不同的名称</translation>
        </message>
        <message>
            <source>no such field in this game's sheet</source>
            <translation>这个游戏的计分表没有此字段</translation>
        </message>
        <message>
            <source>%1: %2 is taken by %3; each player takes a different one</source>
            <translation>%1：%2 已由 %3 选择；每名玩家须选不同的项目</translation>
        </message>
        <message>
            <source>no such setting in this game's sheet</source>
            <translation>这个游戏的计分表没有此设置</translation>
        </message>
    </context>
    <context>
        <name>ImportFile</name>
        <message>
            <source>no such file</source>
            <translation>没有这个文件</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>是文件夹，不是文件</translation>
        </message>
        <message>
            <source>is not a regular file (a FIFO, a pipe or a device)</source>
            <translation>不是普通文件（而是 FIFO、管道或设备）</translation>
        </message>
        <message>
            <source>is %1 bytes; at most %2 are read</source>
            <translation>有 %1 字节；最多只读取 %2</translation>
        </message>
        <message>
            <source>cannot be read: %1</source>
            <translation>无法读取：%1</translation>
        </message>
        <message>
            <source>is larger than %1 bytes</source>
            <translation>大于 %1 字节</translation>
        </message>
        <message>
            <source>expected a BG Stats backup (.json) or a BoardGameGeek plays file (.xml)</source>
            <translation>应为 BG Stats 备份（.json）或 BoardGameGeek 对局文件（.xml）</translation>
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
            <source>expected "%1", found %2</source>
            <translation>应为 "%1"，实际为 %2</translation>
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
        <message>
            <source>the file could not be written completely</source>
            <translation>文件无法完整写入</translation>
        </message>
        <message>
            <source>this key is given twice in one object; give it once</source>
            <translation>此键名在同一个对象中出现两次；请只写一次</translation>
        </message>
        <message>
            <source>the file would be %1 bytes, more than the %2 bytes Hallkeeper reads</source>
            <translation>文件将有 %1 字节，超过 Hallkeeper 可读取的 %2 字节</translation>
        </message>
        <message>
            <source>expected an integer ≥ %1, found %2</source>
            <translation>应为 ≥ %1 的整数，实际为 %2</translation>
        </message>
        <message>
            <source>expected an integer from %1 to %2, found %3</source>
            <translation>应为 %1 到 %2 的整数，实际为 %3</translation>
        </message>
        <message>
            <source>expected a square as [row, column], found %1</source>
            <translation>应为 [行, 列] 形式的方格，实际为 %1</translation>
        </message>
        <message>
            <source>expected a translation, found an empty string</source>
            <translation>应为译名，却是空字符串</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a problem's place, then what is wrong there</comment>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>a FIFO or a pipe</source>
            <translation>FIFO 或管道</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>字符设备</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>块设备</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>套接字</translation>
        </message>
        <message>
            <source>a special file</source>
            <translation>特殊文件</translation>
        </message>
        <message>
            <source>is too large to be a Hallkeeper file (more than %1 bytes)</source>
            <translation>文件过大，不可能是 Hallkeeper 文件（超过 %1 字节）</translation>
        </message>
        <message>
            <source>exists already (a symbolic link); choose a new file name</source>
            <translation>已经存在（符号链接）；请选择新的文件名</translation>
        </message>
        <message>
            <source>exists already; choose a new file name</source>
            <translation>已经存在；请选择新的文件名</translation>
        </message>
        <message>
            <source>is %1, not a regular file: Hallkeeper reads only regular files</source>
            <translation>是%1，不是普通文件：Hallkeeper 只读取普通文件</translation>
        </message>
        <message>
            <source>is a symbolic link; Hallkeeper never writes through one: give the path of the file itself</source>
            <translation>是符号链接；Hallkeeper 绝不通过链接写入：请提供文件本身的路径</translation>
        </message>
        <message>
            <source>is %1, not a regular file: Hallkeeper writes only regular files</source>
            <translation>是%1，不是普通文件：Hallkeeper 只写入普通文件</translation>
        </message>
        <message>
            <source>an object with more than %1 keys: a limit of Hallkeeper's, far beyond any of its files</source>
            <translation>对象的键名超过 %1 个：这是 Hallkeeper 的上限，远超它的任何文件</translation>
        </message>
        <message numerus="yes">
            <source>%n more keys are given twice in one object</source>
            <translation>
                <numerusform>另有 %n 个键名在同一个对象中重复出现</numerusform>
            </translation>
        </message>
        <message>
            <source>expected at most %1 characters, found %2: a limit of Hallkeeper's, far beyond any real table</source>
            <translation>应为至多 %1 个字符，实际为 %2 个：这是 Hallkeeper 的上限，远超任何实际的牌局</translation>
        </message>
        <message>
            <source>expected at most %1 items, found %2: a limit of Hallkeeper's, far beyond any real table</source>
            <translation>应为至多 %1 项，实际为 %2 项：这是 Hallkeeper 的上限，远超任何实际的牌局</translation>
        </message>
        <message numerus="yes">
            <source>%n more unknown keys</source>
            <translation>
                <numerusform>另有 %n 个未知的键名</numerusform>
            </translation>
        </message>
        <message>
            <source>expected a uuid such as "%1", found %2</source>
            <translation>应为 uuid，例如“%1”，却是 %2</translation>
        </message>
    </context>
    <context>
        <name>LibraryActions</name>
        <message>
            <source>%1 records no play the library can keep:
%2</source>
            <translation>%1 没有记录库能保存的对局：
%2</translation>
        </message>
        <message>
            <source>Play library: %1 %2.</source>
            <translation>对局记录库：%1 %2。</translation>
        </message>
        <message>
            <source>Back Up Library</source>
            <translation>备份记录库</translation>
        </message>
        <message>
            <source>Library backups (*.sqlite)</source>
            <translation>记录库备份 (*.sqlite)</translation>
        </message>
        <message>
            <source>The library is backed up in %1.</source>
            <translation>记录库已备份在 %1。</translation>
        </message>
    </context>
    <context>
        <name>LibraryChart</name>
        <message>
            <source>Nothing to show for these filters.</source>
            <translation>这些筛选条件下没有可显示的内容。</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>%1 cannot be written.</source>
            <translation>无法写入 %1。</translation>
        </message>
    </context>
    <context>
        <name>ListText</name>
        <message>
            <source>, </source>
            <extracomment>Between the items of a list: "stone -1, coin +2".</extracomment>
            <translation>、</translation>
        </message>
        <message>
            <source>; </source>
            <extracomment>Between the parts of a sentence that each say something: "storage of Ann: stone -1; on the trolls…".</extracomment>
            <translation>；</translation>
        </message>
        <message>
            <source>%1 and %2</source>
            <extracomment>Joins the last two names of a list: "Ann, Bob and Cid".</extracomment>
            <translation>%1和%2</translation>
        </message>
    </context>
    <context>
        <name>Main</name>
        <message>
            <source>Hallkeeper: scoring assistant for In the Hall of the Mountain King</source>
            <translation>Hallkeeper：《山岳之王》计分助手</translation>
        </message>
        <message>
            <source>Language: en, zh_TW, zh_CN or ja (this run only).</source>
            <translation>语言：en、zh_TW、zh_CN 或 ja（仅限本次运行）。</translation>
        </message>
        <message>
            <source>Render the main window to PATH (PNG) once FILE is loaded, then exit.</source>
            <translation>加载 FILE 后将主窗口保存为 PATH（PNG），然后退出。</translation>
        </message>
        <message>
            <source>Export the results of FILE to PATH (.png, .pdf or .csv), then exit.</source>
            <translation>将 FILE 的结果导出到 PATH（.png、.pdf 或 .csv），然后退出。</translation>
        </message>
        <message>
            <source>Quit as soon as the window is shown (start-up timing).</source>
            <translation>窗口一显示就退出（测量启动时间）。</translation>
        </message>
        <message>
            <source>unknown language "%1"; expected one of: %2</source>
            <translation>未知的语言“%1”；可用的语言：%2</translation>
        </message>
        <message>
            <source>give at most one FILE</source>
            <translation>最多只能指定一个 FILE</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>无法写入 %1</translation>
        </message>
        <message>
            <source>A score sheet (.hkscore), a game (.hkgame), a board (.hkboard) or a component catalog (.hkcatalog) to open.</source>
            <translation>要打开的计分表（.hkscore）、游戏（.hkgame）、版图（.hkboard）或配件目录（.hkcatalog）。</translation>
        </message>
        <message>
            <source>Open FILE (or a new board) in the board editor; with --export, write the board as a PNG.</source>
            <translation>在版图编辑器中打开 FILE（或新建版图）；与 --export 一起使用时，将版图导出为 PNG。</translation>
        </message>
        <message>
            <source>With the board editor: open PATH, a photo of the printed board, as the tracing background.</source>
            <translation>配合版图编辑器使用：打开 PATH（印刷版图的照片）作为描绘背景。</translation>
        </message>
        <message>
            <source>Open FILE (or a new component catalog) in the component editor.</source>
            <translation>在配件编辑器中打开 FILE（或新建配件目录）。</translation>
        </message>
        <message>
            <source>Open the Play Library window on LIBRARY (a library file; by default the app's is used).</source>
            <translation>在 LIBRARY（记录库文件；默认使用应用程序的）上打开对局记录库窗口。</translation>
        </message>
    </context>
    <context>
        <name>MootText</name>
        <message>
            <source>%1 (a resource lies on it)</source>
            <translation>%1（上面有资源）</translation>
        </message>
        <message>
            <source>%1 (empty)</source>
            <translation>%1（空）</translation>
        </message>
    </context>
    <context>
        <name>MountainKing</name>
        <message>
            <source>the sum of their troll levels</source>
            <translation>巨魔部众等级之和</translation>
        </message>
        <message>
            <source>a .%1 file records no play: give a score sheet or a game</source>
            <translation>.%1 文件没有记录对局：请给出计分表或游戏</translation>
        </message>
        <message>
            <source>%1: trade %2</source>
            <translation>%1：交换 %2</translation>
        </message>
        <message>
            <source>No 4:1 trade adds a set for anyone.</source>
            <translation>任何人的 4:1 交换都无法多凑一组。</translation>
        </message>
    </context>
    <context>
        <name>NewGameWizard</name>
        <message>
            <source>nothing</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Fill the cards with an invented practice set</source>
            <translation>用虚构的练习卡牌填入</translation>
        </message>
        <message>
            <source>Invented cards, like the Practice Mountain: not the printed ones. The button fills the clan market and every player's starting trolls so that you can try Hallkeeper at once; for a real game, enter the cards on your table.</source>
            <translation>虚构的卡牌，与练习山脉一样，并非印刷的卡牌。此按钮会填入氏族卡堆和每位玩家的起始巨魔，让你可以立即试用 Hallkeeper；正式游戏时，请输入你桌上的卡牌。</translation>
        </message>
        <message>
            <source>Invented practice set</source>
            <translation>虚构的练习卡牌</translation>
        </message>
        <message>
            <source>Replace the cards of the clan market and of every moot with the invented practice set? The cards entered so far are lost.</source>
            <translation>要用虚构的练习卡牌替换氏族卡堆和所有巨魔部众中的卡牌吗？目前已输入的卡牌将会丢失。</translation>
        </message>
    </context>
    <context>
        <name>PlayFromFile</name>
        <message>
            <source>expected a score sheet (.hkscore) or a game's file, found a .%1 file</source>
            <translation>应为计分表（.hkscore）或游戏文件，却是 .%1 文件</translation>
        </message>
    </context>
    <context>
        <name>PlayLibrary</name>
        <message>
            <source>%1 is a link to nothing; give the library's own file.</source>
            <translation>%1 是指向不存在目标的链接；请给出记录库本身的文件。</translation>
        </message>
        <message>
            <source>%1 is not a file: the library is one SQLite file.</source>
            <translation>%1 不是文件：记录库是一个 SQLite 文件。</translation>
        </message>
        <message>
            <source>%1 cannot be read: %2</source>
            <translation>无法读取 %1：%2</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: it is not a SQLite database. It was not changed.</source>
            <translation>%1 不是 Hallkeeper 记录库：它不是 SQLite 数据库。文件未被更改。</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: it is another program's SQLite database (application id %2). It was not changed.</source>
            <translation>%1 不是 Hallkeeper 记录库：它是其他程序的 SQLite 数据库（application id %2）。文件未被更改。</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: it is another program's SQLite database. It was not changed.</source>
            <translation>%1 不是 Hallkeeper 记录库：它是其他程序的 SQLite 数据库。文件未被更改。</translation>
        </message>
        <message>
            <source>%1 was written by a newer Hallkeeper (library schema %2; this one reads up to %3). It was not changed.</source>
            <translation>%1 由较新的 Hallkeeper 写入（记录库结构 %2；此版本最多读到 %3）。文件未被更改。</translation>
        </message>
        <message>
            <source>added</source>
            <translation>已添加</translation>
        </message>
        <message>
            <source>updated</source>
            <translation>已更新</translation>
        </message>
        <message>
            <source>already in the library, unchanged</source>
            <translation>已在记录库中，未变动</translation>
        </message>
        <message>
            <source>%1 could not be written: the disk is full or cannot be written (%2). The library is as it was before.</source>
            <translation>无法写入 %1：磁盘已满或无法写入（%2）。记录库保持原状。</translation>
        </message>
        <message>
            <source>%1 is busy: another window or program is writing to it. Nothing was changed; try again in a moment.</source>
            <translation>%1 忙碌中：另一个窗口或程序正在写入。没有任何变动；请稍后再试。</translation>
        </message>
        <message>
            <source>%1 cannot be written (read-only). Nothing was changed.</source>
            <translation>无法写入 %1（只读）。没有任何变动。</translation>
        </message>
        <message>
            <source>%1 is damaged (%2). Nothing was changed; restore a backup.</source>
            <translation>%1 已损坏（%2）。没有任何变动；请还原备份。</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Anonymous</source>
            <translation>匿名</translation>
        </message>
        <message>
            <source>%1 does not exist.</source>
            <translation>%1 不存在。</translation>
        </message>
        <message>
            <source>%1 cannot be created: its folder cannot be made.</source>
            <translation>无法创建 %1：无法创建其文件夹。</translation>
        </message>
        <message>
            <source>The play library needs Qt's SQLite driver (Debian's libqt6sql6-sqlite), which is not installed.</source>
            <translation>对局记录库需要 Qt 的 SQLite 驱动程序（Debian 的 libqt6sql6-sqlite），但尚未安装。</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: SQLite cannot read it (%2). It was not changed.</source>
            <translation>%1 不是 Hallkeeper 记录库：SQLite 无法读取（%2）。文件未被更改。</translation>
        </message>
        <message>
            <source>%1 is damaged (%2). It was not changed; restore a backup.</source>
            <translation>%1 已损坏（%2）。文件未被更改；请还原备份。</translation>
        </message>
        <message>
            <source>%1 needs updating to the library schema %2, but no backup could be made first, so it was not changed: %3</source>
            <translation>%1 需要更新为记录库结构 %2，但无法先做备份，因此未被更改：%3</translation>
        </message>
        <message>
            <source>No library is open.</source>
            <translation>没有打开记录库。</translation>
        </message>
        <message>
            <source>%1 exists already; a backup never replaces a file.</source>
            <translation>%1 已存在；备份绝不覆盖文件。</translation>
        </message>
        <message>
            <source>%1 cannot be written: its folder cannot be made.</source>
            <translation>无法写入 %1：无法创建其文件夹。</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>A player needs a name.</source>
            <translation>玩家需要名字。</translation>
        </message>
        <message>
            <source>"%1" is already a name of %2.</source>
            <translation>“%1”已是 %2 的名字。</translation>
        </message>
        <message>
            <source>An alias cannot be empty.</source>
            <translation>别名不能为空。</translation>
        </message>
        <message>
            <source>"%1" is already the BoardGameGeek user name of %2.</source>
            <translation>“%1”已是 %2 的 BoardGameGeek 用户名。</translation>
        </message>
        <message>
            <source>A player cannot be merged into themselves.</source>
            <translation>玩家不能与自己合并。</translation>
        </message>
        <message>
            <source>No player %1 in the library.</source>
            <translation>记录库中没有玩家 %1。</translation>
        </message>
        <message>
            <source>%1 and %2 both played in the play of %3 on %4 (%5): one person cannot have had two seats, so they are two people.</source>
            <translation>%1 和 %2 都参加了 %4 的《%3》对局（%5）：一个人不可能同时坐两个座位，所以他们是两个人。</translation>
        </message>
    </context>
    <context>
        <name>PlayUuid</name>
        <message>
            <source>%1: the play's uuid has no place in this file</source>
            <translation>%1：此文件没有可写入对局 uuid 的位置</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>Players</name>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
    </context>
    <context>
        <name>ProblemLocation</name>
        <message>
            <source>name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>identifier</source>
            <translation>标识符</translation>
        </message>
        <message>
            <source>low value</source>
            <translation>较小值</translation>
        </message>
        <message>
            <source>high value</source>
            <translation>较大值</translation>
        </message>
        <message>
            <source>altar</source>
            <translation>祭坛</translation>
        </message>
        <message>
            <source>clan</source>
            <translation>氏族</translation>
        </message>
        <message>
            <source>layer</source>
            <translation>层</translation>
        </message>
        <message>
            <source>pedestal</source>
            <translation>基座</translation>
        </message>
        <message>
            <source>tunnel label</source>
            <translation>隧道标签</translation>
        </message>
        <message>
            <source>size</source>
            <translation>大小</translation>
        </message>
        <message>
            <source>mineral</source>
            <translation>矿物</translation>
        </message>
        <message>
            <source>player count</source>
            <translation>玩家人数</translation>
        </message>
        <message>
            <source>resources</source>
            <translation>资源</translation>
        </message>
        <message>
            <source>shape</source>
            <translation>形状</translation>
        </message>
        <message>
            <source>count</source>
            <translation>数量</translation>
        </message>
        <message>
            <source>level</source>
            <translation>等级</translation>
        </message>
        <message>
            <source>start row</source>
            <translation>起始资源行</translation>
        </message>
        <message>
            <source>icons</source>
            <translation>资源标记</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>种类</translation>
        </message>
        <message>
            <source>players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>teams</source>
            <translation>队伍</translation>
        </message>
        <message>
            <source>team</source>
            <translation>队伍</translation>
        </message>
        <message>
            <source>tunnel points on the score track</source>
            <translation>计分轨上的隧道分数</translation>
        </message>
        <message>
            <source>tunnel %1</source>
            <translation>隧道 %1</translation>
        </message>
        <message>
            <source>tunnels</source>
            <translation>隧道</translation>
        </message>
        <message>
            <source>coronation token</source>
            <translation>加冕标记</translation>
        </message>
        <message>
            <source>pedestal score token %1</source>
            <translation>基座得分标记 %1</translation>
        </message>
        <message>
            <source>pedestal score tokens</source>
            <translation>基座得分标记</translation>
        </message>
        <message>
            <source>resources in storage</source>
            <translation>储存区的资源</translation>
        </message>
        <message>
            <source>great hall %1</source>
            <translation>大厅 %1</translation>
        </message>
        <message>
            <source>great halls</source>
            <translation>大厅</translation>
        </message>
        <message>
            <source>statue %1</source>
            <translation>雕像 %1</translation>
        </message>
        <message>
            <source>statues</source>
            <translation>雕像</translation>
        </message>
        <message>
            <source>troll moot</source>
            <translation>巨魔部众</translation>
        </message>
        <message>
            <source>board name</source>
            <translation>版图名称</translation>
        </message>
        <message>
            <source>board side</source>
            <translation>版图面</translation>
        </message>
        <message>
            <source>grid</source>
            <translation>格子</translation>
        </message>
        <message>
            <source>grid row %1</source>
            <translation>第 %1 行</translation>
        </message>
        <message>
            <source>Mountain Heart</source>
            <translation>山岳之心</translation>
        </message>
        <message>
            <source>rubble square %1</source>
            <translation>碎石格 %1</translation>
        </message>
        <message>
            <source>rubble squares</source>
            <translation>碎石格</translation>
        </message>
        <message>
            <source>buried resources %1</source>
            <translation>被掩埋的资源 %1</translation>
        </message>
        <message>
            <source>buried resources</source>
            <translation>被掩埋的资源</translation>
        </message>
        <message>
            <source>statue spot %1</source>
            <translation>雕像放置点 %1</translation>
        </message>
        <message>
            <source>statue spots</source>
            <translation>雕像放置点</translation>
        </message>
        <message>
            <source>workshop site %1</source>
            <translation>工坊点 %1</translation>
        </message>
        <message>
            <source>workshop sites</source>
            <translation>工坊点</translation>
        </message>
        <message>
            <source>gate start point %1</source>
            <translation>大门起始点 %1</translation>
        </message>
        <message>
            <source>gate start points</source>
            <translation>大门起始点</translation>
        </message>
        <message>
            <source>catalog name</source>
            <translation>配件目录名称</translation>
        </message>
        <message>
            <source>catalog description</source>
            <translation>配件目录说明</translation>
        </message>
        <message>
            <source>tunnel tile %1</source>
            <translation>隧道板块 %1</translation>
        </message>
        <message>
            <source>tunnel tiles</source>
            <translation>隧道板块</translation>
        </message>
        <message>
            <source>great hall tile %1</source>
            <translation>大厅板块 %1</translation>
        </message>
        <message>
            <source>great hall tiles</source>
            <translation>大厅板块</translation>
        </message>
        <message>
            <source>workshop tile %1</source>
            <translation>工坊板块 %1</translation>
        </message>
        <message>
            <source>workshop tiles</source>
            <translation>工坊板块</translation>
        </message>
        <message>
            <source>troll card %1</source>
            <translation>巨魔卡 %1</translation>
        </message>
        <message>
            <source>troll cards</source>
            <translation>巨魔卡</translation>
        </message>
        <message>
            <source>spell %1</source>
            <translation>咒语 %1</translation>
        </message>
        <message>
            <source>spells</source>
            <translation>咒语</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>%1 at %2</source>
            <comment>a feature of the board and its square</comment>
            <translation>%1（位于 %2）</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the player, the item and the field of a problem</comment>
            <translation>，</translation>
        </message>
    </context>
    <context>
        <name>Recognise</name>
        <message>
            <source>the photo is empty</source>
            <translation>照片是空的</translation>
        </message>
        <message>
            <source>the corners do not make a four-sided figure (top left, top right, bottom right, bottom left)</source>
            <translation>四个角没有围成四边形（依左上、右上、右下、左下的顺序）</translation>
        </message>
        <message>
            <source>the grid has no squares</source>
            <translation>网格没有方格</translation>
        </message>
        <message>
            <source>the grid lies outside the photo</source>
            <translation>网格位于照片之外</translation>
        </message>
        <message>
            <source>%1 × %2 squares proposed, %3 uncertain, %4 “feature here?”</source>
            <translation>已建议 %1 × %2 个方格，不确定 %3 个，“这里有要素？”%4 个</translation>
        </message>
        <message>
            <source>--rows and --columns must be at least 1</source>
            <translation>--rows 和 --columns 至少须为 1</translation>
        </message>
        <message>
            <source>cannot read the photo %1: %2</source>
            <translation>无法读取照片 %1：%2</translation>
        </message>
        <message>
            <source>--corners needs four points x,y (top left, top right, bottom right, bottom left), not %1</source>
            <translation>--corners 需要四个点 x,y（左上、右上、右下、左下），而不是 %1 个</translation>
        </message>
        <message>
            <source>--corners: “%1” is not a point x,y</source>
            <translation>--corners：“%1”不是点 x,y</translation>
        </message>
        <message>
            <source>--example: “%1” is not SQUARE=TERRAIN (a square of the grid such as C4, a terrain 1-5, heart or off)</source>
            <translation>--example：“%1”不是 SQUARE=TERRAIN（网格中的方格如 C4，地形为 1-5、heart 或 off）</translation>
        </message>
        <message>
            <source>%1 exists already (--force replaces it)</source>
            <translation>%1 已存在（--force 可替换）</translation>
        </message>
        <message>
            <source>cannot recognise the layers in %1: %2</source>
            <translation>无法识别 %1 中的层：%2</translation>
        </message>
        <message>
            <source>hallkeeper-cli: the proposal is unreliable (%1): give one --example of each terrain.</source>
            <translation>hallkeeper-cli: 此建议不可靠（%1）：请为每种地形各给一个 --example。</translation>
        </message>
        <message numerus="yes">
            <source>%n squares uncertain</source>
            <translation>
                <numerusform>%n 个方格不确定</numerusform>
            </translation>
        </message>
        <message>
            <source>the layers found do not nest as a mountain's</source>
            <translation>找到的层不像山的环那样层层相套</translation>
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
            <translation>由 Hallkeeper 于 %1 计算的最终计分</translation>
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
            <source>Rank</source>
            <translation>名次</translation>
        </message>
        <message>
            <source>Optimal leftover trades</source>
            <translation>最优剩余资源交换</translation>
        </message>
        <message>
            <source>the image could not be encoded</source>
            <translation>无法编码图片</translation>
        </message>
        <message>
            <source>the PDF could not be started</source>
            <translation>无法开始写入 PDF</translation>
        </message>
        <message>
            <source>Troll level sum</source>
            <translation>巨魔等级总和</translation>
        </message>
        <message>
            <source>unknown file type "%1"; use .png, .pdf or .csv</source>
            <translation>未知的文件类型“%1”；请使用 .png、.pdf 或 .csv</translation>
        </message>
        <message>
            <source>Provisional: %1 problems. These results rest on input the rules call impossible; fix it for the final results.</source>
            <translation>暂定：%1 个问题。此结果建立在规则判定为不可能的输入上；修正后才是最终结果。</translation>
        </message>
        <message>
            <source>Projected scoring computed by Hallkeeper on %1</source>
            <translation>由 Hallkeeper 于 %1 计算的预估计分</translation>
        </message>
        <message>
            <source>Table rulings</source>
            <translation>桌上裁定</translation>
        </message>
        <message>
            <source>How it was decided</source>
            <translation>如何决定</translation>
        </message>
    </context>
    <context>
        <name>Rule</name>
        <message>
            <source>Squares are adjacent only when they share an edge; touching at a corner is not adjacent.</source>
            <translation>两个方格只有在有一条公共边时才算相邻；角对角相连不算相邻。</translation>
        </message>
        <message>
            <source>Every mountain square belongs to one of five layers, 1 (outer, dark grey) to 5 (inner, yellow), around the Mountain Heart.</source>
            <translation>每个山脉方格都属于环绕山岳之心的五层之一：从第 1 层（最外层，深灰）到第 5 层（最内层，黄色）。</translation>
        </message>
        <message>
            <source>The winter side is for 4 or 5 players, the autumn side for 3, either side for 2.</source>
            <translation>4 或 5 人游戏使用冬季版图，3 人游戏使用秋季版图，2 人游戏使用任意版图均可。</translation>
        </message>
        <message>
            <source>Clockwise from the start player, each puts a gate on a start point labelled with the player count; with 2 players, any two start points with the same label.</source>
            <translation>从起始玩家开始按顺时针顺序，每位玩家将大门放在一个标有游戏人数的大门起始点上；2 人游戏使用任意两个相同数字的起始点。</translation>
        </message>
        <message>
            <source>Twice the number of players plus one workshop tiles form the workshop supply.</source>
            <translation>玩家人数乘以 2 再加 1 块工坊板块组成工坊板块供应堆。</translation>
        </message>
        <message>
            <source>The clan market shows 5 level-1, 4 level-2 and 3 level-3 trolls; each level-2 troll gets a random pedestal, each level-3 troll a pedestal reminder.</source>
            <translation>氏族卡堆展示 5 张 1 级、4 张 2 级和 3 张 3 级巨魔卡；每张 2 级巨魔卡上放一个随机基座，每张 3 级巨魔卡上放一个基座提醒标记。</translation>
        </message>
        <message>
            <source>The coronation tokens are 5 and 3; a 2-player game uses only the 3.</source>
            <translation>加冕标记为 5 分和 3 分两个；2 人游戏只使用 3 分标记。</translation>
        </message>
        <message>
            <source>The 15 pedestal score tokens lie face up at random on the pedestal track, one per layer and clan.</source>
            <translation>15 个基座得分标记随机面朝上放在基座记录条上，每个层与氏族的组合各一个。</translation>
        </message>
        <message>
            <source>Each player drafts 4 of their 6 starting trolls into the bottom row of the moot and takes their start-row resources.</source>
            <translation>每位玩家从 6 张起始巨魔卡中选出 4 张放入巨魔部众的最下面一行，并获得这些巨魔卡起始资源行的资源。</translation>
        </message>
        <message>
            <source>Seats 2 and 3 also take the start row of the troll in hand; seats 4 and 5 also that of the troll in the deck.</source>
            <translation>第二、三位玩家额外获得手里的巨魔卡上的起始资源；第四、五位玩家额外获得手里以及牌堆里的巨魔卡上的起始资源。</translation>
        </message>
        <message>
            <source>A turn is: spell and/or workshop (optional), recruit or dig (mandatory), dedicate a great hall (optional), move statues (optional).</source>
            <translation>一个回合依次为：咒语和／或工坊（可选）、征募或挖掘（必须）、设立一个大厅（可选）、移动雕像（可选）。</translation>
        </message>
        <message>
            <source>With 10 trolls you must dig; if you cannot pay for any tunnel you must recruit; if you can do neither, skip that step.</source>
            <translation>巨魔部众已有 10 个巨魔时必须挖掘；无法支付任何隧道时必须征募；两者都无法执行时，跳过这个步骤。</translation>
        </message>
        <message>
            <source>Any time in your own turn, as often as you like: return any 4 resources to take any 1.</source>
            <translation>在你自己回合的任意时刻，次数不限：将任意 4 个资源放回供应堆，换取任意 1 个资源。</translation>
        </message>
        <message>
            <source>Resources may be spent from storage or from any of your trolls; clan carts only for their clan's statues.</source>
            <translation>资源可以从储存区或你任何一个巨魔身上花费；氏族矿车只能用于移动对应氏族的雕像。</translation>
        </message>
        <message>
            <source>At most one spell per turn: put 1 rune on a face-up spell and apply its effect.</source>
            <translation>每回合最多释放一个咒语：将 1 枚符文放在咒语展示区的一张咒语卡上，并结算其效果。</translation>
        </message>
        <message>
            <source>When a spell receives its third rune, after it resolves the runes go back, the spell goes under the deck and a new one is shown.</source>
            <translation>咒语卡放上第 3 枚符文时，在效果结算后解体：符文放回供应堆，该咒语卡置于咒语卡堆底部，并翻出一张新的咒语卡。</translation>
        </message>
        <message>
            <source>Each edge of a workshop is an entrance, open when any player's network touches it; activate the workshop once per open entrance.</source>
            <translation>工坊的每条边都是一个入口，任何玩家的通路网与之相邻时即为开启；每个开启的入口可让你启动该工坊一次。</translation>
        </message>
        <message>
            <source>The moot is a pyramid of 4 + 3 + 2 + 1 slots; a new troll goes centred above two adjacent trolls.</source>
            <translation>巨魔部众是由 4 + 3 + 2 + 1 个位置组成的金字塔；新巨魔放在两个相邻巨魔上方居中的位置。</translation>
        </message>
        <message>
            <source>A new troll activates with the whole triangle below it; each activated troll gains the resource of every uncovered icon.</source>
            <translation>新巨魔与其下方整个三角形中的巨魔一起被启动（连锁）；每个被启动的巨魔获得所有未被盖住的资源标记所对应的资源。</translation>
        </message>
        <message>
            <source>A cart on a Fire, Ice or Moon icon is a clan cart for that clan's statues; carts on swirl icons and in storage are generic.</source>
            <translation>放在烈火、冰霜或皎月印记上的矿车是氏族矿车，只能移动该氏族的雕像；放在漩涡印记上以及储存区里的矿车是通用矿车。</translation>
        </message>
        <message>
            <source>Pay as many minerals as the tile has squares, all of one kind.</source>
            <translation>支付与板块方格数相同数量的矿物，且必须全部是同一种类。</translation>
        </message>
        <message>
            <source>Digging scores at once by size and mineral: size 2 nothing; size 3: 3/4/5; size 4: 4/6/8; size 5: 5/8/11 (stone/iron/heartstone).</source>
            <translation>挖掘后立即按规模和矿物获得荣誉点数：规模 2 不得分；规模 3：3/4/5；规模 4：4/6/8；规模 5：5/8/11（山岩/铁矿/心石）。</translation>
        </message>
        <message>
            <source>The tile must still be in the tunnel supply.</source>
            <translation>该板块必须仍在隧道板块供应堆中。</translation>
        </message>
        <message>
            <source>A tile may be rotated and flipped.</source>
            <translation>板块可以旋转和翻转。</translation>
        </message>
        <message>
            <source>No part of a tile may lie off the board.</source>
            <translation>板块的任何部分都不能超出版图边界。</translation>
        </message>
        <message>
            <source>A tile may not cover another tile, a hall, a gate, a workshop site (built or not) or the Mountain Heart.</source>
            <translation>板块不能盖住其他板块、大厅、大门、工坊点（无论是否已建造工坊）或山岳之心。</translation>
        </message>
        <message>
            <source>At least one edge of the tile must touch your network: gate, tunnels, halls, not workshops.</source>
            <translation>板块至少要有一条边与你的通路网相邻：大门、隧道、大厅，工坊不算。</translation>
        </message>
        <message>
            <source>No edge of the tile may touch another player's network (corners may; teammates excepted).</source>
            <translation>板块的任何一条边都不能与其他玩家的通路网相邻（角对角相接可以；队友除外）。</translation>
        </message>
        <message>
            <source>Each rubble square covered costs 1 hammer; without enough hammers the tile cannot go there.</source>
            <translation>每覆盖一个碎石格需花费 1 个锤子；锤子不够时，不能将板块放在那里。</translation>
        </message>
        <message>
            <source>A buried statue under the new tile is unearthed on the same square and can move from now on.</source>
            <translation>新板块下被掩埋的雕像出土并留在原来的方格上，之后即可移动。</translation>
        </message>
        <message>
            <source>Buried resources under the new tile go to your storage at once.</source>
            <translation>新板块下被掩埋的资源立即放入你的储存区。</translation>
        </message>
        <message>
            <source>Ruling: tiles joined to no gate belong to nobody until someone connects to them; ownership is always computed from the gates, never stored.</source>
            <translation>裁定：没有连接到任何大门的板块不属于任何人，直到有人连接到它们为止；归属一律由大门推算，从不另行记录。</translation>
        </message>
        <message>
            <source>A pedestal goes only on the anchor of the tile just dug, from your storage, never later and never moved; size-5 tiles have no anchor.</source>
            <translation>基座只能从你的储存区放到刚挖掘的板块的锚点上，之后不能再放，放置后也不能移动；规模 5 的板块没有锚点。</translation>
        </message>
        <message>
            <source>Each layer holds at most one pedestal of each clan: placing one takes that layer and clan's score token, and without the token it cannot be placed.</source>
            <translation>每一层中每个氏族最多只能有一个基座：放置基座时拿取该层与该氏族的基座得分标记；该标记已被拿走时不能放置。</translation>
        </message>
        <message>
            <source>A pedestal covered by a great hall leaves the game; its owner keeps the token and that layer stays closed to its clan.</source>
            <translation>被大厅覆盖的基座从游戏中移除；其拥有者保留得分标记，且该层仍不能再放置该氏族的基座。</translation>
        </message>
        <message>
            <source>For each empty workshop site next to the tile just dug, you may build any workshop from the supply there, while the supply lasts.</source>
            <translation>刚挖掘的板块每与一个空闲的工坊点相邻，你就可以从工坊板块供应堆拿取任一工坊放在那里，直到供应堆用完为止。</translation>
        </message>
        <message>
            <source>Once per turn, a hall from the supply may be placed so that every square lies on tunnel tiles of your network, never on a gate, workshop or hall; it costs nothing.</source>
            <translation>每回合一次，可从供应堆拿取一个大厅板块，放置时每一格都必须位于你通路网的隧道板块上，永远不能放在大门、工坊或其他大厅上；不需任何花费。</translation>
        </message>
        <message>
            <source>Pedestals under a new hall are removed; statues under it stay where they are, now in the hall.</source>
            <translation>新大厅下方的基座会被移除；其下方的雕像留在原位，成为大厅中的雕像。</translation>
        </message>
        <message>
            <source>A hall is one large tunnel; the parts of tiles sticking out from under it each become a separate tunnel.</source>
            <translation>大厅被视为一个大的隧道；从大厅下方延伸出来的板块部分，各自成为独立的隧道。</translation>
        </message>
        <message>
            <source>Each cart spent moves one unearthed statue of your network within its tunnel or to any square of an adjacent tunnel.</source>
            <translation>每花费一个矿车，可将你通路网中一个已出土的雕像移到它所在隧道中的另一格，或相邻隧道中的任意一格。</translation>
        </message>
        <message>
            <source>At most one statue rests on a square; a moving statue may pass over others.</source>
            <translation>每一格最多只能停放一个雕像；移动中的雕像可以穿过其他雕像。</translation>
        </message>
        <message>
            <source>A clan cart moves only statues of its clan; a generic cart moves any statue.</source>
            <translation>氏族矿车只能移动其氏族的雕像；通用矿车可以移动任何雕像。</translation>
        </message>
        <message>
            <source>The first to recruit a tenth troll takes the 5 coronation token, the second the 3, which triggers the end; with 2 players the first takes the 3.</source>
            <translation>第一个征募第 10 个巨魔的玩家获得 5 分的加冕标记，第二个获得 3 分的标记并触发游戏结束；2 人游戏中，第一个完成者即获得 3 分标记。</translation>
        </message>
        <message>
            <source>After the trigger, the round is finished, then everyone takes 2 more turns before final scoring.</source>
            <translation>触发游戏结束后，先完成当前轮次，然后每位玩家再执行 2 个回合，之后进行最终计分。</translation>
        </message>
        <message>
            <source>The coronation tokens score 5 and 3.</source>
            <translation>加冕标记分别价值 5 和 3 荣誉点数。</translation>
        </message>
        <message>
            <source>Your pedestal score tokens score their printed values.</source>
            <translation>你的基座得分标记提供等同其上数值的荣誉点数。</translation>
        </message>
        <message>
            <source>All resources go to storage (clan carts become generic); each set of three of a kind scores 1, after any 4:1 trades.</source>
            <translation>所有资源移到储存区（氏族矿车变成通用矿车）；进行任意 4:1 交换后，每组 3 个相同的资源得 1 分。</translation>
        </message>
        <message>
            <source>Each great hall of your network scores its high value with a statue on its altar, else its low value; statues in halls never score as statues.</source>
            <translation>你通路网中的每个大厅，祭坛上有雕像时得较大值，否则得较小值；大厅中的雕像永远不会以雕像方式计分。</translation>
        </message>
        <message>
            <source>Each unearthed statue of your network outside halls scores 2, 4, 6, 8 or 10 by layer, doubled on a pedestal of its own clan.</source>
            <translation>你通路网中大厅以外的每个已出土雕像，按所在层得 2、4、6、8 或 10 分，位于同氏族的基座上则加倍。</translation>
        </message>
        <message>
            <source>Every gain goes to the team storage card; no seat bonus; a player spends only their own trolls and the team storage.</source>
            <translation>所有原本要放入个人储存区的资源都改放到团队储存卡上；没有行动顺位奖励；玩家只能花费自己巨魔身上和团队储存区的资源。</translation>
        </message>
        <message>
            <source>Once teammates' networks connect, each treats the other's as their own.</source>
            <translation>队友的通路网一旦相连，双方都将对方的通路网视为自己的。</translation>
        </message>
        <message>
            <source>Pedestals from recruiting go to the team storage and are placed from it.</source>
            <translation>征募获得的基座放到团队储存区，并从那里放置。</translation>
        </message>
        <message>
            <source>All honour points go to the team; each statue and hall scores once for the team.</source>
            <translation>所有荣誉点数都归队伍所有；每个雕像和大厅只为队伍计分一次。</translation>
        </message>
        <message>
            <source>Statues fill every statue spot clockwise in a repeating cycle of the three clans, starting on any spot with any clan; the cycle never breaks.</source>
            <translation>从任一雕像放置点、以任一氏族开始，按顺时针方向以三个氏族重复循环的顺序摆放雕像，直到所有雕像放置点都被摆满；这个循环不会中断。</translation>
        </message>
        <message>
            <source>A tunnel here is a tile, a hall, each uncovered part of a tile, or a gate (each gate its own); workshops are not part of a network.</source>
            <translation>这里的“隧道”是指：一个隧道板块、一个大厅、板块未被大厅覆盖的每个部分，或一个大门（每个大门各自是一个隧道）；工坊不属于通路网。</translation>
        </message>
        <message>
            <source>Ruling: only the best statue of each tunnel scores, a tunnel as for moving statues: each gate is its own, and so is each part of a tile a hall leaves uncovered (「大廳下方延伸出來的隧道，均變成了獨立的隧道」). Read literally (「每個隧道板塊中只有一個雕像可以獲得榮譽點數」), one statue per printed tile: a table ruling the group may choose at setup.</source>
            <translation>裁定：每个隧道只有得分最高的雕像计分，“隧道”的定义与移动雕像时相同：每个大门各自是一个隧道，大厅下方延伸出来的每个部分也是（「大廳下方延伸出來的隧道，均變成了獨立的隧道」）。若照字面解读（「每個隧道板塊中只有一個雕像可以獲得榮譽點數」），则每个隧道板块只有一个雕像计分：这是玩家们可在设置时选择的本桌裁定。</translation>
        </message>
        <message>
            <source>The highest total wins; on a tie the lower sum of troll levels wins, and a coronation token's holder has a full moot (6 clan trolls). Ruling: starting trolls count as 0, a tie waits for troll levels not entered, and a remaining tie shares the victory.</source>
            <translation>总分最高者获胜；平局时，巨魔等级总和较低者获胜，持有加冕标记者的巨魔部众已满（6 个氏族巨魔）。裁定：起始巨魔按 0 级计，尚未输入巨魔等级时平局暂不判定，若仍平局则共享胜利。</translation>
        </message>
        <message>
            <source>Two teams of two sit together and play in the order team 1, team 2, team 2, team 1; teammates' gates stand side by side on the winter side: neighbouring start points, clockwise.</source>
            <translation>两支 2 人队伍，队友坐在一起，按队伍 1、队伍 2、队伍 2、队伍 1 的顺序进行；队友的大门在冬季版图上彼此相邻：按顺时针方向相邻的两个起始点。</translation>
        </message>
        <message>
            <source>A player holds at most 9999 of each resource, storage and trolls together; an action or correction beyond is refused.</source>
            <translation>每位玩家的每种资源（储存区与巨魔上合计）最多 9999 个；超出的行动或修正会被拒绝。</translation>
        </message>
        <message>
            <source>A player's tunnel points stay between 0 and 572 (all 52 tunnel tiles as size-5 heartstone tunnels); a correction beyond is refused.</source>
            <translation>玩家的隧道荣誉点数介于 0 到 572 之间（全部 52 片隧道板块都是大小 5 的心石隧道）；超出的修正会被拒绝。</translation>
        </message>
        <message>
            <source>At most one workshop per turn, one next to your network; that workshop may be activated once per open entrance, in one go or in several. Ruling: its activations may come before and after the turn's spell, never before and after another workshop.</source>
            <translation>每回合最多启动一个工坊，且该工坊必须与你的通路网相邻；这个工坊每有一个开启的入口就可以启动一次，可以一次或分多次进行。裁定：它的各次启动可以分在本回合咒语的前后，但不能分在另一个工坊的前后。</translation>
        </message>
        <message>
            <source>Cart Workshop: each activation turns 1 heartstone into 1 generic cart, or 1 generic cart into 1 heartstone; clan carts cannot be spent here.</source>
            <translation>矿车工坊：每次启动可花费 1 个心石获得 1 个通用矿车，或花费 1 个通用矿车获得 1 个心石；在这里不可以花费氏族矿车。</translation>
        </message>
        <message>
            <source>Rune Workshop: each activation turns 1 stone or 1 iron into 1 rune, or 1 rune into 1 stone or 1 iron.</source>
            <translation>符文工坊：每次启动可花费 1 个山岩或 1 个铁矿获得 1 枚符文，或花费 1 枚符文获得 1 个山岩或 1 个铁矿。</translation>
        </message>
        <message>
            <source>Rune Shop: each activation turns 1 coin into 1 rune, or 1 rune into 1 coin.</source>
            <translation>符文商店：每次启动可花费 1 枚金币获得 1 枚符文，或花费 1 枚符文获得 1 枚金币。</translation>
        </message>
        <message>
            <source>Crushing Workshop: each activation turns 1 heartstone into 2 stone, or 2 stone into 1 heartstone.</source>
            <translation>碎石工坊：每次启动可花费 1 个心石获得 2 个山岩，或花费 2 个山岩获得 1 个心石。</translation>
        </message>
        <message>
            <source>Ore Exchange: each activation turns 1 iron or 1 heartstone into 1 coin, or 1 coin into 1 iron or 1 heartstone.</source>
            <translation>铁石商店：每次启动可花费 1 个铁矿或 1 个心石获得 1 枚金币，或花费 1 枚金币获得 1 个铁矿或 1 个心石。</translation>
        </message>
        <message>
            <source>Millstone Workshop: each activation turns 1 stone into 1 iron, or 1 iron into 1 stone.</source>
            <translation>石磨工坊：每次启动可花费 1 个山岩获得 1 个铁矿，或花费 1 个铁矿获得 1 个山岩。</translation>
        </message>
        <message>
            <source>Metal Workshop: each activation turns 1 heartstone into 1 iron, or 1 iron into 1 heartstone.</source>
            <translation>金属工坊：每次启动可花费 1 个心石获得 1 个铁矿，或花费 1 个铁矿获得 1 个心石。</translation>
        </message>
        <message>
            <source>Tool Forge: each activation turns 1 heartstone into 1 hammer, or 1 hammer into 1 heartstone.</source>
            <translation>工具锻造处：每次启动可花费 1 个心石获得 1 个锤子，或花费 1 个锤子获得 1 个心石。</translation>
        </message>
        <message>
            <source>Chain Forge: each activation turns any 2 resources, alike or not, into 1 hammer; never back.</source>
            <translation>铁链锻造处：每次启动可花费任意 2 个资源（无需相同）获得 1 个锤子；不能反向交换。</translation>
        </message>
        <message>
            <source>Cart Shop: each activation turns any 2 resources, alike or not, into 1 generic cart; never back.</source>
            <translation>矿车商店：每次启动可花费任意 2 个资源（无需相同）获得 1 个通用矿车；不能反向交换。</translation>
        </message>
        <message>
            <source>Quartermaster: each activation moves 1 resource from one of your trolls to your storage; a clan cart becomes a generic cart.</source>
            <translation>军需储备处：每次启动可将 1 个资源从你的一个巨魔卡上移到你的储存区；氏族矿车移到储存区时变成通用矿车。</translation>
        </message>
        <message>
            <source>Level 1 is free; level 2 takes a bribe on each of the 2 level-1 trolls below, level 3 on each of the 2 level-2 and 3 level-1 trolls below; without them all you cannot recruit. Bribes are coins unless a spell says otherwise, and lie where the table put them. Ruling: the row sets the bribes, not the card: a level-1 card drawn into the level-2 row costs that row's 2 bribes.</source>
            <translation>1 级巨魔免费；2 级巨魔需在其下方的 2 个 1 级巨魔上各放 1 个贿赂，3 级巨魔需在其下方的 2 个 2 级和 3 个 1 级巨魔上各放 1 个；不能贿赂其下所有巨魔就不能征募。贿赂一般是金币，除非咒语另有说明，并留在玩家放置的巨魔身上。裁定：贿赂由所在的行决定，而不是由卡牌决定：补进 2 级行的 1 级卡牌，仍需该行的 2 个贿赂。</translation>
        </message>
        <message>
            <source>Take the troll and the bribes on it, refill the slot; a level-2 troll's pedestal goes to storage; with a level-3 troll you may take any pedestal you like from the bag. Ruling: taking none is accepted.</source>
            <translation>拿取巨魔及其身上的贿赂，并填补空位；2 级巨魔上的基座放到你的储存区；征募 3 级巨魔时，你可以从盲抽袋中任选一个基座。裁定：不拿也可以。</translation>
        </message>
        <message>
            <source>When a level's deck is empty, refill from the deck one level higher, else from the one a level lower. Ruling: when both are empty the slot stays empty, never refilled from two levels away.</source>
            <translation>某等级的牌堆用光时，从高一级的牌堆补充；若高一级也用光，则从低一级的牌堆补充。裁定：两者都用光时，空位就保持空着，绝不从相差两级的牌堆补充。</translation>
        </message>
        <message>
            <source>After recruiting, any market troll with 4 bribes retires: bribes to the supply, the card under its deck, the slot refilled. Ruling: a retiring level-2 troll's pedestal stays on the slot for the card that replaces it.</source>
            <translation>征募后，氏族卡堆中任何拥有 4 个贿赂的巨魔都会退休：贿赂放回供应堆，卡牌置于对应牌堆底部，并填补空位。裁定：退休的 2 级巨魔上的基座留在该位置，给补上的卡牌。</translation>
        </message>
        <message>
            <source>A statue in your gate scores by the layer of the gate's square, as one in a tunnel does.</source>
            <translation>你大门中的雕像和隧道中的雕像一样，按大门所在方格的层计分。</translation>
        </message>
        <message>
            <source>A score sheet is complete when every player's tunnels are entered, tile by tile or as the score-track total (even 0). Until then its results are projected: only the players with something entered are ranked, no tie-break asks for troll levels, and no one is named the winner.</source>
            <translation>每名玩家的隧道都已输入（逐一输入板块，或输入计分条上的总分，即使是 0）时，计分表才算完成。在此之前结果只是预估：只有已输入内容的玩家会排名，平局判定不会要求输入巨魔等级，也不会宣布胜利者。</translation>
        </message>
    </context>
    <context>
        <name>RuleAlternative</name>
        <message>
            <source>Using a workshop as one action: all its activations in one go, either before the spell or after it.</source>
            <translation>把使用工坊视为一个行动：所有启动一次完成，在咒语之前或之后。</translation>
        </message>
        <message>
            <source>Pricing a troll by the level printed on its card: a level-1 card in the level-2 row would be free.</source>
            <translation>按卡牌上印的等级决定价格：位于 2 级行的 1 级卡牌就会免费。</translation>
        </message>
        <message>
            <source>The Japanese summary reads 「任意の台座コマ1つを獲得します」, take one pedestal of your choice: read so, a player must take one while the bag holds any.</source>
            <translation>日文摘要写作「任意の台座コマ1つを獲得します」，即获得任选的一个基座：照此解读，只要袋中还有基座，玩家就必须拿一个。</translation>
        </message>
        <message>
            <source>Drawing from any deck that still has cards, two levels away too (a level-1 place refilled from the level-3 deck), so that the market stays full.</source>
            <translation>从任何还有卡牌的牌堆抽取，包括相差两级的牌堆（用 3 级牌堆补充 1 级的位置），让氏族卡堆保持全满。</translation>
        </message>
        <message>
            <source>The pedestal goes back into the bag, and the new card, if it is level 2, draws one from the bag at random.</source>
            <translation>基座放回盲抽袋，新卡牌若是 2 级巨魔，则从袋中随机抽一个基座。</translation>
        </message>
        <message>
            <source>Each tile stays in the network of the player who dug it, joined to a gate or not: the rulebook's 「這些孤立的板塊不屬於任何玩家的通路網」 speaks against it.</source>
            <translation>每个板块都属于挖掘它的玩家的通路网，不论是否连接到大门：规则书的「這些孤立的板塊不屬於任何玩家的通路網」与此相反。</translation>
        </message>
        <message>
            <source>One statue per printed tile, whatever a hall covers: the two parts of a tile split by a hall count as one tunnel. A group may choose it for its game when starting it, or later in the rules browser of that game.</source>
            <translation>每个印刷的板块一个雕像，不论大厅覆盖了什么：被大厅分开的板块两部分算作一个隧道。玩家们可以在开始游戏时为该局选择这种解读，之后也可以在该局的规则浏览器中选择。</translation>
        </message>
        <message>
            <source>Breaking a remaining tie another way the group agrees on (more honour from tunnels, say); the rulebook gives no such rule.</source>
            <translation>以玩家们同意的其他方式打破剩下的平局（例如隧道得到的荣誉点数较多者）；规则书没有这样的规则。</translation>
        </message>
    </context>
    <context>
        <name>RuleCatalog</name>
        <message>
            <source>%1 — %2: %3</source>
            <translation>%1 — %2：%3</translation>
        </message>
        <message>
            <source>Rules reference: %1</source>
            <translation>规则参考：%1</translation>
        </message>
        <message>
            <source>Generated by `hallkeeper-cli rules --game %1 --markdown` from the game's rule catalog; do not edit by hand. The same rules, with the same IDs, are in the app (Help → Rules) and in `hallkeeper-cli rules --game %1`. Other languages: %2.</source>
            <translation>由 `hallkeeper-cli rules --game %1 --markdown` 根据该游戏的规则目录生成，请勿手动编辑。相同的规则以相同的编号也在应用程序（帮助 → 规则）和 `hallkeeper-cli rules --game %1` 中。其他语言：%2。</translation>
        </message>
        <message>
            <source>Each rule gives its ID, what it says, where it comes from and, where we quote it, the source's own words. **Rulings** are points the source leaves open: each gives the other reading a table may choose, and why Hallkeeper rules as it does.</source>
            <translation>每条规则列出其编号、内容、出处，以及引用时的原文。**裁定**是原文未明确说明之处：每条都列出桌上可选择的另一种读法，以及 Hallkeeper 如此裁定的理由。</translation>
        </message>
        <message>
            <source>ruling</source>
            <translation>裁定</translation>
        </message>
        <message>
            <source>Source:</source>
            <translation>出处：</translation>
        </message>
        <message>
            <source>Example:</source>
            <translation>示例：</translation>
        </message>
        <message>
            <source>Alternative:</source>
            <translation>另一种读法：</translation>
        </message>
        <message>
            <source>Why this ruling:</source>
            <translation>此裁定的理由：</translation>
        </message>
    </context>
    <context>
        <name>RuleExample</name>
        <message>
            <source>Example: in the last turns, 4 other resources traded for a cart give the one move still needed to put a statue on its pedestal.</source>
            <translation>示例：在最后的回合中，用4个其他资源换取1个矿车，就能再移动一次，把雕像放上它的基座。</translation>
        </message>
        <message>
            <source>Example: to dig with 4 stone, you have 2 stone in storage and 3 on your trolls; any 4 of those 5 will do.</source>
            <translation>示例：你要花费4个山岩挖掘隧道，储存区里有2个山岩，巨魔卡上有3个；这5个中的任意4个都可以。</translation>
        </message>
        <message>
            <source>Example: you cast 大地儀式 by putting 1 rune from your storage or a troll on the card; it is the card's second rune, so the spell stays on display.</source>
            <translation>示例：你将储存区或巨魔卡上的1枚符文放在卡上，施放【大地仪式】；这是卡上的第2枚符文，所以咒语仍留在展示区。</translation>
        </message>
        <message>
            <source>Example: your network touches the Tool Forge at one entrance and other players' networks at two more: it has 3 open entrances, so you may activate it up to 3 times.</source>
            <translation>示例：你的通路网与【工具锻造处】的一个入口相邻，其他玩家的通路网与另外两个入口相邻：它有3个开启的入口，所以你最多可以启动它3次。</translation>
        </message>
        <message>
            <source>Example: to recruit the level-3 Ice troll at the top right, put 1 coin on each of the 5 trolls below it.</source>
            <translation>示例：要征募最上面一行右侧的3级冰霜巨魔，在其下方的5个巨魔身上各放置1枚金币。</translation>
        </message>
        <message>
            <source>Example: your third recruit goes top left; it gains 3 iron, 1 rune and 1 cart, then the Fire and Mud trolls below it activate, and so on down to the bottom row. A troll still holding a cart from an earlier chain gains no new cart.</source>
            <translation>示例：你征募的第三个巨魔放在左上角；它获得3个铁矿、1枚符文和1个矿车，接着其下方的烈火巨魔和泥沼巨魔启动，依此类推直到最下面一行。身上仍有之前连锁获得之矿车的巨魔不会获得新的矿车。</translation>
        </message>
        <message>
            <source>Example: 4 stone for a size-4 tile scores 4 honour points.</source>
            <translation>示例：花费4个山岩挖掘规模为4的隧道，获得4荣誉点数。</translation>
        </message>
        <message>
            <source>Example: to lay the same tile over 3 rubble squares, first spend 3 hammers.</source>
            <translation>示例：要将同样的隧道板块放在3个碎石格上，须先花费3个锤子。</translation>
        </message>
        <message>
            <source>Example: a size-4 tile dug with 4 stone covers 2 iron and 1 hammer: they go to your storage, and the buried Fire statue under it is unearthed.</source>
            <translation>示例：花费4个山岩挖掘的规模4隧道覆盖了2个铁矿和1个锤子：它们放入你的储存区，其下被掩埋的烈火雕像也随之出土。</translation>
        </message>
        <message>
            <source>Example: once anyone has placed an Ice pedestal in the grey layer, no one may place another Ice pedestal there; a Fire or Moon pedestal still may.</source>
            <translation>示例：只要任意玩家已经在灰色层放置了一个冰霜氏族基座，任何玩家都不能再在灰色层放入冰霜氏族基座，但仍可以放置烈火氏族或皎月氏族的基座。</translation>
        </message>
        <message>
            <source>Example: the tile you just dug touches a workshop site; you take the Rune Shop from the workshop supply and put it there, to use from your next turn.</source>
            <translation>示例：你刚挖掘的隧道与一个工坊点相邻；你从工坊供应堆拿取【符文商店】放在该处，之后的回合便可以使用。</translation>
        </message>
        <message>
            <source>Example: you place the Treasure Hall (聚寶大廳) over your tunnels: the Ice pedestal under it leaves the game (you keep its score token), the Moon statue stays where it was.</source>
            <translation>示例：你在隧道上设立聚宝大厅：其下的冰霜基座移出游戏（你仍保留其基座得分标记），皎月雕像则保持原位不动。</translation>
        </message>
        <message>
            <source>Example: carts and stone give 1 honour point each; trading 1 rune, 1 hammer and 2 iron for a coin completes a third set of three: 1 more.</source>
            <translation>示例：矿车和山岩各获得1荣誉点数；用1枚符文、1个锤子和2个铁矿换取1枚金币，凑齐第三组3个相同的资源：再得1荣誉点数。</translation>
        </message>
        <message>
            <source>Worked example: hall A has an empty altar and an Ice statue inside: its low value, 0, and nothing for the Ice statue; hall B has a statue on its altar: its high value, 15.</source>
            <translation>计分示例：大厅A的祭坛是空的，里面有一个冰霜雕像：获得较小值0，冰霜雕像不计分；大厅B的祭坛上有雕像：获得较大值15。</translation>
        </message>
        <message>
            <source>Worked example: a Fire statue on a Fire pedestal in the yellow layer scores 20, an Ice statue in the yellow layer without a pedestal 10, a Fire statue on a Fire pedestal in the grey layer 8. With tunnels 43, coronation 3, pedestal tokens 11, leftovers 1 and halls 0 and 15, the total is 111.</source>
            <translation>计分示例：黄色层中放在烈火基座上的烈火雕像价值20，黄色层中不在基座上的冰霜雕像价值10，灰色层中放在烈火基座上的烈火雕像价值8。加上隧道43、加冕3、基座得分标记11、剩余资源1、大厅0和15，总分111。</translation>
        </message>
    </context>
    <context>
        <name>RuleReasoning</name>
        <message>
            <source>The rulebook says that isolated tiles belong to nobody and that whoever connects to them later owns them. Computing ownership from the gates every time gives exactly that, and nothing can go stale.</source>
            <translation>规则书说孤立的板块不属于任何玩家，之后连接到它们的玩家便拥有它们。每次都从大门计算归属正好得到这个结果，也不会有过时的记录。</translation>
        </message>
        <message>
            <source>The rulebook says "one statue per tunnel" in one place and "per tunnel tile" in another, and also that the parts of a tile sticking out from under a hall become independent tunnels. The default follows the tunnels as for moving statues; the literal "per printed tile" is the table's alternative.</source>
            <translation>规则书一处说“每个隧道中只有1个雕像”，另一处说“每个隧道板块中”，又说大厅下方延伸出来的隧道均变成独立的隧道。默认按照移动雕像时的隧道计算；照字面“每个印刷的板块”则是桌上可选的替代裁定。</translation>
        </message>
        <message>
            <source>The rulebook breaks a tie by the lower sum of troll levels and stops there. Starting trolls have no level, so they add nothing (counting them as 0 or leaving them out gives the same sum); a tie that remains has no rule to break it, so the victory is shared. A tie that needs troll levels not yet entered is shown as undecided rather than guessed.</source>
            <translation>规则书以巨魔部众等级之和较低者打破平局，并到此为止。起始巨魔没有等级，因此不增加总和（算作0或不计入，总和相同）；仍然平局时没有规则可以判定，因此共享胜利。需要尚未输入的巨魔等级才能判定的平局，会显示为未定，而不是猜测。</translation>
        </message>
        <message>
            <source>The spell and the workshop are one step, done in any order (「以任意順序」), and each activation of a workshop is an exchange of its own (「每次啟動工坊都視作一個獨立的操作」). So the application lets a player use the workshop, cast the spell with what it gave, and use the same workshop again while it has open entrances left.</source>
            <translation>咒语和工坊是同一个步骤，可以任意顺序执行（「以任意順序」），而每次启动工坊都是一次独立的交换（「每次啟動工坊都視作一個獨立的操作」）。所以本程序允许玩家先使用工坊，再用换得的资源释放咒语，然后在还有开启的入口时再次使用同一个工坊。</translation>
        </message>
        <message>
            <source>The rulebook prices a troll by its row (「中間行」, the middle row) and the trolls below it, which are the same whatever card stands there; a card from another level's deck only fills the place (REC-EMPTY-DECK). Its pedestal follows the card's own level: a level-2 card in the level-1 row brings one from the bag, and whoever recruits a level-3 card in the level-2 row chooses one.</source>
            <translation>规则书按巨魔所在的行（「中間行」）和其下方的巨魔决定价格，不论那里放的是哪张卡牌都一样；来自其他等级牌堆的卡牌只是填补空位（REC-EMPTY-DECK）。它的基座则按卡牌本身的等级：位于 1 级行的 2 级卡牌会从盲抽袋带来一个基座，征募位于 2 级行的 3 级卡牌的玩家可以任选一个。</translation>
        </message>
        <message>
            <source>The rulebook says you may (「你可以」) look in the bag and take one; a player who may take one may also leave them all there.</source>
            <translation>规则书说你可以（「你可以」）查看盲抽袋并拿取一个；可以拿取的玩家，也可以一个都不拿。</translation>
        </message>
        <message>
            <source>The rulebook names the deck one level up, then the deck one level down, and says nothing of both being empty; the application goes no further than it does.</source>
            <translation>规则书只提到高一级的牌堆，然后是低一级的牌堆，没有说明两者都用光时怎么办；本程序不超出规则书所说的范围。</translation>
        </message>
        <message>
            <source>The rulebook sends the card under its deck and the bribes to the supply, and says nothing of the pedestal on the card. The pedestal lies on the place in the market, so it stays there for the new card, and no other is drawn for it.</source>
            <translation>规则书把卡牌放回牌堆底部、贿赂放回供应堆，对卡牌上的基座则没有说明。基座放在氏族卡堆的那个位置上，所以它留在那里给新卡牌，也不再为新卡牌另抽基座。</translation>
        </message>
    </context>
    <context>
        <name>RuleSection</name>
        <message>
            <source>Board</source>
            <translation>版图</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>回合</translation>
        </message>
        <message>
            <source>Spells and workshops</source>
            <translation>咒语和工坊</translation>
        </message>
        <message>
            <source>Recruiting</source>
            <translation>征募</translation>
        </message>
        <message>
            <source>Digging</source>
            <translation>挖掘</translation>
        </message>
        <message>
            <source>Pedestals</source>
            <translation>基座</translation>
        </message>
        <message>
            <source>Building workshops</source>
            <translation>建造工坊</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大厅</translation>
        </message>
        <message>
            <source>Moving statues</source>
            <translation>移动雕像</translation>
        </message>
        <message>
            <source>End of game</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最终计分</translation>
        </message>
        <message>
            <source>Team game</source>
            <translation>组队游戏</translation>
        </message>
        <message>
            <source>Hallkeeper's limits</source>
            <translation>Hallkeeper 的上限</translation>
        </message>
        <message>
            <source>Workshop exchanges</source>
            <translation>工坊的交换</translation>
        </message>
        <message>
            <source>Hallkeeper's score sheet</source>
            <translation>Hallkeeper 的计分表</translation>
        </message>
    </context>
    <context>
        <name>RulebookSection</name>
        <message>
            <source>Adjacent</source>
            <translation>相邻</translation>
        </message>
        <message>
            <source>Place a pedestal?</source>
            <translation>放入基座？</translation>
        </message>
        <message>
            <source>General setup</source>
            <translation>通用初始设置</translation>
        </message>
        <message>
            <source>Player setup</source>
            <translation>玩家初始设置</translation>
        </message>
        <message>
            <source>On your turn</source>
            <translation>在你的回合</translation>
        </message>
        <message>
            <source>2. Recruit or dig</source>
            <translation>2. 征募或挖掘</translation>
        </message>
        <message>
            <source>Trading with the supply</source>
            <translation>与供应堆交易</translation>
        </message>
        <message>
            <source>Spending resources</source>
            <translation>花费资源</translation>
        </message>
        <message>
            <source>Casting a spell</source>
            <translation>释放一个咒语</translation>
        </message>
        <message>
            <source>Activating a workshop</source>
            <translation>启动一个工坊</translation>
        </message>
        <message>
            <source>Recruiting a troll › Step 1: choose a troll to recruit</source>
            <translation>征募一个巨魔 › 步骤一：选择一个要征募的巨魔</translation>
        </message>
        <message>
            <source>Recruiting a troll › Step 2: take the troll</source>
            <translation>征募一个巨魔 › 步骤二：拿取巨魔</translation>
        </message>
        <message>
            <source>Recruiting a troll › Out of troll cards</source>
            <translation>征募一个巨魔 › 巨魔卡用光</translation>
        </message>
        <message>
            <source>Recruiting a troll › Trolls retire</source>
            <translation>征募一个巨魔 › 巨魔退休</translation>
        </message>
        <message>
            <source>Recruiting a troll › Step 3: add the troll to your moot and trigger a chain</source>
            <translation>征募一个巨魔 › 步骤三：将巨魔加入你的巨魔部众并触发连锁</translation>
        </message>
        <message>
            <source>Recruiting a troll › Carts</source>
            <translation>征募一个巨魔 › 矿车</translation>
        </message>
        <message>
            <source>Digging a tunnel and gaining honour points</source>
            <translation>挖掘隧道并获得荣誉点数</translation>
        </message>
        <message>
            <source>Digging › Rubble squares</source>
            <translation>挖掘隧道并获得荣誉点数 › 碎石格</translation>
        </message>
        <message>
            <source>Digging › Buried statues</source>
            <translation>挖掘隧道并获得荣誉点数 › 被掩埋的雕像</translation>
        </message>
        <message>
            <source>Digging › Buried resources</source>
            <translation>挖掘隧道并获得荣誉点数 › 被掩埋的资源</translation>
        </message>
        <message>
            <source>3. Great halls</source>
            <translation>3. 大厅</translation>
        </message>
        <message>
            <source>Build a workshop?</source>
            <translation>建造一间工坊？</translation>
        </message>
        <message>
            <source>4. Moving statues</source>
            <translation>4. 移动雕像</translation>
        </message>
        <message>
            <source>4. Moving statues › What counts as a tunnel?</source>
            <translation>4. 移动雕像 › 什么算作一个隧道？</translation>
        </message>
        <message>
            <source>Triggering the end of the game (coronation)</source>
            <translation>触发游戏结束（加冕仪式）</translation>
        </message>
        <message>
            <source>Final scoring › 1. Coronation tokens</source>
            <translation>最终计分 › 1. 加冕标记</translation>
        </message>
        <message>
            <source>Final scoring › 2. Pedestal points</source>
            <translation>最终计分 › 2. 基座点数</translation>
        </message>
        <message>
            <source>Final scoring › 3. Leftover resources</source>
            <translation>最终计分 › 3. 剩余资源</translation>
        </message>
        <message>
            <source>Final scoring › 4. Great halls</source>
            <translation>最终计分 › 4. 大厅</translation>
        </message>
        <message>
            <source>Final scoring › 5. Statues</source>
            <translation>最终计分 › 5. 雕像</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最终计分</translation>
        </message>
        <message>
            <source>Team game › Setup</source>
            <translation>组队游戏规则 › 起始设置</translation>
        </message>
        <message>
            <source>Team game › Changes to the game</source>
            <translation>组队游戏规则 › 游戏流程变化</translation>
        </message>
        <message>
            <source>Not in the rulebook: a limit of Hallkeeper's, not a rule of the game</source>
            <translation>不在规则书中：这是 Hallkeeper 的上限，不是游戏规则</translation>
        </message>
        <message>
            <source>Workshops › Cart Workshop</source>
            <translation>工坊 › 矿车工坊</translation>
        </message>
        <message>
            <source>Workshops › Rune Workshop</source>
            <translation>工坊 › 符文工坊</translation>
        </message>
        <message>
            <source>Workshops › Rune Shop</source>
            <translation>工坊 › 符文商店</translation>
        </message>
        <message>
            <source>Workshops › Crushing Workshop</source>
            <translation>工坊 › 碎石工坊</translation>
        </message>
        <message>
            <source>Workshops › Ore Exchange</source>
            <translation>工坊 › 铁石商店</translation>
        </message>
        <message>
            <source>Workshops › Millstone Workshop</source>
            <translation>工坊 › 石磨工坊</translation>
        </message>
        <message>
            <source>Workshops › Metal Workshop</source>
            <translation>工坊 › 金属工坊</translation>
        </message>
        <message>
            <source>Workshops › Tool Forge</source>
            <translation>工坊 › 工具锻造处</translation>
        </message>
        <message>
            <source>Workshops › Chain Forge</source>
            <translation>工坊 › 铁链锻造处</translation>
        </message>
        <message>
            <source>Workshops › Cart Shop</source>
            <translation>工坊 › 矿车商店</translation>
        </message>
        <message>
            <source>Workshops › Quartermaster</source>
            <translation>工坊 › 军需储备处</translation>
        </message>
        <message>
            <source>Not in the rulebook: a convention of Hallkeeper's score sheet, not a rule of the game</source>
            <translation>不在规则书中：这是 Hallkeeper 计分表的惯例，不是游戏规则</translation>
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
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Team %1 (%2)</source>
            <translation>队伍 %1（%2）</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <extracomment>A resource and how many: "stone 3".</extracomment>
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
            <extracomment>A player and the sum of their troll levels, in the tie-break list: "Ann (5)".</extracomment>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>%1 tie on %2 honour points; the tie-break needs the sum of their troll levels: enter the troll levels of %3 to break the tie.</source>
            <translation>%1 以 %2 荣誉点数打平；判定胜负需要他们的巨魔等级总和：请输入 %3 的巨魔等级以分出胜负。</translation>
        </message>
        <message>
            <source>No winner yet: %1 tie on %2 honour points; enter the troll levels of %3 to break the tie.</source>
            <translation>尚未分出胜负：%1 以 %2 荣誉点数打平；请输入 %3 的巨魔等级以分出胜负。</translation>
        </message>
        <message>
            <source>Leading (projected): %1 with %2 honour points.</source>
            <translation>领先（预估）：%1，共 %2 荣誉点数。</translation>
        </message>
        <message>
            <source>Leading together (projected): %1, with %2 honour points each.</source>
            <translation>并列领先（预估）：%1，各得 %2 荣誉点数。</translation>
        </message>
        <message>
            <source>Table rulings</source>
            <translation>桌上裁定</translation>
        </message>
        <message>
            <source>Nothing is entered yet: no one is ranked, and no one wins before every player's tunnels are entered.</source>
            <translation>尚未输入任何内容：不排名次；在每名玩家的隧道都输入之前，也不会有胜利者。</translation>
        </message>
        <message>
            <source>Incomplete: no winner until the tunnels of %1 are entered.</source>
            <translation>尚未完成：输入 %1 的隧道之前，不会有胜利者。</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>expected a tunnel label such as "a", found an empty one; leave the key out for a statue alone in its tunnel</source>
            <translation>应为隧道标签（例如 "a"），实际为空；若雕像单独位于一个隧道中，请省略此键名</translation>
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
            <source>the name "%1" is already used by players[%2]; names must be unique</source>
            <translation>名称“%1”已被 players[%2] 使用；名称不能重复</translation>
        </message>
        <message>
            <source>a team is allowed only in a team sheet ("teams": true)</source>
            <translation>只有组队计分表（"teams": true）才能指定队伍</translation>
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
            <source>expected one of %1, found "mud"; there are no Mud statues</source>
            <translation>应为 %1 之一，实际为 "mud"；泥沼氏族没有雕像</translation>
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
        <message>
            <source>the holder of the coronation token %1 has a full moot, %2 clan trolls; found %3 (leave the list empty if they are not known)</source>
            <translation>持有加冕标记 %1 的玩家巨魔部众已满，有 %2 个氏族巨魔；实际为 %3 个（若不知道，请留空）</translation>
        </message>
        <message>
            <source>%1's statue %2</source>
            <translation>%1 的雕像 %2</translation>
        </message>
        <message>
            <source>%1 %2 in all, more than the %3 in the box (a count from retailers' component lists: the rulebook gives none); allowed, since the rules do not limit the supply</source>
            <translation>%2总数为 %1，超过游戏盒中的 %3（这个数量来自零售商的配件清单，规则书没有列出）；由于规则并未限制供应堆的数量，仍予接受</translation>
        </message>
    </context>
    <context>
        <name>ScoreTable</name>
        <message>
            <source>Enter %1 for %2 to break the tie between %3.</source>
            <translation>请输入 %2 的%1，以判定 %3 之间的平局。</translation>
        </message>
        <message>
            <source>Tie-break on %1: %2.</source>
            <translation>以%1判定平局：%2。</translation>
        </message>
        <message>
            <source>%1 tie on %2 (%3).</source>
            <translation>%1 同为 %2（%3）。</translation>
        </message>
        <message>
            <source>%1 share place %2.</source>
            <translation>%1 并列第 %2 名。</translation>
        </message>
        <message>
            <source>Leading so far (incomplete): %1 with %2.</source>
            <translation>目前领先（尚未完成）：%1，%2。</translation>
        </message>
        <message>
            <source>No winner yet: %1 are level on %2 and the tie-break is not entered.</source>
            <translation>尚无胜利者：%1 同为 %2，且尚未输入平局判定所需的数值。</translation>
        </message>
        <message>
            <source>Winner: %1 with %2.</source>
            <translation>胜利者：%1，%2。</translation>
        </message>
        <message>
            <source>Shared victory: %1, with %2 each.</source>
            <translation>共同胜利：%1，各为 %2。</translation>
        </message>
        <message>
            <source>How it was decided</source>
            <translation>如何决定</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message numerus="yes">
            <source>place(s) %1</source>
            <translation>
                <numerusform>第 %1 个位置</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>bottom row %1</source>
            <translation>最下面一行的第 %1 个位置</translation>
        </message>
        <message>
            <source>the card in hand</source>
            <translation>手里的卡</translation>
        </message>
        <message>
            <source>the card left in the deck</source>
            <translation>留在牌堆中的卡</translation>
        </message>
    </context>
    <context>
        <name>StateText</name>
        <message>
            <source>nothing</source>
            <translation>无</translation>
        </message>
        <message>
            <source>The game is over after %1 turns.</source>
            <translation>游戏已结束，共进行了 %1 个回合。</translation>
        </message>
        <message>
            <source>Round %1, turn of %2</source>
            <translation>第 %1 轮，轮到 %2</translation>
        </message>
        <message>
            <source>The end is triggered: %1 turns left after this one.</source>
            <translation>已触发游戏结束：本回合之后还剩 %1 个回合。</translation>
        </message>
        <message>
            <source>%1 (%2): tunnel points %3, coronation %4, pedestal tokens %5</source>
            <translation>%1（%2）：隧道分数 %3、加冕标记 %4、基座得分标记 %5</translation>
        </message>
        <message>
            <source>  storage: %1; pedestals: Fire %2, Ice %3, Moon %4</source>
            <translation>  储存区：%1；基座：烈火 %2、冰霜 %3、皎月 %4</translation>
        </message>
        <message>
            <source>  moot (%1 trolls; * marks a resource on an icon):</source>
            <translation>  巨魔部众（%1 个巨魔；* 表示资源标记上有资源）：</translation>
        </message>
        <message>
            <source>Clan market (bribes in brackets):</source>
            <translation>氏族卡堆（方括号内为贿赂）：</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>  level %1 (deck %2): %3</source>
            <translation>  %1 级（牌堆 %2 张）：%3</translation>
        </message>
        <message>
            <source>%1 (%2 runes)</source>
            <translation>%1（%2 枚符文）</translation>
        </message>
        <message>
            <source>a spell</source>
            <translation>咒语卡</translation>
        </message>
        <message>
            <source>Spells: %1</source>
            <translation>咒语：%1</translation>
        </message>
        <message>
            <source>A-E tunnels of each player's network, ? tunnels of nobody's, = great halls, G gates, * unearthed statues, s buried statues, W workshops, w empty workshop sites</source>
            <translation>A-E 各玩家通路网的隧道、? 不属于任何人的隧道、= 大厅、G 大门、* 已出土的雕像、s 被掩埋的雕像、W 工坊、w 空闲的工坊点</translation>
        </message>
        <message>
            <source>%1 pedestal %2%3</source>
            <translation>%1基座 %2%3</translation>
        </message>
        <message>
            <source>storage of %1: %2</source>
            <translation>%1 的储存区：%2</translation>
        </message>
        <message>
            <source>on the trolls of %1: %2</source>
            <translation>%1 的巨魔身上：%2</translation>
        </message>
        <message>
            <source>tunnel points of %1: %2%3</source>
            <translation>%1 的隧道分数：%2%3</translation>
        </message>
        <message>
            <source> with the %1 pedestal</source>
            <translation>（上有%1基座）</translation>
        </message>
    </context>
    <context>
        <name>TableRuling</name>
        <message>
            <source>Split tiles: one statue per printed tile scores, whatever a great hall covers (table ruling, SCORE-ONE-PER-TUNNEL).</source>
            <translation>被大厅分开的板块：不论大厅覆盖了哪些部分，每个隧道板块只有一个雕像计分（本桌裁定，SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>Split tiles: each part of a tile that a great hall leaves uncovered is a tunnel of its own (default, SCORE-ONE-PER-TUNNEL).</source>
            <translation>被大厅分开的板块：大厅下方延伸出来的每个部分各自是独立的隧道（默认，SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
    </context>
    <context>
        <name>TerraMysticaFireIce</name>
        <message>
            <source>plains</source>
            <translation>平原</translation>
        </message>
        <message>
            <source>swamp</source>
            <translation>沼泽</translation>
        </message>
        <message>
            <source>lakes</source>
            <translation>湖泊</translation>
        </message>
        <message>
            <source>forest</source>
            <translation>森林</translation>
        </message>
        <message>
            <source>mountains</source>
            <translation>山脉</translation>
        </message>
        <message>
            <source>wasteland</source>
            <translation>荒地</translation>
        </message>
        <message>
            <source>desert</source>
            <translation>沙漠</translation>
        </message>
        <message>
            <source>Halflings</source>
            <translation>半身人</translation>
        </message>
        <message>
            <source>Cultists</source>
            <translation>异教徒</translation>
        </message>
        <message>
            <source>Alchemists</source>
            <translation>炼金术士</translation>
        </message>
        <message>
            <source>Darklings</source>
            <translation>魔族</translation>
        </message>
        <message>
            <source>Mermaids</source>
            <translation>人鱼</translation>
        </message>
        <message>
            <source>Swarmlings</source>
            <translation>虫群族</translation>
        </message>
        <message>
            <source>Witches</source>
            <translation>女巫</translation>
        </message>
        <message>
            <source>Auren</source>
            <translation>精灵</translation>
        </message>
        <message>
            <source>Dwarves</source>
            <translation>矮人</translation>
        </message>
        <message>
            <source>Engineers</source>
            <translation>工程师</translation>
        </message>
        <message>
            <source>Chaos Magicians</source>
            <translation>混沌法师</translation>
        </message>
        <message>
            <source>Giants</source>
            <translation>巨人</translation>
        </message>
        <message>
            <source>Fakirs</source>
            <translation>苦行僧</translation>
        </message>
        <message>
            <source>Nomads</source>
            <translation>游牧民</translation>
        </message>
        <message>
            <source>Ice Maidens</source>
            <translation>冰之少女</translation>
        </message>
        <message>
            <source>Yetis</source>
            <translation>雪人</translation>
        </message>
        <message>
            <source>Dragonlords</source>
            <translation>巨龙领主</translation>
        </message>
        <message>
            <source>Acolytes</source>
            <translation>侍僧</translation>
        </message>
        <message>
            <source>Shapeshifters</source>
            <translation>变形者</translation>
        </message>
        <message>
            <source>Riverwalkers</source>
            <translation>河流行者</translation>
        </message>
        <message>
            <source>brown</source>
            <translation>棕色</translation>
        </message>
        <message>
            <source>black</source>
            <translation>黑色</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>蓝色</translation>
        </message>
        <message>
            <source>green</source>
            <translation>绿色</translation>
        </message>
        <message>
            <source>grey</source>
            <translation>灰色</translation>
        </message>
        <message>
            <source>red</source>
            <translation>红色</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>黄色</translation>
        </message>
        <message>
            <source>white</source>
            <translation>白色</translation>
        </message>
        <message>
            <source>orange</source>
            <translation>橙色</translation>
        </message>
        <message>
            <source>pick %1</source>
            <translation>第 %1 个选择</translation>
        </message>
        <message>
            <source>Fire &amp; Ice: the final-scoring tile</source>
            <translation>火与冰：终局计分板块</translation>
        </message>
        <message>
            <source>Fire &amp; Ice: factions</source>
            <translation>火与冰：种族</translation>
        </message>
        <message>
            <source>Fire &amp; Ice: variants</source>
            <translation>火与冰：可选规则</translation>
        </message>
        <message>
            <source>Base game: players and factions</source>
            <translation>基础游戏：玩家与种族</translation>
        </message>
        <message>
            <source>Base game: final scoring</source>
            <translation>基础游戏：终局计分</translation>
        </message>
        <message>
            <source>%1: %2 is already the home or start terrain of %3</source>
            <translation>%1：%2 已是%3的原生地形或初始地形</translation>
        </message>
        <message>
            <source>Base game (not in the Fire &amp; Ice rules), as the open-source Terra Mystica moderator implements it: jsnell/terra-mystica, src/Game/Constants.pm</source>
            <translation>基础游戏（火与冰规则中没有），依开源神秘大地主持程序的实现：jsnell/terra-mystica，src/Game/Constants.pm</translation>
        </message>
        <message>
            <source>Base game (not in the Fire &amp; Ice rules), as the open-source Terra Mystica moderator implements it: jsnell/terra-mystica, src/scoring.pm</source>
            <translation>基础游戏（火与冰规则中没有），依开源神秘大地主持程序的实现：jsnell/terra-mystica，src/scoring.pm</translation>
        </message>
        <message>
            <source>Base game (not in the Fire &amp; Ice rules), as the open-source Terra Mystica moderator implements it: jsnell/terra-mystica, src/Game/Factions/</source>
            <translation>基础游戏（火与冰规则中没有），依开源神秘大地主持程序的实现：jsnell/terra-mystica，src/Game/Factions/</translation>
        </message>
        <message>
            <source>Base game rules (not in the Fire &amp; Ice rules)</source>
            <translation>基础游戏规则（火与冰规则中没有）</translation>
        </message>
        <message>
            <source>One final-scoring tile is drawn at setup and scored at the end of the game, after area scoring.</source>
            <translation>设置游戏时抽取一张终局计分板块，在游戏结束时于区域计分之后计分。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 131</source>
            <translation>火与冰规则（TOTO 中文译本），第 131 行</translation>
        </message>
        <message>
            <source>Like area scoring, every final-scoring tile counts only buildings that are directly or indirectly connected.</source>
            <translation>与区域计分相同，每种终局计分板块只计算直接或间接相连的建筑。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 133</source>
            <translation>火与冰规则（TOTO 中文译本），第 133 行</translation>
        </message>
        <message>
            <source>The tile gives 18 VP to the first, 12 to the second and 6 to the third; tied players add up the points of the places they take and share them equally, rounded down.</source>
            <translation>板块给第一名 18 分，第二名 12 分，第三名 6 分；平局的玩家将所占名次的分数相加后平均分配，向下取整。</translation>
        </message>
        <message>
            <source>Two players tied for first take (18 + 12) ÷ 2 = 15 VP each; three tied for second (12 + 6 + 0) ÷ 3 = 6; two tied for third (6 + 0) ÷ 2 = 3; four tied for second in a five-player game ⌊18 ÷ 4⌋ = 4.</source>
            <translation>两人并列第一各得 (18 + 12) ÷ 2 = 15 分；三人并列第二各得 (12 + 6 + 0) ÷ 3 = 6 分；两人并列第三各得 (6 + 0) ÷ 2 = 3 分；五人局四人并列第二各得 ⌊18 ÷ 4⌋ = 4 分。</translation>
        </message>
        <message>
            <source>Greatest distance: the number of spaces between a player's two connected buildings farthest apart, along the shortest route.</source>
            <translation>最大距离：玩家相连的建筑中相距最远的两个建筑之间的格数，按最短路径计算。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 143–147</source>
            <translation>火与冰规则（TOTO 中文译本），第 143–147 行</translation>
        </message>
        <message>
            <source>Mermaids and Fakirs both reach 12 spaces: 15 VP each ((18 + 12) ÷ 2); the Witches' 8 is third, 6 VP; the Giants score nothing.</source>
            <translation>人鱼与苦行僧均为 12 格：各得 15 分（(18 + 12) ÷ 2）；女巫的 8 格为第三，得 6 分；巨人不得分。</translation>
        </message>
        <message>
            <source>Stronghold–sanctuary: the number of spaces between a player's stronghold and sanctuary, which must be connected; the larger the better. Without both buildings a player scores nothing on this tile.</source>
            <translation>要塞与神殿：玩家的要塞与圣殿之间的格数，两者必须相连；数值越大越好。未建造这两个建筑的玩家不能从此板块得分。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 155–159</source>
            <translation>火与冰规则（TOTO 中文译本），第 155–159 行</translation>
        </message>
        <message>
            <source>Witches 4, Giants 3, Mermaids and Fakirs without a sanctuary: 18, 12, 0 and 0 VP.</source>
            <translation>女巫 4，巨人 3，人鱼与苦行僧没有圣殿：18、12、0、0 分。</translation>
        </message>
        <message>
            <source>Outposts: the number of a player's connected buildings on the edge of the board.</source>
            <translation>前哨：玩家建在版图边缘且相连的建筑数量。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 165–169</source>
            <translation>火与冰规则（TOTO 中文译本），第 165–169 行</translation>
        </message>
        <message>
            <source>Mermaids, Fakirs and Witches have 3 connected buildings on the edge each: (18 + 12 + 6) ÷ 3 = 12 VP each.</source>
            <translation>人鱼、苦行僧与女巫各有 3 个相连的建筑位于边缘：各得 (18 + 12 + 6) ÷ 3 = 12 分。</translation>
        </message>
        <message>
            <source>Settlements: the number of a player's clusters of directly adjacent buildings, a lone building counting as one, in one connected network; a Mermaids town across a river is one settlement.</source>
            <translation>定居点：玩家直接相邻建筑形成的聚集区数量，单个建筑也算一个，须在同一相连建筑群中；跨越河流建成的人鱼城镇算作一个定居点。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 175–181</source>
            <translation>火与冰规则（TOTO 中文译本），第 175–181 行</translation>
        </message>
        <message>
            <source>Fakirs 7 settlements, Mermaids 6, Witches 4: 18, 12 and 6 VP.</source>
            <translation>苦行僧 7 个定居点，人鱼 6 个，女巫 4 个：18、12、6 分。</translation>
        </message>
        <message>
            <source>For the Riverwalkers, directly adjacent buildings count as connected in the final scoring even when their shipping does not connect them.</source>
            <translation>对河流行者而言，终局计分时直接相邻的建筑即使未通过航行能力相连，也算作相连。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 323</source>
            <translation>火与冰规则（TOTO 中文译本），第 323 行</translation>
        </message>
        <message>
            <source>Ice Maidens with their stronghold score 3 VP for each of their temples whenever they pass.</source>
            <translation>建造要塞后，冰之少女每次放弃行动时，每个神庙得 3 分。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 207</source>
            <translation>火与冰规则（TOTO 中文译本），第 207 行</translation>
        </message>
        <message>
            <source>Volcano factions score nothing for placing volcano tiles: they never use spades to transform.</source>
            <translation>火山种族放置火山地形板块不得分：他们从不使用铲子转化地形。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 239</source>
            <translation>火与冰规则（TOTO 中文译本），第 239 行</translation>
        </message>
        <message>
            <source>Dragonlords and Acolytes still score a reward for gaining a spade, though they turn each spade into a power token or a cult step.</source>
            <translation>巨龙领主与侍僧虽然将每个铲子换成魔力指示物或信仰值，获得铲子时的计分奖励仍然有效。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 245 and 261</source>
            <translation>火与冰规则（TOTO 中文译本），第 245、261 行</translation>
        </message>
        <message>
            <source>Acolytes with their stronghold advance 4, 3 or 2 spaces instead of 3, 2 or 1 when they send a priest to a cult track.</source>
            <translation>建造要塞后，侍僧派祭司执行提升信仰的行动时，前进 4/3/2 格而非 3/2/1 格。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 265</source>
            <translation>火与冰规则（TOTO 中文译本），第 265 行</translation>
        </message>
        <message>
            <source>Shapeshifters with their stronghold may change their home terrain for 3 power, as often as they like, to one that is no other faction's home terrain; each change scores 2 VP at once.</source>
            <translation>建造要塞后，变形者可花费 3 点魔力变更原生地形，次数不限，只能变更为非其他种族原生地形的类型；每次变更立即得 2 分。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 293</source>
            <translation>火与冰规则（TOTO 中文译本），第 293 行</translation>
        </message>
        <message>
            <source>The Yetis' stronghold and sanctuary have a power value of 4, for their neighbours' power and for founding towns.</source>
            <translation>雪人的要塞与圣殿魔力值为 4（与其他玩家获取魔力以及形成城镇有关）。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 217</source>
            <translation>火与冰规则（TOTO 中文译本），第 217 行</translation>
        </message>
        <message>
            <source>An ice faction chooses its start terrain when it is chosen: not the home or start terrain of a faction chosen before it; later players may not choose the faction of that terrain.</source>
            <translation>选择冰原种族时须同时选择初始地形：不能是之前已选种族的原生地形或初始地形；之后的玩家不能选择以该地形为原生地形的种族。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 187–193</source>
            <translation>火与冰规则（TOTO 中文译本），第 187–193 行</translation>
        </message>
        <message>
            <source>After the Giants and a swamp faction, Jeff's Ice Maidens may not start on wasteland or swamp; he takes forest, so the fourth player may not choose the Witches or the Auren.</source>
            <translation>巨人和一个沼泽种族已被选择，Jeff 的冰之少女不能以荒地或沼泽为初始地形；他选择森林，于是第四位玩家不能选择女巫或精灵。</translation>
        </message>
        <message>
            <source>A volcano faction chooses its start terrain after every faction is chosen: not the home or start terrain of any other faction. It means nothing after the first two buildings.</source>
            <translation>火山种族在所有种族选定后才选择初始地形：不能是任何其他种族的原生地形或初始地形。放置最初两个建筑后，它不再有任何意义。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 233–237</source>
            <translation>火与冰规则（TOTO 中文译本），第 233–237 行</translation>
        </message>
        <message>
            <source>The Shapeshifters choose their home terrain when they are chosen: not the home or start terrain of a faction chosen before them; later players may not choose the faction of that terrain.</source>
            <translation>选择变形者时须立即选择原生地形：不能是之前已选种族的原生地形或初始地形；之后的玩家不能选择以该地形为原生地形的种族。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 275 and 281</source>
            <translation>火与冰规则（TOTO 中文译本），第 275、281 行</translation>
        </message>
        <message>
            <source>With the Witches in play, Adele's Shapeshifters may not take forest; she takes wasteland.</source>
            <translation>女巫已在场上，Adele 的变形者不能选择森林；她选择了荒地。</translation>
        </message>
        <message>
            <source>The Riverwalkers choose their start terrain when they are chosen, under the same limits, and put a priest on each of the six other terrains of their terrain ring.</source>
            <translation>选择河流行者时须同时选择初始地形，限制相同，并在地形环上其余六种地形上各放置一个祭司。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 297–303</source>
            <translation>火与冰规则（TOTO 中文译本），第 297–303 行</translation>
        </message>
        <message>
            <source>Alice's Riverwalkers start on desert: a priest each on plains, swamp, lakes, forest, mountains and wasteland.</source>
            <translation>Alice 的河流行者以沙漠为初始地形：在平原、沼泽、湖泊、森林、山脉及荒地上各放一个祭司。</translation>
        </message>
        <message>
            <source>An ice faction pays, to turn a terrain into ice, the spades between that terrain and its start terrain on the cycle, and 1 spade for its start terrain itself.</source>
            <translation>冰原种族将地形转化为冰原时，支付该地形与其初始地形在转化环上相隔的铲子数；转化其初始地形本身也要支付 1 个铲子。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 195–197</source>
            <translation>火与冰规则（TOTO 中文译本），第 195–197 行</translation>
        </message>
        <message>
            <source>Ice Maidens starting on forest: 1 spade from forest, mountains or lakes; 2 from wasteland or swamp; 3 from desert or plains.</source>
            <translation>以森林为初始地形的冰之少女：森林、山脉、湖泊 1 个铲子；荒地、沼泽 2 个；沙漠、平原 3 个。</translation>
        </message>
        <message>
            <source>The Shapeshifters pay the spades between a terrain and their home terrain on the cycle.</source>
            <translation>变形者支付目标地形与其原生地形在转化环上相隔的铲子数。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 277–281</source>
            <translation>火与冰规则（TOTO 中文译本），第 277–281 行</translation>
        </message>
        <message>
            <source>Home terrain wasteland: 1 spade from desert or mountains, 2 from forest or plains, 3 from swamp or lakes.</source>
            <translation>原生地形为荒地：沙漠、山脉 1 个铲子，森林、平原 2 个，沼泽、湖泊 3 个。</translation>
        </message>
        <message>
            <source>Volcano factions never use spades: Dragonlords remove 2 power tokens to turn another player's home terrain into volcano and 1 for any other terrain; Acolytes move down a cult track 4 or 3 spaces. Riverwalkers cannot transform at all.</source>
            <translation>火山种族从不使用铲子：巨龙领主将其他玩家的原生地形转化为火山需移除 2 个魔力指示物，其他地形 1 个；侍僧则在信仰轨道上后退 4 或 3 格。河流行者完全不能转化地形。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 245, 261, 309 and 325</source>
            <translation>火与冰规则（TOTO 中文译本），第 245、261、309、325 行</translation>
        </message>
        <message>
            <source>Dragonlords and Shapeshifters gain power tokens from the general supply and may hold more than 12.</source>
            <translation>巨龙领主与变形者会从公共堆获得魔力指示物，可能拥有超过 12 个。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 245–251 and 285</source>
            <translation>火与冰规则（TOTO 中文译本），第 245–251、285 行</translation>
        </message>
        <message>
            <source>Faction auction: bids run from 0 to 40, each above the last; the winner's marker goes back from 40 by the bid, so the faction starts with 40 − bid VP. The next round opens with the player to the winner's left.</source>
            <translation>种族竞拍：出价从 0 到 40，每次须高于上一个出价；得标者的标记物从 40 分往后移动出价值，因此该种族以 40 − 出价 分开始。下一轮由得标者左手边的玩家开始出价。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 355–359</source>
            <translation>火与冰规则（TOTO 中文译本），第 355–359 行</translation>
        </message>
        <message>
            <source>A bid of 12 starts the faction on 28 VP.</source>
            <translation>出价 12 的种族以 28 分开始。</translation>
        </message>
        <message>
            <source>a bid of %1: bids run from %2 to 40</source>
            <translation>出价 %1：出价须在 %2 到 40 之间</translation>
        </message>
        <message>
            <source>After an auction, the Ice Maidens, Yetis, Riverwalkers and Shapeshifters may not choose the home terrain of an auctioned faction.</source>
            <translation>竞拍后，冰之少女、雪人、河流行者与变形者不能选择参与竞拍种族的原生地形。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 364</source>
            <translation>火与冰规则（TOTO 中文译本），第 364 行</translation>
        </message>
        <message>
            <source>%1: %2 is the home terrain of %3, a faction of this auction</source>
            <translation>%1：%2 是本次竞拍种族%3的原生地形</translation>
        </message>
        <message>
            <source>Variable turn order: each player who passes moves to the highest free place of the next round, so the next round is played in the order of passing.</source>
            <translation>可变回合顺序：每位放弃行动的玩家移到下一轮尽可能靠前的空位，因此下一轮按放弃行动的先后顺序进行。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 337–351</source>
            <translation>火与冰规则（TOTO 中文译本），第 337–351 行</translation>
        </message>
        <message>
            <source>Acolytes, Auren, Nomads play round 1; the Auren pass first and the Acolytes second: round 2 is Auren, Acolytes, Nomads.</source>
            <translation>第 1 轮顺序为侍僧、精灵、游牧民；精灵第一个放弃行动，侍僧第二个：第 2 轮为精灵、侍僧、游牧民。</translation>
        </message>
        <message>
            <source>%1 passes twice or is not in this round; each player passes once</source>
            <translation>%1 放弃行动两次或不在本轮中；每位玩家只放弃行动一次</translation>
        </message>
        <message>
            <source>Terra Mystica is played by 2 to 5 players.</source>
            <translation>神秘大地由 2 至 5 名玩家进行。</translation>
        </message>
        <message>
            <source>Each player plays a different faction: one of the 14 of the base game or the 6 of Fire &amp; Ice.</source>
            <translation>每位玩家使用不同的种族：基础游戏的 14 个或火与冰的 6 个之一。</translation>
        </message>
        <message>
            <source>%1 is already played by %2</source>
            <translation>%1 已由%2使用</translation>
        </message>
        <message>
            <source>Each colour is in play once: two factions of one home terrain never play together, and only one ice faction (white pieces) and one volcano faction (orange pieces) can play.</source>
            <translation>每种颜色只能出现一次：同一原生地形的两个种族不能同时参与游戏，冰原种族（白色部件）与火山种族（橙色部件）各只能有一个。</translation>
        </message>
        <message>
            <source>Base game rules; the white and orange pieces: Fire &amp; Ice rules (Chinese translation by TOTO), lines 71, 189 and 233</source>
            <translation>基础游戏规则；白色与橙色部件：火与冰规则（TOTO 中文译本），第 71、189、233 行</translation>
        </message>
        <message>
            <source>%1 cannot play beside %2: both have the %3 pieces</source>
            <translation>%1 不能与%2同时参与游戏：两者都使用%3部件</translation>
        </message>
        <message>
            <source>The seven terrains form the transformation cycle plains – swamp – lakes – forest – mountains – wasteland – desert – plains; turning a terrain into another costs one spade per step between them. Each base faction has its home terrain; the Giants always pay 2 spades.</source>
            <translation>七种地形构成转化环：平原 – 沼泽 – 湖泊 – 森林 – 山脉 – 荒地 – 沙漠 – 平原；将一种地形转化为另一种，每隔一步需 1 个铲子。每个基础种族有其原生地形；巨人总是支付 2 个铲子。</translation>
        </message>
        <message>
            <source>The cycle is also the one the Fire &amp; Ice rules' own examples imply (TMFI-020, TMFI-021).</source>
            <translation>火与冰规则自身的例子也推出同一个转化环（TMFI-020、TMFI-021）。</translation>
        </message>
        <message>
            <source>Final scoring adds to each player's score on the VP track, which never goes below 0.</source>
            <translation>终局计分加到每位玩家分数轨上的分数上，分数不会低于 0。</translation>
        </message>
        <message>
            <source>Area scoring: the largest network of directly or indirectly connected buildings scores 18 VP, the second 12, the third 6; tied players share the points of their places, rounded down.</source>
            <translation>区域计分：直接或间接相连的最大建筑群第一名得 18 分，第二名 12 分，第三名 6 分；平局的玩家平分所占名次的分数，向下取整。</translation>
        </message>
        <message>
            <source>A faction has 17 buildings: 8 dwellings, 4 trading houses, 1 stronghold, 3 temples and 1 sanctuary; no network is larger, and a tile's edge buildings or settlements are counted in one network.</source>
            <translation>每个种族有 17 个建筑：8 个聚落、4 个贸易所、1 个要塞、3 个神庙和 1 个圣殿；没有建筑群比这更大，板块的边缘建筑或定居点都在一个建筑群中计算。</translation>
        </message>
        <message>
            <source>Base game; the pieces of each new colour: Fire &amp; Ice rules (Chinese translation by TOTO), lines 71–81</source>
            <translation>基础游戏；每种新颜色的部件：火与冰规则（TOTO 中文译本），第 71–81 行</translation>
        </message>
        <message>
            <source>Cult scoring: on each of the four cult tracks (fire, water, earth, air) the first scores 8 VP, the second 4, the third 2; tied players share the points of their places, rounded down; a player at 0 scores nothing.</source>
            <translation>信仰计分：四条信仰轨道（火、水、土、风）上各自第一名得 8 分，第二名 4 分，第三名 2 分；平局的玩家平分所占名次的分数，向下取整；位于 0 的玩家不得分。</translation>
        </message>
        <message>
            <source>A cult track runs from 0 to 10, and only one player can reach its space 10 (with a town key).</source>
            <translation>信仰轨道从 0 到 10，只有一名玩家能到达第 10 格（需要城镇钥匙）。</translation>
        </message>
        <message>
            <source>Ruling: a value of 0 (no building, a cult track at 0, nothing on the tile) scores nothing and takes no place.</source>
            <translation>裁定：数值 0（没有建筑、信仰轨道在 0、板块上为零）不得分，也不占名次。</translation>
        </message>
        <message>
            <source>Let players at 0 share the places left when fewer than three players have more.</source>
            <translation>当少于三名玩家的数值大于 0 时，让位于 0 的玩家分享剩下的名次。</translation>
        </message>
        <message>
            <source>The base game says so of the cult tracks, and the Fire &amp; Ice rules of a player without both buildings on the stronghold–sanctuary tile; the open-source moderator applies it to every ranking.</source>
            <translation>基础游戏对信仰轨道如此规定，火与冰规则对要塞与神殿板块上未建造两个建筑的玩家也如此规定；开源主持程序将其用于每个排名。</translation>
        </message>
        <message>
            <source>Resources: half of the power in bowl II may be burned into bowl III; each power in bowl III, each priest and each worker is worth 1 coin, and every 3 coins score 1 VP. Hallkeeper burns only as much as gains a VP.</source>
            <translation>资源：魔力盘 II 中一半的魔力可以燃烧到魔力盘 III；魔力盘 III 中每点魔力、每个祭司和每个工人各值 1 金币，每 3 金币得 1 分。Hallkeeper 只燃烧能多得分的数量。</translation>
        </message>
        <message>
            <source>The Alchemists score 1 VP for every 2 coins.</source>
            <translation>炼金术士每 2 金币得 1 分。</translation>
        </message>
        <message>
            <source>A faction has 12 power tokens, fewer after burning: bowls II and III together hold at most 12, except for the Dragonlords and Shapeshifters (TMFI-023).</source>
            <translation>每个种族有 12 个魔力指示物，燃烧后更少：魔力盘 II 与 III 合计最多 12 个，巨龙领主与变形者除外（TMFI-023）。</translation>
        </message>
        <message>
            <source>A faction has 7 priests: it never holds more.</source>
            <translation>每个种族有 7 个祭司：不会拥有更多。</translation>
        </message>
        <message>
            <source>Base game; the new colours: Fire &amp; Ice rules (Chinese translation by TOTO), line 83</source>
            <translation>基础游戏；新颜色：火与冰规则（TOTO 中文译本），第 83 行</translation>
        </message>
        <message>
            <source>The player with the most VP after final scoring wins; tied players share the place.</source>
            <translation>终局计分后分数最高的玩家获胜；平局的玩家共享名次。</translation>
        </message>
        <message>
            <source>no place: 0 scores nothing</source>
            <translation>无名次：0 不得分</translation>
        </message>
        <message>
            <source>place %1: %2 VP</source>
            <translation>第 %1 名：%2 分</translation>
        </message>
        <message>
            <source>place %1: only the first three places score</source>
            <translation>第 %1 名：只有前三名得分</translation>
        </message>
        <message>
            <source>tied with %1 for places %2: (%3) ÷ %4 = %5 VP</source>
            <translation>与%1并列第 %2 名：(%3) ÷ %4 = %5 分</translation>
        </message>
        <message>
            <source>tied with %1 for places %2: (%3) ÷ %4 = %5 VP, rounded down</source>
            <translation>与%1并列第 %2 名：(%3) ÷ %4 = %5 分，向下取整</translation>
        </message>
        <message>
            <source>Greatest distance</source>
            <translation>最大距离</translation>
        </message>
        <message>
            <source>Stronghold–sanctuary</source>
            <translation>要塞与神殿</translation>
        </message>
        <message>
            <source>Outposts</source>
            <translation>前哨</translation>
        </message>
        <message>
            <source>Settlements</source>
            <translation>定居点</translation>
        </message>
        <message>
            <source>No tile</source>
            <translation>无板块</translation>
        </message>
        <message>
            <source>not entered</source>
            <translation>未输入</translation>
        </message>
        <message>
            <source>%1 %2: %3</source>
            <translation>%1 %2：%3</translation>
        </message>
        <message>
            <source>not entered: coins, workers, priests and both bowls are needed</source>
            <translation>未输入：需要金币、工人、祭司和两个魔力盘</translation>
        </message>
        <message>
            <source>%1 coins + %2 workers + %3 priests + %4 power in bowl III</source>
            <translation>%1 金币 + %2 工人 + %3 祭司 + 魔力盘 III 中 %4 魔力</translation>
        </message>
        <message numerus="yes">
            <source> + %n power burned from bowl II</source>
            <translation>
                <numerusform> + 从魔力盘 II 燃烧 %n 魔力</numerusform>
            </translation>
        </message>
        <message>
            <source> = %1 coins → %2 VP at %3 coins per VP</source>
            <translation> = %1 金币 → %2 分（每 %3 金币 1 分）</translation>
        </message>
        <message numerus="yes">
            <source>, %n coin(s) left over</source>
            <translation>
                <numerusform>，剩余 %n 金币</numerusform>
            </translation>
        </message>
        <message>
            <source>; burning power from bowl II would gain no VP</source>
            <translation>；燃烧魔力盘 II 的魔力不会多得分</translation>
        </message>
        <message>
            <source>; burning more would gain no VP</source>
            <translation>；燃烧更多不会多得分</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>总分</translation>
        </message>
        <message>
            <source>VP track</source>
            <translation>分数轨</translation>
        </message>
        <message>
            <source>Area</source>
            <translation>区域</translation>
        </message>
        <message>
            <source>Fire</source>
            <translation>火</translation>
        </message>
        <message>
            <source>Water</source>
            <translation>水</translation>
        </message>
        <message>
            <source>Earth</source>
            <translation>土</translation>
        </message>
        <message>
            <source>Air</source>
            <translation>风</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>板块</translation>
        </message>
        <message>
            <source>Resources</source>
            <translation>资源</translation>
        </message>
        <message>
            <source>Fire cult</source>
            <translation>火信仰</translation>
        </message>
        <message>
            <source>Water cult</source>
            <translation>水信仰</translation>
        </message>
        <message>
            <source>Earth cult</source>
            <translation>土信仰</translation>
        </message>
        <message>
            <source>Air cult</source>
            <translation>风信仰</translation>
        </message>
        <message>
            <source>%1 VP on the VP track before final scoring</source>
            <translation>终局计分前分数轨上 %1 分</translation>
        </message>
        <message>
            <source>Largest network</source>
            <translation>最大建筑群</translation>
        </message>
        <message>
            <source>choose the final-scoring tile in play</source>
            <translation>请选择本局的终局计分板块</translation>
        </message>
        <message>
            <source>no final-scoring tile in play</source>
            <translation>本局没有终局计分板块</translation>
        </message>
        <message>
            <source>%1 0: without both buildings connected, nothing</source>
            <translation>%1 0：两个建筑未都建成并相连，不得分</translation>
        </message>
        <message>
            <source>%1 = %2 VP</source>
            <translation>%1 = %2 分</translation>
        </message>
        <message>
            <source>Choose the final-scoring tile in play to score it.</source>
            <translation>请选择本局的终局计分板块以计算其分数。</translation>
        </message>
        <message>
            <source>Not every value is entered yet: the places and totals may still change.</source>
            <translation>尚未输入全部数值：名次与总分仍可能改变。</translation>
        </message>
        <message>
            <source>Final-scoring tile: %1</source>
            <translation>终局计分板块：%1</translation>
        </message>
        <message>
            <source>%1 cannot play beside %2 (%3): both have the %4 pieces</source>
            <translation>%1 不能与%2（%3）同时参与游戏：两者都使用%4部件</translation>
        </message>
        <message numerus="yes">
            <source>%1 has a tile value of %2, but the largest network holds %n building(s); the tile counts the buildings of one connected network</source>
            <translation>
                <numerusform>%1 的板块数值为 %2，但最大建筑群只有 %n 个建筑；板块只计算一个相连建筑群中的建筑</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 has a distance of %2, but the largest network holds %n building(s); a distance needs two connected buildings</source>
            <translation>
                <numerusform>%1 的距离为 %2，但最大建筑群只有 %n 个建筑；距离需要两个相连的建筑</numerusform>
            </translation>
        </message>
        <message>
            <source>%1's bowls II and III hold %2 power tokens; the %3 have %4 at most</source>
            <translation>%1 的魔力盘 II 与 III 共有 %2 个魔力指示物；%3最多只有 %4 个</translation>
        </message>
        <message>
            <source>%1 is on space 10 of this track already; only one player can reach it</source>
            <translation>%1 已在此轨道第 10 格；只有一名玩家能到达</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>种族</translation>
        </message>
        <message>
            <source>The faction played: each player a different one (TM-FACTIONS), one of each colour (TM-COLOURS)</source>
            <translation>所用种族：每位玩家各不相同（TM-FACTIONS），每种颜色一个（TM-COLOURS）</translation>
        </message>
        <message>
            <source>Tile value</source>
            <translation>板块数值</translation>
        </message>
        <message>
            <source>The final-scoring tile's value: the greatest distance in spaces (TMFI-004); the stronghold–sanctuary distance, 0 without both (TMFI-005); the connected buildings on the edge (TMFI-006); the settlements (TMFI-007). Not needed without a tile.</source>
            <translation>终局计分板块的数值：最大距离的格数（TMFI-004）；要塞与圣殿的距离，缺一则为 0（TMFI-005）；边缘上相连的建筑数（TMFI-006）；定居点数（TMFI-007）。没有板块时不需要。</translation>
        </message>
        <message>
            <source>The score on the VP track before final scoring</source>
            <translation>终局计分前分数轨上的分数</translation>
        </message>
        <message>
            <source>The buildings of the largest network of connected buildings, 0 to 17 (TM-AREA, TM-BUILDINGS)</source>
            <translation>最大相连建筑群的建筑数，0 到 17（TM-AREA、TM-BUILDINGS）</translation>
        </message>
        <message>
            <source>The position on the fire cult track, 0 to 10</source>
            <translation>火信仰轨道上的位置，0 到 10</translation>
        </message>
        <message>
            <source>The position on the water cult track, 0 to 10</source>
            <translation>水信仰轨道上的位置，0 到 10</translation>
        </message>
        <message>
            <source>The position on the earth cult track, 0 to 10</source>
            <translation>土信仰轨道上的位置，0 到 10</translation>
        </message>
        <message>
            <source>The position on the air cult track, 0 to 10</source>
            <translation>风信仰轨道上的位置，0 到 10</translation>
        </message>
        <message>
            <source>Coins</source>
            <translation>金币</translation>
        </message>
        <message>
            <source>Coins left at the end (TM-RESOURCES)</source>
            <translation>游戏结束时剩余的金币（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>工人</translation>
        </message>
        <message>
            <source>Workers left at the end (TM-RESOURCES)</source>
            <translation>游戏结束时剩余的工人（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Priests</source>
            <translation>祭司</translation>
        </message>
        <message>
            <source>Priests in the player's supply at the end, 0 to 7 (TM-PRIESTS)</source>
            <translation>游戏结束时玩家供应区中的祭司，0 到 7（TM-PRIESTS）</translation>
        </message>
        <message>
            <source>Power in bowl II</source>
            <translation>魔力盘 II 的魔力</translation>
        </message>
        <message>
            <source>Power tokens in bowl II; half of them may be burned (TM-RESOURCES)</source>
            <translation>魔力盘 II 中的魔力指示物；其中一半可以燃烧（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Power in bowl III</source>
            <translation>魔力盘 III 的魔力</translation>
        </message>
        <message>
            <source>Power tokens in bowl III, 1 coin each (TM-RESOURCES)</source>
            <translation>魔力盘 III 中的魔力指示物，每个值 1 金币（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Final-scoring tile</source>
            <translation>终局计分板块</translation>
        </message>
        <message>
            <source>The Fire &amp; Ice final-scoring tile drawn at setup (TMFI-001)</source>
            <translation>设置游戏时抽取的火与冰终局计分板块（TMFI-001）</translation>
        </message>
    </context>
    <context>
        <name>Troll</name>
        <message>
            <source>%1 cart</source>
            <translation>%1矿车</translation>
        </message>
        <message>
            <source>starting troll</source>
            <translation>起始巨魔</translation>
        </message>
        <message>
            <source>level %1 %2 troll</source>
            <translation>%1 级%2巨魔</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
    </context>
    <context>
        <name>UndoText</name>
        <message>
            <source>&amp;Undo %1</source>
            <translation>撤销(&amp;U) %1</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo %1</source>
            <translation>重做(&amp;R) %1</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>重做</translation>
        </message>
    </context>
    <context>
        <name>Verdict</name>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>there is no tunnel tile "%1" in the catalog</source>
            <translation>配件目录中没有隧道板块“%1”</translation>
        </message>
        <message>
            <source>no %1 tile is left in the tunnel supply (all %2 are on the board)</source>
            <translation>隧道板块供应堆中已没有 %1 板块（全部 %2 块都已在版图上）</translation>
        </message>
        <message>
            <source>the %1 tile has no orientation %2</source>
            <translation>%1 板块没有方向 %2</translation>
        </message>
        <message>
            <source>the tile sticks out of the board at %1</source>
            <translation>板块在 %1 超出版图</translation>
        </message>
        <message>
            <source>the tile would cover another tunnel tile at %1</source>
            <translation>板块会在 %1 盖住另一个隧道板块</translation>
        </message>
        <message>
            <source>the tile would cover a great hall at %1</source>
            <translation>板块会在 %1 盖住大厅</translation>
        </message>
        <message>
            <source>the tile would cover a gate at %1</source>
            <translation>板块会在 %1 盖住大门</translation>
        </message>
        <message>
            <source>the tile would cover a workshop site at %1</source>
            <translation>板块会在 %1 盖住工坊点</translation>
        </message>
        <message>
            <source>the tile would cover the Mountain Heart at %1</source>
            <translation>板块会在 %1 盖住山岳之心</translation>
        </message>
        <message>
            <source>no edge of the tile touches your network</source>
            <translation>板块没有任何一条边与你的通路网相邻</translation>
        </message>
        <message>
            <source>the tile would share an edge with the network of %1 at %2 (touching at a corner is fine)</source>
            <translation>板块会在 %2 与 %1 的通路网共用一条边（仅以角相接则无妨）</translation>
        </message>
        <message>
            <source>needs %1 %2, has %3</source>
            <translation>需要 %1 个%2，目前只有 %3 个</translation>
        </message>
        <message>
            <source>needs %1 hammers for the rubble at %2, has %3</source>
            <translation>覆盖 %2 的碎石格需要 %1 个锤子，目前只有 %3 个</translation>
        </message>
        <message>
            <source>a pedestal goes only on the anchor of the tile just dug, right after digging it</source>
            <translation>基座只能在挖掘后立即放在刚挖掘的隧道板块的锚点上</translation>
        </message>
        <message>
            <source>the %1 tile has no anchor (size-5 tiles have none)</source>
            <translation>%1 板块没有锚点（规模为 5 的板块都没有锚点）</translation>
        </message>
        <message>
            <source>the anchor at %1 already holds a pedestal</source>
            <translation>%1 的锚点上已经有基座</translation>
        </message>
        <message>
            <source>no %1 pedestal in your storage</source>
            <translation>你的储存区里没有%1基座</translation>
        </message>
        <message>
            <source>the workshop site at %1 already has a workshop</source>
            <translation>%1 的工坊点已经有工坊</translation>
        </message>
        <message>
            <source>the workshop site at %1 is not next to the tile just dug</source>
            <translation>%1 的工坊点没有与刚挖掘的板块相邻</translation>
        </message>
        <message>
            <source>no %1 is left in the workshop supply</source>
            <translation>工坊供应堆中已没有%1</translation>
        </message>
        <message>
            <source>there is no workshop at %1</source>
            <translation>%1 没有工坊</translation>
        </message>
        <message>
            <source>the workshop at %1 is not next to your network</source>
            <translation>%1 的工坊没有与你的通路网相邻</translation>
        </message>
        <message>
            <source>there is no great hall "%1" in the catalog</source>
            <translation>配件目录中没有大厅“%1”</translation>
        </message>
        <message>
            <source>%1 is already on the board</source>
            <translation>%1 已经在版图上</translation>
        </message>
        <message>
            <source>%1 has no orientation %2</source>
            <translation>%1 没有方向 %2</translation>
        </message>
        <message>
            <source>the hall sticks out of the board at %1</source>
            <translation>大厅在 %1 超出版图</translation>
        </message>
        <message>
            <source>a great hall never covers a gate (%1)</source>
            <translation>大厅永远不能覆盖大门（%1）</translation>
        </message>
        <message>
            <source>a great hall never covers a workshop (%1)</source>
            <translation>大厅永远不能覆盖工坊（%1）</translation>
        </message>
        <message>
            <source>a great hall never covers another hall (%1)</source>
            <translation>大厅永远不能覆盖其他大厅（%1）</translation>
        </message>
        <message>
            <source>the tunnels at %1 are not in your network</source>
            <translation>%1 的隧道不属于你的通路网</translation>
        </message>
        <message>
            <source>there is no such statue</source>
            <translation>没有这座雕像</translation>
        </message>
        <message>
            <source>the statue at %1 is still buried</source>
            <translation>%1 的雕像仍被掩埋</translation>
        </message>
        <message>
            <source>one cart moves a statue within its tunnel or into an adjacent one; %1 is farther</source>
            <translation>一个矿车只能将雕像移到所在隧道内的其他方格或相邻的隧道；%1 太远了</translation>
        </message>
        <message>
            <source>the statue is already at %1</source>
            <translation>雕像已经在 %1</translation>
        </message>
        <message>
            <source>another statue stands at %1 (statues may pass over each other, not stop together)</source>
            <translation>%1 已有另一座雕像（雕像移动时可以穿过其他雕像，但不能停在同一格）</translation>
        </message>
        <message>
            <source>needs a generic cart, has none</source>
            <translation>需要一个通用矿车，但你没有</translation>
        </message>
        <message>
            <source>a game has 2 to 5 players, not %1</source>
            <translation>游戏人数为 2 到 5 人，不能是 %1 人</translation>
        </message>
        <message>
            <source>the %1 is not for %2 players</source>
            <translation>%1不适用于 %2 人游戏</translation>
        </message>
        <message>
            <source>the gate of %1 at %2 is not on a gate start point</source>
            <translation>%1 位于 %2 的大门不在大门起始点上</translation>
        </message>
        <message>
            <source>the gate of %1 stands on a start point labelled %2; this game needs %3</source>
            <translation>%1 的大门位于标有 %2 的起始点上；本局需要标有 %3 的起始点</translation>
        </message>
        <message>
            <source>two gates stand on %1</source>
            <translation>%1 上有两个大门</translation>
        </message>
        <message>
            <source>with 2 players, both gates stand on start points with the same label</source>
            <translation>2 人游戏时，两个大门必须位于标有相同数字的起始点上</translation>
        </message>
        <message>
            <source>the statue at %1 is not on a statue spot</source>
            <translation>%1 的雕像不在雕像放置点上</translation>
        </message>
        <message>
            <source>the statue spot at %1 has no statue</source>
            <translation>%1 的雕像放置点上没有雕像</translation>
        </message>
        <message>
            <source>%1 × %2 in the supply, but the box holds %3</source>
            <translation>供应堆中有 %1 块%2，但游戏盒中只有 %3 块</translation>
        </message>
        <message>
            <source>the level %1 row of the clan market shows %2 trolls, not %3</source>
            <translation>氏族卡堆的 %1 级那一行展示了 %2 张巨魔卡，应为 %3 张</translation>
        </message>
        <message>
            <source>a level %1 troll in the level %2 row</source>
            <translation>%2 级那一行中有一张 %1 级巨魔卡</translation>
        </message>
        <message>
            <source>each level 2 troll of the clan market starts with a pedestal on it</source>
            <translation>氏族卡堆中的每张 2 级巨魔卡在开始时都放有一个基座</translation>
        </message>
        <message>
            <source>the pedestal score token for layer %1 × %2 is %3; expected 1 to 9</source>
            <translation>第 %1 层 × %2的基座得分标记为 %3；应为 1 到 9</translation>
        </message>
        <message>
            <source>the moot of %1 starts with 4 starting trolls (level 0)</source>
            <translation>%1 的巨魔部众在开始时应有 4 个起始巨魔（0 级）</translation>
        </message>
        <message>
            <source>a team game has 4 players in 2 teams of 2, seated team 1, team 2, team 2, team 1</source>
            <translation>组队游戏有 4 名玩家，分成两支 2 人队伍，座位顺序为队伍 1、队伍 2、队伍 2、队伍 1</translation>
        </message>
        <message>
            <source>it is the turn of %1</source>
            <translation>现在是 %1 的回合</translation>
        </message>
        <message>
            <source>too late in the turn: %1</source>
            <translation>本回合已过了这个步骤：%1</translation>
        </message>
        <message>
            <source>already done this turn: %1</source>
            <translation>本回合已执行过：%1</translation>
        </message>
        <message>
            <source>recruit or dig before ending the turn (you can do one of them)</source>
            <translation>结束回合前必须征募或挖掘（你可以执行其中一项）</translation>
        </message>
        <message>
            <source>a moot of 10 trolls cannot recruit: dig instead</source>
            <translation>巨魔部众已有 10 个巨魔，不能再征募：请改为挖掘</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>游戏已经结束</translation>
        </message>
        <message>
            <source>needs %1 %2 from storage, has %3</source>
            <translation>需要从储存区花费 %1 个%2，目前只有 %3 个</translation>
        </message>
        <message>
            <source>icon %1 of the troll in slot %2 holds nothing</source>
            <translation>巨魔部众第 %2 格巨魔的第 %1 个资源标记上没有资源</translation>
        </message>
        <message>
            <source>there is no icon %1 on a troll in slot %2</source>
            <translation>巨魔部众第 %2 格的巨魔没有第 %1 个资源标记</translation>
        </message>
        <message>
            <source>icon %1 of the troll in slot %2 is spent twice</source>
            <translation>巨魔部众第 %2 格巨魔的第 %1 个资源标记被花费了两次</translation>
        </message>
        <message>
            <source>the payment should be %1</source>
            <translation>应支付 %1</translation>
        </message>
        <message>
            <source>a trade returns exactly 4 resources for 1, not %1</source>
            <translation>交换必须恰好放回 4 个资源换取 1 个，而不是 %1 个</translation>
        </message>
        <message>
            <source>clan carts cannot be traded</source>
            <translation>氏族矿车不能用于交换</translation>
        </message>
        <message>
            <source>there is no face-up spell %1</source>
            <translation>没有第 %1 张公开的咒语卡</translation>
        </message>
        <message>
            <source>a spell is cast with exactly 1 rune</source>
            <translation>释放咒语必须恰好花费 1 枚符文</translation>
        </message>
        <message>
            <source>the spell's effect takes %1 %2, but storage has %3</source>
            <translation>咒语效果需拿走 %1 个%2，但储存区只有 %3 个</translation>
        </message>
        <message>
            <source>the %1 makes no such exchange</source>
            <translation>%1没有这种交换</translation>
        </message>
        <message>
            <source>the Quartermaster moves one resource from one of your trolls</source>
            <translation>军需储备处只能将你一个巨魔身上的 1 个资源移到储存区</translation>
        </message>
        <message>
            <source>no troll in that place of the clan market</source>
            <translation>氏族卡堆的这个位置没有巨魔</translation>
        </message>
        <message>
            <source>a troll below it is missing, so it cannot be bribed</source>
            <translation>其下方缺少一个巨魔，因此无法贿赂</translation>
        </message>
        <message>
            <source>slot %1 of the moot is taken</source>
            <translation>巨魔部众的第 %1 格已有巨魔</translation>
        </message>
        <message>
            <source>slot %1 of the moot does not stand on two trolls</source>
            <translation>巨魔部众的第 %1 格下方没有两个巨魔</translation>
        </message>
        <message>
            <source>the refill comes from the level %1 deck, not level %2</source>
            <translation>补充的巨魔卡应来自 %1 级牌堆，而不是 %2 级</translation>
        </message>
        <message>
            <source>say which troll refills the market (drawn from the level %1 deck)</source>
            <translation>请指定补充氏族卡堆的巨魔卡（从 %1 级牌堆抽出）</translation>
        </message>
        <message>
            <source>the level 2 troll that refills the market gets a pedestal from the bag: say which</source>
            <translation>补充到氏族卡堆的 2 级巨魔会从盲抽袋中获得一个基座：请指定是哪一个</translation>
        </message>
        <message>
            <source>no %1 pedestal is left in the bag</source>
            <translation>盲抽袋中已没有%1基座</translation>
        </message>
        <message>
            <source>one great hall per turn</source>
            <translation>每回合只能设立一个大厅</translation>
        </message>
        <message>
            <source>each move spends exactly 1 cart</source>
            <translation>每次移动必须恰好花费 1 个矿车</translation>
        </message>
        <message>
            <source>the layer %1 × %2 pedestal score token is gone: a pedestal of the %2 clan already stands in that layer</source>
            <translation>第 %1 层 × %2的基座得分标记已被拿走：该层已经有一个%2氏族的基座</translation>
        </message>
        <message>
            <source>the layer %1 × %2 pedestal score token is gone (PED-UNIQUE): it went with the %2 pedestal that a great hall has since covered, and the layer stays closed to the %2 clan</source>
            <translation>第 %1 层 × %2的基座得分标记已被拿走（PED-UNIQUE）：它随那个后来被大厅覆盖的%2基座一起被拿走，该层对%2氏族仍然关闭</translation>
        </message>
        <message>
            <source>activations asked: %1; open entrances of the workshop: %2, one activation each</source>
            <translation>要求的启动次数：%1；工坊开启的入口：%2，每个入口可启动一次</translation>
        </message>
        <message>
            <source>open entrances of the workshop: %1, one activation each; activated this turn already: %2; more asked: %3</source>
            <translation>工坊开启的入口：%1，每个入口可启动一次；本回合已启动：%2 次；再要求：%3 次</translation>
        </message>
        <message>
            <source>%1 is no tunnel, great hall or gate: statues move only through those (a workshop is not part of a network)</source>
            <translation>%1 不是隧道、大厅或大门：雕像只能经由这些移动（工坊不属于通路网）</translation>
        </message>
        <message>
            <source>%1 clan carts move only %1 statues</source>
            <translation>%1氏族矿车只能移动%1雕像</translation>
        </message>
        <message>
            <source>there are no %1 statues</source>
            <translation>没有%1雕像</translation>
        </message>
        <message>
            <source>%1 statues: %2, but the box holds %3</source>
            <translation>%1雕像：%2 个，但游戏盒中只有 %3 个</translation>
        </message>
        <message>
            <source>the statue at %1 breaks the clockwise cycle %2: it is %3, where the cycle puts %4</source>
            <translation>%1 的雕像打破了顺时针的循环 %2：它是%3，但循环在这里应该是%4</translation>
        </message>
        <message>
            <source>the workshop supply holds %1 tiles, not %2 (twice the players, plus one)</source>
            <translation>工坊板块供应堆有 %1 块，而不是 %2 块（玩家人数乘以 2 再加 1）</translation>
        </message>
        <message>
            <source>the gates of teammates %1 at %2 are not on neighbouring start points</source>
            <translation>队友 %1 的大门位于 %2，不在相邻的起始点上</translation>
        </message>
        <message>
            <source>%1 clan carts are spent only to move %1 statues</source>
            <translation>%1氏族矿车只能用来移动%1雕像</translation>
        </message>
        <message>
            <source>one spell per turn, and a spell was cast already</source>
            <translation>每回合只能释放一个咒语，而本回合已经释放过了</translation>
        </message>
        <message>
            <source>one workshop per turn, and another one was used already</source>
            <translation>每回合只能启动一个工坊，而本回合已经启动过另一个工坊</translation>
        </message>
        <message>
            <source>one workshop per turn: the %1 at %2 was used this turn</source>
            <translation>每回合只能启动一个工坊：本回合已经启动了位于 %2 的%1</translation>
        </message>
        <message>
            <source>recruiting it takes %1 bribes, one on each troll below it; paid: %2</source>
            <translation>征募这个巨魔需要 %1 个贿赂，在其下方每个巨魔上各放 1 个；实际支付：%2</translation>
        </message>
        <message>
            <source>bribes are coins unless a spell says otherwise, and no spell was cast this turn; paid: %1</source>
            <translation>贿赂一般是金币，除非咒语另有说明，而本回合没有释放咒语；实际支付：%1</translation>
        </message>
        <message>
            <source>the level %1 deck and the decks one level above and below it are empty: the place stays empty, never refilled from two levels away</source>
            <translation>%1 级的牌堆以及高一级、低一级的牌堆都已用光：这个空位保持空着，绝不从相差两级的牌堆补充</translation>
        </message>
        <message>
            <source>only a level 3 troll lets you take a pedestal of your choice from the bag</source>
            <translation>只有征募 3 级巨魔时才能从盲抽袋中任选一个基座</translation>
        </message>
        <message>
            <source>trolls retiring: %1; refills given: %2</source>
            <translation>退休的巨魔：%1 个；提供的补充：%2 张</translation>
        </message>
        <message>
            <source>needs a cart of the %1 clan, has none</source>
            <translation>需要一个%1氏族的矿车，但你没有</translation>
        </message>
        <message>
            <source>the moot has no slot %1; its slots are 1 to %2</source>
            <translation>巨魔部众没有第 %1 格；格位为第 1 到第 %2 格</translation>
        </message>
        <message>
            <source>would bring the %1 held to %2; a player holds at most %3 of a resource, storage and trolls together</source>
            <translation>持有的%1将变成 %2；每位玩家每种资源（储存区与巨魔上合计）最多 %3 个</translation>
        </message>
        <message>
            <source>would bring the tunnel points to %1; they stay between 0 and %2</source>
            <translation>隧道荣誉点数将变成 %1；必须介于 0 到 %2 之间</translation>
        </message>
        <message>
            <source>the %1 makes no such exchange: %2</source>
            <translation>%1没有这种交换：%2</translation>
        </message>
        <message numerus="yes">
            <source>the bribes placed, %1, are not the bribes paid, one on each of the %n trolls below it</source>
            <translation>
                <numerusform>放置的贿赂（%1）不是所支付的贿赂：其下方的 %n 个巨魔各放 1 个</numerusform>
            </translation>
        </message>
        <message>
            <source>not a workshop site: %1</source>
            <translation>不是工坊点：%1</translation>
        </message>
        <message numerus="yes">
            <source>a great hall lies only on tunnel tiles; there is none at %n square(s): %1</source>
            <translation>
                <numerusform>大厅只能放在隧道板块上；有 %n 格没有隧道板块：%1</numerusform>
            </translation>
        </message>
        <message>
            <source>not in your network: %1</source>
            <translation>不属于你的通路网：%1</translation>
        </message>
        <message numerus="yes">
            <source>each level 2 troll of the clan market starts with a pedestal on it; %n without one: %1</source>
            <translation>
                <numerusform>氏族卡堆中的每张 2 级巨魔卡在开始时都放有一个基座；有 %n 张没有：%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the clan of %n level %1 troll(s) of the clan market is not entered: %2</source>
            <translation>
                <numerusform>氏族卡堆中有 %n 张 %1 级巨魔卡尚未输入氏族：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the icons of %n level %1 troll(s) of the clan market are not entered: %2</source>
            <translation>
                <numerusform>氏族卡堆中有 %n 张 %1 级巨魔卡尚未输入资源标记：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the icons of %n starting troll(s) of %1 are not entered: %2</source>
            <translation>
                <numerusform>%1 有 %n 张起始巨魔卡尚未输入资源标记：%2</numerusform>
            </translation>
        </message>
        <message>
            <source>enter the icons of the card drawn from the level %1 deck</source>
            <translation>请输入从 %1 级牌堆抽出的卡牌的资源标记</translation>
        </message>
    </context>
    <context>
        <name>WindowFactory</name>
        <message>
            <source>%1 was written since: recovering the work over it would drop what was written there.</source>
            <translation>%1 在那之后已被写入：如果在它上面恢复工作，会丢弃其中写入的内容。</translation>
        </message>
        <message>
            <source>Cannot open the file</source>
            <translation>无法打开文件</translation>
        </message>
        <message>
            <source>%1 is a score sheet of a game this version of Hallkeeper does not know ("%2").</source>
            <translation>%1 是此版本 Hallkeeper 不认识的游戏（"%2"）的计分表。</translation>
        </message>
    </context>
    <context>
        <name>Workshop</name>
        <message>
            <source>Cart Workshop</source>
            <translation>矿车工坊</translation>
        </message>
        <message>
            <source>Rune Workshop</source>
            <translation>符文工坊</translation>
        </message>
        <message>
            <source>Rune Shop</source>
            <translation>符文商店</translation>
        </message>
        <message>
            <source>Crushing Workshop</source>
            <translation>碎石工坊</translation>
        </message>
        <message>
            <source>Ore Exchange</source>
            <translation>铁石商店</translation>
        </message>
        <message>
            <source>Millstone Workshop</source>
            <translation>石磨工坊</translation>
        </message>
        <message>
            <source>Metal Workshop</source>
            <translation>金属工坊</translation>
        </message>
        <message>
            <source>Tool Forge</source>
            <translation>工具锻造处</translation>
        </message>
        <message>
            <source>Chain Forge</source>
            <translation>铁链锻造处</translation>
        </message>
        <message>
            <source>Cart Shop</source>
            <translation>矿车商店</translation>
        </message>
        <message>
            <source>Quartermaster</source>
            <translation>军需储备处</translation>
        </message>
        <message>
            <source>1 heartstone for 1 generic cart, or back (clan carts cannot be spent here)</source>
            <translation>花费 1 个心石获得 1 个通用矿车，反之亦可（在这里不可以花费氏族矿车）</translation>
        </message>
        <message>
            <source>1 stone or 1 iron for 1 rune, or back</source>
            <translation>花费 1 个山岩或 1 个铁矿获得 1 枚符文，反之亦可</translation>
        </message>
        <message>
            <source>1 coin for 1 rune, or back</source>
            <translation>花费 1 枚金币获得 1 枚符文，反之亦可</translation>
        </message>
        <message>
            <source>1 heartstone for 2 stone, or back</source>
            <translation>花费 1 个心石获得 2 个山岩，反之亦可</translation>
        </message>
        <message>
            <source>1 iron or 1 heartstone for 1 coin, or back</source>
            <translation>花费 1 个铁矿或 1 个心石获得 1 枚金币，反之亦可</translation>
        </message>
        <message>
            <source>1 stone for 1 iron, or back</source>
            <translation>花费 1 个山岩获得 1 个铁矿，反之亦可</translation>
        </message>
        <message>
            <source>1 heartstone for 1 iron, or back</source>
            <translation>花费 1 个心石获得 1 个铁矿，反之亦可</translation>
        </message>
        <message>
            <source>1 heartstone for 1 hammer, or back</source>
            <translation>花费 1 个心石获得 1 个锤子，反之亦可</translation>
        </message>
        <message>
            <source>any 2 resources for 1 hammer</source>
            <translation>花费任意 2 个资源（无需相同）获得 1 个锤子</translation>
        </message>
        <message>
            <source>any 2 resources for 1 generic cart</source>
            <translation>花费任意 2 个资源（无需相同）获得 1 个通用矿车</translation>
        </message>
        <message>
            <source>move 1 resource from one of your trolls to your storage (a clan cart becomes generic)</source>
            <translation>将 1 个资源从你的一个巨魔移到你的储存区（氏族矿车会变成通用矿车）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ActionDialog</name>
        <message>
            <source>Record</source>
            <translation>记录</translation>
        </message>
        <message>
            <source>Record Anyway…</source>
            <translation>仍然记录…</translation>
        </message>
        <message>
            <source>Record what the table did although the rules forbid it, with a reason</source>
            <translation>规则虽然禁止，仍记录玩家们实际的操作，并附上原因</translation>
        </message>
        <message>
            <source>The action is not complete yet.</source>
            <translation>行动尚未完成。</translation>
        </message>
        <message>
            <source>storage %1</source>
            <translation>储存区 %1</translation>
        </message>
        <message>
            <source>on your trolls %1</source>
            <translation>你的巨魔身上 %1</translation>
        </message>
        <message>
            <source>%1%2 %3</source>
            <translation>%3 %1%2</translation>
        </message>
        <message>
            <source>pedestals %1</source>
            <translation>基座 %1</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>tunnel points %1%2</source>
            <translation>隧道分数 %1%2</translation>
        </message>
        <message>
            <source>Changes: %1</source>
            <translation>变化：%1</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardEditorView</name>
        <message>
            <source>Board being edited</source>
            <translation>正在编辑的版图</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardEditorWindow</name>
        <message>
            <source>Paint a rectangle</source>
            <translation>绘制矩形</translation>
        </message>
        <message>
            <source>Fill a region</source>
            <translation>填充区域</translation>
        </message>
        <message>
            <source>Stamp %1</source>
            <translation>标注%1</translation>
        </message>
        <message>
            <source>Remove %1</source>
            <translation>移除%1</translation>
        </message>
        <message>
            <source>Rename the board</source>
            <translation>重命名版图</translation>
        </message>
        <message>
            <source>Describe the board</source>
            <translation>修改版图说明</translation>
        </message>
        <message>
            <source>Set the board side</source>
            <translation>设置版图面</translation>
        </message>
        <message>
            <source>Resize the board to %1 × %2</source>
            <translation>将版图尺寸改为 %1 × %2</translation>
        </message>
        <message>
            <source>Paint %1 (%2)</source>
            <translation>绘制%1（%2）</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>工具(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Paint</source>
            <translation>绘制(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Start a Game on This Board…</source>
            <translation>在此版图上开始游戏(&amp;S)…</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>工具</translation>
        </message>
        <message>
            <source>&amp;Export PNG…</source>
            <translation>导出 PNG(&amp;E)…</translation>
        </message>
        <message>
            <source>Open Tracing &amp;Photo…</source>
            <translation>打开描绘照片(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Fit the Board</source>
            <translation>使版图适应窗口(&amp;F)</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Remove the Square's Features</source>
            <translation>移除该方格的要素(&amp;R)</translation>
        </message>
        <message>
            <source>Paint and Stamp</source>
            <translation>绘制与标注</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>版图</translation>
        </message>
        <message>
            <source>Square</source>
            <translation>方格</translation>
        </message>
        <message>
            <source>Tracing Photo</source>
            <translation>描绘照片</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>Pan the board</source>
            <translation>平移版图</translation>
        </message>
        <message>
            <source>Middle button, or Space + drag</source>
            <translation>鼠标中键，或 Space + 拖动</translation>
        </message>
        <message>
            <source>Zoom around the pointer</source>
            <translation>以指针为中心缩放</translation>
        </message>
        <message>
            <source>Mouse wheel</source>
            <translation>鼠标滚轮</translation>
        </message>
        <message>
            <source>Cancel the rectangle or stroke under way</source>
            <translation>取消正在绘制的矩形或笔画</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Move the selection (Select tool)</source>
            <translation>移动选择（选择工具）</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>方向键</translation>
        </message>
        <message>
            <source>Hallkeeper boards (*.hkboard)</source>
            <translation>Hallkeeper 版图 (*.hkboard)</translation>
        </message>
        <message>
            <source>Untitled board</source>
            <translation>未命名的版图</translation>
        </message>
        <message>
            <source>Board Editor</source>
            <translation>版图编辑器</translation>
        </message>
        <message>
            <source>%1 is not a board Hallkeeper can open.</source>
            <translation>%1 不是 Hallkeeper 能打开的版图。</translation>
        </message>
        <message>
            <source> — problems left: %1; a game cannot start on this board yet.</source>
            <translation> — 剩余问题：%1 个；尚不能在此版图上开始游戏。</translation>
        </message>
        <message>
            <source>My board</source>
            <translation>我的版图</translation>
        </message>
        <message>
            <source>Open a photo of the printed board first (File ▸ Open Tracing Photo…).</source>
            <translation>请先打开印刷版图的照片（文件 ▸ 打开描绘照片…）。</translation>
        </message>
        <message>
            <source>Paint %1</source>
            <translation>绘制%1</translation>
        </message>
        <message>
            <source>Remove the features of %1</source>
            <translation>移除 %1 的要素</translation>
        </message>
        <message>
            <source>Start a Game on This Board</source>
            <translation>在此版图上开始游戏</translation>
        </message>
        <message>
            <source>A game cannot start on this board until its problems are solved: the Problems panel lists them.</source>
            <translation>解决此版图的问题之前，无法在其上开始游戏：“问题”面板列出了这些问题。</translation>
        </message>
        <message>
            <source>Cannot open the photo</source>
            <translation>无法打开照片</translation>
        </message>
        <message>
            <source>%1 is not an image Hallkeeper can read.</source>
            <translation>%1 不是 Hallkeeper 能读取的图片。</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>无法导出</translation>
        </message>
        <message>
            <source>The board could not be written to %1.</source>
            <translation>无法将版图写入 %1。</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>已导出 %1</translation>
        </message>
        <message>
            <source>Export PNG</source>
            <translation>导出 PNG</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 图片 (*.png)</translation>
        </message>
        <message>
            <source>Not aligned: the four corners must make a quadrilateral, in the order of the grid's corners.</source>
            <translation>未对齐：四个角必须按网格四角的顺序围成一个四边形。</translation>
        </message>
        <message>
            <source>Save the board first: the game copies it from its file.</source>
            <translation>请先保存版图：游戏会从文件复制版图。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing an editor: %1, autosaved %2.</source>
            <translation>Hallkeeper 未关闭编辑器就停止了：%1，自动保存于 %2。</translation>
        </message>
        <message>
            <source>a board never saved</source>
            <translation>一张从未保存的版图</translation>
        </message>
        <message>
            <source>Recognise Layers</source>
            <translation>识别层</translation>
        </message>
        <message>
            <source>Apply the recognised layers</source>
            <translation>应用识别出的层</translation>
        </message>
        <message>
            <source>Show the selected square as an example (Show an Example tool)</source>
            <translation>将选中的方格设为示例（“指定示例”工具）</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <source>Take an example back (Show an Example tool)</source>
            <translation>撤回示例（“指定示例”工具）</translation>
        </message>
        <message>
            <source>Right button</source>
            <translation>鼠标右键</translation>
        </message>
        <message>
            <source>Align the photo</source>
            <translation>对齐照片</translation>
        </message>
        <message>
            <source>Apply the Proposal?</source>
            <translation>要应用建议吗？</translation>
        </message>
        <message>
            <source>Apply it anyway? Every square it paints can be undone in one step (Ctrl+Z).</source>
            <translation>仍要应用吗？它所上色的每个方格都能以一次撤销（Ctrl+Z）还原。</translation>
        </message>
        <message numerus="yes">
            <source>Applied: %n square(s) painted, as one step of undo.</source>
            <translation>
                <numerusform>已应用：涂了 %n 格，可一步撤销。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardPage</name>
        <message>
            <source>Board</source>
            <translation>版图</translation>
        </message>
        <message>
            <source>The mountain board you play on: the winter side for 4–5 players, the autumn side for 3, either for 2 (BRD-SIDE).</source>
            <translation>你们使用的山脉版图：4–5 人使用冬季版图，3 人使用秋季版图，2 人任意（BRD-SIDE）。</translation>
        </message>
        <message>
            <source>Practice Mountain, &amp;winter side</source>
            <translation>练习山脉，冬季版图(&amp;W)</translation>
        </message>
        <message>
            <source>Practice Mountain, &amp;autumn side</source>
            <translation>练习山脉，秋季版图(&amp;A)</translation>
        </message>
        <message>
            <source>A board &amp;file (.hkboard)</source>
            <translation>版图文件（.hkboard）(&amp;F)</translation>
        </message>
        <message>
            <source>No file chosen</source>
            <translation>未选择文件</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <source>Open a board</source>
            <translation>打开版图</translation>
        </message>
        <message>
            <source>Hallkeeper boards (*.hkboard)</source>
            <translation>Hallkeeper 版图 (*.hkboard)</translation>
        </message>
        <message>
            <source>This board cannot be used:</source>
            <translation>无法使用此版图：</translation>
        </message>
        <message>
            <source>With 2 players either side will do.</source>
            <translation>2 人游戏时任意一面均可。</translation>
        </message>
        <message>
            <source>With %1 players only the %2 fits (BRD-SIDE).</source>
            <translation>%1 人游戏只能使用%2（BRD-SIDE）。</translation>
        </message>
        <message>
            <source>Co&amp;mponents:</source>
            <translation>配件(&amp;M)：</translation>
        </message>
        <message>
            <source>The tunnel tiles, great halls and workshop tiles in the box, and the troll card library: the game keeps a copy of them</source>
            <translation>游戏盒中的隧道板块、大厅和工坊板块，以及巨魔卡牌库：游戏会保存它们的副本</translation>
        </message>
        <message>
            <source>Default components</source>
            <translation>默认配件</translation>
        </message>
        <message>
            <source>O&amp;pen…</source>
            <translation>打开(&amp;P)…</translation>
        </message>
        <message>
            <source>Use a component catalog file (.hkcatalog)</source>
            <translation>使用配件目录文件（.hkcatalog）</translation>
        </message>
        <message>
            <source>Open a component catalog</source>
            <translation>打开配件目录</translation>
        </message>
        <message>
            <source>Hallkeeper component catalogs (*.hkcatalog)</source>
            <translation>Hallkeeper 配件目录 (*.hkcatalog)</translation>
        </message>
        <message>
            <source>These components cannot be used:</source>
            <translation>无法使用这些配件：</translation>
        </message>
        <message>
            <source>%1
%2</source>
            <translation>%1
%2</translation>
        </message>
        <message>
            <source>%1 tunnel tiles, %2 great halls, %3 workshop tiles</source>
            <translation>%1 块隧道板块、%2 个大厅、%3 块工坊板块</translation>
        </message>
        <message>
            <source>%1; no troll card library: the cards are entered by hand.</source>
            <translation>%1；没有巨魔卡牌库：卡牌需手动输入。</translation>
        </message>
        <message>
            <source>%1; %2 troll cards in the library, picked by their id.</source>
            <translation>%1；卡牌库中有 %2 张巨魔卡，按标识符选取。</translation>
        </message>
        <message>
            <source>%1, from %2: %3</source>
            <translation>%1，来自 %2：%3</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardProblemsPanel</name>
        <message>
            <source>Click to select square %1.</source>
            <translation>单击以选择方格 %1。</translation>
        </message>
        <message>
            <source>No problem: the board is ready to be saved and played.</source>
            <translation>没有问题：此版图可以保存并用于游戏。</translation>
        </message>
        <message>
            <source>Problems: %1. The board can be saved, but a game cannot start on it until they are solved.</source>
            <translation>问题：%1 个。版图可以保存，但在解决这些问题之前无法在其上开始游戏。</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved (hallkeeper-cli board lists them all).</source>
            <translation>
                <numerusform>……另有 %n 项，解决这些后就会列出（hallkeeper-cli board 会列出全部）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardPropertiesPanel</name>
        <message>
            <source>&amp;Name:</source>
            <translation>名称(&amp;N)：</translation>
        </message>
        <message>
            <source>&amp;Description:</source>
            <translation>说明(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;Side:</source>
            <translation>版图面(&amp;S)：</translation>
        </message>
        <message>
            <source>BRD-SIDE: the winter side for 4-5 players, the autumn side for 3, either for 2.</source>
            <translation>BRD-SIDE：4-5 人使用冬季版图，3 人使用秋季版图，2 人任意。</translation>
        </message>
        <message>
            <source>Winter (4-5 players)</source>
            <translation>冬季版图（4-5 人）</translation>
        </message>
        <message>
            <source>Autumn (3 players)</source>
            <translation>秋季版图（3 人）</translation>
        </message>
        <message>
            <source>Si&amp;ze (rows × columns):</source>
            <translation>尺寸（行 × 列）(&amp;Z)：</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardSquarePanel</name>
        <message>
            <source>Remove its features</source>
            <translation>移除其要素</translation>
        </message>
        <message>
            <source>No square selected. Choose the Select tool (S) and click a square.</source>
            <translation>未选择方格。请选择“选择”工具（S）并单击一个方格。</translation>
        </message>
        <message>
            <source>Square %1: %2</source>
            <translation>方格 %1：%2</translation>
        </message>
        <message>
            <source>Nothing printed here.</source>
            <translation>此处没有印刷任何内容。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardToolsPanel</name>
        <message>
            <source>Terrain to paint:</source>
            <translation>要绘制的地形：</translation>
        </message>
        <message>
            <source>Feature to stamp:</source>
            <translation>要标注的要素：</translation>
        </message>
        <message>
            <source>&amp;Kind:</source>
            <translation>种类(&amp;K)：</translation>
        </message>
        <message>
            <source>&amp;Resources:</source>
            <translation>资源(&amp;R)：</translation>
        </message>
        <message>
            <source>Type s, i, h, c, a, m or r to add a resource; Backspace removes one.</source>
            <translation>输入 s、i、h、c、a、m 或 r 添加资源；Backspace 删除一个。</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>玩家人数(&amp;P)：</translation>
        </message>
        <message>
            <source>The player count printed on the start point (SET-GATES).</source>
            <translation>起始点上印刷的玩家人数（SET-GATES）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardView</name>
        <message>
            <source>Board</source>
            <translation>版图</translation>
        </message>
        <message>
            <source>The mountain board with every piece on it. While placing a piece: R rotates it, F flips it, the arrow keys move it, Enter places it, Esc cancels.</source>
            <translation>山脉版图及其上的所有配件。放置配件时：R 旋转，F 翻转，方向键移动，Enter 放置，Esc 取消。</translation>
        </message>
        <message>
            <source>%1 may be dug at %2.</source>
            <translation>可在 %2 挖掘板块 %1。</translation>
        </message>
        <message numerus="yes">
            <source>%n hammer(s) for the rubble.</source>
            <translation>
                <numerusform>碎石格需要 %n 个锤子。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Unearths %n statue(s).</source>
            <translation>
                <numerusform>会使 %n 座雕像出土。</numerusform>
            </translation>
        </message>
        <message>
            <source>Buried resources go to storage.</source>
            <translation>被掩埋的资源放入储存区。</translation>
        </message>
        <message numerus="yes">
            <source>Next to %n workshop site(s).</source>
            <translation>
                <numerusform>与 %n 个工坊点相邻。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 may be dedicated at %2.</source>
            <translation>可在 %2 设立%1。</translation>
        </message>
        <message numerus="yes">
            <source>It covers %n pedestal(s), which leave the game (PED-COVERED).</source>
            <translation>
                <numerusform>会覆盖 %n 个基座，这些基座将从游戏中移除（PED-COVERED）。</numerusform>
            </translation>
        </message>
        <message>
            <source>The %1 statue may move to %2.</source>
            <translation>%1雕像可以移到 %2。</translation>
        </message>
        <message>
            <source>%1: the Mountain Heart</source>
            <translation>%1：山岳之心</translation>
        </message>
        <message>
            <source>%1: layer %2</source>
            <translation>%1：第 %2 层</translation>
        </message>
        <message>
            <source>Rubble square: 1 hammer to dig it (DIG-RUBBLE)</source>
            <translation>碎石格：挖掘需要 1 个锤子（DIG-RUBBLE）</translation>
        </message>
        <message>
            <source>Buried resources: %1</source>
            <translation>被掩埋的资源：%1</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message numerus="yes">
            <source>Gate start point for %n players</source>
            <translation>
                <numerusform>%n 人游戏的大门起始点</numerusform>
            </translation>
        </message>
        <message>
            <source>Statue spot</source>
            <translation>雕像放置点</translation>
        </message>
        <message>
            <source>Workshop site (empty)</source>
            <translation>工坊点（空闲）</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message numerus="yes">
            <source>%n open entrance(s) (WS-ENTRANCES)</source>
            <translation>
                <numerusform>%n 个开启的入口（WS-ENTRANCES）</numerusform>
            </translation>
        </message>
        <message>
            <source>Gate of %1</source>
            <translation>%1 的大门</translation>
        </message>
        <message>
            <source>%1 (great hall, %2/%3), dedicated by %4</source>
            <translation>%1（大厅，%2/%3），由 %4 设立</translation>
        </message>
        <message>
            <source>Altar: a statue here scores the high value (SCORE-HALL)</source>
            <translation>祭坛：此处有雕像时得较大值（SCORE-HALL）</translation>
        </message>
        <message>
            <source>%1 tunnel tile dug by %2</source>
            <translation>由 %2 挖掘的 %1 隧道板块</translation>
        </message>
        <message>
            <source>Anchor of the tile</source>
            <translation>板块的锚点</translation>
        </message>
        <message>
            <source>Connected to no gate: nobody's network (DIG-ISOLATED)</source>
            <translation>未连接到任何大门：不属于任何人的通路网（DIG-ISOLATED）</translation>
        </message>
        <message>
            <source>Network of %1</source>
            <translation>%1 的通路网</translation>
        </message>
        <message>
            <source>%1 pedestal</source>
            <translation>%1基座</translation>
        </message>
        <message>
            <source>%1 statue (unearthed)</source>
            <translation>%1雕像（已出土）</translation>
        </message>
        <message>
            <source>%1 statue (buried)</source>
            <translation>%1雕像（被掩埋）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogEditorWindow</name>
        <message>
            <source>Rename the catalog</source>
            <translation>重命名配件目录</translation>
        </message>
        <message>
            <source>Change the description</source>
            <translation>修改说明</translation>
        </message>
        <message>
            <source>Hallkeeper component catalogs (*.hkcatalog)</source>
            <translation>Hallkeeper 配件目录 (*.hkcatalog)</translation>
        </message>
        <message>
            <source>Untitled catalog</source>
            <translation>未命名的配件目录</translation>
        </message>
        <message>
            <source>Component Editor</source>
            <translation>配件编辑器</translation>
        </message>
        <message>
            <source>%1 is not a component catalog Hallkeeper can open.</source>
            <translation>%1 不是 Hallkeeper 能打开的配件目录。</translation>
        </message>
        <message>
            <source>Not saved: Hallkeeper could not open this catalog again. Problems to fix first (the Problems panel leads to each): %1</source>
            <translation>未保存：Hallkeeper 将无法再次打开此配件目录。需要先修正的问题（可从“问题”面板跳转到每一个）：%1 个</translation>
        </message>
        <message>
            <source> — problems left: %1; a game cannot use this catalog yet.</source>
            <translation> — 剩余问题：%1 个；游戏尚不能使用此配件目录。</translation>
        </message>
        <message>
            <source>My components</source>
            <translation>我的配件</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>Problems (%1)</source>
            <translation>问题（%1）</translation>
        </message>
        <message>
            <source>Catalog &amp;name:</source>
            <translation>配件目录名称(&amp;N)：</translation>
        </message>
        <message>
            <source>Shown when a game chooses its components</source>
            <translation>在游戏选择配件时显示</translation>
        </message>
        <message>
            <source>&amp;Description:</source>
            <translation>说明(&amp;D)：</translation>
        </message>
        <message>
            <source>What the catalog holds and what has been checked against the box</source>
            <translation>配件目录包含哪些内容，以及哪些已与游戏盒中的实物核对</translation>
        </message>
        <message>
            <source>&amp;Tunnel tiles</source>
            <translation>隧道板块(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Great halls</source>
            <translation>大厅(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Workshops</source>
            <translation>工坊(&amp;W)</translation>
        </message>
        <message>
            <source>T&amp;roll cards</source>
            <translation>巨魔卡(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Add Entry</source>
            <translation>添加条目(&amp;A)</translation>
        </message>
        <message>
            <source>Add a tunnel tile or a troll card, on their tabs</source>
            <translation>在相应的标签页上添加隧道板块或巨魔卡</translation>
        </message>
        <message>
            <source>D&amp;uplicate Entry</source>
            <translation>复制条目(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Remove Entry</source>
            <translation>移除条目(&amp;R)</translation>
        </message>
        <message>
            <source>Go to the Next &amp;Problem</source>
            <translation>跳转到下一个问题(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Problems</source>
            <translation>问题(&amp;P)</translation>
        </message>
        <message>
            <source>Shape grid: move the cursor</source>
            <translation>形状网格：移动光标</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>方向键</translation>
        </message>
        <message>
            <source>Shape grid: add or remove the square</source>
            <translation>形状网格：添加或移除方格</translation>
        </message>
        <message>
            <source>Space, or click</source>
            <translation>Space，或单击</translation>
        </message>
        <message>
            <source>Shape grid: mark the anchor or altar</source>
            <translation>形状网格：标记锚点或祭坛</translation>
        </message>
        <message>
            <source>A, Shift+click or right-click</source>
            <translation>A、Shift+单击或右键单击</translation>
        </message>
        <message>
            <source>Shape grid: move the whole shape</source>
            <translation>形状网格：移动整个形状</translation>
        </message>
        <message>
            <source>Shift+arrow keys</source>
            <translation>Shift+方向键</translation>
        </message>
        <message>
            <source>Remove the selected entry (in a list)</source>
            <translation>移除选中的条目（在列表中）</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Troll card icons: stone, iron, heartstone, coin, cart, hammer, rune</source>
            <translation>巨魔卡资源标记：山岩、铁矿、心石、金币、矿车、锤子、符文</translation>
        </message>
        <message>
            <source>s i h c a m r</source>
            <translation>s i h c a m r</translation>
        </message>
        <message>
            <source>Troll card icons: a cart with a Fire, Ice or Moon mark</source>
            <translation>巨魔卡资源标记：带有烈火、冰霜或皎月印记的矿车</translation>
        </message>
        <message>
            <source>F I M</source>
            <translation>F I M</translation>
        </message>
        <message>
            <source>Go to a problem's entry</source>
            <translation>跳转到问题所在的条目</translation>
        </message>
        <message>
            <source>Enter or click in the Problems panel</source>
            <translation>在“问题”面板中按 Enter 或单击</translation>
        </message>
        <message>
            <source>Switch tabs</source>
            <translation>切换标签页</translation>
        </message>
        <message>
            <source>Alt+T, Alt+G, Alt+W, Alt+R; Ctrl+Tab</source>
            <translation>Alt+T、Alt+G、Alt+W、Alt+R；Ctrl+Tab</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing an editor: %1, autosaved %2.</source>
            <translation>Hallkeeper 未关闭编辑器就停止了：%1，自动保存于 %2。</translation>
        </message>
        <message>
            <source>a catalog never saved</source>
            <translation>一份从未保存的配件目录</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogHallPage</name>
        <message>
            <source>Change the identifier of a great hall</source>
            <translation>修改大厅的标识符</translation>
        </message>
        <message>
            <source>Change the name of a great hall</source>
            <translation>修改大厅名称</translation>
        </message>
        <message>
            <source>Change the low value of a great hall</source>
            <translation>修改大厅的较小值</translation>
        </message>
        <message>
            <source>Change the high value of a great hall</source>
            <translation>修改大厅的较大值</translation>
        </message>
        <message>
            <source>Change the note of a great hall</source>
            <translation>修改大厅的备注</translation>
        </message>
        <message>
            <source>Mark a great hall as checked</source>
            <translation>将大厅标为已核对</translation>
        </message>
        <message>
            <source>Mark a great hall as not checked</source>
            <translation>将大厅标为未核对</translation>
        </message>
        <message>
            <source>Draw a great hall</source>
            <translation>绘制大厅</translation>
        </message>
        <message>
            <source>%1 of %2 great halls</source>
            <translation>%1 / %2 个大厅</translation>
        </message>
        <message>
            <source>%1 of %2 great halls (HALL-COVER)</source>
            <translation>%1 / %2 个大厅（HALL-COVER）</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>Great hall %1</source>
            <translation>大厅 %1</translation>
        </message>
        <message>
            <source>No great hall selected</source>
            <translation>未选择大厅</translation>
        </message>
        <message>
            <source>Great hall</source>
            <translation>大厅</translation>
        </message>
        <message>
            <source>Identifier</source>
            <translation>标识符</translation>
        </message>
        <message>
            <source>Low / high</source>
            <translation>较小值 / 较大值</translation>
        </message>
        <message>
            <source>Checked</source>
            <translation>已核对</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大厅</translation>
        </message>
        <message>
            <source>The box holds %1 great halls</source>
            <translation>游戏盒中有 %1 个大厅</translation>
        </message>
        <message>
            <source>&amp;Identifier:</source>
            <translation>标识符(&amp;I)：</translation>
        </message>
        <message>
            <source>How games name this hall; unique in the catalog</source>
            <translation>游戏用来指代此大厅的标识；在配件目录中必须唯一</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>名称(&amp;N)：</translation>
        </message>
        <message>
            <source>Values:</source>
            <translation>分值：</translation>
        </message>
        <message>
            <source>&amp;Low</source>
            <translation>较小值(&amp;L)</translation>
        </message>
        <message>
            <source>The honour points of the hall's low value (SCORE-HALL)</source>
            <translation>大厅较小值的荣誉点数（SCORE-HALL）</translation>
        </message>
        <message>
            <source>&amp;High</source>
            <translation>较大值(&amp;H)</translation>
        </message>
        <message>
            <source>The honour points of the hall's high value, at least the low value (SCORE-HALL)</source>
            <translation>大厅较大值的荣誉点数，不得低于较小值（SCORE-HALL）</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>备注(&amp;O)：</translation>
        </message>
        <message>
            <source>Where the values come from, what is still to check</source>
            <translation>分值的来源，以及尚待核对的内容</translation>
        </message>
        <message>
            <source>Checked against the printed hall</source>
            <translation>已与印刷的大厅核对</translation>
        </message>
        <message>
            <source>&amp;Shape:</source>
            <translation>形状(&amp;S)：</translation>
        </message>
        <message>
            <source>Click a square to add or remove it; Shift+click or right-click marks the altar. Keys: arrows move, Space adds or removes, A marks the altar, Shift+arrows move the whole hall.</source>
            <translation>单击方格可添加或移除；Shift+单击或右键单击可标记祭坛。按键：方向键移动，Space 添加或移除，A 标记祭坛，Shift+方向键移动整个大厅。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogProblemsPanel</name>
        <message>
            <source>the catalog</source>
            <translation>配件目录</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>No problems: the catalog can be saved and used in games.</source>
            <translation>没有问题：此配件目录可以保存并用于游戏。</translation>
        </message>
        <message>
            <source>Warnings: %1.</source>
            <translation>警告：%1 个。</translation>
        </message>
        <message>
            <source>Warnings: %1; the catalog can be saved.</source>
            <translation>警告：%1 个；配件目录可以保存。</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>位置</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>Problems to fix before a game can use the catalog: %1. It can be saved as it is, to go on later. Click one to go to it.</source>
            <translation>游戏使用配件目录前需修正的问题：%1 个。目录可以按现状保存，之后再继续。点击其中一项即可前往。</translation>
        </message>
        <message>
            <source>Problems to fix before the catalog can be saved: %1 (a shape with no square, or with squares apart, could not be read back). Click one to go to it.</source>
            <translation>保存配件目录前需修正的问题：%1 个（没有方格或方格不相连的形状无法再读回）。点击其中一项即可前往。</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved.</source>
            <translation>
                <numerusform>……另有 %n 项，解决这些后就会列出。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogTrollPage</name>
        <message>
            <source>Change the identifier of a troll card</source>
            <translation>修改巨魔卡的标识符</translation>
        </message>
        <message>
            <source>starting %1 of %2</source>
            <translation>起始：%1 / %2</translation>
        </message>
        <message>
            <source>level %1: %2 of %3</source>
            <translation>%1 级：%2 / %3</translation>
        </message>
        <message>
            <source>All levels (%1)</source>
            <translation>所有等级（%1）</translation>
        </message>
        <message>
            <source>Starting trolls (%1 of %2)</source>
            <translation>起始巨魔（%1 / %2）</translation>
        </message>
        <message>
            <source>Level %1 (%2 of %3)</source>
            <translation>%1 级（%2 / %3）</translation>
        </message>
        <message>
            <source>Troll card %1</source>
            <translation>巨魔卡 %1</translation>
        </message>
        <message>
            <source>No troll card selected</source>
            <translation>未选择巨魔卡</translation>
        </message>
        <message>
            <source>Edit the troll card %1</source>
            <translation>编辑巨魔卡 %1</translation>
        </message>
        <message>
            <source>Add the troll card %1</source>
            <translation>添加巨魔卡 %1</translation>
        </message>
        <message>
            <source>Duplicate the troll card %1</source>
            <translation>复制巨魔卡 %1</translation>
        </message>
        <message>
            <source>Remove the troll card %1</source>
            <translation>移除巨魔卡 %1</translation>
        </message>
        <message>
            <source>Sh&amp;ow:</source>
            <translation>显示(&amp;O)：</translation>
        </message>
        <message>
            <source>Show the cards of one level</source>
            <translation>只显示某一等级的卡牌</translation>
        </message>
        <message>
            <source>Cards in the library against the box: %1 starting trolls (SET-MOOT), %2 / %3 / %4 clan trolls of levels 1 / 2 / 3 (SET-MARKET)</source>
            <translation>卡牌库中的卡牌数与游戏盒对照：游戏盒中有起始巨魔 %1 张（SET-MOOT），1 / 2 / 3 级氏族巨魔 %2 / %3 / %4 张（SET-MARKET）</translation>
        </message>
        <message>
            <source>Identifier</source>
            <translation>标识符</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>卡牌</translation>
        </message>
        <message>
            <source>Troll cards</source>
            <translation>巨魔卡</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>Add a card of the level shown, with the next free identifier</source>
            <translation>添加一张当前显示等级的卡牌，使用下一个可用的标识符</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Add a copy of the selected card</source>
            <translation>添加选中卡牌的副本</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Remove the selected card (Delete in the list)</source>
            <translation>移除选中的卡牌（在列表中按 Delete）</translation>
        </message>
        <message>
            <source>&amp;Identifier:</source>
            <translation>标识符(&amp;I)：</translation>
        </message>
        <message>
            <source>How games name this card when it is drawn; unique in the catalog</source>
            <translation>抽到此卡时游戏用来指代它的标识；在配件目录中必须唯一</translation>
        </message>
        <message>
            <source>Icons, left to right: s stone, i iron, h heartstone, c coin, a cart, m hammer, r rune; F, I, M a cart with a Fire, Ice or Moon mark. Backspace removes the last icon.</source>
            <translation>资源标记，从左到右：s 山岩、i 铁矿、h 心石、c 金币、a 矿车、m 锤子、r 符文；F、I、M 为带有烈火、冰霜或皎月印记的矿车。Backspace 删除最后一个标记。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogTunnelPage</name>
        <message>
            <source>Change the identifier of a tunnel tile</source>
            <translation>修改隧道板块的标识符</translation>
        </message>
        <message>
            <source>Change the count of a tunnel tile</source>
            <translation>修改隧道板块的数量</translation>
        </message>
        <message>
            <source>Mark a tunnel tile as checked</source>
            <translation>将隧道板块标为已核对</translation>
        </message>
        <message>
            <source>Mark a tunnel tile as not checked</source>
            <translation>将隧道板块标为未核对</translation>
        </message>
        <message>
            <source>Draw a tunnel tile</source>
            <translation>绘制隧道板块</translation>
        </message>
        <message>
            <source>%1 of %2 tiles</source>
            <translation>板块：%1 / %2</translation>
        </message>
        <message>
            <source>%1 of %2 tiles (DIG-SUPPLY)</source>
            <translation>板块：%1 / %2（DIG-SUPPLY）</translation>
        </message>
        <message>
            <source>The squares are not all joined by their edges (BRD-GRID).</source>
            <translation>方格并未全部以边相连（BRD-GRID）。</translation>
        </message>
        <message>
            <source>Squares: %1; a tunnel tile has 2 to 5 (DIG-COST).</source>
            <translation>方格：%1 个；隧道板块应有 2 到 5 格（DIG-COST）。</translation>
        </message>
        <message>
            <source>Dug, it scores %1 / %2 / %3 with stone / iron / heartstone (DIG-SCORE).</source>
            <translation>挖掘时用山岩 / 铁矿 / 心石支付，分别得 %1 / %2 / %3 分（DIG-SCORE）。</translation>
        </message>
        <message>
            <source>5 squares: size-5 tiles have no anchor, take it away (PED-WHEN).</source>
            <translation>5 格：规模为 5 的板块没有锚点，请移除锚点（PED-WHEN）。</translation>
        </message>
        <message>
            <source>5 squares, no anchor.</source>
            <translation>5 格，没有锚点。</translation>
        </message>
        <message>
            <source>Squares: %1, with the anchor.</source>
            <translation>方格：%1 个，含锚点。</translation>
        </message>
        <message>
            <source>Squares: %1; mark the anchor (PED-WHEN).</source>
            <translation>方格：%1 个；请标记锚点（PED-WHEN）。</translation>
        </message>
        <message>
            <source>Tunnel tile %1</source>
            <translation>隧道板块 %1</translation>
        </message>
        <message>
            <source>No tunnel tile selected</source>
            <translation>未选择隧道板块</translation>
        </message>
        <message>
            <source>Add a tunnel tile</source>
            <translation>添加隧道板块</translation>
        </message>
        <message>
            <source>Duplicate a tunnel tile</source>
            <translation>复制隧道板块</translation>
        </message>
        <message>
            <source>Remove the tunnel tile %1</source>
            <translation>移除隧道板块 %1</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>板块</translation>
        </message>
        <message>
            <source>Squares</source>
            <translation>格数</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>数量</translation>
        </message>
        <message>
            <source>Checked</source>
            <translation>已核对</translation>
        </message>
        <message>
            <source>Tunnel tiles</source>
            <translation>隧道板块</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>Add a tunnel tile after the selected one</source>
            <translation>在选中的板块之后添加隧道板块</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>复制</translation>
        </message>
        <message>
            <source>Add a copy of the selected tunnel tile, to draw a similar one</source>
            <translation>添加选中隧道板块的副本，以便绘制相似的板块</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Remove the selected tunnel tile (Delete in the list)</source>
            <translation>移除选中的隧道板块（在列表中按 Delete）</translation>
        </message>
        <message>
            <source>The box holds %1 tunnel tiles: the counts must add up to that (DIG-SUPPLY)</source>
            <translation>游戏盒中有 %1 块隧道板块：各数量之和必须等于此数（DIG-SUPPLY）</translation>
        </message>
        <message>
            <source>&amp;Identifier:</source>
            <translation>标识符(&amp;I)：</translation>
        </message>
        <message>
            <source>How games and boards name this tile; unique in the catalog</source>
            <translation>游戏和版图用来指代此板块的标识；在配件目录中必须唯一</translation>
        </message>
        <message>
            <source>&amp;Count:</source>
            <translation>数量(&amp;C)：</translation>
        </message>
        <message>
            <source>How many tiles of this shape the box holds</source>
            <translation>游戏盒中这种形状的板块数量</translation>
        </message>
        <message>
            <source>Checked against the printed tiles</source>
            <translation>已与印刷的板块核对</translation>
        </message>
        <message>
            <source>&amp;Shape:</source>
            <translation>形状(&amp;S)：</translation>
        </message>
        <message>
            <source>Click a square to add or remove it; Shift+click or right-click marks the anchor. Keys: arrows move, Space adds or removes, A marks the anchor, Shift+arrows move the whole tile.</source>
            <translation>单击方格可添加或移除；Shift+单击或右键单击可标记锚点。按键：方向键移动，Space 添加或移除，A 标记锚点，Shift+方向键移动整个板块。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogWorkshopPage</name>
        <message>
            <source>%1 workshop tiles in the box (%2 kinds × up to %3)</source>
            <translation>游戏盒中有 %1 块工坊板块（%2 种 × 每种最多 %3 块）</translation>
        </message>
        <message>
            <source>Change the number of %1 tiles</source>
            <translation>修改%1板块的数量</translation>
        </message>
        <message>
            <source>How many tiles of each workshop the box holds (0 to %1 each, SET-WORKSHOPS). What each workshop exchanges is the rulebook's, not data.</source>
            <translation>游戏盒中每种工坊的板块数量（每种 0 到 %1 块，SET-WORKSHOPS）。各工坊的交换内容以规则书为准，不属于可编辑的数据。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ChoiceDialog</name>
        <message>
            <source>%1
✗ %2</source>
            <translation>%1
✗ %2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CorrectionDialog</name>
        <message>
            <source>Correct the record</source>
            <translation>修正记录</translation>
        </message>
        <message>
            <source>For what the table did that the game log missed. The correction is logged with its reason.</source>
            <translation>用于补记行动记录中遗漏的桌上操作。修正会连同其原因一起记录。</translation>
        </message>
        <message>
            <source>Reason (required)</source>
            <translation>原因（必填）</translation>
        </message>
        <message>
            <source>e.g. Bob took 2 iron instead of 1 last turn</source>
            <translation>例如：上回合 Bob 拿了 2 个铁矿而不是 1 个</translation>
        </message>
        <message>
            <source>Storage: add, or subtract with a negative number</source>
            <translation>储存区：输入要增加的数量，负数表示减少</translation>
        </message>
        <message>
            <source>has %1</source>
            <translation>现有 %1</translation>
        </message>
        <message>
            <source>Tunnel points (DIG-SCORE)</source>
            <translation>隧道分数（DIG-SCORE）</translation>
        </message>
        <message>
            <source> points</source>
            <translation> 分</translation>
        </message>
        <message>
            <source>Add to the %1 tunnel points:</source>
            <translation>加到 %1 的隧道分数上：</translation>
        </message>
        <message>
            <source>Give the reason for the correction.</source>
            <translation>请填写修正的原因。</translation>
        </message>
        <message>
            <source>Enter what to correct.</source>
            <translation>请输入要修正的内容。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CountStrip</name>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DigDialog</name>
        <message>
            <source>Dig a tunnel tile</source>
            <translation>挖掘隧道板块</translation>
        </message>
        <message>
            <source>Tile %1, %2 squares, at %3</source>
            <translation>板块 %1，%2 格，位于 %3</translation>
        </message>
        <message>
            <source>Layers %1</source>
            <translation>层：%1</translation>
        </message>
        <message>
            <source>Hammers for the rubble: %1 (DIG-RUBBLE)</source>
            <translation>碎石格所需的锤子：%1（DIG-RUBBLE）</translation>
        </message>
        <message>
            <source>No rubble: no hammers to pay</source>
            <translation>没有碎石格：不需支付锤子</translation>
        </message>
        <message>
            <source>Unearths the %1 statue at %2 (DIG-UNEARTH)</source>
            <translation>使 %2 的%1雕像出土（DIG-UNEARTH）</translation>
        </message>
        <message>
            <source>Buried resources to your storage: %1 (DIG-BURIED-RES)</source>
            <translation>放入你储存区的被掩埋资源：%1（DIG-BURIED-RES）</translation>
        </message>
        <message>
            <source>Mineral (DIG-COST, DIG-SCORE)</source>
            <translation>矿物（DIG-COST、DIG-SCORE）</translation>
        </message>
        <message>
            <source>%1 %2 — %3 honour points</source>
            <translation>%1 个%2 — %3 荣誉点数</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>You cannot pay this tile with any mineral: every choice breaks DIG-COST.</source>
            <translation>你无法用任何矿物支付此板块：每种选择都违反 DIG-COST。</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>支付</translation>
        </message>
        <message>
            <source>Pedestal (PED-WHEN)</source>
            <translation>基座（PED-WHEN）</translation>
        </message>
        <message>
            <source>This tile has no anchor: no pedestal can go on it (size-5 tiles have none).</source>
            <translation>此板块没有锚点：不能放置基座（规模为 5 的板块都没有锚点）。</translation>
        </message>
        <message>
            <source>No pedestal in your storage for the anchor at %1.</source>
            <translation>你的储存区里没有可放在 %1 锚点上的基座。</translation>
        </message>
        <message>
            <source>No pedestal</source>
            <translation>不放基座</translation>
        </message>
        <message>
            <source>%1 pedestal — the layer %2 × %1 token is already taken (PED-UNIQUE)</source>
            <translation>%1基座 — 第 %2 层 × %1的标记已被拿走（PED-UNIQUE）</translation>
        </message>
        <message>
            <source>%1 pedestal — takes the layer %2 × %1 pedestal score token, worth %3</source>
            <translation>%1基座 — 拿取第 %2 层 × %1的基座得分标记，价值 %3</translation>
        </message>
        <message>
            <source>Workshops (WS-BUILD)</source>
            <translation>工坊（WS-BUILD）</translation>
        </message>
        <message>
            <source>No workshop</source>
            <translation>不建工坊</translation>
        </message>
        <message>
            <source>%1 (%2 left in the supply)</source>
            <translation>%1（供应堆中剩余 %2 块）</translation>
        </message>
        <message>
            <source>Site at %1:</source>
            <translation>位于 %1 的工坊点：</translation>
        </message>
        <message>
            <source>The workshop supply is empty: no workshop can be built.</source>
            <translation>工坊板块供应堆已空：无法建造工坊。</translation>
        </message>
        <message>
            <source>needs %1 %2, has %3</source>
            <translation>需要 %1 个%2，目前只有 %3 个</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DocumentWindow</name>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New</source>
            <translation>新建(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>关闭(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>无法导出</translation>
        </message>
        <message>
            <source>There is nothing to export from this window to %1.</source>
            <translation>此窗口没有可导出到 %1 的内容。</translation>
        </message>
        <message>
            <source>Cannot recover the work</source>
            <translation>无法恢复工作</translation>
        </message>
        <message>
            <source>Cannot open the file</source>
            <translation>无法打开文件</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>已打开 %1</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>无法保存</translation>
        </message>
        <message>
            <source>The file could not be saved to %1.</source>
            <translation>无法将文件保存到 %1。</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>已保存 %1</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>另存为</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>未保存的更改</translation>
        </message>
        <message>
            <source>%1 has changes that are not saved. Save them?</source>
            <translation>%1 有尚未保存的更改。要保存吗？</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>New &amp;Game at the Table…</source>
            <translation>新建实体对局(&amp;G)…</translation>
        </message>
        <message>
            <source>Set up a game and mirror the table move by move (%1)</source>
            <translation>设置一局游戏，并逐步同步记录桌上的每一步（%1）</translation>
        </message>
        <message>
            <source>&amp;Board Editor…</source>
            <translation>版图编辑器(&amp;B)…</translation>
        </message>
        <message>
            <source>Transcribe a printed board into a .hkboard file to play and share (%1)</source>
            <translation>将印刷版图转录为 .hkboard 文件，用于游戏和分享（%1）</translation>
        </message>
        <message>
            <source>Co&amp;mponent Editor…</source>
            <translation>配件编辑器(&amp;M)…</translation>
        </message>
        <message>
            <source>Transcribe the tunnel tiles, great halls, workshops and troll cards of your box into a .hkcatalog (%1)</source>
            <translation>将你游戏盒中的隧道板块、大厅、工坊和巨魔卡转录为 .hkcatalog 文件（%1）</translation>
        </message>
        <message>
            <source>%1 is not possible here: this field takes %2 to %3.</source>
            <translation>此处不能填 %1：这个字段接受 %2 到 %3。</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>规则(&amp;R)</translation>
        </message>
        <message>
            <source>Not autosaved: %1.</source>
            <translation>未自动保存：%1。</translation>
        </message>
        <message>
            <source>Save now</source>
            <translation>立即保存</translation>
        </message>
        <message>
            <source>The last autosave failed (%1): a crash now would lose the changes since the last save. The mark stays until an autosave succeeds again; Save keeps the work in its file.</source>
            <translation>上次自动保存失败（%1）：此时崩溃会丢失上次保存后的更改。此标记会一直显示，直到自动保存再次成功；“保存”可将工作保存在其文件中。</translation>
        </message>
        <message>
            <source>%1: this kind of document can only be recovered whole.</source>
            <translation>%1：这种文档只能整份恢复。</translation>
        </message>
        <message>
            <source>Recovered as a new document: %1 was written since, and stays as it is. Save asks where.</source>
            <translation>已恢复为新文档：%1 在那之后已被写入，保持原样。保存时会询问位置。</translation>
        </message>
        <message>
            <source>New &amp;Score Sheet</source>
            <translation>新建计分表(&amp;S)</translation>
        </message>
        <message>
            <source>Add to Library</source>
            <translation>加入记录库</translation>
        </message>
        <message>
            <source>Add to &amp;Library</source>
            <translation>加入记录库(&amp;L)</translation>
        </message>
        <message>
            <source>Keep this play in the group's play library, or update it there (%1)</source>
            <translation>将此对局保存到群组的对局记录库，或在其中更新（%1）</translation>
        </message>
        <message>
            <source>&amp;Play Library…</source>
            <translation>对局记录库(&amp;P)…</translation>
        </message>
        <message>
            <source>Every play the group kept: statistics, imports and exports (%1)</source>
            <translation>群组保存的所有对局：统计、导入和导出（%1）</translation>
        </message>
        <message>
            <source>Back &amp;Up Library…</source>
            <translation>备份记录库(&amp;U)…</translation>
        </message>
        <message>
            <source>Ta&amp;ble Helpers</source>
            <translation>牌桌助手(&amp;B)</translation>
        </message>
        <message>
            <source>Game Over</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <source>The game is over. Add it to the group's play library?</source>
            <translation>游戏结束。要加入群组的对局记录库吗？</translation>
        </message>
        <message>
            <source>Not Now</source>
            <translation>暂不</translation>
        </message>
        <message>
            <source>This file records a play kept in the group's play library. Is the copy the same play (moved, or kept twice), or a new play?</source>
            <translation>此文件记录的是群组对局记录库中的一局对局。这份副本是同一局对局（移动或另存一份），还是新的对局？</translation>
        </message>
        <message>
            <source>The same play: adding either file to the library updates that play. A new play: the copy is added as a play of its own.</source>
            <translation>同一局：将任一文件加入记录库都会更新该对局。新的对局：副本会作为另一局对局加入。</translation>
        </message>
        <message>
            <source>Same Play</source>
            <translation>同一局</translation>
        </message>
        <message>
            <source>New Play</source>
            <translation>新的对局</translation>
        </message>
        <message>
            <source>Recover the unsaved work</source>
            <translation>恢复未保存的工作</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>%1 was changed by another program since it was opened here. Saving replaces what was written there.</source>
            <translation>%1 在此打开之后已被其他程序更改。保存会替换其中写入的内容。</translation>
        </message>
        <message>
            <source>To keep both, cancel and use Save As.</source>
            <translation>若要两者都保留，请取消并使用“另存为”。</translation>
        </message>
        <message>
            <source>&amp;Replace It</source>
            <translation>替换(&amp;R)</translation>
        </message>
        <message>
            <source>%1 was changed by another program since it was opened here: not replaced.</source>
            <translation>%1 在此打开之后已被其他程序更改：未替换。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DungeonLordsTrackerWindow</name>
        <message>
            <source>Dungeon Lords year trackers (*.hkdungeon)</source>
            <translation>地城领主年度追踪 (*.hkdungeon)</translation>
        </message>
        <message>
            <source>Untitled Dungeon Lords game</source>
            <translation>未命名的地城领主游戏</translation>
        </message>
        <message>
            <source>Dungeon Lords Year Tracker</source>
            <translation>地城领主年度追踪</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>无法打开 %1。未做任何更改。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a Dungeon Lords game: %1, autosaved %2.</source>
            <translation>Hallkeeper 在关闭地城领主游戏前停止了：%1，自动保存于 %2。</translation>
        </message>
        <message>
            <source>a game never saved</source>
            <translation>从未保存的游戏</translation>
        </message>
        <message>
            <source>This setup does not fit the steps recorded (step %1: %2); undo them first.</source>
            <translation>这个设置与已记录的步骤不符（第 %1 步：%2）；请先撤销那些步骤。</translation>
        </message>
        <message>
            <source>Change the setup</source>
            <translation>更改设置</translation>
        </message>
        <message>
            <source>Nothing paid yet: the first event resolves in round 2.</source>
            <translation>尚未支付任何东西：第一个事件于第 2 回合发动。</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>游戏已结束</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1 (resolved in round %2)</source>
            <translation>%1（已于第 %2 回合发动）</translation>
        </message>
        <message>
            <source>%1 (resolves in round %2)</source>
            <translation>%1（于第 %2 回合发动）</translation>
        </message>
        <message>
            <source>First player: %1.</source>
            <translation>起始玩家：%1。</translation>
        </message>
        <message>
            <source>No event tile revealed this year yet.</source>
            <translation>今年尚未翻开事件卡。</translation>
        </message>
        <message>
            <source>Event tiles this year: %1.</source>
            <translation>今年的事件卡：%1。</translation>
        </message>
        <message>
            <source>Dummy player's evil: %1.</source>
            <translation>NPC 的邪恶值：%1。</translation>
        </message>
        <message>
            <source>Choose the event tile revealed…</source>
            <translation>选择翻开的事件卡…</translation>
        </message>
        <message>
            <source>Confirm: %1 done</source>
            <translation>确认：%1完成</translation>
        </message>
        <message>
            <source>Monster %1</source>
            <translation>怪物 %1</translation>
        </message>
        <message>
            <source>Save Final Sheet</source>
            <translation>保存最终计分表</translation>
        </message>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper 计分表 (*.hkscore)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>导出</translation>
        </message>
        <message>
            <source>A Dungeon Lords game exports its final sheet (.hkscore).</source>
            <translation>地城领主游戏导出的是最终计分表（.hkscore）。</translation>
        </message>
        <message>
            <source>Event tile &amp;revealed:</source>
            <translation>翻开的事件卡(&amp;R)：</translation>
        </message>
        <message>
            <source>Dungeons</source>
            <translation>地城</translation>
        </message>
        <message>
            <source>Ledger</source>
            <translation>账目</translation>
        </message>
        <message>
            <source>History</source>
            <translation>历史记录</translation>
        </message>
        <message>
            <source>Final score</source>
            <translation>最终得分</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>玩家(&amp;P)：</translation>
        </message>
        <message>
            <source>&amp;First player:</source>
            <translation>起始玩家(&amp;F)：</translation>
        </message>
        <message>
            <source>&amp;Dummy's evil:</source>
            <translation>NPC 邪恶值(&amp;D)：</translation>
        </message>
        <message>
            <source>Monsters and their upkeep (paid at payday, DL-003):</source>
            <translation>怪物与维持费（发薪日支付，DL-003）：</translation>
        </message>
        <message>
            <source>First Game (no special event)</source>
            <translation>First Game（无特殊事件）</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>黄金</translation>
        </message>
        <message>
            <source>Food</source>
            <translation>食物</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>板块</translation>
        </message>
        <message>
            <source>Conquered</source>
            <translation>被征服</translation>
        </message>
        <message>
            <source>Evil</source>
            <translation>邪恶值</translation>
        </message>
        <message>
            <source>Dead letters</source>
            <translation>死信</translation>
        </message>
        <message>
            <source>Monster</source>
            <translation>怪物</translation>
        </message>
        <message>
            <source>Let go</source>
            <translation>解雇</translation>
        </message>
        <message>
            <source>&amp;Add Monster</source>
            <translation>添加怪物(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Remove Monster</source>
            <translation>移除怪物(&amp;R)</translation>
        </message>
        <message>
            <source>Save &amp;Final Sheet…</source>
            <translation>保存最终计分表(&amp;F)…</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DwarfRecordPanel</name>
        <message>
            <source>Point at a button to see what it records, or why the rules refuse it.</source>
            <translation>将鼠标移到按钮上，可看到它会记录什么，或规则为何拒绝。</translation>
        </message>
        <message>
            <source>Records:</source>
            <translation>记录：</translation>
        </message>
        <message>
            <source>Refused:</source>
            <translation>拒绝：</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>玩家(&amp;P)：</translation>
        </message>
        <message>
            <source>Mine and forge (DWARF-010)</source>
            <translation>开采与锻造（DWARF-010）</translation>
        </message>
        <message>
            <source>The card's cost: steel, gold, iron</source>
            <translation>卡牌的花费：钢、黄金、铁</translation>
        </message>
        <message>
            <source>Monsters and medals (DWARF-011, DWARF-007, DWARF-008)</source>
            <translation>怪兽与勋章（DWARF-011、DWARF-007、DWARF-008）</translation>
        </message>
        <message>
            <source>&amp;Workers on defense squares:</source>
            <translation>防卫格上的工人(&amp;W)：</translation>
        </message>
        <message>
            <source>Special actions and workers (DWARF-009, DWARF-012)</source>
            <translation>特殊行动与工人（DWARF-009、DWARF-012）</translation>
        </message>
        <message>
            <source>Paid with 4 &amp;medals and a worker</source>
            <translation>花费 4 枚勋章和一个工人(&amp;M)</translation>
        </message>
        <message>
            <source>Another card's change</source>
            <translation>其他卡牌的变更</translation>
        </message>
        <message>
            <source>Steel</source>
            <translation>钢</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>黄金</translation>
        </message>
        <message>
            <source>Artifacts</source>
            <translation>神器</translation>
        </message>
        <message>
            <source>Medals</source>
            <translation>勋章</translation>
        </message>
        <message>
            <source>Iron</source>
            <translation>铁</translation>
        </message>
        <message>
            <source>Which card, or why</source>
            <translation>哪一张卡牌，或原因</translation>
        </message>
        <message>
            <source>The round (DWARF-005, DWARF-006, DWARF-020)</source>
            <translation>一轮游戏（DWARF-005、DWARF-006、DWARF-020）</translation>
        </message>
        <message>
            <source>The start player triggered a reinforce or forge action this round</source>
            <translation>起始玩家在本轮触发过增援或锻造行动</translation>
        </message>
        <message>
            <source>Record the action</source>
            <translation>记录行动</translation>
        </message>
        <message>
            <source>Undefended: it attacks</source>
            <translation>未防卫：怪兽攻击</translation>
        </message>
        <message>
            <source>Defended: 1 medal</source>
            <translation>防卫成功：1 枚勋章</translation>
        </message>
        <message>
            <source>Reward of Courage</source>
            <translation>勇气的奖励</translation>
        </message>
        <message>
            <source>Special action</source>
            <translation>特殊行动</translation>
        </message>
        <message>
            <source>Reinforce: 2 more workers</source>
            <translation>增援：再加 2 个工人</translation>
        </message>
        <message>
            <source>Record the change</source>
            <translation>记录变更</translation>
        </message>
        <message>
            <source>End the round</source>
            <translation>结束本轮</translation>
        </message>
        <message>
            <source>A draw finds the deck empty</source>
            <translation>抽牌时牌堆已空</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DwarfTablePanel</name>
        <message>
            <source>Rename %1 to %2</source>
            <translation>把 %1 改名为 %2</translation>
        </message>
        <message>
            <source>Play against %1</source>
            <translation>对抗 %1</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n 位玩家</numerusform>
            </translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>Two copies combined</source>
            <translation>结合两套游戏</translation>
        </message>
        <message>
            <source>One copy</source>
            <translation>一套游戏</translation>
        </message>
        <message>
            <source>%1 starts</source>
            <translation>%1 先开始</translation>
        </message>
        <message>
            <source>Round %1 — start player: %2</source>
            <translation>第 %1 轮 — 起始玩家：%2</translation>
        </message>
        <message>
            <source>%1 ★</source>
            <translation>%1 ★</translation>
        </message>
        <message>
            <source>The start player (DWARF-020)</source>
            <translation>起始玩家（DWARF-020）</translation>
        </message>
        <message>
            <source>Solo against %1 (DWARF-021)</source>
            <translation>单人游戏，对抗 %1（DWARF-021）</translation>
        </message>
        <message>
            <source>%1's medals: at 12 he wins at once (DWARF-015); your special actions give him 1, 2 and 3 (DWARF-013).</source>
            <translation>%1 的勋章：达到 12 枚时立即获胜（DWARF-015）；你的特殊行动让他依次获得 1、2、3 枚（DWARF-013）。</translation>
        </message>
        <message>
            <source>Your special actions: %1 of 3 (DWARF-014); the next gives %2 %3.</source>
            <translation>你的特殊行动：%1／3 次（DWARF-014）；下一次让 %2 获得 %3。</translation>
        </message>
        <message>
            <source>nothing: no more are allowed</source>
            <translation>无：不能再选用</translation>
        </message>
        <message>
            <source>%1 plays first every round and never takes a special action; your special actions give him nothing.</source>
            <translation>%1 每一轮都先行动，且绝不采取特殊行动；你的特殊行动不会让他获得任何东西。</translation>
        </message>
        <message>
            <source>Your special actions: %1</source>
            <translation>你的特殊行动：%1</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <source>&amp;Opponent:</source>
            <translation>对手(&amp;O)：</translation>
        </message>
        <message>
            <source>P&amp;layers:</source>
            <translation>玩家人数(&amp;L)：</translation>
        </message>
        <message>
            <source>Two copies combined (4–5 players, DWARF-017)</source>
            <translation>结合两套游戏（4–5 人，DWARF-017）</translation>
        </message>
        <message>
            <source>Names:</source>
            <translation>名字：</translation>
        </message>
        <message>
            <source>&amp;First start player:</source>
            <translation>第一位起始玩家(&amp;F)：</translation>
        </message>
        <message>
            <source>The game has begun: only the names may change. Undo every event, or start a new tracker, to change the players.</source>
            <translation>游戏已开始：只能更改名字。要更改玩家，请撤销所有事件，或新建追踪文件。</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Steel</source>
            <translation>钢</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>黄金</translation>
        </message>
        <message>
            <source>Artifacts</source>
            <translation>神器</translation>
        </message>
        <message>
            <source>Medals</source>
            <translation>勋章</translation>
        </message>
        <message>
            <source>Iron</source>
            <translation>铁</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>工人</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DwarfTrackerWindow</name>
        <message>
            <source>Dwarf table trackers (*.hkdwarf)</source>
            <translation>《矮人族》牌桌追踪文件 (*.hkdwarf)</translation>
        </message>
        <message>
            <source>Untitled Dwarf game</source>
            <translation>未命名的《矮人族》游戏</translation>
        </message>
        <message>
            <source>Dwarf table tracker</source>
            <translation>《矮人族》牌桌追踪</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>无法打开 %1。没有任何更改。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a Dwarf game: %1, autosaved %2.</source>
            <translation>Hallkeeper 在未关闭《矮人族》游戏时停止：%1，自动保存于 %2。</translation>
        </message>
        <message>
            <source>a Dwarf game never saved</source>
            <translation>从未保存的《矮人族》游戏</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>无法导出</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>已导出 %1</translation>
        </message>
        <message>
            <source>Save as Score Sheet</source>
            <translation>另存为计分表</translation>
        </message>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper 计分表 (*.hkscore)</translation>
        </message>
        <message>
            <source>Save as Score S&amp;heet…</source>
            <translation>另存为计分表(&amp;H)…</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>记录</translation>
        </message>
        <message>
            <source>Result now</source>
            <translation>当前结果</translation>
        </message>
        <message>
            <source>History</source>
            <translation>历史记录</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::Explanation</name>
        <message>
            <source>Tunnel tile %1 (%2 squares), dug by %3 with %4 (DIG-SCORE: %5 tunnel points); in the network of %6.</source>
            <translation>隧道板块 %1（%2 格），由 %3 用%4挖掘（DIG-SCORE：%5 隧道分数）；属于 %6 的通路网。</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>无人</translation>
        </message>
        <message>
            <source>A %1 statue, %2.</source>
            <translation>%1雕像，%2。</translation>
        </message>
        <message>
            <source>unearthed</source>
            <translation>已出土</translation>
        </message>
        <message>
            <source>still buried</source>
            <translation>仍被掩埋</translation>
        </message>
        <message>
            <source>In a great hall it scores nothing by itself; on the altar it gives the hall its high value (SCORE-HALL).</source>
            <translation>位于大厅中的雕像本身不得分；放在祭坛上时，大厅得高分值（SCORE-HALL）。</translation>
        </message>
        <message>
            <source> × 2 on a pedestal of its clan</source>
            <translation> × 2（位于同氏族的基座上）</translation>
        </message>
        <message>
            <source>A %1 pedestal.</source>
            <translation>%1基座。</translation>
        </message>
        <message>
            <source>The gate of %1.</source>
            <translation>%1 的大门。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Square %1&lt;/b&gt;: layer %2</source>
            <translation>&lt;b&gt;方格 %1&lt;/b&gt;：第 %2 层</translation>
        </message>
        <message>
            <source>Great hall %1 (low %2, high %3), dedicated by %4; its altar is at %5.</source>
            <translation>大厅 %1（低 %2，高 %3），由 %4 设立；祭坛位于 %5。</translation>
        </message>
        <message>
            <source>No player's network holds it: it scores nothing (SCORE-HALL).</source>
            <translation>没有任何玩家的通路网包含它：它不得分（SCORE-HALL）。</translation>
        </message>
        <message>
            <source>A statue stands on the altar: the hall scores its high value, %1, for %2 (SCORE-HALL).</source>
            <translation>祭坛上有雕像：大厅为%2得高分值 %1（SCORE-HALL）。</translation>
        </message>
        <message>
            <source>No statue on the altar: the hall scores its low value, %1, for %2 (SCORE-HALL).</source>
            <translation>祭坛上没有雕像：大厅为%2得低分值 %1（SCORE-HALL）。</translation>
        </message>
        <message>
            <source>%1 = 2 × %2%3</source>
            <translation>%1 = 2 × %2%3</translation>
        </message>
        <message>
            <source>A buried statue scores nothing until a tunnel unearths it (SCORE-STATUE, DIG-UNEARTH).</source>
            <translation>被掩埋的雕像在隧道使它出土之前不得分（SCORE-STATUE、DIG-UNEARTH）。</translation>
        </message>
        <message>
            <source>No player's network holds it: it scores nothing (SCORE-STATUE).</source>
            <translation>没有任何玩家的通路网包含它：它不得分（SCORE-STATUE）。</translation>
        </message>
        <message>
            <source>On layer %1 it scores %2 for %3, the best statue of its tunnel (SCORE-STATUE, SCORE-ONE-PER-TUNNEL).</source>
            <translation>在第 %1 层，它是所在隧道中得分最高的雕像，为%3得 %2 分（SCORE-STATUE、SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>On layer %1 it would be worth %2, but another statue of its tunnel scores instead: this one scores nothing (SCORE-ONE-PER-TUNNEL).</source>
            <translation>在第 %1 层它值 %2 分，但所在隧道中另一个雕像代替它计分：这个雕像不得分（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::GatesPage</name>
        <message>
            <source>Gates</source>
            <translation>大门</translation>
        </message>
        <message>
            <source>Choose a start point</source>
            <translation>选择起始点</translation>
        </message>
        <message>
            <source>Map of the gate start points</source>
            <translation>大门起始点地图</translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>%1, labelled %2</source>
            <translation>%1，标有 %2</translation>
        </message>
        <message>
            <source>%1, labelled %2 — gate of %3</source>
            <translation>%1，标有 %2 — %3 的大门</translation>
        </message>
        <message>
            <source>Click a start point on the map to put the gate of %1 there, or choose it in the list; on the map, the arrow keys and Space do the same.</source>
            <translation>在地图上单击起始点，将 %1 的大门放在那里，或在列表中选择；在地图上，方向键和 Space 也能完成同样的操作。</translation>
        </message>
        <message>
            <source>Clockwise from the start player, each player puts their gate on a start point labelled with the number of players; with 2 players, any two start points with the same label (SET-GATES). In a team game, teammates' gates stand on neighbouring start points (TEAM-SETUP).</source>
            <translation>从起始玩家开始按顺时针顺序，每位玩家将自己的大门放在一个标有游戏人数的起始点上；2 人游戏使用任意两个相同数字的起始点（SET-GATES）。组队游戏中，队友的大门位于相邻的起始点上（TEAM-SETUP）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::GenericSheetWindow</name>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper 计分表 (*.hkscore)</translation>
        </message>
        <message>
            <source>Untitled score sheet</source>
            <translation>未命名的计分表</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>无法打开 %1。未做任何更改。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a score sheet: %1, autosaved %2.</source>
            <translation>Hallkeeper 未关闭计分表就停止了：%1，自动保存于 %2。</translation>
        </message>
        <message>
            <source>a score sheet never saved</source>
            <translation>从未保存的计分表</translation>
        </message>
        <message>
            <source> (problems: %1)</source>
            <translation>（问题：%1）</translation>
        </message>
        <message>
            <source>Cannot export the results</source>
            <translation>无法导出结果</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>已导出 %1</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 图片 (*.png)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <source>CSV tables (*.csv)</source>
            <translation>CSV 表格 (*.csv)</translation>
        </message>
        <message>
            <source>Export Results</source>
            <translation>导出结果</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>导出(&amp;E)</translation>
        </message>
        <message>
            <source>Results as &amp;PNG Image…</source>
            <translation>结果导出为 PNG 图片(&amp;P)…</translation>
        </message>
        <message>
            <source>Results as P&amp;DF…</source>
            <translation>结果导出为 PDF(&amp;D)…</translation>
        </message>
        <message>
            <source>Results as &amp;CSV Table…</source>
            <translation>结果导出为 CSV 表格(&amp;C)…</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::HallDialog</name>
        <message>
            <source>Dedicate a great hall</source>
            <translation>设立大厅</translation>
        </message>
        <message>
            <source>%1: %2 honour points, %3 with a statue on its altar (SCORE-HALL)</source>
            <translation>%1：%2 荣誉点数，祭坛上有雕像时为 %3（SCORE-HALL）</translation>
        </message>
        <message>
            <source>No cost: the hall goes on tunnel tiles of your network (HALL-COVER).</source>
            <translation>不需任何花费：大厅放在你通路网的隧道板块上（HALL-COVER）。</translation>
        </message>
        <message>
            <source>The %1 statue at %2 stands on the altar: the hall scores %3 (SCORE-HALL)</source>
            <translation>%2 的%1雕像位于祭坛上：该大厅得 %3 分（SCORE-HALL）</translation>
        </message>
        <message>
            <source>Its altar at %1 is empty for now</source>
            <translation>其位于 %1 的祭坛目前是空的</translation>
        </message>
        <message>
            <source>The %1 pedestal of %2 at %3 leaves the game; %2 keeps its pedestal score token (HALL-PED, PED-COVERED)</source>
            <translation>%2 位于 %3 的%1基座从游戏中移除；%2 保留其基座得分标记（HALL-PED、PED-COVERED）</translation>
        </message>
        <message>
            <source>The %1 statue at %2 stays where it is, now in the hall: it no longer scores as a statue (SCORE-HALL)</source>
            <translation>%2 的%1雕像留在原位，成为大厅中的雕像：不再以雕像方式计分（SCORE-HALL）</translation>
        </message>
        <message>
            <source>Parts of tunnel tiles left sticking out of the hall, each now a tunnel of its own: %1 (HALL-UNIT)</source>
            <translation>从大厅下方延伸出来的隧道板块部分，各自成为独立的隧道：%1（HALL-UNIT）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::HistoryDelegate</name>
        <message>
            <source>Undone (Redo brings it back): %1</source>
            <translation>已撤销（重做可恢复）：%1</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::IconRowEdit</name>
        <message>
            <source>type s i h c a m r</source>
            <translation>输入 s i h c a m r</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Remove this icon</source>
            <translation>删除此标记</translation>
        </message>
        <message>
            <source>Type the icons left to right: s stone, i iron, h heartstone, c coin, a cart, m hammer, r rune; F, I, M a cart with a Fire, Ice or Moon mark (CART-CLAN). Backspace removes the icon before the caret; click an icon and type to replace it. The menu of icons: the ▾ button or Alt+Down.</source>
            <translation>从左到右输入资源标记：s 山岩、i 铁矿、h 心石、c 金币、a 矿车、m 锤子、r 符文；F、I、M 为带有烈火、冰霜或皎月标志的矿车（CART-CLAN）。Backspace 删除光标前的标记；点击一个标记再输入即可替换它。标记菜单：▾ 按钮或 Alt+Down。</translation>
        </message>
        <message>
            <source>Type the resources of the start row: s stone, i iron, h heartstone, c coin, a cart, m hammer, r rune ("ss" is 2 stone). Backspace removes the one before the caret; click one and type to replace it. The menu of resources: the ▾ button or Alt+Down.</source>
            <translation>输入起始资源行的资源：s 山岩、i 铁矿、h 心石、c 金币、a 矿车、m 锤子、r 符文（"ss" 表示 2 个山岩）。Backspace 删除光标前的资源；点击一个再输入即可替换它。资源菜单：▾ 按钮或 Alt+Down。</translation>
        </message>
        <message>
            <source>%1 — click it and type to replace it</source>
            <translation>%1 — 点击后输入即可替换</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::LayerRecognitionPanel</name>
        <message>
            <source>The photo was aligned again: recognise the layers again (%1).</source>
            <translation>照片已重新对齐：请重新识别各层（%1）。</translation>
        </message>
        <message>
            <source>Open a photo of the printed board first (File ▸ Open Tracing Photo…) and align it (Align Photo, A).</source>
            <translation>请先打开印刷版图的照片（文件 ▸ 打开描绘照片…）并将其对齐（对齐照片，A）。</translation>
        </message>
        <message>
            <source>Layers recognised: %1 uncertain squares to check.</source>
            <translation>已识别各层：有 %1 个不确定的方格需要检查。</translation>
        </message>
        <message>
            <source>The board was resized: recognise the layers again.</source>
            <translation>版图尺寸已更改：请重新识别各层。</translation>
        </message>
        <message>
            <source>proposed: %1, %2 % sure</source>
            <translation>建议：%1，把握度 %2 %</translation>
        </message>
        <message>
            <source>None left.</source>
            <translation>已经没有了。</translation>
        </message>
        <message>
            <source>The photo is empty: open another photo of the printed board.</source>
            <translation>照片是空的：请打开另一张印刷版图的照片。</translation>
        </message>
        <message>
            <source>The photo's corners do not make a four-sided figure: align the photo again (Align Photo, A), each corner of the grid on the same corner of the board.</source>
            <translation>照片的四个角没有围成四边形：请重新对齐照片（对齐照片，A），让网格的每个角对上版图的对应角。</translation>
        </message>
        <message>
            <source>The board has no squares: set its size in the Board panel.</source>
            <translation>版图没有方格：请在“版图”面板设置尺寸。</translation>
        </message>
        <message>
            <source>The grid lies outside the photo: drag each corner of the grid onto the same corner of the board in the photo (Align Photo, A).</source>
            <translation>网格位于照片之外：请将网格的每个角拖到照片中版图的对应角上（对齐照片，A）。</translation>
        </message>
        <message>
            <source>Nothing proposed yet.</source>
            <translation>尚无建议。</translation>
        </message>
        <message>
            <source>%1 uncertain</source>
            <translation>不确定 %1 个</translation>
        </message>
        <message>
            <source>%1 examples</source>
            <translation>示例 %1 个</translation>
        </message>
        <message>
            <source>%1: %2 squares</source>
            <translation>%1：%2 个方格</translation>
        </message>
        <message>
            <source>Uncertain: check it (%1 goes to the next)</source>
            <translation>不确定：请检查（按 %1 转到下一个）</translation>
        </message>
        <message>
            <source>Your example</source>
            <translation>你的示例</translation>
        </message>
        <message>
            <source>Once the photo is aligned, the layers can be recognised from it: every square gets a proposed terrain and how sure that is. Check the uncertain squares, then apply.</source>
            <translation>照片对齐后，即可从照片识别各层：每个方格都会得到建议的地形及其把握度。请检查不确定的方格，然后应用。</translation>
        </message>
        <message>
            <source>If a terrain is proposed wrongly, show an example: choose the terrain (1–5, H, 0) and click a square of it. The right button takes an example back.</source>
            <translation>若建议的地形有误，请指定示例：选择地形（1–5、H、0），再点击该地形的一个方格。按右键可撤回示例。</translation>
        </message>
        <message>
            <source>Legend</source>
            <translation>图例</translation>
        </message>
        <message>
            <source>Show the proposed terrains</source>
            <translation>显示建议的地形</translation>
        </message>
        <message>
            <source>Apply the uncertain squares too</source>
            <translation>不确定的方格也一并应用</translation>
        </message>
        <message>
            <source>Re&amp;cognise Layers</source>
            <translation>识别层(&amp;C)</translation>
        </message>
        <message>
            <source>Recognise the layers in the aligned photo (%1)</source>
            <translation>从已对齐的照片识别各层（%1）</translation>
        </message>
        <message>
            <source>A&amp;pply the Proposal</source>
            <translation>应用建议(&amp;P)</translation>
        </message>
        <message>
            <source>Paint the proposed terrains, as one step of undo (%1)</source>
            <translation>绘制建议的地形，可一步撤销（%1）</translation>
        </message>
        <message>
            <source>&amp;Next Uncertain Square</source>
            <translation>下一个不确定的方格(&amp;N)</translation>
        </message>
        <message>
            <source>Next &amp;Feature Mark</source>
            <translation>下一个要素标记(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Dismiss the Selected Mark</source>
            <translation>取消选中的标记(&amp;D)</translation>
        </message>
        <message>
            <source>Dismiss &amp;All Marks</source>
            <translation>取消所有标记(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Close the Proposal</source>
            <translation>关闭建议(&amp;C)</translation>
        </message>
        <message>
            <source> · “feature here?”</source>
            <translation> · “这里有要素？”</translation>
        </message>
        <message>
            <source>Applied</source>
            <translation>已应用</translation>
        </message>
        <message>
            <source>%1 squares proposed</source>
            <translation>建议了 %1 个方格</translation>
        </message>
        <message>
            <source>%1 “feature here?” marks</source>
            <translation>“这里有要素？”标记 %1 个</translation>
        </message>
        <message>
            <source>“Feature here?”: stamp what is printed with the Feature tool (T), or dismiss the mark (%1)</source>
            <translation>“这里有要素？”：用“要素”工具（T）标注印在上面的东西，或取消标记（%1）</translation>
        </message>
        <message>
            <source>Select a square with a “feature here?” mark first (%1 goes to the next).</source>
            <translation>请先选中带有“这里有要素？”标记的方格（按 %1 转到下一个）。</translation>
        </message>
        <message numerus="yes">
            <source>Unreliable proposal: %n of the squares are uncertain.</source>
            <translation>
                <numerusform>不可靠的建议：有 %n 个方格不确定。</numerusform>
            </translation>
        </message>
        <message>
            <source>Unreliable proposal: the layers found do not nest as a mountain's do.</source>
            <translation>不可靠的建议：找到的层不像山的环那样层层相套。</translation>
        </message>
        <message numerus="yes">
            <source>The colours in the photo do not make the five layers of a mountain (%n found as rings), so the layers cannot be named by their place.</source>
            <translation>
                <numerusform>照片中的颜色未构成山的五个层（找到 %n 个环），因此无法按位置为各层命名。</numerusform>
            </translation>
        </message>
        <message>
            <source>The colours in the photo do not nest as the layers of a mountain do, so the layers cannot be named by their place: a proposal could be a whole ring off.</source>
            <translation>照片中的颜色不像山的各层那样层层相套，因此无法按位置为各层命名：建议可能整整错开一环。</translation>
        </message>
        <message>
            <source>Show one example of each terrain: the Example tool (E), the terrain's key (1–5, H, 0), a click on a square of it.</source>
            <translation>请为每种地形各指定一个示例：示例工具（E）、地形的按键（1–5、H、0），再点击该地形的一个方格。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::LibraryWindow</name>
        <message>
            <source>Save Chart</source>
            <translation>保存图表</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 图片 (*.png)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <source>Import Plays</source>
            <translation>导入对局</translation>
        </message>
        <message>
            <source>BG Stats backups and BoardGameGeek plays (*.json *.bgsplay *.xml);;All files (*)</source>
            <translation>BG Stats 备份和 BoardGameGeek 对局 (*.json *.bgsplay *.xml);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Export Plays</source>
            <translation>导出对局</translation>
        </message>
        <message>
            <source>BG Stats backup (*.json);;BoardGameGeek plays (*.xml);;CSV table (*.csv)</source>
            <translation>BG Stats 备份 (*.json);;BoardGameGeek 对局 (*.xml);;CSV 表格 (*.csv)</translation>
        </message>
        <message>
            <source>Back Up Library</source>
            <translation>备份记录库</translation>
        </message>
        <message>
            <source>Library backups (*.sqlite)</source>
            <translation>记录库备份 (*.sqlite)</translation>
        </message>
        <message>
            <source>Backed up to %1</source>
            <translation>已备份到 %1</translation>
        </message>
        <message>
            <source>Play Library</source>
            <translation>对局记录库</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Import Plays…</source>
            <translation>导入对局(&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Export Plays…</source>
            <translation>导出对局(&amp;E)…</translation>
        </message>
        <message>
            <source>Back &amp;Up Library…</source>
            <translation>备份记录库(&amp;U)…</translation>
        </message>
        <message>
            <source>&amp;Reload</source>
            <translation>重新载入(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>关闭(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>游戏(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>玩家(&amp;P)：</translation>
        </message>
        <message>
            <source>P&amp;layers:</source>
            <translation>人数(&amp;L)：</translation>
        </message>
        <message>
            <source>any</source>
            <translation>不限</translation>
        </message>
        <message>
            <source>Pla&amp;ce:</source>
            <translation>地点(&amp;C)：</translation>
        </message>
        <message>
            <source>&amp;To:</source>
            <translation>到(&amp;T)：</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Head to Head</source>
            <translation>对战记录</translation>
        </message>
        <message>
            <source>Categories</source>
            <translation>计分项目</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>对局</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>图表</translation>
        </message>
        <message>
            <source>Win rate by player</source>
            <translation>各玩家胜率</translation>
        </message>
        <message>
            <source>Average score by player</source>
            <translation>各玩家平均得分</translation>
        </message>
        <message>
            <source>Category trend of the chosen player</source>
            <translation>所选玩家的项目趋势</translation>
        </message>
        <message>
            <source>The library was updated to this version; a backup of it as it was is in %1</source>
            <translation>记录库已更新为此版本；原来的备份在 %1</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>所有游戏</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>所有人</translation>
        </message>
        <message>
            <source>Anywhere</source>
            <translation>所有地点</translation>
        </message>
        <message numerus="yes">
            <source>%n play(s)</source>
            <translation>
                <numerusform>%n 局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n in the library</source>
            <translation>
                <numerusform>记录库共 %n 局</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>胜场</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>胜率</translation>
        </message>
        <message>
            <source>Shared wins</source>
            <translation>共享胜利</translation>
        </message>
        <message>
            <source>Team wins</source>
            <translation>团队胜场</translation>
        </message>
        <message>
            <source>Co-op wins</source>
            <translation>合作胜场</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>最佳</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>平均</translation>
        </message>
        <message>
            <source>Median</source>
            <translation>中位数</translation>
        </message>
        <message>
            <source>Streak (longest)</source>
            <translation>连胜（最长）</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%2 局胜 %1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>对手</translation>
        </message>
        <message>
            <source>Plays together</source>
            <translation>同局数</translation>
        </message>
        <message>
            <source>Finished above</source>
            <translation>名次较高</translation>
        </message>
        <message>
            <source>Finished below</source>
            <translation>名次较低</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>同名次</translation>
        </message>
        <message>
            <source>Choose a game scored in Hallkeeper to see each player's average per score category.</source>
            <translation>选择一个在 Hallkeeper 计分的游戏，即可看到每位玩家在各计分项目的平均。</translation>
        </message>
        <message>
            <source>This game's plays have no score categories (only games scored in Hallkeeper keep them).</source>
            <translation>此游戏的对局没有计分项目（只有在 Hallkeeper 计分的游戏才有）。</translation>
        </message>
        <message>
            <source>Average points per category, over the plays played to their end.</source>
            <translation>各项目的平均分数，只计入打完的对局。</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>平均得分</translation>
        </message>
        <message>
            <source>The start player won %1 (%2); the others %3 (%4). Seats are best compared with one game and one player count chosen.</source>
            <translation>起始玩家：%1（%2）；其他玩家：%3（%4）。比较座位时，最好选定单一游戏和人数。</translation>
        </message>
        <message>
            <source>No play of these records its start player.</source>
            <translation>这些对局都没有记录起始玩家。</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>胜者</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>地点</translation>
        </message>
        <message>
            <source>(not finished)</source>
            <translation>（未完成）</translation>
        </message>
        <message>
            <source>Choose a play to see why its winner won and how it stands against the group's history.</source>
            <translation>选择一局，查看胜者为何获胜，以及这局与群组历史相比如何。</translation>
        </message>
        <message>
            <source>Why %1 won: %2 ahead of %3.</source>
            <translation>%1 为何获胜：领先 %3 %2 分。</translation>
        </message>
        <message>
            <source>No single category's lead was larger than the margin: the win was made across several.</source>
            <translation>没有任何单一项目的领先超过最终差距：胜利来自多个项目。</translation>
        </message>
        <message>
            <source>Categories in which %1's lead was larger than the final margin (without that lead alone, %2 would have won):</source>
            <translation>%1 领先超过最终差距的项目（光是少了这项领先，%2 就会获胜）：</translation>
        </message>
        <message>
            <source>%1: +%2</source>
            <translation>%1：+%2</translation>
        </message>
        <message>
            <source>Against the group's history (same game, same player count):</source>
            <translation>与群组历史相比（同一游戏、同一人数）：</translation>
        </message>
        <message numerus="yes">
            <source>better than %1% of %n score(s)</source>
            <translation>
                <numerusform>胜过 %n 个得分中的 %1%</numerusform>
            </translation>
        </message>
        <message>
            <source>the group's record</source>
            <translation>群组纪录</translation>
        </message>
        <message>
            <source>a personal best</source>
            <translation>个人最佳</translation>
        </message>
        <message>
            <source>%1, %2: %3</source>
            <translation>%1，%2：%3</translation>
        </message>
        <message>
            <source>no earlier score to compare</source>
            <translation>没有先前的得分可比较</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n score(s))</source>
            <translation>
                <numerusform>%1（%n 个得分）</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose a game scored in Hallkeeper and a player: their first category across plays, against the group's middle half.</source>
            <translation>选择一个在 Hallkeeper 计分的游戏和一位玩家：显示其第一个项目在各局的变化，对照群组的中间一半。</translation>
        </message>
        <message>
            <source>%1: %2 across plays (band: the group's middle half)</source>
            <translation>%1：%2 的各局变化（色带：群组的中间一半）</translation>
        </message>
        <message>
            <source>Category trend</source>
            <translation>项目趋势</translation>
        </message>
        <message>
            <source>Win rate by player (competitive plays)</source>
            <translation>各玩家胜率（竞争对局）</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n new play(s)</source>
            <translation>
                <numerusform>%1：%n 局新对局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed</source>
            <translation>
                <numerusform>%n 局有变动</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged</source>
            <translation>
                <numerusform>%n 局未变</numerusform>
            </translation>
        </message>
        <message>
            <source>Say who each player of the file is; nothing is written before you import.</source>
            <translation>请指明文件中每位玩家是谁；点击导入前不会写入任何内容。</translation>
        </message>
        <message>
            <source>In the file</source>
            <translation>文件中</translation>
        </message>
        <message>
            <source>In the library</source>
            <translation>记录库中</translation>
        </message>
        <message>
            <source>A new player</source>
            <translation>新玩家</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>导入</translation>
        </message>
        <message>
            <source>%1 was not imported; nothing was written.</source>
            <translation>%1 未导入；没有写入任何内容。</translation>
        </message>
        <message numerus="yes">
            <source>Imported %1: %n added</source>
            <translation>
                <numerusform>已导入 %1：新增 %n 局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n updated</source>
            <translation>
                <numerusform>更新 %n 局</numerusform>
            </translation>
        </message>
        <message>
            <source>Give a .json (BG Stats), .xml (BoardGameGeek) or .csv file.</source>
            <translation>请给出 .json（BG Stats）、.xml（BoardGameGeek）或 .csv 文件。</translation>
        </message>
        <message>
            <source>Exported to %1</source>
            <translation>已导出到 %1</translation>
        </message>
        <message numerus="yes">
            <source>the Plays tab lists the latest %n</source>
            <translation>
                <numerusform>对局标签页列出最近的 %n 局</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 merged into %2.</source>
            <translation>已把 %1 合并到 %2。</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Merge Players…</source>
            <translation>合并玩家(&amp;M)…</translation>
        </message>
        <message>
            <source>Fro&amp;m:</source>
            <translation>从(&amp;M)：</translation>
        </message>
        <message>
            <source>C&amp;hart:</source>
            <translation>图表(&amp;H)：</translation>
        </message>
        <message>
            <source>Save as P&amp;NG…</source>
            <translation>存为 PNG(&amp;N)…</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>存为 PDF(&amp;D)…</translation>
        </message>
        <message>
            <source>Why %1 won: level with %2 on points, ahead on the tie-break.</source>
            <translation>%1 获胜的原因：与 %2 同分，以平局判定胜出。</translation>
        </message>
        <message>
            <source>%1: +%2 (the tie-break)</source>
            <translation>%1：+%2（平局判定）</translation>
        </message>
        <message>
            <source>A shared win: %1.</source>
            <translation>共享胜利：%1。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MarketPage</name>
        <message>
            <source>Clan market</source>
            <translation>氏族卡堆</translation>
        </message>
        <message>
            <source>The clan trolls face up: 5 of level 1, 4 of level 2 each with a pedestal drawn from the bag, 3 of level 3 each with a pedestal reminder (SET-MARKET). Left to right as on the table.</source>
            <translation>公开的氏族巨魔：5 张 1 级；4 张 2 级，各放一个从盲抽袋抽出的基座；3 张 3 级，各放一个基座提醒标记（SET-MARKET）。按桌上的顺序从左到右排列。</translation>
        </message>
        <message>
            <source>Level 1</source>
            <translation>1 级</translation>
        </message>
        <message>
            <source>Level 2, each with a pedestal</source>
            <translation>2 级，各放一个基座</translation>
        </message>
        <message>
            <source>Level 3, each with a pedestal reminder</source>
            <translation>3 级，各放一个基座提醒标记</translation>
        </message>
        <message>
            <source>Pedestal</source>
            <translation>基座</translation>
        </message>
        <message>
            <source>Pedestal on level 2 troll %1</source>
            <translation>第 %1 张 2 级巨魔上的基座</translation>
        </message>
        <message>
            <source>The pedestal drawn from the bag onto this troll (SET-MARKET)</source>
            <translation>从盲抽袋抽出放在这个巨魔上的基座（SET-MARKET）</translation>
        </message>
        <message>
            <source>%1 pedestal</source>
            <translation>%1基座</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MarketWidget</name>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Clan market</source>
            <translation>氏族卡堆</translation>
        </message>
        <message>
            <source>There is no troll in this place.</source>
            <translation>这个位置没有巨魔。</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>游戏已经结束。</translation>
        </message>
        <message>
            <source>%1 has already recruited or dug this turn.</source>
            <translation>%1 本回合已经征募或挖掘过了。</translation>
        </message>
        <message>
            <source>Recruiting comes before great halls and statue moves.</source>
            <translation>征募须在设立大厅和移动雕像之前进行。</translation>
        </message>
        <message>
            <source>The troll moot of %1 is full.</source>
            <translation>%1 的巨魔部众已满。</translation>
        </message>
        <message>
            <source>A place below it is empty: it cannot be bribed.</source>
            <translation>其下方有空位：无法贿赂。</translation>
        </message>
        <message>
            <source>It needs %1 coins; %2 has %3.</source>
            <translation>需要 %1 枚金币；%2 只有 %3 枚。</translation>
        </message>
        <message>
            <source>Level %1, place %2</source>
            <translation>%1 级，第 %2 个位置</translation>
        </message>
        <message>
            <source>%1: empty</source>
            <translation>%1：空</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Cost: free</source>
            <translation>花费：免费</translation>
        </message>
        <message>
            <source>its bribes (%1)</source>
            <translation>其身上的贿赂（%1）</translation>
        </message>
        <message>
            <source>a %1 pedestal</source>
            <translation>一个%1基座</translation>
        </message>
        <message>
            <source>a pedestal of your choice from the bag</source>
            <translation>从盲抽袋中任选一个基座</translation>
        </message>
        <message>
            <source>Taking it gives: %1</source>
            <translation>拿取后获得：%1</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>%1 can recruit it now.</source>
            <translation>%1 现在可以征募它。</translation>
        </message>
        <message>
            <source>%1 cannot recruit it now: %2</source>
            <translation>%1 现在无法征募它：%2</translation>
        </message>
        <message>
            <source>L%1</source>
            <translation>%1级</translation>
        </message>
        <message>
            <source>Level %1 deck: 1 card left</source>
            <translation>%1 级牌堆：剩余 1 张</translation>
        </message>
        <message>
            <source>Level %1 deck: %2 cards left</source>
            <translation>%1 级牌堆：剩余 %2 张</translation>
        </message>
        <message>
            <source>It needs %1 bribes; %2 has %3 resources.</source>
            <translation>需要 %1 个贿赂；%2 只有 %3 个资源。</translation>
        </message>
        <message>
            <source>Cost: %1 bribes, one on each troll below it (coins, unless a spell says otherwise)</source>
            <translation>花费：%1 个贿赂，其下方每个巨魔上各放 1 个（一般是金币，除非咒语另有说明）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MergePlayersDialog</name>
        <message>
            <source>Merge Players</source>
            <translation>合并玩家</translation>
        </message>
        <message>
            <source>Two players who are one person become one: the first one's plays, wins, names and uuids move to the second, whose name is kept.</source>
            <translation>同一个人的两位玩家合而为一：第一位的对局、胜场、名字和 uuid 移到第二位，保留第二位的名字。</translation>
        </message>
        <message>
            <source>%1 (also %2)</source>
            <translation>%1（也叫 %2）</translation>
        </message>
        <message>
            <source>&amp;Merge:</source>
            <translation>合并(&amp;M)：</translation>
        </message>
        <message>
            <source>I&amp;nto:</source>
            <translation>并入(&amp;N)：</translation>
        </message>
        <message>
            <source>Merge &amp;Players</source>
            <translation>合并玩家(&amp;P)</translation>
        </message>
        <message>
            <source>%1 (BoardGameGeek)</source>
            <translation>%1（BoardGameGeek）</translation>
        </message>
        <message>
            <source>uuid %1</source>
            <translation>uuid %1</translation>
        </message>
        <message numerus="yes">
            <source>%1's %n play(s)</source>
            <translation>
                <numerusform>%1 的 %n 场对局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n win(s))</source>
            <translation>
                <numerusform>（%n 场胜利）</numerusform>
            </translation>
        </message>
        <message>
            <source>become %1's.</source>
            <translation>归入 %1。</translation>
        </message>
        <message>
            <source>%1 also goes by: %2</source>
            <translation>%1 也称为：%2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MootPage</name>
        <message>
            <source>Starting trolls</source>
            <translation>起始巨魔</translation>
        </message>
        <message>
            <source>Starting storage (SET-MOOT, SET-SEATBONUS)</source>
            <translation>起始储存区（SET-MOOT、SET-SEATBONUS）</translation>
        </message>
        <message>
            <source>Troll moot of %1 (seat %2)</source>
            <translation>%1 的巨魔部众（第 %2 位）</translation>
        </message>
        <message>
            <source>Draw 2 starting trolls, place 1 and keep 1; draw 1, place 1 of the 2; … until 4 are placed in the bottom row, 1 is in hand and 1 in the deck (SET-MOOT). Type each card's icons and start row.</source>
            <translation>抽 2 张起始巨魔卡，放置 1 张并保留 1 张；再抽 1 张，从手里的 2 张中放置 1 张；…直到最下面一行放满 4 张，手里有 1 张，牌堆中有 1 张（SET-MOOT）。请输入每张卡牌的资源标记和起始资源行。</translation>
        </message>
        <message>
            <source>Bottom row, 1 (left)</source>
            <translation>最下面一行，第 1 格（左）</translation>
        </message>
        <message>
            <source>Bottom row, 2</source>
            <translation>最下面一行，第 2 格</translation>
        </message>
        <message>
            <source>Bottom row, 3</source>
            <translation>最下面一行，第 3 格</translation>
        </message>
        <message>
            <source>Bottom row, 4 (right)</source>
            <translation>最下面一行，第 4 格（右）</translation>
        </message>
        <message>
            <source>In hand (seat bonus)</source>
            <translation>手里（顺位奖励）</translation>
        </message>
        <message>
            <source>In hand</source>
            <translation>手里</translation>
        </message>
        <message>
            <source>In the deck (seat bonus)</source>
            <translation>牌堆中（顺位奖励）</translation>
        </message>
        <message>
            <source>In the deck</source>
            <translation>牌堆中</translation>
        </message>
        <message>
            <source>Team game: no seat bonus; the start rows of the 4 placed trolls go to the team storage (TEAM-STORAGE).</source>
            <translation>组队游戏：没有顺位奖励；已放置的 4 个巨魔的起始资源行放入团队储存区（TEAM-STORAGE）。</translation>
        </message>
        <message>
            <source>Seat 1, the start player: the start rows of the 4 placed trolls, nothing extra.</source>
            <translation>第 1 位，即起始玩家：获得已放置的 4 个巨魔的起始资源行，没有额外资源。</translation>
        </message>
        <message>
            <source>Seat %1: the start rows of the 4 placed trolls and, as seat bonus, of the troll in hand.</source>
            <translation>第 %1 位：获得已放置的 4 个巨魔的起始资源行，并获得手里巨魔的起始资源行作为顺位奖励。</translation>
        </message>
        <message>
            <source>Seat %1: the start rows of the 4 placed trolls and, as seat bonus, of the trolls in hand and in the deck.</source>
            <translation>第 %1 位：获得已放置的 4 个巨魔的起始资源行，并获得手里和牌堆中巨魔的起始资源行作为顺位奖励。</translation>
        </message>
        <message>
            <source>Draw 2 starting trolls, place 1 and keep 1; draw 1, place 1 of the 2; … until 4 are placed in the bottom row, 1 is in hand and 1 in the deck (SET-MOOT). Pick each card from the library by its id, or type its icons and start row.</source>
            <translation>抽 2 张起始巨魔卡，放置 1 张并保留 1 张；再抽 1 张，从手里的 2 张中放置 1 张；…直到最下面一行放满 4 张，手里有 1 张，牌堆中有 1 张（SET-MOOT）。请按标识符从卡牌库中选取每张卡牌，或输入其资源标记和起始资源行。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MootSlotPicker</name>
        <message>
            <source>Starting</source>
            <translation>起始</translation>
        </message>
        <message>
            <source>Level %1 %2</source>
            <translation>%1 级%2</translation>
        </message>
        <message>
            <source>Level %1</source>
            <translation>%1 级</translation>
        </message>
        <message>
            <source>Slot %1: %2</source>
            <translation>第 %1 格：%2</translation>
        </message>
        <message>
            <source>Slot %1</source>
            <translation>第 %1 格</translation>
        </message>
        <message>
            <source>Slot %1 does not stand on two trolls (MOOT-SLOTS)</source>
            <translation>第 %1 格下方没有两个巨魔（MOOT-SLOTS）</translation>
        </message>
        <message>
            <source>Slot %1: free, standing on two trolls</source>
            <translation>第 %1 格：空闲，下方有两个巨魔</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MootWidget</name>
        <message>
            <source>Troll moot</source>
            <translation>巨魔部众</translation>
        </message>
        <message>
            <source>Troll moot of %1</source>
            <translation>%1 的巨魔部众</translation>
        </message>
        <message>
            <source>row %1, place %2</source>
            <translation>第 %1 行，第 %2 个位置</translation>
        </message>
        <message>
            <source>%1: free, the new troll can go here</source>
            <translation>%1：空闲，新巨魔可以放在这里</translation>
        </message>
        <message>
            <source>%1: free</source>
            <translation>%1：空闲</translation>
        </message>
        <message>
            <source>%1: free, needs two trolls below it</source>
            <translation>%1：空闲，下方需要有两个巨魔</translation>
        </message>
        <message>
            <source>starting troll</source>
            <translation>起始巨魔</translation>
        </message>
        <message>
            <source>level %1 %2 troll</source>
            <translation>%1 级%2巨魔</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>%1: %2; %3</source>
            <translation>%1：%2；%3</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>1 troll</source>
            <translation>1 个巨魔</translation>
        </message>
        <message>
            <source>%1 trolls</source>
            <translation>%1 个巨魔</translation>
        </message>
        <message>
            <source>; free slots offered: %1</source>
            <translation>；可选的空闲格：%1</translation>
        </message>
        <message>
            <source>Click or press Enter to put the new troll here.</source>
            <translation>单击或按 Enter 将新巨魔放在这里。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MoveStatueDialog</name>
        <message>
            <source>Move a statue</source>
            <translation>移动雕像</translation>
        </message>
        <message>
            <source>The %1 statue from %2 to %3</source>
            <translation>将%1雕像从 %2 移到 %3</translation>
        </message>
        <message>
            <source>There is no such statue.</source>
            <translation>没有这座雕像。</translation>
        </message>
        <message>
            <source>Cart (MOVE-CART, MOVE-CLAN-CART)</source>
            <translation>矿车（MOVE-CART、MOVE-CLAN-CART）</translation>
        </message>
        <message>
            <source>One cart moves the statue within its tunnel or into an adjacent one. A generic cart (from storage or a swirl icon) moves any statue; a clan cart with the %1 mark moves only %1 statues.</source>
            <translation>一个矿车可将雕像移到所在隧道内的其他方格或相邻的隧道。通用矿车（来自储存区或漩涡印记）可以移动任何雕像；带有%1印记的氏族矿车只能移动%1雕像。</translation>
        </message>
        <message>
            <source>the cart with the %1 mark in slot %2</source>
            <translation>第 %2 格上带有%1印记的矿车</translation>
        </message>
        <message>
            <source>Not usable for this statue (CART-CLAN): %1.</source>
            <translation>不能用于这座雕像（CART-CLAN）：%1。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>计分</translation>
        </message>
        <message>
            <source>Now: %1</source>
            <translation>目前：%1</translation>
        </message>
        <message>
            <source>After the move: %1</source>
            <translation>移动后：%1</translation>
        </message>
        <message>
            <source>Another statue already stands in that tunnel: only the best of them scores (SCORE-ONE-PER-TUNNEL).</source>
            <translation>该隧道中已有另一座雕像：只有其中得分最高者计分（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>a great hall</source>
            <translation>大厅</translation>
        </message>
        <message>
            <source>on the altar of %1: the hall scores %2 instead of %3 (SCORE-HALL)</source>
            <translation>位于%1的祭坛上：该大厅得 %2 分而非 %3 分（SCORE-HALL）</translation>
        </message>
        <message>
            <source>in %1: a statue in a hall scores nothing of its own (SCORE-HALL)</source>
            <translation>位于%1中：大厅中的雕像本身不计分（SCORE-HALL）</translation>
        </message>
        <message>
            <source>layer %1, on a %2 pedestal: %3 honour points (SCORE-STATUE)</source>
            <translation>第 %1 层，位于%2基座上：%3 荣誉点数（SCORE-STATUE）</translation>
        </message>
        <message>
            <source>layer %1: %2 honour points (SCORE-STATUE)</source>
            <translation>第 %1 层：%2 荣誉点数（SCORE-STATUE）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::NewGameDraft</name>
        <message>
            <source>red</source>
            <translation>红色</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>蓝色</translation>
        </message>
        <message>
            <source>green</source>
            <translation>绿色</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>紫色</translation>
        </message>
        <message>
            <source>white</source>
            <translation>白色</translation>
        </message>
        <message>
            <source>black</source>
            <translation>黑色</translation>
        </message>
        <message>
            <source>pink</source>
            <translation>粉红色</translation>
        </message>
        <message>
            <source>teal</source>
            <translation>青绿色</translation>
        </message>
        <message>
            <source>ochre</source>
            <translation>赭黄色</translation>
        </message>
        <message>
            <source>a colour of your own</source>
            <translation>自定义颜色</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::NewGameWizard</name>
        <message>
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::OverrideDialog</name>
        <message>
            <source>Record Against the Rules</source>
            <translation>违反规则仍记录</translation>
        </message>
        <message>
            <source>The rules forbid this action:</source>
            <translation>规则禁止这个行动：</translation>
        </message>
        <message>
            <source>It breaks:</source>
            <translation>违反的规则：</translation>
        </message>
        <message>
            <source>If the table did it anyway, say why (required):</source>
            <translation>如果玩家们仍然这样做了，请说明原因（必填）：</translation>
        </message>
        <message>
            <source>e.g. we noticed too late and agreed to keep it</source>
            <translation>例如：我们发现得太晚，同意保留</translation>
        </message>
        <message>
            <source>It will be recorded as an override: the game log keeps it for good, with the rules it breaks and your reason, and the history shows it.</source>
            <translation>它将记为例外记录：行动记录会永久保留它，连同所违反的规则和你的原因，历史记录中也会显示。</translation>
        </message>
        <message>
            <source>Record as Override</source>
            <translation>记为例外记录</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PaymentEditor</name>
        <message>
            <source>Trolls first</source>
            <translation>先用巨魔</translation>
        </message>
        <message>
            <source>Spend from the trolls before storage: their icons refill on the next chain (MOOT-CHAIN)</source>
            <translation>先花费巨魔身上的资源，再花费储存区的：这些资源标记会在下次连锁时重新获得资源（MOOT-CHAIN）</translation>
        </message>
        <message>
            <source>Storage first</source>
            <translation>先用储存区</translation>
        </message>
        <message>
            <source>Spend from storage before the trolls</source>
            <translation>先花费储存区的资源，再花费巨魔身上的</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%2 %1</translation>
        </message>
        <message>
            <source>slot %1</source>
            <translation>第 %1 格</translation>
        </message>
        <message>
            <source>Icon %1 of the troll in slot %2 (%3)</source>
            <translation>第 %2 格巨魔的第 %1 个资源标记（%3）</translation>
        </message>
        <message>
            <source>A clan cart with the %1 mark only moves %1 statues (CART-CLAN)</source>
            <translation>带有%1印记的氏族矿车只能移动%1雕像（CART-CLAN）</translation>
        </message>
        <message>
            <source>This icon holds nothing</source>
            <translation>此资源标记上没有资源</translation>
        </message>
        <message>
            <source>none on your trolls</source>
            <translation>你的巨魔身上没有</translation>
        </message>
        <message>
            <source>Nothing to pay</source>
            <translation>不需支付</translation>
        </message>
        <message>
            <source>%1 from storage (has %2)</source>
            <translation>从储存区花费 %1（现有 %2）</translation>
        </message>
        <message>
            <source>%1 of %2 chosen</source>
            <translation>已选 %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PedestalTrackWidget</name>
        <message>
            <source>Pedestal track</source>
            <translation>基座记录条</translation>
        </message>
        <message>
            <source>layer %1, %2: token %3</source>
            <translation>第 %1 层，%2：标记 %3</translation>
        </message>
        <message>
            <source>layer %1, %2: token of unknown value</source>
            <translation>第 %1 层，%2：数值未知的标记</translation>
        </message>
        <message>
            <source>%1, still on the track</source>
            <translation>%1，仍在记录条上</translation>
        </message>
        <message>
            <source>%1, taken by %2</source>
            <translation>%1，已被 %2 拿走</translation>
        </message>
        <message>
            <source>%1, taken</source>
            <translation>%1，已被拿走</translation>
        </message>
        <message>
            <source>No token taken yet.</source>
            <translation>尚未有标记被拿走。</translation>
        </message>
        <message>
            <source>In the bag: Fire %1, Ice %2, Moon %3 pedestals.</source>
            <translation>盲抽袋中：烈火基座 %1 个、冰霜基座 %2 个、皎月基座 %3 个。</translation>
        </message>
        <message>
            <source>Bag</source>
            <translation>盲抽袋</translation>
        </message>
        <message>
            <source>1 %1 pedestal left in the bag</source>
            <translation>盲抽袋中剩余 1 个%1基座</translation>
        </message>
        <message>
            <source>%1 %2 pedestals left in the bag</source>
            <translation>盲抽袋中剩余 %1 个%2基座</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PiecePalette</name>
        <message>
            <source>Pieces</source>
            <translation>配件</translation>
        </message>
        <message>
            <source>Tunnel tiles</source>
            <translation>隧道板块</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大厅</translation>
        </message>
        <message>
            <source>%1, great hall (%2/%3), in the supply</source>
            <translation>%1，大厅（%2/%3），在供应堆中</translation>
        </message>
        <message>
            <source>%1, great hall, already dedicated</source>
            <translation>%1，大厅，已设立</translation>
        </message>
        <message>
            <source>%1 ×%2</source>
            <comment>tunnel tile id and how many are left</comment>
            <translation>%1 ×%2</translation>
        </message>
        <message numerus="yes">
            <source>%1 tunnel tile, %n left in the supply</source>
            <translation>
                <numerusform>%1 隧道板块，供应堆中剩余 %n 块</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PlayerCard</name>
        <message>
            <source>Rename %1 to %2</source>
            <translation>将 %1 重命名为 %2</translation>
        </message>
        <message>
            <source>Put %1 in team %2</source>
            <translation>将 %1 编入队伍 %2</translation>
        </message>
        <message>
            <source>Add a size %1 %2 tunnel for %3</source>
            <translation>为 %3 添加规模 %1 的%2隧道</translation>
        </message>
        <message>
            <source>Remove a size %1 %2 tunnel from %3</source>
            <translation>从 %3 移除规模 %1 的%2隧道</translation>
        </message>
        <message>
            <source>Set %1's tunnel points to %2</source>
            <translation>将 %1 的隧道分数设为 %2</translation>
        </message>
        <message>
            <source>Set %1's %2 to %3</source>
            <translation>将 %1 的%2设为 %3</translation>
        </message>
        <message>
            <source>Set %1's troll levels</source>
            <translation>设置 %1 的巨魔等级</translation>
        </message>
        <message>
            <source>Colour of %1</source>
            <translation>%1 的颜色</translation>
        </message>
        <message>
            <source>Enter %1's tunnels as the score-track total</source>
            <translation>以计分条总分输入 %1 的隧道</translation>
        </message>
        <message>
            <source>Enter %1's tunnels tile by tile</source>
            <translation>逐块输入 %1 的隧道</translation>
        </message>
        <message>
            <source>Take the coronation token from %1</source>
            <translation>收回 %1 的加冕标记</translation>
        </message>
        <message>
            <source>Give the coronation token %1 to %2</source>
            <translation>将 %1 分的加冕标记给予 %2</translation>
        </message>
        <message>
            <source>Set %1's pedestal score tokens</source>
            <translation>设置 %1 的基座得分标记</translation>
        </message>
        <message>
            <source>Add a great hall for %1</source>
            <translation>为 %1 添加大厅</translation>
        </message>
        <message>
            <source>Add a statue for %1</source>
            <translation>为 %1 添加雕像</translation>
        </message>
        <message>
            <source>dark grey</source>
            <translation>深灰</translation>
        </message>
        <message>
            <source>grey</source>
            <translation>灰色</translation>
        </message>
        <message>
            <source>brown</source>
            <translation>棕色</translation>
        </message>
        <message>
            <source>orange</source>
            <translation>橙色</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>黄色</translation>
        </message>
        <message>
            <source>Layer %1 (%2)</source>
            <translation>第 %1 层（%2）</translation>
        </message>
        <message>
            <source>Change a great hall of %1</source>
            <translation>修改 %1 的大厅</translation>
        </message>
        <message>
            <source>Remove a great hall from %1</source>
            <translation>移除 %1 的大厅</translation>
        </message>
        <message>
            <source>Change a statue of %1</source>
            <translation>修改 %1 的雕像</translation>
        </message>
        <message>
            <source>Remove a statue from %1</source>
            <translation>移除 %1 的雕像</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>5 (first)</source>
            <translation>5（第一）</translation>
        </message>
        <message>
            <source>3 (second)</source>
            <translation>3（第二）</translation>
        </message>
        <message>
            <source>Σ %1</source>
            <translation>Σ %1</translation>
        </message>
        <message>
            <source>Trade %1</source>
            <translation>交换 %1</translation>
        </message>
        <message>
            <source>Pooled with the team:</source>
            <translation>与队友合并计算：</translation>
        </message>
        <message>
            <source>Team %1</source>
            <translation>队伍 %1</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>总计</translation>
        </message>
        <message>
            <source>Player name</source>
            <translation>玩家名称</translation>
        </message>
        <message>
            <source>Choose the colour of this player</source>
            <translation>选择这名玩家的颜色</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>队伍</translation>
        </message>
        <message>
            <source>Team 1</source>
            <translation>队伍 1</translation>
        </message>
        <message>
            <source>Team 2</source>
            <translation>队伍 2</translation>
        </message>
        <message>
            <source>Tunnels</source>
            <translation>隧道</translation>
        </message>
        <message>
            <source>Honour points for each tunnel dug, by size and mineral (%1)</source>
            <translation>每个挖掘的隧道按规模与矿物获得的荣誉点数（%1）</translation>
        </message>
        <message>
            <source>&amp;Tiles</source>
            <translation>板块(&amp;T)</translation>
        </message>
        <message>
            <source>Enter each tunnel dug by its size and mineral</source>
            <translation>按规模与矿物逐一输入挖掘的隧道</translation>
        </message>
        <message>
            <source>Trac&amp;k</source>
            <translation>计分条(&amp;K)</translation>
        </message>
        <message>
            <source>Enter the tunnel total read off the score track</source>
            <translation>输入从计分条上读取的隧道总分</translation>
        </message>
        <message>
            <source>Tunnel points on the score track:</source>
            <translation>计分条上的隧道分数：</translation>
        </message>
        <message>
            <source>Coronation</source>
            <translation>加冕标记</translation>
        </message>
        <message>
            <source>The coronation token held: 5 for the first moot completed, 3 for the second (%1)</source>
            <translation>持有的加冕标记：第一个完成巨魔部众者得 5，第二个得 3（%1）</translation>
        </message>
        <message>
            <source>Pedestal tokens</source>
            <translation>基座得分标记</translation>
        </message>
        <message>
            <source>e.g. 3 5 3</source>
            <translation>例如 3 5 3</translation>
        </message>
        <message>
            <source>The values of the pedestal score tokens taken, one digit per token (%1)</source>
            <translation>已获得的基座得分标记数值，每个标记一位数字（%1）</translation>
        </message>
        <message>
            <source>Leftover resources</source>
            <translation>剩余资源</translation>
        </message>
        <message>
            <source>Everything in storage and on trolls; each set of three of a kind scores 1, after the best 4:1 trades (%1)</source>
            <translation>储存区与巨魔身上的所有资源；进行最优的 4:1 交换后，每三个相同资源一组得 1 分（%1）</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大厅</translation>
        </message>
        <message>
            <source>Each great hall scores its high value with a statue on its altar, else its low value (%1)</source>
            <translation>祭坛上有雕像的大厅得较大值，否则得较小值（%1）</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>添加</translation>
        </message>
        <message>
            <source>Add a great hall; the arrow offers the Treasure Hall</source>
            <translation>添加大厅；点击箭头可选择聚宝大厅</translation>
        </message>
        <message>
            <source>Treasure Hall (6 / 15)</source>
            <translation>聚宝大厅（6 / 15）</translation>
        </message>
        <message>
            <source>Other hall</source>
            <translation>其他大厅</translation>
        </message>
        <message>
            <source>Statues in tunnels</source>
            <translation>隧道中的雕像</translation>
        </message>
        <message>
            <source>Unearthed statues of the network outside halls: 2 per layer, doubled on a pedestal of their own clan; one per tunnel (%1, %2)</source>
            <translation>通路网中大厅以外已出土的雕像：得分为层数 × 2，位于同氏族基座上则加倍；每个隧道只计一座（%1、%2）</translation>
        </message>
        <message>
            <source>Add a statue of this player's network outside the halls</source>
            <translation>添加这名玩家通路网中大厅以外的雕像</translation>
        </message>
        <message>
            <source>Clan trolls (tie-break)</source>
            <translation>氏族巨魔（平局判定）</translation>
        </message>
        <message>
            <source>How many clan trolls of each level the moot holds; on a tie the lower sum of levels wins (%1)</source>
            <translation>巨魔部众中各等级氏族巨魔的数量；平局时等级总和较低者获胜（%1）</translation>
        </message>
        <message>
            <source>Lv %1</source>
            <translation>等级%1</translation>
        </message>
        <message>
            <source>Clan trolls of level %1</source>
            <translation>%1 级氏族巨魔</translation>
        </message>
        <message>
            <source>Hall name</source>
            <translation>大厅名称</translation>
        </message>
        <message>
            <source>Low value: the altar is empty</source>
            <translation>较小值：祭坛是空的</translation>
        </message>
        <message>
            <source>High value: a statue stands on the altar</source>
            <translation>较大值：祭坛上有雕像</translation>
        </message>
        <message>
            <source>A statue stands on the altar</source>
            <translation>祭坛上有雕像</translation>
        </message>
        <message>
            <source>Remove this hall</source>
            <translation>移除这个大厅</translation>
        </message>
        <message>
            <source>Clan of the statue</source>
            <translation>雕像的氏族</translation>
        </message>
        <message>
            <source>Layer of the square it stands on</source>
            <translation>雕像所在格子的层</translation>
        </message>
        <message>
            <source>On a pedestal of its own clan: the points double</source>
            <translation>位于同氏族的基座上：分数加倍</translation>
        </message>
        <message>
            <source>tunnel</source>
            <translation>隧道</translation>
        </message>
        <message>
            <source>Statues with the same tunnel label share a tunnel, and only the best of them scores (%1); leave empty for a statue alone in its tunnel</source>
            <translation>隧道标签相同的雕像位于同一个隧道，只有其中得分最高者计分（%1）；若雕像单独位于一个隧道中，请留空</translation>
        </message>
        <message>
            <source>Remove this statue</source>
            <translation>移除这座雕像</translation>
        </message>
        <message>
            <source>Give the coronation token %1 to %2, taken from %3</source>
            <translation>将 %1 分的加冕标记给予 %2（从 %3 取走）</translation>
        </message>
        <message>
            <source>%1 — held by %2</source>
            <translation>%1 — 目前在 %2 手上</translation>
        </message>
        <message>
            <source>Great hall %1: name</source>
            <translation>大厅 %1：名称</translation>
        </message>
        <message>
            <source>Low</source>
            <extracomment>The low value of a great hall, beside its box (short: five cards side by side).</extracomment>
            <translation>较小</translation>
        </message>
        <message>
            <source>High</source>
            <extracomment>The high value of a great hall, beside its box (short: five cards side by side).</extracomment>
            <translation>较大</translation>
        </message>
        <message>
            <source>Great hall %1: low value</source>
            <translation>大厅 %1：较小值</translation>
        </message>
        <message>
            <source>Great hall %1: high value</source>
            <translation>大厅 %1：较大值</translation>
        </message>
        <message>
            <source>Great hall %1: a statue on the altar</source>
            <translation>大厅 %1：祭坛上有雕像</translation>
        </message>
        <message>
            <source>Remove great hall %1</source>
            <translation>移除大厅 %1</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PlayerPanel</name>
        <message>
            <source>Team %1</source>
            <translation>队伍 %1</translation>
        </message>
        <message>
            <source>Actions for %1</source>
            <translation>%1 的行动</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>Storage</source>
            <translation>储存区</translation>
        </message>
        <message>
            <source>Team storage</source>
            <translation>团队储存区</translation>
        </message>
        <message>
            <source>shared with %1</source>
            <translation>与 %1 共用</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>%1 pedestals</source>
            <translation>%1基座</translation>
        </message>
        <message>
            <source>pedestal score token %1</source>
            <translation>基座得分标记 %1</translation>
        </message>
        <message>
            <source>coronation token %1</source>
            <translation>加冕标记 %1</translation>
        </message>
        <message>
            <source>%1 so far (tunnels %2)</source>
            <translation>目前 %1 分（隧道 %2）</translation>
        </message>
        <message>
            <source>Tunnel points %1 + coronation token %2 + pedestal score tokens %3. Statues, great halls and leftover resources are scored at the end.</source>
            <translation>隧道分数 %1 + 加冕标记 %2 + 基座得分标记 %3。雕像、大厅和剩余资源在游戏结束时计分。</translation>
        </message>
        <message>
            <source>Start player</source>
            <translation>起始玩家</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>行动中</translation>
        </message>
        <message>
            <source>4:1 trade…</source>
            <translation>4:1 交换…</translation>
        </message>
        <message>
            <source>Correction…</source>
            <translation>修正…</translation>
        </message>
        <message>
            <source>On trolls</source>
            <translation>巨魔身上</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Pedestals</source>
            <translation>基座</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>标记</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>尚无</translation>
        </message>
        <message>
            <source>Honour</source>
            <translation>荣誉</translation>
        </message>
        <message>
            <source>%1 honour</source>
            <translation>%1 荣誉点</translation>
        </message>
        <message>
            <source>Show or hide this player's storage and moot</source>
            <translation>显示或隐藏这位玩家的储存区与巨魔部众</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>详情</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PlayersPage</name>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Who plays, in seat order: seat 1 is the start player, the others follow clockwise (TURN-ORDER).</source>
            <translation>参加游戏的玩家，按座位顺序排列：第 1 位是起始玩家，其他玩家按顺时针顺序依次排列（TURN-ORDER）。</translation>
        </message>
        <message>
            <source>&amp;Number of players:</source>
            <translation>玩家人数(&amp;N)：</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>颜色</translation>
        </message>
        <message>
            <source>Name of the player in seat %1</source>
            <translation>第 %1 位玩家的名称</translation>
        </message>
        <message>
            <source>Alt+Up and Alt+Down move this player to another seat</source>
            <translation>Alt+Up 和 Alt+Down 可将这名玩家移到其他座位</translation>
        </message>
        <message>
            <source>Colour of the player in seat %1</source>
            <translation>第 %1 位玩家的颜色</translation>
        </message>
        <message>
            <source>Other colour…</source>
            <translation>其他颜色…</translation>
        </message>
        <message>
            <source>Move up one seat (Alt+Up)</source>
            <translation>上移一个座位（Alt+Up）</translation>
        </message>
        <message>
            <source>Move up one seat</source>
            <translation>上移一个座位</translation>
        </message>
        <message>
            <source>Move down one seat (Alt+Down)</source>
            <translation>下移一个座位（Alt+Down）</translation>
        </message>
        <message>
            <source>Move down one seat</source>
            <translation>下移一个座位</translation>
        </message>
        <message>
            <source>&amp;Team game (4 players)</source>
            <translation>组队游戏（4 名玩家）(&amp;T)</translation>
        </message>
        <message>
            <source>Two teams of two sit together, in the turn order team 1, team 2, team 2, team 1: the start player is team 1's left player (TEAM-SETUP). Teammates share one storage and there is no seat bonus (TEAM-STORAGE).</source>
            <translation>两支 2 人队伍，队友坐在一起，行动顺序为队伍 1、队伍 2、队伍 2、队伍 1：起始玩家是队伍 1 中左侧的玩家（TEAM-SETUP）。队友共用一个储存区，且没有顺位奖励（TEAM-STORAGE）。</translation>
        </message>
        <message>
            <source>1 (start player)</source>
            <translation>1（起始玩家）</translation>
        </message>
        <message>
            <source>Team %1</source>
            <translation>队伍 %1</translation>
        </message>
        <message>
            <source>%1 have the same colour: their gates and tunnels will look alike.</source>
            <translation>%1 的颜色相同：他们的大门和隧道看起来会很相似。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Colour of %1</source>
            <translation>%1 的颜色</translation>
        </message>
        <message>
            <source>%1: the colour of this player's gate and tunnels</source>
            <translation>%1：这位玩家的大门和隧道的颜色</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::RecoveryDialog</name>
        <message>
            <source>Recover unsaved work?</source>
            <translation>要恢复未保存的工作吗？</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing these documents. Choose for each one:</source>
            <translation>Hallkeeper 未关闭这些文件就停止了。请逐一选择：</translation>
        </message>
        <message>
            <source>Recover</source>
            <translation>恢复</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>丢弃</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>保留</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>应用</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>稍后</translation>
        </message>
        <message>
            <source>Keep them all and ask again at the next start</source>
            <translation>全部保留，下次启动时再询问</translation>
        </message>
        <message>
            <source>Keep Both</source>
            <translation>两者都保留</translation>
        </message>
        <message>
            <source>Recover the work as a new document; the file stays as it is now</source>
            <translation>将工作恢复为新文档；文件保持当前的样子</translation>
        </message>
        <message>
            <source>Apply on Top</source>
            <translation>应用在上面</translation>
        </message>
        <message>
            <source>The file as it is now, with the recovered actions played again after its own where the rules still allow them</source>
            <translation>以文件当前的内容为准，在其行动之后重新执行恢复的行动（仅限规则仍允许者）</translation>
        </message>
        <message>
            <source>Ask again at the next start</source>
            <translation>下次启动时再询问</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::RecruitDialog</name>
        <message>
            <source>Recruit a troll</source>
            <translation>征募巨魔</translation>
        </message>
        <message>
            <source>From the clan market: level %1 row, place %2</source>
            <translation>来自氏族卡堆：%1 级那一行，第 %2 个位置</translation>
        </message>
        <message>
            <source>The troll</source>
            <translation>巨魔</translation>
        </message>
        <message>
            <source>You also take the bribes on it: %1 (REC-TAKE)</source>
            <translation>你还会拿取其身上的贿赂：%1（REC-TAKE）</translation>
        </message>
        <message>
            <source>Its %1 pedestal goes to your storage (REC-TAKE)</source>
            <translation>其上的%1基座放入你的储存区（REC-TAKE）</translation>
        </message>
        <message>
            <source>There is no troll in that place of the clan market.</source>
            <translation>氏族卡堆的这个位置没有巨魔。</translation>
        </message>
        <message>
            <source>Bribes (REC-COST)</source>
            <translation>贿赂（REC-COST）</translation>
        </message>
        <message>
            <source>Level 1 trolls cost nothing.</source>
            <translation>1 级巨魔免费。</translation>
        </message>
        <message>
            <source>level %1 place %2</source>
            <translation>%1 级第 %2 个位置</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Moot slot (MOOT-SLOTS)</source>
            <translation>巨魔部众的格子（MOOT-SLOTS）</translation>
        </message>
        <message>
            <source>Refill of the market (REC-TAKE, REC-EMPTY-DECK)</source>
            <translation>补充氏族卡堆（REC-TAKE、REC-EMPTY-DECK）</translation>
        </message>
        <message>
            <source>Draw a card from the level %1 deck (%2 left) and enter it:</source>
            <translation>从 %1 级牌堆（剩余 %2 张）抽一张卡并输入：</translation>
        </message>
        <message>
            <source>The level %1 deck is empty: draw from the level %2 deck (%3 left) and enter it:</source>
            <translation>%1 级牌堆已用光：从 %2 级牌堆（剩余 %3 张）抽一张卡并输入：</translation>
        </message>
        <message>
            <source>Pedestal from the bag (REC-TAKE)</source>
            <translation>从盲抽袋中拿取的基座（REC-TAKE）</translation>
        </message>
        <message>
            <source>The bag is empty: no pedestal to take.</source>
            <translation>盲抽袋已空：没有基座可拿。</translation>
        </message>
        <message>
            <source>Retiring: level %1 row, place %2 (REC-RETIRE)</source>
            <translation>退休：%1 级那一行，第 %2 个位置（REC-RETIRE）</translation>
        </message>
        <message>
            <source>%1 retires with its 4th bribe: the bribes go to the supply, the card under its deck. Draw its replacement from the level %2 deck and enter it:</source>
            <translation>%1 获得第 4 个贿赂后退休：贿赂放回供应堆，卡牌置于对应牌堆底部。从 %2 级牌堆抽一张补充卡并输入：</translation>
        </message>
        <message>
            <source>A level 2 troll gets a pedestal drawn from the bag:</source>
            <translation>2 级巨魔会获得一个从盲抽袋抽出的基座：</translation>
        </message>
        <message>
            <source>Which pedestal?</source>
            <translation>哪个基座？</translation>
        </message>
        <message>
            <source>%1 (%2 in the bag)</source>
            <translation>%1（盲抽袋中有 %2 个）</translation>
        </message>
        <message>
            <source>Choose a free slot of your moot.</source>
            <translation>请在你的巨魔部众中选择一个空闲格。</translation>
        </message>
        <message>
            <source>The new troll in slot %1 gains the resources of its icons (MOOT-CHAIN).</source>
            <translation>第 %1 格的新巨魔获得其资源标记对应的资源（MOOT-CHAIN）。</translation>
        </message>
        <message>
            <source>The new troll in slot %1 activates, then the trolls below it: slots %2. Each gains the resource of every empty icon (MOOT-CHAIN).</source>
            <translation>第 %1 格的新巨魔被启动，接着是其下方的巨魔：第 %2 格。每个巨魔获得所有空资源标记对应的资源（MOOT-CHAIN）。</translation>
        </message>
        <message>
            <source>Enter the clan and the icons of the card drawn from the level %1 deck.</source>
            <translation>输入从 %1 级牌堆抽出的卡牌的氏族和资源标记。</translation>
        </message>
        <message>
            <source>level %1 place %2 (bribes on it: %3)</source>
            <translation>%1 级第 %2 位（其上的贿赂：%3）</translation>
        </message>
        <message>
            <source>%1 bribes, 1 on each troll below it: %2</source>
            <translation>%1 个贿赂，其下方每个巨魔上各放 1 个：%2</translation>
        </message>
        <message>
            <source>Bribes in other resources than coins (a spell cast this turn allows it)</source>
            <translation>以金币以外的资源作为贿赂（本回合释放的咒语允许）</translation>
        </message>
        <message>
            <source>With a level 3 troll you may look in the bag and take any pedestal you like, or none:</source>
            <translation>征募 3 级巨魔时，你可以查看盲抽袋并任选一个基座，也可以不拿：</translation>
        </message>
        <message>
            <source>None</source>
            <translation>不拿</translation>
        </message>
        <message>
            <source>The level %1 deck and the decks one level above and below it are empty: the place stays empty (never refilled from two levels away).</source>
            <translation>%1 级的牌堆以及高一级、低一级的牌堆都已用光：这个空位保持空着（绝不从相差两级的牌堆补充）。</translation>
        </message>
        <message>
            <source>%1 retires with its 4th bribe; the level %2 deck and the decks one level above and below it are empty, so nothing replaces it.</source>
            <translation>%1 得到第 4 个贿赂而退休；%2 级的牌堆以及高一级、低一级的牌堆都已用光，因此没有巨魔卡可以补上。</translation>
        </message>
        <message>
            <source>Where each bribe lies: whoever recruits that troll later takes it (REC-TAKE).</source>
            <translation>每个贿赂放在哪个巨魔上：之后征募那个巨魔的玩家会拿走它（REC-TAKE）。</translation>
        </message>
        <message>
            <source>Level %1 row, place %2:</source>
            <translation>%1 级行第 %2 个位置：</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ResourceText</name>
        <message>
            <source>%1 %2</source>
            <translation>%2 %1</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>无</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ResultsPanel</name>
        <message>
            <source>Impossible input (click to go to it)</source>
            <translation>不可能的输入（点击即可跳转）</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Honour points by category</source>
            <translation>各类别的荣誉点数</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved.</source>
            <translation>
                <numerusform>……另有 %n 项，解决这些后就会列出。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::RuleLinks</name>
        <message>
            <source>Why?</source>
            <translation>为什么？</translation>
        </message>
        <message>
            <source>Rule %1: %2</source>
            <translation>规则 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::RulesBrowser</name>
        <message>
            <source>Rules — Hallkeeper</source>
            <translation>规则 — Hallkeeper</translation>
        </message>
        <message>
            <source>Search the rules</source>
            <translation>搜索规则</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>What it says</source>
            <translation>内容</translation>
        </message>
        <message>
            <source>Rules by section</source>
            <translation>按章节排列的规则</translation>
        </message>
        <message>
            <source>The chosen rule</source>
            <translation>选中的规则</translation>
        </message>
        <message>
            <source>%1 rules</source>
            <translation>%1 条规则</translation>
        </message>
        <message>
            <source>found: %1 of %2</source>
            <translation>找到：%1／%2</translation>
        </message>
        <message>
            <source>No rule matches the search.</source>
            <translation>没有符合搜索的规则。</translation>
        </message>
        <message>
            <source>Ruling: a point the rulebook leaves open; the app plays it as said here.</source>
            <translation>裁定：规则书未明确说明之处；本程序按此处所述进行。</translation>
        </message>
        <message>
            <source>In the rulebook</source>
            <translation>规则书中</translation>
        </message>
        <message>
            <source>Example</source>
            <translation>示例</translation>
        </message>
        <message>
            <source>Why this ruling</source>
            <translation>裁定理由</translation>
        </message>
        <message>
            <source>At your table</source>
            <translation>在你们的桌上</translation>
        </message>
        <message>
            <source>The group may choose how the game in %1 plays this rule; the choice is recorded in the game file, shown in its summary and in the exported scores; choose again here to change it back.</source>
            <translation>玩家们可以选择 %1 中的游戏如何处理这条规则；选择会记录在游戏文件中，并显示在摘要和导出的得分中；在这里再次选择即可改回。</translation>
        </message>
        <message>
            <source>Open the rules from a game's window to choose for that game; a new game chooses on the wizard's last page.</source>
            <translation>从游戏窗口打开规则，即可为该游戏选择；新游戏在向导的最后一页选择。</translation>
        </message>
        <message>
            <source>the default</source>
            <translation>默认</translation>
        </message>
        <message>
            <source>this game plays it</source>
            <translation>本局采用</translation>
        </message>
        <message>
            <source>play this in this game</source>
            <translation>本局改用此裁定</translation>
        </message>
        <message>
            <source>The other reading</source>
            <translation>另一种解读</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>游戏(&amp;G)：</translation>
        </message>
        <message>
            <source>The game whose rules are shown</source>
            <translation>显示其规则的游戏</translation>
        </message>
        <message>
            <source>The rulebook's own words, as printed.</source>
            <translation>规则书的原文，照印刷内容。</translation>
        </message>
        <message>
            <source>The score sheet's setting "%1" chooses it; the choice is saved with the sheet and shown in the result.</source>
            <translation>由计分表的设置“%1”选择；选择会与计分表一起保存，并显示在结果中。</translation>
        </message>
        <message>
            <source>Search the rules: words in any language, or an ID (%1)</source>
            <translation>搜索规则：任一语言的词语，或规则编号（%1）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ScoreSheetWindow</name>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper 计分表 (*.hkscore)</translation>
        </message>
        <message>
            <source>Hallkeeper files (*.hkscore *.hkgame *.hkboard *.hkcatalog);;Score sheets (*.hkscore);;Games (*.hkgame);;Boards (*.hkboard);;Component catalogs (*.hkcatalog)</source>
            <translation>Hallkeeper 文件 (*.hkscore *.hkgame *.hkboard *.hkcatalog);;计分表 (*.hkscore);;游戏 (*.hkgame);;版图 (*.hkboard);;配件目录 (*.hkcatalog)</translation>
        </message>
        <message>
            <source>Untitled score sheet</source>
            <translation>未命名的计分表</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>无法打开 %1。未做任何更改。</translation>
        </message>
        <message>
            <source>&amp;New Score Sheet</source>
            <translation>新建计分表(&amp;N)</translation>
        </message>
        <message>
            <source>Start a new score sheet (%1)</source>
            <translation>新建一个计分表（%1）</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近打开的文件(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Clear Menu</source>
            <translation>清除菜单(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>导出(&amp;E)</translation>
        </message>
        <message>
            <source>Results as &amp;PNG Image…</source>
            <translation>结果导出为 PNG 图片(&amp;P)…</translation>
        </message>
        <message>
            <source>Results as P&amp;DF…</source>
            <translation>结果导出为 PDF(&amp;D)…</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>导出 PDF</translation>
        </message>
        <message>
            <source>Results as &amp;CSV Table…</source>
            <translation>结果导出为 CSV 表格(&amp;C)…</translation>
        </message>
        <message>
            <source>Go to Player &amp;%1</source>
            <translation>跳转到玩家 &amp;%1</translation>
        </message>
        <message>
            <source>History</source>
            <translation>历史记录</translation>
        </message>
        <message>
            <source>&lt;new score sheet&gt;</source>
            <translation>&lt;新建的计分表&gt;</translation>
        </message>
        <message>
            <source>&amp;About Hallkeeper</source>
            <translation>关于 Hallkeeper(&amp;A)</translation>
        </message>
        <message>
            <source>Main Toolbar</source>
            <translation>主工具栏</translation>
        </message>
        <message>
            <source>Impossible input: %1 · warnings: %2</source>
            <translation>不可能的输入：%1 · 警告：%2</translation>
        </message>
        <message>
            <source>Hall of the Mountain King — %1</source>
            <translation>山岳之王 — %1</translation>
        </message>
        <message>
            <source>Cannot export the results</source>
            <translation>无法导出结果</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>无法写入 %1：%2</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>已导出 %1</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 图片 (*.png)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文档 (*.pdf)</translation>
        </message>
        <message>
            <source>CSV tables (*.csv)</source>
            <translation>CSV 表格 (*.csv)</translation>
        </message>
        <message>
            <source>Export Results</source>
            <translation>导出结果</translation>
        </message>
        <message>
            <source>Go to player 1 to 5</source>
            <translation>跳转到玩家 1 到 5</translation>
        </message>
        <message>
            <source>Alt+1 … Alt+5</source>
            <translation>Alt+1 … Alt+5</translation>
        </message>
        <message>
            <source>Next field / previous field</source>
            <translation>下一个字段 / 上一个字段</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <translation>Tab / Shift+Tab</translation>
        </message>
        <message>
            <source>Tunnel grid: choose size and mineral</source>
            <translation>隧道表格：选择规模与矿物</translation>
        </message>
        <message>
            <source>Arrow keys, or 2 to 5 for the size</source>
            <translation>方向键，或用 2 到 5 选择规模</translation>
        </message>
        <message>
            <source>Tunnel grid: add one tunnel</source>
            <translation>隧道表格：添加一个隧道</translation>
        </message>
        <message>
            <source>Space, Enter or +</source>
            <translation>Space、Enter 或 +</translation>
        </message>
        <message>
            <source>Tunnel grid: remove one tunnel</source>
            <translation>隧道表格：移除一个隧道</translation>
        </message>
        <message>
            <source>− , Backspace or Delete</source>
            <translation>−、Backspace 或 Delete</translation>
        </message>
        <message>
            <source>Pedestal tokens: one digit per token</source>
            <translation>基座得分标记：每个标记一位数字</translation>
        </message>
        <message>
            <source>e.g. 353 for 3, 5 and 3</source>
            <translation>例如用 353 表示 3、5 和 3</translation>
        </message>
        <message>
            <source>About Hallkeeper</source>
            <translation>关于 Hallkeeper</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Hallkeeper %1&lt;/h3&gt;&lt;p&gt;A companion and scoring assistant for the board game &lt;i&gt;In the Hall of the Mountain King&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Enter each player's end of game; Hallkeeper adds up the honour points with the optimal leftover trades, explains every number with the rule it applies, and breaks ties.&lt;/p&gt;&lt;p&gt;Hallkeeper is not affiliated with the publishers of the game.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hallkeeper %1&lt;/h3&gt;&lt;p&gt;桌面游戏&lt;i&gt;山岳之王&lt;/i&gt;的辅助与计分工具。&lt;/p&gt;&lt;p&gt;输入每名玩家的终局状态；Hallkeeper 会合计荣誉点数（含最优的剩余资源交换），以所适用的规则说明每个数字，并判定平局。&lt;/p&gt;&lt;p&gt;Hallkeeper 与本游戏的发行商没有任何关联。&lt;/p&gt;</translation>
        </message>
        <message>
            <source> — with impossible input (problems: %1), marked on the fields; the command line refuses the file until they are fixed.</source>
            <translation> — 含有不可能的输入（问题：%1），已标示在字段上；修正前命令行会拒绝此文件。</translation>
        </message>
        <message>
            <source> (problems: %1)</source>
            <translation>（问题：%1）</translation>
        </message>
        <message>
            <source>Exported %1, marked provisional: problems: %2</source>
            <translation>已导出 %1，标示为暂定：问题：%2</translation>
        </message>
        <message>
            <source>No problems</source>
            <translation>没有问题</translation>
        </message>
        <message>
            <source>Go to the first problem</source>
            <translation>跳转到第一个问题</translation>
        </message>
        <message>
            <source>&lt;opened %1&gt;</source>
            <translation>&lt;已打开 %1&gt;</translation>
        </message>
        <message>
            <source>Next field, or press the Add button</source>
            <translation>下一个字段，或按下“添加”按钮</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Results: explain the current cell</source>
            <translation>结果表：说明当前单元格</translation>
        </message>
        <message>
            <source>Shift+F1</source>
            <translation>Shift+F1</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a score sheet: %1, autosaved %2.</source>
            <translation>Hallkeeper 未关闭计分表就停止了：%1，自动保存于 %2。</translation>
        </message>
        <message>
            <source>a score sheet never saved</source>
            <translation>一份从未保存的计分表</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ScoreStandings</name>
        <message>
            <source>Scores by player</source>
            <translation>各玩家得分</translation>
        </message>
        <message>
            <source>Best 4:1 trades before counting:</source>
            <translation>计分前最佳的 4:1 交换：</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ScoreTableModel</name>
        <message>
            <source>Rank %1 of %2</source>
            <translation>第 %1 名（共 %2 名）</translation>
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
            <source>Rank</source>
            <translation>名次</translation>
        </message>
        <message>
            <source>Troll level sum for the tie-break: %1 (%2)</source>
            <translation>平局判定用的巨魔等级总和：%1（%2）</translation>
        </message>
        <message>
            <source>Not ranked: nothing is entered for %1 yet (%2)</source>
            <translation>未排名：%1 尚未输入任何内容（%2）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ScoreTableView</name>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>名次</translation>
        </message>
        <message>
            <source>Choose a cell of the table to see how its points were found.</source>
            <translation>选择表格中的一格，即可查看其分数如何计算。</translation>
        </message>
        <message>
            <source>Nothing to explain.</source>
            <translation>没有需要说明的内容。</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>问题</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>队伍</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SetupMap</name>
        <message>
            <source>Gate start point %1, labelled %2</source>
            <translation>大门起始点 %1，标有 %2</translation>
        </message>
        <message>
            <source>Gate of %1</source>
            <translation>%1 的大门</translation>
        </message>
        <message>
            <source>Statue spot %1</source>
            <translation>雕像放置点 %1</translation>
        </message>
        <message>
            <source>%1 statue</source>
            <translation>%1雕像</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SetupPage</name>
        <message>
            <source>… and %1 more</source>
            <translation>… 以及另外 %1 个</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ShapeGridEdit</name>
        <message>
            <source>Row %1, column %2</source>
            <translation>第 %1 行第 %2 列</translation>
        </message>
        <message>
            <source>%1: the anchor</source>
            <translation>%1：锚点</translation>
        </message>
        <message>
            <source>%1: the altar</source>
            <translation>%1：祭坛</translation>
        </message>
        <message>
            <source>%1: a square of the piece</source>
            <translation>%1：形状的一部分</translation>
        </message>
        <message>
            <source>%1: free</source>
            <translation>%1：空白</translation>
        </message>
        <message>
            <source>Click to add or remove the square; Shift+click or right-click marks the anchor.</source>
            <translation>单击可添加或移除该方格；Shift+单击或右键单击可标记锚点。</translation>
        </message>
        <message>
            <source>Click to add or remove the square; Shift+click or right-click marks the altar.</source>
            <translation>单击可添加或移除该方格；Shift+单击或右键单击可标记祭坛。</translation>
        </message>
        <message>
            <source>Tunnel tile shape</source>
            <translation>隧道板块形状</translation>
        </message>
        <message>
            <source>Great hall shape</source>
            <translation>大厅形状</translation>
        </message>
        <message>
            <source>Squares: %1</source>
            <translation>方格：%1 个</translation>
        </message>
        <message>
            <source>anchor at row %1, column %2</source>
            <translation>锚点位于第 %1 行第 %2 列</translation>
        </message>
        <message>
            <source>altar at row %1, column %2</source>
            <translation>祭坛位于第 %1 行第 %2 列</translation>
        </message>
        <message>
            <source>not all joined by their edges</source>
            <translation>并未全部以边相连</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SheetEditor</name>
        <message>
            <source>&amp;Players:</source>
            <translation>玩家人数(&amp;P)：</translation>
        </message>
        <message>
            <source>&amp;Team game (4 players, 2 teams)</source>
            <translation>组队游戏（4 名玩家，2 支队伍）(&amp;T)</translation>
        </message>
        <message>
            <source>Teammates score together: resources pooled, statues and halls once (%1)</source>
            <translation>队友共同计分：资源合并计算，雕像与大厅只计一次（%1）</translation>
        </message>
        <message>
            <source>Set the number of players to %1</source>
            <translation>将玩家人数设为 %1</translation>
        </message>
        <message>
            <source>Score as two teams</source>
            <translation>以两支队伍计分</translation>
        </message>
        <message>
            <source>Score each player alone</source>
            <translation>每名玩家各自计分</translation>
        </message>
        <message>
            <source>Set aside with everything entered: %1. Raise the number of players to bring it back, or undo (%2).</source>
            <translation>已连同所有输入内容暂时移出：%1。增加玩家人数即可恢复，或撤销（%2）。</translation>
        </message>
        <message>
            <source>Brought back as entered before: %1.</source>
            <translation>已恢复先前输入的内容：%1。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SheetGrid</name>
        <message>
            <source>Players: %1</source>
            <translation>玩家人数：%1</translation>
        </message>
        <message>
            <source>Setting</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Name: %1</source>
            <translation>名称：%1</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>玩家人数(&amp;P)：</translation>
        </message>
        <message>
            <source>Table rulings and settings</source>
            <translation>桌面裁定与设置</translation>
        </message>
        <message>
            <source>:</source>
            <translation>：</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Name of player %1</source>
            <translation>玩家 %1 的名称</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ShortcutsDialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>按键</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SingleInstance</name>
        <message>
            <source>the running Hallkeeper does not answer (%1); this one starts on its own</source>
            <translation>正在运行的 Hallkeeper 没有响应（%1）；改为单独启动</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SpellDialog</name>
        <message>
            <source>face-up spell %1</source>
            <translation>第 %1 张公开的咒语</translation>
        </message>
        <message>
            <source>“%1”</source>
            <translation>“%1”</translation>
        </message>
        <message>
            <source>Cast a spell</source>
            <translation>释放咒语</translation>
        </message>
        <message>
            <source>Cast %1; runes on it: %2 of 3 (SPELL-CAST)</source>
            <translation>释放%1；其上的符文：%2 / 3（SPELL-CAST）</translation>
        </message>
        <message>
            <source>Rune</source>
            <translation>符文</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>效果</translation>
        </message>
        <message>
            <source>Enter what the spell gives to your storage (negative for what it takes).</source>
            <translation>输入咒语给予你储存区的资源（拿走的资源用负数表示）。</translation>
        </message>
        <message>
            <source>Storage holds %1</source>
            <translation>储存区现有 %1</translation>
        </message>
        <message>
            <source>The spell dissolves (SPELL-DISSOLVE)</source>
            <translation>咒语解体（SPELL-DISSOLVE）</translation>
        </message>
        <message>
            <source>This is its 3rd rune: after resolving, the 3 runes return to the supply, the card goes under the spell deck and a new spell is revealed.</source>
            <translation>这是它的第 3 枚符文：效果结算后，3 枚符文放回供应堆，该咒语卡置于咒语卡堆底部，并翻出一张新的咒语卡。</translation>
        </message>
        <message>
            <source>Name of the spell revealed</source>
            <translation>翻出的咒语名称</translation>
        </message>
        <message>
            <source>Spell revealed</source>
            <translation>翻出的咒语</translation>
        </message>
        <message>
            <source>The card</source>
            <translation>卡牌</translation>
        </message>
        <message>
            <source>The catalog has no text for this spell: read the card on the table.</source>
            <translation>配件目录中没有这张咒语卡的文字：请看桌上的卡牌。</translation>
        </message>
        <message>
            <source>Allowed: one spell this turn, paid with 1 rune (SPELL-CAST). The effect is the table's word: check it against the card.</source>
            <translation>允许：本回合释放一个咒语，支付 1 枚符文（SPELL-CAST）。效果由玩家们自行判定：请对照卡牌确认。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SpellsWidget</name>
        <message>
            <source>Spells</source>
            <translation>咒语</translation>
        </message>
        <message>
            <source>a spell</source>
            <translation>咒语卡</translation>
        </message>
        <message>
            <source>%1: 1 rune of 3</source>
            <translation>%1：1 / 3 枚符文</translation>
        </message>
        <message>
            <source>%1: %2 runes of 3</source>
            <translation>%1：%2 / 3 枚符文</translation>
        </message>
        <message>
            <source>Click or press Enter to cast it: 1 rune goes on the card; the 3rd rune dissolves it and a new spell is revealed.</source>
            <translation>单击或按 Enter 释放：1 枚符文放到卡上；第 3 枚符文会使其解体，并翻出一张新的咒语卡。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::StatuesPage</name>
        <message>
            <source>Statues</source>
            <translation>雕像</translation>
        </message>
        <message>
            <source>A statue of a random clan on any statue spot; clockwise, the next spot gets another clan, the next the third; that clan cycle repeats clockwise until every spot is filled (SET-STATUES).</source>
            <translation>在任一雕像放置点放一个随机氏族的雕像；按顺时针方向，下一个放置点放另一个氏族，再下一个放第三个氏族；按此氏族顺序顺时针重复循环，直到所有放置点都被摆满（SET-STATUES）。</translation>
        </message>
        <message>
            <source>The &amp;clan cycle</source>
            <translation>氏族循环(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Square by square</source>
            <translation>逐格设置(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;First statue on:</source>
            <translation>第一座雕像位于(&amp;F)：</translation>
        </message>
        <message>
            <source>Clan &amp;order:</source>
            <translation>氏族顺序(&amp;O)：</translation>
        </message>
        <message>
            <source>Click a statue on the map to change its clan; or walk the spots with the arrow keys and type f, i or m for Fire, Ice or Moon.</source>
            <translation>在地图上单击雕像可更改其氏族；也可以用方向键逐一移动到各放置点，并输入 f、i 或 m 表示烈火、冰霜或皎月。</translation>
        </message>
        <message>
            <source>Map of the statue spots</source>
            <translation>雕像放置点地图</translation>
        </message>
        <message>
            <source>spot %1 clockwise from the top, %2</source>
            <translation>从顶部起顺时针第 %1 个放置点，%2</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%2 %1</translation>
        </message>
        <message>
            <source>%1 statue spots: %2 (the box holds %3 of each clan).</source>
            <translation>%1 个雕像放置点：%2（游戏盒中每个氏族各有 %3 座）。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SummaryPage</name>
        <message>
            <source>Summary</source>
            <translation>摘要</translation>
        </message>
        <message>
            <source>Problems of the setup</source>
            <translation>设置中的问题</translation>
        </message>
        <message>
            <source>&amp;Go to the page</source>
            <translation>前往该页(&amp;G)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>The setup follows every setup rule: Finish starts the game.</source>
            <translation>设置符合所有设置规则：点击“完成”即开始游戏。</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>无</translation>
        </message>
        <message>
            <source>Board:</source>
            <translation>版图：</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Gate</source>
            <translation>大门</translation>
        </message>
        <message>
            <source>Into the team storage</source>
            <translation>放入团队储存区</translation>
        </message>
        <message>
            <source>Starting storage</source>
            <translation>起始储存区</translation>
        </message>
        <message>
            <source>Team %1</source>
            <translation>队伍 %1</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%2 %1</translation>
        </message>
        <message>
            <source>Statues:</source>
            <translation>雕像：</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>%1 × %2</source>
            <translation>%1 × %2</translation>
        </message>
        <message>
            <source>Workshop supply:</source>
            <translation>工坊板块供应堆：</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>layer %1: %2 / %3 / %4</source>
            <translation>第 %1 层：%2 / %3 / %4</translation>
        </message>
        <message>
            <source>Pedestal track (Fire / Ice / Moon):</source>
            <translation>基座记录条（烈火 / 冰霜 / 皎月）：</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>Clan market:</source>
            <translation>氏族卡堆：</translation>
        </message>
        <message>
            <source>%1, %2 and %3 trolls; pedestals on level 2: %4</source>
            <translation>%1、%2 和 %3 张巨魔卡；2 级巨魔上的基座：%4</translation>
        </message>
        <message>
            <source>Spells:</source>
            <translation>咒语：</translation>
        </message>
        <message>
            <source>not entered</source>
            <translation>未输入</translation>
        </message>
        <message>
            <source>Components:</source>
            <translation>配件：</translation>
        </message>
        <message>
            <source>%1, with %2 troll cards in the library</source>
            <translation>%1，卡牌库中有 %2 张巨魔卡</translation>
        </message>
        <message>
            <source>Table ruling, tiles split by a &amp;great hall:</source>
            <translation>本桌裁定，被大厅分开的板块(&amp;G)：</translation>
        </message>
        <message>
            <source>each part is a tunnel (default)</source>
            <translation>每个部分各是一个隧道（默认）</translation>
        </message>
        <message>
            <source>one statue per printed tile</source>
            <translation>每个隧道板块只有一个雕像计分</translation>
        </message>
        <message>
            <source>Table rulings:</source>
            <translation>本桌裁定：</translation>
        </message>
        <message>
            <source>The whole setup, checked against the setup rules. Finish starts the game.</source>
            <translation>整个设置，按设置规则检查。点击“完成”即开始游戏。</translation>
        </message>
        <message>
            <source>Rules checked: %1</source>
            <translation>检查的规则：%1</translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s) to fix before the game can start (%1). Select one and go to its page (Enter).</source>
            <translation>
                <numerusform>游戏开始前需修正 %n 个问题（%1）。选择一项并前往其页面（Enter）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SupplyPage</name>
        <message>
            <source>Supply and pedestal track</source>
            <translation>供应堆与基座记录条</translation>
        </message>
        <message>
            <source>The workshop tiles of the supply, the pedestal score tokens as they lie on the pedestal track, the coronation tokens and the face-up spells.</source>
            <translation>供应堆中的工坊板块、基座记录条上的基座得分标记、加冕标记以及公开的咒语。</translation>
        </message>
        <message>
            <source>Workshop supply (SET-WORKSHOPS)</source>
            <translation>工坊板块供应堆（SET-WORKSHOPS）</translation>
        </message>
        <message>
            <source>&amp;Random tiles</source>
            <translation>随机板块(&amp;R)</translation>
        </message>
        <message>
            <source>Draw the tiles of the supply at random from the box</source>
            <translation>从游戏盒中随机抽取供应堆的板块</translation>
        </message>
        <message>
            <source>Pedestal track (SET-PEDTRACK)</source>
            <translation>基座记录条（SET-PEDTRACK）</translation>
        </message>
        <message>
            <source>The number on each pedestal score token, layer by layer: type one digit per token, the cursor moves on by itself.</source>
            <translation>逐层输入每个基座得分标记上的数字：每个标记输入一位数字，光标会自动前进。</translation>
        </message>
        <message>
            <source>Layer %1</source>
            <translation>第 %1 层</translation>
        </message>
        <message>
            <source>Pedestal score token, layer %1, %2</source>
            <translation>基座得分标记，第 %1 层，%2</translation>
        </message>
        <message>
            <source>Coronation tokens (SET-CROWNS)</source>
            <translation>加冕标记（SET-CROWNS）</translation>
        </message>
        <message>
            <source>Face-up spells (optional)</source>
            <translation>公开的咒语（可选）</translation>
        </message>
        <message>
            <source>Spell %1</source>
            <translation>咒语 %1</translation>
        </message>
        <message>
            <source>Face-up spell %1</source>
            <translation>公开的咒语 %1</translation>
        </message>
        <message>
            <source>%1 tiles of the %2 that %3 players need (2 × players + 1).</source>
            <translation>%3 人游戏需要 %2 块，目前有 %1 块（玩家人数 × 2 + 1）。</translation>
        </message>
        <message>
            <source>With 2 players only the 3 token is used: the first player to complete their moot takes it and triggers the end (END-CROWN).</source>
            <translation>2 人游戏只使用 3 分标记：第一个完成巨魔部众的玩家获得该标记并触发游戏结束（END-CROWN）。</translation>
        </message>
        <message>
            <source>The 5 token on top of the 3: the first player to complete their moot takes the 5, the second the 3, which triggers the end (END-CROWN).</source>
            <translation>5 分标记叠在 3 分标记上：第一个完成巨魔部众的玩家获得 5 分标记，第二个获得 3 分标记并触发游戏结束（END-CROWN）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TableWindow</name>
        <message>
            <source>&amp;New Game…</source>
            <translation>新建游戏(&amp;N)…</translation>
        </message>
        <message>
            <source>Export the &amp;Score Sheet…</source>
            <translation>导出计分表(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;End Turn</source>
            <translation>结束回合(&amp;E)</translation>
        </message>
        <message>
            <source>4:1 &amp;Trade…</source>
            <translation>4:1 交换(&amp;T)…</translation>
        </message>
        <message>
            <source>&amp;Correction…</source>
            <translation>修正(&amp;C)…</translation>
        </message>
        <message>
            <source>Show Every &amp;Legal Spot</source>
            <translation>显示所有合法位置(&amp;L)</translation>
        </message>
        <message>
            <source>Legal spots</source>
            <translation>合法位置</translation>
        </message>
        <message>
            <source>&amp;Fit the Board to the Window</source>
            <translation>使版图适应窗口(&amp;F)</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>适应窗口</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <source>Table Toolbar</source>
            <translation>对局工具栏</translation>
        </message>
        <message>
            <source>Pieces</source>
            <translation>配件</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Clan Market</source>
            <translation>氏族卡堆</translation>
        </message>
        <message>
            <source>History</source>
            <translation>历史记录</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Explain</source>
            <translation>说明</translation>
        </message>
        <message>
            <source>Click a tile, a statue or a score to see the rule and the computation.</source>
            <translation>单击板块、雕像或得分，即可查看相关规则与计算过程。</translation>
        </message>
        <message>
            <source>Untitled game</source>
            <translation>未命名的游戏</translation>
        </message>
        <message>
            <source>%1 is not a game Hallkeeper can open.</source>
            <translation>%1 不是 Hallkeeper 能打开的游戏。</translation>
        </message>
        <message>
            <source>Illegal actions in the log</source>
            <translation>行动记录中有违规行动</translation>
        </message>
        <message>
            <source>Action %1 of this game breaks the rules without being recorded as an override. The game is open; "hallkeeper-cli validate" lists every such action.</source>
            <translation>这局游戏的第 %1 个行动违反规则，但未记为例外记录。游戏已打开；“hallkeeper-cli validate”会列出所有此类行动。</translation>
        </message>
        <message>
            <source>Games (*.hkgame)</source>
            <translation>游戏 (*.hkgame)</translation>
        </message>
        <message>
            <source>Games (*.hkgame);;All files (*)</source>
            <translation>游戏 (*.hkgame);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Hall of the Mountain King — %1</source>
            <translation>山岳之王 — %1</translation>
        </message>
        <message>
            <source>no game is open</source>
            <translation>没有打开的游戏</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>无法导出</translation>
        </message>
        <message>
            <source>The results could not be exported to %1.</source>
            <translation>无法将结果导出到 %1。</translation>
        </message>
        <message>
            <source>Export the Score Sheet</source>
            <translation>导出计分表</translation>
        </message>
        <message>
            <source>Score sheets (*.hkscore)</source>
            <translation>计分表 (*.hkscore)</translation>
        </message>
        <message>
            <source>The score sheet could not be written.</source>
            <translation>无法写入计分表。</translation>
        </message>
        <message>
            <source>a game never saved</source>
            <translation>从未保存的游戏</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a game: %1, %2 actions, autosaved %3.</source>
            <translation>Hallkeeper 在未关闭游戏的情况下停止运行：%1，%2 个行动，自动保存于 %3。</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>未记录</translation>
        </message>
        <message>
            <source>The rules refuse this action.</source>
            <translation>规则不允许这个行动。</translation>
        </message>
        <message>
            <source>Rotate the tile or hall being placed</source>
            <translation>旋转正在放置的板块或大厅</translation>
        </message>
        <message>
            <source>Flip the tile or hall being placed</source>
            <translation>翻转正在放置的板块或大厅</translation>
        </message>
        <message>
            <source>Cancel the placement</source>
            <translation>取消放置</translation>
        </message>
        <message>
            <source>&amp;Export the Results…</source>
            <translation>导出结果(&amp;E)…</translation>
        </message>
        <message>
            <source>History of the game</source>
            <translation>游戏历史记录</translation>
        </message>
        <message>
            <source>Explanation</source>
            <translation>说明</translation>
        </message>
        <message>
            <source>What the rules say of the piece being placed</source>
            <translation>规则对正在放置的板块的判定</translation>
        </message>
        <message>
            <source>Final Scores</source>
            <translation>最终得分</translation>
        </message>
        <message>
            <source>Scores (projected)</source>
            <translation>得分（预估）</translation>
        </message>
        <message>
            <source>Game over: the final scores are in the Scores panel.</source>
            <translation>游戏结束：最终得分在“得分”面板中。</translation>
        </message>
        <message>
            <source>Export the Results</source>
            <translation>导出结果</translation>
        </message>
        <message>
            <source>PDF (*.pdf);;PNG image (*.png);;CSV table (*.csv)</source>
            <translation>PDF (*.pdf);;PNG 图片 (*.png);;CSV 表格 (*.csv)</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>已导出 %1</translation>
        </message>
        <message>
            <source>&amp;Reset Layout</source>
            <translation>重置布局(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;End Turn Anyway…</source>
            <translation>仍然结束回合(&amp;E)…</translation>
        </message>
        <message>
            <source>Cast a &amp;Spell…</source>
            <translation>释放咒语(&amp;S)…</translation>
        </message>
        <message>
            <source>Use a &amp;Workshop…</source>
            <translation>启动工坊(&amp;W)…</translation>
        </message>
        <message>
            <source>&amp;Recruit a Troll…</source>
            <translation>征募巨魔(&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;Dig a Tunnel Tile…</source>
            <translation>挖掘隧道板块(&amp;D)…</translation>
        </message>
        <message>
            <source>Dedicate a Great &amp;Hall…</source>
            <translation>设立大厅(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Move a Statue…</source>
            <translation>移动雕像(&amp;M)…</translation>
        </message>
        <message>
            <source>Setup: the game begins</source>
            <translation>设置：游戏开始</translation>
        </message>
        <message>
            <source>%1 holds another game now (its setup differs): recover the work as a new file instead.</source>
            <translation>%1 现在是另一局游戏（设置不同）：请改为将工作恢复为新文件。</translation>
        </message>
        <message>
            <source>Recovered in part</source>
            <translation>已部分恢复</translation>
        </message>
        <message numerus="yes">
            <source>%n recovered action(s) played again after the actions written to %1 since the crash.</source>
            <translation>
                <numerusform>已在崩溃后写入 %1 的行动之后，重新执行 %n 个恢复的行动。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n recovered action(s) no longer follow the rules there and were left out; the autosave keeps them (hallkeeper-cli recover).</source>
            <translation>
                <numerusform>%n 个恢复的行动在那里已不符合规则，因此略过；自动存档仍保留它们（hallkeeper-cli recover）。</numerusform>
            </translation>
        </message>
        <message>
            <source>Face-up spell %1</source>
            <translation>公开的咒语 %1</translation>
        </message>
        <message>
            <source>%1 — runes on it: %2 of 3</source>
            <translation>%1 — 其上的符文：%2 / 3</translation>
        </message>
        <message>
            <source>Cast a Spell</source>
            <translation>释放咒语</translation>
        </message>
        <message>
            <source>Which face-up spell does %1 cast (SPELL-CAST)?</source>
            <translation>%1 要释放哪一张公开的咒语（SPELL-CAST）？</translation>
        </message>
        <message>
            <source>%1 at %2 — open entrances: %3</source>
            <translation>%2 的%1 — 开启的入口：%3</translation>
        </message>
        <message>
            <source>No workshop is built yet: a workshop is built by digging next to a workshop site (WS-BUILD).</source>
            <translation>尚未建造任何工坊：在工坊点旁挖掘即可建造工坊（WS-BUILD）。</translation>
        </message>
        <message>
            <source>Use a Workshop</source>
            <translation>启动工坊</translation>
        </message>
        <message>
            <source>Which workshop does %1 use (WS-USE)?</source>
            <translation>%1 要启动哪一个工坊（WS-USE）？</translation>
        </message>
        <message>
            <source>Place %1: %2</source>
            <translation>第%1个位置：%2</translation>
        </message>
        <message>
            <source>Place %1 of level %2: no troll</source>
            <translation>等级%2的第%1个位置：没有巨魔</translation>
        </message>
        <message>
            <source>%1 (bribes on it: %2)</source>
            <translation>%1（其上的贿赂：%2）</translation>
        </message>
        <message>
            <source>no troll in that place of the clan market</source>
            <translation>氏族卡堆的这个位置没有巨魔</translation>
        </message>
        <message>
            <source>Recruit a Troll</source>
            <translation>征募巨魔</translation>
        </message>
        <message>
            <source>Which troll of the clan market does %1 recruit?</source>
            <translation>%1 要从氏族卡堆征募哪一个巨魔？</translation>
        </message>
        <message numerus="yes">
            <source>Tile %1, %n square(s) — left in the supply: %2</source>
            <translation>
                <numerusform>板块 %1，%n 格 — 供应堆剩余：%2</numerusform>
            </translation>
        </message>
        <message>
            <source>none left in the supply (DIG-SUPPLY)</source>
            <translation>供应堆中已没有（DIG-SUPPLY）</translation>
        </message>
        <message>
            <source>Every great hall is dedicated.</source>
            <translation>所有大厅都已设立。</translation>
        </message>
        <message>
            <source>Dedicate a Great Hall</source>
            <translation>设立大厅</translation>
        </message>
        <message>
            <source>Dig a Tunnel Tile</source>
            <translation>挖掘隧道板块</translation>
        </message>
        <message>
            <source>Which great hall? Then place it on the board: the arrow keys move it, R turns it, F flips it, Enter places it, Esc cancels.</source>
            <translation>要设立哪一个大厅？接着在版图上放置：方向键移动，R 旋转，F 翻转，Enter 放置，Esc 取消。</translation>
        </message>
        <message>
            <source>Which tunnel tile? Then place it on the board: the arrow keys move it, R turns it, F flips it, Enter places it, Esc cancels.</source>
            <translation>要挖掘哪一种隧道板块？接着在版图上放置：方向键移动，R 旋转，F 翻转，Enter 放置，Esc 取消。</translation>
        </message>
        <message>
            <source>%1 statue at %2</source>
            <translation>%2 的%1雕像</translation>
        </message>
        <message>
            <source>Every statue is still buried: a statue moves once a tunnel, hall or gate covers it (MOVE-CART).</source>
            <translation>所有雕像都仍被掩埋：隧道、大厅或大门覆盖雕像后，雕像才能移动（MOVE-CART）。</translation>
        </message>
        <message>
            <source>Move a Statue</source>
            <translation>移动雕像</translation>
        </message>
        <message>
            <source>Which statue does %1 move?</source>
            <translation>%1 要移动哪一座雕像？</translation>
        </message>
        <message numerus="yes">
            <source>Where does the %1 statue at %2 go? %n square(s) the rules allow come first.</source>
            <translation>
                <numerusform>%2 的%1雕像要移到哪里？规则允许的 %n 格排在最前面。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TmfiHelpersWindow</name>
        <message>
            <source>Refused:</source>
            <translation>拒绝：</translation>
        </message>
        <message>
            <source>%1 won the %2 with a bid of %3: they start on %4 VP (TMFI-015).</source>
            <translation>%1 以出价 %3 得标%2：从 %4 分开始（TMFI-015）。</translation>
        </message>
        <message>
            <source>The next round opens with %1, the first player to the winner's left without a faction.</source>
            <translation>下一轮由 %1 开始出价：得标者左手边第一位还没有种族的玩家。</translation>
        </message>
        <message>
            <source>Every player has a faction: the auction is over.</source>
            <translation>每位玩家都有种族了：竞拍结束。</translation>
        </message>
        <message>
            <source>Enter the players above, in seating order.</source>
            <translation>请在上方按座位顺序输入玩家。</translation>
        </message>
        <message>
            <source>The auction is over.</source>
            <translation>竞拍已结束。</translation>
        </message>
        <message>
            <source>Tick the factions auctioned, one per player.</source>
            <translation>请勾选参与竞拍的种族，每位玩家一个。</translation>
        </message>
        <message>
            <source>Round %1: %2 opens the bidding (0 to 40).</source>
            <translation>第 %1 轮：由 %2 开始出价（0 到 40）。</translation>
        </message>
        <message>
            <source>Round %1: %2 bids %3 for the %4; %5 to bid or pass.</source>
            <translation>第 %1 轮：%2 为%4出价 %3；轮到 %5 出价或放弃。</translation>
        </message>
        <message>
            <source>&amp;Bid:</source>
            <translation>出价(&amp;B)：</translation>
        </message>
        <message>
            <source>&amp;Bid of %1:</source>
            <translation>%1 的出价(&amp;B)：</translation>
        </message>
        <message>
            <source>Highest bid: %1 by %2 (TMFI-015).</source>
            <translation>最高出价：%2 出价 %1（TMFI-015）。</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>还没有人</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) passed; the next round follows the order of passing (TMFI-025).</source>
            <translation>
                <numerusform>%n 位玩家已放弃行动；下一轮按放弃行动的先后顺序进行（TMFI-025）。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>pick %1</source>
            <translation>第 %1 个选择</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <translation>以%2为地形的%1</translation>
        </message>
        <message>
            <source>%1 may be chosen.</source>
            <translation>可以选择%1。</translation>
        </message>
        <message>
            <source>Terrains the %1 may take:</source>
            <translation>%1可选的地形：</translation>
        </message>
        <message>
            <source>The Riverwalkers start on %1: a priest on each of %2 (TMFI-019).</source>
            <translation>河流行者以%1为初始地形：在%2各放一个祭司（TMFI-019）。</translation>
        </message>
        <message>
            <source>The Riverwalkers' priests are shown once they choose their start terrain.</source>
            <translation>河流行者选定初始地形后，这里会显示其祭司的位置。</translation>
        </message>
        <message numerus="yes">
            <source>%n spade(s)</source>
            <translation>
                <numerusform>%n 个铲子</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n power token(s) removed</source>
            <translation>
                <numerusform>移除 %n 个魔力指示物</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n space(s) down a cult track</source>
            <translation>
                <numerusform>信仰轨道后退 %n 格</numerusform>
            </translation>
        </message>
        <message>
            <source>not possible</source>
            <translation>不可能</translation>
        </message>
        <message>
            <source>%1 from %2: %3 (%4)</source>
            <translation>%1从%2转化：%3（%4）</translation>
        </message>
        <message>
            <source>Fire &amp; Ice table helpers — Hallkeeper</source>
            <translation>火与冰牌桌助手 — Hallkeeper</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>玩家(&amp;P)：</translation>
        </message>
        <message>
            <source>Names in seating order, separated by commas</source>
            <translation>按座位顺序输入名字，用逗号分隔</translation>
        </message>
        <message>
            <source>F1 opens the rule of the helper shown; Ctrl+1 to Ctrl+4 switch helpers.</source>
            <translation>F1 打开当前助手的规则；Ctrl+1 到 Ctrl+4 切换助手。</translation>
        </message>
        <message>
            <source>Faction auction</source>
            <translation>种族竞拍</translation>
        </message>
        <message>
            <source>Turn order</source>
            <translation>回合顺序</translation>
        </message>
        <message>
            <source>Factions and terrains</source>
            <translation>种族与地形</translation>
        </message>
        <message>
            <source>Spade costs</source>
            <translation>铲子花费</translation>
        </message>
        <message>
            <source>Factions auctioned</source>
            <translation>参与竞拍的种族</translation>
        </message>
        <message>
            <source>Bids, in turn (TMFI-015)</source>
            <translation>依次出价（TMFI-015）</translation>
        </message>
        <message>
            <source>&amp;Faction:</source>
            <translation>种族(&amp;F)：</translation>
        </message>
        <message>
            <source>Place the bi&amp;d</source>
            <translation>出价(&amp;D)</translation>
        </message>
        <message>
            <source>P&amp;ass</source>
            <translation>放弃(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;New auction</source>
            <translation>重新竞拍(&amp;N)</translation>
        </message>
        <message>
            <source>A player who passes is out of this round; the last bidder left wins the faction.</source>
            <translation>放弃的玩家退出本轮；最后留下的出价者得标该种族。</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Faction won</source>
            <translation>得标种族</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>出价</translation>
        </message>
        <message>
            <source>Start VP (40 − bid)</source>
            <translation>起始分数（40 − 出价）</translation>
        </message>
        <message>
            <source>This &amp;round's order:</source>
            <translation>本轮顺序(&amp;R)：</translation>
        </message>
        <message>
            <source>Names or factions, separated by commas</source>
            <translation>玩家或种族名称，用逗号分隔</translation>
        </message>
        <message>
            <source>&amp;Who passes:</source>
            <translation>放弃行动的玩家(&amp;W)：</translation>
        </message>
        <message>
            <source>Record the pa&amp;ss</source>
            <translation>记录放弃行动(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Undo the last pass</source>
            <translation>撤销上一次放弃行动(&amp;U)</translation>
        </message>
        <message>
            <source>Passed, in order:</source>
            <translation>已放弃行动（依次）：</translation>
        </message>
        <message>
            <source>Next round's &amp;order (TMFI-025):</source>
            <translation>下一轮顺序(&amp;O)（TMFI-025）：</translation>
        </message>
        <message>
            <source>Start the ne&amp;xt round</source>
            <translation>开始下一轮(&amp;X)</translation>
        </message>
        <message>
            <source>After a faction auction: only its factions, not their home terrains (TMFI-024)</source>
            <translation>种族竞拍后：只能选竞拍的种族，不能选其原生地形（TMFI-024）</translation>
        </message>
        <message>
            <source>P&amp;layer:</source>
            <translation>玩家(&amp;L)：</translation>
        </message>
        <message>
            <source>&amp;Terrain it chooses:</source>
            <translation>选择的地形(&amp;T)：</translation>
        </message>
        <message>
            <source>(not chosen yet)</source>
            <translation>（尚未选择）</translation>
        </message>
        <message>
            <source>&amp;Add the pick</source>
            <translation>加入此选择(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Remove the last pick</source>
            <translation>移除最后一个选择(&amp;R)</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>种族</translation>
        </message>
        <message>
            <source>Terrain</source>
            <translation>地形</translation>
        </message>
        <message>
            <source>Factions still a&amp;vailable:</source>
            <translation>仍可选的种族(&amp;V)：</translation>
        </message>
        <message>
            <source>Its &amp;chosen terrain:</source>
            <translation>其选择的地形(&amp;C)：</translation>
        </message>
        <message>
            <source>&amp;Transform from:</source>
            <translation>转化前的地形(&amp;T)：</translation>
        </message>
        <message>
            <source>Another player's &amp;home terrain</source>
            <translation>其他玩家的原生地形(&amp;H)</translation>
        </message>
        <message>
            <source>From</source>
            <translation>转化前</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>花费</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>规则</translation>
        </message>
        <message>
            <source>Fire &amp;&amp; Ice Table &amp;Helpers…</source>
            <translation>火与冰牌桌助手(&amp;H)…</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TracingPhotoPanel</name>
        <message>
            <source>Open…</source>
            <translation>打开…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Show the photo</source>
            <translation>显示照片</translation>
        </message>
        <message>
            <source>&amp;Opacity:</source>
            <translation>不透明度(&amp;O)：</translation>
        </message>
        <message>
            <source>Reset the alignment</source>
            <translation>重置对齐</translation>
        </message>
        <message>
            <source>Trace the printed board: open a photo taken from above, choose Align Photo (A) and drag each corner of the grid onto the same corner of the board in the photo.</source>
            <translation>描绘印刷版图：打开一张从正上方拍摄的照片，选择“对齐照片”（A），然后将网格的每个角拖到照片中版图的对应角上。</translation>
        </message>
        <message>
            <source>Open a Photo of the Board</source>
            <translation>打开版图照片</translation>
        </message>
        <message>
            <source>Images (%1)</source>
            <translation>图片 (%1)</translation>
        </message>
        <message>
            <source>No photo.</source>
            <translation>没有照片。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TradeDialog</name>
        <message>
            <source>Trade 4 for 1</source>
            <translation>4 换 1 交换</translation>
        </message>
        <message>
            <source>Return any 4 resources to the supply and take any 1, as often as you like in your turn (TRADE-4TO1).</source>
            <translation>将任意 4 个资源放回供应堆并拿取任意 1 个资源，在你的回合内次数不限（TRADE-4TO1）。</translation>
        </message>
        <message>
            <source>Return 4</source>
            <translation>放回 4 个</translation>
        </message>
        <message>
            <source>Take 1</source>
            <translation>拿取 1 个</translation>
        </message>
        <message>
            <source>Choose the 4 resources to return.</source>
            <translation>选择要放回的 4 个资源。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TrollCardEditor</name>
        <message>
            <source>Level</source>
            <translation>等级</translation>
        </message>
        <message>
            <source>The level of the troll: starting trolls are level 0</source>
            <translation>巨魔的等级：起始巨魔为 0 级</translation>
        </message>
        <message>
            <source>Clan</source>
            <translation>氏族</translation>
        </message>
        <message>
            <source>The clan of the troll</source>
            <translation>巨魔的氏族</translation>
        </message>
        <message>
            <source>Icons</source>
            <translation>资源标记</translation>
        </message>
        <message>
            <source>Start row:</source>
            <translation>起始资源行：</translation>
        </message>
        <message>
            <source>Resources taken once at setup (SET-MOOT, SET-SEATBONUS)</source>
            <translation>设置时获得一次的资源（SET-MOOT、SET-SEATBONUS）</translation>
        </message>
        <message>
            <source>Start row</source>
            <translation>起始资源行</translation>
        </message>
        <message>
            <source>Starting troll</source>
            <translation>起始巨魔</translation>
        </message>
        <message>
            <source>Level %1</source>
            <translation>%1 级</translation>
        </message>
        <message>
            <source>From the library:</source>
            <translation>从卡牌库选取：</translation>
        </message>
        <message>
            <source>From the library</source>
            <translation>从卡牌库选取</translation>
        </message>
        <message>
            <source>Pick the card from the troll card library: type a part of its id or of its icons and press Enter, or open the list. "—": the card is entered by hand.</source>
            <translation>从巨魔卡牌库中选取卡牌：输入其标识符或资源标记的一部分并按 Enter，或打开列表。“—”：手动输入卡牌。</translation>
        </message>
        <message>
            <source>Type a card's id</source>
            <translation>输入卡牌的标识符</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Not a card of the library: entered by hand</source>
            <translation>不是卡牌库中的卡牌：手动输入</translation>
        </message>
        <message>
            <source>%1; start row: %2</source>
            <translation>%1；起始资源行：%2</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TunnelPad</name>
        <message>
            <source>Tunnels dug</source>
            <translation>已挖掘的隧道</translation>
        </message>
        <message>
            <source>Size %1 %2 tunnels: %3 (%4 points each)</source>
            <translation>规模 %1 的%2隧道：%3 个（每个 %4 分）</translation>
        </message>
        <message>
            <source>+%1</source>
            <translation>+%1</translation>
        </message>
        <message>
            <source>Click or press Space to add one; right-click or press − to remove one.</source>
            <translation>单击或按 Space 添加一个；右键单击或按 − 移除一个。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TurnWidget</name>
        <message>
            <source>End turn</source>
            <translation>结束回合</translation>
        </message>
        <message>
            <source>Spell</source>
            <translation>咒语</translation>
        </message>
        <message>
            <source>Workshop</source>
            <translation>工坊</translation>
        </message>
        <message>
            <source>Recruit or dig</source>
            <translation>征募或挖掘</translation>
        </message>
        <message>
            <source>Great hall</source>
            <translation>大厅</translation>
        </message>
        <message>
            <source>Move statues</source>
            <translation>移动雕像</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>第 %1 轮</translation>
        </message>
        <message>
            <source>Turn of %1</source>
            <translation>轮到 %1</translation>
        </message>
        <message>
            <source>%1: done</source>
            <translation>%1：已完成</translation>
        </message>
        <message>
            <source>%1: passed</source>
            <translation>%1：已跳过</translation>
        </message>
        <message>
            <source>%1: not yet</source>
            <translation>%1：尚未进行</translation>
        </message>
        <message>
            <source>Steps of the turn</source>
            <translation>回合步骤</translation>
        </message>
        <message>
            <source>The steps of a turn, in order: spell and workshop (optional, either order), recruit or dig (mandatory), a great hall, moving statues.</source>
            <translation>回合的步骤依次为：咒语和工坊（可选，顺序不限）、征募或挖掘（必须）、设立大厅、移动雕像。</translation>
        </message>
        <message>
            <source>coronation token %1: still to take</source>
            <translation>%1 分加冕标记：尚未被拿取</translation>
        </message>
        <message>
            <source>coronation token %1: taken by %2</source>
            <translation>%1 分加冕标记：已被 %2 拿取</translation>
        </message>
        <message>
            <source>Coronation tokens</source>
            <translation>加冕标记</translation>
        </message>
        <message>
            <source>The first player to recruit a 10th troll takes the higher token; taking the 3 triggers the end.</source>
            <translation>第一个征募第 10 个巨魔的玩家拿取分数较高的标记；拿取 3 分标记会触发游戏结束。</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>游戏结束</translation>
        </message>
        <message>
            <source>Last turn of the game</source>
            <translation>游戏的最后一个回合</translation>
        </message>
        <message>
            <source>End triggered: 1 more turn after this one</source>
            <translation>已触发游戏结束：本回合之后还剩 1 个回合</translation>
        </message>
        <message>
            <source>End triggered: %1 more turns after this one</source>
            <translation>已触发游戏结束：本回合之后还剩 %1 个回合</translation>
        </message>
        <message>
            <source>The coronation token 3 is taken: the round is finished, then every player takes 2 more turns.</source>
            <translation>3 分加冕标记已被拿取：先完成当前轮次，然后每位玩家再执行 2 个回合。</translation>
        </message>
        <message>
            <source>End the turn of %1</source>
            <translation>结束 %1 的回合</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>回合</translation>
        </message>
        <message>
            <source>Round %1, turn of %2</source>
            <translation>第 %1 轮，轮到 %2</translation>
        </message>
        <message>
            <source>End turn anyway…</source>
            <translation>仍然结束回合…</translation>
        </message>
        <message>
            <source>The rules do not let the turn of %1 end yet:
%2</source>
            <translation>规则还不允许结束 %1 的回合：
%2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::VerdictView</name>
        <message>
            <source>Allowed by the rules</source>
            <translation>规则允许</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::WorkshopDialog</name>
        <message>
            <source>Use a workshop</source>
            <translation>启动工坊</translation>
        </message>
        <message>
            <source>There is no workshop at %1.</source>
            <translation>%1 没有工坊。</translation>
        </message>
        <message>
            <source>Use the %1</source>
            <translation>启动%1</translation>
        </message>
        <message>
            <source>Open entrances (WS-ENTRANCES)</source>
            <translation>开启的入口（WS-ENTRANCES）</translation>
        </message>
        <message>
            <source>No entrance is open: no network touches the workshop.</source>
            <translation>没有开启的入口：没有任何通路网与该工坊相邻。</translation>
        </message>
        <message>
            <source>Open entrances: %1, opened by the network of %2. One activation per open entrance.</source>
            <translation>开启的入口：%1，由 %2 的通路网开启。每个开启的入口可启动一次。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Activations:</source>
            <translation>启动次数：</translation>
        </message>
        <message>
            <source>Exchanges, one per activation</source>
            <translation>交换，每次启动一项</translation>
        </message>
        <message>
            <source>Activation %1:</source>
            <translation>第 %1 次启动：</translation>
        </message>
        <message>
            <source>take one resource from a troll to your storage</source>
            <translation>将一个巨魔身上的一个资源移到你的储存区</translation>
        </message>
        <message>
            <source>any 2 resources → 1 %1</source>
            <translation>任意 2 个资源 → 1 个%1</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <translation>%1 → %2</translation>
        </message>
        <message>
            <source>slot %1 · %2</source>
            <translation>第 %1 格 · %2</translation>
        </message>
        <message>
            <source>slot %1</source>
            <translation>第 %1 格</translation>
        </message>
        <message>
            <source>Icon %1 of the troll in slot %2: %3</source>
            <translation>第 %2 格巨魔的第 %1 个资源标记：%3</translation>
        </message>
        <message>
            <source>No resource lies on your trolls.</source>
            <translation>你的巨魔身上没有任何资源。</translation>
        </message>
        <message>
            <source>One workshop per turn (WS-USE): the %1 at %2 was used this turn.</source>
            <translation>每回合只能启动一个工坊（WS-USE）：本回合已经启动了位于 %2 的%1。</translation>
        </message>
        <message>
            <source>workshop</source>
            <translation>工坊</translation>
        </message>
        <message>
            <source>Activated this turn already: %1; activations left: %2 (WS-ENTRANCES).</source>
            <translation>本回合已启动：%1 次；还可启动：%2 次（WS-ENTRANCES）。</translation>
        </message>
    </context>
</TS>
