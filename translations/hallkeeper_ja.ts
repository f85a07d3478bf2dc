<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name></name>
    <message>
        <source>expected a square as [row, column], found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation type="unfinished">%1～%2の整数である必要があります（実際の値：%3）</translation>
    </message>
    <message>
        <source>expected %1 rows (&quot;rows&quot;), found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 has %2 characters, expected %3 (&quot;columns&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2: unknown character &quot;%3&quot;; expected &quot;.&quot; (off the board), &quot;1&quot; to &quot;5&quot; (a layer) or &quot;H&quot; (the Mountain Heart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a name for the board, found an empty one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board has no Mountain Heart (&quot;H&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buried resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a statue spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a workshop site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gate start point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square %1 is outside the %2 × %3 grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square %1 is off the board (&quot;.&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square %1 is the Mountain Heart, where nothing is printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square %1 is already listed at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square %1 cannot hold both %2 and %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer from 0 to 9, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least one buried resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 statue spots, but the box holds %2 statues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a player count from 2 to 5, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board has no gate start point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 start points are labelled %2, but a %2-player game needs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1 has %2 characters, the first row %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2: unknown character &quot;%3&quot;; expected &quot;#&quot; (a square), &quot;A&quot; (the anchor or altar) or &quot;.&quot; (nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shape has no square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the squares of the shape are not all joined by their edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an identifier, found an empty one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tunnel tile has at most one anchor &quot;A&quot;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a great hall has exactly one altar &quot;A&quot;, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a name for the catalog, found an empty one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the identifier &quot;%1&quot; is already used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tunnel tile has 2 to 5 squares, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size-5 tunnel tiles have no anchor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tunnel tiles of 2 to 4 squares have an anchor: mark it &quot;A&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer from 0 to %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same tile as %1, turned or flipped; give it one entry with its count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the box holds %1 tunnel tiles, but the counts add up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the box holds %1 great halls, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a name for the hall, found an empty one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a great hall covers at least 2 squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer ≥ 0, found %1</source>
        <translation type="unfinished">≥ 0 の整数である必要があります（実際の値：%1）</translation>
    </message>
    <message>
        <source>expected an integer ≥ the low value %1, found %2</source>
        <translation type="unfinished">≥ 小さい方の値（%1）の整数である必要があります（実際の値：%2）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already listed; give each kind once with its count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layer %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished">%1×%2</translation>
    </message>
    <message>
        <source>%1 labelled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished">%1（%2）</translation>
    </message>
    <message>
        <source>%1 × %2 grid: %3 mountain squares (%4); Mountain Heart squares: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished">、</translation>
    </message>
    <message>
        <source>Rubble squares: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squares with buried resources: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">なし</translation>
    </message>
    <message>
        <source>Statue spots: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workshop sites: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate start points: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-5 layer (outer to inner), H Mountain Heart, # rubble, $ buried resources, S statue spot, W workshop site, Gn gate start point for n players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no tunnel tile &quot;%1&quot; in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 tile is left in the tunnel supply (all %2 are on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 tile has no orientation %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile sticks out of the board at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile would cover another tunnel tile at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile would cover a great hall at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile would cover a gate at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile would cover a workshop site at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile would cover the Mountain Heart at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no edge of the tile touches your network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tile would share an edge with the network of %1 at %2 (touching at a corner is fine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 %2, has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 hammers for the rubble at %2, has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pedestal goes only on the anchor of the tile just dug, right after digging it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 tile has no anchor (size-5 tiles have none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the anchor at %1 already holds a pedestal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 pedestal in your storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the layer %1 × %2 pedestal score token is gone: that layer already has a %2 pedestal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a workshop site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workshop site at %1 already has a workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workshop site at %1 is not next to the tile just dug</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 is left in the workshop supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no workshop at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workshop at %1 is not next to your network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 activations asked, but the workshop has %2 open entrances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no great hall &quot;%1&quot; in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no orientation %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hall sticks out of the board at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a great hall lies only on tunnel tiles; %1 has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a great hall never covers a gate (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a great hall never covers a workshop (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a great hall never covers another hall (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tunnels at %1 are not in your network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such statue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the statue at %1 is still buried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in your network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a tunnel, hall or gate of your network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one cart moves a statue within its tunnel or into an adjacent one; %1 is farther</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the statue is already at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another statue stands at %1 (statues may pass over each other, not stop together)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 clan cart moves only %1 statues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a generic cart, has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a %1 clan cart, has none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>winter side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>autumn side</source>
        <translation type="unfinished"></translation>
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
        <source>Usage:
  hallkeeper-cli score FILE [--json] [--explain] [--lang en|zh_TW|zh_CN|ja]
      Final score of a score sheet (.hkscore): the table, the ranking with the tie-break,
      and the optimal leftover trades. --json prints the result as JSON; --explain adds
      how every number was computed.
  hallkeeper-cli --help | --version
Exit status: 0 success, 2 unreadable or invalid input, or a wrong command line.
</source>
        <translation>使い方：
  hallkeeper-cli score FILE [--json] [--explain] [--lang en|zh_TW|zh_CN|ja]
      スコアシート（.hkscore）の最終得点を表示します：得点表、同点時の判定を含む順位、
      最適な残り資源の交換。--json は結果を JSON で出力し、--explain は
      各数値の計算方法も表示します。
  hallkeeper-cli --help | --version
終了ステータス：0 成功、2 入力が読み込めないか無効、またはコマンドラインの誤り。
</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; expected one of: %2</source>
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
        <source>unknown option &quot;%1&quot;</source>
        <translation>不明なオプション「%1」です</translation>
    </message>
    <message>
        <source>score needs exactly one FILE</source>
        <translation>score には FILE をちょうど1つ指定してください</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>不明なコマンド「%1」です</translation>
    </message>
    <message>
        <source>rules takes at most one rule ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board needs exactly one FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rule &quot;%1&quot;; &quot;hallkeeper-cli rules&quot; lists them all</source>
        <translation type="unfinished"></translation>
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
        <source>expected &quot;%1&quot;, found %2</source>
        <translation>&quot;%1&quot; である必要があります（実際の値：%2）</translation>
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
</context>
<context>
    <name>Main</name>
    <message>
        <source>Hallkeeper: scoring assistant for In the Hall of the Mountain King</source>
        <translation>Hallkeeper：マウンテンキングの得点計算アシスタント</translation>
    </message>
    <message>
        <source>A score sheet (.hkscore) to open.</source>
        <translation>開く得点表（.hkscore）。</translation>
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
        <source>unknown language &quot;%1&quot;; expected one of: %2</source>
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
</context>
<context>
    <name>Players</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished">プレイヤー%1</translation>
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
        <translation>階層%2の同じ氏族の台座上にある%1の彫像</translation>
    </message>
    <message>
        <source>%1 statue in layer %2</source>
        <translation>階層%2の%1の彫像</translation>
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
        <source>%1 and %2</source>
        <extracomment>Joins the last two names of a list: &quot;Ann, Bob and Cid&quot;.</extracomment>
        <translation>%1と%2</translation>
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
        <extracomment>A resource and how many: &quot;stone 3&quot;.</extracomment>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
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
        <translation>%1：交換 %2</translation>
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
        <extracomment>A player and the sum of their troll levels, in the tie-break list: &quot;Ann (5)&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>expected a tunnel label such as &quot;a&quot;, found an empty one; leave the key out for a statue alone in its tunnel</source>
        <translation>トンネルのラベル（例：&quot;a&quot;）が必要ですが、空になっています。トンネル内の彫像が1つだけの場合は、このキーを省略してください</translation>
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
        <source>the name &quot;%1&quot; is already used by players[%2]; names must be unique</source>
        <translation>名前「%1」はすでに players[%2] で使われています。名前は重複できません</translation>
    </message>
    <message>
        <source>a team is allowed only in a team sheet (&quot;teams&quot;: true)</source>
        <translation>チームはチーム戦のシート（&quot;teams&quot;: true）でのみ指定できます</translation>
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
        <source>%1 %2 in all, more than the %3 in the box; allowed, since the rules do not limit the supply</source>
        <translation>%2の合計が%1で、箱に入っている数（%3）を超えています。ルールではサプライの数を制限していないため、このまま受け付けます</translation>
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
        <source>expected one of %1, found &quot;mud&quot;; there are no Mud statues</source>
        <translation>%1 のいずれかである必要があります（実際の値：&quot;mud&quot;）。泥の彫像はありません</translation>
    </message>
    <message>
        <source>more %1 statues than the %2 in the box</source>
        <translation>%1の彫像の数が、箱に入っている%2個を超えています</translation>
    </message>
    <message>
        <source>there is only one %1 pedestal in layer %2, and %3 already stands on it</source>
        <translation>階層%2の%1の台座は1つしかなく、すでに %3 が置かれています</translation>
    </message>
    <message>
        <source>at most %1 clan trolls fit in a moot above the 4 starting trolls, found %2</source>
        <translation>トロールズムートには、4体の初期トロールの上に氏族のトロールを最大%1体まで置けます（実際の数：%2体）</translation>
    </message>
    <message>
        <source>more level-%1 trolls than the %2 in the box</source>
        <translation>レベル%1のトロールの数が、箱に入っている%2枚を超えています</translation>
    </message>
</context>
<context>
    <name>Workshop</name>
    <message>
        <source>Cart Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rune Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rune Shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crushing Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ore Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Millstone Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metal Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool Forge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain Forge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cart Shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quartermaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 heartstone for 1 generic cart, or back (clan carts cannot be spent here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 stone or 1 iron for 1 rune, or back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 coin for 1 rune, or back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 heartstone for 2 stone, or back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 iron or 1 heartstone for 1 coin, or back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 stone for 1 iron, or back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 heartstone for 1 iron, or back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 heartstone for 1 hammer, or back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any 2 resources for 1 hammer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any 2 resources for 1 generic cart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move 1 resource from one of your trolls to your storage (a clan cart becomes generic)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>hk::gui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
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
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
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
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
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
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>Go to Player &amp;%1</source>
        <translation>プレイヤー&amp;%1へ移動</translation>
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
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>&lt;new score sheet&gt;</source>
        <translation>&lt;新しいスコアシート&gt;</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
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
        <source>Untitled score sheet</source>
        <translation>無題のスコアシート</translation>
    </message>
    <message>
        <source>No impossible input</source>
        <translation>あり得ない入力はありません</translation>
    </message>
    <message>
        <source>Impossible input: %1 · warnings: %2</source>
        <translation>あり得ない入力：%1 · 警告：%2</translation>
    </message>
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
    <message>
        <source>Cannot open the score sheet</source>
        <translation>スコアシートを開けません</translation>
    </message>
    <message>
        <source>%1 cannot be opened. Nothing was changed.</source>
        <translation>%1 を開けません。何も変更されていません。</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
    </message>
    <message>
        <source>Cannot save the score sheet</source>
        <translation>スコアシートを保存できません</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 に書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Hall of the Mountain King — %1</source>
        <translation>マウンテンキング — %1</translation>
    </message>
    <message>
        <source>unknown file type &quot;%1&quot;; use .png, .pdf or .csv</source>
        <translation>不明なファイル形式「%1」です。.png、.pdf、.csv のいずれかを使用してください</translation>
    </message>
    <message>
        <source>Cannot export the results</source>
        <translation>結果をエクスポートできません</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <source>Save the changes?</source>
        <translation>変更を保存しますか？</translation>
    </message>
    <message>
        <source>The score sheet %1 has changes that are not saved.</source>
        <translation>スコアシート %1 には保存されていない変更があります。</translation>
    </message>
    <message>
        <source>Open Score Sheet</source>
        <translation>スコアシートを開く</translation>
    </message>
    <message>
        <source>Hallkeeper score sheets (*.hkscore)</source>
        <translation>Hallkeeper スコアシート (*.hkscore)</translation>
    </message>
    <message>
        <source>Save Score Sheet</source>
        <translation>スコアシートを保存</translation>
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
        <source>&lt;h3&gt;Hallkeeper %1&lt;/h3&gt;&lt;p&gt;A companion and scoring assistant for the board game &lt;i&gt;In the Hall of the Mountain King&lt;/i&gt;.&lt;/p&gt;&lt;p&gt;Enter each player&apos;s end of game; Hallkeeper adds up the honour points with the optimal leftover trades, explains every number with the rule it applies, and breaks ties.&lt;/p&gt;&lt;p&gt;Hallkeeper is not affiliated with the publishers of the game.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Hallkeeper %1&lt;/h3&gt;&lt;p&gt;ボードゲーム&lt;i&gt;マウンテンキング&lt;/i&gt;（In the Hall of the Mountain King）のプレイ補助・得点計算ツールです。&lt;/p&gt;&lt;p&gt;各プレイヤーのゲーム終了時の状態を入力してください。Hallkeeper が最適な残り資源の交換を含めて名誉点を合計し、すべての数値を適用したルールとともに説明し、同点の判定も行います。&lt;/p&gt;&lt;p&gt;Hallkeeper はこのゲームの出版社とは一切関係がありません。&lt;/p&gt;</translation>
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
        <source>Set %1&apos;s tunnel points to %2</source>
        <translation>%1のトンネルの得点を%2に設定</translation>
    </message>
    <message>
        <source>Set %1&apos;s %2 to %3</source>
        <translation>%1の%2を%3に設定</translation>
    </message>
    <message>
        <source>Set %1&apos;s troll levels</source>
        <translation>%1のトロールのレベルを設定</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>%1の色</translation>
    </message>
    <message>
        <source>Enter %1&apos;s tunnels as the score-track total</source>
        <translation>%1のトンネルを得点トラックの合計で入力</translation>
    </message>
    <message>
        <source>Enter %1&apos;s tunnels tile by tile</source>
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
        <source>Set %1&apos;s pedestal score tokens</source>
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
        <translation>階層%1（%2）</translation>
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
        <translation>交換 %1</translation>
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
        <source>Treasure Hall</source>
        <translation>財宝の大広間</translation>
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
        <translation>坑道内で大広間の外にある発掘された彫像：階層 × 2点、同じ氏族の台座上なら2倍。1トンネルにつき1つ（%1、%2）</translation>
    </message>
    <message>
        <source>Add a statue of this player&apos;s network outside the halls</source>
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
        <translation>Lv%1</translation>
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
        <translation>彫像があるマスの階層</translation>
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
</context>
<context>
    <name>hk::gui::ResultsPanel</name>
    <message>
        <source>%1: trade %2</source>
        <translation>%1：交換 %2</translation>
    </message>
    <message>
        <source>No 4:1 trade adds a set for anyone.</source>
        <translation>4:1の交換でセットが増えるプレイヤーはいません。</translation>
    </message>
    <message>
        <source>Optimal leftover trades (%1, %2)</source>
        <translation>最適な残り資源の交換（%1、%2）</translation>
    </message>
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
</TS>
