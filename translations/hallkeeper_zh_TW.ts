<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
    <context>
        <name>Action</name>
        <message>
            <source>%1 casts spell %2</source>
            <translation>%1 釋放第 %2 張咒語</translation>
        </message>
        <message>
            <source>%1 casts %2</source>
            <translation>%1 釋放咒語「%2」</translation>
        </message>
        <message>
            <source>%1 dedicates %2 at %3</source>
            <translation>%1 在 %3 設立%2</translation>
        </message>
        <message>
            <source>%1 moves the %2 statue from %3 to %4</source>
            <translation>%1 將%2雕像從 %3 移到 %4</translation>
        </message>
        <message>
            <source>%1 trades 4 resources for 1 %2</source>
            <translation>%1 用 4 個資源換取 1 個%2</translation>
        </message>
        <message>
            <source>Correction for %1: %2</source>
            <translation>%1 的修正：%2</translation>
        </message>
        <message>
            <source>%1 ends the turn</source>
            <translation>%1 結束回合</translation>
        </message>
        <message>
            <source> — recorded against %1: %2</source>
            <translation> — 例外紀錄（違反 %1）：%2</translation>
        </message>
        <message>
            <source>%1 uses the %2 at %3 once</source>
            <translation>%1 啟動 %3 的%2一次</translation>
        </message>
        <message>
            <source>%1 uses the %2 at %3, %4 times</source>
            <translation>%1 啟動 %3 的%2 %4 次</translation>
        </message>
        <message>
            <source>%1 digs tunnel tile %2 with %3 at %4</source>
            <translation>%1 在 %4 用%3挖掘隧道板塊 %2</translation>
        </message>
        <message>
            <source>%1 uses a workshop at %2 once</source>
            <translation>%1 啟動 %2 的工坊一次</translation>
        </message>
        <message>
            <source>%1 uses a workshop at %2, %3 times</source>
            <translation>%1 啟動 %2 的工坊 %3 次</translation>
        </message>
        <message>
            <source>%1 moves statue %2 to %3</source>
            <translation>%1 將雕像 %2 移到 %3</translation>
        </message>
        <message>
            <source>the level %1 %2 troll</source>
            <translation>%1 級%2巨魔</translation>
        </message>
        <message>
            <source>the level %1 troll</source>
            <translation>%1 級巨魔</translation>
        </message>
        <message>
            <source>%1 recruits %2 from place %3 of the clan market</source>
            <translation>%1 從氏族卡堆的第 %3 位徵募 %2</translation>
        </message>
        <message>
            <source>%1 recruits %2 from place %3 of the clan market into the moot, row %4 from the bottom, place %5</source>
            <translation>%1 從氏族卡堆的第 %3 位徵募 %2，放入巨魔部眾由下往上第 %4 行的第 %5 位</translation>
        </message>
    </context>
    <context>
        <name>AppSettings</name>
        <message>
            <source>the settings file %1 is not a regular file: settings are not read, and what changes during this run is not kept</source>
            <translation>設定檔 %1 不是一般檔案：不會讀取設定，本次執行期間的變更也不會保留</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>cannot create the folder %1</source>
            <translation>無法建立資料夾 %1</translation>
        </message>
    </context>
    <context>
        <name>BgStatsImport</name>
        <message>
            <source>expected %1, found %2</source>
            <translation>應為%1，卻是 %2</translation>
        </message>
        <message>
            <source>expected a whole number, found nothing (the key is missing)</source>
            <translation>應為整數，卻沒有值（缺少此鍵）</translation>
        </message>
        <message>
            <source>a whole number from %1 to %2</source>
            <translation>%1 到 %2 的整數</translation>
        </message>
        <message>
            <source>true or false (or 1 or 0)</source>
            <translation>true 或 false（或 1 或 0）</translation>
        </message>
        <message>
            <source>expected a text, found nothing (the key is missing)</source>
            <translation>應為文字，卻沒有值（缺少此鍵）</translation>
        </message>
        <message>
            <source>a text</source>
            <translation>文字</translation>
        </message>
        <message>
            <source>expected a list, found nothing (the key is missing)</source>
            <translation>應為清單，卻沒有值（缺少此鍵）</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>清單</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>物件</translation>
        </message>
        <message>
            <source>expected an id used once in "%1", found %2 a second time</source>
            <translation>「%1」中的 id 應只出現一次，卻第二次出現 %2</translation>
        </message>
        <message>
            <source>a BG Stats backup (an object with "plays", "players" and "games")</source>
            <translation>BG Stats 備份（含 "plays"、"players" 與 "games" 的物件）</translation>
        </message>
        <message>
            <source>expected a BG Stats backup, with "plays", "players" and "games"; found no "plays"</source>
            <translation>應為含 "plays"、"players" 與 "games" 的 BG Stats 備份，卻找不到 "plays"</translation>
        </message>
        <message>
            <source>expected the game's name, found an empty text</source>
            <translation>應為遊戲名稱，卻是空白文字</translation>
        </message>
        <message>
            <source>expected the id of a game of "games" (%1), found %2</source>
            <translation>應為 "games" 中某個遊戲的 id（%1），卻是 %2</translation>
        </message>
        <message>
            <source>there are none</source>
            <translation>一個也沒有</translation>
        </message>
        <message>
            <source>a date and time such as "2024-03-09 20:15:00"</source>
            <translation>日期與時間，例如 "2024-03-09 20:15:00"</translation>
        </message>
        <message>
            <source>expected 0 or the id of a location of "locations" (%1), found %2</source>
            <translation>應為 0 或 "locations" 中某個地點的 id（%1），卻是 %2</translation>
        </message>
        <message>
            <source>expected the id of a player of "players" (%1), found %2</source>
            <translation>應為 "players" 中某位玩家的 id（%1），卻是 %2</translation>
        </message>
        <message>
            <source>a score: empty, a number, or a sum such as "-10+7+22"</source>
            <translation>分數：空白、數字，或像 "-10+7+22" 的加總</translation>
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
            <translation>應為%1，卻是「%2」</translation>
        </message>
        <message>
            <source>a whole number from %1 to %2</source>
            <translation>%1 到 %2 的整數</translation>
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
            <translation>分數：空白、數字，或像 "-10+7+22" 的加總</translation>
        </message>
        <message>
            <source>expected a BoardGameGeek plays file, whose root is &lt;plays&gt;, found %1</source>
            <translation>應為根元素是 &lt;plays&gt; 的 BoardGameGeek 對局檔，卻是 %1</translation>
        </message>
        <message>
            <source>no element</source>
            <translation>沒有元素</translation>
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
            <translation>遊戲名稱</translation>
        </message>
        <message>
            <source>the game's BoardGameGeek id</source>
            <translation>遊戲的 BoardGameGeek id</translation>
        </message>
        <message>
            <source>expected an &lt;item&gt; naming the game, found none</source>
            <translation>應有指明遊戲的 &lt;item&gt;，卻沒有</translation>
        </message>
        <message>
            <source>expected well-formed XML: %1 (column %2)</source>
            <translation>應為格式正確的 XML：%1（第 %2 欄）</translation>
        </message>
        <message>
            <source>expected the rest of the file: it ends in the middle</source>
            <translation>應有檔案的其餘部分：檔案在中途結束</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>winter side</source>
            <translation>冬季版圖</translation>
        </message>
        <message>
            <source>autumn side</source>
            <translation>秋季版圖</translation>
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
            <translation>版圖外</translation>
        </message>
        <message>
            <source>Mountain Heart</source>
            <translation>山嶽之心</translation>
        </message>
        <message>
            <source>Layer %1</source>
            <translation>第 %1 層</translation>
        </message>
        <message>
            <source>Rubble square</source>
            <translation>碎石格</translation>
        </message>
        <message>
            <source>Buried resources</source>
            <translation>被掩埋的資源</translation>
        </message>
        <message>
            <source>Statue spot</source>
            <translation>雕像放置點</translation>
        </message>
        <message>
            <source>Workshop site</source>
            <translation>工坊點</translation>
        </message>
        <message>
            <source>Gate start point</source>
            <translation>大門起始點</translation>
        </message>
        <message>
            <source>&amp;Brush</source>
            <translation>筆刷(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Rectangle</source>
            <translation>矩形(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Fill</source>
            <translation>填滿(&amp;F)</translation>
        </message>
        <message>
            <source>Fea&amp;ture</source>
            <translation>特徵(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Select</source>
            <translation>選取(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Align Photo</source>
            <translation>對齊照片(&amp;A)</translation>
        </message>
        <message>
            <source>Press and drag to paint the terrain square by square.</source>
            <translation>按住並拖曳，逐格繪製地形。</translation>
        </message>
        <message>
            <source>Press on one corner, release on the opposite corner: the rectangle is painted.</source>
            <translation>在一個角按下，到對角放開：即繪製該矩形。</translation>
        </message>
        <message>
            <source>Click a square: the region of the same terrain joined to it is painted.</source>
            <translation>點選一個方格：與其相連的同一地形區域會被繪製。</translation>
        </message>
        <message>
            <source>Click to stamp the feature; right-click to remove that feature from the square.</source>
            <translation>點選以放置特徵；按右鍵可從該方格移除此特徵。</translation>
        </message>
        <message>
            <source>Click a square to see its features; Delete removes them; the arrow keys move.</source>
            <translation>點選方格可查看其特徵；Delete 移除特徵；方向鍵移動選取。</translation>
        </message>
        <message>
            <source>Drag each corner handle of the grid onto the same corner of the board in the photo.</source>
            <translation>將網格的每個角控點拖曳到照片中版圖的對應角上。</translation>
        </message>
        <message>
            <source>buried resources (%1)</source>
            <translation>被掩埋的資源（%1）</translation>
        </message>
        <message>
            <source>gate start point for %1 players</source>
            <translation>%1 人遊戲的大門起始點</translation>
        </message>
        <message>
            <source>Show an &amp;Example</source>
            <translation>指定範例(&amp;E)</translation>
        </message>
        <message>
            <source>Choose a terrain (1–5, H, 0) and click a square of it: the layers are recognised again with your example. The right button takes an example back.</source>
            <translation>選擇一種地形（1–5、H、0），再點選該地形的一個方格：會依你的範例重新辨識各層。按右鍵可收回範例。</translation>
        </message>
    </context>
    <context>
        <name>BoardReader</name>
        <message>
            <source>expected %1 rows ("rows"), found %2</source>
            <translation>應為 %1 列（"rows"），實際為 %2 列</translation>
        </message>
        <message>
            <source>row %1 has %2 characters, expected %3 ("columns")</source>
            <translation>第 %1 列有 %2 個字元，應為 %3 個（"columns"）</translation>
        </message>
        <message>
            <source>row %1, column %2: unknown character "%3"; expected "." (off the board), "1" to "5" (a layer) or "H" (the Mountain Heart)</source>
            <translation>第 %1 列第 %2 欄：未知的字元 "%3"；應為 "."（版圖外）、"1" 到 "5"（層）或 "H"（山嶽之心）</translation>
        </message>
        <message>
            <source>expected a name for the board, found an empty one</source>
            <translation>應填寫版圖名稱，實際為空白</translation>
        </message>
        <message>
            <source>the board has no Mountain Heart ("H")</source>
            <translation>版圖上沒有山嶽之心（"H"）</translation>
        </message>
        <message>
            <source>rubble</source>
            <translation>碎石</translation>
        </message>
        <message>
            <source>buried resources</source>
            <translation>被掩埋的資源</translation>
        </message>
        <message>
            <source>a statue spot</source>
            <translation>雕像放置點</translation>
        </message>
        <message>
            <source>a workshop site</source>
            <translation>工坊點</translation>
        </message>
        <message>
            <source>a gate start point</source>
            <translation>大門起始點</translation>
        </message>
        <message>
            <source>square %1 is outside the %2 × %3 grid</source>
            <translation>方格 %1 超出 %2 × %3 的網格</translation>
        </message>
        <message>
            <source>square %1 is off the board (".")</source>
            <translation>方格 %1 位於版圖外（"."）</translation>
        </message>
        <message>
            <source>square %1 is the Mountain Heart, where nothing is printed</source>
            <translation>方格 %1 是山嶽之心，該處沒有印刷任何內容</translation>
        </message>
        <message>
            <source>square %1 cannot hold both %2 and %3 (%4)</source>
            <translation>方格 %1 不能同時有%2和%3（%4）</translation>
        </message>
        <message>
            <source>expected an integer from 0 to 9, found %1</source>
            <translation>應為 0 到 9 的整數，實際為 %1</translation>
        </message>
        <message>
            <source>expected at least one buried resource</source>
            <translation>應至少有一個被掩埋的資源</translation>
        </message>
        <message>
            <source>%1 statue spots, but the box holds %2 statues</source>
            <translation>有 %1 個雕像放置點，但遊戲盒中只有 %2 個雕像</translation>
        </message>
        <message>
            <source>expected a player count from 2 to 5, found %1</source>
            <translation>玩家人數應為 2 到 5，實際為 %1</translation>
        </message>
        <message>
            <source>the board has no gate start point</source>
            <translation>版圖上沒有大門起始點</translation>
        </message>
        <message>
            <source>%1 start points are labelled %2, but a %2-player game needs %2</source>
            <translation>標示 %2 的起始點有 %1 個，但 %2 人遊戲需要 %2 個</translation>
        </message>
        <message>
            <source>the board has %1 Mountain Hearts ("H" at %2 and %3); a mountain has one, at its centre</source>
            <translation>版圖上有 %1 個山嶽之心（"H" 位於 %2 與 %3）；一座山只有一個，位於中央</translation>
        </message>
        <message>
            <source>square %1 is already listed as %2</source>
            <translation>格子 %1 已列為%2</translation>
        </message>
    </context>
    <context>
        <name>BoardText</name>
        <message>
            <source>layer %1: %2</source>
            <translation>第 %1 層：%2</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>%1 labelled %2</source>
            <translation>標示 %2 的 %1 個</translation>
        </message>
        <message>
            <source>%1 × %2 grid: %3 mountain squares (%4); Mountain Heart squares: %5</source>
            <translation>%1 × %2 網格：山脈方格 %3 個（%4）；山嶽之心方格：%5</translation>
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
            <translation>有被掩埋資源的方格：%1（%2）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>無</translation>
        </message>
        <message>
            <source>Statue spots: %1</source>
            <translation>雕像放置點：%1</translation>
        </message>
        <message>
            <source>Workshop sites: %1</source>
            <translation>工坊點：%1</translation>
        </message>
        <message>
            <source>Gate start points: %1 (%2)</source>
            <translation>大門起始點：%1（%2）</translation>
        </message>
        <message>
            <source>1-5 layer (outer to inner), H Mountain Heart, # rubble, $ buried resources, S statue spot, W workshop site, Gn gate start point for n players</source>
            <translation>1-5 層（由外到內）、H 山嶽之心、# 碎石格、$ 被掩埋的資源、S 雕像放置點、W 工坊點、Gn n 人遊戲的大門起始點</translation>
        </message>
    </context>
    <context>
        <name>CatalogReader</name>
        <message>
            <source>row %1 has %2 characters, the first row %3</source>
            <translation>第 %1 列有 %2 個字元，但第一列有 %3 個</translation>
        </message>
        <message>
            <source>row %1, column %2: unknown character "%3"; expected "#" (a square), "A" (the anchor or altar) or "." (nothing)</source>
            <translation>第 %1 列第 %2 欄：未知的字元 "%3"；應為 "#"（方格）、"A"（錨點或祭壇）或 "."（無）</translation>
        </message>
        <message>
            <source>the shape has no square</source>
            <translation>形狀中沒有任何方格</translation>
        </message>
        <message>
            <source>the squares of the shape are not all joined by their edges</source>
            <translation>形狀的方格並未全部以邊相連</translation>
        </message>
        <message>
            <source>expected an identifier, found an empty one</source>
            <translation>應填寫識別碼，實際為空白</translation>
        </message>
        <message>
            <source>a tunnel tile has at most one anchor "A", found %1</source>
            <translation>隧道板塊最多只有一個錨點 "A"，實際為 %1 個</translation>
        </message>
        <message>
            <source>a great hall has exactly one altar "A", found %1</source>
            <translation>大廳必須剛好有一個祭壇 "A"，實際為 %1 個</translation>
        </message>
        <message>
            <source>expected a name for the catalog, found an empty one</source>
            <translation>應填寫配件目錄名稱，實際為空白</translation>
        </message>
        <message>
            <source>the identifier "%1" is already used</source>
            <translation>識別碼「%1」已被使用</translation>
        </message>
        <message>
            <source>a tunnel tile has 2 to 5 squares, found %1</source>
            <translation>隧道板塊應有 2 到 5 格，實際為 %1 格</translation>
        </message>
        <message>
            <source>size-5 tunnel tiles have no anchor</source>
            <translation>規模為 5 的隧道板塊沒有錨點</translation>
        </message>
        <message>
            <source>tunnel tiles of 2 to 4 squares have an anchor: mark it "A"</source>
            <translation>2 到 4 格的隧道板塊都有錨點：請以 "A" 標示</translation>
        </message>
        <message>
            <source>expected an integer from 0 to %1, found %2</source>
            <translation>應為 0 到 %1 的整數，實際為 %2</translation>
        </message>
        <message>
            <source>the same tile as %1, turned or flipped; give it one entry with its count</source>
            <translation>與 %1 是同一種板塊（經旋轉或翻轉）；請合併為一筆並填寫數量</translation>
        </message>
        <message>
            <source>the box holds %1 tunnel tiles, but the counts add up to %2</source>
            <translation>遊戲盒中有 %1 個隧道板塊，但數量合計為 %2</translation>
        </message>
        <message>
            <source>the box holds %1 great halls, found %2</source>
            <translation>遊戲盒中有 %1 個大廳，實際為 %2 個</translation>
        </message>
        <message>
            <source>expected a name for the hall, found an empty one</source>
            <translation>應填寫大廳名稱，實際為空白</translation>
        </message>
        <message>
            <source>a great hall covers at least 2 squares</source>
            <translation>大廳至少佔 2 格</translation>
        </message>
        <message>
            <source>expected an integer ≥ 0, found %1</source>
            <translation>應為 ≥ 0 的整數，實際為 %1</translation>
        </message>
        <message>
            <source>expected an integer ≥ the low value %1, found %2</source>
            <translation>應為 ≥ 較小值 %1 的整數，實際為 %2</translation>
        </message>
        <message>
            <source>"%1" is already listed; give each kind once with its count</source>
            <translation>「%1」已列出；每種只列一次並填寫數量</translation>
        </message>
        <message>
            <source>expected a level from 0 (a starting troll) to 3, found %1</source>
            <translation>等級應為 0（起始巨魔）到 3，實際為 %1</translation>
        </message>
        <message>
            <source>a starting troll (level 0) has no clan</source>
            <translation>起始巨魔（0 級）不屬於任何氏族</translation>
        </message>
        <message>
            <source>only starting trolls (level 0) have a start row</source>
            <translation>只有起始巨魔（0 級）才有起始資源行</translation>
        </message>
        <message>
            <source>expected at least one icon in the card's row, found none</source>
            <translation>卡牌的這一行應至少有一個資源標記，實際上沒有</translation>
        </message>
        <message>
            <source>the box holds %1 starting trolls, the library lists %2</source>
            <translation>遊戲盒中有 %1 張起始巨魔，卡牌庫中列出 %2 張</translation>
        </message>
        <message>
            <source>the box holds %1 level %2 trolls, the library lists %3</source>
            <translation>遊戲盒中有 %1 張 %2 級巨魔，卡牌庫中列出 %3 張</translation>
        </message>
        <message>
            <source>a picture of a tile or hall has at most %1 rows of at most %1 squares, found %2: a limit of Hallkeeper's, far beyond any real one</source>
            <translation>板塊或大廳的圖形最多 %1 列、每列最多 %1 格，實際為 %2：這是 Hallkeeper 的上限，遠超過任何實際的配件</translation>
        </message>
        <message>
            <source>a level %1 troll belongs to a clan; this one has none</source>
            <translation>%1 級巨魔屬於某個氏族，但這張卡沒有填寫氏族</translation>
        </message>
        <message numerus="yes">
            <source>the same tile as %1, turned or flipped, as are %n more entries (%2); give the tile one entry with its count</source>
            <translation>
                <numerusform>與 %1 是同一種板塊（經旋轉或翻轉），另外還有 %n 筆也是（%2）；請將此板塊合併為一筆並填寫數量</numerusform>
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
            <translation>未知的語言「%1」；可用的語言：%2</translation>
        </message>
        <message>
            <source>--lang needs a language code</source>
            <translation>--lang 需要指定語言代碼</translation>
        </message>
        <message>
            <source>no command given</source>
            <translation>未指定命令</translation>
        </message>
        <message>
            <source>score needs exactly one FILE</source>
            <translation>score 需要剛好一個 FILE</translation>
        </message>
        <message>
            <source>unknown command "%1"</source>
            <translation>未知的命令「%1」</translation>
        </message>
        <message>
            <source>rules takes at most one rule ID</source>
            <translation>rules 最多只能指定一個規則 ID</translation>
        </message>
        <message>
            <source>board needs exactly one FILE</source>
            <translation>board 需要剛好一個 FILE</translation>
        </message>
        <message>
            <source>no rule "%1"; "hallkeeper-cli rules" lists them all</source>
            <translation>沒有規則「%1」；「hallkeeper-cli rules」會列出所有規則</translation>
        </message>
        <message>
            <source>%1 actions: %2 illegal, %3 recorded as overrides.</source>
            <translation>共 %1 個行動：%2 個違反規則，%3 個記為例外紀錄。</translation>
        </message>
        <message>
            <source>After %1 of %2 actions:</source>
            <translation>執行 %2 個行動中的前 %1 個之後：</translation>
        </message>
        <message>
            <source>--write-sheet needs a game file</source>
            <translation>--write-sheet 需要一個遊戲檔案</translation>
        </message>
        <message>
            <source>--until needs a number of actions</source>
            <translation>--until 需要指定行動數</translation>
        </message>
        <message>
            <source>%1 needs exactly one GAME file</source>
            <translation>%1 需要剛好一個 GAME 檔案</translation>
        </message>
        <message>
            <source>No autosave is waiting to be recovered.</source>
            <translation>沒有等待恢復的自動存檔。</translation>
        </message>
        <message>
            <source>Autosaves left by a session that did not end cleanly, newest first:</source>
            <translation>未正常結束的工作階段留下的自動存檔（最新的在前）：</translation>
        </message>
        <message>
            <source>a game never saved</source>
            <translation>從未存檔的遊戲</translation>
        </message>
        <message>
            <source>saved %1 · actions: %2 · file: %3</source>
            <translation>存於 %1 · 行動數：%2 · 檔案：%3</translation>
        </message>
        <message>
            <source>To recover one: hallkeeper-cli recover NUMBER FILE</source>
            <translation>要恢復其中一個：hallkeeper-cli recover 編號 檔案</translation>
        </message>
        <message>
            <source>recover takes a NUMBER from its list and a FILE to write</source>
            <translation>recover 需要清單中的一個編號（NUMBER）和要寫入的檔案（FILE）</translation>
        </message>
        <message>
            <source>there is no autosave number %1; run "hallkeeper-cli recover" for the list</source>
            <translation>沒有編號 %1 的自動存檔；執行「hallkeeper-cli recover」查看清單</translation>
        </message>
        <message>
            <source>Recovered into %1 (actions: %2).</source>
            <translation>已恢復至 %1（行動數：%2）。</translation>
        </message>
        <message>
            <source>new needs a GAME file to create and --setup FILE</source>
            <translation>new 需要一個要建立的 GAME 檔案和 --setup FILE</translation>
        </message>
        <message>
            <source>play needs a GAME file and an ACTION</source>
            <translation>play 需要一個 GAME 檔案和一個 ACTION</translation>
        </message>
        <message>
            <source>--override needs the reason the table did it anyway</source>
            <translation>--override 需要說明玩家們為何仍然這樣做的理由</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>遊戲已經結束。</translation>
        </message>
        <message>
            <source>Round %1: %2 to play.</source>
            <translation>第 %1 輪：輪到 %2。</translation>
        </message>
        <message>
            <source>expected a statue spot of the board, found %1</source>
            <translation>應為版圖上的雕像放置點，實際為 %1</translation>
        </message>
        <message>
            <source>expected a list of statues, or {"first": [row, column], "cycle": [three different clans]}</source>
            <translation>應為雕像清單，或 {"first": [列, 欄], "cycle": [三個不同的氏族]}</translation>
        </message>
        <message>
            <source>expected an action as a JSON object, or a list of them, such as {"action": "endTurn"}</source>
            <translation>應為 JSON 物件形式的行動或其清單，例如 {"action": "endTurn"}</translation>
        </message>
        <message>
            <source>%1: expected a JSON object holding the setup</source>
            <translation>%1：應為包含設置內容的 JSON 物件</translation>
        </message>
        <message>
            <source>Started %1: %2 players on %3.</source>
            <translation>已開始 %1：%2 位玩家，版圖：%3。</translation>
        </message>
        <message>
            <source>--override applies to one action: give the actions one at a time</source>
            <translation>--override 只適用於單一行動：請一次指定一個行動</translation>
        </message>
        <message>
            <source>the action</source>
            <translation>此行動</translation>
        </message>
        <message>
            <source>(the rules allow it: recorded without an override)</source>
            <translation>（規則允許此行動：已照常記錄，不作為例外紀錄）</translation>
        </message>
        <message>
            <source>The rules refuse it: nothing was recorded. To record it all the same, say why with --override "REASON".</source>
            <translation>規則不允許此行動：未記錄任何內容。若仍要記錄，請以 --override "REASON" 說明原因。</translation>
        </message>
        <message>
            <source>Actions recorded: %1; in the log: %2.</source>
            <translation>已記錄 %1 個行動；行動紀錄中共有 %2 個。</translation>
        </message>
        <message>
            <source>%1: nothing to undo, the log is empty</source>
            <translation>%1：沒有可復原的行動，行動紀錄是空的</translation>
        </message>
        <message>
            <source>Undone: log[%1] %2</source>
            <translation>已復原：log[%1] %2</translation>
        </message>
        <message>
            <source>Shows this help.</source>
            <translation>顯示此說明。</translation>
        </message>
        <message>
            <source>Language: en, zh_TW, zh_CN or ja.</source>
            <translation>語言：en、zh_TW、zh_CN 或 ja。</translation>
        </message>
        <message>
            <source>Final score of a score sheet (.hkscore) or a game (.hkgame): the table, the ranking with the tie-break, and the optimal leftover trades.</source>
            <translation>計算計分表（.hkscore）或遊戲（.hkgame）的最終得分：顯示得分表格、含平手判定的排名，以及最佳的剩餘資源交換。</translation>
        </message>
        <message>
            <source>A score sheet (.hkscore) or a game (.hkgame).</source>
            <translation>計分表（.hkscore）或遊戲（.hkgame）。</translation>
        </message>
        <message>
            <source>Prints the result as JSON.</source>
            <translation>以 JSON 格式輸出結果。</translation>
        </message>
        <message>
            <source>Adds how every number was computed.</source>
            <translation>另外說明每個數字的計算方式。</translation>
        </message>
        <message>
            <source>Starts a game file from a setup (docs/formats.md); the board defaults to the Practice Mountain side for the player count.</source>
            <translation>依設置（docs/formats.md）建立新的遊戲檔案；未指定版圖時，依玩家人數使用 練習山脈的對應面。</translation>
        </message>
        <message>
            <source>The game file to create (never over an existing one).</source>
            <translation>要建立的遊戲檔案（絕不覆寫既有檔案）。</translation>
        </message>
        <message>
            <source>The setup: a JSON file holding the "setup" object, or a game.</source>
            <translation>設置：含有 "setup" 物件的 JSON 檔案，或一個遊戲。</translation>
        </message>
        <message>
            <source>A side of the Practice Mountain (winter or autumn) or a board file (.hkboard).</source>
            <translation>練習山脈的一面（winter 或 autumn），或版圖檔案（.hkboard）。</translation>
        </message>
        <message>
            <source>A component catalog (.hkcatalog) instead of the default one.</source>
            <translation>取代預設目錄的配件目錄（.hkcatalog）。</translation>
        </message>
        <message>
            <source>Checks an action and records it with what it changed. An action the rules forbid is refused with its rule IDs (exit 1), or recorded as an override with --override.</source>
            <translation>檢查一個行動，並連同它造成的變化一起記錄。規則禁止的行動會被拒絕並列出其規則編號（結束狀態為 1），或以 --override 記為例外紀錄。</translation>
        </message>
        <message>
            <source>The game file (.hkgame).</source>
            <translation>遊戲檔案（.hkgame）。</translation>
        </message>
        <message>
            <source>The action as JSON, @FILE to read it from a file, or - for the standard input; a list is recorded whole or not at all.</source>
            <translation>以 JSON 寫成的行動、從檔案讀取的 @FILE，或以 - 表示標準輸入；清單會整批記錄或完全不記錄。</translation>
        </message>
        <message>
            <source>Records an action the rules forbid, saying why the table did it anyway.</source>
            <translation>記錄規則禁止的行動，並說明桌上為何仍然這麼做。</translation>
        </message>
        <message>
            <source>The table after the first N actions (all of them by default), in words and a drawing.</source>
            <translation>前 N 個行動之後（預設為全部）的桌面狀態，以文字和圖示呈現。</translation>
        </message>
        <message>
            <source>The number of actions to replay.</source>
            <translation>要重播的行動數目。</translation>
        </message>
        <message>
            <source>Lists the autosaves a crashed session left behind; with NUMBER and FILE, saves that game to FILE.</source>
            <translation>列出當機的工作階段留下的自動存檔；指定 NUMBER 和 FILE 時，將該遊戲存到 FILE。</translation>
        </message>
        <message>
            <source>The number of an autosave in the list.</source>
            <translation>清單中自動存檔的編號。</translation>
        </message>
        <message>
            <source>The game file to write (never over an existing one).</source>
            <translation>要寫入的遊戲檔案（絕不覆寫既有檔案）。</translation>
        </message>
        <message>
            <source>Checks a board (.hkboard) and draws it in text.</source>
            <translation>檢查版圖（.hkboard）並以文字繪出。</translation>
        </message>
        <message>
            <source>A board file (.hkboard).</source>
            <translation>版圖檔案（.hkboard）。</translation>
        </message>
        <message>
            <source>Drops the last action.</source>
            <translation>移除最後一個行動。</translation>
        </message>
        <message>
            <source>Replays a game and lists every action that breaks a rule, with the rule IDs (exit 1 if any).</source>
            <translation>重播遊戲，列出每個違反規則的行動及其規則編號（若有則結束狀態為 1）。</translation>
        </message>
        <message>
            <source>the standard input</source>
            <translation>標準輸入</translation>
        </message>
        <message>
            <source>the actions</source>
            <translation>這些行動</translation>
        </message>
        <message>
            <source>the list holds no action: there is nothing to record</source>
            <translation>清單中沒有任何行動：沒有可記錄的內容</translation>
        </message>
        <message>
            <source>Every rule by section, or one rule with its rulebook passage; --search finds rules by words in any language or by ID, as the app's rules browser does; --markdown writes the rules reference (docs/rules.md).</source>
            <translation>依章節列出所有規則，或顯示單一規則及其規則書段落；--search 以任一語言的字詞或規則編號尋找規則，與程式的規則瀏覽器相同；--markdown 輸出規則參考（docs/rules.md）。</translation>
        </message>
        <message>
            <source>A rule, such as DIG-RUBBLE; with --search, the words to look for.</source>
            <translation>一條規則，例如 DIG-RUBBLE；與 --search 一起使用時為要尋找的字詞。</translation>
        </message>
        <message>
            <source>Lists the rules that contain every word given (in any of the four languages) or whose ID starts with it ("PED-").</source>
            <translation>列出包含所有指定字詞（四種語言中任一種）或規則編號以其開頭（"PED-"）的規則。</translation>
        </message>
        <message>
            <source>Writes every rule in Markdown, in the language of --lang.</source>
            <translation>以 Markdown 輸出所有規則，語言依 --lang 而定。</translation>
        </message>
        <message>
            <source>rules --search needs the words to look for</source>
            <translation>rules --search 需要要尋找的字詞</translation>
        </message>
        <message>
            <source>Rulebook: %1</source>
            <translation>規則書：%1</translation>
        </message>
        <message>
            <source>Why this ruling: %1</source>
            <translation>裁定理由：%1</translation>
        </message>
        <message>
            <source>no rule matches "%1"</source>
            <translation>沒有符合「%1」的規則</translation>
        </message>
        <message>
            <source>Rules reference: In the Hall of the Mountain King</source>
            <translation>規則參考：《山嶽之王》</translation>
        </message>
        <message>
            <source>Generated by `hallkeeper-cli rules --markdown` from Hallkeeper's rule catalog (build target `update_rules_doc`); do not edit by hand. The same rules, with the same IDs, are in the app (Help → Rules) and in `hallkeeper-cli rules`. Other languages: %1.</source>
            <translation>由 `hallkeeper-cli rules --markdown` 從 Hallkeeper 的規則目錄產生（建置目標 `update_rules_doc`）；請勿手動編輯。相同的規則與編號也在程式中（說明 → 規則）及 `hallkeeper-cli rules` 中。其他語言：%1。</translation>
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
            <translation>是計分表來源的遊戲本身；請為計分表選擇另一個檔案</translation>
        </message>
        <message>
            <source>exists already; --force replaces it</source>
            <translation>已經存在；使用 --force 可取代它</translation>
        </message>
        <message>
            <source>Saves a game's final score as a score sheet (.hkscore), a new file unless --force is given.</source>
            <translation>將遊戲的最終得分存成計分表（.hkscore）；除非指定 --force，否則必須是新檔案。</translation>
        </message>
        <message>
            <source>Lets --write-sheet replace an existing file (never the game itself, a link or anything but a regular file).</source>
            <translation>允許 --write-sheet 取代既有的檔案（絕不取代遊戲本身、連結或一般檔案以外的任何東西）。</translation>
        </message>
        <message>
            <source>--force applies to --write-sheet</source>
            <translation>--force 須與 --write-sheet 一起使用</translation>
        </message>
        <message>
            <source>It goes beyond Hallkeeper's limits: nothing was recorded, and no override can record it.</source>
            <translation>這超出了 Hallkeeper 的上限：沒有記錄任何內容，也無法以例外紀錄記錄。</translation>
        </message>
        <message>
            <source>The other reading: %1</source>
            <translation>另一種解讀：%1</translation>
        </message>
        <message>
            <source>Each rule gives its ID, what it says, the rulebook section it comes from and, where we quote it, the rulebook's own words (Traditional Chinese, the authority). **Rulings** are points the rulebook leaves open; each says why it rules so and what the other reading is.</source>
            <translation>每條規則列出其編號、內容、出自的規則書章節，以及我們引用之處的規則書原文（繁體中文，以其為準）。**裁定**是規則書未明確說明之處；每條都說明裁定的理由，以及另一種解讀。</translation>
        </message>
        <message>
            <source>The other reading:</source>
            <translation>另一種解讀：</translation>
        </message>
        <message>
            <source>is a Hallkeeper file of another kind (%1), not a score sheet: it is never replaced by one, --force or not; choose another file</source>
            <translation>是其他種類的 Hallkeeper 檔案（%1），不是計分表：無論是否指定 --force，都絕不會以計分表取代它；請選擇其他檔案</translation>
        </message>
        <message>
            <source>(the file was written since: compare before you replace it)</source>
            <translation>（此檔案在那之後已被寫入：取代之前請先比較）</translation>
        </message>
        <message>
            <source>Recognises the layers of a printed board in a photo, as the board editor's Recognise Layers does: a terrain and a confidence per square, the uncertain squares and the “feature here?” marks. A proposal that is unreliable (the layers found do not nest as a mountain's, or a quarter of the squares are uncertain) is said on stderr: give one --example of each terrain.</source>
            <translation>如同版圖編輯器的「辨識層」，從印刷版圖的照片辨識各層：每個方格的地形與把握程度、不確定的方格，以及「這裡有特徵？」標記。不可靠的建議（找到的層不像山的環那樣層層相套，或四分之一以上的方格不確定）會在標準錯誤輸出說明：請為每種地形各給一個 --example。</translation>
        </message>
        <message>
            <source>A photo of the board (JPEG, PNG…).</source>
            <translation>版圖的照片（JPEG、PNG…）。</translation>
        </message>
        <message>
            <source>The grid's rows.</source>
            <translation>網格的列數。</translation>
        </message>
        <message>
            <source>The grid's columns.</source>
            <translation>網格的欄數。</translation>
        </message>
        <message>
            <source>Where the grid's corners are in the photo, in pixels: top left, top right, bottom right, bottom left, each x,y ("x,y x,y x,y x,y"). By default the photo's own corners, as the editor first aligns a photo.</source>
            <translation>網格四角在照片中的位置（像素）：依左上、右上、右下、左下的順序，各為 x,y（"x,y x,y x,y x,y"）。預設為照片本身的四角，與編輯器初次對齊照片時相同。</translation>
        </message>
        <message>
            <source>A square whose terrain you know, such as C4=3, P14=heart or A1=off (repeatable): it keeps that terrain and the squares of its colour follow.</source>
            <translation>已知地形的方格，例如 C4=3、P14=heart 或 A1=off（可重複）：該方格保持此地形，同色的方格也隨之跟進。</translation>
        </message>
        <message>
            <source>Prints the proposal as JSON.</source>
            <translation>以 JSON 格式輸出建議。</translation>
        </message>
        <message>
            <source>Writes the proposal as a board file (.hkboard), every square painted as proposed, no features.</source>
            <translation>將建議寫成版圖檔案（.hkboard）：每個方格依建議上色，不含特徵。</translation>
        </message>
        <message>
            <source>--write may replace an existing file.</source>
            <translation>允許 --write 取代既有的檔案。</translation>
        </message>
        <message>
            <source>board recognise needs exactly one PHOTO</source>
            <translation>board recognise 需要剛好一個 PHOTO</translation>
        </message>
        <message>
            <source>board recognise needs --rows R and --columns C</source>
            <translation>board recognise 需要 --rows R 與 --columns C</translation>
        </message>
        <message>
            <source>The game whose rules to show ("--games" lists them).</source>
            <translation>要顯示其規則的遊戲（"--games" 會列出所有遊戲）。</translation>
        </message>
        <message>
            <source>Lists the games, with their IDs.</source>
            <translation>列出所有遊戲及其識別碼。</translation>
        </message>
        <message>
            <source>unknown game "%1"; expected one of: %2</source>
            <translation>不明的遊戲「%1」；可用的有：%2</translation>
        </message>
        <message>
            <source>Starts an empty score sheet of a game that has a generic one.</source>
            <translation>為具有通用計分表的遊戲建立一份空白計分表。</translation>
        </message>
        <message>
            <source>The score sheet to create (never over an existing one).</source>
            <translation>要建立的計分表（不會覆寫既有的檔案）。</translation>
        </message>
        <message>
            <source>The game ("rules --games" lists them).</source>
            <translation>遊戲（"rules --games" 會列出所有遊戲）。</translation>
        </message>
        <message>
            <source>The number of players.</source>
            <translation>玩家人數。</translation>
        </message>
        <message>
            <source>new-sheet needs --game ID and a SHEET file to create</source>
            <translation>new-sheet 需要 --game ID 和要建立的 SHEET 檔案</translation>
        </message>
        <message>
            <source>no game "%1" with a generic score sheet; expected one of: %2</source>
            <translation>沒有具通用計分表的遊戲「%1」；可用的有：%2</translation>
        </message>
        <message>
            <source>--players needs a number from %1 to %2</source>
            <translation>--players 需要 %1 到 %2 之間的數字</translation>
        </message>
        <message>
            <source>Source: %1</source>
            <translation>出處：%1</translation>
        </message>
        <message>
            <source>Alternative: %1</source>
            <translation>另一種讀法：%1</translation>
        </message>
        <message>
            <source>no rule "%1" in %2; "hallkeeper-cli rules --game %3" lists them all</source>
            <translation>%2 中沒有規則「%1」；「hallkeeper-cli rules --game %3」會列出所有規則</translation>
        </message>
        <message numerus="yes">
            <source>(%n rules)</source>
            <translation>
                <numerusform>（%n 條規則）</numerusform>
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
      計算任一遊戲的計分表（.hkscore）或遊戲（.hkgame）的最終得分：顯示得分表格、含平手判定的
      排名，以及最佳的剩餘資源交換。--json 以 JSON 格式輸出結果；--explain 另外
      說明每個數字的計算方式；--write-sheet 將遊戲的最終得分存成新的計分表（--force：取代既有的計分表）。
  hallkeeper-cli new-sheet --game ID SHEET [--players N]
      為具有通用計分表的遊戲建立空白計分表（"rules --games" 會列出這些遊戲）。
  hallkeeper-cli new GAME --setup SETUP.json [--board winter|autumn|BOARD] [--catalog CATALOG]
      依設置（docs/formats.md）建立新的遊戲檔案；未指定版圖時，依玩家人數使用
      Practice Mountain 的對應面。
  hallkeeper-cli play GAME ACTION [--override REASON]
      檢查一個行動（JSON、@FILE，或以 - 表示標準輸入；清單會整批記錄或完全不記錄），
      並連同它造成的變化一起記錄。規則禁止的行動會被拒絕並列出其規則編號（結束狀態為 1），
      或以 --override 記為例外紀錄。
  hallkeeper-cli undo GAME
      移除最後一個行動。
  hallkeeper-cli validate GAME
      重播遊戲，列出每個違反規則的行動及其規則編號（若有則結束狀態為 1）。
  hallkeeper-cli replay GAME [--until N]
      前 N 個行動之後（預設為全部）的桌面狀態，以文字和圖示呈現。
  hallkeeper-cli recover [NUMBER FILE]
      列出當機的工作階段留下的自動存檔；指定 NUMBER 和 FILE 時，將該遊戲存到 FILE。
  hallkeeper-cli board FILE
      檢查版圖（.hkboard）並以文字繪出。
  hallkeeper-cli board recognise PHOTO --rows R --columns C [--corners x,y x,y x,y x,y]
                 [--example SQUARE=TERRAIN]... [--json] [--write BOARD [--force]]
      從印刷版圖的照片辨識各層：每個方格的地形與把握程度、不確定的方格，
      以及「這裡有特徵？」標記；--write 將建議存成版圖檔案。
  hallkeeper-cli rules [RULE-ID] [--game ID] [--search WORDS...] [--markdown] | --games
      依章節列出所有規則，或顯示單一規則及其規則書段落；--search 以任一語言的字詞或
      規則編號尋找規則；--markdown 以 Markdown 輸出規則參考。
      --game 選擇遊戲（預設為《山嶽之王》）；--games 列出所有遊戲。
  hallkeeper-cli library add|import|export|stats|players|backup [FILE...] [--library FILE] [--json]
      群組的對局紀錄庫：加入計分表與遊戲（.hkscore、.hkgame）、匯入 BG Stats 備份或
      BoardGameGeek 對局檔、匯出為兩者之一或 CSV、統計、玩家及其別名、備份。
      「library --help」有更多說明。
  hallkeeper-cli --help | --version
所有命令都接受 --lang en|zh_TW|zh_CN|ja。
結束狀態：0 表示成功；1 表示規則拒絕的行動（play）或遊戲含有違規行動（validate）；
2 表示輸入無法讀取或無效，或命令列有誤。
</translation>
        </message>
        <message>
            <source>add, import, export, stats, players or backup.</source>
            <translation>add、import、export、stats、players 或 backup。</translation>
        </message>
        <message>
            <source>The files of the action.</source>
            <translation>此動作的檔案。</translation>
        </message>
        <message>
            <source>The library's file (by default the app's).</source>
            <translation>紀錄庫的檔案（預設為應用程式的）。</translation>
        </message>
        <message>
            <source>import: players who match nobody become new players.</source>
            <translation>import：對不上任何人的玩家成為新玩家。</translation>
        </message>
        <message>
            <source>import: a player of the file is a player of the library (repeatable).</source>
            <translation>import：檔案中的某位玩家就是紀錄庫中的某位玩家（可重複）。</translation>
        </message>
        <message>
            <source>export: bgstats, bgg or csv (by default the file's suffix).</source>
            <translation>export：bgstats、bgg 或 csv（預設依檔案副檔名）。</translation>
        </message>
        <message>
            <source>stats: one game.</source>
            <translation>stats：單一遊戲。</translation>
        </message>
        <message>
            <source>stats: plays with this player.</source>
            <translation>stats：有這位玩家的對局。</translation>
        </message>
        <message>
            <source>stats: plays at this place.</source>
            <translation>stats：在此地點的對局。</translation>
        </message>
        <message>
            <source>stats: plays from this day.</source>
            <translation>stats：從這天起的對局。</translation>
        </message>
        <message>
            <source>stats: plays up to this day.</source>
            <translation>stats：到這天為止的對局。</translation>
        </message>
        <message>
            <source>stats: plays of N players.</source>
            <translation>stats：N 人的對局。</translation>
        </message>
        <message>
            <source>players: another name of a player (repeatable).</source>
            <translation>players：玩家的另一個名字（可重複）。</translation>
        </message>
        <message>
            <source>library needs an ACTION</source>
            <translation>library 需要一個 ACTION</translation>
        </message>
        <message>
            <source>library %1 needs exactly one FILE</source>
            <translation>library %1 需要恰好一個 FILE</translation>
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
            <translation>未知的 library 命令「%1」</translation>
        </message>
        <message>
            <source>--players needs a number of players</source>
            <translation>--players 需要玩家人數</translation>
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
            <translation>群組的對局紀錄庫（預設為應用程式的；--library 指定其他檔案）。
  add FILE...      加入計分表與遊戲；同一檔案再次加入時更新其對局
  import FILE      匯入 BG Stats 備份（.json）或 BoardGameGeek 對局檔（.xml）；
                   紀錄庫不認識的玩家會使匯入暫停，直到給出 --match 或 --new-players
  export FILE      將所有對局寫成 BG Stats 備份、BoardGameGeek XML 或 CSV
  stats            對局、勝場、得分與對戰紀錄，可用下列篩選
  players          玩家及其別名（--alias 新增一個；--merge A B 將 A 與 B
                   合併為一位玩家，保留 B 的名字）
  backup FILE      紀錄庫的副本（絕不覆寫現有檔案）</translation>
        </message>
        <message>
            <source>import, players --merge: shows what would change, writes nothing.</source>
            <translation>import、players --merge：顯示會有什麼變動，不寫入任何東西。</translation>
        </message>
        <message>
            <source>players: --merge A B merges player A into player B (by name, alias or uuid).</source>
            <translation>players：--merge A B 將玩家 A 合併到玩家 B（依名字、別名或 uuid）。</translation>
        </message>
        <message>
            <source>--merge needs two players: library players --merge A B</source>
            <translation>--merge 需要兩位玩家：library players --merge A B</translation>
        </message>
        <message>
            <source>a document never saved</source>
            <translation>從未存檔的文件</translation>
        </message>
        <message>
            <source>saved %1 · a .%2 document · file: %3</source>
            <translation>存於 %1 · .%2 文件 · 檔案：%3</translation>
        </message>
        <message>
            <source>autosave number %1 is a .%2 document: FILE must end in .%2</source>
            <translation>編號 %1 的自動存檔是 .%2 文件：FILE 必須以 .%2 結尾</translation>
        </message>
        <message>
            <source>Recovered into %1.</source>
            <translation>已恢復至 %1。</translation>
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
            <translation>依其 BoardGameGeek 使用者名稱</translation>
        </message>
        <message>
            <source>by name or alias</source>
            <translation>依名字或別名</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>無人</translation>
        </message>
        <message>
            <source>%1: %2 (play %3)</source>
            <translation>%1：%2（對局 %3）</translation>
        </message>
        <message>
            <source>--match %1: expected NAME=PLAYER, PLAYER a player of the library</source>
            <translation>--match %1：應為 NAME=PLAYER，PLAYER 須是紀錄庫中的玩家</translation>
        </message>
        <message>
            <source>--match: %1 is not a player of %2</source>
            <translation>--match：%1 不是 %2 中的玩家</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n new play(s)</source>
            <translation>
                <numerusform>%1：%n 局新對局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed</source>
            <translation>
                <numerusform>%n 局有變動</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged</source>
            <translation>
                <numerusform>%n 局未變</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 is %2 (%3)</source>
            <translation>%1 即 %2（%3）</translation>
        </message>
        <message>
            <source>%1 matches nobody in the library</source>
            <translation>%1 對不上紀錄庫中的任何人</translation>
        </message>
        <message numerus="yes">
            <source>Imported: %n added</source>
            <translation>
                <numerusform>已匯入：新增 %n 局</numerusform>
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
            <translation>未匯入任何東西：%1 對不上紀錄庫中的任何人。請以 --match "NAME=PLAYER" 指明他們是誰，或以 --new-players 將他們加為新玩家。</translation>
        </message>
        <message>
            <source>%1: give a .json (BG Stats), .xml (BoardGameGeek) or .csv file, or --format bgstats|bgg|csv</source>
            <translation>%1：請給 .json（BG Stats）、.xml（BoardGameGeek）或 .csv 檔，或使用 --format bgstats|bgg|csv</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n play(s) exported</source>
            <translation>
                <numerusform>%1：已匯出 %n 局</numerusform>
            </translation>
        </message>
        <message>
            <source>--alias %1: expected PLAYER=ALIAS, PLAYER a player of the library</source>
            <translation>--alias %1：應為 PLAYER=ALIAS，PLAYER 須是紀錄庫中的玩家</translation>
        </message>
        <message numerus="yes">
            <source>%n play(s)</source>
            <translation>
                <numerusform>%n 局</numerusform>
            </translation>
        </message>
        <message>
            <source>--game %1: no such game in the library</source>
            <translation>--game %1：紀錄庫中沒有這個遊戲</translation>
        </message>
        <message>
            <source>--player %1: no such player in the library</source>
            <translation>--player %1：紀錄庫中沒有這位玩家</translation>
        </message>
        <message>
            <source>--location %1: no such location in the library</source>
            <translation>--location %1：紀錄庫中沒有這個地點</translation>
        </message>
        <message>
            <source>%1: expected a date such as 2024-03-09</source>
            <translation>%1：應為日期，例如 2024-03-09</translation>
        </message>
        <message>
            <source>won %1 of %2</source>
            <translation>%2 局勝 %1</translation>
        </message>
        <message numerus="yes">
            <source>(%n shared)</source>
            <translation>
                <numerusform>（%n 場共享）</numerusform>
            </translation>
        </message>
        <message>
            <source>teams: won %1 of %2</source>
            <translation>團隊：%2 局勝 %1</translation>
        </message>
        <message>
            <source>co-operative: won %1 of %2</source>
            <translation>合作：%2 局勝 %1</translation>
        </message>
        <message>
            <source>best %1, average %2, median %3</source>
            <translation>最佳 %1，平均 %2，中位數 %3</translation>
        </message>
        <message>
            <source>longest streak %1</source>
            <translation>最長連勝 %1</translation>
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
                <numerusform>最佳 %1，平均 %2，中位數 %3（%n 個得分）</numerusform>
            </translation>
        </message>
        <message>
            <source>The library was updated to this version's schema; a backup of it as it was is in %1</source>
            <translation>紀錄庫已更新為此版本的結構；原本的備份在 %1</translation>
        </message>
        <message>
            <source>Backed up to %1</source>
            <translation>已備份到 %1</translation>
        </message>
        <message>
            <source>unknown library command "%1"</source>
            <translation>未知的 library 命令「%1」</translation>
        </message>
        <message>
            <source>the play's uuid was not written into the file (the library knows the play by the file's path): %1</source>
            <translation>未將此對局的 uuid 寫入檔案（紀錄庫以檔案路徑識別此對局）：%1</translation>
        </message>
        <message>
            <source>Average per category (plays played to their end):</source>
            <translation>各類別平均（僅計已完成的對局）：</translation>
        </message>
        <message numerus="yes">
            <source>%1 %2 (%n play(s))</source>
            <translation>
                <numerusform>%1 %2（%n 局）</numerusform>
            </translation>
        </message>
        <message>
            <source>no play</source>
            <translation>無對局</translation>
        </message>
        <message>
            <source>BoardGameGeek user</source>
            <translation>BoardGameGeek 使用者</translation>
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
            <translation>--merge：紀錄庫中沒有名為「%1」的玩家</translation>
        </message>
        <message>
            <source>Would merge %1 into %2:</source>
            <translation>將把 %1 合併到 %2：</translation>
        </message>
        <message>
            <source>Merged %1 into %2:</source>
            <translation>已把 %1 合併到 %2：</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n 場勝利</numerusform>
            </translation>
        </message>
        <message>
            <source>also known as: %1</source>
            <translation>也稱為：%1</translation>
        </message>
        <message>
            <source>Nothing was written (--dry-run).</source>
            <translation>沒有寫入任何東西（--dry-run）。</translation>
        </message>
    </context>
    <context>
        <name>DlText</name>
        <message>
            <source>Dungeon Lords is played by 2 to 4 players; found %1</source>
            <translation>地城領主為 2 至 4 人遊戲；目前為 %1 人</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>玩家需要名字</translation>
        </message>
        <message>
            <source>"%1" is the name of another player</source>
            <translation>「%1」是另一位玩家的名字</translation>
        </message>
        <message>
            <source>expected a player from 0 to %1, found %2</source>
            <translation>應為 0 至 %1 的玩家，實際為 %2</translation>
        </message>
        <message>
            <source>expected 0 or more, found %1</source>
            <translation>應為 0 以上，實際為 %1</translation>
        </message>
        <message>
            <source>the game has no valid setup: 2 to 4 players with names</source>
            <translation>遊戲設置無效：需要 2 至 4 位有名字的玩家</translation>
        </message>
        <message>
            <source>the game is over: after year 2's combat only the score remains</source>
            <translation>遊戲已結束：第二年的戰鬥之後只剩計分</translation>
        </message>
        <message>
            <source>there is no player %1 in a game of %2</source>
            <translation>%2 人遊戲中沒有玩家 %1</translation>
        </message>
        <message>
            <source>gold, food, tiles, evil and upkeep are counted from 0 up</source>
            <translation>黃金、食物、板塊、邪惡值與維持費都從 0 開始計算</translation>
        </message>
        <message>
            <source>only a 2-player game has a dummy on the Evilometer</source>
            <translation>只有 2 人遊戲的 NPC 在邪惡計量條上</translation>
        </message>
        <message>
            <source>round %1 reveals an event tile, which resolves in round %2: say which one was revealed</source>
            <translation>第 %1 回合要翻開一張事件卡（於第 %2 回合發動）：請選擇翻開的是哪一張</translation>
        </message>
        <message>
            <source>round 4 reveals no event tile</source>
            <translation>第 4 回合不翻事件卡</translation>
        </message>
        <message>
            <source>an event tile is revealed only in the New Round phase</source>
            <translation>事件卡只在新的一輪階段翻開</translation>
        </message>
        <message>
            <source>the %1 tile was already revealed this year; each of the three is revealed once</source>
            <translation>今年已經翻開過%1卡；三張事件卡各翻開一次</translation>
        </message>
        <message>
            <source>monsters are let go only when payday resolves</source>
            <translation>只有發薪日發動時才會解雇怪物</translation>
        </message>
    </context>
    <context>
        <name>DungeonLords</name>
        <message>
            <source>Dungeon Lords</source>
            <translation>《地城領主》</translation>
        </message>
        <message>
            <source>Dungeon Lords year trackers</source>
            <translation>地城領主年度追蹤</translation>
        </message>
        <message>
            <source>Events, payday and tax</source>
            <translation>事件、發薪日與收稅</translation>
        </message>
        <message>
            <source>The year</source>
            <translation>一年的流程</translation>
        </message>
        <message>
            <source>Adventurers</source>
            <translation>冒險者</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>There are three event tiles: payday, tax day and a special event, each revealed once a year. In a First Game the special event is ignored.</source>
            <translation>事件卡共三張：發薪日、收稅日與特殊事件，每年各翻開一次。First Game 規則下無視特殊事件。</translation>
        </message>
        <message>
            <source>Forum post, lines 18 and 27</source>
            <translation>論壇文章，第 18、27 行</translation>
        </message>
        <message>
            <source>%1</source>
            <translation>%1</translation>
        </message>
        <message>
            <source>An event tile is revealed in the New Round phase of rounds 1 to 3 and resolves in the Event phase of the next round, when the progress marker reaches it.</source>
            <translation>事件卡在第 1 至 3 回合的新的一輪階段翻開，於下一回合的事件階段（進度標示物走到事件卡時）發動。</translation>
        </message>
        <message>
            <source>Forum post, lines 16–17 and 87–88</source>
            <translation>論壇文章，第 16–17、87–88 行</translation>
        </message>
        <message>
            <source>Payday: each player pays the upkeep shown at the top right of each of their monster cards; a monster that is not paid leaves. The post lists no card: the table types each monster's upkeep in.</source>
            <translation>發薪日：每位玩家支付手下每張怪物卡右上角的資源；發不出薪水的怪物會走人。文章沒有列出卡片：每隻怪物的維持費由玩家輸入。</translation>
        </message>
        <message>
            <source>Forum post, line 19; the publisher's FAQ adds 1 evil per unpaid monster, which the post does not, nor does Hallkeeper</source>
            <translation>論壇文章，第 19 行；出版社的 FAQ 另規定每隻未付薪的怪物邪惡值 +1，文章沒有，Hallkeeper 也不計入</translation>
        </message>
        <message>
            <source>Tax day: each player pays 1 gold for every two dungeon tiles (rooms or tunnels), rounded up.</source>
            <translation>收稅日：每兩個地城板塊（房間或隧道）支付一個黃金，無條件進位。</translation>
        </message>
        <message>
            <source>Forum post, lines 20–21</source>
            <translation>論壇文章，第 20–21 行</translation>
        </message>
        <message>
            <source>3 tiles: 2 gold (line 21). Likewise 1 tile: 1 gold, 2: 1, 4: 2, 5: 3.</source>
            <translation>3 個板塊：2 黃金（第 21 行）。同理 1 個：1 黃金，2 個：1，4 個：2，5 個：3。</translation>
        </message>
        <message>
            <source>Dungeon tiles conquered by adventurers cannot be used but are still taxed.</source>
            <translation>被冒險者征服的地城板塊雖然不能使用，但仍要收稅。</translation>
        </message>
        <message>
            <source>Forum post, line 22</source>
            <translation>論壇文章，第 22 行</translation>
        </message>
        <message>
            <source>For each gold of tax not paid, the player takes a damage token and puts it in the dead letter office.</source>
            <translation>稅金每少付一個黃金，就得到一個傷害指示物，放在死信辦公室。</translation>
        </message>
        <message>
            <source>Forum post, line 23</source>
            <translation>論壇文章，第 23 行</translation>
        </message>
        <message>
            <source>Tax 3 gold with 1 gold in hand: 1 paid, 2 damage tokens in the dead letter office, −6 points at the end (DL-007).</source>
            <translation>稅金 3 黃金而手上只有 1 黃金：付 1，死信辦公室 2 個傷害指示物，遊戲結束時 −6 分（DL-007）。</translation>
        </message>
        <message>
            <source>At the end of the game each damage token in the dead letter office costs 3 points.</source>
            <translation>遊戲結束時，死信辦公室的每一個傷害指示物扣三分。</translation>
        </message>
        <message>
            <source>Forum post, line 24</source>
            <translation>論壇文章，第 24 行</translation>
        </message>
        <message>
            <source>2 tokens: −6 points.</source>
            <translation>2 個指示物：−6 分。</translation>
        </message>
        <message>
            <source>The game lasts two years; after the combat of year 2 the game is scored.</source>
            <translation>遊戲進行兩年；第二年的戰鬥結束後計分。</translation>
        </message>
        <message>
            <source>Forum post, lines 123 and 139</source>
            <translation>論壇文章，第 123、139 行</translation>
        </message>
        <message>
            <source>Year 2: monsters, rooms and adventurers come from the gold-back year-2 cards; the 4 year-2 combat cards go on the central board; an undefeated paladin is swapped for the year-2 one; each room may produce twice; a buy-traps order draws 1 more trap and discards 1; with 2 players the dummy's evil goes down 2; the first player marker passes right with 4 players, left with 3, not with 2.</source>
            <translation>第二年：怪物、房屋與冒險者卡換成第二年用的金背卡；第二年的 4 張戰鬥卡放到中央板上；未被擊敗的聖騎士換成第二年的聖騎士；每個房間可以生產兩次；買陷阱命令多抽一張並棄一張；2 人遊戲中 NPC 的邪惡值下降兩格；起始玩家標示物 4 人傳給右手邊、3 人傳給左手邊、2 人不傳。</translation>
        </message>
        <message>
            <source>Forum post, lines 124–138</source>
            <translation>論壇文章，第 124–138 行</translation>
        </message>
        <message>
            <source>A room that makes 1 food with 3 imps makes 2 food with 6 imps in year 2 (lines 127–128). Buying 1 trap: draw 2, keep 1; buying 2 traps: draw 3, keep 2 (lines 131–132).</source>
            <translation>3 隻小惡魔生產 1 食物的房間，第二年派 6 隻可生產 2 食物（第 127–128 行）。買 1 張陷阱：抽 2 留 1；買 2 張：抽 3 留 2（第 131–132 行）。</translation>
        </message>
        <message>
            <source>A year has four rounds — winter, spring, summer, autumn — each played in phases: New Round, Orders, Production and Orders Retrieval, Event (from round 2), Adventurers (from round 2), End of Round. Round 4 reveals no event and no adventurers and ends with the combat instead of an End of Round.</source>
            <translation>一年有四個回合——冬、春、夏、秋——每回合依階段進行：新的一輪、命令、生產與回手、事件（第 2 回合起）、冒險者（第 2 回合起）、回家。第 4 回合不翻事件卡也沒有新冒險者，最後以戰鬥取代回家階段。</translation>
        </message>
        <message>
            <source>Forum post, lines 9–121</source>
            <translation>論壇文章，第 9–121 行</translation>
        </message>
        <message>
            <source>Orders: each player places 3 of their 6 usable order cards face down; the first, second and third cards are revealed together in turn, and from the first player each puts a minion on the topmost free space of that order (none free: on the card, the order fails). The central board is then resolved row by row, top to bottom, each row left to right.</source>
            <translation>命令：每位玩家從 6 張可用命令卡中選 3 張蓋著放好；大家依序一起翻開第一、第二、第三張，從起始玩家開始把侍從放到該命令最上面的空格（沒有空格：放在命令卡上，命令失敗）。之後從上到下逐行結算中央板，每行由左至右。</translation>
        </message>
        <message>
            <source>Forum post, lines 36–50</source>
            <translation>論壇文章，第 36–50 行</translation>
        </message>
        <message>
            <source>With 2 or 3 players the dummy players place their minions before everyone: with 3, the dummy draws 3 of its 5 cards at random and takes the second space of each; with 2, each of the two dummies draws 2 (second space; the same order twice: second and third), then 1 more (first space; twice: first and second). The dummies' 3 inaccessible cards are then shuffled as the next deck and their 3 used cards become inaccessible.</source>
            <translation>2～3 人遊戲中，NPC 比所有玩家先放侍從：3 人時，NPC 從 5 張牌中隨機抽 3 張，各放在第二格；2 人時，兩個 NPC 各抽 2 張（第二格；同一類命令：第二、三格），再各抽 1 張（第一格；同一類：第一、二格）。之後 NPC 把 3 張無法使用的命令卡洗成下一回合的牌庫，3 張用過的移到無法使用區。</translation>
        </message>
        <message>
            <source>Forum post, lines 51–63</source>
            <translation>論壇文章，第 51–63 行</translation>
        </message>
        <message>
            <source>Production: spare imps (and troll tokens) work rooms that meet their needs. Retrieval: the first order card and the two inaccessible ones return to hand, the second and third become inaccessible; if the second or third failed, take back the first or the failed one and the other becomes inaccessible.</source>
            <translation>生產：剩下的小惡魔（與食人妖指示物）到滿足需求的房間工作。回手：左邊第一張命令卡與兩張無法使用的收回手上，第二、三張移到無法使用區；若第二或第三張失敗，從第一張或失敗的那張選一張回手，另一張進無法使用區。</translation>
        </message>
        <message>
            <source>Forum post, lines 65–78</source>
            <translation>論壇文章，第 65–78 行</translation>
        </message>
        <message>
            <source>Adventurers: the previous round's adventurers are handed out weakest first, to the player lowest on the Evilometer; on equal evil, the earlier in this round's turn order gets the weaker one. With 2 players the dummy's evil goes up 1 first, it counts as nicer on equal evil and its adventurer is discarded. A warrior goes to the front of the queue.</source>
            <translation>冒險者：上一回合的冒險者由弱至強，先分給邪惡計量條位置最低的玩家；邪惡值相同時，本回合執行順位越前的拿到越弱的。2 人遊戲中先將 NPC 的邪惡值加 1，平手時 NPC 算比較 nice 的一方，分給 NPC 的冒險者進棄牌堆。戰士會擠到隊伍最前面。</translation>
        </message>
        <message>
            <source>Forum post, lines 89–98 and 108–110</source>
            <translation>論壇文章，第 89–98、108–110 行</translation>
        </message>
        <message>
            <source>At the End of Round the imps and trolls go home and the first player marker passes to the left.</source>
            <translation>回家階段，工作的小惡魔與食人妖回到巢穴，起始玩家標示物傳給左手邊的玩家。</translation>
        </message>
        <message>
            <source>Forum post, line 80</source>
            <translation>論壇文章，第 80 行</translation>
        </message>
        <message>
            <source>Dungeon Lords is played by 2 to 4 players; with fewer than 4, dummy players fill the four seats at the orders.</source>
            <translation>地城領主為 2 至 4 人遊戲；不足 4 人時由 NPC 補足命令的四個位子。</translation>
        </message>
        <message>
            <source>Forum post, line 40</source>
            <translation>論壇文章，第 40 行</translation>
        </message>
        <message>
            <source>Ruling: a player pays as much of the tax as their gold allows; only the rest becomes dead letters.</source>
            <translation>裁定：玩家用手上的黃金盡量繳稅；只有不足的部分成為死信。</translation>
        </message>
        <message>
            <source>A player keeps their gold and takes a damage token for every gold of the tax.</source>
            <translation>玩家保留黃金，稅金每一黃金都拿一個傷害指示物。</translation>
        </message>
        <message>
            <source>The post counts the gold "paid short", which reads as paying what one can; it does not say whether gold may be held back.</source>
            <translation>文章以「少付」的黃金計算，可理解為能付多少付多少；文章沒有說黃金能否保留不付。</translation>
        </message>
        <message>
            <source>Ruling: apart from the dead letters, the final score is typed in by the group category by category; no rule of this reference checks it.</source>
            <translation>裁定：除了死信之外，最終得分由玩家逐項輸入；本參考的任何規則都不檢查。</translation>
        </message>
        <message>
            <source>Score the rest with the printed rulebook alone.</source>
            <translation>其餘部分只用紙本規則書計分。</translation>
        </message>
        <message>
            <source>Forum post, line 139</source>
            <translation>論壇文章，第 139 行</translation>
        </message>
        <message>
            <source>The post gives no other scoring category: Hallkeeper adds what the group types and labels it as unchecked.</source>
            <translation>文章沒有給出其他計分項目：Hallkeeper 加總玩家輸入的分數，並標明未經檢查。</translation>
        </message>
        <message>
            <source>Ruling: combat, the orders' effects, the special events and the game's setup are played from the printed rulebook; the tracker asks the table to confirm them.</source>
            <translation>裁定：戰鬥、命令的效果、特殊事件與遊戲設置依紙本規則書進行；追蹤器請玩家確認。</translation>
        </message>
        <message>
            <source>Track nothing past the building part of a year.</source>
            <translation>只追蹤每年的建設部分。</translation>
        </message>
        <message>
            <source>Forum post, lines 64 and 123</source>
            <translation>論壇文章，第 64、123 行</translation>
        </message>
        <message>
            <source>The post covers only the building part of a year; combat's rules are in another post.</source>
            <translation>文章只涵蓋每年的建設部分；戰鬥規則在另一篇文章。</translation>
        </message>
        <message>
            <source>%1 = %2, as the group typed them; no rule of this reference checks them (DL-018)</source>
            <translation>%1 = %2，依玩家輸入；本參考的任何規則都不檢查（DL-018）</translation>
        </message>
        <message>
            <source>Dead letters</source>
            <translation>死信</translation>
        </message>
        <message>
            <source>Damage tokens in the dead letter office, from unpaid tax: −3 points each. The year tracker carries them in.</source>
            <translation>死信辦公室中未繳稅金造成的傷害指示物：每個 −3 分。年度追蹤器會自動帶入。</translation>
        </message>
        <message>
            <source>Checked by the rules</source>
            <translation>由規則檢查</translation>
        </message>
        <message>
            <source>Other categories (not checked)</source>
            <translation>其他項目（未檢查）</translation>
        </message>
        <message>
            <source>The points of each other category of the rulebook's final scoring, as the group counts them (negative for a loss). No rule of this reference checks them.</source>
            <translation>規則書最終計分中其他各項的分數，依玩家計算（扣分為負數）。本參考的任何規則都不檢查。</translation>
        </message>
        <message>
            <source>Typed by the group, not checked by any rule</source>
            <translation>玩家輸入，未經任何規則檢查</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>總計</translation>
        </message>
        <message numerus="yes">
            <source>%n dead letter(s) × −3 = %1 (DL-007)</source>
            <translation>
                <numerusform>%n 封死信 × −3 = %1（DL-007）</numerusform>
            </translation>
        </message>
        <message>
            <source>dead letters and the other categories added up</source>
            <translation>死信與其他項目的合計</translation>
        </message>
        <message>
            <source>Enter every player's dead letters, 0 if none (DL-007).</source>
            <translation>請輸入每位玩家的死信數，沒有則填 0（DL-007）。</translation>
        </message>
        <message>
            <source>the dummy player</source>
            <translation>NPC</translation>
        </message>
        <message numerus="yes">
            <source>payday names the monsters let go of each of the %n player(s)</source>
            <translation>
                <numerusform>發薪日需列出 %n 位玩家各自解雇的怪物</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 has no monster %2 to let go (they have %3)</source>
            <translation>%1 沒有第 %2 隻怪物可以解雇（共有 %3 隻）</translation>
        </message>
        <message>
            <source>%1 cannot pay the upkeep of %2 (%3 food, %4 gold) with what is left: let it go</source>
            <translation>%1 剩下的資源付不出 %2 的維持費（%3 食物、%4 黃金）：請讓牠走人</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>the special event is ignored in a First Game (DL-001)</source>
            <translation>First Game 無視特殊事件（DL-001）</translation>
        </message>
        <message>
            <source>the special event resolved as its card says (DL-001, DL-019)</source>
            <translation>特殊事件依卡片指示結算（DL-001、DL-019）</translation>
        </message>
        <message>
            <source>%1 — %2 now has %3</source>
            <translation>%1 — %2 現在有 %3</translation>
        </message>
        <message>
            <source>%1 — the dummy player's evil set to %2</source>
            <translation>%1 — NPC 的邪惡值設為 %2</translation>
        </message>
        <message>
            <source>%1 revealed; it resolves in round %2 (DL-002)</source>
            <translation>翻開%1，於第 %2 回合發動（DL-002）</translation>
        </message>
        <message>
            <source>adventurers of area %1, weakest first: %2 (DL-014)</source>
            <translation>第 %1 區的冒險者，由弱至強：%2（DL-014）</translation>
        </message>
        <message>
            <source>first player: %1 (DL-015)</source>
            <translation>起始玩家：%1（DL-015）</translation>
        </message>
        <message>
            <source>the game is scored (DL-008)</source>
            <translation>進行計分（DL-008）</translation>
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
            <translation>怪物最多 %1 隻，實際為 %2</translation>
        </message>
        <message>
            <source>a "%1" step takes no "%2"; it takes: %3</source>
            <translation>「%1」步驟沒有「%2」；可用：%3</translation>
        </message>
        <message>
            <source>Dungeon Lords — the game is over (%1)</source>
            <translation>地城領主 — 遊戲已結束（%1）</translation>
        </message>
        <message>
            <source>Dungeon Lords — %1, %2 phase</source>
            <translation>地城領主 — %1，%2階段</translation>
        </message>
        <message>
            <source>First player: %1</source>
            <translation>起始玩家：%1</translation>
        </message>
        <message>
            <source>Dummy player's evil: %1</source>
            <translation>NPC 的邪惡值：%1</translation>
        </message>
        <message numerus="yes">
            <source>%1: %2; %n dead letter(s)</source>
            <translation>
                <numerusform>%1：%2；%n 封死信</numerusform>
            </translation>
        </message>
        <message>
            <source>Ledger:</source>
            <translation>帳目：</translation>
        </message>
        <message>
            <source>  nothing paid yet</source>
            <translation>  尚未支付任何東西</translation>
        </message>
        <message>
            <source>Steps recorded:</source>
            <translation>已記錄的步驟：</translation>
        </message>
        <message>
            <source>Final score:</source>
            <translation>最終得分：</translation>
        </message>
        <message>
            <source>Now:</source>
            <translation>現在：</translation>
        </message>
        <message>
            <source>Add 2 room tiles to the room offer (the bargain shop).</source>
            <translation>補充兩個房屋板塊到中央板的討價還價商店。</translation>
        </message>
        <message>
            <source>Discard the unsold room tiles, then add 2 room tiles to the room offer.</source>
            <translation>先將討價還價商店沒賣出的房屋板塊丟到棄牌堆，再補充兩個。</translation>
        </message>
        <message>
            <source>Add 3 monster cards to the monster offer (the underground tavern).</source>
            <translation>補三張怪物卡到中央板的地底酒館。</translation>
        </message>
        <message>
            <source>Discard the unhired monster cards, then add 3 monster cards.</source>
            <translation>先將地底酒館沒人僱用的怪物卡丟到棄牌堆，再補三張。</translation>
        </message>
        <message>
            <source>Reveal event tile %1 of 3: it resolves in round %2's Event phase, so everyone has a round to prepare.</source>
            <translation>翻開第 %1 張事件卡（共 3 張）：於第 %2 回合的事件階段發動，讓大家至少有一個回合準備。</translation>
        </message>
        <message numerus="yes">
            <source>Reveal %n adventurer card(s) and lay them weakest (left) to strongest in area %1; if all are equally strong, discard the last and draw again until one differs.</source>
            <translation>
                <numerusform>翻開 %n 張冒險者卡，由弱（左）至強放在第 %1 區；如果強度都一樣，就棄掉最後一張再翻一張，直到至少有一張不一樣為止。</numerusform>
            </translation>
        </message>
        <message>
            <source>Round 4 reveals no event tile and no new adventurers.</source>
            <translation>第 4 回合沒有事件卡也沒有新冒險者。</translation>
        </message>
        <message>
            <source>Year 2: the rooms, monsters and adventurers come from the gold-back cards.</source>
            <translation>第二年：房屋、怪物與冒險者都使用金背卡。</translation>
        </message>
        <message>
            <source>The dummy player goes first: draw 3 of its 5 order cards at random and put a minion on the second space of each.</source>
            <translation>NPC 先放：從它剩下的 5 張命令卡隨機抽 3 張，把侍從放在各命令的第二格。</translation>
        </message>
        <message>
            <source>The two dummies go first: each draws 2 of its 5 order cards for the second space (the same order twice: second and third), then 1 of the other 3 for the first space (twice: first and second).</source>
            <translation>兩個 NPC 先放：各從 5 張命令卡抽 2 張放第二格（同一類命令：第二、三格），再從剩下的 3 張各抽 1 張放第一格（同一類：第一、二格）。</translation>
        </message>
        <message>
            <source>The dummies' 3 inaccessible cards are shuffled as their next deck; the 3 used become inaccessible.</source>
            <translation>NPC 把 3 張無法使用的命令卡洗成下一回合的牌庫；3 張用過的移到無法使用區。</translation>
        </message>
        <message>
            <source>Each player places 3 of their 6 usable order cards face down, in the order they will run.</source>
            <translation>每位玩家從 6 張可用命令卡中選 3 張，依執行順序蓋著放好。</translation>
        </message>
        <message>
            <source>Reveal the first cards together; from the first player, %1, each puts a minion on the topmost free space of that order (none free: on the card). Then the second cards, then the third.</source>
            <translation>大家一起翻開第一張；從起始玩家 %1 開始，把侍從放到該命令最上面的空格（沒有空格：放在命令卡上）。第二、第三張依此類推。</translation>
        </message>
        <message>
            <source>Resolve the central board row by row, top to bottom, each row left to right.</source>
            <translation>從上面那一行開始逐行結算中央板，每行由左至右。</translation>
        </message>
        <message>
            <source>Year 2: a buy-traps order draws one trap more and discards one (buy 1: draw 2 keep 1; buy 2: draw 3 keep 2).</source>
            <translation>第二年：買陷阱命令多抽一張並棄一張（買 1：抽 2 留 1；買 2：抽 3 留 2）。</translation>
        </message>
        <message>
            <source>Spare imps and troll tokens work rooms; in year 2 each room may produce twice (6 imps on a 3-imp food room: 2 food).</source>
            <translation>剩下的小惡魔與食人妖指示物到房間工作；第二年每個房間可以生產兩次（3 隻小惡魔的食物房間派 6 隻：2 食物）。</translation>
        </message>
        <message>
            <source>Spare imps and troll tokens work rooms that meet their needs.</source>
            <translation>剩下的小惡魔與食人妖指示物到滿足需求的房間工作。</translation>
        </message>
        <message>
            <source>Take back the first order card and the two inaccessible ones; the second and third become inaccessible (a failed second or third: take back it or the first, the other goes up).</source>
            <translation>收回左邊第一張命令卡與兩張無法使用的；第二、三張移到無法使用區（第二或第三張失敗：從它或第一張選一張回手，另一張往上移）。</translation>
        </message>
        <message>
            <source>Type in what changed: gold, food, tiles, evil and monsters.</source>
            <translation>輸入變動：黃金、食物、板塊、邪惡值與怪物。</translation>
        </message>
        <message>
            <source>Tax day (revealed last round): each player pays 1 gold per 2 dungeon tiles, rounded up, conquered tiles included; each gold short is a dead letter.</source>
            <translation>收稅日（上回合翻開）：每兩個地城板塊付一個黃金，無條件進位，被征服的板塊也算；每少付一個黃金就是一封死信。</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n tile(s) taxed: %2 gold due, %3 paid, dead letters: %4.</source>
            <translation>
                <numerusform>%1：%n 個板塊課稅：應繳 %2 黃金，實付 %3，死信：%4。</numerusform>
            </translation>
        </message>
        <message>
            <source>Payday (revealed last round): each player pays every monster's upkeep; a monster not paid leaves.</source>
            <translation>發薪日（上回合翻開）：每位玩家支付每隻怪物的維持費；發不出來的怪物會走人。</translation>
        </message>
        <message>
            <source>%1: pays %2 food and %3 gold; every monster stays.</source>
            <translation>%1：支付 %2 食物與 %3 黃金；怪物全部留下。</translation>
        </message>
        <message>
            <source>%1: pays %2 food and %3 gold; leaving: %4.</source>
            <translation>%1：支付 %2 食物與 %3 黃金；走人：%4。</translation>
        </message>
        <message>
            <source>The special event: ignored in a First Game.</source>
            <translation>特殊事件：First Game 無視。</translation>
        </message>
        <message>
            <source>The special event (revealed last round): turn up a special event card of the Distant Lands and do what it says.</source>
            <translation>特殊事件（上回合翻開）：翻開一張遙遠大陸的特殊事件卡，依上面指示行動。</translation>
        </message>
        <message>
            <source>2 players: the dummy's evil goes up 1 first (to %1); it counts as nicer on equal evil, and its adventurer is discarded.</source>
            <translation>2 人遊戲：先將 NPC 的邪惡值加 1（變成 %1）；平手時 NPC 算比較 nice 的一方，分給它的冒險者進棄牌堆。</translation>
        </message>
        <message>
            <source>%1 (evil %2)</source>
            <translation>%1（邪惡值 %2）</translation>
        </message>
        <message>
            <source>Hand out the adventurers of area %1, weakest first: %2.</source>
            <translation>分配第 %1 區的冒險者，由弱至強：%2。</translation>
        </message>
        <message>
            <source>Each goes on the front space of the dungeon's adventurer queue.</source>
            <translation>各自放到地城冒險者格最前面那格。</translation>
        </message>
        <message>
            <source>Each goes on space %1 of the queue; a warrior pushes in at the front.</source>
            <translation>各自放到冒險者格第 %1 格；戰士會擠到最前面。</translation>
        </message>
        <message>
            <source>Building is over: turn the progress board to its combat side.</source>
            <translation>建設結束：將進度板翻到背面的戰鬥進度板。</translation>
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
            <translation>新的一輪</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Production and Orders Retrieval</source>
            <translation>生產與回手</translation>
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
            <translation>戰鬥</translation>
        </message>
        <message>
            <source>Year 2 set-up</source>
            <translation>第二年準備</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最終計分</translation>
        </message>
        <message>
            <source>payday</source>
            <translation>發薪日</translation>
        </message>
        <message>
            <source>tax day</source>
            <translation>收稅日</translation>
        </message>
        <message>
            <source>special event</source>
            <translation>特殊事件</translation>
        </message>
        <message>
            <source>Working imps and trolls go back to the nest; the first player marker passes left: %1 → %2.</source>
            <translation>工作的小惡魔與食人妖回到巢穴；起始玩家標示物傳給左手邊：%1 → %2。</translation>
        </message>
        <message>
            <source>Combat: play it with the rulebook (this reference does not cover it), type in the conquered tiles and what changed, then confirm.</source>
            <translation>戰鬥：依規則書進行（本參考不涵蓋），輸入被征服的板塊與其他變動後確認。</translation>
        </message>
        <message>
            <source>After this combat the game is scored.</source>
            <translation>這場戰鬥結束後進行計分。</translation>
        </message>
        <message>
            <source>Swap the monster, room and adventurer decks for the gold-back year-2 cards; put the 4 year-2 combat cards on the central board.</source>
            <translation>把怪物、房屋與冒險者牌堆換成第二年用的金背卡；把第二年的 4 張戰鬥卡放到中央板上。</translation>
        </message>
        <message>
            <source>If year 1's paladin was not defeated, swap him for the year-2 paladin.</source>
            <translation>如果第一年的聖騎士沒有被擊敗，將他換成第二年的聖騎士。</translation>
        </message>
        <message>
            <source>2 players: the dummy's evil goes down 2 (to %1).</source>
            <translation>2 人遊戲：NPC 的邪惡值往下兩格（變成 %1）。</translation>
        </message>
        <message>
            <source>The first player marker passes right: %1.</source>
            <translation>起始玩家標示物傳給右手邊：%1。</translation>
        </message>
        <message>
            <source>The first player marker passes left: %1.</source>
            <translation>起始玩家標示物傳給左手邊：%1。</translation>
        </message>
        <message>
            <source>The first player marker stays with %1.</source>
            <translation>起始玩家標示物不傳，留在 %1。</translation>
        </message>
        <message>
            <source>The game is over: open the final sheet. Each dead letter costs 3 points; the group types the other categories.</source>
            <translation>遊戲結束：打開最終計分表。每封死信扣 3 分；其他項目由玩家輸入。</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n 個板塊</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2: tax %3 gold on %4, paid in full (%5)</source>
            <translation>%1 — %2：%4 收稅 %3 黃金，全額繳清（%5）</translation>
        </message>
        <message numerus="yes">
            <source>%1 — %2: tax %3 gold on %4, paid %5: %n dead letter(s) (%6)</source>
            <translation>
                <numerusform>%1 — %2：%4 收稅 %3 黃金，實付 %5：%n 封死信（%6）</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2: payday, %3 food and %4 gold paid (%5)</source>
            <translation>%1 — %2：發薪日，支付 %3 食物與 %4 黃金（%5）</translation>
        </message>
        <message>
            <source>%1 — %2: payday, %3 food and %4 gold paid; left: %5 (%6)</source>
            <translation>%1 — %2：發薪日，支付 %3 食物與 %4 黃金；走人：%5（%6）</translation>
        </message>
        <message>
            <source>%1 (upkeep %2 food, %3 gold)</source>
            <translation>%1（維持費 %2 食物、%3 黃金）</translation>
        </message>
        <message>
            <source>%1 gold, %2 food, %3 tiles (%4 conquered), evil %5</source>
            <translation>%1 黃金、%2 食物、%3 個板塊（被征服 %4）、邪惡值 %5</translation>
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
                <numerusform>%n 個鋼</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n gold</source>
            <translation>
                <numerusform>%n 個黃金</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n artifact(s)</source>
            <translation>
                <numerusform>%n 個神器</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n medal(s)</source>
            <translation>
                <numerusform>%n 枚勳章</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n iron</source>
            <translation>
                <numerusform>%n 個鐵</numerusform>
            </translation>
        </message>
        <message>
            <source>steel</source>
            <translation>鋼</translation>
        </message>
        <message>
            <source>gold</source>
            <translation>黃金</translation>
        </message>
        <message>
            <source>artifacts</source>
            <translation>神器</translation>
        </message>
        <message>
            <source>medals</source>
            <translation>勳章</translation>
        </message>
        <message>
            <source>iron</source>
            <translation>鐵</translation>
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
            <translation>鐵礦脈</translation>
        </message>
        <message>
            <source>Gold vein</source>
            <translation>金礦脈</translation>
        </message>
        <message>
            <source>Smelt steel</source>
            <translation>煉鋼</translation>
        </message>
        <message>
            <source>Forge a sword</source>
            <translation>鑄劍</translation>
        </message>
        <message>
            <source>Forge another artifact</source>
            <translation>鍛造其他神器</translation>
        </message>
        <message>
            <source>Orc raiders</source>
            <translation>半獸人劫掠者</translation>
        </message>
        <message>
            <source>Mine goblin</source>
            <translation>礦坑妖精</translation>
        </message>
        <message>
            <source>Fire dragon</source>
            <translation>噴火龍</translation>
        </message>
        <message>
            <source>Giant fire dragon</source>
            <translation>巨大噴火龍</translation>
        </message>
        <message>
            <source>Flame-haired goblin</source>
            <translation>焰髮妖精</translation>
        </message>
        <message>
            <source>no player may trigger a mining action this round</source>
            <translation>此輪沒有玩家可以觸發開採行動</translation>
        </message>
        <message>
            <source>every player returns 1 iron</source>
            <translation>每個玩家把一個鐵放回補充區</translation>
        </message>
        <message>
            <source>every player returns 1 gold</source>
            <translation>每個玩家把一個黃金放回補充區</translation>
        </message>
        <message>
            <source>every player returns all their gold</source>
            <translation>每個玩家把自己所有的黃金放回補充區</translation>
        </message>
        <message>
            <source>every player turns 2 gold into 2 iron (1 into 1 with only 1 gold)</source>
            <translation>每個玩家把兩個黃金換成兩個鐵（只有一個黃金時換成一個鐵）</translation>
        </message>
        <message>
            <source>No bot: 2 to 5 players</source>
            <translation>無自動對手：2 至 5 人</translation>
        </message>
        <message>
            <source>Kili</source>
            <translation>奇力</translation>
        </message>
        <message>
            <source>Gimli</source>
            <translation>金靈</translation>
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
            <translation>《矮人族》牌桌追蹤檔</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>計分</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家人數</translation>
        </message>
        <message>
            <source>The round</source>
            <translation>一輪遊戲</translation>
        </message>
        <message>
            <source>Medals</source>
            <translation>勳章</translation>
        </message>
        <message>
            <source>Cards and resources</source>
            <translation>卡牌與資源</translation>
        </message>
        <message>
            <source>Solo game</source>
            <translation>單人遊戲</translation>
        </message>
        <message>
            <source>At the end of the game each player counts their steel, gold and artifacts: the three categories of the score.</source>
            <translation>遊戲結束時，每個玩家計算自己的鋼、黃金和神器：這是計分的三個項目。</translation>
        </message>
        <message>
            <source>The hero of the masses (the winner) has the most in more of the three categories: each category is compared on its own, and a category tied for the most counts for nobody.</source>
            <translation>群眾的英雄（優勝者）是在三個項目中較多項目數量最多的玩家：每個項目各自比較，數量最多者平手的項目不算任何人的。</translation>
        </message>
        <message>
            <source>On a tie, the player with the most medals wins.</source>
            <translation>平手時，擁有最多勳章的玩家獲勝。</translation>
        </message>
        <message>
            <source>Still tied, the player with the most iron wins; still tied, the one with the most artifacts.</source>
            <translation>如果還是平手，擁有最多鐵的玩家獲勝；仍然平手，則比較神器數量。</translation>
        </message>
        <message>
            <source>Ruling: with 3 to 5 players each category goes to its sole leader (a category tied for the most counts for nobody); the most categories won makes the hero, and a tie on categories won is broken by medals, iron and artifacts among the tied players only.</source>
            <translation>裁定：3 至 5 人遊戲時，每個項目由唯一數量最多的玩家贏得（最多者平手的項目不算任何人的）；贏得最多項目的玩家成為英雄，贏得項目數平手時，只在平手的玩家之間依序比較勳章、鐵和神器。</translation>
        </message>
        <message>
            <source>Rank the players in each category and give points by place (with 3 players 3, 2 and 1; players tied share the better place's points); the most points wins, ties broken the same way.</source>
            <translation>在每個項目中為玩家排名並依名次給分（3 人時為 3、2、1 分；平手的玩家都得較好名次的分數）；總分最高者獲勝，平手時以同樣方式決定。</translation>
        </message>
        <message>
            <source>Ruling: players still tied after artifacts share the victory; each is a hero of the masses.</source>
            <translation>裁定：比較神器後仍然平手的玩家共享勝利；每人都是群眾的英雄。</translation>
        </message>
        <message>
            <source>No hero: a game still tied after artifacts has no winner.</source>
            <translation>沒有英雄：比較神器後仍然平手的遊戲沒有優勝者。</translation>
        </message>
        <message>
            <source>The rulebook names no step after artifacts. Players level on everything it counts have the same claim to the title, so they share it, as the result says.</source>
            <translation>規則書沒有列出神器之後的比較。所有計算項目都相同的玩家對這個稱號有同等的資格，因此共享它，結果中也會註明。</translation>
        </message>
        <message>
            <source>The game ends at the end of a round in which a player has made 4 artifacts (4 or more held: nothing takes an artifact away), or when a card must be drawn from the empty mountain deck.</source>
            <translation>當一輪結束時有玩家製作出 4 個神器（擁有 4 個以上：沒有任何效果會拿走神器），或需要從已空的高山牌堆抽牌時，遊戲結束。</translation>
        </message>
        <message>
            <source>The game ended at the end of round %1: %2 made 4 artifacts</source>
            <translation>遊戲在第 %1 輪結束時結束：%2 製作出 4 個神器</translation>
        </message>
        <message>
            <source>When a card must be drawn from the empty mountain deck, the game ends at once: in the mining phase, before that round's dispatch.</source>
            <translation>需要從已空的高山牌堆抽牌時，遊戲立即結束：發生在開採階段，在該輪的行動派遣之前。</translation>
        </message>
        <message>
            <source>The game ended in round %1: a card had to be drawn from the empty mountain deck</source>
            <translation>遊戲在第 %1 輪結束：需要從已空的高山牌堆抽牌</translation>
        </message>
        <message>
            <source>One copy of Dwarf seats up to 3 players; combined with a second copy, up to 5: two mines of 9 squares each, two cards drawn for each in the mining phase.</source>
            <translation>一套《矮人族》最多供 3 人遊戲；結合第二套則最多 5 人：兩個各有 9 格的礦坑，開採階段時每個礦坑各抽兩張牌。</translation>
        </message>
        <message>
            <source>%1 players need two copies of Dwarf combined: one copy seats at most 3</source>
            <translation>%1 人遊戲需要結合兩套《矮人族》：一套最多供 3 人</translation>
        </message>
        <message>
            <source>If the start player triggered a reinforce or a forge action this round, the start player marker passes clockwise to the next player at the end of the round.</source>
            <translation>若起始玩家在此輪觸發過增援或鍛造行動，一輪結束時把起始玩家指示物傳給順時鐘方向的下一位玩家。</translation>
        </message>
        <message>
            <source>A worker on a defense square beats its monster, and each successful defense earns that player 1 medal.</source>
            <translation>防衛格上的工人會打敗該格的怪獸，每一次成功的防衛，該玩家獲得一枚勳章。</translation>
        </message>
        <message>
            <source>Reward of Courage: a player earns 1 medal for each of their workers on a defense square, counting every defense square.</source>
            <translation>勇氣的獎勵：玩家在防衛格上的每一個工人可以得到一枚勳章，所有防衛格都算。</translation>
        </message>
        <message>
            <source>%1: %2 workers on defense squares; the reward counts 1 to 4, a player has at most 4 workers</source>
            <translation>%1：防衛格上有 %2 個工人；獎勵計算 1 至 4 個，一個玩家最多有 4 個工人</translation>
        </message>
        <message>
            <source>A special action takes both main workers, or 4 medals and one worker.</source>
            <translation>特殊行動需要放兩個主要工人，或花費 4 枚勳章並放一個工人。</translation>
        </message>
        <message>
            <source>%1 has %2 medals; a special action paid with medals costs 4</source>
            <translation>%1 有 %2 枚勳章；以勳章支付的特殊行動需要 4 枚</translation>
        </message>
        <message>
            <source>The fixed conversions: an iron vein gives 3 iron, a gold vein 1 gold; smelting steel turns 3 iron into 2 steel, forging a sword 3 steel into 1 artifact. Other artifacts cost what their card prints.</source>
            <translation>固定轉換：鐵礦脈得到 3 個鐵，金礦脈得到 1 個黃金；煉鋼把 3 個鐵換成 2 個鋼，鑄劍把 3 個鋼換成 1 個神器。其他神器的花費以卡牌上印的為準。</translation>
        </message>
        <message>
            <source>%1 has %2; %3 takes %4</source>
            <translation>%1 有 %2；%3 需要 %4</translation>
        </message>
        <message>
            <source>A monster whose defense square has no worker hits every player: orc raiders, no mining actions this round; mine goblin, 1 iron each; fire dragon, 1 gold each; giant fire dragon, all their gold; flame-haired goblin, 2 gold turned into 2 iron (1 into 1 for a player with 1 gold).</source>
            <translation>防衛格上沒有工人的怪獸會攻擊所有玩家：半獸人劫掠者，此輪不能開採；礦坑妖精，每人失去 1 個鐵；噴火龍，每人失去 1 個黃金；巨大噴火龍，每人失去所有黃金；焰髮妖精，每人把 2 個黃金換成 2 個鐵（只有 1 個黃金的玩家換 1 個）。</translation>
        </message>
        <message>
            <source>No mining action this round: the orc raiders were not defended</source>
            <translation>此輪不能開採：沒有防衛半獸人劫掠者</translation>
        </message>
        <message>
            <source>Resources have no limit, but a player may never have more than 4 workers.</source>
            <translation>資源數量沒有上限，但一個玩家不能擁有超過 4 個工人。</translation>
        </message>
        <message>
            <source>%1 would have %2 workers; a player has at most 4</source>
            <translation>%1 將會有 %2 個工人；一個玩家最多 4 個</translation>
        </message>
        <message>
            <source>Solo: the bot (Kili, Gimli or Thorin Oakenshield) plays first every round, the order never changes, and it never takes a special action; otherwise it is a normal two-player game.</source>
            <translation>單人遊戲：自動對手（奇力、金靈或索林·橡木盾）每一輪總是先行動，順序不會改變，且絕不採取特殊行動；其他方面如同一般的雙人遊戲。</translation>
        </message>
        <message>
            <source>%1 is the solo bot: it plays first every round and never takes a special action</source>
            <translation>%1 是單人遊戲的自動對手：每一輪都先行動，且絕不採取特殊行動</translation>
        </message>
        <message>
            <source>Solo against Gimli or Thorin (not Kili): your 1st, 2nd and 3rd special actions give him 1, 2 and 3 medals.</source>
            <translation>對抗金靈或索林的單人遊戲（奇力除外）：你第一、第二、第三次特殊行動分別讓他獲得一、二、三枚勳章。</translation>
        </message>
        <message>
            <source>After your three special actions Gimli has 6 medals from them (1 + 2 + 3).</source>
            <translation>你三次特殊行動之後，金靈因此獲得 6 枚勳章（1 + 2 + 3）。</translation>
        </message>
        <message>
            <source>Solo against Gimli or Thorin: you may take at most 3 special actions in the game.</source>
            <translation>對抗金靈或索林的單人遊戲：整場遊戲你最多只能選用三次特殊行動。</translation>
        </message>
        <message>
            <source>You have taken %1 special actions; against %2 at most 3 in a game</source>
            <translation>你已選用 %1 次特殊行動；對抗%2時整場遊戲最多 3 次</translation>
        </message>
        <message>
            <source>Solo: Gimli (and Thorin) wins at once as soon as he has 12 medals.</source>
            <translation>單人遊戲：金靈（和索林）一旦累積 12 枚勳章就立即獲勝。</translation>
        </message>
        <message>
            <source>%1 has %2 medals and has won at once: the game is over</source>
            <translation>%1 有 %2 枚勳章，立即獲勝：遊戲結束</translation>
        </message>
        <message>
            <source>Solo: when Gimli (or Thorin) triggers a forge action, he triggers it twice if he has the resources.</source>
            <translation>單人遊戲：金靈（或索林）觸發鍛造行動時，如果有足夠的資源，就接連觸發兩次。</translation>
        </message>
        <message>
            <source>Steel</source>
            <translation>鋼</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>黃金</translation>
        </message>
        <message>
            <source>Artifacts</source>
            <translation>神器</translation>
        </message>
        <message>
            <source>Counted at the end</source>
            <translation>結束時計算</translation>
        </message>
        <message>
            <source>Tie-breaks</source>
            <translation>平手時比較</translation>
        </message>
        <message>
            <source>For the record</source>
            <translation>記錄用</translation>
        </message>
        <message>
            <source>The player's steel at the end of the game</source>
            <translation>遊戲結束時該玩家的鋼</translation>
        </message>
        <message>
            <source>The player's gold at the end of the game</source>
            <translation>遊戲結束時該玩家的黃金</translation>
        </message>
        <message>
            <source>The artifacts the player made</source>
            <translation>該玩家製作的神器</translation>
        </message>
        <message>
            <source>Needed only to break a tie</source>
            <translation>只在平手時需要</translation>
        </message>
        <message>
            <source>Iron</source>
            <translation>鐵</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>工人</translation>
        </message>
        <message>
            <source>The player's workers: 4 at most</source>
            <translation>該玩家的工人：最多 4 個</translation>
        </message>
        <message>
            <source>Two copies combined (4–5 players)</source>
            <translation>結合兩套遊戲（4–5 人）</translation>
        </message>
        <message>
            <source>One copy of Dwarf seats up to 3 players</source>
            <translation>一套《矮人族》最多供 3 人遊戲</translation>
        </message>
        <message>
            <source>Categories with 3–5 players</source>
            <translation>3–5 人時的項目判定</translation>
        </message>
        <message>
            <source>The rulebook is silent on 3 to 5 players: the group's ruling, saved with the sheet</source>
            <translation>規則書對 3 至 5 人未作說明：由玩家們裁定，與計分表一起儲存</translation>
        </message>
        <message>
            <source>Sole leader wins each</source>
            <translation>唯一最多者贏得該項</translation>
        </message>
        <message>
            <source>Points by place</source>
            <translation>依名次計分</translation>
        </message>
        <message>
            <source>%1 players need two copies of Dwarf combined: one copy seats at most 3; choose "Two copies combined"</source>
            <translation>%1 人遊戲需要結合兩套《矮人族》：一套最多供 3 人；請勾選「結合兩套遊戲」</translation>
        </message>
        <message>
            <source>Category points</source>
            <translation>項目得分</translation>
        </message>
        <message>
            <source>Categories won</source>
            <translation>贏得項目數</translation>
        </message>
        <message>
            <source>not decided: %1 still to be entered for %2</source>
            <translation>要等 %2 的%1輸入後才能決定</translation>
        </message>
        <message>
            <source>points by place</source>
            <translation>依名次計分</translation>
        </message>
        <message>
            <source>%1 has the most</source>
            <translation>%1最多</translation>
        </message>
        <message>
            <source>%1 are tied for the most: it counts for nobody</source>
            <translation>%1同為最多：此項不算任何人的</translation>
        </message>
        <message>
            <source>%1: %2 — %3.</source>
            <extracomment>A step of the verdict: "Gold: Ann 9, Bob 10 — Bob has the most (DWARF-002)."</extracomment>
            <translation>%1：%2 — %3。</translation>
        </message>
        <message>
            <source>Not entered yet</source>
            <translation>尚未輸入</translation>
        </message>
        <message>
            <source>Breaks a tie first</source>
            <translation>平手時第一個比較</translation>
        </message>
        <message>
            <source>Breaks a tie after medals</source>
            <translation>平手時在勳章之後比較</translation>
        </message>
        <message>
            <source>No category won</source>
            <translation>沒有贏得任何項目</translation>
        </message>
        <message>
            <source>Won: %1</source>
            <translation>贏得：%1</translation>
        </message>
        <message>
            <source>Enter every player's steel, gold and artifacts</source>
            <translation>請輸入每位玩家的鋼、黃金和神器</translation>
        </message>
        <message>
            <source>Categories with 3 to 5 players: points by place, the most points wins</source>
            <translation>3 至 5 人時的項目判定：依名次計分，得分最高者獲勝</translation>
        </message>
        <message>
            <source>Categories with 3 to 5 players: each goes to its sole leader, the most categories wins</source>
            <translation>3 至 5 人時的項目判定：每項由唯一最多者贏得，贏得最多項目者獲勝</translation>
        </message>
        <message>
            <source>Still tied after artifacts: a shared victory</source>
            <translation>比較神器後仍然平手：共享勝利</translation>
        </message>
        <message>
            <source>%1 has %2 medals and wins at once: the game is over</source>
            <translation>%1 有 %2 枚勳章，立即獲勝：遊戲結束</translation>
        </message>
        <message>
            <source>a solo game has 2 players, you and the bot; found %1</source>
            <translation>單人遊戲有 2 位玩家：你和自動對手；實際為 %1</translation>
        </message>
        <message>
            <source>Dwarf is for 2 to 5 players (or 1 against a bot); found %1</source>
            <translation>《矮人族》適合 2 至 5 人（或 1 人對抗自動對手）；實際為 %1</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>玩家需要名字</translation>
        </message>
        <message>
            <source>"%1" is the name of another player</source>
            <translation>「%1」是另一位玩家的名字</translation>
        </message>
        <message>
            <source>expected a player from 0 to %1, found %2</source>
            <translation>預期玩家編號 0 至 %1，實際為 %2</translation>
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
            <translation>此變更</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>第 %1 輪</translation>
        </message>
        <message>
            <source>%1 — %2: %3, twice: %4</source>
            <translation>%1 — %2：%3，兩次：%4</translation>
        </message>
        <message>
            <source>%1 — %2: %3: %4</source>
            <translation>%1 — %2：%3：%4</translation>
        </message>
        <message>
            <source>nothing to lose</source>
            <translation>沒有可失去的</translation>
        </message>
        <message>
            <source>%1 — %2, undefended: %3</source>
            <translation>%1 — %2，未防衛：%3</translation>
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
            <translation>%1 — %2 防衛成功：%3</translation>
        </message>
        <message numerus="yes">
            <source>%1 — %2: Reward of Courage, %n worker(s) on defense: %3</source>
            <translation>
                <numerusform>%1 — %2：勇氣的獎勵，防衛格上有 %n 個工人：%3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2 takes a special action with 4 medals and a worker</source>
            <translation>%1 — %2 花費 4 枚勳章和一個工人選用特殊行動</translation>
        </message>
        <message>
            <source>%1 — %2 takes a special action with both main workers</source>
            <translation>%1 — %2 放兩個主要工人選用特殊行動</translation>
        </message>
        <message numerus="yes">
            <source>; special action %1 of 3: %2 gains %n medal(s), %3</source>
            <translation>
                <numerusform>；第 %1 次特殊行動（共 3 次）：%2 獲得 %n 枚勳章，%3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2 reinforces: %3 workers this round, at most 4</source>
            <translation>%1 — %2 增援：此輪有 %3 個工人，最多 4 個</translation>
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
            <translation>第 %1 輪結束</translation>
        </message>
        <message>
            <source>: %1 made 4 artifacts, the game is over</source>
            <translation>：%1 製作出 4 個神器，遊戲結束</translation>
        </message>
        <message>
            <source>: %1 starts the next round, as every round</source>
            <translation>：%1 如每一輪一樣先開始下一輪</translation>
        </message>
        <message>
            <source>: the start player marker passes to %1</source>
            <translation>：起始玩家指示物傳給 %1</translation>
        </message>
        <message>
            <source>: %1 keeps the start player marker</source>
            <translation>：%1 保留起始玩家指示物</translation>
        </message>
        <message>
            <source>%1 — a card must be drawn from the empty mountain deck: the game is over</source>
            <translation>%1 — 需要從已空的高山牌堆抽牌：遊戲結束</translation>
        </message>
        <message>
            <source>Dwarf: table tracker (solo and rounds)</source>
            <translation>《矮人族》：牌桌追蹤（單人與每輪）</translation>
        </message>
        <message>
            <source>%1: decided once every player has an entry for %2</source>
            <translation>%1：所有玩家的%2輸入後才能決定</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n point(s) by place among %2 players</source>
            <translation>
                <numerusform>%1：在 %2 位玩家中依名次得 %n 分</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: the most, a category won</source>
            <translation>%1：最多，贏得此項</translation>
        </message>
        <message>
            <source>%1: tied for the most with %2, so nobody wins it</source>
            <translation>%1：與 %2 同為最多，因此沒有人贏得此項</translation>
        </message>
        <message>
            <source>%1: %2 has more (%3)</source>
            <translation>%1：%2 較多（%3）</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game</source>
            <translation>規則書「遊戲目標」</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game, and scoring examples 1 and 2</source>
            <translation>規則書「遊戲目標」，以及計分舉例 1、2</translation>
        </message>
        <message>
            <source>Example 1: 小明 has 4, 9 and 8, 小芬 2, 10 and 12; 小芬 has more in two of the three categories and wins. The printed icons are garbled: Hallkeeper reads the numbers in the order the goal of the game names them (steel, gold, artifacts); the verdict does not depend on it.</source>
            <translation>舉例 1：小明有 4、9 和 8，小芬有 2、10 和 12；小芬在三個項目中有兩項較多，因此獲勝。印刷的圖示已損壞：Hallkeeper 依「遊戲目標」列出的順序（鋼、黃金、神器）解讀這些數字；結果與順序無關。</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game; 平時時 is a misprint of 平手時, "on a tie"</source>
            <translation>規則書「遊戲目標」；「平時時」是「平手時」的誤植</translation>
        </message>
        <message>
            <source>Example 2: 小明 has 4, 9 and 8, 小芬 2, 9 and 14: one category each and one tied. 小芬 has 9 medals and 小明 7, so 小芬 wins.</source>
            <translation>舉例 2：小明有 4、9 和 8，小芬有 2、9 和 14：雙方各贏一項，一項平手。小芬有 9 枚勳章，小明有 7 枚，因此小芬獲勝。</translation>
        </message>
        <message>
            <source>Example 3: 小明 and 小芬 are tied on the categories and on medals; 小芬 has 5 iron and 小明 1, so 小芬 wins.</source>
            <translation>舉例 3：小明和小芬在三個項目和勳章上都平手；小芬有 5 個鐵，小明有 1 個，因此小芬獲勝。</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game: written for two players, silent on three to five</source>
            <translation>規則書「遊戲目標」：為兩人遊戲而寫，對 3 至 5 人未作說明</translation>
        </message>
        <message>
            <source>The rulebook's examples 1 and 2 compare each category on its own between two players and let a tied category count for nobody. The sole-leader ruling keeps exactly that with more players and is the rulebook itself with two; ranking points reward second places, which the rulebook never mentions. The score sheet saves the group's choice and the result shows it.</source>
            <translation>規則書的舉例 1、2 在兩位玩家之間逐項比較，平手的項目不算任何人的。「唯一最多者」裁定在更多玩家時完全保留這一點，兩人時就是規則書本身；名次計分則獎勵第二名，而規則書從未提及。計分表會儲存玩家們的選擇，結果中也會顯示。</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game: the tie-breaks stop at artifacts</source>
            <translation>規則書「遊戲目標」：平手的比較到神器為止</translation>
        </message>
        <message>
            <source>Rulebook, How the game is played</source>
            <translation>規則書「遊戲如何進行」</translation>
        </message>
        <message>
            <source>Rulebook, Mining phase</source>
            <translation>規則書「開採階段」</translation>
        </message>
        <message>
            <source>Rulebook, Combining two copies</source>
            <translation>規則書「結合兩套遊戲」</translation>
        </message>
        <message>
            <source>Rulebook, End of the round; also Trigger phase: reinforce and forge, and the mountain card glossary: rotate the start player</source>
            <translation>規則書「一輪結束」；另見「行動觸發階段」的增援與鍛造，以及高山牌術語表：輪替起始玩家</translation>
        </message>
        <message>
            <source>Rulebook, Trigger phase: defend</source>
            <translation>規則書「行動觸發階段：防衛」</translation>
        </message>
        <message>
            <source>Rulebook, mountain card glossary: Reward of Courage</source>
            <translation>規則書高山牌術語表：勇氣的獎勵</translation>
        </message>
        <message>
            <source>Rulebook, Dispatch phase: special action</source>
            <translation>規則書「行動派遣階段：特殊行動」</translation>
        </message>
        <message>
            <source>Rulebook, Smelting and the mountain card glossary</source>
            <translation>規則書「煉鋼說明」與高山牌術語表</translation>
        </message>
        <message>
            <source>Rulebook, Trigger phase: defend and the mountain card glossary. The glossary says "if not defended at the end of the round"; the attack comes when the defense square triggers, before the mining actions the orc raiders forbid.</source>
            <translation>規則書「行動觸發階段：防衛」與高山牌術語表。術語表寫「如果此輪結束時沒有防衛」；攻擊發生在防衛格觸發時，在半獸人劫掠者所禁止的開採行動之前。</translation>
        </message>
        <message>
            <source>Rulebook, Setup</source>
            <translation>規則書「遊戲開始的設置」</translation>
        </message>
        <message>
            <source>Rulebook, Solo game</source>
            <translation>規則書「單人遊戲」</translation>
        </message>
        <message>
            <source>Rulebook, Solo game: Gimli; Thorin follows all of Gimli's rules</source>
            <translation>規則書「單人遊戲：金靈」；索林遵循金靈的所有規則</translation>
        </message>
        <message>
            <source>Rulebook, Solo game: Gimli</source>
            <translation>規則書「單人遊戲：金靈」</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>nothing</source>
            <translation>無</translation>
        </message>
        <message>
            <source>spells are cast before recruiting or digging</source>
            <translation>咒語須在徵募或挖掘之前釋放</translation>
        </message>
        <message>
            <source>workshops are used before recruiting or digging</source>
            <translation>工坊須在徵募或挖掘之前啟動</translation>
        </message>
        <message>
            <source>recruit or dig</source>
            <translation>徵募或挖掘</translation>
        </message>
        <message>
            <source>recruiting comes before halls and statue moves</source>
            <translation>徵募須在設立大廳和移動雕像之前進行</translation>
        </message>
        <message>
            <source>digging comes before halls and statue moves</source>
            <translation>挖掘須在設立大廳和移動雕像之前進行</translation>
        </message>
        <message>
            <source>halls are dedicated before statues move</source>
            <translation>大廳須在移動雕像之前設立</translation>
        </message>
        <message>
            <source>recruit or dig first</source>
            <translation>請先徵募或挖掘</translation>
        </message>
        <message>
            <source>spells are cast before halls and statue moves</source>
            <translation>咒語須在設立大廳和移動雕像之前釋放</translation>
        </message>
        <message>
            <source>workshops are used before halls and statue moves</source>
            <translation>工坊須在設立大廳和移動雕像之前啟動</translation>
        </message>
    </context>
    <context>
        <name>FileLock</name>
        <message>
            <source>%1 cannot be written: the folder %2 does not exist</source>
            <translation>無法寫入 %1：資料夾 %2 不存在</translation>
        </message>
        <message>
            <source>%1 cannot be written: no lock file can be made in %2</source>
            <translation>無法寫入 %1：無法在 %2 建立鎖定檔</translation>
        </message>
        <message>
            <source>%1 cannot be written: no lock file can be made in %2: %3</source>
            <translation>無法寫入 %1：無法在 %2 建立鎖定檔：%3</translation>
        </message>
        <message>
            <source>%1 is being written by another program</source>
            <translation>%1 正由另一個程式寫入</translation>
        </message>
        <message>
            <source>%1 is open in %2 (process %3 on %4)</source>
            <translation>%1 已在 %2 中開啟（%4 上的程序 %3）</translation>
        </message>
        <message>
            <source>%1 is open in %2 (process %3)</source>
            <translation>%1 已在 %2 中開啟（程序 %3）</translation>
        </message>
    </context>
    <context>
        <name>GameReader</name>
        <message>
            <source>expected a level from 0 (a starting troll) to 3, found %1</source>
            <translation>等級應為 0（起始巨魔）到 3，實際為 %1</translation>
        </message>
        <message>
            <source>expected a resource such as "stone" or a clan cart such as "cart:fire", found %1</source>
            <translation>應為資源（例如 "stone"）或氏族礦車（例如 "cart:fire"），實際為 %1</translation>
        </message>
        <message>
            <source>only a cart icon carries a clan mark ("cart:fire", "cart:ice", "cart:moon"), found %1</source>
            <translation>只有礦車標記能帶有氏族印記（"cart:fire"、"cart:ice"、"cart:moon"），實際為 %1</translation>
        </message>
        <message>
            <source>expected a troll icon as [slot, icon], found %1</source>
            <translation>應為 [slot, icon] 形式的巨魔資源標記，實際為 %1</translation>
        </message>
        <message>
            <source>expected a market level from 1 to 3, found %1</source>
            <translation>氏族卡堆的等級應為 1 到 3，實際為 %1</translation>
        </message>
        <message>
            <source>a correction says why it was made</source>
            <translation>修正必須說明原因</translation>
        </message>
        <message>
            <source>expected a player name, found an empty one</source>
            <translation>應填寫玩家名稱，實際為空白</translation>
        </message>
        <message>
            <source>expected the 4 starting trolls of the bottom row, found %1</source>
            <translation>最下面一行應為 4 個起始巨魔，實際為 %1 個</translation>
        </message>
        <message>
            <source>unknown workshop "%1"</source>
            <translation>未知的工坊「%1」</translation>
        </message>
        <message>
            <source>expected 5 layers of 3 token values (Fire, Ice, Moon), found %1 layers</source>
            <translation>應為 5 層、每層 3 個標記數值（烈火、冰霜、皎月），實際為 %1 層</translation>
        </message>
        <message>
            <source>expected a player from 0 to %1, found %2</source>
            <translation>玩家應為 0 到 %1，實際為 %2</translation>
        </message>
        <message>
            <source>an override says why the table did it anyway</source>
            <translation>例外紀錄必須說明玩家們為何仍然這樣做</translation>
        </message>
        <message>
            <source>an illegal action, not recorded as an override: %1</source>
            <translation>違反規則的行動，且未記為例外紀錄：%1</translation>
        </message>
        <message>
            <source>the recorded ledger differs from what replaying the action gives</source>
            <translation>記錄的收支明細與重播此行動得到的結果不同</translation>
        </message>
        <message>
            <source>expected "eachPart" or "wholeTile", found %1</source>
            <translation>應為 "eachPart" 或 "wholeTile"，實際為 %1</translation>
        </message>
        <message>
            <source>expected the 3 token values of the layer (Fire, Ice, Moon), found %1</source>
            <translation>應為該層的 3 個標記數值（烈火、冰霜、皎月），實際為 %1 個</translation>
        </message>
        <message>
            <source>expected the names of at most 3 face-up spells, found %1</source>
            <translation>應為至多 3 張翻開咒語的名稱，實際為 %1 個</translation>
        </message>
        <message>
            <source>the box holds %1 workshop tiles, but a game of %2 players needs %3</source>
            <translation>遊戲盒中有 %1 塊工坊板塊，但 %2 人遊戲需要 %3 塊</translation>
        </message>
        <message>
            <source>an action beyond Hallkeeper's limits: %1</source>
            <translation>超出 Hallkeeper 上限的行動：%1</translation>
        </message>
        <message>
            <source>a level %1 troll belongs to a clan; this one has none</source>
            <translation>%1 級巨魔屬於某個氏族，但這張卡沒有填寫氏族</translation>
        </message>
        <message>
            <source>a game places at most %1 tunnel tiles and great halls, overrides included (the box holds 52 and 6): a limit of Hallkeeper's</source>
            <translation>一場遊戲最多放置 %1 個隧道板塊與大廳（含例外記錄；遊戲盒中有 52 個與 6 個）：這是 Hallkeeper 的上限</translation>
        </message>
        <message>
            <source>the game has %1 actions, more than the %2 a game file of Hallkeeper's holds</source>
            <translation>此遊戲有 %1 個行動，超過 Hallkeeper 遊戲檔案可容納的 %2 個</translation>
        </message>
    </context>
    <context>
        <name>GameRegistry</name>
        <message>
            <source>%1 has no score sheet</source>
            <translation>%1 沒有計分表</translation>
        </message>
        <message>
            <source>unknown game "%1"; expected one of: %2</source>
            <translation>不明的遊戲「%1」；可用的有：%2</translation>
        </message>
        <message>
            <source>a .%1 file of %2 records no play</source>
            <translation>%2 的 .%1 檔案沒有記錄對局</translation>
        </message>
    </context>
    <context>
        <name>GameScore</name>
        <message>
            <source>tile %1</source>
            <translation>板塊 %1</translation>
        </message>
        <message>
            <source>gate of %1</source>
            <translation>%1的大門</translation>
        </message>
        <message>
            <source>Its tunnel is the %1, a tunnel of its own: only its best statue scores (SCORE-ONE-PER-TUNNEL, SCORE-GATE).</source>
            <translation>它所在的隧道是%1，大門本身就是一個獨立的隧道：只有其中得分最高的雕像計分（SCORE-ONE-PER-TUNNEL、SCORE-GATE）。</translation>
        </message>
        <message>
            <source>Its tunnel is tile %1: only the best statue of a tunnel scores (SCORE-ONE-PER-TUNNEL).</source>
            <translation>它所在的隧道是板塊 %1：每個隧道只有得分最高的雕像計分（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>Its tunnel is tile %1, split by a great hall: by the table ruling of this game, one statue per printed tile scores, whatever a hall covers (SCORE-ONE-PER-TUNNEL).</source>
            <translation>它所在的隧道是被大廳分開的板塊 %1：依照本局選定的本桌裁定，不論大廳覆蓋了哪些部分，每個隧道板塊只有一個雕像計分（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>Its tunnel is part %1 of %2 of tile %3: the parts a great hall leaves uncovered are separate tunnels (HALL-UNIT), and only the best statue of each scores (SCORE-ONE-PER-TUNNEL).</source>
            <translation>它所在的隧道是板塊 %3 的第 %1 部分（共 %2 部分）：大廳下方延伸出來的部分各自是獨立的隧道（HALL-UNIT），每個只有得分最高的雕像計分（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>In the Hall of the Mountain King</source>
            <translation>《山嶽之王》</translation>
        </message>
        <message>
            <source>Mountain King games</source>
            <translation>《山嶽之王》遊戲</translation>
        </message>
        <message>
            <source>Mountain King boards</source>
            <translation>《山嶽之王》版圖</translation>
        </message>
        <message>
            <source>Mountain King component catalogs</source>
            <translation>《山嶽之王》配件目錄</translation>
        </message>
        <message>
            <source>Terra Mystica: Fire &amp; Ice</source>
            <translation>《神秘大地：火與冰》</translation>
        </message>
    </context>
    <context>
        <name>GenericSheet</name>
        <message>
            <source>expected the game's identifier, such as "dwarf", found %1</source>
            <translation>應為遊戲的識別碼，例如 "dwarf"，實際為 %1</translation>
        </message>
        <message>
            <source>expected "%1", found %2</source>
            <translation>應為 "%1"，實際為 %2</translation>
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
            <translation>設定：%1</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>name</source>
            <translation>名稱</translation>
        </message>
        <message>
            <source>item %1</source>
            <translation>第 %1 項</translation>
        </message>
        <message>
            <source>an integer</source>
            <translation>整數</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true 或 false</translation>
        </message>
        <message>
            <source>one of %1</source>
            <translation>%1 其中之一</translation>
        </message>
        <message>
            <source>a list of integers</source>
            <translation>整數清單</translation>
        </message>
        <message>
            <source>%1: expected from %2 to %3, found %4</source>
            <translation>%1：應為 %2 到 %3，實際為 %4</translation>
        </message>
        <message>
            <source>%1: expected %2</source>
            <translation>%1：應為%2</translation>
        </message>
        <message>
            <source>%1: expected %2, found "%3"</source>
            <translation>%1：應為%2，實際為「%3」</translation>
        </message>
        <message numerus="yes">
            <source>%1: at most %n entries</source>
            <translation>
                <numerusform>%1：最多 %n 項</numerusform>
            </translation>
        </message>
        <message>
            <source>expected from %1 to %2 players, found %3</source>
            <translation>應為 %1 到 %2 位玩家，實際為 %3 位</translation>
        </message>
        <message>
            <source>every player needs a name</source>
            <translation>每位玩家都需要名稱</translation>
        </message>
        <message>
            <source>two players are called "%1"; give each a name of their own</source>
            <translation>有兩位玩家都叫「%1」；請為每位玩家取不同的名稱</translation>
        </message>
        <message>
            <source>no such field in this game's sheet</source>
            <translation>這個遊戲的計分表沒有此欄位</translation>
        </message>
        <message>
            <source>%1: %2 is taken by %3; each player takes a different one</source>
            <translation>%1：%2 已由 %3 選擇；每位玩家須選不同的項目</translation>
        </message>
        <message>
            <source>no such setting in this game's sheet</source>
            <translation>這個遊戲的計分表沒有此設定</translation>
        </message>
    </context>
    <context>
        <name>ImportFile</name>
        <message>
            <source>no such file</source>
            <translation>沒有這個檔案</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>是資料夾，不是檔案</translation>
        </message>
        <message>
            <source>is not a regular file (a FIFO, a pipe or a device)</source>
            <translation>不是一般檔案（而是 FIFO、管道或裝置）</translation>
        </message>
        <message>
            <source>is %1 bytes; at most %2 are read</source>
            <translation>有 %1 位元組；最多只讀取 %2</translation>
        </message>
        <message>
            <source>cannot be read: %1</source>
            <translation>無法讀取：%1</translation>
        </message>
        <message>
            <source>is larger than %1 bytes</source>
            <translation>大於 %1 位元組</translation>
        </message>
        <message>
            <source>expected a BG Stats backup (.json) or a BoardGameGeek plays file (.xml)</source>
            <translation>應為 BG Stats 備份（.json）或 BoardGameGeek 對局檔（.xml）</translation>
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
            <translation>清單</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>物件</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>無值</translation>
        </message>
        <message>
            <source>unknown key; expected one of: %1</source>
            <translation>未知的鍵名；應為下列其中之一：%1</translation>
        </message>
        <message>
            <source>missing; this key is required</source>
            <translation>缺少此項；這個鍵名是必填的</translation>
        </message>
        <message>
            <source>expected an integer, found %1</source>
            <translation>應為整數，實際為 %1</translation>
        </message>
        <message>
            <source>expected true or false, found %1</source>
            <translation>應為 true 或 false，實際為 %1</translation>
        </message>
        <message>
            <source>expected a string, found %1</source>
            <translation>應為字串，實際為 %1</translation>
        </message>
        <message>
            <source>expected a list, found %1</source>
            <translation>應為清單，實際為 %1</translation>
        </message>
        <message>
            <source>expected an object, found %1</source>
            <translation>應為物件，實際為 %1</translation>
        </message>
        <message>
            <source>expected one of %1, found %2</source>
            <translation>應為 %1 其中之一，實際為 %2</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>檔案是空的</translation>
        </message>
        <message>
            <source>not valid JSON at line %1, column %2: %3</source>
            <translation>第 %1 行第 %2 欄不是有效的 JSON：%3</translation>
        </message>
        <message>
            <source>expected a JSON object at the top level</source>
            <translation>最上層應為 JSON 物件</translation>
        </message>
        <message>
            <source>expected "%1", found %2</source>
            <translation>應為 "%1"，實際為 %2</translation>
        </message>
        <message>
            <source>this file was written by a newer Hallkeeper (format version %1); this version reads format versions up to %2</source>
            <translation>此檔案由較新版本的 Hallkeeper 寫入（格式版本 %1）；本版本最高只能讀取格式版本 %2</translation>
        </message>
        <message>
            <source>expected a format version from 1 to %1, found %2</source>
            <translation>格式版本應為 1 到 %1，實際為 %2</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>是資料夾，不是檔案</translation>
        </message>
        <message>
            <source>cannot be read: %1</source>
            <translation>無法讀取：%1</translation>
        </message>
        <message>
            <source>is too large (%1 bytes) to be a Hallkeeper file</source>
            <translation>檔案過大（%1 位元組），不可能是 Hallkeeper 檔案</translation>
        </message>
        <message>
            <source>the file could not be written completely</source>
            <translation>檔案無法完整寫入</translation>
        </message>
        <message>
            <source>this key is given twice in one object; give it once</source>
            <translation>此鍵名在同一個物件中出現兩次；請只寫一次</translation>
        </message>
        <message>
            <source>the file would be %1 bytes, more than the %2 bytes Hallkeeper reads</source>
            <translation>檔案將有 %1 位元組，超過 Hallkeeper 可讀取的 %2 位元組</translation>
        </message>
        <message>
            <source>expected an integer ≥ %1, found %2</source>
            <translation>應為 ≥ %1 的整數，實際為 %2</translation>
        </message>
        <message>
            <source>expected an integer from %1 to %2, found %3</source>
            <translation>應為 %1 到 %2 的整數，實際為 %3</translation>
        </message>
        <message>
            <source>expected a square as [row, column], found %1</source>
            <translation>應為 [列, 欄] 形式的方格，實際為 %1</translation>
        </message>
        <message>
            <source>expected a translation, found an empty string</source>
            <translation>應為譯名，卻是空字串</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a problem's place, then what is wrong there</comment>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>a FIFO or a pipe</source>
            <translation>FIFO 或管線</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>字元裝置</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>區塊裝置</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>socket</translation>
        </message>
        <message>
            <source>a special file</source>
            <translation>特殊檔案</translation>
        </message>
        <message>
            <source>is too large to be a Hallkeeper file (more than %1 bytes)</source>
            <translation>檔案過大，不可能是 Hallkeeper 檔案（超過 %1 位元組）</translation>
        </message>
        <message>
            <source>exists already (a symbolic link); choose a new file name</source>
            <translation>已經存在（符號連結）；請選擇新的檔名</translation>
        </message>
        <message>
            <source>exists already; choose a new file name</source>
            <translation>已經存在；請選擇新的檔名</translation>
        </message>
        <message>
            <source>is %1, not a regular file: Hallkeeper reads only regular files</source>
            <translation>是%1，不是一般檔案：Hallkeeper 只讀取一般檔案</translation>
        </message>
        <message>
            <source>is a symbolic link; Hallkeeper never writes through one: give the path of the file itself</source>
            <translation>是符號連結；Hallkeeper 絕不透過連結寫入：請提供檔案本身的路徑</translation>
        </message>
        <message>
            <source>is %1, not a regular file: Hallkeeper writes only regular files</source>
            <translation>是%1，不是一般檔案：Hallkeeper 只寫入一般檔案</translation>
        </message>
        <message>
            <source>an object with more than %1 keys: a limit of Hallkeeper's, far beyond any of its files</source>
            <translation>物件的鍵名超過 %1 個：這是 Hallkeeper 的上限，遠超過它的任何檔案</translation>
        </message>
        <message numerus="yes">
            <source>%n more keys are given twice in one object</source>
            <translation>
                <numerusform>另有 %n 個鍵名在同一個物件中重複出現</numerusform>
            </translation>
        </message>
        <message>
            <source>expected at most %1 characters, found %2: a limit of Hallkeeper's, far beyond any real table</source>
            <translation>應為至多 %1 個字元，實際為 %2 個：這是 Hallkeeper 的上限，遠超過任何實際的牌局</translation>
        </message>
        <message>
            <source>expected at most %1 items, found %2: a limit of Hallkeeper's, far beyond any real table</source>
            <translation>應為至多 %1 項，實際為 %2 項：這是 Hallkeeper 的上限，遠超過任何實際的牌局</translation>
        </message>
        <message numerus="yes">
            <source>%n more unknown keys</source>
            <translation>
                <numerusform>另有 %n 個未知的鍵名</numerusform>
            </translation>
        </message>
        <message>
            <source>expected a uuid such as "%1", found %2</source>
            <translation>應為 uuid，例如「%1」，卻是 %2</translation>
        </message>
    </context>
    <context>
        <name>LibraryActions</name>
        <message>
            <source>%1 records no play the library can keep:
%2</source>
            <translation>%1 沒有紀錄庫能保存的對局：
%2</translation>
        </message>
        <message>
            <source>Play library: %1 %2.</source>
            <translation>對局紀錄庫：%1 %2。</translation>
        </message>
        <message>
            <source>Back Up Library</source>
            <translation>備份紀錄庫</translation>
        </message>
        <message>
            <source>Library backups (*.sqlite)</source>
            <translation>紀錄庫備份 (*.sqlite)</translation>
        </message>
        <message>
            <source>The library is backed up in %1.</source>
            <translation>紀錄庫已備份在 %1。</translation>
        </message>
    </context>
    <context>
        <name>LibraryChart</name>
        <message>
            <source>Nothing to show for these filters.</source>
            <translation>這些篩選條件下沒有可顯示的內容。</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>無法寫入 %1：%2</translation>
        </message>
        <message>
            <source>%1 cannot be written.</source>
            <translation>無法寫入 %1。</translation>
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
            <translation>Hallkeeper：《山嶽之王》計分助手</translation>
        </message>
        <message>
            <source>Language: en, zh_TW, zh_CN or ja (this run only).</source>
            <translation>語言：en、zh_TW、zh_CN 或 ja（僅限本次執行）。</translation>
        </message>
        <message>
            <source>Render the main window to PATH (PNG) once FILE is loaded, then exit.</source>
            <translation>載入 FILE 後將主視窗存成 PATH（PNG），然後結束。</translation>
        </message>
        <message>
            <source>Export the results of FILE to PATH (.png, .pdf or .csv), then exit.</source>
            <translation>將 FILE 的結果匯出到 PATH（.png、.pdf 或 .csv），然後結束。</translation>
        </message>
        <message>
            <source>Quit as soon as the window is shown (start-up timing).</source>
            <translation>視窗一顯示就結束（量測啟動時間）。</translation>
        </message>
        <message>
            <source>unknown language "%1"; expected one of: %2</source>
            <translation>未知的語言「%1」；可用的語言：%2</translation>
        </message>
        <message>
            <source>give at most one FILE</source>
            <translation>最多只能指定一個 FILE</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>無法寫入 %1</translation>
        </message>
        <message>
            <source>A score sheet (.hkscore), a game (.hkgame), a board (.hkboard) or a component catalog (.hkcatalog) to open.</source>
            <translation>要開啟的計分表（.hkscore）、遊戲（.hkgame）、版圖（.hkboard）或配件目錄（.hkcatalog）。</translation>
        </message>
        <message>
            <source>Open FILE (or a new board) in the board editor; with --export, write the board as a PNG.</source>
            <translation>在版圖編輯器中開啟 FILE（或新的版圖）；搭配 --export 時，將版圖寫出為 PNG。</translation>
        </message>
        <message>
            <source>With the board editor: open PATH, a photo of the printed board, as the tracing background.</source>
            <translation>搭配版圖編輯器使用：開啟 PATH（印刷版圖的照片）作為描圖背景。</translation>
        </message>
        <message>
            <source>Open FILE (or a new component catalog) in the component editor.</source>
            <translation>在配件編輯器中開啟 FILE（或新的配件目錄）。</translation>
        </message>
        <message>
            <source>Open the Play Library window on LIBRARY (a library file; by default the app's is used).</source>
            <translation>在 LIBRARY（紀錄庫檔案；預設使用應用程式的）上開啟對局紀錄庫視窗。</translation>
        </message>
    </context>
    <context>
        <name>MootText</name>
        <message>
            <source>%1 (a resource lies on it)</source>
            <translation>%1（上面有資源）</translation>
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
            <translation>巨魔部眾等級之和</translation>
        </message>
        <message>
            <source>a .%1 file records no play: give a score sheet or a game</source>
            <translation>.%1 檔案沒有記錄對局：請給計分表或遊戲</translation>
        </message>
        <message>
            <source>%1: trade %2</source>
            <translation>%1：交換 %2</translation>
        </message>
        <message>
            <source>No 4:1 trade adds a set for anyone.</source>
            <translation>任何人的 4:1 交換都無法多湊一組。</translation>
        </message>
    </context>
    <context>
        <name>NewGameWizard</name>
        <message>
            <source>nothing</source>
            <translation>無</translation>
        </message>
        <message>
            <source>Fill the cards with an invented practice set</source>
            <translation>以虛構的練習卡組填入卡牌</translation>
        </message>
        <message>
            <source>Invented cards, like the Practice Mountain: not the printed ones. The button fills the clan market and every player's starting trolls so that you can try Hallkeeper at once; for a real game, enter the cards on your table.</source>
            <translation>虛構的卡牌，與練習山脈一樣，並非實際印刷的卡牌。此按鈕會填入氏族卡堆和每位玩家的起始巨魔，讓你能立即試用 Hallkeeper；實際遊戲時，請輸入你桌上的卡牌。</translation>
        </message>
        <message>
            <source>Invented practice set</source>
            <translation>虛構的練習卡組</translation>
        </message>
        <message>
            <source>Replace the cards of the clan market and of every moot with the invented practice set? The cards entered so far are lost.</source>
            <translation>要以虛構的練習卡組取代氏族卡堆和每個巨魔部眾的卡牌嗎？目前已輸入的卡牌將會遺失。</translation>
        </message>
    </context>
    <context>
        <name>PlayFromFile</name>
        <message>
            <source>expected a score sheet (.hkscore) or a game's file, found a .%1 file</source>
            <translation>應為計分表（.hkscore）或遊戲檔，卻是 .%1 檔案</translation>
        </message>
    </context>
    <context>
        <name>PlayLibrary</name>
        <message>
            <source>%1 is a link to nothing; give the library's own file.</source>
            <translation>%1 是指向不存在目標的連結；請給紀錄庫本身的檔案。</translation>
        </message>
        <message>
            <source>%1 is not a file: the library is one SQLite file.</source>
            <translation>%1 不是檔案：紀錄庫是一個 SQLite 檔案。</translation>
        </message>
        <message>
            <source>%1 cannot be read: %2</source>
            <translation>無法讀取 %1：%2</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: it is not a SQLite database. It was not changed.</source>
            <translation>%1 不是 Hallkeeper 紀錄庫：它不是 SQLite 資料庫。檔案未被更動。</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: it is another program's SQLite database (application id %2). It was not changed.</source>
            <translation>%1 不是 Hallkeeper 紀錄庫：它是其他程式的 SQLite 資料庫（application id %2）。檔案未被更動。</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: it is another program's SQLite database. It was not changed.</source>
            <translation>%1 不是 Hallkeeper 紀錄庫：它是其他程式的 SQLite 資料庫。檔案未被更動。</translation>
        </message>
        <message>
            <source>%1 was written by a newer Hallkeeper (library schema %2; this one reads up to %3). It was not changed.</source>
            <translation>%1 由較新的 Hallkeeper 寫入（紀錄庫結構 %2；此版本最多讀到 %3）。檔案未被更動。</translation>
        </message>
        <message>
            <source>added</source>
            <translation>已新增</translation>
        </message>
        <message>
            <source>updated</source>
            <translation>已更新</translation>
        </message>
        <message>
            <source>already in the library, unchanged</source>
            <translation>已在紀錄庫中，未變動</translation>
        </message>
        <message>
            <source>%1 could not be written: the disk is full or cannot be written (%2). The library is as it was before.</source>
            <translation>無法寫入 %1：磁碟已滿或無法寫入（%2）。紀錄庫維持原狀。</translation>
        </message>
        <message>
            <source>%1 is busy: another window or program is writing to it. Nothing was changed; try again in a moment.</source>
            <translation>%1 忙碌中：另一個視窗或程式正在寫入。沒有任何變動；請稍後再試。</translation>
        </message>
        <message>
            <source>%1 cannot be written (read-only). Nothing was changed.</source>
            <translation>無法寫入 %1（唯讀）。沒有任何變動。</translation>
        </message>
        <message>
            <source>%1 is damaged (%2). Nothing was changed; restore a backup.</source>
            <translation>%1 已損壞（%2）。沒有任何變動；請還原備份。</translation>
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
            <translation>無法建立 %1：無法建立其資料夾。</translation>
        </message>
        <message>
            <source>The play library needs Qt's SQLite driver (Debian's libqt6sql6-sqlite), which is not installed.</source>
            <translation>對局紀錄庫需要 Qt 的 SQLite 驅動程式（Debian 的 libqt6sql6-sqlite），但尚未安裝。</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: SQLite cannot read it (%2). It was not changed.</source>
            <translation>%1 不是 Hallkeeper 紀錄庫：SQLite 無法讀取（%2）。檔案未被更動。</translation>
        </message>
        <message>
            <source>%1 is damaged (%2). It was not changed; restore a backup.</source>
            <translation>%1 已損壞（%2）。檔案未被更動；請還原備份。</translation>
        </message>
        <message>
            <source>%1 needs updating to the library schema %2, but no backup could be made first, so it was not changed: %3</source>
            <translation>%1 需要更新為紀錄庫結構 %2，但無法先做備份，因此未被更動：%3</translation>
        </message>
        <message>
            <source>No library is open.</source>
            <translation>沒有開啟紀錄庫。</translation>
        </message>
        <message>
            <source>%1 exists already; a backup never replaces a file.</source>
            <translation>%1 已存在；備份絕不覆寫檔案。</translation>
        </message>
        <message>
            <source>%1 cannot be written: its folder cannot be made.</source>
            <translation>無法寫入 %1：無法建立其資料夾。</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>無法寫入 %1：%2</translation>
        </message>
        <message>
            <source>A player needs a name.</source>
            <translation>玩家需要名字。</translation>
        </message>
        <message>
            <source>"%1" is already a name of %2.</source>
            <translation>「%1」已是 %2 的名字。</translation>
        </message>
        <message>
            <source>An alias cannot be empty.</source>
            <translation>別名不能是空白。</translation>
        </message>
        <message>
            <source>"%1" is already the BoardGameGeek user name of %2.</source>
            <translation>「%1」已是 %2 的 BoardGameGeek 使用者名稱。</translation>
        </message>
        <message>
            <source>A player cannot be merged into themselves.</source>
            <translation>玩家不能與自己合併。</translation>
        </message>
        <message>
            <source>No player %1 in the library.</source>
            <translation>紀錄庫中沒有玩家 %1。</translation>
        </message>
        <message>
            <source>%1 and %2 both played in the play of %3 on %4 (%5): one person cannot have had two seats, so they are two people.</source>
            <translation>%1 與 %2 都參加了 %4 的《%3》對局（%5）：一個人不可能同時坐兩個座位，所以他們是兩個人。</translation>
        </message>
    </context>
    <context>
        <name>PlayUuid</name>
        <message>
            <source>%1: the play's uuid has no place in this file</source>
            <translation>%1：此檔案沒有可寫入對局 uuid 的位置</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>無法寫入 %1：%2</translation>
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
            <translation>名稱</translation>
        </message>
        <message>
            <source>identifier</source>
            <translation>識別碼</translation>
        </message>
        <message>
            <source>low value</source>
            <translation>較小值</translation>
        </message>
        <message>
            <source>high value</source>
            <translation>較大值</translation>
        </message>
        <message>
            <source>altar</source>
            <translation>祭壇</translation>
        </message>
        <message>
            <source>clan</source>
            <translation>氏族</translation>
        </message>
        <message>
            <source>layer</source>
            <translation>層</translation>
        </message>
        <message>
            <source>pedestal</source>
            <translation>基座</translation>
        </message>
        <message>
            <source>tunnel label</source>
            <translation>隧道標籤</translation>
        </message>
        <message>
            <source>size</source>
            <translation>大小</translation>
        </message>
        <message>
            <source>mineral</source>
            <translation>礦物</translation>
        </message>
        <message>
            <source>player count</source>
            <translation>玩家人數</translation>
        </message>
        <message>
            <source>resources</source>
            <translation>資源</translation>
        </message>
        <message>
            <source>shape</source>
            <translation>形狀</translation>
        </message>
        <message>
            <source>count</source>
            <translation>數量</translation>
        </message>
        <message>
            <source>level</source>
            <translation>等級</translation>
        </message>
        <message>
            <source>start row</source>
            <translation>起始資源行</translation>
        </message>
        <message>
            <source>icons</source>
            <translation>資源標記</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>種類</translation>
        </message>
        <message>
            <source>players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>teams</source>
            <translation>隊伍</translation>
        </message>
        <message>
            <source>team</source>
            <translation>隊伍</translation>
        </message>
        <message>
            <source>tunnel points on the score track</source>
            <translation>計分軌上的隧道分數</translation>
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
            <translation>加冕標記</translation>
        </message>
        <message>
            <source>pedestal score token %1</source>
            <translation>基座得分標記 %1</translation>
        </message>
        <message>
            <source>pedestal score tokens</source>
            <translation>基座得分標記</translation>
        </message>
        <message>
            <source>resources in storage</source>
            <translation>儲存區的資源</translation>
        </message>
        <message>
            <source>great hall %1</source>
            <translation>大廳 %1</translation>
        </message>
        <message>
            <source>great halls</source>
            <translation>大廳</translation>
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
            <translation>巨魔部眾</translation>
        </message>
        <message>
            <source>board name</source>
            <translation>版圖名稱</translation>
        </message>
        <message>
            <source>board side</source>
            <translation>版圖面</translation>
        </message>
        <message>
            <source>grid</source>
            <translation>格子</translation>
        </message>
        <message>
            <source>grid row %1</source>
            <translation>第 %1 列</translation>
        </message>
        <message>
            <source>Mountain Heart</source>
            <translation>山嶽之心</translation>
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
            <translation>被掩埋的資源 %1</translation>
        </message>
        <message>
            <source>buried resources</source>
            <translation>被掩埋的資源</translation>
        </message>
        <message>
            <source>statue spot %1</source>
            <translation>雕像放置點 %1</translation>
        </message>
        <message>
            <source>statue spots</source>
            <translation>雕像放置點</translation>
        </message>
        <message>
            <source>workshop site %1</source>
            <translation>工坊點 %1</translation>
        </message>
        <message>
            <source>workshop sites</source>
            <translation>工坊點</translation>
        </message>
        <message>
            <source>gate start point %1</source>
            <translation>大門起始點 %1</translation>
        </message>
        <message>
            <source>gate start points</source>
            <translation>大門起始點</translation>
        </message>
        <message>
            <source>catalog name</source>
            <translation>配件目錄名稱</translation>
        </message>
        <message>
            <source>catalog description</source>
            <translation>配件目錄說明</translation>
        </message>
        <message>
            <source>tunnel tile %1</source>
            <translation>隧道板塊 %1</translation>
        </message>
        <message>
            <source>tunnel tiles</source>
            <translation>隧道板塊</translation>
        </message>
        <message>
            <source>great hall tile %1</source>
            <translation>大廳板塊 %1</translation>
        </message>
        <message>
            <source>great hall tiles</source>
            <translation>大廳板塊</translation>
        </message>
        <message>
            <source>workshop tile %1</source>
            <translation>工坊板塊 %1</translation>
        </message>
        <message>
            <source>workshop tiles</source>
            <translation>工坊板塊</translation>
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
            <translation>咒語 %1</translation>
        </message>
        <message>
            <source>spells</source>
            <translation>咒語</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>%1 at %2</source>
            <comment>a feature of the board and its square</comment>
            <translation>%1（位於 %2）</translation>
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
            <translation>四個角沒有圍成四邊形（依左上、右上、右下、左下的順序）</translation>
        </message>
        <message>
            <source>the grid has no squares</source>
            <translation>網格沒有方格</translation>
        </message>
        <message>
            <source>the grid lies outside the photo</source>
            <translation>網格位於照片之外</translation>
        </message>
        <message>
            <source>%1 × %2 squares proposed, %3 uncertain, %4 “feature here?”</source>
            <translation>已建議 %1 × %2 個方格，不確定 %3 個，「這裡有特徵？」%4 個</translation>
        </message>
        <message>
            <source>--rows and --columns must be at least 1</source>
            <translation>--rows 與 --columns 至少須為 1</translation>
        </message>
        <message>
            <source>cannot read the photo %1: %2</source>
            <translation>無法讀取照片 %1：%2</translation>
        </message>
        <message>
            <source>--corners needs four points x,y (top left, top right, bottom right, bottom left), not %1</source>
            <translation>--corners 需要四個點 x,y（左上、右上、右下、左下），而不是 %1 個</translation>
        </message>
        <message>
            <source>--corners: “%1” is not a point x,y</source>
            <translation>--corners：「%1」不是點 x,y</translation>
        </message>
        <message>
            <source>--example: “%1” is not SQUARE=TERRAIN (a square of the grid such as C4, a terrain 1-5, heart or off)</source>
            <translation>--example：「%1」不是 SQUARE=TERRAIN（網格中的方格如 C4，地形為 1-5、heart 或 off）</translation>
        </message>
        <message>
            <source>%1 exists already (--force replaces it)</source>
            <translation>%1 已存在（--force 可取代）</translation>
        </message>
        <message>
            <source>cannot recognise the layers in %1: %2</source>
            <translation>無法辨識 %1 中的層：%2</translation>
        </message>
        <message>
            <source>hallkeeper-cli: the proposal is unreliable (%1): give one --example of each terrain.</source>
            <translation>hallkeeper-cli: 此建議不可靠（%1）：請為每種地形各給一個 --example。</translation>
        </message>
        <message numerus="yes">
            <source>%n squares uncertain</source>
            <translation>
                <numerusform>%n 個方格不確定</numerusform>
            </translation>
        </message>
        <message>
            <source>the layers found do not nest as a mountain's</source>
            <translation>找到的層不像山的環那樣層層相套</translation>
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
            <translation>鐵礦</translation>
        </message>
        <message>
            <source>heartstone</source>
            <translation>心石</translation>
        </message>
        <message>
            <source>coin</source>
            <translation>金幣</translation>
        </message>
        <message>
            <source>cart</source>
            <translation>礦車</translation>
        </message>
        <message>
            <source>hammer</source>
            <translation>錘子</translation>
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
            <translation>由 Hallkeeper 於 %1 計算的最終計分</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>隊伍</translation>
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
            <translation>最佳剩餘資源交換</translation>
        </message>
        <message>
            <source>the image could not be encoded</source>
            <translation>無法編碼圖片</translation>
        </message>
        <message>
            <source>the PDF could not be started</source>
            <translation>無法開始寫入 PDF</translation>
        </message>
        <message>
            <source>Troll level sum</source>
            <translation>巨魔等級總和</translation>
        </message>
        <message>
            <source>unknown file type "%1"; use .png, .pdf or .csv</source>
            <translation>未知的檔案類型「%1」；請使用 .png、.pdf 或 .csv</translation>
        </message>
        <message>
            <source>Provisional: %1 problems. These results rest on input the rules call impossible; fix it for the final results.</source>
            <translation>暫定：%1 個問題。此結果建立在規則判定為不可能的輸入上；修正後才是最終結果。</translation>
        </message>
        <message>
            <source>Projected scoring computed by Hallkeeper on %1</source>
            <translation>由 Hallkeeper 於 %1 計算的預估計分</translation>
        </message>
        <message>
            <source>Table rulings</source>
            <translation>桌上裁定</translation>
        </message>
        <message>
            <source>How it was decided</source>
            <translation>如何決定</translation>
        </message>
    </context>
    <context>
        <name>Rule</name>
        <message>
            <source>Squares are adjacent only when they share an edge; touching at a corner is not adjacent.</source>
            <translation>兩個方格只有在有一條公共邊時才算相鄰；角對角相連不算相鄰。</translation>
        </message>
        <message>
            <source>Every mountain square belongs to one of five layers, 1 (outer, dark grey) to 5 (inner, yellow), around the Mountain Heart.</source>
            <translation>每個山脈方格都屬於環繞山嶽之心的五層之一：從第 1 層（最外層，深灰）到第 5 層（最內層，黃色）。</translation>
        </message>
        <message>
            <source>The winter side is for 4 or 5 players, the autumn side for 3, either side for 2.</source>
            <translation>4 或 5 人遊戲使用冬季版圖，3 人遊戲使用秋季版圖，2 人遊戲使用任意版圖均可。</translation>
        </message>
        <message>
            <source>Clockwise from the start player, each puts a gate on a start point labelled with the player count; with 2 players, any two start points with the same label.</source>
            <translation>從起始玩家開始按順時針順序，每位玩家將大門放在一個標有遊戲人數的大門起始點上；2 人遊戲使用任意兩個相同數字的起始點。</translation>
        </message>
        <message>
            <source>Twice the number of players plus one workshop tiles form the workshop supply.</source>
            <translation>玩家人數乘以 2 再加 1 塊工坊板塊組成工坊板塊供應堆。</translation>
        </message>
        <message>
            <source>The clan market shows 5 level-1, 4 level-2 and 3 level-3 trolls; each level-2 troll gets a random pedestal, each level-3 troll a pedestal reminder.</source>
            <translation>氏族卡堆展示 5 張 1 級、4 張 2 級和 3 張 3 級巨魔卡；每張 2 級巨魔卡上放一個隨機基座，每張 3 級巨魔卡上放一個基座提醒標記。</translation>
        </message>
        <message>
            <source>The coronation tokens are 5 and 3; a 2-player game uses only the 3.</source>
            <translation>加冕標記為 5 分和 3 分兩個；2 人遊戲只使用 3 分標記。</translation>
        </message>
        <message>
            <source>The 15 pedestal score tokens lie face up at random on the pedestal track, one per layer and clan.</source>
            <translation>15 個基座得分標記隨機面朝上放在基座記錄條上，每個層與氏族的組合各一個。</translation>
        </message>
        <message>
            <source>Each player drafts 4 of their 6 starting trolls into the bottom row of the moot and takes their start-row resources.</source>
            <translation>每位玩家從 6 張起始巨魔卡中選出 4 張放入巨魔部眾的最下面一行，並獲得這些巨魔卡起始資源行的資源。</translation>
        </message>
        <message>
            <source>Seats 2 and 3 also take the start row of the troll in hand; seats 4 and 5 also that of the troll in the deck.</source>
            <translation>第二、三位玩家額外獲得手裡的巨魔卡上的起始資源；第四、五位玩家額外獲得手裡以及牌堆裡的巨魔卡上的起始資源。</translation>
        </message>
        <message>
            <source>A turn is: spell and/or workshop (optional), recruit or dig (mandatory), dedicate a great hall (optional), move statues (optional).</source>
            <translation>一個回合依序為：咒語和／或工坊（可選）、徵募或挖掘（必須）、設立一個大廳（可選）、移動雕像（可選）。</translation>
        </message>
        <message>
            <source>With 10 trolls you must dig; if you cannot pay for any tunnel you must recruit; if you can do neither, skip that step.</source>
            <translation>巨魔部眾已有 10 個巨魔時必須挖掘；無法支付任何隧道時必須徵募；兩者都無法執行時，跳過這個步驟。</translation>
        </message>
        <message>
            <source>Any time in your own turn, as often as you like: return any 4 resources to take any 1.</source>
            <translation>在你自己回合的任意時刻，次數不限：將任意 4 個資源放回供應堆，換取任意 1 個資源。</translation>
        </message>
        <message>
            <source>Resources may be spent from storage or from any of your trolls; clan carts only for their clan's statues.</source>
            <translation>資源可以從儲存區或你任何一個巨魔身上花費；氏族礦車只能用於移動對應氏族的雕像。</translation>
        </message>
        <message>
            <source>At most one spell per turn: put 1 rune on a face-up spell and apply its effect.</source>
            <translation>每回合最多釋放一個咒語：將 1 枚符文放在咒語展示區的一張咒語卡上，並結算其效果。</translation>
        </message>
        <message>
            <source>When a spell receives its third rune, after it resolves the runes go back, the spell goes under the deck and a new one is shown.</source>
            <translation>咒語卡放上第 3 枚符文時，在效果結算後解體：符文放回供應堆，該咒語卡置於咒語卡堆底部，並翻出一張新的咒語卡。</translation>
        </message>
        <message>
            <source>Each edge of a workshop is an entrance, open when any player's network touches it; activate the workshop once per open entrance.</source>
            <translation>工坊的每條邊都是一個入口，任何玩家的通路網與之相鄰時即為開啟；每個開啟的入口可讓你啟動該工坊一次。</translation>
        </message>
        <message>
            <source>The moot is a pyramid of 4 + 3 + 2 + 1 slots; a new troll goes centred above two adjacent trolls.</source>
            <translation>巨魔部眾是由 4 + 3 + 2 + 1 個位置組成的金字塔；新巨魔放在兩個相鄰巨魔上方居中的位置。</translation>
        </message>
        <message>
            <source>A new troll activates with the whole triangle below it; each activated troll gains the resource of every uncovered icon.</source>
            <translation>新巨魔與其下方整個三角形中的巨魔一起被啟動（連鎖）；每個被啟動的巨魔獲得所有未被蓋住的資源標記所對應的資源。</translation>
        </message>
        <message>
            <source>A cart on a Fire, Ice or Moon icon is a clan cart for that clan's statues; carts on swirl icons and in storage are generic.</source>
            <translation>放在烈火、冰霜或皎月印記上的礦車是氏族礦車，只能移動該氏族的雕像；放在漩渦印記上以及儲存區裡的礦車是通用礦車。</translation>
        </message>
        <message>
            <source>Pay as many minerals as the tile has squares, all of one kind.</source>
            <translation>支付與板塊方格數相同數量的礦物，且必須全部是同一種類。</translation>
        </message>
        <message>
            <source>Digging scores at once by size and mineral: size 2 nothing; size 3: 3/4/5; size 4: 4/6/8; size 5: 5/8/11 (stone/iron/heartstone).</source>
            <translation>挖掘後立即依規模和礦物獲得榮譽點數：規模 2 不得分；規模 3：3/4/5；規模 4：4/6/8；規模 5：5/8/11（山岩/鐵礦/心石）。</translation>
        </message>
        <message>
            <source>The tile must still be in the tunnel supply.</source>
            <translation>該板塊必須仍在隧道板塊供應堆中。</translation>
        </message>
        <message>
            <source>A tile may be rotated and flipped.</source>
            <translation>板塊可以旋轉和翻轉。</translation>
        </message>
        <message>
            <source>No part of a tile may lie off the board.</source>
            <translation>板塊的任何部分都不能超出版圖邊界。</translation>
        </message>
        <message>
            <source>A tile may not cover another tile, a hall, a gate, a workshop site (built or not) or the Mountain Heart.</source>
            <translation>板塊不能蓋住其他板塊、大廳、大門、工坊點（無論是否已建造工坊）或山嶽之心。</translation>
        </message>
        <message>
            <source>At least one edge of the tile must touch your network: gate, tunnels, halls, not workshops.</source>
            <translation>板塊至少要有一條邊與你的通路網相鄰：大門、隧道、大廳，工坊不算。</translation>
        </message>
        <message>
            <source>No edge of the tile may touch another player's network (corners may; teammates excepted).</source>
            <translation>板塊的任何一條邊都不能與其他玩家的通路網相鄰（角對角相接可以；隊友除外）。</translation>
        </message>
        <message>
            <source>Each rubble square covered costs 1 hammer; without enough hammers the tile cannot go there.</source>
            <translation>每覆蓋一個碎石格需花費 1 個錘子；錘子不夠時，不能將板塊放在那裡。</translation>
        </message>
        <message>
            <source>A buried statue under the new tile is unearthed on the same square and can move from now on.</source>
            <translation>新板塊下被掩埋的雕像出土並留在原來的方格上，之後即可移動。</translation>
        </message>
        <message>
            <source>Buried resources under the new tile go to your storage at once.</source>
            <translation>新板塊下被掩埋的資源立即放入你的儲存區。</translation>
        </message>
        <message>
            <source>Ruling: tiles joined to no gate belong to nobody until someone connects to them; ownership is always computed from the gates, never stored.</source>
            <translation>裁定：沒有連接到任何大門的板塊不屬於任何人，直到有人連接到它們為止；歸屬一律由大門推算，從不另行記錄。</translation>
        </message>
        <message>
            <source>A pedestal goes only on the anchor of the tile just dug, from your storage, never later and never moved; size-5 tiles have no anchor.</source>
            <translation>基座只能從你的儲存區放到剛挖掘的板塊的錨點上，之後不能再放，放置後也不能移動；規模 5 的板塊沒有錨點。</translation>
        </message>
        <message>
            <source>Each layer holds at most one pedestal of each clan: placing one takes that layer and clan's score token, and without the token it cannot be placed.</source>
            <translation>每一層中每個氏族最多只能有一個基座：放置基座時拿取該層與該氏族的基座得分標記；該標記已被拿走時不能放置。</translation>
        </message>
        <message>
            <source>A pedestal covered by a great hall leaves the game; its owner keeps the token and that layer stays closed to its clan.</source>
            <translation>被大廳覆蓋的基座從遊戲中移除；其擁有者保留得分標記，且該層仍不能再放置該氏族的基座。</translation>
        </message>
        <message>
            <source>For each empty workshop site next to the tile just dug, you may build any workshop from the supply there, while the supply lasts.</source>
            <translation>剛挖掘的板塊每與一個空閒的工坊點相鄰，你就可以從工坊板塊供應堆拿取任一工坊放在那裡，直到供應堆用完為止。</translation>
        </message>
        <message>
            <source>Once per turn, a hall from the supply may be placed so that every square lies on tunnel tiles of your network, never on a gate, workshop or hall; it costs nothing.</source>
            <translation>每回合一次，可從供應堆拿取一個大廳板塊，放置時每一格都必須位於你通路網的隧道板塊上，永遠不能放在大門、工坊或其他大廳上；不需任何花費。</translation>
        </message>
        <message>
            <source>Pedestals under a new hall are removed; statues under it stay where they are, now in the hall.</source>
            <translation>新大廳下方的基座會被移除；其下方的雕像留在原位，成為大廳中的雕像。</translation>
        </message>
        <message>
            <source>A hall is one large tunnel; the parts of tiles sticking out from under it each become a separate tunnel.</source>
            <translation>大廳被視為一個大的隧道；從大廳下方延伸出來的板塊部分，各自成為獨立的隧道。</translation>
        </message>
        <message>
            <source>Each cart spent moves one unearthed statue of your network within its tunnel or to any square of an adjacent tunnel.</source>
            <translation>每花費一個礦車，可將你通路網中一個已出土的雕像移到它所在隧道中的另一格，或相鄰隧道中的任意一格。</translation>
        </message>
        <message>
            <source>At most one statue rests on a square; a moving statue may pass over others.</source>
            <translation>每一格最多只能停放一個雕像；移動中的雕像可以穿過其他雕像。</translation>
        </message>
        <message>
            <source>A clan cart moves only statues of its clan; a generic cart moves any statue.</source>
            <translation>氏族礦車只能移動其氏族的雕像；通用礦車可以移動任何雕像。</translation>
        </message>
        <message>
            <source>The first to recruit a tenth troll takes the 5 coronation token, the second the 3, which triggers the end; with 2 players the first takes the 3.</source>
            <translation>第一個徵募第 10 個巨魔的玩家獲得 5 分的加冕標記，第二個獲得 3 分的標記並觸發遊戲結束；2 人遊戲中，第一個完成者即獲得 3 分標記。</translation>
        </message>
        <message>
            <source>After the trigger, the round is finished, then everyone takes 2 more turns before final scoring.</source>
            <translation>觸發遊戲結束後，先完成當前輪次，然後每位玩家再執行 2 個回合，之後進行最終計分。</translation>
        </message>
        <message>
            <source>The coronation tokens score 5 and 3.</source>
            <translation>加冕標記分別價值 5 和 3 榮譽點數。</translation>
        </message>
        <message>
            <source>Your pedestal score tokens score their printed values.</source>
            <translation>你的基座得分標記提供等同其上數值的榮譽點數。</translation>
        </message>
        <message>
            <source>All resources go to storage (clan carts become generic); each set of three of a kind scores 1, after any 4:1 trades.</source>
            <translation>所有資源移到儲存區（氏族礦車變成通用礦車）；進行任意 4:1 交換後，每組 3 個相同的資源得 1 分。</translation>
        </message>
        <message>
            <source>Each great hall of your network scores its high value with a statue on its altar, else its low value; statues in halls never score as statues.</source>
            <translation>你通路網中的每個大廳，祭壇上有雕像時得較大值，否則得較小值；大廳中的雕像永遠不會以雕像方式計分。</translation>
        </message>
        <message>
            <source>Each unearthed statue of your network outside halls scores 2, 4, 6, 8 or 10 by layer, doubled on a pedestal of its own clan.</source>
            <translation>你通路網中大廳以外的每個已出土雕像，依所在層得 2、4、6、8 或 10 分，位於同氏族的基座上則加倍。</translation>
        </message>
        <message>
            <source>Every gain goes to the team storage card; no seat bonus; a player spends only their own trolls and the team storage.</source>
            <translation>所有原本要放入個人儲存區的資源都改放到團隊儲存卡上；沒有行動順位獎勵；玩家只能花費自己巨魔身上和團隊儲存區的資源。</translation>
        </message>
        <message>
            <source>Once teammates' networks connect, each treats the other's as their own.</source>
            <translation>隊友的通路網一旦相連，雙方都將對方的通路網視為自己的。</translation>
        </message>
        <message>
            <source>Pedestals from recruiting go to the team storage and are placed from it.</source>
            <translation>徵募獲得的基座放到團隊儲存區，並從那裡放置。</translation>
        </message>
        <message>
            <source>All honour points go to the team; each statue and hall scores once for the team.</source>
            <translation>所有榮譽點數都歸隊伍所有；每個雕像和大廳只為隊伍計分一次。</translation>
        </message>
        <message>
            <source>Statues fill every statue spot clockwise in a repeating cycle of the three clans, starting on any spot with any clan; the cycle never breaks.</source>
            <translation>從任一雕像放置點、以任一氏族開始，按順時針方向以三個氏族重複循環的順序擺放雕像，直到所有雕像放置點都被擺滿；這個循環不會中斷。</translation>
        </message>
        <message>
            <source>A tunnel here is a tile, a hall, each uncovered part of a tile, or a gate (each gate its own); workshops are not part of a network.</source>
            <translation>這裡的「隧道」是指：一個隧道板塊、一個大廳、板塊未被大廳覆蓋的每個部分，或一個大門（每個大門各自是一個隧道）；工坊不屬於通路網。</translation>
        </message>
        <message>
            <source>Ruling: only the best statue of each tunnel scores, a tunnel as for moving statues: each gate is its own, and so is each part of a tile a hall leaves uncovered (「大廳下方延伸出來的隧道，均變成了獨立的隧道」). Read literally (「每個隧道板塊中只有一個雕像可以獲得榮譽點數」), one statue per printed tile: a table ruling the group may choose at setup.</source>
            <translation>裁定：每個隧道只有得分最高的雕像計分，「隧道」的定義與移動雕像時相同：每個大門各自是一個隧道，大廳下方延伸出來的每個部分也是（「大廳下方延伸出來的隧道，均變成了獨立的隧道」）。若照字面解讀（「每個隧道板塊中只有一個雕像可以獲得榮譽點數」），則每個隧道板塊只有一個雕像計分：這是玩家們可在設置時選擇的本桌裁定。</translation>
        </message>
        <message>
            <source>The highest total wins; on a tie the lower sum of troll levels wins, and a coronation token's holder has a full moot (6 clan trolls). Ruling: starting trolls count as 0, a tie waits for troll levels not entered, and a remaining tie shares the victory.</source>
            <translation>總分最高者獲勝；平手時，巨魔等級總和較低者獲勝，持有加冕標記者的巨魔部眾已滿（6 個氏族巨魔）。裁定：起始巨魔以 0 級計，尚未輸入巨魔等級時平手暫不判定，若仍平手則共享勝利。</translation>
        </message>
        <message>
            <source>Two teams of two sit together and play in the order team 1, team 2, team 2, team 1; teammates' gates stand side by side on the winter side: neighbouring start points, clockwise.</source>
            <translation>兩支 2 人隊伍，隊友坐在一起，按隊伍 1、隊伍 2、隊伍 2、隊伍 1 的順序進行；隊友的大門在冬季版圖上彼此相鄰：按順時針方向相鄰的兩個起始點。</translation>
        </message>
        <message>
            <source>A player holds at most 9999 of each resource, storage and trolls together; an action or correction beyond is refused.</source>
            <translation>每位玩家的每種資源（儲存區與巨魔上合計）最多 9999 個；超出的行動或修正會被拒絕。</translation>
        </message>
        <message>
            <source>A player's tunnel points stay between 0 and 572 (all 52 tunnel tiles as size-5 heartstone tunnels); a correction beyond is refused.</source>
            <translation>玩家的隧道榮譽點數介於 0 到 572 之間（全部 52 片隧道板塊都是大小 5 的心石隧道）；超出的修正會被拒絕。</translation>
        </message>
        <message>
            <source>At most one workshop per turn, one next to your network; that workshop may be activated once per open entrance, in one go or in several. Ruling: its activations may come before and after the turn's spell, never before and after another workshop.</source>
            <translation>每回合最多啟動一個工坊，且該工坊必須與你的通路網相鄰；這個工坊每有一個開啟的入口就可以啟動一次，可以一次或分多次進行。裁定：它的各次啟動可以分在本回合咒語的前後，但不能分在另一個工坊的前後。</translation>
        </message>
        <message>
            <source>Cart Workshop: each activation turns 1 heartstone into 1 generic cart, or 1 generic cart into 1 heartstone; clan carts cannot be spent here.</source>
            <translation>礦車工坊：每次啟動可花費 1 個心石獲得 1 個通用礦車，或花費 1 個通用礦車獲得 1 個心石；在這裡不可以花費氏族礦車。</translation>
        </message>
        <message>
            <source>Rune Workshop: each activation turns 1 stone or 1 iron into 1 rune, or 1 rune into 1 stone or 1 iron.</source>
            <translation>符文工坊：每次啟動可花費 1 個山岩或 1 個鐵礦獲得 1 枚符文，或花費 1 枚符文獲得 1 個山岩或 1 個鐵礦。</translation>
        </message>
        <message>
            <source>Rune Shop: each activation turns 1 coin into 1 rune, or 1 rune into 1 coin.</source>
            <translation>符文商店：每次啟動可花費 1 枚金幣獲得 1 枚符文，或花費 1 枚符文獲得 1 枚金幣。</translation>
        </message>
        <message>
            <source>Crushing Workshop: each activation turns 1 heartstone into 2 stone, or 2 stone into 1 heartstone.</source>
            <translation>碎石工坊：每次啟動可花費 1 個心石獲得 2 個山岩，或花費 2 個山岩獲得 1 個心石。</translation>
        </message>
        <message>
            <source>Ore Exchange: each activation turns 1 iron or 1 heartstone into 1 coin, or 1 coin into 1 iron or 1 heartstone.</source>
            <translation>鐵石商店：每次啟動可花費 1 個鐵礦或 1 個心石獲得 1 枚金幣，或花費 1 枚金幣獲得 1 個鐵礦或 1 個心石。</translation>
        </message>
        <message>
            <source>Millstone Workshop: each activation turns 1 stone into 1 iron, or 1 iron into 1 stone.</source>
            <translation>石磨工坊：每次啟動可花費 1 個山岩獲得 1 個鐵礦，或花費 1 個鐵礦獲得 1 個山岩。</translation>
        </message>
        <message>
            <source>Metal Workshop: each activation turns 1 heartstone into 1 iron, or 1 iron into 1 heartstone.</source>
            <translation>金屬工坊：每次啟動可花費 1 個心石獲得 1 個鐵礦，或花費 1 個鐵礦獲得 1 個心石。</translation>
        </message>
        <message>
            <source>Tool Forge: each activation turns 1 heartstone into 1 hammer, or 1 hammer into 1 heartstone.</source>
            <translation>工具鍛造處：每次啟動可花費 1 個心石獲得 1 個錘子，或花費 1 個錘子獲得 1 個心石。</translation>
        </message>
        <message>
            <source>Chain Forge: each activation turns any 2 resources, alike or not, into 1 hammer; never back.</source>
            <translation>鐵鏈鍛造處：每次啟動可花費任意 2 個資源（無需相同）獲得 1 個錘子；不能反向交換。</translation>
        </message>
        <message>
            <source>Cart Shop: each activation turns any 2 resources, alike or not, into 1 generic cart; never back.</source>
            <translation>礦車商店：每次啟動可花費任意 2 個資源（無需相同）獲得 1 個通用礦車；不能反向交換。</translation>
        </message>
        <message>
            <source>Quartermaster: each activation moves 1 resource from one of your trolls to your storage; a clan cart becomes a generic cart.</source>
            <translation>軍需儲備處：每次啟動可將 1 個資源從你的一個巨魔卡上移到你的儲存區；氏族礦車移到儲存區時變成通用礦車。</translation>
        </message>
        <message>
            <source>Level 1 is free; level 2 takes a bribe on each of the 2 level-1 trolls below, level 3 on each of the 2 level-2 and 3 level-1 trolls below; without them all you cannot recruit. Bribes are coins unless a spell says otherwise, and lie where the table put them. Ruling: the row sets the bribes, not the card: a level-1 card drawn into the level-2 row costs that row's 2 bribes.</source>
            <translation>1 級巨魔免費；2 級巨魔需在其下方的 2 個 1 級巨魔上各放 1 個賄賂，3 級巨魔需在其下方的 2 個 2 級和 3 個 1 級巨魔上各放 1 個；不能賄賂其下所有巨魔就不能徵募。賄賂一般是金幣，除非咒語另有說明，並留在玩家放置的巨魔身上。裁定：賄賂由所在的行決定，而不是由卡牌決定：補進 2 級行的 1 級卡牌，仍需該行的 2 個賄賂。</translation>
        </message>
        <message>
            <source>Take the troll and the bribes on it, refill the slot; a level-2 troll's pedestal goes to storage; with a level-3 troll you may take any pedestal you like from the bag. Ruling: taking none is accepted.</source>
            <translation>拿取巨魔及其身上的賄賂，並填補空位；2 級巨魔上的基座放到你的儲存區；徵募 3 級巨魔時，你可以從盲抽袋中任選一個基座。裁定：不拿也可以。</translation>
        </message>
        <message>
            <source>When a level's deck is empty, refill from the deck one level higher, else from the one a level lower. Ruling: when both are empty the slot stays empty, never refilled from two levels away.</source>
            <translation>某等級的牌堆用光時，從高一級的牌堆補充；若高一級也用光，則從低一級的牌堆補充。裁定：兩者都用光時，空位就保持空著，絕不從相差兩級的牌堆補充。</translation>
        </message>
        <message>
            <source>After recruiting, any market troll with 4 bribes retires: bribes to the supply, the card under its deck, the slot refilled. Ruling: a retiring level-2 troll's pedestal stays on the slot for the card that replaces it.</source>
            <translation>徵募後，氏族卡堆中任何擁有 4 個賄賂的巨魔都會退休：賄賂放回供應堆，卡牌置於對應牌堆底部，並填補空位。裁定：退休的 2 級巨魔上的基座留在該位置，給補上的卡牌。</translation>
        </message>
        <message>
            <source>A statue in your gate scores by the layer of the gate's square, as one in a tunnel does.</source>
            <translation>你大門中的雕像和隧道中的雕像一樣，依大門所在方格的層計分。</translation>
        </message>
        <message>
            <source>A score sheet is complete when every player's tunnels are entered, tile by tile or as the score-track total (even 0). Until then its results are projected: only the players with something entered are ranked, no tie-break asks for troll levels, and no one is named the winner.</source>
            <translation>每位玩家的隧道都已輸入（逐一輸入板塊，或輸入計分條上的總分，即使是 0）時，計分表才算完成。在此之前結果只是預估：只有已輸入內容的玩家會排名，平手判定不會要求輸入巨魔等級，也不會宣布勝利者。</translation>
        </message>
    </context>
    <context>
        <name>RuleAlternative</name>
        <message>
            <source>Using a workshop as one action: all its activations in one go, either before the spell or after it.</source>
            <translation>把使用工坊視為一個行動：所有啟動一次完成，在咒語之前或之後。</translation>
        </message>
        <message>
            <source>Pricing a troll by the level printed on its card: a level-1 card in the level-2 row would be free.</source>
            <translation>依卡牌上印的等級決定價格：位於 2 級行的 1 級卡牌就會免費。</translation>
        </message>
        <message>
            <source>The Japanese summary reads 「任意の台座コマ1つを獲得します」, take one pedestal of your choice: read so, a player must take one while the bag holds any.</source>
            <translation>日文摘要寫作「任意の台座コマ1つを獲得します」，即獲得任選的一個基座：照此解讀，只要袋中還有基座，玩家就必須拿一個。</translation>
        </message>
        <message>
            <source>Drawing from any deck that still has cards, two levels away too (a level-1 place refilled from the level-3 deck), so that the market stays full.</source>
            <translation>從任何還有卡牌的牌堆抽取，包括相差兩級的牌堆（用 3 級牌堆補充 1 級的位置），讓氏族卡堆保持全滿。</translation>
        </message>
        <message>
            <source>The pedestal goes back into the bag, and the new card, if it is level 2, draws one from the bag at random.</source>
            <translation>基座放回盲抽袋，新卡牌若是 2 級巨魔，則從袋中隨機抽一個基座。</translation>
        </message>
        <message>
            <source>Each tile stays in the network of the player who dug it, joined to a gate or not: the rulebook's 「這些孤立的板塊不屬於任何玩家的通路網」 speaks against it.</source>
            <translation>每個板塊都屬於挖掘它的玩家的通路網，不論是否連接到大門：規則書的「這些孤立的板塊不屬於任何玩家的通路網」與此相反。</translation>
        </message>
        <message>
            <source>One statue per printed tile, whatever a hall covers: the two parts of a tile split by a hall count as one tunnel. A group may choose it for its game when starting it, or later in the rules browser of that game.</source>
            <translation>每個印刷的板塊一個雕像，不論大廳覆蓋了什麼：被大廳分開的板塊兩部分算作一個隧道。玩家們可以在開始遊戲時為該局選擇這種解讀，之後也可以在該局的規則瀏覽器中選擇。</translation>
        </message>
        <message>
            <source>Breaking a remaining tie another way the group agrees on (more honour from tunnels, say); the rulebook gives no such rule.</source>
            <translation>以玩家們同意的其他方式打破剩下的平手（例如隧道得到的榮譽點數較多者）；規則書沒有這樣的規則。</translation>
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
            <translation>規則參考：%1</translation>
        </message>
        <message>
            <source>Generated by `hallkeeper-cli rules --game %1 --markdown` from the game's rule catalog; do not edit by hand. The same rules, with the same IDs, are in the app (Help → Rules) and in `hallkeeper-cli rules --game %1`. Other languages: %2.</source>
            <translation>由 `hallkeeper-cli rules --game %1 --markdown` 依該遊戲的規則目錄產生，請勿手動編輯。相同的規則以相同的編號也在應用程式（說明 → 規則）與 `hallkeeper-cli rules --game %1` 中。其他語言：%2。</translation>
        </message>
        <message>
            <source>Each rule gives its ID, what it says, where it comes from and, where we quote it, the source's own words. **Rulings** are points the source leaves open: each gives the other reading a table may choose, and why Hallkeeper rules as it does.</source>
            <translation>每條規則列出其編號、內容、出處，以及引用時的原文。**裁定**是原文未明確說明之處：每條都列出桌上可選擇的另一種讀法，以及 Hallkeeper 如此裁定的理由。</translation>
        </message>
        <message>
            <source>ruling</source>
            <translation>裁定</translation>
        </message>
        <message>
            <source>Source:</source>
            <translation>出處：</translation>
        </message>
        <message>
            <source>Example:</source>
            <translation>範例：</translation>
        </message>
        <message>
            <source>Alternative:</source>
            <translation>另一種讀法：</translation>
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
            <translation>範例：在最後的回合中，用4個其他資源換取1個礦車，就能再移動一次，把雕像放上它的基座。</translation>
        </message>
        <message>
            <source>Example: to dig with 4 stone, you have 2 stone in storage and 3 on your trolls; any 4 of those 5 will do.</source>
            <translation>範例：你要花費4個山岩挖掘隧道，儲存區裡有2個山岩，巨魔卡上有3個；這5個中的任意4個都可以。</translation>
        </message>
        <message>
            <source>Example: you cast 大地儀式 by putting 1 rune from your storage or a troll on the card; it is the card's second rune, so the spell stays on display.</source>
            <translation>範例：你將儲存區或巨魔卡上的1枚符文放在卡上，施放【大地儀式】；這是卡上的第2枚符文，所以咒語仍留在展示區。</translation>
        </message>
        <message>
            <source>Example: your network touches the Tool Forge at one entrance and other players' networks at two more: it has 3 open entrances, so you may activate it up to 3 times.</source>
            <translation>範例：你的通路網與【工具鍛造處】的一個入口相鄰，其他玩家的通路網與另外兩個入口相鄰：它有3個開啟的入口，所以你最多可以啟動它3次。</translation>
        </message>
        <message>
            <source>Example: to recruit the level-3 Ice troll at the top right, put 1 coin on each of the 5 trolls below it.</source>
            <translation>範例：要徵募最上面一行右側的3級冰霜巨魔，在其下方的5個巨魔身上各放置1枚金幣。</translation>
        </message>
        <message>
            <source>Example: your third recruit goes top left; it gains 3 iron, 1 rune and 1 cart, then the Fire and Mud trolls below it activate, and so on down to the bottom row. A troll still holding a cart from an earlier chain gains no new cart.</source>
            <translation>範例：你徵募的第三個巨魔放在左上角；它獲得3個鐵礦、1枚符文和1個礦車，接著其下方的烈火巨魔和泥沼巨魔啟動，依此類推直到最下面一行。身上仍有之前連鎖獲得之礦車的巨魔不會獲得新的礦車。</translation>
        </message>
        <message>
            <source>Example: 4 stone for a size-4 tile scores 4 honour points.</source>
            <translation>範例：花費4個山岩挖掘規模為4的隧道，獲得4榮譽點數。</translation>
        </message>
        <message>
            <source>Example: to lay the same tile over 3 rubble squares, first spend 3 hammers.</source>
            <translation>範例：要將同樣的隧道板塊放在3個碎石格上，須先花費3個錘子。</translation>
        </message>
        <message>
            <source>Example: a size-4 tile dug with 4 stone covers 2 iron and 1 hammer: they go to your storage, and the buried Fire statue under it is unearthed.</source>
            <translation>範例：花費4個山岩挖掘的規模4隧道覆蓋了2個鐵礦和1個錘子：它們放入你的儲存區，其下被掩埋的烈火雕像也隨之出土。</translation>
        </message>
        <message>
            <source>Example: once anyone has placed an Ice pedestal in the grey layer, no one may place another Ice pedestal there; a Fire or Moon pedestal still may.</source>
            <translation>範例：只要任意玩家已經在灰色層放置了一個冰霜氏族基座，任何玩家都不能再在灰色層放入冰霜氏族基座，但仍可以放置烈火氏族或皎月氏族的基座。</translation>
        </message>
        <message>
            <source>Example: the tile you just dug touches a workshop site; you take the Rune Shop from the workshop supply and put it there, to use from your next turn.</source>
            <translation>範例：你剛挖掘的隧道與一個工坊點相鄰；你從工坊供應堆拿取【符文商店】放在該處，之後的回合便可以使用。</translation>
        </message>
        <message>
            <source>Example: you place the Treasure Hall (聚寶大廳) over your tunnels: the Ice pedestal under it leaves the game (you keep its score token), the Moon statue stays where it was.</source>
            <translation>範例：你在隧道上設立聚寶大廳：其下的冰霜基座移出遊戲（你仍保留其基座得分標記），皎月雕像則保持原位不動。</translation>
        </message>
        <message>
            <source>Example: carts and stone give 1 honour point each; trading 1 rune, 1 hammer and 2 iron for a coin completes a third set of three: 1 more.</source>
            <translation>範例：礦車和山岩各獲得1榮譽點數；用1枚符文、1個錘子和2個鐵礦換取1枚金幣，湊齊第三組3個相同的資源：再得1榮譽點數。</translation>
        </message>
        <message>
            <source>Worked example: hall A has an empty altar and an Ice statue inside: its low value, 0, and nothing for the Ice statue; hall B has a statue on its altar: its high value, 15.</source>
            <translation>計分範例：大廳A的祭壇是空的，裡面有一個冰霜雕像：獲得較小值0，冰霜雕像不計分；大廳B的祭壇上有雕像：獲得較大值15。</translation>
        </message>
        <message>
            <source>Worked example: a Fire statue on a Fire pedestal in the yellow layer scores 20, an Ice statue in the yellow layer without a pedestal 10, a Fire statue on a Fire pedestal in the grey layer 8. With tunnels 43, coronation 3, pedestal tokens 11, leftovers 1 and halls 0 and 15, the total is 111.</source>
            <translation>計分範例：黃色層中放在烈火基座上的烈火雕像價值20，黃色層中不在基座上的冰霜雕像價值10，灰色層中放在烈火基座上的烈火雕像價值8。加上隧道43、加冕3、基座得分標記11、剩餘資源1、大廳0和15，總分111。</translation>
        </message>
    </context>
    <context>
        <name>RuleReasoning</name>
        <message>
            <source>The rulebook says that isolated tiles belong to nobody and that whoever connects to them later owns them. Computing ownership from the gates every time gives exactly that, and nothing can go stale.</source>
            <translation>規則書說孤立的板塊不屬於任何玩家，之後連接到它們的玩家便擁有它們。每次都從大門計算歸屬正好得到這個結果，也不會有過時的紀錄。</translation>
        </message>
        <message>
            <source>The rulebook says "one statue per tunnel" in one place and "per tunnel tile" in another, and also that the parts of a tile sticking out from under a hall become independent tunnels. The default follows the tunnels as for moving statues; the literal "per printed tile" is the table's alternative.</source>
            <translation>規則書一處說「每個隧道中只有1個雕像」，另一處說「每個隧道板塊中」，又說大廳下方延伸出來的隧道均變成獨立的隧道。預設依照移動雕像時的隧道計算；照字面「每個印刷的板塊」則是桌上可選的替代裁定。</translation>
        </message>
        <message>
            <source>The rulebook breaks a tie by the lower sum of troll levels and stops there. Starting trolls have no level, so they add nothing (counting them as 0 or leaving them out gives the same sum); a tie that remains has no rule to break it, so the victory is shared. A tie that needs troll levels not yet entered is shown as undecided rather than guessed.</source>
            <translation>規則書以巨魔部眾等級之和較低者打破平手，並到此為止。起始巨魔沒有等級，因此不增加總和（算作0或不計入，總和相同）；仍然平手時沒有規則可以判定，因此共享勝利。需要尚未輸入的巨魔等級才能判定的平手，會顯示為未定，而不是猜測。</translation>
        </message>
        <message>
            <source>The spell and the workshop are one step, done in any order (「以任意順序」), and each activation of a workshop is an exchange of its own (「每次啟動工坊都視作一個獨立的操作」). So the application lets a player use the workshop, cast the spell with what it gave, and use the same workshop again while it has open entrances left.</source>
            <translation>咒語和工坊是同一個步驟，可以任意順序執行（「以任意順序」），而每次啟動工坊都是一次獨立的交換（「每次啟動工坊都視作一個獨立的操作」）。所以本程式允許玩家先使用工坊，再用換得的資源釋放咒語，然後在還有開啟的入口時再次使用同一個工坊。</translation>
        </message>
        <message>
            <source>The rulebook prices a troll by its row (「中間行」, the middle row) and the trolls below it, which are the same whatever card stands there; a card from another level's deck only fills the place (REC-EMPTY-DECK). Its pedestal follows the card's own level: a level-2 card in the level-1 row brings one from the bag, and whoever recruits a level-3 card in the level-2 row chooses one.</source>
            <translation>規則書依巨魔所在的行（「中間行」）和其下方的巨魔決定價格，不論那裡放的是哪張卡牌都一樣；來自其他等級牌堆的卡牌只是填補空位（REC-EMPTY-DECK）。它的基座則依卡牌本身的等級：位於 1 級行的 2 級卡牌會從盲抽袋帶來一個基座，徵募位於 2 級行的 3 級卡牌的玩家可以任選一個。</translation>
        </message>
        <message>
            <source>The rulebook says you may (「你可以」) look in the bag and take one; a player who may take one may also leave them all there.</source>
            <translation>規則書說你可以（「你可以」）查看盲抽袋並拿取一個；可以拿取的玩家，也可以一個都不拿。</translation>
        </message>
        <message>
            <source>The rulebook names the deck one level up, then the deck one level down, and says nothing of both being empty; the application goes no further than it does.</source>
            <translation>規則書只提到高一級的牌堆，然後是低一級的牌堆，沒有說明兩者都用光時怎麼辦；本程式不超出規則書所說的範圍。</translation>
        </message>
        <message>
            <source>The rulebook sends the card under its deck and the bribes to the supply, and says nothing of the pedestal on the card. The pedestal lies on the place in the market, so it stays there for the new card, and no other is drawn for it.</source>
            <translation>規則書把卡牌放回牌堆底部、賄賂放回供應堆，對卡牌上的基座則沒有說明。基座放在氏族卡堆的那個位置上，所以它留在那裡給新卡牌，也不再為新卡牌另抽基座。</translation>
        </message>
    </context>
    <context>
        <name>RuleSection</name>
        <message>
            <source>Board</source>
            <translation>版圖</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>設置</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>回合</translation>
        </message>
        <message>
            <source>Spells and workshops</source>
            <translation>咒語和工坊</translation>
        </message>
        <message>
            <source>Recruiting</source>
            <translation>徵募</translation>
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
            <translation>大廳</translation>
        </message>
        <message>
            <source>Moving statues</source>
            <translation>移動雕像</translation>
        </message>
        <message>
            <source>End of game</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最終計分</translation>
        </message>
        <message>
            <source>Team game</source>
            <translation>組隊遊戲</translation>
        </message>
        <message>
            <source>Hallkeeper's limits</source>
            <translation>Hallkeeper 的上限</translation>
        </message>
        <message>
            <source>Workshop exchanges</source>
            <translation>工坊的交換</translation>
        </message>
        <message>
            <source>Hallkeeper's score sheet</source>
            <translation>Hallkeeper 的計分表</translation>
        </message>
    </context>
    <context>
        <name>RulebookSection</name>
        <message>
            <source>Adjacent</source>
            <translation>相鄰</translation>
        </message>
        <message>
            <source>Place a pedestal?</source>
            <translation>放入基座？</translation>
        </message>
        <message>
            <source>General setup</source>
            <translation>通用初始設置</translation>
        </message>
        <message>
            <source>Player setup</source>
            <translation>玩家初始設置</translation>
        </message>
        <message>
            <source>On your turn</source>
            <translation>在你的回合</translation>
        </message>
        <message>
            <source>2. Recruit or dig</source>
            <translation>2. 徵募或挖掘</translation>
        </message>
        <message>
            <source>Trading with the supply</source>
            <translation>與供應堆交易</translation>
        </message>
        <message>
            <source>Spending resources</source>
            <translation>花費資源</translation>
        </message>
        <message>
            <source>Casting a spell</source>
            <translation>釋放一個咒語</translation>
        </message>
        <message>
            <source>Activating a workshop</source>
            <translation>啟動一個工坊</translation>
        </message>
        <message>
            <source>Recruiting a troll › Step 1: choose a troll to recruit</source>
            <translation>徵募一個巨魔 › 步驟一：選擇一個要徵募的巨魔</translation>
        </message>
        <message>
            <source>Recruiting a troll › Step 2: take the troll</source>
            <translation>徵募一個巨魔 › 步驟二：拿取巨魔</translation>
        </message>
        <message>
            <source>Recruiting a troll › Out of troll cards</source>
            <translation>徵募一個巨魔 › 巨魔卡用光</translation>
        </message>
        <message>
            <source>Recruiting a troll › Trolls retire</source>
            <translation>徵募一個巨魔 › 巨魔退休</translation>
        </message>
        <message>
            <source>Recruiting a troll › Step 3: add the troll to your moot and trigger a chain</source>
            <translation>徵募一個巨魔 › 步驟三：將巨魔加入你的巨魔部眾並觸發連鎖</translation>
        </message>
        <message>
            <source>Recruiting a troll › Carts</source>
            <translation>徵募一個巨魔 › 礦車</translation>
        </message>
        <message>
            <source>Digging a tunnel and gaining honour points</source>
            <translation>挖掘隧道並獲得榮譽點數</translation>
        </message>
        <message>
            <source>Digging › Rubble squares</source>
            <translation>挖掘隧道並獲得榮譽點數 › 碎石格</translation>
        </message>
        <message>
            <source>Digging › Buried statues</source>
            <translation>挖掘隧道並獲得榮譽點數 › 被掩埋的雕像</translation>
        </message>
        <message>
            <source>Digging › Buried resources</source>
            <translation>挖掘隧道並獲得榮譽點數 › 被掩埋的資源</translation>
        </message>
        <message>
            <source>3. Great halls</source>
            <translation>3. 大廳</translation>
        </message>
        <message>
            <source>Build a workshop?</source>
            <translation>建造一間工坊？</translation>
        </message>
        <message>
            <source>4. Moving statues</source>
            <translation>4. 移動雕像</translation>
        </message>
        <message>
            <source>4. Moving statues › What counts as a tunnel?</source>
            <translation>4. 移動雕像 › 什麼算作一個隧道？</translation>
        </message>
        <message>
            <source>Triggering the end of the game (coronation)</source>
            <translation>觸發遊戲結束（加冕儀式）</translation>
        </message>
        <message>
            <source>Final scoring › 1. Coronation tokens</source>
            <translation>最終計分 › 1. 加冕標記</translation>
        </message>
        <message>
            <source>Final scoring › 2. Pedestal points</source>
            <translation>最終計分 › 2. 基座點數</translation>
        </message>
        <message>
            <source>Final scoring › 3. Leftover resources</source>
            <translation>最終計分 › 3. 剩餘資源</translation>
        </message>
        <message>
            <source>Final scoring › 4. Great halls</source>
            <translation>最終計分 › 4. 大廳</translation>
        </message>
        <message>
            <source>Final scoring › 5. Statues</source>
            <translation>最終計分 › 5. 雕像</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最終計分</translation>
        </message>
        <message>
            <source>Team game › Setup</source>
            <translation>組隊遊戲規則 › 起始設置</translation>
        </message>
        <message>
            <source>Team game › Changes to the game</source>
            <translation>組隊遊戲規則 › 遊戲流程變化</translation>
        </message>
        <message>
            <source>Not in the rulebook: a limit of Hallkeeper's, not a rule of the game</source>
            <translation>不在規則書中：這是 Hallkeeper 的上限，不是遊戲規則</translation>
        </message>
        <message>
            <source>Workshops › Cart Workshop</source>
            <translation>工坊 › 礦車工坊</translation>
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
            <translation>工坊 › 鐵石商店</translation>
        </message>
        <message>
            <source>Workshops › Millstone Workshop</source>
            <translation>工坊 › 石磨工坊</translation>
        </message>
        <message>
            <source>Workshops › Metal Workshop</source>
            <translation>工坊 › 金屬工坊</translation>
        </message>
        <message>
            <source>Workshops › Tool Forge</source>
            <translation>工坊 › 工具鍛造處</translation>
        </message>
        <message>
            <source>Workshops › Chain Forge</source>
            <translation>工坊 › 鐵鏈鍛造處</translation>
        </message>
        <message>
            <source>Workshops › Cart Shop</source>
            <translation>工坊 › 礦車商店</translation>
        </message>
        <message>
            <source>Workshops › Quartermaster</source>
            <translation>工坊 › 軍需儲備處</translation>
        </message>
        <message>
            <source>Not in the rulebook: a convention of Hallkeeper's score sheet, not a rule of the game</source>
            <translation>不在規則書中：這是 Hallkeeper 計分表的慣例，不是遊戲規則</translation>
        </message>
    </context>
    <context>
        <name>ScoreReport</name>
        <message>
            <source>%1 from the score track</source>
            <translation>計分條上的 %1 分</translation>
        </message>
        <message>
            <source>%1 × size %2 %3 = %4</source>
            <translation>%1 × 規模 %2 的%3隧道 = %4</translation>
        </message>
        <message>
            <source>no tunnels: 0</source>
            <translation>沒有隧道：0</translation>
        </message>
        <message>
            <source>%1; total %2</source>
            <translation>%1；合計 %2</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>no coronation token: 0</source>
            <translation>沒有加冕標記：0</translation>
        </message>
        <message>
            <source>coronation tokens 5 + 3 = 8</source>
            <translation>加冕標記 5 + 3 = 8</translation>
        </message>
        <message>
            <source>coronation token %1</source>
            <translation>加冕標記 %1</translation>
        </message>
        <message>
            <source>no pedestal score tokens: 0</source>
            <translation>沒有基座得分標記：0</translation>
        </message>
        <message>
            <source>pedestal score token %1</source>
            <translation>基座得分標記 %1</translation>
        </message>
        <message>
            <source>pedestal score tokens %1 = %2</source>
            <translation>基座得分標記 %1 = %2</translation>
        </message>
        <message>
            <source>no resources left: 0</source>
            <translation>沒有剩餘資源：0</translation>
        </message>
        <message>
            <source>%1 → sets of three: %2</source>
            <translation>%1 → 三個一組：%2 組</translation>
        </message>
        <message>
            <source>; no 4:1 trade adds a set</source>
            <translation>；任何 4:1 交換都無法多湊一組</translation>
        </message>
        <message>
            <source>; after trading %1: %2 → sets of three: %3</source>
            <translation>；進行交換（%1）後：%2 → 三個一組：%3 組</translation>
        </message>
        <message>
            <source>no great halls: 0</source>
            <translation>沒有大廳：0</translation>
        </message>
        <message>
            <source>%1 statue on its own pedestal in layer %2</source>
            <translation>第 %2 層同氏族基座上的%1雕像</translation>
        </message>
        <message>
            <source>%1 statue in layer %2</source>
            <translation>第 %2 層的%1雕像</translation>
        </message>
        <message>
            <source>no statues in tunnels: 0</source>
            <translation>隧道中沒有雕像：0</translation>
        </message>
        <message>
            <source>Tunnels</source>
            <translation>隧道</translation>
        </message>
        <message>
            <source>Coronation</source>
            <translation>加冕標記</translation>
        </message>
        <message>
            <source>Pedestal tokens</source>
            <translation>基座得分標記</translation>
        </message>
        <message>
            <source>Leftovers</source>
            <translation>剩餘資源</translation>
        </message>
        <message>
            <source>Halls</source>
            <translation>大廳</translation>
        </message>
        <message>
            <source>Statues</source>
            <translation>雕像</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>總計</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Team %1 (%2)</source>
            <translation>隊伍 %1（%2）</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <extracomment>A resource and how many: "stone 3".</extracomment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>無</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <translation>%1 → %2</translation>
        </message>
        <message>
            <source>hall %1</source>
            <translation>大廳 %1</translation>
        </message>
        <message>
            <source>%1: a statue on the altar, high value %2</source>
            <translation>%1：祭壇上有雕像，取較大值 %2</translation>
        </message>
        <message>
            <source>%1: altar empty, low value %2</source>
            <translation>%1：祭壇是空的，取較小值 %2</translation>
        </message>
        <message>
            <source>%1: %2 points</source>
            <translation>%1：%2 分</translation>
        </message>
        <message>
            <source>%1 in tunnel %2: %3 points</source>
            <translation>%1（隧道「%2」）：%3 分</translation>
        </message>
        <message>
            <source>%1 in tunnel %2: not counted, the tunnel already counts the %3 (%4 points)</source>
            <translation>%1（隧道「%2」）：不計分，此隧道已計入%3（%4 分）</translation>
        </message>
        <message>
            <source>%1 + %2 + %3 + %4 + %5 + %6 = %7 honour points</source>
            <translation>%1 + %2 + %3 + %4 + %5 + %6 = %7 榮譽點數</translation>
        </message>
        <message>
            <source>%1 tie on %2 honour points and on the sum of their troll levels (%3): they share place %4.</source>
            <translation>%1 同為 %2 榮譽點數，巨魔等級總和（%3）也相同，因此並列第 %4 名。</translation>
        </message>
        <message>
            <source>%1 tie on %2 honour points; the lower sum of troll levels ranks higher (starting trolls count as 0): %3.</source>
            <translation>%1 同為 %2 榮譽點數；巨魔等級總和較低者排名較前（起始巨魔以 0 級計）：%3。</translation>
        </message>
        <message>
            <source>%1 also tie on troll levels (%2): they share place %3.</source>
            <translation>%1 的巨魔等級總和（%2）也相同，因此並列第 %3 名。</translation>
        </message>
        <message>
            <source>Winner: %1 with %2 honour points.</source>
            <translation>勝利者：%1，共 %2 榮譽點數。</translation>
        </message>
        <message>
            <source>Shared victory: %1, with %2 honour points each.</source>
            <translation>共同勝利：%1，各得 %2 榮譽點數。</translation>
        </message>
        <message>
            <source>%1: no trade adds a set</source>
            <translation>%1：任何交換都無法多湊一組</translation>
        </message>
        <message>
            <source>%1: trade %2</source>
            <translation>%1：交換 %2</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>隊伍</translation>
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
            <translation>剩餘資源交換</translation>
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
            <translation>%1 以 %2 榮譽點數平手；判定勝負需要他們的巨魔等級總和：請輸入 %3 的巨魔等級以分出勝負。</translation>
        </message>
        <message>
            <source>No winner yet: %1 tie on %2 honour points; enter the troll levels of %3 to break the tie.</source>
            <translation>尚未分出勝負：%1 以 %2 榮譽點數平手；請輸入 %3 的巨魔等級以分出勝負。</translation>
        </message>
        <message>
            <source>Leading (projected): %1 with %2 honour points.</source>
            <translation>領先（預估）：%1，共 %2 榮譽點數。</translation>
        </message>
        <message>
            <source>Leading together (projected): %1, with %2 honour points each.</source>
            <translation>並列領先（預估）：%1，各得 %2 榮譽點數。</translation>
        </message>
        <message>
            <source>Table rulings</source>
            <translation>桌上裁定</translation>
        </message>
        <message>
            <source>Nothing is entered yet: no one is ranked, and no one wins before every player's tunnels are entered.</source>
            <translation>尚未輸入任何內容：不排名次；在每位玩家的隧道都輸入之前，也不會有勝利者。</translation>
        </message>
        <message>
            <source>Incomplete: no winner until the tunnels of %1 are entered.</source>
            <translation>尚未完成：輸入 %1 的隧道之前，不會有勝利者。</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>expected a tunnel label such as "a", found an empty one; leave the key out for a statue alone in its tunnel</source>
            <translation>應為隧道標籤（例如 "a"），實際為空白；若雕像單獨位於一個隧道中，請省略此鍵名</translation>
        </message>
        <message>
            <source>give either the tunnels or the tunnel points from the score track, not both</source>
            <translation>請只填寫隧道或計分條上的隧道分數其中之一，不要兩者都填</translation>
        </message>
        <message>
            <source>expected an integer from %1 to %2, found %3</source>
            <translation>應為 %1 到 %2 的整數，實際為 %3</translation>
        </message>
        <message>
            <source>expected %1 to %2 players, found %3</source>
            <translation>玩家人數應為 %1 到 %2 人，實際為 %3 人</translation>
        </message>
        <message>
            <source>expected a player name, found an empty one</source>
            <translation>應填寫玩家名稱，實際為空白</translation>
        </message>
        <message>
            <source>the name "%1" is already used by players[%2]; names must be unique</source>
            <translation>名稱「%1」已被 players[%2] 使用；名稱不可重複</translation>
        </message>
        <message>
            <source>a team is allowed only in a team sheet ("teams": true)</source>
            <translation>只有組隊計分表（"teams": true）才能指定隊伍</translation>
        </message>
        <message>
            <source>a team sheet has exactly 4 players, found %1</source>
            <translation>組隊計分表必須剛好有 4 位玩家，實際為 %1 位</translation>
        </message>
        <message>
            <source>expected team 1 or 2, found %1</source>
            <translation>隊伍應為 1 或 2，實際為 %1</translation>
        </message>
        <message>
            <source>each team has exactly 2 players, found %1 in team 1 and %2 in team 2</source>
            <translation>每支隊伍必須剛好有 2 位玩家，實際上隊伍 1 有 %1 位、隊伍 2 有 %2 位</translation>
        </message>
        <message>
            <source>more tunnels than the %1 tunnel tiles in the box</source>
            <translation>隧道數量超過遊戲盒中的 %1 個隧道板塊</translation>
        </message>
        <message>
            <source>expected 0, 3 or 5, found %1</source>
            <translation>應為 0、3 或 5，實際為 %1</translation>
        </message>
        <message>
            <source>a 2-player game uses only the coronation token 3</source>
            <translation>2 人遊戲只使用 3 分的加冕標記</translation>
        </message>
        <message>
            <source>the coronation token %1 is already held by players[%2]; there is only one</source>
            <translation>%1 分的加冕標記已由 players[%2] 持有；此標記只有一個</translation>
        </message>
        <message>
            <source>the coronation token 3 is taken only after the token 5, which nobody holds</source>
            <translation>3 分的加冕標記要在 5 分的標記被拿走後才能獲得，但沒有人持有 5 分的標記</translation>
        </message>
        <message>
            <source>more pedestal score tokens than the %1 of the pedestal track</source>
            <translation>基座得分標記的數量超過基座記錄條上的 %1 個</translation>
        </message>
        <message>
            <source>expected an integer ≥ 0, found %1</source>
            <translation>應為 ≥ 0 的整數，實際為 %1</translation>
        </message>
        <message>
            <source>expected an integer ≥ the low value %1, found %2</source>
            <translation>應為 ≥ 較小值 %1 的整數，實際為 %2</translation>
        </message>
        <message>
            <source>more great halls than the %1 in the box</source>
            <translation>大廳數量超過遊戲盒中的 %1 個</translation>
        </message>
        <message>
            <source>expected one of %1, found "mud"; there are no Mud statues</source>
            <translation>應為 %1 其中之一，實際為 "mud"；泥沼氏族沒有雕像</translation>
        </message>
        <message>
            <source>more %1 statues than the %2 in the box</source>
            <translation>%1雕像的數量超過遊戲盒中的 %2 個</translation>
        </message>
        <message>
            <source>there is only one %1 pedestal in layer %2, and %3 already stands on it</source>
            <translation>第 %2 層只有一個%1基座，而 %3 已經位於其上</translation>
        </message>
        <message>
            <source>at most %1 clan trolls fit in a moot above the 4 starting trolls, found %2</source>
            <translation>巨魔部眾在 4 個起始巨魔之上最多只能放 %1 個氏族巨魔，實際為 %2 個</translation>
        </message>
        <message>
            <source>more level-%1 trolls than the %2 in the box</source>
            <translation>%1 級巨魔的數量超過遊戲盒中的 %2 張</translation>
        </message>
        <message>
            <source>the holder of the coronation token %1 has a full moot, %2 clan trolls; found %3 (leave the list empty if they are not known)</source>
            <translation>持有加冕標記 %1 的玩家巨魔部眾已滿，有 %2 個氏族巨魔；實際為 %3 個（若不知道，請留空）</translation>
        </message>
        <message>
            <source>%1's statue %2</source>
            <translation>%1 的雕像 %2</translation>
        </message>
        <message>
            <source>%1 %2 in all, more than the %3 in the box (a count from retailers' component lists: the rulebook gives none); allowed, since the rules do not limit the supply</source>
            <translation>%2總數為 %1，超過遊戲盒中的 %3（這個數量來自零售商的配件清單，規則書沒有列出）；由於規則並未限制供應堆的數量，仍予接受</translation>
        </message>
    </context>
    <context>
        <name>ScoreTable</name>
        <message>
            <source>Enter %1 for %2 to break the tie between %3.</source>
            <translation>請輸入 %2 的%1，以判定 %3 之間的平手。</translation>
        </message>
        <message>
            <source>Tie-break on %1: %2.</source>
            <translation>以%1判定平手：%2。</translation>
        </message>
        <message>
            <source>%1 tie on %2 (%3).</source>
            <translation>%1 同為 %2（%3）。</translation>
        </message>
        <message>
            <source>%1 share place %2.</source>
            <translation>%1 並列第 %2 名。</translation>
        </message>
        <message>
            <source>Leading so far (incomplete): %1 with %2.</source>
            <translation>目前領先（尚未完成）：%1，%2。</translation>
        </message>
        <message>
            <source>No winner yet: %1 are level on %2 and the tie-break is not entered.</source>
            <translation>尚無勝利者：%1 同為 %2，且尚未輸入平手判定所需的數值。</translation>
        </message>
        <message>
            <source>Winner: %1 with %2.</source>
            <translation>勝利者：%1，%2。</translation>
        </message>
        <message>
            <source>Shared victory: %1, with %2 each.</source>
            <translation>共同勝利：%1，各為 %2。</translation>
        </message>
        <message>
            <source>How it was decided</source>
            <translation>如何決定</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message numerus="yes">
            <source>place(s) %1</source>
            <translation>
                <numerusform>第 %1 位</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>bottom row %1</source>
            <translation>最下面一行的第 %1 位</translation>
        </message>
        <message>
            <source>the card in hand</source>
            <translation>手裡的卡</translation>
        </message>
        <message>
            <source>the card left in the deck</source>
            <translation>留在牌堆裡的卡</translation>
        </message>
    </context>
    <context>
        <name>StateText</name>
        <message>
            <source>nothing</source>
            <translation>無</translation>
        </message>
        <message>
            <source>The game is over after %1 turns.</source>
            <translation>遊戲已結束，共進行了 %1 個回合。</translation>
        </message>
        <message>
            <source>Round %1, turn of %2</source>
            <translation>第 %1 輪，輪到 %2</translation>
        </message>
        <message>
            <source>The end is triggered: %1 turns left after this one.</source>
            <translation>已觸發遊戲結束：本回合之後還剩 %1 個回合。</translation>
        </message>
        <message>
            <source>%1 (%2): tunnel points %3, coronation %4, pedestal tokens %5</source>
            <translation>%1（%2）：隧道分數 %3、加冕標記 %4、基座得分標記 %5</translation>
        </message>
        <message>
            <source>  storage: %1; pedestals: Fire %2, Ice %3, Moon %4</source>
            <translation>  儲存區：%1；基座：烈火 %2、冰霜 %3、皎月 %4</translation>
        </message>
        <message>
            <source>  moot (%1 trolls; * marks a resource on an icon):</source>
            <translation>  巨魔部眾（%1 個巨魔；* 表示資源標記上有資源）：</translation>
        </message>
        <message>
            <source>Clan market (bribes in brackets):</source>
            <translation>氏族卡堆（方括號內為賄賂）：</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空）</translation>
        </message>
        <message>
            <source>  level %1 (deck %2): %3</source>
            <translation>  %1 級（牌堆 %2 張）：%3</translation>
        </message>
        <message>
            <source>%1 (%2 runes)</source>
            <translation>%1（%2 枚符文）</translation>
        </message>
        <message>
            <source>a spell</source>
            <translation>咒語卡</translation>
        </message>
        <message>
            <source>Spells: %1</source>
            <translation>咒語：%1</translation>
        </message>
        <message>
            <source>A-E tunnels of each player's network, ? tunnels of nobody's, = great halls, G gates, * unearthed statues, s buried statues, W workshops, w empty workshop sites</source>
            <translation>A-E 各玩家通路網的隧道、? 不屬於任何人的隧道、= 大廳、G 大門、* 已出土的雕像、s 被掩埋的雕像、W 工坊、w 空閒的工坊點</translation>
        </message>
        <message>
            <source>%1 pedestal %2%3</source>
            <translation>%1基座 %2%3</translation>
        </message>
        <message>
            <source>storage of %1: %2</source>
            <translation>%1 的儲存區：%2</translation>
        </message>
        <message>
            <source>on the trolls of %1: %2</source>
            <translation>%1 的巨魔身上：%2</translation>
        </message>
        <message>
            <source>tunnel points of %1: %2%3</source>
            <translation>%1 的隧道分數：%2%3</translation>
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
            <translation>被大廳分開的板塊：不論大廳覆蓋了哪些部分，每個隧道板塊只有一個雕像計分（本桌裁定，SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>Split tiles: each part of a tile that a great hall leaves uncovered is a tunnel of its own (default, SCORE-ONE-PER-TUNNEL).</source>
            <translation>被大廳分開的板塊：大廳下方延伸出來的每個部分各自是獨立的隧道（預設，SCORE-ONE-PER-TUNNEL）。</translation>
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
            <translation>沼澤</translation>
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
            <translation>山脈</translation>
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
            <translation>異教徒</translation>
        </message>
        <message>
            <source>Alchemists</source>
            <translation>鍊金術士</translation>
        </message>
        <message>
            <source>Darklings</source>
            <translation>魔族</translation>
        </message>
        <message>
            <source>Mermaids</source>
            <translation>人魚</translation>
        </message>
        <message>
            <source>Swarmlings</source>
            <translation>蟲群族</translation>
        </message>
        <message>
            <source>Witches</source>
            <translation>女巫</translation>
        </message>
        <message>
            <source>Auren</source>
            <translation>精靈</translation>
        </message>
        <message>
            <source>Dwarves</source>
            <translation>矮人</translation>
        </message>
        <message>
            <source>Engineers</source>
            <translation>工程師</translation>
        </message>
        <message>
            <source>Chaos Magicians</source>
            <translation>混沌法師</translation>
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
            <translation>遊牧民</translation>
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
            <translation>巨龍領主</translation>
        </message>
        <message>
            <source>Acolytes</source>
            <translation>侍僧</translation>
        </message>
        <message>
            <source>Shapeshifters</source>
            <translation>變形者</translation>
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
            <translation>藍色</translation>
        </message>
        <message>
            <source>green</source>
            <translation>綠色</translation>
        </message>
        <message>
            <source>grey</source>
            <translation>灰色</translation>
        </message>
        <message>
            <source>red</source>
            <translation>紅色</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>黃色</translation>
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
            <translation>第 %1 個選擇</translation>
        </message>
        <message>
            <source>Fire &amp; Ice: the final-scoring tile</source>
            <translation>火與冰：終局計分板塊</translation>
        </message>
        <message>
            <source>Fire &amp; Ice: factions</source>
            <translation>火與冰：種族</translation>
        </message>
        <message>
            <source>Fire &amp; Ice: variants</source>
            <translation>火與冰：可選規則</translation>
        </message>
        <message>
            <source>Base game: players and factions</source>
            <translation>基礎遊戲：玩家與種族</translation>
        </message>
        <message>
            <source>Base game: final scoring</source>
            <translation>基礎遊戲：終局計分</translation>
        </message>
        <message>
            <source>%1: %2 is already the home or start terrain of %3</source>
            <translation>%1：%2 已是%3的原生地形或初始地形</translation>
        </message>
        <message>
            <source>Base game (not in the Fire &amp; Ice rules), as the open-source Terra Mystica moderator implements it: jsnell/terra-mystica, src/Game/Constants.pm</source>
            <translation>基礎遊戲（火與冰規則中沒有），依開源神秘大地主持程式的實作：jsnell/terra-mystica，src/Game/Constants.pm</translation>
        </message>
        <message>
            <source>Base game (not in the Fire &amp; Ice rules), as the open-source Terra Mystica moderator implements it: jsnell/terra-mystica, src/scoring.pm</source>
            <translation>基礎遊戲（火與冰規則中沒有），依開源神秘大地主持程式的實作：jsnell/terra-mystica，src/scoring.pm</translation>
        </message>
        <message>
            <source>Base game (not in the Fire &amp; Ice rules), as the open-source Terra Mystica moderator implements it: jsnell/terra-mystica, src/Game/Factions/</source>
            <translation>基礎遊戲（火與冰規則中沒有），依開源神秘大地主持程式的實作：jsnell/terra-mystica，src/Game/Factions/</translation>
        </message>
        <message>
            <source>Base game rules (not in the Fire &amp; Ice rules)</source>
            <translation>基礎遊戲規則（火與冰規則中沒有）</translation>
        </message>
        <message>
            <source>One final-scoring tile is drawn at setup and scored at the end of the game, after area scoring.</source>
            <translation>設置遊戲時抽取一張終局計分板塊，在遊戲結束時於區域計分之後計分。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 131</source>
            <translation>火與冰規則（TOTO 中文譯本），第 131 行</translation>
        </message>
        <message>
            <source>Like area scoring, every final-scoring tile counts only buildings that are directly or indirectly connected.</source>
            <translation>與區域計分相同，每種終局計分板塊只計算直接或間接相連的建築。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 133</source>
            <translation>火與冰規則（TOTO 中文譯本），第 133 行</translation>
        </message>
        <message>
            <source>The tile gives 18 VP to the first, 12 to the second and 6 to the third; tied players add up the points of the places they take and share them equally, rounded down.</source>
            <translation>板塊給第一名 18 分，第二名 12 分，第三名 6 分；平手的玩家將所占名次的分數相加後平均分配，無條件捨去。</translation>
        </message>
        <message>
            <source>Two players tied for first take (18 + 12) ÷ 2 = 15 VP each; three tied for second (12 + 6 + 0) ÷ 3 = 6; two tied for third (6 + 0) ÷ 2 = 3; four tied for second in a five-player game ⌊18 ÷ 4⌋ = 4.</source>
            <translation>兩人並列第一各得 (18 + 12) ÷ 2 = 15 分；三人並列第二各得 (12 + 6 + 0) ÷ 3 = 6 分；兩人並列第三各得 (6 + 0) ÷ 2 = 3 分；五人局四人並列第二各得 ⌊18 ÷ 4⌋ = 4 分。</translation>
        </message>
        <message>
            <source>Greatest distance: the number of spaces between a player's two connected buildings farthest apart, along the shortest route.</source>
            <translation>最大距離：玩家相連的建築中相距最遠的兩個建築之間的格數，按最短路徑計算。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 143–147</source>
            <translation>火與冰規則（TOTO 中文譯本），第 143–147 行</translation>
        </message>
        <message>
            <source>Mermaids and Fakirs both reach 12 spaces: 15 VP each ((18 + 12) ÷ 2); the Witches' 8 is third, 6 VP; the Giants score nothing.</source>
            <translation>人魚與苦行僧均為 12 格：各得 15 分（(18 + 12) ÷ 2）；女巫的 8 格為第三，得 6 分；巨人不得分。</translation>
        </message>
        <message>
            <source>Stronghold–sanctuary: the number of spaces between a player's stronghold and sanctuary, which must be connected; the larger the better. Without both buildings a player scores nothing on this tile.</source>
            <translation>要塞與神殿：玩家的要塞與聖殿之間的格數，兩者必須相連；數值越大越好。未建造這兩個建築的玩家不能從此板塊得分。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 155–159</source>
            <translation>火與冰規則（TOTO 中文譯本），第 155–159 行</translation>
        </message>
        <message>
            <source>Witches 4, Giants 3, Mermaids and Fakirs without a sanctuary: 18, 12, 0 and 0 VP.</source>
            <translation>女巫 4，巨人 3，人魚與苦行僧沒有聖殿：18、12、0、0 分。</translation>
        </message>
        <message>
            <source>Outposts: the number of a player's connected buildings on the edge of the board.</source>
            <translation>前哨：玩家建在版圖邊緣且相連的建築數量。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 165–169</source>
            <translation>火與冰規則（TOTO 中文譯本），第 165–169 行</translation>
        </message>
        <message>
            <source>Mermaids, Fakirs and Witches have 3 connected buildings on the edge each: (18 + 12 + 6) ÷ 3 = 12 VP each.</source>
            <translation>人魚、苦行僧與女巫各有 3 個相連的建築位於邊緣：各得 (18 + 12 + 6) ÷ 3 = 12 分。</translation>
        </message>
        <message>
            <source>Settlements: the number of a player's clusters of directly adjacent buildings, a lone building counting as one, in one connected network; a Mermaids town across a river is one settlement.</source>
            <translation>定居點：玩家直接相鄰建築形成的聚集區數量，單個建築也算一個，須在同一相連建築群中；跨越河流建成的人魚城鎮算作一個定居點。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 175–181</source>
            <translation>火與冰規則（TOTO 中文譯本），第 175–181 行</translation>
        </message>
        <message>
            <source>Fakirs 7 settlements, Mermaids 6, Witches 4: 18, 12 and 6 VP.</source>
            <translation>苦行僧 7 個定居點，人魚 6 個，女巫 4 個：18、12、6 分。</translation>
        </message>
        <message>
            <source>For the Riverwalkers, directly adjacent buildings count as connected in the final scoring even when their shipping does not connect them.</source>
            <translation>對河流行者而言，終局計分時直接相鄰的建築即使未通過航行能力相連，也算作相連。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 323</source>
            <translation>火與冰規則（TOTO 中文譯本），第 323 行</translation>
        </message>
        <message>
            <source>Ice Maidens with their stronghold score 3 VP for each of their temples whenever they pass.</source>
            <translation>建造要塞後，冰之少女每次放棄行動時，每個神廟得 3 分。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 207</source>
            <translation>火與冰規則（TOTO 中文譯本），第 207 行</translation>
        </message>
        <message>
            <source>Volcano factions score nothing for placing volcano tiles: they never use spades to transform.</source>
            <translation>火山種族放置火山地形板塊不得分：他們從不使用鏟子轉化地形。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 239</source>
            <translation>火與冰規則（TOTO 中文譯本），第 239 行</translation>
        </message>
        <message>
            <source>Dragonlords and Acolytes still score a reward for gaining a spade, though they turn each spade into a power token or a cult step.</source>
            <translation>巨龍領主與侍僧雖然將每個鏟子換成魔力指示物或信仰值，獲得鏟子時的計分獎勵仍然有效。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 245 and 261</source>
            <translation>火與冰規則（TOTO 中文譯本），第 245、261 行</translation>
        </message>
        <message>
            <source>Acolytes with their stronghold advance 4, 3 or 2 spaces instead of 3, 2 or 1 when they send a priest to a cult track.</source>
            <translation>建造要塞後，侍僧派祭司執行提升信仰的行動時，前進 4/3/2 格而非 3/2/1 格。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 265</source>
            <translation>火與冰規則（TOTO 中文譯本），第 265 行</translation>
        </message>
        <message>
            <source>Shapeshifters with their stronghold may change their home terrain for 3 power, as often as they like, to one that is no other faction's home terrain; each change scores 2 VP at once.</source>
            <translation>建造要塞後，變形者可花費 3 點魔力變更原生地形，次數不限，只能變更為非其他種族原生地形的類型；每次變更立即得 2 分。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 293</source>
            <translation>火與冰規則（TOTO 中文譯本），第 293 行</translation>
        </message>
        <message>
            <source>The Yetis' stronghold and sanctuary have a power value of 4, for their neighbours' power and for founding towns.</source>
            <translation>雪人的要塞與聖殿魔力值為 4（與其他玩家獲取魔力以及形成城鎮有關）。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 217</source>
            <translation>火與冰規則（TOTO 中文譯本），第 217 行</translation>
        </message>
        <message>
            <source>An ice faction chooses its start terrain when it is chosen: not the home or start terrain of a faction chosen before it; later players may not choose the faction of that terrain.</source>
            <translation>選擇冰原種族時須同時選擇初始地形：不能是之前已選種族的原生地形或初始地形；之後的玩家不能選擇以該地形為原生地形的種族。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 187–193</source>
            <translation>火與冰規則（TOTO 中文譯本），第 187–193 行</translation>
        </message>
        <message>
            <source>After the Giants and a swamp faction, Jeff's Ice Maidens may not start on wasteland or swamp; he takes forest, so the fourth player may not choose the Witches or the Auren.</source>
            <translation>巨人和一個沼澤種族已被選擇，Jeff 的冰之少女不能以荒地或沼澤為初始地形；他選擇森林，於是第四位玩家不能選擇女巫或精靈。</translation>
        </message>
        <message>
            <source>A volcano faction chooses its start terrain after every faction is chosen: not the home or start terrain of any other faction. It means nothing after the first two buildings.</source>
            <translation>火山種族在所有種族選定後才選擇初始地形：不能是任何其他種族的原生地形或初始地形。放置最初兩個建築後，它不再有任何意義。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 233–237</source>
            <translation>火與冰規則（TOTO 中文譯本），第 233–237 行</translation>
        </message>
        <message>
            <source>The Shapeshifters choose their home terrain when they are chosen: not the home or start terrain of a faction chosen before them; later players may not choose the faction of that terrain.</source>
            <translation>選擇變形者時須立即選擇原生地形：不能是之前已選種族的原生地形或初始地形；之後的玩家不能選擇以該地形為原生地形的種族。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 275 and 281</source>
            <translation>火與冰規則（TOTO 中文譯本），第 275、281 行</translation>
        </message>
        <message>
            <source>With the Witches in play, Adele's Shapeshifters may not take forest; she takes wasteland.</source>
            <translation>女巫已在場上，Adele 的變形者不能選擇森林；她選擇了荒地。</translation>
        </message>
        <message>
            <source>The Riverwalkers choose their start terrain when they are chosen, under the same limits, and put a priest on each of the six other terrains of their terrain ring.</source>
            <translation>選擇河流行者時須同時選擇初始地形，限制相同，並在地形環上其餘六種地形上各放置一個祭司。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 297–303</source>
            <translation>火與冰規則（TOTO 中文譯本），第 297–303 行</translation>
        </message>
        <message>
            <source>Alice's Riverwalkers start on desert: a priest each on plains, swamp, lakes, forest, mountains and wasteland.</source>
            <translation>Alice 的河流行者以沙漠為初始地形：在平原、沼澤、湖泊、森林、山脈及荒地上各放一個祭司。</translation>
        </message>
        <message>
            <source>An ice faction pays, to turn a terrain into ice, the spades between that terrain and its start terrain on the cycle, and 1 spade for its start terrain itself.</source>
            <translation>冰原種族將地形轉化為冰原時，支付該地形與其初始地形在轉化環上相隔的鏟子數；轉化其初始地形本身也要支付 1 個鏟子。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 195–197</source>
            <translation>火與冰規則（TOTO 中文譯本），第 195–197 行</translation>
        </message>
        <message>
            <source>Ice Maidens starting on forest: 1 spade from forest, mountains or lakes; 2 from wasteland or swamp; 3 from desert or plains.</source>
            <translation>以森林為初始地形的冰之少女：森林、山脈、湖泊 1 個鏟子；荒地、沼澤 2 個；沙漠、平原 3 個。</translation>
        </message>
        <message>
            <source>The Shapeshifters pay the spades between a terrain and their home terrain on the cycle.</source>
            <translation>變形者支付目標地形與其原生地形在轉化環上相隔的鏟子數。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 277–281</source>
            <translation>火與冰規則（TOTO 中文譯本），第 277–281 行</translation>
        </message>
        <message>
            <source>Home terrain wasteland: 1 spade from desert or mountains, 2 from forest or plains, 3 from swamp or lakes.</source>
            <translation>原生地形為荒地：沙漠、山脈 1 個鏟子，森林、平原 2 個，沼澤、湖泊 3 個。</translation>
        </message>
        <message>
            <source>Volcano factions never use spades: Dragonlords remove 2 power tokens to turn another player's home terrain into volcano and 1 for any other terrain; Acolytes move down a cult track 4 or 3 spaces. Riverwalkers cannot transform at all.</source>
            <translation>火山種族從不使用鏟子：巨龍領主將其他玩家的原生地形轉化為火山需移除 2 個魔力指示物，其他地形 1 個；侍僧則在信仰軌道上後退 4 或 3 格。河流行者完全不能轉化地形。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 245, 261, 309 and 325</source>
            <translation>火與冰規則（TOTO 中文譯本），第 245、261、309、325 行</translation>
        </message>
        <message>
            <source>Dragonlords and Shapeshifters gain power tokens from the general supply and may hold more than 12.</source>
            <translation>巨龍領主與變形者會從公共堆獲得魔力指示物，可能擁有超過 12 個。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 245–251 and 285</source>
            <translation>火與冰規則（TOTO 中文譯本），第 245–251、285 行</translation>
        </message>
        <message>
            <source>Faction auction: bids run from 0 to 40, each above the last; the winner's marker goes back from 40 by the bid, so the faction starts with 40 − bid VP. The next round opens with the player to the winner's left.</source>
            <translation>種族競拍：出價從 0 到 40，每次須高於上一個出價；得標者的標記物從 40 分往後移動出價值，因此該種族以 40 − 出價 分開始。下一輪由得標者左手邊的玩家開始出價。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 355–359</source>
            <translation>火與冰規則（TOTO 中文譯本），第 355–359 行</translation>
        </message>
        <message>
            <source>A bid of 12 starts the faction on 28 VP.</source>
            <translation>出價 12 的種族以 28 分開始。</translation>
        </message>
        <message>
            <source>a bid of %1: bids run from %2 to 40</source>
            <translation>出價 %1：出價須在 %2 到 40 之間</translation>
        </message>
        <message>
            <source>After an auction, the Ice Maidens, Yetis, Riverwalkers and Shapeshifters may not choose the home terrain of an auctioned faction.</source>
            <translation>競拍後，冰之少女、雪人、河流行者與變形者不能選擇參與競拍種族的原生地形。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 364</source>
            <translation>火與冰規則（TOTO 中文譯本），第 364 行</translation>
        </message>
        <message>
            <source>%1: %2 is the home terrain of %3, a faction of this auction</source>
            <translation>%1：%2 是本次競拍種族%3的原生地形</translation>
        </message>
        <message>
            <source>Variable turn order: each player who passes moves to the highest free place of the next round, so the next round is played in the order of passing.</source>
            <translation>可變回合順序：每位放棄行動的玩家移到下一輪盡可能靠前的空位，因此下一輪按放棄行動的先後順序進行。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 337–351</source>
            <translation>火與冰規則（TOTO 中文譯本），第 337–351 行</translation>
        </message>
        <message>
            <source>Acolytes, Auren, Nomads play round 1; the Auren pass first and the Acolytes second: round 2 is Auren, Acolytes, Nomads.</source>
            <translation>第 1 輪順序為侍僧、精靈、遊牧民；精靈第一個放棄行動，侍僧第二個：第 2 輪為精靈、侍僧、遊牧民。</translation>
        </message>
        <message>
            <source>%1 passes twice or is not in this round; each player passes once</source>
            <translation>%1 放棄行動兩次或不在本輪中；每位玩家只放棄行動一次</translation>
        </message>
        <message>
            <source>Terra Mystica is played by 2 to 5 players.</source>
            <translation>神秘大地由 2 至 5 名玩家進行。</translation>
        </message>
        <message>
            <source>Each player plays a different faction: one of the 14 of the base game or the 6 of Fire &amp; Ice.</source>
            <translation>每位玩家使用不同的種族：基礎遊戲的 14 個或火與冰的 6 個之一。</translation>
        </message>
        <message>
            <source>%1 is already played by %2</source>
            <translation>%1 已由%2使用</translation>
        </message>
        <message>
            <source>Each colour is in play once: two factions of one home terrain never play together, and only one ice faction (white pieces) and one volcano faction (orange pieces) can play.</source>
            <translation>每種顏色只能出現一次：同一原生地形的兩個種族不能同時參與遊戲，冰原種族（白色部件）與火山種族（橙色部件）各只能有一個。</translation>
        </message>
        <message>
            <source>Base game rules; the white and orange pieces: Fire &amp; Ice rules (Chinese translation by TOTO), lines 71, 189 and 233</source>
            <translation>基礎遊戲規則；白色與橙色部件：火與冰規則（TOTO 中文譯本），第 71、189、233 行</translation>
        </message>
        <message>
            <source>%1 cannot play beside %2: both have the %3 pieces</source>
            <translation>%1 不能與%2同時參與遊戲：兩者都使用%3部件</translation>
        </message>
        <message>
            <source>The seven terrains form the transformation cycle plains – swamp – lakes – forest – mountains – wasteland – desert – plains; turning a terrain into another costs one spade per step between them. Each base faction has its home terrain; the Giants always pay 2 spades.</source>
            <translation>七種地形構成轉化環：平原 – 沼澤 – 湖泊 – 森林 – 山脈 – 荒地 – 沙漠 – 平原；將一種地形轉化為另一種，每隔一步需 1 個鏟子。每個基礎種族有其原生地形；巨人總是支付 2 個鏟子。</translation>
        </message>
        <message>
            <source>The cycle is also the one the Fire &amp; Ice rules' own examples imply (TMFI-020, TMFI-021).</source>
            <translation>火與冰規則自身的例子也推出同一個轉化環（TMFI-020、TMFI-021）。</translation>
        </message>
        <message>
            <source>Final scoring adds to each player's score on the VP track, which never goes below 0.</source>
            <translation>終局計分加到每位玩家分數軌上的分數上，分數不會低於 0。</translation>
        </message>
        <message>
            <source>Area scoring: the largest network of directly or indirectly connected buildings scores 18 VP, the second 12, the third 6; tied players share the points of their places, rounded down.</source>
            <translation>區域計分：直接或間接相連的最大建築群第一名得 18 分，第二名 12 分，第三名 6 分；平手的玩家平分所占名次的分數，無條件捨去。</translation>
        </message>
        <message>
            <source>A faction has 17 buildings: 8 dwellings, 4 trading houses, 1 stronghold, 3 temples and 1 sanctuary; no network is larger, and a tile's edge buildings or settlements are counted in one network.</source>
            <translation>每個種族有 17 個建築：8 個聚落、4 個貿易所、1 個要塞、3 個神廟和 1 個聖殿；沒有建築群比這更大，板塊的邊緣建築或定居點都在一個建築群中計算。</translation>
        </message>
        <message>
            <source>Base game; the pieces of each new colour: Fire &amp; Ice rules (Chinese translation by TOTO), lines 71–81</source>
            <translation>基礎遊戲；每種新顏色的部件：火與冰規則（TOTO 中文譯本），第 71–81 行</translation>
        </message>
        <message>
            <source>Cult scoring: on each of the four cult tracks (fire, water, earth, air) the first scores 8 VP, the second 4, the third 2; tied players share the points of their places, rounded down; a player at 0 scores nothing.</source>
            <translation>信仰計分：四條信仰軌道（火、水、土、風）上各自第一名得 8 分，第二名 4 分，第三名 2 分；平手的玩家平分所占名次的分數，無條件捨去；位於 0 的玩家不得分。</translation>
        </message>
        <message>
            <source>A cult track runs from 0 to 10, and only one player can reach its space 10 (with a town key).</source>
            <translation>信仰軌道從 0 到 10，只有一名玩家能到達第 10 格（需要城鎮鑰匙）。</translation>
        </message>
        <message>
            <source>Ruling: a value of 0 (no building, a cult track at 0, nothing on the tile) scores nothing and takes no place.</source>
            <translation>裁定：數值 0（沒有建築、信仰軌道在 0、板塊上為零）不得分，也不佔名次。</translation>
        </message>
        <message>
            <source>Let players at 0 share the places left when fewer than three players have more.</source>
            <translation>當少於三名玩家的數值大於 0 時，讓位於 0 的玩家分享剩下的名次。</translation>
        </message>
        <message>
            <source>The base game says so of the cult tracks, and the Fire &amp; Ice rules of a player without both buildings on the stronghold–sanctuary tile; the open-source moderator applies it to every ranking.</source>
            <translation>基礎遊戲對信仰軌道如此規定，火與冰規則對要塞與神殿板塊上未建造兩個建築的玩家也如此規定；開源主持程式將其用於每個排名。</translation>
        </message>
        <message>
            <source>Resources: half of the power in bowl II may be burned into bowl III; each power in bowl III, each priest and each worker is worth 1 coin, and every 3 coins score 1 VP. Hallkeeper burns only as much as gains a VP.</source>
            <translation>資源：魔力盤 II 中一半的魔力可以燃燒到魔力盤 III；魔力盤 III 中每點魔力、每個祭司和每個工人各值 1 金幣，每 3 金幣得 1 分。Hallkeeper 只燃燒能多得分的數量。</translation>
        </message>
        <message>
            <source>The Alchemists score 1 VP for every 2 coins.</source>
            <translation>鍊金術士每 2 金幣得 1 分。</translation>
        </message>
        <message>
            <source>A faction has 12 power tokens, fewer after burning: bowls II and III together hold at most 12, except for the Dragonlords and Shapeshifters (TMFI-023).</source>
            <translation>每個種族有 12 個魔力指示物，燃燒後更少：魔力盤 II 與 III 合計最多 12 個，巨龍領主與變形者除外（TMFI-023）。</translation>
        </message>
        <message>
            <source>A faction has 7 priests: it never holds more.</source>
            <translation>每個種族有 7 個祭司：不會擁有更多。</translation>
        </message>
        <message>
            <source>Base game; the new colours: Fire &amp; Ice rules (Chinese translation by TOTO), line 83</source>
            <translation>基礎遊戲；新顏色：火與冰規則（TOTO 中文譯本），第 83 行</translation>
        </message>
        <message>
            <source>The player with the most VP after final scoring wins; tied players share the place.</source>
            <translation>終局計分後分數最高的玩家獲勝；平手的玩家共享名次。</translation>
        </message>
        <message>
            <source>no place: 0 scores nothing</source>
            <translation>無名次：0 不得分</translation>
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
            <translation>與%1並列第 %2 名：(%3) ÷ %4 = %5 分</translation>
        </message>
        <message>
            <source>tied with %1 for places %2: (%3) ÷ %4 = %5 VP, rounded down</source>
            <translation>與%1並列第 %2 名：(%3) ÷ %4 = %5 分，無條件捨去</translation>
        </message>
        <message>
            <source>Greatest distance</source>
            <translation>最大距離</translation>
        </message>
        <message>
            <source>Stronghold–sanctuary</source>
            <translation>要塞與神殿</translation>
        </message>
        <message>
            <source>Outposts</source>
            <translation>前哨</translation>
        </message>
        <message>
            <source>Settlements</source>
            <translation>定居點</translation>
        </message>
        <message>
            <source>No tile</source>
            <translation>無板塊</translation>
        </message>
        <message>
            <source>not entered</source>
            <translation>未輸入</translation>
        </message>
        <message>
            <source>%1 %2: %3</source>
            <translation>%1 %2：%3</translation>
        </message>
        <message>
            <source>not entered: coins, workers, priests and both bowls are needed</source>
            <translation>未輸入：需要金幣、工人、祭司和兩個魔力盤</translation>
        </message>
        <message>
            <source>%1 coins + %2 workers + %3 priests + %4 power in bowl III</source>
            <translation>%1 金幣 + %2 工人 + %3 祭司 + 魔力盤 III 中 %4 魔力</translation>
        </message>
        <message numerus="yes">
            <source> + %n power burned from bowl II</source>
            <translation>
                <numerusform> + 從魔力盤 II 燃燒 %n 魔力</numerusform>
            </translation>
        </message>
        <message>
            <source> = %1 coins → %2 VP at %3 coins per VP</source>
            <translation> = %1 金幣 → %2 分（每 %3 金幣 1 分）</translation>
        </message>
        <message numerus="yes">
            <source>, %n coin(s) left over</source>
            <translation>
                <numerusform>，剩餘 %n 金幣</numerusform>
            </translation>
        </message>
        <message>
            <source>; burning power from bowl II would gain no VP</source>
            <translation>；燃燒魔力盤 II 的魔力不會多得分</translation>
        </message>
        <message>
            <source>; burning more would gain no VP</source>
            <translation>；燃燒更多不會多得分</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>總分</translation>
        </message>
        <message>
            <source>VP track</source>
            <translation>分數軌</translation>
        </message>
        <message>
            <source>Area</source>
            <translation>區域</translation>
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
            <translation>風</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>板塊</translation>
        </message>
        <message>
            <source>Resources</source>
            <translation>資源</translation>
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
            <translation>風信仰</translation>
        </message>
        <message>
            <source>%1 VP on the VP track before final scoring</source>
            <translation>終局計分前分數軌上 %1 分</translation>
        </message>
        <message>
            <source>Largest network</source>
            <translation>最大建築群</translation>
        </message>
        <message>
            <source>choose the final-scoring tile in play</source>
            <translation>請選擇本局的終局計分板塊</translation>
        </message>
        <message>
            <source>no final-scoring tile in play</source>
            <translation>本局沒有終局計分板塊</translation>
        </message>
        <message>
            <source>%1 0: without both buildings connected, nothing</source>
            <translation>%1 0：兩個建築未都建成並相連，不得分</translation>
        </message>
        <message>
            <source>%1 = %2 VP</source>
            <translation>%1 = %2 分</translation>
        </message>
        <message>
            <source>Choose the final-scoring tile in play to score it.</source>
            <translation>請選擇本局的終局計分板塊以計算其分數。</translation>
        </message>
        <message>
            <source>Not every value is entered yet: the places and totals may still change.</source>
            <translation>尚未輸入全部數值：名次與總分仍可能改變。</translation>
        </message>
        <message>
            <source>Final-scoring tile: %1</source>
            <translation>終局計分板塊：%1</translation>
        </message>
        <message>
            <source>%1 cannot play beside %2 (%3): both have the %4 pieces</source>
            <translation>%1 不能與%2（%3）同時參與遊戲：兩者都使用%4部件</translation>
        </message>
        <message numerus="yes">
            <source>%1 has a tile value of %2, but the largest network holds %n building(s); the tile counts the buildings of one connected network</source>
            <translation>
                <numerusform>%1 的板塊數值為 %2，但最大建築群只有 %n 個建築；板塊只計算一個相連建築群中的建築</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 has a distance of %2, but the largest network holds %n building(s); a distance needs two connected buildings</source>
            <translation>
                <numerusform>%1 的距離為 %2，但最大建築群只有 %n 個建築；距離需要兩個相連的建築</numerusform>
            </translation>
        </message>
        <message>
            <source>%1's bowls II and III hold %2 power tokens; the %3 have %4 at most</source>
            <translation>%1 的魔力盤 II 與 III 共有 %2 個魔力指示物；%3最多只有 %4 個</translation>
        </message>
        <message>
            <source>%1 is on space 10 of this track already; only one player can reach it</source>
            <translation>%1 已在此軌道第 10 格；只有一名玩家能到達</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>種族</translation>
        </message>
        <message>
            <source>The faction played: each player a different one (TM-FACTIONS), one of each colour (TM-COLOURS)</source>
            <translation>所用種族：每位玩家各不相同（TM-FACTIONS），每種顏色一個（TM-COLOURS）</translation>
        </message>
        <message>
            <source>Tile value</source>
            <translation>板塊數值</translation>
        </message>
        <message>
            <source>The final-scoring tile's value: the greatest distance in spaces (TMFI-004); the stronghold–sanctuary distance, 0 without both (TMFI-005); the connected buildings on the edge (TMFI-006); the settlements (TMFI-007). Not needed without a tile.</source>
            <translation>終局計分板塊的數值：最大距離的格數（TMFI-004）；要塞與聖殿的距離，缺一則為 0（TMFI-005）；邊緣上相連的建築數（TMFI-006）；定居點數（TMFI-007）。沒有板塊時不需要。</translation>
        </message>
        <message>
            <source>The score on the VP track before final scoring</source>
            <translation>終局計分前分數軌上的分數</translation>
        </message>
        <message>
            <source>The buildings of the largest network of connected buildings, 0 to 17 (TM-AREA, TM-BUILDINGS)</source>
            <translation>最大相連建築群的建築數，0 到 17（TM-AREA、TM-BUILDINGS）</translation>
        </message>
        <message>
            <source>The position on the fire cult track, 0 to 10</source>
            <translation>火信仰軌道上的位置，0 到 10</translation>
        </message>
        <message>
            <source>The position on the water cult track, 0 to 10</source>
            <translation>水信仰軌道上的位置，0 到 10</translation>
        </message>
        <message>
            <source>The position on the earth cult track, 0 to 10</source>
            <translation>土信仰軌道上的位置，0 到 10</translation>
        </message>
        <message>
            <source>The position on the air cult track, 0 to 10</source>
            <translation>風信仰軌道上的位置，0 到 10</translation>
        </message>
        <message>
            <source>Coins</source>
            <translation>金幣</translation>
        </message>
        <message>
            <source>Coins left at the end (TM-RESOURCES)</source>
            <translation>遊戲結束時剩餘的金幣（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>工人</translation>
        </message>
        <message>
            <source>Workers left at the end (TM-RESOURCES)</source>
            <translation>遊戲結束時剩餘的工人（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Priests</source>
            <translation>祭司</translation>
        </message>
        <message>
            <source>Priests in the player's supply at the end, 0 to 7 (TM-PRIESTS)</source>
            <translation>遊戲結束時玩家供應區中的祭司，0 到 7（TM-PRIESTS）</translation>
        </message>
        <message>
            <source>Power in bowl II</source>
            <translation>魔力盤 II 的魔力</translation>
        </message>
        <message>
            <source>Power tokens in bowl II; half of them may be burned (TM-RESOURCES)</source>
            <translation>魔力盤 II 中的魔力指示物；其中一半可以燃燒（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Power in bowl III</source>
            <translation>魔力盤 III 的魔力</translation>
        </message>
        <message>
            <source>Power tokens in bowl III, 1 coin each (TM-RESOURCES)</source>
            <translation>魔力盤 III 中的魔力指示物，每個值 1 金幣（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Final-scoring tile</source>
            <translation>終局計分板塊</translation>
        </message>
        <message>
            <source>The Fire &amp; Ice final-scoring tile drawn at setup (TMFI-001)</source>
            <translation>設置遊戲時抽取的火與冰終局計分板塊（TMFI-001）</translation>
        </message>
    </context>
    <context>
        <name>Troll</name>
        <message>
            <source>%1 cart</source>
            <translation>%1礦車</translation>
        </message>
        <message>
            <source>starting troll</source>
            <translation>起始巨魔</translation>
        </message>
        <message>
            <source>level %1 %2 troll</source>
            <translation>%1 級%2巨魔</translation>
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
            <translation>復原(&amp;U) %1</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>復原(&amp;U)</translation>
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
            <translation>復原</translation>
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
            <translation>配件目錄中沒有隧道板塊「%1」</translation>
        </message>
        <message>
            <source>no %1 tile is left in the tunnel supply (all %2 are on the board)</source>
            <translation>隧道板塊供應堆中已沒有 %1 板塊（全部 %2 塊都已在版圖上）</translation>
        </message>
        <message>
            <source>the %1 tile has no orientation %2</source>
            <translation>%1 板塊沒有方向 %2</translation>
        </message>
        <message>
            <source>the tile sticks out of the board at %1</source>
            <translation>板塊在 %1 超出版圖</translation>
        </message>
        <message>
            <source>the tile would cover another tunnel tile at %1</source>
            <translation>板塊會在 %1 蓋住另一個隧道板塊</translation>
        </message>
        <message>
            <source>the tile would cover a great hall at %1</source>
            <translation>板塊會在 %1 蓋住大廳</translation>
        </message>
        <message>
            <source>the tile would cover a gate at %1</source>
            <translation>板塊會在 %1 蓋住大門</translation>
        </message>
        <message>
            <source>the tile would cover a workshop site at %1</source>
            <translation>板塊會在 %1 蓋住工坊點</translation>
        </message>
        <message>
            <source>the tile would cover the Mountain Heart at %1</source>
            <translation>板塊會在 %1 蓋住山嶽之心</translation>
        </message>
        <message>
            <source>no edge of the tile touches your network</source>
            <translation>板塊沒有任何一條邊與你的通路網相鄰</translation>
        </message>
        <message>
            <source>the tile would share an edge with the network of %1 at %2 (touching at a corner is fine)</source>
            <translation>板塊會在 %2 與 %1 的通路網共用一條邊（只以角相接則無妨）</translation>
        </message>
        <message>
            <source>needs %1 %2, has %3</source>
            <translation>需要 %1 個%2，目前只有 %3 個</translation>
        </message>
        <message>
            <source>needs %1 hammers for the rubble at %2, has %3</source>
            <translation>覆蓋 %2 的碎石格需要 %1 個錘子，目前只有 %3 個</translation>
        </message>
        <message>
            <source>a pedestal goes only on the anchor of the tile just dug, right after digging it</source>
            <translation>基座只能在挖掘後立即放在剛挖掘的隧道板塊的錨點上</translation>
        </message>
        <message>
            <source>the %1 tile has no anchor (size-5 tiles have none)</source>
            <translation>%1 板塊沒有錨點（規模為 5 的板塊都沒有錨點）</translation>
        </message>
        <message>
            <source>the anchor at %1 already holds a pedestal</source>
            <translation>%1 的錨點上已經有基座</translation>
        </message>
        <message>
            <source>no %1 pedestal in your storage</source>
            <translation>你的儲存區裡沒有%1基座</translation>
        </message>
        <message>
            <source>the workshop site at %1 already has a workshop</source>
            <translation>%1 的工坊點已經有工坊</translation>
        </message>
        <message>
            <source>the workshop site at %1 is not next to the tile just dug</source>
            <translation>%1 的工坊點沒有與剛挖掘的板塊相鄰</translation>
        </message>
        <message>
            <source>no %1 is left in the workshop supply</source>
            <translation>工坊供應堆中已沒有%1</translation>
        </message>
        <message>
            <source>there is no workshop at %1</source>
            <translation>%1 沒有工坊</translation>
        </message>
        <message>
            <source>the workshop at %1 is not next to your network</source>
            <translation>%1 的工坊沒有與你的通路網相鄰</translation>
        </message>
        <message>
            <source>there is no great hall "%1" in the catalog</source>
            <translation>配件目錄中沒有大廳「%1」</translation>
        </message>
        <message>
            <source>%1 is already on the board</source>
            <translation>%1 已經在版圖上</translation>
        </message>
        <message>
            <source>%1 has no orientation %2</source>
            <translation>%1 沒有方向 %2</translation>
        </message>
        <message>
            <source>the hall sticks out of the board at %1</source>
            <translation>大廳在 %1 超出版圖</translation>
        </message>
        <message>
            <source>a great hall never covers a gate (%1)</source>
            <translation>大廳永遠不能覆蓋大門（%1）</translation>
        </message>
        <message>
            <source>a great hall never covers a workshop (%1)</source>
            <translation>大廳永遠不能覆蓋工坊（%1）</translation>
        </message>
        <message>
            <source>a great hall never covers another hall (%1)</source>
            <translation>大廳永遠不能覆蓋其他大廳（%1）</translation>
        </message>
        <message>
            <source>the tunnels at %1 are not in your network</source>
            <translation>%1 的隧道不屬於你的通路網</translation>
        </message>
        <message>
            <source>there is no such statue</source>
            <translation>沒有這座雕像</translation>
        </message>
        <message>
            <source>the statue at %1 is still buried</source>
            <translation>%1 的雕像仍被掩埋</translation>
        </message>
        <message>
            <source>one cart moves a statue within its tunnel or into an adjacent one; %1 is farther</source>
            <translation>一個礦車只能將雕像移到所在隧道內的其他方格或相鄰的隧道；%1 太遠了</translation>
        </message>
        <message>
            <source>the statue is already at %1</source>
            <translation>雕像已經在 %1</translation>
        </message>
        <message>
            <source>another statue stands at %1 (statues may pass over each other, not stop together)</source>
            <translation>%1 已有另一座雕像（雕像移動時可以穿過其他雕像，但不能停在同一格）</translation>
        </message>
        <message>
            <source>needs a generic cart, has none</source>
            <translation>需要一個通用礦車，但你沒有</translation>
        </message>
        <message>
            <source>a game has 2 to 5 players, not %1</source>
            <translation>遊戲人數為 2 到 5 人，不能是 %1 人</translation>
        </message>
        <message>
            <source>the %1 is not for %2 players</source>
            <translation>%1不適用於 %2 人遊戲</translation>
        </message>
        <message>
            <source>the gate of %1 at %2 is not on a gate start point</source>
            <translation>%1 位於 %2 的大門不在大門起始點上</translation>
        </message>
        <message>
            <source>the gate of %1 stands on a start point labelled %2; this game needs %3</source>
            <translation>%1 的大門位於標示 %2 的起始點上；本局需要標示 %3 的起始點</translation>
        </message>
        <message>
            <source>two gates stand on %1</source>
            <translation>%1 上有兩個大門</translation>
        </message>
        <message>
            <source>with 2 players, both gates stand on start points with the same label</source>
            <translation>2 人遊戲時，兩個大門必須位於標示相同數字的起始點上</translation>
        </message>
        <message>
            <source>the statue at %1 is not on a statue spot</source>
            <translation>%1 的雕像不在雕像放置點上</translation>
        </message>
        <message>
            <source>the statue spot at %1 has no statue</source>
            <translation>%1 的雕像放置點上沒有雕像</translation>
        </message>
        <message>
            <source>%1 × %2 in the supply, but the box holds %3</source>
            <translation>供應堆中有 %1 塊%2，但遊戲盒中只有 %3 塊</translation>
        </message>
        <message>
            <source>the level %1 row of the clan market shows %2 trolls, not %3</source>
            <translation>氏族卡堆的 %1 級那一行展示了 %2 張巨魔卡，應為 %3 張</translation>
        </message>
        <message>
            <source>a level %1 troll in the level %2 row</source>
            <translation>%2 級那一行中有一張 %1 級巨魔卡</translation>
        </message>
        <message>
            <source>each level 2 troll of the clan market starts with a pedestal on it</source>
            <translation>氏族卡堆中的每張 2 級巨魔卡在開始時都放有一個基座</translation>
        </message>
        <message>
            <source>the pedestal score token for layer %1 × %2 is %3; expected 1 to 9</source>
            <translation>第 %1 層 × %2的基座得分標記為 %3；應為 1 到 9</translation>
        </message>
        <message>
            <source>the moot of %1 starts with 4 starting trolls (level 0)</source>
            <translation>%1 的巨魔部眾在開始時應有 4 個起始巨魔（0 級）</translation>
        </message>
        <message>
            <source>a team game has 4 players in 2 teams of 2, seated team 1, team 2, team 2, team 1</source>
            <translation>組隊遊戲有 4 位玩家，分成兩支 2 人隊伍，座位順序為隊伍 1、隊伍 2、隊伍 2、隊伍 1</translation>
        </message>
        <message>
            <source>it is the turn of %1</source>
            <translation>現在是 %1 的回合</translation>
        </message>
        <message>
            <source>too late in the turn: %1</source>
            <translation>本回合已過了這個步驟：%1</translation>
        </message>
        <message>
            <source>already done this turn: %1</source>
            <translation>本回合已執行過：%1</translation>
        </message>
        <message>
            <source>recruit or dig before ending the turn (you can do one of them)</source>
            <translation>結束回合前必須徵募或挖掘（你可以執行其中一項）</translation>
        </message>
        <message>
            <source>a moot of 10 trolls cannot recruit: dig instead</source>
            <translation>巨魔部眾已有 10 個巨魔，不能再徵募：請改為挖掘</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>遊戲已經結束</translation>
        </message>
        <message>
            <source>needs %1 %2 from storage, has %3</source>
            <translation>需要從儲存區花費 %1 個%2，目前只有 %3 個</translation>
        </message>
        <message>
            <source>icon %1 of the troll in slot %2 holds nothing</source>
            <translation>巨魔部眾第 %2 格巨魔的第 %1 個資源標記上沒有資源</translation>
        </message>
        <message>
            <source>there is no icon %1 on a troll in slot %2</source>
            <translation>巨魔部眾第 %2 格的巨魔沒有第 %1 個資源標記</translation>
        </message>
        <message>
            <source>icon %1 of the troll in slot %2 is spent twice</source>
            <translation>巨魔部眾第 %2 格巨魔的第 %1 個資源標記被花費了兩次</translation>
        </message>
        <message>
            <source>the payment should be %1</source>
            <translation>應支付 %1</translation>
        </message>
        <message>
            <source>a trade returns exactly 4 resources for 1, not %1</source>
            <translation>交換必須剛好放回 4 個資源換取 1 個，而不是 %1 個</translation>
        </message>
        <message>
            <source>clan carts cannot be traded</source>
            <translation>氏族礦車不能用於交換</translation>
        </message>
        <message>
            <source>there is no face-up spell %1</source>
            <translation>沒有第 %1 張公開的咒語卡</translation>
        </message>
        <message>
            <source>a spell is cast with exactly 1 rune</source>
            <translation>釋放咒語必須剛好花費 1 枚符文</translation>
        </message>
        <message>
            <source>the spell's effect takes %1 %2, but storage has %3</source>
            <translation>咒語效果需拿走 %1 個%2，但儲存區只有 %3 個</translation>
        </message>
        <message>
            <source>the %1 makes no such exchange</source>
            <translation>%1沒有這種交換</translation>
        </message>
        <message>
            <source>the Quartermaster moves one resource from one of your trolls</source>
            <translation>軍需儲備處只能將你一個巨魔身上的 1 個資源移到儲存區</translation>
        </message>
        <message>
            <source>no troll in that place of the clan market</source>
            <translation>氏族卡堆的這個位置沒有巨魔</translation>
        </message>
        <message>
            <source>a troll below it is missing, so it cannot be bribed</source>
            <translation>其下方缺少一個巨魔，因此無法賄賂</translation>
        </message>
        <message>
            <source>slot %1 of the moot is taken</source>
            <translation>巨魔部眾的第 %1 格已有巨魔</translation>
        </message>
        <message>
            <source>slot %1 of the moot does not stand on two trolls</source>
            <translation>巨魔部眾的第 %1 格下方沒有兩個巨魔</translation>
        </message>
        <message>
            <source>the refill comes from the level %1 deck, not level %2</source>
            <translation>補充的巨魔卡應來自 %1 級牌堆，而不是 %2 級</translation>
        </message>
        <message>
            <source>say which troll refills the market (drawn from the level %1 deck)</source>
            <translation>請指定補充氏族卡堆的巨魔卡（從 %1 級牌堆抽出）</translation>
        </message>
        <message>
            <source>the level 2 troll that refills the market gets a pedestal from the bag: say which</source>
            <translation>補充到氏族卡堆的 2 級巨魔會從盲抽袋中獲得一個基座：請指定是哪一個</translation>
        </message>
        <message>
            <source>no %1 pedestal is left in the bag</source>
            <translation>盲抽袋中已沒有%1基座</translation>
        </message>
        <message>
            <source>one great hall per turn</source>
            <translation>每回合只能設立一個大廳</translation>
        </message>
        <message>
            <source>each move spends exactly 1 cart</source>
            <translation>每次移動必須剛好花費 1 個礦車</translation>
        </message>
        <message>
            <source>the layer %1 × %2 pedestal score token is gone: a pedestal of the %2 clan already stands in that layer</source>
            <translation>第 %1 層 × %2的基座得分標記已被拿走：該層已經有一個%2氏族的基座</translation>
        </message>
        <message>
            <source>the layer %1 × %2 pedestal score token is gone (PED-UNIQUE): it went with the %2 pedestal that a great hall has since covered, and the layer stays closed to the %2 clan</source>
            <translation>第 %1 層 × %2的基座得分標記已被拿走（PED-UNIQUE）：它隨那個後來被大廳覆蓋的%2基座一起被拿走，該層對%2氏族仍然關閉</translation>
        </message>
        <message>
            <source>activations asked: %1; open entrances of the workshop: %2, one activation each</source>
            <translation>要求的啟動次數：%1；工坊開啟的入口：%2，每個入口可啟動一次</translation>
        </message>
        <message>
            <source>open entrances of the workshop: %1, one activation each; activated this turn already: %2; more asked: %3</source>
            <translation>工坊開啟的入口：%1，每個入口可啟動一次；本回合已啟動：%2 次；再要求：%3 次</translation>
        </message>
        <message>
            <source>%1 is no tunnel, great hall or gate: statues move only through those (a workshop is not part of a network)</source>
            <translation>%1 不是隧道、大廳或大門：雕像只能經由這些移動（工坊不屬於通路網）</translation>
        </message>
        <message>
            <source>%1 clan carts move only %1 statues</source>
            <translation>%1氏族礦車只能移動%1雕像</translation>
        </message>
        <message>
            <source>there are no %1 statues</source>
            <translation>沒有%1雕像</translation>
        </message>
        <message>
            <source>%1 statues: %2, but the box holds %3</source>
            <translation>%1雕像：%2 個，但遊戲盒中只有 %3 個</translation>
        </message>
        <message>
            <source>the statue at %1 breaks the clockwise cycle %2: it is %3, where the cycle puts %4</source>
            <translation>%1 的雕像打破了順時針的循環 %2：它是%3，但循環在這裡應該是%4</translation>
        </message>
        <message>
            <source>the workshop supply holds %1 tiles, not %2 (twice the players, plus one)</source>
            <translation>工坊板塊供應堆有 %1 塊，而不是 %2 塊（玩家人數乘以 2 再加 1）</translation>
        </message>
        <message>
            <source>the gates of teammates %1 at %2 are not on neighbouring start points</source>
            <translation>隊友 %1 的大門位於 %2，不在相鄰的起始點上</translation>
        </message>
        <message>
            <source>%1 clan carts are spent only to move %1 statues</source>
            <translation>%1氏族礦車只能用來移動%1雕像</translation>
        </message>
        <message>
            <source>one spell per turn, and a spell was cast already</source>
            <translation>每回合只能釋放一個咒語，而本回合已經釋放過了</translation>
        </message>
        <message>
            <source>one workshop per turn, and another one was used already</source>
            <translation>每回合只能啟動一個工坊，而本回合已經啟動過另一個工坊</translation>
        </message>
        <message>
            <source>one workshop per turn: the %1 at %2 was used this turn</source>
            <translation>每回合只能啟動一個工坊：本回合已經啟動了 %2 的%1</translation>
        </message>
        <message>
            <source>recruiting it takes %1 bribes, one on each troll below it; paid: %2</source>
            <translation>徵募這個巨魔需要 %1 個賄賂，在其下方每個巨魔上各放 1 個；實際支付：%2</translation>
        </message>
        <message>
            <source>bribes are coins unless a spell says otherwise, and no spell was cast this turn; paid: %1</source>
            <translation>賄賂一般是金幣，除非咒語另有說明，而本回合沒有釋放咒語；實際支付：%1</translation>
        </message>
        <message>
            <source>the level %1 deck and the decks one level above and below it are empty: the place stays empty, never refilled from two levels away</source>
            <translation>%1 級的牌堆以及高一級、低一級的牌堆都已用光：這個空位保持空著，絕不從相差兩級的牌堆補充</translation>
        </message>
        <message>
            <source>only a level 3 troll lets you take a pedestal of your choice from the bag</source>
            <translation>只有徵募 3 級巨魔時才能從盲抽袋中任選一個基座</translation>
        </message>
        <message>
            <source>trolls retiring: %1; refills given: %2</source>
            <translation>退休的巨魔：%1 個；提供的補充：%2 張</translation>
        </message>
        <message>
            <source>needs a cart of the %1 clan, has none</source>
            <translation>需要一個%1氏族的礦車，但你沒有</translation>
        </message>
        <message>
            <source>the moot has no slot %1; its slots are 1 to %2</source>
            <translation>巨魔部眾沒有第 %1 格；格位為第 1 到第 %2 格</translation>
        </message>
        <message>
            <source>would bring the %1 held to %2; a player holds at most %3 of a resource, storage and trolls together</source>
            <translation>持有的%1將變成 %2；每位玩家每種資源（儲存區與巨魔上合計）最多 %3 個</translation>
        </message>
        <message>
            <source>would bring the tunnel points to %1; they stay between 0 and %2</source>
            <translation>隧道榮譽點數將變成 %1；必須介於 0 到 %2 之間</translation>
        </message>
        <message>
            <source>the %1 makes no such exchange: %2</source>
            <translation>%1沒有這種交換：%2</translation>
        </message>
        <message numerus="yes">
            <source>the bribes placed, %1, are not the bribes paid, one on each of the %n trolls below it</source>
            <translation>
                <numerusform>放置的賄賂（%1）不是所支付的賄賂：其下方的 %n 個巨魔各放 1 個</numerusform>
            </translation>
        </message>
        <message>
            <source>not a workshop site: %1</source>
            <translation>不是工坊點：%1</translation>
        </message>
        <message numerus="yes">
            <source>a great hall lies only on tunnel tiles; there is none at %n square(s): %1</source>
            <translation>
                <numerusform>大廳只能放在隧道板塊上；有 %n 格沒有隧道板塊：%1</numerusform>
            </translation>
        </message>
        <message>
            <source>not in your network: %1</source>
            <translation>不屬於你的通路網：%1</translation>
        </message>
        <message numerus="yes">
            <source>each level 2 troll of the clan market starts with a pedestal on it; %n without one: %1</source>
            <translation>
                <numerusform>氏族卡堆中的每張 2 級巨魔卡在開始時都放有一個基座；有 %n 張沒有：%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the clan of %n level %1 troll(s) of the clan market is not entered: %2</source>
            <translation>
                <numerusform>氏族卡堆中有 %n 張 %1 級巨魔卡尚未輸入氏族：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the icons of %n level %1 troll(s) of the clan market are not entered: %2</source>
            <translation>
                <numerusform>氏族卡堆中有 %n 張 %1 級巨魔卡尚未輸入資源標記：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the icons of %n starting troll(s) of %1 are not entered: %2</source>
            <translation>
                <numerusform>%1 有 %n 張起始巨魔卡尚未輸入資源標記：%2</numerusform>
            </translation>
        </message>
        <message>
            <source>enter the icons of the card drawn from the level %1 deck</source>
            <translation>請輸入從 %1 級牌堆抽出的卡牌的資源標記</translation>
        </message>
    </context>
    <context>
        <name>WindowFactory</name>
        <message>
            <source>%1 was written since: recovering the work over it would drop what was written there.</source>
            <translation>%1 在那之後已被寫入：若在它上面恢復工作，會捨棄其中寫入的內容。</translation>
        </message>
        <message>
            <source>Cannot open the file</source>
            <translation>無法開啟檔案</translation>
        </message>
        <message>
            <source>%1 is a score sheet of a game this version of Hallkeeper does not know ("%2").</source>
            <translation>%1 是此版本 Hallkeeper 不認得的遊戲（"%2"）的計分表。</translation>
        </message>
    </context>
    <context>
        <name>Workshop</name>
        <message>
            <source>Cart Workshop</source>
            <translation>礦車工坊</translation>
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
            <translation>鐵石商店</translation>
        </message>
        <message>
            <source>Millstone Workshop</source>
            <translation>石磨工坊</translation>
        </message>
        <message>
            <source>Metal Workshop</source>
            <translation>金屬工坊</translation>
        </message>
        <message>
            <source>Tool Forge</source>
            <translation>工具鍛造處</translation>
        </message>
        <message>
            <source>Chain Forge</source>
            <translation>鐵鏈鍛造處</translation>
        </message>
        <message>
            <source>Cart Shop</source>
            <translation>礦車商店</translation>
        </message>
        <message>
            <source>Quartermaster</source>
            <translation>軍需儲備處</translation>
        </message>
        <message>
            <source>1 heartstone for 1 generic cart, or back (clan carts cannot be spent here)</source>
            <translation>花費 1 個心石獲得 1 個通用礦車，反之亦可（在這裡不可以花費氏族礦車）</translation>
        </message>
        <message>
            <source>1 stone or 1 iron for 1 rune, or back</source>
            <translation>花費 1 個山岩或 1 個鐵礦獲得 1 枚符文，反之亦可</translation>
        </message>
        <message>
            <source>1 coin for 1 rune, or back</source>
            <translation>花費 1 枚金幣獲得 1 枚符文，反之亦可</translation>
        </message>
        <message>
            <source>1 heartstone for 2 stone, or back</source>
            <translation>花費 1 個心石獲得 2 個山岩，反之亦可</translation>
        </message>
        <message>
            <source>1 iron or 1 heartstone for 1 coin, or back</source>
            <translation>花費 1 個鐵礦或 1 個心石獲得 1 枚金幣，反之亦可</translation>
        </message>
        <message>
            <source>1 stone for 1 iron, or back</source>
            <translation>花費 1 個山岩獲得 1 個鐵礦，反之亦可</translation>
        </message>
        <message>
            <source>1 heartstone for 1 iron, or back</source>
            <translation>花費 1 個心石獲得 1 個鐵礦，反之亦可</translation>
        </message>
        <message>
            <source>1 heartstone for 1 hammer, or back</source>
            <translation>花費 1 個心石獲得 1 個錘子，反之亦可</translation>
        </message>
        <message>
            <source>any 2 resources for 1 hammer</source>
            <translation>花費任意 2 個資源（無需相同）獲得 1 個錘子</translation>
        </message>
        <message>
            <source>any 2 resources for 1 generic cart</source>
            <translation>花費任意 2 個資源（無需相同）獲得 1 個通用礦車</translation>
        </message>
        <message>
            <source>move 1 resource from one of your trolls to your storage (a clan cart becomes generic)</source>
            <translation>將 1 個資源從你的一個巨魔移到你的儲存區（氏族礦車會變成通用礦車）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ActionDialog</name>
        <message>
            <source>Record</source>
            <translation>記錄</translation>
        </message>
        <message>
            <source>Record Anyway…</source>
            <translation>仍要記錄…</translation>
        </message>
        <message>
            <source>Record what the table did although the rules forbid it, with a reason</source>
            <translation>記錄玩家們違反規則仍執行的行動，並附上理由</translation>
        </message>
        <message>
            <source>The action is not complete yet.</source>
            <translation>行動尚未完成。</translation>
        </message>
        <message>
            <source>storage %1</source>
            <translation>儲存區 %1</translation>
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
            <translation>隧道分數 %1%2</translation>
        </message>
        <message>
            <source>Changes: %1</source>
            <translation>變化：%1</translation>
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
            <translation>編輯中的版圖</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardEditorWindow</name>
        <message>
            <source>Paint a rectangle</source>
            <translation>繪製矩形</translation>
        </message>
        <message>
            <source>Fill a region</source>
            <translation>填滿區域</translation>
        </message>
        <message>
            <source>Stamp %1</source>
            <translation>放置%1</translation>
        </message>
        <message>
            <source>Remove %1</source>
            <translation>移除%1</translation>
        </message>
        <message>
            <source>Rename the board</source>
            <translation>重新命名版圖</translation>
        </message>
        <message>
            <source>Describe the board</source>
            <translation>修改版圖說明</translation>
        </message>
        <message>
            <source>Set the board side</source>
            <translation>設定版圖面</translation>
        </message>
        <message>
            <source>Resize the board to %1 × %2</source>
            <translation>將版圖大小調整為 %1 × %2</translation>
        </message>
        <message>
            <source>Paint %1 (%2)</source>
            <translation>繪製%1（%2）</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>工具(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Paint</source>
            <translation>繪製(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Start a Game on This Board…</source>
            <translation>在此版圖上開始遊戲(&amp;S)…</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>工具</translation>
        </message>
        <message>
            <source>&amp;Export PNG…</source>
            <translation>匯出 PNG(&amp;E)…</translation>
        </message>
        <message>
            <source>Open Tracing &amp;Photo…</source>
            <translation>開啟描圖照片(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Fit the Board</source>
            <translation>將版圖縮放至視窗大小(&amp;F)</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Remove the Square's Features</source>
            <translation>移除方格的特徵(&amp;R)</translation>
        </message>
        <message>
            <source>Paint and Stamp</source>
            <translation>繪製與放置</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>版圖</translation>
        </message>
        <message>
            <source>Square</source>
            <translation>方格</translation>
        </message>
        <message>
            <source>Tracing Photo</source>
            <translation>描圖照片</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>問題</translation>
        </message>
        <message>
            <source>Pan the board</source>
            <translation>平移版圖</translation>
        </message>
        <message>
            <source>Middle button, or Space + drag</source>
            <translation>滑鼠中鍵，或 Space + 拖曳</translation>
        </message>
        <message>
            <source>Zoom around the pointer</source>
            <translation>以指標為中心縮放</translation>
        </message>
        <message>
            <source>Mouse wheel</source>
            <translation>滑鼠滾輪</translation>
        </message>
        <message>
            <source>Cancel the rectangle or stroke under way</source>
            <translation>取消進行中的矩形或筆劃</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Move the selection (Select tool)</source>
            <translation>移動選取（選取工具）</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>方向鍵</translation>
        </message>
        <message>
            <source>Hallkeeper boards (*.hkboard)</source>
            <translation>Hallkeeper 版圖 (*.hkboard)</translation>
        </message>
        <message>
            <source>Untitled board</source>
            <translation>未命名的版圖</translation>
        </message>
        <message>
            <source>Board Editor</source>
            <translation>版圖編輯器</translation>
        </message>
        <message>
            <source>%1 is not a board Hallkeeper can open.</source>
            <translation>%1 不是 Hallkeeper 可以開啟的版圖。</translation>
        </message>
        <message>
            <source> — problems left: %1; a game cannot start on this board yet.</source>
            <translation> — 剩餘問題：%1 個；尚無法在此版圖上開始遊戲。</translation>
        </message>
        <message>
            <source>My board</source>
            <translation>我的版圖</translation>
        </message>
        <message>
            <source>Open a photo of the printed board first (File ▸ Open Tracing Photo…).</source>
            <translation>請先開啟印刷版圖的照片（檔案 ▸ 開啟描圖照片…）。</translation>
        </message>
        <message>
            <source>Paint %1</source>
            <translation>繪製%1</translation>
        </message>
        <message>
            <source>Remove the features of %1</source>
            <translation>移除 %1 的特徵</translation>
        </message>
        <message>
            <source>Start a Game on This Board</source>
            <translation>在此版圖上開始遊戲</translation>
        </message>
        <message>
            <source>A game cannot start on this board until its problems are solved: the Problems panel lists them.</source>
            <translation>在解決此版圖的問題之前，無法在其上開始遊戲：「問題」面板列出了這些問題。</translation>
        </message>
        <message>
            <source>Cannot open the photo</source>
            <translation>無法開啟照片</translation>
        </message>
        <message>
            <source>%1 is not an image Hallkeeper can read.</source>
            <translation>%1 不是 Hallkeeper 可以讀取的圖片。</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>無法匯出</translation>
        </message>
        <message>
            <source>The board could not be written to %1.</source>
            <translation>無法將版圖寫入 %1。</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>已匯出 %1</translation>
        </message>
        <message>
            <source>Export PNG</source>
            <translation>匯出 PNG</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 圖片 (*.png)</translation>
        </message>
        <message>
            <source>Not aligned: the four corners must make a quadrilateral, in the order of the grid's corners.</source>
            <translation>未對齊：四個角必須依網格四角的順序圍成一個四邊形。</translation>
        </message>
        <message>
            <source>Save the board first: the game copies it from its file.</source>
            <translation>請先儲存版圖：遊戲會從檔案複製版圖。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing an editor: %1, autosaved %2.</source>
            <translation>Hallkeeper 未關閉編輯器就停止了：%1，自動儲存於 %2。</translation>
        </message>
        <message>
            <source>a board never saved</source>
            <translation>一張從未儲存的版圖</translation>
        </message>
        <message>
            <source>Recognise Layers</source>
            <translation>辨識層</translation>
        </message>
        <message>
            <source>Apply the recognised layers</source>
            <translation>套用辨識出的層</translation>
        </message>
        <message>
            <source>Show the selected square as an example (Show an Example tool)</source>
            <translation>將選取的方格設為範例（「指定範例」工具）</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <source>Take an example back (Show an Example tool)</source>
            <translation>收回範例（「指定範例」工具）</translation>
        </message>
        <message>
            <source>Right button</source>
            <translation>滑鼠右鍵</translation>
        </message>
        <message>
            <source>Align the photo</source>
            <translation>對齊照片</translation>
        </message>
        <message>
            <source>Apply the Proposal?</source>
            <translation>要套用建議嗎？</translation>
        </message>
        <message>
            <source>Apply it anyway? Every square it paints can be undone in one step (Ctrl+Z).</source>
            <translation>仍要套用嗎？它所上色的每個方格都能以一次復原（Ctrl+Z）還原。</translation>
        </message>
        <message numerus="yes">
            <source>Applied: %n square(s) painted, as one step of undo.</source>
            <translation>
                <numerusform>已套用：塗了 %n 格，可一步復原。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardPage</name>
        <message>
            <source>Board</source>
            <translation>版圖</translation>
        </message>
        <message>
            <source>The mountain board you play on: the winter side for 4–5 players, the autumn side for 3, either for 2 (BRD-SIDE).</source>
            <translation>你們使用的山脈版圖：4–5 人遊戲使用冬季版圖，3 人遊戲使用秋季版圖，2 人遊戲使用任意一面均可（BRD-SIDE）。</translation>
        </message>
        <message>
            <source>Practice Mountain, &amp;winter side</source>
            <translation>練習山脈，冬季版圖(&amp;W)</translation>
        </message>
        <message>
            <source>Practice Mountain, &amp;autumn side</source>
            <translation>練習山脈，秋季版圖(&amp;A)</translation>
        </message>
        <message>
            <source>A board &amp;file (.hkboard)</source>
            <translation>版圖檔案（.hkboard）(&amp;F)</translation>
        </message>
        <message>
            <source>No file chosen</source>
            <translation>未選擇檔案</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <source>Open a board</source>
            <translation>開啟版圖</translation>
        </message>
        <message>
            <source>Hallkeeper boards (*.hkboard)</source>
            <translation>Hallkeeper 版圖 (*.hkboard)</translation>
        </message>
        <message>
            <source>This board cannot be used:</source>
            <translation>無法使用此版圖：</translation>
        </message>
        <message>
            <source>With 2 players either side will do.</source>
            <translation>2 人遊戲使用任意一面均可。</translation>
        </message>
        <message>
            <source>With %1 players only the %2 fits (BRD-SIDE).</source>
            <translation>%1 人遊戲只能使用%2（BRD-SIDE）。</translation>
        </message>
        <message>
            <source>Co&amp;mponents:</source>
            <translation>配件(&amp;M)：</translation>
        </message>
        <message>
            <source>The tunnel tiles, great halls and workshop tiles in the box, and the troll card library: the game keeps a copy of them</source>
            <translation>遊戲盒中的隧道板塊、大廳和工坊板塊，以及巨魔卡牌庫：遊戲會保存它們的副本</translation>
        </message>
        <message>
            <source>Default components</source>
            <translation>預設配件</translation>
        </message>
        <message>
            <source>O&amp;pen…</source>
            <translation>開啟(&amp;P)…</translation>
        </message>
        <message>
            <source>Use a component catalog file (.hkcatalog)</source>
            <translation>使用配件目錄檔案（.hkcatalog）</translation>
        </message>
        <message>
            <source>Open a component catalog</source>
            <translation>開啟配件目錄</translation>
        </message>
        <message>
            <source>Hallkeeper component catalogs (*.hkcatalog)</source>
            <translation>Hallkeeper 配件目錄 (*.hkcatalog)</translation>
        </message>
        <message>
            <source>These components cannot be used:</source>
            <translation>無法使用這些配件：</translation>
        </message>
        <message>
            <source>%1
%2</source>
            <translation>%1
%2</translation>
        </message>
        <message>
            <source>%1 tunnel tiles, %2 great halls, %3 workshop tiles</source>
            <translation>%1 塊隧道板塊、%2 個大廳、%3 塊工坊板塊</translation>
        </message>
        <message>
            <source>%1; no troll card library: the cards are entered by hand.</source>
            <translation>%1；沒有巨魔卡牌庫：卡牌須手動輸入。</translation>
        </message>
        <message>
            <source>%1; %2 troll cards in the library, picked by their id.</source>
            <translation>%1；卡牌庫中有 %2 張巨魔卡，依識別碼選取。</translation>
        </message>
        <message>
            <source>%1, from %2: %3</source>
            <translation>%1，來自 %2：%3</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardProblemsPanel</name>
        <message>
            <source>Click to select square %1.</source>
            <translation>點選以選取方格 %1。</translation>
        </message>
        <message>
            <source>No problem: the board is ready to be saved and played.</source>
            <translation>沒有問題：版圖已可儲存並用於遊戲。</translation>
        </message>
        <message>
            <source>Problems: %1. The board can be saved, but a game cannot start on it until they are solved.</source>
            <translation>問題：%1 個。版圖可以儲存，但在解決這些問題之前，無法在此版圖上開始遊戲。</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved (hallkeeper-cli board lists them all).</source>
            <translation>
                <numerusform>……另有 %n 項，解決這些後就會列出（hallkeeper-cli board 會列出全部）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardPropertiesPanel</name>
        <message>
            <source>&amp;Name:</source>
            <translation>名稱(&amp;N)：</translation>
        </message>
        <message>
            <source>&amp;Description:</source>
            <translation>說明(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;Side:</source>
            <translation>版圖面(&amp;S)：</translation>
        </message>
        <message>
            <source>BRD-SIDE: the winter side for 4-5 players, the autumn side for 3, either for 2.</source>
            <translation>BRD-SIDE：4-5 人遊戲使用冬季版圖，3 人遊戲使用秋季版圖，2 人遊戲使用任意一面均可。</translation>
        </message>
        <message>
            <source>Winter (4-5 players)</source>
            <translation>冬季版圖（4-5 人）</translation>
        </message>
        <message>
            <source>Autumn (3 players)</source>
            <translation>秋季版圖（3 人）</translation>
        </message>
        <message>
            <source>Si&amp;ze (rows × columns):</source>
            <translation>大小（列 × 欄）(&amp;Z)：</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardSquarePanel</name>
        <message>
            <source>Remove its features</source>
            <translation>移除其特徵</translation>
        </message>
        <message>
            <source>No square selected. Choose the Select tool (S) and click a square.</source>
            <translation>未選取方格。請選擇選取工具（S）並點選一個方格。</translation>
        </message>
        <message>
            <source>Square %1: %2</source>
            <translation>方格 %1：%2</translation>
        </message>
        <message>
            <source>Nothing printed here.</source>
            <translation>此處沒有印刷任何內容。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardToolsPanel</name>
        <message>
            <source>Terrain to paint:</source>
            <translation>要繪製的地形：</translation>
        </message>
        <message>
            <source>Feature to stamp:</source>
            <translation>要放置的特徵：</translation>
        </message>
        <message>
            <source>&amp;Kind:</source>
            <translation>種類(&amp;K)：</translation>
        </message>
        <message>
            <source>&amp;Resources:</source>
            <translation>資源(&amp;R)：</translation>
        </message>
        <message>
            <source>Type s, i, h, c, a, m or r to add a resource; Backspace removes one.</source>
            <translation>輸入 s、i、h、c、a、m 或 r 新增資源；Backspace 移除一個。</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>玩家人數(&amp;P)：</translation>
        </message>
        <message>
            <source>The player count printed on the start point (SET-GATES).</source>
            <translation>起始點上印刷的玩家人數（SET-GATES）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardView</name>
        <message>
            <source>Board</source>
            <translation>版圖</translation>
        </message>
        <message>
            <source>The mountain board with every piece on it. While placing a piece: R rotates it, F flips it, the arrow keys move it, Enter places it, Esc cancels.</source>
            <translation>山脈版圖及其上的所有配件。放置配件時：R 旋轉、F 翻轉、方向鍵移動、Enter 放置、Esc 取消。</translation>
        </message>
        <message>
            <source>%1 may be dug at %2.</source>
            <translation>可以在 %2 挖掘 %1。</translation>
        </message>
        <message numerus="yes">
            <source>%n hammer(s) for the rubble.</source>
            <translation>
                <numerusform>碎石需要 %n 個錘子。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Unearths %n statue(s).</source>
            <translation>
                <numerusform>使 %n 座雕像出土。</numerusform>
            </translation>
        </message>
        <message>
            <source>Buried resources go to storage.</source>
            <translation>被掩埋的資源放入儲存區。</translation>
        </message>
        <message numerus="yes">
            <source>Next to %n workshop site(s).</source>
            <translation>
                <numerusform>與 %n 個工坊點相鄰。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 may be dedicated at %2.</source>
            <translation>可以在 %2 設立%1。</translation>
        </message>
        <message numerus="yes">
            <source>It covers %n pedestal(s), which leave the game (PED-COVERED).</source>
            <translation>
                <numerusform>會覆蓋 %n 個基座，這些基座將從遊戲中移除（PED-COVERED）。</numerusform>
            </translation>
        </message>
        <message>
            <source>The %1 statue may move to %2.</source>
            <translation>%1雕像可以移到 %2。</translation>
        </message>
        <message>
            <source>%1: the Mountain Heart</source>
            <translation>%1：山嶽之心</translation>
        </message>
        <message>
            <source>%1: layer %2</source>
            <translation>%1：第 %2 層</translation>
        </message>
        <message>
            <source>Rubble square: 1 hammer to dig it (DIG-RUBBLE)</source>
            <translation>碎石格：挖掘需花費 1 個錘子（DIG-RUBBLE）</translation>
        </message>
        <message>
            <source>Buried resources: %1</source>
            <translation>被掩埋的資源：%1</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message numerus="yes">
            <source>Gate start point for %n players</source>
            <translation>
                <numerusform>%n 人遊戲的大門起始點</numerusform>
            </translation>
        </message>
        <message>
            <source>Statue spot</source>
            <translation>雕像放置點</translation>
        </message>
        <message>
            <source>Workshop site (empty)</source>
            <translation>工坊點（空閒）</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message numerus="yes">
            <source>%n open entrance(s) (WS-ENTRANCES)</source>
            <translation>
                <numerusform>%n 個開啟的入口（WS-ENTRANCES）</numerusform>
            </translation>
        </message>
        <message>
            <source>Gate of %1</source>
            <translation>%1 的大門</translation>
        </message>
        <message>
            <source>%1 (great hall, %2/%3), dedicated by %4</source>
            <translation>%1（大廳，%2/%3），由 %4 設立</translation>
        </message>
        <message>
            <source>Altar: a statue here scores the high value (SCORE-HALL)</source>
            <translation>祭壇：此處有雕像時大廳得較大值（SCORE-HALL）</translation>
        </message>
        <message>
            <source>%1 tunnel tile dug by %2</source>
            <translation>%2 挖掘的隧道板塊 %1</translation>
        </message>
        <message>
            <source>Anchor of the tile</source>
            <translation>板塊的錨點</translation>
        </message>
        <message>
            <source>Connected to no gate: nobody's network (DIG-ISOLATED)</source>
            <translation>未連接任何大門：不屬於任何人的通路網（DIG-ISOLATED）</translation>
        </message>
        <message>
            <source>Network of %1</source>
            <translation>%1 的通路網</translation>
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
            <translation>重新命名配件目錄</translation>
        </message>
        <message>
            <source>Change the description</source>
            <translation>修改說明</translation>
        </message>
        <message>
            <source>Hallkeeper component catalogs (*.hkcatalog)</source>
            <translation>Hallkeeper 配件目錄 (*.hkcatalog)</translation>
        </message>
        <message>
            <source>Untitled catalog</source>
            <translation>未命名的配件目錄</translation>
        </message>
        <message>
            <source>Component Editor</source>
            <translation>配件編輯器</translation>
        </message>
        <message>
            <source>%1 is not a component catalog Hallkeeper can open.</source>
            <translation>%1 不是 Hallkeeper 可以開啟的配件目錄。</translation>
        </message>
        <message>
            <source>Not saved: Hallkeeper could not open this catalog again. Problems to fix first (the Problems panel leads to each): %1</source>
            <translation>未儲存：這樣儲存後 Hallkeeper 將無法再次開啟此配件目錄。需先修正的問題（可從「問題」面板前往各項）：%1 個</translation>
        </message>
        <message>
            <source> — problems left: %1; a game cannot use this catalog yet.</source>
            <translation> — 剩餘問題：%1 個；遊戲尚無法使用此配件目錄。</translation>
        </message>
        <message>
            <source>My components</source>
            <translation>我的配件</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>問題</translation>
        </message>
        <message>
            <source>Problems (%1)</source>
            <translation>問題（%1）</translation>
        </message>
        <message>
            <source>Catalog &amp;name:</source>
            <translation>配件目錄名稱(&amp;N)：</translation>
        </message>
        <message>
            <source>Shown when a game chooses its components</source>
            <translation>在遊戲選擇配件時顯示</translation>
        </message>
        <message>
            <source>&amp;Description:</source>
            <translation>說明(&amp;D)：</translation>
        </message>
        <message>
            <source>What the catalog holds and what has been checked against the box</source>
            <translation>配件目錄包含哪些內容，以及哪些已與遊戲盒中的實物核對過</translation>
        </message>
        <message>
            <source>&amp;Tunnel tiles</source>
            <translation>隧道板塊(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Great halls</source>
            <translation>大廳(&amp;G)</translation>
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
            <translation>新增項目(&amp;A)</translation>
        </message>
        <message>
            <source>Add a tunnel tile or a troll card, on their tabs</source>
            <translation>在對應的分頁中新增隧道板塊或巨魔卡</translation>
        </message>
        <message>
            <source>D&amp;uplicate Entry</source>
            <translation>複製項目(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Remove Entry</source>
            <translation>移除項目(&amp;R)</translation>
        </message>
        <message>
            <source>Go to the Next &amp;Problem</source>
            <translation>前往下一個問題(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Problems</source>
            <translation>問題(&amp;P)</translation>
        </message>
        <message>
            <source>Shape grid: move the cursor</source>
            <translation>形狀網格：移動游標</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>方向鍵</translation>
        </message>
        <message>
            <source>Shape grid: add or remove the square</source>
            <translation>形狀網格：新增或移除方格</translation>
        </message>
        <message>
            <source>Space, or click</source>
            <translation>Space 或點選</translation>
        </message>
        <message>
            <source>Shape grid: mark the anchor or altar</source>
            <translation>形狀網格：標示錨點或祭壇</translation>
        </message>
        <message>
            <source>A, Shift+click or right-click</source>
            <translation>A、Shift+點選或右鍵點選</translation>
        </message>
        <message>
            <source>Shape grid: move the whole shape</source>
            <translation>形狀網格：移動整個形狀</translation>
        </message>
        <message>
            <source>Shift+arrow keys</source>
            <translation>Shift+方向鍵</translation>
        </message>
        <message>
            <source>Remove the selected entry (in a list)</source>
            <translation>移除選取的項目（在清單中）</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Troll card icons: stone, iron, heartstone, coin, cart, hammer, rune</source>
            <translation>巨魔卡資源標記：山岩、鐵礦、心石、金幣、礦車、錘子、符文</translation>
        </message>
        <message>
            <source>s i h c a m r</source>
            <translation>s i h c a m r</translation>
        </message>
        <message>
            <source>Troll card icons: a cart with a Fire, Ice or Moon mark</source>
            <translation>巨魔卡資源標記：帶有烈火、冰霜或皎月印記的礦車</translation>
        </message>
        <message>
            <source>F I M</source>
            <translation>F I M</translation>
        </message>
        <message>
            <source>Go to a problem's entry</source>
            <translation>前往問題所在的項目</translation>
        </message>
        <message>
            <source>Enter or click in the Problems panel</source>
            <translation>在「問題」面板中按 Enter 或點選</translation>
        </message>
        <message>
            <source>Switch tabs</source>
            <translation>切換分頁</translation>
        </message>
        <message>
            <source>Alt+T, Alt+G, Alt+W, Alt+R; Ctrl+Tab</source>
            <translation>Alt+T、Alt+G、Alt+W、Alt+R；Ctrl+Tab</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing an editor: %1, autosaved %2.</source>
            <translation>Hallkeeper 未關閉編輯器就停止了：%1，自動儲存於 %2。</translation>
        </message>
        <message>
            <source>a catalog never saved</source>
            <translation>一份從未儲存的配件目錄</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogHallPage</name>
        <message>
            <source>Change the identifier of a great hall</source>
            <translation>修改大廳的識別碼</translation>
        </message>
        <message>
            <source>Change the name of a great hall</source>
            <translation>修改大廳的名稱</translation>
        </message>
        <message>
            <source>Change the low value of a great hall</source>
            <translation>修改大廳的較小值</translation>
        </message>
        <message>
            <source>Change the high value of a great hall</source>
            <translation>修改大廳的較大值</translation>
        </message>
        <message>
            <source>Change the note of a great hall</source>
            <translation>修改大廳的備註</translation>
        </message>
        <message>
            <source>Mark a great hall as checked</source>
            <translation>將大廳標示為已核對</translation>
        </message>
        <message>
            <source>Mark a great hall as not checked</source>
            <translation>將大廳標示為未核對</translation>
        </message>
        <message>
            <source>Draw a great hall</source>
            <translation>繪製大廳</translation>
        </message>
        <message>
            <source>%1 of %2 great halls</source>
            <translation>大廳：%1 / %2</translation>
        </message>
        <message>
            <source>%1 of %2 great halls (HALL-COVER)</source>
            <translation>大廳：%1 / %2（HALL-COVER）</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>Great hall %1</source>
            <translation>大廳 %1</translation>
        </message>
        <message>
            <source>No great hall selected</source>
            <translation>未選取大廳</translation>
        </message>
        <message>
            <source>Great hall</source>
            <translation>大廳</translation>
        </message>
        <message>
            <source>Identifier</source>
            <translation>識別碼</translation>
        </message>
        <message>
            <source>Low / high</source>
            <translation>較小值 / 較大值</translation>
        </message>
        <message>
            <source>Checked</source>
            <translation>已核對</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大廳</translation>
        </message>
        <message>
            <source>The box holds %1 great halls</source>
            <translation>遊戲盒中有 %1 個大廳</translation>
        </message>
        <message>
            <source>&amp;Identifier:</source>
            <translation>識別碼(&amp;I)：</translation>
        </message>
        <message>
            <source>How games name this hall; unique in the catalog</source>
            <translation>遊戲用來稱呼這個大廳的名稱；在配件目錄中不可重複</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>名稱(&amp;N)：</translation>
        </message>
        <message>
            <source>Values:</source>
            <translation>數值：</translation>
        </message>
        <message>
            <source>&amp;Low</source>
            <translation>較小值(&amp;L)</translation>
        </message>
        <message>
            <source>The honour points of the hall's low value (SCORE-HALL)</source>
            <translation>大廳較小值的榮譽點數（SCORE-HALL）</translation>
        </message>
        <message>
            <source>&amp;High</source>
            <translation>較大值(&amp;H)</translation>
        </message>
        <message>
            <source>The honour points of the hall's high value, at least the low value (SCORE-HALL)</source>
            <translation>大廳較大值的榮譽點數，不得小於較小值（SCORE-HALL）</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>備註(&amp;O)：</translation>
        </message>
        <message>
            <source>Where the values come from, what is still to check</source>
            <translation>數值的來源，以及尚待核對的內容</translation>
        </message>
        <message>
            <source>Checked against the printed hall</source>
            <translation>已與印刷的大廳板塊核對</translation>
        </message>
        <message>
            <source>&amp;Shape:</source>
            <translation>形狀(&amp;S)：</translation>
        </message>
        <message>
            <source>Click a square to add or remove it; Shift+click or right-click marks the altar. Keys: arrows move, Space adds or removes, A marks the altar, Shift+arrows move the whole hall.</source>
            <translation>點選方格可新增或移除；Shift+點選或右鍵點選可標示祭壇。按鍵：方向鍵移動，Space 新增或移除，A 標示祭壇，Shift+方向鍵移動整個大廳。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogProblemsPanel</name>
        <message>
            <source>the catalog</source>
            <translation>配件目錄</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>No problems: the catalog can be saved and used in games.</source>
            <translation>沒有問題：配件目錄可以儲存並用於遊戲。</translation>
        </message>
        <message>
            <source>Warnings: %1.</source>
            <translation>警告：%1 個。</translation>
        </message>
        <message>
            <source>Warnings: %1; the catalog can be saved.</source>
            <translation>警告：%1 個；配件目錄可以儲存。</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>位置</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>問題</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>規則</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>問題</translation>
        </message>
        <message>
            <source>Problems to fix before a game can use the catalog: %1. It can be saved as it is, to go on later. Click one to go to it.</source>
            <translation>遊戲使用配件目錄前需修正的問題：%1 個。目錄可以照現狀儲存，之後再繼續。點選其中一項即可前往。</translation>
        </message>
        <message>
            <source>Problems to fix before the catalog can be saved: %1 (a shape with no square, or with squares apart, could not be read back). Click one to go to it.</source>
            <translation>儲存配件目錄前需修正的問題：%1 個（沒有方格或方格不相連的形狀無法再讀回）。點選其中一項即可前往。</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved.</source>
            <translation>
                <numerusform>……另有 %n 項，解決這些後就會列出。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogTrollPage</name>
        <message>
            <source>Change the identifier of a troll card</source>
            <translation>修改巨魔卡的識別碼</translation>
        </message>
        <message>
            <source>starting %1 of %2</source>
            <translation>起始巨魔：%1 / %2</translation>
        </message>
        <message>
            <source>level %1: %2 of %3</source>
            <translation>%1 級：%2 / %3</translation>
        </message>
        <message>
            <source>All levels (%1)</source>
            <translation>所有等級（%1）</translation>
        </message>
        <message>
            <source>Starting trolls (%1 of %2)</source>
            <translation>起始巨魔（%1 / %2）</translation>
        </message>
        <message>
            <source>Level %1 (%2 of %3)</source>
            <translation>%1 級（%2 / %3）</translation>
        </message>
        <message>
            <source>Troll card %1</source>
            <translation>巨魔卡 %1</translation>
        </message>
        <message>
            <source>No troll card selected</source>
            <translation>未選取巨魔卡</translation>
        </message>
        <message>
            <source>Edit the troll card %1</source>
            <translation>編輯巨魔卡 %1</translation>
        </message>
        <message>
            <source>Add the troll card %1</source>
            <translation>新增巨魔卡 %1</translation>
        </message>
        <message>
            <source>Duplicate the troll card %1</source>
            <translation>複製巨魔卡 %1</translation>
        </message>
        <message>
            <source>Remove the troll card %1</source>
            <translation>移除巨魔卡 %1</translation>
        </message>
        <message>
            <source>Sh&amp;ow:</source>
            <translation>顯示(&amp;O)：</translation>
        </message>
        <message>
            <source>Show the cards of one level</source>
            <translation>顯示單一等級的卡牌</translation>
        </message>
        <message>
            <source>Cards in the library against the box: %1 starting trolls (SET-MOOT), %2 / %3 / %4 clan trolls of levels 1 / 2 / 3 (SET-MARKET)</source>
            <translation>卡牌庫中的卡牌數與遊戲盒比較：遊戲盒中有 %1 張起始巨魔（SET-MOOT），1 / 2 / 3 級氏族巨魔分別有 %2 / %3 / %4 張（SET-MARKET）</translation>
        </message>
        <message>
            <source>Identifier</source>
            <translation>識別碼</translation>
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
            <translation>新增</translation>
        </message>
        <message>
            <source>Add a card of the level shown, with the next free identifier</source>
            <translation>新增一張目前顯示等級的卡牌，並使用下一個可用的識別碼</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>複製</translation>
        </message>
        <message>
            <source>Add a copy of the selected card</source>
            <translation>新增選取卡牌的副本</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Remove the selected card (Delete in the list)</source>
            <translation>移除選取的卡牌（在清單中按 Delete）</translation>
        </message>
        <message>
            <source>&amp;Identifier:</source>
            <translation>識別碼(&amp;I)：</translation>
        </message>
        <message>
            <source>How games name this card when it is drawn; unique in the catalog</source>
            <translation>抽到這張卡時遊戲用來稱呼它的名稱；在配件目錄中不可重複</translation>
        </message>
        <message>
            <source>Icons, left to right: s stone, i iron, h heartstone, c coin, a cart, m hammer, r rune; F, I, M a cart with a Fire, Ice or Moon mark. Backspace removes the last icon.</source>
            <translation>資源標記，由左到右：s 山岩、i 鐵礦、h 心石、c 金幣、a 礦車、m 錘子、r 符文；F、I、M 為帶有烈火、冰霜或皎月印記的礦車。Backspace 移除最後一個資源標記。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogTunnelPage</name>
        <message>
            <source>Change the identifier of a tunnel tile</source>
            <translation>修改隧道板塊的識別碼</translation>
        </message>
        <message>
            <source>Change the count of a tunnel tile</source>
            <translation>修改隧道板塊的數量</translation>
        </message>
        <message>
            <source>Mark a tunnel tile as checked</source>
            <translation>將隧道板塊標示為已核對</translation>
        </message>
        <message>
            <source>Mark a tunnel tile as not checked</source>
            <translation>將隧道板塊標示為未核對</translation>
        </message>
        <message>
            <source>Draw a tunnel tile</source>
            <translation>繪製隧道板塊</translation>
        </message>
        <message>
            <source>%1 of %2 tiles</source>
            <translation>板塊：%1 / %2</translation>
        </message>
        <message>
            <source>%1 of %2 tiles (DIG-SUPPLY)</source>
            <translation>板塊：%1 / %2（DIG-SUPPLY）</translation>
        </message>
        <message>
            <source>The squares are not all joined by their edges (BRD-GRID).</source>
            <translation>方格並未全部以邊相連（BRD-GRID）。</translation>
        </message>
        <message>
            <source>Squares: %1; a tunnel tile has 2 to 5 (DIG-COST).</source>
            <translation>方格：%1 格；隧道板塊應有 2 到 5 格（DIG-COST）。</translation>
        </message>
        <message>
            <source>Dug, it scores %1 / %2 / %3 with stone / iron / heartstone (DIG-SCORE).</source>
            <translation>挖掘時，以山岩 / 鐵礦 / 心石支付分別得 %1 / %2 / %3 分（DIG-SCORE）。</translation>
        </message>
        <message>
            <source>5 squares: size-5 tiles have no anchor, take it away (PED-WHEN).</source>
            <translation>5 格：規模為 5 的板塊沒有錨點，請移除錨點（PED-WHEN）。</translation>
        </message>
        <message>
            <source>5 squares, no anchor.</source>
            <translation>5 格，沒有錨點。</translation>
        </message>
        <message>
            <source>Squares: %1, with the anchor.</source>
            <translation>方格：%1 格，含錨點。</translation>
        </message>
        <message>
            <source>Squares: %1; mark the anchor (PED-WHEN).</source>
            <translation>方格：%1 格；請標示錨點（PED-WHEN）。</translation>
        </message>
        <message>
            <source>Tunnel tile %1</source>
            <translation>隧道板塊 %1</translation>
        </message>
        <message>
            <source>No tunnel tile selected</source>
            <translation>未選取隧道板塊</translation>
        </message>
        <message>
            <source>Add a tunnel tile</source>
            <translation>新增隧道板塊</translation>
        </message>
        <message>
            <source>Duplicate a tunnel tile</source>
            <translation>複製隧道板塊</translation>
        </message>
        <message>
            <source>Remove the tunnel tile %1</source>
            <translation>移除隧道板塊 %1</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>板塊</translation>
        </message>
        <message>
            <source>Squares</source>
            <translation>格數</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>數量</translation>
        </message>
        <message>
            <source>Checked</source>
            <translation>已核對</translation>
        </message>
        <message>
            <source>Tunnel tiles</source>
            <translation>隧道板塊</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>新增</translation>
        </message>
        <message>
            <source>Add a tunnel tile after the selected one</source>
            <translation>在選取的板塊之後新增隧道板塊</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>複製</translation>
        </message>
        <message>
            <source>Add a copy of the selected tunnel tile, to draw a similar one</source>
            <translation>新增選取隧道板塊的副本，以便繪製相似的板塊</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Remove the selected tunnel tile (Delete in the list)</source>
            <translation>移除選取的隧道板塊（在清單中按 Delete）</translation>
        </message>
        <message>
            <source>The box holds %1 tunnel tiles: the counts must add up to that (DIG-SUPPLY)</source>
            <translation>遊戲盒中有 %1 塊隧道板塊：各板塊數量的合計必須等於此數（DIG-SUPPLY）</translation>
        </message>
        <message>
            <source>&amp;Identifier:</source>
            <translation>識別碼(&amp;I)：</translation>
        </message>
        <message>
            <source>How games and boards name this tile; unique in the catalog</source>
            <translation>遊戲和版圖用來稱呼這個板塊的名稱；在配件目錄中不可重複</translation>
        </message>
        <message>
            <source>&amp;Count:</source>
            <translation>數量(&amp;C)：</translation>
        </message>
        <message>
            <source>How many tiles of this shape the box holds</source>
            <translation>遊戲盒中這種形狀的板塊數量</translation>
        </message>
        <message>
            <source>Checked against the printed tiles</source>
            <translation>已與印刷的板塊核對</translation>
        </message>
        <message>
            <source>&amp;Shape:</source>
            <translation>形狀(&amp;S)：</translation>
        </message>
        <message>
            <source>Click a square to add or remove it; Shift+click or right-click marks the anchor. Keys: arrows move, Space adds or removes, A marks the anchor, Shift+arrows move the whole tile.</source>
            <translation>點選方格可新增或移除；Shift+點選或右鍵點選可標示錨點。按鍵：方向鍵移動，Space 新增或移除，A 標示錨點，Shift+方向鍵移動整個板塊。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogWorkshopPage</name>
        <message>
            <source>%1 workshop tiles in the box (%2 kinds × up to %3)</source>
            <translation>遊戲盒中有 %1 塊工坊板塊（%2 種 × 每種最多 %3 塊）</translation>
        </message>
        <message>
            <source>Change the number of %1 tiles</source>
            <translation>修改%1板塊的數量</translation>
        </message>
        <message>
            <source>How many tiles of each workshop the box holds (0 to %1 each, SET-WORKSHOPS). What each workshop exchanges is the rulebook's, not data.</source>
            <translation>遊戲盒中每種工坊的板塊數量（每種 0 到 %1 塊，SET-WORKSHOPS）。各工坊的交換內容依規則書而定，不是可編輯的資料。</translation>
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
            <translation>修正記錄</translation>
        </message>
        <message>
            <source>For what the table did that the game log missed. The correction is logged with its reason.</source>
            <translation>用於補記玩家們已執行、但行動紀錄遺漏的內容。修正會連同其原因一起記錄。</translation>
        </message>
        <message>
            <source>Reason (required)</source>
            <translation>原因（必填）</translation>
        </message>
        <message>
            <source>e.g. Bob took 2 iron instead of 1 last turn</source>
            <translation>例如：上回合 Bob 拿了 2 個鐵礦，而不是 1 個</translation>
        </message>
        <message>
            <source>Storage: add, or subtract with a negative number</source>
            <translation>儲存區：輸入正數增加，負數減少</translation>
        </message>
        <message>
            <source>has %1</source>
            <translation>現有 %1</translation>
        </message>
        <message>
            <source>Tunnel points (DIG-SCORE)</source>
            <translation>隧道分數（DIG-SCORE）</translation>
        </message>
        <message>
            <source> points</source>
            <translation> 分</translation>
        </message>
        <message>
            <source>Add to the %1 tunnel points:</source>
            <translation>在目前的隧道分數 %1 上增加：</translation>
        </message>
        <message>
            <source>Give the reason for the correction.</source>
            <translation>請填寫修正的原因。</translation>
        </message>
        <message>
            <source>Enter what to correct.</source>
            <translation>請輸入要修正的內容。</translation>
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
            <translation>挖掘隧道板塊</translation>
        </message>
        <message>
            <source>Tile %1, %2 squares, at %3</source>
            <translation>板塊 %1，%2 格，位於 %3</translation>
        </message>
        <message>
            <source>Layers %1</source>
            <translation>層：%1</translation>
        </message>
        <message>
            <source>Hammers for the rubble: %1 (DIG-RUBBLE)</source>
            <translation>碎石所需錘子：%1（DIG-RUBBLE）</translation>
        </message>
        <message>
            <source>No rubble: no hammers to pay</source>
            <translation>沒有碎石：不需支付錘子</translation>
        </message>
        <message>
            <source>Unearths the %1 statue at %2 (DIG-UNEARTH)</source>
            <translation>使 %2 的%1雕像出土（DIG-UNEARTH）</translation>
        </message>
        <message>
            <source>Buried resources to your storage: %1 (DIG-BURIED-RES)</source>
            <translation>放入你儲存區的被掩埋資源：%1（DIG-BURIED-RES）</translation>
        </message>
        <message>
            <source>Mineral (DIG-COST, DIG-SCORE)</source>
            <translation>礦物（DIG-COST、DIG-SCORE）</translation>
        </message>
        <message>
            <source>%1 %2 — %3 honour points</source>
            <translation>%1 個%2 — %3 榮譽點數</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>You cannot pay this tile with any mineral: every choice breaks DIG-COST.</source>
            <translation>你無法用任何一種礦物支付這個板塊：每個選擇都違反 DIG-COST。</translation>
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
            <translation>這個板塊沒有錨點：不能放置基座（規模為 5 的板塊都沒有錨點）。</translation>
        </message>
        <message>
            <source>No pedestal in your storage for the anchor at %1.</source>
            <translation>你的儲存區裡沒有基座可放在 %1 的錨點上。</translation>
        </message>
        <message>
            <source>No pedestal</source>
            <translation>不放基座</translation>
        </message>
        <message>
            <source>%1 pedestal — the layer %2 × %1 token is already taken (PED-UNIQUE)</source>
            <translation>%1基座 — 第 %2 層 × %1的標記已被拿走（PED-UNIQUE）</translation>
        </message>
        <message>
            <source>%1 pedestal — takes the layer %2 × %1 pedestal score token, worth %3</source>
            <translation>%1基座 — 拿取第 %2 層 × %1的基座得分標記，價值 %3</translation>
        </message>
        <message>
            <source>Workshops (WS-BUILD)</source>
            <translation>工坊（WS-BUILD）</translation>
        </message>
        <message>
            <source>No workshop</source>
            <translation>不建造工坊</translation>
        </message>
        <message>
            <source>%1 (%2 left in the supply)</source>
            <translation>%1（供應堆剩 %2 塊）</translation>
        </message>
        <message>
            <source>Site at %1:</source>
            <translation>%1 的工坊點：</translation>
        </message>
        <message>
            <source>The workshop supply is empty: no workshop can be built.</source>
            <translation>工坊板塊供應堆已用完：不能建造工坊。</translation>
        </message>
        <message>
            <source>needs %1 %2, has %3</source>
            <translation>需要 %1 個%2，目前只有 %3 個</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DocumentWindow</name>
        <message>
            <source>&amp;File</source>
            <translation>檔案(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編輯(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>檢視(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>語言(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>說明(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New</source>
            <translation>新增(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>開啟(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>儲存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>另存新檔(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>關閉(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>鍵盤快速鍵(&amp;K)</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>無法匯出</translation>
        </message>
        <message>
            <source>There is nothing to export from this window to %1.</source>
            <translation>此視窗沒有可匯出到 %1 的內容。</translation>
        </message>
        <message>
            <source>Cannot recover the work</source>
            <translation>無法恢復工作</translation>
        </message>
        <message>
            <source>Cannot open the file</source>
            <translation>無法開啟檔案</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>已開啟 %1</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>無法儲存</translation>
        </message>
        <message>
            <source>The file could not be saved to %1.</source>
            <translation>無法將檔案儲存至 %1。</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>已儲存 %1</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>開啟</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>另存新檔</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>未儲存的變更</translation>
        </message>
        <message>
            <source>%1 has changes that are not saved. Save them?</source>
            <translation>%1 有尚未儲存的變更。要儲存嗎？</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>結束(&amp;Q)</translation>
        </message>
        <message>
            <source>New &amp;Game at the Table…</source>
            <translation>新增桌上對局(&amp;G)…</translation>
        </message>
        <message>
            <source>Set up a game and mirror the table move by move (%1)</source>
            <translation>設置一局遊戲，並逐步同步桌上的每個行動（%1）</translation>
        </message>
        <message>
            <source>&amp;Board Editor…</source>
            <translation>版圖編輯器(&amp;B)…</translation>
        </message>
        <message>
            <source>Transcribe a printed board into a .hkboard file to play and share (%1)</source>
            <translation>將印刷版圖轉錄為 .hkboard 檔案，以便遊玩和分享（%1）</translation>
        </message>
        <message>
            <source>Co&amp;mponent Editor…</source>
            <translation>配件編輯器(&amp;M)…</translation>
        </message>
        <message>
            <source>Transcribe the tunnel tiles, great halls, workshops and troll cards of your box into a .hkcatalog (%1)</source>
            <translation>將你遊戲盒中的隧道板塊、大廳、工坊和巨魔卡轉錄為 .hkcatalog 檔案（%1）</translation>
        </message>
        <message>
            <source>%1 is not possible here: this field takes %2 to %3.</source>
            <translation>此處不能填 %1：這個欄位接受 %2 到 %3。</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>規則(&amp;R)</translation>
        </message>
        <message>
            <source>Not autosaved: %1.</source>
            <translation>未自動儲存：%1。</translation>
        </message>
        <message>
            <source>Save now</source>
            <translation>立即儲存</translation>
        </message>
        <message>
            <source>The last autosave failed (%1): a crash now would lose the changes since the last save. The mark stays until an autosave succeeds again; Save keeps the work in its file.</source>
            <translation>上次自動儲存失敗（%1）：此時當機會失去上次儲存後的變更。此標記會一直顯示，直到自動儲存再次成功；「儲存」可將工作保存在其檔案中。</translation>
        </message>
        <message>
            <source>%1: this kind of document can only be recovered whole.</source>
            <translation>%1：這種文件只能整份恢復。</translation>
        </message>
        <message>
            <source>Recovered as a new document: %1 was written since, and stays as it is. Save asks where.</source>
            <translation>已恢復為新文件：%1 在那之後已被寫入，維持原樣。儲存時會詢問位置。</translation>
        </message>
        <message>
            <source>New &amp;Score Sheet</source>
            <translation>新增計分表(&amp;S)</translation>
        </message>
        <message>
            <source>Add to Library</source>
            <translation>加入紀錄庫</translation>
        </message>
        <message>
            <source>Add to &amp;Library</source>
            <translation>加入紀錄庫(&amp;L)</translation>
        </message>
        <message>
            <source>Keep this play in the group's play library, or update it there (%1)</source>
            <translation>將此對局保存到群組的對局紀錄庫，或在其中更新（%1）</translation>
        </message>
        <message>
            <source>&amp;Play Library…</source>
            <translation>對局紀錄庫(&amp;P)…</translation>
        </message>
        <message>
            <source>Every play the group kept: statistics, imports and exports (%1)</source>
            <translation>群組保存的所有對局：統計、匯入與匯出（%1）</translation>
        </message>
        <message>
            <source>Back &amp;Up Library…</source>
            <translation>備份紀錄庫(&amp;U)…</translation>
        </message>
        <message>
            <source>Ta&amp;ble Helpers</source>
            <translation>牌桌助手(&amp;B)</translation>
        </message>
        <message>
            <source>Game Over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>The game is over. Add it to the group's play library?</source>
            <translation>遊戲結束。要加入群組的對局紀錄庫嗎？</translation>
        </message>
        <message>
            <source>Not Now</source>
            <translation>暫不</translation>
        </message>
        <message>
            <source>This file records a play kept in the group's play library. Is the copy the same play (moved, or kept twice), or a new play?</source>
            <translation>此檔案記錄的是群組對局紀錄庫中的一局對局。這份副本是同一局對局（移動或另存一份），還是新的對局？</translation>
        </message>
        <message>
            <source>The same play: adding either file to the library updates that play. A new play: the copy is added as a play of its own.</source>
            <translation>同一局：將任一檔案加入紀錄庫都會更新該對局。新的對局：副本會作為另一局對局加入。</translation>
        </message>
        <message>
            <source>Same Play</source>
            <translation>同一局</translation>
        </message>
        <message>
            <source>New Play</source>
            <translation>新的對局</translation>
        </message>
        <message>
            <source>Recover the unsaved work</source>
            <translation>恢復未儲存的工作</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>儲存</translation>
        </message>
        <message>
            <source>%1 was changed by another program since it was opened here. Saving replaces what was written there.</source>
            <translation>%1 在此開啟之後已被其他程式更動。儲存會取代其中寫入的內容。</translation>
        </message>
        <message>
            <source>To keep both, cancel and use Save As.</source>
            <translation>若要兩者都保留，請取消並使用「另存新檔」。</translation>
        </message>
        <message>
            <source>&amp;Replace It</source>
            <translation>取代(&amp;R)</translation>
        </message>
        <message>
            <source>%1 was changed by another program since it was opened here: not replaced.</source>
            <translation>%1 在此開啟之後已被其他程式更動：未取代。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DungeonLordsTrackerWindow</name>
        <message>
            <source>Dungeon Lords year trackers (*.hkdungeon)</source>
            <translation>地城領主年度追蹤 (*.hkdungeon)</translation>
        </message>
        <message>
            <source>Untitled Dungeon Lords game</source>
            <translation>未命名的地城領主遊戲</translation>
        </message>
        <message>
            <source>Dungeon Lords Year Tracker</source>
            <translation>地城領主年度追蹤</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>無法開啟 %1。未做任何變更。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a Dungeon Lords game: %1, autosaved %2.</source>
            <translation>Hallkeeper 在關閉地城領主遊戲前停止了：%1，自動儲存於 %2。</translation>
        </message>
        <message>
            <source>a game never saved</source>
            <translation>從未儲存的遊戲</translation>
        </message>
        <message>
            <source>This setup does not fit the steps recorded (step %1: %2); undo them first.</source>
            <translation>這個設置與已記錄的步驟不符（第 %1 步：%2）；請先復原那些步驟。</translation>
        </message>
        <message>
            <source>Change the setup</source>
            <translation>變更設置</translation>
        </message>
        <message>
            <source>Nothing paid yet: the first event resolves in round 2.</source>
            <translation>尚未支付任何東西：第一個事件於第 2 回合發動。</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>遊戲已結束</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1 (resolved in round %2)</source>
            <translation>%1（已於第 %2 回合發動）</translation>
        </message>
        <message>
            <source>%1 (resolves in round %2)</source>
            <translation>%1（於第 %2 回合發動）</translation>
        </message>
        <message>
            <source>First player: %1.</source>
            <translation>起始玩家：%1。</translation>
        </message>
        <message>
            <source>No event tile revealed this year yet.</source>
            <translation>今年尚未翻開事件卡。</translation>
        </message>
        <message>
            <source>Event tiles this year: %1.</source>
            <translation>今年的事件卡：%1。</translation>
        </message>
        <message>
            <source>Dummy player's evil: %1.</source>
            <translation>NPC 的邪惡值：%1。</translation>
        </message>
        <message>
            <source>Choose the event tile revealed…</source>
            <translation>選擇翻開的事件卡…</translation>
        </message>
        <message>
            <source>Confirm: %1 done</source>
            <translation>確認：%1完成</translation>
        </message>
        <message>
            <source>Monster %1</source>
            <translation>怪物 %1</translation>
        </message>
        <message>
            <source>Save Final Sheet</source>
            <translation>儲存最終計分表</translation>
        </message>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper 計分表 (*.hkscore)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>匯出</translation>
        </message>
        <message>
            <source>A Dungeon Lords game exports its final sheet (.hkscore).</source>
            <translation>地城領主遊戲匯出的是最終計分表（.hkscore）。</translation>
        </message>
        <message>
            <source>Event tile &amp;revealed:</source>
            <translation>翻開的事件卡(&amp;R)：</translation>
        </message>
        <message>
            <source>Dungeons</source>
            <translation>地城</translation>
        </message>
        <message>
            <source>Ledger</source>
            <translation>帳目</translation>
        </message>
        <message>
            <source>History</source>
            <translation>歷史記錄</translation>
        </message>
        <message>
            <source>Final score</source>
            <translation>最終得分</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>規則</translation>
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
            <translation>NPC 邪惡值(&amp;D)：</translation>
        </message>
        <message>
            <source>Monsters and their upkeep (paid at payday, DL-003):</source>
            <translation>怪物與維持費（發薪日支付，DL-003）：</translation>
        </message>
        <message>
            <source>First Game (no special event)</source>
            <translation>First Game（無特殊事件）</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>黃金</translation>
        </message>
        <message>
            <source>Food</source>
            <translation>食物</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>板塊</translation>
        </message>
        <message>
            <source>Conquered</source>
            <translation>被征服</translation>
        </message>
        <message>
            <source>Evil</source>
            <translation>邪惡值</translation>
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
            <translation>新增怪物(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Remove Monster</source>
            <translation>移除怪物(&amp;R)</translation>
        </message>
        <message>
            <source>Save &amp;Final Sheet…</source>
            <translation>儲存最終計分表(&amp;F)…</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DwarfRecordPanel</name>
        <message>
            <source>Point at a button to see what it records, or why the rules refuse it.</source>
            <translation>將滑鼠移到按鈕上，可看到它會記錄什麼，或規則為何拒絕。</translation>
        </message>
        <message>
            <source>Records:</source>
            <translation>記錄：</translation>
        </message>
        <message>
            <source>Refused:</source>
            <translation>拒絕：</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>玩家(&amp;P)：</translation>
        </message>
        <message>
            <source>Mine and forge (DWARF-010)</source>
            <translation>開採與鍛造（DWARF-010）</translation>
        </message>
        <message>
            <source>The card's cost: steel, gold, iron</source>
            <translation>卡牌的花費：鋼、黃金、鐵</translation>
        </message>
        <message>
            <source>Monsters and medals (DWARF-011, DWARF-007, DWARF-008)</source>
            <translation>怪獸與勳章（DWARF-011、DWARF-007、DWARF-008）</translation>
        </message>
        <message>
            <source>&amp;Workers on defense squares:</source>
            <translation>防衛格上的工人(&amp;W)：</translation>
        </message>
        <message>
            <source>Special actions and workers (DWARF-009, DWARF-012)</source>
            <translation>特殊行動與工人（DWARF-009、DWARF-012）</translation>
        </message>
        <message>
            <source>Paid with 4 &amp;medals and a worker</source>
            <translation>花費 4 枚勳章和一個工人(&amp;M)</translation>
        </message>
        <message>
            <source>Another card's change</source>
            <translation>其他卡牌的變更</translation>
        </message>
        <message>
            <source>Steel</source>
            <translation>鋼</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>黃金</translation>
        </message>
        <message>
            <source>Artifacts</source>
            <translation>神器</translation>
        </message>
        <message>
            <source>Medals</source>
            <translation>勳章</translation>
        </message>
        <message>
            <source>Iron</source>
            <translation>鐵</translation>
        </message>
        <message>
            <source>Which card, or why</source>
            <translation>哪一張卡牌，或原因</translation>
        </message>
        <message>
            <source>The round (DWARF-005, DWARF-006, DWARF-020)</source>
            <translation>一輪遊戲（DWARF-005、DWARF-006、DWARF-020）</translation>
        </message>
        <message>
            <source>The start player triggered a reinforce or forge action this round</source>
            <translation>起始玩家在此輪觸發過增援或鍛造行動</translation>
        </message>
        <message>
            <source>Record the action</source>
            <translation>記錄行動</translation>
        </message>
        <message>
            <source>Undefended: it attacks</source>
            <translation>未防衛：怪獸攻擊</translation>
        </message>
        <message>
            <source>Defended: 1 medal</source>
            <translation>防衛成功：1 枚勳章</translation>
        </message>
        <message>
            <source>Reward of Courage</source>
            <translation>勇氣的獎勵</translation>
        </message>
        <message>
            <source>Special action</source>
            <translation>特殊行動</translation>
        </message>
        <message>
            <source>Reinforce: 2 more workers</source>
            <translation>增援：再加 2 個工人</translation>
        </message>
        <message>
            <source>Record the change</source>
            <translation>記錄變更</translation>
        </message>
        <message>
            <source>End the round</source>
            <translation>結束此輪</translation>
        </message>
        <message>
            <source>A draw finds the deck empty</source>
            <translation>抽牌時牌堆已空</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DwarfTablePanel</name>
        <message>
            <source>Rename %1 to %2</source>
            <translation>把 %1 改名為 %2</translation>
        </message>
        <message>
            <source>Play against %1</source>
            <translation>對抗 %1</translation>
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
            <translation>結合兩套遊戲</translation>
        </message>
        <message>
            <source>One copy</source>
            <translation>一套遊戲</translation>
        </message>
        <message>
            <source>%1 starts</source>
            <translation>%1 先開始</translation>
        </message>
        <message>
            <source>Round %1 — start player: %2</source>
            <translation>第 %1 輪 — 起始玩家：%2</translation>
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
            <translation>單人遊戲，對抗 %1（DWARF-021）</translation>
        </message>
        <message>
            <source>%1's medals: at 12 he wins at once (DWARF-015); your special actions give him 1, 2 and 3 (DWARF-013).</source>
            <translation>%1 的勳章：達到 12 枚時立即獲勝（DWARF-015）；你的特殊行動讓他依序獲得 1、2、3 枚（DWARF-013）。</translation>
        </message>
        <message>
            <source>Your special actions: %1 of 3 (DWARF-014); the next gives %2 %3.</source>
            <translation>你的特殊行動：%1／3 次（DWARF-014）；下一次讓 %2 獲得 %3。</translation>
        </message>
        <message>
            <source>nothing: no more are allowed</source>
            <translation>無：不能再選用</translation>
        </message>
        <message>
            <source>%1 plays first every round and never takes a special action; your special actions give him nothing.</source>
            <translation>%1 每一輪都先行動，且絕不採取特殊行動；你的特殊行動不會讓他獲得任何東西。</translation>
        </message>
        <message>
            <source>Your special actions: %1</source>
            <translation>你的特殊行動：%1</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>遊戲</translation>
        </message>
        <message>
            <source>&amp;Opponent:</source>
            <translation>對手(&amp;O)：</translation>
        </message>
        <message>
            <source>P&amp;layers:</source>
            <translation>玩家人數(&amp;L)：</translation>
        </message>
        <message>
            <source>Two copies combined (4–5 players, DWARF-017)</source>
            <translation>結合兩套遊戲（4–5 人，DWARF-017）</translation>
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
            <translation>遊戲已開始：只能更改名字。要更改玩家，請復原所有事件，或開新的追蹤檔。</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Steel</source>
            <translation>鋼</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>黃金</translation>
        </message>
        <message>
            <source>Artifacts</source>
            <translation>神器</translation>
        </message>
        <message>
            <source>Medals</source>
            <translation>勳章</translation>
        </message>
        <message>
            <source>Iron</source>
            <translation>鐵</translation>
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
            <translation>《矮人族》牌桌追蹤檔 (*.hkdwarf)</translation>
        </message>
        <message>
            <source>Untitled Dwarf game</source>
            <translation>未命名的《矮人族》遊戲</translation>
        </message>
        <message>
            <source>Dwarf table tracker</source>
            <translation>《矮人族》牌桌追蹤</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>無法開啟 %1。沒有任何變更。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a Dwarf game: %1, autosaved %2.</source>
            <translation>Hallkeeper 在未關閉《矮人族》遊戲時停止：%1，自動儲存於 %2。</translation>
        </message>
        <message>
            <source>a Dwarf game never saved</source>
            <translation>從未儲存的《矮人族》遊戲</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>無法匯出</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>無法寫入 %1：%2</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>已匯出 %1</translation>
        </message>
        <message>
            <source>Save as Score Sheet</source>
            <translation>另存為計分表</translation>
        </message>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper 計分表 (*.hkscore)</translation>
        </message>
        <message>
            <source>Save as Score S&amp;heet…</source>
            <translation>另存為計分表(&amp;H)…</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>記錄</translation>
        </message>
        <message>
            <source>Result now</source>
            <translation>目前結果</translation>
        </message>
        <message>
            <source>History</source>
            <translation>歷史記錄</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::Explanation</name>
        <message>
            <source>Tunnel tile %1 (%2 squares), dug by %3 with %4 (DIG-SCORE: %5 tunnel points); in the network of %6.</source>
            <translation>隧道板塊 %1（%2 格），由 %3 以%4挖掘（DIG-SCORE：%5 隧道分數）；屬於 %6 的通路網。</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>無人</translation>
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
            <translation>位於大廳中的雕像本身不得分；放在祭壇上時，大廳得高分值（SCORE-HALL）。</translation>
        </message>
        <message>
            <source> × 2 on a pedestal of its clan</source>
            <translation> × 2（位於同氏族的基座上）</translation>
        </message>
        <message>
            <source>A %1 pedestal.</source>
            <translation>%1基座。</translation>
        </message>
        <message>
            <source>The gate of %1.</source>
            <translation>%1 的大門。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Square %1&lt;/b&gt;: layer %2</source>
            <translation>&lt;b&gt;方格 %1&lt;/b&gt;：第 %2 層</translation>
        </message>
        <message>
            <source>Great hall %1 (low %2, high %3), dedicated by %4; its altar is at %5.</source>
            <translation>大廳 %1（低 %2，高 %3），由 %4 設立；祭壇位於 %5。</translation>
        </message>
        <message>
            <source>No player's network holds it: it scores nothing (SCORE-HALL).</source>
            <translation>沒有任何玩家的通路網包含它：它不得分（SCORE-HALL）。</translation>
        </message>
        <message>
            <source>A statue stands on the altar: the hall scores its high value, %1, for %2 (SCORE-HALL).</source>
            <translation>祭壇上有雕像：大廳為%2得高分值 %1（SCORE-HALL）。</translation>
        </message>
        <message>
            <source>No statue on the altar: the hall scores its low value, %1, for %2 (SCORE-HALL).</source>
            <translation>祭壇上沒有雕像：大廳為%2得低分值 %1（SCORE-HALL）。</translation>
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
            <translation>沒有任何玩家的通路網包含它：它不得分（SCORE-STATUE）。</translation>
        </message>
        <message>
            <source>On layer %1 it scores %2 for %3, the best statue of its tunnel (SCORE-STATUE, SCORE-ONE-PER-TUNNEL).</source>
            <translation>在第 %1 層，它是所在隧道中得分最高的雕像，為%3得 %2 分（SCORE-STATUE、SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>On layer %1 it would be worth %2, but another statue of its tunnel scores instead: this one scores nothing (SCORE-ONE-PER-TUNNEL).</source>
            <translation>在第 %1 層它值 %2 分，但所在隧道中另一個雕像代替它計分：這個雕像不得分（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::GatesPage</name>
        <message>
            <source>Gates</source>
            <translation>大門</translation>
        </message>
        <message>
            <source>Choose a start point</source>
            <translation>選擇起始點</translation>
        </message>
        <message>
            <source>Map of the gate start points</source>
            <translation>大門起始點地圖</translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>%1, labelled %2</source>
            <translation>%1，標示 %2</translation>
        </message>
        <message>
            <source>%1, labelled %2 — gate of %3</source>
            <translation>%1，標示 %2 — %3 的大門</translation>
        </message>
        <message>
            <source>Click a start point on the map to put the gate of %1 there, or choose it in the list; on the map, the arrow keys and Space do the same.</source>
            <translation>在地圖上點選一個起始點，將 %1 的大門放在那裡，或在清單中選擇；在地圖上，方向鍵和 Space 鍵也有相同作用。</translation>
        </message>
        <message>
            <source>Clockwise from the start player, each player puts their gate on a start point labelled with the number of players; with 2 players, any two start points with the same label (SET-GATES). In a team game, teammates' gates stand on neighbouring start points (TEAM-SETUP).</source>
            <translation>從起始玩家開始按順時針順序，每位玩家將大門放在一個標有遊戲人數的起始點上；2 人遊戲使用任意兩個標示相同數字的起始點（SET-GATES）。組隊遊戲中，隊友的大門位於相鄰的起始點上（TEAM-SETUP）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::GenericSheetWindow</name>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper 計分表 (*.hkscore)</translation>
        </message>
        <message>
            <source>Untitled score sheet</source>
            <translation>未命名的計分表</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>無法開啟 %1。未做任何變更。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a score sheet: %1, autosaved %2.</source>
            <translation>Hallkeeper 未關閉計分表就停止了：%1，自動存檔於 %2。</translation>
        </message>
        <message>
            <source>a score sheet never saved</source>
            <translation>從未儲存的計分表</translation>
        </message>
        <message>
            <source> (problems: %1)</source>
            <translation>（問題：%1）</translation>
        </message>
        <message>
            <source>Cannot export the results</source>
            <translation>無法匯出結果</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>無法寫入 %1：%2</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>已匯出 %1</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 圖片 (*.png)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文件 (*.pdf)</translation>
        </message>
        <message>
            <source>CSV tables (*.csv)</source>
            <translation>CSV 表格 (*.csv)</translation>
        </message>
        <message>
            <source>Export Results</source>
            <translation>匯出結果</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>匯出(&amp;E)</translation>
        </message>
        <message>
            <source>Results as &amp;PNG Image…</source>
            <translation>結果匯出為 PNG 圖片(&amp;P)…</translation>
        </message>
        <message>
            <source>Results as P&amp;DF…</source>
            <translation>結果匯出為 PDF(&amp;D)…</translation>
        </message>
        <message>
            <source>Results as &amp;CSV Table…</source>
            <translation>結果匯出為 CSV 表格(&amp;C)…</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::HallDialog</name>
        <message>
            <source>Dedicate a great hall</source>
            <translation>設立大廳</translation>
        </message>
        <message>
            <source>%1: %2 honour points, %3 with a statue on its altar (SCORE-HALL)</source>
            <translation>%1：%2 榮譽點數，祭壇上有雕像時為 %3（SCORE-HALL）</translation>
        </message>
        <message>
            <source>No cost: the hall goes on tunnel tiles of your network (HALL-COVER).</source>
            <translation>不需花費：大廳放在你通路網的隧道板塊上（HALL-COVER）。</translation>
        </message>
        <message>
            <source>The %1 statue at %2 stands on the altar: the hall scores %3 (SCORE-HALL)</source>
            <translation>%2 的%1雕像位於祭壇上：大廳得 %3 分（SCORE-HALL）</translation>
        </message>
        <message>
            <source>Its altar at %1 is empty for now</source>
            <translation>位於 %1 的祭壇目前是空的</translation>
        </message>
        <message>
            <source>The %1 pedestal of %2 at %3 leaves the game; %2 keeps its pedestal score token (HALL-PED, PED-COVERED)</source>
            <translation>%2 位於 %3 的%1基座從遊戲中移除；%2 保留其基座得分標記（HALL-PED、PED-COVERED）</translation>
        </message>
        <message>
            <source>The %1 statue at %2 stays where it is, now in the hall: it no longer scores as a statue (SCORE-HALL)</source>
            <translation>%2 的%1雕像留在原位，成為大廳中的雕像：不再以雕像方式計分（SCORE-HALL）</translation>
        </message>
        <message>
            <source>Parts of tunnel tiles left sticking out of the hall, each now a tunnel of its own: %1 (HALL-UNIT)</source>
            <translation>從大廳下方延伸出來的隧道板塊部分，各自成為獨立的隧道：%1（HALL-UNIT）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::HistoryDelegate</name>
        <message>
            <source>Undone (Redo brings it back): %1</source>
            <translation>已復原（重做可恢復）：%1</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::IconRowEdit</name>
        <message>
            <source>type s i h c a m r</source>
            <translation>輸入 s i h c a m r</translation>
        </message>
        <message>
            <source>none</source>
            <translation>無</translation>
        </message>
        <message>
            <source>Remove this icon</source>
            <translation>移除這個資源標記</translation>
        </message>
        <message>
            <source>Type the icons left to right: s stone, i iron, h heartstone, c coin, a cart, m hammer, r rune; F, I, M a cart with a Fire, Ice or Moon mark (CART-CLAN). Backspace removes the icon before the caret; click an icon and type to replace it. The menu of icons: the ▾ button or Alt+Down.</source>
            <translation>由左至右輸入資源標記：s 山岩、i 鐵礦、h 心石、c 金幣、a 礦車、m 錘子、r 符文；F、I、M 為帶有烈火、冰霜或皎月標誌的礦車（CART-CLAN）。Backspace 刪除游標前的標記；點選一個標記再輸入即可取代它。標記選單：▾ 按鈕或 Alt+Down。</translation>
        </message>
        <message>
            <source>Type the resources of the start row: s stone, i iron, h heartstone, c coin, a cart, m hammer, r rune ("ss" is 2 stone). Backspace removes the one before the caret; click one and type to replace it. The menu of resources: the ▾ button or Alt+Down.</source>
            <translation>輸入起始資源行的資源：s 山岩、i 鐵礦、h 心石、c 金幣、a 礦車、m 錘子、r 符文（"ss" 代表 2 個山岩）。Backspace 刪除游標前的資源；點選一個再輸入即可取代它。資源選單：▾ 按鈕或 Alt+Down。</translation>
        </message>
        <message>
            <source>%1 — click it and type to replace it</source>
            <translation>%1 — 點選後輸入即可取代</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::LayerRecognitionPanel</name>
        <message>
            <source>The photo was aligned again: recognise the layers again (%1).</source>
            <translation>照片已重新對齊：請重新辨識各層（%1）。</translation>
        </message>
        <message>
            <source>Open a photo of the printed board first (File ▸ Open Tracing Photo…) and align it (Align Photo, A).</source>
            <translation>請先開啟印刷版圖的照片（檔案 ▸ 開啟描圖照片…）並將它對齊（對齊照片，A）。</translation>
        </message>
        <message>
            <source>Layers recognised: %1 uncertain squares to check.</source>
            <translation>已辨識各層：有 %1 個不確定的方格需要檢查。</translation>
        </message>
        <message>
            <source>The board was resized: recognise the layers again.</source>
            <translation>版圖大小已變更：請重新辨識各層。</translation>
        </message>
        <message>
            <source>proposed: %1, %2 % sure</source>
            <translation>建議：%1，把握度 %2 %</translation>
        </message>
        <message>
            <source>None left.</source>
            <translation>已經沒有了。</translation>
        </message>
        <message>
            <source>The photo is empty: open another photo of the printed board.</source>
            <translation>照片是空的：請開啟另一張印刷版圖的照片。</translation>
        </message>
        <message>
            <source>The photo's corners do not make a four-sided figure: align the photo again (Align Photo, A), each corner of the grid on the same corner of the board.</source>
            <translation>照片的四個角沒有圍成四邊形：請重新對齊照片（對齊照片，A），讓網格的每個角對上版圖的對應角。</translation>
        </message>
        <message>
            <source>The board has no squares: set its size in the Board panel.</source>
            <translation>版圖沒有方格：請在「版圖」面板設定大小。</translation>
        </message>
        <message>
            <source>The grid lies outside the photo: drag each corner of the grid onto the same corner of the board in the photo (Align Photo, A).</source>
            <translation>網格位於照片之外：請將網格的每個角拖曳到照片中版圖的對應角上（對齊照片，A）。</translation>
        </message>
        <message>
            <source>Nothing proposed yet.</source>
            <translation>尚無建議。</translation>
        </message>
        <message>
            <source>%1 uncertain</source>
            <translation>不確定 %1 個</translation>
        </message>
        <message>
            <source>%1 examples</source>
            <translation>範例 %1 個</translation>
        </message>
        <message>
            <source>%1: %2 squares</source>
            <translation>%1：%2 個方格</translation>
        </message>
        <message>
            <source>Uncertain: check it (%1 goes to the next)</source>
            <translation>不確定：請檢查（按 %1 前往下一個）</translation>
        </message>
        <message>
            <source>Your example</source>
            <translation>你的範例</translation>
        </message>
        <message>
            <source>Once the photo is aligned, the layers can be recognised from it: every square gets a proposed terrain and how sure that is. Check the uncertain squares, then apply.</source>
            <translation>照片對齊後，即可從照片辨識各層：每個方格都會得到建議的地形及其把握度。請檢查不確定的方格，然後套用。</translation>
        </message>
        <message>
            <source>If a terrain is proposed wrongly, show an example: choose the terrain (1–5, H, 0) and click a square of it. The right button takes an example back.</source>
            <translation>若建議的地形有誤，請指定範例：選擇地形（1–5、H、0），再點選該地形的一個方格。按右鍵可收回範例。</translation>
        </message>
        <message>
            <source>Legend</source>
            <translation>圖例</translation>
        </message>
        <message>
            <source>Show the proposed terrains</source>
            <translation>顯示建議的地形</translation>
        </message>
        <message>
            <source>Apply the uncertain squares too</source>
            <translation>不確定的方格也一併套用</translation>
        </message>
        <message>
            <source>Re&amp;cognise Layers</source>
            <translation>辨識層(&amp;C)</translation>
        </message>
        <message>
            <source>Recognise the layers in the aligned photo (%1)</source>
            <translation>從已對齊的照片辨識各層（%1）</translation>
        </message>
        <message>
            <source>A&amp;pply the Proposal</source>
            <translation>套用建議(&amp;P)</translation>
        </message>
        <message>
            <source>Paint the proposed terrains, as one step of undo (%1)</source>
            <translation>繪製建議的地形，可一步復原（%1）</translation>
        </message>
        <message>
            <source>&amp;Next Uncertain Square</source>
            <translation>下一個不確定的方格(&amp;N)</translation>
        </message>
        <message>
            <source>Next &amp;Feature Mark</source>
            <translation>下一個特徵標記(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Dismiss the Selected Mark</source>
            <translation>取消選取的標記(&amp;D)</translation>
        </message>
        <message>
            <source>Dismiss &amp;All Marks</source>
            <translation>取消所有標記(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Close the Proposal</source>
            <translation>關閉建議(&amp;C)</translation>
        </message>
        <message>
            <source> · “feature here?”</source>
            <translation> · 「這裡有特徵？」</translation>
        </message>
        <message>
            <source>Applied</source>
            <translation>已套用</translation>
        </message>
        <message>
            <source>%1 squares proposed</source>
            <translation>建議了 %1 個方格</translation>
        </message>
        <message>
            <source>%1 “feature here?” marks</source>
            <translation>「這裡有特徵？」標記 %1 個</translation>
        </message>
        <message>
            <source>“Feature here?”: stamp what is printed with the Feature tool (T), or dismiss the mark (%1)</source>
            <translation>「這裡有特徵？」：用「特徵」工具（T）放置印刷在上面的東西，或取消標記（%1）</translation>
        </message>
        <message>
            <source>Select a square with a “feature here?” mark first (%1 goes to the next).</source>
            <translation>請先選取有「這裡有特徵？」標記的方格（按 %1 前往下一個）。</translation>
        </message>
        <message numerus="yes">
            <source>Unreliable proposal: %n of the squares are uncertain.</source>
            <translation>
                <numerusform>不可靠的建議：有 %n 個方格不確定。</numerusform>
            </translation>
        </message>
        <message>
            <source>Unreliable proposal: the layers found do not nest as a mountain's do.</source>
            <translation>不可靠的建議：找到的層不像山的環那樣層層相套。</translation>
        </message>
        <message numerus="yes">
            <source>The colours in the photo do not make the five layers of a mountain (%n found as rings), so the layers cannot be named by their place.</source>
            <translation>
                <numerusform>照片中的顏色未構成山的五個層（找到 %n 個環），因此無法依位置為各層命名。</numerusform>
            </translation>
        </message>
        <message>
            <source>The colours in the photo do not nest as the layers of a mountain do, so the layers cannot be named by their place: a proposal could be a whole ring off.</source>
            <translation>照片中的顏色不像山的各層那樣層層相套，因此無法依位置為各層命名：建議可能整整錯開一環。</translation>
        </message>
        <message>
            <source>Show one example of each terrain: the Example tool (E), the terrain's key (1–5, H, 0), a click on a square of it.</source>
            <translation>請為每種地形各指定一個範例：範例工具（E）、地形的按鍵（1–5、H、0），再點選該地形的一個方格。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::LibraryWindow</name>
        <message>
            <source>Save Chart</source>
            <translation>儲存圖表</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 圖片 (*.png)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文件 (*.pdf)</translation>
        </message>
        <message>
            <source>Import Plays</source>
            <translation>匯入對局</translation>
        </message>
        <message>
            <source>BG Stats backups and BoardGameGeek plays (*.json *.bgsplay *.xml);;All files (*)</source>
            <translation>BG Stats 備份與 BoardGameGeek 對局 (*.json *.bgsplay *.xml);;所有檔案 (*)</translation>
        </message>
        <message>
            <source>Export Plays</source>
            <translation>匯出對局</translation>
        </message>
        <message>
            <source>BG Stats backup (*.json);;BoardGameGeek plays (*.xml);;CSV table (*.csv)</source>
            <translation>BG Stats 備份 (*.json);;BoardGameGeek 對局 (*.xml);;CSV 表格 (*.csv)</translation>
        </message>
        <message>
            <source>Back Up Library</source>
            <translation>備份紀錄庫</translation>
        </message>
        <message>
            <source>Library backups (*.sqlite)</source>
            <translation>紀錄庫備份 (*.sqlite)</translation>
        </message>
        <message>
            <source>Backed up to %1</source>
            <translation>已備份到 %1</translation>
        </message>
        <message>
            <source>Play Library</source>
            <translation>對局紀錄庫</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>檔案(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Import Plays…</source>
            <translation>匯入對局(&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Export Plays…</source>
            <translation>匯出對局(&amp;E)…</translation>
        </message>
        <message>
            <source>Back &amp;Up Library…</source>
            <translation>備份紀錄庫(&amp;U)…</translation>
        </message>
        <message>
            <source>&amp;Reload</source>
            <translation>重新載入(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>關閉(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>遊戲(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>玩家(&amp;P)：</translation>
        </message>
        <message>
            <source>P&amp;layers:</source>
            <translation>人數(&amp;L)：</translation>
        </message>
        <message>
            <source>any</source>
            <translation>不限</translation>
        </message>
        <message>
            <source>Pla&amp;ce:</source>
            <translation>地點(&amp;C)：</translation>
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
            <translation>對戰紀錄</translation>
        </message>
        <message>
            <source>Categories</source>
            <translation>計分項目</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>座位</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>對局</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>圖表</translation>
        </message>
        <message>
            <source>Win rate by player</source>
            <translation>各玩家勝率</translation>
        </message>
        <message>
            <source>Average score by player</source>
            <translation>各玩家平均得分</translation>
        </message>
        <message>
            <source>Category trend of the chosen player</source>
            <translation>所選玩家的項目趨勢</translation>
        </message>
        <message>
            <source>The library was updated to this version; a backup of it as it was is in %1</source>
            <translation>紀錄庫已更新為此版本；原本的備份在 %1</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>所有遊戲</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>所有人</translation>
        </message>
        <message>
            <source>Anywhere</source>
            <translation>所有地點</translation>
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
                <numerusform>紀錄庫共 %n 局</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>勝場</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>勝率</translation>
        </message>
        <message>
            <source>Shared wins</source>
            <translation>共享勝利</translation>
        </message>
        <message>
            <source>Team wins</source>
            <translation>團隊勝場</translation>
        </message>
        <message>
            <source>Co-op wins</source>
            <translation>合作勝場</translation>
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
            <translation>中位數</translation>
        </message>
        <message>
            <source>Streak (longest)</source>
            <translation>連勝（最長）</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%2 局勝 %1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>遊戲</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>對手</translation>
        </message>
        <message>
            <source>Plays together</source>
            <translation>同局數</translation>
        </message>
        <message>
            <source>Finished above</source>
            <translation>名次較高</translation>
        </message>
        <message>
            <source>Finished below</source>
            <translation>名次較低</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>同名次</translation>
        </message>
        <message>
            <source>Choose a game scored in Hallkeeper to see each player's average per score category.</source>
            <translation>選擇一個在 Hallkeeper 計分的遊戲，即可看到每位玩家在各計分項目的平均。</translation>
        </message>
        <message>
            <source>This game's plays have no score categories (only games scored in Hallkeeper keep them).</source>
            <translation>此遊戲的對局沒有計分項目（只有在 Hallkeeper 計分的遊戲才有）。</translation>
        </message>
        <message>
            <source>Average points per category, over the plays played to their end.</source>
            <translation>各項目的平均分數，只計入打完的對局。</translation>
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
            <translation>起始玩家：%1（%2）；其他玩家：%3（%4）。比較座位時，最好選定單一遊戲與人數。</translation>
        </message>
        <message>
            <source>No play of these records its start player.</source>
            <translation>這些對局都沒有記錄起始玩家。</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>勝者</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>地點</translation>
        </message>
        <message>
            <source>(not finished)</source>
            <translation>（未完成）</translation>
        </message>
        <message>
            <source>Choose a play to see why its winner won and how it stands against the group's history.</source>
            <translation>選擇一局，查看勝者為何獲勝，以及這局與群組歷史相比如何。</translation>
        </message>
        <message>
            <source>Why %1 won: %2 ahead of %3.</source>
            <translation>%1 為何獲勝：領先 %3 %2 分。</translation>
        </message>
        <message>
            <source>No single category's lead was larger than the margin: the win was made across several.</source>
            <translation>沒有任何單一項目的領先超過最終差距：勝利來自多個項目。</translation>
        </message>
        <message>
            <source>Categories in which %1's lead was larger than the final margin (without that lead alone, %2 would have won):</source>
            <translation>%1 領先超過最終差距的項目（光是少了這項領先，%2 就會獲勝）：</translation>
        </message>
        <message>
            <source>%1: +%2</source>
            <translation>%1：+%2</translation>
        </message>
        <message>
            <source>Against the group's history (same game, same player count):</source>
            <translation>與群組歷史相比（同一遊戲、同一人數）：</translation>
        </message>
        <message numerus="yes">
            <source>better than %1% of %n score(s)</source>
            <translation>
                <numerusform>勝過 %n 個得分中的 %1%</numerusform>
            </translation>
        </message>
        <message>
            <source>the group's record</source>
            <translation>群組紀錄</translation>
        </message>
        <message>
            <source>a personal best</source>
            <translation>個人最佳</translation>
        </message>
        <message>
            <source>%1, %2: %3</source>
            <translation>%1，%2：%3</translation>
        </message>
        <message>
            <source>no earlier score to compare</source>
            <translation>沒有先前的得分可比較</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n score(s))</source>
            <translation>
                <numerusform>%1（%n 個得分）</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose a game scored in Hallkeeper and a player: their first category across plays, against the group's middle half.</source>
            <translation>選擇一個在 Hallkeeper 計分的遊戲與一位玩家：顯示其第一個項目在各局的變化，對照群組的中間一半。</translation>
        </message>
        <message>
            <source>%1: %2 across plays (band: the group's middle half)</source>
            <translation>%1：%2 的各局變化（色帶：群組的中間一半）</translation>
        </message>
        <message>
            <source>Category trend</source>
            <translation>項目趨勢</translation>
        </message>
        <message>
            <source>Win rate by player (competitive plays)</source>
            <translation>各玩家勝率（競爭對局）</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n new play(s)</source>
            <translation>
                <numerusform>%1：%n 局新對局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed</source>
            <translation>
                <numerusform>%n 局有變動</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged</source>
            <translation>
                <numerusform>%n 局未變</numerusform>
            </translation>
        </message>
        <message>
            <source>Say who each player of the file is; nothing is written before you import.</source>
            <translation>請指明檔案中每位玩家是誰；按下匯入前不會寫入任何東西。</translation>
        </message>
        <message>
            <source>In the file</source>
            <translation>檔案中</translation>
        </message>
        <message>
            <source>In the library</source>
            <translation>紀錄庫中</translation>
        </message>
        <message>
            <source>A new player</source>
            <translation>新玩家</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>匯入</translation>
        </message>
        <message>
            <source>%1 was not imported; nothing was written.</source>
            <translation>%1 未匯入；沒有寫入任何東西。</translation>
        </message>
        <message numerus="yes">
            <source>Imported %1: %n added</source>
            <translation>
                <numerusform>已匯入 %1：新增 %n 局</numerusform>
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
            <translation>請給 .json（BG Stats）、.xml（BoardGameGeek）或 .csv 檔。</translation>
        </message>
        <message>
            <source>Exported to %1</source>
            <translation>已匯出到 %1</translation>
        </message>
        <message numerus="yes">
            <source>the Plays tab lists the latest %n</source>
            <translation>
                <numerusform>對局分頁列出最近的 %n 局</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 merged into %2.</source>
            <translation>已把 %1 合併到 %2。</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編輯(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Merge Players…</source>
            <translation>合併玩家(&amp;M)…</translation>
        </message>
        <message>
            <source>Fro&amp;m:</source>
            <translation>從(&amp;M)：</translation>
        </message>
        <message>
            <source>C&amp;hart:</source>
            <translation>圖表(&amp;H)：</translation>
        </message>
        <message>
            <source>Save as P&amp;NG…</source>
            <translation>存成 PNG(&amp;N)…</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>存成 PDF(&amp;D)…</translation>
        </message>
        <message>
            <source>Why %1 won: level with %2 on points, ahead on the tie-break.</source>
            <translation>%1 獲勝的原因：與 %2 同分，以平手判定勝出。</translation>
        </message>
        <message>
            <source>%1: +%2 (the tie-break)</source>
            <translation>%1：+%2（平手判定）</translation>
        </message>
        <message>
            <source>A shared win: %1.</source>
            <translation>共享勝利：%1。</translation>
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
            <translation>面朝上的氏族巨魔：5 張 1 級、4 張 2 級（每張各放一個從盲抽袋抽出的基座）、3 張 3 級（每張各放一個基座提醒標記）（SET-MARKET）。由左到右的順序與桌上相同。</translation>
        </message>
        <message>
            <source>Level 1</source>
            <translation>1 級</translation>
        </message>
        <message>
            <source>Level 2, each with a pedestal</source>
            <translation>2 級，每張各有一個基座</translation>
        </message>
        <message>
            <source>Level 3, each with a pedestal reminder</source>
            <translation>3 級，每張各有一個基座提醒標記</translation>
        </message>
        <message>
            <source>Pedestal</source>
            <translation>基座</translation>
        </message>
        <message>
            <source>Pedestal on level 2 troll %1</source>
            <translation>第 %1 張 2 級巨魔上的基座</translation>
        </message>
        <message>
            <source>The pedestal drawn from the bag onto this troll (SET-MARKET)</source>
            <translation>從盲抽袋抽出並放在這個巨魔上的基座（SET-MARKET）</translation>
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
            <translation>這個位置沒有巨魔。</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>遊戲已經結束。</translation>
        </message>
        <message>
            <source>%1 has already recruited or dug this turn.</source>
            <translation>%1 本回合已經徵募或挖掘過了。</translation>
        </message>
        <message>
            <source>Recruiting comes before great halls and statue moves.</source>
            <translation>徵募須在設立大廳和移動雕像之前進行。</translation>
        </message>
        <message>
            <source>The troll moot of %1 is full.</source>
            <translation>%1 的巨魔部眾已滿。</translation>
        </message>
        <message>
            <source>A place below it is empty: it cannot be bribed.</source>
            <translation>其下方有空位：無法賄賂。</translation>
        </message>
        <message>
            <source>It needs %1 coins; %2 has %3.</source>
            <translation>需要 %1 枚金幣；%2 只有 %3 枚。</translation>
        </message>
        <message>
            <source>Level %1, place %2</source>
            <translation>%1 級，第 %2 位</translation>
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
            <translation>費用：免費</translation>
        </message>
        <message>
            <source>its bribes (%1)</source>
            <translation>其身上的賄賂（%1）</translation>
        </message>
        <message>
            <source>a %1 pedestal</source>
            <translation>一個%1基座</translation>
        </message>
        <message>
            <source>a pedestal of your choice from the bag</source>
            <translation>從盲抽袋中任選一個基座</translation>
        </message>
        <message>
            <source>Taking it gives: %1</source>
            <translation>拿取後獲得：%1</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>%1 can recruit it now.</source>
            <translation>%1 現在可以徵募這個巨魔。</translation>
        </message>
        <message>
            <source>%1 cannot recruit it now: %2</source>
            <translation>%1 現在無法徵募這個巨魔：%2</translation>
        </message>
        <message>
            <source>L%1</source>
            <translation>%1級</translation>
        </message>
        <message>
            <source>Level %1 deck: 1 card left</source>
            <translation>%1 級牌堆：剩 1 張</translation>
        </message>
        <message>
            <source>Level %1 deck: %2 cards left</source>
            <translation>%1 級牌堆：剩 %2 張</translation>
        </message>
        <message>
            <source>It needs %1 bribes; %2 has %3 resources.</source>
            <translation>需要 %1 個賄賂；%2 只有 %3 個資源。</translation>
        </message>
        <message>
            <source>Cost: %1 bribes, one on each troll below it (coins, unless a spell says otherwise)</source>
            <translation>費用：%1 個賄賂，在其下方每個巨魔上各放 1 個（一般是金幣，除非咒語另有說明）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MergePlayersDialog</name>
        <message>
            <source>Merge Players</source>
            <translation>合併玩家</translation>
        </message>
        <message>
            <source>Two players who are one person become one: the first one's plays, wins, names and uuids move to the second, whose name is kept.</source>
            <translation>同一個人的兩位玩家合而為一：第一位的對局、勝場、名字與 uuid 移到第二位，保留第二位的名字。</translation>
        </message>
        <message>
            <source>%1 (also %2)</source>
            <translation>%1（也叫 %2）</translation>
        </message>
        <message>
            <source>&amp;Merge:</source>
            <translation>合併(&amp;M)：</translation>
        </message>
        <message>
            <source>I&amp;nto:</source>
            <translation>併入(&amp;N)：</translation>
        </message>
        <message>
            <source>Merge &amp;Players</source>
            <translation>合併玩家(&amp;P)</translation>
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
                <numerusform>%1 的 %n 場對局</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n win(s))</source>
            <translation>
                <numerusform>（%n 場勝利）</numerusform>
            </translation>
        </message>
        <message>
            <source>become %1's.</source>
            <translation>歸入 %1。</translation>
        </message>
        <message>
            <source>%1 also goes by: %2</source>
            <translation>%1 也稱為：%2</translation>
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
            <translation>起始儲存區（SET-MOOT、SET-SEATBONUS）</translation>
        </message>
        <message>
            <source>Troll moot of %1 (seat %2)</source>
            <translation>%1 的巨魔部眾（順位 %2）</translation>
        </message>
        <message>
            <source>Draw 2 starting trolls, place 1 and keep 1; draw 1, place 1 of the 2; … until 4 are placed in the bottom row, 1 is in hand and 1 in the deck (SET-MOOT). Type each card's icons and start row.</source>
            <translation>抽 2 張起始巨魔，放置 1 張並保留 1 張；再抽 1 張，從手裡的 2 張中放置 1 張；…直到最下面一行放滿 4 張，手裡有 1 張、牌堆裡有 1 張（SET-MOOT）。輸入每張卡的資源標記和起始資源行。</translation>
        </message>
        <message>
            <source>Bottom row, 1 (left)</source>
            <translation>最下面一行，第 1 張（左）</translation>
        </message>
        <message>
            <source>Bottom row, 2</source>
            <translation>最下面一行，第 2 張</translation>
        </message>
        <message>
            <source>Bottom row, 3</source>
            <translation>最下面一行，第 3 張</translation>
        </message>
        <message>
            <source>Bottom row, 4 (right)</source>
            <translation>最下面一行，第 4 張（右）</translation>
        </message>
        <message>
            <source>In hand (seat bonus)</source>
            <translation>手裡（行動順位獎勵）</translation>
        </message>
        <message>
            <source>In hand</source>
            <translation>手裡</translation>
        </message>
        <message>
            <source>In the deck (seat bonus)</source>
            <translation>牌堆裡（行動順位獎勵）</translation>
        </message>
        <message>
            <source>In the deck</source>
            <translation>牌堆裡</translation>
        </message>
        <message>
            <source>Team game: no seat bonus; the start rows of the 4 placed trolls go to the team storage (TEAM-STORAGE).</source>
            <translation>組隊遊戲：沒有行動順位獎勵；放置的 4 個巨魔的起始資源行放入團隊儲存區（TEAM-STORAGE）。</translation>
        </message>
        <message>
            <source>Seat 1, the start player: the start rows of the 4 placed trolls, nothing extra.</source>
            <translation>順位 1，起始玩家：獲得放置的 4 個巨魔的起始資源行，沒有額外資源。</translation>
        </message>
        <message>
            <source>Seat %1: the start rows of the 4 placed trolls and, as seat bonus, of the troll in hand.</source>
            <translation>順位 %1：獲得放置的 4 個巨魔的起始資源行，並獲得手裡巨魔的起始資源行作為行動順位獎勵。</translation>
        </message>
        <message>
            <source>Seat %1: the start rows of the 4 placed trolls and, as seat bonus, of the trolls in hand and in the deck.</source>
            <translation>順位 %1：獲得放置的 4 個巨魔的起始資源行，並獲得手裡和牌堆裡巨魔的起始資源行作為行動順位獎勵。</translation>
        </message>
        <message>
            <source>Draw 2 starting trolls, place 1 and keep 1; draw 1, place 1 of the 2; … until 4 are placed in the bottom row, 1 is in hand and 1 in the deck (SET-MOOT). Pick each card from the library by its id, or type its icons and start row.</source>
            <translation>抽 2 張起始巨魔，放置 1 張並保留 1 張；再抽 1 張，從手裡的 2 張中放置 1 張；…直到最下面一行放滿 4 張，手裡有 1 張、牌堆裡有 1 張（SET-MOOT）。依識別碼從卡牌庫選取每張卡，或輸入其資源標記和起始資源行。</translation>
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
            <translation>%1 級%2</translation>
        </message>
        <message>
            <source>Level %1</source>
            <translation>%1 級</translation>
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
            <translation>第 %1 格下方沒有兩個巨魔（MOOT-SLOTS）</translation>
        </message>
        <message>
            <source>Slot %1: free, standing on two trolls</source>
            <translation>第 %1 格：空閒，下方有兩個巨魔</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MootWidget</name>
        <message>
            <source>Troll moot</source>
            <translation>巨魔部眾</translation>
        </message>
        <message>
            <source>Troll moot of %1</source>
            <translation>%1 的巨魔部眾</translation>
        </message>
        <message>
            <source>row %1, place %2</source>
            <translation>第 %1 行第 %2 位</translation>
        </message>
        <message>
            <source>%1: free, the new troll can go here</source>
            <translation>%1：空閒，新巨魔可以放在這裡</translation>
        </message>
        <message>
            <source>%1: free</source>
            <translation>%1：空閒</translation>
        </message>
        <message>
            <source>%1: free, needs two trolls below it</source>
            <translation>%1：空閒，下方需要有兩個巨魔</translation>
        </message>
        <message>
            <source>starting troll</source>
            <translation>起始巨魔</translation>
        </message>
        <message>
            <source>level %1 %2 troll</source>
            <translation>%1 級%2巨魔</translation>
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
            <translation>1 個巨魔</translation>
        </message>
        <message>
            <source>%1 trolls</source>
            <translation>%1 個巨魔</translation>
        </message>
        <message>
            <source>; free slots offered: %1</source>
            <translation>；可放置的空位：%1</translation>
        </message>
        <message>
            <source>Click or press Enter to put the new troll here.</source>
            <translation>按一下或按 Enter 將新巨魔放在這裡。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MoveStatueDialog</name>
        <message>
            <source>Move a statue</source>
            <translation>移動雕像</translation>
        </message>
        <message>
            <source>The %1 statue from %2 to %3</source>
            <translation>將%1雕像從 %2 移到 %3</translation>
        </message>
        <message>
            <source>There is no such statue.</source>
            <translation>沒有這座雕像。</translation>
        </message>
        <message>
            <source>Cart (MOVE-CART, MOVE-CLAN-CART)</source>
            <translation>礦車（MOVE-CART、MOVE-CLAN-CART）</translation>
        </message>
        <message>
            <source>One cart moves the statue within its tunnel or into an adjacent one. A generic cart (from storage or a swirl icon) moves any statue; a clan cart with the %1 mark moves only %1 statues.</source>
            <translation>一個礦車可將雕像移到所在隧道內的其他方格或相鄰的隧道。通用礦車（來自儲存區或漩渦印記）可以移動任何雕像；帶有%1印記的氏族礦車只能移動%1雕像。</translation>
        </message>
        <message>
            <source>the cart with the %1 mark in slot %2</source>
            <translation>第 %2 格中帶有%1印記的礦車</translation>
        </message>
        <message>
            <source>Not usable for this statue (CART-CLAN): %1.</source>
            <translation>不能用於移動這座雕像（CART-CLAN）：%1。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>計分</translation>
        </message>
        <message>
            <source>Now: %1</source>
            <translation>目前：%1</translation>
        </message>
        <message>
            <source>After the move: %1</source>
            <translation>移動後：%1</translation>
        </message>
        <message>
            <source>Another statue already stands in that tunnel: only the best of them scores (SCORE-ONE-PER-TUNNEL).</source>
            <translation>該隧道中已有另一座雕像：只有其中得分最高者計分（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>a great hall</source>
            <translation>大廳</translation>
        </message>
        <message>
            <source>on the altar of %1: the hall scores %2 instead of %3 (SCORE-HALL)</source>
            <translation>位於%1的祭壇上：大廳得 %2 分而非 %3 分（SCORE-HALL）</translation>
        </message>
        <message>
            <source>in %1: a statue in a hall scores nothing of its own (SCORE-HALL)</source>
            <translation>位於%1中：大廳中的雕像本身不計分（SCORE-HALL）</translation>
        </message>
        <message>
            <source>layer %1, on a %2 pedestal: %3 honour points (SCORE-STATUE)</source>
            <translation>第 %1 層，位於%2基座上：%3 榮譽點數（SCORE-STATUE）</translation>
        </message>
        <message>
            <source>layer %1: %2 honour points (SCORE-STATUE)</source>
            <translation>第 %1 層：%2 榮譽點數（SCORE-STATUE）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::NewGameDraft</name>
        <message>
            <source>red</source>
            <translation>紅色</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>藍色</translation>
        </message>
        <message>
            <source>green</source>
            <translation>綠色</translation>
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
            <translation>粉紅色</translation>
        </message>
        <message>
            <source>teal</source>
            <translation>青綠色</translation>
        </message>
        <message>
            <source>ochre</source>
            <translation>赭黃色</translation>
        </message>
        <message>
            <source>a colour of your own</source>
            <translation>自訂顏色</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::NewGameWizard</name>
        <message>
            <source>New game</source>
            <translation>新遊戲</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::OverrideDialog</name>
        <message>
            <source>Record Against the Rules</source>
            <translation>違反規則仍記錄</translation>
        </message>
        <message>
            <source>The rules forbid this action:</source>
            <translation>規則禁止此行動：</translation>
        </message>
        <message>
            <source>It breaks:</source>
            <translation>違反的規則：</translation>
        </message>
        <message>
            <source>If the table did it anyway, say why (required):</source>
            <translation>若玩家們仍這樣做了，請說明理由（必填）：</translation>
        </message>
        <message>
            <source>e.g. we noticed too late and agreed to keep it</source>
            <translation>例如：我們太晚才發現，並同意保留</translation>
        </message>
        <message>
            <source>It will be recorded as an override: the game log keeps it for good, with the rules it breaks and your reason, and the history shows it.</source>
            <translation>此行動將被記為例外紀錄：行動紀錄會永久保留它，連同其違反的規則和你的理由，歷史記錄中也會顯示。</translation>
        </message>
        <message>
            <source>Record as Override</source>
            <translation>記為例外紀錄</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PaymentEditor</name>
        <message>
            <source>Trolls first</source>
            <translation>優先使用巨魔</translation>
        </message>
        <message>
            <source>Spend from the trolls before storage: their icons refill on the next chain (MOOT-CHAIN)</source>
            <translation>先花費巨魔身上的資源，再花費儲存區的：資源標記會在下次連鎖時重新獲得資源（MOOT-CHAIN）</translation>
        </message>
        <message>
            <source>Storage first</source>
            <translation>優先使用儲存區</translation>
        </message>
        <message>
            <source>Spend from storage before the trolls</source>
            <translation>先花費儲存區的資源，再花費巨魔身上的</translation>
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
            <translation>第 %2 格巨魔的第 %1 個資源標記（%3）</translation>
        </message>
        <message>
            <source>A clan cart with the %1 mark only moves %1 statues (CART-CLAN)</source>
            <translation>帶有%1印記的氏族礦車只能移動%1雕像（CART-CLAN）</translation>
        </message>
        <message>
            <source>This icon holds nothing</source>
            <translation>這個資源標記上沒有資源</translation>
        </message>
        <message>
            <source>none on your trolls</source>
            <translation>你的巨魔身上沒有</translation>
        </message>
        <message>
            <source>Nothing to pay</source>
            <translation>不需支付</translation>
        </message>
        <message>
            <source>%1 from storage (has %2)</source>
            <translation>從儲存區花費 %1 個（現有 %2 個）</translation>
        </message>
        <message>
            <source>%1 of %2 chosen</source>
            <translation>已選擇 %1 / %2 個</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PedestalTrackWidget</name>
        <message>
            <source>Pedestal track</source>
            <translation>基座記錄條</translation>
        </message>
        <message>
            <source>layer %1, %2: token %3</source>
            <translation>第 %1 層，%2：標記 %3</translation>
        </message>
        <message>
            <source>layer %1, %2: token of unknown value</source>
            <translation>第 %1 層，%2：標記數值未知</translation>
        </message>
        <message>
            <source>%1, still on the track</source>
            <translation>%1，仍在記錄條上</translation>
        </message>
        <message>
            <source>%1, taken by %2</source>
            <translation>%1，已被 %2 拿取</translation>
        </message>
        <message>
            <source>%1, taken</source>
            <translation>%1，已被拿取</translation>
        </message>
        <message>
            <source>No token taken yet.</source>
            <translation>尚未有標記被拿取。</translation>
        </message>
        <message>
            <source>In the bag: Fire %1, Ice %2, Moon %3 pedestals.</source>
            <translation>盲抽袋中：烈火基座 %1 個、冰霜基座 %2 個、皎月基座 %3 個。</translation>
        </message>
        <message>
            <source>Bag</source>
            <translation>盲抽袋</translation>
        </message>
        <message>
            <source>1 %1 pedestal left in the bag</source>
            <translation>盲抽袋中剩 1 個%1基座</translation>
        </message>
        <message>
            <source>%1 %2 pedestals left in the bag</source>
            <translation>盲抽袋中剩 %1 個%2基座</translation>
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
            <translation>隧道板塊</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大廳</translation>
        </message>
        <message>
            <source>%1, great hall (%2/%3), in the supply</source>
            <translation>%1，大廳（%2/%3），在供應堆中</translation>
        </message>
        <message>
            <source>%1, great hall, already dedicated</source>
            <translation>%1，大廳，已設立</translation>
        </message>
        <message>
            <source>%1 ×%2</source>
            <comment>tunnel tile id and how many are left</comment>
            <translation>%1 ×%2</translation>
        </message>
        <message numerus="yes">
            <source>%1 tunnel tile, %n left in the supply</source>
            <translation>
                <numerusform>隧道板塊 %1，供應堆剩 %n 塊</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PlayerCard</name>
        <message>
            <source>Rename %1 to %2</source>
            <translation>將 %1 重新命名為 %2</translation>
        </message>
        <message>
            <source>Put %1 in team %2</source>
            <translation>將 %1 編入隊伍 %2</translation>
        </message>
        <message>
            <source>Add a size %1 %2 tunnel for %3</source>
            <translation>為 %3 新增規模 %1 的%2隧道</translation>
        </message>
        <message>
            <source>Remove a size %1 %2 tunnel from %3</source>
            <translation>從 %3 移除規模 %1 的%2隧道</translation>
        </message>
        <message>
            <source>Set %1's tunnel points to %2</source>
            <translation>將 %1 的隧道分數設為 %2</translation>
        </message>
        <message>
            <source>Set %1's %2 to %3</source>
            <translation>將 %1 的%2設為 %3</translation>
        </message>
        <message>
            <source>Set %1's troll levels</source>
            <translation>設定 %1 的巨魔等級</translation>
        </message>
        <message>
            <source>Colour of %1</source>
            <translation>%1 的顏色</translation>
        </message>
        <message>
            <source>Enter %1's tunnels as the score-track total</source>
            <translation>以計分條總分輸入 %1 的隧道</translation>
        </message>
        <message>
            <source>Enter %1's tunnels tile by tile</source>
            <translation>逐塊輸入 %1 的隧道</translation>
        </message>
        <message>
            <source>Take the coronation token from %1</source>
            <translation>收回 %1 的加冕標記</translation>
        </message>
        <message>
            <source>Give the coronation token %1 to %2</source>
            <translation>將 %1 分的加冕標記給予 %2</translation>
        </message>
        <message>
            <source>Set %1's pedestal score tokens</source>
            <translation>設定 %1 的基座得分標記</translation>
        </message>
        <message>
            <source>Add a great hall for %1</source>
            <translation>為 %1 新增大廳</translation>
        </message>
        <message>
            <source>Add a statue for %1</source>
            <translation>為 %1 新增雕像</translation>
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
            <translation>橘色</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>黃色</translation>
        </message>
        <message>
            <source>Layer %1 (%2)</source>
            <translation>第 %1 層（%2）</translation>
        </message>
        <message>
            <source>Change a great hall of %1</source>
            <translation>修改 %1 的大廳</translation>
        </message>
        <message>
            <source>Remove a great hall from %1</source>
            <translation>移除 %1 的大廳</translation>
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
            <translation>無</translation>
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
            <translation>交換 %1</translation>
        </message>
        <message>
            <source>Pooled with the team:</source>
            <translation>與隊友合併計算：</translation>
        </message>
        <message>
            <source>Team %1</source>
            <translation>隊伍 %1</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>總計</translation>
        </message>
        <message>
            <source>Player name</source>
            <translation>玩家名稱</translation>
        </message>
        <message>
            <source>Choose the colour of this player</source>
            <translation>選擇這位玩家的顏色</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>隊伍</translation>
        </message>
        <message>
            <source>Team 1</source>
            <translation>隊伍 1</translation>
        </message>
        <message>
            <source>Team 2</source>
            <translation>隊伍 2</translation>
        </message>
        <message>
            <source>Tunnels</source>
            <translation>隧道</translation>
        </message>
        <message>
            <source>Honour points for each tunnel dug, by size and mineral (%1)</source>
            <translation>每個挖掘的隧道依規模與礦物獲得的榮譽點數（%1）</translation>
        </message>
        <message>
            <source>&amp;Tiles</source>
            <translation>板塊(&amp;T)</translation>
        </message>
        <message>
            <source>Enter each tunnel dug by its size and mineral</source>
            <translation>依規模與礦物逐一輸入挖掘的隧道</translation>
        </message>
        <message>
            <source>Trac&amp;k</source>
            <translation>計分條(&amp;K)</translation>
        </message>
        <message>
            <source>Enter the tunnel total read off the score track</source>
            <translation>輸入從計分條上讀取的隧道總分</translation>
        </message>
        <message>
            <source>Tunnel points on the score track:</source>
            <translation>計分條上的隧道分數：</translation>
        </message>
        <message>
            <source>Coronation</source>
            <translation>加冕標記</translation>
        </message>
        <message>
            <source>The coronation token held: 5 for the first moot completed, 3 for the second (%1)</source>
            <translation>持有的加冕標記：第一個完成巨魔部眾者得 5，第二個得 3（%1）</translation>
        </message>
        <message>
            <source>Pedestal tokens</source>
            <translation>基座得分標記</translation>
        </message>
        <message>
            <source>e.g. 3 5 3</source>
            <translation>例如 3 5 3</translation>
        </message>
        <message>
            <source>The values of the pedestal score tokens taken, one digit per token (%1)</source>
            <translation>已取得的基座得分標記數值，每個標記一位數字（%1）</translation>
        </message>
        <message>
            <source>Leftover resources</source>
            <translation>剩餘資源</translation>
        </message>
        <message>
            <source>Everything in storage and on trolls; each set of three of a kind scores 1, after the best 4:1 trades (%1)</source>
            <translation>儲存區與巨魔身上的所有資源；進行最佳的 4:1 交換後，每三個相同資源一組得 1 分（%1）</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大廳</translation>
        </message>
        <message>
            <source>Each great hall scores its high value with a statue on its altar, else its low value (%1)</source>
            <translation>祭壇上有雕像的大廳得較大值，否則得較小值（%1）</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>新增</translation>
        </message>
        <message>
            <source>Add a great hall; the arrow offers the Treasure Hall</source>
            <translation>新增大廳；點選箭頭可選擇聚寶大廳</translation>
        </message>
        <message>
            <source>Treasure Hall (6 / 15)</source>
            <translation>聚寶大廳（6 / 15）</translation>
        </message>
        <message>
            <source>Other hall</source>
            <translation>其他大廳</translation>
        </message>
        <message>
            <source>Statues in tunnels</source>
            <translation>隧道中的雕像</translation>
        </message>
        <message>
            <source>Unearthed statues of the network outside halls: 2 per layer, doubled on a pedestal of their own clan; one per tunnel (%1, %2)</source>
            <translation>通路網中大廳以外已出土的雕像：得分為層數 × 2，位於同氏族基座上則加倍；每個隧道只計一座（%1、%2）</translation>
        </message>
        <message>
            <source>Add a statue of this player's network outside the halls</source>
            <translation>新增這位玩家通路網中大廳以外的雕像</translation>
        </message>
        <message>
            <source>Clan trolls (tie-break)</source>
            <translation>氏族巨魔（平手判定）</translation>
        </message>
        <message>
            <source>How many clan trolls of each level the moot holds; on a tie the lower sum of levels wins (%1)</source>
            <translation>巨魔部眾中各等級氏族巨魔的數量；平手時等級總和較低者獲勝（%1）</translation>
        </message>
        <message>
            <source>Lv %1</source>
            <translation>等級%1</translation>
        </message>
        <message>
            <source>Clan trolls of level %1</source>
            <translation>%1 級氏族巨魔</translation>
        </message>
        <message>
            <source>Hall name</source>
            <translation>大廳名稱</translation>
        </message>
        <message>
            <source>Low value: the altar is empty</source>
            <translation>較小值：祭壇是空的</translation>
        </message>
        <message>
            <source>High value: a statue stands on the altar</source>
            <translation>較大值：祭壇上有雕像</translation>
        </message>
        <message>
            <source>A statue stands on the altar</source>
            <translation>祭壇上有雕像</translation>
        </message>
        <message>
            <source>Remove this hall</source>
            <translation>移除這個大廳</translation>
        </message>
        <message>
            <source>Clan of the statue</source>
            <translation>雕像的氏族</translation>
        </message>
        <message>
            <source>Layer of the square it stands on</source>
            <translation>雕像所在格子的層</translation>
        </message>
        <message>
            <source>On a pedestal of its own clan: the points double</source>
            <translation>位於同氏族的基座上：分數加倍</translation>
        </message>
        <message>
            <source>tunnel</source>
            <translation>隧道</translation>
        </message>
        <message>
            <source>Statues with the same tunnel label share a tunnel, and only the best of them scores (%1); leave empty for a statue alone in its tunnel</source>
            <translation>隧道標籤相同的雕像位於同一個隧道，只有其中得分最高者計分（%1）；若雕像單獨位於一個隧道中，請留空</translation>
        </message>
        <message>
            <source>Remove this statue</source>
            <translation>移除這座雕像</translation>
        </message>
        <message>
            <source>Give the coronation token %1 to %2, taken from %3</source>
            <translation>將 %1 分的加冕標記給予 %2（從 %3 取走）</translation>
        </message>
        <message>
            <source>%1 — held by %2</source>
            <translation>%1 — 目前在 %2 手上</translation>
        </message>
        <message>
            <source>Great hall %1: name</source>
            <translation>大廳 %1：名稱</translation>
        </message>
        <message>
            <source>Low</source>
            <extracomment>The low value of a great hall, beside its box (short: five cards side by side).</extracomment>
            <translation>較小</translation>
        </message>
        <message>
            <source>High</source>
            <extracomment>The high value of a great hall, beside its box (short: five cards side by side).</extracomment>
            <translation>較大</translation>
        </message>
        <message>
            <source>Great hall %1: low value</source>
            <translation>大廳 %1：較小值</translation>
        </message>
        <message>
            <source>Great hall %1: high value</source>
            <translation>大廳 %1：較大值</translation>
        </message>
        <message>
            <source>Great hall %1: a statue on the altar</source>
            <translation>大廳 %1：祭壇上有雕像</translation>
        </message>
        <message>
            <source>Remove great hall %1</source>
            <translation>移除大廳 %1</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PlayerPanel</name>
        <message>
            <source>Team %1</source>
            <translation>隊伍 %1</translation>
        </message>
        <message>
            <source>Actions for %1</source>
            <translation>%1 的行動</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>玩家 %1</translation>
        </message>
        <message>
            <source>Storage</source>
            <translation>儲存區</translation>
        </message>
        <message>
            <source>Team storage</source>
            <translation>團隊儲存區</translation>
        </message>
        <message>
            <source>shared with %1</source>
            <translation>與 %1 共用</translation>
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
            <translation>基座得分標記 %1</translation>
        </message>
        <message>
            <source>coronation token %1</source>
            <translation>加冕標記 %1</translation>
        </message>
        <message>
            <source>%1 so far (tunnels %2)</source>
            <translation>目前 %1 分（隧道 %2）</translation>
        </message>
        <message>
            <source>Tunnel points %1 + coronation token %2 + pedestal score tokens %3. Statues, great halls and leftover resources are scored at the end.</source>
            <translation>隧道分數 %1 + 加冕標記 %2 + 基座得分標記 %3。雕像、大廳和剩餘資源在遊戲結束時計分。</translation>
        </message>
        <message>
            <source>Start player</source>
            <translation>起始玩家</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>行動中</translation>
        </message>
        <message>
            <source>4:1 trade…</source>
            <translation>4:1 交換…</translation>
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
            <translation>無</translation>
        </message>
        <message>
            <source>Pedestals</source>
            <translation>基座</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>標記</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>尚無</translation>
        </message>
        <message>
            <source>Honour</source>
            <translation>榮譽點數</translation>
        </message>
        <message>
            <source>%1 honour</source>
            <translation>%1 榮譽點</translation>
        </message>
        <message>
            <source>Show or hide this player's storage and moot</source>
            <translation>顯示或隱藏這位玩家的儲存區與巨魔部眾</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>詳情</translation>
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
            <translation>參與遊戲的玩家，依座位順序排列：順位 1 是起始玩家，其他玩家按順時針方向依序排列（TURN-ORDER）。</translation>
        </message>
        <message>
            <source>&amp;Number of players:</source>
            <translation>玩家人數(&amp;N)：</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名稱</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>顏色</translation>
        </message>
        <message>
            <source>Name of the player in seat %1</source>
            <translation>順位 %1 玩家的名稱</translation>
        </message>
        <message>
            <source>Alt+Up and Alt+Down move this player to another seat</source>
            <translation>Alt+Up 和 Alt+Down 可將這位玩家移到其他順位</translation>
        </message>
        <message>
            <source>Colour of the player in seat %1</source>
            <translation>順位 %1 玩家的顏色</translation>
        </message>
        <message>
            <source>Other colour…</source>
            <translation>其他顏色…</translation>
        </message>
        <message>
            <source>Move up one seat (Alt+Up)</source>
            <translation>上移一個順位（Alt+Up）</translation>
        </message>
        <message>
            <source>Move up one seat</source>
            <translation>上移一個順位</translation>
        </message>
        <message>
            <source>Move down one seat (Alt+Down)</source>
            <translation>下移一個順位（Alt+Down）</translation>
        </message>
        <message>
            <source>Move down one seat</source>
            <translation>下移一個順位</translation>
        </message>
        <message>
            <source>&amp;Team game (4 players)</source>
            <translation>組隊遊戲（4 位玩家）(&amp;T)</translation>
        </message>
        <message>
            <source>Two teams of two sit together, in the turn order team 1, team 2, team 2, team 1: the start player is team 1's left player (TEAM-SETUP). Teammates share one storage and there is no seat bonus (TEAM-STORAGE).</source>
            <translation>兩支 2 人隊伍，隊友坐在一起，回合順序為隊伍 1、隊伍 2、隊伍 2、隊伍 1：起始玩家是隊伍 1 左側的玩家（TEAM-SETUP）。隊友共用一個儲存區，且沒有行動順位獎勵（TEAM-STORAGE）。</translation>
        </message>
        <message>
            <source>1 (start player)</source>
            <translation>1（起始玩家）</translation>
        </message>
        <message>
            <source>Team %1</source>
            <translation>隊伍 %1</translation>
        </message>
        <message>
            <source>%1 have the same colour: their gates and tunnels will look alike.</source>
            <translation>%1 的顏色相同：他們的大門和隧道看起來會很相似。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Colour of %1</source>
            <translation>%1 的顏色</translation>
        </message>
        <message>
            <source>%1: the colour of this player's gate and tunnels</source>
            <translation>%1：這位玩家的大門和隧道的顏色</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::RecoveryDialog</name>
        <message>
            <source>Recover unsaved work?</source>
            <translation>要恢復未儲存的工作嗎？</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing these documents. Choose for each one:</source>
            <translation>Hallkeeper 未關閉這些文件就停止了。請逐一選擇：</translation>
        </message>
        <message>
            <source>Recover</source>
            <translation>恢復</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>捨棄</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>保留</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>套用</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>稍後</translation>
        </message>
        <message>
            <source>Keep them all and ask again at the next start</source>
            <translation>全部保留，下次啟動時再詢問</translation>
        </message>
        <message>
            <source>Keep Both</source>
            <translation>兩者都保留</translation>
        </message>
        <message>
            <source>Recover the work as a new document; the file stays as it is now</source>
            <translation>將工作恢復為新文件；檔案維持目前的樣子</translation>
        </message>
        <message>
            <source>Apply on Top</source>
            <translation>套用在上面</translation>
        </message>
        <message>
            <source>The file as it is now, with the recovered actions played again after its own where the rules still allow them</source>
            <translation>以檔案目前的內容為準，在其行動之後重新執行恢復的行動（僅限規則仍允許者）</translation>
        </message>
        <message>
            <source>Ask again at the next start</source>
            <translation>下次啟動時再詢問</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::RecruitDialog</name>
        <message>
            <source>Recruit a troll</source>
            <translation>徵募巨魔</translation>
        </message>
        <message>
            <source>From the clan market: level %1 row, place %2</source>
            <translation>來自氏族卡堆：%1 級那一行，第 %2 位</translation>
        </message>
        <message>
            <source>The troll</source>
            <translation>巨魔</translation>
        </message>
        <message>
            <source>You also take the bribes on it: %1 (REC-TAKE)</source>
            <translation>你也拿取其身上的賄賂：%1（REC-TAKE）</translation>
        </message>
        <message>
            <source>Its %1 pedestal goes to your storage (REC-TAKE)</source>
            <translation>其上的%1基座放入你的儲存區（REC-TAKE）</translation>
        </message>
        <message>
            <source>There is no troll in that place of the clan market.</source>
            <translation>氏族卡堆的這個位置沒有巨魔。</translation>
        </message>
        <message>
            <source>Bribes (REC-COST)</source>
            <translation>賄賂（REC-COST）</translation>
        </message>
        <message>
            <source>Level 1 trolls cost nothing.</source>
            <translation>1 級巨魔免費。</translation>
        </message>
        <message>
            <source>level %1 place %2</source>
            <translation>%1 級第 %2 位</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Moot slot (MOOT-SLOTS)</source>
            <translation>巨魔部眾位置（MOOT-SLOTS）</translation>
        </message>
        <message>
            <source>Refill of the market (REC-TAKE, REC-EMPTY-DECK)</source>
            <translation>補充氏族卡堆（REC-TAKE、REC-EMPTY-DECK）</translation>
        </message>
        <message>
            <source>Draw a card from the level %1 deck (%2 left) and enter it:</source>
            <translation>從 %1 級牌堆（剩 %2 張）抽一張卡並輸入：</translation>
        </message>
        <message>
            <source>The level %1 deck is empty: draw from the level %2 deck (%3 left) and enter it:</source>
            <translation>%1 級牌堆已用光：從 %2 級牌堆（剩 %3 張）抽一張卡並輸入：</translation>
        </message>
        <message>
            <source>Pedestal from the bag (REC-TAKE)</source>
            <translation>盲抽袋中的基座（REC-TAKE）</translation>
        </message>
        <message>
            <source>The bag is empty: no pedestal to take.</source>
            <translation>盲抽袋是空的：沒有基座可拿。</translation>
        </message>
        <message>
            <source>Retiring: level %1 row, place %2 (REC-RETIRE)</source>
            <translation>退休：%1 級那一行，第 %2 位（REC-RETIRE）</translation>
        </message>
        <message>
            <source>%1 retires with its 4th bribe: the bribes go to the supply, the card under its deck. Draw its replacement from the level %2 deck and enter it:</source>
            <translation>%1 因第 4 個賄賂而退休：賄賂放回供應堆，卡牌置於對應牌堆底部。從 %2 級牌堆抽出補充的卡並輸入：</translation>
        </message>
        <message>
            <source>A level 2 troll gets a pedestal drawn from the bag:</source>
            <translation>2 級巨魔會獲得一個從盲抽袋抽出的基座：</translation>
        </message>
        <message>
            <source>Which pedestal?</source>
            <translation>哪一個基座？</translation>
        </message>
        <message>
            <source>%1 (%2 in the bag)</source>
            <translation>%1（盲抽袋中有 %2 個）</translation>
        </message>
        <message>
            <source>Choose a free slot of your moot.</source>
            <translation>選擇你巨魔部眾中的一個空位。</translation>
        </message>
        <message>
            <source>The new troll in slot %1 gains the resources of its icons (MOOT-CHAIN).</source>
            <translation>第 %1 格的新巨魔獲得其資源標記對應的資源（MOOT-CHAIN）。</translation>
        </message>
        <message>
            <source>The new troll in slot %1 activates, then the trolls below it: slots %2. Each gains the resource of every empty icon (MOOT-CHAIN).</source>
            <translation>第 %1 格的新巨魔被啟動，接著是其下方的巨魔：第 %2 格。每個巨魔獲得所有空的資源標記所對應的資源（MOOT-CHAIN）。</translation>
        </message>
        <message>
            <source>Enter the clan and the icons of the card drawn from the level %1 deck.</source>
            <translation>輸入從 %1 級牌堆抽出的卡牌的氏族和資源標記。</translation>
        </message>
        <message>
            <source>level %1 place %2 (bribes on it: %3)</source>
            <translation>%1 級第 %2 位（其上的賄賂：%3）</translation>
        </message>
        <message>
            <source>%1 bribes, 1 on each troll below it: %2</source>
            <translation>%1 個賄賂，在其下方每個巨魔上各放 1 個：%2</translation>
        </message>
        <message>
            <source>Bribes in other resources than coins (a spell cast this turn allows it)</source>
            <translation>以金幣以外的資源作為賄賂（本回合釋放的咒語允許）</translation>
        </message>
        <message>
            <source>With a level 3 troll you may look in the bag and take any pedestal you like, or none:</source>
            <translation>徵募 3 級巨魔時，你可以查看盲抽袋並任選一個基座，也可以不拿：</translation>
        </message>
        <message>
            <source>None</source>
            <translation>不拿</translation>
        </message>
        <message>
            <source>The level %1 deck and the decks one level above and below it are empty: the place stays empty (never refilled from two levels away).</source>
            <translation>%1 級的牌堆以及高一級、低一級的牌堆都已用光：這個空位保持空著（絕不從相差兩級的牌堆補充）。</translation>
        </message>
        <message>
            <source>%1 retires with its 4th bribe; the level %2 deck and the decks one level above and below it are empty, so nothing replaces it.</source>
            <translation>%1 得到第 4 個賄賂而退休；%2 級的牌堆以及高一級、低一級的牌堆都已用光，因此沒有巨魔卡可以補上。</translation>
        </message>
        <message>
            <source>Where each bribe lies: whoever recruits that troll later takes it (REC-TAKE).</source>
            <translation>每個賄賂放在哪個巨魔上：之後徵募那個巨魔的玩家會拿走它（REC-TAKE）。</translation>
        </message>
        <message>
            <source>Level %1 row, place %2:</source>
            <translation>%1 級行第 %2 位：</translation>
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
            <translation>無</translation>
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
            <translation>不可能的輸入（點選即可前往）</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>Honour points by category</source>
            <translation>各類別的榮譽點數</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved.</source>
            <translation>
                <numerusform>……另有 %n 項，解決這些後就會列出。</numerusform>
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
            <translation>為什麼？</translation>
        </message>
        <message>
            <source>Rule %1: %2</source>
            <translation>規則 %1：%2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::RulesBrowser</name>
        <message>
            <source>Rules — Hallkeeper</source>
            <translation>規則 — Hallkeeper</translation>
        </message>
        <message>
            <source>Search the rules</source>
            <translation>搜尋規則</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>規則</translation>
        </message>
        <message>
            <source>What it says</source>
            <translation>內容</translation>
        </message>
        <message>
            <source>Rules by section</source>
            <translation>依章節排列的規則</translation>
        </message>
        <message>
            <source>The chosen rule</source>
            <translation>選取的規則</translation>
        </message>
        <message>
            <source>%1 rules</source>
            <translation>%1 條規則</translation>
        </message>
        <message>
            <source>found: %1 of %2</source>
            <translation>找到：%1／%2</translation>
        </message>
        <message>
            <source>No rule matches the search.</source>
            <translation>沒有符合搜尋的規則。</translation>
        </message>
        <message>
            <source>Ruling: a point the rulebook leaves open; the app plays it as said here.</source>
            <translation>裁定：規則書未明確說明之處；本程式依此處所述進行。</translation>
        </message>
        <message>
            <source>In the rulebook</source>
            <translation>規則書中</translation>
        </message>
        <message>
            <source>Example</source>
            <translation>範例</translation>
        </message>
        <message>
            <source>Why this ruling</source>
            <translation>裁定理由</translation>
        </message>
        <message>
            <source>At your table</source>
            <translation>在你們的桌上</translation>
        </message>
        <message>
            <source>The group may choose how the game in %1 plays this rule; the choice is recorded in the game file, shown in its summary and in the exported scores; choose again here to change it back.</source>
            <translation>玩家們可以選擇 %1 中的遊戲如何處理這條規則；選擇會記錄在遊戲檔案中，並顯示在摘要和匯出的得分中；在這裡再次選擇即可改回。</translation>
        </message>
        <message>
            <source>Open the rules from a game's window to choose for that game; a new game chooses on the wizard's last page.</source>
            <translation>從遊戲視窗開啟規則，即可為該遊戲選擇；新遊戲在精靈的最後一頁選擇。</translation>
        </message>
        <message>
            <source>the default</source>
            <translation>預設</translation>
        </message>
        <message>
            <source>this game plays it</source>
            <translation>本局採用</translation>
        </message>
        <message>
            <source>play this in this game</source>
            <translation>本局改用此裁定</translation>
        </message>
        <message>
            <source>The other reading</source>
            <translation>另一種解讀</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>遊戲(&amp;G)：</translation>
        </message>
        <message>
            <source>The game whose rules are shown</source>
            <translation>顯示其規則的遊戲</translation>
        </message>
        <message>
            <source>The rulebook's own words, as printed.</source>
            <translation>規則書的原文，照印刷內容。</translation>
        </message>
        <message>
            <source>The score sheet's setting "%1" chooses it; the choice is saved with the sheet and shown in the result.</source>
            <translation>由計分表的設定「%1」選擇；選擇會與計分表一起儲存，並顯示在結果中。</translation>
        </message>
        <message>
            <source>Search the rules: words in any language, or an ID (%1)</source>
            <translation>搜尋規則：任一語言的字詞，或規則編號（%1）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ScoreSheetWindow</name>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper 計分表 (*.hkscore)</translation>
        </message>
        <message>
            <source>Hallkeeper files (*.hkscore *.hkgame *.hkboard *.hkcatalog);;Score sheets (*.hkscore);;Games (*.hkgame);;Boards (*.hkboard);;Component catalogs (*.hkcatalog)</source>
            <translation>Hallkeeper 檔案 (*.hkscore *.hkgame *.hkboard *.hkcatalog);;計分表 (*.hkscore);;遊戲 (*.hkgame);;版圖 (*.hkboard);;配件目錄 (*.hkcatalog)</translation>
        </message>
        <message>
            <source>Untitled score sheet</source>
            <translation>未命名的計分表</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>無法開啟 %1。未做任何變更。</translation>
        </message>
        <message>
            <source>&amp;New Score Sheet</source>
            <translation>新增計分表(&amp;N)</translation>
        </message>
        <message>
            <source>Start a new score sheet (%1)</source>
            <translation>建立新的計分表（%1）</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近開啟的檔案(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Clear Menu</source>
            <translation>清除選單(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>匯出(&amp;E)</translation>
        </message>
        <message>
            <source>Results as &amp;PNG Image…</source>
            <translation>結果匯出為 PNG 圖片(&amp;P)…</translation>
        </message>
        <message>
            <source>Results as P&amp;DF…</source>
            <translation>結果匯出為 PDF(&amp;D)…</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>匯出 PDF</translation>
        </message>
        <message>
            <source>Results as &amp;CSV Table…</source>
            <translation>結果匯出為 CSV 表格(&amp;C)…</translation>
        </message>
        <message>
            <source>Go to Player &amp;%1</source>
            <translation>跳至玩家 &amp;%1</translation>
        </message>
        <message>
            <source>History</source>
            <translation>歷史記錄</translation>
        </message>
        <message>
            <source>&lt;new score sheet&gt;</source>
            <translation>&lt;新的計分表&gt;</translation>
        </message>
        <message>
            <source>&amp;About Hallkeeper</source>
            <translation>關於 Hallkeeper(&amp;A)</translation>
        </message>
        <message>
            <source>Main Toolbar</source>
            <translation>主工具列</translation>
        </message>
        <message>
            <source>Impossible input: %1 · warnings: %2</source>
            <translation>不可能的輸入：%1 · 警告：%2</translation>
        </message>
        <message>
            <source>Hall of the Mountain King — %1</source>
            <translation>山嶽之王 — %1</translation>
        </message>
        <message>
            <source>Cannot export the results</source>
            <translation>無法匯出結果</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>無法寫入 %1：%2</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>已匯出 %1</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 圖片 (*.png)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文件 (*.pdf)</translation>
        </message>
        <message>
            <source>CSV tables (*.csv)</source>
            <translation>CSV 表格 (*.csv)</translation>
        </message>
        <message>
            <source>Export Results</source>
            <translation>匯出結果</translation>
        </message>
        <message>
            <source>Go to player 1 to 5</source>
            <translation>跳至玩家 1 到 5</translation>
        </message>
        <message>
            <source>Alt+1 … Alt+5</source>
            <translation>Alt+1 … Alt+5</translation>
        </message>
        <message>
            <source>Next field / previous field</source>
            <translation>下一個欄位 / 上一個欄位</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <translation>Tab / Shift+Tab</translation>
        </message>
        <message>
            <source>Tunnel grid: choose size and mineral</source>
            <translation>隧道表格：選擇規模與礦物</translation>
        </message>
        <message>
            <source>Arrow keys, or 2 to 5 for the size</source>
            <translation>方向鍵，或以 2 到 5 選擇規模</translation>
        </message>
        <message>
            <source>Tunnel grid: add one tunnel</source>
            <translation>隧道表格：新增一個隧道</translation>
        </message>
        <message>
            <source>Space, Enter or +</source>
            <translation>Space、Enter 或 +</translation>
        </message>
        <message>
            <source>Tunnel grid: remove one tunnel</source>
            <translation>隧道表格：移除一個隧道</translation>
        </message>
        <message>
            <source>− , Backspace or Delete</source>
            <translation>−、Backspace 或 Delete</translation>
        </message>
        <message>
            <source>Pedestal tokens: one digit per token</source>
            <translation>基座得分標記：每個標記一位數字</translation>
        </message>
        <message>
            <source>e.g. 353 for 3, 5 and 3</source>
            <translation>例如以 353 表示 3、5 和 3</translation>
        </message>
        <message>
            <source>About Hallkeeper</source>
            <translation>關於 Hallkeeper</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Hallkeeper %1&lt;/h3&gt;&lt;p&gt;A companion and scoring assistant for the board game &lt;i&gt;In the Hall of the Mountain King&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Enter each player's end of game; Hallkeeper adds up the honour points with the optimal leftover trades, explains every number with the rule it applies, and breaks ties.&lt;/p&gt;&lt;p&gt;Hallkeeper is not affiliated with the publishers of the game.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hallkeeper %1&lt;/h3&gt;&lt;p&gt;桌上遊戲&lt;i&gt;山嶽之王&lt;/i&gt;的輔助與計分工具。&lt;/p&gt;&lt;p&gt;輸入每位玩家的終局狀態；Hallkeeper 會加總榮譽點數（含最佳的剩餘資源交換），以所適用的規則說明每個數字，並判定平手。&lt;/p&gt;&lt;p&gt;Hallkeeper 與本遊戲的發行商沒有任何關聯。&lt;/p&gt;</translation>
        </message>
        <message>
            <source> — with impossible input (problems: %1), marked on the fields; the command line refuses the file until they are fixed.</source>
            <translation> — 含有不可能的輸入（問題：%1），已標示在欄位上；修正前命令列會拒絕此檔案。</translation>
        </message>
        <message>
            <source> (problems: %1)</source>
            <translation>（問題：%1）</translation>
        </message>
        <message>
            <source>Exported %1, marked provisional: problems: %2</source>
            <translation>已匯出 %1，標示為暫定：問題：%2</translation>
        </message>
        <message>
            <source>No problems</source>
            <translation>沒有問題</translation>
        </message>
        <message>
            <source>Go to the first problem</source>
            <translation>跳至第一個問題</translation>
        </message>
        <message>
            <source>&lt;opened %1&gt;</source>
            <translation>&lt;已開啟 %1&gt;</translation>
        </message>
        <message>
            <source>Next field, or press the Add button</source>
            <translation>下一個欄位，或按下「新增」按鈕</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Results: explain the current cell</source>
            <translation>結果表：說明目前的儲存格</translation>
        </message>
        <message>
            <source>Shift+F1</source>
            <translation>Shift+F1</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a score sheet: %1, autosaved %2.</source>
            <translation>Hallkeeper 未關閉計分表就停止了：%1，自動儲存於 %2。</translation>
        </message>
        <message>
            <source>a score sheet never saved</source>
            <translation>一份從未儲存的計分表</translation>
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
            <translation>計分前最佳的 4:1 交換：</translation>
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
            <translation>隊伍</translation>
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
            <translation>平手判定用的巨魔等級總和：%1（%2）</translation>
        </message>
        <message>
            <source>Not ranked: nothing is entered for %1 yet (%2)</source>
            <translation>未排名：%1 尚未輸入任何內容（%2）</translation>
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
            <translation>選擇表格中的一格，即可查看其分數如何計算。</translation>
        </message>
        <message>
            <source>Nothing to explain.</source>
            <translation>沒有需要說明的內容。</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>問題</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>隊伍</translation>
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
            <translation>大門起始點 %1，標示 %2</translation>
        </message>
        <message>
            <source>Gate of %1</source>
            <translation>%1 的大門</translation>
        </message>
        <message>
            <source>Statue spot %1</source>
            <translation>雕像放置點 %1</translation>
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
            <translation>… 還有 %1 項</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ShapeGridEdit</name>
        <message>
            <source>Row %1, column %2</source>
            <translation>第 %1 列，第 %2 欄</translation>
        </message>
        <message>
            <source>%1: the anchor</source>
            <translation>%1：錨點</translation>
        </message>
        <message>
            <source>%1: the altar</source>
            <translation>%1：祭壇</translation>
        </message>
        <message>
            <source>%1: a square of the piece</source>
            <translation>%1：形狀的方格</translation>
        </message>
        <message>
            <source>%1: free</source>
            <translation>%1：空白</translation>
        </message>
        <message>
            <source>Click to add or remove the square; Shift+click or right-click marks the anchor.</source>
            <translation>點選可新增或移除方格；Shift+點選或右鍵點選可標示錨點。</translation>
        </message>
        <message>
            <source>Click to add or remove the square; Shift+click or right-click marks the altar.</source>
            <translation>點選可新增或移除方格；Shift+點選或右鍵點選可標示祭壇。</translation>
        </message>
        <message>
            <source>Tunnel tile shape</source>
            <translation>隧道板塊形狀</translation>
        </message>
        <message>
            <source>Great hall shape</source>
            <translation>大廳形狀</translation>
        </message>
        <message>
            <source>Squares: %1</source>
            <translation>方格：%1 格</translation>
        </message>
        <message>
            <source>anchor at row %1, column %2</source>
            <translation>錨點位於第 %1 列第 %2 欄</translation>
        </message>
        <message>
            <source>altar at row %1, column %2</source>
            <translation>祭壇位於第 %1 列第 %2 欄</translation>
        </message>
        <message>
            <source>not all joined by their edges</source>
            <translation>並未全部以邊相連</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SheetEditor</name>
        <message>
            <source>&amp;Players:</source>
            <translation>玩家人數(&amp;P)：</translation>
        </message>
        <message>
            <source>&amp;Team game (4 players, 2 teams)</source>
            <translation>組隊遊戲（4 位玩家，2 支隊伍）(&amp;T)</translation>
        </message>
        <message>
            <source>Teammates score together: resources pooled, statues and halls once (%1)</source>
            <translation>隊友共同計分：資源合併計算，雕像與大廳只計一次（%1）</translation>
        </message>
        <message>
            <source>Set the number of players to %1</source>
            <translation>將玩家人數設為 %1</translation>
        </message>
        <message>
            <source>Score as two teams</source>
            <translation>以兩支隊伍計分</translation>
        </message>
        <message>
            <source>Score each player alone</source>
            <translation>每位玩家各自計分</translation>
        </message>
        <message>
            <source>Set aside with everything entered: %1. Raise the number of players to bring it back, or undo (%2).</source>
            <translation>已連同所有輸入內容暫時移出：%1。增加玩家人數即可恢復，或復原（%2）。</translation>
        </message>
        <message>
            <source>Brought back as entered before: %1.</source>
            <translation>已恢復先前輸入的內容：%1。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SheetGrid</name>
        <message>
            <source>Players: %1</source>
            <translation>玩家人數：%1</translation>
        </message>
        <message>
            <source>Setting</source>
            <translation>設定</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Name: %1</source>
            <translation>名稱：%1</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>玩家人數(&amp;P)：</translation>
        </message>
        <message>
            <source>Table rulings and settings</source>
            <translation>桌面裁定與設定</translation>
        </message>
        <message>
            <source>:</source>
            <translation>：</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名稱</translation>
        </message>
        <message>
            <source>Name of player %1</source>
            <translation>玩家 %1 的名稱</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ShortcutsDialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>鍵盤快速鍵</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>動作</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>按鍵</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SingleInstance</name>
        <message>
            <source>the running Hallkeeper does not answer (%1); this one starts on its own</source>
            <translation>執行中的 Hallkeeper 沒有回應（%1）；改為單獨啟動</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SpellDialog</name>
        <message>
            <source>face-up spell %1</source>
            <translation>第 %1 張公開的咒語卡</translation>
        </message>
        <message>
            <source>“%1”</source>
            <translation>「%1」</translation>
        </message>
        <message>
            <source>Cast a spell</source>
            <translation>釋放咒語</translation>
        </message>
        <message>
            <source>Cast %1; runes on it: %2 of 3 (SPELL-CAST)</source>
            <translation>釋放%1；其上的符文：%2 / 3（SPELL-CAST）</translation>
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
            <translation>輸入咒語給予你儲存區的資源（拿走的資源以負數表示）。</translation>
        </message>
        <message>
            <source>Storage holds %1</source>
            <translation>儲存區現有 %1</translation>
        </message>
        <message>
            <source>The spell dissolves (SPELL-DISSOLVE)</source>
            <translation>咒語解體（SPELL-DISSOLVE）</translation>
        </message>
        <message>
            <source>This is its 3rd rune: after resolving, the 3 runes return to the supply, the card goes under the spell deck and a new spell is revealed.</source>
            <translation>這是其上的第 3 枚符文：效果結算後，3 枚符文放回供應堆，該咒語卡置於咒語卡堆底部，並翻出一張新的咒語卡。</translation>
        </message>
        <message>
            <source>Name of the spell revealed</source>
            <translation>翻出的咒語名稱</translation>
        </message>
        <message>
            <source>Spell revealed</source>
            <translation>翻出的咒語</translation>
        </message>
        <message>
            <source>The card</source>
            <translation>卡牌</translation>
        </message>
        <message>
            <source>The catalog has no text for this spell: read the card on the table.</source>
            <translation>配件目錄中沒有這張咒語卡的文字：請看桌上的卡牌。</translation>
        </message>
        <message>
            <source>Allowed: one spell this turn, paid with 1 rune (SPELL-CAST). The effect is the table's word: check it against the card.</source>
            <translation>允許：本回合釋放一個咒語，支付 1 枚符文（SPELL-CAST）。效果由玩家們自行判定：請對照卡牌確認。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SpellsWidget</name>
        <message>
            <source>Spells</source>
            <translation>咒語</translation>
        </message>
        <message>
            <source>a spell</source>
            <translation>咒語卡</translation>
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
            <translation>按一下或按 Enter 釋放：1 枚符文放在卡上；第 3 枚符文會使其解體，並翻出一張新的咒語卡。</translation>
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
            <translation>在任一雕像放置點放上隨機氏族的雕像；按順時針方向，下一個放置點放另一個氏族，再下一個放第三個氏族；依此氏族循環按順時針方向重複，直到所有放置點都被擺滿（SET-STATUES）。</translation>
        </message>
        <message>
            <source>The &amp;clan cycle</source>
            <translation>氏族循環(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Square by square</source>
            <translation>逐格指定(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;First statue on:</source>
            <translation>第一個雕像位於(&amp;F)：</translation>
        </message>
        <message>
            <source>Clan &amp;order:</source>
            <translation>氏族順序(&amp;O)：</translation>
        </message>
        <message>
            <source>Click a statue on the map to change its clan; or walk the spots with the arrow keys and type f, i or m for Fire, Ice or Moon.</source>
            <translation>在地圖上點選雕像可更改其氏族；或用方向鍵逐一移到各放置點，並輸入 f、i 或 m 代表烈火、冰霜或皎月。</translation>
        </message>
        <message>
            <source>Map of the statue spots</source>
            <translation>雕像放置點地圖</translation>
        </message>
        <message>
            <source>spot %1 clockwise from the top, %2</source>
            <translation>從最上方按順時針第 %1 個放置點，%2</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%2 %1</translation>
        </message>
        <message>
            <source>%1 statue spots: %2 (the box holds %3 of each clan).</source>
            <translation>%1 個雕像放置點：%2（遊戲盒中每個氏族各有 %3 個）。</translation>
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
            <translation>設置的問題</translation>
        </message>
        <message>
            <source>&amp;Go to the page</source>
            <translation>前往該頁(&amp;G)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>The setup follows every setup rule: Finish starts the game.</source>
            <translation>設置符合所有設置規則：按「完成」開始遊戲。</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>無</translation>
        </message>
        <message>
            <source>Board:</source>
            <translation>版圖：</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Gate</source>
            <translation>大門</translation>
        </message>
        <message>
            <source>Into the team storage</source>
            <translation>放入團隊儲存區</translation>
        </message>
        <message>
            <source>Starting storage</source>
            <translation>起始儲存區</translation>
        </message>
        <message>
            <source>Team %1</source>
            <translation>隊伍 %1</translation>
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
            <translation>%2 × %1</translation>
        </message>
        <message>
            <source>Workshop supply:</source>
            <translation>工坊板塊供應堆：</translation>
        </message>
        <message>
            <source>none</source>
            <translation>無</translation>
        </message>
        <message>
            <source>layer %1: %2 / %3 / %4</source>
            <translation>第 %1 層：%2 / %3 / %4</translation>
        </message>
        <message>
            <source>Pedestal track (Fire / Ice / Moon):</source>
            <translation>基座記錄條（烈火 / 冰霜 / 皎月）：</translation>
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
            <translation>%1、%2、%3 張巨魔；2 級巨魔上的基座：%4</translation>
        </message>
        <message>
            <source>Spells:</source>
            <translation>咒語：</translation>
        </message>
        <message>
            <source>not entered</source>
            <translation>未輸入</translation>
        </message>
        <message>
            <source>Components:</source>
            <translation>配件：</translation>
        </message>
        <message>
            <source>%1, with %2 troll cards in the library</source>
            <translation>%1，卡牌庫中有 %2 張巨魔卡</translation>
        </message>
        <message>
            <source>Table ruling, tiles split by a &amp;great hall:</source>
            <translation>本桌裁定，被大廳分開的板塊(&amp;G)：</translation>
        </message>
        <message>
            <source>each part is a tunnel (default)</source>
            <translation>每個部分各是一個隧道（預設）</translation>
        </message>
        <message>
            <source>one statue per printed tile</source>
            <translation>每個隧道板塊只有一個雕像計分</translation>
        </message>
        <message>
            <source>Table rulings:</source>
            <translation>本桌裁定：</translation>
        </message>
        <message>
            <source>The whole setup, checked against the setup rules. Finish starts the game.</source>
            <translation>整個初始設置，依初始設置規則檢查。按「完成」即開始遊戲。</translation>
        </message>
        <message>
            <source>Rules checked: %1</source>
            <translation>檢查的規則：%1</translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s) to fix before the game can start (%1). Select one and go to its page (Enter).</source>
            <translation>
                <numerusform>遊戲開始前需修正 %n 個問題（%1）。選取一項並前往其頁面（Enter）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SupplyPage</name>
        <message>
            <source>Supply and pedestal track</source>
            <translation>供應堆與基座記錄條</translation>
        </message>
        <message>
            <source>The workshop tiles of the supply, the pedestal score tokens as they lie on the pedestal track, the coronation tokens and the face-up spells.</source>
            <translation>供應堆中的工坊板塊、基座記錄條上的基座得分標記、加冕標記以及公開的咒語卡。</translation>
        </message>
        <message>
            <source>Workshop supply (SET-WORKSHOPS)</source>
            <translation>工坊板塊供應堆（SET-WORKSHOPS）</translation>
        </message>
        <message>
            <source>&amp;Random tiles</source>
            <translation>隨機板塊(&amp;R)</translation>
        </message>
        <message>
            <source>Draw the tiles of the supply at random from the box</source>
            <translation>從遊戲盒中隨機抽出供應堆的板塊</translation>
        </message>
        <message>
            <source>Pedestal track (SET-PEDTRACK)</source>
            <translation>基座記錄條（SET-PEDTRACK）</translation>
        </message>
        <message>
            <source>The number on each pedestal score token, layer by layer: type one digit per token, the cursor moves on by itself.</source>
            <translation>每個基座得分標記上的數字，逐層輸入：每個標記輸入一位數字，游標會自動前進。</translation>
        </message>
        <message>
            <source>Layer %1</source>
            <translation>第 %1 層</translation>
        </message>
        <message>
            <source>Pedestal score token, layer %1, %2</source>
            <translation>基座得分標記，第 %1 層，%2</translation>
        </message>
        <message>
            <source>Coronation tokens (SET-CROWNS)</source>
            <translation>加冕標記（SET-CROWNS）</translation>
        </message>
        <message>
            <source>Face-up spells (optional)</source>
            <translation>公開的咒語卡（可選）</translation>
        </message>
        <message>
            <source>Spell %1</source>
            <translation>咒語 %1</translation>
        </message>
        <message>
            <source>Face-up spell %1</source>
            <translation>第 %1 張公開的咒語卡</translation>
        </message>
        <message>
            <source>%1 tiles of the %2 that %3 players need (2 × players + 1).</source>
            <translation>已有 %1 塊，%3 人遊戲需要 %2 塊（2 × 玩家人數 + 1）。</translation>
        </message>
        <message>
            <source>With 2 players only the 3 token is used: the first player to complete their moot takes it and triggers the end (END-CROWN).</source>
            <translation>2 人遊戲只使用 3 分標記：第一個完成巨魔部眾的玩家獲得該標記並觸發遊戲結束（END-CROWN）。</translation>
        </message>
        <message>
            <source>The 5 token on top of the 3: the first player to complete their moot takes the 5, the second the 3, which triggers the end (END-CROWN).</source>
            <translation>5 分標記疊在 3 分標記上：第一個完成巨魔部眾的玩家獲得 5 分標記，第二個獲得 3 分標記並觸發遊戲結束（END-CROWN）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TableWindow</name>
        <message>
            <source>&amp;New Game…</source>
            <translation>新增遊戲(&amp;N)…</translation>
        </message>
        <message>
            <source>Export the &amp;Score Sheet…</source>
            <translation>匯出計分表(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>遊戲(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;End Turn</source>
            <translation>結束回合(&amp;E)</translation>
        </message>
        <message>
            <source>4:1 &amp;Trade…</source>
            <translation>4:1 交換(&amp;T)…</translation>
        </message>
        <message>
            <source>&amp;Correction…</source>
            <translation>修正(&amp;C)…</translation>
        </message>
        <message>
            <source>Show Every &amp;Legal Spot</source>
            <translation>顯示所有合法位置(&amp;L)</translation>
        </message>
        <message>
            <source>Legal spots</source>
            <translation>合法位置</translation>
        </message>
        <message>
            <source>&amp;Fit the Board to the Window</source>
            <translation>將版圖縮放至視窗大小(&amp;F)</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>符合視窗</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <source>Table Toolbar</source>
            <translation>桌面工具列</translation>
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
            <translation>歷史記錄</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Explain</source>
            <translation>解說</translation>
        </message>
        <message>
            <source>Click a tile, a statue or a score to see the rule and the computation.</source>
            <translation>點選板塊、雕像或分數，即可查看規則和計算過程。</translation>
        </message>
        <message>
            <source>Untitled game</source>
            <translation>未命名的遊戲</translation>
        </message>
        <message>
            <source>%1 is not a game Hallkeeper can open.</source>
            <translation>%1 不是 Hallkeeper 可以開啟的遊戲。</translation>
        </message>
        <message>
            <source>Illegal actions in the log</source>
            <translation>行動紀錄中有違反規則的行動</translation>
        </message>
        <message>
            <source>Action %1 of this game breaks the rules without being recorded as an override. The game is open; "hallkeeper-cli validate" lists every such action.</source>
            <translation>這局遊戲的第 %1 個行動違反規則，且未記為例外紀錄。遊戲已開啟；「hallkeeper-cli validate」會列出所有這類行動。</translation>
        </message>
        <message>
            <source>Games (*.hkgame)</source>
            <translation>遊戲 (*.hkgame)</translation>
        </message>
        <message>
            <source>Games (*.hkgame);;All files (*)</source>
            <translation>遊戲 (*.hkgame);;所有檔案 (*)</translation>
        </message>
        <message>
            <source>Hall of the Mountain King — %1</source>
            <translation>山嶽之王 — %1</translation>
        </message>
        <message>
            <source>no game is open</source>
            <translation>沒有開啟的遊戲</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>無法匯出</translation>
        </message>
        <message>
            <source>The results could not be exported to %1.</source>
            <translation>無法將結果匯出至 %1。</translation>
        </message>
        <message>
            <source>Export the Score Sheet</source>
            <translation>匯出計分表</translation>
        </message>
        <message>
            <source>Score sheets (*.hkscore)</source>
            <translation>計分表 (*.hkscore)</translation>
        </message>
        <message>
            <source>The score sheet could not be written.</source>
            <translation>無法寫入計分表。</translation>
        </message>
        <message>
            <source>a game never saved</source>
            <translation>從未存檔的遊戲</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a game: %1, %2 actions, autosaved %3.</source>
            <translation>Hallkeeper 在未關閉遊戲的情況下停止了：%1，%2 個行動，自動存檔於 %3。</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>未記錄</translation>
        </message>
        <message>
            <source>The rules refuse this action.</source>
            <translation>規則不允許此行動。</translation>
        </message>
        <message>
            <source>Rotate the tile or hall being placed</source>
            <translation>旋轉正在放置的板塊或大廳</translation>
        </message>
        <message>
            <source>Flip the tile or hall being placed</source>
            <translation>翻轉正在放置的板塊或大廳</translation>
        </message>
        <message>
            <source>Cancel the placement</source>
            <translation>取消放置</translation>
        </message>
        <message>
            <source>&amp;Export the Results…</source>
            <translation>匯出結果(&amp;E)…</translation>
        </message>
        <message>
            <source>History of the game</source>
            <translation>遊戲歷史記錄</translation>
        </message>
        <message>
            <source>Explanation</source>
            <translation>解說</translation>
        </message>
        <message>
            <source>What the rules say of the piece being placed</source>
            <translation>規則對正在放置的板塊的判定</translation>
        </message>
        <message>
            <source>Final Scores</source>
            <translation>最終得分</translation>
        </message>
        <message>
            <source>Scores (projected)</source>
            <translation>得分（預估）</translation>
        </message>
        <message>
            <source>Game over: the final scores are in the Scores panel.</source>
            <translation>遊戲結束：最終得分在「得分」面板中。</translation>
        </message>
        <message>
            <source>Export the Results</source>
            <translation>匯出結果</translation>
        </message>
        <message>
            <source>PDF (*.pdf);;PNG image (*.png);;CSV table (*.csv)</source>
            <translation>PDF (*.pdf);;PNG 圖片 (*.png);;CSV 表格 (*.csv)</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>已匯出 %1</translation>
        </message>
        <message>
            <source>&amp;Reset Layout</source>
            <translation>重設版面配置(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;End Turn Anyway…</source>
            <translation>仍要結束回合(&amp;E)…</translation>
        </message>
        <message>
            <source>Cast a &amp;Spell…</source>
            <translation>釋放咒語(&amp;S)…</translation>
        </message>
        <message>
            <source>Use a &amp;Workshop…</source>
            <translation>啟動工坊(&amp;W)…</translation>
        </message>
        <message>
            <source>&amp;Recruit a Troll…</source>
            <translation>徵募巨魔(&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;Dig a Tunnel Tile…</source>
            <translation>挖掘隧道板塊(&amp;D)…</translation>
        </message>
        <message>
            <source>Dedicate a Great &amp;Hall…</source>
            <translation>設立大廳(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Move a Statue…</source>
            <translation>移動雕像(&amp;M)…</translation>
        </message>
        <message>
            <source>Setup: the game begins</source>
            <translation>初始設置：遊戲開始</translation>
        </message>
        <message>
            <source>%1 holds another game now (its setup differs): recover the work as a new file instead.</source>
            <translation>%1 現在是另一場遊戲（設置不同）：請改為將工作恢復為新檔案。</translation>
        </message>
        <message>
            <source>Recovered in part</source>
            <translation>已部分恢復</translation>
        </message>
        <message numerus="yes">
            <source>%n recovered action(s) played again after the actions written to %1 since the crash.</source>
            <translation>
                <numerusform>已在當機後寫入 %1 的行動之後，重新執行 %n 個恢復的行動。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n recovered action(s) no longer follow the rules there and were left out; the autosave keeps them (hallkeeper-cli recover).</source>
            <translation>
                <numerusform>%n 個恢復的行動在那裡已不符合規則，因此略過；自動存檔仍保留它們（hallkeeper-cli recover）。</numerusform>
            </translation>
        </message>
        <message>
            <source>Face-up spell %1</source>
            <translation>第 %1 張公開的咒語卡</translation>
        </message>
        <message>
            <source>%1 — runes on it: %2 of 3</source>
            <translation>%1 — 其上的符文：%2 / 3</translation>
        </message>
        <message>
            <source>Cast a Spell</source>
            <translation>釋放咒語</translation>
        </message>
        <message>
            <source>Which face-up spell does %1 cast (SPELL-CAST)?</source>
            <translation>%1 要釋放哪一張公開的咒語（SPELL-CAST）？</translation>
        </message>
        <message>
            <source>%1 at %2 — open entrances: %3</source>
            <translation>%2 的%1 — 開啟的入口：%3</translation>
        </message>
        <message>
            <source>No workshop is built yet: a workshop is built by digging next to a workshop site (WS-BUILD).</source>
            <translation>尚未建造任何工坊：在工坊點旁挖掘即可建造工坊（WS-BUILD）。</translation>
        </message>
        <message>
            <source>Use a Workshop</source>
            <translation>啟動工坊</translation>
        </message>
        <message>
            <source>Which workshop does %1 use (WS-USE)?</source>
            <translation>%1 要啟動哪一個工坊（WS-USE）？</translation>
        </message>
        <message>
            <source>Place %1: %2</source>
            <translation>第%1個位置：%2</translation>
        </message>
        <message>
            <source>Place %1 of level %2: no troll</source>
            <translation>等級%2的第%1個位置：沒有巨魔</translation>
        </message>
        <message>
            <source>%1 (bribes on it: %2)</source>
            <translation>%1（其上的賄賂：%2）</translation>
        </message>
        <message>
            <source>no troll in that place of the clan market</source>
            <translation>氏族卡堆的這個位置沒有巨魔</translation>
        </message>
        <message>
            <source>Recruit a Troll</source>
            <translation>徵募巨魔</translation>
        </message>
        <message>
            <source>Which troll of the clan market does %1 recruit?</source>
            <translation>%1 要從氏族卡堆徵募哪一個巨魔？</translation>
        </message>
        <message numerus="yes">
            <source>Tile %1, %n square(s) — left in the supply: %2</source>
            <translation>
                <numerusform>板塊 %1，%n 格 — 供應堆剩餘：%2</numerusform>
            </translation>
        </message>
        <message>
            <source>none left in the supply (DIG-SUPPLY)</source>
            <translation>供應堆中已沒有（DIG-SUPPLY）</translation>
        </message>
        <message>
            <source>Every great hall is dedicated.</source>
            <translation>所有大廳都已設立。</translation>
        </message>
        <message>
            <source>Dedicate a Great Hall</source>
            <translation>設立大廳</translation>
        </message>
        <message>
            <source>Dig a Tunnel Tile</source>
            <translation>挖掘隧道板塊</translation>
        </message>
        <message>
            <source>Which great hall? Then place it on the board: the arrow keys move it, R turns it, F flips it, Enter places it, Esc cancels.</source>
            <translation>要設立哪一個大廳？接著在版圖上放置：方向鍵移動，R 旋轉，F 翻轉，Enter 放置，Esc 取消。</translation>
        </message>
        <message>
            <source>Which tunnel tile? Then place it on the board: the arrow keys move it, R turns it, F flips it, Enter places it, Esc cancels.</source>
            <translation>要挖掘哪一種隧道板塊？接著在版圖上放置：方向鍵移動，R 旋轉，F 翻轉，Enter 放置，Esc 取消。</translation>
        </message>
        <message>
            <source>%1 statue at %2</source>
            <translation>%2 的%1雕像</translation>
        </message>
        <message>
            <source>Every statue is still buried: a statue moves once a tunnel, hall or gate covers it (MOVE-CART).</source>
            <translation>所有雕像都仍被掩埋：隧道、大廳或大門覆蓋雕像後，雕像才能移動（MOVE-CART）。</translation>
        </message>
        <message>
            <source>Move a Statue</source>
            <translation>移動雕像</translation>
        </message>
        <message>
            <source>Which statue does %1 move?</source>
            <translation>%1 要移動哪一座雕像？</translation>
        </message>
        <message numerus="yes">
            <source>Where does the %1 statue at %2 go? %n square(s) the rules allow come first.</source>
            <translation>
                <numerusform>%2 的%1雕像要移到哪裡？規則允許的 %n 格排在最前面。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TmfiHelpersWindow</name>
        <message>
            <source>Refused:</source>
            <translation>拒絕：</translation>
        </message>
        <message>
            <source>%1 won the %2 with a bid of %3: they start on %4 VP (TMFI-015).</source>
            <translation>%1 以出價 %3 得標%2：從 %4 分開始（TMFI-015）。</translation>
        </message>
        <message>
            <source>The next round opens with %1, the first player to the winner's left without a faction.</source>
            <translation>下一輪由 %1 開始出價：得標者左手邊第一位還沒有種族的玩家。</translation>
        </message>
        <message>
            <source>Every player has a faction: the auction is over.</source>
            <translation>每位玩家都有種族了：競拍結束。</translation>
        </message>
        <message>
            <source>Enter the players above, in seating order.</source>
            <translation>請在上方依座位順序輸入玩家。</translation>
        </message>
        <message>
            <source>The auction is over.</source>
            <translation>競拍已結束。</translation>
        </message>
        <message>
            <source>Tick the factions auctioned, one per player.</source>
            <translation>請勾選參與競拍的種族，每位玩家一個。</translation>
        </message>
        <message>
            <source>Round %1: %2 opens the bidding (0 to 40).</source>
            <translation>第 %1 輪：由 %2 開始出價（0 到 40）。</translation>
        </message>
        <message>
            <source>Round %1: %2 bids %3 for the %4; %5 to bid or pass.</source>
            <translation>第 %1 輪：%2 為%4出價 %3；輪到 %5 出價或放棄。</translation>
        </message>
        <message>
            <source>&amp;Bid:</source>
            <translation>出價(&amp;B)：</translation>
        </message>
        <message>
            <source>&amp;Bid of %1:</source>
            <translation>%1 的出價(&amp;B)：</translation>
        </message>
        <message>
            <source>Highest bid: %1 by %2 (TMFI-015).</source>
            <translation>最高出價：%2 出價 %1（TMFI-015）。</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>還沒有人</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) passed; the next round follows the order of passing (TMFI-025).</source>
            <translation>
                <numerusform>%n 位玩家已放棄行動；下一輪按放棄行動的先後順序進行（TMFI-025）。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>pick %1</source>
            <translation>第 %1 個選擇</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <translation>以%2為地形的%1</translation>
        </message>
        <message>
            <source>%1 may be chosen.</source>
            <translation>可以選擇%1。</translation>
        </message>
        <message>
            <source>Terrains the %1 may take:</source>
            <translation>%1可選的地形：</translation>
        </message>
        <message>
            <source>The Riverwalkers start on %1: a priest on each of %2 (TMFI-019).</source>
            <translation>河流行者以%1為初始地形：在%2各放一個祭司（TMFI-019）。</translation>
        </message>
        <message>
            <source>The Riverwalkers' priests are shown once they choose their start terrain.</source>
            <translation>河流行者選定初始地形後，這裡會顯示其祭司的位置。</translation>
        </message>
        <message numerus="yes">
            <source>%n spade(s)</source>
            <translation>
                <numerusform>%n 個鏟子</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n power token(s) removed</source>
            <translation>
                <numerusform>移除 %n 個魔力指示物</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n space(s) down a cult track</source>
            <translation>
                <numerusform>信仰軌道後退 %n 格</numerusform>
            </translation>
        </message>
        <message>
            <source>not possible</source>
            <translation>不可能</translation>
        </message>
        <message>
            <source>%1 from %2: %3 (%4)</source>
            <translation>%1從%2轉化：%3（%4）</translation>
        </message>
        <message>
            <source>Fire &amp; Ice table helpers — Hallkeeper</source>
            <translation>火與冰牌桌助手 — Hallkeeper</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>玩家(&amp;P)：</translation>
        </message>
        <message>
            <source>Names in seating order, separated by commas</source>
            <translation>依座位順序輸入名字，以逗號分隔</translation>
        </message>
        <message>
            <source>F1 opens the rule of the helper shown; Ctrl+1 to Ctrl+4 switch helpers.</source>
            <translation>F1 開啟目前助手的規則；Ctrl+1 到 Ctrl+4 切換助手。</translation>
        </message>
        <message>
            <source>Faction auction</source>
            <translation>種族競拍</translation>
        </message>
        <message>
            <source>Turn order</source>
            <translation>回合順序</translation>
        </message>
        <message>
            <source>Factions and terrains</source>
            <translation>種族與地形</translation>
        </message>
        <message>
            <source>Spade costs</source>
            <translation>鏟子花費</translation>
        </message>
        <message>
            <source>Factions auctioned</source>
            <translation>參與競拍的種族</translation>
        </message>
        <message>
            <source>Bids, in turn (TMFI-015)</source>
            <translation>依序出價（TMFI-015）</translation>
        </message>
        <message>
            <source>&amp;Faction:</source>
            <translation>種族(&amp;F)：</translation>
        </message>
        <message>
            <source>Place the bi&amp;d</source>
            <translation>出價(&amp;D)</translation>
        </message>
        <message>
            <source>P&amp;ass</source>
            <translation>放棄(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;New auction</source>
            <translation>重新競拍(&amp;N)</translation>
        </message>
        <message>
            <source>A player who passes is out of this round; the last bidder left wins the faction.</source>
            <translation>放棄的玩家退出本輪；最後留下的出價者得標該種族。</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Faction won</source>
            <translation>得標種族</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>出價</translation>
        </message>
        <message>
            <source>Start VP (40 − bid)</source>
            <translation>起始分數（40 − 出價）</translation>
        </message>
        <message>
            <source>This &amp;round's order:</source>
            <translation>本輪順序(&amp;R)：</translation>
        </message>
        <message>
            <source>Names or factions, separated by commas</source>
            <translation>玩家或種族名稱，以逗號分隔</translation>
        </message>
        <message>
            <source>&amp;Who passes:</source>
            <translation>放棄行動的玩家(&amp;W)：</translation>
        </message>
        <message>
            <source>Record the pa&amp;ss</source>
            <translation>記錄放棄行動(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Undo the last pass</source>
            <translation>撤銷上一次放棄行動(&amp;U)</translation>
        </message>
        <message>
            <source>Passed, in order:</source>
            <translation>已放棄行動（依序）：</translation>
        </message>
        <message>
            <source>Next round's &amp;order (TMFI-025):</source>
            <translation>下一輪順序(&amp;O)（TMFI-025）：</translation>
        </message>
        <message>
            <source>Start the ne&amp;xt round</source>
            <translation>開始下一輪(&amp;X)</translation>
        </message>
        <message>
            <source>After a faction auction: only its factions, not their home terrains (TMFI-024)</source>
            <translation>種族競拍後：只能選競拍的種族，不能選其原生地形（TMFI-024）</translation>
        </message>
        <message>
            <source>P&amp;layer:</source>
            <translation>玩家(&amp;L)：</translation>
        </message>
        <message>
            <source>&amp;Terrain it chooses:</source>
            <translation>選擇的地形(&amp;T)：</translation>
        </message>
        <message>
            <source>(not chosen yet)</source>
            <translation>（尚未選擇）</translation>
        </message>
        <message>
            <source>&amp;Add the pick</source>
            <translation>加入此選擇(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Remove the last pick</source>
            <translation>移除最後一個選擇(&amp;R)</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>種族</translation>
        </message>
        <message>
            <source>Terrain</source>
            <translation>地形</translation>
        </message>
        <message>
            <source>Factions still a&amp;vailable:</source>
            <translation>仍可選的種族(&amp;V)：</translation>
        </message>
        <message>
            <source>Its &amp;chosen terrain:</source>
            <translation>其選擇的地形(&amp;C)：</translation>
        </message>
        <message>
            <source>&amp;Transform from:</source>
            <translation>轉化前的地形(&amp;T)：</translation>
        </message>
        <message>
            <source>Another player's &amp;home terrain</source>
            <translation>其他玩家的原生地形(&amp;H)</translation>
        </message>
        <message>
            <source>From</source>
            <translation>轉化前</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>花費</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>規則</translation>
        </message>
        <message>
            <source>Fire &amp;&amp; Ice Table &amp;Helpers…</source>
            <translation>火與冰牌桌助手(&amp;H)…</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TracingPhotoPanel</name>
        <message>
            <source>Open…</source>
            <translation>開啟…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Show the photo</source>
            <translation>顯示照片</translation>
        </message>
        <message>
            <source>&amp;Opacity:</source>
            <translation>不透明度(&amp;O)：</translation>
        </message>
        <message>
            <source>Reset the alignment</source>
            <translation>重設對齊</translation>
        </message>
        <message>
            <source>Trace the printed board: open a photo taken from above, choose Align Photo (A) and drag each corner of the grid onto the same corner of the board in the photo.</source>
            <translation>描繪印刷版圖：開啟一張從正上方拍攝的照片，選擇「對齊照片」（A），然後將網格的每個角拖曳到照片中版圖的對應角上。</translation>
        </message>
        <message>
            <source>Open a Photo of the Board</source>
            <translation>開啟版圖照片</translation>
        </message>
        <message>
            <source>Images (%1)</source>
            <translation>圖片 (%1)</translation>
        </message>
        <message>
            <source>No photo.</source>
            <translation>沒有照片。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TradeDialog</name>
        <message>
            <source>Trade 4 for 1</source>
            <translation>4 換 1 交換</translation>
        </message>
        <message>
            <source>Return any 4 resources to the supply and take any 1, as often as you like in your turn (TRADE-4TO1).</source>
            <translation>將任意 4 個資源放回供應堆並換取任意 1 個資源，在你的回合中次數不限（TRADE-4TO1）。</translation>
        </message>
        <message>
            <source>Return 4</source>
            <translation>放回 4 個</translation>
        </message>
        <message>
            <source>Take 1</source>
            <translation>拿取 1 個</translation>
        </message>
        <message>
            <source>Choose the 4 resources to return.</source>
            <translation>選擇要放回的 4 個資源。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TrollCardEditor</name>
        <message>
            <source>Level</source>
            <translation>等級</translation>
        </message>
        <message>
            <source>The level of the troll: starting trolls are level 0</source>
            <translation>巨魔的等級：起始巨魔為 0 級</translation>
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
            <translation>資源標記</translation>
        </message>
        <message>
            <source>Start row:</source>
            <translation>起始資源行：</translation>
        </message>
        <message>
            <source>Resources taken once at setup (SET-MOOT, SET-SEATBONUS)</source>
            <translation>設置時獲得一次的資源（SET-MOOT、SET-SEATBONUS）</translation>
        </message>
        <message>
            <source>Start row</source>
            <translation>起始資源行</translation>
        </message>
        <message>
            <source>Starting troll</source>
            <translation>起始巨魔</translation>
        </message>
        <message>
            <source>Level %1</source>
            <translation>%1 級</translation>
        </message>
        <message>
            <source>From the library:</source>
            <translation>取自卡牌庫：</translation>
        </message>
        <message>
            <source>From the library</source>
            <translation>取自卡牌庫</translation>
        </message>
        <message>
            <source>Pick the card from the troll card library: type a part of its id or of its icons and press Enter, or open the list. "—": the card is entered by hand.</source>
            <translation>從巨魔卡牌庫選取卡牌：輸入其識別碼或資源標記的一部分並按 Enter，或開啟清單。「—」：手動輸入卡牌。</translation>
        </message>
        <message>
            <source>Type a card's id</source>
            <translation>輸入卡牌的識別碼</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Not a card of the library: entered by hand</source>
            <translation>不是卡牌庫中的卡牌：手動輸入</translation>
        </message>
        <message>
            <source>%1; start row: %2</source>
            <translation>%1；起始資源行：%2</translation>
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
            <translation>規模 %1 的%2隧道：%3 個（每個 %4 分）</translation>
        </message>
        <message>
            <source>+%1</source>
            <translation>+%1</translation>
        </message>
        <message>
            <source>Click or press Space to add one; right-click or press − to remove one.</source>
            <translation>按一下或按 Space 新增一個；按右鍵或按 − 移除一個。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TurnWidget</name>
        <message>
            <source>End turn</source>
            <translation>結束回合</translation>
        </message>
        <message>
            <source>Spell</source>
            <translation>咒語</translation>
        </message>
        <message>
            <source>Workshop</source>
            <translation>工坊</translation>
        </message>
        <message>
            <source>Recruit or dig</source>
            <translation>徵募或挖掘</translation>
        </message>
        <message>
            <source>Great hall</source>
            <translation>大廳</translation>
        </message>
        <message>
            <source>Move statues</source>
            <translation>移動雕像</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>第 %1 輪</translation>
        </message>
        <message>
            <source>Turn of %1</source>
            <translation>輪到 %1</translation>
        </message>
        <message>
            <source>%1: done</source>
            <translation>%1：已完成</translation>
        </message>
        <message>
            <source>%1: passed</source>
            <translation>%1：已略過</translation>
        </message>
        <message>
            <source>%1: not yet</source>
            <translation>%1：尚未執行</translation>
        </message>
        <message>
            <source>Steps of the turn</source>
            <translation>回合步驟</translation>
        </message>
        <message>
            <source>The steps of a turn, in order: spell and workshop (optional, either order), recruit or dig (mandatory), a great hall, moving statues.</source>
            <translation>回合步驟依序為：咒語和工坊（可選，順序不限）、徵募或挖掘（必須）、設立大廳、移動雕像。</translation>
        </message>
        <message>
            <source>coronation token %1: still to take</source>
            <translation>加冕標記 %1：尚未被拿取</translation>
        </message>
        <message>
            <source>coronation token %1: taken by %2</source>
            <translation>加冕標記 %1：已被 %2 拿取</translation>
        </message>
        <message>
            <source>Coronation tokens</source>
            <translation>加冕標記</translation>
        </message>
        <message>
            <source>The first player to recruit a 10th troll takes the higher token; taking the 3 triggers the end.</source>
            <translation>第一個徵募第 10 個巨魔的玩家拿取分數較高的標記；拿取 3 分標記會觸發遊戲結束。</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>遊戲結束</translation>
        </message>
        <message>
            <source>Last turn of the game</source>
            <translation>遊戲的最後一個回合</translation>
        </message>
        <message>
            <source>End triggered: 1 more turn after this one</source>
            <translation>已觸發遊戲結束：本回合之後還剩 1 個回合</translation>
        </message>
        <message>
            <source>End triggered: %1 more turns after this one</source>
            <translation>已觸發遊戲結束：本回合之後還剩 %1 個回合</translation>
        </message>
        <message>
            <source>The coronation token 3 is taken: the round is finished, then every player takes 2 more turns.</source>
            <translation>3 分加冕標記已被拿取：完成本輪後，每位玩家再執行 2 個回合。</translation>
        </message>
        <message>
            <source>End the turn of %1</source>
            <translation>結束 %1 的回合</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>回合</translation>
        </message>
        <message>
            <source>Round %1, turn of %2</source>
            <translation>第 %1 輪，輪到 %2</translation>
        </message>
        <message>
            <source>End turn anyway…</source>
            <translation>仍要結束回合…</translation>
        </message>
        <message>
            <source>The rules do not let the turn of %1 end yet:
%2</source>
            <translation>規則還不允許結束 %1 的回合：
%2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::VerdictView</name>
        <message>
            <source>Allowed by the rules</source>
            <translation>規則允許</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::WorkshopDialog</name>
        <message>
            <source>Use a workshop</source>
            <translation>啟動工坊</translation>
        </message>
        <message>
            <source>There is no workshop at %1.</source>
            <translation>%1 沒有工坊。</translation>
        </message>
        <message>
            <source>Use the %1</source>
            <translation>啟動%1</translation>
        </message>
        <message>
            <source>Open entrances (WS-ENTRANCES)</source>
            <translation>開啟的入口（WS-ENTRANCES）</translation>
        </message>
        <message>
            <source>No entrance is open: no network touches the workshop.</source>
            <translation>沒有開啟的入口：沒有任何通路網與這個工坊相鄰。</translation>
        </message>
        <message>
            <source>Open entrances: %1, opened by the network of %2. One activation per open entrance.</source>
            <translation>開啟的入口：%1，由 %2 的通路網開啟。每個開啟的入口可啟動一次。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Activations:</source>
            <translation>啟動次數：</translation>
        </message>
        <message>
            <source>Exchanges, one per activation</source>
            <translation>交換（每次啟動一次）</translation>
        </message>
        <message>
            <source>Activation %1:</source>
            <translation>第 %1 次啟動：</translation>
        </message>
        <message>
            <source>take one resource from a troll to your storage</source>
            <translation>將一個巨魔身上的 1 個資源移到你的儲存區</translation>
        </message>
        <message>
            <source>any 2 resources → 1 %1</source>
            <translation>任意 2 個資源 → 1 個%1</translation>
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
            <translation>第 %2 格巨魔的第 %1 個資源標記：%3</translation>
        </message>
        <message>
            <source>No resource lies on your trolls.</source>
            <translation>你的巨魔身上沒有資源。</translation>
        </message>
        <message>
            <source>One workshop per turn (WS-USE): the %1 at %2 was used this turn.</source>
            <translation>每回合只能啟動一個工坊（WS-USE）：本回合已經啟動了 %2 的%1。</translation>
        </message>
        <message>
            <source>workshop</source>
            <translation>工坊</translation>
        </message>
        <message>
            <source>Activated this turn already: %1; activations left: %2 (WS-ENTRANCES).</source>
            <translation>本回合已啟動：%1 次；還可啟動：%2 次（WS-ENTRANCES）。</translation>
        </message>
    </context>
</TS>
