<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
    <context>
        <name>Action</name>
        <message>
            <source>%1 casts spell %2</source>
            <translation>%1が%2枚目の呪文を唱える</translation>
        </message>
        <message>
            <source>%1 casts %2</source>
            <translation>%1が呪文「%2」を唱える</translation>
        </message>
        <message>
            <source>%1 dedicates %2 at %3</source>
            <translation>%1が%3に%2を改築する</translation>
        </message>
        <message>
            <source>%1 moves the %2 statue from %3 to %4</source>
            <translation>%1が%2の彫像を%3から%4へ移動する</translation>
        </message>
        <message>
            <source>%1 trades 4 resources for 1 %2</source>
            <translation>%1が資源4つと引き換えに%2を1つ得る</translation>
        </message>
        <message>
            <source>Correction for %1: %2</source>
            <translation>%1の修正：%2</translation>
        </message>
        <message>
            <source>%1 ends the turn</source>
            <translation>%1が手番を終える</translation>
        </message>
        <message>
            <source> — recorded against %1: %2</source>
            <translation> — 例外記録（%1 に違反）：%2</translation>
        </message>
        <message>
            <source>%1 uses the %2 at %3 once</source>
            <translation>%1が%3の%2を1回使う</translation>
        </message>
        <message>
            <source>%1 uses the %2 at %3, %4 times</source>
            <translation>%1が%3の%2を%4回使う</translation>
        </message>
        <message>
            <source>%1 digs tunnel tile %2 with %3 at %4</source>
            <translation>%1が%3を支払い、トンネルタイル%2を%4に掘削する</translation>
        </message>
        <message>
            <source>%1 uses a workshop at %2 once</source>
            <translation>%1が%2の工房を1回使う</translation>
        </message>
        <message>
            <source>%1 uses a workshop at %2, %3 times</source>
            <translation>%1が%2の工房を%3回使う</translation>
        </message>
        <message>
            <source>%1 moves statue %2 to %3</source>
            <translation>%1が彫像%2を%3へ移動する</translation>
        </message>
        <message>
            <source>the level %1 %2 troll</source>
            <translation>レベル%1の%2のトロール</translation>
        </message>
        <message>
            <source>the level %1 troll</source>
            <translation>レベル%1のトロール</translation>
        </message>
        <message>
            <source>%1 recruits %2 from place %3 of the clan market</source>
            <translation>%1がトロールカードの場の%3番目から%2を招集</translation>
        </message>
        <message>
            <source>%1 recruits %2 from place %3 of the clan market into the moot, row %4 from the bottom, place %5</source>
            <translation>%1がトロールカードの場の%3番目から%2を招集し、トロールズムートの下から%4段目、%5番目に置く</translation>
        </message>
    </context>
    <context>
        <name>AppSettings</name>
        <message>
            <source>the settings file %1 is not a regular file: settings are not read, and what changes during this run is not kept</source>
            <translation>設定ファイル %1 は通常のファイルではありません：設定は読み込まれず、今回の実行中の変更も保存されません</translation>
        </message>
    </context>
    <context>
        <name>Autosave</name>
        <message>
            <source>cannot create the folder %1</source>
            <translation>フォルダー %1 を作成できません</translation>
        </message>
    </context>
    <context>
        <name>BgStatsImport</name>
        <message>
            <source>expected %1, found %2</source>
            <translation>%1 が必要ですが、%2 でした</translation>
        </message>
        <message>
            <source>expected a whole number, found nothing (the key is missing)</source>
            <translation>整数が必要ですが、何もありません（キーがありません）</translation>
        </message>
        <message>
            <source>a whole number from %1 to %2</source>
            <translation>%1〜%2 の整数</translation>
        </message>
        <message>
            <source>true or false (or 1 or 0)</source>
            <translation>true または false（または 1 または 0）</translation>
        </message>
        <message>
            <source>expected a text, found nothing (the key is missing)</source>
            <translation>テキストが必要ですが、何もありません（キーがありません）</translation>
        </message>
        <message>
            <source>a text</source>
            <translation>テキスト</translation>
        </message>
        <message>
            <source>expected a list, found nothing (the key is missing)</source>
            <translation>リストが必要ですが、何もありません（キーがありません）</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>リスト</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>オブジェクト</translation>
        </message>
        <message>
            <source>expected an id used once in "%1", found %2 a second time</source>
            <translation>「%1」の id は一度だけのはずですが、%2 が二度目に現れました</translation>
        </message>
        <message>
            <source>a BG Stats backup (an object with "plays", "players" and "games")</source>
            <translation>BG Stats のバックアップ（"plays"、"players"、"games" を持つオブジェクト）</translation>
        </message>
        <message>
            <source>expected a BG Stats backup, with "plays", "players" and "games"; found no "plays"</source>
            <translation>"plays"、"players"、"games" を持つ BG Stats のバックアップが必要ですが、"plays" がありません</translation>
        </message>
        <message>
            <source>expected the game's name, found an empty text</source>
            <translation>ゲーム名が必要ですが、空のテキストでした</translation>
        </message>
        <message>
            <source>expected the id of a game of "games" (%1), found %2</source>
            <translation>"games" のゲームの id（%1）が必要ですが、%2 でした</translation>
        </message>
        <message>
            <source>there are none</source>
            <translation>ひとつもありません</translation>
        </message>
        <message>
            <source>a date and time such as "2024-03-09 20:15:00"</source>
            <translation>"2024-03-09 20:15:00" のような日時</translation>
        </message>
        <message>
            <source>expected 0 or the id of a location of "locations" (%1), found %2</source>
            <translation>0 または "locations" の場所の id（%1）が必要ですが、%2 でした</translation>
        </message>
        <message>
            <source>expected the id of a player of "players" (%1), found %2</source>
            <translation>"players" のプレイヤーの id（%1）が必要ですが、%2 でした</translation>
        </message>
        <message>
            <source>a score: empty, a number, or a sum such as "-10+7+22"</source>
            <translation>得点：空、数値、または "-10+7+22" のような合計</translation>
        </message>
    </context>
    <context>
        <name>BggImport</name>
        <message>
            <source>%1 (line %2)</source>
            <translation>%1（%2 行目）</translation>
        </message>
        <message>
            <source>expected %1, found "%2"</source>
            <translation>%1 が必要ですが、「%2」でした</translation>
        </message>
        <message>
            <source>a whole number from %1 to %2</source>
            <translation>%1〜%2 の整数</translation>
        </message>
        <message>
            <source>0 or 1</source>
            <translation>0 または 1</translation>
        </message>
        <message>
            <source>a &lt;player&gt; element</source>
            <translation>&lt;player&gt; 要素</translation>
        </message>
        <message>
            <source>a score: empty, a number, or a sum such as "-10+7+22"</source>
            <translation>得点：空、数値、または "-10+7+22" のような合計</translation>
        </message>
        <message>
            <source>expected a BoardGameGeek plays file, whose root is &lt;plays&gt;, found %1</source>
            <translation>ルートが &lt;plays&gt; の BoardGameGeek プレイファイルが必要ですが、%1 でした</translation>
        </message>
        <message>
            <source>no element</source>
            <translation>要素なし</translation>
        </message>
        <message>
            <source>a &lt;play&gt; element</source>
            <translation>&lt;play&gt; 要素</translation>
        </message>
        <message>
            <source>a date such as "2024-03-09"</source>
            <translation>"2024-03-09" のような日付</translation>
        </message>
        <message>
            <source>the game's name</source>
            <translation>ゲーム名</translation>
        </message>
        <message>
            <source>the game's BoardGameGeek id</source>
            <translation>ゲームの BoardGameGeek id</translation>
        </message>
        <message>
            <source>expected an &lt;item&gt; naming the game, found none</source>
            <translation>ゲームを示す &lt;item&gt; が必要ですが、ありません</translation>
        </message>
        <message>
            <source>expected well-formed XML: %1 (column %2)</source>
            <translation>整形式の XML が必要です：%1（%2 列目）</translation>
        </message>
        <message>
            <source>expected the rest of the file: it ends in the middle</source>
            <translation>ファイルの続きが必要です：途中で終わっています</translation>
        </message>
    </context>
    <context>
        <name>Board</name>
        <message>
            <source>winter side</source>
            <translation>冬の面</translation>
        </message>
        <message>
            <source>autumn side</source>
            <translation>秋の面</translation>
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
            <translation>盤面の外</translation>
        </message>
        <message>
            <source>Mountain Heart</source>
            <translation>山の中心部</translation>
        </message>
        <message>
            <source>Layer %1</source>
            <translation>層%1</translation>
        </message>
        <message>
            <source>Rubble square</source>
            <translation>がれきスペース</translation>
        </message>
        <message>
            <source>Buried resources</source>
            <translation>埋もれた資源</translation>
        </message>
        <message>
            <source>Statue spot</source>
            <translation>彫像スポット</translation>
        </message>
        <message>
            <source>Workshop site</source>
            <translation>工房用地</translation>
        </message>
        <message>
            <source>Gate start point</source>
            <translation>門のスタート地点</translation>
        </message>
        <message>
            <source>&amp;Brush</source>
            <translation>ブラシ(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Rectangle</source>
            <translation>長方形(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Fill</source>
            <translation>塗りつぶし(&amp;F)</translation>
        </message>
        <message>
            <source>Fea&amp;ture</source>
            <translation>要素(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Select</source>
            <translation>選択(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Align Photo</source>
            <translation>写真の位置合わせ(&amp;A)</translation>
        </message>
        <message>
            <source>Press and drag to paint the terrain square by square.</source>
            <translation>ボタンを押したままドラッグして、地形を1マスずつ塗ります。</translation>
        </message>
        <message>
            <source>Press on one corner, release on the opposite corner: the rectangle is painted.</source>
            <translation>一方の角でボタンを押し、対角の角で離すと、その長方形が塗られます。</translation>
        </message>
        <message>
            <source>Click a square: the region of the same terrain joined to it is painted.</source>
            <translation>マスをクリックすると、そのマスとつながっている同じ地形の領域が塗られます。</translation>
        </message>
        <message>
            <source>Click to stamp the feature; right-click to remove that feature from the square.</source>
            <translation>クリックで要素をスタンプし、右クリックでその要素をマスから取り除きます。</translation>
        </message>
        <message>
            <source>Click a square to see its features; Delete removes them; the arrow keys move.</source>
            <translation>マスをクリックするとその要素が表示されます。Delete キーで要素を取り除き、矢印キーで選択を移動します。</translation>
        </message>
        <message>
            <source>Drag each corner handle of the grid onto the same corner of the board in the photo.</source>
            <translation>グリッドの四隅のハンドルを、それぞれ写真に写った盤面の同じ角までドラッグします。</translation>
        </message>
        <message>
            <source>buried resources (%1)</source>
            <translation>埋もれた資源（%1）</translation>
        </message>
        <message>
            <source>gate start point for %1 players</source>
            <translation>%1人用の門のスタート地点</translation>
        </message>
        <message>
            <source>Show an &amp;Example</source>
            <translation>見本を示す(&amp;E)</translation>
        </message>
        <message>
            <source>Choose a terrain (1–5, H, 0) and click a square of it: the layers are recognised again with your example. The right button takes an example back.</source>
            <translation>地形を選び（1–5、H、0）、その地形のマスをクリックします。見本に合わせて層がもう一度認識されます。右ボタンで見本を取り消します。</translation>
        </message>
    </context>
    <context>
        <name>BoardReader</name>
        <message>
            <source>expected %1 rows ("rows"), found %2</source>
            <translation>%1行（"rows"）である必要があります（実際の行数：%2）</translation>
        </message>
        <message>
            <source>row %1 has %2 characters, expected %3 ("columns")</source>
            <translation>%1行目は%2文字ですが、%3文字である必要があります（"columns"）</translation>
        </message>
        <message>
            <source>row %1, column %2: unknown character "%3"; expected "." (off the board), "1" to "5" (a layer) or "H" (the Mountain Heart)</source>
            <translation>%1行目%2列目：不明な文字 "%3" です。"."（盤面の外）、"1"～"5"（層）、"H"（山の中心部）のいずれかである必要があります</translation>
        </message>
        <message>
            <source>expected a name for the board, found an empty one</source>
            <translation>盤面の名前が必要ですが、空になっています</translation>
        </message>
        <message>
            <source>the board has no Mountain Heart ("H")</source>
            <translation>盤面に山の中心部（"H"）がありません</translation>
        </message>
        <message>
            <source>rubble</source>
            <translation>がれき</translation>
        </message>
        <message>
            <source>buried resources</source>
            <translation>埋もれた資源</translation>
        </message>
        <message>
            <source>a statue spot</source>
            <translation>彫像スポット</translation>
        </message>
        <message>
            <source>a workshop site</source>
            <translation>工房用地</translation>
        </message>
        <message>
            <source>a gate start point</source>
            <translation>門のスタート地点</translation>
        </message>
        <message>
            <source>square %1 is outside the %2 × %3 grid</source>
            <translation>マス%1は%2 × %3のグリッドの外にあります</translation>
        </message>
        <message>
            <source>square %1 is off the board (".")</source>
            <translation>マス%1は盤面の外です（"."）</translation>
        </message>
        <message>
            <source>square %1 is the Mountain Heart, where nothing is printed</source>
            <translation>マス%1は山の中心部で、そこには何も印刷されていません</translation>
        </message>
        <message>
            <source>square %1 cannot hold both %2 and %3 (%4)</source>
            <translation>マス%1に%2と%3の両方を置くことはできません（%4）</translation>
        </message>
        <message>
            <source>expected an integer from 0 to 9, found %1</source>
            <translation>0～9の整数である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected at least one buried resource</source>
            <translation>埋もれた資源が少なくとも1つ必要です</translation>
        </message>
        <message>
            <source>%1 statue spots, but the box holds %2 statues</source>
            <translation>彫像スポットが%1か所ありますが、箱に入っている彫像は%2個です</translation>
        </message>
        <message>
            <source>expected a player count from 2 to 5, found %1</source>
            <translation>プレイ人数は2～5である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>the board has no gate start point</source>
            <translation>盤面に門のスタート地点がありません</translation>
        </message>
        <message>
            <source>%1 start points are labelled %2, but a %2-player game needs %2</source>
            <translation>「%2」と書かれたスタート地点は%1か所ですが、%2人プレイには%2か所必要です</translation>
        </message>
        <message>
            <source>the board has %1 Mountain Hearts ("H" at %2 and %3); a mountain has one, at its centre</source>
            <translation>盤面に山の中心部が %1 個あります（"H" が %2 と %3）。山の中心部は中央に1つだけです</translation>
        </message>
        <message>
            <source>square %1 is already listed as %2</source>
            <translation>マス%1はすでに%2として登録されています</translation>
        </message>
    </context>
    <context>
        <name>BoardText</name>
        <message>
            <source>layer %1: %2</source>
            <translation>層%1：%2</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1×%2</translation>
        </message>
        <message>
            <source>%1 labelled %2</source>
            <translation>%2人用%1か所</translation>
        </message>
        <message>
            <source>%1 × %2 grid: %3 mountain squares (%4); Mountain Heart squares: %5</source>
            <translation>%1 × %2のグリッド：山のマス%3（%4）；山の中心部のマス：%5</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Rubble squares: %1</source>
            <translation>がれきスペース：%1</translation>
        </message>
        <message>
            <source>Squares with buried resources: %1 (%2)</source>
            <translation>埋もれた資源があるマス：%1（%2）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Statue spots: %1</source>
            <translation>彫像スポット：%1</translation>
        </message>
        <message>
            <source>Workshop sites: %1</source>
            <translation>工房用地：%1</translation>
        </message>
        <message>
            <source>Gate start points: %1 (%2)</source>
            <translation>門のスタート地点：%1（%2）</translation>
        </message>
        <message>
            <source>1-5 layer (outer to inner), H Mountain Heart, # rubble, $ buried resources, S statue spot, W workshop site, Gn gate start point for n players</source>
            <translation>1-5 層（外側から内側へ）、H 山の中心部、# がれきスペース、$ 埋もれた資源、S 彫像スポット、W 工房用地、Gn n人用の門のスタート地点</translation>
        </message>
    </context>
    <context>
        <name>CatalogReader</name>
        <message>
            <source>row %1 has %2 characters, the first row %3</source>
            <translation>%1行目は%2文字ですが、最初の行は%3文字です</translation>
        </message>
        <message>
            <source>row %1, column %2: unknown character "%3"; expected "#" (a square), "A" (the anchor or altar) or "." (nothing)</source>
            <translation>%1行目%2列目：不明な文字 "%3" です。"#"（マス）、"A"（アンカーまたは祭壇）、"."（なし）のいずれかである必要があります</translation>
        </message>
        <message>
            <source>the shape has no square</source>
            <translation>形状にマスがありません</translation>
        </message>
        <message>
            <source>the squares of the shape are not all joined by their edges</source>
            <translation>形状のマスの一部が辺でつながっていません</translation>
        </message>
        <message>
            <source>expected an identifier, found an empty one</source>
            <translation>識別子が必要ですが、空になっています</translation>
        </message>
        <message>
            <source>a tunnel tile has at most one anchor "A", found %1</source>
            <translation>トンネルタイルのアンカー "A" は1つまでです（実際の数：%1）</translation>
        </message>
        <message>
            <source>a great hall has exactly one altar "A", found %1</source>
            <translation>大広間には祭壇 "A" がちょうど1つ必要です（実際の数：%1）</translation>
        </message>
        <message>
            <source>expected a name for the catalog, found an empty one</source>
            <translation>カタログの名前が必要ですが、空になっています</translation>
        </message>
        <message>
            <source>the identifier "%1" is already used</source>
            <translation>識別子「%1」はすでに使われています</translation>
        </message>
        <message>
            <source>a tunnel tile has 2 to 5 squares, found %1</source>
            <translation>トンネルタイルは2～5マスである必要があります（実際のマス数：%1）</translation>
        </message>
        <message>
            <source>size-5 tunnel tiles have no anchor</source>
            <translation>サイズ5のトンネルタイルにはアンカーがありません</translation>
        </message>
        <message>
            <source>tunnel tiles of 2 to 4 squares have an anchor: mark it "A"</source>
            <translation>2～4マスのトンネルタイルにはアンカーがあります："A" で示してください</translation>
        </message>
        <message>
            <source>expected an integer from 0 to %1, found %2</source>
            <translation>0～%1の整数である必要があります（実際の値：%2）</translation>
        </message>
        <message>
            <source>the same tile as %1, turned or flipped; give it one entry with its count</source>
            <translation>%1を回転または裏返したものと同じタイルです。1つの項目にまとめて枚数を指定してください</translation>
        </message>
        <message>
            <source>the box holds %1 tunnel tiles, but the counts add up to %2</source>
            <translation>箱に入っているトンネルタイルは%1枚ですが、枚数の合計は%2です</translation>
        </message>
        <message>
            <source>the box holds %1 great halls, found %2</source>
            <translation>箱に入っている大広間は%1枚です（実際の数：%2）</translation>
        </message>
        <message>
            <source>expected a name for the hall, found an empty one</source>
            <translation>大広間の名前が必要ですが、空になっています</translation>
        </message>
        <message>
            <source>a great hall covers at least 2 squares</source>
            <translation>大広間は2マス以上である必要があります</translation>
        </message>
        <message>
            <source>expected an integer ≥ 0, found %1</source>
            <translation>≥ 0 の整数である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected an integer ≥ the low value %1, found %2</source>
            <translation>≥ 小さい方の値（%1）の整数である必要があります（実際の値：%2）</translation>
        </message>
        <message>
            <source>"%1" is already listed; give each kind once with its count</source>
            <translation>「%1」はすでに記載されています。種類ごとに1回だけ、枚数とともに記載してください</translation>
        </message>
        <message>
            <source>expected a level from 0 (a starting troll) to 3, found %1</source>
            <translation>レベルは0（初期トロール）～3である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>a starting troll (level 0) has no clan</source>
            <translation>初期トロール（レベル0）には氏族がありません</translation>
        </message>
        <message>
            <source>only starting trolls (level 0) have a start row</source>
            <translation>開始時資源があるのは初期トロール（レベル0）だけです</translation>
        </message>
        <message>
            <source>expected at least one icon in the card's row, found none</source>
            <translation>カードの段にシンボルが少なくとも1つ必要ですが、1つもありません</translation>
        </message>
        <message>
            <source>the box holds %1 starting trolls, the library lists %2</source>
            <translation>箱に入っている初期トロールは%1枚ですが、ライブラリには%2枚あります</translation>
        </message>
        <message>
            <source>the box holds %1 level %2 trolls, the library lists %3</source>
            <translation>箱に入っているレベル%2のトロールは%1枚ですが、ライブラリには%3枚あります</translation>
        </message>
        <message>
            <source>a picture of a tile or hall has at most %1 rows of at most %1 squares, found %2: a limit of Hallkeeper's, far beyond any real one</source>
            <translation>タイルや大広間の図は最大 %1 行、各行最大 %1 マスです（実際：%2）。Hallkeeper の上限で、実物をはるかに超えています</translation>
        </message>
        <message>
            <source>a level %1 troll belongs to a clan; this one has none</source>
            <translation>レベル%1のトロールはいずれかの氏族に属しますが、このカードには氏族がありません</translation>
        </message>
        <message numerus="yes">
            <source>the same tile as %1, turned or flipped, as are %n more entries (%2); give the tile one entry with its count</source>
            <translation>
                <numerusform>%1を回転または裏返したものと同じタイルです。ほかに %n 項目も同じです（%2）。このタイルは1つの項目にまとめて枚数を指定してください</numerusform>
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
            <translation>泥</translation>
        </message>
        <message>
            <source>Fire</source>
            <translation>炎</translation>
        </message>
        <message>
            <source>Ice</source>
            <translation>氷</translation>
        </message>
        <message>
            <source>Moon</source>
            <translation>月</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>unknown language "%1"; expected one of: %2</source>
            <translation>不明な言語「%1」です。使用できる言語：%2</translation>
        </message>
        <message>
            <source>--lang needs a language code</source>
            <translation>--lang には言語コードを指定してください</translation>
        </message>
        <message>
            <source>no command given</source>
            <translation>コマンドが指定されていません</translation>
        </message>
        <message>
            <source>score needs exactly one FILE</source>
            <translation>score には FILE をちょうど1つ指定してください</translation>
        </message>
        <message>
            <source>unknown command "%1"</source>
            <translation>不明なコマンド「%1」です</translation>
        </message>
        <message>
            <source>rules takes at most one rule ID</source>
            <translation>rules に指定できるルール ID は1つまでです</translation>
        </message>
        <message>
            <source>board needs exactly one FILE</source>
            <translation>board には FILE をちょうど1つ指定してください</translation>
        </message>
        <message>
            <source>no rule "%1"; "hallkeeper-cli rules" lists them all</source>
            <translation>ルール「%1」はありません。「hallkeeper-cli rules」ですべてのルールを一覧表示できます</translation>
        </message>
        <message>
            <source>%1 actions: %2 illegal, %3 recorded as overrides.</source>
            <translation>行動%1件：違反%2件、例外記録%3件。</translation>
        </message>
        <message>
            <source>After %1 of %2 actions:</source>
            <translation>%2件の行動のうち%1件を実行した後：</translation>
        </message>
        <message>
            <source>--write-sheet needs a game file</source>
            <translation>--write-sheet にはゲームファイルが必要です</translation>
        </message>
        <message>
            <source>--until needs a number of actions</source>
            <translation>--until には行動の数を指定してください</translation>
        </message>
        <message>
            <source>%1 needs exactly one GAME file</source>
            <translation>%1 には GAME ファイルをちょうど1つ指定してください</translation>
        </message>
        <message>
            <source>No autosave is waiting to be recovered.</source>
            <translation>復元を待っている自動保存はありません。</translation>
        </message>
        <message>
            <source>Autosaves left by a session that did not end cleanly, newest first:</source>
            <translation>正常に終了しなかったセッションが残した自動保存（新しい順）：</translation>
        </message>
        <message>
            <source>a game never saved</source>
            <translation>一度も保存されていないゲーム</translation>
        </message>
        <message>
            <source>saved %1 · actions: %2 · file: %3</source>
            <translation>保存 %1 · 行動数：%2 · ファイル：%3</translation>
        </message>
        <message>
            <source>To recover one: hallkeeper-cli recover NUMBER FILE</source>
            <translation>復元するには：hallkeeper-cli recover 番号 ファイル</translation>
        </message>
        <message>
            <source>recover takes a NUMBER from its list and a FILE to write</source>
            <translation>recover には一覧の番号（NUMBER）と書き込むファイル（FILE）を指定してください</translation>
        </message>
        <message>
            <source>there is no autosave number %1; run "hallkeeper-cli recover" for the list</source>
            <translation>番号 %1 の自動保存はありません。一覧は「hallkeeper-cli recover」で確認してください</translation>
        </message>
        <message>
            <source>Recovered into %1 (actions: %2).</source>
            <translation>%1 に復元しました（行動数：%2）。</translation>
        </message>
        <message>
            <source>new needs a GAME file to create and --setup FILE</source>
            <translation>new には作成する GAME ファイルと --setup FILE を指定してください</translation>
        </message>
        <message>
            <source>play needs a GAME file and an ACTION</source>
            <translation>play には GAME ファイルと ACTION を指定してください</translation>
        </message>
        <message>
            <source>--override needs the reason the table did it anyway</source>
            <translation>--override には、ルールに反してでもそうした理由を指定してください</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ゲームは終了しています。</translation>
        </message>
        <message>
            <source>Round %1: %2 to play.</source>
            <translation>ラウンド%1：%2の手番です。</translation>
        </message>
        <message>
            <source>expected a statue spot of the board, found %1</source>
            <translation>ボードの彫像スポットである必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected a list of statues, or {"first": [row, column], "cycle": [three different clans]}</source>
            <translation>彫像のリスト、または {"first": [行, 列], "cycle": [異なる3つの氏族]} である必要があります</translation>
        </message>
        <message>
            <source>expected an action as a JSON object, or a list of them, such as {"action": "endTurn"}</source>
            <translation>行動を表す JSON オブジェクト、またはそのリストである必要があります（例：{"action": "endTurn"}）</translation>
        </message>
        <message>
            <source>%1: expected a JSON object holding the setup</source>
            <translation>%1：ゲームの準備の内容を記した JSON オブジェクトである必要があります</translation>
        </message>
        <message>
            <source>Started %1: %2 players on %3.</source>
            <translation>%1 を開始しました：%2人プレイ、ボード：%3。</translation>
        </message>
        <message>
            <source>--override applies to one action: give the actions one at a time</source>
            <translation>--override は1つの行動にしか適用できません。行動を1つずつ指定してください</translation>
        </message>
        <message>
            <source>the action</source>
            <translation>この行動</translation>
        </message>
        <message>
            <source>(the rules allow it: recorded without an override)</source>
            <translation>（ルールで認められている行動のため、例外記録にせずに記録しました）</translation>
        </message>
        <message>
            <source>The rules refuse it: nothing was recorded. To record it all the same, say why with --override "REASON".</source>
            <translation>ルールで認められていないため、何も記録していません。それでも記録するには、--override "REASON" で理由を指定してください。</translation>
        </message>
        <message>
            <source>Actions recorded: %1; in the log: %2.</source>
            <translation>%1件の行動を記録しました（ログ内は計%2件）。</translation>
        </message>
        <message>
            <source>%1: nothing to undo, the log is empty</source>
            <translation>%1：ログが空のため、元に戻せる行動がありません</translation>
        </message>
        <message>
            <source>Undone: log[%1] %2</source>
            <translation>元に戻しました：log[%1] %2</translation>
        </message>
        <message>
            <source>Shows this help.</source>
            <translation>このヘルプを表示します。</translation>
        </message>
        <message>
            <source>Language: en, zh_TW, zh_CN or ja.</source>
            <translation>言語：en、zh_TW、zh_CN または ja。</translation>
        </message>
        <message>
            <source>Final score of a score sheet (.hkscore) or a game (.hkgame): the table, the ranking with the tie-break, and the optimal leftover trades.</source>
            <translation>スコアシート（.hkscore）またはゲーム（.hkgame）の最終得点を表示します：得点表、同点時の判定を含む順位、最適な残り資源の交換。</translation>
        </message>
        <message>
            <source>A score sheet (.hkscore) or a game (.hkgame).</source>
            <translation>スコアシート（.hkscore）またはゲーム（.hkgame）。</translation>
        </message>
        <message>
            <source>Prints the result as JSON.</source>
            <translation>結果を JSON で出力します。</translation>
        </message>
        <message>
            <source>Adds how every number was computed.</source>
            <translation>各数値の計算方法も表示します。</translation>
        </message>
        <message>
            <source>Starts a game file from a setup (docs/formats.md); the board defaults to the Practice Mountain side for the player count.</source>
            <translation>準備の内容（docs/formats.md）からゲームファイルを作成します。ボードを指定しない場合は、プレイ人数に応じた練習用の山の面を使います。</translation>
        </message>
        <message>
            <source>The game file to create (never over an existing one).</source>
            <translation>作成するゲームファイル（既存のファイルは上書きしません）。</translation>
        </message>
        <message>
            <source>The setup: a JSON file holding the "setup" object, or a game.</source>
            <translation>準備の内容："setup" オブジェクトを含む JSON ファイル、またはゲーム。</translation>
        </message>
        <message>
            <source>A side of the Practice Mountain (winter or autumn) or a board file (.hkboard).</source>
            <translation>練習用の山の面（winter または autumn）、またはボードファイル（.hkboard）。</translation>
        </message>
        <message>
            <source>A component catalog (.hkcatalog) instead of the default one.</source>
            <translation>既定のものの代わりに使うコンポーネントカタログ（.hkcatalog）。</translation>
        </message>
        <message>
            <source>Checks an action and records it with what it changed. An action the rules forbid is refused with its rule IDs (exit 1), or recorded as an override with --override.</source>
            <translation>行動を検査し、それによる変化とともに記録します。ルールで禁止されている行動はルールIDとともに拒否されますが（終了ステータス 1）、--override を指定すると例外記録として記録されます。</translation>
        </message>
        <message>
            <source>The game file (.hkgame).</source>
            <translation>ゲームファイル（.hkgame）。</translation>
        </message>
        <message>
            <source>The action as JSON, @FILE to read it from a file, or - for the standard input; a list is recorded whole or not at all.</source>
            <translation>JSON で書いた行動、ファイルから読む @FILE、または標準入力を表す -。リストはすべて記録されるか、まったく記録されないかのどちらかです。</translation>
        </message>
        <message>
            <source>Records an action the rules forbid, saying why the table did it anyway.</source>
            <translation>ルールで禁止されている行動を、それでも卓上で行った理由とともに記録します。</translation>
        </message>
        <message>
            <source>The table after the first N actions (all of them by default), in words and a drawing.</source>
            <translation>最初の N 行動の後（既定ではすべて）の卓上の状態を、文章と図で表示します。</translation>
        </message>
        <message>
            <source>The number of actions to replay.</source>
            <translation>再生する行動の数。</translation>
        </message>
        <message>
            <source>Lists the autosaves a crashed session left behind; with NUMBER and FILE, saves that game to FILE.</source>
            <translation>異常終了したセッションが残した自動保存を一覧表示します。NUMBER と FILE を指定すると、そのゲームを FILE に保存します。</translation>
        </message>
        <message>
            <source>The number of an autosave in the list.</source>
            <translation>一覧にある自動保存の番号。</translation>
        </message>
        <message>
            <source>The game file to write (never over an existing one).</source>
            <translation>書き出すゲームファイル（既存のファイルは上書きしません）。</translation>
        </message>
        <message>
            <source>Checks a board (.hkboard) and draws it in text.</source>
            <translation>ボード（.hkboard）を検査し、テキストで描きます。</translation>
        </message>
        <message>
            <source>A board file (.hkboard).</source>
            <translation>ボードファイル（.hkboard）。</translation>
        </message>
        <message>
            <source>Drops the last action.</source>
            <translation>最後の行動を取り除きます。</translation>
        </message>
        <message>
            <source>Replays a game and lists every action that breaks a rule, with the rule IDs (exit 1 if any).</source>
            <translation>ゲームを再生し、ルールに違反する行動をルールIDとともにすべて表示します（あれば終了ステータス 1）。</translation>
        </message>
        <message>
            <source>the standard input</source>
            <translation>標準入力</translation>
        </message>
        <message>
            <source>the actions</source>
            <translation>これらの行動</translation>
        </message>
        <message>
            <source>the list holds no action: there is nothing to record</source>
            <translation>リストに行動がありません：記録するものはありません</translation>
        </message>
        <message>
            <source>Every rule by section, or one rule with its rulebook passage; --search finds rules by words in any language or by ID, as the app's rules browser does; --markdown writes the rules reference (docs/rules.md).</source>
            <translation>すべてのルールを章ごとに、または1つのルールをルールブックの該当箇所とともに表示します。--search はアプリのルールブラウザーと同じく、どの言語の語句でもルールIDでもルールを検索します。--markdown はルールリファレンス（docs/rules.md）を出力します。</translation>
        </message>
        <message>
            <source>A rule, such as DIG-RUBBLE; with --search, the words to look for.</source>
            <translation>ルール（例：DIG-RUBBLE）。--search と一緒に使うときは検索する語句。</translation>
        </message>
        <message>
            <source>Lists the rules that contain every word given (in any of the four languages) or whose ID starts with it ("PED-").</source>
            <translation>指定したすべての語句を（4言語のいずれかで）含むルール、またはIDがその語句で始まるルール（"PED-"）を一覧表示します。</translation>
        </message>
        <message>
            <source>Writes every rule in Markdown, in the language of --lang.</source>
            <translation>すべてのルールを --lang の言語で Markdown として出力します。</translation>
        </message>
        <message>
            <source>rules --search needs the words to look for</source>
            <translation>rules --search には検索する語句が必要です</translation>
        </message>
        <message>
            <source>Rulebook: %1</source>
            <translation>ルールブック：%1</translation>
        </message>
        <message>
            <source>Why this ruling: %1</source>
            <translation>この裁定の理由：%1</translation>
        </message>
        <message>
            <source>no rule matches "%1"</source>
            <translation>「%1」に一致するルールはありません</translation>
        </message>
        <message>
            <source>Rules reference: In the Hall of the Mountain King</source>
            <translation>ルールリファレンス：マウンテンキング</translation>
        </message>
        <message>
            <source>Generated by `hallkeeper-cli rules --markdown` from Hallkeeper's rule catalog (build target `update_rules_doc`); do not edit by hand. The same rules, with the same IDs, are in the app (Help → Rules) and in `hallkeeper-cli rules`. Other languages: %1.</source>
            <translation>Hallkeeper のルールカタログから `hallkeeper-cli rules --markdown` で生成したものです（ビルドターゲット `update_rules_doc`）。手で編集しないでください。同じルールが同じIDでアプリ（ヘルプ → ルール）と `hallkeeper-cli rules` にもあります。他の言語：%1。</translation>
        </message>
        <message>
            <source>ruling</source>
            <translation>裁定</translation>
        </message>
        <message>
            <source>Why this ruling:</source>
            <translation>この裁定の理由：</translation>
        </message>
        <message>
            <source>is the game it is made from; choose another file for the sheet</source>
            <translation>シートの作成元のゲームそのものです。シートには別のファイルを指定してください</translation>
        </message>
        <message>
            <source>exists already; --force replaces it</source>
            <translation>すでに存在します。--force を指定すると置き換えます</translation>
        </message>
        <message>
            <source>Saves a game's final score as a score sheet (.hkscore), a new file unless --force is given.</source>
            <translation>ゲームの最終得点をスコアシート（.hkscore）として保存します。--force を指定しない限り新しいファイルです。</translation>
        </message>
        <message>
            <source>Lets --write-sheet replace an existing file (never the game itself, a link or anything but a regular file).</source>
            <translation>--write-sheet で既存のファイルを置き換えます（ゲームそのもの、リンク、通常のファイル以外は置き換えません）。</translation>
        </message>
        <message>
            <source>--force applies to --write-sheet</source>
            <translation>--force は --write-sheet と一緒に使います</translation>
        </message>
        <message>
            <source>It goes beyond Hallkeeper's limits: nothing was recorded, and no override can record it.</source>
            <translation>Hallkeeper の上限を超えています：何も記録されていません。例外記録としても記録できません。</translation>
        </message>
        <message>
            <source>The other reading: %1</source>
            <translation>別の読み方：%1</translation>
        </message>
        <message>
            <source>Each rule gives its ID, what it says, the rulebook section it comes from and, where we quote it, the rulebook's own words (Traditional Chinese, the authority). **Rulings** are points the rulebook leaves open; each says why it rules so and what the other reading is.</source>
            <translation>各ルールには、ID、内容、出典となるルールブックの章、引用している場合はルールブックの原文（繁体字中国語、これが正式）を載せています。**裁定**はルールブックが明記していない点で、それぞれ理由と別の読み方を述べています。</translation>
        </message>
        <message>
            <source>The other reading:</source>
            <translation>別の読み方：</translation>
        </message>
        <message>
            <source>is a Hallkeeper file of another kind (%1), not a score sheet: it is never replaced by one, --force or not; choose another file</source>
            <translation>は別の種類の Hallkeeper ファイル（%1）で、スコアシートではありません：--force の有無にかかわらず、スコアシートで置き換えることはありません。別のファイルを指定してください</translation>
        </message>
        <message>
            <source>(the file was written since: compare before you replace it)</source>
            <translation>（このファイルはその後に書き込まれています：置き換える前に比較してください）</translation>
        </message>
        <message>
            <source>Recognises the layers of a printed board in a photo, as the board editor's Recognise Layers does: a terrain and a confidence per square, the uncertain squares and the “feature here?” marks. A proposal that is unreliable (the layers found do not nest as a mountain's, or a quarter of the squares are uncertain) is said on stderr: give one --example of each terrain.</source>
            <translation>ボードエディタの「層を認識」と同じく、印刷されたボードの写真から層を認識します：マスごとの地形と確からしさ、不確かなマス、「ここに要素？」の印。信頼できない提案（見つかった層が山の輪として入れ子になっていない、またはマスの4分の1以上が不確か）は標準エラーに伝えます：各地形の --example を1つずつ与えてください。</translation>
        </message>
        <message>
            <source>A photo of the board (JPEG, PNG…).</source>
            <translation>ボードの写真（JPEG、PNG…）。</translation>
        </message>
        <message>
            <source>The grid's rows.</source>
            <translation>グリッドの行数。</translation>
        </message>
        <message>
            <source>The grid's columns.</source>
            <translation>グリッドの列数。</translation>
        </message>
        <message>
            <source>Where the grid's corners are in the photo, in pixels: top left, top right, bottom right, bottom left, each x,y ("x,y x,y x,y x,y"). By default the photo's own corners, as the editor first aligns a photo.</source>
            <translation>写真の中のグリッドの角の位置（ピクセル）：左上、右上、右下、左下の順に、それぞれ x,y（"x,y x,y x,y x,y"）。省略時は、エディタが最初に写真を合わせるときと同じく写真そのものの角。</translation>
        </message>
        <message>
            <source>A square whose terrain you know, such as C4=3, P14=heart or A1=off (repeatable): it keeps that terrain and the squares of its colour follow.</source>
            <translation>地形がわかっているマス。例：C4=3、P14=heart、A1=off（複数指定可）。そのマスはその地形のままになり、同じ色のマスもそれに従います。</translation>
        </message>
        <message>
            <source>Prints the proposal as JSON.</source>
            <translation>提案を JSON で出力します。</translation>
        </message>
        <message>
            <source>Writes the proposal as a board file (.hkboard), every square painted as proposed, no features.</source>
            <translation>提案をボードファイル（.hkboard）として書き出します。すべてのマスを提案どおりに塗り、要素は置きません。</translation>
        </message>
        <message>
            <source>--write may replace an existing file.</source>
            <translation>--write で既存のファイルを置き換えてもよいことにします。</translation>
        </message>
        <message>
            <source>board recognise needs exactly one PHOTO</source>
            <translation>board recognise には PHOTO をちょうど1つ指定してください</translation>
        </message>
        <message>
            <source>board recognise needs --rows R and --columns C</source>
            <translation>board recognise には --rows R と --columns C が必要です</translation>
        </message>
        <message>
            <source>The game whose rules to show ("--games" lists them).</source>
            <translation>ルールを表示するゲーム（"--games" で一覧表示）。</translation>
        </message>
        <message>
            <source>Lists the games, with their IDs.</source>
            <translation>ゲームを ID とともに一覧表示します。</translation>
        </message>
        <message>
            <source>unknown game "%1"; expected one of: %2</source>
            <translation>不明なゲーム「%1」です。使用できるゲーム：%2</translation>
        </message>
        <message>
            <source>Starts an empty score sheet of a game that has a generic one.</source>
            <translation>汎用スコアシートを持つゲームの空のスコアシートを作成します。</translation>
        </message>
        <message>
            <source>The score sheet to create (never over an existing one).</source>
            <translation>作成するスコアシート（既存のファイルは上書きしません）。</translation>
        </message>
        <message>
            <source>The game ("rules --games" lists them).</source>
            <translation>ゲーム（"rules --games" で一覧表示）。</translation>
        </message>
        <message>
            <source>The number of players.</source>
            <translation>プレイ人数。</translation>
        </message>
        <message>
            <source>new-sheet needs --game ID and a SHEET file to create</source>
            <translation>new-sheet には --game ID と作成する SHEET ファイルを指定してください</translation>
        </message>
        <message>
            <source>no game "%1" with a generic score sheet; expected one of: %2</source>
            <translation>汎用スコアシートを持つゲーム「%1」はありません。使用できるゲーム：%2</translation>
        </message>
        <message>
            <source>--players needs a number from %1 to %2</source>
            <translation>--players には %1〜%2 の数を指定してください</translation>
        </message>
        <message>
            <source>Source: %1</source>
            <translation>出典：%1</translation>
        </message>
        <message>
            <source>Alternative: %1</source>
            <translation>別の解釈：%1</translation>
        </message>
        <message>
            <source>no rule "%1" in %2; "hallkeeper-cli rules --game %3" lists them all</source>
            <translation>%2 にルール「%1」はありません。「hallkeeper-cli rules --game %3」ですべてのルールを一覧表示できます</translation>
        </message>
        <message numerus="yes">
            <source>(%n rules)</source>
            <translation>
                <numerusform>（ルール%n件）</numerusform>
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
            <translation>使い方：
  hallkeeper-cli score FILE [--json] [--explain] [--write-sheet SHEET [--force]]
      任意のゲームのスコアシート（.hkscore）またはゲーム（.hkgame）の最終得点を表示します：得点表、
      同点時の判定を含む順位、最適な残り資源の交換。--json は結果を JSON で出力し、
      --explain は各数値の計算方法も表示し、--write-sheet はゲームの最終得点を
      新しいスコアシートとして保存します（--force：既存のシートを置き換えます）。
  hallkeeper-cli new-sheet --game ID SHEET [--players N]
      汎用スコアシートを持つゲームの空のスコアシートを作成します（"rules --games" で一覧表示）。
  hallkeeper-cli new GAME --setup SETUP.json [--board winter|autumn|BOARD] [--catalog CATALOG]
      準備の内容（docs/formats.md）からゲームファイルを作成します。ボードを指定しない場合は、
      プレイ人数に応じた Practice Mountain の面を使います。
  hallkeeper-cli play GAME ACTION [--override REASON]
      行動（JSON、@FILE、または標準入力を表す -。リストはすべて記録されるか、まったく
      記録されないかのどちらかです）を検査し、それによる変化とともに記録します。ルールで
      禁止されている行動はルールIDとともに拒否されますが（終了ステータス 1）、
      --override を指定すると例外記録として記録されます。
  hallkeeper-cli undo GAME
      最後の行動を取り除きます。
  hallkeeper-cli validate GAME
      ゲームを再生し、ルールに違反する行動をルールIDとともにすべて表示します
      （あれば終了ステータス 1）。
  hallkeeper-cli replay GAME [--until N]
      最初の N 行動の後（既定ではすべて）の卓上の状態を、文章と図で表示します。
  hallkeeper-cli recover [NUMBER FILE]
      異常終了したセッションが残した自動保存を一覧表示します。NUMBER と FILE を指定すると、
      そのゲームを FILE に保存します。
  hallkeeper-cli board FILE
      ボード（.hkboard）を検査し、テキストで描きます。
  hallkeeper-cli board recognise PHOTO --rows R --columns C [--corners x,y x,y x,y x,y]
                 [--example SQUARE=TERRAIN]... [--json] [--write BOARD [--force]]
      印刷されたボードの写真から層を認識します：マスごとの地形と確からしさ、
      不確かなマス、「ここに要素？」の印。--write で提案をボードファイルに保存します。
  hallkeeper-cli rules [RULE-ID] [--game ID] [--search WORDS...] [--markdown] | --games
      すべてのルールを章ごとに、または1つのルールをルールブックの該当箇所とともに表示します。
      --search はどの言語の語句でもルールIDでもルールを検索し、--markdown はルール
      リファレンスを Markdown で出力します。
      --game でゲームを選びます（既定はマウンテンキング）。--games でゲームを一覧表示します。
  hallkeeper-cli library add|import|export|stats|players|backup [FILE...] [--library FILE] [--json]
      グループのプレイ記録：スコアシートとゲーム（.hkscore、.hkgame）の追加、BG Stats の
      バックアップや BoardGameGeek のプレイファイルの取り込み、どちらかの形式か CSV への書き出し、
      統計、プレイヤーと別名、バックアップ。詳しくは「library --help」。
  hallkeeper-cli --help | --version
すべてのコマンドで --lang en|zh_TW|zh_CN|ja を指定できます。
終了ステータス：0 成功、1 ルールで拒否された行動（play）またはゲームに違反行動がある
（validate）、2 入力が読み込めないか無効、またはコマンドラインの誤り。
</translation>
        </message>
        <message>
            <source>add, import, export, stats, players or backup.</source>
            <translation>add、import、export、stats、players、backup のいずれか。</translation>
        </message>
        <message>
            <source>The files of the action.</source>
            <translation>操作の対象ファイル。</translation>
        </message>
        <message>
            <source>The library's file (by default the app's).</source>
            <translation>記録のファイル（既定はアプリのもの）。</translation>
        </message>
        <message>
            <source>import: players who match nobody become new players.</source>
            <translation>import：誰にも一致しないプレイヤーを新しいプレイヤーにする。</translation>
        </message>
        <message>
            <source>import: a player of the file is a player of the library (repeatable).</source>
            <translation>import：ファイルのプレイヤーが記録のどのプレイヤーかを指定（複数可）。</translation>
        </message>
        <message>
            <source>export: bgstats, bgg or csv (by default the file's suffix).</source>
            <translation>export：bgstats、bgg、csv（既定はファイルの拡張子から）。</translation>
        </message>
        <message>
            <source>stats: one game.</source>
            <translation>stats：1つのゲーム。</translation>
        </message>
        <message>
            <source>stats: plays with this player.</source>
            <translation>stats：このプレイヤーが参加したプレイ。</translation>
        </message>
        <message>
            <source>stats: plays at this place.</source>
            <translation>stats：この場所でのプレイ。</translation>
        </message>
        <message>
            <source>stats: plays from this day.</source>
            <translation>stats：この日以降のプレイ。</translation>
        </message>
        <message>
            <source>stats: plays up to this day.</source>
            <translation>stats：この日までのプレイ。</translation>
        </message>
        <message>
            <source>stats: plays of N players.</source>
            <translation>stats：N 人でのプレイ。</translation>
        </message>
        <message>
            <source>players: another name of a player (repeatable).</source>
            <translation>players：プレイヤーの別名（複数可）。</translation>
        </message>
        <message>
            <source>library needs an ACTION</source>
            <translation>library には ACTION が必要です</translation>
        </message>
        <message>
            <source>library %1 needs exactly one FILE</source>
            <translation>library %1 には FILE がちょうど1つ必要です</translation>
        </message>
        <message>
            <source>library %1 takes no FILE</source>
            <translation>library %1 は FILE を取りません</translation>
        </message>
        <message>
            <source>library add needs a FILE</source>
            <translation>library add には FILE が必要です</translation>
        </message>
        <message>
            <source>unknown library command "%1"</source>
            <translation>不明な library コマンド「%1」</translation>
        </message>
        <message>
            <source>--players needs a number of players</source>
            <translation>--players にはプレイヤー数が必要です</translation>
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
            <translation>グループのプレイ記録（既定はアプリのもの。--library で別のファイル）。
  add FILE...      スコアシートとゲームを追加。同じファイルを再び追加するとそのプレイを更新
  import FILE      BG Stats のバックアップ（.json）か BoardGameGeek のプレイファイル（.xml）を取り込む。
                   記録にないプレイヤーがいると --match か --new-players まで止まる
  export FILE      すべてのプレイを BG Stats のバックアップ、BoardGameGeek の XML、CSV に書き出す
  stats            プレイ数・勝利・得点・対戦成績（下のフィルター付き）
  players          プレイヤーと別名（--alias で追加。--merge A B で A と B を
                   一人にまとめ、B の名前を残す）
  backup FILE      記録のコピー（既存のファイルは決して上書きしない）</translation>
        </message>
        <message>
            <source>import, players --merge: shows what would change, writes nothing.</source>
            <translation>import、players --merge：何が変わるかを表示し、何も書き込まない。</translation>
        </message>
        <message>
            <source>players: --merge A B merges player A into player B (by name, alias or uuid).</source>
            <translation>players：--merge A B でプレイヤー A をプレイヤー B にまとめる（名前・別名・uuid で指定）。</translation>
        </message>
        <message>
            <source>--merge needs two players: library players --merge A B</source>
            <translation>--merge には二人のプレイヤーが必要です：library players --merge A B</translation>
        </message>
        <message>
            <source>a document never saved</source>
            <translation>一度も保存されていない文書</translation>
        </message>
        <message>
            <source>saved %1 · a .%2 document · file: %3</source>
            <translation>保存 %1 · .%2 の文書 · ファイル：%3</translation>
        </message>
        <message>
            <source>autosave number %1 is a .%2 document: FILE must end in .%2</source>
            <translation>番号 %1 の自動保存は .%2 の文書です：FILE は .%2 で終わる必要があります</translation>
        </message>
        <message>
            <source>Recovered into %1.</source>
            <translation>%1 に復元しました。</translation>
        </message>
    </context>
    <context>
        <name>CliLibrary</name>
        <message>
            <source>by their uuid</source>
            <translation>uuid で</translation>
        </message>
        <message>
            <source>by their BoardGameGeek user name</source>
            <translation>BoardGameGeek のユーザー名で</translation>
        </message>
        <message>
            <source>by name or alias</source>
            <translation>名前か別名で</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>該当なし</translation>
        </message>
        <message>
            <source>%1: %2 (play %3)</source>
            <translation>%1：%2（プレイ %3）</translation>
        </message>
        <message>
            <source>--match %1: expected NAME=PLAYER, PLAYER a player of the library</source>
            <translation>--match %1：NAME=PLAYER の形で、PLAYER は記録にいるプレイヤーが必要です</translation>
        </message>
        <message>
            <source>--match: %1 is not a player of %2</source>
            <translation>--match：%1 は %2 のプレイヤーではありません</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n new play(s)</source>
            <translation>
                <numerusform>%1：新しいプレイ %n 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed</source>
            <translation>
                <numerusform>変更 %n 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged</source>
            <translation>
                <numerusform>変更なし %n 件</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 is %2 (%3)</source>
            <translation>%1 は %2（%3）</translation>
        </message>
        <message>
            <source>%1 matches nobody in the library</source>
            <translation>%1 は記録の誰とも一致しません</translation>
        </message>
        <message numerus="yes">
            <source>Imported: %n added</source>
            <translation>
                <numerusform>取り込み完了：追加 %n 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n updated</source>
            <translation>
                <numerusform>更新 %n 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n new player(s).</source>
            <translation>
                <numerusform>新しいプレイヤー %n 人。</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing imported: %1 match nobody in the library. Say who they are with --match "NAME=PLAYER", or add them as new players with --new-players.</source>
            <translation>何も取り込んでいません：%1 は記録の誰とも一致しません。--match "NAME=PLAYER" で誰かを指定するか、--new-players で新しいプレイヤーとして追加してください。</translation>
        </message>
        <message>
            <source>%1: give a .json (BG Stats), .xml (BoardGameGeek) or .csv file, or --format bgstats|bgg|csv</source>
            <translation>%1：.json（BG Stats）、.xml（BoardGameGeek）、.csv のファイルを指定するか、--format bgstats|bgg|csv を使ってください</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n play(s) exported</source>
            <translation>
                <numerusform>%1：%n 件のプレイを書き出しました</numerusform>
            </translation>
        </message>
        <message>
            <source>--alias %1: expected PLAYER=ALIAS, PLAYER a player of the library</source>
            <translation>--alias %1：PLAYER=ALIAS の形で、PLAYER は記録にいるプレイヤーが必要です</translation>
        </message>
        <message numerus="yes">
            <source>%n play(s)</source>
            <translation>
                <numerusform>%n プレイ</numerusform>
            </translation>
        </message>
        <message>
            <source>--game %1: no such game in the library</source>
            <translation>--game %1：記録にそのゲームはありません</translation>
        </message>
        <message>
            <source>--player %1: no such player in the library</source>
            <translation>--player %1：記録にそのプレイヤーはいません</translation>
        </message>
        <message>
            <source>--location %1: no such location in the library</source>
            <translation>--location %1：記録にその場所はありません</translation>
        </message>
        <message>
            <source>%1: expected a date such as 2024-03-09</source>
            <translation>%1：2024-03-09 のような日付が必要です</translation>
        </message>
        <message>
            <source>won %1 of %2</source>
            <translation>%2 戦 %1 勝</translation>
        </message>
        <message numerus="yes">
            <source>(%n shared)</source>
            <translation>
                <numerusform>（うち共同 %n）</numerusform>
            </translation>
        </message>
        <message>
            <source>teams: won %1 of %2</source>
            <translation>チーム：%2 戦 %1 勝</translation>
        </message>
        <message>
            <source>co-operative: won %1 of %2</source>
            <translation>協力：%2 戦 %1 勝</translation>
        </message>
        <message>
            <source>best %1, average %2, median %3</source>
            <translation>最高 %1、平均 %2、中央値 %3</translation>
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
                <numerusform>最高 %1、平均 %2、中央値 %3（得点 %n 件）</numerusform>
            </translation>
        </message>
        <message>
            <source>The library was updated to this version's schema; a backup of it as it was is in %1</source>
            <translation>記録をこのバージョンの形式に更新しました。更新前のバックアップは %1 にあります</translation>
        </message>
        <message>
            <source>Backed up to %1</source>
            <translation>%1 にバックアップしました</translation>
        </message>
        <message>
            <source>unknown library command "%1"</source>
            <translation>不明な library コマンド「%1」</translation>
        </message>
        <message>
            <source>the play's uuid was not written into the file (the library knows the play by the file's path): %1</source>
            <translation>プレイの uuid をファイルに書き込めませんでした（記録はファイルのパスでこのプレイを識別します）：%1</translation>
        </message>
        <message>
            <source>Average per category (plays played to their end):</source>
            <translation>カテゴリごとの平均（最後まで遊んだプレイ）：</translation>
        </message>
        <message numerus="yes">
            <source>%1 %2 (%n play(s))</source>
            <translation>
                <numerusform>%1 %2（%n プレイ）</numerusform>
            </translation>
        </message>
        <message>
            <source>no play</source>
            <translation>プレイなし</translation>
        </message>
        <message>
            <source>BoardGameGeek user</source>
            <translation>BoardGameGeek ユーザー</translation>
        </message>
        <message>
            <source>uuid</source>
            <translation>uuid</translation>
        </message>
        <message>
            <source>name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>--merge: no player of the library is named "%1"</source>
            <translation>--merge：記録に「%1」という名前のプレイヤーはいません</translation>
        </message>
        <message>
            <source>Would merge %1 into %2:</source>
            <translation>%1 を %2 にまとめる予定：</translation>
        </message>
        <message>
            <source>Merged %1 into %2:</source>
            <translation>%1 を %2 にまとめました：</translation>
        </message>
        <message numerus="yes">
            <source>%n win(s)</source>
            <translation>
                <numerusform>%n 勝</numerusform>
            </translation>
        </message>
        <message>
            <source>also known as: %1</source>
            <translation>別名：%1</translation>
        </message>
        <message>
            <source>Nothing was written (--dry-run).</source>
            <translation>何も書き込んでいません（--dry-run）。</translation>
        </message>
    </context>
    <context>
        <name>DlText</name>
        <message>
            <source>Dungeon Lords is played by 2 to 4 players; found %1</source>
            <translation>ダンジョン・ロードは2〜4人用です。%1人になっています</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>プレイヤーには名前が必要です</translation>
        </message>
        <message>
            <source>"%1" is the name of another player</source>
            <translation>「%1」は別のプレイヤーの名前です</translation>
        </message>
        <message>
            <source>expected a player from 0 to %1, found %2</source>
            <translation>0〜%1のプレイヤーが必要ですが、%2でした</translation>
        </message>
        <message>
            <source>expected 0 or more, found %1</source>
            <translation>0以上が必要ですが、%1でした</translation>
        </message>
        <message>
            <source>the game has no valid setup: 2 to 4 players with names</source>
            <translation>ゲームの準備が正しくありません：名前のある2〜4人のプレイヤーが必要です</translation>
        </message>
        <message>
            <source>the game is over: after year 2's combat only the score remains</source>
            <translation>ゲームは終了しています。2年目の戦闘の後は得点計算だけです</translation>
        </message>
        <message>
            <source>there is no player %1 in a game of %2</source>
            <translation>%2人のゲームにプレイヤー%1はいません</translation>
        </message>
        <message>
            <source>gold, food, tiles, evil and upkeep are counted from 0 up</source>
            <translation>金、食料、タイル、邪悪度、維持費は0以上で数えます</translation>
        </message>
        <message>
            <source>only a 2-player game has a dummy on the Evilometer</source>
            <translation>邪悪度トラックにダミーがいるのは2人プレイだけです</translation>
        </message>
        <message>
            <source>round %1 reveals an event tile, which resolves in round %2: say which one was revealed</source>
            <translation>第%1ラウンドではイベントタイルを1枚めくります（第%2ラウンドに解決）。どれがめくられたか選んでください</translation>
        </message>
        <message>
            <source>round 4 reveals no event tile</source>
            <translation>第4ラウンドではイベントタイルをめくりません</translation>
        </message>
        <message>
            <source>an event tile is revealed only in the New Round phase</source>
            <translation>イベントタイルは新ラウンドフェイズにだけめくられます</translation>
        </message>
        <message>
            <source>the %1 tile was already revealed this year; each of the three is revealed once</source>
            <translation>%1のタイルは今年すでにめくられています。3枚はそれぞれ1回ずつめくられます</translation>
        </message>
        <message>
            <source>monsters are let go only when payday resolves</source>
            <translation>モンスターを解雇するのは給料日の解決時だけです</translation>
        </message>
    </context>
    <context>
        <name>DungeonLords</name>
        <message>
            <source>Dungeon Lords</source>
            <translation>ダンジョン・ロード</translation>
        </message>
        <message>
            <source>Dungeon Lords year trackers</source>
            <translation>ダンジョン・ロード年次トラッカー</translation>
        </message>
        <message>
            <source>Events, payday and tax</source>
            <translation>イベント、給料日と税金</translation>
        </message>
        <message>
            <source>The year</source>
            <translation>1年の流れ</translation>
        </message>
        <message>
            <source>Adventurers</source>
            <translation>冒険者</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>ゲームの終了</translation>
        </message>
        <message>
            <source>There are three event tiles: payday, tax day and a special event, each revealed once a year. In a First Game the special event is ignored.</source>
            <translation>イベントタイルは給料日、税金の日、特殊イベントの3枚で、それぞれ年に1回めくられる。ファーストゲームでは特殊イベントを無視する。</translation>
        </message>
        <message>
            <source>Forum post, lines 18 and 27</source>
            <translation>掲示板の投稿、18行目と27行目</translation>
        </message>
        <message>
            <source>%1</source>
            <translation>%1</translation>
        </message>
        <message>
            <source>An event tile is revealed in the New Round phase of rounds 1 to 3 and resolves in the Event phase of the next round, when the progress marker reaches it.</source>
            <translation>イベントタイルは第1〜3ラウンドの新ラウンドフェイズにめくられ、次のラウンドのイベントフェイズ（進行マーカーが到達したとき）に解決される。</translation>
        </message>
        <message>
            <source>Forum post, lines 16–17 and 87–88</source>
            <translation>掲示板の投稿、16〜17行目と87〜88行目</translation>
        </message>
        <message>
            <source>Payday: each player pays the upkeep shown at the top right of each of their monster cards; a monster that is not paid leaves. The post lists no card: the table types each monster's upkeep in.</source>
            <translation>給料日：各プレイヤーは自分のモンスターカード右上に示された維持費を支払う。支払われなかったモンスターは去る。投稿にはカードの一覧がないので、各モンスターの維持費は卓で入力する。</translation>
        </message>
        <message>
            <source>Forum post, line 19; the publisher's FAQ adds 1 evil per unpaid monster, which the post does not, nor does Hallkeeper</source>
            <translation>掲示板の投稿、19行目。出版社のFAQでは未払いのモンスター1体につき邪悪度+1とされるが、投稿にはなく、Hallkeeperも数えない</translation>
        </message>
        <message>
            <source>Tax day: each player pays 1 gold for every two dungeon tiles (rooms or tunnels), rounded up.</source>
            <translation>税金の日：ダンジョンタイル（部屋またはトンネル）2枚ごとに金1を支払う（端数切り上げ）。</translation>
        </message>
        <message>
            <source>Forum post, lines 20–21</source>
            <translation>掲示板の投稿、20〜21行目</translation>
        </message>
        <message>
            <source>3 tiles: 2 gold (line 21). Likewise 1 tile: 1 gold, 2: 1, 4: 2, 5: 3.</source>
            <translation>タイル3枚：金2（21行目）。同様に1枚：金1、2枚：1、4枚：2、5枚：3。</translation>
        </message>
        <message>
            <source>Dungeon tiles conquered by adventurers cannot be used but are still taxed.</source>
            <translation>冒険者に制圧されたダンジョンタイルは使えないが、税金はかかる。</translation>
        </message>
        <message>
            <source>Forum post, line 22</source>
            <translation>掲示板の投稿、22行目</translation>
        </message>
        <message>
            <source>For each gold of tax not paid, the player takes a damage token and puts it in the dead letter office.</source>
            <translation>税金の不足分の金1につき、ダメージトークン1個をデッドレター・オフィスに置く。</translation>
        </message>
        <message>
            <source>Forum post, line 23</source>
            <translation>掲示板の投稿、23行目</translation>
        </message>
        <message>
            <source>Tax 3 gold with 1 gold in hand: 1 paid, 2 damage tokens in the dead letter office, −6 points at the end (DL-007).</source>
            <translation>税金が金3で手持ちが金1：1を支払い、デッドレター・オフィスにダメージトークン2個、終了時に−6点（DL-007）。</translation>
        </message>
        <message>
            <source>At the end of the game each damage token in the dead letter office costs 3 points.</source>
            <translation>ゲーム終了時、デッドレター・オフィスのダメージトークン1個につき3点を失う。</translation>
        </message>
        <message>
            <source>Forum post, line 24</source>
            <translation>掲示板の投稿、24行目</translation>
        </message>
        <message>
            <source>2 tokens: −6 points.</source>
            <translation>トークン2個：−6点。</translation>
        </message>
        <message>
            <source>The game lasts two years; after the combat of year 2 the game is scored.</source>
            <translation>ゲームは2年間続き、2年目の戦闘の後に得点計算をする。</translation>
        </message>
        <message>
            <source>Forum post, lines 123 and 139</source>
            <translation>掲示板の投稿、123行目と139行目</translation>
        </message>
        <message>
            <source>Year 2: monsters, rooms and adventurers come from the gold-back year-2 cards; the 4 year-2 combat cards go on the central board; an undefeated paladin is swapped for the year-2 one; each room may produce twice; a buy-traps order draws 1 more trap and discards 1; with 2 players the dummy's evil goes down 2; the first player marker passes right with 4 players, left with 3, not with 2.</source>
            <translation>2年目：モンスター、部屋、冒険者は金色の裏面の2年目用カードになる。2年目の戦闘カード4枚を中央ボードに置く。倒されなかったパラディンは2年目のものに替える。各部屋は2回まで生産できる。トラップ購入の命令では1枚多く引いて1枚捨てる。2人プレイではダミーの邪悪度が2下がる。スタートプレイヤーマーカーは4人なら右へ、3人なら左へ渡し、2人なら渡さない。</translation>
        </message>
        <message>
            <source>Forum post, lines 124–138</source>
            <translation>掲示板の投稿、124〜138行目</translation>
        </message>
        <message>
            <source>A room that makes 1 food with 3 imps makes 2 food with 6 imps in year 2 (lines 127–128). Buying 1 trap: draw 2, keep 1; buying 2 traps: draw 3, keep 2 (lines 131–132).</source>
            <translation>インプ3体で食料1を生む部屋は、2年目にはインプ6体で食料2を生む（127〜128行目）。トラップ1枚購入：2枚引いて1枚残す。2枚購入：3枚引いて2枚残す（131〜132行目）。</translation>
        </message>
        <message>
            <source>A year has four rounds — winter, spring, summer, autumn — each played in phases: New Round, Orders, Production and Orders Retrieval, Event (from round 2), Adventurers (from round 2), End of Round. Round 4 reveals no event and no adventurers and ends with the combat instead of an End of Round.</source>
            <translation>1年は冬・春・夏・秋の4ラウンドで、各ラウンドは新ラウンド、命令、生産と命令回収、イベント（第2ラウンドから）、冒険者（第2ラウンドから）、ラウンド終了の各フェイズの順に進む。第4ラウンドではイベントも新しい冒険者もめくらず、ラウンド終了の代わりに戦闘で終わる。</translation>
        </message>
        <message>
            <source>Forum post, lines 9–121</source>
            <translation>掲示板の投稿、9〜121行目</translation>
        </message>
        <message>
            <source>Orders: each player places 3 of their 6 usable order cards face down; the first, second and third cards are revealed together in turn, and from the first player each puts a minion on the topmost free space of that order (none free: on the card, the order fails). The central board is then resolved row by row, top to bottom, each row left to right.</source>
            <translation>命令：各プレイヤーは使える6枚の命令カードから3枚を伏せて置く。1枚目、2枚目、3枚目を順に全員同時に公開し、スタートプレイヤーから、その命令のいちばん上の空きマスにミニオンを置く（空きがなければカードの上に置き、命令は失敗）。その後、中央ボードを上の行から順に、各行は左から右へ解決する。</translation>
        </message>
        <message>
            <source>Forum post, lines 36–50</source>
            <translation>掲示板の投稿、36〜50行目</translation>
        </message>
        <message>
            <source>With 2 or 3 players the dummy players place their minions before everyone: with 3, the dummy draws 3 of its 5 cards at random and takes the second space of each; with 2, each of the two dummies draws 2 (second space; the same order twice: second and third), then 1 more (first space; twice: first and second). The dummies' 3 inaccessible cards are then shuffled as the next deck and their 3 used cards become inaccessible.</source>
            <translation>2〜3人プレイでは、ダミープレイヤーが全員より先にミニオンを置く。3人なら、ダミーは5枚から無作為に3枚引き、それぞれの2番目のマスに置く。2人なら、2体のダミーがそれぞれ2枚引き（2番目のマス。同じ命令なら2番目と3番目）、さらに1枚引く（1番目のマス。同じなら1番目と2番目）。その後、ダミーの使用不可の3枚を切って次の山札とし、使った3枚を使用不可にする。</translation>
        </message>
        <message>
            <source>Forum post, lines 51–63</source>
            <translation>掲示板の投稿、51〜63行目</translation>
        </message>
        <message>
            <source>Production: spare imps (and troll tokens) work rooms that meet their needs. Retrieval: the first order card and the two inaccessible ones return to hand, the second and third become inaccessible; if the second or third failed, take back the first or the failed one and the other becomes inaccessible.</source>
            <translation>生産：余ったインプ（とトロルトークン）が条件を満たす部屋で働く。回収：1枚目の命令カードと使用不可の2枚を手札に戻し、2枚目と3枚目を使用不可にする。2枚目か3枚目が失敗していたら、1枚目か失敗した1枚を戻し、もう1枚を使用不可にする。</translation>
        </message>
        <message>
            <source>Forum post, lines 65–78</source>
            <translation>掲示板の投稿、65〜78行目</translation>
        </message>
        <message>
            <source>Adventurers: the previous round's adventurers are handed out weakest first, to the player lowest on the Evilometer; on equal evil, the earlier in this round's turn order gets the weaker one. With 2 players the dummy's evil goes up 1 first, it counts as nicer on equal evil and its adventurer is discarded. A warrior goes to the front of the queue.</source>
            <translation>冒険者：前のラウンドの冒険者を弱い順に、邪悪度の最も低いプレイヤーから配る。邪悪度が同じなら、このラウンドの手番順で先のプレイヤーが弱いほうを受け取る。2人プレイではまずダミーの邪悪度を1上げ、同点ならダミーのほうが善良とみなし、ダミーの冒険者は捨てる。戦士は列の先頭に割り込む。</translation>
        </message>
        <message>
            <source>Forum post, lines 89–98 and 108–110</source>
            <translation>掲示板の投稿、89〜98行目と108〜110行目</translation>
        </message>
        <message>
            <source>At the End of Round the imps and trolls go home and the first player marker passes to the left.</source>
            <translation>ラウンド終了時、働いたインプとトロルは巣に戻り、スタートプレイヤーマーカーは左隣に渡る。</translation>
        </message>
        <message>
            <source>Forum post, line 80</source>
            <translation>掲示板の投稿、80行目</translation>
        </message>
        <message>
            <source>Dungeon Lords is played by 2 to 4 players; with fewer than 4, dummy players fill the four seats at the orders.</source>
            <translation>ダンジョン・ロードは2〜4人用。4人未満では、命令の4席をダミープレイヤーが埋める。</translation>
        </message>
        <message>
            <source>Forum post, line 40</source>
            <translation>掲示板の投稿、40行目</translation>
        </message>
        <message>
            <source>Ruling: a player pays as much of the tax as their gold allows; only the rest becomes dead letters.</source>
            <translation>裁定：プレイヤーは持っている金で払えるだけ税金を払い、残りだけがデッドレターになる。</translation>
        </message>
        <message>
            <source>A player keeps their gold and takes a damage token for every gold of the tax.</source>
            <translation>プレイヤーは金を手元に残し、税金の金1ごとにダメージトークンを受け取る。</translation>
        </message>
        <message>
            <source>The post counts the gold "paid short", which reads as paying what one can; it does not say whether gold may be held back.</source>
            <translation>投稿は「不足した」金を数えており、払えるだけ払うと読める。金を払わずに残してよいかは書かれていない。</translation>
        </message>
        <message>
            <source>Ruling: apart from the dead letters, the final score is typed in by the group category by category; no rule of this reference checks it.</source>
            <translation>裁定：デッドレター以外の最終得分は、卓が項目ごとに入力する。このリファレンスのどのルールも検証しない。</translation>
        </message>
        <message>
            <source>Score the rest with the printed rulebook alone.</source>
            <translation>残りは印刷されたルールブックだけで計算する。</translation>
        </message>
        <message>
            <source>Forum post, line 139</source>
            <translation>掲示板の投稿、139行目</translation>
        </message>
        <message>
            <source>The post gives no other scoring category: Hallkeeper adds what the group types and labels it as unchecked.</source>
            <translation>投稿には他の得点項目がない。Hallkeeperは卓が入力した点を合計し、未検証と明示する。</translation>
        </message>
        <message>
            <source>Ruling: combat, the orders' effects, the special events and the game's setup are played from the printed rulebook; the tracker asks the table to confirm them.</source>
            <translation>裁定：戦闘、命令の効果、特殊イベント、ゲームの準備は印刷されたルールブックで行い、トラッカーは卓に確認を求める。</translation>
        </message>
        <message>
            <source>Track nothing past the building part of a year.</source>
            <translation>1年の建設パート以外は追跡しない。</translation>
        </message>
        <message>
            <source>Forum post, lines 64 and 123</source>
            <translation>掲示板の投稿、64行目と123行目</translation>
        </message>
        <message>
            <source>The post covers only the building part of a year; combat's rules are in another post.</source>
            <translation>投稿は1年の建設パートだけを扱い、戦闘のルールは別の投稿にある。</translation>
        </message>
        <message>
            <source>%1 = %2, as the group typed them; no rule of this reference checks them (DL-018)</source>
            <translation>%1 = %2（卓が入力した値。このリファレンスのどのルールも検証しない）（DL-018）</translation>
        </message>
        <message>
            <source>Dead letters</source>
            <translation>デッドレター</translation>
        </message>
        <message>
            <source>Damage tokens in the dead letter office, from unpaid tax: −3 points each. The year tracker carries them in.</source>
            <translation>未払いの税金によるデッドレター・オフィスのダメージトークン：1個につき−3点。年次トラッカーから自動で入る。</translation>
        </message>
        <message>
            <source>Checked by the rules</source>
            <translation>ルールで検証</translation>
        </message>
        <message>
            <source>Other categories (not checked)</source>
            <translation>その他の項目（未検証）</translation>
        </message>
        <message>
            <source>The points of each other category of the rulebook's final scoring, as the group counts them (negative for a loss). No rule of this reference checks them.</source>
            <translation>ルールブックの最終得分のその他の各項目の点数（卓が数えたもの。失点は負の数）。このリファレンスのどのルールも検証しない。</translation>
        </message>
        <message>
            <source>Typed by the group, not checked by any rule</source>
            <translation>卓が入力、どのルールも検証しない</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合計</translation>
        </message>
        <message numerus="yes">
            <source>%n dead letter(s) × −3 = %1 (DL-007)</source>
            <translation>
                <numerusform>デッドレター%n × −3 = %1（DL-007）</numerusform>
            </translation>
        </message>
        <message>
            <source>dead letters and the other categories added up</source>
            <translation>デッドレターとその他の項目の合計</translation>
        </message>
        <message>
            <source>Enter every player's dead letters, 0 if none (DL-007).</source>
            <translation>全プレイヤーのデッドレターの数を入力してください（なければ0）（DL-007）。</translation>
        </message>
        <message>
            <source>the dummy player</source>
            <translation>ダミープレイヤー</translation>
        </message>
        <message numerus="yes">
            <source>payday names the monsters let go of each of the %n player(s)</source>
            <translation>
                <numerusform>給料日には%n人のプレイヤーそれぞれの解雇するモンスターを指定します</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 has no monster %2 to let go (they have %3)</source>
            <translation>%1には解雇する%2体目のモンスターがいません（%3体）</translation>
        </message>
        <message>
            <source>%1 cannot pay the upkeep of %2 (%3 food, %4 gold) with what is left: let it go</source>
            <translation>%1は残りで%2の維持費（食料%3、金%4）を払えません。解雇してください</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>プレイヤー%1</translation>
        </message>
        <message>
            <source>the special event is ignored in a First Game (DL-001)</source>
            <translation>ファーストゲームでは特殊イベントを無視（DL-001）</translation>
        </message>
        <message>
            <source>the special event resolved as its card says (DL-001, DL-019)</source>
            <translation>特殊イベントはカードの指示どおりに解決（DL-001、DL-019）</translation>
        </message>
        <message>
            <source>%1 — %2 now has %3</source>
            <translation>%1 — %2：%3</translation>
        </message>
        <message>
            <source>%1 — the dummy player's evil set to %2</source>
            <translation>%1 — ダミープレイヤーの邪悪度を%2に設定</translation>
        </message>
        <message>
            <source>%1 revealed; it resolves in round %2 (DL-002)</source>
            <translation>%1をめくった。第%2ラウンドに解決（DL-002）</translation>
        </message>
        <message>
            <source>adventurers of area %1, weakest first: %2 (DL-014)</source>
            <translation>第%1エリアの冒険者（弱い順）：%2（DL-014）</translation>
        </message>
        <message>
            <source>first player: %1 (DL-015)</source>
            <translation>スタートプレイヤー：%1（DL-015）</translation>
        </message>
        <message>
            <source>the game is scored (DL-008)</source>
            <translation>得点計算（DL-008）</translation>
        </message>
        <message>
            <source>first player of year 2: %1 (DL-009)</source>
            <translation>2年目のスタートプレイヤー：%1（DL-009）</translation>
        </message>
        <message>
            <source>%1 — %2 done</source>
            <translation>%1 — %2終了</translation>
        </message>
        <message>
            <source>: </source>
            <translation>：</translation>
        </message>
        <message>
            <source>expected at most %1 monsters, found %2</source>
            <translation>モンスターは最大%1体ですが、%2体でした</translation>
        </message>
        <message>
            <source>a "%1" step takes no "%2"; it takes: %3</source>
            <translation>「%1」の手順に「%2」はありません。使えるのは：%3</translation>
        </message>
        <message>
            <source>Dungeon Lords — the game is over (%1)</source>
            <translation>ダンジョン・ロード — ゲーム終了（%1）</translation>
        </message>
        <message>
            <source>Dungeon Lords — %1, %2 phase</source>
            <translation>ダンジョン・ロード — %1、%2フェイズ</translation>
        </message>
        <message>
            <source>First player: %1</source>
            <translation>スタートプレイヤー：%1</translation>
        </message>
        <message>
            <source>Dummy player's evil: %1</source>
            <translation>ダミープレイヤーの邪悪度：%1</translation>
        </message>
        <message numerus="yes">
            <source>%1: %2; %n dead letter(s)</source>
            <translation>
                <numerusform>%1：%2、デッドレター%n</numerusform>
            </translation>
        </message>
        <message>
            <source>Ledger:</source>
            <translation>台帳：</translation>
        </message>
        <message>
            <source>  nothing paid yet</source>
            <translation>  まだ何も支払っていません</translation>
        </message>
        <message>
            <source>Steps recorded:</source>
            <translation>記録した手順：</translation>
        </message>
        <message>
            <source>Final score:</source>
            <translation>最終得点：</translation>
        </message>
        <message>
            <source>Now:</source>
            <translation>現在：</translation>
        </message>
        <message>
            <source>Add 2 room tiles to the room offer (the bargain shop).</source>
            <translation>部屋タイル2枚を中央ボードの部屋の売り場に補充する。</translation>
        </message>
        <message>
            <source>Discard the unsold room tiles, then add 2 room tiles to the room offer.</source>
            <translation>売れ残った部屋タイルを捨ててから、部屋タイル2枚を補充する。</translation>
        </message>
        <message>
            <source>Add 3 monster cards to the monster offer (the underground tavern).</source>
            <translation>モンスターカード3枚を中央ボードのモンスターの酒場に補充する。</translation>
        </message>
        <message>
            <source>Discard the unhired monster cards, then add 3 monster cards.</source>
            <translation>雇われなかったモンスターカードを捨ててから、3枚補充する。</translation>
        </message>
        <message>
            <source>Reveal event tile %1 of 3: it resolves in round %2's Event phase, so everyone has a round to prepare.</source>
            <translation>イベントタイルの%1枚目（全3枚）をめくる。第%2ラウンドのイベントフェイズに解決されるので、全員1ラウンド準備できる。</translation>
        </message>
        <message numerus="yes">
            <source>Reveal %n adventurer card(s) and lay them weakest (left) to strongest in area %1; if all are equally strong, discard the last and draw again until one differs.</source>
            <translation>
                <numerusform>冒険者カードを%n枚めくり、弱い（左）から強い順に第%1エリアに並べる。全員同じ強さなら最後の1枚を捨てて、違う強さが出るまで引き直す。</numerusform>
            </translation>
        </message>
        <message>
            <source>Round 4 reveals no event tile and no new adventurers.</source>
            <translation>第4ラウンドではイベントタイルも新しい冒険者もめくらない。</translation>
        </message>
        <message>
            <source>Year 2: the rooms, monsters and adventurers come from the gold-back cards.</source>
            <translation>2年目：部屋、モンスター、冒険者は金色の裏面のカードを使う。</translation>
        </message>
        <message>
            <source>The dummy player goes first: draw 3 of its 5 order cards at random and put a minion on the second space of each.</source>
            <translation>ダミープレイヤーが先：5枚の命令カードから無作為に3枚引き、それぞれの2番目のマスにミニオンを置く。</translation>
        </message>
        <message>
            <source>The two dummies go first: each draws 2 of its 5 order cards for the second space (the same order twice: second and third), then 1 of the other 3 for the first space (twice: first and second).</source>
            <translation>2体のダミーが先：それぞれ5枚から2枚引いて2番目のマスへ（同じ命令なら2番目と3番目）、続いて残り3枚から1枚引いて1番目のマスへ（同じなら1番目と2番目）。</translation>
        </message>
        <message>
            <source>The dummies' 3 inaccessible cards are shuffled as their next deck; the 3 used become inaccessible.</source>
            <translation>ダミーの使用不可の3枚を切って次の山札にし、使った3枚を使用不可にする。</translation>
        </message>
        <message>
            <source>Each player places 3 of their 6 usable order cards face down, in the order they will run.</source>
            <translation>各プレイヤーは使える6枚の命令カードから3枚を、実行する順に伏せて置く。</translation>
        </message>
        <message>
            <source>Reveal the first cards together; from the first player, %1, each puts a minion on the topmost free space of that order (none free: on the card). Then the second cards, then the third.</source>
            <translation>1枚目を全員同時に公開し、スタートプレイヤーの%1から、その命令のいちばん上の空きマスにミニオンを置く（空きがなければカードの上）。2枚目、3枚目も同様。</translation>
        </message>
        <message>
            <source>Resolve the central board row by row, top to bottom, each row left to right.</source>
            <translation>中央ボードを上の行から順に、各行は左から右へ解決する。</translation>
        </message>
        <message>
            <source>Year 2: a buy-traps order draws one trap more and discards one (buy 1: draw 2 keep 1; buy 2: draw 3 keep 2).</source>
            <translation>2年目：トラップ購入の命令では1枚多く引いて1枚捨てる（1枚購入：2枚引いて1枚、2枚購入：3枚引いて2枚）。</translation>
        </message>
        <message>
            <source>Spare imps and troll tokens work rooms; in year 2 each room may produce twice (6 imps on a 3-imp food room: 2 food).</source>
            <translation>余ったインプとトロルトークンが部屋で働く。2年目は各部屋が2回まで生産できる（インプ3体の食料の部屋に6体で食料2）。</translation>
        </message>
        <message>
            <source>Spare imps and troll tokens work rooms that meet their needs.</source>
            <translation>余ったインプとトロルトークンが条件を満たす部屋で働く。</translation>
        </message>
        <message>
            <source>Take back the first order card and the two inaccessible ones; the second and third become inaccessible (a failed second or third: take back it or the first, the other goes up).</source>
            <translation>1枚目の命令カードと使用不可の2枚を手札に戻し、2枚目と3枚目を使用不可にする（2枚目か3枚目が失敗していたら、それか1枚目を戻し、もう1枚を上へ）。</translation>
        </message>
        <message>
            <source>Type in what changed: gold, food, tiles, evil and monsters.</source>
            <translation>変わったものを入力する：金、食料、タイル、邪悪度、モンスター。</translation>
        </message>
        <message>
            <source>Tax day (revealed last round): each player pays 1 gold per 2 dungeon tiles, rounded up, conquered tiles included; each gold short is a dead letter.</source>
            <translation>税金の日（前のラウンドにめくった）：ダンジョンタイル2枚ごとに金1（切り上げ、制圧されたタイルも含む）。不足の金1ごとにデッドレター1。</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n tile(s) taxed: %2 gold due, %3 paid, dead letters: %4.</source>
            <translation>
                <numerusform>%1：課税タイル%n枚：税金 金%2、支払い%3、デッドレター：%4。</numerusform>
            </translation>
        </message>
        <message>
            <source>Payday (revealed last round): each player pays every monster's upkeep; a monster not paid leaves.</source>
            <translation>給料日（前のラウンドにめくった）：各プレイヤーは全モンスターの維持費を払う。払われないモンスターは去る。</translation>
        </message>
        <message>
            <source>%1: pays %2 food and %3 gold; every monster stays.</source>
            <translation>%1：食料%2と金%3を支払い、モンスターは全員残る。</translation>
        </message>
        <message>
            <source>%1: pays %2 food and %3 gold; leaving: %4.</source>
            <translation>%1：食料%2と金%3を支払う。去るもの：%4。</translation>
        </message>
        <message>
            <source>The special event: ignored in a First Game.</source>
            <translation>特殊イベント：ファーストゲームでは無視する。</translation>
        </message>
        <message>
            <source>The special event (revealed last round): turn up a special event card of the Distant Lands and do what it says.</source>
            <translation>特殊イベント（前のラウンドにめくった）：遠方の地の特殊イベントカードを1枚めくり、その指示に従う。</translation>
        </message>
        <message>
            <source>2 players: the dummy's evil goes up 1 first (to %1); it counts as nicer on equal evil, and its adventurer is discarded.</source>
            <translation>2人プレイ：まずダミーの邪悪度を1上げる（%1に）。同点ならダミーのほうが善良とみなし、ダミーの冒険者は捨てる。</translation>
        </message>
        <message>
            <source>%1 (evil %2)</source>
            <translation>%1（邪悪度%2）</translation>
        </message>
        <message>
            <source>Hand out the adventurers of area %1, weakest first: %2.</source>
            <translation>第%1エリアの冒険者を弱い順に配る：%2。</translation>
        </message>
        <message>
            <source>Each goes on the front space of the dungeon's adventurer queue.</source>
            <translation>それぞれダンジョンの冒険者の列の先頭のマスに置く。</translation>
        </message>
        <message>
            <source>Each goes on space %1 of the queue; a warrior pushes in at the front.</source>
            <translation>それぞれ列の%1番目のマスに置く。戦士は先頭に割り込む。</translation>
        </message>
        <message>
            <source>Building is over: turn the progress board to its combat side.</source>
            <translation>建設終了：進行ボードを裏返して戦闘面にする。</translation>
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
            <translation>%1年目 第%2ラウンド（%3）</translation>
        </message>
        <message>
            <source>New Round</source>
            <translation>新ラウンド</translation>
        </message>
        <message>
            <source>Orders</source>
            <translation>命令</translation>
        </message>
        <message>
            <source>Production and Orders Retrieval</source>
            <translation>生産と命令回収</translation>
        </message>
        <message>
            <source>Event</source>
            <translation>イベント</translation>
        </message>
        <message>
            <source>End of Round</source>
            <translation>ラウンド終了</translation>
        </message>
        <message>
            <source>Combat</source>
            <translation>戦闘</translation>
        </message>
        <message>
            <source>Year 2 set-up</source>
            <translation>2年目の準備</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最終得点計算</translation>
        </message>
        <message>
            <source>payday</source>
            <translation>給料日</translation>
        </message>
        <message>
            <source>tax day</source>
            <translation>税金の日</translation>
        </message>
        <message>
            <source>special event</source>
            <translation>特殊イベント</translation>
        </message>
        <message>
            <source>Working imps and trolls go back to the nest; the first player marker passes left: %1 → %2.</source>
            <translation>働いたインプとトロルは巣に戻る。スタートプレイヤーマーカーは左へ：%1 → %2。</translation>
        </message>
        <message>
            <source>Combat: play it with the rulebook (this reference does not cover it), type in the conquered tiles and what changed, then confirm.</source>
            <translation>戦闘：ルールブックに従って行い（このリファレンスの対象外）、制圧されたタイルと変化を入力してから確定する。</translation>
        </message>
        <message>
            <source>After this combat the game is scored.</source>
            <translation>この戦闘の後に得点計算をする。</translation>
        </message>
        <message>
            <source>Swap the monster, room and adventurer decks for the gold-back year-2 cards; put the 4 year-2 combat cards on the central board.</source>
            <translation>モンスター、部屋、冒険者の山札を金色の裏面の2年目用カードに替え、2年目の戦闘カード4枚を中央ボードに置く。</translation>
        </message>
        <message>
            <source>If year 1's paladin was not defeated, swap him for the year-2 paladin.</source>
            <translation>1年目のパラディンが倒されていなければ、2年目のパラディンに替える。</translation>
        </message>
        <message>
            <source>2 players: the dummy's evil goes down 2 (to %1).</source>
            <translation>2人プレイ：ダミーの邪悪度を2下げる（%1に）。</translation>
        </message>
        <message>
            <source>The first player marker passes right: %1.</source>
            <translation>スタートプレイヤーマーカーは右へ：%1。</translation>
        </message>
        <message>
            <source>The first player marker passes left: %1.</source>
            <translation>スタートプレイヤーマーカーは左へ：%1。</translation>
        </message>
        <message>
            <source>The first player marker stays with %1.</source>
            <translation>スタートプレイヤーマーカーは渡さず%1のまま。</translation>
        </message>
        <message>
            <source>The game is over: open the final sheet. Each dead letter costs 3 points; the group types the other categories.</source>
            <translation>ゲーム終了：最終得点シートを開く。デッドレター1につき3点を失う。その他の項目は卓が入力する。</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s)</source>
            <translation>
                <numerusform>タイル%n枚</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2: tax %3 gold on %4, paid in full (%5)</source>
            <translation>%1 — %2：%4に税金 金%3、全額支払い（%5）</translation>
        </message>
        <message numerus="yes">
            <source>%1 — %2: tax %3 gold on %4, paid %5: %n dead letter(s) (%6)</source>
            <translation>
                <numerusform>%1 — %2：%4に税金 金%3、支払い%5：デッドレター%n（%6）</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2: payday, %3 food and %4 gold paid (%5)</source>
            <translation>%1 — %2：給料日、食料%3と金%4を支払い（%5）</translation>
        </message>
        <message>
            <source>%1 — %2: payday, %3 food and %4 gold paid; left: %5 (%6)</source>
            <translation>%1 — %2：給料日、食料%3と金%4を支払い、去ったもの：%5（%6）</translation>
        </message>
        <message>
            <source>%1 (upkeep %2 food, %3 gold)</source>
            <translation>%1（維持費 食料%2、金%3）</translation>
        </message>
        <message>
            <source>%1 gold, %2 food, %3 tiles (%4 conquered), evil %5</source>
            <translation>金%1、食料%2、タイル%3（制圧%4）、邪悪度%5</translation>
        </message>
        <message>
            <source>; monsters: %1</source>
            <translation>、モンスター：%1</translation>
        </message>
    </context>
    <context>
        <name>Dwarf</name>
        <message numerus="yes">
            <source>%n steel</source>
            <translation>
                <numerusform>鋼%n個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n gold</source>
            <translation>
                <numerusform>金%n個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n artifact(s)</source>
            <translation>
                <numerusform>アーティファクト%n個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n medal(s)</source>
            <translation>
                <numerusform>勲章%n個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n iron</source>
            <translation>
                <numerusform>鉄%n個</numerusform>
            </translation>
        </message>
        <message>
            <source>steel</source>
            <translation>鋼</translation>
        </message>
        <message>
            <source>gold</source>
            <translation>金</translation>
        </message>
        <message>
            <source>artifacts</source>
            <translation>アーティファクト</translation>
        </message>
        <message>
            <source>medals</source>
            <translation>勲章</translation>
        </message>
        <message>
            <source>iron</source>
            <translation>鉄</translation>
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
            <translation>鉄鉱脈</translation>
        </message>
        <message>
            <source>Gold vein</source>
            <translation>金鉱脈</translation>
        </message>
        <message>
            <source>Smelt steel</source>
            <translation>製鋼</translation>
        </message>
        <message>
            <source>Forge a sword</source>
            <translation>剣の鍛造</translation>
        </message>
        <message>
            <source>Forge another artifact</source>
            <translation>ほかのアーティファクトの鍛造</translation>
        </message>
        <message>
            <source>Orc raiders</source>
            <translation>オーク略奪者</translation>
        </message>
        <message>
            <source>Mine goblin</source>
            <translation>坑道ゴブリン</translation>
        </message>
        <message>
            <source>Fire dragon</source>
            <translation>火竜</translation>
        </message>
        <message>
            <source>Giant fire dragon</source>
            <translation>巨大火竜</translation>
        </message>
        <message>
            <source>Flame-haired goblin</source>
            <translation>炎髪ゴブリン</translation>
        </message>
        <message>
            <source>no player may trigger a mining action this round</source>
            <translation>このラウンドは誰も採掘アクションを実行できない</translation>
        </message>
        <message>
            <source>every player returns 1 iron</source>
            <translation>各プレイヤーは鉄1個をサプライに戻す</translation>
        </message>
        <message>
            <source>every player returns 1 gold</source>
            <translation>各プレイヤーは金1個をサプライに戻す</translation>
        </message>
        <message>
            <source>every player returns all their gold</source>
            <translation>各プレイヤーは持っている金をすべてサプライに戻す</translation>
        </message>
        <message>
            <source>every player turns 2 gold into 2 iron (1 into 1 with only 1 gold)</source>
            <translation>各プレイヤーは金2個を鉄2個に換える（金が1個だけなら1個を1個に）</translation>
        </message>
        <message>
            <source>No bot: 2 to 5 players</source>
            <translation>ボットなし：2〜5人</translation>
        </message>
        <message>
            <source>Kili</source>
            <translation>キーリ</translation>
        </message>
        <message>
            <source>Gimli</source>
            <translation>ギムリ</translation>
        </message>
        <message>
            <source>Thorin Oakenshield</source>
            <translation>トーリン・オーケンシールド</translation>
        </message>
        <message>
            <source>Dwarf</source>
            <translation>ドワーフ</translation>
        </message>
        <message>
            <source>Dwarf table trackers</source>
            <translation>ドワーフ卓上トラッカー</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>得点計算</translation>
        </message>
        <message>
            <source>End of the game</source>
            <translation>ゲームの終了</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>プレイ人数</translation>
        </message>
        <message>
            <source>The round</source>
            <translation>ラウンド</translation>
        </message>
        <message>
            <source>Medals</source>
            <translation>勲章</translation>
        </message>
        <message>
            <source>Cards and resources</source>
            <translation>カードと資源</translation>
        </message>
        <message>
            <source>Solo game</source>
            <translation>ソロゲーム</translation>
        </message>
        <message>
            <source>At the end of the game each player counts their steel, gold and artifacts: the three categories of the score.</source>
            <translation>ゲーム終了時、各プレイヤーは自分の鋼・金・アーティファクトを数える。これが得点の3項目である。</translation>
        </message>
        <message>
            <source>The hero of the masses (the winner) has the most in more of the three categories: each category is compared on its own, and a category tied for the most counts for nobody.</source>
            <translation>民衆の英雄（勝者）は、3項目のうちより多くの項目で最多を持つプレイヤーである。各項目は個別に比べ、最多が同数の項目は誰のものにもならない。</translation>
        </message>
        <message>
            <source>On a tie, the player with the most medals wins.</source>
            <translation>同点の場合、勲章が最も多いプレイヤーが勝つ。</translation>
        </message>
        <message>
            <source>Still tied, the player with the most iron wins; still tied, the one with the most artifacts.</source>
            <translation>それでも同点なら鉄が最も多いプレイヤーが勝ち、なお同点ならアーティファクトが最も多いプレイヤーが勝つ。</translation>
        </message>
        <message>
            <source>Ruling: with 3 to 5 players each category goes to its sole leader (a category tied for the most counts for nobody); the most categories won makes the hero, and a tie on categories won is broken by medals, iron and artifacts among the tied players only.</source>
            <translation>裁定：3〜5人では、各項目は単独で最多のプレイヤーが獲得する（最多が同数の項目は誰のものにもならない）。最も多くの項目を獲得したプレイヤーが英雄となり、獲得項目数が同点なら、同点のプレイヤーの間だけで勲章・鉄・アーティファクトの順に比べる。</translation>
        </message>
        <message>
            <source>Rank the players in each category and give points by place (with 3 players 3, 2 and 1; players tied share the better place's points); the most points wins, ties broken the same way.</source>
            <translation>各項目でプレイヤーに順位をつけ、順位に応じて点を与える（3人なら3・2・1点。同順位のプレイヤーはよい方の順位の点を得る）。合計点が最も多いプレイヤーが勝ち、同点は同じ方法で決める。</translation>
        </message>
        <message>
            <source>Ruling: players still tied after artifacts share the victory; each is a hero of the masses.</source>
            <translation>裁定：アーティファクトで比べてもなお同点のプレイヤーは勝利を分け合い、全員が民衆の英雄となる。</translation>
        </message>
        <message>
            <source>No hero: a game still tied after artifacts has no winner.</source>
            <translation>英雄なし：アーティファクトで比べても同点のゲームには勝者がいない。</translation>
        </message>
        <message>
            <source>The rulebook names no step after artifacts. Players level on everything it counts have the same claim to the title, so they share it, as the result says.</source>
            <translation>ルールブックはアーティファクトの後の比較を定めていない。数えるものすべてが等しいプレイヤーは称号に同じ権利を持つので、分け合う。結果にもそう示す。</translation>
        </message>
        <message>
            <source>The game ends at the end of a round in which a player has made 4 artifacts (4 or more held: nothing takes an artifact away), or when a card must be drawn from the empty mountain deck.</source>
            <translation>ラウンド終了時にいずれかのプレイヤーがアーティファクトを4個作っていたら（4個以上所持。アーティファクトを失わせる効果はない）、または空の山岳カードの山札から引く必要が生じたら、ゲームは終了する。</translation>
        </message>
        <message>
            <source>The game ended at the end of round %1: %2 made 4 artifacts</source>
            <translation>第%1ラウンドの終了時にゲームが終了した：%2がアーティファクトを4個作った</translation>
        </message>
        <message>
            <source>When a card must be drawn from the empty mountain deck, the game ends at once: in the mining phase, before that round's dispatch.</source>
            <translation>空の山岳カードの山札から引く必要が生じたら、ゲームは直ちに終了する。採掘フェイズ中、そのラウンドの派遣より前である。</translation>
        </message>
        <message>
            <source>The game ended in round %1: a card had to be drawn from the empty mountain deck</source>
            <translation>第%1ラウンドにゲームが終了した：空の山岳カードの山札から引く必要が生じた</translation>
        </message>
        <message>
            <source>One copy of Dwarf seats up to 3 players; combined with a second copy, up to 5: two mines of 9 squares each, two cards drawn for each in the mining phase.</source>
            <translation>ドワーフ1セットで最大3人。2セット目と組み合わせると最大5人：9マスの坑道が2つになり、採掘フェイズではそれぞれに2枚ずつ引く。</translation>
        </message>
        <message>
            <source>%1 players need two copies of Dwarf combined: one copy seats at most 3</source>
            <translation>%1人で遊ぶにはドワーフ2セットの組み合わせが必要です：1セットは最大3人です</translation>
        </message>
        <message>
            <source>If the start player triggered a reinforce or a forge action this round, the start player marker passes clockwise to the next player at the end of the round.</source>
            <translation>スタートプレイヤーがこのラウンドに増援または鍛造アクションを実行していたら、ラウンド終了時にスタートプレイヤーマーカーを時計回りに次のプレイヤーへ渡す。</translation>
        </message>
        <message>
            <source>A worker on a defense square beats its monster, and each successful defense earns that player 1 medal.</source>
            <translation>防衛マスのワーカーはそのモンスターを倒し、防衛に成功するたびにそのプレイヤーは勲章を1個得る。</translation>
        </message>
        <message>
            <source>Reward of Courage: a player earns 1 medal for each of their workers on a defense square, counting every defense square.</source>
            <translation>勇気の報酬：プレイヤーは防衛マスにいる自分のワーカー1人につき勲章を1個得る。すべての防衛マスを数える。</translation>
        </message>
        <message>
            <source>%1: %2 workers on defense squares; the reward counts 1 to 4, a player has at most 4 workers</source>
            <translation>%1：防衛マスのワーカーは%2人。報酬は1〜4人分で、プレイヤーのワーカーは最大4人です</translation>
        </message>
        <message>
            <source>A special action takes both main workers, or 4 medals and one worker.</source>
            <translation>特殊アクションにはメインワーカー2人、または勲章4個とワーカー1人が必要。</translation>
        </message>
        <message>
            <source>%1 has %2 medals; a special action paid with medals costs 4</source>
            <translation>%1の勲章は%2個です。勲章で払う特殊アクションには4個必要です</translation>
        </message>
        <message>
            <source>The fixed conversions: an iron vein gives 3 iron, a gold vein 1 gold; smelting steel turns 3 iron into 2 steel, forging a sword 3 steel into 1 artifact. Other artifacts cost what their card prints.</source>
            <translation>固定の変換：鉄鉱脈で鉄3個、金鉱脈で金1個を得る。製鋼は鉄3個を鋼2個に、剣の鍛造は鋼3個をアーティファクト1個に換える。ほかのアーティファクトのコストはカードに印刷されたとおり。</translation>
        </message>
        <message>
            <source>%1 has %2; %3 takes %4</source>
            <translation>%1の持ち分は%2です。%3には%4が必要です</translation>
        </message>
        <message>
            <source>A monster whose defense square has no worker hits every player: orc raiders, no mining actions this round; mine goblin, 1 iron each; fire dragon, 1 gold each; giant fire dragon, all their gold; flame-haired goblin, 2 gold turned into 2 iron (1 into 1 for a player with 1 gold).</source>
            <translation>防衛マスにワーカーがいないモンスターは全プレイヤーを襲う：オーク略奪者はこのラウンドの採掘を禁じ、坑道ゴブリンは各自の鉄1個、火竜は各自の金1個、巨大火竜は各自の金すべてを奪い、炎髪ゴブリンは金2個を鉄2個に換えさせる（金が1個だけのプレイヤーは1個を1個に）。</translation>
        </message>
        <message>
            <source>No mining action this round: the orc raiders were not defended</source>
            <translation>このラウンドは採掘できません：オーク略奪者が防衛されませんでした</translation>
        </message>
        <message>
            <source>Resources have no limit, but a player may never have more than 4 workers.</source>
            <translation>資源の数に上限はないが、プレイヤーは4人を超えるワーカーを持てない。</translation>
        </message>
        <message>
            <source>%1 would have %2 workers; a player has at most 4</source>
            <translation>%1のワーカーが%2人になります。プレイヤーのワーカーは最大4人です</translation>
        </message>
        <message>
            <source>Solo: the bot (Kili, Gimli or Thorin Oakenshield) plays first every round, the order never changes, and it never takes a special action; otherwise it is a normal two-player game.</source>
            <translation>ソロ：ボット（キーリ、ギムリ、トーリン・オーケンシールド）は毎ラウンド先に行動し、順番は変わらず、特殊アクションは決して行わない。それ以外は通常の2人ゲームと同じ。</translation>
        </message>
        <message>
            <source>%1 is the solo bot: it plays first every round and never takes a special action</source>
            <translation>%1はソロのボットです：毎ラウンド先に行動し、特殊アクションは決して行いません</translation>
        </message>
        <message>
            <source>Solo against Gimli or Thorin (not Kili): your 1st, 2nd and 3rd special actions give him 1, 2 and 3 medals.</source>
            <translation>ギムリまたはトーリンとのソロ（キーリは除く）：あなたの1回目・2回目・3回目の特殊アクションで、彼は勲章を1個・2個・3個得る。</translation>
        </message>
        <message>
            <source>After your three special actions Gimli has 6 medals from them (1 + 2 + 3).</source>
            <translation>あなたの特殊アクション3回の後、ギムリはそこから勲章を6個得ている（1 + 2 + 3）。</translation>
        </message>
        <message>
            <source>Solo against Gimli or Thorin: you may take at most 3 special actions in the game.</source>
            <translation>ギムリまたはトーリンとのソロ：ゲーム全体で特殊アクションは最大3回まで。</translation>
        </message>
        <message>
            <source>You have taken %1 special actions; against %2 at most 3 in a game</source>
            <translation>特殊アクションはすでに%1回です。%2相手ではゲーム全体で最大3回です</translation>
        </message>
        <message>
            <source>Solo: Gimli (and Thorin) wins at once as soon as he has 12 medals.</source>
            <translation>ソロ：ギムリ（とトーリン）は勲章が12個になった時点で即座に勝利する。</translation>
        </message>
        <message>
            <source>%1 has %2 medals and has won at once: the game is over</source>
            <translation>%1の勲章が%2個になり即座に勝利しました：ゲーム終了です</translation>
        </message>
        <message>
            <source>Solo: when Gimli (or Thorin) triggers a forge action, he triggers it twice if he has the resources.</source>
            <translation>ソロ：ギムリ（またはトーリン）は鍛造アクションを実行するとき、資源が足りれば2回続けて実行する。</translation>
        </message>
        <message>
            <source>Steel</source>
            <translation>鋼</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>金</translation>
        </message>
        <message>
            <source>Artifacts</source>
            <translation>アーティファクト</translation>
        </message>
        <message>
            <source>Counted at the end</source>
            <translation>終了時に数える</translation>
        </message>
        <message>
            <source>Tie-breaks</source>
            <translation>同点時の比較</translation>
        </message>
        <message>
            <source>For the record</source>
            <translation>記録用</translation>
        </message>
        <message>
            <source>The player's steel at the end of the game</source>
            <translation>ゲーム終了時のそのプレイヤーの鋼</translation>
        </message>
        <message>
            <source>The player's gold at the end of the game</source>
            <translation>ゲーム終了時のそのプレイヤーの金</translation>
        </message>
        <message>
            <source>The artifacts the player made</source>
            <translation>そのプレイヤーが作ったアーティファクト</translation>
        </message>
        <message>
            <source>Needed only to break a tie</source>
            <translation>同点を決めるときだけ必要</translation>
        </message>
        <message>
            <source>Iron</source>
            <translation>鉄</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>ワーカー</translation>
        </message>
        <message>
            <source>The player's workers: 4 at most</source>
            <translation>そのプレイヤーのワーカー：最大4人</translation>
        </message>
        <message>
            <source>Two copies combined (4–5 players)</source>
            <translation>2セットの組み合わせ（4〜5人）</translation>
        </message>
        <message>
            <source>One copy of Dwarf seats up to 3 players</source>
            <translation>ドワーフ1セットで遊べるのは3人まで</translation>
        </message>
        <message>
            <source>Categories with 3–5 players</source>
            <translation>3〜5人での項目の判定</translation>
        </message>
        <message>
            <source>The rulebook is silent on 3 to 5 players: the group's ruling, saved with the sheet</source>
            <translation>ルールブックは3〜5人について触れていない：グループの裁定としてシートに保存する</translation>
        </message>
        <message>
            <source>Sole leader wins each</source>
            <translation>単独最多が各項目を獲得</translation>
        </message>
        <message>
            <source>Points by place</source>
            <translation>順位点</translation>
        </message>
        <message>
            <source>%1 players need two copies of Dwarf combined: one copy seats at most 3; choose "Two copies combined"</source>
            <translation>%1人で遊ぶにはドワーフ2セットの組み合わせが必要です：1セットは最大3人です。「2セットの組み合わせ」を選んでください</translation>
        </message>
        <message>
            <source>Category points</source>
            <translation>項目の得点</translation>
        </message>
        <message>
            <source>Categories won</source>
            <translation>獲得項目数</translation>
        </message>
        <message>
            <source>not decided: %1 still to be entered for %2</source>
            <translation>%2の%1が入力されるまで決まりません</translation>
        </message>
        <message>
            <source>points by place</source>
            <translation>順位点</translation>
        </message>
        <message>
            <source>%1 has the most</source>
            <translation>%1が最多</translation>
        </message>
        <message>
            <source>%1 are tied for the most: it counts for nobody</source>
            <translation>%1が最多で同数：この項目は誰のものにもなりません</translation>
        </message>
        <message>
            <source>%1: %2 — %3.</source>
            <extracomment>A step of the verdict: "Gold: Ann 9, Bob 10 — Bob has the most (DWARF-002)."</extracomment>
            <translation>%1：%2 — %3。</translation>
        </message>
        <message>
            <source>Not entered yet</source>
            <translation>未入力</translation>
        </message>
        <message>
            <source>Breaks a tie first</source>
            <translation>同点時に最初に比べる</translation>
        </message>
        <message>
            <source>Breaks a tie after medals</source>
            <translation>同点時に勲章の次に比べる</translation>
        </message>
        <message>
            <source>No category won</source>
            <translation>獲得した項目なし</translation>
        </message>
        <message>
            <source>Won: %1</source>
            <translation>獲得：%1</translation>
        </message>
        <message>
            <source>Enter every player's steel, gold and artifacts</source>
            <translation>全員の鋼・金・アーティファクトを入力してください</translation>
        </message>
        <message>
            <source>Categories with 3 to 5 players: points by place, the most points wins</source>
            <translation>3〜5人での項目の判定：順位点、合計点が最も多いプレイヤーの勝ち</translation>
        </message>
        <message>
            <source>Categories with 3 to 5 players: each goes to its sole leader, the most categories wins</source>
            <translation>3〜5人での項目の判定：各項目は単独最多が獲得し、最も多くの項目を獲得したプレイヤーの勝ち</translation>
        </message>
        <message>
            <source>Still tied after artifacts: a shared victory</source>
            <translation>アーティファクトでも同点：勝利を分け合う</translation>
        </message>
        <message>
            <source>%1 has %2 medals and wins at once: the game is over</source>
            <translation>%1の勲章が%2個になり即座に勝利：ゲーム終了</translation>
        </message>
        <message>
            <source>a solo game has 2 players, you and the bot; found %1</source>
            <translation>ソロゲームはあなたとボットの2人です。%1人でした</translation>
        </message>
        <message>
            <source>Dwarf is for 2 to 5 players (or 1 against a bot); found %1</source>
            <translation>ドワーフは2〜5人用です（またはボット相手に1人）。%1人でした</translation>
        </message>
        <message>
            <source>a player needs a name</source>
            <translation>プレイヤーには名前が必要です</translation>
        </message>
        <message>
            <source>"%1" is the name of another player</source>
            <translation>「%1」はほかのプレイヤーの名前です</translation>
        </message>
        <message>
            <source>expected a player from 0 to %1, found %2</source>
            <translation>0〜%1のプレイヤーを期待しましたが、%2でした</translation>
        </message>
        <message>
            <source>Player 1</source>
            <translation>プレイヤー1</translation>
        </message>
        <message>
            <source>Player 2</source>
            <translation>プレイヤー2</translation>
        </message>
        <message>
            <source>You</source>
            <translation>あなた</translation>
        </message>
        <message>
            <source>this change</source>
            <translation>この変更</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>第%1ラウンド</translation>
        </message>
        <message>
            <source>%1 — %2: %3, twice: %4</source>
            <translation>%1 — %2：%3を2回：%4</translation>
        </message>
        <message>
            <source>%1 — %2: %3: %4</source>
            <translation>%1 — %2：%3：%4</translation>
        </message>
        <message>
            <source>nothing to lose</source>
            <translation>失うものなし</translation>
        </message>
        <message>
            <source>%1 — %2, undefended: %3</source>
            <translation>%1 — %2、防衛されず：%3</translation>
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
            <translation>%1 — %2が防衛：%3</translation>
        </message>
        <message numerus="yes">
            <source>%1 — %2: Reward of Courage, %n worker(s) on defense: %3</source>
            <translation>
                <numerusform>%1 — %2：勇気の報酬、防衛マスのワーカー%n人：%3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2 takes a special action with 4 medals and a worker</source>
            <translation>%1 — %2が勲章4個とワーカー1人で特殊アクション</translation>
        </message>
        <message>
            <source>%1 — %2 takes a special action with both main workers</source>
            <translation>%1 — %2がメインワーカー2人で特殊アクション</translation>
        </message>
        <message numerus="yes">
            <source>; special action %1 of 3: %2 gains %n medal(s), %3</source>
            <translation>
                <numerusform>；特殊アクション%1回目（3回中）：%2が勲章を%n個得る、%3</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 — %2 reinforces: %3 workers this round, at most 4</source>
            <translation>%1 — %2が増援：このラウンドのワーカーは%3人（最大4人）</translation>
        </message>
        <message>
            <source>%1 — %2: %3</source>
            <translation>%1 — %2：%3</translation>
        </message>
        <message>
            <source>%1 — %2, %3: %4</source>
            <translation>%1 — %2、%3：%4</translation>
        </message>
        <message>
            <source>End of round %1</source>
            <translation>第%1ラウンド終了</translation>
        </message>
        <message>
            <source>: %1 made 4 artifacts, the game is over</source>
            <translation>：%1がアーティファクトを4個作り、ゲーム終了</translation>
        </message>
        <message>
            <source>: %1 starts the next round, as every round</source>
            <translation>：%1が毎ラウンドと同じく次のラウンドを先に始める</translation>
        </message>
        <message>
            <source>: the start player marker passes to %1</source>
            <translation>：スタートプレイヤーマーカーは%1へ</translation>
        </message>
        <message>
            <source>: %1 keeps the start player marker</source>
            <translation>：%1がスタートプレイヤーマーカーを持ち続ける</translation>
        </message>
        <message>
            <source>%1 — a card must be drawn from the empty mountain deck: the game is over</source>
            <translation>%1 — 空の山岳カードの山札から引く必要が生じた：ゲーム終了</translation>
        </message>
        <message>
            <source>Dwarf: table tracker (solo and rounds)</source>
            <translation>ドワーフ：卓上トラッカー（ソロとラウンド）</translation>
        </message>
        <message>
            <source>%1: decided once every player has an entry for %2</source>
            <translation>%1：全員の%2が入力されると決まります</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n point(s) by place among %2 players</source>
            <translation>
                <numerusform>%1：%2人中の順位で%n点</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: the most, a category won</source>
            <translation>%1：最多、項目を獲得</translation>
        </message>
        <message>
            <source>%1: tied for the most with %2, so nobody wins it</source>
            <translation>%1：%2と最多で同数のため、誰も獲得しません</translation>
        </message>
        <message>
            <source>%1: %2 has more (%3)</source>
            <translation>%1：%2の方が多い（%3）</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game</source>
            <translation>ルールブック「ゲームの目的」</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game, and scoring examples 1 and 2</source>
            <translation>ルールブック「ゲームの目的」と得点計算例1・2</translation>
        </message>
        <message>
            <source>Example 1: 小明 has 4, 9 and 8, 小芬 2, 10 and 12; 小芬 has more in two of the three categories and wins. The printed icons are garbled: Hallkeeper reads the numbers in the order the goal of the game names them (steel, gold, artifacts); the verdict does not depend on it.</source>
            <translation>例1：小明は4・9・8、小芬は2・10・12。小芬は3項目中2項目で上回り勝利する。印刷されたアイコンは崩れているため、Hallkeeperは数字を「ゲームの目的」に挙げられた順（鋼・金・アーティファクト）で読む。結果はこの順序に左右されない。</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game; 平時時 is a misprint of 平手時, "on a tie"</source>
            <translation>ルールブック「ゲームの目的」。「平時時」は「平手時」（同点のとき）の誤植</translation>
        </message>
        <message>
            <source>Example 2: 小明 has 4, 9 and 8, 小芬 2, 9 and 14: one category each and one tied. 小芬 has 9 medals and 小明 7, so 小芬 wins.</source>
            <translation>例2：小明は4・9・8、小芬は2・9・14。1項目ずつ勝ち、1項目は同数。小芬の勲章は9個、小明は7個なので小芬の勝ち。</translation>
        </message>
        <message>
            <source>Example 3: 小明 and 小芬 are tied on the categories and on medals; 小芬 has 5 iron and 小明 1, so 小芬 wins.</source>
            <translation>例3：小明と小芬は3項目でも勲章でも同点。鉄は小芬が5個、小明が1個なので小芬の勝ち。</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game: written for two players, silent on three to five</source>
            <translation>ルールブック「ゲームの目的」：2人用に書かれており、3〜5人については触れていない</translation>
        </message>
        <message>
            <source>The rulebook's examples 1 and 2 compare each category on its own between two players and let a tied category count for nobody. The sole-leader ruling keeps exactly that with more players and is the rulebook itself with two; ranking points reward second places, which the rulebook never mentions. The score sheet saves the group's choice and the result shows it.</source>
            <translation>ルールブックの例1・2は2人の間で項目ごとに比べ、同数の項目は誰のものにもしない。「単独最多」の裁定は人数が増えてもそのまま保ち、2人ならルールブックそのものである。順位点は2位にも点を与えるが、ルールブックはそれに一切触れていない。スコアシートはグループの選択を保存し、結果にも表示する。</translation>
        </message>
        <message>
            <source>Rulebook, Goal of the game: the tie-breaks stop at artifacts</source>
            <translation>ルールブック「ゲームの目的」：同点の比較はアーティファクトまで</translation>
        </message>
        <message>
            <source>Rulebook, How the game is played</source>
            <translation>ルールブック「ゲームの進め方」</translation>
        </message>
        <message>
            <source>Rulebook, Mining phase</source>
            <translation>ルールブック「採掘フェイズ」</translation>
        </message>
        <message>
            <source>Rulebook, Combining two copies</source>
            <translation>ルールブック「2セットの組み合わせ」</translation>
        </message>
        <message>
            <source>Rulebook, End of the round; also Trigger phase: reinforce and forge, and the mountain card glossary: rotate the start player</source>
            <translation>ルールブック「ラウンドの終了」。「アクション実行フェイズ」の増援と鍛造、山岳カード用語集の「スタートプレイヤーの交代」も参照</translation>
        </message>
        <message>
            <source>Rulebook, Trigger phase: defend</source>
            <translation>ルールブック「アクション実行フェイズ：防衛」</translation>
        </message>
        <message>
            <source>Rulebook, mountain card glossary: Reward of Courage</source>
            <translation>ルールブックの山岳カード用語集：勇気の報酬</translation>
        </message>
        <message>
            <source>Rulebook, Dispatch phase: special action</source>
            <translation>ルールブック「派遣フェイズ：特殊アクション」</translation>
        </message>
        <message>
            <source>Rulebook, Smelting and the mountain card glossary</source>
            <translation>ルールブック「製鋼の説明」と山岳カード用語集</translation>
        </message>
        <message>
            <source>Rulebook, Trigger phase: defend and the mountain card glossary. The glossary says "if not defended at the end of the round"; the attack comes when the defense square triggers, before the mining actions the orc raiders forbid.</source>
            <translation>ルールブック「アクション実行フェイズ：防衛」と山岳カード用語集。用語集は「このラウンドの終了時に防衛されていなければ」と書くが、攻撃は防衛マスの実行時に起こり、オーク略奪者が禁じる採掘アクションより前である。</translation>
        </message>
        <message>
            <source>Rulebook, Setup</source>
            <translation>ルールブック「ゲームの準備」</translation>
        </message>
        <message>
            <source>Rulebook, Solo game</source>
            <translation>ルールブック「ソロゲーム」</translation>
        </message>
        <message>
            <source>Rulebook, Solo game: Gimli; Thorin follows all of Gimli's rules</source>
            <translation>ルールブック「ソロゲーム：ギムリ」。トーリンはギムリのルールすべてに従う</translation>
        </message>
        <message>
            <source>Rulebook, Solo game: Gimli</source>
            <translation>ルールブック「ソロゲーム：ギムリ」</translation>
        </message>
    </context>
    <context>
        <name>Engine</name>
        <message>
            <source>nothing</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>spells are cast before recruiting or digging</source>
            <translation>呪文は招集か掘削の前に唱えます</translation>
        </message>
        <message>
            <source>workshops are used before recruiting or digging</source>
            <translation>工房は招集か掘削の前に使います</translation>
        </message>
        <message>
            <source>recruit or dig</source>
            <translation>招集か掘削</translation>
        </message>
        <message>
            <source>recruiting comes before halls and statue moves</source>
            <translation>招集は大広間の改築と彫像の移動より前に行います</translation>
        </message>
        <message>
            <source>digging comes before halls and statue moves</source>
            <translation>掘削は大広間の改築と彫像の移動より前に行います</translation>
        </message>
        <message>
            <source>halls are dedicated before statues move</source>
            <translation>大広間の改築は彫像の移動より前に行います</translation>
        </message>
        <message>
            <source>recruit or dig first</source>
            <translation>先に招集か掘削を行ってください</translation>
        </message>
        <message>
            <source>spells are cast before halls and statue moves</source>
            <translation>呪文は大広間の改築と彫像の移動の前に唱えます</translation>
        </message>
        <message>
            <source>workshops are used before halls and statue moves</source>
            <translation>工房は大広間の改築と彫像の移動の前に使います</translation>
        </message>
    </context>
    <context>
        <name>FileLock</name>
        <message>
            <source>%1 cannot be written: the folder %2 does not exist</source>
            <translation>%1 に書き込めません：フォルダー %2 が存在しません</translation>
        </message>
        <message>
            <source>%1 cannot be written: no lock file can be made in %2</source>
            <translation>%1 に書き込めません：%2 にロックファイルを作成できません</translation>
        </message>
        <message>
            <source>%1 cannot be written: no lock file can be made in %2: %3</source>
            <translation>%1 に書き込めません：%2 にロックファイルを作成できません：%3</translation>
        </message>
        <message>
            <source>%1 is being written by another program</source>
            <translation>%1 は別のプログラムが書き込み中です</translation>
        </message>
        <message>
            <source>%1 is open in %2 (process %3 on %4)</source>
            <translation>%1 は %2 で開かれています（%4 のプロセス %3）</translation>
        </message>
        <message>
            <source>%1 is open in %2 (process %3)</source>
            <translation>%1 は %2 で開かれています（プロセス %3）</translation>
        </message>
    </context>
    <context>
        <name>GameReader</name>
        <message>
            <source>expected a level from 0 (a starting troll) to 3, found %1</source>
            <translation>レベルは0（初期トロール）～3である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected a resource such as "stone" or a clan cart such as "cart:fire", found %1</source>
            <translation>資源（例："stone"）または氏族の台車（例："cart:fire"）である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>only a cart icon carries a clan mark ("cart:fire", "cart:ice", "cart:moon"), found %1</source>
            <translation>氏族のマーク（"cart:fire"、"cart:ice"、"cart:moon"）を付けられるのは台車のシンボルだけです（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected a troll icon as [slot, icon], found %1</source>
            <translation>[slot, icon] 形式のトロールのシンボルである必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected a market level from 1 to 3, found %1</source>
            <translation>トロールカードの場のレベルは1～3である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>a correction says why it was made</source>
            <translation>修正には理由が必要です</translation>
        </message>
        <message>
            <source>expected a player name, found an empty one</source>
            <translation>プレイヤー名が必要ですが、空になっています</translation>
        </message>
        <message>
            <source>expected the 4 starting trolls of the bottom row, found %1</source>
            <translation>最下段には初期トロールが4体必要です（実際の数：%1体）</translation>
        </message>
        <message>
            <source>unknown workshop "%1"</source>
            <translation>不明な工房「%1」です</translation>
        </message>
        <message>
            <source>expected 5 layers of 3 token values (Fire, Ice, Moon), found %1 layers</source>
            <translation>5層分、各層3つのトークンの値（炎、氷、月）が必要です（実際の層数：%1）</translation>
        </message>
        <message>
            <source>expected a player from 0 to %1, found %2</source>
            <translation>プレイヤーは0～%1である必要があります（実際の値：%2）</translation>
        </message>
        <message>
            <source>an override says why the table did it anyway</source>
            <translation>例外記録には、ルールに反してでもそうした理由が必要です</translation>
        </message>
        <message>
            <source>an illegal action, not recorded as an override: %1</source>
            <translation>ルールに反する行動ですが、例外記録として記録されていません：%1</translation>
        </message>
        <message>
            <source>the recorded ledger differs from what replaying the action gives</source>
            <translation>記録された収支が、この行動を再現した結果と一致しません</translation>
        </message>
        <message>
            <source>expected "eachPart" or "wholeTile", found %1</source>
            <translation>"eachPart" か "wholeTile" のはずですが、%1 でした</translation>
        </message>
        <message>
            <source>expected the 3 token values of the layer (Fire, Ice, Moon), found %1</source>
            <translation>その層のトークンの値3つ（炎、氷、月）が必要です（実際の数：%1）</translation>
        </message>
        <message>
            <source>expected the names of at most 3 face-up spells, found %1</source>
            <translation>表向きの呪文の名前は最大3つです（実際の数：%1）</translation>
        </message>
        <message>
            <source>the box holds %1 workshop tiles, but a game of %2 players needs %3</source>
            <translation>箱に入っている工房タイルは%1枚ですが、%2人のゲームには%3枚必要です</translation>
        </message>
        <message>
            <source>an action beyond Hallkeeper's limits: %1</source>
            <translation>Hallkeeper の上限を超える行動：%1</translation>
        </message>
        <message>
            <source>a level %1 troll belongs to a clan; this one has none</source>
            <translation>レベル%1のトロールはいずれかの氏族に属しますが、このカードには氏族がありません</translation>
        </message>
        <message>
            <source>a game places at most %1 tunnel tiles and great halls, overrides included (the box holds 52 and 6): a limit of Hallkeeper's</source>
            <translation>1つのゲームで置けるトンネルタイルと大広間は合わせて %1 枚までです（例外記録を含む。箱には52枚と6枚）：Hallkeeper の上限です</translation>
        </message>
        <message>
            <source>the game has %1 actions, more than the %2 a game file of Hallkeeper's holds</source>
            <translation>このゲームの行動数は %1 で、Hallkeeper のゲームファイルに入る %2 を超えています</translation>
        </message>
    </context>
    <context>
        <name>GameRegistry</name>
        <message>
            <source>%1 has no score sheet</source>
            <translation>%1 にはスコアシートがありません</translation>
        </message>
        <message>
            <source>unknown game "%1"; expected one of: %2</source>
            <translation>不明なゲーム「%1」です。使用できるゲーム：%2</translation>
        </message>
        <message>
            <source>a .%1 file of %2 records no play</source>
            <translation>%2 の .%1 ファイルはプレイを記録していません</translation>
        </message>
    </context>
    <context>
        <name>GameScore</name>
        <message>
            <source>tile %1</source>
            <translation>タイル%1</translation>
        </message>
        <message>
            <source>gate of %1</source>
            <translation>%1の門タイル</translation>
        </message>
        <message>
            <source>Its tunnel is the %1, a tunnel of its own: only its best statue scores (SCORE-ONE-PER-TUNNEL, SCORE-GATE).</source>
            <translation>この彫像のトンネルは%1で、門タイルはそれだけで1つのトンネルです：得点になるのはその中で最も得点の高い彫像だけです（SCORE-ONE-PER-TUNNEL、SCORE-GATE）。</translation>
        </message>
        <message>
            <source>Its tunnel is tile %1: only the best statue of a tunnel scores (SCORE-ONE-PER-TUNNEL).</source>
            <translation>この彫像のトンネルはタイル%1です：1つのトンネルで得点になるのは最も得点の高い彫像だけです（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>Its tunnel is tile %1, split by a great hall: by the table ruling of this game, one statue per printed tile scores, whatever a hall covers (SCORE-ONE-PER-TUNNEL).</source>
            <translation>この彫像のトンネルは大広間で分かれたタイル%1です：このゲームで選んだ卓の裁定により、大広間がどこを覆っていても、印刷されたタイル1枚につき彫像1つだけが得点になります（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>Its tunnel is part %1 of %2 of tile %3: the parts a great hall leaves uncovered are separate tunnels (HALL-UNIT), and only the best statue of each scores (SCORE-ONE-PER-TUNNEL).</source>
            <translation>この彫像のトンネルはタイル%3の%2つの部分のうち%1番目です：大広間に覆われずに残った部分はそれぞれ別のトンネルになり（HALL-UNIT）、それぞれで最も得点の高い彫像だけが得点になります（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>In the Hall of the Mountain King</source>
            <translation>マウンテンキング</translation>
        </message>
        <message>
            <source>Mountain King games</source>
            <translation>マウンテンキングのゲーム</translation>
        </message>
        <message>
            <source>Mountain King boards</source>
            <translation>マウンテンキングのボード</translation>
        </message>
        <message>
            <source>Mountain King component catalogs</source>
            <translation>マウンテンキングのコンポーネントカタログ</translation>
        </message>
        <message>
            <source>Terra Mystica: Fire &amp; Ice</source>
            <translation>テラミスティカ：炎と氷</translation>
        </message>
    </context>
    <context>
        <name>GenericSheet</name>
        <message>
            <source>expected the game's identifier, such as "dwarf", found %1</source>
            <translation>ゲームの ID（例："dwarf"）である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected "%1", found %2</source>
            <translation>"%1" である必要があります（実際の値：%2）</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>はい</translation>
        </message>
        <message>
            <source>no</source>
            <translation>いいえ</translation>
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
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>item %1</source>
            <translation>%1 番目</translation>
        </message>
        <message>
            <source>an integer</source>
            <translation>整数</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true または false</translation>
        </message>
        <message>
            <source>one of %1</source>
            <translation>%1 のいずれか</translation>
        </message>
        <message>
            <source>a list of integers</source>
            <translation>整数のリスト</translation>
        </message>
        <message>
            <source>%1: expected from %2 to %3, found %4</source>
            <translation>%1：%2〜%3 である必要があります（実際の値：%4）</translation>
        </message>
        <message>
            <source>%1: expected %2</source>
            <translation>%1：%2である必要があります</translation>
        </message>
        <message>
            <source>%1: expected %2, found "%3"</source>
            <translation>%1：%2である必要があります（実際の値：「%3」）</translation>
        </message>
        <message numerus="yes">
            <source>%1: at most %n entries</source>
            <translation>
                <numerusform>%1：最大%n件です</numerusform>
            </translation>
        </message>
        <message>
            <source>expected from %1 to %2 players, found %3</source>
            <translation>プレイヤーは%1〜%2人である必要があります（実際：%3人）</translation>
        </message>
        <message>
            <source>every player needs a name</source>
            <translation>すべてのプレイヤーに名前が必要です</translation>
        </message>
        <message>
            <source>two players are called "%1"; give each a name of their own</source>
            <translation>「%1」という名前のプレイヤーが2人います。それぞれ別の名前を付けてください</translation>
        </message>
        <message>
            <source>no such field in this game's sheet</source>
            <translation>このゲームのスコアシートにこの欄はありません</translation>
        </message>
        <message>
            <source>%1: %2 is taken by %3; each player takes a different one</source>
            <translation>%1：%2 は %3 が選んでいます。プレイヤーごとに別のものを選んでください</translation>
        </message>
        <message>
            <source>no such setting in this game's sheet</source>
            <translation>このゲームのスコアシートにこの設定はありません</translation>
        </message>
    </context>
    <context>
        <name>ImportFile</name>
        <message>
            <source>no such file</source>
            <translation>そのファイルはありません</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>ファイルではなくフォルダーです</translation>
        </message>
        <message>
            <source>is not a regular file (a FIFO, a pipe or a device)</source>
            <translation>通常のファイルではありません（FIFO、パイプ、デバイス）</translation>
        </message>
        <message>
            <source>is %1 bytes; at most %2 are read</source>
            <translation>%1 バイトあります。読み込むのは最大 %2 です</translation>
        </message>
        <message>
            <source>cannot be read: %1</source>
            <translation>読み込めません：%1</translation>
        </message>
        <message>
            <source>is larger than %1 bytes</source>
            <translation>%1 バイトより大きいです</translation>
        </message>
        <message>
            <source>expected a BG Stats backup (.json) or a BoardGameGeek plays file (.xml)</source>
            <translation>BG Stats のバックアップ（.json）か BoardGameGeek のプレイファイル（.xml）が必要です</translation>
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
            <translation>リスト</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>オブジェクト</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>unknown key; expected one of: %1</source>
            <translation>不明なキーです。次のいずれかを指定してください：%1</translation>
        </message>
        <message>
            <source>missing; this key is required</source>
            <translation>ありません。このキーは必須です</translation>
        </message>
        <message>
            <source>expected an integer, found %1</source>
            <translation>整数である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected true or false, found %1</source>
            <translation>true または false である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected a string, found %1</source>
            <translation>文字列である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected a list, found %1</source>
            <translation>リストである必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected an object, found %1</source>
            <translation>オブジェクトである必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected one of %1, found %2</source>
            <translation>%1 のいずれかである必要があります（実際の値：%2）</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>ファイルが空です</translation>
        </message>
        <message>
            <source>not valid JSON at line %1, column %2: %3</source>
            <translation>%1行目%2列目が有効な JSON ではありません：%3</translation>
        </message>
        <message>
            <source>expected a JSON object at the top level</source>
            <translation>最上位は JSON オブジェクトである必要があります</translation>
        </message>
        <message>
            <source>expected "%1", found %2</source>
            <translation>"%1" である必要があります（実際の値：%2）</translation>
        </message>
        <message>
            <source>this file was written by a newer Hallkeeper (format version %1); this version reads format versions up to %2</source>
            <translation>このファイルは新しいバージョンの Hallkeeper で作成されています（フォーマットバージョン %1）。このバージョンで読み込めるのはフォーマットバージョン %2 までです</translation>
        </message>
        <message>
            <source>expected a format version from 1 to %1, found %2</source>
            <translation>フォーマットバージョンは1～%1である必要があります（実際の値：%2）</translation>
        </message>
        <message>
            <source>is a folder, not a file</source>
            <translation>ファイルではなくフォルダーです</translation>
        </message>
        <message>
            <source>cannot be read: %1</source>
            <translation>読み込めません：%1</translation>
        </message>
        <message>
            <source>is too large (%1 bytes) to be a Hallkeeper file</source>
            <translation>サイズが大きすぎるため（%1 バイト）、Hallkeeper のファイルではありません</translation>
        </message>
        <message>
            <source>the file could not be written completely</source>
            <translation>ファイルを最後まで書き込めませんでした</translation>
        </message>
        <message>
            <source>this key is given twice in one object; give it once</source>
            <translation>このキーが1つのオブジェクト内で2回指定されています。1回だけ指定してください</translation>
        </message>
        <message>
            <source>the file would be %1 bytes, more than the %2 bytes Hallkeeper reads</source>
            <translation>ファイルが%1バイトになり、Hallkeeper が読み込める%2バイトを超えます</translation>
        </message>
        <message>
            <source>expected an integer ≥ %1, found %2</source>
            <translation>≥ %1 の整数である必要があります（実際の値：%2）</translation>
        </message>
        <message>
            <source>expected an integer from %1 to %2, found %3</source>
            <translation>%1～%2の整数である必要があります（実際の値：%3）</translation>
        </message>
        <message>
            <source>expected a square as [row, column], found %1</source>
            <translation>[行, 列] 形式のマスである必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected a translation, found an empty string</source>
            <translation>訳語が必要ですが、空の文字列です</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <comment>a problem's place, then what is wrong there</comment>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>a FIFO or a pipe</source>
            <translation>FIFO またはパイプ</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>キャラクターデバイス</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>ブロックデバイス</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>ソケット</translation>
        </message>
        <message>
            <source>a special file</source>
            <translation>特殊ファイル</translation>
        </message>
        <message>
            <source>is too large to be a Hallkeeper file (more than %1 bytes)</source>
            <translation>サイズが大きすぎるため Hallkeeper のファイルではありません（%1 バイト超）</translation>
        </message>
        <message>
            <source>exists already (a symbolic link); choose a new file name</source>
            <translation>すでに存在します（シンボリックリンク）。新しいファイル名を指定してください</translation>
        </message>
        <message>
            <source>exists already; choose a new file name</source>
            <translation>すでに存在します。新しいファイル名を指定してください</translation>
        </message>
        <message>
            <source>is %1, not a regular file: Hallkeeper reads only regular files</source>
            <translation>は%1で、通常のファイルではありません：Hallkeeper は通常のファイルしか読み込みません</translation>
        </message>
        <message>
            <source>is a symbolic link; Hallkeeper never writes through one: give the path of the file itself</source>
            <translation>はシンボリックリンクです。Hallkeeper はリンク経由では書き込みません：ファイルそのもののパスを指定してください</translation>
        </message>
        <message>
            <source>is %1, not a regular file: Hallkeeper writes only regular files</source>
            <translation>は%1で、通常のファイルではありません：Hallkeeper は通常のファイルにしか書き込みません</translation>
        </message>
        <message>
            <source>an object with more than %1 keys: a limit of Hallkeeper's, far beyond any of its files</source>
            <translation>キーが %1 個を超えるオブジェクトです：Hallkeeper の上限で、どのファイルもはるかに下回ります</translation>
        </message>
        <message numerus="yes">
            <source>%n more keys are given twice in one object</source>
            <translation>
                <numerusform>ほかに %n 個のキーが1つのオブジェクト内で重複しています</numerusform>
            </translation>
        </message>
        <message>
            <source>expected at most %1 characters, found %2: a limit of Hallkeeper's, far beyond any real table</source>
            <translation>最大 %1 文字のはずが %2 文字あります：Hallkeeper の上限で、実際の卓をはるかに超えています</translation>
        </message>
        <message>
            <source>expected at most %1 items, found %2: a limit of Hallkeeper's, far beyond any real table</source>
            <translation>最大 %1 項目のはずが %2 項目あります：Hallkeeper の上限で、実際の卓をはるかに超えています</translation>
        </message>
        <message numerus="yes">
            <source>%n more unknown keys</source>
            <translation>
                <numerusform>ほかに %n 個の不明なキー</numerusform>
            </translation>
        </message>
        <message>
            <source>expected a uuid such as "%1", found %2</source>
            <translation>「%1」のような uuid が必要ですが、%2 でした</translation>
        </message>
    </context>
    <context>
        <name>LibraryActions</name>
        <message>
            <source>%1 records no play the library can keep:
%2</source>
            <translation>%1 には記録に残せるプレイがありません：
%2</translation>
        </message>
        <message>
            <source>Play library: %1 %2.</source>
            <translation>プレイ記録：%1 %2。</translation>
        </message>
        <message>
            <source>Back Up Library</source>
            <translation>記録のバックアップ</translation>
        </message>
        <message>
            <source>Library backups (*.sqlite)</source>
            <translation>記録のバックアップ (*.sqlite)</translation>
        </message>
        <message>
            <source>The library is backed up in %1.</source>
            <translation>記録を %1 にバックアップしました。</translation>
        </message>
    </context>
    <context>
        <name>LibraryChart</name>
        <message>
            <source>Nothing to show for these filters.</source>
            <translation>このフィルターでは表示するものがありません。</translation>
        </message>
        <message>
            <source>%1 cannot be written: %2</source>
            <translation>%1 に書き込めません：%2</translation>
        </message>
        <message>
            <source>%1 cannot be written.</source>
            <translation>%1 に書き込めません。</translation>
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
            <translation>%1と%2</translation>
        </message>
    </context>
    <context>
        <name>Main</name>
        <message>
            <source>Hallkeeper: scoring assistant for In the Hall of the Mountain King</source>
            <translation>Hallkeeper：マウンテンキングの得点計算アシスタント</translation>
        </message>
        <message>
            <source>Language: en, zh_TW, zh_CN or ja (this run only).</source>
            <translation>言語：en、zh_TW、zh_CN または ja（今回の起動のみ）。</translation>
        </message>
        <message>
            <source>Render the main window to PATH (PNG) once FILE is loaded, then exit.</source>
            <translation>FILE を読み込んだ後、メインウィンドウを PATH（PNG）に保存して終了します。</translation>
        </message>
        <message>
            <source>Export the results of FILE to PATH (.png, .pdf or .csv), then exit.</source>
            <translation>FILE の結果を PATH（.png、.pdf または .csv）にエクスポートして終了します。</translation>
        </message>
        <message>
            <source>Quit as soon as the window is shown (start-up timing).</source>
            <translation>ウィンドウが表示されたらすぐに終了します（起動時間の計測）。</translation>
        </message>
        <message>
            <source>unknown language "%1"; expected one of: %2</source>
            <translation>不明な言語「%1」です。使用できる言語：%2</translation>
        </message>
        <message>
            <source>give at most one FILE</source>
            <translation>FILE は 1 つまでしか指定できません</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>%1 に書き込めません</translation>
        </message>
        <message>
            <source>A score sheet (.hkscore), a game (.hkgame), a board (.hkboard) or a component catalog (.hkcatalog) to open.</source>
            <translation>開くファイル：スコアシート（.hkscore）、ゲーム（.hkgame）、盤面（.hkboard）またはコンポーネントカタログ（.hkcatalog）。</translation>
        </message>
        <message>
            <source>Open FILE (or a new board) in the board editor; with --export, write the board as a PNG.</source>
            <translation>FILE（または新しい盤面）を盤面エディターで開きます。--export を指定すると、盤面を PNG として書き出します。</translation>
        </message>
        <message>
            <source>With the board editor: open PATH, a photo of the printed board, as the tracing background.</source>
            <translation>盤面エディターで、印刷された盤面の写真 PATH をトレース用の背景として開きます。</translation>
        </message>
        <message>
            <source>Open FILE (or a new component catalog) in the component editor.</source>
            <translation>FILE（または新しいコンポーネントカタログ）をコンポーネントエディターで開きます。</translation>
        </message>
        <message>
            <source>Open the Play Library window on LIBRARY (a library file; by default the app's is used).</source>
            <translation>LIBRARY（記録のファイル。既定はアプリのもの）でプレイ記録ウィンドウを開きます。</translation>
        </message>
    </context>
    <context>
        <name>MootText</name>
        <message>
            <source>%1 (a resource lies on it)</source>
            <translation>%1（資源が乗っている）</translation>
        </message>
        <message>
            <source>%1 (empty)</source>
            <translation>%1（空き）</translation>
        </message>
    </context>
    <context>
        <name>MountainKing</name>
        <message>
            <source>the sum of their troll levels</source>
            <translation>トロールのレベルの合計</translation>
        </message>
        <message>
            <source>a .%1 file records no play: give a score sheet or a game</source>
            <translation>.%1 ファイルはプレイを記録していません：スコアシートかゲームを指定してください</translation>
        </message>
        <message>
            <source>%1: trade %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>No 4:1 trade adds a set for anyone.</source>
            <translation>4:1の交換でセットが増えるプレイヤーはいません。</translation>
        </message>
    </context>
    <context>
        <name>NewGameWizard</name>
        <message>
            <source>nothing</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Fill the cards with an invented practice set</source>
            <translation>架空の練習用セットでカードを埋める</translation>
        </message>
        <message>
            <source>Invented cards, like the Practice Mountain: not the printed ones. The button fills the clan market and every player's starting trolls so that you can try Hallkeeper at once; for a real game, enter the cards on your table.</source>
            <translation>架空のカードです（練習用の山と同様）。実際に印刷されたカードではありません。このボタンはトロールカードの場と全プレイヤーの初期トロールを埋めるので、すぐに Hallkeeper を試せます。実際のゲームでは、卓上のカードを入力してください。</translation>
        </message>
        <message>
            <source>Invented practice set</source>
            <translation>架空の練習用セット</translation>
        </message>
        <message>
            <source>Replace the cards of the clan market and of every moot with the invented practice set? The cards entered so far are lost.</source>
            <translation>トロールカードの場と全プレイヤーのトロールズムートのカードを、架空の練習用セットに置き換えますか？これまでに入力したカードは失われます。</translation>
        </message>
    </context>
    <context>
        <name>PlayFromFile</name>
        <message>
            <source>expected a score sheet (.hkscore) or a game's file, found a .%1 file</source>
            <translation>スコアシート（.hkscore）かゲームのファイルが必要ですが、.%1 ファイルでした</translation>
        </message>
    </context>
    <context>
        <name>PlayLibrary</name>
        <message>
            <source>%1 is a link to nothing; give the library's own file.</source>
            <translation>%1 はリンク切れです。記録そのもののファイルを指定してください。</translation>
        </message>
        <message>
            <source>%1 is not a file: the library is one SQLite file.</source>
            <translation>%1 はファイルではありません：記録は1つの SQLite ファイルです。</translation>
        </message>
        <message>
            <source>%1 cannot be read: %2</source>
            <translation>%1 を読み込めません：%2</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: it is not a SQLite database. It was not changed.</source>
            <translation>%1 は Hallkeeper の記録ではありません：SQLite データベースではありません。変更していません。</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: it is another program's SQLite database (application id %2). It was not changed.</source>
            <translation>%1 は Hallkeeper の記録ではありません：別のプログラムの SQLite データベースです（application id %2）。変更していません。</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: it is another program's SQLite database. It was not changed.</source>
            <translation>%1 は Hallkeeper の記録ではありません：別のプログラムの SQLite データベースです。変更していません。</translation>
        </message>
        <message>
            <source>%1 was written by a newer Hallkeeper (library schema %2; this one reads up to %3). It was not changed.</source>
            <translation>%1 は新しい Hallkeeper で書かれています（記録の形式 %2。このバージョンが読めるのは %3 まで）。変更していません。</translation>
        </message>
        <message>
            <source>added</source>
            <translation>追加しました</translation>
        </message>
        <message>
            <source>updated</source>
            <translation>更新しました</translation>
        </message>
        <message>
            <source>already in the library, unchanged</source>
            <translation>記録済み、変更なし</translation>
        </message>
        <message>
            <source>%1 could not be written: the disk is full or cannot be written (%2). The library is as it was before.</source>
            <translation>%1 に書き込めませんでした：ディスクがいっぱいか書き込めません（%2）。記録は元のままです。</translation>
        </message>
        <message>
            <source>%1 is busy: another window or program is writing to it. Nothing was changed; try again in a moment.</source>
            <translation>%1 は使用中です：別のウィンドウかプログラムが書き込んでいます。何も変更していません。少し待ってからやり直してください。</translation>
        </message>
        <message>
            <source>%1 cannot be written (read-only). Nothing was changed.</source>
            <translation>%1 に書き込めません（読み取り専用）。何も変更していません。</translation>
        </message>
        <message>
            <source>%1 is damaged (%2). Nothing was changed; restore a backup.</source>
            <translation>%1 は壊れています（%2）。何も変更していません。バックアップから戻してください。</translation>
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
            <translation>%1 はありません。</translation>
        </message>
        <message>
            <source>%1 cannot be created: its folder cannot be made.</source>
            <translation>%1 を作れません：フォルダーを作れません。</translation>
        </message>
        <message>
            <source>The play library needs Qt's SQLite driver (Debian's libqt6sql6-sqlite), which is not installed.</source>
            <translation>プレイ記録には Qt の SQLite ドライバー（Debian の libqt6sql6-sqlite）が必要ですが、インストールされていません。</translation>
        </message>
        <message>
            <source>%1 is not a Hallkeeper library: SQLite cannot read it (%2). It was not changed.</source>
            <translation>%1 は Hallkeeper の記録ではありません：SQLite が読めません（%2）。変更していません。</translation>
        </message>
        <message>
            <source>%1 is damaged (%2). It was not changed; restore a backup.</source>
            <translation>%1 は壊れています（%2）。変更していません。バックアップから戻してください。</translation>
        </message>
        <message>
            <source>%1 needs updating to the library schema %2, but no backup could be made first, so it was not changed: %3</source>
            <translation>%1 は記録の形式 %2 への更新が必要ですが、先にバックアップを作れなかったため変更していません：%3</translation>
        </message>
        <message>
            <source>No library is open.</source>
            <translation>記録が開かれていません。</translation>
        </message>
        <message>
            <source>%1 exists already; a backup never replaces a file.</source>
            <translation>%1 はすでにあります。バックアップはファイルを上書きしません。</translation>
        </message>
        <message>
            <source>%1 cannot be written: its folder cannot be made.</source>
            <translation>%1 に書き込めません：フォルダーを作れません。</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>%1 に書き込めませんでした：%2</translation>
        </message>
        <message>
            <source>A player needs a name.</source>
            <translation>プレイヤーには名前が必要です。</translation>
        </message>
        <message>
            <source>"%1" is already a name of %2.</source>
            <translation>「%1」はすでに %2 の名前です。</translation>
        </message>
        <message>
            <source>An alias cannot be empty.</source>
            <translation>別名は空にできません。</translation>
        </message>
        <message>
            <source>"%1" is already the BoardGameGeek user name of %2.</source>
            <translation>「%1」はすでに %2 の BoardGameGeek ユーザー名です。</translation>
        </message>
        <message>
            <source>A player cannot be merged into themselves.</source>
            <translation>プレイヤーを自分自身に統合することはできません。</translation>
        </message>
        <message>
            <source>No player %1 in the library.</source>
            <translation>記録にプレイヤー %1 はいません。</translation>
        </message>
        <message>
            <source>%1 and %2 both played in the play of %3 on %4 (%5): one person cannot have had two seats, so they are two people.</source>
            <translation>%1 と %2 はどちらも %4 の「%3」のプレイ（%5）に参加しています。一人が二つの席に座ることはできないので、二人は別人です。</translation>
        </message>
    </context>
    <context>
        <name>PlayUuid</name>
        <message>
            <source>%1: the play's uuid has no place in this file</source>
            <translation>%1：このファイルにはプレイの uuid を書き込む場所がありません</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>%1を書き込めませんでした：%2</translation>
        </message>
    </context>
    <context>
        <name>Players</name>
        <message>
            <source>Player %1</source>
            <translation>プレイヤー%1</translation>
        </message>
    </context>
    <context>
        <name>ProblemLocation</name>
        <message>
            <source>name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>identifier</source>
            <translation>識別子</translation>
        </message>
        <message>
            <source>low value</source>
            <translation>小さい方の値</translation>
        </message>
        <message>
            <source>high value</source>
            <translation>大きい方の値</translation>
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
            <translation>台座</translation>
        </message>
        <message>
            <source>tunnel label</source>
            <translation>トンネルのラベル</translation>
        </message>
        <message>
            <source>size</source>
            <translation>サイズ</translation>
        </message>
        <message>
            <source>mineral</source>
            <translation>鉱物</translation>
        </message>
        <message>
            <source>player count</source>
            <translation>プレイ人数</translation>
        </message>
        <message>
            <source>resources</source>
            <translation>資源</translation>
        </message>
        <message>
            <source>shape</source>
            <translation>形</translation>
        </message>
        <message>
            <source>count</source>
            <translation>枚数</translation>
        </message>
        <message>
            <source>level</source>
            <translation>レベル</translation>
        </message>
        <message>
            <source>start row</source>
            <translation>開始時資源</translation>
        </message>
        <message>
            <source>icons</source>
            <translation>シンボル</translation>
        </message>
        <message>
            <source>kind</source>
            <translation>種類</translation>
        </message>
        <message>
            <source>players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>teams</source>
            <translation>チーム</translation>
        </message>
        <message>
            <source>team</source>
            <translation>チーム</translation>
        </message>
        <message>
            <source>tunnel points on the score track</source>
            <translation>得点トラック上のトンネル点</translation>
        </message>
        <message>
            <source>tunnel %1</source>
            <translation>トンネル%1</translation>
        </message>
        <message>
            <source>tunnels</source>
            <translation>トンネル</translation>
        </message>
        <message>
            <source>coronation token</source>
            <translation>戴冠式トークン</translation>
        </message>
        <message>
            <source>pedestal score token %1</source>
            <translation>台座得点トークン%1</translation>
        </message>
        <message>
            <source>pedestal score tokens</source>
            <translation>台座得点トークン</translation>
        </message>
        <message>
            <source>resources in storage</source>
            <translation>保管庫の資源</translation>
        </message>
        <message>
            <source>great hall %1</source>
            <translation>大広間%1</translation>
        </message>
        <message>
            <source>great halls</source>
            <translation>大広間</translation>
        </message>
        <message>
            <source>statue %1</source>
            <translation>彫像%1</translation>
        </message>
        <message>
            <source>statues</source>
            <translation>彫像</translation>
        </message>
        <message>
            <source>troll moot</source>
            <translation>トロールズムート</translation>
        </message>
        <message>
            <source>board name</source>
            <translation>ボードの名前</translation>
        </message>
        <message>
            <source>board side</source>
            <translation>ボードの面</translation>
        </message>
        <message>
            <source>grid</source>
            <translation>マス目</translation>
        </message>
        <message>
            <source>grid row %1</source>
            <translation>%1行目</translation>
        </message>
        <message>
            <source>Mountain Heart</source>
            <translation>山の中心部</translation>
        </message>
        <message>
            <source>rubble square %1</source>
            <translation>がれきスペース%1</translation>
        </message>
        <message>
            <source>rubble squares</source>
            <translation>がれきスペース</translation>
        </message>
        <message>
            <source>buried resources %1</source>
            <translation>埋もれた資源%1</translation>
        </message>
        <message>
            <source>buried resources</source>
            <translation>埋もれた資源</translation>
        </message>
        <message>
            <source>statue spot %1</source>
            <translation>彫像スポット%1</translation>
        </message>
        <message>
            <source>statue spots</source>
            <translation>彫像スポット</translation>
        </message>
        <message>
            <source>workshop site %1</source>
            <translation>工房用地%1</translation>
        </message>
        <message>
            <source>workshop sites</source>
            <translation>工房用地</translation>
        </message>
        <message>
            <source>gate start point %1</source>
            <translation>門のスタート地点%1</translation>
        </message>
        <message>
            <source>gate start points</source>
            <translation>門のスタート地点</translation>
        </message>
        <message>
            <source>catalog name</source>
            <translation>カタログの名前</translation>
        </message>
        <message>
            <source>catalog description</source>
            <translation>カタログの説明</translation>
        </message>
        <message>
            <source>tunnel tile %1</source>
            <translation>トンネルタイル%1</translation>
        </message>
        <message>
            <source>tunnel tiles</source>
            <translation>トンネルタイル</translation>
        </message>
        <message>
            <source>great hall tile %1</source>
            <translation>大広間タイル%1</translation>
        </message>
        <message>
            <source>great hall tiles</source>
            <translation>大広間タイル</translation>
        </message>
        <message>
            <source>workshop tile %1</source>
            <translation>工房タイル%1</translation>
        </message>
        <message>
            <source>workshop tiles</source>
            <translation>工房タイル</translation>
        </message>
        <message>
            <source>troll card %1</source>
            <translation>トロールカード%1</translation>
        </message>
        <message>
            <source>troll cards</source>
            <translation>トロールカード</translation>
        </message>
        <message>
            <source>spell %1</source>
            <translation>呪文%1</translation>
        </message>
        <message>
            <source>spells</source>
            <translation>呪文</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>プレイヤー%1</translation>
        </message>
        <message>
            <source>%1 at %2</source>
            <comment>a feature of the board and its square</comment>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>, </source>
            <comment>between the player, the item and the field of a problem</comment>
            <translation>、</translation>
        </message>
    </context>
    <context>
        <name>Recognise</name>
        <message>
            <source>the photo is empty</source>
            <translation>写真が空です</translation>
        </message>
        <message>
            <source>the corners do not make a four-sided figure (top left, top right, bottom right, bottom left)</source>
            <translation>4つの角が四角形になっていません（左上、右上、右下、左下の順）</translation>
        </message>
        <message>
            <source>the grid has no squares</source>
            <translation>グリッドにマスがありません</translation>
        </message>
        <message>
            <source>the grid lies outside the photo</source>
            <translation>グリッドが写真の外にあります</translation>
        </message>
        <message>
            <source>%1 × %2 squares proposed, %3 uncertain, %4 “feature here?”</source>
            <translation>%1 × %2 マスを提案、不確か %3、「ここに要素？」%4</translation>
        </message>
        <message>
            <source>--rows and --columns must be at least 1</source>
            <translation>--rows と --columns は1以上にしてください</translation>
        </message>
        <message>
            <source>cannot read the photo %1: %2</source>
            <translation>写真 %1 を読み込めません：%2</translation>
        </message>
        <message>
            <source>--corners needs four points x,y (top left, top right, bottom right, bottom left), not %1</source>
            <translation>--corners には4つの点 x,y（左上、右上、右下、左下）が必要です（%1 個ではなく）</translation>
        </message>
        <message>
            <source>--corners: “%1” is not a point x,y</source>
            <translation>--corners：「%1」は点 x,y ではありません</translation>
        </message>
        <message>
            <source>--example: “%1” is not SQUARE=TERRAIN (a square of the grid such as C4, a terrain 1-5, heart or off)</source>
            <translation>--example：「%1」は SQUARE=TERRAIN ではありません（C4 のようなグリッドのマス、地形は 1-5、heart、off）</translation>
        </message>
        <message>
            <source>%1 exists already (--force replaces it)</source>
            <translation>%1 はすでに存在します（--force で置き換えます）</translation>
        </message>
        <message>
            <source>cannot recognise the layers in %1: %2</source>
            <translation>%1 の層を認識できません：%2</translation>
        </message>
        <message>
            <source>hallkeeper-cli: the proposal is unreliable (%1): give one --example of each terrain.</source>
            <translation>hallkeeper-cli: 提案は信頼できません（%1）：各地形の --example を1つずつ与えてください。</translation>
        </message>
        <message numerus="yes">
            <source>%n squares uncertain</source>
            <translation>
                <numerusform>不確かなマス %n 個</numerusform>
            </translation>
        </message>
        <message>
            <source>the layers found do not nest as a mountain's</source>
            <translation>見つかった層が山の輪のように入れ子になっていません</translation>
        </message>
    </context>
    <context>
        <name>Resource</name>
        <message>
            <source>stone</source>
            <translation>石</translation>
        </message>
        <message>
            <source>iron</source>
            <translation>鉄</translation>
        </message>
        <message>
            <source>heartstone</source>
            <translation>ハートストーン</translation>
        </message>
        <message>
            <source>coin</source>
            <translation>コイン</translation>
        </message>
        <message>
            <source>cart</source>
            <translation>台車</translation>
        </message>
        <message>
            <source>hammer</source>
            <translation>ハンマー</translation>
        </message>
        <message>
            <source>rune</source>
            <translation>ルーン</translation>
        </message>
    </context>
    <context>
        <name>ResultsExport</name>
        <message>
            <source>Final scoring computed by Hallkeeper on %1</source>
            <translation>%1に Hallkeeper で計算した最終得点</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>チーム</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Optimal leftover trades</source>
            <translation>最適な残り資源の交換</translation>
        </message>
        <message>
            <source>the image could not be encoded</source>
            <translation>画像をエンコードできませんでした</translation>
        </message>
        <message>
            <source>the PDF could not be started</source>
            <translation>PDF の書き込みを開始できませんでした</translation>
        </message>
        <message>
            <source>Troll level sum</source>
            <translation>トロールのレベルの合計</translation>
        </message>
        <message>
            <source>unknown file type "%1"; use .png, .pdf or .csv</source>
            <translation>不明なファイル形式「%1」です。.png、.pdf、.csv のいずれかを使用してください</translation>
        </message>
        <message>
            <source>Provisional: %1 problems. These results rest on input the rules call impossible; fix it for the final results.</source>
            <translation>暫定：問題 %1 件。この結果はルール上あり得ない入力に基づいています。修正すると最終結果になります。</translation>
        </message>
        <message>
            <source>Projected scoring computed by Hallkeeper on %1</source>
            <translation>%1に Hallkeeper で計算した予想得点</translation>
        </message>
        <message>
            <source>Table rulings</source>
            <translation>卓での裁定</translation>
        </message>
        <message>
            <source>How it was decided</source>
            <translation>決め方</translation>
        </message>
    </context>
    <context>
        <name>Rule</name>
        <message>
            <source>Squares are adjacent only when they share an edge; touching at a corner is not adjacent.</source>
            <translation>マスは辺同士が接している場合にのみ隣接しています。角で接しているだけでは隣接していません。</translation>
        </message>
        <message>
            <source>Every mountain square belongs to one of five layers, 1 (outer, dark grey) to 5 (inner, yellow), around the Mountain Heart.</source>
            <translation>山のマスはすべて、山の中心部を囲む5つの層のいずれかに属します：層1（最も外側、濃灰）から層5（最も内側、黄）まで。</translation>
        </message>
        <message>
            <source>The winter side is for 4 or 5 players, the autumn side for 3, either side for 2.</source>
            <translation>4～5人プレイでは冬の面、3人プレイでは秋の面を使い、2人プレイではどちらの面でもかまいません。</translation>
        </message>
        <message>
            <source>Clockwise from the start player, each puts a gate on a start point labelled with the player count; with 2 players, any two start points with the same label.</source>
            <translation>スタートプレイヤーから時計回りに、各プレイヤーはプレイ人数と同じ数字が書かれたスタート地点に門タイルを配置します。2人プレイでは、同じ番号の任意の2つのスタート地点を使います。</translation>
        </message>
        <message>
            <source>Twice the number of players plus one workshop tiles form the workshop supply.</source>
            <translation>プレイ人数の2倍に1を足した枚数の工房タイルで、工房タイルのサプライを作ります。</translation>
        </message>
        <message>
            <source>The clan market shows 5 level-1, 4 level-2 and 3 level-3 trolls; each level-2 troll gets a random pedestal, each level-3 troll a pedestal reminder.</source>
            <translation>トロールカードの場には、レベル1を5枚、レベル2を4枚、レベル3を3枚公開します。レベル2のトロールにはランダムな台座を1つずつ、レベル3のトロールには台座リマインダートークンを1つずつ置きます。</translation>
        </message>
        <message>
            <source>The coronation tokens are 5 and 3; a 2-player game uses only the 3.</source>
            <translation>戴冠式トークンは5と3の2枚です。2人プレイでは3のトークンだけを使います。</translation>
        </message>
        <message>
            <source>The 15 pedestal score tokens lie face up at random on the pedestal track, one per layer and clan.</source>
            <translation>15枚の台座得点トークンを、台座トラックの層と氏族の組み合わせごとに1枚ずつ、ランダムに表向きで置きます。</translation>
        </message>
        <message>
            <source>Each player drafts 4 of their 6 starting trolls into the bottom row of the moot and takes their start-row resources.</source>
            <translation>各プレイヤーは6枚の初期トロールカードから4枚を選んでトロールズムートの最下段に置き、それらのカードの開始時資源（下段）を獲得します。</translation>
        </message>
        <message>
            <source>Seats 2 and 3 also take the start row of the troll in hand; seats 4 and 5 also that of the troll in the deck.</source>
            <translation>2、3番手のプレイヤーは手札のトロールの開始時資源も獲得し、4、5番手のプレイヤーは手札と山札のトロールの開始時資源も獲得します。</translation>
        </message>
        <message>
            <source>A turn is: spell and/or workshop (optional), recruit or dig (mandatory), dedicate a great hall (optional), move statues (optional).</source>
            <translation>手番は次の順に行います：呪文と工房（任意。片方だけでも可）、招集か掘削（必須）、大広間の改築（任意）、彫像の移動（任意）。</translation>
        </message>
        <message>
            <source>With 10 trolls you must dig; if you cannot pay for any tunnel you must recruit; if you can do neither, skip that step.</source>
            <translation>トロールが10体いる場合は掘削しなければなりません。どのトンネルの支払いもできない場合は招集しなければなりません。どちらもできない場合は、このステップを飛ばします。</translation>
        </message>
        <message>
            <source>Any time in your own turn, as often as you like: return any 4 resources to take any 1.</source>
            <translation>自分の手番中いつでも、何度でも：任意の資源4つをサプライに戻し、任意の資源1つを得ます。</translation>
        </message>
        <message>
            <source>Resources may be spent from storage or from any of your trolls; clan carts only for their clan's statues.</source>
            <translation>資源は保管庫からでも自分のどのトロールからでも消費できます。氏族の台車は、その氏族の彫像にしか使えません。</translation>
        </message>
        <message>
            <source>At most one spell per turn: put 1 rune on a face-up spell and apply its effect.</source>
            <translation>呪文は1手番に1つまで：表向きの呪文カード1枚にルーンを1つ置き、その効果を適用します。</translation>
        </message>
        <message>
            <source>When a spell receives its third rune, after it resolves the runes go back, the spell goes under the deck and a new one is shown.</source>
            <translation>呪文カードに3つ目のルーンが置かれたら、効果を適用した後、ルーンをサプライに戻し、そのカードを山札の一番下に入れ、新たな呪文カードを1枚公開します。</translation>
        </message>
        <message>
            <source>Each edge of a workshop is an entrance, open when any player's network touches it; activate the workshop once per open entrance.</source>
            <translation>工房の各辺が入口で、いずれかのプレイヤーの坑道が接していればその入口は開いています。開いている入口1つにつき1回、その工房を使えます。</translation>
        </message>
        <message>
            <source>The moot is a pyramid of 4 + 3 + 2 + 1 slots; a new troll goes centred above two adjacent trolls.</source>
            <translation>トロールズムートは4 + 3 + 2 + 1のスロットからなるピラミッドです。新しいトロールは、隣り合う2体のトロールの間の上に置きます。</translation>
        </message>
        <message>
            <source>A new troll activates with the whole triangle below it; each activated troll gains the resource of every uncovered icon.</source>
            <translation>新しいトロールは、その下の三角形に含まれるすべてのトロールとともに起動します（連鎖）。起動したトロールは、資源が乗っていないシンボルごとにその資源を獲得します。</translation>
        </message>
        <message>
            <source>A cart on a Fire, Ice or Moon icon is a clan cart for that clan's statues; carts on swirl icons and in storage are generic.</source>
            <translation>炎・氷・月のマークがあるシンボル上の台車は氏族の台車で、その氏族の彫像にしか使えません。渦巻きマークのシンボル上の台車と保管庫の台車は万能台車です。</translation>
        </message>
        <message>
            <source>Pay as many minerals as the tile has squares, all of one kind.</source>
            <translation>タイルのマス数と同じ数の鉱物を支払います。鉱物はすべて同じ種類でなければなりません。</translation>
        </message>
        <message>
            <source>Digging scores at once by size and mineral: size 2 nothing; size 3: 3/4/5; size 4: 4/6/8; size 5: 5/8/11 (stone/iron/heartstone).</source>
            <translation>掘削するとすぐに、サイズと鉱物に応じて名誉点を得ます：サイズ2は0点、サイズ3は3/4/5、サイズ4は4/6/8、サイズ5は5/8/11（石/鉄/ハートストーン）。</translation>
        </message>
        <message>
            <source>The tile must still be in the tunnel supply.</source>
            <translation>そのタイルがまだトンネルタイルのサプライに残っていなければなりません。</translation>
        </message>
        <message>
            <source>A tile may be rotated and flipped.</source>
            <translation>タイルは回転させても裏返してもかまいません。</translation>
        </message>
        <message>
            <source>No part of a tile may lie off the board.</source>
            <translation>タイルの一部でも盤面からはみ出してはいけません。</translation>
        </message>
        <message>
            <source>A tile may not cover another tile, a hall, a gate, a workshop site (built or not) or the Mountain Heart.</source>
            <translation>タイルは、他のタイル、大広間、門タイル、工房用地（工房の有無を問わず）、山の中心部に重ねて置けません。</translation>
        </message>
        <message>
            <source>At least one edge of the tile must touch your network: gate, tunnels, halls, not workshops.</source>
            <translation>タイルの少なくとも1辺が自分の坑道（門タイル、トンネル、大広間。工房は含まない）に隣接していなければなりません。</translation>
        </message>
        <message>
            <source>No edge of the tile may touch another player's network (corners may; teammates excepted).</source>
            <translation>タイルのどの辺も他のプレイヤーの坑道に隣接してはいけません（角で接するのは可。チームメイトは除く）。</translation>
        </message>
        <message>
            <source>Each rubble square covered costs 1 hammer; without enough hammers the tile cannot go there.</source>
            <translation>がれきスペース1つを覆うごとにハンマーが1つ必要です。ハンマーが足りなければ、そこにタイルを置くことはできません。</translation>
        </message>
        <message>
            <source>A buried statue under the new tile is unearthed on the same square and can move from now on.</source>
            <translation>新しいタイルの下の埋もれた彫像は発掘されて同じマスに残り、以後移動できるようになります。</translation>
        </message>
        <message>
            <source>Buried resources under the new tile go to your storage at once.</source>
            <translation>新しいタイルの下の埋もれた資源は、すぐに保管庫に獲得します。</translation>
        </message>
        <message>
            <source>Ruling: tiles joined to no gate belong to nobody until someone connects to them; ownership is always computed from the gates, never stored.</source>
            <translation>裁定：どの門タイルにもつながっていないタイルは、誰かがつなげるまで誰のものでもありません。所有者は常に門タイルから割り出し、記録はしません。</translation>
        </message>
        <message>
            <source>A pedestal goes only on the anchor of the tile just dug, from your storage, never later and never moved; size-5 tiles have no anchor.</source>
            <translation>台座は、掘削したばかりのタイルのアンカーにのみ、保管庫から置けます。後から置くことも、置いた後に移動することもできません。サイズ5のタイルにはアンカーがありません。</translation>
        </message>
        <message>
            <source>Each layer holds at most one pedestal of each clan: placing one takes that layer and clan's score token, and without the token it cannot be placed.</source>
            <translation>各層には各氏族の台座を1つまでしか置けません。台座を置くと、その層と氏族の台座得点トークンを獲得します。トークンがなければ置けません。</translation>
        </message>
        <message>
            <source>A pedestal covered by a great hall leaves the game; its owner keeps the token and that layer stays closed to its clan.</source>
            <translation>大広間に覆われた台座はゲームから取り除かれます。持ち主はトークンを失わず、その層にその氏族の台座を置くことは引き続きできません。</translation>
        </message>
        <message>
            <source>For each empty workshop site next to the tile just dug, you may build any workshop from the supply there, while the supply lasts.</source>
            <translation>掘削したばかりのタイルに隣接する空いている工房用地ごとに、サプライに残っている限り、任意の工房タイルを選んでそこに建設できます。</translation>
        </message>
        <message>
            <source>Once per turn, a hall from the supply may be placed so that every square lies on tunnel tiles of your network, never on a gate, workshop or hall; it costs nothing.</source>
            <translation>1手番に1回、大広間タイルを1つ選び、すべてのマスが自分の坑道のトンネルタイル上に来るように置けます。門タイル、工房、他の大広間の上には置けません。コストはかかりません。</translation>
        </message>
        <message>
            <source>Pedestals under a new hall are removed; statues under it stay where they are, now in the hall.</source>
            <translation>新しい大広間の下にある台座は取り除かれます。下にある彫像は同じ位置に残り、大広間の中にあることになります。</translation>
        </message>
        <message>
            <source>A hall is one large tunnel; the parts of tiles sticking out from under it each become a separate tunnel.</source>
            <translation>大広間は1つの大きなトンネルとして扱います。大広間からはみ出しているタイルの部分は、それぞれ独立したトンネルになります。</translation>
        </message>
        <message>
            <source>Each cart spent moves one unearthed statue of your network within its tunnel or to any square of an adjacent tunnel.</source>
            <translation>台車を1つ消費するごとに、自分の坑道内の発掘された彫像1つを、同じトンネル内の別のマスか、隣接するトンネルの任意のマスに移動できます。</translation>
        </message>
        <message>
            <source>At most one statue rests on a square; a moving statue may pass over others.</source>
            <translation>1つのマスに置ける彫像は1つまでです。移動中の彫像は他の彫像を通過できます。</translation>
        </message>
        <message>
            <source>A clan cart moves only statues of its clan; a generic cart moves any statue.</source>
            <translation>氏族の台車はその氏族の彫像しか移動できません。万能台車はどの彫像でも移動できます。</translation>
        </message>
        <message>
            <source>The first to recruit a tenth troll takes the 5 coronation token, the second the 3, which triggers the end; with 2 players the first takes the 3.</source>
            <translation>最初に10体目のトロールを招集したプレイヤーは5の戴冠式トークンを、2番目のプレイヤーは3のトークンを獲得し、ゲームは終了に向かいます。2人プレイでは、最初に完成させたプレイヤーが3のトークンを獲得します。</translation>
        </message>
        <message>
            <source>After the trigger, the round is finished, then everyone takes 2 more turns before final scoring.</source>
            <translation>ゲームの終了が始まったら、そのラウンドを最後まで行い、その後各プレイヤーがさらに2手番ずつ行ってから最終得点計算をします。</translation>
        </message>
        <message>
            <source>The coronation tokens score 5 and 3.</source>
            <translation>戴冠式トークンはそれぞれ5点と3点です。</translation>
        </message>
        <message>
            <source>Your pedestal score tokens score their printed values.</source>
            <translation>台座得点トークンは、描かれている点数分の名誉点になります。</translation>
        </message>
        <message>
            <source>All resources go to storage (clan carts become generic); each set of three of a kind scores 1, after any 4:1 trades.</source>
            <translation>すべての資源を保管庫に移し（氏族の台車は万能台車になります）、4:1の交換を行った後、同じ資源3つ1組ごとに1点を得ます。</translation>
        </message>
        <message>
            <source>Each great hall of your network scores its high value with a statue on its altar, else its low value; statues in halls never score as statues.</source>
            <translation>自分の坑道にある各大広間は、祭壇に彫像があれば大きい方の値、なければ小さい方の値を得点します。大広間の中の彫像は、彫像としては決して得点しません。</translation>
        </message>
        <message>
            <source>Each unearthed statue of your network outside halls scores 2, 4, 6, 8 or 10 by layer, doubled on a pedestal of its own clan.</source>
            <translation>自分の坑道で大広間の外にある発掘された彫像は、層に応じて2、4、6、8、10点を得点し、同じ氏族の台座上なら2倍になります。</translation>
        </message>
        <message>
            <source>Every gain goes to the team storage card; no seat bonus; a player spends only their own trolls and the team storage.</source>
            <translation>保管庫に入るはずの資源はすべてチームの保管カードに置きます。手番順による追加資源はありません。プレイヤーが消費できるのは、自分のトロールの資源とチームの保管カードの資源だけです。</translation>
        </message>
        <message>
            <source>Once teammates' networks connect, each treats the other's as their own.</source>
            <translation>チームメイトの坑道がつながったら、互いに相手の坑道を自分の坑道として扱います。</translation>
        </message>
        <message>
            <source>Pedestals from recruiting go to the team storage and are placed from it.</source>
            <translation>招集で得た台座はチームの保管カードに置き、そこから配置します。</translation>
        </message>
        <message>
            <source>All honour points go to the team; each statue and hall scores once for the team.</source>
            <translation>名誉点はすべてチームのものになります。各彫像と各大広間は、チームとして1回だけ得点します。</translation>
        </message>
        <message>
            <source>Statues fill every statue spot clockwise in a repeating cycle of the three clans, starting on any spot with any clan; the cycle never breaks.</source>
            <translation>任意の彫像スポットから任意の氏族で始め、3つの氏族を繰り返す順番で時計回りに彫像を配置し、すべての彫像スポットを埋めます。この繰り返しが途切れることはありません。</translation>
        </message>
        <message>
            <source>A tunnel here is a tile, a hall, each uncovered part of a tile, or a gate (each gate its own); workshops are not part of a network.</source>
            <translation>ここでいう「トンネル」とは、トンネルタイル1枚、大広間1つ、大広間に覆われていないタイルの各部分、または門タイル（門タイルはそれぞれ1つのトンネル）です。工房は坑道に含まれません。</translation>
        </message>
        <message>
            <source>Ruling: only the best statue of each tunnel scores, a tunnel as for moving statues: each gate is its own, and so is each part of a tile a hall leaves uncovered (「大廳下方延伸出來的隧道，均變成了獨立的隧道」). Read literally (「每個隧道板塊中只有一個雕像可以獲得榮譽點數」), one statue per printed tile: a table ruling the group may choose at setup.</source>
            <translation>裁定：各トンネルで得点になるのは最も得点の高い彫像1つだけで、「トンネル」は彫像の移動のときと同じ意味です。門タイルはそれぞれ1つのトンネルで、大広間に覆われずに残ったタイルの各部分も同様です（「大廳下方延伸出來的隧道，均變成了獨立的隧道」）。文字どおりに読めば（「每個隧道板塊中只有一個雕像可以獲得榮譽點數」）印刷されたタイル1枚につき彫像1つで、これはセットアップ時に卓で選べる裁定です。</translation>
        </message>
        <message>
            <source>The highest total wins; on a tie the lower sum of troll levels wins, and a coronation token's holder has a full moot (6 clan trolls). Ruling: starting trolls count as 0, a tie waits for troll levels not entered, and a remaining tie shares the victory.</source>
            <translation>合計が最も高いプレイヤーの勝ちです。同点の場合は、トロールのレベルの合計が低い方が勝ちます。戴冠式トークンを持つプレイヤーのトロールズムートは満員です（氏族のトロール6体）。裁定：初期トロールはレベル0として数え、トロールのレベルが未入力なら同点は判定を保留し、それでも同点なら勝利を分け合います。</translation>
        </message>
        <message>
            <source>Two teams of two sit together and play in the order team 1, team 2, team 2, team 1; teammates' gates stand side by side on the winter side: neighbouring start points, clockwise.</source>
            <translation>2人ずつの2チームに分かれ、チームメイトは隣り合って座り、手番はチーム1、チーム2、チーム2、チーム1の順です。チームメイトの門タイルは冬の面で隣り合わせ、つまり時計回りに隣り合う2つのスタート地点に置きます。</translation>
        </message>
        <message>
            <source>A player holds at most 9999 of each resource, storage and trolls together; an action or correction beyond is refused.</source>
            <translation>プレイヤーが持てる資源は、保管庫とトロールを合わせて各種類 9999 個までです。これを超える行動や修正は拒否されます。</translation>
        </message>
        <message>
            <source>A player's tunnel points stay between 0 and 572 (all 52 tunnel tiles as size-5 heartstone tunnels); a correction beyond is refused.</source>
            <translation>プレイヤーのトンネルの名誉点は 0 から 572 まで（トンネルタイル 52 枚すべてがサイズ 5 のハートストーンのトンネルの場合）です。これを超える修正は拒否されます。</translation>
        </message>
        <message>
            <source>At most one workshop per turn, one next to your network; that workshop may be activated once per open entrance, in one go or in several. Ruling: its activations may come before and after the turn's spell, never before and after another workshop.</source>
            <translation>工房は1手番に1つまで、自分の坑道に隣接しているものだけが使えます。その工房は開いている入口1つにつき1回ずつ、まとめてでも何度かに分けてでも使えます。裁定：その使用はこの手番の呪文の前と後に分けてもよいですが、別の工房の前と後に分けることはできません。</translation>
        </message>
        <message>
            <source>Cart Workshop: each activation turns 1 heartstone into 1 generic cart, or 1 generic cart into 1 heartstone; clan carts cannot be spent here.</source>
            <translation>台車工房：1回の使用ごとに、ハートストーン1つを万能台車1つに、または万能台車1つをハートストーン1つに交換します。氏族の台車はここでは使えません。</translation>
        </message>
        <message>
            <source>Rune Workshop: each activation turns 1 stone or 1 iron into 1 rune, or 1 rune into 1 stone or 1 iron.</source>
            <translation>ルーン工房：1回の使用ごとに、石1つまたは鉄1つをルーン1つに、またはルーン1つを石1つまたは鉄1つに交換します。</translation>
        </message>
        <message>
            <source>Rune Shop: each activation turns 1 coin into 1 rune, or 1 rune into 1 coin.</source>
            <translation>ルーン商店：1回の使用ごとに、コイン1つをルーン1つに、またはルーン1つをコイン1つに交換します。</translation>
        </message>
        <message>
            <source>Crushing Workshop: each activation turns 1 heartstone into 2 stone, or 2 stone into 1 heartstone.</source>
            <translation>粉砕工房：1回の使用ごとに、ハートストーン1つを石2つに、または石2つをハートストーン1つに交換します。</translation>
        </message>
        <message>
            <source>Ore Exchange: each activation turns 1 iron or 1 heartstone into 1 coin, or 1 coin into 1 iron or 1 heartstone.</source>
            <translation>鉱石取引所：1回の使用ごとに、鉄1つまたはハートストーン1つをコイン1つに、またはコイン1つを鉄1つまたはハートストーン1つに交換します。</translation>
        </message>
        <message>
            <source>Millstone Workshop: each activation turns 1 stone into 1 iron, or 1 iron into 1 stone.</source>
            <translation>石臼工房：1回の使用ごとに、石1つを鉄1つに、または鉄1つを石1つに交換します。</translation>
        </message>
        <message>
            <source>Metal Workshop: each activation turns 1 heartstone into 1 iron, or 1 iron into 1 heartstone.</source>
            <translation>金属工房：1回の使用ごとに、ハートストーン1つを鉄1つに、または鉄1つをハートストーン1つに交換します。</translation>
        </message>
        <message>
            <source>Tool Forge: each activation turns 1 heartstone into 1 hammer, or 1 hammer into 1 heartstone.</source>
            <translation>道具鍛冶場：1回の使用ごとに、ハートストーン1つをハンマー1つに、またはハンマー1つをハートストーン1つに交換します。</translation>
        </message>
        <message>
            <source>Chain Forge: each activation turns any 2 resources, alike or not, into 1 hammer; never back.</source>
            <translation>鎖鍛冶場：1回の使用ごとに、任意の資源2つ（種類は問わない）をハンマー1つに交換します。逆の交換はできません。</translation>
        </message>
        <message>
            <source>Cart Shop: each activation turns any 2 resources, alike or not, into 1 generic cart; never back.</source>
            <translation>台車商店：1回の使用ごとに、任意の資源2つ（種類は問わない）を万能台車1つに交換します。逆の交換はできません。</translation>
        </message>
        <message>
            <source>Quartermaster: each activation moves 1 resource from one of your trolls to your storage; a clan cart becomes a generic cart.</source>
            <translation>補給所：1回の使用ごとに、自分のトロール1体から資源1つを保管庫に移します。氏族の台車は保管庫に移ると万能台車になります。</translation>
        </message>
        <message>
            <source>Level 1 is free; level 2 takes a bribe on each of the 2 level-1 trolls below, level 3 on each of the 2 level-2 and 3 level-1 trolls below; without them all you cannot recruit. Bribes are coins unless a spell says otherwise, and lie where the table put them. Ruling: the row sets the bribes, not the card: a level-1 card drawn into the level-2 row costs that row's 2 bribes.</source>
            <translation>レベル1は無償です。レベル2は下にいるレベル1の2体に、レベル3は下にいるレベル2の2体とレベル1の3体に、それぞれ賄賂を1つずつ置きます。全員に置けなければ招集できません。賄賂は、呪文で別に定められない限りコインで、卓で置いたトロールの上に残ります。裁定：賄賂を決めるのはカードではなく列です。レベル2の列に補充されたレベル1のカードも、その列の賄賂2つが必要です。</translation>
        </message>
        <message>
            <source>Take the troll and the bribes on it, refill the slot; a level-2 troll's pedestal goes to storage; with a level-3 troll you may take any pedestal you like from the bag. Ruling: taking none is accepted.</source>
            <translation>トロールとその上の賄賂を獲得し、空いたスペースを補充します。レベル2のトロールの台座は保管庫に入ります。レベル3のトロールを招集したときは、台座袋から好きな台座を1つ獲得できます。裁定：獲得しなくても構いません。</translation>
        </message>
        <message>
            <source>When a level's deck is empty, refill from the deck one level higher, else from the one a level lower. Ruling: when both are empty the slot stays empty, never refilled from two levels away.</source>
            <translation>あるレベルの山札が尽きたら、1つ上のレベルの山札から補充します。それも尽きている場合は1つ下のレベルの山札から補充します。裁定：どちらも尽きていればスペースは空いたままで、2つ離れたレベルから補充することはありません。</translation>
        </message>
        <message>
            <source>After recruiting, any market troll with 4 bribes retires: bribes to the supply, the card under its deck, the slot refilled. Ruling: a retiring level-2 troll's pedestal stays on the slot for the card that replaces it.</source>
            <translation>招集の後、賄賂が4つ乗っている場のトロールは引退します：賄賂はサプライに戻し、カードは山札の一番下に入れ、空いたスペースを補充します。裁定：引退するレベル2のトロールの台座はそのスペースに残り、補充されたカードのものになります。</translation>
        </message>
        <message>
            <source>A statue in your gate scores by the layer of the gate's square, as one in a tunnel does.</source>
            <translation>自分の門タイルにある彫像は、トンネルにある彫像と同じく、門タイルのマスの層で得点します。</translation>
        </message>
        <message>
            <source>A score sheet is complete when every player's tunnels are entered, tile by tile or as the score-track total (even 0). Until then its results are projected: only the players with something entered are ranked, no tie-break asks for troll levels, and no one is named the winner.</source>
            <translation>全プレイヤーのトンネルが入力されたとき（タイルごと、または得点トラックの合計で。0でも可）、スコアシートは完成です。それまでの結果は予想です：何か入力されたプレイヤーだけに順位が付き、同点判定でトロールのレベルを求めることはなく、勝者も決まりません。</translation>
        </message>
    </context>
    <context>
        <name>RuleAlternative</name>
        <message>
            <source>Using a workshop as one action: all its activations in one go, either before the spell or after it.</source>
            <translation>工房の使用を1つの行動とみなす：すべての使用をまとめて、呪文の前か後のどちらかで行います。</translation>
        </message>
        <message>
            <source>Pricing a troll by the level printed on its card: a level-1 card in the level-2 row would be free.</source>
            <translation>カードに印刷されたレベルで値段を決める：レベル2の列にあるレベル1のカードは無償になります。</translation>
        </message>
        <message>
            <source>The Japanese summary reads 「任意の台座コマ1つを獲得します」, take one pedestal of your choice: read so, a player must take one while the bag holds any.</source>
            <translation>日本語のサマリーは「任意の台座コマ1つを獲得します」と書いています。こう読めば、台座袋に台座が残っている限り、必ず1つ獲得しなければなりません。</translation>
        </message>
        <message>
            <source>Drawing from any deck that still has cards, two levels away too (a level-1 place refilled from the level-3 deck), so that the market stays full.</source>
            <translation>カードが残っているどの山札からでも、2つ離れたレベルからも引きます（レベル1のスペースをレベル3の山札から補充する）。場はいつも埋まったままになります。</translation>
        </message>
        <message>
            <source>The pedestal goes back into the bag, and the new card, if it is level 2, draws one from the bag at random.</source>
            <translation>台座は台座袋に戻し、新しいカードがレベル2なら台座袋からランダムに1つ引きます。</translation>
        </message>
        <message>
            <source>Each tile stays in the network of the player who dug it, joined to a gate or not: the rulebook's 「這些孤立的板塊不屬於任何玩家的通路網」 speaks against it.</source>
            <translation>各タイルは、門タイルにつながっていてもいなくても、掘削したプレイヤーの坑道のままとする。ルールブックの「這些孤立的板塊不屬於任何玩家的通路網」はこれに反します。</translation>
        </message>
        <message>
            <source>One statue per printed tile, whatever a hall covers: the two parts of a tile split by a hall count as one tunnel. A group may choose it for its game when starting it, or later in the rules browser of that game.</source>
            <translation>大広間が何を覆っていても、印刷されたタイル1枚につき彫像1つ：大広間で分けられたタイルの2つの部分は1つのトンネルと数えます。卓はゲーム開始時に、またはそのゲームのルール一覧からあとで、これを選べます。</translation>
        </message>
        <message>
            <source>Breaking a remaining tie another way the group agrees on (more honour from tunnels, say); the rulebook gives no such rule.</source>
            <translation>残った同点を卓で合意した別の方法で決める（たとえばトンネルで得た名誉点の多い方）。ルールブックにそのような規則はありません。</translation>
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
            <translation>ルールリファレンス：%1</translation>
        </message>
        <message>
            <source>Generated by `hallkeeper-cli rules --game %1 --markdown` from the game's rule catalog; do not edit by hand. The same rules, with the same IDs, are in the app (Help → Rules) and in `hallkeeper-cli rules --game %1`. Other languages: %2.</source>
            <translation>ゲームのルールカタログから `hallkeeper-cli rules --game %1 --markdown` で生成したものです。手で編集しないでください。同じルールが同じIDでアプリ（ヘルプ → ルール）と `hallkeeper-cli rules --game %1` にもあります。他の言語：%2。</translation>
        </message>
        <message>
            <source>Each rule gives its ID, what it says, where it comes from and, where we quote it, the source's own words. **Rulings** are points the source leaves open: each gives the other reading a table may choose, and why Hallkeeper rules as it does.</source>
            <translation>各ルールには、ID、内容、出典、引用している場合は原文を載せています。**裁定**は原文が明記していない点で、それぞれ卓上で選べる別の解釈と、Hallkeeper がそう裁定する理由を述べています。</translation>
        </message>
        <message>
            <source>ruling</source>
            <translation>裁定</translation>
        </message>
        <message>
            <source>Source:</source>
            <translation>出典：</translation>
        </message>
        <message>
            <source>Example:</source>
            <translation>例：</translation>
        </message>
        <message>
            <source>Alternative:</source>
            <translation>別の解釈：</translation>
        </message>
        <message>
            <source>Why this ruling:</source>
            <translation>この裁定の理由：</translation>
        </message>
    </context>
    <context>
        <name>RuleExample</name>
        <message>
            <source>Example: in the last turns, 4 other resources traded for a cart give the one move still needed to put a statue on its pedestal.</source>
            <translation>例：最後の手番で、他の資源4つを台車1つと交換すれば、彫像を台座に載せるのに足りない1回の移動ができます。</translation>
        </message>
        <message>
            <source>Example: to dig with 4 stone, you have 2 stone in storage and 3 on your trolls; any 4 of those 5 will do.</source>
            <translation>例：石4つで掘削するとき、保管庫に石が2つ、トロールの上に3つあれば、その5つのうちどの4つを使ってもかまいません。</translation>
        </message>
        <message>
            <source>Example: you cast 大地儀式 by putting 1 rune from your storage or a troll on the card; it is the card's second rune, so the spell stays on display.</source>
            <translation>例：保管庫かトロールのルーン1つをカードに置いて「大地儀式」を唱えます。カードの2つ目のルーンなので、呪文は場に残ります。</translation>
        </message>
        <message>
            <source>Example: your network touches the Tool Forge at one entrance and other players' networks at two more: it has 3 open entrances, so you may activate it up to 3 times.</source>
            <translation>例：自分の坑道が「工具鍛造所」の入口1つに、他のプレイヤーの坑道が別の入口2つに隣接しています。開いた入口が3つあるので、最大3回使えます。</translation>
        </message>
        <message>
            <source>Example: to recruit the level-3 Ice troll at the top right, put 1 coin on each of the 5 trolls below it.</source>
            <translation>例：最上段右のレベル3の氷のトロールを招集するには、その下の5体のトロールにコインを1つずつ置きます。</translation>
        </message>
        <message>
            <source>Example: your third recruit goes top left; it gains 3 iron, 1 rune and 1 cart, then the Fire and Mud trolls below it activate, and so on down to the bottom row. A troll still holding a cart from an earlier chain gains no new cart.</source>
            <translation>例：3体目に招集したトロールを左上に置きます。鉄3つ、ルーン1つ、台車1つを得て、その下の炎と泥のトロールが起動し、最下段まで続きます。前の連鎖で得た台車がまだ載っているトロールは、新しい台車を得ません。</translation>
        </message>
        <message>
            <source>Example: 4 stone for a size-4 tile scores 4 honour points.</source>
            <translation>例：石4つで大きさ4のタイルを掘ると、4名誉点を得ます。</translation>
        </message>
        <message>
            <source>Example: to lay the same tile over 3 rubble squares, first spend 3 hammers.</source>
            <translation>例：同じタイルをがれきスペース3つの上に置くには、先にハンマーを3つ使います。</translation>
        </message>
        <message>
            <source>Example: a size-4 tile dug with 4 stone covers 2 iron and 1 hammer: they go to your storage, and the buried Fire statue under it is unearthed.</source>
            <translation>例：石4つで掘った大きさ4のタイルが鉄2つとハンマー1つを覆いました。それらは保管庫に入り、その下に埋もれた炎の彫像が発掘されます。</translation>
        </message>
        <message>
            <source>Example: once anyone has placed an Ice pedestal in the grey layer, no one may place another Ice pedestal there; a Fire or Moon pedestal still may.</source>
            <translation>例：誰かが灰の層に氷の台座を置いたら、もう誰もその層に氷の台座を置けません。炎や月の台座なら置けます。</translation>
        </message>
        <message>
            <source>Example: the tile you just dug touches a workshop site; you take the Rune Shop from the workshop supply and put it there, to use from your next turn.</source>
            <translation>例：掘ったばかりのタイルが工房用地に隣接しています。工房タイルのサプライから「ルーン商店」を取ってそこに置き、次の手番から使えます。</translation>
        </message>
        <message>
            <source>Example: you place the Treasure Hall (聚寶大廳) over your tunnels: the Ice pedestal under it leaves the game (you keep its score token), the Moon statue stays where it was.</source>
            <translation>例：トンネルの上に聚宝大広間を置きます。その下の氷の台座はゲームから取り除かれ（台座得点トークンは手元に残ります）、月の彫像はその場に残ります。</translation>
        </message>
        <message>
            <source>Example: carts and stone give 1 honour point each; trading 1 rune, 1 hammer and 2 iron for a coin completes a third set of three: 1 more.</source>
            <translation>例：台車と石でそれぞれ1名誉点。ルーン1つ、ハンマー1つ、鉄2つをコイン1つと交換すると3つ目のセットがそろい、さらに1名誉点です。</translation>
        </message>
        <message>
            <source>Worked example: hall A has an empty altar and an Ice statue inside: its low value, 0, and nothing for the Ice statue; hall B has a statue on its altar: its high value, 15.</source>
            <translation>得点計算の例：大広間Aは祭壇が空で、中に氷の彫像があります。小さい点数の0点で、氷の彫像は得点しません。大広間Bは祭壇に彫像があるので、大きい点数の15点です。</translation>
        </message>
        <message>
            <source>Worked example: a Fire statue on a Fire pedestal in the yellow layer scores 20, an Ice statue in the yellow layer without a pedestal 10, a Fire statue on a Fire pedestal in the grey layer 8. With tunnels 43, coronation 3, pedestal tokens 11, leftovers 1 and halls 0 and 15, the total is 111.</source>
            <translation>得点計算の例：黄の層で炎の台座に載った炎の彫像は20点、黄の層で台座のない氷の彫像は10点、灰の層で炎の台座に載った炎の彫像は8点。トンネル43点、戴冠式3点、台座得点トークン11点、残り資源1点、大広間0点と15点を合わせて、合計111点です。</translation>
        </message>
    </context>
    <context>
        <name>RuleReasoning</name>
        <message>
            <source>The rulebook says that isolated tiles belong to nobody and that whoever connects to them later owns them. Computing ownership from the gates every time gives exactly that, and nothing can go stale.</source>
            <translation>ルールブックでは、孤立したタイルは誰のものでもなく、後でつないだプレイヤーのものになります。毎回門から持ち主を計算すれば、まさにそのとおりになり、古い記録が残ることもありません。</translation>
        </message>
        <message>
            <source>The rulebook says "one statue per tunnel" in one place and "per tunnel tile" in another, and also that the parts of a tile sticking out from under a hall become independent tunnels. The default follows the tunnels as for moving statues; the literal "per printed tile" is the table's alternative.</source>
            <translation>ルールブックは、ある箇所では「トンネルごとに1体」、別の箇所では「トンネルタイルごとに」と言い、さらに大広間の下からはみ出したタイルの部分はそれぞれ独立したトンネルになると言います。既定では彫像の移動と同じトンネルで数え、文字どおりの「印刷されたタイルごと」は卓で選べる別の裁定です。</translation>
        </message>
        <message>
            <source>The rulebook breaks a tie by the lower sum of troll levels and stops there. Starting trolls have no level, so they add nothing (counting them as 0 or leaving them out gives the same sum); a tie that remains has no rule to break it, so the victory is shared. A tie that needs troll levels not yet entered is shown as undecided rather than guessed.</source>
            <translation>ルールブックは同点をトロールのレベル合計の低さで決め、そこで終わります。初期トロールにはレベルがないので合計に加わりません（0として数えても数えなくても合計は同じ）。それでも同点なら決める規則がないので、勝利を分け合います。まだ入力されていないトロールのレベルが必要な同点は、推測せずに未決定と表示します。</translation>
        </message>
        <message>
            <source>The spell and the workshop are one step, done in any order (「以任意順序」), and each activation of a workshop is an exchange of its own (「每次啟動工坊都視作一個獨立的操作」). So the application lets a player use the workshop, cast the spell with what it gave, and use the same workshop again while it has open entrances left.</source>
            <translation>呪文と工房は1つのステップで、どちらを先にしても構いません（「以任意順序」）。また工房の使用は1回ずつが独立した交換です（「每次啟動工坊都視作一個獨立的操作」）。そのためアプリでは、工房を使い、得た資源で呪文を唱え、開いている入口が残っていれば同じ工房をもう一度使えます。</translation>
        </message>
        <message>
            <source>The rulebook prices a troll by its row (「中間行」, the middle row) and the trolls below it, which are the same whatever card stands there; a card from another level's deck only fills the place (REC-EMPTY-DECK). Its pedestal follows the card's own level: a level-2 card in the level-1 row brings one from the bag, and whoever recruits a level-3 card in the level-2 row chooses one.</source>
            <translation>ルールブックはトロールの値段を列（「中間行」、中段の列）とその下のトロールで決めており、そこにどのカードがあっても同じです。ほかのレベルの山札から来たカードはスペースを埋めるだけです（REC-EMPTY-DECK）。台座はカード自身のレベルに従います：レベル1の列にあるレベル2のカードには台座袋から台座が置かれ、レベル2の列にあるレベル3のカードを招集したプレイヤーは台座を1つ選びます。</translation>
        </message>
        <message>
            <source>The rulebook says you may (「你可以」) look in the bag and take one; a player who may take one may also leave them all there.</source>
            <translation>ルールブックは、台座袋を見て1つ取ってもよい（「你可以」）としています。取ってもよいのなら、すべて袋に残しても構いません。</translation>
        </message>
        <message>
            <source>The rulebook names the deck one level up, then the deck one level down, and says nothing of both being empty; the application goes no further than it does.</source>
            <translation>ルールブックは1つ上のレベルの山札、次に1つ下のレベルの山札を挙げるだけで、両方が尽きた場合については述べていません。アプリもそれ以上は補充しません。</translation>
        </message>
        <message>
            <source>The rulebook sends the card under its deck and the bribes to the supply, and says nothing of the pedestal on the card. The pedestal lies on the place in the market, so it stays there for the new card, and no other is drawn for it.</source>
            <translation>ルールブックはカードを山札の一番下に、賄賂をサプライに戻すとし、カードの上の台座については述べていません。台座は場のそのスペースに置かれているので、新しいカードのためにそこに残り、別の台座は引きません。</translation>
        </message>
    </context>
    <context>
        <name>RuleSection</name>
        <message>
            <source>Board</source>
            <translation>盤面</translation>
        </message>
        <message>
            <source>Setup</source>
            <translation>準備</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>手番</translation>
        </message>
        <message>
            <source>Spells and workshops</source>
            <translation>呪文と工房</translation>
        </message>
        <message>
            <source>Recruiting</source>
            <translation>招集</translation>
        </message>
        <message>
            <source>Digging</source>
            <translation>掘削</translation>
        </message>
        <message>
            <source>Pedestals</source>
            <translation>台座</translation>
        </message>
        <message>
            <source>Building workshops</source>
            <translation>工房の建設</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大広間</translation>
        </message>
        <message>
            <source>Moving statues</source>
            <translation>彫像の移動</translation>
        </message>
        <message>
            <source>End of game</source>
            <translation>ゲームの終了</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最終得点計算</translation>
        </message>
        <message>
            <source>Team game</source>
            <translation>チーム戦</translation>
        </message>
        <message>
            <source>Hallkeeper's limits</source>
            <translation>Hallkeeper の上限</translation>
        </message>
        <message>
            <source>Workshop exchanges</source>
            <translation>工房の交換</translation>
        </message>
        <message>
            <source>Hallkeeper's score sheet</source>
            <translation>Hallkeeper のスコアシート</translation>
        </message>
    </context>
    <context>
        <name>RulebookSection</name>
        <message>
            <source>Adjacent</source>
            <translation>隣接</translation>
        </message>
        <message>
            <source>Place a pedestal?</source>
            <translation>台座を置く？</translation>
        </message>
        <message>
            <source>General setup</source>
            <translation>全体の準備</translation>
        </message>
        <message>
            <source>Player setup</source>
            <translation>プレイヤーの準備</translation>
        </message>
        <message>
            <source>On your turn</source>
            <translation>自分の手番</translation>
        </message>
        <message>
            <source>2. Recruit or dig</source>
            <translation>2. 招集または掘削</translation>
        </message>
        <message>
            <source>Trading with the supply</source>
            <translation>サプライとの交換</translation>
        </message>
        <message>
            <source>Spending resources</source>
            <translation>資源の消費</translation>
        </message>
        <message>
            <source>Casting a spell</source>
            <translation>呪文を唱える</translation>
        </message>
        <message>
            <source>Activating a workshop</source>
            <translation>工房を使う</translation>
        </message>
        <message>
            <source>Recruiting a troll › Step 1: choose a troll to recruit</source>
            <translation>トロールの招集 › 手順1：招集するトロールを選ぶ</translation>
        </message>
        <message>
            <source>Recruiting a troll › Step 2: take the troll</source>
            <translation>トロールの招集 › 手順2：トロールを取る</translation>
        </message>
        <message>
            <source>Recruiting a troll › Out of troll cards</source>
            <translation>トロールの招集 › トロールカードの枯渇</translation>
        </message>
        <message>
            <source>Recruiting a troll › Trolls retire</source>
            <translation>トロールの招集 › トロールの引退</translation>
        </message>
        <message>
            <source>Recruiting a troll › Step 3: add the troll to your moot and trigger a chain</source>
            <translation>トロールの招集 › 手順3：トロールをトロールズムートに加えて連鎖を起こす</translation>
        </message>
        <message>
            <source>Recruiting a troll › Carts</source>
            <translation>トロールの招集 › 台車</translation>
        </message>
        <message>
            <source>Digging a tunnel and gaining honour points</source>
            <translation>トンネルを掘って名誉点を得る</translation>
        </message>
        <message>
            <source>Digging › Rubble squares</source>
            <translation>トンネルを掘って名誉点を得る › がれきスペース</translation>
        </message>
        <message>
            <source>Digging › Buried statues</source>
            <translation>トンネルを掘って名誉点を得る › 埋もれた彫像</translation>
        </message>
        <message>
            <source>Digging › Buried resources</source>
            <translation>トンネルを掘って名誉点を得る › 埋もれた資源</translation>
        </message>
        <message>
            <source>3. Great halls</source>
            <translation>3. 大広間</translation>
        </message>
        <message>
            <source>Build a workshop?</source>
            <translation>工房を建てる？</translation>
        </message>
        <message>
            <source>4. Moving statues</source>
            <translation>4. 彫像の移動</translation>
        </message>
        <message>
            <source>4. Moving statues › What counts as a tunnel?</source>
            <translation>4. 彫像の移動 › 何が1つのトンネルか？</translation>
        </message>
        <message>
            <source>Triggering the end of the game (coronation)</source>
            <translation>ゲーム終了のきっかけ（戴冠式）</translation>
        </message>
        <message>
            <source>Final scoring › 1. Coronation tokens</source>
            <translation>最終得点計算 › 1. 戴冠式トークン</translation>
        </message>
        <message>
            <source>Final scoring › 2. Pedestal points</source>
            <translation>最終得点計算 › 2. 台座の得点</translation>
        </message>
        <message>
            <source>Final scoring › 3. Leftover resources</source>
            <translation>最終得点計算 › 3. 残り資源</translation>
        </message>
        <message>
            <source>Final scoring › 4. Great halls</source>
            <translation>最終得点計算 › 4. 大広間</translation>
        </message>
        <message>
            <source>Final scoring › 5. Statues</source>
            <translation>最終得点計算 › 5. 彫像</translation>
        </message>
        <message>
            <source>Final scoring</source>
            <translation>最終得点計算</translation>
        </message>
        <message>
            <source>Team game › Setup</source>
            <translation>チーム戦 › 準備</translation>
        </message>
        <message>
            <source>Team game › Changes to the game</source>
            <translation>チーム戦 › ゲーム進行の変更</translation>
        </message>
        <message>
            <source>Not in the rulebook: a limit of Hallkeeper's, not a rule of the game</source>
            <translation>ルールブックにはありません：Hallkeeper の上限で、ゲームのルールではありません</translation>
        </message>
        <message>
            <source>Workshops › Cart Workshop</source>
            <translation>工房 › 台車工房</translation>
        </message>
        <message>
            <source>Workshops › Rune Workshop</source>
            <translation>工房 › ルーン工房</translation>
        </message>
        <message>
            <source>Workshops › Rune Shop</source>
            <translation>工房 › ルーン商店</translation>
        </message>
        <message>
            <source>Workshops › Crushing Workshop</source>
            <translation>工房 › 粉砕工房</translation>
        </message>
        <message>
            <source>Workshops › Ore Exchange</source>
            <translation>工房 › 鉱石取引所</translation>
        </message>
        <message>
            <source>Workshops › Millstone Workshop</source>
            <translation>工房 › 石臼工房</translation>
        </message>
        <message>
            <source>Workshops › Metal Workshop</source>
            <translation>工房 › 金属工房</translation>
        </message>
        <message>
            <source>Workshops › Tool Forge</source>
            <translation>工房 › 道具鍛冶場</translation>
        </message>
        <message>
            <source>Workshops › Chain Forge</source>
            <translation>工房 › 鎖鍛冶場</translation>
        </message>
        <message>
            <source>Workshops › Cart Shop</source>
            <translation>工房 › 台車商店</translation>
        </message>
        <message>
            <source>Workshops › Quartermaster</source>
            <translation>工房 › 補給所</translation>
        </message>
        <message>
            <source>Not in the rulebook: a convention of Hallkeeper's score sheet, not a rule of the game</source>
            <translation>ルールブックにはありません：Hallkeeper のスコアシートの約束事で、ゲームのルールではありません</translation>
        </message>
    </context>
    <context>
        <name>ScoreReport</name>
        <message>
            <source>%1 from the score track</source>
            <translation>得点トラック上の%1点</translation>
        </message>
        <message>
            <source>%1 × size %2 %3 = %4</source>
            <translation>%1 × サイズ%2の%3トンネル = %4</translation>
        </message>
        <message>
            <source>no tunnels: 0</source>
            <translation>トンネルなし：0</translation>
        </message>
        <message>
            <source>%1; total %2</source>
            <translation>%1；合計%2</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>no coronation token: 0</source>
            <translation>戴冠式トークンなし：0</translation>
        </message>
        <message>
            <source>coronation tokens 5 + 3 = 8</source>
            <translation>戴冠式トークン 5 + 3 = 8</translation>
        </message>
        <message>
            <source>coronation token %1</source>
            <translation>戴冠式トークン %1</translation>
        </message>
        <message>
            <source>no pedestal score tokens: 0</source>
            <translation>台座得点トークンなし：0</translation>
        </message>
        <message>
            <source>pedestal score token %1</source>
            <translation>台座得点トークン %1</translation>
        </message>
        <message>
            <source>pedestal score tokens %1 = %2</source>
            <translation>台座得点トークン %1 = %2</translation>
        </message>
        <message>
            <source>no resources left: 0</source>
            <translation>残り資源なし：0</translation>
        </message>
        <message>
            <source>%1 → sets of three: %2</source>
            <translation>%1 → 3つ1組のセット：%2組</translation>
        </message>
        <message>
            <source>; no 4:1 trade adds a set</source>
            <translation>；4:1の交換をしてもセットは増えません</translation>
        </message>
        <message>
            <source>; after trading %1: %2 → sets of three: %3</source>
            <translation>；交換（%1）の後：%2 → 3つ1組のセット：%3組</translation>
        </message>
        <message>
            <source>no great halls: 0</source>
            <translation>大広間なし：0</translation>
        </message>
        <message>
            <source>%1 statue on its own pedestal in layer %2</source>
            <translation>層%2の同じ氏族の台座上にある%1の彫像</translation>
        </message>
        <message>
            <source>%1 statue in layer %2</source>
            <translation>層%2の%1の彫像</translation>
        </message>
        <message>
            <source>no statues in tunnels: 0</source>
            <translation>トンネル内の彫像なし：0</translation>
        </message>
        <message>
            <source>Tunnels</source>
            <translation>トンネル</translation>
        </message>
        <message>
            <source>Coronation</source>
            <translation>戴冠式トークン</translation>
        </message>
        <message>
            <source>Pedestal tokens</source>
            <translation>台座得点トークン</translation>
        </message>
        <message>
            <source>Leftovers</source>
            <translation>残り資源</translation>
        </message>
        <message>
            <source>Halls</source>
            <translation>大広間</translation>
        </message>
        <message>
            <source>Statues</source>
            <translation>彫像</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Team %1 (%2)</source>
            <translation>チーム%1（%2）</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <extracomment>A resource and how many: "stone 3".</extracomment>
            <translation>%1×%2</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <translation>%1を渡して%2を得る</translation>
        </message>
        <message>
            <source>hall %1</source>
            <translation>大広間%1</translation>
        </message>
        <message>
            <source>%1: a statue on the altar, high value %2</source>
            <translation>%1：祭壇に彫像あり、大きい方の値%2</translation>
        </message>
        <message>
            <source>%1: altar empty, low value %2</source>
            <translation>%1：祭壇に彫像なし、小さい方の値%2</translation>
        </message>
        <message>
            <source>%1: %2 points</source>
            <translation>%1：%2点</translation>
        </message>
        <message>
            <source>%1 in tunnel %2: %3 points</source>
            <translation>%1（トンネル「%2」）：%3点</translation>
        </message>
        <message>
            <source>%1 in tunnel %2: not counted, the tunnel already counts the %3 (%4 points)</source>
            <translation>%1（トンネル「%2」）：得点なし。このトンネルではすでに%3（%4点）が得点しています</translation>
        </message>
        <message>
            <source>%1 + %2 + %3 + %4 + %5 + %6 = %7 honour points</source>
            <translation>%1 + %2 + %3 + %4 + %5 + %6 = %7名誉点</translation>
        </message>
        <message>
            <source>%1 tie on %2 honour points and on the sum of their troll levels (%3): they share place %4.</source>
            <translation>%1は%2名誉点で同点、トロールのレベルの合計（%3）も同じため、同率%4位です。</translation>
        </message>
        <message>
            <source>%1 tie on %2 honour points; the lower sum of troll levels ranks higher (starting trolls count as 0): %3.</source>
            <translation>%1は%2名誉点で同点です。トロールのレベルの合計が低い方が上位になります（初期トロールは0として数えます）：%3。</translation>
        </message>
        <message>
            <source>%1 also tie on troll levels (%2): they share place %3.</source>
            <translation>%1はトロールのレベルの合計（%2）も同じため、同率%3位です。</translation>
        </message>
        <message>
            <source>Winner: %1 with %2 honour points.</source>
            <translation>勝者：%1（%2名誉点）。</translation>
        </message>
        <message>
            <source>Shared victory: %1, with %2 honour points each.</source>
            <translation>共同勝利：%1（各%2名誉点）。</translation>
        </message>
        <message>
            <source>%1: no trade adds a set</source>
            <translation>%1：交換をしてもセットは増えません</translation>
        </message>
        <message>
            <source>%1: trade %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>チーム</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Ranking</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Leftover trades</source>
            <translation>残り資源の交換</translation>
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
            <translation>%1が%2名誉点で同点です。同点の決着にはトロールのレベルの合計が必要です：決着をつけるには%3のトロールのレベルを入力してください。</translation>
        </message>
        <message>
            <source>No winner yet: %1 tie on %2 honour points; enter the troll levels of %3 to break the tie.</source>
            <translation>勝者はまだ決まっていません：%1が%2名誉点で同点です。決着をつけるには%3のトロールのレベルを入力してください。</translation>
        </message>
        <message>
            <source>Leading (projected): %1 with %2 honour points.</source>
            <translation>首位（予想）：%1（%2名誉点）。</translation>
        </message>
        <message>
            <source>Leading together (projected): %1, with %2 honour points each.</source>
            <translation>同点首位（予想）：%1（各%2名誉点）。</translation>
        </message>
        <message>
            <source>Table rulings</source>
            <translation>卓での裁定</translation>
        </message>
        <message>
            <source>Nothing is entered yet: no one is ranked, and no one wins before every player's tunnels are entered.</source>
            <translation>まだ何も入力されていません：順位は付かず、全プレイヤーのトンネルが入力されるまで勝者は決まりません。</translation>
        </message>
        <message>
            <source>Incomplete: no winner until the tunnels of %1 are entered.</source>
            <translation>未完成：%1のトンネルが入力されるまで勝者は決まりません。</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>expected a tunnel label such as "a", found an empty one; leave the key out for a statue alone in its tunnel</source>
            <translation>トンネルのラベル（例："a"）が必要ですが、空になっています。トンネル内の彫像が1つだけの場合は、このキーを省略してください</translation>
        </message>
        <message>
            <source>give either the tunnels or the tunnel points from the score track, not both</source>
            <translation>トンネルか、得点トラック上のトンネルの得点か、どちらか一方だけを指定してください（両方は指定できません）</translation>
        </message>
        <message>
            <source>expected an integer from %1 to %2, found %3</source>
            <translation>%1～%2の整数である必要があります（実際の値：%3）</translation>
        </message>
        <message>
            <source>expected %1 to %2 players, found %3</source>
            <translation>プレイヤーは%1～%2人である必要があります（実際の人数：%3人）</translation>
        </message>
        <message>
            <source>expected a player name, found an empty one</source>
            <translation>プレイヤー名が必要ですが、空になっています</translation>
        </message>
        <message>
            <source>the name "%1" is already used by players[%2]; names must be unique</source>
            <translation>名前「%1」はすでに players[%2] で使われています。名前は重複できません</translation>
        </message>
        <message>
            <source>a team is allowed only in a team sheet ("teams": true)</source>
            <translation>チームはチーム戦のシート（"teams": true）でのみ指定できます</translation>
        </message>
        <message>
            <source>a team sheet has exactly 4 players, found %1</source>
            <translation>チーム戦のシートのプレイヤーはちょうど4人である必要があります（実際の人数：%1人）</translation>
        </message>
        <message>
            <source>expected team 1 or 2, found %1</source>
            <translation>チームは1または2である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>each team has exactly 2 players, found %1 in team 1 and %2 in team 2</source>
            <translation>各チームのプレイヤーはちょうど2人である必要があります（実際の人数：チーム1が%1人、チーム2が%2人）</translation>
        </message>
        <message>
            <source>more tunnels than the %1 tunnel tiles in the box</source>
            <translation>トンネルの数が、箱に入っているトンネルタイルの数（%1枚）を超えています</translation>
        </message>
        <message>
            <source>expected 0, 3 or 5, found %1</source>
            <translation>0、3、5のいずれかである必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>a 2-player game uses only the coronation token 3</source>
            <translation>2人プレイでは3点の戴冠式トークンのみを使用します</translation>
        </message>
        <message>
            <source>the coronation token %1 is already held by players[%2]; there is only one</source>
            <translation>%1点の戴冠式トークンはすでに players[%2] が持っています。このトークンは1枚しかありません</translation>
        </message>
        <message>
            <source>the coronation token 3 is taken only after the token 5, which nobody holds</source>
            <translation>3点の戴冠式トークンは5点のトークンが取られた後にしか獲得できませんが、5点のトークンを持っている人がいません</translation>
        </message>
        <message>
            <source>more pedestal score tokens than the %1 of the pedestal track</source>
            <translation>台座得点トークンの数が、台座トラックの%1枚を超えています</translation>
        </message>
        <message>
            <source>expected an integer ≥ 0, found %1</source>
            <translation>≥ 0 の整数である必要があります（実際の値：%1）</translation>
        </message>
        <message>
            <source>expected an integer ≥ the low value %1, found %2</source>
            <translation>≥ 小さい方の値（%1）の整数である必要があります（実際の値：%2）</translation>
        </message>
        <message>
            <source>more great halls than the %1 in the box</source>
            <translation>大広間の数が、箱に入っている%1枚を超えています</translation>
        </message>
        <message>
            <source>expected one of %1, found "mud"; there are no Mud statues</source>
            <translation>%1 のいずれかである必要があります（実際の値："mud"）。泥の彫像はありません</translation>
        </message>
        <message>
            <source>more %1 statues than the %2 in the box</source>
            <translation>%1の彫像の数が、箱に入っている%2個を超えています</translation>
        </message>
        <message>
            <source>there is only one %1 pedestal in layer %2, and %3 already stands on it</source>
            <translation>層%2の%1の台座は1つしかなく、すでに %3 が置かれています</translation>
        </message>
        <message>
            <source>at most %1 clan trolls fit in a moot above the 4 starting trolls, found %2</source>
            <translation>トロールズムートには、4体の初期トロールの上に氏族のトロールを最大%1体まで置けます（実際の数：%2体）</translation>
        </message>
        <message>
            <source>more level-%1 trolls than the %2 in the box</source>
            <translation>レベル%1のトロールの数が、箱に入っている%2枚を超えています</translation>
        </message>
        <message>
            <source>the holder of the coronation token %1 has a full moot, %2 clan trolls; found %3 (leave the list empty if they are not known)</source>
            <translation>戴冠式トークン%1を持つプレイヤーのトロールズムートは満員で、氏族のトロールは%2体です。入力は%3体です（分からない場合は空欄にしてください）</translation>
        </message>
        <message>
            <source>%1's statue %2</source>
            <translation>%1の彫像%2</translation>
        </message>
        <message>
            <source>%1 %2 in all, more than the %3 in the box (a count from retailers' component lists: the rulebook gives none); allowed, since the rules do not limit the supply</source>
            <translation>%2の合計が%1で、箱に入っている数（%3）を超えています（この数は販売店の内容物一覧によるもので、ルールブックには載っていません）。ルールではサプライの数を制限していないため、このまま受け付けます</translation>
        </message>
    </context>
    <context>
        <name>ScoreTable</name>
        <message>
            <source>Enter %1 for %2 to break the tie between %3.</source>
            <translation>%3 の同点を判定するには、%2 の%1を入力してください。</translation>
        </message>
        <message>
            <source>Tie-break on %1: %2.</source>
            <translation>%1で同点を判定：%2。</translation>
        </message>
        <message>
            <source>%1 tie on %2 (%3).</source>
            <translation>%1 が %2（%3）で同点です。</translation>
        </message>
        <message>
            <source>%1 share place %2.</source>
            <translation>%1 が%2位を分け合います。</translation>
        </message>
        <message>
            <source>Leading so far (incomplete): %1 with %2.</source>
            <translation>現在のトップ（未完成）：%1、%2。</translation>
        </message>
        <message>
            <source>No winner yet: %1 are level on %2 and the tie-break is not entered.</source>
            <translation>勝者は未定です：%1 が %2 で並び、同点判定の値が入力されていません。</translation>
        </message>
        <message>
            <source>Winner: %1 with %2.</source>
            <translation>勝者：%1、%2。</translation>
        </message>
        <message>
            <source>Shared victory: %1, with %2 each.</source>
            <translation>同点勝利：%1、それぞれ %2。</translation>
        </message>
        <message>
            <source>How it was decided</source>
            <translation>決め方</translation>
        </message>
    </context>
    <context>
        <name>Setup</name>
        <message numerus="yes">
            <source>place(s) %1</source>
            <translation>
                <numerusform>%1番目</numerusform>
            </translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>bottom row %1</source>
            <translation>最下段の%1番目</translation>
        </message>
        <message>
            <source>the card in hand</source>
            <translation>手札のカード</translation>
        </message>
        <message>
            <source>the card left in the deck</source>
            <translation>山札に残したカード</translation>
        </message>
    </context>
    <context>
        <name>StateText</name>
        <message>
            <source>nothing</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>The game is over after %1 turns.</source>
            <translation>ゲームは%1手番で終了しました。</translation>
        </message>
        <message>
            <source>Round %1, turn of %2</source>
            <translation>ラウンド%1、%2の手番</translation>
        </message>
        <message>
            <source>The end is triggered: %1 turns left after this one.</source>
            <translation>ゲームの終了が始まっています：この手番の後、残り%1手番です。</translation>
        </message>
        <message>
            <source>%1 (%2): tunnel points %3, coronation %4, pedestal tokens %5</source>
            <translation>%1（%2）：トンネルの得点%3、戴冠式トークン%4、台座得点トークン%5</translation>
        </message>
        <message>
            <source>  storage: %1; pedestals: Fire %2, Ice %3, Moon %4</source>
            <translation>  保管庫：%1；台座：炎%2、氷%3、月%4</translation>
        </message>
        <message>
            <source>  moot (%1 trolls; * marks a resource on an icon):</source>
            <translation>  トロールズムート（%1体；* はシンボル上に資源があることを示します）：</translation>
        </message>
        <message>
            <source>Clan market (bribes in brackets):</source>
            <translation>トロールカードの場（角かっこ内は賄賂）：</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>（空き）</translation>
        </message>
        <message>
            <source>  level %1 (deck %2): %3</source>
            <translation>  レベル%1（山札%2枚）：%3</translation>
        </message>
        <message>
            <source>%1 (%2 runes)</source>
            <translation>%1（ルーン%2個）</translation>
        </message>
        <message>
            <source>a spell</source>
            <translation>呪文カード</translation>
        </message>
        <message>
            <source>Spells: %1</source>
            <translation>呪文：%1</translation>
        </message>
        <message>
            <source>A-E tunnels of each player's network, ? tunnels of nobody's, = great halls, G gates, * unearthed statues, s buried statues, W workshops, w empty workshop sites</source>
            <translation>A-E 各プレイヤーの坑道のトンネル、? 誰のものでもないトンネル、= 大広間、G 門タイル、* 発掘された彫像、s 埋もれた彫像、W 工房、w 空いている工房用地</translation>
        </message>
        <message>
            <source>%1 pedestal %2%3</source>
            <translation>%1の台座 %2%3</translation>
        </message>
        <message>
            <source>storage of %1: %2</source>
            <translation>%1の保管庫：%2</translation>
        </message>
        <message>
            <source>on the trolls of %1: %2</source>
            <translation>%1のトロール上：%2</translation>
        </message>
        <message>
            <source>tunnel points of %1: %2%3</source>
            <translation>%1のトンネルの得点：%2%3</translation>
        </message>
        <message>
            <source> with the %1 pedestal</source>
            <translation>（%1の台座付き）</translation>
        </message>
    </context>
    <context>
        <name>TableRuling</name>
        <message>
            <source>Split tiles: one statue per printed tile scores, whatever a great hall covers (table ruling, SCORE-ONE-PER-TUNNEL).</source>
            <translation>大広間で分かれたタイル：大広間がどこを覆っていても、印刷されたタイル1枚につき彫像1つだけが得点になります（卓の裁定、SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>Split tiles: each part of a tile that a great hall leaves uncovered is a tunnel of its own (default, SCORE-ONE-PER-TUNNEL).</source>
            <translation>大広間で分かれたタイル：大広間に覆われずに残ったタイルの各部分が、それぞれ1つのトンネルです（既定、SCORE-ONE-PER-TUNNEL）。</translation>
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
            <translation>沼地</translation>
        </message>
        <message>
            <source>lakes</source>
            <translation>湖</translation>
        </message>
        <message>
            <source>forest</source>
            <translation>森</translation>
        </message>
        <message>
            <source>mountains</source>
            <translation>山岳</translation>
        </message>
        <message>
            <source>wasteland</source>
            <translation>荒地</translation>
        </message>
        <message>
            <source>desert</source>
            <translation>砂漠</translation>
        </message>
        <message>
            <source>Halflings</source>
            <translation>ハーフリング</translation>
        </message>
        <message>
            <source>Cultists</source>
            <translation>カルティスト</translation>
        </message>
        <message>
            <source>Alchemists</source>
            <translation>錬金術師</translation>
        </message>
        <message>
            <source>Darklings</source>
            <translation>ダークリング</translation>
        </message>
        <message>
            <source>Mermaids</source>
            <translation>マーメイド</translation>
        </message>
        <message>
            <source>Swarmlings</source>
            <translation>スウォームリング</translation>
        </message>
        <message>
            <source>Witches</source>
            <translation>ウィッチ</translation>
        </message>
        <message>
            <source>Auren</source>
            <translation>オーレン</translation>
        </message>
        <message>
            <source>Dwarves</source>
            <translation>ドワーフ</translation>
        </message>
        <message>
            <source>Engineers</source>
            <translation>エンジニア</translation>
        </message>
        <message>
            <source>Chaos Magicians</source>
            <translation>カオスマジシャン</translation>
        </message>
        <message>
            <source>Giants</source>
            <translation>ジャイアント</translation>
        </message>
        <message>
            <source>Fakirs</source>
            <translation>ファキール</translation>
        </message>
        <message>
            <source>Nomads</source>
            <translation>ノマド</translation>
        </message>
        <message>
            <source>Ice Maidens</source>
            <translation>アイスメイデン</translation>
        </message>
        <message>
            <source>Yetis</source>
            <translation>イエティ</translation>
        </message>
        <message>
            <source>Dragonlords</source>
            <translation>ドラゴンロード</translation>
        </message>
        <message>
            <source>Acolytes</source>
            <translation>アコライト</translation>
        </message>
        <message>
            <source>Shapeshifters</source>
            <translation>シェイプシフター</translation>
        </message>
        <message>
            <source>Riverwalkers</source>
            <translation>リバーウォーカー</translation>
        </message>
        <message>
            <source>brown</source>
            <translation>茶色</translation>
        </message>
        <message>
            <source>black</source>
            <translation>黒</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>青</translation>
        </message>
        <message>
            <source>green</source>
            <translation>緑</translation>
        </message>
        <message>
            <source>grey</source>
            <translation>灰色</translation>
        </message>
        <message>
            <source>red</source>
            <translation>赤</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>黄色</translation>
        </message>
        <message>
            <source>white</source>
            <translation>白</translation>
        </message>
        <message>
            <source>orange</source>
            <translation>オレンジ</translation>
        </message>
        <message>
            <source>pick %1</source>
            <translation>%1番目の選択</translation>
        </message>
        <message>
            <source>Fire &amp; Ice: the final-scoring tile</source>
            <translation>炎と氷：最終得点タイル</translation>
        </message>
        <message>
            <source>Fire &amp; Ice: factions</source>
            <translation>炎と氷：種族</translation>
        </message>
        <message>
            <source>Fire &amp; Ice: variants</source>
            <translation>炎と氷：ヴァリアント</translation>
        </message>
        <message>
            <source>Base game: players and factions</source>
            <translation>基本ゲーム：プレイヤーと種族</translation>
        </message>
        <message>
            <source>Base game: final scoring</source>
            <translation>基本ゲーム：最終得点</translation>
        </message>
        <message>
            <source>%1: %2 is already the home or start terrain of %3</source>
            <translation>%1：%2は既に%3の本拠地形または初期地形です</translation>
        </message>
        <message>
            <source>Base game (not in the Fire &amp; Ice rules), as the open-source Terra Mystica moderator implements it: jsnell/terra-mystica, src/Game/Constants.pm</source>
            <translation>基本ゲーム（炎と氷のルールにはない）。オープンソースのテラミスティカ進行プログラムの実装による：jsnell/terra-mystica、src/Game/Constants.pm</translation>
        </message>
        <message>
            <source>Base game (not in the Fire &amp; Ice rules), as the open-source Terra Mystica moderator implements it: jsnell/terra-mystica, src/scoring.pm</source>
            <translation>基本ゲーム（炎と氷のルールにはない）。オープンソースのテラミスティカ進行プログラムの実装による：jsnell/terra-mystica、src/scoring.pm</translation>
        </message>
        <message>
            <source>Base game (not in the Fire &amp; Ice rules), as the open-source Terra Mystica moderator implements it: jsnell/terra-mystica, src/Game/Factions/</source>
            <translation>基本ゲーム（炎と氷のルールにはない）。オープンソースのテラミスティカ進行プログラムの実装による：jsnell/terra-mystica、src/Game/Factions/</translation>
        </message>
        <message>
            <source>Base game rules (not in the Fire &amp; Ice rules)</source>
            <translation>基本ゲームのルール（炎と氷のルールにはない）</translation>
        </message>
        <message>
            <source>One final-scoring tile is drawn at setup and scored at the end of the game, after area scoring.</source>
            <translation>準備で最終得点タイルを1枚引き、ゲーム終了時にエリア得点の後で得点計算します。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 131</source>
            <translation>炎と氷のルール（TOTO による中国語訳）131行</translation>
        </message>
        <message>
            <source>Like area scoring, every final-scoring tile counts only buildings that are directly or indirectly connected.</source>
            <translation>エリア得点と同じく、どの最終得点タイルも直接または間接につながった建物だけを数えます。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 133</source>
            <translation>炎と氷のルール（TOTO による中国語訳）133行</translation>
        </message>
        <message>
            <source>The tile gives 18 VP to the first, 12 to the second and 6 to the third; tied players add up the points of the places they take and share them equally, rounded down.</source>
            <translation>タイルは1位に18点、2位に12点、3位に6点を与えます。同点のプレイヤーは占める順位の得点を合計して等分し、端数は切り捨てます。</translation>
        </message>
        <message>
            <source>Two players tied for first take (18 + 12) ÷ 2 = 15 VP each; three tied for second (12 + 6 + 0) ÷ 3 = 6; two tied for third (6 + 0) ÷ 2 = 3; four tied for second in a five-player game ⌊18 ÷ 4⌋ = 4.</source>
            <translation>2人が1位で同点なら各 (18 + 12) ÷ 2 = 15点、3人が2位で同点なら (12 + 6 + 0) ÷ 3 = 6点、2人が3位で同点なら (6 + 0) ÷ 2 = 3点、5人戦で4人が2位で同点なら ⌊18 ÷ 4⌋ = 4点。</translation>
        </message>
        <message>
            <source>Greatest distance: the number of spaces between a player's two connected buildings farthest apart, along the shortest route.</source>
            <translation>最大距離：プレイヤーのつながった建物のうち最も離れた2つの間のマス数。最短経路で数えます。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 143–147</source>
            <translation>炎と氷のルール（TOTO による中国語訳）143–147行</translation>
        </message>
        <message>
            <source>Mermaids and Fakirs both reach 12 spaces: 15 VP each ((18 + 12) ÷ 2); the Witches' 8 is third, 6 VP; the Giants score nothing.</source>
            <translation>マーメイドとファキールはともに12マスで各15点（(18 + 12) ÷ 2）、ウィッチの8マスが3位で6点、ジャイアントは得点なし。</translation>
        </message>
        <message>
            <source>Stronghold–sanctuary: the number of spaces between a player's stronghold and sanctuary, which must be connected; the larger the better. Without both buildings a player scores nothing on this tile.</source>
            <translation>要塞と聖域：プレイヤーの要塞と聖域の間のマス数（両者はつながっていなければなりません）。大きいほど上位です。両方を建てていないプレイヤーはこのタイルで得点しません。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 155–159</source>
            <translation>炎と氷のルール（TOTO による中国語訳）155–159行</translation>
        </message>
        <message>
            <source>Witches 4, Giants 3, Mermaids and Fakirs without a sanctuary: 18, 12, 0 and 0 VP.</source>
            <translation>ウィッチ4、ジャイアント3、聖域のないマーメイドとファキール：18点、12点、0点、0点。</translation>
        </message>
        <message>
            <source>Outposts: the number of a player's connected buildings on the edge of the board.</source>
            <translation>前哨地：ボードの端にあるプレイヤーのつながった建物の数。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 165–169</source>
            <translation>炎と氷のルール（TOTO による中国語訳）165–169行</translation>
        </message>
        <message>
            <source>Mermaids, Fakirs and Witches have 3 connected buildings on the edge each: (18 + 12 + 6) ÷ 3 = 12 VP each.</source>
            <translation>マーメイド、ファキール、ウィッチはそれぞれ端につながった建物が3つ：各 (18 + 12 + 6) ÷ 3 = 12点。</translation>
        </message>
        <message>
            <source>Settlements: the number of a player's clusters of directly adjacent buildings, a lone building counting as one, in one connected network; a Mermaids town across a river is one settlement.</source>
            <translation>集落：直接隣接する建物のかたまりの数（孤立した建物も1つ）。1つのつながった建物群の中で数えます。川をまたいだマーメイドの町は1つの集落です。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 175–181</source>
            <translation>炎と氷のルール（TOTO による中国語訳）175–181行</translation>
        </message>
        <message>
            <source>Fakirs 7 settlements, Mermaids 6, Witches 4: 18, 12 and 6 VP.</source>
            <translation>ファキール7集落、マーメイド6、ウィッチ4：18点、12点、6点。</translation>
        </message>
        <message>
            <source>For the Riverwalkers, directly adjacent buildings count as connected in the final scoring even when their shipping does not connect them.</source>
            <translation>リバーウォーカーの場合、最終得点では航行でつながっていなくても直接隣接する建物はつながっているとみなします。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 323</source>
            <translation>炎と氷のルール（TOTO による中国語訳）323行</translation>
        </message>
        <message>
            <source>Ice Maidens with their stronghold score 3 VP for each of their temples whenever they pass.</source>
            <translation>要塞を建てたアイスメイデンはパスするたびに自分の寺院1つにつき3点を得ます。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 207</source>
            <translation>炎と氷のルール（TOTO による中国語訳）207行</translation>
        </message>
        <message>
            <source>Volcano factions score nothing for placing volcano tiles: they never use spades to transform.</source>
            <translation>火山種族は火山タイルを置いても得点しません。スコップで地形を変換しないからです。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 239</source>
            <translation>炎と氷のルール（TOTO による中国語訳）239行</translation>
        </message>
        <message>
            <source>Dragonlords and Acolytes still score a reward for gaining a spade, though they turn each spade into a power token or a cult step.</source>
            <translation>ドラゴンロードとアコライトは、スコップをパワートークンや信仰の前進に換えても、スコップ獲得時の得点ボーナスを得ます。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 245 and 261</source>
            <translation>炎と氷のルール（TOTO による中国語訳）245行・261行</translation>
        </message>
        <message>
            <source>Acolytes with their stronghold advance 4, 3 or 2 spaces instead of 3, 2 or 1 when they send a priest to a cult track.</source>
            <translation>要塞を建てたアコライトは、司祭を信仰トラックに送るとき3/2/1マスではなく4/3/2マス進みます。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 265</source>
            <translation>炎と氷のルール（TOTO による中国語訳）265行</translation>
        </message>
        <message>
            <source>Shapeshifters with their stronghold may change their home terrain for 3 power, as often as they like, to one that is no other faction's home terrain; each change scores 2 VP at once.</source>
            <translation>要塞を建てたシェイプシフターは、3パワーで本拠地形を何度でも変更できます（他の種族の本拠地形以外へ）。変更するたびにすぐ2点を得ます。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 293</source>
            <translation>炎と氷のルール（TOTO による中国語訳）293行</translation>
        </message>
        <message>
            <source>The Yetis' stronghold and sanctuary have a power value of 4, for their neighbours' power and for founding towns.</source>
            <translation>イエティの要塞と聖域のパワー値は4です（隣のプレイヤーが得るパワーと町の形成に関わります）。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 217</source>
            <translation>炎と氷のルール（TOTO による中国語訳）217行</translation>
        </message>
        <message>
            <source>An ice faction chooses its start terrain when it is chosen: not the home or start terrain of a faction chosen before it; later players may not choose the faction of that terrain.</source>
            <translation>氷原種族は選ばれたときに初期地形を選びます。先に選ばれた種族の本拠地形や初期地形は選べず、以後のプレイヤーはその地形の種族を選べません。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 187–193</source>
            <translation>炎と氷のルール（TOTO による中国語訳）187–193行</translation>
        </message>
        <message>
            <source>After the Giants and a swamp faction, Jeff's Ice Maidens may not start on wasteland or swamp; he takes forest, so the fourth player may not choose the Witches or the Auren.</source>
            <translation>ジャイアントと沼地の種族が選ばれた後なので、Jeff のアイスメイデンは荒地や沼地を初期地形にできません。彼は森を選んだので、4人目のプレイヤーはウィッチもオーレンも選べません。</translation>
        </message>
        <message>
            <source>A volcano faction chooses its start terrain after every faction is chosen: not the home or start terrain of any other faction. It means nothing after the first two buildings.</source>
            <translation>火山種族はすべての種族が選ばれた後に初期地形を選びます。他のどの種族の本拠地形や初期地形も選べません。最初の2つの建物の後は意味を持ちません。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 233–237</source>
            <translation>炎と氷のルール（TOTO による中国語訳）233–237行</translation>
        </message>
        <message>
            <source>The Shapeshifters choose their home terrain when they are chosen: not the home or start terrain of a faction chosen before them; later players may not choose the faction of that terrain.</source>
            <translation>シェイプシフターは選ばれたときに本拠地形を選びます。先に選ばれた種族の本拠地形や初期地形は選べず、以後のプレイヤーはその地形の種族を選べません。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 275 and 281</source>
            <translation>炎と氷のルール（TOTO による中国語訳）275行・281行</translation>
        </message>
        <message>
            <source>With the Witches in play, Adele's Shapeshifters may not take forest; she takes wasteland.</source>
            <translation>ウィッチがいるので、Adele のシェイプシフターは森を選べません。彼女は荒地を選びます。</translation>
        </message>
        <message>
            <source>The Riverwalkers choose their start terrain when they are chosen, under the same limits, and put a priest on each of the six other terrains of their terrain ring.</source>
            <translation>リバーウォーカーは選ばれたときに同じ制限で初期地形を選び、地形環の残り6つの地形にそれぞれ司祭を1つ置きます。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 297–303</source>
            <translation>炎と氷のルール（TOTO による中国語訳）297–303行</translation>
        </message>
        <message>
            <source>Alice's Riverwalkers start on desert: a priest each on plains, swamp, lakes, forest, mountains and wasteland.</source>
            <translation>Alice のリバーウォーカーは砂漠から始めます：平原、沼地、湖、森、山岳、荒地に司祭を1つずつ置きます。</translation>
        </message>
        <message>
            <source>An ice faction pays, to turn a terrain into ice, the spades between that terrain and its start terrain on the cycle, and 1 spade for its start terrain itself.</source>
            <translation>氷原種族が地形を氷原に変えるには、変換サイクル上でその地形と初期地形の間のスコップを払います。初期地形そのものには1スコップを払います。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 195–197</source>
            <translation>炎と氷のルール（TOTO による中国語訳）195–197行</translation>
        </message>
        <message>
            <source>Ice Maidens starting on forest: 1 spade from forest, mountains or lakes; 2 from wasteland or swamp; 3 from desert or plains.</source>
            <translation>森から始めるアイスメイデン：森・山岳・湖から1スコップ、荒地・沼地から2、砂漠・平原から3。</translation>
        </message>
        <message>
            <source>The Shapeshifters pay the spades between a terrain and their home terrain on the cycle.</source>
            <translation>シェイプシフターは変換サイクル上で地形と本拠地形の間のスコップを払います。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 277–281</source>
            <translation>炎と氷のルール（TOTO による中国語訳）277–281行</translation>
        </message>
        <message>
            <source>Home terrain wasteland: 1 spade from desert or mountains, 2 from forest or plains, 3 from swamp or lakes.</source>
            <translation>本拠地形が荒地なら：砂漠・山岳から1スコップ、森・平原から2、沼地・湖から3。</translation>
        </message>
        <message>
            <source>Volcano factions never use spades: Dragonlords remove 2 power tokens to turn another player's home terrain into volcano and 1 for any other terrain; Acolytes move down a cult track 4 or 3 spaces. Riverwalkers cannot transform at all.</source>
            <translation>火山種族はスコップを使いません。ドラゴンロードは他のプレイヤーの本拠地形を火山にするにはパワートークンを2つ、それ以外は1つ取り除き、アコライトは信仰トラックを4または3マス下げます。リバーウォーカーは地形を変換できません。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 245, 261, 309 and 325</source>
            <translation>炎と氷のルール（TOTO による中国語訳）245行・261行・309行・325行</translation>
        </message>
        <message>
            <source>Dragonlords and Shapeshifters gain power tokens from the general supply and may hold more than 12.</source>
            <translation>ドラゴンロードとシェイプシフターは共通のストックからパワートークンを得るため、12個を超えて持つことがあります。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 245–251 and 285</source>
            <translation>炎と氷のルール（TOTO による中国語訳）245–251行・285行</translation>
        </message>
        <message>
            <source>Faction auction: bids run from 0 to 40, each above the last; the winner's marker goes back from 40 by the bid, so the faction starts with 40 − bid VP. The next round opens with the player to the winner's left.</source>
            <translation>種族オークション：入札は0から40まで、前の入札より高く。落札者のマーカーは40から入札額だけ戻るので、その種族は40 − 入札額の得点で始めます。次の回は落札者の左隣のプレイヤーから始めます。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 355–359</source>
            <translation>炎と氷のルール（TOTO による中国語訳）355–359行</translation>
        </message>
        <message>
            <source>A bid of 12 starts the faction on 28 VP.</source>
            <translation>12で落札した種族は28点から始めます。</translation>
        </message>
        <message>
            <source>a bid of %1: bids run from %2 to 40</source>
            <translation>入札額 %1：入札は %2 から40まで</translation>
        </message>
        <message>
            <source>After an auction, the Ice Maidens, Yetis, Riverwalkers and Shapeshifters may not choose the home terrain of an auctioned faction.</source>
            <translation>オークションの後、アイスメイデン、イエティ、リバーウォーカー、シェイプシフターは、競りにかけられた種族の本拠地形を選べません。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), line 364</source>
            <translation>炎と氷のルール（TOTO による中国語訳）364行</translation>
        </message>
        <message>
            <source>%1: %2 is the home terrain of %3, a faction of this auction</source>
            <translation>%1：%2はこのオークションの種族%3の本拠地形です</translation>
        </message>
        <message>
            <source>Variable turn order: each player who passes moves to the highest free place of the next round, so the next round is played in the order of passing.</source>
            <translation>可変手番順：パスしたプレイヤーは次のラウンドの空いている最も上の位置に移るので、次のラウンドはパスした順に行います。</translation>
        </message>
        <message>
            <source>Fire &amp; Ice rules (Chinese translation by TOTO), lines 337–351</source>
            <translation>炎と氷のルール（TOTO による中国語訳）337–351行</translation>
        </message>
        <message>
            <source>Acolytes, Auren, Nomads play round 1; the Auren pass first and the Acolytes second: round 2 is Auren, Acolytes, Nomads.</source>
            <translation>ラウンド1はアコライト、オーレン、ノマドの順。オーレンが最初に、アコライトが2番目にパスしたので、ラウンド2はオーレン、アコライト、ノマドの順です。</translation>
        </message>
        <message>
            <source>%1 passes twice or is not in this round; each player passes once</source>
            <translation>%1は2回パスしたか、このラウンドにいません。各プレイヤーのパスは1回です</translation>
        </message>
        <message>
            <source>Terra Mystica is played by 2 to 5 players.</source>
            <translation>テラミスティカは2～5人で遊びます。</translation>
        </message>
        <message>
            <source>Each player plays a different faction: one of the 14 of the base game or the 6 of Fire &amp; Ice.</source>
            <translation>各プレイヤーは異なる種族を使います：基本ゲームの14種族か炎と氷の6種族のどれかです。</translation>
        </message>
        <message>
            <source>%1 is already played by %2</source>
            <translation>%1は既に%2が使っています</translation>
        </message>
        <message>
            <source>Each colour is in play once: two factions of one home terrain never play together, and only one ice faction (white pieces) and one volcano faction (orange pieces) can play.</source>
            <translation>各色は1つだけ：同じ本拠地形の2種族は一緒に遊べず、氷原種族（白い駒）と火山種族（オレンジの駒）もそれぞれ1つだけです。</translation>
        </message>
        <message>
            <source>Base game rules; the white and orange pieces: Fire &amp; Ice rules (Chinese translation by TOTO), lines 71, 189 and 233</source>
            <translation>基本ゲームのルール。白とオレンジの駒：炎と氷のルール（TOTO による中国語訳）71行・189行・233行</translation>
        </message>
        <message>
            <source>%1 cannot play beside %2: both have the %3 pieces</source>
            <translation>%1は%2と一緒に遊べません：どちらも%3の駒です</translation>
        </message>
        <message>
            <source>The seven terrains form the transformation cycle plains – swamp – lakes – forest – mountains – wasteland – desert – plains; turning a terrain into another costs one spade per step between them. Each base faction has its home terrain; the Giants always pay 2 spades.</source>
            <translation>7つの地形は変換サイクル 平原 – 沼地 – 湖 – 森 – 山岳 – 荒地 – 砂漠 – 平原 をなし、地形を別の地形に変えるには間の1段階ごとに1スコップかかります。基本の各種族には本拠地形があり、ジャイアントは常に2スコップを払います。</translation>
        </message>
        <message>
            <source>The cycle is also the one the Fire &amp; Ice rules' own examples imply (TMFI-020, TMFI-021).</source>
            <translation>炎と氷のルール自身の例からも同じサイクルが導かれます（TMFI-020、TMFI-021）。</translation>
        </message>
        <message>
            <source>Final scoring adds to each player's score on the VP track, which never goes below 0.</source>
            <translation>最終得点は各プレイヤーの得点トラック上の点数に加えます。点数は0未満になりません。</translation>
        </message>
        <message>
            <source>Area scoring: the largest network of directly or indirectly connected buildings scores 18 VP, the second 12, the third 6; tied players share the points of their places, rounded down.</source>
            <translation>エリア得点：直接または間接につながった最大の建物群で1位が18点、2位が12点、3位が6点。同点のプレイヤーは占める順位の得点を等分し、端数は切り捨てます。</translation>
        </message>
        <message>
            <source>A faction has 17 buildings: 8 dwellings, 4 trading houses, 1 stronghold, 3 temples and 1 sanctuary; no network is larger, and a tile's edge buildings or settlements are counted in one network.</source>
            <translation>各種族の建物は17：住居8、交易所4、要塞1、寺院3、聖域1。これより大きい建物群はなく、タイルの端の建物や集落は1つの建物群の中で数えます。</translation>
        </message>
        <message>
            <source>Base game; the pieces of each new colour: Fire &amp; Ice rules (Chinese translation by TOTO), lines 71–81</source>
            <translation>基本ゲーム。新しい各色の駒：炎と氷のルール（TOTO による中国語訳）71–81行</translation>
        </message>
        <message>
            <source>Cult scoring: on each of the four cult tracks (fire, water, earth, air) the first scores 8 VP, the second 4, the third 2; tied players share the points of their places, rounded down; a player at 0 scores nothing.</source>
            <translation>信仰得点：4つの信仰トラック（火・水・土・風）それぞれで1位が8点、2位が4点、3位が2点。同点のプレイヤーは占める順位の得点を等分し、端数は切り捨てます。0のプレイヤーは得点しません。</translation>
        </message>
        <message>
            <source>A cult track runs from 0 to 10, and only one player can reach its space 10 (with a town key).</source>
            <translation>信仰トラックは0から10まで。10のマスに到達できるのは1人だけです（町の鍵が必要）。</translation>
        </message>
        <message>
            <source>Ruling: a value of 0 (no building, a cult track at 0, nothing on the tile) scores nothing and takes no place.</source>
            <translation>裁定：値が0（建物なし、信仰トラックが0、タイルの値なし）なら得点せず、順位も占めません。</translation>
        </message>
        <message>
            <source>Let players at 0 share the places left when fewer than three players have more.</source>
            <translation>0より大きい値のプレイヤーが3人未満のとき、0のプレイヤーに残りの順位を分け合わせる。</translation>
        </message>
        <message>
            <source>The base game says so of the cult tracks, and the Fire &amp; Ice rules of a player without both buildings on the stronghold–sanctuary tile; the open-source moderator applies it to every ranking.</source>
            <translation>基本ゲームは信仰トラックについてそう定め、炎と氷のルールは要塞と聖域タイルで両方の建物がないプレイヤーについてそう定めています。オープンソースの進行プログラムはすべての順位付けに適用します。</translation>
        </message>
        <message>
            <source>Resources: half of the power in bowl II may be burned into bowl III; each power in bowl III, each priest and each worker is worth 1 coin, and every 3 coins score 1 VP. Hallkeeper burns only as much as gains a VP.</source>
            <translation>資源：ボウルIIのパワーの半分をボウルIIIへ燃やせます。ボウルIIIのパワー1つ、司祭1つ、労働者1つはそれぞれ1コインになり、3コインごとに1点です。Hallkeeper は得点が増える分だけ燃やします。</translation>
        </message>
        <message>
            <source>The Alchemists score 1 VP for every 2 coins.</source>
            <translation>錬金術師は2コインごとに1点を得ます。</translation>
        </message>
        <message>
            <source>A faction has 12 power tokens, fewer after burning: bowls II and III together hold at most 12, except for the Dragonlords and Shapeshifters (TMFI-023).</source>
            <translation>各種族のパワートークンは12個で、燃やすと減ります。ボウルIIとIIIの合計は最大12個です（ドラゴンロードとシェイプシフターを除く、TMFI-023）。</translation>
        </message>
        <message>
            <source>A faction has 7 priests: it never holds more.</source>
            <translation>各種族の司祭は7つで、それより多く持つことはありません。</translation>
        </message>
        <message>
            <source>Base game; the new colours: Fire &amp; Ice rules (Chinese translation by TOTO), line 83</source>
            <translation>基本ゲーム。新しい色：炎と氷のルール（TOTO による中国語訳）83行</translation>
        </message>
        <message>
            <source>The player with the most VP after final scoring wins; tied players share the place.</source>
            <translation>最終得点の後で最も得点の高いプレイヤーが勝ちます。同点のプレイヤーは順位を分け合います。</translation>
        </message>
        <message>
            <source>no place: 0 scores nothing</source>
            <translation>順位なし：0は得点なし</translation>
        </message>
        <message>
            <source>place %1: %2 VP</source>
            <translation>%1位：%2点</translation>
        </message>
        <message>
            <source>place %1: only the first three places score</source>
            <translation>%1位：得点するのは上位3位まで</translation>
        </message>
        <message>
            <source>tied with %1 for places %2: (%3) ÷ %4 = %5 VP</source>
            <translation>%1と%2位で同点：(%3) ÷ %4 = %5点</translation>
        </message>
        <message>
            <source>tied with %1 for places %2: (%3) ÷ %4 = %5 VP, rounded down</source>
            <translation>%1と%2位で同点：(%3) ÷ %4 = %5点（切り捨て）</translation>
        </message>
        <message>
            <source>Greatest distance</source>
            <translation>最大距離</translation>
        </message>
        <message>
            <source>Stronghold–sanctuary</source>
            <translation>要塞と聖域</translation>
        </message>
        <message>
            <source>Outposts</source>
            <translation>前哨地</translation>
        </message>
        <message>
            <source>Settlements</source>
            <translation>集落</translation>
        </message>
        <message>
            <source>No tile</source>
            <translation>タイルなし</translation>
        </message>
        <message>
            <source>not entered</source>
            <translation>未入力</translation>
        </message>
        <message>
            <source>%1 %2: %3</source>
            <translation>%1 %2：%3</translation>
        </message>
        <message>
            <source>not entered: coins, workers, priests and both bowls are needed</source>
            <translation>未入力：コイン、労働者、司祭、両方のボウルが必要です</translation>
        </message>
        <message>
            <source>%1 coins + %2 workers + %3 priests + %4 power in bowl III</source>
            <translation>%1コイン + 労働者%2 + 司祭%3 + ボウルIIIのパワー%4</translation>
        </message>
        <message numerus="yes">
            <source> + %n power burned from bowl II</source>
            <translation>
                <numerusform> + ボウルIIから燃やしたパワー%n</numerusform>
            </translation>
        </message>
        <message>
            <source> = %1 coins → %2 VP at %3 coins per VP</source>
            <translation> = %1コイン → %2点（%3コインで1点）</translation>
        </message>
        <message numerus="yes">
            <source>, %n coin(s) left over</source>
            <translation>
                <numerusform>、%nコイン余り</numerusform>
            </translation>
        </message>
        <message>
            <source>; burning power from bowl II would gain no VP</source>
            <translation>。ボウルIIのパワーを燃やしても得点は増えません</translation>
        </message>
        <message>
            <source>; burning more would gain no VP</source>
            <translation>。これ以上燃やしても得点は増えません</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>VP track</source>
            <translation>得点トラック</translation>
        </message>
        <message>
            <source>Area</source>
            <translation>エリア</translation>
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
            <translation>タイル</translation>
        </message>
        <message>
            <source>Resources</source>
            <translation>資源</translation>
        </message>
        <message>
            <source>Fire cult</source>
            <translation>火の信仰</translation>
        </message>
        <message>
            <source>Water cult</source>
            <translation>水の信仰</translation>
        </message>
        <message>
            <source>Earth cult</source>
            <translation>土の信仰</translation>
        </message>
        <message>
            <source>Air cult</source>
            <translation>風の信仰</translation>
        </message>
        <message>
            <source>%1 VP on the VP track before final scoring</source>
            <translation>最終得点前の得点トラックで%1点</translation>
        </message>
        <message>
            <source>Largest network</source>
            <translation>最大の建物群</translation>
        </message>
        <message>
            <source>choose the final-scoring tile in play</source>
            <translation>使用する最終得点タイルを選んでください</translation>
        </message>
        <message>
            <source>no final-scoring tile in play</source>
            <translation>最終得点タイルなし</translation>
        </message>
        <message>
            <source>%1 0: without both buildings connected, nothing</source>
            <translation>%1 0：両方の建物がつながっていないので得点なし</translation>
        </message>
        <message>
            <source>%1 = %2 VP</source>
            <translation>%1 = %2点</translation>
        </message>
        <message>
            <source>Choose the final-scoring tile in play to score it.</source>
            <translation>得点を計算するには、使用する最終得点タイルを選んでください。</translation>
        </message>
        <message>
            <source>Not every value is entered yet: the places and totals may still change.</source>
            <translation>まだすべての値が入力されていません。順位と合計は変わることがあります。</translation>
        </message>
        <message>
            <source>Final-scoring tile: %1</source>
            <translation>最終得点タイル：%1</translation>
        </message>
        <message>
            <source>%1 cannot play beside %2 (%3): both have the %4 pieces</source>
            <translation>%1は%2（%3）と一緒に遊べません：どちらも%4の駒です</translation>
        </message>
        <message numerus="yes">
            <source>%1 has a tile value of %2, but the largest network holds %n building(s); the tile counts the buildings of one connected network</source>
            <translation>
                <numerusform>%1のタイルの値は%2ですが、最大の建物群の建物は%n個です。タイルは1つのつながった建物群の建物を数えます</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 has a distance of %2, but the largest network holds %n building(s); a distance needs two connected buildings</source>
            <translation>
                <numerusform>%1の距離は%2ですが、最大の建物群の建物は%n個です。距離には2つのつながった建物が必要です</numerusform>
            </translation>
        </message>
        <message>
            <source>%1's bowls II and III hold %2 power tokens; the %3 have %4 at most</source>
            <translation>%1のボウルIIとIIIにはパワートークンが%2個ありますが、%3は最大%4個です</translation>
        </message>
        <message>
            <source>%1 is on space 10 of this track already; only one player can reach it</source>
            <translation>%1が既にこのトラックの10にいます。到達できるのは1人だけです</translation>
        </message>
        <message>
            <source>Faction</source>
            <translation>種族</translation>
        </message>
        <message>
            <source>The faction played: each player a different one (TM-FACTIONS), one of each colour (TM-COLOURS)</source>
            <translation>使う種族：プレイヤーごとに異なり（TM-FACTIONS）、各色1つ（TM-COLOURS）</translation>
        </message>
        <message>
            <source>Tile value</source>
            <translation>タイルの値</translation>
        </message>
        <message>
            <source>The final-scoring tile's value: the greatest distance in spaces (TMFI-004); the stronghold–sanctuary distance, 0 without both (TMFI-005); the connected buildings on the edge (TMFI-006); the settlements (TMFI-007). Not needed without a tile.</source>
            <translation>最終得点タイルの値：最大距離のマス数（TMFI-004）、要塞と聖域の距離（どちらかがなければ0、TMFI-005）、端にあるつながった建物の数（TMFI-006）、集落の数（TMFI-007）。タイルがなければ不要です。</translation>
        </message>
        <message>
            <source>The score on the VP track before final scoring</source>
            <translation>最終得点前の得点トラックの点数</translation>
        </message>
        <message>
            <source>The buildings of the largest network of connected buildings, 0 to 17 (TM-AREA, TM-BUILDINGS)</source>
            <translation>つながった最大の建物群の建物数、0～17（TM-AREA、TM-BUILDINGS）</translation>
        </message>
        <message>
            <source>The position on the fire cult track, 0 to 10</source>
            <translation>火の信仰トラックの位置、0～10</translation>
        </message>
        <message>
            <source>The position on the water cult track, 0 to 10</source>
            <translation>水の信仰トラックの位置、0～10</translation>
        </message>
        <message>
            <source>The position on the earth cult track, 0 to 10</source>
            <translation>土の信仰トラックの位置、0～10</translation>
        </message>
        <message>
            <source>The position on the air cult track, 0 to 10</source>
            <translation>風の信仰トラックの位置、0～10</translation>
        </message>
        <message>
            <source>Coins</source>
            <translation>コイン</translation>
        </message>
        <message>
            <source>Coins left at the end (TM-RESOURCES)</source>
            <translation>終了時に残ったコイン（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>労働者</translation>
        </message>
        <message>
            <source>Workers left at the end (TM-RESOURCES)</source>
            <translation>終了時に残った労働者（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Priests</source>
            <translation>司祭</translation>
        </message>
        <message>
            <source>Priests in the player's supply at the end, 0 to 7 (TM-PRIESTS)</source>
            <translation>終了時にプレイヤーの手元にある司祭、0～7（TM-PRIESTS）</translation>
        </message>
        <message>
            <source>Power in bowl II</source>
            <translation>ボウルIIのパワー</translation>
        </message>
        <message>
            <source>Power tokens in bowl II; half of them may be burned (TM-RESOURCES)</source>
            <translation>ボウルIIのパワートークン。半分を燃やせます（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Power in bowl III</source>
            <translation>ボウルIIIのパワー</translation>
        </message>
        <message>
            <source>Power tokens in bowl III, 1 coin each (TM-RESOURCES)</source>
            <translation>ボウルIIIのパワートークン、1つ1コイン（TM-RESOURCES）</translation>
        </message>
        <message>
            <source>Final-scoring tile</source>
            <translation>最終得点タイル</translation>
        </message>
        <message>
            <source>The Fire &amp; Ice final-scoring tile drawn at setup (TMFI-001)</source>
            <translation>準備で引いた炎と氷の最終得点タイル（TMFI-001）</translation>
        </message>
    </context>
    <context>
        <name>Troll</name>
        <message>
            <source>%1 cart</source>
            <translation>%1の台車</translation>
        </message>
        <message>
            <source>starting troll</source>
            <translation>初期トロール</translation>
        </message>
        <message>
            <source>level %1 %2 troll</source>
            <translation>レベル%1の%2トロール</translation>
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
            <translation>元に戻す(&amp;U) %1</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Redo %1</source>
            <translation>やり直し(&amp;R) %1</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>やり直し(&amp;R)</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>元に戻す</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>やり直し</translation>
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
            <translation>カタログにトンネルタイル「%1」はありません</translation>
        </message>
        <message>
            <source>no %1 tile is left in the tunnel supply (all %2 are on the board)</source>
            <translation>トンネルタイルのサプライに%1のタイルが残っていません（%2枚すべてが盤面上にあります）</translation>
        </message>
        <message>
            <source>the %1 tile has no orientation %2</source>
            <translation>タイル%1に向き%2はありません</translation>
        </message>
        <message>
            <source>the tile sticks out of the board at %1</source>
            <translation>タイルが%1で盤面からはみ出します</translation>
        </message>
        <message>
            <source>the tile would cover another tunnel tile at %1</source>
            <translation>タイルが%1で別のトンネルタイルに重なります</translation>
        </message>
        <message>
            <source>the tile would cover a great hall at %1</source>
            <translation>タイルが%1で大広間に重なります</translation>
        </message>
        <message>
            <source>the tile would cover a gate at %1</source>
            <translation>タイルが%1で門タイルに重なります</translation>
        </message>
        <message>
            <source>the tile would cover a workshop site at %1</source>
            <translation>タイルが%1で工房用地に重なります</translation>
        </message>
        <message>
            <source>the tile would cover the Mountain Heart at %1</source>
            <translation>タイルが%1で山の中心部に重なります</translation>
        </message>
        <message>
            <source>no edge of the tile touches your network</source>
            <translation>タイルのどの辺も自分の坑道に隣接していません</translation>
        </message>
        <message>
            <source>the tile would share an edge with the network of %1 at %2 (touching at a corner is fine)</source>
            <translation>タイルが%2で%1の坑道と辺で接してしまいます（角で接するだけなら問題ありません）</translation>
        </message>
        <message>
            <source>needs %1 %2, has %3</source>
            <translation>%2が%1個必要ですが、%3個しかありません</translation>
        </message>
        <message>
            <source>needs %1 hammers for the rubble at %2, has %3</source>
            <translation>%2のがれきスペースにはハンマーが%1個必要ですが、%3個しかありません</translation>
        </message>
        <message>
            <source>a pedestal goes only on the anchor of the tile just dug, right after digging it</source>
            <translation>台座は、トンネルタイルを掘削した直後に、そのタイルのアンカーにしか置けません</translation>
        </message>
        <message>
            <source>the %1 tile has no anchor (size-5 tiles have none)</source>
            <translation>タイル%1にはアンカーがありません（サイズ5のタイルにはアンカーがありません）</translation>
        </message>
        <message>
            <source>the anchor at %1 already holds a pedestal</source>
            <translation>%1のアンカーにはすでに台座があります</translation>
        </message>
        <message>
            <source>no %1 pedestal in your storage</source>
            <translation>保管庫に%1の台座がありません</translation>
        </message>
        <message>
            <source>the workshop site at %1 already has a workshop</source>
            <translation>%1の工房用地にはすでに工房があります</translation>
        </message>
        <message>
            <source>the workshop site at %1 is not next to the tile just dug</source>
            <translation>%1の工房用地は、掘削したばかりのタイルに隣接していません</translation>
        </message>
        <message>
            <source>no %1 is left in the workshop supply</source>
            <translation>工房タイルのサプライに%1が残っていません</translation>
        </message>
        <message>
            <source>there is no workshop at %1</source>
            <translation>%1に工房はありません</translation>
        </message>
        <message>
            <source>the workshop at %1 is not next to your network</source>
            <translation>%1の工房は自分の坑道に隣接していません</translation>
        </message>
        <message>
            <source>there is no great hall "%1" in the catalog</source>
            <translation>カタログに大広間「%1」はありません</translation>
        </message>
        <message>
            <source>%1 is already on the board</source>
            <translation>%1はすでに盤面上にあります</translation>
        </message>
        <message>
            <source>%1 has no orientation %2</source>
            <translation>%1に向き%2はありません</translation>
        </message>
        <message>
            <source>the hall sticks out of the board at %1</source>
            <translation>大広間が%1で盤面からはみ出します</translation>
        </message>
        <message>
            <source>a great hall never covers a gate (%1)</source>
            <translation>大広間は門タイルに重ねて置くことはできません（%1）</translation>
        </message>
        <message>
            <source>a great hall never covers a workshop (%1)</source>
            <translation>大広間は工房に重ねて置くことはできません（%1）</translation>
        </message>
        <message>
            <source>a great hall never covers another hall (%1)</source>
            <translation>大広間は他の大広間に重ねて置くことはできません（%1）</translation>
        </message>
        <message>
            <source>the tunnels at %1 are not in your network</source>
            <translation>%1のトンネルは自分の坑道ではありません</translation>
        </message>
        <message>
            <source>there is no such statue</source>
            <translation>その彫像はありません</translation>
        </message>
        <message>
            <source>the statue at %1 is still buried</source>
            <translation>%1の彫像はまだ埋もれています</translation>
        </message>
        <message>
            <source>one cart moves a statue within its tunnel or into an adjacent one; %1 is farther</source>
            <translation>台車1つで彫像を移動できるのは、同じトンネル内か隣接するトンネルまでです。%1は遠すぎます</translation>
        </message>
        <message>
            <source>the statue is already at %1</source>
            <translation>彫像はすでに%1にあります</translation>
        </message>
        <message>
            <source>another statue stands at %1 (statues may pass over each other, not stop together)</source>
            <translation>%1にはすでに別の彫像があります（彫像は他の彫像を通過できますが、同じマスに止まることはできません）</translation>
        </message>
        <message>
            <source>needs a generic cart, has none</source>
            <translation>万能台車が必要ですが、持っていません</translation>
        </message>
        <message>
            <source>a game has 2 to 5 players, not %1</source>
            <translation>プレイ人数は2～5人で、%1人ではプレイできません</translation>
        </message>
        <message>
            <source>the %1 is not for %2 players</source>
            <translation>%1は%2人プレイ用ではありません</translation>
        </message>
        <message>
            <source>the gate of %1 at %2 is not on a gate start point</source>
            <translation>%2にある%1の門タイルは、門のスタート地点にありません</translation>
        </message>
        <message>
            <source>the gate of %1 stands on a start point labelled %2; this game needs %3</source>
            <translation>%1の門タイルは「%2」と書かれたスタート地点にありますが、このゲームでは「%3」のスタート地点が必要です</translation>
        </message>
        <message>
            <source>two gates stand on %1</source>
            <translation>%1に門タイルが2つあります</translation>
        </message>
        <message>
            <source>with 2 players, both gates stand on start points with the same label</source>
            <translation>2人プレイでは、2つの門タイルを同じ番号のスタート地点に置きます</translation>
        </message>
        <message>
            <source>the statue at %1 is not on a statue spot</source>
            <translation>%1の彫像は彫像スポットにありません</translation>
        </message>
        <message>
            <source>the statue spot at %1 has no statue</source>
            <translation>%1の彫像スポットに彫像がありません</translation>
        </message>
        <message>
            <source>%1 × %2 in the supply, but the box holds %3</source>
            <translation>サプライに%2が%1枚ありますが、箱に入っているのは%3枚です</translation>
        </message>
        <message>
            <source>the level %1 row of the clan market shows %2 trolls, not %3</source>
            <translation>トロールカードの場のレベル%1の列には%2枚が公開されていますが、%3枚である必要があります</translation>
        </message>
        <message>
            <source>a level %1 troll in the level %2 row</source>
            <translation>レベル%2の列にレベル%1のトロールがあります</translation>
        </message>
        <message>
            <source>each level 2 troll of the clan market starts with a pedestal on it</source>
            <translation>トロールカードの場のレベル2のトロールには、最初に台座を1つずつ置きます</translation>
        </message>
        <message>
            <source>the pedestal score token for layer %1 × %2 is %3; expected 1 to 9</source>
            <translation>層%1 × %2の台座得点トークンが%3です。1～9である必要があります</translation>
        </message>
        <message>
            <source>the moot of %1 starts with 4 starting trolls (level 0)</source>
            <translation>%1のトロールズムートは、初期トロール（レベル0）4体から始まります</translation>
        </message>
        <message>
            <source>a team game has 4 players in 2 teams of 2, seated team 1, team 2, team 2, team 1</source>
            <translation>チーム戦は4人で、2人ずつの2チームに分かれ、チーム1、チーム2、チーム2、チーム1の順に座ります</translation>
        </message>
        <message>
            <source>it is the turn of %1</source>
            <translation>今は%1の手番です</translation>
        </message>
        <message>
            <source>too late in the turn: %1</source>
            <translation>この手番ではもう遅すぎます：%1</translation>
        </message>
        <message>
            <source>already done this turn: %1</source>
            <translation>この手番ではすでに行っています：%1</translation>
        </message>
        <message>
            <source>recruit or dig before ending the turn (you can do one of them)</source>
            <translation>手番を終える前に招集か掘削を行ってください（どちらかは実行できます）</translation>
        </message>
        <message>
            <source>a moot of 10 trolls cannot recruit: dig instead</source>
            <translation>トロールズムートにトロールが10体いるので招集できません：代わりに掘削してください</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>ゲームは終了しています</translation>
        </message>
        <message>
            <source>needs %1 %2 from storage, has %3</source>
            <translation>保管庫から%2が%1個必要ですが、%3個しかありません</translation>
        </message>
        <message>
            <source>icon %1 of the troll in slot %2 holds nothing</source>
            <translation>スロット%2のトロールのシンボル%1には何も乗っていません</translation>
        </message>
        <message>
            <source>there is no icon %1 on a troll in slot %2</source>
            <translation>スロット%2のトロールにシンボル%1はありません</translation>
        </message>
        <message>
            <source>icon %1 of the troll in slot %2 is spent twice</source>
            <translation>スロット%2のトロールのシンボル%1が2回消費されています</translation>
        </message>
        <message>
            <source>the payment should be %1</source>
            <translation>支払うべきものは%1です</translation>
        </message>
        <message>
            <source>a trade returns exactly 4 resources for 1, not %1</source>
            <translation>交換では資源をちょうど4つ戻して1つを得ます（%1個ではありません）</translation>
        </message>
        <message>
            <source>clan carts cannot be traded</source>
            <translation>氏族の台車は交換に使えません</translation>
        </message>
        <message>
            <source>there is no face-up spell %1</source>
            <translation>%1枚目の表向きの呪文カードはありません</translation>
        </message>
        <message>
            <source>a spell is cast with exactly 1 rune</source>
            <translation>呪文を唱えるにはルーンをちょうど1つ使います</translation>
        </message>
        <message>
            <source>the spell's effect takes %1 %2, but storage has %3</source>
            <translation>呪文の効果で%2を%1個失いますが、保管庫には%3個しかありません</translation>
        </message>
        <message>
            <source>the %1 makes no such exchange</source>
            <translation>%1ではその交換はできません</translation>
        </message>
        <message>
            <source>the Quartermaster moves one resource from one of your trolls</source>
            <translation>補給所は自分のトロール1体から資源1つを保管庫に移します</translation>
        </message>
        <message>
            <source>no troll in that place of the clan market</source>
            <translation>トロールカードの場のその位置にトロールがいません</translation>
        </message>
        <message>
            <source>a troll below it is missing, so it cannot be bribed</source>
            <translation>下にいるべきトロールがいないため、賄賂を渡せません</translation>
        </message>
        <message>
            <source>slot %1 of the moot is taken</source>
            <translation>トロールズムートのスロット%1はすでに埋まっています</translation>
        </message>
        <message>
            <source>slot %1 of the moot does not stand on two trolls</source>
            <translation>トロールズムートのスロット%1の下に2体のトロールがいません</translation>
        </message>
        <message>
            <source>the refill comes from the level %1 deck, not level %2</source>
            <translation>補充はレベル%2ではなく、レベル%1の山札から行います</translation>
        </message>
        <message>
            <source>say which troll refills the market (drawn from the level %1 deck)</source>
            <translation>トロールカードの場に補充するトロールを指定してください（レベル%1の山札から引きます）</translation>
        </message>
        <message>
            <source>the level 2 troll that refills the market gets a pedestal from the bag: say which</source>
            <translation>トロールカードの場に補充したレベル2のトロールには台座袋から台座を1つ置きます：どれかを指定してください</translation>
        </message>
        <message>
            <source>no %1 pedestal is left in the bag</source>
            <translation>台座袋に%1の台座が残っていません</translation>
        </message>
        <message>
            <source>one great hall per turn</source>
            <translation>大広間の改築は1手番に1つまでです</translation>
        </message>
        <message>
            <source>each move spends exactly 1 cart</source>
            <translation>移動1回につき台車をちょうど1つ消費します</translation>
        </message>
        <message>
            <source>the layer %1 × %2 pedestal score token is gone: a pedestal of the %2 clan already stands in that layer</source>
            <translation>層%1 × %2の台座得点トークンはもうありません：その層にはすでに%2の氏族の台座があります</translation>
        </message>
        <message>
            <source>the layer %1 × %2 pedestal score token is gone (PED-UNIQUE): it went with the %2 pedestal that a great hall has since covered, and the layer stays closed to the %2 clan</source>
            <translation>層%1 × %2の台座得点トークンはもうありません（PED-UNIQUE）：そのトークンは、その後大広間に覆われた%2の台座と一緒に取られており、この層は%2の氏族には閉じたままです</translation>
        </message>
        <message>
            <source>activations asked: %1; open entrances of the workshop: %2, one activation each</source>
            <translation>使用回数の指定：%1回。工房の開いている入口：%2か所（入口1つにつき1回）</translation>
        </message>
        <message>
            <source>open entrances of the workshop: %1, one activation each; activated this turn already: %2; more asked: %3</source>
            <translation>工房の開いている入口：%1か所（入口1つにつき1回）。この手番ですでに使った回数：%2回。追加の指定：%3回</translation>
        </message>
        <message>
            <source>%1 is no tunnel, great hall or gate: statues move only through those (a workshop is not part of a network)</source>
            <translation>%1はトンネル、大広間、門タイルのいずれでもありません：彫像はそれらの中しか移動できません（工房は坑道に含まれません）</translation>
        </message>
        <message>
            <source>%1 clan carts move only %1 statues</source>
            <translation>%1の氏族の台車は%1の彫像しか移動できません</translation>
        </message>
        <message>
            <source>there are no %1 statues</source>
            <translation>%1の彫像はありません</translation>
        </message>
        <message>
            <source>%1 statues: %2, but the box holds %3</source>
            <translation>%1の彫像：%2個ですが、箱に入っているのは%3個です</translation>
        </message>
        <message>
            <source>the statue at %1 breaks the clockwise cycle %2: it is %3, where the cycle puts %4</source>
            <translation>%1の彫像が時計回りの繰り返し %2 を崩しています：そこにあるのは%3ですが、繰り返しでは%4になるはずです</translation>
        </message>
        <message>
            <source>the workshop supply holds %1 tiles, not %2 (twice the players, plus one)</source>
            <translation>工房タイルのサプライは%1枚ですが、%2枚のはずです（プレイ人数の2倍に1を足した数）</translation>
        </message>
        <message>
            <source>the gates of teammates %1 at %2 are not on neighbouring start points</source>
            <translation>チームメイト%1の門タイル（%2）が隣り合うスタート地点にありません</translation>
        </message>
        <message>
            <source>%1 clan carts are spent only to move %1 statues</source>
            <translation>%1の氏族の台車は%1の彫像を移動するためにしか使えません</translation>
        </message>
        <message>
            <source>one spell per turn, and a spell was cast already</source>
            <translation>呪文は1手番に1つまでで、すでに呪文を使っています</translation>
        </message>
        <message>
            <source>one workshop per turn, and another one was used already</source>
            <translation>工房は1手番に1つまでで、すでに別の工房を使っています</translation>
        </message>
        <message>
            <source>one workshop per turn: the %1 at %2 was used this turn</source>
            <translation>工房は1手番に1つまでです：この手番ではすでに%2の%1を使っています</translation>
        </message>
        <message>
            <source>recruiting it takes %1 bribes, one on each troll below it; paid: %2</source>
            <translation>このトロールの招集には賄賂が%1つ必要です（下にいる各トロールに1つずつ）。支払ったもの：%2</translation>
        </message>
        <message>
            <source>bribes are coins unless a spell says otherwise, and no spell was cast this turn; paid: %1</source>
            <translation>賄賂は呪文で別に定められない限りコインで、この手番には呪文を使っていません。支払ったもの：%1</translation>
        </message>
        <message>
            <source>the level %1 deck and the decks one level above and below it are empty: the place stays empty, never refilled from two levels away</source>
            <translation>レベル%1の山札も、1つ上と1つ下のレベルの山札も尽きています：このスペースは空いたままで、2つ離れたレベルから補充することはありません</translation>
        </message>
        <message>
            <source>only a level 3 troll lets you take a pedestal of your choice from the bag</source>
            <translation>台座袋から好きな台座を獲得できるのは、レベル3のトロールを招集したときだけです</translation>
        </message>
        <message>
            <source>trolls retiring: %1; refills given: %2</source>
            <translation>引退するトロール：%1体。指定された補充：%2枚</translation>
        </message>
        <message>
            <source>needs a cart of the %1 clan, has none</source>
            <translation>%1の氏族の台車が必要ですが、持っていません</translation>
        </message>
        <message>
            <source>the moot has no slot %1; its slots are 1 to %2</source>
            <translation>トロールズムートにスロット%1はありません。スロットは1～%2です</translation>
        </message>
        <message>
            <source>would bring the %1 held to %2; a player holds at most %3 of a resource, storage and trolls together</source>
            <translation>持っている%1が%2個になります。プレイヤーが持てる資源は、保管庫とトロールを合わせて各種類%3個までです</translation>
        </message>
        <message>
            <source>would bring the tunnel points to %1; they stay between 0 and %2</source>
            <translation>トンネルの名誉点が%1になります。0 から %2 までの範囲でなければなりません</translation>
        </message>
        <message>
            <source>the %1 makes no such exchange: %2</source>
            <translation>%1ではその交換はできません：%2</translation>
        </message>
        <message numerus="yes">
            <source>the bribes placed, %1, are not the bribes paid, one on each of the %n trolls below it</source>
            <translation>
                <numerusform>置いた賄賂（%1）が支払った賄賂と一致しません：下にいる%n体に1つずつ置きます</numerusform>
            </translation>
        </message>
        <message>
            <source>not a workshop site: %1</source>
            <translation>工房用地ではありません：%1</translation>
        </message>
        <message numerus="yes">
            <source>a great hall lies only on tunnel tiles; there is none at %n square(s): %1</source>
            <translation>
                <numerusform>大広間はトンネルタイルの上にしか置けません。トンネルタイルのないマスが%n個あります：%1</numerusform>
            </translation>
        </message>
        <message>
            <source>not in your network: %1</source>
            <translation>自分の坑道ではありません：%1</translation>
        </message>
        <message numerus="yes">
            <source>each level 2 troll of the clan market starts with a pedestal on it; %n without one: %1</source>
            <translation>
                <numerusform>トロールカードの場のレベル2のトロールには、最初に台座を1つずつ置きます。台座のないトロールが%n枚あります：%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the clan of %n level %1 troll(s) of the clan market is not entered: %2</source>
            <translation>
                <numerusform>トロールカードの場のレベル%1のトロール%n枚の氏族が入力されていません：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the icons of %n level %1 troll(s) of the clan market are not entered: %2</source>
            <translation>
                <numerusform>トロールカードの場のレベル%1のトロール%n枚のシンボルが入力されていません：%2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the icons of %n starting troll(s) of %1 are not entered: %2</source>
            <translation>
                <numerusform>%1の初期トロール%n枚のシンボルが入力されていません：%2</numerusform>
            </translation>
        </message>
        <message>
            <source>enter the icons of the card drawn from the level %1 deck</source>
            <translation>レベル%1の山札から引いたカードのシンボルを入力してください</translation>
        </message>
    </context>
    <context>
        <name>WindowFactory</name>
        <message>
            <source>%1 was written since: recovering the work over it would drop what was written there.</source>
            <translation>%1 はその後に書き込まれています：その上に作業を復元すると、書き込まれた内容が失われます。</translation>
        </message>
        <message>
            <source>Cannot open the file</source>
            <translation>ファイルを開けません</translation>
        </message>
        <message>
            <source>%1 is a score sheet of a game this version of Hallkeeper does not know ("%2").</source>
            <translation>%1 は、このバージョンの Hallkeeper が知らないゲーム（"%2"）のスコアシートです。</translation>
        </message>
    </context>
    <context>
        <name>Workshop</name>
        <message>
            <source>Cart Workshop</source>
            <translation>台車工房</translation>
        </message>
        <message>
            <source>Rune Workshop</source>
            <translation>ルーン工房</translation>
        </message>
        <message>
            <source>Rune Shop</source>
            <translation>ルーン商店</translation>
        </message>
        <message>
            <source>Crushing Workshop</source>
            <translation>粉砕工房</translation>
        </message>
        <message>
            <source>Ore Exchange</source>
            <translation>鉱石取引所</translation>
        </message>
        <message>
            <source>Millstone Workshop</source>
            <translation>石臼工房</translation>
        </message>
        <message>
            <source>Metal Workshop</source>
            <translation>金属工房</translation>
        </message>
        <message>
            <source>Tool Forge</source>
            <translation>道具鍛冶場</translation>
        </message>
        <message>
            <source>Chain Forge</source>
            <translation>鎖鍛冶場</translation>
        </message>
        <message>
            <source>Cart Shop</source>
            <translation>台車商店</translation>
        </message>
        <message>
            <source>Quartermaster</source>
            <translation>補給所</translation>
        </message>
        <message>
            <source>1 heartstone for 1 generic cart, or back (clan carts cannot be spent here)</source>
            <translation>ハートストーン1つを万能台車1つに交換（逆も可。氏族の台車はここでは使えません）</translation>
        </message>
        <message>
            <source>1 stone or 1 iron for 1 rune, or back</source>
            <translation>石1つまたは鉄1つをルーン1つに交換（逆も可）</translation>
        </message>
        <message>
            <source>1 coin for 1 rune, or back</source>
            <translation>コイン1つをルーン1つに交換（逆も可）</translation>
        </message>
        <message>
            <source>1 heartstone for 2 stone, or back</source>
            <translation>ハートストーン1つを石2つに交換（逆も可）</translation>
        </message>
        <message>
            <source>1 iron or 1 heartstone for 1 coin, or back</source>
            <translation>鉄1つまたはハートストーン1つをコイン1つに交換（逆も可）</translation>
        </message>
        <message>
            <source>1 stone for 1 iron, or back</source>
            <translation>石1つを鉄1つに交換（逆も可）</translation>
        </message>
        <message>
            <source>1 heartstone for 1 iron, or back</source>
            <translation>ハートストーン1つを鉄1つに交換（逆も可）</translation>
        </message>
        <message>
            <source>1 heartstone for 1 hammer, or back</source>
            <translation>ハートストーン1つをハンマー1つに交換（逆も可）</translation>
        </message>
        <message>
            <source>any 2 resources for 1 hammer</source>
            <translation>任意の資源2つ（種類は問わない）をハンマー1つに交換</translation>
        </message>
        <message>
            <source>any 2 resources for 1 generic cart</source>
            <translation>任意の資源2つ（種類は問わない）を万能台車1つに交換</translation>
        </message>
        <message>
            <source>move 1 resource from one of your trolls to your storage (a clan cart becomes generic)</source>
            <translation>自分のトロール1体から資源1つを保管庫に移す（氏族の台車は万能台車になる）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ActionDialog</name>
        <message>
            <source>Record</source>
            <translation>記録</translation>
        </message>
        <message>
            <source>Record Anyway…</source>
            <translation>それでも記録…</translation>
        </message>
        <message>
            <source>Record what the table did although the rules forbid it, with a reason</source>
            <translation>ルールで禁止されていても、卓上で行ったことを理由とともに記録</translation>
        </message>
        <message>
            <source>The action is not complete yet.</source>
            <translation>行動の入力がまだ完了していません。</translation>
        </message>
        <message>
            <source>storage %1</source>
            <translation>保管庫 %1</translation>
        </message>
        <message>
            <source>on your trolls %1</source>
            <translation>自分のトロール上 %1</translation>
        </message>
        <message>
            <source>%1%2 %3</source>
            <translation>%3%1%2</translation>
        </message>
        <message>
            <source>pedestals %1</source>
            <translation>台座 %1</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>tunnel points %1%2</source>
            <translation>トンネルの得点 %1%2</translation>
        </message>
        <message>
            <source>Changes: %1</source>
            <translation>変化：%1</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>プレイヤー%1</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardEditorView</name>
        <message>
            <source>Board being edited</source>
            <translation>編集中の盤面</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardEditorWindow</name>
        <message>
            <source>Paint a rectangle</source>
            <translation>長方形を塗る</translation>
        </message>
        <message>
            <source>Fill a region</source>
            <translation>領域を塗りつぶす</translation>
        </message>
        <message>
            <source>Stamp %1</source>
            <translation>%1をスタンプ</translation>
        </message>
        <message>
            <source>Remove %1</source>
            <translation>%1を取り除く</translation>
        </message>
        <message>
            <source>Rename the board</source>
            <translation>盤面の名前を変更</translation>
        </message>
        <message>
            <source>Describe the board</source>
            <translation>盤面の説明を変更</translation>
        </message>
        <message>
            <source>Set the board side</source>
            <translation>盤面の面（冬/秋）を設定</translation>
        </message>
        <message>
            <source>Resize the board to %1 × %2</source>
            <translation>盤面のサイズを%1 × %2に変更</translation>
        </message>
        <message>
            <source>Paint %1 (%2)</source>
            <translation>%1を塗る（%2）</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>ツール(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Paint</source>
            <translation>塗り(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Start a Game on This Board…</source>
            <translation>この盤面でゲームを開始(&amp;S)…</translation>
        </message>
        <message>
            <source>Tools</source>
            <translation>ツール</translation>
        </message>
        <message>
            <source>&amp;Export PNG…</source>
            <translation>PNG をエクスポート(&amp;E)…</translation>
        </message>
        <message>
            <source>Open Tracing &amp;Photo…</source>
            <translation>トレース用の写真を開く(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Fit the Board</source>
            <translation>盤面全体を表示(&amp;F)</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>拡大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Remove the Square's Features</source>
            <translation>マスの要素を取り除く(&amp;R)</translation>
        </message>
        <message>
            <source>Paint and Stamp</source>
            <translation>塗りとスタンプ</translation>
        </message>
        <message>
            <source>Board</source>
            <translation>盤面</translation>
        </message>
        <message>
            <source>Square</source>
            <translation>マス</translation>
        </message>
        <message>
            <source>Tracing Photo</source>
            <translation>トレース用の写真</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>問題点</translation>
        </message>
        <message>
            <source>Pan the board</source>
            <translation>盤面をスクロール</translation>
        </message>
        <message>
            <source>Middle button, or Space + drag</source>
            <translation>中ボタン、または Space + ドラッグ</translation>
        </message>
        <message>
            <source>Zoom around the pointer</source>
            <translation>ポインターの位置を中心に拡大・縮小</translation>
        </message>
        <message>
            <source>Mouse wheel</source>
            <translation>マウスホイール</translation>
        </message>
        <message>
            <source>Cancel the rectangle or stroke under way</source>
            <translation>描画中の長方形またはストロークを取り消す</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Move the selection (Select tool)</source>
            <translation>選択を移動（選択ツール）</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>矢印キー</translation>
        </message>
        <message>
            <source>Hallkeeper boards (*.hkboard)</source>
            <translation>Hallkeeper 盤面 (*.hkboard)</translation>
        </message>
        <message>
            <source>Untitled board</source>
            <translation>無題の盤面</translation>
        </message>
        <message>
            <source>Board Editor</source>
            <translation>盤面エディター</translation>
        </message>
        <message>
            <source>%1 is not a board Hallkeeper can open.</source>
            <translation>%1 は Hallkeeper で開ける盤面ではありません。</translation>
        </message>
        <message>
            <source> — problems left: %1; a game cannot start on this board yet.</source>
            <translation> — 残りの問題点：%1件。この盤面ではまだゲームを開始できません。</translation>
        </message>
        <message>
            <source>My board</source>
            <translation>自作の盤面</translation>
        </message>
        <message>
            <source>Open a photo of the printed board first (File ▸ Open Tracing Photo…).</source>
            <translation>先に印刷された盤面の写真を開いてください（ファイル ▸ トレース用の写真を開く…）。</translation>
        </message>
        <message>
            <source>Paint %1</source>
            <translation>%1を塗る</translation>
        </message>
        <message>
            <source>Remove the features of %1</source>
            <translation>マス%1の要素を取り除く</translation>
        </message>
        <message>
            <source>Start a Game on This Board</source>
            <translation>この盤面でゲームを開始</translation>
        </message>
        <message>
            <source>A game cannot start on this board until its problems are solved: the Problems panel lists them.</source>
            <translation>問題点をすべて解決するまで、この盤面でゲームを開始することはできません：問題点は「問題点」パネルに一覧表示されています。</translation>
        </message>
        <message>
            <source>Cannot open the photo</source>
            <translation>写真を開けません</translation>
        </message>
        <message>
            <source>%1 is not an image Hallkeeper can read.</source>
            <translation>%1 は Hallkeeper で読み込める画像ではありません。</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>エクスポートできません</translation>
        </message>
        <message>
            <source>The board could not be written to %1.</source>
            <translation>盤面を %1 に書き込めませんでした。</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>%1 をエクスポートしました</translation>
        </message>
        <message>
            <source>Export PNG</source>
            <translation>PNG をエクスポート</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 画像 (*.png)</translation>
        </message>
        <message>
            <source>Not aligned: the four corners must make a quadrilateral, in the order of the grid's corners.</source>
            <translation>位置合わせできません：4つの角は、グリッドの角と同じ順で四角形になるように置いてください。</translation>
        </message>
        <message>
            <source>Save the board first: the game copies it from its file.</source>
            <translation>先に盤面を保存してください：ゲームはファイルから盤面をコピーします。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing an editor: %1, autosaved %2.</source>
            <translation>Hallkeeper はエディターを閉じずに終了しました：%1（%2 に自動保存）。</translation>
        </message>
        <message>
            <source>a board never saved</source>
            <translation>一度も保存されていない盤面</translation>
        </message>
        <message>
            <source>Recognise Layers</source>
            <translation>層の認識</translation>
        </message>
        <message>
            <source>Apply the recognised layers</source>
            <translation>認識した層を適用</translation>
        </message>
        <message>
            <source>Show the selected square as an example (Show an Example tool)</source>
            <translation>選択したマスを見本にする（「見本を示す」ツール）</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <source>Take an example back (Show an Example tool)</source>
            <translation>見本を取り消す（「見本を示す」ツール）</translation>
        </message>
        <message>
            <source>Right button</source>
            <translation>右ボタン</translation>
        </message>
        <message>
            <source>Align the photo</source>
            <translation>写真の位置合わせ</translation>
        </message>
        <message>
            <source>Apply the Proposal?</source>
            <translation>提案を適用しますか？</translation>
        </message>
        <message>
            <source>Apply it anyway? Every square it paints can be undone in one step (Ctrl+Z).</source>
            <translation>それでも適用しますか？塗ったマスはすべて1回の取り消し（Ctrl+Z）で元に戻せます。</translation>
        </message>
        <message numerus="yes">
            <source>Applied: %n square(s) painted, as one step of undo.</source>
            <translation>
                <numerusform>適用しました：%nマスを塗りました（1回の操作で元に戻せます）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardPage</name>
        <message>
            <source>Board</source>
            <translation>盤面</translation>
        </message>
        <message>
            <source>The mountain board you play on: the winter side for 4–5 players, the autumn side for 3, either for 2 (BRD-SIDE).</source>
            <translation>プレイに使う山の盤面：4～5人プレイでは冬の面、3人プレイでは秋の面、2人プレイではどちらの面でもかまいません（BRD-SIDE）。</translation>
        </message>
        <message>
            <source>Practice Mountain, &amp;winter side</source>
            <translation>練習用の山、冬の面(&amp;W)</translation>
        </message>
        <message>
            <source>Practice Mountain, &amp;autumn side</source>
            <translation>練習用の山、秋の面(&amp;A)</translation>
        </message>
        <message>
            <source>A board &amp;file (.hkboard)</source>
            <translation>盤面ファイル（.hkboard）(&amp;F)</translation>
        </message>
        <message>
            <source>No file chosen</source>
            <translation>ファイルが選択されていません</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>開く(&amp;O)…</translation>
        </message>
        <message>
            <source>Open a board</source>
            <translation>盤面を開く</translation>
        </message>
        <message>
            <source>Hallkeeper boards (*.hkboard)</source>
            <translation>Hallkeeper 盤面 (*.hkboard)</translation>
        </message>
        <message>
            <source>This board cannot be used:</source>
            <translation>この盤面は使用できません：</translation>
        </message>
        <message>
            <source>With 2 players either side will do.</source>
            <translation>2人プレイではどちらの面でもかまいません。</translation>
        </message>
        <message>
            <source>With %1 players only the %2 fits (BRD-SIDE).</source>
            <translation>%1人プレイで使えるのは%2だけです（BRD-SIDE）。</translation>
        </message>
        <message>
            <source>Co&amp;mponents:</source>
            <translation>コンポーネント(&amp;M)：</translation>
        </message>
        <message>
            <source>The tunnel tiles, great halls and workshop tiles in the box, and the troll card library: the game keeps a copy of them</source>
            <translation>箱に入っているトンネルタイル、大広間、工房タイルと、トロールカードのライブラリ：ゲームにはそのコピーが保存されます</translation>
        </message>
        <message>
            <source>Default components</source>
            <translation>既定のコンポーネント</translation>
        </message>
        <message>
            <source>O&amp;pen…</source>
            <translation>開く(&amp;P)…</translation>
        </message>
        <message>
            <source>Use a component catalog file (.hkcatalog)</source>
            <translation>コンポーネントカタログのファイル（.hkcatalog）を使用</translation>
        </message>
        <message>
            <source>Open a component catalog</source>
            <translation>コンポーネントカタログを開く</translation>
        </message>
        <message>
            <source>Hallkeeper component catalogs (*.hkcatalog)</source>
            <translation>Hallkeeper コンポーネントカタログ (*.hkcatalog)</translation>
        </message>
        <message>
            <source>These components cannot be used:</source>
            <translation>これらのコンポーネントは使用できません：</translation>
        </message>
        <message>
            <source>%1
%2</source>
            <translation>%1
%2</translation>
        </message>
        <message>
            <source>%1 tunnel tiles, %2 great halls, %3 workshop tiles</source>
            <translation>トンネルタイル%1枚、大広間%2枚、工房タイル%3枚</translation>
        </message>
        <message>
            <source>%1; no troll card library: the cards are entered by hand.</source>
            <translation>%1。トロールカードのライブラリはありません：カードは手入力します。</translation>
        </message>
        <message>
            <source>%1; %2 troll cards in the library, picked by their id.</source>
            <translation>%1。ライブラリにトロールカード%2枚（IDで選択）。</translation>
        </message>
        <message>
            <source>%1, from %2: %3</source>
            <translation>%1（ファイル：%2）：%3</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardProblemsPanel</name>
        <message>
            <source>Click to select square %1.</source>
            <translation>クリックするとマス%1を選択します。</translation>
        </message>
        <message>
            <source>No problem: the board is ready to be saved and played.</source>
            <translation>問題点はありません：盤面を保存してプレイできます。</translation>
        </message>
        <message>
            <source>Problems: %1. The board can be saved, but a game cannot start on it until they are solved.</source>
            <translation>問題点：%1件。盤面は保存できますが、問題点をすべて解決するまで、この盤面でゲームを開始することはできません。</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved (hallkeeper-cli board lists them all).</source>
            <translation>
                <numerusform>…ほかに %n 件。これらを解決すると表示されます（hallkeeper-cli board ですべて一覧できます）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardPropertiesPanel</name>
        <message>
            <source>&amp;Name:</source>
            <translation>名前(&amp;N)：</translation>
        </message>
        <message>
            <source>&amp;Description:</source>
            <translation>説明(&amp;D)：</translation>
        </message>
        <message>
            <source>&amp;Side:</source>
            <translation>面(&amp;S)：</translation>
        </message>
        <message>
            <source>BRD-SIDE: the winter side for 4-5 players, the autumn side for 3, either for 2.</source>
            <translation>BRD-SIDE：4～5人プレイでは冬の面、3人プレイでは秋の面、2人プレイではどちらの面でもかまいません。</translation>
        </message>
        <message>
            <source>Winter (4-5 players)</source>
            <translation>冬の面（4～5人）</translation>
        </message>
        <message>
            <source>Autumn (3 players)</source>
            <translation>秋の面（3人）</translation>
        </message>
        <message>
            <source>Si&amp;ze (rows × columns):</source>
            <translation>サイズ（行 × 列）(&amp;Z)：</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardSquarePanel</name>
        <message>
            <source>Remove its features</source>
            <translation>このマスの要素を取り除く</translation>
        </message>
        <message>
            <source>No square selected. Choose the Select tool (S) and click a square.</source>
            <translation>マスが選択されていません。選択ツール（S）を選んでマスをクリックしてください。</translation>
        </message>
        <message>
            <source>Square %1: %2</source>
            <translation>マス%1：%2</translation>
        </message>
        <message>
            <source>Nothing printed here.</source>
            <translation>このマスには何も印刷されていません。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardToolsPanel</name>
        <message>
            <source>Terrain to paint:</source>
            <translation>塗る地形：</translation>
        </message>
        <message>
            <source>Feature to stamp:</source>
            <translation>スタンプする要素：</translation>
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
            <translation>s、i、h、c、a、m、r を入力すると資源を追加します。Backspace で1つ削除します。</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>プレイ人数(&amp;P)：</translation>
        </message>
        <message>
            <source>The player count printed on the start point (SET-GATES).</source>
            <translation>スタート地点に印刷されているプレイ人数（SET-GATES）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::BoardView</name>
        <message>
            <source>Board</source>
            <translation>盤面</translation>
        </message>
        <message>
            <source>The mountain board with every piece on it. While placing a piece: R rotates it, F flips it, the arrow keys move it, Enter places it, Esc cancels.</source>
            <translation>すべてのコマが置かれた山の盤面。コマの配置中は、R で回転、F で裏返し、矢印キーで移動、Enter で配置、Esc で取り消します。</translation>
        </message>
        <message>
            <source>%1 may be dug at %2.</source>
            <translation>%1を%2に掘削できます。</translation>
        </message>
        <message numerus="yes">
            <source>%n hammer(s) for the rubble.</source>
            <translation>
                <numerusform>がれきスペースにハンマーが%n個必要です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Unearths %n statue(s).</source>
            <translation>
                <numerusform>彫像を%n個発掘します。</numerusform>
            </translation>
        </message>
        <message>
            <source>Buried resources go to storage.</source>
            <translation>埋もれた資源は保管庫に入ります。</translation>
        </message>
        <message numerus="yes">
            <source>Next to %n workshop site(s).</source>
            <translation>
                <numerusform>工房用地%nか所に隣接しています。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 may be dedicated at %2.</source>
            <translation>%1を%2に改築できます。</translation>
        </message>
        <message numerus="yes">
            <source>It covers %n pedestal(s), which leave the game (PED-COVERED).</source>
            <translation>
                <numerusform>台座%n個を覆い、それらはゲームから取り除かれます（PED-COVERED）。</numerusform>
            </translation>
        </message>
        <message>
            <source>The %1 statue may move to %2.</source>
            <translation>%1の彫像は%2に移動できます。</translation>
        </message>
        <message>
            <source>%1: the Mountain Heart</source>
            <translation>%1：山の中心部</translation>
        </message>
        <message>
            <source>%1: layer %2</source>
            <translation>%1：層%2</translation>
        </message>
        <message>
            <source>Rubble square: 1 hammer to dig it (DIG-RUBBLE)</source>
            <translation>がれきスペース：掘削するにはハンマー1つが必要（DIG-RUBBLE）</translation>
        </message>
        <message>
            <source>Buried resources: %1</source>
            <translation>埋もれた資源：%1</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message numerus="yes">
            <source>Gate start point for %n players</source>
            <translation>
                <numerusform>%n人用の門のスタート地点</numerusform>
            </translation>
        </message>
        <message>
            <source>Statue spot</source>
            <translation>彫像スポット</translation>
        </message>
        <message>
            <source>Workshop site (empty)</source>
            <translation>工房用地（空き）</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message numerus="yes">
            <source>%n open entrance(s) (WS-ENTRANCES)</source>
            <translation>
                <numerusform>開いている入口：%nか所（WS-ENTRANCES）</numerusform>
            </translation>
        </message>
        <message>
            <source>Gate of %1</source>
            <translation>%1の門タイル</translation>
        </message>
        <message>
            <source>%1 (great hall, %2/%3), dedicated by %4</source>
            <translation>%1（大広間、%2/%3）、%4が改築</translation>
        </message>
        <message>
            <source>Altar: a statue here scores the high value (SCORE-HALL)</source>
            <translation>祭壇：ここに彫像があれば大きい方の値を得点（SCORE-HALL）</translation>
        </message>
        <message>
            <source>%1 tunnel tile dug by %2</source>
            <translation>%2が掘削したトンネルタイル%1</translation>
        </message>
        <message>
            <source>Anchor of the tile</source>
            <translation>タイルのアンカー</translation>
        </message>
        <message>
            <source>Connected to no gate: nobody's network (DIG-ISOLATED)</source>
            <translation>どの門タイルにもつながっていない：誰の坑道でもありません（DIG-ISOLATED）</translation>
        </message>
        <message>
            <source>Network of %1</source>
            <translation>%1の坑道</translation>
        </message>
        <message>
            <source>%1 pedestal</source>
            <translation>%1の台座</translation>
        </message>
        <message>
            <source>%1 statue (unearthed)</source>
            <translation>%1の彫像（発掘済み）</translation>
        </message>
        <message>
            <source>%1 statue (buried)</source>
            <translation>%1の彫像（埋もれている）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogEditorWindow</name>
        <message>
            <source>Rename the catalog</source>
            <translation>カタログの名前を変更</translation>
        </message>
        <message>
            <source>Change the description</source>
            <translation>説明を変更</translation>
        </message>
        <message>
            <source>Hallkeeper component catalogs (*.hkcatalog)</source>
            <translation>Hallkeeper コンポーネントカタログ (*.hkcatalog)</translation>
        </message>
        <message>
            <source>Untitled catalog</source>
            <translation>無題のカタログ</translation>
        </message>
        <message>
            <source>Component Editor</source>
            <translation>コンポーネントエディター</translation>
        </message>
        <message>
            <source>%1 is not a component catalog Hallkeeper can open.</source>
            <translation>%1 は Hallkeeper で開けるコンポーネントカタログではありません。</translation>
        </message>
        <message>
            <source>Not saved: Hallkeeper could not open this catalog again. Problems to fix first (the Problems panel leads to each): %1</source>
            <translation>保存していません：このままでは Hallkeeper でこのカタログを再び開くことができません。先に修正が必要な問題点（「問題点」パネルから各項目へ移動できます）：%1件</translation>
        </message>
        <message>
            <source> — problems left: %1; a game cannot use this catalog yet.</source>
            <translation> — 残りの問題点：%1件。このカタログはまだゲームで使用できません。</translation>
        </message>
        <message>
            <source>My components</source>
            <translation>自作のコンポーネント</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>問題点</translation>
        </message>
        <message>
            <source>Problems (%1)</source>
            <translation>問題点（%1）</translation>
        </message>
        <message>
            <source>Catalog &amp;name:</source>
            <translation>カタログ名(&amp;N)：</translation>
        </message>
        <message>
            <source>Shown when a game chooses its components</source>
            <translation>ゲームでコンポーネントを選ぶときに表示されます</translation>
        </message>
        <message>
            <source>&amp;Description:</source>
            <translation>説明(&amp;D)：</translation>
        </message>
        <message>
            <source>What the catalog holds and what has been checked against the box</source>
            <translation>カタログの内容と、箱の中身と照合済みの項目</translation>
        </message>
        <message>
            <source>&amp;Tunnel tiles</source>
            <translation>トンネルタイル(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Great halls</source>
            <translation>大広間(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Workshops</source>
            <translation>工房(&amp;W)</translation>
        </message>
        <message>
            <source>T&amp;roll cards</source>
            <translation>トロールカード(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Add Entry</source>
            <translation>項目を追加(&amp;A)</translation>
        </message>
        <message>
            <source>Add a tunnel tile or a troll card, on their tabs</source>
            <translation>トンネルタイルまたはトロールカードを、それぞれのタブで追加</translation>
        </message>
        <message>
            <source>D&amp;uplicate Entry</source>
            <translation>項目を複製(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Remove Entry</source>
            <translation>項目を削除(&amp;R)</translation>
        </message>
        <message>
            <source>Go to the Next &amp;Problem</source>
            <translation>次の問題点へ移動(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Problems</source>
            <translation>問題点(&amp;P)</translation>
        </message>
        <message>
            <source>Shape grid: move the cursor</source>
            <translation>形状グリッド：カーソルを移動</translation>
        </message>
        <message>
            <source>Arrow keys</source>
            <translation>矢印キー</translation>
        </message>
        <message>
            <source>Shape grid: add or remove the square</source>
            <translation>形状グリッド：マスを追加または削除</translation>
        </message>
        <message>
            <source>Space, or click</source>
            <translation>Space、またはクリック</translation>
        </message>
        <message>
            <source>Shape grid: mark the anchor or altar</source>
            <translation>形状グリッド：アンカーまたは祭壇を指定</translation>
        </message>
        <message>
            <source>A, Shift+click or right-click</source>
            <translation>A、Shift+クリック、または右クリック</translation>
        </message>
        <message>
            <source>Shape grid: move the whole shape</source>
            <translation>形状グリッド：形状全体を移動</translation>
        </message>
        <message>
            <source>Shift+arrow keys</source>
            <translation>Shift+矢印キー</translation>
        </message>
        <message>
            <source>Remove the selected entry (in a list)</source>
            <translation>選択中の項目を削除（リスト内）</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <source>Troll card icons: stone, iron, heartstone, coin, cart, hammer, rune</source>
            <translation>トロールカードのシンボル：石、鉄、ハートストーン、コイン、台車、ハンマー、ルーン</translation>
        </message>
        <message>
            <source>s i h c a m r</source>
            <translation>s i h c a m r</translation>
        </message>
        <message>
            <source>Troll card icons: a cart with a Fire, Ice or Moon mark</source>
            <translation>トロールカードのシンボル：炎・氷・月のマークがある台車</translation>
        </message>
        <message>
            <source>F I M</source>
            <translation>F I M</translation>
        </message>
        <message>
            <source>Go to a problem's entry</source>
            <translation>問題点のある項目へ移動</translation>
        </message>
        <message>
            <source>Enter or click in the Problems panel</source>
            <translation>「問題点」パネルで Enter またはクリック</translation>
        </message>
        <message>
            <source>Switch tabs</source>
            <translation>タブを切り替え</translation>
        </message>
        <message>
            <source>Alt+T, Alt+G, Alt+W, Alt+R; Ctrl+Tab</source>
            <translation>Alt+T、Alt+G、Alt+W、Alt+R；Ctrl+Tab</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing an editor: %1, autosaved %2.</source>
            <translation>Hallkeeper はエディターを閉じずに終了しました：%1（%2 に自動保存）。</translation>
        </message>
        <message>
            <source>a catalog never saved</source>
            <translation>一度も保存されていないカタログ</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogHallPage</name>
        <message>
            <source>Change the identifier of a great hall</source>
            <translation>大広間の識別子を変更</translation>
        </message>
        <message>
            <source>Change the name of a great hall</source>
            <translation>大広間の名前を変更</translation>
        </message>
        <message>
            <source>Change the low value of a great hall</source>
            <translation>大広間の小さい方の値を変更</translation>
        </message>
        <message>
            <source>Change the high value of a great hall</source>
            <translation>大広間の大きい方の値を変更</translation>
        </message>
        <message>
            <source>Change the note of a great hall</source>
            <translation>大広間のメモを変更</translation>
        </message>
        <message>
            <source>Mark a great hall as checked</source>
            <translation>大広間を照合済みにする</translation>
        </message>
        <message>
            <source>Mark a great hall as not checked</source>
            <translation>大広間を未照合にする</translation>
        </message>
        <message>
            <source>Draw a great hall</source>
            <translation>大広間の形状を描く</translation>
        </message>
        <message>
            <source>%1 of %2 great halls</source>
            <translation>大広間：%2枚中%1枚</translation>
        </message>
        <message>
            <source>%1 of %2 great halls (HALL-COVER)</source>
            <translation>大広間：%2枚中%1枚（HALL-COVER）</translation>
        </message>
        <message>
            <source>%1 / %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>Great hall %1</source>
            <translation>大広間 %1</translation>
        </message>
        <message>
            <source>No great hall selected</source>
            <translation>大広間が選択されていません</translation>
        </message>
        <message>
            <source>Great hall</source>
            <translation>大広間</translation>
        </message>
        <message>
            <source>Identifier</source>
            <translation>識別子</translation>
        </message>
        <message>
            <source>Low / high</source>
            <translation>小 / 大</translation>
        </message>
        <message>
            <source>Checked</source>
            <translation>照合済み</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大広間</translation>
        </message>
        <message>
            <source>The box holds %1 great halls</source>
            <translation>箱に入っている大広間は%1枚です</translation>
        </message>
        <message>
            <source>&amp;Identifier:</source>
            <translation>識別子(&amp;I)：</translation>
        </message>
        <message>
            <source>How games name this hall; unique in the catalog</source>
            <translation>ゲームでこの大広間を指す名前。カタログ内で重複できません</translation>
        </message>
        <message>
            <source>&amp;Name:</source>
            <translation>名前(&amp;N)：</translation>
        </message>
        <message>
            <source>Values:</source>
            <translation>値：</translation>
        </message>
        <message>
            <source>&amp;Low</source>
            <translation>小(&amp;L)</translation>
        </message>
        <message>
            <source>The honour points of the hall's low value (SCORE-HALL)</source>
            <translation>大広間の小さい方の値の名誉点（SCORE-HALL）</translation>
        </message>
        <message>
            <source>&amp;High</source>
            <translation>大(&amp;H)</translation>
        </message>
        <message>
            <source>The honour points of the hall's high value, at least the low value (SCORE-HALL)</source>
            <translation>大広間の大きい方の値の名誉点。小さい方の値以上（SCORE-HALL）</translation>
        </message>
        <message>
            <source>N&amp;ote:</source>
            <translation>メモ(&amp;O)：</translation>
        </message>
        <message>
            <source>Where the values come from, what is still to check</source>
            <translation>値の出典、まだ確認が必要な点</translation>
        </message>
        <message>
            <source>Checked against the printed hall</source>
            <translation>印刷された大広間タイルと照合済み</translation>
        </message>
        <message>
            <source>&amp;Shape:</source>
            <translation>形状(&amp;S)：</translation>
        </message>
        <message>
            <source>Click a square to add or remove it; Shift+click or right-click marks the altar. Keys: arrows move, Space adds or removes, A marks the altar, Shift+arrows move the whole hall.</source>
            <translation>マスをクリックすると追加または削除し、Shift+クリックまたは右クリックで祭壇を指定します。キー操作：矢印キーで移動、Space で追加または削除、A で祭壇を指定、Shift+矢印キーで大広間全体を移動。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogProblemsPanel</name>
        <message>
            <source>the catalog</source>
            <translation>カタログ全体</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>No problems: the catalog can be saved and used in games.</source>
            <translation>問題点はありません：カタログを保存してゲームで使用できます。</translation>
        </message>
        <message>
            <source>Warnings: %1.</source>
            <translation>警告：%1件。</translation>
        </message>
        <message>
            <source>Warnings: %1; the catalog can be saved.</source>
            <translation>警告：%1件。カタログは保存できます。</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>場所</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>問題点</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>ルール</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>問題点</translation>
        </message>
        <message>
            <source>Problems to fix before a game can use the catalog: %1. It can be saved as it is, to go on later. Click one to go to it.</source>
            <translation>ゲームでこのカタログを使う前に修正が必要な問題点：%1件。今のまま保存して、後で続きができます。クリックするとその項目へ移動します。</translation>
        </message>
        <message>
            <source>Problems to fix before the catalog can be saved: %1 (a shape with no square, or with squares apart, could not be read back). Click one to go to it.</source>
            <translation>カタログを保存する前に修正が必要な問題点：%1件（マスのない形やマスが離れた形は読み戻せません）。クリックするとその項目へ移動します。</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved.</source>
            <translation>
                <numerusform>…ほかに %n 件。これらを解決すると表示されます。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogTrollPage</name>
        <message>
            <source>Change the identifier of a troll card</source>
            <translation>トロールカードの識別子を変更</translation>
        </message>
        <message>
            <source>starting %1 of %2</source>
            <translation>初期：%2枚中%1枚</translation>
        </message>
        <message>
            <source>level %1: %2 of %3</source>
            <translation>レベル%1：%3枚中%2枚</translation>
        </message>
        <message>
            <source>All levels (%1)</source>
            <translation>すべてのレベル（%1）</translation>
        </message>
        <message>
            <source>Starting trolls (%1 of %2)</source>
            <translation>初期トロール（%2枚中%1枚）</translation>
        </message>
        <message>
            <source>Level %1 (%2 of %3)</source>
            <translation>レベル%1（%3枚中%2枚）</translation>
        </message>
        <message>
            <source>Troll card %1</source>
            <translation>トロールカード %1</translation>
        </message>
        <message>
            <source>No troll card selected</source>
            <translation>トロールカードが選択されていません</translation>
        </message>
        <message>
            <source>Edit the troll card %1</source>
            <translation>トロールカード %1 を編集</translation>
        </message>
        <message>
            <source>Add the troll card %1</source>
            <translation>トロールカード %1 を追加</translation>
        </message>
        <message>
            <source>Duplicate the troll card %1</source>
            <translation>トロールカード %1 を複製</translation>
        </message>
        <message>
            <source>Remove the troll card %1</source>
            <translation>トロールカード %1 を削除</translation>
        </message>
        <message>
            <source>Sh&amp;ow:</source>
            <translation>表示(&amp;O)：</translation>
        </message>
        <message>
            <source>Show the cards of one level</source>
            <translation>1つのレベルのカードだけを表示</translation>
        </message>
        <message>
            <source>Cards in the library against the box: %1 starting trolls (SET-MOOT), %2 / %3 / %4 clan trolls of levels 1 / 2 / 3 (SET-MARKET)</source>
            <translation>ライブラリのカード数と箱の中身の比較：初期トロール%1枚（SET-MOOT）、レベル1 / 2 / 3の氏族のトロール%2 / %3 / %4枚（SET-MARKET）</translation>
        </message>
        <message>
            <source>Identifier</source>
            <translation>識別子</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>カード</translation>
        </message>
        <message>
            <source>Troll cards</source>
            <translation>トロールカード</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>追加</translation>
        </message>
        <message>
            <source>Add a card of the level shown, with the next free identifier</source>
            <translation>表示中のレベルのカードを、次の空いている識別子で追加</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>複製</translation>
        </message>
        <message>
            <source>Add a copy of the selected card</source>
            <translation>選択中のカードのコピーを追加</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Remove the selected card (Delete in the list)</source>
            <translation>選択中のカードを削除（リスト内では Delete）</translation>
        </message>
        <message>
            <source>&amp;Identifier:</source>
            <translation>識別子(&amp;I)：</translation>
        </message>
        <message>
            <source>How games name this card when it is drawn; unique in the catalog</source>
            <translation>カードを引いたときにゲームでこのカードを指す名前。カタログ内で重複できません</translation>
        </message>
        <message>
            <source>Icons, left to right: s stone, i iron, h heartstone, c coin, a cart, m hammer, r rune; F, I, M a cart with a Fire, Ice or Moon mark. Backspace removes the last icon.</source>
            <translation>シンボルを左から右へ入力：s 石、i 鉄、h ハートストーン、c コイン、a 台車、m ハンマー、r ルーン；F、I、M は炎・氷・月のマークがある台車。Backspace で最後のシンボルを削除します。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogTunnelPage</name>
        <message>
            <source>Change the identifier of a tunnel tile</source>
            <translation>トンネルタイルの識別子を変更</translation>
        </message>
        <message>
            <source>Change the count of a tunnel tile</source>
            <translation>トンネルタイルの枚数を変更</translation>
        </message>
        <message>
            <source>Mark a tunnel tile as checked</source>
            <translation>トンネルタイルを照合済みにする</translation>
        </message>
        <message>
            <source>Mark a tunnel tile as not checked</source>
            <translation>トンネルタイルを未照合にする</translation>
        </message>
        <message>
            <source>Draw a tunnel tile</source>
            <translation>トンネルタイルの形状を描く</translation>
        </message>
        <message>
            <source>%1 of %2 tiles</source>
            <translation>%2枚中%1枚</translation>
        </message>
        <message>
            <source>%1 of %2 tiles (DIG-SUPPLY)</source>
            <translation>%2枚中%1枚（DIG-SUPPLY）</translation>
        </message>
        <message>
            <source>The squares are not all joined by their edges (BRD-GRID).</source>
            <translation>マスの一部が辺でつながっていません（BRD-GRID）。</translation>
        </message>
        <message>
            <source>Squares: %1; a tunnel tile has 2 to 5 (DIG-COST).</source>
            <translation>マス数：%1。トンネルタイルは2～5マスです（DIG-COST）。</translation>
        </message>
        <message>
            <source>Dug, it scores %1 / %2 / %3 with stone / iron / heartstone (DIG-SCORE).</source>
            <translation>掘削すると、石 / 鉄 / ハートストーンで%1 / %2 / %3点（DIG-SCORE）。</translation>
        </message>
        <message>
            <source>5 squares: size-5 tiles have no anchor, take it away (PED-WHEN).</source>
            <translation>5マス：サイズ5のタイルにはアンカーがないため、アンカーを外してください（PED-WHEN）。</translation>
        </message>
        <message>
            <source>5 squares, no anchor.</source>
            <translation>5マス、アンカーなし。</translation>
        </message>
        <message>
            <source>Squares: %1, with the anchor.</source>
            <translation>マス数：%1、アンカーあり。</translation>
        </message>
        <message>
            <source>Squares: %1; mark the anchor (PED-WHEN).</source>
            <translation>マス数：%1。アンカーを指定してください（PED-WHEN）。</translation>
        </message>
        <message>
            <source>Tunnel tile %1</source>
            <translation>トンネルタイル %1</translation>
        </message>
        <message>
            <source>No tunnel tile selected</source>
            <translation>トンネルタイルが選択されていません</translation>
        </message>
        <message>
            <source>Add a tunnel tile</source>
            <translation>トンネルタイルを追加</translation>
        </message>
        <message>
            <source>Duplicate a tunnel tile</source>
            <translation>トンネルタイルを複製</translation>
        </message>
        <message>
            <source>Remove the tunnel tile %1</source>
            <translation>トンネルタイル %1 を削除</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>タイル</translation>
        </message>
        <message>
            <source>Squares</source>
            <translation>マス数</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>枚数</translation>
        </message>
        <message>
            <source>Checked</source>
            <translation>照合済み</translation>
        </message>
        <message>
            <source>Tunnel tiles</source>
            <translation>トンネルタイル</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>追加</translation>
        </message>
        <message>
            <source>Add a tunnel tile after the selected one</source>
            <translation>選択中のトンネルタイルの後ろにトンネルタイルを追加</translation>
        </message>
        <message>
            <source>Duplicate</source>
            <translation>複製</translation>
        </message>
        <message>
            <source>Add a copy of the selected tunnel tile, to draw a similar one</source>
            <translation>選択中のトンネルタイルのコピーを追加（似た形状を描くときに）</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Remove the selected tunnel tile (Delete in the list)</source>
            <translation>選択中のトンネルタイルを削除（リスト内では Delete）</translation>
        </message>
        <message>
            <source>The box holds %1 tunnel tiles: the counts must add up to that (DIG-SUPPLY)</source>
            <translation>箱に入っているトンネルタイルは%1枚です：枚数の合計がこれと一致する必要があります（DIG-SUPPLY）</translation>
        </message>
        <message>
            <source>&amp;Identifier:</source>
            <translation>識別子(&amp;I)：</translation>
        </message>
        <message>
            <source>How games and boards name this tile; unique in the catalog</source>
            <translation>ゲームと盤面でこのタイルを指す名前。カタログ内で重複できません</translation>
        </message>
        <message>
            <source>&amp;Count:</source>
            <translation>枚数(&amp;C)：</translation>
        </message>
        <message>
            <source>How many tiles of this shape the box holds</source>
            <translation>箱に入っているこの形状のタイルの枚数</translation>
        </message>
        <message>
            <source>Checked against the printed tiles</source>
            <translation>印刷されたタイルと照合済み</translation>
        </message>
        <message>
            <source>&amp;Shape:</source>
            <translation>形状(&amp;S)：</translation>
        </message>
        <message>
            <source>Click a square to add or remove it; Shift+click or right-click marks the anchor. Keys: arrows move, Space adds or removes, A marks the anchor, Shift+arrows move the whole tile.</source>
            <translation>マスをクリックすると追加または削除し、Shift+クリックまたは右クリックでアンカーを指定します。キー操作：矢印キーで移動、Space で追加または削除、A でアンカーを指定、Shift+矢印キーでタイル全体を移動。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::CatalogWorkshopPage</name>
        <message>
            <source>%1 workshop tiles in the box (%2 kinds × up to %3)</source>
            <translation>箱に入っている工房タイル：%1枚（%2種類 × 最大%3枚）</translation>
        </message>
        <message>
            <source>Change the number of %1 tiles</source>
            <translation>%1のタイルの枚数を変更</translation>
        </message>
        <message>
            <source>How many tiles of each workshop the box holds (0 to %1 each, SET-WORKSHOPS). What each workshop exchanges is the rulebook's, not data.</source>
            <translation>箱に入っている各工房のタイルの枚数（それぞれ0～%1枚、SET-WORKSHOPS）。各工房の交換内容はルールブックで決まっており、データではありません。</translation>
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
            <translation>記録を修正</translation>
        </message>
        <message>
            <source>For what the table did that the game log missed. The correction is logged with its reason.</source>
            <translation>卓上で行われたのにゲームログに記録されていないことを修正します。修正は理由とともにログに記録されます。</translation>
        </message>
        <message>
            <source>Reason (required)</source>
            <translation>理由（必須）</translation>
        </message>
        <message>
            <source>e.g. Bob took 2 iron instead of 1 last turn</source>
            <translation>例：前の手番で Bob が鉄を1つではなく2つ取った</translation>
        </message>
        <message>
            <source>Storage: add, or subtract with a negative number</source>
            <translation>保管庫：追加、または負の数で減算</translation>
        </message>
        <message>
            <source>has %1</source>
            <translation>所持：%1</translation>
        </message>
        <message>
            <source>Tunnel points (DIG-SCORE)</source>
            <translation>トンネルの得点（DIG-SCORE）</translation>
        </message>
        <message>
            <source> points</source>
            <translation>点</translation>
        </message>
        <message>
            <source>Add to the %1 tunnel points:</source>
            <translation>現在のトンネルの得点%1に加算：</translation>
        </message>
        <message>
            <source>Give the reason for the correction.</source>
            <translation>修正の理由を入力してください。</translation>
        </message>
        <message>
            <source>Enter what to correct.</source>
            <translation>修正する内容を入力してください。</translation>
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
            <translation>トンネルタイルを掘削</translation>
        </message>
        <message>
            <source>Tile %1, %2 squares, at %3</source>
            <translation>タイル%1、%2マス、%3</translation>
        </message>
        <message>
            <source>Layers %1</source>
            <translation>層：%1</translation>
        </message>
        <message>
            <source>Hammers for the rubble: %1 (DIG-RUBBLE)</source>
            <translation>がれきスペース用のハンマー：%1（DIG-RUBBLE）</translation>
        </message>
        <message>
            <source>No rubble: no hammers to pay</source>
            <translation>がれきスペースなし：ハンマーの支払いは不要</translation>
        </message>
        <message>
            <source>Unearths the %1 statue at %2 (DIG-UNEARTH)</source>
            <translation>%2の%1の彫像を発掘（DIG-UNEARTH）</translation>
        </message>
        <message>
            <source>Buried resources to your storage: %1 (DIG-BURIED-RES)</source>
            <translation>保管庫に入る埋もれた資源：%1（DIG-BURIED-RES）</translation>
        </message>
        <message>
            <source>Mineral (DIG-COST, DIG-SCORE)</source>
            <translation>鉱物（DIG-COST、DIG-SCORE）</translation>
        </message>
        <message>
            <source>%1 %2 — %3 honour points</source>
            <translation>%2×%1 — %3名誉点</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>You cannot pay this tile with any mineral: every choice breaks DIG-COST.</source>
            <translation>どの鉱物でもこのタイルの支払いができません：どれを選んでも DIG-COST に違反します。</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>支払い</translation>
        </message>
        <message>
            <source>Pedestal (PED-WHEN)</source>
            <translation>台座（PED-WHEN）</translation>
        </message>
        <message>
            <source>This tile has no anchor: no pedestal can go on it (size-5 tiles have none).</source>
            <translation>このタイルにはアンカーがないため、台座を置けません（サイズ5のタイルにはアンカーがありません）。</translation>
        </message>
        <message>
            <source>No pedestal in your storage for the anchor at %1.</source>
            <translation>%1のアンカーに置く台座が保管庫にありません。</translation>
        </message>
        <message>
            <source>No pedestal</source>
            <translation>台座なし</translation>
        </message>
        <message>
            <source>%1 pedestal — the layer %2 × %1 token is already taken (PED-UNIQUE)</source>
            <translation>%1の台座 — 層%2 × %1のトークンはすでに獲得されています（PED-UNIQUE）</translation>
        </message>
        <message>
            <source>%1 pedestal — takes the layer %2 × %1 pedestal score token, worth %3</source>
            <translation>%1の台座 — 層%2 × %1の台座得点トークン（%3点）を獲得</translation>
        </message>
        <message>
            <source>Workshops (WS-BUILD)</source>
            <translation>工房（WS-BUILD）</translation>
        </message>
        <message>
            <source>No workshop</source>
            <translation>工房なし</translation>
        </message>
        <message>
            <source>%1 (%2 left in the supply)</source>
            <translation>%1（サプライに残り%2枚）</translation>
        </message>
        <message>
            <source>Site at %1:</source>
            <translation>%1の工房用地：</translation>
        </message>
        <message>
            <source>The workshop supply is empty: no workshop can be built.</source>
            <translation>工房タイルのサプライが尽きています：工房は建設できません。</translation>
        </message>
        <message>
            <source>needs %1 %2, has %3</source>
            <translation>%2が%1個必要ですが、%3個しかありません</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DocumentWindow</name>
        <message>
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編集(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;New</source>
            <translation>新規(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>開く(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>名前を付けて保存(&amp;A)…</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>閉じる(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>キーボードショートカット(&amp;K)</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>エクスポートできません</translation>
        </message>
        <message>
            <source>There is nothing to export from this window to %1.</source>
            <translation>このウィンドウから %1 にエクスポートできるものはありません。</translation>
        </message>
        <message>
            <source>Cannot recover the work</source>
            <translation>作業を復元できません</translation>
        </message>
        <message>
            <source>Cannot open the file</source>
            <translation>ファイルを開けません</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>%1 を開きました</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>保存できません</translation>
        </message>
        <message>
            <source>The file could not be saved to %1.</source>
            <translation>ファイルを %1 に保存できませんでした。</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>%1 を保存しました</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>開く</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>名前を付けて保存</translation>
        </message>
        <message>
            <source>Unsaved changes</source>
            <translation>未保存の変更</translation>
        </message>
        <message>
            <source>%1 has changes that are not saved. Save them?</source>
            <translation>%1 には保存されていない変更があります。保存しますか？</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>New &amp;Game at the Table…</source>
            <translation>卓上で新しいゲーム(&amp;G)…</translation>
        </message>
        <message>
            <source>Set up a game and mirror the table move by move (%1)</source>
            <translation>ゲームを準備し、卓上の進行を1手ずつ記録（%1）</translation>
        </message>
        <message>
            <source>&amp;Board Editor…</source>
            <translation>盤面エディター(&amp;B)…</translation>
        </message>
        <message>
            <source>Transcribe a printed board into a .hkboard file to play and share (%1)</source>
            <translation>印刷された盤面を .hkboard ファイルに書き写し、プレイや共有に使う（%1）</translation>
        </message>
        <message>
            <source>Co&amp;mponent Editor…</source>
            <translation>コンポーネントエディター(&amp;M)…</translation>
        </message>
        <message>
            <source>Transcribe the tunnel tiles, great halls, workshops and troll cards of your box into a .hkcatalog (%1)</source>
            <translation>手元の箱のトンネルタイル、大広間、工房、トロールカードを .hkcatalog ファイルに書き写す（%1）</translation>
        </message>
        <message>
            <source>%1 is not possible here: this field takes %2 to %3.</source>
            <translation>ここに %1 は入力できません：この欄は %2〜%3 です。</translation>
        </message>
        <message>
            <source>&amp;Rules</source>
            <translation>ルール(&amp;R)</translation>
        </message>
        <message>
            <source>Not autosaved: %1.</source>
            <translation>自動保存されていません：%1。</translation>
        </message>
        <message>
            <source>Save now</source>
            <translation>今すぐ保存</translation>
        </message>
        <message>
            <source>The last autosave failed (%1): a crash now would lose the changes since the last save. The mark stays until an autosave succeeds again; Save keeps the work in its file.</source>
            <translation>前回の自動保存に失敗しました（%1）：いま異常終了すると、最後の保存以降の変更が失われます。自動保存が再び成功するまでこの表示は消えません。「保存」で作業をファイルに残せます。</translation>
        </message>
        <message>
            <source>%1: this kind of document can only be recovered whole.</source>
            <translation>%1：この種類の文書は丸ごとでしか復元できません。</translation>
        </message>
        <message>
            <source>Recovered as a new document: %1 was written since, and stays as it is. Save asks where.</source>
            <translation>新しい文書として復元しました：%1 はその後に書き込まれているため、そのまま残します。保存時に保存先をたずねます。</translation>
        </message>
        <message>
            <source>New &amp;Score Sheet</source>
            <translation>新しいスコアシート(&amp;S)</translation>
        </message>
        <message>
            <source>Add to Library</source>
            <translation>記録に追加</translation>
        </message>
        <message>
            <source>Add to &amp;Library</source>
            <translation>記録に追加(&amp;L)</translation>
        </message>
        <message>
            <source>Keep this play in the group's play library, or update it there (%1)</source>
            <translation>このプレイをグループのプレイ記録に残すか、記録を更新します（%1）</translation>
        </message>
        <message>
            <source>&amp;Play Library…</source>
            <translation>プレイ記録(&amp;P)…</translation>
        </message>
        <message>
            <source>Every play the group kept: statistics, imports and exports (%1)</source>
            <translation>グループが残したすべてのプレイ：統計、取り込み、書き出し（%1）</translation>
        </message>
        <message>
            <source>Back &amp;Up Library…</source>
            <translation>記録のバックアップ(&amp;U)…</translation>
        </message>
        <message>
            <source>Ta&amp;ble Helpers</source>
            <translation>卓上ヘルパー(&amp;B)</translation>
        </message>
        <message>
            <source>Game Over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <source>The game is over. Add it to the group's play library?</source>
            <translation>ゲームが終わりました。グループのプレイ記録に追加しますか？</translation>
        </message>
        <message>
            <source>Not Now</source>
            <translation>今はしない</translation>
        </message>
        <message>
            <source>This file records a play kept in the group's play library. Is the copy the same play (moved, or kept twice), or a new play?</source>
            <translation>このファイルはグループのプレイ記録にあるプレイを記録しています。このコピーは同じプレイ（移動または二重保存）ですか、それとも新しいプレイですか？</translation>
        </message>
        <message>
            <source>The same play: adding either file to the library updates that play. A new play: the copy is added as a play of its own.</source>
            <translation>同じプレイ：どちらのファイルを記録に追加しても、そのプレイが更新されます。新しいプレイ：コピーは別のプレイとして追加されます。</translation>
        </message>
        <message>
            <source>Same Play</source>
            <translation>同じプレイ</translation>
        </message>
        <message>
            <source>New Play</source>
            <translation>新しいプレイ</translation>
        </message>
        <message>
            <source>Recover the unsaved work</source>
            <translation>未保存の作業を復元</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>%1 was changed by another program since it was opened here. Saving replaces what was written there.</source>
            <translation>%1 はここで開いた後に別のプログラムによって変更されました。保存すると、そこに書き込まれた内容が置き換えられます。</translation>
        </message>
        <message>
            <source>To keep both, cancel and use Save As.</source>
            <translation>両方残すには、キャンセルして「名前を付けて保存」を使ってください。</translation>
        </message>
        <message>
            <source>&amp;Replace It</source>
            <translation>置き換える(&amp;R)</translation>
        </message>
        <message>
            <source>%1 was changed by another program since it was opened here: not replaced.</source>
            <translation>%1 はここで開いた後に別のプログラムによって変更されました：置き換えていません。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DungeonLordsTrackerWindow</name>
        <message>
            <source>Dungeon Lords year trackers (*.hkdungeon)</source>
            <translation>ダンジョン・ロード年次トラッカー (*.hkdungeon)</translation>
        </message>
        <message>
            <source>Untitled Dungeon Lords game</source>
            <translation>無題のダンジョン・ロードのゲーム</translation>
        </message>
        <message>
            <source>Dungeon Lords Year Tracker</source>
            <translation>ダンジョン・ロード年次トラッカー</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>%1 を開けません。何も変更されていません。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a Dungeon Lords game: %1, autosaved %2.</source>
            <translation>Hallkeeperがダンジョン・ロードのゲームを閉じずに終了しました：%1、%2に自動保存。</translation>
        </message>
        <message>
            <source>a game never saved</source>
            <translation>一度も保存していないゲーム</translation>
        </message>
        <message>
            <source>This setup does not fit the steps recorded (step %1: %2); undo them first.</source>
            <translation>この準備は記録済みの手順と合いません（手順%1：%2）。先に元に戻してください。</translation>
        </message>
        <message>
            <source>Change the setup</source>
            <translation>準備を変更</translation>
        </message>
        <message>
            <source>Nothing paid yet: the first event resolves in round 2.</source>
            <translation>まだ何も支払っていません。最初のイベントは第2ラウンドに解決されます。</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1 (resolved in round %2)</source>
            <translation>%1（第%2ラウンドに解決済み）</translation>
        </message>
        <message>
            <source>%1 (resolves in round %2)</source>
            <translation>%1（第%2ラウンドに解決）</translation>
        </message>
        <message>
            <source>First player: %1.</source>
            <translation>スタートプレイヤー：%1。</translation>
        </message>
        <message>
            <source>No event tile revealed this year yet.</source>
            <translation>今年はまだイベントタイルをめくっていません。</translation>
        </message>
        <message>
            <source>Event tiles this year: %1.</source>
            <translation>今年のイベントタイル：%1。</translation>
        </message>
        <message>
            <source>Dummy player's evil: %1.</source>
            <translation>ダミープレイヤーの邪悪度：%1。</translation>
        </message>
        <message>
            <source>Choose the event tile revealed…</source>
            <translation>めくったイベントタイルを選ぶ…</translation>
        </message>
        <message>
            <source>Confirm: %1 done</source>
            <translation>確定：%1終了</translation>
        </message>
        <message>
            <source>Monster %1</source>
            <translation>モンスター%1</translation>
        </message>
        <message>
            <source>Save Final Sheet</source>
            <translation>最終得点シートを保存</translation>
        </message>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper スコアシート (*.hkscore)</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>エクスポート</translation>
        </message>
        <message>
            <source>A Dungeon Lords game exports its final sheet (.hkscore).</source>
            <translation>ダンジョン・ロードのゲームは最終得点シート（.hkscore）をエクスポートします。</translation>
        </message>
        <message>
            <source>Event tile &amp;revealed:</source>
            <translation>めくったイベントタイル(&amp;R)：</translation>
        </message>
        <message>
            <source>Dungeons</source>
            <translation>ダンジョン</translation>
        </message>
        <message>
            <source>Ledger</source>
            <translation>台帳</translation>
        </message>
        <message>
            <source>History</source>
            <translation>履歴</translation>
        </message>
        <message>
            <source>Final score</source>
            <translation>最終得点</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>ルール</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>プレイヤー(&amp;P)：</translation>
        </message>
        <message>
            <source>&amp;First player:</source>
            <translation>スタートプレイヤー(&amp;F)：</translation>
        </message>
        <message>
            <source>&amp;Dummy's evil:</source>
            <translation>ダミーの邪悪度(&amp;D)：</translation>
        </message>
        <message>
            <source>Monsters and their upkeep (paid at payday, DL-003):</source>
            <translation>モンスターと維持費（給料日に支払う、DL-003）：</translation>
        </message>
        <message>
            <source>First Game (no special event)</source>
            <translation>ファーストゲーム（特殊イベントなし）</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>金</translation>
        </message>
        <message>
            <source>Food</source>
            <translation>食料</translation>
        </message>
        <message>
            <source>Tiles</source>
            <translation>タイル</translation>
        </message>
        <message>
            <source>Conquered</source>
            <translation>制圧</translation>
        </message>
        <message>
            <source>Evil</source>
            <translation>邪悪度</translation>
        </message>
        <message>
            <source>Dead letters</source>
            <translation>デッドレター</translation>
        </message>
        <message>
            <source>Monster</source>
            <translation>モンスター</translation>
        </message>
        <message>
            <source>Let go</source>
            <translation>解雇</translation>
        </message>
        <message>
            <source>&amp;Add Monster</source>
            <translation>モンスターを追加(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Remove Monster</source>
            <translation>モンスターを削除(&amp;R)</translation>
        </message>
        <message>
            <source>Save &amp;Final Sheet…</source>
            <translation>最終得点シートを保存(&amp;F)…</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DwarfRecordPanel</name>
        <message>
            <source>Point at a button to see what it records, or why the rules refuse it.</source>
            <translation>ボタンを指すと、記録される内容か、ルールが拒否する理由が表示されます。</translation>
        </message>
        <message>
            <source>Records:</source>
            <translation>記録：</translation>
        </message>
        <message>
            <source>Refused:</source>
            <translation>拒否：</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>プレイヤー(&amp;P)：</translation>
        </message>
        <message>
            <source>Mine and forge (DWARF-010)</source>
            <translation>採掘と鍛造（DWARF-010）</translation>
        </message>
        <message>
            <source>The card's cost: steel, gold, iron</source>
            <translation>カードのコスト：鋼・金・鉄</translation>
        </message>
        <message>
            <source>Monsters and medals (DWARF-011, DWARF-007, DWARF-008)</source>
            <translation>モンスターと勲章（DWARF-011、DWARF-007、DWARF-008）</translation>
        </message>
        <message>
            <source>&amp;Workers on defense squares:</source>
            <translation>防衛マスのワーカー(&amp;W)：</translation>
        </message>
        <message>
            <source>Special actions and workers (DWARF-009, DWARF-012)</source>
            <translation>特殊アクションとワーカー（DWARF-009、DWARF-012）</translation>
        </message>
        <message>
            <source>Paid with 4 &amp;medals and a worker</source>
            <translation>勲章4個とワーカー1人で支払う(&amp;M)</translation>
        </message>
        <message>
            <source>Another card's change</source>
            <translation>ほかのカードによる変更</translation>
        </message>
        <message>
            <source>Steel</source>
            <translation>鋼</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>金</translation>
        </message>
        <message>
            <source>Artifacts</source>
            <translation>アーティファクト</translation>
        </message>
        <message>
            <source>Medals</source>
            <translation>勲章</translation>
        </message>
        <message>
            <source>Iron</source>
            <translation>鉄</translation>
        </message>
        <message>
            <source>Which card, or why</source>
            <translation>どのカードか、または理由</translation>
        </message>
        <message>
            <source>The round (DWARF-005, DWARF-006, DWARF-020)</source>
            <translation>ラウンド（DWARF-005、DWARF-006、DWARF-020）</translation>
        </message>
        <message>
            <source>The start player triggered a reinforce or forge action this round</source>
            <translation>スタートプレイヤーがこのラウンドに増援か鍛造を実行した</translation>
        </message>
        <message>
            <source>Record the action</source>
            <translation>アクションを記録</translation>
        </message>
        <message>
            <source>Undefended: it attacks</source>
            <translation>防衛なし：襲撃される</translation>
        </message>
        <message>
            <source>Defended: 1 medal</source>
            <translation>防衛成功：勲章1個</translation>
        </message>
        <message>
            <source>Reward of Courage</source>
            <translation>勇気の報酬</translation>
        </message>
        <message>
            <source>Special action</source>
            <translation>特殊アクション</translation>
        </message>
        <message>
            <source>Reinforce: 2 more workers</source>
            <translation>増援：ワーカー2人追加</translation>
        </message>
        <message>
            <source>Record the change</source>
            <translation>変更を記録</translation>
        </message>
        <message>
            <source>End the round</source>
            <translation>ラウンドを終える</translation>
        </message>
        <message>
            <source>A draw finds the deck empty</source>
            <translation>引こうとしたら山札が空</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DwarfTablePanel</name>
        <message>
            <source>Rename %1 to %2</source>
            <translation>%1を%2に改名</translation>
        </message>
        <message>
            <source>Play against %1</source>
            <translation>%1と対戦</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation>
                <numerusform>%n人</numerusform>
            </translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>プレイヤー%1</translation>
        </message>
        <message>
            <source>Two copies combined</source>
            <translation>2セットの組み合わせ</translation>
        </message>
        <message>
            <source>One copy</source>
            <translation>1セット</translation>
        </message>
        <message>
            <source>%1 starts</source>
            <translation>%1から開始</translation>
        </message>
        <message>
            <source>Round %1 — start player: %2</source>
            <translation>第%1ラウンド — スタートプレイヤー：%2</translation>
        </message>
        <message>
            <source>%1 ★</source>
            <translation>%1 ★</translation>
        </message>
        <message>
            <source>The start player (DWARF-020)</source>
            <translation>スタートプレイヤー（DWARF-020）</translation>
        </message>
        <message>
            <source>Solo against %1 (DWARF-021)</source>
            <translation>%1とのソロ（DWARF-021）</translation>
        </message>
        <message>
            <source>%1's medals: at 12 he wins at once (DWARF-015); your special actions give him 1, 2 and 3 (DWARF-013).</source>
            <translation>%1の勲章：12個で即座に勝利（DWARF-015）。あなたの特殊アクションで彼は1個・2個・3個得る（DWARF-013）。</translation>
        </message>
        <message>
            <source>Your special actions: %1 of 3 (DWARF-014); the next gives %2 %3.</source>
            <translation>あなたの特殊アクション：%1／3回（DWARF-014）。次は%2に%3。</translation>
        </message>
        <message>
            <source>nothing: no more are allowed</source>
            <translation>なし：これ以上はできません</translation>
        </message>
        <message>
            <source>%1 plays first every round and never takes a special action; your special actions give him nothing.</source>
            <translation>%1は毎ラウンド先に行動し、特殊アクションは行いません。あなたの特殊アクションで彼が得るものはありません。</translation>
        </message>
        <message>
            <source>Your special actions: %1</source>
            <translation>あなたの特殊アクション：%1</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>ゲーム</translation>
        </message>
        <message>
            <source>&amp;Opponent:</source>
            <translation>対戦相手(&amp;O)：</translation>
        </message>
        <message>
            <source>P&amp;layers:</source>
            <translation>人数(&amp;L)：</translation>
        </message>
        <message>
            <source>Two copies combined (4–5 players, DWARF-017)</source>
            <translation>2セットの組み合わせ（4〜5人、DWARF-017）</translation>
        </message>
        <message>
            <source>Names:</source>
            <translation>名前：</translation>
        </message>
        <message>
            <source>&amp;First start player:</source>
            <translation>最初のスタートプレイヤー(&amp;F)：</translation>
        </message>
        <message>
            <source>The game has begun: only the names may change. Undo every event, or start a new tracker, to change the players.</source>
            <translation>ゲームは始まっています：変更できるのは名前だけです。プレイヤーを変えるには、すべての記録を元に戻すか、新しいトラッカーを始めてください。</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Steel</source>
            <translation>鋼</translation>
        </message>
        <message>
            <source>Gold</source>
            <translation>金</translation>
        </message>
        <message>
            <source>Artifacts</source>
            <translation>アーティファクト</translation>
        </message>
        <message>
            <source>Medals</source>
            <translation>勲章</translation>
        </message>
        <message>
            <source>Iron</source>
            <translation>鉄</translation>
        </message>
        <message>
            <source>Workers</source>
            <translation>ワーカー</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::DwarfTrackerWindow</name>
        <message>
            <source>Dwarf table trackers (*.hkdwarf)</source>
            <translation>ドワーフ卓上トラッカー (*.hkdwarf)</translation>
        </message>
        <message>
            <source>Untitled Dwarf game</source>
            <translation>無題のドワーフのゲーム</translation>
        </message>
        <message>
            <source>Dwarf table tracker</source>
            <translation>ドワーフ卓上トラッカー</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>%1を開けません。何も変更されていません。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a Dwarf game: %1, autosaved %2.</source>
            <translation>Hallkeeperはドワーフのゲームを閉じずに停止しました：%1、%2に自動保存。</translation>
        </message>
        <message>
            <source>a Dwarf game never saved</source>
            <translation>一度も保存していないドワーフのゲーム</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>エクスポートできません</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>%1を書き込めませんでした：%2</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>%1 をエクスポートしました</translation>
        </message>
        <message>
            <source>Save as Score Sheet</source>
            <translation>スコアシートとして保存</translation>
        </message>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper スコアシート (*.hkscore)</translation>
        </message>
        <message>
            <source>Save as Score S&amp;heet…</source>
            <translation>スコアシートとして保存(&amp;H)…</translation>
        </message>
        <message>
            <source>Record</source>
            <translation>記録</translation>
        </message>
        <message>
            <source>Result now</source>
            <translation>現在の結果</translation>
        </message>
        <message>
            <source>History</source>
            <translation>履歴</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::Explanation</name>
        <message>
            <source>Tunnel tile %1 (%2 squares), dug by %3 with %4 (DIG-SCORE: %5 tunnel points); in the network of %6.</source>
            <translation>トンネルタイル%1（%2マス）、%3が%4で掘削（DIG-SCORE：トンネルの得点%5点）。坑道の所有者：%6。</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>A %1 statue, %2.</source>
            <translation>%1の彫像、%2。</translation>
        </message>
        <message>
            <source>unearthed</source>
            <translation>発掘済み</translation>
        </message>
        <message>
            <source>still buried</source>
            <translation>まだ埋もれている</translation>
        </message>
        <message>
            <source>In a great hall it scores nothing by itself; on the altar it gives the hall its high value (SCORE-HALL).</source>
            <translation>大広間の中の彫像はそれ自体では得点しません。祭壇にあれば大広間が高い方の値になります（SCORE-HALL）。</translation>
        </message>
        <message>
            <source> × 2 on a pedestal of its clan</source>
            <translation> × 2（同じ氏族の台座の上）</translation>
        </message>
        <message>
            <source>A %1 pedestal.</source>
            <translation>%1の台座。</translation>
        </message>
        <message>
            <source>The gate of %1.</source>
            <translation>%1の門タイル。</translation>
        </message>
        <message>
            <source>&lt;b&gt;Square %1&lt;/b&gt;: layer %2</source>
            <translation>&lt;b&gt;マス %1&lt;/b&gt;：%2層</translation>
        </message>
        <message>
            <source>Great hall %1 (low %2, high %3), dedicated by %4; its altar is at %5.</source>
            <translation>大広間 %1（低 %2、高 %3）、%4 が改築；祭壇はマス %5。</translation>
        </message>
        <message>
            <source>No player's network holds it: it scores nothing (SCORE-HALL).</source>
            <translation>どのプレイヤーの坑道にも含まれていないので、得点しません（SCORE-HALL）。</translation>
        </message>
        <message>
            <source>A statue stands on the altar: the hall scores its high value, %1, for %2 (SCORE-HALL).</source>
            <translation>祭壇に彫像があります：大広間は%2に高い方の値 %1 点（SCORE-HALL）。</translation>
        </message>
        <message>
            <source>No statue on the altar: the hall scores its low value, %1, for %2 (SCORE-HALL).</source>
            <translation>祭壇に彫像がありません：大広間は%2に低い方の値 %1 点（SCORE-HALL）。</translation>
        </message>
        <message>
            <source>%1 = 2 × %2%3</source>
            <translation>%1 = 2 × %2%3</translation>
        </message>
        <message>
            <source>A buried statue scores nothing until a tunnel unearths it (SCORE-STATUE, DIG-UNEARTH).</source>
            <translation>埋もれた彫像は、トンネルで発掘されるまで得点しません（SCORE-STATUE、DIG-UNEARTH）。</translation>
        </message>
        <message>
            <source>No player's network holds it: it scores nothing (SCORE-STATUE).</source>
            <translation>どのプレイヤーの坑道にも含まれていないので、得点しません（SCORE-STATUE）。</translation>
        </message>
        <message>
            <source>On layer %1 it scores %2 for %3, the best statue of its tunnel (SCORE-STATUE, SCORE-ONE-PER-TUNNEL).</source>
            <translation>層%1で、そのトンネルで最も高得点の彫像なので、%3に %2 点（SCORE-STATUE、SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>On layer %1 it would be worth %2, but another statue of its tunnel scores instead: this one scores nothing (SCORE-ONE-PER-TUNNEL).</source>
            <translation>層%1では %2 点になるところですが、同じトンネルの別の彫像が代わりに得点するので、この彫像は得点しません（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::GatesPage</name>
        <message>
            <source>Gates</source>
            <translation>門タイル</translation>
        </message>
        <message>
            <source>Choose a start point</source>
            <translation>スタート地点を選択</translation>
        </message>
        <message>
            <source>Map of the gate start points</source>
            <translation>門のスタート地点の地図</translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>%1, labelled %2</source>
            <translation>%1（%2人用）</translation>
        </message>
        <message>
            <source>%1, labelled %2 — gate of %3</source>
            <translation>%1（%2人用）— %3の門タイル</translation>
        </message>
        <message>
            <source>Click a start point on the map to put the gate of %1 there, or choose it in the list; on the map, the arrow keys and Space do the same.</source>
            <translation>地図上のスタート地点をクリックして%1の門タイルをそこに置くか、リストから選択してください。地図上では矢印キーと Space キーでも同じ操作ができます。</translation>
        </message>
        <message>
            <source>Clockwise from the start player, each player puts their gate on a start point labelled with the number of players; with 2 players, any two start points with the same label (SET-GATES). In a team game, teammates' gates stand on neighbouring start points (TEAM-SETUP).</source>
            <translation>スタートプレイヤーから時計回りに、各プレイヤーはプレイ人数と同じ数字が書かれたスタート地点に門タイルを配置します。2人プレイでは、同じ番号の任意の2つのスタート地点を使います（SET-GATES）。チーム戦では、チームメイトの門タイルを隣り合うスタート地点に置きます（TEAM-SETUP）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::GenericSheetWindow</name>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper スコアシート (*.hkscore)</translation>
        </message>
        <message>
            <source>Untitled score sheet</source>
            <translation>無題のスコアシート</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>%1 を開けません。何も変更されていません。</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a score sheet: %1, autosaved %2.</source>
            <translation>Hallkeeper がスコアシートを閉じずに終了しました：%1、%2 に自動保存。</translation>
        </message>
        <message>
            <source>a score sheet never saved</source>
            <translation>一度も保存されていないスコアシート</translation>
        </message>
        <message>
            <source> (problems: %1)</source>
            <translation>（問題：%1）</translation>
        </message>
        <message>
            <source>Cannot export the results</source>
            <translation>結果をエクスポートできません</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>%1 に書き込めませんでした：%2</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>%1 をエクスポートしました</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 画像 (*.png)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF ドキュメント (*.pdf)</translation>
        </message>
        <message>
            <source>CSV tables (*.csv)</source>
            <translation>CSV 表 (*.csv)</translation>
        </message>
        <message>
            <source>Export Results</source>
            <translation>結果をエクスポート</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>エクスポート(&amp;E)</translation>
        </message>
        <message>
            <source>Results as &amp;PNG Image…</source>
            <translation>結果を PNG 画像で(&amp;P)…</translation>
        </message>
        <message>
            <source>Results as P&amp;DF…</source>
            <translation>結果を PDF で(&amp;D)…</translation>
        </message>
        <message>
            <source>Results as &amp;CSV Table…</source>
            <translation>結果を CSV 表で(&amp;C)…</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::HallDialog</name>
        <message>
            <source>Dedicate a great hall</source>
            <translation>大広間を改築</translation>
        </message>
        <message>
            <source>%1: %2 honour points, %3 with a statue on its altar (SCORE-HALL)</source>
            <translation>%1：%2名誉点、祭壇に彫像があれば%3名誉点（SCORE-HALL）</translation>
        </message>
        <message>
            <source>No cost: the hall goes on tunnel tiles of your network (HALL-COVER).</source>
            <translation>コストなし：大広間は自分の坑道のトンネルタイル上に置きます（HALL-COVER）。</translation>
        </message>
        <message>
            <source>The %1 statue at %2 stands on the altar: the hall scores %3 (SCORE-HALL)</source>
            <translation>%2の%1の彫像が祭壇上にあります：大広間は%3点を得点（SCORE-HALL）</translation>
        </message>
        <message>
            <source>Its altar at %1 is empty for now</source>
            <translation>%1の祭壇は今のところ空です</translation>
        </message>
        <message>
            <source>The %1 pedestal of %2 at %3 leaves the game; %2 keeps its pedestal score token (HALL-PED, PED-COVERED)</source>
            <translation>%3にある%2の%1の台座はゲームから取り除かれます。%2は台座得点トークンを失いません（HALL-PED、PED-COVERED）</translation>
        </message>
        <message>
            <source>The %1 statue at %2 stays where it is, now in the hall: it no longer scores as a statue (SCORE-HALL)</source>
            <translation>%2の%1の彫像はそのまま残り、大広間の中になります：彫像としては得点しなくなります（SCORE-HALL）</translation>
        </message>
        <message>
            <source>Parts of tunnel tiles left sticking out of the hall, each now a tunnel of its own: %1 (HALL-UNIT)</source>
            <translation>大広間からはみ出したトンネルタイルの部分（それぞれが独立したトンネルになります）：%1（HALL-UNIT）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::HistoryDelegate</name>
        <message>
            <source>Undone (Redo brings it back): %1</source>
            <translation>取り消し済み（やり直しで戻せます）：%1</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::IconRowEdit</name>
        <message>
            <source>type s i h c a m r</source>
            <translation>s i h c a m r を入力</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Remove this icon</source>
            <translation>このシンボルを削除</translation>
        </message>
        <message>
            <source>Type the icons left to right: s stone, i iron, h heartstone, c coin, a cart, m hammer, r rune; F, I, M a cart with a Fire, Ice or Moon mark (CART-CLAN). Backspace removes the icon before the caret; click an icon and type to replace it. The menu of icons: the ▾ button or Alt+Down.</source>
            <translation>シンボルを左から順に入力します：s 石、i 鉄、h ハートストーン、c コイン、a 台車、m ハンマー、r ルーン。F、I、M は炎・氷・月のマーク付きの台車（CART-CLAN）。Backspace でカーソルの前のシンボルを削除、シンボルをクリックして入力すると置き換えます。シンボルのメニュー：▾ ボタンまたは Alt+Down。</translation>
        </message>
        <message>
            <source>Type the resources of the start row: s stone, i iron, h heartstone, c coin, a cart, m hammer, r rune ("ss" is 2 stone). Backspace removes the one before the caret; click one and type to replace it. The menu of resources: the ▾ button or Alt+Down.</source>
            <translation>開始時資源を入力します：s 石、i 鉄、h ハートストーン、c コイン、a 台車、m ハンマー、r ルーン（"ss" で石2つ）。Backspace でカーソルの前の資源を削除、クリックして入力すると置き換えます。資源のメニュー：▾ ボタンまたは Alt+Down。</translation>
        </message>
        <message>
            <source>%1 — click it and type to replace it</source>
            <translation>%1 — クリックして入力すると置き換えます</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::LayerRecognitionPanel</name>
        <message>
            <source>The photo was aligned again: recognise the layers again (%1).</source>
            <translation>写真の位置合わせが変わりました。層をもう一度認識してください（%1）。</translation>
        </message>
        <message>
            <source>Open a photo of the printed board first (File ▸ Open Tracing Photo…) and align it (Align Photo, A).</source>
            <translation>先に印刷された盤面の写真を開き（ファイル ▸ トレース用の写真を開く…）、位置を合わせてください（写真の位置合わせ、A）。</translation>
        </message>
        <message>
            <source>Layers recognised: %1 uncertain squares to check.</source>
            <translation>層を認識しました：不確かなマスが %1 個あります。確認してください。</translation>
        </message>
        <message>
            <source>The board was resized: recognise the layers again.</source>
            <translation>盤面のサイズが変わりました。層をもう一度認識してください。</translation>
        </message>
        <message>
            <source>proposed: %1, %2 % sure</source>
            <translation>提案：%1（確かさ %2 %）</translation>
        </message>
        <message>
            <source>None left.</source>
            <translation>残りはありません。</translation>
        </message>
        <message>
            <source>The photo is empty: open another photo of the printed board.</source>
            <translation>写真が空です。印刷された盤面の別の写真を開いてください。</translation>
        </message>
        <message>
            <source>The photo's corners do not make a four-sided figure: align the photo again (Align Photo, A), each corner of the grid on the same corner of the board.</source>
            <translation>写真の4つの角が四角形になっていません。写真の位置をもう一度合わせてください（写真の位置合わせ、A）。グリッドの各角を盤面の同じ角に置きます。</translation>
        </message>
        <message>
            <source>The board has no squares: set its size in the Board panel.</source>
            <translation>盤面にマスがありません。「盤面」パネルでサイズを設定してください。</translation>
        </message>
        <message>
            <source>The grid lies outside the photo: drag each corner of the grid onto the same corner of the board in the photo (Align Photo, A).</source>
            <translation>グリッドが写真の外にあります。グリッドの各角を、写真に写った盤面の同じ角までドラッグしてください（写真の位置合わせ、A）。</translation>
        </message>
        <message>
            <source>Nothing proposed yet.</source>
            <translation>まだ提案はありません。</translation>
        </message>
        <message>
            <source>%1 uncertain</source>
            <translation>不確か %1</translation>
        </message>
        <message>
            <source>%1 examples</source>
            <translation>見本 %1</translation>
        </message>
        <message>
            <source>%1: %2 squares</source>
            <translation>%1：%2 マス</translation>
        </message>
        <message>
            <source>Uncertain: check it (%1 goes to the next)</source>
            <translation>不確か：確認してください（%1 で次へ）</translation>
        </message>
        <message>
            <source>Your example</source>
            <translation>あなたの見本</translation>
        </message>
        <message>
            <source>Once the photo is aligned, the layers can be recognised from it: every square gets a proposed terrain and how sure that is. Check the uncertain squares, then apply.</source>
            <translation>写真の位置を合わせたら、写真から層を認識できます。各マスに地形の提案とその確かさが付きます。不確かなマスを確認してから適用してください。</translation>
        </message>
        <message>
            <source>If a terrain is proposed wrongly, show an example: choose the terrain (1–5, H, 0) and click a square of it. The right button takes an example back.</source>
            <translation>地形の提案が間違っていたら見本を示します：地形を選び（1–5、H、0）、その地形のマスをクリックします。右ボタンで見本を取り消します。</translation>
        </message>
        <message>
            <source>Legend</source>
            <translation>凡例</translation>
        </message>
        <message>
            <source>Show the proposed terrains</source>
            <translation>提案された地形を表示</translation>
        </message>
        <message>
            <source>Apply the uncertain squares too</source>
            <translation>不確かなマスも適用する</translation>
        </message>
        <message>
            <source>Re&amp;cognise Layers</source>
            <translation>層を認識(&amp;C)</translation>
        </message>
        <message>
            <source>Recognise the layers in the aligned photo (%1)</source>
            <translation>位置を合わせた写真から層を認識します（%1）</translation>
        </message>
        <message>
            <source>A&amp;pply the Proposal</source>
            <translation>提案を適用(&amp;P)</translation>
        </message>
        <message>
            <source>Paint the proposed terrains, as one step of undo (%1)</source>
            <translation>提案された地形を塗ります。1回の「元に戻す」で戻せます（%1）</translation>
        </message>
        <message>
            <source>&amp;Next Uncertain Square</source>
            <translation>次の不確かなマス(&amp;N)</translation>
        </message>
        <message>
            <source>Next &amp;Feature Mark</source>
            <translation>次の要素の印(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Dismiss the Selected Mark</source>
            <translation>選択した印を消す(&amp;D)</translation>
        </message>
        <message>
            <source>Dismiss &amp;All Marks</source>
            <translation>すべての印を消す(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Close the Proposal</source>
            <translation>提案を閉じる(&amp;C)</translation>
        </message>
        <message>
            <source> · “feature here?”</source>
            <translation> · 「ここに要素？」</translation>
        </message>
        <message>
            <source>Applied</source>
            <translation>適用済み</translation>
        </message>
        <message>
            <source>%1 squares proposed</source>
            <translation>%1 マスを提案</translation>
        </message>
        <message>
            <source>%1 “feature here?” marks</source>
            <translation>「ここに要素？」の印 %1</translation>
        </message>
        <message>
            <source>“Feature here?”: stamp what is printed with the Feature tool (T), or dismiss the mark (%1)</source>
            <translation>「ここに要素？」：印刷されているものを「要素」ツール（T）でスタンプするか、印を消します（%1）</translation>
        </message>
        <message>
            <source>Select a square with a “feature here?” mark first (%1 goes to the next).</source>
            <translation>先に「ここに要素？」の印があるマスを選択してください（%1 で次の印へ）。</translation>
        </message>
        <message numerus="yes">
            <source>Unreliable proposal: %n of the squares are uncertain.</source>
            <translation>
                <numerusform>信頼できない提案：%n 個のマスが不確かです。</numerusform>
            </translation>
        </message>
        <message>
            <source>Unreliable proposal: the layers found do not nest as a mountain's do.</source>
            <translation>信頼できない提案：見つかった層が山の輪のように入れ子になっていません。</translation>
        </message>
        <message numerus="yes">
            <source>The colours in the photo do not make the five layers of a mountain (%n found as rings), so the layers cannot be named by their place.</source>
            <translation>
                <numerusform>写真の色が山の5つの層になっていません（輪として見つかったのは %n 層）。そのため位置から層を名付けられません。</numerusform>
            </translation>
        </message>
        <message>
            <source>The colours in the photo do not nest as the layers of a mountain do, so the layers cannot be named by their place: a proposal could be a whole ring off.</source>
            <translation>写真の色が山の層のように入れ子になっていないため、位置から層を名付けられません：提案がまるごと1つの輪ずれるおそれがあります。</translation>
        </message>
        <message>
            <source>Show one example of each terrain: the Example tool (E), the terrain's key (1–5, H, 0), a click on a square of it.</source>
            <translation>各地形の見本を1つずつ示してください：見本ツール（E）、地形のキー（1–5、H、0）、その地形のマスをクリック。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::LibraryWindow</name>
        <message>
            <source>Save Chart</source>
            <translation>グラフを保存</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 画像 (*.png)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF 文書 (*.pdf)</translation>
        </message>
        <message>
            <source>Import Plays</source>
            <translation>プレイの取り込み</translation>
        </message>
        <message>
            <source>BG Stats backups and BoardGameGeek plays (*.json *.bgsplay *.xml);;All files (*)</source>
            <translation>BG Stats のバックアップと BoardGameGeek のプレイ (*.json *.bgsplay *.xml);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Export Plays</source>
            <translation>プレイの書き出し</translation>
        </message>
        <message>
            <source>BG Stats backup (*.json);;BoardGameGeek plays (*.xml);;CSV table (*.csv)</source>
            <translation>BG Stats のバックアップ (*.json);;BoardGameGeek のプレイ (*.xml);;CSV の表 (*.csv)</translation>
        </message>
        <message>
            <source>Back Up Library</source>
            <translation>記録のバックアップ</translation>
        </message>
        <message>
            <source>Library backups (*.sqlite)</source>
            <translation>記録のバックアップ (*.sqlite)</translation>
        </message>
        <message>
            <source>Backed up to %1</source>
            <translation>%1 にバックアップしました</translation>
        </message>
        <message>
            <source>Play Library</source>
            <translation>プレイ記録</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Import Plays…</source>
            <translation>プレイの取り込み(&amp;I)…</translation>
        </message>
        <message>
            <source>&amp;Export Plays…</source>
            <translation>プレイの書き出し(&amp;E)…</translation>
        </message>
        <message>
            <source>Back &amp;Up Library…</source>
            <translation>記録のバックアップ(&amp;U)…</translation>
        </message>
        <message>
            <source>&amp;Reload</source>
            <translation>再読み込み(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>閉じる(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>ゲーム(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Player:</source>
            <translation>プレイヤー(&amp;P)：</translation>
        </message>
        <message>
            <source>P&amp;layers:</source>
            <translation>人数(&amp;L)：</translation>
        </message>
        <message>
            <source>any</source>
            <translation>指定なし</translation>
        </message>
        <message>
            <source>Pla&amp;ce:</source>
            <translation>場所(&amp;C)：</translation>
        </message>
        <message>
            <source>&amp;To:</source>
            <translation>終了(&amp;T)：</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>得点</translation>
        </message>
        <message>
            <source>Head to Head</source>
            <translation>対戦成績</translation>
        </message>
        <message>
            <source>Categories</source>
            <translation>得点項目</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>席順</translation>
        </message>
        <message>
            <source>Plays</source>
            <translation>プレイ</translation>
        </message>
        <message>
            <source>Chart</source>
            <translation>グラフ</translation>
        </message>
        <message>
            <source>Win rate by player</source>
            <translation>プレイヤー別勝率</translation>
        </message>
        <message>
            <source>Average score by player</source>
            <translation>プレイヤー別平均得点</translation>
        </message>
        <message>
            <source>Category trend of the chosen player</source>
            <translation>選んだプレイヤーの項目の推移</translation>
        </message>
        <message>
            <source>The library was updated to this version; a backup of it as it was is in %1</source>
            <translation>記録をこのバージョンに更新しました。更新前のバックアップは %1 にあります</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>すべてのゲーム</translation>
        </message>
        <message>
            <source>Everyone</source>
            <translation>全員</translation>
        </message>
        <message>
            <source>Anywhere</source>
            <translation>すべての場所</translation>
        </message>
        <message numerus="yes">
            <source>%n play(s)</source>
            <translation>
                <numerusform>%n プレイ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n in the library</source>
            <translation>
                <numerusform>記録に %n 件</numerusform>
            </translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Wins</source>
            <translation>勝利</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>勝率</translation>
        </message>
        <message>
            <source>Shared wins</source>
            <translation>共同勝利</translation>
        </message>
        <message>
            <source>Team wins</source>
            <translation>チーム勝利</translation>
        </message>
        <message>
            <source>Co-op wins</source>
            <translation>協力勝利</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>最高</translation>
        </message>
        <message>
            <source>Average</source>
            <translation>平均</translation>
        </message>
        <message>
            <source>Median</source>
            <translation>中央値</translation>
        </message>
        <message>
            <source>Streak (longest)</source>
            <translation>連勝（最長）</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%2 戦 %1 勝</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>ゲーム</translation>
        </message>
        <message>
            <source>Opponent</source>
            <translation>相手</translation>
        </message>
        <message>
            <source>Plays together</source>
            <translation>同卓数</translation>
        </message>
        <message>
            <source>Finished above</source>
            <translation>上位</translation>
        </message>
        <message>
            <source>Finished below</source>
            <translation>下位</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>同順位</translation>
        </message>
        <message>
            <source>Choose a game scored in Hallkeeper to see each player's average per score category.</source>
            <translation>Hallkeeper で得点を計算したゲームを選ぶと、プレイヤーごとの得点項目別の平均が表示されます。</translation>
        </message>
        <message>
            <source>This game's plays have no score categories (only games scored in Hallkeeper keep them).</source>
            <translation>このゲームのプレイには得点項目がありません（Hallkeeper で計算したゲームだけが持っています）。</translation>
        </message>
        <message>
            <source>Average points per category, over the plays played to their end.</source>
            <translation>項目ごとの平均点（最後まで遊んだプレイのみ）。</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>席</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>平均得点</translation>
        </message>
        <message>
            <source>The start player won %1 (%2); the others %3 (%4). Seats are best compared with one game and one player count chosen.</source>
            <translation>スタートプレイヤー：%1（%2）。その他：%3（%4）。席順は、ゲームと人数を1つに絞って比べるのが適切です。</translation>
        </message>
        <message>
            <source>No play of these records its start player.</source>
            <translation>これらのプレイにはスタートプレイヤーの記録がありません。</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日付</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>勝者</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>場所</translation>
        </message>
        <message>
            <source>(not finished)</source>
            <translation>（未終了）</translation>
        </message>
        <message>
            <source>Choose a play to see why its winner won and how it stands against the group's history.</source>
            <translation>プレイを選ぶと、勝者が勝った理由と、グループの過去の記録との比較が表示されます。</translation>
        </message>
        <message>
            <source>Why %1 won: %2 ahead of %3.</source>
            <translation>%1 が勝った理由：%3 に %2 点差。</translation>
        </message>
        <message>
            <source>No single category's lead was larger than the margin: the win was made across several.</source>
            <translation>最終の点差を超えるリードの項目はありません：複数の項目で勝ちました。</translation>
        </message>
        <message>
            <source>Categories in which %1's lead was larger than the final margin (without that lead alone, %2 would have won):</source>
            <translation>%1 のリードが最終の点差を超えた項目（そのリードがなければ %2 が勝っていた）：</translation>
        </message>
        <message>
            <source>%1: +%2</source>
            <translation>%1：+%2</translation>
        </message>
        <message>
            <source>Against the group's history (same game, same player count):</source>
            <translation>グループの過去の記録との比較（同じゲーム、同じ人数）：</translation>
        </message>
        <message numerus="yes">
            <source>better than %1% of %n score(s)</source>
            <translation>
                <numerusform>得点 %n 件のうち %1% を上回る</numerusform>
            </translation>
        </message>
        <message>
            <source>the group's record</source>
            <translation>グループの記録</translation>
        </message>
        <message>
            <source>a personal best</source>
            <translation>自己ベスト</translation>
        </message>
        <message>
            <source>%1, %2: %3</source>
            <translation>%1、%2：%3</translation>
        </message>
        <message>
            <source>no earlier score to compare</source>
            <translation>比べる過去の得点がありません</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n score(s))</source>
            <translation>
                <numerusform>%1（得点 %n 件）</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose a game scored in Hallkeeper and a player: their first category across plays, against the group's middle half.</source>
            <translation>Hallkeeper で得点を計算したゲームとプレイヤーを選んでください：最初の項目のプレイごとの推移を、グループの中央の半分と比べて表示します。</translation>
        </message>
        <message>
            <source>%1: %2 across plays (band: the group's middle half)</source>
            <translation>%1：%2 の推移（帯：グループの中央の半分）</translation>
        </message>
        <message>
            <source>Category trend</source>
            <translation>項目の推移</translation>
        </message>
        <message>
            <source>Win rate by player (competitive plays)</source>
            <translation>プレイヤー別勝率（対戦プレイ）</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n new play(s)</source>
            <translation>
                <numerusform>%1：新しいプレイ %n 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed</source>
            <translation>
                <numerusform>変更 %n 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged</source>
            <translation>
                <numerusform>変更なし %n 件</numerusform>
            </translation>
        </message>
        <message>
            <source>Say who each player of the file is; nothing is written before you import.</source>
            <translation>ファイルの各プレイヤーが誰かを指定してください。取り込むまで何も書き込みません。</translation>
        </message>
        <message>
            <source>In the file</source>
            <translation>ファイル内</translation>
        </message>
        <message>
            <source>In the library</source>
            <translation>記録内</translation>
        </message>
        <message>
            <source>A new player</source>
            <translation>新しいプレイヤー</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>取り込む</translation>
        </message>
        <message>
            <source>%1 was not imported; nothing was written.</source>
            <translation>%1 は取り込んでいません。何も書き込んでいません。</translation>
        </message>
        <message numerus="yes">
            <source>Imported %1: %n added</source>
            <translation>
                <numerusform>%1 を取り込みました：追加 %n 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n updated</source>
            <translation>
                <numerusform>更新 %n 件</numerusform>
            </translation>
        </message>
        <message>
            <source>Give a .json (BG Stats), .xml (BoardGameGeek) or .csv file.</source>
            <translation>.json（BG Stats）、.xml（BoardGameGeek）、.csv のファイルを指定してください。</translation>
        </message>
        <message>
            <source>Exported to %1</source>
            <translation>%1 に書き出しました</translation>
        </message>
        <message numerus="yes">
            <source>the Plays tab lists the latest %n</source>
            <translation>
                <numerusform>プレイタブには最新の %n 件を表示</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 merged into %2.</source>
            <translation>%1 を %2 にまとめました。</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>編集(&amp;E)</translation>
        </message>
        <message>
            <source>&amp;Merge Players…</source>
            <translation>プレイヤーをまとめる(&amp;M)…</translation>
        </message>
        <message>
            <source>Fro&amp;m:</source>
            <translation>開始(&amp;M)：</translation>
        </message>
        <message>
            <source>C&amp;hart:</source>
            <translation>グラフ(&amp;H)：</translation>
        </message>
        <message>
            <source>Save as P&amp;NG…</source>
            <translation>PNG で保存(&amp;N)…</translation>
        </message>
        <message>
            <source>Save as P&amp;DF…</source>
            <translation>PDF で保存(&amp;D)…</translation>
        </message>
        <message>
            <source>Why %1 won: level with %2 on points, ahead on the tie-break.</source>
            <translation>%1 が勝った理由：%2 と同点で、同点時の判定で上回った。</translation>
        </message>
        <message>
            <source>%1: +%2 (the tie-break)</source>
            <translation>%1：+%2（同点時の判定）</translation>
        </message>
        <message>
            <source>A shared win: %1.</source>
            <translation>同点優勝：%1。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MarketPage</name>
        <message>
            <source>Clan market</source>
            <translation>トロールカードの場</translation>
        </message>
        <message>
            <source>The clan trolls face up: 5 of level 1, 4 of level 2 each with a pedestal drawn from the bag, 3 of level 3 each with a pedestal reminder (SET-MARKET). Left to right as on the table.</source>
            <translation>表向きの氏族のトロール：レベル1が5枚、台座袋から引いた台座を1つずつ置いたレベル2が4枚、台座リマインダートークンを1つずつ置いたレベル3が3枚（SET-MARKET）。卓上と同じく左から右の順です。</translation>
        </message>
        <message>
            <source>Level 1</source>
            <translation>レベル1</translation>
        </message>
        <message>
            <source>Level 2, each with a pedestal</source>
            <translation>レベル2（それぞれ台座付き）</translation>
        </message>
        <message>
            <source>Level 3, each with a pedestal reminder</source>
            <translation>レベル3（それぞれ台座リマインダートークン付き）</translation>
        </message>
        <message>
            <source>Pedestal</source>
            <translation>台座</translation>
        </message>
        <message>
            <source>Pedestal on level 2 troll %1</source>
            <translation>レベル2の%1枚目のトロール上の台座</translation>
        </message>
        <message>
            <source>The pedestal drawn from the bag onto this troll (SET-MARKET)</source>
            <translation>台座袋から引いてこのトロールに置いた台座（SET-MARKET）</translation>
        </message>
        <message>
            <source>%1 pedestal</source>
            <translation>%1の台座</translation>
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
            <translation>トロールカードの場</translation>
        </message>
        <message>
            <source>There is no troll in this place.</source>
            <translation>この位置にトロールはいません。</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ゲームは終了しています。</translation>
        </message>
        <message>
            <source>%1 has already recruited or dug this turn.</source>
            <translation>%1はこの手番ですでに招集か掘削を行っています。</translation>
        </message>
        <message>
            <source>Recruiting comes before great halls and statue moves.</source>
            <translation>招集は大広間の改築と彫像の移動より前に行います。</translation>
        </message>
        <message>
            <source>The troll moot of %1 is full.</source>
            <translation>%1のトロールズムートはいっぱいです。</translation>
        </message>
        <message>
            <source>A place below it is empty: it cannot be bribed.</source>
            <translation>下の位置が空いているため、賄賂を渡せません。</translation>
        </message>
        <message>
            <source>It needs %1 coins; %2 has %3.</source>
            <translation>コインが%1枚必要ですが、%2は%3枚しか持っていません。</translation>
        </message>
        <message>
            <source>Level %1, place %2</source>
            <translation>レベル%1、%2番目</translation>
        </message>
        <message>
            <source>%1: empty</source>
            <translation>%1：空き</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>Cost: free</source>
            <translation>コスト：無償</translation>
        </message>
        <message>
            <source>its bribes (%1)</source>
            <translation>上に乗っている賄賂（%1）</translation>
        </message>
        <message>
            <source>a %1 pedestal</source>
            <translation>%1の台座</translation>
        </message>
        <message>
            <source>a pedestal of your choice from the bag</source>
            <translation>台座袋から好きな台座1つ</translation>
        </message>
        <message>
            <source>Taking it gives: %1</source>
            <translation>獲得すると得られるもの：%1</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>%1 can recruit it now.</source>
            <translation>%1は今このトロールを招集できます。</translation>
        </message>
        <message>
            <source>%1 cannot recruit it now: %2</source>
            <translation>%1は今このトロールを招集できません：%2</translation>
        </message>
        <message>
            <source>L%1</source>
            <translation>レベル%1</translation>
        </message>
        <message>
            <source>Level %1 deck: 1 card left</source>
            <translation>レベル%1の山札：残り1枚</translation>
        </message>
        <message>
            <source>Level %1 deck: %2 cards left</source>
            <translation>レベル%1の山札：残り%2枚</translation>
        </message>
        <message>
            <source>It needs %1 bribes; %2 has %3 resources.</source>
            <translation>賄賂が%1つ必要ですが、%2の資源は%3つしかありません。</translation>
        </message>
        <message>
            <source>Cost: %1 bribes, one on each troll below it (coins, unless a spell says otherwise)</source>
            <translation>コスト：賄賂%1つ（下にいる各トロールに1つずつ。呪文で別に定められない限りコイン）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MergePlayersDialog</name>
        <message>
            <source>Merge Players</source>
            <translation>プレイヤーをまとめる</translation>
        </message>
        <message>
            <source>Two players who are one person become one: the first one's plays, wins, names and uuids move to the second, whose name is kept.</source>
            <translation>同じ人である二人のプレイヤーを一人にします。一人目のプレイ・勝利・名前・uuid が二人目に移り、二人目の名前が残ります。</translation>
        </message>
        <message>
            <source>%1 (also %2)</source>
            <translation>%1（別名 %2）</translation>
        </message>
        <message>
            <source>&amp;Merge:</source>
            <translation>まとめる人(&amp;M)：</translation>
        </message>
        <message>
            <source>I&amp;nto:</source>
            <translation>まとめ先(&amp;N)：</translation>
        </message>
        <message>
            <source>Merge &amp;Players</source>
            <translation>まとめる(&amp;P)</translation>
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
                <numerusform>%1 の %n プレイ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n win(s))</source>
            <translation>
                <numerusform>（%n 勝）</numerusform>
            </translation>
        </message>
        <message>
            <source>become %1's.</source>
            <translation>が %1 のものになります。</translation>
        </message>
        <message>
            <source>%1 also goes by: %2</source>
            <translation>%1 の別名：%2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MootPage</name>
        <message>
            <source>Starting trolls</source>
            <translation>初期トロール</translation>
        </message>
        <message>
            <source>Starting storage (SET-MOOT, SET-SEATBONUS)</source>
            <translation>開始時の保管庫（SET-MOOT、SET-SEATBONUS）</translation>
        </message>
        <message>
            <source>Troll moot of %1 (seat %2)</source>
            <translation>%1のトロールズムート（%2番手）</translation>
        </message>
        <message>
            <source>Draw 2 starting trolls, place 1 and keep 1; draw 1, place 1 of the 2; … until 4 are placed in the bottom row, 1 is in hand and 1 in the deck (SET-MOOT). Type each card's icons and start row.</source>
            <translation>初期トロールを2枚引いて1枚を置き、1枚を手札にします。1枚引いて、2枚のうち1枚を置きます。…これを最下段に4枚が置かれ、手札と山札に1枚ずつ残るまで繰り返します（SET-MOOT）。各カードのシンボルと開始時資源を入力してください。</translation>
        </message>
        <message>
            <source>Bottom row, 1 (left)</source>
            <translation>最下段、1（左）</translation>
        </message>
        <message>
            <source>Bottom row, 2</source>
            <translation>最下段、2</translation>
        </message>
        <message>
            <source>Bottom row, 3</source>
            <translation>最下段、3</translation>
        </message>
        <message>
            <source>Bottom row, 4 (right)</source>
            <translation>最下段、4（右）</translation>
        </message>
        <message>
            <source>In hand (seat bonus)</source>
            <translation>手札（手番順による追加資源）</translation>
        </message>
        <message>
            <source>In hand</source>
            <translation>手札</translation>
        </message>
        <message>
            <source>In the deck (seat bonus)</source>
            <translation>山札（手番順による追加資源）</translation>
        </message>
        <message>
            <source>In the deck</source>
            <translation>山札</translation>
        </message>
        <message>
            <source>Team game: no seat bonus; the start rows of the 4 placed trolls go to the team storage (TEAM-STORAGE).</source>
            <translation>チーム戦：手番順による追加資源はありません。置いた4体のトロールの開始時資源はチームの保管カードに置きます（TEAM-STORAGE）。</translation>
        </message>
        <message>
            <source>Seat 1, the start player: the start rows of the 4 placed trolls, nothing extra.</source>
            <translation>1番手（スタートプレイヤー）：置いた4体のトロールの開始時資源のみで、追加はありません。</translation>
        </message>
        <message>
            <source>Seat %1: the start rows of the 4 placed trolls and, as seat bonus, of the troll in hand.</source>
            <translation>%1番手：置いた4体のトロールの開始時資源と、手番順による追加資源として手札のトロールの開始時資源。</translation>
        </message>
        <message>
            <source>Seat %1: the start rows of the 4 placed trolls and, as seat bonus, of the trolls in hand and in the deck.</source>
            <translation>%1番手：置いた4体のトロールの開始時資源と、手番順による追加資源として手札と山札のトロールの開始時資源。</translation>
        </message>
        <message>
            <source>Draw 2 starting trolls, place 1 and keep 1; draw 1, place 1 of the 2; … until 4 are placed in the bottom row, 1 is in hand and 1 in the deck (SET-MOOT). Pick each card from the library by its id, or type its icons and start row.</source>
            <translation>初期トロールを2枚引いて1枚を置き、1枚を手札にします。1枚引いて、2枚のうち1枚を置きます。…これを最下段に4枚が置かれ、手札と山札に1枚ずつ残るまで繰り返します（SET-MOOT）。各カードをライブラリからIDで選ぶか、シンボルと開始時資源を入力してください。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MootSlotPicker</name>
        <message>
            <source>Starting</source>
            <translation>初期</translation>
        </message>
        <message>
            <source>Level %1 %2</source>
            <translation>レベル%1・%2</translation>
        </message>
        <message>
            <source>Level %1</source>
            <translation>レベル%1</translation>
        </message>
        <message>
            <source>Slot %1: %2</source>
            <translation>スロット%1：%2</translation>
        </message>
        <message>
            <source>Slot %1</source>
            <translation>スロット%1</translation>
        </message>
        <message>
            <source>Slot %1 does not stand on two trolls (MOOT-SLOTS)</source>
            <translation>スロット%1の下に2体のトロールがいません（MOOT-SLOTS）</translation>
        </message>
        <message>
            <source>Slot %1: free, standing on two trolls</source>
            <translation>スロット%1：空き、下に2体のトロールあり</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MootWidget</name>
        <message>
            <source>Troll moot</source>
            <translation>トロールズムート</translation>
        </message>
        <message>
            <source>Troll moot of %1</source>
            <translation>%1のトロールズムート</translation>
        </message>
        <message>
            <source>row %1, place %2</source>
            <translation>%1段目、%2番目</translation>
        </message>
        <message>
            <source>%1: free, the new troll can go here</source>
            <translation>%1：空き、新しいトロールを置けます</translation>
        </message>
        <message>
            <source>%1: free</source>
            <translation>%1：空き</translation>
        </message>
        <message>
            <source>%1: free, needs two trolls below it</source>
            <translation>%1：空き、下に2体のトロールが必要</translation>
        </message>
        <message>
            <source>starting troll</source>
            <translation>初期トロール</translation>
        </message>
        <message>
            <source>level %1 %2 troll</source>
            <translation>レベル%1の%2トロール</translation>
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
            <translation>トロール1体</translation>
        </message>
        <message>
            <source>%1 trolls</source>
            <translation>トロール%1体</translation>
        </message>
        <message>
            <source>; free slots offered: %1</source>
            <translation>；置ける空きスロット：%1</translation>
        </message>
        <message>
            <source>Click or press Enter to put the new troll here.</source>
            <translation>クリックまたは Enter キーで新しいトロールをここに置きます。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::MoveStatueDialog</name>
        <message>
            <source>Move a statue</source>
            <translation>彫像を移動</translation>
        </message>
        <message>
            <source>The %1 statue from %2 to %3</source>
            <translation>%1の彫像を%2から%3へ</translation>
        </message>
        <message>
            <source>There is no such statue.</source>
            <translation>その彫像はありません。</translation>
        </message>
        <message>
            <source>Cart (MOVE-CART, MOVE-CLAN-CART)</source>
            <translation>台車（MOVE-CART、MOVE-CLAN-CART）</translation>
        </message>
        <message>
            <source>One cart moves the statue within its tunnel or into an adjacent one. A generic cart (from storage or a swirl icon) moves any statue; a clan cart with the %1 mark moves only %1 statues.</source>
            <translation>台車1つで、彫像を同じトンネル内か隣接するトンネルへ移動できます。万能台車（保管庫または渦巻きマークのシンボル上のもの）はどの彫像でも移動できますが、%1のマークがある氏族の台車は%1の彫像しか移動できません。</translation>
        </message>
        <message>
            <source>the cart with the %1 mark in slot %2</source>
            <translation>スロット%2の%1のマークがある台車</translation>
        </message>
        <message>
            <source>Not usable for this statue (CART-CLAN): %1.</source>
            <translation>この彫像には使えません（CART-CLAN）：%1。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>得点</translation>
        </message>
        <message>
            <source>Now: %1</source>
            <translation>現在：%1</translation>
        </message>
        <message>
            <source>After the move: %1</source>
            <translation>移動後：%1</translation>
        </message>
        <message>
            <source>Another statue already stands in that tunnel: only the best of them scores (SCORE-ONE-PER-TUNNEL).</source>
            <translation>そのトンネルにはすでに別の彫像があります：得点するのは最も得点の高い1つだけです（SCORE-ONE-PER-TUNNEL）。</translation>
        </message>
        <message>
            <source>a great hall</source>
            <translation>大広間</translation>
        </message>
        <message>
            <source>on the altar of %1: the hall scores %2 instead of %3 (SCORE-HALL)</source>
            <translation>%1の祭壇上：大広間は%3点ではなく%2点を得点（SCORE-HALL）</translation>
        </message>
        <message>
            <source>in %1: a statue in a hall scores nothing of its own (SCORE-HALL)</source>
            <translation>%1の中：大広間の中の彫像はそれ自体では得点しません（SCORE-HALL）</translation>
        </message>
        <message>
            <source>layer %1, on a %2 pedestal: %3 honour points (SCORE-STATUE)</source>
            <translation>層%1、%2の台座上：%3名誉点（SCORE-STATUE）</translation>
        </message>
        <message>
            <source>layer %1: %2 honour points (SCORE-STATUE)</source>
            <translation>層%1：%2名誉点（SCORE-STATUE）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::NewGameDraft</name>
        <message>
            <source>red</source>
            <translation>赤</translation>
        </message>
        <message>
            <source>blue</source>
            <translation>青</translation>
        </message>
        <message>
            <source>green</source>
            <translation>緑</translation>
        </message>
        <message>
            <source>purple</source>
            <translation>紫</translation>
        </message>
        <message>
            <source>white</source>
            <translation>白</translation>
        </message>
        <message>
            <source>black</source>
            <translation>黒</translation>
        </message>
        <message>
            <source>pink</source>
            <translation>ピンク</translation>
        </message>
        <message>
            <source>teal</source>
            <translation>青緑</translation>
        </message>
        <message>
            <source>ochre</source>
            <translation>黄土色</translation>
        </message>
        <message>
            <source>a colour of your own</source>
            <translation>自分で選んだ色</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::NewGameWizard</name>
        <message>
            <source>New game</source>
            <translation>新しいゲーム</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::OverrideDialog</name>
        <message>
            <source>Record Against the Rules</source>
            <translation>ルールに反して記録</translation>
        </message>
        <message>
            <source>The rules forbid this action:</source>
            <translation>この行動はルールで禁止されています：</translation>
        </message>
        <message>
            <source>It breaks:</source>
            <translation>違反するルール：</translation>
        </message>
        <message>
            <source>If the table did it anyway, say why (required):</source>
            <translation>それでも卓上で行った場合は、理由を入力してください（必須）：</translation>
        </message>
        <message>
            <source>e.g. we noticed too late and agreed to keep it</source>
            <translation>例：気づくのが遅すぎたので、そのままにすることで合意した</translation>
        </message>
        <message>
            <source>It will be recorded as an override: the game log keeps it for good, with the rules it breaks and your reason, and the history shows it.</source>
            <translation>例外記録として記録されます：ゲームログには違反するルールと理由とともに永続的に残り、履歴にも表示されます。</translation>
        </message>
        <message>
            <source>Record as Override</source>
            <translation>例外記録として記録</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PaymentEditor</name>
        <message>
            <source>Trolls first</source>
            <translation>トロール優先</translation>
        </message>
        <message>
            <source>Spend from the trolls before storage: their icons refill on the next chain (MOOT-CHAIN)</source>
            <translation>保管庫より先にトロール上の資源を消費：そのシンボルは次の連鎖で再び資源を獲得します（MOOT-CHAIN）</translation>
        </message>
        <message>
            <source>Storage first</source>
            <translation>保管庫優先</translation>
        </message>
        <message>
            <source>Spend from storage before the trolls</source>
            <translation>トロールより先に保管庫から消費</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%2×%1</translation>
        </message>
        <message>
            <source>slot %1</source>
            <translation>スロット%1</translation>
        </message>
        <message>
            <source>Icon %1 of the troll in slot %2 (%3)</source>
            <translation>スロット%2のトロールのシンボル%1（%3）</translation>
        </message>
        <message>
            <source>A clan cart with the %1 mark only moves %1 statues (CART-CLAN)</source>
            <translation>%1のマークがある氏族の台車は%1の彫像しか移動できません（CART-CLAN）</translation>
        </message>
        <message>
            <source>This icon holds nothing</source>
            <translation>このシンボルには何も乗っていません</translation>
        </message>
        <message>
            <source>none on your trolls</source>
            <translation>自分のトロール上にはなし</translation>
        </message>
        <message>
            <source>Nothing to pay</source>
            <translation>支払うものはありません</translation>
        </message>
        <message>
            <source>%1 from storage (has %2)</source>
            <translation>保管庫から%1（所持%2）</translation>
        </message>
        <message>
            <source>%1 of %2 chosen</source>
            <translation>%2個中%1個を選択</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PedestalTrackWidget</name>
        <message>
            <source>Pedestal track</source>
            <translation>台座トラック</translation>
        </message>
        <message>
            <source>layer %1, %2: token %3</source>
            <translation>層%1、%2：トークン%3</translation>
        </message>
        <message>
            <source>layer %1, %2: token of unknown value</source>
            <translation>層%1、%2：値が不明なトークン</translation>
        </message>
        <message>
            <source>%1, still on the track</source>
            <translation>%1、トラック上に残っている</translation>
        </message>
        <message>
            <source>%1, taken by %2</source>
            <translation>%1、%2が獲得済み</translation>
        </message>
        <message>
            <source>%1, taken</source>
            <translation>%1、獲得済み</translation>
        </message>
        <message>
            <source>No token taken yet.</source>
            <translation>まだ獲得されたトークンはありません。</translation>
        </message>
        <message>
            <source>In the bag: Fire %1, Ice %2, Moon %3 pedestals.</source>
            <translation>台座袋の中の台座：炎%1、氷%2、月%3。</translation>
        </message>
        <message>
            <source>Bag</source>
            <translation>台座袋</translation>
        </message>
        <message>
            <source>1 %1 pedestal left in the bag</source>
            <translation>台座袋に%1の台座が残り1個</translation>
        </message>
        <message>
            <source>%1 %2 pedestals left in the bag</source>
            <translation>台座袋に%2の台座が残り%1個</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PiecePalette</name>
        <message>
            <source>Pieces</source>
            <translation>タイル</translation>
        </message>
        <message>
            <source>Tunnel tiles</source>
            <translation>トンネルタイル</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大広間</translation>
        </message>
        <message>
            <source>%1, great hall (%2/%3), in the supply</source>
            <translation>%1、大広間（%2/%3）、サプライにあり</translation>
        </message>
        <message>
            <source>%1, great hall, already dedicated</source>
            <translation>%1、大広間、改築済み</translation>
        </message>
        <message>
            <source>%1 ×%2</source>
            <comment>tunnel tile id and how many are left</comment>
            <translation>%1 ×%2</translation>
        </message>
        <message numerus="yes">
            <source>%1 tunnel tile, %n left in the supply</source>
            <translation>
                <numerusform>トンネルタイル%1、サプライに残り%n枚</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PlayerCard</name>
        <message>
            <source>Rename %1 to %2</source>
            <translation>%1の名前を%2に変更</translation>
        </message>
        <message>
            <source>Put %1 in team %2</source>
            <translation>%1をチーム%2に入れる</translation>
        </message>
        <message>
            <source>Add a size %1 %2 tunnel for %3</source>
            <translation>%3にサイズ%1の%2トンネルを追加</translation>
        </message>
        <message>
            <source>Remove a size %1 %2 tunnel from %3</source>
            <translation>%3からサイズ%1の%2トンネルを削除</translation>
        </message>
        <message>
            <source>Set %1's tunnel points to %2</source>
            <translation>%1のトンネルの得点を%2に設定</translation>
        </message>
        <message>
            <source>Set %1's %2 to %3</source>
            <translation>%1の%2を%3に設定</translation>
        </message>
        <message>
            <source>Set %1's troll levels</source>
            <translation>%1のトロールのレベルを設定</translation>
        </message>
        <message>
            <source>Colour of %1</source>
            <translation>%1の色</translation>
        </message>
        <message>
            <source>Enter %1's tunnels as the score-track total</source>
            <translation>%1のトンネルを得点トラックの合計で入力</translation>
        </message>
        <message>
            <source>Enter %1's tunnels tile by tile</source>
            <translation>%1のトンネルをタイルごとに入力</translation>
        </message>
        <message>
            <source>Take the coronation token from %1</source>
            <translation>%1から戴冠式トークンを取り除く</translation>
        </message>
        <message>
            <source>Give the coronation token %1 to %2</source>
            <translation>%1点の戴冠式トークンを%2に渡す</translation>
        </message>
        <message>
            <source>Set %1's pedestal score tokens</source>
            <translation>%1の台座得点トークンを設定</translation>
        </message>
        <message>
            <source>Add a great hall for %1</source>
            <translation>%1に大広間を追加</translation>
        </message>
        <message>
            <source>Add a statue for %1</source>
            <translation>%1に彫像を追加</translation>
        </message>
        <message>
            <source>dark grey</source>
            <translation>濃灰</translation>
        </message>
        <message>
            <source>grey</source>
            <translation>灰</translation>
        </message>
        <message>
            <source>brown</source>
            <translation>赤</translation>
        </message>
        <message>
            <source>orange</source>
            <translation>橙</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation>黄</translation>
        </message>
        <message>
            <source>Layer %1 (%2)</source>
            <translation>層%1（%2）</translation>
        </message>
        <message>
            <source>Change a great hall of %1</source>
            <translation>%1の大広間を変更</translation>
        </message>
        <message>
            <source>Remove a great hall from %1</source>
            <translation>%1の大広間を削除</translation>
        </message>
        <message>
            <source>Change a statue of %1</source>
            <translation>%1の彫像を変更</translation>
        </message>
        <message>
            <source>Remove a statue from %1</source>
            <translation>%1の彫像を削除</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>5 (first)</source>
            <translation>5（1番目）</translation>
        </message>
        <message>
            <source>3 (second)</source>
            <translation>3（2番目）</translation>
        </message>
        <message>
            <source>Σ %1</source>
            <translation>Σ %1</translation>
        </message>
        <message>
            <source>Trade %1</source>
            <translation>交換：%1</translation>
        </message>
        <message>
            <source>Pooled with the team:</source>
            <translation>チームで合算：</translation>
        </message>
        <message>
            <source>Team %1</source>
            <translation>チーム%1</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合計</translation>
        </message>
        <message>
            <source>Player name</source>
            <translation>プレイヤー名</translation>
        </message>
        <message>
            <source>Choose the colour of this player</source>
            <translation>このプレイヤーの色を選択</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>チーム</translation>
        </message>
        <message>
            <source>Team 1</source>
            <translation>チーム1</translation>
        </message>
        <message>
            <source>Team 2</source>
            <translation>チーム2</translation>
        </message>
        <message>
            <source>Tunnels</source>
            <translation>トンネル</translation>
        </message>
        <message>
            <source>Honour points for each tunnel dug, by size and mineral (%1)</source>
            <translation>掘削したトンネルごとに、サイズと鉱物に応じて得る名誉点（%1）</translation>
        </message>
        <message>
            <source>&amp;Tiles</source>
            <translation>タイル(&amp;T)</translation>
        </message>
        <message>
            <source>Enter each tunnel dug by its size and mineral</source>
            <translation>掘削した各トンネルをサイズと鉱物で入力</translation>
        </message>
        <message>
            <source>Trac&amp;k</source>
            <translation>トラック(&amp;K)</translation>
        </message>
        <message>
            <source>Enter the tunnel total read off the score track</source>
            <translation>得点トラックから読み取ったトンネルの合計を入力</translation>
        </message>
        <message>
            <source>Tunnel points on the score track:</source>
            <translation>得点トラック上のトンネルの得点：</translation>
        </message>
        <message>
            <source>Coronation</source>
            <translation>戴冠式トークン</translation>
        </message>
        <message>
            <source>The coronation token held: 5 for the first moot completed, 3 for the second (%1)</source>
            <translation>所持している戴冠式トークン：最初にトロールズムートを完成させると5、2番目なら3（%1）</translation>
        </message>
        <message>
            <source>Pedestal tokens</source>
            <translation>台座得点トークン</translation>
        </message>
        <message>
            <source>e.g. 3 5 3</source>
            <translation>例：3 5 3</translation>
        </message>
        <message>
            <source>The values of the pedestal score tokens taken, one digit per token (%1)</source>
            <translation>獲得した台座得点トークンの値。トークン1枚につき1桁（%1）</translation>
        </message>
        <message>
            <source>Leftover resources</source>
            <translation>残り資源</translation>
        </message>
        <message>
            <source>Everything in storage and on trolls; each set of three of a kind scores 1, after the best 4:1 trades (%1)</source>
            <translation>保管庫とトロールカード上のすべての資源。最適な4:1の交換の後、同じ資源3つ1組ごとに1点（%1）</translation>
        </message>
        <message>
            <source>Great halls</source>
            <translation>大広間</translation>
        </message>
        <message>
            <source>Each great hall scores its high value with a statue on its altar, else its low value (%1)</source>
            <translation>各大広間は、祭壇に彫像があれば大きい方の値、なければ小さい方の値を得点（%1）</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>追加</translation>
        </message>
        <message>
            <source>Add a great hall; the arrow offers the Treasure Hall</source>
            <translation>大広間を追加。矢印から財宝の大広間を選べます</translation>
        </message>
        <message>
            <source>Treasure Hall (6 / 15)</source>
            <translation>財宝の大広間（6 / 15）</translation>
        </message>
        <message>
            <source>Other hall</source>
            <translation>その他の大広間</translation>
        </message>
        <message>
            <source>Statues in tunnels</source>
            <translation>トンネル内の彫像</translation>
        </message>
        <message>
            <source>Unearthed statues of the network outside halls: 2 per layer, doubled on a pedestal of their own clan; one per tunnel (%1, %2)</source>
            <translation>坑道内で大広間の外にある発掘された彫像：層 × 2点、同じ氏族の台座上なら2倍。1トンネルにつき1つ（%1、%2）</translation>
        </message>
        <message>
            <source>Add a statue of this player's network outside the halls</source>
            <translation>このプレイヤーの坑道内で大広間の外にある彫像を追加</translation>
        </message>
        <message>
            <source>Clan trolls (tie-break)</source>
            <translation>氏族のトロール（同点判定）</translation>
        </message>
        <message>
            <source>How many clan trolls of each level the moot holds; on a tie the lower sum of levels wins (%1)</source>
            <translation>トロールズムートにいる各レベルの氏族のトロールの数。同点の場合、レベルの合計が低い方が勝ち（%1）</translation>
        </message>
        <message>
            <source>Lv %1</source>
            <translation>レベル%1</translation>
        </message>
        <message>
            <source>Clan trolls of level %1</source>
            <translation>レベル%1の氏族のトロール</translation>
        </message>
        <message>
            <source>Hall name</source>
            <translation>大広間の名前</translation>
        </message>
        <message>
            <source>Low value: the altar is empty</source>
            <translation>小さい方の値：祭壇に彫像なし</translation>
        </message>
        <message>
            <source>High value: a statue stands on the altar</source>
            <translation>大きい方の値：祭壇に彫像あり</translation>
        </message>
        <message>
            <source>A statue stands on the altar</source>
            <translation>祭壇に彫像がある</translation>
        </message>
        <message>
            <source>Remove this hall</source>
            <translation>この大広間を削除</translation>
        </message>
        <message>
            <source>Clan of the statue</source>
            <translation>彫像の氏族</translation>
        </message>
        <message>
            <source>Layer of the square it stands on</source>
            <translation>彫像があるマスの層</translation>
        </message>
        <message>
            <source>On a pedestal of its own clan: the points double</source>
            <translation>同じ氏族の台座上：得点が2倍</translation>
        </message>
        <message>
            <source>tunnel</source>
            <translation>トンネル</translation>
        </message>
        <message>
            <source>Statues with the same tunnel label share a tunnel, and only the best of them scores (%1); leave empty for a statue alone in its tunnel</source>
            <translation>トンネルのラベルが同じ彫像は同じトンネルにあり、そのうち最も得点の高い1つだけが得点します（%1）。トンネル内の彫像が1つだけの場合は空欄のままにしてください</translation>
        </message>
        <message>
            <source>Remove this statue</source>
            <translation>この彫像を削除</translation>
        </message>
        <message>
            <source>Give the coronation token %1 to %2, taken from %3</source>
            <translation>%1点の戴冠式トークンを%2に渡す（%3から取る）</translation>
        </message>
        <message>
            <source>%1 — held by %2</source>
            <translation>%1 — %2が所持</translation>
        </message>
        <message>
            <source>Great hall %1: name</source>
            <translation>大広間%1：名前</translation>
        </message>
        <message>
            <source>Low</source>
            <extracomment>The low value of a great hall, beside its box (short: five cards side by side).</extracomment>
            <translation>小</translation>
        </message>
        <message>
            <source>High</source>
            <extracomment>The high value of a great hall, beside its box (short: five cards side by side).</extracomment>
            <translation>大</translation>
        </message>
        <message>
            <source>Great hall %1: low value</source>
            <translation>大広間%1：小さい方の値</translation>
        </message>
        <message>
            <source>Great hall %1: high value</source>
            <translation>大広間%1：大きい方の値</translation>
        </message>
        <message>
            <source>Great hall %1: a statue on the altar</source>
            <translation>大広間%1：祭壇に彫像あり</translation>
        </message>
        <message>
            <source>Remove great hall %1</source>
            <translation>大広間%1を削除</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PlayerPanel</name>
        <message>
            <source>Team %1</source>
            <translation>チーム%1</translation>
        </message>
        <message>
            <source>Actions for %1</source>
            <translation>%1の行動</translation>
        </message>
        <message>
            <source>Player %1</source>
            <translation>プレイヤー%1</translation>
        </message>
        <message>
            <source>Storage</source>
            <translation>保管庫</translation>
        </message>
        <message>
            <source>Team storage</source>
            <translation>チームの保管カード</translation>
        </message>
        <message>
            <source>shared with %1</source>
            <translation>%1と共有</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>%1 pedestals</source>
            <translation>%1の台座</translation>
        </message>
        <message>
            <source>pedestal score token %1</source>
            <translation>台座得点トークン %1</translation>
        </message>
        <message>
            <source>coronation token %1</source>
            <translation>戴冠式トークン %1</translation>
        </message>
        <message>
            <source>%1 so far (tunnels %2)</source>
            <translation>現在%1点（トンネル%2点）</translation>
        </message>
        <message>
            <source>Tunnel points %1 + coronation token %2 + pedestal score tokens %3. Statues, great halls and leftover resources are scored at the end.</source>
            <translation>トンネルの得点%1 + 戴冠式トークン%2 + 台座得点トークン%3。彫像、大広間、残り資源はゲーム終了時に得点計算します。</translation>
        </message>
        <message>
            <source>Start player</source>
            <translation>スタートプレイヤー</translation>
        </message>
        <message>
            <source>Playing</source>
            <translation>手番中</translation>
        </message>
        <message>
            <source>4:1 trade…</source>
            <translation>4:1の交換…</translation>
        </message>
        <message>
            <source>Correction…</source>
            <translation>修正…</translation>
        </message>
        <message>
            <source>On trolls</source>
            <translation>トロール上</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Pedestals</source>
            <translation>台座</translation>
        </message>
        <message>
            <source>Tokens</source>
            <translation>トークン</translation>
        </message>
        <message>
            <source>none yet</source>
            <translation>まだなし</translation>
        </message>
        <message>
            <source>Honour</source>
            <translation>名誉点</translation>
        </message>
        <message>
            <source>%1 honour</source>
            <translation>名誉点 %1</translation>
        </message>
        <message>
            <source>Show or hide this player's storage and moot</source>
            <translation>このプレイヤーの保管庫とトロールズムートを表示または非表示にする</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>詳細</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::PlayersPage</name>
        <message>
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Who plays, in seat order: seat 1 is the start player, the others follow clockwise (TURN-ORDER).</source>
            <translation>プレイするプレイヤーを手番順に入力：1番手がスタートプレイヤーで、他のプレイヤーは時計回りに続きます（TURN-ORDER）。</translation>
        </message>
        <message>
            <source>&amp;Number of players:</source>
            <translation>プレイ人数(&amp;N)：</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>手番順</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>色</translation>
        </message>
        <message>
            <source>Name of the player in seat %1</source>
            <translation>%1番手のプレイヤーの名前</translation>
        </message>
        <message>
            <source>Alt+Up and Alt+Down move this player to another seat</source>
            <translation>Alt+Up と Alt+Down でこのプレイヤーの手番順を変更</translation>
        </message>
        <message>
            <source>Colour of the player in seat %1</source>
            <translation>%1番手のプレイヤーの色</translation>
        </message>
        <message>
            <source>Other colour…</source>
            <translation>その他の色…</translation>
        </message>
        <message>
            <source>Move up one seat (Alt+Up)</source>
            <translation>手番順を1つ上げる（Alt+Up）</translation>
        </message>
        <message>
            <source>Move up one seat</source>
            <translation>手番順を1つ上げる</translation>
        </message>
        <message>
            <source>Move down one seat (Alt+Down)</source>
            <translation>手番順を1つ下げる（Alt+Down）</translation>
        </message>
        <message>
            <source>Move down one seat</source>
            <translation>手番順を1つ下げる</translation>
        </message>
        <message>
            <source>&amp;Team game (4 players)</source>
            <translation>チーム戦（4人）(&amp;T)</translation>
        </message>
        <message>
            <source>Two teams of two sit together, in the turn order team 1, team 2, team 2, team 1: the start player is team 1's left player (TEAM-SETUP). Teammates share one storage and there is no seat bonus (TEAM-STORAGE).</source>
            <translation>2人ずつの2チームに分かれ、チームメイトは隣り合って座ります。手番順はチーム1、チーム2、チーム2、チーム1で、スタートプレイヤーはチーム1の左側のプレイヤーです（TEAM-SETUP）。チームメイトは保管庫を共有し、手番順による追加資源はありません（TEAM-STORAGE）。</translation>
        </message>
        <message>
            <source>1 (start player)</source>
            <translation>1（スタートプレイヤー）</translation>
        </message>
        <message>
            <source>Team %1</source>
            <translation>チーム%1</translation>
        </message>
        <message>
            <source>%1 have the same colour: their gates and tunnels will look alike.</source>
            <translation>%1が同じ色です：門タイルとトンネルの見分けがつきにくくなります。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Colour of %1</source>
            <translation>%1の色</translation>
        </message>
        <message>
            <source>%1: the colour of this player's gate and tunnels</source>
            <translation>%1：このプレイヤーの門タイルとトンネルの色</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::RecoveryDialog</name>
        <message>
            <source>Recover unsaved work?</source>
            <translation>保存されていない作業を復元しますか？</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing these documents. Choose for each one:</source>
            <translation>Hallkeeper はこれらの文書を閉じずに終了しました。それぞれ選んでください：</translation>
        </message>
        <message>
            <source>Recover</source>
            <translation>復元</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>破棄</translation>
        </message>
        <message>
            <source>Keep</source>
            <translation>残す</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>適用</translation>
        </message>
        <message>
            <source>Later</source>
            <translation>後で</translation>
        </message>
        <message>
            <source>Keep them all and ask again at the next start</source>
            <translation>すべて残し、次回の起動時にもう一度たずねる</translation>
        </message>
        <message>
            <source>Keep Both</source>
            <translation>両方残す</translation>
        </message>
        <message>
            <source>Recover the work as a new document; the file stays as it is now</source>
            <translation>作業を新しい文書として復元します。ファイルは今のまま残ります</translation>
        </message>
        <message>
            <source>Apply on Top</source>
            <translation>上に適用</translation>
        </message>
        <message>
            <source>The file as it is now, with the recovered actions played again after its own where the rules still allow them</source>
            <translation>今のファイルの内容に、復元した行動をその後に続けて再実行します（ルールがまだ認めるものだけ）</translation>
        </message>
        <message>
            <source>Ask again at the next start</source>
            <translation>次回の起動時にもう一度たずねる</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::RecruitDialog</name>
        <message>
            <source>Recruit a troll</source>
            <translation>トロールを招集</translation>
        </message>
        <message>
            <source>From the clan market: level %1 row, place %2</source>
            <translation>トロールカードの場から：レベル%1の列、%2番目</translation>
        </message>
        <message>
            <source>The troll</source>
            <translation>トロール</translation>
        </message>
        <message>
            <source>You also take the bribes on it: %1 (REC-TAKE)</source>
            <translation>上に乗っている賄賂も獲得します：%1（REC-TAKE）</translation>
        </message>
        <message>
            <source>Its %1 pedestal goes to your storage (REC-TAKE)</source>
            <translation>このトロールの%1の台座は保管庫に入ります（REC-TAKE）</translation>
        </message>
        <message>
            <source>There is no troll in that place of the clan market.</source>
            <translation>トロールカードの場のその位置にトロールがいません。</translation>
        </message>
        <message>
            <source>Bribes (REC-COST)</source>
            <translation>賄賂（REC-COST）</translation>
        </message>
        <message>
            <source>Level 1 trolls cost nothing.</source>
            <translation>レベル1のトロールは無償です。</translation>
        </message>
        <message>
            <source>level %1 place %2</source>
            <translation>レベル%1の%2番目</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Moot slot (MOOT-SLOTS)</source>
            <translation>トロールズムートのスロット（MOOT-SLOTS）</translation>
        </message>
        <message>
            <source>Refill of the market (REC-TAKE, REC-EMPTY-DECK)</source>
            <translation>トロールカードの場の補充（REC-TAKE、REC-EMPTY-DECK）</translation>
        </message>
        <message>
            <source>Draw a card from the level %1 deck (%2 left) and enter it:</source>
            <translation>レベル%1の山札（残り%2枚）からカードを1枚引き、入力してください：</translation>
        </message>
        <message>
            <source>The level %1 deck is empty: draw from the level %2 deck (%3 left) and enter it:</source>
            <translation>レベル%1の山札が尽きています：レベル%2の山札（残り%3枚）から引き、入力してください：</translation>
        </message>
        <message>
            <source>Pedestal from the bag (REC-TAKE)</source>
            <translation>台座袋からの台座（REC-TAKE）</translation>
        </message>
        <message>
            <source>The bag is empty: no pedestal to take.</source>
            <translation>台座袋が空です：獲得できる台座はありません。</translation>
        </message>
        <message>
            <source>Retiring: level %1 row, place %2 (REC-RETIRE)</source>
            <translation>引退：レベル%1の列、%2番目（REC-RETIRE）</translation>
        </message>
        <message>
            <source>%1 retires with its 4th bribe: the bribes go to the supply, the card under its deck. Draw its replacement from the level %2 deck and enter it:</source>
            <translation>%1は4つ目の賄賂で引退します：賄賂はサプライに戻し、カードは山札の一番下に入れます。レベル%2の山札から補充のカードを引き、入力してください：</translation>
        </message>
        <message>
            <source>A level 2 troll gets a pedestal drawn from the bag:</source>
            <translation>レベル2のトロールには台座袋から引いた台座を置きます：</translation>
        </message>
        <message>
            <source>Which pedestal?</source>
            <translation>どの台座ですか？</translation>
        </message>
        <message>
            <source>%1 (%2 in the bag)</source>
            <translation>%1（台座袋に%2個）</translation>
        </message>
        <message>
            <source>Choose a free slot of your moot.</source>
            <translation>自分のトロールズムートの空きスロットを選んでください。</translation>
        </message>
        <message>
            <source>The new troll in slot %1 gains the resources of its icons (MOOT-CHAIN).</source>
            <translation>スロット%1の新しいトロールは、そのシンボルの資源を獲得します（MOOT-CHAIN）。</translation>
        </message>
        <message>
            <source>The new troll in slot %1 activates, then the trolls below it: slots %2. Each gains the resource of every empty icon (MOOT-CHAIN).</source>
            <translation>スロット%1の新しいトロールが起動し、続いてその下のトロール（スロット%2）が連鎖します。それぞれ、資源が乗っていないシンボルごとにその資源を獲得します（MOOT-CHAIN）。</translation>
        </message>
        <message>
            <source>Enter the clan and the icons of the card drawn from the level %1 deck.</source>
            <translation>レベル%1の山札から引いたカードの氏族とシンボルを入力してください。</translation>
        </message>
        <message>
            <source>level %1 place %2 (bribes on it: %3)</source>
            <translation>レベル%1の%2番目（上にある賄賂：%3）</translation>
        </message>
        <message>
            <source>%1 bribes, 1 on each troll below it: %2</source>
            <translation>賄賂%1つ（下にいる各トロールに1つずつ）：%2</translation>
        </message>
        <message>
            <source>Bribes in other resources than coins (a spell cast this turn allows it)</source>
            <translation>コイン以外の資源で賄賂を払う（この手番に使った呪文で認められた場合）</translation>
        </message>
        <message>
            <source>With a level 3 troll you may look in the bag and take any pedestal you like, or none:</source>
            <translation>レベル3のトロールを招集したので、台座袋の中を確認して好きな台座を1つ獲得できます（獲得しなくても構いません）：</translation>
        </message>
        <message>
            <source>None</source>
            <translation>獲得しない</translation>
        </message>
        <message>
            <source>The level %1 deck and the decks one level above and below it are empty: the place stays empty (never refilled from two levels away).</source>
            <translation>レベル%1の山札も、1つ上と1つ下のレベルの山札も尽きています：このスペースは空いたままです（2つ離れたレベルから補充することはありません）。</translation>
        </message>
        <message>
            <source>%1 retires with its 4th bribe; the level %2 deck and the decks one level above and below it are empty, so nothing replaces it.</source>
            <translation>%1は4つ目の賄賂で引退します。レベル%2の山札も、1つ上と1つ下のレベルの山札も尽きているため、代わりは補充されません。</translation>
        </message>
        <message>
            <source>Where each bribe lies: whoever recruits that troll later takes it (REC-TAKE).</source>
            <translation>それぞれの賄賂を置くトロール：あとでそのトロールを招集したプレイヤーが獲得します（REC-TAKE）。</translation>
        </message>
        <message>
            <source>Level %1 row, place %2:</source>
            <translation>レベル%1の列の%2番目：</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ResourceText</name>
        <message>
            <source>%1 %2</source>
            <translation>%2×%1</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>なし</translation>
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
            <translation>あり得ない入力（クリックで移動）</translation>
        </message>
        <message>
            <source>Results</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>Honour points by category</source>
            <translation>カテゴリー別の名誉点</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more, listed as these are solved.</source>
            <translation>
                <numerusform>…ほかに %n 件。これらを解決すると表示されます。</numerusform>
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
            <translation>なぜ？</translation>
        </message>
        <message>
            <source>Rule %1: %2</source>
            <translation>ルール %1：%2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::RulesBrowser</name>
        <message>
            <source>Rules — Hallkeeper</source>
            <translation>ルール — Hallkeeper</translation>
        </message>
        <message>
            <source>Search the rules</source>
            <translation>ルールを検索</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>ルール</translation>
        </message>
        <message>
            <source>What it says</source>
            <translation>内容</translation>
        </message>
        <message>
            <source>Rules by section</source>
            <translation>章ごとのルール</translation>
        </message>
        <message>
            <source>The chosen rule</source>
            <translation>選んだルール</translation>
        </message>
        <message>
            <source>%1 rules</source>
            <translation>ルール %1 個</translation>
        </message>
        <message>
            <source>found: %1 of %2</source>
            <translation>該当：%1／%2</translation>
        </message>
        <message>
            <source>No rule matches the search.</source>
            <translation>検索に一致するルールはありません。</translation>
        </message>
        <message>
            <source>Ruling: a point the rulebook leaves open; the app plays it as said here.</source>
            <translation>裁定：ルールブックが明記していない点です。アプリはここに書いたとおりに扱います。</translation>
        </message>
        <message>
            <source>In the rulebook</source>
            <translation>ルールブックでは</translation>
        </message>
        <message>
            <source>Example</source>
            <translation>例</translation>
        </message>
        <message>
            <source>Why this ruling</source>
            <translation>この裁定の理由</translation>
        </message>
        <message>
            <source>At your table</source>
            <translation>あなたの卓では</translation>
        </message>
        <message>
            <source>The group may choose how the game in %1 plays this rule; the choice is recorded in the game file, shown in its summary and in the exported scores; choose again here to change it back.</source>
            <translation>%1 のゲームでこのルールをどう扱うかを卓で選べます。選択はゲームファイルに記録され、概要と書き出した得点に表示されます。ここでもう一度選べば元に戻せます。</translation>
        </message>
        <message>
            <source>Open the rules from a game's window to choose for that game; a new game chooses on the wizard's last page.</source>
            <translation>ゲームのウィンドウからルールを開くと、そのゲームについて選べます。新しいゲームではウィザードの最後のページで選びます。</translation>
        </message>
        <message>
            <source>the default</source>
            <translation>既定</translation>
        </message>
        <message>
            <source>this game plays it</source>
            <translation>このゲームで採用中</translation>
        </message>
        <message>
            <source>play this in this game</source>
            <translation>このゲームでこれを使う</translation>
        </message>
        <message>
            <source>The other reading</source>
            <translation>別の読み方</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>ゲーム(&amp;G)：</translation>
        </message>
        <message>
            <source>The game whose rules are shown</source>
            <translation>ルールを表示するゲーム</translation>
        </message>
        <message>
            <source>The rulebook's own words, as printed.</source>
            <translation>ルールブックの原文（印刷どおり）。</translation>
        </message>
        <message>
            <source>The score sheet's setting "%1" chooses it; the choice is saved with the sheet and shown in the result.</source>
            <translation>スコアシートの設定「%1」で選びます。選択はシートに保存され、結果に表示されます。</translation>
        </message>
        <message>
            <source>Search the rules: words in any language, or an ID (%1)</source>
            <translation>ルールを検索：どの言語の語句でも、ID（%1）でも</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ScoreSheetWindow</name>
        <message>
            <source>Hallkeeper score sheets (*.hkscore)</source>
            <translation>Hallkeeper スコアシート (*.hkscore)</translation>
        </message>
        <message>
            <source>Hallkeeper files (*.hkscore *.hkgame *.hkboard *.hkcatalog);;Score sheets (*.hkscore);;Games (*.hkgame);;Boards (*.hkboard);;Component catalogs (*.hkcatalog)</source>
            <translation>Hallkeeper ファイル (*.hkscore *.hkgame *.hkboard *.hkcatalog);;スコアシート (*.hkscore);;ゲーム (*.hkgame);;盤面 (*.hkboard);;コンポーネントカタログ (*.hkcatalog)</translation>
        </message>
        <message>
            <source>Untitled score sheet</source>
            <translation>無題のスコアシート</translation>
        </message>
        <message>
            <source>%1 cannot be opened. Nothing was changed.</source>
            <translation>%1 を開けません。何も変更されていません。</translation>
        </message>
        <message>
            <source>&amp;New Score Sheet</source>
            <translation>新しいスコアシート(&amp;N)</translation>
        </message>
        <message>
            <source>Start a new score sheet (%1)</source>
            <translation>新しいスコアシートを作成（%1）</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近使ったファイル(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Clear Menu</source>
            <translation>メニューをクリア(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Export</source>
            <translation>エクスポート(&amp;E)</translation>
        </message>
        <message>
            <source>Results as &amp;PNG Image…</source>
            <translation>結果を PNG 画像で(&amp;P)…</translation>
        </message>
        <message>
            <source>Results as P&amp;DF…</source>
            <translation>結果を PDF で(&amp;D)…</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>PDF をエクスポート</translation>
        </message>
        <message>
            <source>Results as &amp;CSV Table…</source>
            <translation>結果を CSV 表で(&amp;C)…</translation>
        </message>
        <message>
            <source>Go to Player &amp;%1</source>
            <translation>プレイヤー&amp;%1へ移動</translation>
        </message>
        <message>
            <source>History</source>
            <translation>履歴</translation>
        </message>
        <message>
            <source>&lt;new score sheet&gt;</source>
            <translation>&lt;新しいスコアシート&gt;</translation>
        </message>
        <message>
            <source>&amp;About Hallkeeper</source>
            <translation>Hallkeeper のバージョン情報(&amp;A)</translation>
        </message>
        <message>
            <source>Main Toolbar</source>
            <translation>メインツールバー</translation>
        </message>
        <message>
            <source>Impossible input: %1 · warnings: %2</source>
            <translation>あり得ない入力：%1 · 警告：%2</translation>
        </message>
        <message>
            <source>Hall of the Mountain King — %1</source>
            <translation>マウンテンキング — %1</translation>
        </message>
        <message>
            <source>Cannot export the results</source>
            <translation>結果をエクスポートできません</translation>
        </message>
        <message>
            <source>%1 could not be written: %2</source>
            <translation>%1 に書き込めませんでした：%2</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>%1 をエクスポートしました</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 画像 (*.png)</translation>
        </message>
        <message>
            <source>PDF documents (*.pdf)</source>
            <translation>PDF ドキュメント (*.pdf)</translation>
        </message>
        <message>
            <source>CSV tables (*.csv)</source>
            <translation>CSV 表 (*.csv)</translation>
        </message>
        <message>
            <source>Export Results</source>
            <translation>結果をエクスポート</translation>
        </message>
        <message>
            <source>Go to player 1 to 5</source>
            <translation>プレイヤー1～5へ移動</translation>
        </message>
        <message>
            <source>Alt+1 … Alt+5</source>
            <translation>Alt+1 … Alt+5</translation>
        </message>
        <message>
            <source>Next field / previous field</source>
            <translation>次のフィールド / 前のフィールド</translation>
        </message>
        <message>
            <source>Tab / Shift+Tab</source>
            <translation>Tab / Shift+Tab</translation>
        </message>
        <message>
            <source>Tunnel grid: choose size and mineral</source>
            <translation>トンネル表：サイズと鉱物を選択</translation>
        </message>
        <message>
            <source>Arrow keys, or 2 to 5 for the size</source>
            <translation>矢印キー、またはサイズは 2～5</translation>
        </message>
        <message>
            <source>Tunnel grid: add one tunnel</source>
            <translation>トンネル表：トンネルを1つ追加</translation>
        </message>
        <message>
            <source>Space, Enter or +</source>
            <translation>Space、Enter または +</translation>
        </message>
        <message>
            <source>Tunnel grid: remove one tunnel</source>
            <translation>トンネル表：トンネルを1つ削除</translation>
        </message>
        <message>
            <source>− , Backspace or Delete</source>
            <translation>−、Backspace または Delete</translation>
        </message>
        <message>
            <source>Pedestal tokens: one digit per token</source>
            <translation>台座得点トークン：トークン1枚につき1桁</translation>
        </message>
        <message>
            <source>e.g. 353 for 3, 5 and 3</source>
            <translation>例：3、5、3 なら 353</translation>
        </message>
        <message>
            <source>About Hallkeeper</source>
            <translation>Hallkeeper のバージョン情報</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Hallkeeper %1&lt;/h3&gt;&lt;p&gt;A companion and scoring assistant for the board game &lt;i&gt;In the Hall of the Mountain King&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Enter each player's end of game; Hallkeeper adds up the honour points with the optimal leftover trades, explains every number with the rule it applies, and breaks ties.&lt;/p&gt;&lt;p&gt;Hallkeeper is not affiliated with the publishers of the game.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hallkeeper %1&lt;/h3&gt;&lt;p&gt;ボードゲーム&lt;i&gt;マウンテンキング&lt;/i&gt;（In the Hall of the Mountain King）のプレイ補助・得点計算ツールです。&lt;/p&gt;&lt;p&gt;各プレイヤーのゲーム終了時の状態を入力してください。Hallkeeper が最適な残り資源の交換を含めて名誉点を合計し、すべての数値を適用したルールとともに説明し、同点の判定も行います。&lt;/p&gt;&lt;p&gt;Hallkeeper はこのゲームの出版社とは一切関係がありません。&lt;/p&gt;</translation>
        </message>
        <message>
            <source> — with impossible input (problems: %1), marked on the fields; the command line refuses the file until they are fixed.</source>
            <translation> — あり得ない入力を含みます（問題：%1）。各欄に表示しています。修正するまでコマンドラインはこのファイルを受け付けません。</translation>
        </message>
        <message>
            <source> (problems: %1)</source>
            <translation>（問題：%1）</translation>
        </message>
        <message>
            <source>Exported %1, marked provisional: problems: %2</source>
            <translation>%1 をエクスポートしました（暫定と表示、問題：%2）</translation>
        </message>
        <message>
            <source>No problems</source>
            <translation>問題はありません</translation>
        </message>
        <message>
            <source>Go to the first problem</source>
            <translation>最初の問題へ移動</translation>
        </message>
        <message>
            <source>&lt;opened %1&gt;</source>
            <translation>&lt;%1 を開きました&gt;</translation>
        </message>
        <message>
            <source>Next field, or press the Add button</source>
            <translation>次のフィールドへ、または「追加」ボタンを押す</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Results: explain the current cell</source>
            <translation>結果表：現在のセルを説明</translation>
        </message>
        <message>
            <source>Shift+F1</source>
            <translation>Shift+F1</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a score sheet: %1, autosaved %2.</source>
            <translation>Hallkeeper はスコアシートを閉じずに終了しました：%1（%2 に自動保存）。</translation>
        </message>
        <message>
            <source>a score sheet never saved</source>
            <translation>一度も保存されていないスコアシート</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ScoreStandings</name>
        <message>
            <source>Scores by player</source>
            <translation>プレイヤーごとの得点</translation>
        </message>
        <message>
            <source>Best 4:1 trades before counting:</source>
            <translation>得点計算前の最適な4:1の交換：</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ScoreTableModel</name>
        <message>
            <source>Rank %1 of %2</source>
            <translation>%1位（全%2）</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>チーム</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Troll level sum for the tie-break: %1 (%2)</source>
            <translation>同点判定用のトロールのレベル合計：%1（%2）</translation>
        </message>
        <message>
            <source>Not ranked: nothing is entered for %1 yet (%2)</source>
            <translation>順位なし：%1はまだ何も入力されていません（%2）</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ScoreTableView</name>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Choose a cell of the table to see how its points were found.</source>
            <translation>表のセルを選ぶと、その得点の計算方法が表示されます。</translation>
        </message>
        <message>
            <source>Nothing to explain.</source>
            <translation>説明することはありません。</translation>
        </message>
        <message>
            <source>Problems</source>
            <translation>問題</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>チーム</translation>
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
            <translation>門のスタート地点%1（%2人用）</translation>
        </message>
        <message>
            <source>Gate of %1</source>
            <translation>%1の門タイル</translation>
        </message>
        <message>
            <source>Statue spot %1</source>
            <translation>彫像スポット%1</translation>
        </message>
        <message>
            <source>%1 statue</source>
            <translation>%1の彫像</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SetupPage</name>
        <message>
            <source>… and %1 more</source>
            <translation>…ほか%1件</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ShapeGridEdit</name>
        <message>
            <source>Row %1, column %2</source>
            <translation>%1行目、%2列目</translation>
        </message>
        <message>
            <source>%1: the anchor</source>
            <translation>%1：アンカー</translation>
        </message>
        <message>
            <source>%1: the altar</source>
            <translation>%1：祭壇</translation>
        </message>
        <message>
            <source>%1: a square of the piece</source>
            <translation>%1：形状のマス</translation>
        </message>
        <message>
            <source>%1: free</source>
            <translation>%1：空き</translation>
        </message>
        <message>
            <source>Click to add or remove the square; Shift+click or right-click marks the anchor.</source>
            <translation>クリックでマスを追加または削除し、Shift+クリックまたは右クリックでアンカーを指定します。</translation>
        </message>
        <message>
            <source>Click to add or remove the square; Shift+click or right-click marks the altar.</source>
            <translation>クリックでマスを追加または削除し、Shift+クリックまたは右クリックで祭壇を指定します。</translation>
        </message>
        <message>
            <source>Tunnel tile shape</source>
            <translation>トンネルタイルの形状</translation>
        </message>
        <message>
            <source>Great hall shape</source>
            <translation>大広間の形状</translation>
        </message>
        <message>
            <source>Squares: %1</source>
            <translation>マス数：%1</translation>
        </message>
        <message>
            <source>anchor at row %1, column %2</source>
            <translation>アンカー：%1行目、%2列目</translation>
        </message>
        <message>
            <source>altar at row %1, column %2</source>
            <translation>祭壇：%1行目、%2列目</translation>
        </message>
        <message>
            <source>not all joined by their edges</source>
            <translation>一部のマスが辺でつながっていません</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SheetEditor</name>
        <message>
            <source>&amp;Players:</source>
            <translation>プレイヤー数(&amp;P)：</translation>
        </message>
        <message>
            <source>&amp;Team game (4 players, 2 teams)</source>
            <translation>チーム戦（4人、2チーム）(&amp;T)</translation>
        </message>
        <message>
            <source>Teammates score together: resources pooled, statues and halls once (%1)</source>
            <translation>チームメイトは一緒に得点します：資源は合算し、彫像と大広間は1回だけ数えます（%1）</translation>
        </message>
        <message>
            <source>Set the number of players to %1</source>
            <translation>プレイヤー数を%1に設定</translation>
        </message>
        <message>
            <source>Score as two teams</source>
            <translation>2チームで得点計算</translation>
        </message>
        <message>
            <source>Score each player alone</source>
            <translation>各プレイヤーを個別に得点計算</translation>
        </message>
        <message>
            <source>Set aside with everything entered: %1. Raise the number of players to bring it back, or undo (%2).</source>
            <translation>入力内容ごと取り置きました：%1。プレイヤー数を増やすと戻ります（元に戻す %2 でも戻せます）。</translation>
        </message>
        <message>
            <source>Brought back as entered before: %1.</source>
            <translation>以前の入力内容のまま戻しました：%1。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SheetGrid</name>
        <message>
            <source>Players: %1</source>
            <translation>プレイ人数：%1</translation>
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
            <translation>名前：%1</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>プレイ人数(&amp;P)：</translation>
        </message>
        <message>
            <source>Table rulings and settings</source>
            <translation>卓上の裁定と設定</translation>
        </message>
        <message>
            <source>:</source>
            <translation>：</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名前</translation>
        </message>
        <message>
            <source>Name of player %1</source>
            <translation>プレイヤー%1の名前</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::ShortcutsDialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>キーボードショートカット</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>Keys</source>
            <translation>キー</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SingleInstance</name>
        <message>
            <source>the running Hallkeeper does not answer (%1); this one starts on its own</source>
            <translation>起動中の Hallkeeper が応答しません（%1）。こちらは単独で起動します</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SpellDialog</name>
        <message>
            <source>face-up spell %1</source>
            <translation>%1枚目の表向きの呪文カード</translation>
        </message>
        <message>
            <source>“%1”</source>
            <translation>「%1」</translation>
        </message>
        <message>
            <source>Cast a spell</source>
            <translation>呪文を唱える</translation>
        </message>
        <message>
            <source>Cast %1; runes on it: %2 of 3 (SPELL-CAST)</source>
            <translation>%1を唱える。置かれているルーン：3つ中%2つ（SPELL-CAST）</translation>
        </message>
        <message>
            <source>Rune</source>
            <translation>ルーン</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>効果</translation>
        </message>
        <message>
            <source>Enter what the spell gives to your storage (negative for what it takes).</source>
            <translation>呪文によって保管庫に得るものを入力してください（失うものは負の数）。</translation>
        </message>
        <message>
            <source>Storage holds %1</source>
            <translation>保管庫に%1個</translation>
        </message>
        <message>
            <source>The spell dissolves (SPELL-DISSOLVE)</source>
            <translation>呪文が朽ち果てます（SPELL-DISSOLVE）</translation>
        </message>
        <message>
            <source>This is its 3rd rune: after resolving, the 3 runes return to the supply, the card goes under the spell deck and a new spell is revealed.</source>
            <translation>これが3つ目のルーンです：効果を適用した後、ルーン3つをサプライに戻し、カードを呪文の山札の一番下に入れ、新たな呪文カードを1枚公開します。</translation>
        </message>
        <message>
            <source>Name of the spell revealed</source>
            <translation>公開された呪文の名前</translation>
        </message>
        <message>
            <source>Spell revealed</source>
            <translation>公開された呪文</translation>
        </message>
        <message>
            <source>The card</source>
            <translation>カード</translation>
        </message>
        <message>
            <source>The catalog has no text for this spell: read the card on the table.</source>
            <translation>コンポーネントカタログにこの呪文のテキストはありません：テーブル上のカードを読んでください。</translation>
        </message>
        <message>
            <source>Allowed: one spell this turn, paid with 1 rune (SPELL-CAST). The effect is the table's word: check it against the card.</source>
            <translation>認められています：この手番に呪文1つ、ルーン1つで支払い（SPELL-CAST）。効果はプレイヤーの判断です：カードと照らし合わせてください。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SpellsWidget</name>
        <message>
            <source>Spells</source>
            <translation>呪文</translation>
        </message>
        <message>
            <source>a spell</source>
            <translation>呪文カード</translation>
        </message>
        <message>
            <source>%1: 1 rune of 3</source>
            <translation>%1：ルーン 1/3</translation>
        </message>
        <message>
            <source>%1: %2 runes of 3</source>
            <translation>%1：ルーン %2/3</translation>
        </message>
        <message>
            <source>Click or press Enter to cast it: 1 rune goes on the card; the 3rd rune dissolves it and a new spell is revealed.</source>
            <translation>クリックまたは Enter キーで唱えます：カードにルーンを1つ置きます。3つ目のルーンで呪文は朽ち果て、新たな呪文が公開されます。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::StatuesPage</name>
        <message>
            <source>Statues</source>
            <translation>彫像</translation>
        </message>
        <message>
            <source>A statue of a random clan on any statue spot; clockwise, the next spot gets another clan, the next the third; that clan cycle repeats clockwise until every spot is filled (SET-STATUES).</source>
            <translation>任意の彫像スポットにランダムな氏族の彫像を置き、時計回りで隣のスポットに別の氏族、その次に3つ目の氏族を置きます。すべてのスポットが埋まるまで、この氏族の順番を時計回りに繰り返します（SET-STATUES）。</translation>
        </message>
        <message>
            <source>The &amp;clan cycle</source>
            <translation>氏族の順番(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Square by square</source>
            <translation>マスごと(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;First statue on:</source>
            <translation>最初の彫像(&amp;F)：</translation>
        </message>
        <message>
            <source>Clan &amp;order:</source>
            <translation>氏族の順番(&amp;O)：</translation>
        </message>
        <message>
            <source>Click a statue on the map to change its clan; or walk the spots with the arrow keys and type f, i or m for Fire, Ice or Moon.</source>
            <translation>地図上の彫像をクリックして氏族を変更します。または矢印キーでスポットを移動し、f、i、m で炎、氷、月を入力します。</translation>
        </message>
        <message>
            <source>Map of the statue spots</source>
            <translation>彫像スポットの地図</translation>
        </message>
        <message>
            <source>spot %1 clockwise from the top, %2</source>
            <translation>上から時計回りに%1番目のスポット、%2</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%2%1</translation>
        </message>
        <message>
            <source>%1 statue spots: %2 (the box holds %3 of each clan).</source>
            <translation>彫像スポット%1か所：%2（箱には各氏族%3個）。</translation>
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
            <translation>概要</translation>
        </message>
        <message>
            <source>Problems of the setup</source>
            <translation>準備の問題点</translation>
        </message>
        <message>
            <source>&amp;Go to the page</source>
            <translation>ページへ移動(&amp;G)</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <source>The setup follows every setup rule: Finish starts the game.</source>
            <translation>準備はすべての準備のルールを満たしています：「完了」でゲームを開始します。</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>Board:</source>
            <translation>盤面：</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>手番順</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Gate</source>
            <translation>門タイル</translation>
        </message>
        <message>
            <source>Into the team storage</source>
            <translation>チームの保管カードへ</translation>
        </message>
        <message>
            <source>Starting storage</source>
            <translation>開始時の保管庫</translation>
        </message>
        <message>
            <source>Team %1</source>
            <translation>チーム%1</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%2%1</translation>
        </message>
        <message>
            <source>Statues:</source>
            <translation>彫像：</translation>
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
            <translation>工房タイルのサプライ：</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>layer %1: %2 / %3 / %4</source>
            <translation>層%1：%2 / %3 / %4</translation>
        </message>
        <message>
            <source>Pedestal track (Fire / Ice / Moon):</source>
            <translation>台座トラック（炎 / 氷 / 月）：</translation>
        </message>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>Clan market:</source>
            <translation>トロールカードの場：</translation>
        </message>
        <message>
            <source>%1, %2 and %3 trolls; pedestals on level 2: %4</source>
            <translation>レベル1～3のトロール：%1、%2、%3体；レベル2の台座：%4</translation>
        </message>
        <message>
            <source>Spells:</source>
            <translation>呪文：</translation>
        </message>
        <message>
            <source>not entered</source>
            <translation>未入力</translation>
        </message>
        <message>
            <source>Components:</source>
            <translation>コンポーネント：</translation>
        </message>
        <message>
            <source>%1, with %2 troll cards in the library</source>
            <translation>%1（ライブラリにトロールカード%2枚）</translation>
        </message>
        <message>
            <source>Table ruling, tiles split by a &amp;great hall:</source>
            <translation>卓の裁定、大広間で分かれたタイル(&amp;G)：</translation>
        </message>
        <message>
            <source>each part is a tunnel (default)</source>
            <translation>各部分がそれぞれトンネル（既定）</translation>
        </message>
        <message>
            <source>one statue per printed tile</source>
            <translation>印刷されたタイル1枚につき彫像1つ</translation>
        </message>
        <message>
            <source>Table rulings:</source>
            <translation>卓の裁定：</translation>
        </message>
        <message>
            <source>The whole setup, checked against the setup rules. Finish starts the game.</source>
            <translation>準備の全体を準備のルールで確認します。「完了」でゲームを開始します。</translation>
        </message>
        <message>
            <source>Rules checked: %1</source>
            <translation>確認したルール：%1</translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s) to fix before the game can start (%1). Select one and go to its page (Enter).</source>
            <translation>
                <numerusform>ゲーム開始前に直す問題が%n件あります（%1）。1つ選んでそのページへ移動してください（Enter）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::SupplyPage</name>
        <message>
            <source>Supply and pedestal track</source>
            <translation>サプライと台座トラック</translation>
        </message>
        <message>
            <source>The workshop tiles of the supply, the pedestal score tokens as they lie on the pedestal track, the coronation tokens and the face-up spells.</source>
            <translation>サプライの工房タイル、台座トラック上に置かれた台座得点トークン、戴冠式トークン、表向きの呪文カード。</translation>
        </message>
        <message>
            <source>Workshop supply (SET-WORKSHOPS)</source>
            <translation>工房タイルのサプライ（SET-WORKSHOPS）</translation>
        </message>
        <message>
            <source>&amp;Random tiles</source>
            <translation>ランダムなタイル(&amp;R)</translation>
        </message>
        <message>
            <source>Draw the tiles of the supply at random from the box</source>
            <translation>サプライのタイルを箱からランダムに引く</translation>
        </message>
        <message>
            <source>Pedestal track (SET-PEDTRACK)</source>
            <translation>台座トラック（SET-PEDTRACK）</translation>
        </message>
        <message>
            <source>The number on each pedestal score token, layer by layer: type one digit per token, the cursor moves on by itself.</source>
            <translation>各台座得点トークンの数字を層ごとに入力：トークン1枚につき1桁を入力すると、カーソルは自動的に次へ移動します。</translation>
        </message>
        <message>
            <source>Layer %1</source>
            <translation>層%1</translation>
        </message>
        <message>
            <source>Pedestal score token, layer %1, %2</source>
            <translation>台座得点トークン、層%1、%2</translation>
        </message>
        <message>
            <source>Coronation tokens (SET-CROWNS)</source>
            <translation>戴冠式トークン（SET-CROWNS）</translation>
        </message>
        <message>
            <source>Face-up spells (optional)</source>
            <translation>表向きの呪文カード（任意）</translation>
        </message>
        <message>
            <source>Spell %1</source>
            <translation>呪文%1</translation>
        </message>
        <message>
            <source>Face-up spell %1</source>
            <translation>%1枚目の表向きの呪文カード</translation>
        </message>
        <message>
            <source>%1 tiles of the %2 that %3 players need (2 × players + 1).</source>
            <translation>%3人プレイに必要な%2枚のうち%1枚（プレイ人数 × 2 + 1）。</translation>
        </message>
        <message>
            <source>With 2 players only the 3 token is used: the first player to complete their moot takes it and triggers the end (END-CROWN).</source>
            <translation>2人プレイでは3のトークンだけを使います：最初にトロールズムートを完成させたプレイヤーがそれを獲得し、ゲームは終了に向かいます（END-CROWN）。</translation>
        </message>
        <message>
            <source>The 5 token on top of the 3: the first player to complete their moot takes the 5, the second the 3, which triggers the end (END-CROWN).</source>
            <translation>5のトークンを3の上に重ねます：最初にトロールズムートを完成させたプレイヤーが5を、2番目のプレイヤーが3を獲得し、ゲームは終了に向かいます（END-CROWN）。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TableWindow</name>
        <message>
            <source>&amp;New Game…</source>
            <translation>新しいゲーム(&amp;N)…</translation>
        </message>
        <message>
            <source>Export the &amp;Score Sheet…</source>
            <translation>スコアシートをエクスポート(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;End Turn</source>
            <translation>手番を終える(&amp;E)</translation>
        </message>
        <message>
            <source>4:1 &amp;Trade…</source>
            <translation>4:1の交換(&amp;T)…</translation>
        </message>
        <message>
            <source>&amp;Correction…</source>
            <translation>修正(&amp;C)…</translation>
        </message>
        <message>
            <source>Show Every &amp;Legal Spot</source>
            <translation>置ける場所をすべて表示(&amp;L)</translation>
        </message>
        <message>
            <source>Legal spots</source>
            <translation>置ける場所</translation>
        </message>
        <message>
            <source>&amp;Fit the Board to the Window</source>
            <translation>盤面をウィンドウに合わせる(&amp;F)</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>全体表示</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>拡大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <source>Table Toolbar</source>
            <translation>卓上ツールバー</translation>
        </message>
        <message>
            <source>Pieces</source>
            <translation>タイル</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Clan Market</source>
            <translation>トロールカードの場</translation>
        </message>
        <message>
            <source>History</source>
            <translation>履歴</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>得点</translation>
        </message>
        <message>
            <source>Explain</source>
            <translation>説明</translation>
        </message>
        <message>
            <source>Click a tile, a statue or a score to see the rule and the computation.</source>
            <translation>タイル、彫像、得点をクリックすると、ルールと計算方法が表示されます。</translation>
        </message>
        <message>
            <source>Untitled game</source>
            <translation>無題のゲーム</translation>
        </message>
        <message>
            <source>%1 is not a game Hallkeeper can open.</source>
            <translation>%1 は Hallkeeper で開けるゲームではありません。</translation>
        </message>
        <message>
            <source>Illegal actions in the log</source>
            <translation>ログにルール違反の行動があります</translation>
        </message>
        <message>
            <source>Action %1 of this game breaks the rules without being recorded as an override. The game is open; "hallkeeper-cli validate" lists every such action.</source>
            <translation>このゲームの行動%1は、例外記録として記録されずにルールに違反しています。ゲームは開かれています。「hallkeeper-cli validate」でそのような行動をすべて一覧表示できます。</translation>
        </message>
        <message>
            <source>Games (*.hkgame)</source>
            <translation>ゲーム (*.hkgame)</translation>
        </message>
        <message>
            <source>Games (*.hkgame);;All files (*)</source>
            <translation>ゲーム (*.hkgame);;すべてのファイル (*)</translation>
        </message>
        <message>
            <source>Hall of the Mountain King — %1</source>
            <translation>マウンテンキング — %1</translation>
        </message>
        <message>
            <source>no game is open</source>
            <translation>ゲームが開かれていません</translation>
        </message>
        <message>
            <source>Cannot export</source>
            <translation>エクスポートできません</translation>
        </message>
        <message>
            <source>The results could not be exported to %1.</source>
            <translation>結果を %1 にエクスポートできませんでした。</translation>
        </message>
        <message>
            <source>Export the Score Sheet</source>
            <translation>スコアシートをエクスポート</translation>
        </message>
        <message>
            <source>Score sheets (*.hkscore)</source>
            <translation>スコアシート (*.hkscore)</translation>
        </message>
        <message>
            <source>The score sheet could not be written.</source>
            <translation>スコアシートを書き込めませんでした。</translation>
        </message>
        <message>
            <source>a game never saved</source>
            <translation>一度も保存されていないゲーム</translation>
        </message>
        <message>
            <source>Hallkeeper stopped without closing a game: %1, %2 actions, autosaved %3.</source>
            <translation>Hallkeeper がゲームを閉じずに終了しました：%1、行動数%2、自動保存 %3。</translation>
        </message>
        <message>
            <source>Not recorded</source>
            <translation>記録されませんでした</translation>
        </message>
        <message>
            <source>The rules refuse this action.</source>
            <translation>この行動はルールで認められていません。</translation>
        </message>
        <message>
            <source>Rotate the tile or hall being placed</source>
            <translation>配置中のタイルまたは大広間を回転</translation>
        </message>
        <message>
            <source>Flip the tile or hall being placed</source>
            <translation>配置中のタイルまたは大広間を裏返す</translation>
        </message>
        <message>
            <source>Cancel the placement</source>
            <translation>配置を取り消す</translation>
        </message>
        <message>
            <source>&amp;Export the Results…</source>
            <translation>結果をエクスポート(&amp;E)…</translation>
        </message>
        <message>
            <source>History of the game</source>
            <translation>ゲームの履歴</translation>
        </message>
        <message>
            <source>Explanation</source>
            <translation>説明</translation>
        </message>
        <message>
            <source>What the rules say of the piece being placed</source>
            <translation>配置中のタイルに対するルールの判定</translation>
        </message>
        <message>
            <source>Final Scores</source>
            <translation>最終得点</translation>
        </message>
        <message>
            <source>Scores (projected)</source>
            <translation>得点（見込み）</translation>
        </message>
        <message>
            <source>Game over: the final scores are in the Scores panel.</source>
            <translation>ゲーム終了：最終得点は「得点」パネルにあります。</translation>
        </message>
        <message>
            <source>Export the Results</source>
            <translation>結果をエクスポート</translation>
        </message>
        <message>
            <source>PDF (*.pdf);;PNG image (*.png);;CSV table (*.csv)</source>
            <translation>PDF (*.pdf);;PNG 画像 (*.png);;CSV 表 (*.csv)</translation>
        </message>
        <message>
            <source>Exported %1</source>
            <translation>%1 をエクスポートしました</translation>
        </message>
        <message>
            <source>&amp;Reset Layout</source>
            <translation>レイアウトを元に戻す(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;End Turn Anyway…</source>
            <translation>それでも手番を終える(&amp;E)…</translation>
        </message>
        <message>
            <source>Cast a &amp;Spell…</source>
            <translation>呪文を唱える(&amp;S)…</translation>
        </message>
        <message>
            <source>Use a &amp;Workshop…</source>
            <translation>工房を使う(&amp;W)…</translation>
        </message>
        <message>
            <source>&amp;Recruit a Troll…</source>
            <translation>トロールを招集(&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;Dig a Tunnel Tile…</source>
            <translation>トンネルタイルを掘削(&amp;D)…</translation>
        </message>
        <message>
            <source>Dedicate a Great &amp;Hall…</source>
            <translation>大広間を改築(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Move a Statue…</source>
            <translation>彫像を移動(&amp;M)…</translation>
        </message>
        <message>
            <source>Setup: the game begins</source>
            <translation>準備：ゲーム開始</translation>
        </message>
        <message>
            <source>%1 holds another game now (its setup differs): recover the work as a new file instead.</source>
            <translation>%1 は今では別のゲームです（セットアップが異なります）：代わりに新しいファイルとして作業を復元してください。</translation>
        </message>
        <message>
            <source>Recovered in part</source>
            <translation>一部を復元しました</translation>
        </message>
        <message numerus="yes">
            <source>%n recovered action(s) played again after the actions written to %1 since the crash.</source>
            <translation>
                <numerusform>異常終了の後に %1 へ書き込まれた行動の後に、復元した行動 %n 件を再実行しました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n recovered action(s) no longer follow the rules there and were left out; the autosave keeps them (hallkeeper-cli recover).</source>
            <translation>
                <numerusform>復元した行動のうち %n 件はそこではルールに合わなくなったため除外しました。自動保存には残っています（hallkeeper-cli recover）。</numerusform>
            </translation>
        </message>
        <message>
            <source>Face-up spell %1</source>
            <translation>%1枚目の表向きの呪文カード</translation>
        </message>
        <message>
            <source>%1 — runes on it: %2 of 3</source>
            <translation>%1 — 置かれているルーン：3つ中%2つ</translation>
        </message>
        <message>
            <source>Cast a Spell</source>
            <translation>呪文を唱える</translation>
        </message>
        <message>
            <source>Which face-up spell does %1 cast (SPELL-CAST)?</source>
            <translation>%1はどの表向きの呪文を唱えますか（SPELL-CAST）？</translation>
        </message>
        <message>
            <source>%1 at %2 — open entrances: %3</source>
            <translation>%2の%1 — 開いている入口：%3</translation>
        </message>
        <message>
            <source>No workshop is built yet: a workshop is built by digging next to a workshop site (WS-BUILD).</source>
            <translation>まだ工房が建設されていません：工房用地の隣を掘削すると工房を建設できます（WS-BUILD）。</translation>
        </message>
        <message>
            <source>Use a Workshop</source>
            <translation>工房を使う</translation>
        </message>
        <message>
            <source>Which workshop does %1 use (WS-USE)?</source>
            <translation>%1はどの工房を使いますか（WS-USE）？</translation>
        </message>
        <message>
            <source>Place %1: %2</source>
            <translation>%1番目の位置：%2</translation>
        </message>
        <message>
            <source>Place %1 of level %2: no troll</source>
            <translation>レベル%2の%1番目の位置：トロールなし</translation>
        </message>
        <message>
            <source>%1 (bribes on it: %2)</source>
            <translation>%1（置かれている賄賂：%2）</translation>
        </message>
        <message>
            <source>no troll in that place of the clan market</source>
            <translation>トロールカードの場のその位置にトロールがいません</translation>
        </message>
        <message>
            <source>Recruit a Troll</source>
            <translation>トロールを招集</translation>
        </message>
        <message>
            <source>Which troll of the clan market does %1 recruit?</source>
            <translation>%1はトロールカードの場のどのトロールを招集しますか？</translation>
        </message>
        <message numerus="yes">
            <source>Tile %1, %n square(s) — left in the supply: %2</source>
            <translation>
                <numerusform>タイル %1、%nマス — サプライの残り：%2</numerusform>
            </translation>
        </message>
        <message>
            <source>none left in the supply (DIG-SUPPLY)</source>
            <translation>サプライに残っていません（DIG-SUPPLY）</translation>
        </message>
        <message>
            <source>Every great hall is dedicated.</source>
            <translation>すべての大広間が改築済みです。</translation>
        </message>
        <message>
            <source>Dedicate a Great Hall</source>
            <translation>大広間を改築</translation>
        </message>
        <message>
            <source>Dig a Tunnel Tile</source>
            <translation>トンネルタイルを掘削</translation>
        </message>
        <message>
            <source>Which great hall? Then place it on the board: the arrow keys move it, R turns it, F flips it, Enter places it, Esc cancels.</source>
            <translation>どの大広間ですか？ 次に盤面に置きます：矢印キーで移動、R で回転、F で裏返し、Enter で配置、Esc で取り消し。</translation>
        </message>
        <message>
            <source>Which tunnel tile? Then place it on the board: the arrow keys move it, R turns it, F flips it, Enter places it, Esc cancels.</source>
            <translation>どのトンネルタイルですか？ 次に盤面に置きます：矢印キーで移動、R で回転、F で裏返し、Enter で配置、Esc で取り消し。</translation>
        </message>
        <message>
            <source>%1 statue at %2</source>
            <translation>%2の%1の彫像</translation>
        </message>
        <message>
            <source>Every statue is still buried: a statue moves once a tunnel, hall or gate covers it (MOVE-CART).</source>
            <translation>すべての彫像がまだ埋もれています：トンネル・大広間・門タイルが重なると彫像を移動できます（MOVE-CART）。</translation>
        </message>
        <message>
            <source>Move a Statue</source>
            <translation>彫像を移動</translation>
        </message>
        <message>
            <source>Which statue does %1 move?</source>
            <translation>%1はどの彫像を移動しますか？</translation>
        </message>
        <message numerus="yes">
            <source>Where does the %1 statue at %2 go? %n square(s) the rules allow come first.</source>
            <translation>
                <numerusform>%2の%1の彫像をどこへ移動しますか？ ルールで認められる%nマスが先頭にあります。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TmfiHelpersWindow</name>
        <message>
            <source>Refused:</source>
            <translation>拒否：</translation>
        </message>
        <message>
            <source>%1 won the %2 with a bid of %3: they start on %4 VP (TMFI-015).</source>
            <translation>%1が入札額%3で%2を落札：%4点から始めます（TMFI-015）。</translation>
        </message>
        <message>
            <source>The next round opens with %1, the first player to the winner's left without a faction.</source>
            <translation>次の回は%1から：落札者の左隣から数えて、まだ種族のない最初のプレイヤーです。</translation>
        </message>
        <message>
            <source>Every player has a faction: the auction is over.</source>
            <translation>全員に種族が決まりました：オークションは終了です。</translation>
        </message>
        <message>
            <source>Enter the players above, in seating order.</source>
            <translation>上にプレイヤーを座席順に入力してください。</translation>
        </message>
        <message>
            <source>The auction is over.</source>
            <translation>オークションは終了しました。</translation>
        </message>
        <message>
            <source>Tick the factions auctioned, one per player.</source>
            <translation>競りにかける種族をプレイヤー1人につき1つ選んでください。</translation>
        </message>
        <message>
            <source>Round %1: %2 opens the bidding (0 to 40).</source>
            <translation>第%1回：%2が最初に入札します（0～40）。</translation>
        </message>
        <message>
            <source>Round %1: %2 bids %3 for the %4; %5 to bid or pass.</source>
            <translation>第%1回：%2が%4に%3を入札。次は%5が入札するかパスします。</translation>
        </message>
        <message>
            <source>&amp;Bid:</source>
            <translation>入札額(&amp;B)：</translation>
        </message>
        <message>
            <source>&amp;Bid of %1:</source>
            <translation>%1の入札額(&amp;B)：</translation>
        </message>
        <message>
            <source>Highest bid: %1 by %2 (TMFI-015).</source>
            <translation>最高入札：%2の%1（TMFI-015）。</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>まだいません</translation>
        </message>
        <message numerus="yes">
            <source>%n player(s) passed; the next round follows the order of passing (TMFI-025).</source>
            <translation>
                <numerusform>%n人がパスしました。次のラウンドはパスした順に行います（TMFI-025）。</numerusform>
            </translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>pick %1</source>
            <translation>%1番目の選択</translation>
        </message>
        <message>
            <source>%1 on %2</source>
            <translation>%2の%1</translation>
        </message>
        <message>
            <source>%1 may be chosen.</source>
            <translation>%1を選べます。</translation>
        </message>
        <message>
            <source>Terrains the %1 may take:</source>
            <translation>%1が選べる地形：</translation>
        </message>
        <message>
            <source>The Riverwalkers start on %1: a priest on each of %2 (TMFI-019).</source>
            <translation>リバーウォーカーの初期地形は%1：%2にそれぞれ司祭を1つ置きます（TMFI-019）。</translation>
        </message>
        <message>
            <source>The Riverwalkers' priests are shown once they choose their start terrain.</source>
            <translation>リバーウォーカーが初期地形を選ぶと、司祭の置き場所をここに表示します。</translation>
        </message>
        <message numerus="yes">
            <source>%n spade(s)</source>
            <translation>
                <numerusform>%nスコップ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n power token(s) removed</source>
            <translation>
                <numerusform>パワートークンを%n個取り除く</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n space(s) down a cult track</source>
            <translation>
                <numerusform>信仰トラックを%nマス下げる</numerusform>
            </translation>
        </message>
        <message>
            <source>not possible</source>
            <translation>できません</translation>
        </message>
        <message>
            <source>%1 from %2: %3 (%4)</source>
            <translation>%1が%2から変換：%3（%4）</translation>
        </message>
        <message>
            <source>Fire &amp; Ice table helpers — Hallkeeper</source>
            <translation>炎と氷の卓上ヘルパー — Hallkeeper</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>プレイヤー(&amp;P)：</translation>
        </message>
        <message>
            <source>Names in seating order, separated by commas</source>
            <translation>座席順の名前、読点またはカンマ区切り</translation>
        </message>
        <message>
            <source>F1 opens the rule of the helper shown; Ctrl+1 to Ctrl+4 switch helpers.</source>
            <translation>F1で表示中のヘルパーのルールを開きます。Ctrl+1～Ctrl+4で切り替え。</translation>
        </message>
        <message>
            <source>Faction auction</source>
            <translation>種族オークション</translation>
        </message>
        <message>
            <source>Turn order</source>
            <translation>手番順</translation>
        </message>
        <message>
            <source>Factions and terrains</source>
            <translation>種族と地形</translation>
        </message>
        <message>
            <source>Spade costs</source>
            <translation>スコップのコスト</translation>
        </message>
        <message>
            <source>Factions auctioned</source>
            <translation>競りにかける種族</translation>
        </message>
        <message>
            <source>Bids, in turn (TMFI-015)</source>
            <translation>順番に入札（TMFI-015）</translation>
        </message>
        <message>
            <source>&amp;Faction:</source>
            <translation>種族(&amp;F)：</translation>
        </message>
        <message>
            <source>Place the bi&amp;d</source>
            <translation>入札する(&amp;D)</translation>
        </message>
        <message>
            <source>P&amp;ass</source>
            <translation>パス(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;New auction</source>
            <translation>新しいオークション(&amp;N)</translation>
        </message>
        <message>
            <source>A player who passes is out of this round; the last bidder left wins the faction.</source>
            <translation>パスしたプレイヤーはこの回から抜け、最後に残った入札者が種族を落札します。</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Faction won</source>
            <translation>落札した種族</translation>
        </message>
        <message>
            <source>Bid</source>
            <translation>入札額</translation>
        </message>
        <message>
            <source>Start VP (40 − bid)</source>
            <translation>開始時の得点（40 − 入札額）</translation>
        </message>
        <message>
            <source>This &amp;round's order:</source>
            <translation>このラウンドの順番(&amp;R)：</translation>
        </message>
        <message>
            <source>Names or factions, separated by commas</source>
            <translation>名前または種族、読点またはカンマ区切り</translation>
        </message>
        <message>
            <source>&amp;Who passes:</source>
            <translation>パスする人(&amp;W)：</translation>
        </message>
        <message>
            <source>Record the pa&amp;ss</source>
            <translation>パスを記録(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Undo the last pass</source>
            <translation>最後のパスを取り消す(&amp;U)</translation>
        </message>
        <message>
            <source>Passed, in order:</source>
            <translation>パスした順：</translation>
        </message>
        <message>
            <source>Next round's &amp;order (TMFI-025):</source>
            <translation>次のラウンドの順番(&amp;O)（TMFI-025）：</translation>
        </message>
        <message>
            <source>Start the ne&amp;xt round</source>
            <translation>次のラウンドを始める(&amp;X)</translation>
        </message>
        <message>
            <source>After a faction auction: only its factions, not their home terrains (TMFI-024)</source>
            <translation>種族オークションの後：その種族のみ、その本拠地形は不可（TMFI-024）</translation>
        </message>
        <message>
            <source>P&amp;layer:</source>
            <translation>プレイヤー(&amp;L)：</translation>
        </message>
        <message>
            <source>&amp;Terrain it chooses:</source>
            <translation>選ぶ地形(&amp;T)：</translation>
        </message>
        <message>
            <source>(not chosen yet)</source>
            <translation>（未選択）</translation>
        </message>
        <message>
            <source>&amp;Add the pick</source>
            <translation>選択を追加(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Remove the last pick</source>
            <translation>最後の選択を削除(&amp;R)</translation>
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
            <translation>まだ選べる種族(&amp;V)：</translation>
        </message>
        <message>
            <source>Its &amp;chosen terrain:</source>
            <translation>選んだ地形(&amp;C)：</translation>
        </message>
        <message>
            <source>&amp;Transform from:</source>
            <translation>変換元の地形(&amp;T)：</translation>
        </message>
        <message>
            <source>Another player's &amp;home terrain</source>
            <translation>他のプレイヤーの本拠地形(&amp;H)</translation>
        </message>
        <message>
            <source>From</source>
            <translation>変換元</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>コスト</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>ルール</translation>
        </message>
        <message>
            <source>Fire &amp;&amp; Ice Table &amp;Helpers…</source>
            <translation>炎と氷の卓上ヘルパー(&amp;H)…</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TracingPhotoPanel</name>
        <message>
            <source>Open…</source>
            <translation>開く…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>削除</translation>
        </message>
        <message>
            <source>Show the photo</source>
            <translation>写真を表示</translation>
        </message>
        <message>
            <source>&amp;Opacity:</source>
            <translation>不透明度(&amp;O)：</translation>
        </message>
        <message>
            <source>Reset the alignment</source>
            <translation>位置合わせをリセット</translation>
        </message>
        <message>
            <source>Trace the printed board: open a photo taken from above, choose Align Photo (A) and drag each corner of the grid onto the same corner of the board in the photo.</source>
            <translation>印刷された盤面をトレースするには：真上から撮った写真を開き、「写真の位置合わせ」（A）を選んで、グリッドの四隅をそれぞれ写真に写った盤面の同じ角までドラッグします。</translation>
        </message>
        <message>
            <source>Open a Photo of the Board</source>
            <translation>盤面の写真を開く</translation>
        </message>
        <message>
            <source>Images (%1)</source>
            <translation>画像 (%1)</translation>
        </message>
        <message>
            <source>No photo.</source>
            <translation>写真はありません。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TradeDialog</name>
        <message>
            <source>Trade 4 for 1</source>
            <translation>4:1の交換</translation>
        </message>
        <message>
            <source>Return any 4 resources to the supply and take any 1, as often as you like in your turn (TRADE-4TO1).</source>
            <translation>任意の資源4つをサプライに戻し、任意の資源1つを得ます。自分の手番中に何度でも行えます（TRADE-4TO1）。</translation>
        </message>
        <message>
            <source>Return 4</source>
            <translation>4つ戻す</translation>
        </message>
        <message>
            <source>Take 1</source>
            <translation>1つ得る</translation>
        </message>
        <message>
            <source>Choose the 4 resources to return.</source>
            <translation>戻す資源を4つ選んでください。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TrollCardEditor</name>
        <message>
            <source>Level</source>
            <translation>レベル</translation>
        </message>
        <message>
            <source>The level of the troll: starting trolls are level 0</source>
            <translation>トロールのレベル：初期トロールはレベル0</translation>
        </message>
        <message>
            <source>Clan</source>
            <translation>氏族</translation>
        </message>
        <message>
            <source>The clan of the troll</source>
            <translation>トロールの氏族</translation>
        </message>
        <message>
            <source>Icons</source>
            <translation>シンボル</translation>
        </message>
        <message>
            <source>Start row:</source>
            <translation>開始時資源：</translation>
        </message>
        <message>
            <source>Resources taken once at setup (SET-MOOT, SET-SEATBONUS)</source>
            <translation>ゲームの準備時に1回だけ獲得する資源（SET-MOOT、SET-SEATBONUS）</translation>
        </message>
        <message>
            <source>Start row</source>
            <translation>開始時資源</translation>
        </message>
        <message>
            <source>Starting troll</source>
            <translation>初期トロール</translation>
        </message>
        <message>
            <source>Level %1</source>
            <translation>レベル%1</translation>
        </message>
        <message>
            <source>From the library:</source>
            <translation>ライブラリから：</translation>
        </message>
        <message>
            <source>From the library</source>
            <translation>ライブラリから</translation>
        </message>
        <message>
            <source>Pick the card from the troll card library: type a part of its id or of its icons and press Enter, or open the list. "—": the card is entered by hand.</source>
            <translation>トロールカードのライブラリからカードを選びます：IDまたはシンボルの一部を入力して Enter キーを押すか、リストを開いてください。「—」：カードを手入力します。</translation>
        </message>
        <message>
            <source>Type a card's id</source>
            <translation>カードのIDを入力</translation>
        </message>
        <message>
            <source>—</source>
            <translation>—</translation>
        </message>
        <message>
            <source>Not a card of the library: entered by hand</source>
            <translation>ライブラリのカードではありません：手入力</translation>
        </message>
        <message>
            <source>%1; start row: %2</source>
            <translation>%1；開始時資源：%2</translation>
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
            <translation>掘削したトンネル</translation>
        </message>
        <message>
            <source>Size %1 %2 tunnels: %3 (%4 points each)</source>
            <translation>サイズ%1の%2トンネル：%3個（各%4点）</translation>
        </message>
        <message>
            <source>+%1</source>
            <translation>+%1</translation>
        </message>
        <message>
            <source>Click or press Space to add one; right-click or press − to remove one.</source>
            <translation>クリックまたは Space キーで1つ追加、右クリックまたは − キーで1つ削除します。</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::TurnWidget</name>
        <message>
            <source>End turn</source>
            <translation>手番を終える</translation>
        </message>
        <message>
            <source>Spell</source>
            <translation>呪文</translation>
        </message>
        <message>
            <source>Workshop</source>
            <translation>工房</translation>
        </message>
        <message>
            <source>Recruit or dig</source>
            <translation>招集か掘削</translation>
        </message>
        <message>
            <source>Great hall</source>
            <translation>大広間</translation>
        </message>
        <message>
            <source>Move statues</source>
            <translation>彫像の移動</translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>ラウンド%1</translation>
        </message>
        <message>
            <source>Turn of %1</source>
            <translation>%1の手番</translation>
        </message>
        <message>
            <source>%1: done</source>
            <translation>%1：完了</translation>
        </message>
        <message>
            <source>%1: passed</source>
            <translation>%1：スキップ</translation>
        </message>
        <message>
            <source>%1: not yet</source>
            <translation>%1：未実行</translation>
        </message>
        <message>
            <source>Steps of the turn</source>
            <translation>手番のステップ</translation>
        </message>
        <message>
            <source>The steps of a turn, in order: spell and workshop (optional, either order), recruit or dig (mandatory), a great hall, moving statues.</source>
            <translation>手番のステップ（順番どおり）：呪文と工房（任意、順不同）、招集か掘削（必須）、大広間の改築、彫像の移動。</translation>
        </message>
        <message>
            <source>coronation token %1: still to take</source>
            <translation>戴冠式トークン %1：未獲得</translation>
        </message>
        <message>
            <source>coronation token %1: taken by %2</source>
            <translation>戴冠式トークン %1：%2が獲得</translation>
        </message>
        <message>
            <source>Coronation tokens</source>
            <translation>戴冠式トークン</translation>
        </message>
        <message>
            <source>The first player to recruit a 10th troll takes the higher token; taking the 3 triggers the end.</source>
            <translation>最初に10体目のトロールを招集したプレイヤーが高い方のトークンを獲得します。3のトークンが獲得されると、ゲームは終了に向かいます。</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>ゲーム終了</translation>
        </message>
        <message>
            <source>Last turn of the game</source>
            <translation>ゲームの最後の手番</translation>
        </message>
        <message>
            <source>End triggered: 1 more turn after this one</source>
            <translation>終了に向かっています：この手番の後、残り1手番</translation>
        </message>
        <message>
            <source>End triggered: %1 more turns after this one</source>
            <translation>終了に向かっています：この手番の後、残り%1手番</translation>
        </message>
        <message>
            <source>The coronation token 3 is taken: the round is finished, then every player takes 2 more turns.</source>
            <translation>3の戴冠式トークンが獲得されました：このラウンドを最後まで行い、その後各プレイヤーがさらに2手番ずつ行います。</translation>
        </message>
        <message>
            <source>End the turn of %1</source>
            <translation>%1の手番を終える</translation>
        </message>
        <message>
            <source>Turn</source>
            <translation>手番</translation>
        </message>
        <message>
            <source>Round %1, turn of %2</source>
            <translation>ラウンド%1、%2の手番</translation>
        </message>
        <message>
            <source>End turn anyway…</source>
            <translation>それでも手番を終える…</translation>
        </message>
        <message>
            <source>The rules do not let the turn of %1 end yet:
%2</source>
            <translation>ルール上、%1の手番はまだ終えられません：
%2</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::VerdictView</name>
        <message>
            <source>Allowed by the rules</source>
            <translation>ルールで認められています</translation>
        </message>
    </context>
    <context>
        <name>hk::gui::WorkshopDialog</name>
        <message>
            <source>Use a workshop</source>
            <translation>工房を使う</translation>
        </message>
        <message>
            <source>There is no workshop at %1.</source>
            <translation>%1に工房はありません。</translation>
        </message>
        <message>
            <source>Use the %1</source>
            <translation>%1を使う</translation>
        </message>
        <message>
            <source>Open entrances (WS-ENTRANCES)</source>
            <translation>開いている入口（WS-ENTRANCES）</translation>
        </message>
        <message>
            <source>No entrance is open: no network touches the workshop.</source>
            <translation>開いている入口はありません：この工房に接している坑道がありません。</translation>
        </message>
        <message>
            <source>Open entrances: %1, opened by the network of %2. One activation per open entrance.</source>
            <translation>開いている入口：%1か所（%2の坑道による）。開いている入口1つにつき1回使えます。</translation>
        </message>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Activations:</source>
            <translation>使用回数：</translation>
        </message>
        <message>
            <source>Exchanges, one per activation</source>
            <translation>交換（1回の使用につき1つ）</translation>
        </message>
        <message>
            <source>Activation %1:</source>
            <translation>%1回目：</translation>
        </message>
        <message>
            <source>take one resource from a troll to your storage</source>
            <translation>トロール1体から資源1つを保管庫に移す</translation>
        </message>
        <message>
            <source>any 2 resources → 1 %1</source>
            <translation>任意の資源2つ → %1を1つ</translation>
        </message>
        <message>
            <source>%1 → %2</source>
            <translation>%1 → %2</translation>
        </message>
        <message>
            <source>slot %1 · %2</source>
            <translation>スロット%1 · %2</translation>
        </message>
        <message>
            <source>slot %1</source>
            <translation>スロット%1</translation>
        </message>
        <message>
            <source>Icon %1 of the troll in slot %2: %3</source>
            <translation>スロット%2のトロールのシンボル%1：%3</translation>
        </message>
        <message>
            <source>No resource lies on your trolls.</source>
            <translation>自分のトロール上に資源がありません。</translation>
        </message>
        <message>
            <source>One workshop per turn (WS-USE): the %1 at %2 was used this turn.</source>
            <translation>工房は1手番に1つまでです（WS-USE）：この手番ではすでに%2の%1を使っています。</translation>
        </message>
        <message>
            <source>workshop</source>
            <translation>工房</translation>
        </message>
        <message>
            <source>Activated this turn already: %1; activations left: %2 (WS-ENTRANCES).</source>
            <translation>この手番ですでに使った回数：%1回。残りの使用回数：%2回（WS-ENTRANCES）。</translation>
        </message>
    </context>
</TS>
