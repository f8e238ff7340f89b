<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>About</name>
    <message>
        <source>The font licence file (resources/fonts/OFL.txt) is missing.</source>
        <translation>フォントのライセンスファイル（resources/fonts/OFL.txt）が見つかりません。</translation>
    </message>
    <message>
        <source>Joraku Desktop</source>
        <translation>上洛 Joraku Desktop</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>バージョン {0}</translation>
    </message>
    <message>
        <source>The digital edition of Joraku, the trick-taking area-control board game of Sengoku Japan, for 2 to 4 players.</source>
        <translation>戦国時代の日本を舞台にしたトリックテイキング＆エリアマジョリティのボードゲーム『上洛』のデジタル版です。2〜4人用。</translation>
    </message>
    <message>
        <source>Rules: the printed Joraku rulebook (the two-player variants R-V7 and R-V8 from its Russian edition), with the program&apos;s rulings where the print is silent. Press F1 for the rules in full.</source>
        <translation>ルール：『上洛』のルールブック（2人用の拡張R-V7・R-V8はロシア語版より）に基づき、記載のない点はこのプログラムの裁定（RULING）で補っています。ルールの全文はF1キーで表示できます。</translation>
    </message>
    <message>
        <source>Fonts: Joraku Sans and Joraku Serif are subsets of Noto Sans CJK JP and Noto Serif CJK JP (© Google, © Adobe), used under the SIL Open Font License 1.1, whose full text is under Show Details.</source>
        <translation>フォント：Joraku Sans と Joraku Serif は Noto Sans CJK JP と Noto Serif CJK JP（© Google、© Adobe）のサブセットで、SIL Open Font License 1.1 の下で使用しています。ライセンスの全文は「詳細を表示」にあります。</translation>
    </message>
    <message>
        <source>About Joraku</source>
        <translation>上洛について</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Placement (P)</source>
        <extracomment>the keys that move along the bar, press the button under the focus, or go back to the table the keyboard leaves the bar for the table (Escape or Up on a button) the most lines the bar&apos;s words take: the bar&apos;s height holds them the keyboard help&apos;s forms while it is shown (fullest first), fitted to the room the keyboard help (its forms, its words) a choice of buttons replaced for a while</extracomment>
        <translation>配置 (P)</translation>
    </message>
    <message>
        <source>Action points (A)</source>
        <translation>アクションポイント (A)</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>決定 (Enter)</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>完了 (D)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>取り消し (Ctrl+Z)</translation>
    </message>
    <message>
        <source>All actions… (K)</source>
        <translation>すべての行動… (K)</translation>
    </message>
    <message>
        <source>Hands are hidden. Click the table (or press Space) when ready.</source>
        <translation>手札は伏せてあります。準備ができたら盤面をクリック（またはSpaceキー）。</translation>
    </message>
    <message>
        <source>The game is over. Results: Ctrl+R · a new game: Ctrl+N.</source>
        <translation>ゲーム終了。結果：Ctrl+R ・ 新しいゲーム：Ctrl+N</translation>
    </message>
    <message>
        <source>Waiting for {0}…</source>
        <translation>{0}を待っています…</translation>
    </message>
    <message>
        <source>Keyboard: ←/→ choose a card, Enter plays or picks it, K lists every action.</source>
        <translation>←/→：カードを選ぶ&#x3000;Enter：出す・選ぶ&#x3000;K：行動の一覧</translation>
    </message>
    <message>
        <source>←/→ a card · Enter plays it · K: every action</source>
        <translation>←/→：カード&#x3000;Enter：出す&#x3000;K：行動の一覧</translation>
    </message>
    <message>
        <source>Keyboard: ←/→ choose a button, Enter presses it, Esc goes back to the cards.</source>
        <translation>キーボード：←/→ でボタンを選び、Enter で押す、Esc でカードに戻る。</translation>
    </message>
    <message>
        <source>←/→ a button · Enter presses it · Esc: back</source>
        <translation>←/→ ボタン · Enter 押す · Esc 戻る</translation>
    </message>
    <message>
        <source>Keyboard: P places samurai, A takes the action points, K lists every action.</source>
        <translation>P：配置&#x3000;A：アクションポイント&#x3000;K：行動の一覧</translation>
    </message>
    <message>
        <source>P placement · A action points · K: every action</source>
        <translation>P：配置&#x3000;A：アクションポイント&#x3000;K：一覧</translation>
    </message>
    <message>
        <source>Keyboard: ←/→ choose a step on the map, Enter does it, D ends, K lists every action.</source>
        <translation>←/→：地図上の手を選ぶ&#x3000;Enter：実行&#x3000;D：終える&#x3000;K：行動の一覧</translation>
    </message>
    <message>
        <source>←/→ a step on the map · Enter does it · D ends</source>
        <translation>←/→：地図上の手&#x3000;Enter：実行&#x3000;D：終える</translation>
    </message>
    <message>
        <source>Pass these cards (Enter)</source>
        <translation>このカードを渡す (Enter)</translation>
    </message>
    <message>
        <source>Discard (Enter)</source>
        <translation>捨てる (Enter)</translation>
    </message>
    <message>
        <source>Keep this card (Enter)</source>
        <translation>このカードをキープ (Enter)</translation>
    </message>
    <message>
        <source>Action points: {0} (A)</source>
        <translation>アクションポイント：{0} (A)</translation>
    </message>
</context>
<context>
    <name>ActionPicker</name>
    <message>
        <source>All actions</source>
        <translation>すべての行動</translation>
    </message>
    <message>
        <source>Choose with the arrow keys and press Enter:</source>
        <translation>矢印キーで選んでEnterを押してください：</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Pass {0}</source>
        <translation>{0}を渡す</translation>
    </message>
    <message>
        <source>Discard the {0}</source>
        <translation>{0}を捨てる</translation>
    </message>
    <message>
        <source>Keep the {0}</source>
        <translation>{0}をキープする</translation>
    </message>
    <message>
        <source>Play the {0}</source>
        <translation>{0}を出す</translation>
    </message>
    <message>
        <source>for {0}</source>
        <translation>（{0}の軍）</translation>
    </message>
    <message>
        <source>Placement: up to 3 samurai in {0}</source>
        <translation>配置：{0}に侍を3体まで</translation>
    </message>
    <message>
        <source>Action points: {0} AP</source>
        <translation>アクションポイント：{0}AP</translation>
    </message>
    <message>
        <source>Place a samurai in {0}</source>
        <translation>{0}に侍を1体配置する</translation>
    </message>
    <message>
        <source>Move your daimyo from {0} to {1}</source>
        <translation>大名を{0}から{1}へ移動する</translation>
    </message>
    <message>
        <source>Move a samurai from {0} to {1}</source>
        <translation>侍を{0}から{1}へ移動する</translation>
    </message>
    <message>
        <source>Remove a {0} samurai from {1}</source>
        <translation>{1}から{0}の侍を1体取り除く</translation>
    </message>
    <message>
        <source>Drive a neutral samurai from {0} to {1}</source>
        <translation>中立軍の侍を{0}から{1}へ移す</translation>
    </message>
    <message>
        <source>Done (end this card&apos;s action)</source>
        <translation>完了（このカードのアクションを終える）</translation>
    </message>
    <message>
        <source>{0} — Enter does it; ←/→ another step, D ends.</source>
        <translation>{0}&#x3000;Enterで実行。←/→で別の手、Dで終える。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Joraku</source>
        <extracomment>the record is opened and checked this long after start-up (not on the way to the first window)</extracomment>
        <translation>上洛</translation>
    </message>
    <message>
        <source>The autosave could not be resumed ({0}); it was renamed {1} and a new game starts.</source>
        <translation>自動保存から再開できませんでした（{0}）。ファイルを{1}に改名し、新しいゲームを始めます。</translation>
    </message>
    <message>
        <source>The autosave could not be resumed ({0}); a new game starts.</source>
        <translation>自動保存から再開できませんでした（{0}）。新しいゲームを始めます。</translation>
    </message>
    <message>
        <source>Resume the unfinished game ({0}; round {1})?</source>
        <translation>中断したゲームを再開しますか？（{0}、第{1}ラウンド）</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>Joraku was already open: here is your game.</source>
        <translation>上洛はすでに開いていました。こちらがあなたのゲームです。</translation>
    </message>
    <message>
        <source>Joraku is already open with your profile but did not answer, so this window keeps its own autosave: neither game can overwrite the other.</source>
        <translation>上洛はすでにあなたのプロファイルで開いていますが反応がないため、このウィンドウは専用の自動保存を使います。どちらのゲームも互いに上書きされません。</translation>
    </message>
    <message>
        <source>A game left unfinished in a second window of Joraku was kept as {0}: open it from Game → Recent games.</source>
        <translation>上洛の2つ目のウィンドウで未完のまま残ったゲームを{0}として保存しました。ゲーム → 最近のゲームから開けます。</translation>
    </message>
</context>
<context>
    <name>Area</name>
    <message>
        <source> (inferred: a RULING, not printed on the board)</source>
        <extracomment>the influence row, the last result and the prestige chart sit at the foot of the area (these are distances from its bottom edge), so a taller area gives the token stacks the room an area of the design height (:data:`table_layout.AREA_H`) an area of the compact height (:data:`table_layout.COMPACT`): the same parts closer, a stack of ten samurai and a result strip still whole between the daimyo and the chart the last prestige scoring of this area: [(army, rank, rp)]</extracomment>
        <translation>（推定：盤面に印刷のない裁定）</translation>
    </message>
    <message>
        <source>Round {0}: {1} RP for 1st / 2nd / 3rd</source>
        <translation>第{0}ラウンド：1位／2位／3位に{1}名声点</translation>
    </message>
    <message>
        <source>{0} ({1}). Influence: daimyo 2, each samurai 1 (R-C8).</source>
        <translation>{0}（{1}）。影響力：大名は2、侍は1体につき1（R-C8）。</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>PRESTIGE</source>
        <translation>名声</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>第{0}R</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>{0} — this game is not being saved. Save it elsewhere, or free some space: autosaving starts again by itself.</source>
        <translation>{0} — このゲームは保存されていません。別の場所に保存するか、空き容量を確保してください。自動保存は自動的に再開します。</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>別の場所に保存…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Quit Joraku</source>
        <translation>上洛を終了</translation>
    </message>
    <message>
        <source>{0}.

This game is not saved: if you quit now, it is lost. Save it elsewhere first?</source>
        <translation>{0}。

このゲームは保存されていません。今終了すると失われます。先に別の場所に保存しますか？</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>保存せずに終了</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <extracomment>the lasting warning, made at the first failure the quit prompt while the autosave fails: &quot;save&quot;, &quot;quit&quot; or &quot;cancel&quot;; tests replace it</extracomment>
        <translation>自動保存が再び機能しています。</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Final scores: Game → Results (Ctrl+R)</source>
        <translation>最終結果：ゲーム → 結果（Ctrl+R）</translation>
    </message>
    <message>
        <source>Round {0} of 3</source>
        <translation>第{0}ラウンド（全3）</translation>
    </message>
    <message>
        <source>prestige scored</source>
        <translation>名声の得点計算済み</translation>
    </message>
    <message>
        <source>Every area scored by this round&apos;s chart (R-PR)</source>
        <translation>全地域をこのラウンドの得点表で計算しました（R-PR）</translation>
    </message>
    <message>
        <source>Then {0} skirmishes, then prestige scoring</source>
        <translation>このあと合戦を{0}回、その後に名声の得点計算</translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation>合戦 {0}/{1}</translation>
    </message>
    <message>
        <source>prestige scoring after the last one</source>
        <translation>最後の合戦のあとに名声の得点計算</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>{0} (computer) is thinking…</source>
        <translation>{0}（コンピューター）が考えています…</translation>
    </message>
    <message>
        <source>{0} to act.</source>
        <translation>{0}の番です。</translation>
    </message>
    <message>
        <source>{0}: drag a card onto the skirmish (follow the {1} suit if you can).</source>
        <translation>{0}：カードを合戦の場へドラッグ（{1}の色があれば必ずその色）。</translation>
    </message>
    <message>
        <source>{0}: you lead. Drag any card onto the skirmish (or double-click it).</source>
        <translation>{0}：あなたのリード。好きなカードを合戦の場へドラッグ（ダブルクリックも可）。</translation>
    </message>
    <message>
        <source>{0}: place up to 3 samurai in {1}, or take action points ({2} AP)?</source>
        <translation>{0}：{1}に侍を3体まで配置しますか？&#x3000;それとも{2}アクションポイントを使いますか？</translation>
    </message>
    <message>
        <source>Choose a card first.</source>
        <translation>先にカードを1枚選んでください。</translation>
    </message>
    <message>
        <source>Choose {0} cards first.</source>
        <translation>先にカードを{0}枚選んでください。</translation>
    </message>
    <message>
        <source>{0}: drag samurai from your supply to any area ({1} left), then Done.</source>
        <translation>{0}：ストックから侍を好きな地域へドラッグしてください（残り{1}体）。終わったら「完了」。</translation>
    </message>
    <message>
        <source>{0}: drag samurai from your supply to {1} ({2} left), then Done.</source>
        <translation>{0}：ストックから侍を{1}へドラッグしてください（残り{2}体）。終わったら「完了」。</translation>
    </message>
    <message>
        <source>{0} Keys: P places, A takes the action points.</source>
        <translation>{0}（キー：Pで配置、Aでアクションポイント）</translation>
    </message>
    <message>
        <source>{0} Keys: D ends.</source>
        <translation>{0}（キー：Dで終える）</translation>
    </message>
    <message>
        <source>{0} Keys: ←/→ a step on the map, Enter does it, D ends.</source>
        <translation>{0}（キー：←/→で地図上の手を選ぶ、Enterで実行、Dで終える）</translation>
    </message>
    <message>
        <source>{0}: {1} AP left (the daimyo {2} AP, a samurai moved or removed 1 AP). Keys: ←/→ a step on the map, Enter does it, D ends.</source>
        <translation>{0}：残り{1}AP（大名の移動は{2}AP、侍の移動・除去は1AP）。（キー：←/→で地図上の手を選ぶ、Enterで実行、Dで終える）</translation>
    </message>
    <message>
        <source>{0}: {1} AP left, not enough for the daimyo (a samurai moved or removed 1 AP). Keys: ←/→ a step on the map, Enter does it, D ends.</source>
        <translation>{0}：残り{1}AP。大名を動かすには足りません（侍の移動・除去は1AP）。（キー：←/→で地図上の手を選ぶ、Enterで実行、Dで終える）</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Drop the card on the skirmish area to play it.</source>
        <extracomment>how far (Manhattan, scene units) a pressed piece moves before the press becomes a drag the button is down on a piece that has not moved far enough to be a drag (a click, so far) a neutral samurai was clicked: the next click on an area says where it goes (R-V8) hot seat: the hands are hidden until the player to act is ready (R-P3) the player&apos;s last gesture on the table was a key (the banner says the keys then)</extracomment>
        <translation>カードを合戦の場に落とすと出せます。</translation>
    </message>
    <message>
        <source>Drop the card in the slots on the right to choose it.</source>
        <translation>カードを右の枠に落とすと選べます。</translation>
    </message>
    <message>
        <source>Drop the piece on an area of the map.</source>
        <translation>駒を地図上の地域に落としてください。</translation>
    </message>
    <message>
        <source>Drag the card onto the skirmish area, or double-click it, to play it.</source>
        <translation>カードを合戦の場へドラッグするか、ダブルクリックすると出せます。</translation>
    </message>
    <message>
        <source>Drag it onto an area of the map.</source>
        <translation>地図上の地域へドラッグしてください。</translation>
    </message>
    <message>
        <source>Kachidoki in {0}: {1}.</source>
        <translation>{0}で勝鬨：{1}。</translation>
    </message>
    <message>
        <source>no RP</source>
        <translation>名声点なし</translation>
    </message>
    <message>
        <source>R{0}</source>
        <extracomment>who answers the table&apos;s requests: given the Action, the refusal in words, or None the tiles were laid out anew for the view&apos;s shape (layers drawn over them follow) where every tile goes: follows the shape of the view (:meth:`fit_to_aspect`) who answers a request (:meth:`answer_with`): the refusal in words, or None the request being made comes from a card dropped by one drag (the window may ask first) the banner&apos;s instruction in place of the table&apos;s own (a tutorial step that is done) R-V7: the ways to play the card just dropped, while the player picks the army Enter and Space rest for a moment after a scoring beat (the press meant for it) the mouse on the table, as one explicit mode the skirmish as it unfolds, from the events (the engine clears the trick at once) RP the panels show while a scoring beat counts them up (None: the view&apos;s RP); the round whose chart row the areas light meanwhile (the view may be in the next round)</extracomment>
        <translation>第{0}R</translation>
    </message>
    <message>
        <source>Neutral army</source>
        <translation>中立軍</translation>
    </message>
    <message>
        <source>R-V8</source>
        <translation>R-V8</translation>
    </message>
    <message>
        <source>moves toward Kyoto each round</source>
        <translation>毎ラウンド京都へ進軍</translation>
    </message>
    <message>
        <source>Daimyo in {0}; its samurai are moved, never removed.</source>
        <translation>大名は{0}。侍は移されるのみで、取り除かれない。</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>選択中…</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Daimyo card {0}; the daimyo stands in {1}.</source>
        <translation>大名カード{0}。大名は{1}にいます。</translation>
    </message>
    <message>
        <source>Drag onto the card&apos;s area to place this samurai (R-E1, R-E2 A)</source>
        <translation>カードの地域へドラッグしてこの侍を配置（R-E1、R-E2 A）</translation>
    </message>
    <message>
        <source>Drag to a neighbouring area (1 AP, R-E2 B)</source>
        <translation>隣接する地域へドラッグ（1AP、R-E2 B）</translation>
    </message>
    <message>
        <source>1 AP: drive this neutral samurai to another area (R-V8)</source>
        <translation>1AP：この中立軍の侍を別の地域へ移す（R-V8）</translation>
    </message>
    <message>
        <source>Click to remove this samurai (1 AP, R-E2 B)</source>
        <translation>クリックでこの侍を取り除く（1AP、R-E2 B）</translation>
    </message>
    <message>
        <source>{0} wins with the {1}: {2}.</source>
        <extracomment>the cards in the slots now where a card left the hand (it flies to the skirmish from there) the number (0-based) of the skirmish in ``finished``</extracomment>
        <translation>{0}が{1}で勝利。勝因：{2}。</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>合戦</translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation>合戦 {0}/{1}</translation>
    </message>
    <message>
        <source>led suit: {0}</source>
        <translation>リードの色：{0}</translation>
    </message>
    <message>
        <source>AP left: {0}</source>
        <translation>残りAP：{0}</translation>
    </message>
    <message>
        <source>to place: {0}</source>
        <translation>配置できる侍：{0}</translation>
    </message>
    <message>
        <source>Nobody sees what they receive until everyone has chosen (R-P2).</source>
        <translation>全員が選ぶまで、受け取るカードは見えません（R-P2）。</translation>
    </message>
    <message>
        <source>next
to play</source>
        <extracomment>the played cards&apos; scale in a skirmish zone of the compact height (the table&apos;s smallest) the slot whose card is being resolved now (-1: none): its name is lit</extracomment>
        <translation>次の
手番</translation>
    </message>
    <message>
        <source>No variant cards: the rules as printed (R-S6).</source>
        <extracomment>the slots&apos; scale when the words leave room (the cards chosen show value and colour) the gap between two slots, and the room around the zone&apos;s words</extracomment>
        <translation>拡張ルールカードなし：基本ルールのまま（R-S6）。</translation>
    </message>
    <message>
        <source>Variant cards</source>
        <translation>拡張ルール</translation>
    </message>
    <message>
        <source>None. Two players: the rules of {0} as printed.</source>
        <translation>なし。2人用：{0}のルールのまま。</translation>
    </message>
    <message>
        <source>None: the rules as printed.</source>
        <translation>なし：基本ルールのまま。</translation>
    </message>
    <message>
        <source>Pass to {0}</source>
        <translation>{0}へ渡す</translation>
    </message>
    <message>
        <source>{0}, click when ready (or press Space). Everyone else: look away.</source>
        <translation>{0}：準備ができたらクリック（またはSpaceキー）。ほかの人は画面を見ないでください。</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>any area</source>
        <extracomment>the label colours: received in the pass (gold), personal (teal), kept in the draft (green)</extracomment>
        <translation>任意の地域</translation>
    </message>
    <message>
        <source>area {0}</source>
        <translation>地域{0}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Unknown computer level ({0}); a Normal computer plays that seat.</source>
        <extracomment>a failing autosave is tried again this often, even if nobody moves a finished networked table sends the whole game right after its last update; waited for at most this long before the end is shown without it a new or loaded game is in place (events, action or None for an undo, seat that acted) after every applied action or undo a human seat must decide now a computer seat is thinking (GameResult) the whole finished game is here, to be recorded: emitted once per game, as soon as the deciding action is applied and autosaved (a networked game: when the table sent it), before any final scoring is shown (a window closed or a new game started during that scoring still has the finished game to record) (GameResult) the end is to be shown (the banner, the results): once per game, after the scoring and after :attr:`finished` (events) the applied action scored: play is held until :meth:`scoring_done` the scoring beat is over (the player clicked on, or it timed out): play goes on every signal of one change has gone out (an applied action and the turn or the scoring after it, an undo, a game put in place): the views redraw now, once per decision something for the status bar (autosave trouble, a computer error) the host of a networked table refused a decision already sent: why, in codes (the views word it; a refusal at once is the return value of :meth:`request`) the autosave started failing (the sentence saying why) or works again (&quot;&quot;): the window shows a lasting warning meanwhile, and the quit prompt tells the truth at a table over the network: something to redraw that is no action (seats, connection, a decision sent or refused) the game this window sits at (None before the first) the seat at a networked table, for the window&apos;s network part (None at this machine&apos;s) what holds the computer turns now (:meth:`set_paused`) one agent per computer seat, for the game in place a computer decision that arrived while paused, played on resume the table&apos;s updates not applied yet (held behind a scoring beat) the game&apos;s life after its end: recorded, then shown, once each a finished networked game waits this long for the whole game before it is shown hints shown in this game (&quot;What would the computer do?&quot;); kept by the saves a window shows scoring as a beat of its own (bare controllers in tests do not) a scoring beat is on screen: play waits for :meth:`scoring_done` &quot;&quot; while autosaves succeed; else the sentence saying why the last one failed a failing autosave is tried again on its own (space freed, folder made writable) the tutorial&apos;s scripted decisions for the computer seats, in place of their AI: called when a computer seat is to act; None from it means &quot;wait&quot; (see :meth:`resume`) a person has decided something since the game was put in place: quitting an untouched deal (or a loaded game, already on disk) asks nothing</extracomment>
        <translation>不明なコンピューターの強さ（{0}）です。この席は「ふつう」のコンピューターがプレイします。</translation>
    </message>
    <message>
        <source>There is no game in progress.</source>
        <translation>進行中のゲームがありません。</translation>
    </message>
    <message>
        <source>Wait: the scoring is being shown.</source>
        <translation>お待ちください：得点計算を表示中です。</translation>
    </message>
    <message>
        <source>Wait: it is a computer player&apos;s turn.</source>
        <translation>お待ちください：コンピューターの手番です。</translation>
    </message>
    <message>
        <source>Nothing to take back.</source>
        <translation>取り消せる操作はありません。</translation>
    </message>
    <message>
        <source>Wait: the host has not started the game yet.</source>
        <translation>お待ちください：卓を開いた人はまだゲームを始めていません。</translation>
    </message>
    <message>
        <source>Wait: the table has not answered your last decision yet.</source>
        <translation>お待ちください：卓はまだあなたの前の決定に応答していません。</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>自動保存に失敗しました：{0}</translation>
    </message>
    <message>
        <source>A computer player failed ({0}); it plays the first legal move instead.</source>
        <translation>コンピューターでエラーが発生しました（{0}）。代わりに最初の合法手を打ちます。</translation>
    </message>
    <message>
        <source>A computer player chose an illegal move ({0}); it plays the first legal one instead.</source>
        <translation>コンピューターが不正な手を選びました（{0}）。代わりに最初の合法手を打ちます。</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Text (*.txt)</source>
        <translation>テキスト (*.txt)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webページ (*.html)</translation>
    </message>
    <message>
        <source>Export the game&apos;s log</source>
        <translation>ゲームの記録を書き出す</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>Already yours (kept or personal card).</source>
        <translation>すでにあなたのカードです（キープしたカードか個人カード）。</translation>
    </message>
    <message>
        <source>You must follow the led suit ({0}) while you hold a {0} card (R-K2); the {1} is not {0}.</source>
        <translation>{0}のカードを持っている間はリードの色（{0}）を出さなければなりません（R-K2）。{1}は{0}ではありません。</translation>
    </message>
    <message>
        <source>{0} Ninja: place up to 3 samurai in any areas (R-E1). Beats everything if a 6 is played in the same skirmish (R-K4).</source>
        <translation>{0}の忍者：好きな地域に侍を3体まで配置（R-E1）。同じ合戦で6が出されていれば、すべてに勝つ（R-K4）。</translation>
    </message>
    <message>
        <source>{0} {1}: place up to 3 samurai in {2}, or take {1} action points (R-E2).</source>
        <translation>{0}の{1}：{2}に侍を3体まで配置するか、{1}アクションポイントを使う（R-E2）。</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The hint failed ({0}).</source>
        <extracomment>seconds the hint thinks over a card to play, with Expert&apos;s settings (the window&apos;s Hard takes 1 s, Expert 3 s; a player who asks can wait a little longer than Hard for a better answer) the thinking budget (tests set ``iterations`` and no clock, for speed and repeatability) the advice&apos;s steps (``Advice.steps``) the player has taken as advised: the hint stays on the table as a checklist, those steps ticked, until the plan is left or done the turn the last hint counted was for: asking again in the same turn is not a second hint (:meth:`_turn`)</extracomment>
        <translation>ヒントを出せませんでした（{0}）。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Joraku</source>
        <extracomment>the hot-seat curtain&apos;s hold on the computer players (WindowRegistry.hold)</extracomment>
        <translation>上洛</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>読み込む(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>最近のゲーム(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>戦績(&amp;T)…</translation>
    </message>
    <message>
        <source>Open &amp;replay…</source>
        <translation>リプレイを開く(&amp;P)…</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>このゲームをリプレイ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>記録を書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <extracomment>a preference the menus offer as exclusive choices (View → Animation speed, View → Language): its label and its checkable actions the slider&apos;s keyboard steps: the arrows move it by 5, Page Up/Down by 20 wide enough that the explanation wraps into two even lines in every language the menu preferences: a list per choice, a check box per switch (objectName as the action&apos;s)</extracomment>
        <translation>アニメーションの速さ(&amp;S)</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>ゲームの記録(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Read the game log</source>
        <translation>ゲームの記録を読む(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>設定(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules of Joraku</source>
        <translation>上洛のルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Joraku</source>
        <translation>上洛について(&amp;A)</translation>
    </message>
    <message>
        <source>Your record</source>
        <extracomment>every secondary window, one of each at a time; what holds the computer players Kachidoki and prestige scoring shown as beats of their own (R-KS, R-PR): made at the first scoring (:attr:`scoring`) &quot;What would the computer do?&quot;: asked here, thought off the GUI thread, drawn on the table records finished games (off, like the autosave, in a window that does not autosave) the table is behind the game: redrawn once when the controller has settled a decision the events of the action whose scoring is on screen (the table shows the map as scored) asks a yes/no question; tests replace it (QMessageBox.question blocks) Help → Learn to play: the lessons and the gate (the panel and marks: :attr:`lessons`) a failing autosave: the lasting warning, and the quit prompt that tells the truth load, save, save as and the recent games tables over the network (Game → Host a table… / Join a table…), made when first wanted the board&apos;s requests to the controller, and the refusals that come back the end of a game: the winner&apos;s banner on the table, then the results</extracomment>
        <translation>あなたの戦績</translation>
    </message>
    <message>
        <source>This game was added to your record (Game → Statistics…).</source>
        <translation>このゲームを戦績に追加しました（ゲーム → 戦績…）。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Abandon the game in progress? (It stays in the autosave until the new game&apos;s first move.)</source>
        <translation>進行中のゲームを中断しますか？（新しいゲームで最初の手を打つまでは自動保存に残ります。）</translation>
    </message>
    <message>
        <source>{0}: the file is not a Joraku save this version can read ({1}).</source>
        <translation>{0}：このバージョンで読み込める上洛のセーブファイルではありません（{1}）。</translation>
    </message>
    <message>
        <source>The save was recovered</source>
        <extracomment>the Game → Recent games menu (built again with the menus when the language changes) the seats and variants of the game in place, for Play again</extracomment>
        <translation>セーブファイルを復旧しました</translation>
    </message>
    <message>
        <source>Loaded {0}</source>
        <translation>{0}を読み込みました</translation>
    </message>
    <message>
        <source>Could not load the game</source>
        <translation>ゲームを読み込めませんでした</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>ゲームを読み込む</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>ゲームを保存できませんでした</translation>
    </message>
    <message>
        <source>That is the autosave file: it is overwritten after every move. Please choose another name.</source>
        <translation>これは自動保存用のファイルで、毎手ごとに上書きされます。別の名前を選んでください。</translation>
    </message>
    <message>
        <source>Saved to {0}</source>
        <translation>{0}に保存しました</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Open a game as a replay</source>
        <extracomment>the replay window&apos;s name in the window registry</extracomment>
        <translation>リプレイとしてゲームを開く</translation>
    </message>
    <message>
        <source>There is no game to replay.</source>
        <translation>リプレイするゲームがありません。</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>ここからプレイ</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>書き出すゲームがありません。</translation>
    </message>
    <message>
        <source>Could not export the log</source>
        <translation>記録を書き出せませんでした</translation>
    </message>
    <message>
        <source>System default ({0})</source>
        <translation>システムの既定（{0}）</translation>
    </message>
    <message>
        <source>The translation could not be loaded; English is used.</source>
        <translation>翻訳を読み込めませんでした。英語で表示します。</translation>
    </message>
    <message>
        <source>Joraku — {0}</source>
        <translation>上洛 — {0}</translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <extracomment>the sound cues the Settings dialog sets (:meth:`start_sound`, once the table is drawn)</extracomment>
        <translation>ゲームを開けませんでした</translation>
    </message>
    <message>
        <source>The save of this game is no longer there ({0}).</source>
        <translation>このゲームのセーブファイルが見つかりません（{0}）。</translation>
    </message>
    <message>
        <source>Play for {0}</source>
        <translation>{0}の軍で出す</translation>
    </message>
    <message>
        <source>Quit Joraku</source>
        <translation>上洛を終了</translation>
    </message>
    <message>
        <source>A game is in progress. Quit? It is autosaved: you can resume it next time.</source>
        <translation>ゲームが進行中です。終了しますか？&#x3000;自動保存されるので、次回再開できます。</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
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
        <source>red</source>
        <comment>suit</comment>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>suit</comment>
        <translation>青</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>suit</comment>
        <translation>黄</translation>
    </message>
    <message>
        <source>{0} Ninja</source>
        <comment>card: suit</comment>
        <translation>{0}の忍者</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>card: suit, number</comment>
        <translation>{0}の{1}</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <comment>area 0</comment>
        <translation>京都</translation>
    </message>
    <message>
        <source>Ōmi</source>
        <comment>area 1</comment>
        <translation>近江</translation>
    </message>
    <message>
        <source>Ise</source>
        <comment>area 2</comment>
        <translation>伊勢</translation>
    </message>
    <message>
        <source>Owari</source>
        <comment>area 3</comment>
        <translation>尾張</translation>
    </message>
    <message>
        <source>Mikawa</source>
        <comment>area 4</comment>
        <translation>三河</translation>
    </message>
    <message>
        <source>Tōtōmi</source>
        <comment>area 5</comment>
        <translation>遠江</translation>
    </message>
    <message>
        <source>Shinano</source>
        <comment>area 6</comment>
        <translation>信濃</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>area: number, name</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <source>{0}th</source>
        <translation>{0}位</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>瞬時</translation>
    </message>
    <message>
        <source>Recruit: pass cards</source>
        <translation>招集：カード渡し</translation>
    </message>
    <message>
        <source>Recruit: discard</source>
        <translation>招集：捨て札</translation>
    </message>
    <message>
        <source>Recruit: draft</source>
        <translation>招集：ドラフト</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Skirmishes</source>
        <translation>合戦</translation>
    </message>
    <message>
        <source>choose the cards to pass</source>
        <translation>渡すカードを選ぶ</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>カードを1枚捨てる</translation>
    </message>
    <message>
        <source>pick a card of the draft</source>
        <translation>ドラフトのカードを選ぶ</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>カードを出す</translation>
    </message>
    <message>
        <source>choose placement or action points</source>
        <translation>配置かアクションポイントかを選ぶ</translation>
    </message>
    <message>
        <source>place samurai or end the action</source>
        <translation>侍を配置するか、アクションを終える</translation>
    </message>
    <message>
        <source>spend action points or end the action</source>
        <translation>アクションポイントを使うか、アクションを終える</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>Plays any legal move at random: for trying out the rules.</source>
        <translation>合法な手をランダムに選びます。ルールを試すのに。</translation>
    </message>
    <message>
        <source>A casual player: looks at this round only, ignores its rivals and often plays a careless card.</source>
        <translation>気軽なプレイヤー。このラウンドだけを見て、ライバルを気にせず、よく不用意なカードを出します。</translation>
    </message>
    <message>
        <source>Weighs every card with its best placement or action plan, counting the cards already played. Answers at once.</source>
        <translation>すべてのカードを、最善の配置やアクションの計画とあわせて評価し、出たカードを数えます。すぐに答えます。</translation>
    </message>
    <message>
        <source>Searches: plays each good turn out against many guesses of the hidden cards. Thinks up to 1 second per card.</source>
        <translation>探索します。よい手それぞれを、伏せられたカードの多くの推測に対して最後まで打ってみます。1枚につき最大1秒考えます。</translation>
    </message>
    <message>
        <source>Hard&apos;s search with three times the thought: up to 3 seconds per card.</source>
        <translation>「むずかしい」と同じ探索を3倍の時間で。1枚につき最大3秒考えます。</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>{0}番席</translation>
    </message>
    <message>
        <source>CPU {0}</source>
        <comment>a computer seat&apos;s default name: short, it is shown under cards</comment>
        <translation>CPU{0}</translation>
    </message>
    <message>
        <source>a Ninja beats a 6 (R-K4b)</source>
        <translation>6が出たので忍者の勝ち（R-K4b）</translation>
    </message>
    <message>
        <source>highest number, played last among equals (R-K4c)</source>
        <translation>最大の数字。同じ数字なら後に出したほう（R-K4c）</translation>
    </message>
    <message>
        <source>highest number (R-K4a)</source>
        <translation>最大の数字（R-K4a）</translation>
    </message>
    <message>
        <source>{0} gains {1} RP in Kachidoki scoring ({2} in {3}).</source>
        <translation>{0}が勝鬨で{1}名声点を獲得した（{3}で{2}）。</translation>
    </message>
    <message>
        <source>{0} gains {1} RP for {2} place in {3}.</source>
        <translation>{0}が{3}で{2}となり、{1}名声点を獲得した。</translation>
    </message>
    <message>
        <source>{0} gains {1} bonus RP: 1st where the daimyo stands (R-V1).</source>
        <translation>{0}がボーナスとして{1}名声点を獲得した：自分の大名がいる地域で1位（R-V1）。</translation>
    </message>
    <message>
        <source>{0} gains {1} RP for reaching Kyoto (R-V4).</source>
        <translation>{0}が京都に到達し、{1}名声点を獲得した（R-V4）。</translation>
    </message>
    <message>
        <source>{0} gains {1} RP for following the led suit (R-V5).</source>
        <translation>{0}がリードと同じ色を出し、{1}名声点を獲得した（R-V5）。</translation>
    </message>
    <message>
        <source>{0}: nobody has influence there.</source>
        <translation>{0}：影響力を持つ者はいない。</translation>
    </message>
    <message>
        <source>{0} tied {1} (+{2})</source>
        <comment>army, shared place, RP</comment>
        <translation>{0} 同点{1}（+{2}）</translation>
    </message>
    <message>
        <source>{0} {1} (+{2})</source>
        <comment>army, place, RP</comment>
        <translation>{0} {1}（+{2}）</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <comment>area: rankings</comment>
        <translation>{0}：{1}。</translation>
    </message>
    <message>
        <source>{0} ends the action ({1} AP unspent).</source>
        <translation>{0}がアクションを終えた（{1}APは未使用）。</translation>
    </message>
    <message>
        <source>{0} ends the action.</source>
        <translation>{0}がアクションを終えた。</translation>
    </message>
    <message>
        <source>{0} takes back one step.</source>
        <translation>{0}が1手戻した。</translation>
    </message>
    <message>
        <source>{0} takes back {1} steps.</source>
        <translation>{0}が{1}手戻した。</translation>
    </message>
    <message>
        <source>{0} chooses placement.</source>
        <translation>{0}が配置を選んだ。</translation>
    </message>
    <message>
        <source>The game is over. {0} wins.</source>
        <translation>ゲーム終了。{0}の勝利。</translation>
    </message>
    <message>
        <source>Round {0} begins: the cards are shuffled and dealt.</source>
        <translation>第{0}ラウンド開始：カードがシャッフルされ、配られた。</translation>
    </message>
    <message>
        <source>The neutral army marches one area toward Kyoto (R-V8).</source>
        <translation>中立軍が京都へ向けて1地域進軍した（R-V8）。</translation>
    </message>
    <message>
        <source>{0} has made their choice.</source>
        <translation>{0}が選び終えた。</translation>
    </message>
    <message>
        <source>Everyone passes {0} cards to the left and takes the cards received.</source>
        <translation>全員がカードを{0}枚ずつ左隣へ渡し、受け取ったカードを手札に加えた。</translation>
    </message>
    <message>
        <source>The draft is over: each player holds 8 cards.</source>
        <translation>ドラフト終了：各プレイヤーの手札は8枚。</translation>
    </message>
    <message>
        <source>Skirmish phase of round {0}: {1} skirmishes.</source>
        <translation>第{0}ラウンドの合戦フェイズ：合戦は{1}回。</translation>
    </message>
    <message>
        <source>{0} plays the {1}.</source>
        <translation>{0}が{1}を出した。</translation>
    </message>
    <message>
        <source>{0} places a samurai in {1}.</source>
        <translation>{0}が{1}に侍を配置した。</translation>
    </message>
    <message>
        <source>{0} moves the daimyo from {1} to {2}.</source>
        <translation>{0}が大名を{1}から{2}へ移動した。</translation>
    </message>
    <message>
        <source>{0} moves a samurai from {1} to {2}.</source>
        <translation>{0}が侍を{1}から{2}へ移動した。</translation>
    </message>
    <message>
        <source>{0} removes a samurai of {1} from {2}.</source>
        <translation>{0}が{2}から{1}の侍を取り除いた。</translation>
    </message>
    <message>
        <source>{0} drives a neutral samurai from {1} to {2} (R-V8).</source>
        <translation>{0}が中立軍の侍を{1}から{2}へ移した（R-V8）。</translation>
    </message>
    <message>
        <source>{0} wins skirmish {1} with the {2} and takes the Kachidoki card: {3}.</source>
        <translation>{0}が{2}で合戦{1}に勝利し、勝鬨カードを得た。勝因：{3}。</translation>
    </message>
    <message>
        <source>Round {0} is over.</source>
        <translation>第{0}ラウンド終了。</translation>
    </message>
    <message>
        <source>Both best armies have {0} RP; {1} wins with the stronger other army ({2} against {3} RP) (R-V7).</source>
        <translation>両者の最上位の軍はともに{0}名声点。もう一方の軍の名声点が多い{1}の勝利（{2}対{3}）（R-V7）。</translation>
    </message>
    <message>
        <source>Both armies of each player tie ({0} and {1} RP); {2} wins holding the Kachidoki card (R-V7).</source>
        <translation>両者とも両軍が同点（{0}と{1}名声点）。勝鬨カードを持つ{2}の勝利（R-V7）。</translation>
    </message>
    <message>
        <source>{0} and {1} tie on {2} RP; the higher daimyo card ({3} against {4}) decides (R-G2).</source>
        <translation>{0}と{1}が{2}名声点で同点。大名カードの大きいほうが勝つ（{3}対{4}）（R-G2）。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <source>That move is not well formed (its {0} is out of range).</source>
        <translation>その手は不正な形式です（{0}が範囲外）。</translation>
    </message>
    <message>
        <source>Not now: {0} must {1}.</source>
        <translation>今はできません：{0}が{1}番です。</translation>
    </message>
    <message>
        <source>{0} does not hold the {1}.</source>
        <translation>{0}は{1}を持っていません。</translation>
    </message>
    <message>
        <source>You must follow the led suit ({0}) while you hold a card of it (R-K2).</source>
        <translation>リードの色（{0}）のカードを持っている間は、その色を出さなければなりません（R-K2）。</translation>
    </message>
    <message>
        <source>That army does not play in this skirmish: play for your other army (R-V7).</source>
        <translation>その軍はこの合戦ではプレイしません。もう一方の軍で出してください（R-V7）。</translation>
    </message>
    <message>
        <source>You have no samurai left in your supply (R-E3).</source>
        <translation>ストックに侍が残っていません（R-E3）。</translation>
    </message>
    <message>
        <source>You may place at most {0} samurai with one card (R-E1).</source>
        <translation>1枚のカードで配置できる侍は{0}体までです（R-E1）。</translation>
    </message>
    <message>
        <source>A {0} places samurai only in area {0} (R-E2).</source>
        <translation>{0}のカードで配置できるのは地域{0}だけです（R-E2）。</translation>
    </message>
    <message>
        <source>That costs {0} AP and you have {1} left (R-E2).</source>
        <translation>それには{0}AP必要ですが、残りは{1}APです（R-E2）。</translation>
    </message>
    <message>
        <source>{0} and {1} are not adjacent areas (R-C7).</source>
        <translation>{0}と{1}は隣接していません（R-C7）。</translation>
    </message>
    <message>
        <source>Your daimyo is not in {0}.</source>
        <translation>あなたの大名は{0}にいません。</translation>
    </message>
    <message>
        <source>You have no samurai in {0}.</source>
        <translation>{0}にあなたの侍はいません。</translation>
    </message>
    <message>
        <source>You never remove your own samurai (R-E2).</source>
        <translation>自分の侍は取り除けません（R-E2）。</translation>
    </message>
    <message>
        <source>You may remove an enemy samurai only where your daimyo stands (R-E2).</source>
        <translation>敵の侍を取り除けるのは、自分の大名がいる地域だけです（R-E2）。</translation>
    </message>
    <message>
        <source>A neutral samurai must go to another area, not behind the neutral daimyo (R-V8).</source>
        <translation>中立軍の侍は別の地域へ移さなければならず、中立軍の大名より後ろへは移せません（R-V8）。</translation>
    </message>
    <message>
        <source>That is not a choice from the cards of {0} (R-P2).</source>
        <translation>{0}のカードから選んだものではありません（R-P2）。</translation>
    </message>
    <message>
        <source>Nothing to take back: no samurai was placed or moved since the card was played.</source>
        <translation>取り消せるものはありません：カードを出してから侍を配置も移動もしていません。</translation>
    </message>
    <message>
        <source>First choose Placement (P) or Action points (A) for the card you played (R-E2); your next card waits for the next skirmish.</source>
        <translation>まず、出したカードで「配置 (P)」か「アクションポイント (A)」かを選んでください（R-E2）。次のカードは次の合戦で出します。</translation>
    </message>
    <message>
        <source>Your supply is empty: you have no samurai left to place. Samurai come back to it only when they are removed from the map (R-E3).</source>
        <translation>ストックが空です。置ける侍は残っていません。侍は盤上から取り除かれたときにだけストックに戻ります（R-E3）。</translation>
    </message>
    <message>
        <source>No samurai there: drag one of the samurai left in your supply.</source>
        <translation>そこに侍はいません。ストックに残っている侍をドラッグしてください。</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>プレイヤー{0}</translation>
    </message>
    <message>
        <source>Recruit phase of round {0}</source>
        <translation>第{0}ラウンド&#x3000;招集フェイズ</translation>
    </message>
    <message>
        <source>Skirmish phase of round {0}</source>
        <translation>第{0}ラウンド&#x3000;合戦フェイズ</translation>
    </message>
    <message>
        <source>Prestige phase of round {0}</source>
        <translation>第{0}ラウンド&#x3000;名声フェイズ</translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation>合戦 {0}/{1}</translation>
    </message>
    <message>
        <source>Draft pick {0}: each player puts a card aside and swaps the rest (R-V7).</source>
        <translation>ドラフト{0}巡目：各プレイヤーが1枚を伏せて取り置き、残りを交換した（R-V7）。</translation>
    </message>
    <message>
        <source>Each player discards a card face down (R-V8).</source>
        <translation>各プレイヤーがカードを1枚伏せて捨てた（R-V8）。</translation>
    </message>
    <message>
        <source>2 players ({0}), variant cards {1}</source>
        <translation>2人（{0}）、拡張ルール：{1}</translation>
    </message>
    <message>
        <source>2 players ({0}), no variant cards</source>
        <translation>2人（{0}）、拡張ルールなし</translation>
    </message>
    <message>
        <source>{0} players, variant cards {1}</source>
        <translation>{0}人、拡張ルール：{1}</translation>
    </message>
    <message>
        <source>{0} players, no variant cards</source>
        <translation>{0}人、拡張ルールなし</translation>
    </message>
    <message>
        <source>Game resumed: {0}. {1}.</source>
        <translation>ゲーム再開：{0}。{1}。</translation>
    </message>
    <message>
        <source>New game: {0}. {1}.</source>
        <translation>新しいゲーム：{0}。{1}。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>player (army colours)</comment>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>Your record of finished games held things Joraku did not put there (a trigger, a view or a table of another program); it was set aside as {0} and a new record was started.</source>
        <translation>戦績の記録に上洛が作っていないもの（他のプログラムのビューやテーブルなど）が含まれていたため、{0}として退避し、新しい記録を始めました。</translation>
    </message>
    <message>
        <source>Your record of finished games was a link to another place, which Joraku does not follow; the link was set aside as {0} and a new record was started.</source>
        <translation>戦績の記録が別の場所へのリンクになっていました。上洛はリンクをたどらないため、リンクを{0}として退避し、新しい記録を始めました。</translation>
    </message>
    <message>
        <source>Reading your record of finished games took longer than {0} seconds and was stopped; nothing was changed.</source>
        <translation>戦績の記録の読み込みに時間がかかりすぎたため（上限 {0} s）中止しました。何も変更していません。</translation>
    </message>
    <message>
        <source>This game could not be added to your record yet ({0}). It is kept, and added as soon as the record can be written again.</source>
        <translation>このゲームはまだ戦績に追加できていません（{0}）。ゲームは保持しており、記録に書き込めるようになりしだい追加します。</translation>
    </message>
    <message>
        <source>Blue (you)</source>
        <translation>青（あなた）</translation>
    </message>
    <message>
        <source>Welcome to Joraku</source>
        <translation>上洛へようこそ</translation>
    </message>
    <message>
        <source>You command the blue army: a daimyo (the big token) and 10 samurai. The map is a line of seven areas, from 6 Shinano on the right to Kyoto on the left.

Over 3 rounds you play cards to put samurai on the map, move them and win skirmishes. Each round every area pays its prestige, in reputation points (RP), to the armies with the most influence there: a daimyo counts 2, a samurai 1. Most RP after round 3 wins.

Akane (red), Kiyo (yellow) and Midori (green) play with you. Press Next to begin.</source>
        <translation>あなたは青の軍を率います。大名（大きな駒）1人と侍10体です。地図は7つの地域が一列に並び、右端が6 信濃、左端が京都です。

3ラウンドにわたってカードを出し、侍を地図に置き、動かし、合戦に勝ちます。ラウンドごとに、各地域はその地域の名声を、影響力の大きい軍に名声点として与えます。影響力は大名が2、侍が1です。第3ラウンドの後、名声点が最も多いプレイヤーの勝ちです。

対戦相手はAkane（赤）、Kiyo（黄）、Midori（緑）です。「次へ」を押して始めましょう。</translation>
    </message>
    <message>
        <source>The pass (R-P2)</source>
        <translation>カードを渡す（R-P2）</translation>
    </message>
    <message>
        <source>Each round begins with a new hand: 5 cards each with 4 players (6 with 3); the card left over is set aside unseen (R-P1). Everyone chooses 2 cards and passes them, face down, to the player on the left, all at the same time.

Pass away what you need least: click the yellow 1 and the red 2 (they rise), then press Pass these cards.</source>
        <translation>各ラウンドの初めに新しい手札が配られます。4人なら1人5枚（3人なら6枚）で、残ったカードは見ずに除けておきます（R-P1）。全員が同時に2枚を選び、裏向きで左隣に渡します。

いちばん要らないカードを渡しましょう。黄の1と赤の2をクリックし（カードが上がります）、「このカードを渡す」を押してください。</translation>
    </message>
    <message>
        <source>Your 2 cards went to Akane on your left, and Midori on your right passed you the yellow Ninja and the red 1. You know where the cards you passed are: the panel What you know keeps count of them (R-P3).</source>
        <translation>あなたの2枚は左隣のAkaneへ渡り、右隣のMidoriからは黄の忍者と赤の1を受け取りました。渡したカードの行方はわかっています。「あなたが知っていること」パネルに記録されます（R-P3）。</translation>
    </message>
    <message>
        <source>Leading a skirmish (R-K1, R-K2)</source>
        <translation>合戦のリード（R-K1、R-K2）</translation>
    </message>
    <message>
        <source>The round is now a series of skirmishes, one for each card in hand: everyone plays one card, starting with the holder of the Kachidoki card (勝鬨). At the start of the game it goes to the highest daimyo card (R-S3) — your 6.

The first card fixes the suit of the skirmish. Lead the blue 5: drag it from your hand onto the skirmish.</source>
        <translation>ここからは手札の枚数だけ合戦が続きます。合戦では勝鬨カードを持つプレイヤーから順に、全員が1枚ずつ出します。ゲーム開始時は、大名カードの数字が最も大きいプレイヤーが持ちます（R-S3）。今回は6のあなたです。

最初のカードが合戦の色を決めます。青の5をリードしましょう。手札から合戦の場へドラッグしてください。</translation>
    </message>
    <message>
        <source>Blue is the suit of this skirmish: everyone after you must play a blue card if they have one. Only a player without blue may play any card (R-K2).</source>
        <translation>この合戦の色は青です。後に続くプレイヤーは、青を持っていれば必ず青を出します。青を持っていないプレイヤーだけが好きなカードを出せます（R-K2）。</translation>
    </message>
    <message>
        <source>Placement or action points (R-E2)</source>
        <translation>配置かアクションポイントか（R-E2）</translation>
    </message>
    <message>
        <source>Akane and Midori followed blue; Kiyo had no blue card and played the yellow 3. The highest number wins whatever its suit (R-K4a): your 5 won the skirmish. You keep the Kachidoki card, lead the next skirmish, and scored 3 RP at once — the next step says why.</source>
        <translation>AkaneとMidoriは青を出し、青のないKiyoは黄の3を出しました。色に関係なく最も大きい数字が勝つので（R-K4a）、あなたの5の勝ちです。勝鬨カードはあなたに残り、次の合戦もあなたがリードします。さらにすぐ3名声点を得ました。その理由は次のステップで。</translation>
    </message>
    <message>
        <source>Kachidoki scoring (R-KS)</source>
        <translation>勝鬨の得点計算（R-KS）</translation>
    </message>
    <message>
        <source>Whoever wins a skirmish takes the Kachidoki card, and one area scores at once: the area where the winner&apos;s daimyo stands — not where the card placed samurai.

The armies with influence there are ranked: 1st gets 3 RP, 2nd 2 RP, 3rd 1 RP. Your daimyo stands alone in 6 Shinano, so you were 1st there: 3 RP.

A daimyo in a crowded area can score little even for the winner, so where it stands matters. The next card moves it.</source>
        <translation>合戦の勝者は勝鬨カードを受け取り、すぐに1つの地域で得点計算をします。勝者の大名がいる地域で、カードで侍を置いた地域ではありません。

その地域に影響力を持つ軍に順位をつけ、1位は3名声点、2位は2名声点、3位は1名声点を得ます。あなたの大名は6 信濃に1人だけなので1位、3名声点です。

混み合った地域に大名がいると、勝っても得点は少なくなります。大名のいる場所が大切です。次のカードで大名を動かします。</translation>
    </message>
    <message>
        <source>Action points: move your daimyo</source>
        <translation>APで大名を動かす</translation>
    </message>
    <message>
        <source>Lead the red 4 (drag it onto the skirmish) and press Action points: you get 4 AP to spend now. Moving your daimyo to an adjacent area costs 2 AP; moving a samurai costs 1 AP.

Then drag your daimyo from 6 Shinano to 5 Tōtōmi, where your samurai are.</source>
        <translation>赤の4をリードし（合戦の場へドラッグ）、「アクションポイント」を押してください。すぐに使える4APを得ます。大名を隣接する地域へ動かすには2AP、侍なら1APかかります。

次に、大名を6 信濃から侍のいる5 遠江へドラッグしてください。</translation>
    </message>
    <message>
        <source>Your daimyo stands in Tōtōmi now, with your 2 samurai: 4 influence there. 2 AP are left.</source>
        <translation>大名が侍2体のいる遠江に入り、遠江での影響力は4になりました。残りは2APです。</translation>
    </message>
    <message>
        <source>Action points: remove a samurai</source>
        <translation>APで侍を取り除く</translation>
    </message>
    <message>
        <source>For 1 AP you may remove an opponent&apos;s samurai from the area where your daimyo stands at that moment; it goes back to its owner&apos;s supply. Never your own.

Click each of Akane&apos;s 2 red samurai in Tōtōmi, then press Done (unspent AP are lost).</source>
        <translation>1APで、その時点で自分の大名がいる地域から、相手の侍を1体取り除けます。取り除いた侍は持ち主のストックに戻ります。自分の侍は取り除けません。

遠江にいるAkaneの赤の侍2体をそれぞれクリックし、「完了」を押してください（使わなかったAPは失われます）。</translation>
    </message>
    <message>
        <source>Akane played the red 6 and Midori, out of red, the blue 6. Two equal highest cards: the one played last wins (R-K4c), so Midori took the Kachidoki card. Her daimyo is in Tōtōmi, where your 4 influence beat her 2: you scored 3 RP and she 2 — the winner is not always the one who scores most.</source>
        <translation>Akaneは赤の6を、赤のないMidoriは青の6を出しました。最も大きい数字が並んだときは後に出したカードの勝ち（R-K4c）なので、勝鬨カードはMidoriへ。Midoriの大名は遠江にいて、影響力はあなたの4に対しMidoriは2。あなたが3名声点、Midoriが2名声点です。合戦の勝者が最も得点するとは限りません。</translation>
    </message>
    <message>
        <source>The Ninja beats a 6 (R-K4b, R-E1)</source>
        <translation>忍者は6に勝つ（R-K4b、R-E1）</translation>
    </message>
    <message>
        <source>Midori leads the yellow 6. A Ninja counts 0 — unless a 6 is played in the same skirmish: then the Ninja wins.

Play your yellow Ninja (it follows yellow). A Ninja places up to 3 samurai in any areas, Kyoto included: drag one samurai onto Kyoto and one onto 5 Tōtōmi, then press Done.</source>
        <translation>Midoriが黄の6をリードしました。忍者は0と数えますが、同じ合戦で6が出されていれば忍者が勝ちます。

黄の忍者を出してください（リードと同じ黄です）。忍者は京都を含む好きな地域に侍を3体まで配置できます。侍を京都と5 遠江に1体ずつドラッグし、「完了」を押してください。</translation>
    </message>
    <message>
        <source>A 6 was played, so your Ninja won the skirmish (R-K4b). Kachidoki scoring in Tōtōmi, where your daimyo stands: 5 influence against Midori&apos;s 2, 3 RP for you and 2 for her.</source>
        <translation>6が出されたので、あなたの忍者が合戦に勝ちました（R-K4b）。勝鬨の得点計算は大名のいる遠江で行います。影響力はあなた5、Midori 2で、あなたが3名声点、Midoriが2名声点です。</translation>
    </message>
    <message>
        <source>The end of the round: prestige (R-PR)</source>
        <translation>ラウンドの終わり：名声（R-PR）</translation>
    </message>
    <message>
        <source>Two skirmishes are left. Play them out: lead the blue 1 and place 1 samurai in Ōmi; in the last skirmish play the red 1 the same way. Each step is lit on the table.

When the hands are empty, every area scores in turn, from 6 Shinano to Kyoto, by its chart for this round (R-PR1, R-PR2).</source>
        <translation>合戦は残り2回です。最後まで進めましょう。青の1をリードして近江に侍を1体配置し、最後の合戦では赤の1で同じようにします。操作する場所は盤面で強調して示されます。

手札がなくなると、6 信濃から京都まで順に、各地域がこのラウンドの得点表で得点計算をします（R-PR1、R-PR2）。</translation>
    </message>
    <message>
        <source>Round 1 pays most on the right: Shinano 7/4/2, Tōtōmi 6/3/2, Mikawa 5/3/2, while Ōmi and Kyoto pay nothing yet. Your 5 influence made you 1st in Tōtōmi: 6 RP. Midori, 1st in Shinano, took 7. Tied armies share the lower rank (R-T1).</source>
        <translation>第1ラウンドは右側ほど高得点です。信濃7/4/2、遠江6/3/2、三河5/3/2。近江と京都はまだ0点です。あなたは影響力5で遠江の1位となり6名声点。信濃で1位のMidoriは7名声点。同点の軍は、ともに下の順位になります（R-T1）。</translation>
    </message>
    <message>
        <source>Reading the table (R-C8, R-PR4)</source>
        <translation>盤面の読み方（R-C8、R-PR4）</translation>
    </message>
    <message>
        <source>The march toward Kyoto (R-R2, R-PR4)</source>
        <translation>京都への進軍（R-R2、R-PR4）</translation>
    </message>
    <message>
        <source>Midori passed you the red 2 and the blue Ninja. Kiyo won the last skirmish of round 1, so she holds the Kachidoki card and leads.</source>
        <translation>Midoriから赤の2と青の忍者が渡されました。第1ラウンド最後の合戦に勝ったKiyoが勝鬨カードを持ち、リードします。</translation>
    </message>
    <message>
        <source>Ask for a hint (H)</source>
        <translation>ヒントを見る（H）</translation>
    </message>
    <message>
        <source>Kiyo leads the yellow 4 and Midori follows with the yellow 5: your turn.

Whenever you are unsure, press H (or the Hint button): a computer player looks at what you can see and shows what it would do, with arrows and ghost pieces on the table and its reasons in numbers. Press H now.</source>
        <translation>Kiyoが黄の4をリードし、Midoriが黄の5で続きました。あなたの番です。

分からないときはH（または「ヒント」ボタン）を押してください。コンピューターがあなたに見えている情報だけから自分ならどうするかを考え、盤面に矢印と薄い色の駒で示し、理由も数字で表します。今、Hを押してください。</translation>
    </message>
    <message>
        <source>A hint is advice: you decide. H again or Esc takes it away, and every game offers it. Press Next: the lesson shows what to do with the yellow 3.</source>
        <translation>ヒントはアドバイスにすぎず、決めるのはあなたです。もう一度HかEscで消えます。ヒントはどのゲームでも使えます。「次へ」を押すと、黄の3をどう使うかをレッスンが示します。</translation>
    </message>
    <message>
        <source>Action points: move samurai</source>
        <translation>APで侍を動かす</translation>
    </message>
    <message>
        <source>Your only yellow card is the 3, so you must play it (R-K2). Take its 3 AP: moving one of your samurai to an adjacent area costs 1 AP, and the same samurai may move again.

Round 2 pays more to the west. Drag the yellow 3 onto the skirmish and press Action points; drag 2 samurai from 5 Tōtōmi onto 4 Mikawa, then one of them on to 3 Owari, and press Done.</source>
        <translation>黄のカードは3しかないので、これを出さなければなりません（R-K2）。今回は3APを選びます。侍を隣接する地域へ1つ動かすには1AP。同じ侍をさらに動かしてもかまいません。

第2ラウンドは西の地域ほど得点が高くなります。黄の3を合戦の場へドラッグし、「アクションポイント」を押してください。侍2体を5 遠江から4 三河へドラッグし、そのうち1体をさらに3 尾張へ動かして、「完了」を押してください。</translation>
    </message>
    <message>
        <source>Akane, out of yellow, placed 2 samurai in Mikawa with her red 4. Midori&apos;s 5 was the highest card (R-K4a). Kachidoki scoring in Tōtōmi, where her daimyo stands: Midori 1st, you 2nd with your daimyo and one samurai (2 RP), Kiyo 3rd.</source>
        <translation>黄のないAkaneは赤の4で三河に侍を2体配置しました。最も大きい数字はMidoriの5です（R-K4a）。Midoriの大名がいる遠江で勝鬨の得点計算：Midoriが1位、大名と侍1体のあなたが2位（2名声点）、Kiyoが3位です。</translation>
    </message>
    <message>
        <source>Every action in a list (K)</source>
        <translation>すべての行動を一覧から（K）</translation>
    </message>
    <message>
        <source>Midori leads the yellow 6. You have no yellow card left, so you may play any card, and since a 6 was played, a Ninja would win (R-K4b).

Every decision can also be made from a list: press K (or All actions) to see every action you may take now, and choose the blue Ninja in it.</source>
        <translation>Midoriが黄の6をリードしました。あなたにはもう黄のカードがないので、どのカードでも出せます。6が出ているので、忍者なら勝てます（R-K4b）。

どの決定も一覧から選べます。K（または「すべての行動」）を押して今できるすべての行動を表示し、その中から青の忍者を選んでください。</translation>
    </message>
    <message>
        <source>The list holds exactly what the table allows; choosing from it is the same as the gesture. From here on the game is yours: press Next.</source>
        <translation>一覧には盤面で許されることだけが並び、一覧から選ぶのはドラッグなどの操作と同じです。ここからはあなたのゲームです。「次へ」を押してください。</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>あなたのゲーム</translation>
    </message>
    <message>
        <source>Round 3&apos;s prestige phase is scored and the game is over: most RP wins (R-G1). Players level on RP are ranked by their daimyo cards, the higher first (R-G2); no two are alike, so there is always one winner.

The Results window shows the ranking and where everyone&apos;s RP came from, round by round. Game → Results (Ctrl+R) opens it again.

That is all of Joraku. The rules help (F1) has every detail and the variant cards. Press Finish to set up your own game: your opponents and how well they play.</source>
        <translation>第3ラウンドの名声フェイズの得点計算が済み、ゲームは終わりました。名声点が最も多いプレイヤーの勝ちです（R-G1）。名声点が同じなら大名カードの数字が大きいほうが上位です（R-G2）。同じ数字はないので、勝者は必ず1人です。

結果のウィンドウには順位と、各プレイヤーの名声点をどこで得たかがラウンドごとに表示されます。「ゲーム → 結果」（Ctrl+R）でもう一度開けます。

上洛のルールは以上です。細かいルールと拡張ルールカードは「上洛のルール」（F1）にあります。「終わる」を押して、自分のゲームを用意しましょう。相手と強さを選べます。</translation>
    </message>
    <message>
        <source>Press Next (or Enter) to go on.</source>
        <translation>「次へ」（またはEnter）を押して先へ進みましょう。</translation>
    </message>
    <message>
        <source>Close the Results (Esc), then press Finish (or Enter) to play a game of your own.</source>
        <translation>結果を閉じて（Esc）、「終わる」（またはEnter）を押すと、自分のゲームを始められます。</translation>
    </message>
    <message>
        <source>←/→ to each card and Enter to pick it; Enter again passes them.</source>
        <translation>←/→で各カードへ移り、Enterで選びます。もう一度Enterで渡します。</translation>
    </message>
    <message>
        <source>←/→ to the {0}, then Enter.</source>
        <translation>←/→で{0}へ移り、Enter。</translation>
    </message>
    <message>
        <source>P (or Enter).</source>
        <translation>P（またはEnter）。</translation>
    </message>
    <message>
        <source>A (or Enter).</source>
        <translation>A（またはEnter）。</translation>
    </message>
    <message>
        <source>D (or Enter).</source>
        <translation>D（またはEnter）。</translation>
    </message>
    <message>
        <source>Keys: {0}</source>
        <comment>the keyboard&apos;s way to do what the line above says</comment>
        <translation>キー：{0}</translation>
    </message>
    <message>
        <source>Enter finds it and reads out what it shows.</source>
        <translation>Enterで見つけ、その内容を表示します。</translation>
    </message>
    <message>
        <source>New to Joraku? Learn to play in a guided game, from the first card to the final scoring.</source>
        <translation>上洛は初めてですか？ 最初のカードから最後の得点計算まで、案内付きのゲームで遊び方を身につけましょう。</translation>
    </message>
    <message>
        <source>The end of the game (R-G1, R-G2)</source>
        <translation>ゲームの終わり（R-G1、R-G2）</translation>
    </message>
    <message>
        <source>To keep the lessons short, this game starts from a set position: a few of your opponents&apos; samurai already stand on the map. A game of your own starts with every samurai in its supply and only the daimyos on the map (R-S1, R-S4).</source>
        <translation>レッスンを短くするため、このゲームは用意された局面から始まります。相手の侍がすでに何体か地図上にいます。自分のゲームでは、侍はすべてストックにあり、地図上には大名だけがいる状態で始まります（R-S1、R-S4）。</translation>
    </message>
    <message>
        <source>“The player on the left” is the next player in turn order (R-S7): on screen, the panel just right of yours — Akane. You receive from the player before you, Midori.</source>
        <translation>「左隣のプレイヤー」とは手番順で次のプレイヤーのことです（R-S7）。画面上では、あなたのパネルのすぐ右のパネル――Akane です。あなたは手番順で前のプレイヤー、Midori から受け取ります。</translation>
    </message>
    <message>
        <source>Press Placement, drag 2 samurai from your supply onto 5 Tōtōmi, then press Done.</source>
        <translation>「配置」を押し、ストックから侍2体を5 遠江へドラッグして、「完了」を押してください。</translation>
    </message>
    <message>
        <source>A card acts as soon as it is played (R-K3). A numbered card gives you the choice: Placement puts up to 3 samurai from your supply in the area with the card&apos;s number; Action points give you as many points as the number, to move and remove.</source>
        <translation>カードは出した直後に効果を発揮します（R-K3）。数字のカードでは次のどちらかを選びます。「配置」：ストックから侍を3体まで、カードの数字の地域に置く。「アクションポイント」：数字と同じポイントを得て、駒の移動や除去に使う。</translation>
    </message>
    <message>
        <source>Your supply is all the samurai you will ever have: 10 (R-S1). A samurai placed leaves it, and comes back only when it is removed from the map (R-E2); with an empty supply, Placement places nothing (R-E3).</source>
        <translation>ストックの侍が、あなたが持てる侍のすべてです：10体（R-S1）。置いた侍はストックを離れ、地図から取り除かれたときにだけ戻ってきます（R-E2）。ストックが空なら、「配置」では何も置けません（R-E3）。</translation>
    </message>
    <message>
        <source>Armies level on influence share the lowest rank their tie covers: two tied for 1st are both 2nd and score 2 RP, and nobody is 1st (R-KS3, R-T1).</source>
        <translation>影響力が同じ軍は、同点が及ぶ中で最も低い順位になります。1位で同点の2軍はどちらも2位で2名声点を得て、1位は誰もいません（R-KS3、R-T1）。</translation>
    </message>
    <message>
        <source>Any Ninja beats a 6, whatever its colour: a player with no card of the led suit may play a Ninja of another suit, and it still wins (R-K2, R-K4b).</source>
        <translation>忍者はどの色でも6に勝ちます。最初に出されたスートのカードがないプレイヤーは、別のスートの忍者を出しても、やはり勝ちます（R-K2、R-K4b）。</translation>
    </message>
    <message>
        <source>Click each of them as the lit line asks. Pointing at a box or a row shows its tooltip.</source>
        <translation>強調された行の指示どおりに、それぞれをクリックしてください。枠や行にポインターを合わせると、くわしい内容が出ます。</translation>
    </message>
    <message>
        <source>Under the tokens of each area, a box for each army shows its influence there: daimyo 2, each samurai 1 (R-C8). ★ marks the most influence in the area: that army would be 1st if the area were scored now. A dotted box is an army with nothing there.</source>
        <translation>各地域の駒の下には、軍ごとにその地域での影響力を示す枠があります。大名は2、侍は1体につき1です（R-C8）。★はその地域で最も大きい影響力の印で、今この地域を得点計算すればその軍が1位です。点線の枠は、その軍がそこに何も置いていないことを示します。</translation>
    </message>
    <message>
        <source>The strip R1 shows what each army scored in the area in round 1&apos;s prestige phase: B+6 is blue with 6 RP. It stays until the next skirmish begins.</source>
        <translation>「第1R」の帯は、第1ラウンドの名声フェイズでその地域で各軍が得た点です。B+6は青が6名声点。次の合戦が始まるまで残ります。</translation>
    </message>
    <message>
        <source>Below it, the area&apos;s prestige chart: a row for each round, RP for 1st / 2nd / 3rd, and this round&apos;s row lit. A row marked ≈ (in italics) is the game&apos;s best estimate: the rules give the charts of areas 4 to 6 only, and the others are filled in to match them (R-PR4).</source>
        <translation>その下は地域の名声表です。ラウンドごとに1行、1位／2位／3位の名声点が並び、今のラウンドの行が強調されています。≈ の付いた行（斜体）はゲームによる推定です。ルールには地域4〜6の表しかなく、ほかの行はそれに合わせて補っています（R-PR4）。</translation>
    </message>
    <message>
        <source>First the pass again (R-P2): click the red 3 and the blue 3, then press Pass these cards.</source>
        <translation>まずはもう一度カードを渡します（R-P2）。赤の3と青の3をクリックし、「このカードを渡す」を押してください。</translation>
    </message>
    <message>
        <source>Round 2 begins with new cards, but the map stays as it is: every token stays where it stands (R-R2), and the last skirmish&apos;s winner keeps the Kachidoki card and leads (R-R3).</source>
        <translation>第2ラウンドは新しいカードで始まりますが、地図はそのままです。駒はすべて今の場所に残り（R-R2）、最後の合戦の勝者が勝鬨カードを持ったままリードします（R-R3）。</translation>
    </message>
    <message>
        <source>The lit chart row is round 2&apos;s now: Shinano pays nothing any more, Owari pays most (5/3/2), and in round 3 Kyoto (7/4/2) and Ōmi (6/3/2) pay most. So the armies move toward Kyoto over the game: put samurai where the next rounds will pay, and walk your daimyo west.</source>
        <translation>強調されているのは第2ラウンドの行です。信濃はもう得点にならず、尾張が最も高く（5/3/2）、第3ラウンドでは京都（7/4/2）と近江（6/3/2）が最も高くなります。つまり、ゲームが進むにつれて軍は京都へ向かいます。次のラウンドで得点の高い地域に侍を置き、大名を西へ進めましょう。</translation>
    </message>
    <message>
        <source>Play the rest of the game yourself: the last skirmishes of round 2, then round 3. Akane, Kiyo and Midori now choose for themselves. Your Ninja places first: up to 3 samurai in any areas.

Round 3 pays most near Kyoto. H shows a hint and K every action; Undo (Ctrl+Z) takes back your last decision while no computer has acted since. After round 3&apos;s prestige phase the game ends (R-G1).</source>
        <translation>残りは自分で遊びましょう。第2ラウンドの残りの合戦、そして第3ラウンドです。Akane、Kiyo、Midoriもここからは自分で考えて打ちます。まずは忍者の配置から：好きな地域に侍を3体まで置けます。

第3ラウンドは京都に近いほど得点が高くなります。Hでヒント、Kですべての行動。取り消し（Ctrl+Z）で、コンピューターがまだ動いていなければ直前の決定を戻せます。第3ラウンドの名声フェイズでゲームは終わります（R-G1）。</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>ステップ {0}/{1}</translation>
    </message>
    <message>
        <source>Watch: the others play their turns.</source>
        <translation>見ていてください：ほかのプレイヤーの手番です。</translation>
    </message>
    <message>
        <source>Watch the scoring: click the table or press Space to hurry it on.</source>
        <translation>得点計算を見ましょう。盤面をクリックするかSpaceキーで先へ進めます。</translation>
    </message>
    <message>
        <source>←/→ to “{0}” on the map, then Enter (or K, then Enter).</source>
        <translation>←/→で地図上の「{0}」へ移り、Enter（またはKを押し、Enter）。</translation>
    </message>
    <message>
        <source>Press H (or the Hint button).</source>
        <translation>H（または「ヒント」ボタン）を押してください。</translation>
    </message>
    <message>
        <source>Press K (or All actions).</source>
        <translation>K（または「すべての行動」）を押してください。</translation>
    </message>
    <message>
        <source>Choose the {0} in the list (Enter), or drag it onto the skirmish.</source>
        <translation>一覧で{0}を選んでください（Enter）。合戦の場へドラッグしてもかまいません。</translation>
    </message>
    <message>
        <source>Click your ★ box in {0}.</source>
        <translation>{0}にある自分の★の枠をクリックしてください。</translation>
    </message>
    <message>
        <source>R{0}</source>
        <comment>the label of a round&apos;s prestige results on an area</comment>
        <translation>第{0}R</translation>
    </message>
    <message>
        <source>Click the {0} strip in {1}.</source>
        <translation>{1}の「{0}」の帯をクリックしてください。</translation>
    </message>
    <message>
        <source>Click an italic ≈ row of the chart in {0}.</source>
        <translation>{0}の得点表で、斜体で≈の付いた行をクリックしてください。</translation>
    </message>
    <message>
        <source>Your turn: play as you think best. H shows a hint, K every action.</source>
        <translation>あなたの番です。考えたとおりに打ってください。Hでヒント、Kですべての行動。</translation>
    </message>
    <message>
        <source>Not in this lesson. {0}</source>
        <translation>このレッスンではできません。{0}</translation>
    </message>
    <message>
        <source>Not now: this step is done. Press Next to go on.</source>
        <translation>今はできません。このステップは終わりました。「次へ」を押して進んでください。</translation>
    </message>
    <message>
        <source>The lesson does not take moves back: press Restart step to begin it again.</source>
        <translation>レッスンでは手を戻せません。「やり直す」を押すと、このステップを最初から始めます。</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>終わる</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Restart step</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>チュートリアルをやめる</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>チュートリアル(&amp;L)</translation>
    </message>
    <message>
        <source>Joraku — Learn to play</source>
        <translation>上洛 — チュートリアル</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>チュートリアル</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <source>You left the tutorial. Help → Learn to play starts it again.</source>
        <translation>チュートリアルをやめました。「ヘルプ」メニューの「チュートリアル」でもう一度始められます。</translation>
    </message>
    <message>
        <source>Click the {0} and the {1}, then press Pass these cards.</source>
        <translation>{0}と{1}をクリックし、「このカードを渡す」を押してください。</translation>
    </message>
    <message>
        <source>Drag the {0} onto the skirmish.</source>
        <translation>{0}を合戦の場へドラッグしてください。</translation>
    </message>
    <message>
        <source>Press Placement.</source>
        <translation>「配置」を押してください。</translation>
    </message>
    <message>
        <source>Press Action points ({0} AP).</source>
        <translation>「アクションポイント」を押してください（{0}AP）。</translation>
    </message>
    <message>
        <source>Press Done.</source>
        <translation>「完了」を押してください。</translation>
    </message>
    <message>
        <source>Drag a samurai from your supply onto {0}.</source>
        <translation>ストックから侍を{0}へドラッグしてください。</translation>
    </message>
    <message>
        <source>Drag your daimyo onto {0}.</source>
        <translation>大名を{0}へドラッグしてください。</translation>
    </message>
    <message>
        <source>Drag a samurai from {0} onto {1}.</source>
        <translation>{0}の侍を{1}へドラッグしてください。</translation>
    </message>
    <message>
        <source>Click a {0} samurai in {1}.</source>
        <translation>{1}にいる{0}の侍をクリックしてください。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>パイプ</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>シンボリックリンク</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <source>The file {0} is {1}, not a regular file.</source>
        <translation>ファイル{0}は{1}で、通常のファイルではありません。</translation>
    </message>
    <message>
        <source>The file {0} is far too large to be a Joraku save (at most {1} bytes).</source>
        <translation>ファイル{0}は大きすぎて、上洛のセーブファイルではありえません（上限{1}バイト）。</translation>
    </message>
    <message>
        <source>The file is far too large to be a Joraku save (at most {0} bytes).</source>
        <translation>ファイルが大きすぎて、上洛のセーブファイルではありえません（上限{0}バイト）。</translation>
    </message>
    <message>
        <source>The save file is invalid: {0}.</source>
        <translation>セーブファイルが不正です：{0}。</translation>
    </message>
    <message>
        <source>This copy of the game keeps no decisions and cannot be saved.</source>
        <translation>このゲームのコピーは手順を記録していないため、保存できません。</translation>
    </message>
    <message>
        <source>A seat has an unknown kind of player ({0}).</source>
        <translation>不明な種類のプレイヤーの席があります（{0}）。</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>保存するゲームがありません。</translation>
    </message>
    <message>
        <source>The file is not a Joraku save (it is not text).</source>
        <translation>上洛のセーブファイルではありません（テキストではありません）。</translation>
    </message>
    <message>
        <source>The file is damaged or cut short (it stops making sense at line {0}, column {1}).</source>
        <translation>ファイルが壊れているか途中で切れています（{0}行{1}列目から読めません）。</translation>
    </message>
    <message>
        <source>The file is not a Joraku save ({0}).</source>
        <translation>上洛のセーブファイルではありません（{0}）。</translation>
    </message>
    <message>
        <source>The save was written by a newer Joraku Desktop (format {0}); please update the game.</source>
        <translation>このセーブファイルは新しいバージョンの Joraku Desktop（形式{0}）で作られました。ゲームを更新してください。</translation>
    </message>
    <message>
        <source>The save&apos;s format ({0}) is not one this version can read.</source>
        <translation>このセーブファイルの形式（{0}）は、このバージョンでは読み込めません。</translation>
    </message>
    <message>
        <source>The save holds a position the rules do not allow ({0}).</source>
        <translation>セーブファイルにルール上ありえない局面が含まれています（{0}）。</translation>
    </message>
    <message>
        <source>Decision {0} of the save ({1}) cannot be replayed: {2}.</source>
        <translation>セーブファイルの{0}番目の手（{1}）を再現できません：{2}。</translation>
    </message>
    <message>
        <source>The saved position does not match its decisions: the file was edited or damaged.</source>
        <translation>保存された局面が手順と一致しません。ファイルが編集されたか壊れています。</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>{0}に書き込めません：{1}。</translation>
    </message>
    <message>
        <source>Cannot read {0}: {1}.</source>
        <translation>{0}を読み込めません：{1}。</translation>
    </message>
    <message>
        <source>Cannot save: the backup {0} is {1}, not a file. Choose another name or move it away.</source>
        <translation>保存できません：バックアップ{0}が{1}で、ファイルではありません。別の名前を選ぶか、それを移動してください。</translation>
    </message>
    <message>
        <source>Cannot save: {0} is {1}, not a file. Choose another name or move it away.</source>
        <translation>保存できません：{0}は{1}で、ファイルではありません。別の名前を選ぶか、それを移動してください。</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>file name: problem</comment>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>The preferences file {0} is not a regular file; default preferences are used and will not be saved over it.</source>
        <translation>設定ファイル{0}は通常のファイルではありません。既定の設定を使い、このファイルには上書き保存しません。</translation>
    </message>
    <message>
        <source>The preferences file {0} is a link to {1}, outside Joraku&apos;s folders; default preferences are used and will not be saved over it.</source>
        <translation>設定ファイル{0}は Joraku のフォルダーの外にある{1}へのリンクです。既定の設定を使い、このファイルには上書き保存しません。</translation>
    </message>
    <message>
        <source>The preferences file {0} could not be read ({1}); default preferences are used and will not be saved over it.</source>
        <translation>設定ファイル{0}を読み込めませんでした（{1}）。既定の設定を使い、このファイルには上書き保存しません。</translation>
    </message>
    <message>
        <source>The preferences file {0} is damaged and could not be set aside; default preferences are used and will not be saved over it.</source>
        <translation>設定ファイル{0}が壊れており、退避もできませんでした。既定の設定を使い、このファイルには上書き保存しません。</translation>
    </message>
    <message>
        <source>The folder for saved games ({0}) cannot be created ({1}); games will not be autosaved.</source>
        <translation>セーブ用フォルダー（{0}）を作成できません（{1}）。ゲームは自動保存されません。</translation>
    </message>
    <message>
        <source>The folder for saved games ({0}) is read-only; games will not be autosaved.</source>
        <translation>セーブ用フォルダー（{0}）は読み取り専用です。ゲームは自動保存されません。</translation>
    </message>
    <message>
        <source>The save {0} could not be loaded ({1}); its previous version, {2}, was loaded instead.</source>
        <translation>セーブファイル{0}を読み込めなかったため（{1}）、ひとつ前の版{2}を読み込みました。</translation>
    </message>
    <message>
        <source>The preferences file was far too large; it was set aside as {0} and default preferences are used.</source>
        <translation>設定ファイルが大きすぎたため、{0}として退避し、既定の設定を使います。</translation>
    </message>
    <message>
        <source>The preferences file was damaged; it was set aside as {0} and default preferences are used.</source>
        <translation>設定ファイルが壊れていたため、{0}として退避し、既定の設定を使います。</translation>
    </message>
    <message>
        <source>The preferences could not be read ({0}); defaults are used.</source>
        <translation>設定を読み込めませんでした（{0}）。既定の設定を使います。</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>地域</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>第{0}R</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>出典</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>印刷</translation>
    </message>
    <message>
        <source>≈ inferred (RULING)</source>
        <translation>≈ 推定（裁定）</translation>
    </message>
    <message>
        <source>≈ partly inferred (RULING)</source>
        <translation>≈ 一部推定（裁定）</translation>
    </message>
    <message>
        <source>What would the computer do?</source>
        <translation>コンピューターならどうする？</translation>
    </message>
    <message>
        <source>The computer is thinking about your move… Press Esc or H to cancel.</source>
        <translation>コンピューターがあなたの手を考えています… Esc か H で中止。</translation>
    </message>
    <message>
        <source>Pass the {0}, the {1} and the {2}.</source>
        <translation>{0}、{1}、{2}を渡す。</translation>
    </message>
    <message>
        <source>Pass the {0} and the {1}.</source>
        <translation>{0}と{1}を渡す。</translation>
    </message>
    <message>
        <source>Pass the {0}.</source>
        <translation>{0}を渡す。</translation>
    </message>
    <message>
        <source>Discard the {0} face down.</source>
        <translation>{0}を伏せて捨てる。</translation>
    </message>
    <message>
        <source>Keep the {0} from the draft.</source>
        <translation>ドラフトから{0}をキープする。</translation>
    </message>
    <message>
        <source>Play the {0} for your {1} army.</source>
        <translation>{0}を{1}の軍で出す。</translation>
    </message>
    <message>
        <source>Play the {0}.</source>
        <translation>{0}を出す。</translation>
    </message>
    <message>
        <source>Choose Placement.</source>
        <translation>「配置」を選ぶ。</translation>
    </message>
    <message numerus="yes">
        <source>Choose Action points (%n AP).</source>
        <translation>
            <numerusform>「アクションポイント」を選ぶ（%nAP）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n samurai in {0}.</source>
        <translation>
            <numerusform>{0}に侍を%n体配置する。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n samurai from {0} to {1}.</source>
        <translation>
            <numerusform>侍%n体を{0}から{1}へ移動する。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n samurai of {0} from {1}.</source>
        <translation>
            <numerusform>{1}から{0}の侍を%n体取り除く。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} takes %n AP.</source>
        <translation>
            <numerusform>{0}が%nアクションポイントを選んだ。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of %n turns compared in the simulated rounds it did best, by {0} RP on average over the next best ({1}).</source>
        <translation>
            <numerusform>シミュレーションで比べた%n通りの手のうち一番：二番目の手（{1}）より平均{0}点多い。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New lines since you last looked: %n</source>
        <translation>
            <numerusform>前回見てからの新しい行：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Move your daimyo from {0} to {1}.</source>
        <translation>大名を{0}から{1}へ移動する。</translation>
    </message>
    <message numerus="yes">
        <source>Drive %n neutral samurai from {0} to {1}.</source>
        <translation>
            <numerusform>中立軍の侍%n体を{0}から{1}へ移す。</numerusform>
        </translation>
    </message>
    <message>
        <source>End the action now (Done).</source>
        <translation>ここでアクションを終える（完了）。</translation>
    </message>
    <message>
        <source>It wins the skirmish for sure.</source>
        <translation>この合戦に確実に勝てる。</translation>
    </message>
    <message>
        <source>It is likely to win the skirmish ({0}%).</source>
        <translation>この合戦に勝つ見込みが高い（{0}%）。</translation>
    </message>
    <message>
        <source>It has a fair chance to win the skirmish ({0}%).</source>
        <translation>この合戦に勝つ見込みはそれなりにある（{0}%）。</translation>
    </message>
    <message>
        <source>It is unlikely to win the skirmish ({0}%): a cheap card to give up.</source>
        <translation>この合戦に勝つ見込みは低い（{0}%）。負けても惜しくないカード。</translation>
    </message>
    <message>
        <source>It is unlikely to win the skirmish ({0}%): it is played for what it does on the map.</source>
        <translation>この合戦に勝つ見込みは低い（{0}%）。地図上での効果のために出すカード。</translation>
    </message>
    <message>
        <source>It cannot win this skirmish: a cheap card to give up.</source>
        <translation>この合戦には勝てない。負けても惜しくないカード。</translation>
    </message>
    <message>
        <source>It cannot win this skirmish: it is played for what it does on the map.</source>
        <translation>この合戦には勝てない。地図上での効果のために出すカード。</translation>
    </message>
    <message>
        <source>It takes {0} place in {1} (worth {2} RP this round).</source>
        <translation>{1}で{0}になる（このラウンドは{2}名声点）。</translation>
    </message>
    <message>
        <source>It takes {0} place in {1}.</source>
        <translation>{1}で{0}になる。</translation>
    </message>
    <message>
        <source>It climbs from {0} to {1} place in {2} (worth {3} RP this round).</source>
        <translation>{2}で{0}から{1}に上がる（このラウンドは{3}名声点）。</translation>
    </message>
    <message>
        <source>It climbs from {0} to {1} place in {2}.</source>
        <translation>{2}で{0}から{1}に上がる。</translation>
    </message>
    <message>
        <source>It gives up {0} place in {1}.</source>
        <translation>{1}での{0}を失う。</translation>
    </message>
    <message>
        <source>It drops from {0} to {1} place in {2}.</source>
        <translation>{2}で{0}から{1}に下がる。</translation>
    </message>
    <message>
        <source>It makes {0} place in {1} safer.</source>
        <translation>{1}での{0}が安泰になる。</translation>
    </message>
    <message>
        <source>The cards your plans need least: the cards you keep place and win where you score.</source>
        <translation>あなたの作戦にいちばん必要のないカード：残すカードのほうが、得点になる地域に配置し、勝てる。</translation>
    </message>
    <message>
        <source>The card your plans need least: the cards you keep place and win where you score.</source>
        <translation>あなたの作戦にいちばん必要のないカード：残すカードのほうが、得点になる地域に配置し、勝てる。</translation>
    </message>
    <message>
        <source>The card of the draft that serves your plans best: it places where you score.</source>
        <translation>ドラフトで、あなたの作戦にいちばん合うカード：得点になる地域に配置できる。</translation>
    </message>
    <message>
        <source>What would the computer do? Its strongest search suggests your move from what you can see.</source>
        <translation>コンピューターならどうする？&#x3000;いちばん強い読みが、あなたに見えている情報から手を提案します。</translation>
    </message>
    <message>
        <source>{0} with Action points</source>
        <translation>{0}でアクションポイント</translation>
    </message>
    <message>
        <source>{0} with Placement</source>
        <translation>{0}で配置</translation>
    </message>
    <message>
        <source>{0} with Placement in {1}</source>
        <translation>{0}で{1}に配置</translation>
    </message>
    <message numerus="yes">
        <source>%n daimyo in {0}: your rank there scores each time their army wins a skirmish.</source>
        <translation>
            <numerusform>{0}に大名が%n人：その軍が合戦に勝つたびに、そこでのあなたの順位が得点になります。</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the only move possible now.</source>
        <translation>今打てる手はこれだけ。</translation>
    </message>
    <message>
        <source>Your weakest cards: they win few skirmishes and place where you score little.</source>
        <translation>いちばん弱いカード：合戦にほとんど勝てず、配置先でもあまり得点にならない。</translation>
    </message>
    <message>
        <source>Your weakest card: it wins few skirmishes and places where you score little.</source>
        <translation>いちばん弱いカード：合戦にほとんど勝てず、配置先でもあまり得点にならない。</translation>
    </message>
    <message>
        <source>The strongest card of the draft: it wins skirmishes and places where you score.</source>
        <translation>ドラフトでいちばん強いカード：合戦に勝てて、得点になる地域に配置できる。</translation>
    </message>
    <message numerus="yes">
        <source>If it wins: +%n RP in {0} (Kachidoki).</source>
        <translation>
            <numerusform>勝てば：{0}で+%n名声点（勝鬨）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n RP at once.</source>
        <translation>
            <numerusform>すぐに+%n名声点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Weighed over %n simulated rounds.</source>
        <translation>
            <numerusform>%nラウンド分のシミュレーションで評価。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing here gains more than it costs.</source>
        <translation>ここには、損に見合う得をする手がない。</translation>
    </message>
    <message>
        <source>The best value on the board for your seat.</source>
        <translation>あなたの席にとって、盤上でいちばん得な手。</translation>
    </message>
    <message numerus="yes">
        <source>Hints used in this game: %n</source>
        <translation>
            <numerusform>このゲームで使ったヒント：%n回</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking… (Esc)</source>
        <translation>考え中…（Esc）</translation>
    </message>
    <message>
        <source>Hide hint (H)</source>
        <translation>ヒントを隠す (H)</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <source>What would the &amp;computer do?	H</source>
        <translation>コンピューターならどうする？(&amp;C)	H</translation>
    </message>
    <message>
        <source>A hint is there when it is your turn to decide.</source>
        <translation>ヒントはあなたが決める番のときに使えます。</translation>
    </message>
    <message>
        <source>Your record of finished games was damaged; it was set aside as {0} and a new record was started.</source>
        <translation>戦績の記録が壊れていたため、{0}として退避し、新しい記録を始めました。</translation>
    </message>
    <message>
        <source>Your record of finished games was written by a newer version of Joraku; it was set aside as {0} and a new record was started.</source>
        <translation>戦績の記録が新しいバージョンの上洛で書かれていたため、{0}として退避し、新しい記録を始めました。</translation>
    </message>
    <message>
        <source>{0} is not a file, so finished games are not recorded this time.</source>
        <translation>{0}はファイルではないため、今回は終えたゲームを記録しません。</translation>
    </message>
    <message>
        <source>Your record of finished games is damaged and could not be set aside ({0}); finished games are not recorded this time.</source>
        <translation>戦績の記録が壊れており、退避もできませんでした（{0}）。今回は終えたゲームを記録しません。</translation>
    </message>
    <message>
        <source>Your record of finished games cannot be opened ({0}); finished games are not recorded this time.</source>
        <translation>戦績の記録を開けません（{0}）。今回は終えたゲームを記録しません。</translation>
    </message>
    <message>
        <source>Your record of finished games could not be read ({0}).</source>
        <translation>戦績の記録を読み込めませんでした（{0}）。</translation>
    </message>
    <message>
        <source>This game could not be added to your record ({0}), and it could not be saved either. Keep Joraku open: it is added as soon as there is room again.</source>
        <translation>このゲームを戦績に追加できず（{0}）、保存もできませんでした。Joraku を開いたままにしてください。空き容量ができしだい追加されます。</translation>
    </message>
    <message>
        <source>This game could not be added to your record ({0}).</source>
        <translation>このゲームを戦績に追加できませんでした（{0}）。</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4人</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3人</translation>
    </message>
    <message>
        <source>2 players, 2 against 2 (R-V7)</source>
        <translation>2人・2対2（R-V7）</translation>
    </message>
    <message>
        <source>2 players, neutral army (R-V8)</source>
        <translation>2人・中立軍（R-V8）</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>強さ混在</translation>
    </message>
    <message>
        <source>Only human opponents</source>
        <translation>人間の相手のみ</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <comment>place of players</comment>
        <translation>{1}人中{0}</translation>
    </message>
    <message>
        <source>{0}, step 1 of 2 (R-V8): choose 3 cards to pass to {1} ({2} of 3 chosen), then press “Pass these cards”.</source>
        <translation>{0}、手順1/2（R-V8）：{1}に渡す3枚を選び（{2}/3）、「このカードを渡す」を押す。</translation>
    </message>
    <message>
        <source>{0}: choose 2 cards to pass to {1} ({2} of 2 chosen; click or drag them into the slots), then press “Pass these cards”.</source>
        <translation>{0}：{1}に渡す2枚を選び（{2}/2。クリックか枠へドラッグ）、「このカードを渡す」を押す。</translation>
    </message>
    <message>
        <source>{0}, step 2 of 2 (R-V8): choose 1 card to discard face down, then press “Discard”.</source>
        <translation>{0}、手順2/2（R-V8）：伏せて捨てる1枚を選び、「捨てる」を押す。</translation>
    </message>
    <message>
        <source>{0}, draft pick {1} of 5 (R-V7): choose 1 card to keep, then press “Keep this card”; the rest goes to {2}.</source>
        <translation>{0}、ドラフト{1}/5巡目（R-V7）：キープする1枚を選び、「このカードをキープ」を押す。残りは{2}へ。</translation>
    </message>
    <message>
        <source>{0}: no action points left. Press Done to end the action.</source>
        <translation>{0}：アクションポイントが残っていません。「完了」を押してアクションを終えてください。</translation>
    </message>
    <message>
        <source>{0}: nothing more can be done with these action points. Press Done (unspent AP are lost).</source>
        <translation>{0}：このアクションポイントでできることはもうありません。「完了」を押してください（残りのAPは失われます）。</translation>
    </message>
    <message>
        <source>{0}: no more samurai can be placed now. Press Done to end the action.</source>
        <translation>{0}：これ以上侍を配置できません。「完了」を押してアクションを終えてください。</translation>
    </message>
    <message>
        <source>{0}: {1} AP left. Drag your daimyo ({2} AP) or a samurai (1 AP) to a neighbouring area, or click an enemy samurai where your daimyo stands (1 AP); then Done.</source>
        <translation>{0}：残り{1}AP。大名（{2}AP）か侍（1AP）を隣接する地域へドラッグするか、大名のいる地域の敵の侍をクリック（1AP）。終わったら「完了」。</translation>
    </message>
    <message>
        <source>{0}: {1} AP left: not enough to move your daimyo. Drag a samurai to a neighbouring area or click an enemy samurai where your daimyo stands (1 AP each); then Done.</source>
        <translation>{0}：残り{1}AP。大名を動かすには足りません。侍を隣接する地域へドラッグするか、大名のいる地域の敵の侍をクリック（各1AP）。終わったら「完了」。</translation>
    </message>
    <message>
        <source>{0}: {1} AP left. Click a purple neutral samurai where your daimyo stands to drive it away (1 AP, R-V8), or move your daimyo or a samurai, or remove an enemy samurai; then Done.</source>
        <translation>{0}：残り{1}AP。大名のいる地域の紫の中立軍の侍をクリックすると追い払える（1AP、R-V8）。ほかに大名か侍の移動、敵の侍の除去もできる。終わったら「完了」。</translation>
    </message>
    <message>
        <source>{0}: click the area where the neutral samurai from {1} goes — any other area not behind the neutral daimyo (R-V8). Click another piece to change your mind.</source>
        <translation>{0}：{1}の中立軍の侍を移す地域をクリックしてください。中立軍の大名より後ろでない別の地域ならどこでも可（R-V8）。別の駒をクリックすると選び直せます。</translation>
    </message>
    <message>
        <source>{0}: which army plays the {1}? Press “Play for {2}” or “Play for {3}” (R-V7).</source>
        <translation>{0}：{1}をどちらの軍で出しますか？&#x3000;「{2}の軍で出す」か「{3}の軍で出す」を押してください（R-V7）。</translation>
    </message>
    <message>
        <source>You may drive away a neutral samurai only where your daimyo stands (R-V8).</source>
        <translation>中立軍の侍を追い払えるのは、自分の大名がいる地域だけです（R-V8）。</translation>
    </message>
    <message>
        <source>Pieces on the map move only with action points; this card places samurai from your supply (R-E2).</source>
        <translation>地図上の駒はアクションポイントでしか動かせません。このカードではストックから侍を配置します（R-E2）。</translation>
    </message>
    <message>
        <source>Action points move pieces already on the map; samurai leave the supply only by Placement (R-E2).</source>
        <translation>アクションポイントで動かせるのは地図上の駒だけです。侍をストックから出すには「配置」を選びます（R-E2）。</translation>
    </message>
    <message>
        <source>You move only your own daimyo (R-E2).</source>
        <translation>動かせるのは自分の大名だけです（R-E2）。</translation>
    </message>
    <message>
        <source>Finish this card&apos;s action first (press Done); your next card waits for the next skirmish.</source>
        <translation>先にこのカードのアクションを終えてください（「完了」を押す）。次のカードは次の合戦で出します。</translation>
    </message>
    <message>
        <source>This card is already yours (personal or kept): pick one of the draft cards (R-V7).</source>
        <translation>このカードはすでにあなたのもの（個人カードかキープ済み）です。ドラフトのカードから選んでください（R-V7）。</translation>
    </message>
    <message>
        <source>First play a card: its number says what you may do (R-E2).</source>
        <translation>まずカードを出してください。その数字で何ができるかが決まります（R-E2）。</translation>
    </message>
    <message>
        <source>Step 1 of 2: pass 3 cards to {0}</source>
        <translation>手順1/2：{0}に3枚渡す</translation>
    </message>
    <message>
        <source>Pass 2 cards to {0}</source>
        <translation>{0}に2枚渡す</translation>
    </message>
    <message>
        <source>Step 2 of 2: discard 1 card</source>
        <translation>手順2/2：1枚捨てる</translation>
    </message>
    <message>
        <source>Keep 1 card</source>
        <translation>1枚キープ</translation>
    </message>
    <message>
        <source>Draft: pick {0} of 5 · {1} of 1 chosen</source>
        <translation>ドラフト：{0}/5巡目・{1}/1枚選択</translation>
    </message>
    <message>
        <source>{0} of {1} chosen</source>
        <translation>{0}/{1}枚選択</translation>
    </message>
    <message>
        <source>You passed {1} to {0}. Your discard stays face down; nobody will see it (R-V8).</source>
        <translation>{0}に{1}を渡しました。捨てたカードは伏せたままで、誰にも見られません（R-V8）。</translation>
    </message>
    <message>
        <source>The rest of this draft hand goes to {0} (R-V7).</source>
        <translation>このドラフトの残りの手札は{0}に渡ります（R-V7）。</translation>
    </message>
    <message>
        <source>{0} now holds what you handed on: {1}. The rest of this hand goes to {0} (R-V7).</source>
        <translation>あなたが渡した{1}は、今{0}が持っています。この手札の残りは{0}に渡ります（R-V7）。</translation>
    </message>
    <message>
        <source>What you know (R-P3)</source>
        <translation>あなたが知っていること（R-P3）</translation>
    </message>
    <message>
        <source>Passed to {0}:</source>
        <translation>{0}に渡したカード：</translation>
    </message>
    <message>
        <source>Passed to {0} (held, or their discard):</source>
        <translation>{0}に渡したカード（手札にあるか、捨てられた）：</translation>
    </message>
    <message>
        <source>Received from {0}:</source>
        <translation>{0}から受け取ったカード：</translation>
    </message>
    <message>
        <source>{0} kept from your draft hands:</source>
        <translation>ドラフトで{0}がキープしたカード：</translation>
    </message>
    <message>
        <source>All played.</source>
        <translation>すべて出されました。</translation>
    </message>
    <message>
        <source>What you know of other hands (R-P3): the cards you passed, which your left neighbour holds until they are played, and the cards you received and from whom. Played cards leave this list.</source>
        <translation>ほかのプレイヤーの手札について知っていること（R-P3）：あなたが渡したカード（出されるまで左隣が持っている）と、受け取ったカードとその出所。出されたカードはこの一覧から消えます。</translation>
    </message>
    <message>
        <source>The {0}: {1} holds it until it is played (R-P3).</source>
        <translation>{0}：出されるまで{1}が持っています（R-P3）。</translation>
    </message>
    <message>
        <source>The {0}: you received it from {1} in the pass (R-P3).</source>
        <translation>{0}：カードを渡す時に{1}から受け取りました（R-P3）。</translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation>{0}から</translation>
    </message>
    <message>
        <source>personal</source>
        <translation>個人</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>キープ</translation>
    </message>
    <message>
        <source>Personal card: dealt to you before the draft (R-V7).</source>
        <translation>個人カード：ドラフトの前に配られたカード（R-V7）。</translation>
    </message>
    <message>
        <source>Kept in the draft: you picked it (R-V7).</source>
        <translation>ドラフトでキープ：あなたが選んだカード（R-V7）。</translation>
    </message>
    <message>
        <source>In your draft hand: pick one to keep; the rest goes on (R-V7).</source>
        <translation>ドラフトの手札：1枚選んでキープし、残りは次へ回ります（R-V7）。</translation>
    </message>
    <message>
        <source>Kachidoki card (R-C5): its holder leads the next skirmish. The winner of each skirmish takes it (R-K5).</source>
        <translation>勝鬨カード（R-C5）：持っているプレイヤーが次の合戦のリードをする。各合戦の勝者がこのカードを受け取る（R-K5）。</translation>
    </message>
    <message>
        <source>★ {0}: influence {1} here, the most of anyone — 1st if the area were scored now (R-PR2). Daimyo 2, each samurai 1 (R-C8).</source>
        <translation>★ {0}：ここでの影響力は{1}で最多。今この地域を得点計算すれば1位（R-PR2）。大名は2、侍は1体につき1（R-C8）。</translation>
    </message>
    <message>
        <source>{0}: influence {1} here. Daimyo 2, each samurai 1 (R-C8).</source>
        <translation>{0}：ここでの影響力は{1}。大名は2、侍は1体につき1（R-C8）。</translation>
    </message>
    <message>
        <source>≈ Round {0} prestige: {1} RP for 1st / 2nd / 3rd (R-PR4). Inferred: a RULING, not printed on the board; the chart file in resources/ can be corrected.</source>
        <translation>≈ 第{0}ラウンドの名声：1位／2位／3位に{1}名声点（R-PR4）。推定値：盤面に印刷のない裁定で、resources/ の得点表ファイルで修正できます。</translation>
    </message>
    <message>
        <source>Round {0} prestige: {1} RP for 1st / 2nd / 3rd (R-PR4).</source>
        <translation>第{0}ラウンドの名声：1位／2位／3位に{1}名声点（R-PR4）。</translation>
    </message>
    <message>
        <source>{0}: nobody scored here in that round&apos;s prestige phase (R-PR2).</source>
        <translation>{0}：そのラウンドの名声フェイズでは、ここで得点した軍はありません（R-PR2）。</translation>
    </message>
    <message>
        <source>{0} +{1} RP</source>
        <comment>one army&apos;s gain on an area&apos;s prestige strip</comment>
        <translation>{0} +{1}名声点</translation>
    </message>
    <message>
        <source>{0}: what each army scored here in that round&apos;s prestige phase (R-PR2): {1}.</source>
        <translation>{0}：そのラウンドの名声フェイズで各軍がここで得た点（R-PR2）：{1}。</translation>
    </message>
    <message>
        <source>Supply of {0}: {1} samurai off the map (R-C2). Placing takes them from here; you cannot place more than you have (R-E3).</source>
        <translation>{0}のストック：地図の外にある侍{1}体（R-C2）。配置ではここから侍を出します。持っている数より多くは配置できません（R-E3）。</translation>
    </message>
    <message>
        <source>Daimyo card {1} of {0} (R-C3): its daimyo started in area {1} (R-S4); it breaks ties (R-G2).</source>
        <translation>{0}の大名カード{1}（R-C3）：大名は地域{1}から出発した（R-S4）。同点の場合の決着にも使う（R-G2）。</translation>
    </message>
    <message>
        <source>Samurai of {0}: influence 1 in its area (R-C8).</source>
        <translation>{0}の侍：その地域での影響力1（R-C8）。</translation>
    </message>
    <message>
        <source>Samurai of {0} in the supply (R-C2).</source>
        <translation>{0}のストックにある侍（R-C2）。</translation>
    </message>
    <message>
        <source>Daimyo of {0}: influence 2 in its area (R-C8).</source>
        <translation>{0}の大名：その地域での影響力2（R-C8）。</translation>
    </message>
    <message>
        <source>The neutral army has no supply: its samurai are moved, never removed (R-V8).</source>
        <translation>中立軍にはストックがありません。その侍は移されるだけで、取り除かれません（R-V8）。</translation>
    </message>
    <message>
        <source>{0}: daimyo card (R-C3), supply (R-C2), RP (R-S5) and hand. Point at each for more.</source>
        <translation>{0}：大名カード（R-C3）、ストック（R-C2）、名声点（R-S5）と手札。それぞれにカーソルを合わせると詳しく表示します。</translation>
    </message>
    <message>
        <source>The neutral army (R-V8): it ranks in scoring but never gains RP; it marches toward Kyoto.</source>
        <translation>中立軍（R-V8）：得点計算の順位には加わるが、名声点は得ない。京都へ向けて進軍する。</translation>
    </message>
    <message>
        <source>{0}: {1} RP (reputation points, R-S5). Most RP wins (R-G1).</source>
        <translation>{0}：{1}名声点（R-S5）。最も多いプレイヤーの勝ち（R-G1）。</translation>
    </message>
    <message numerus="yes">
        <source>Cards in hand: %n (R-P1).</source>
        <comment>hand size</comment>
        <translation>
            <numerusform>手札：%n枚（R-P1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The {0}, played by {1} in this skirmish (R-K1).</source>
        <translation>この合戦で{1}が出した{0}（R-K1）。</translation>
    </message>
    <message>
        <source>The skirmish (R-K1): everyone plays one card in turn, following the led suit if they can (R-K2); the highest number wins, a Ninja beats a 6 (R-K4).</source>
        <translation>合戦（R-K1）：全員が順に1枚ずつカードを出す。できればリードと同じ色を出すこと（R-K2）。最大の数字が勝ち、6が出ていれば忍者が勝つ（R-K4）。</translation>
    </message>
    <message>
        <source>The round (3 in all, R-R1), its phase and what to do now. Each round: recruit, skirmishes, prestige scoring (R-R1).</source>
        <translation>ラウンド（全3ラウンド、R-R1）、今のフェイズとすべきこと。各ラウンドは招集、合戦、名声の得点計算の順（R-R1）。</translation>
    </message>
    <message>
        <source>Drop the card you keep here (R-V7).</source>
        <translation>キープするカードをここに置く（R-V7）。</translation>
    </message>
    <message>
        <source>Drop the card to discard face down here (R-V8).</source>
        <translation>伏せて捨てるカードをここに置く（R-V8）。</translation>
    </message>
    <message>
        <source>Drop the cards to pass here; they go face down to your left neighbour (R-P2).</source>
        <translation>渡すカードをここに置く。伏せたまま左隣のプレイヤーに渡る（R-P2）。</translation>
    </message>
    <message>
        <source>Home advantage</source>
        <comment>variant card R-V1</comment>
        <translation>地の利</translation>
    </message>
    <message>
        <source>Shared glory</source>
        <comment>variant card R-V2</comment>
        <translation>分かち合う誉れ</translation>
    </message>
    <message>
        <source>Battle cry</source>
        <comment>variant card R-V3</comment>
        <translation>鬨の声</translation>
    </message>
    <message>
        <source>Audience in Kyoto</source>
        <comment>variant card R-V4</comment>
        <translation>参内</translation>
    </message>
    <message>
        <source>Loyal vassals</source>
        <comment>variant card R-V5</comment>
        <translation>忠義の家臣</translation>
    </message>
    <message>
        <source>Swift march</source>
        <comment>variant card R-V6</comment>
        <translation>疾風の行軍</translation>
    </message>
    <message>
        <source>Prestige phase: a player ranked 1st in the area where their own daimyo stands gains bonus RP equal to that area&apos;s number (Kyoto 0).</source>
        <translation>名声フェイズの時、自分の大名駒がいる地域で影響力が1位なら、その地域の数字に等しい名声点を追加で得る（京都は0）。</translation>
    </message>
    <message>
        <source>Ties in any ranking share the highest rank the tie covers instead of the lowest.</source>
        <translation>影響力の順位が同点の場合、下位ではなく上位の順位で計算する。</translation>
    </message>
    <message>
        <source>Kachidoki scoring pays 4 / 2 / 0 instead of 3 / 2 / 1.</source>
        <translation>勝鬨の名声点は3／2／1ではなく、4／2／0とする。</translation>
    </message>
    <message>
        <source>Once per game per army: moving your daimyo into Kyoto gains RP equal to your daimyo card&apos;s number.</source>
        <translation>ゲーム中1回（軍ごと）、自分の大名駒を京都に移動した時、自分の大名カードの数字に等しい名声点を得る。</translation>
    </message>
    <message>
        <source>Skirmish phase: playing a card of the suit led by the starting player gains 2 RP (not for the lead card itself).</source>
        <translation>合戦の時にスタートプレイヤーと同じ色のカードを出した場合は2名声点を得る（スタートプレイヤー自身は除く）。</translation>
    </message>
    <message>
        <source>Moving your daimyo costs 1 AP instead of 2.</source>
        <translation>1AP：自分の大名駒を、ゲームボード上の隣接する地域に移動する（通常は2AP）。</translation>
    </message>
    <message>
        <source>Scoring: click the table or press Space to go on.</source>
        <translation>得点計算：盤面をクリックするかSpaceキーで続行。</translation>
    </message>
    <message>
        <source>Kachidoki scoring · round {0}, skirmish {1} of {2} (R-KS)</source>
        <translation>勝鬨の得点計算・第{0}ラウンド 合戦{1}/{2}（R-KS）</translation>
    </message>
    <message>
        <source>{0} wins the skirmish with the {1}: {2}.</source>
        <translation>{0}が{1}で合戦に勝利。勝因：{2}。</translation>
    </message>
    <message>
        <source>Prestige phase · round {0} · {1} ({2} of {3}, R-PR)</source>
        <translation>名声フェイズ・第{0}ラウンド・{1}（{2}/{3}、R-PR）</translation>
    </message>
    <message>
        <source>{0}, chart row of round {1}: 1st {2} · 2nd {3} · 3rd {4} RP (R-PR4).</source>
        <translation>{0}、第{1}ラウンドの得点：1位{2}・2位{3}・3位{4}名声点（R-PR4）。</translation>
    </message>
    <message numerus="yes">
        <source>%n influence</source>
        <translation>
            <numerusform>影響力%n</numerusform>
        </translation>
    </message>
    <message>
        <source>The daimyo of {0} stands in {1}: ranked by influence there, 1st {2} · 2nd {3} · 3rd {4} RP.</source>
        <translation>{0}の大名は{1}にいる：そこでの影響力の順位で、1位{2}・2位{3}・3位{4}名声点。</translation>
    </message>
    <message>
        <source>+{0} RP</source>
        <translation>+{0}点</translation>
    </message>
    <message>
        <source>{0} + {1} ★</source>
        <translation>{0} + {1} ★</translation>
    </message>
    <message>
        <source>+{0} daimyo bonus (R-V1)</source>
        <translation>大名ボーナス+{0}（R-V1）</translation>
    </message>
    <message>
        <source>never scores (R-V8)</source>
        <translation>得点しない（R-V8）</translation>
    </message>
    <message>
        <source>Tied armies share the highest rank the tie covers (R-V2).</source>
        <translation>同点の軍は、その同点が占める最も上の順位になる（R-V2）。</translation>
    </message>
    <message>
        <source>Tied armies share the lowest rank the tie covers (R-T1).</source>
        <translation>同点の軍は、その同点が占める最も下の順位になる（R-T1）。</translation>
    </message>
    <message>
        <source>Nobody has influence here: no RP.</source>
        <translation>ここに影響力を持つ者はいません：名声点なし。</translation>
    </message>
    <message>
        <source>Click or press Space to go on · Esc skips to the round summary</source>
        <translation>クリックかSpaceキーで続行・Escでラウンドのまとめへ</translation>
    </message>
    <message>
        <source>Click or press Space to hurry on</source>
        <translation>クリックかSpaceキーで先へ進む</translation>
    </message>
    <message>
        <source>End of round {0}: the prestige phase</source>
        <translation>第{0}ラウンド終了：名声フェイズ</translation>
    </message>
    <message>
        <source>RP each army gained in each area (★: chart + daimyo bonus, R-V1).</source>
        <translation>各軍が各地域で得た名声点（★：得点表＋大名ボーナス、R-V1）。</translation>
    </message>
    <message>
        <source>RP each army gained in each area by the round&apos;s chart (R-PR).</source>
        <translation>各軍がラウンドの得点表により各地域で得た名声点（R-PR）。</translation>
    </message>
    <message>
        <source>Prestige this round</source>
        <translation>このラウンドの名声</translation>
    </message>
    <message>
        <source>Score before the phase</source>
        <translation>フェイズ前の得点</translation>
    </message>
    <message>
        <source>Score now</source>
        <translation>現在の得点</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>See the final results (Space)</source>
        <translation>最終結果を見る (Space)</translation>
    </message>
    <message>
        <source>Start round {0} (Space)</source>
        <translation>第{0}ラウンドを始める (Space)</translation>
    </message>
    <message>
        <source>The final results follow in a moment… (click to go on now)</source>
        <translation>まもなく最終結果です…（クリックですぐに進む）</translation>
    </message>
    <message>
        <source>Round {0} begins in a moment… (click to go on now)</source>
        <translation>まもなく第{0}ラウンドが始まります…（クリックですぐに進む）</translation>
    </message>
    <message>
        <source>Winning so far: {0} with the {1} — {2}.</source>
        <translation>現在の勝者：{0}・{1} — {2}。</translation>
    </message>
    <message>
        <source>Winning so far: {0} with the {1} — the only card yet.</source>
        <translation>現在の勝者：{0}・{1} — まだ1枚目。</translation>
    </message>
    <message>
        <source>Kachidoki</source>
        <translation>勝鬨</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>名声</translation>
    </message>
    <message>
        <source>Daimyo bonus (R-V1)</source>
        <translation>大名ボーナス（R-V1）</translation>
    </message>
    <message>
        <source>Kyoto (R-V4)</source>
        <translation>京都（R-V4）</translation>
    </message>
    <message>
        <source>Follow suit (R-V5)</source>
        <translation>同じ色（R-V5）</translation>
    </message>
    <message>
        <source>At start</source>
        <translation>開始時</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>By round</source>
        <translation>ラウンド別</translation>
    </message>
    <message>
        <source>By source</source>
        <translation>得点源別</translation>
    </message>
    <message>
        <source>Where the RP came from: by round, and by source</source>
        <translation>名声点の内訳：ラウンド別と得点源別</translation>
    </message>
    <message>
        <source>RP over the game</source>
        <translation>ゲーム中の名声点の推移</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>&amp;Results…</source>
        <translation>結果(&amp;R)…</translation>
    </message>
    <message>
        <source>The results are shown when the game is over.</source>
        <translation>結果はゲーム終了後に表示されます。</translation>
    </message>
    <message>
        <source>Joraku game log: {0}</source>
        <translation>上洛 ゲームの記録：{0}</translation>
    </message>
    <message>
        <source>Replay — {0}</source>
        <translation>リプレイ — {0}</translation>
    </message>
    <message>
        <source>The deal · decision 0 of {0}</source>
        <translation>配札・手順 0/{0}</translation>
    </message>
    <message>
        <source>Decision {0} of {1}</source>
        <translation>手順 {0}/{1}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Round {0} · Skirmish {1} of {2}</source>
        <translation>第{0}ラウンド・合戦{1}/{2}</translation>
    </message>
    <message>
        <source>Round {0} · {1}</source>
        <translation>第{0}ラウンド・{1}</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>とても速い</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>配札に戻る (Home)</translation>
    </message>
    <message>
        <source>One decision back (Left arrow)</source>
        <translation>1手戻る (←)</translation>
    </message>
    <message>
        <source>One decision on (Right arrow)</source>
        <translation>1手進む (→)</translation>
    </message>
    <message>
        <source>To the last decision (End)</source>
        <translation>最後の手へ (End)</translation>
    </message>
    <message>
        <source>Play the decisions one after another (Space)</source>
        <translation>手順を順に再生 (Space)</translation>
    </message>
    <message>
        <source>Jump to the start of a round or a skirmish</source>
        <translation>ラウンドまたは合戦の始めへ移動</translation>
    </message>
    <message>
        <source>Whose view of the table is shown (R-P3)</source>
        <translation>誰の視点で盤面を表示するか（R-P3）</translation>
    </message>
    <message>
        <source>Start a new game from this position, with the same players</source>
        <translation>この局面から、同じプレイヤーで新しいゲームを始める</translation>
    </message>
    <message>
        <source>Save the whole log of this game as text or as a web page</source>
        <translation>このゲームの記録全体をテキストまたはWebページとして保存</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>リプレイを閉じる</translation>
    </message>
    <message>
        <source>Show every player&apos;s hand: the game is over, nothing is secret any more.</source>
        <translation>全員の手札を表示：ゲームは終了したので、もう秘密はありません。</translation>
    </message>
    <message>
        <source>The game is still going on: the replay shows only what the chosen player knew (R-P3).</source>
        <translation>ゲームはまだ続いています：リプレイには選んだプレイヤーが知っていたことだけを表示します（R-P3）。</translation>
    </message>
    <message>
        <source>Replaying {0}</source>
        <translation>{0}をリプレイ中</translation>
    </message>
    <message>
        <source>A new game goes on from the replay: {0}.</source>
        <translation>リプレイから新しいゲームを続けます：{0}。</translation>
    </message>
    <message>
        <source>Abandon the game in progress and play on from this position of the replay? (It stays in the autosave until the new game&apos;s first move.)</source>
        <translation>進行中のゲームを中断して、リプレイのこの局面から続けますか？（新しいゲームで最初の手を打つまでは自動保存に残ります。）</translation>
    </message>
    <message>
        <source>Log exported to {0}</source>
        <translation>記録を{0}に書き出しました</translation>
    </message>
    <message>
        <source>The log could not be written: {0}</source>
        <translation>記録を書き出せませんでした：{0}</translation>
    </message>
    <message>
        <source>Replay: the game is over.</source>
        <translation>リプレイ：ゲームは終了しています。</translation>
    </message>
    <message>
        <source>Replay: {0} decides next.</source>
        <translation>リプレイ：次は{0}の番です。</translation>
    </message>
    <message>
        <source>{0}: {1} RP, daimyo card {2}</source>
        <comment>results: army colour, RP, daimyo card</comment>
        <translation>{0}：{1}点（大名{2}）</translation>
    </message>
    <message>
        <source>名声</source>
        <comment>kanji stamp of the prestige scoring title</comment>
        <translation>名声</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <extracomment>the banner&apos;s widest, and its margin from the view&apos;s edges where the one person at the table finished, when they did not win Enter and Space rest a moment once the banner shows: the press that ended the last scoring does not deal a new game before the result was seen</extracomment>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>ゲーム盤</translation>
    </message>
    <message>
        <source>The hands are hidden.</source>
        <translation>手札は伏せられています。</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>手札はありません。</translation>
    </message>
    <message>
        <source>Your hand: {0}.</source>
        <translation>あなたの手札：{0}。</translation>
    </message>
    <message>
        <source>No card is in the skirmish yet.</source>
        <translation>合戦にはまだカードがありません。</translation>
    </message>
    <message>
        <source>In the skirmish: {0}.</source>
        <translation>合戦：{0}。</translation>
    </message>
    <message>
        <source>{0}, the {1}</source>
        <comment>army, card</comment>
        <translation>{0}の{1}</translation>
    </message>
    <message>
        <source>Reputation: {0}.</source>
        <translation>名声点：{0}。</translation>
    </message>
    <message>
        <source>{0} {1} RP</source>
        <comment>army, reputation</comment>
        <translation>{0} {1}名声点</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームの記録</translation>
    </message>
    <message>
        <source>Everything that happened in this game, the latest at the bottom.</source>
        <translation>このゲームで起きたことすべて。最新のものが一番下です。</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>アクション</translation>
    </message>
    <message>
        <source>The decisions not made on the table: Tab moves to a button, the arrow keys move along the row, Enter presses it, Escape goes back to the table.</source>
        <translation>盤の上では行わない判断：Tabでボタンへ移り、矢印キーで列を移動し、Enterで押し、Escapeで盤に戻ります。</translation>
    </message>
    <message>
        <source>End this card&apos;s action?</source>
        <translation>このカードのアクションを終えますか？</translation>
    </message>
    <message>
        <source>You may still place {0} samurai with this card (R-E1, R-E2). End the action anyway?</source>
        <translation>このカードでまだ侍を{0}体置けます（R-E1、R-E2）。それでもアクションを終えますか？</translation>
    </message>
    <message>
        <source>Action points left: {0}. Unspent AP are lost when you end the action (R-E2). End it anyway?</source>
        <translation>アクションポイントが{0}残っています。使わなかったAPはアクションを終えると失われます（R-E2）。それでも終えますか？</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>このカードを出しますか？</translation>
    </message>
    <message>
        <source>Play the {0} into the skirmish? (Game → Ask before committing turns this question off.)</source>
        <translation>{0}を合戦に出しますか？（「ゲーム → 確定の前に確認する」でこの確認を止められます。）</translation>
    </message>
    <message>
        <source>Not played: the card is back in your hand.</source>
        <translation>出しませんでした。カードは手札に戻りました。</translation>
    </message>
    <message>
        <source>Your action goes on.</source>
        <translation>アクションを続けます。</translation>
    </message>
    <message>
        <source>As&amp;k before committing</source>
        <translation>確定の前に確認する(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Undo last decision</source>
        <translation>直前の判断を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>{0} wins the game!</source>
        <translation>{0}の勝利！</translation>
    </message>
    <message>
        <source>You finished {0}.</source>
        <translation>あなたは{0}でした。</translation>
    </message>
    <message>
        <source>{0}  {1}  ·  {2} RP</source>
        <comment>place, name, final reputation</comment>
        <translation>{0}  {1}  ·  {2}名声点</translation>
    </message>
    <message>
        <source>Most reputation after three rounds: {0} RP ahead of {1} (R-G1).</source>
        <translation>3ラウンド終了時の名声点が最多：{1}より{0}名声点多い（R-G1）。</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度プレイ</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>このゲームのリプレイ</translation>
    </message>
    <message>
        <source>Results…</source>
        <translation>結果…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>効果音を出す</translation>
    </message>
    <message>
        <source>Short cues when it is your turn, when a skirmish is won or lost, at Kachidoki and when the game ends.</source>
        <translation>自分の手番、合戦の勝ち負け、勝鬨、ゲームの終わりを短い音でお知らせします。</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>音量(&amp;V)</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>&amp;Try</source>
        <translation>試す(&amp;T)</translation>
    </message>
    <message>
        <source>This computer has no sound player the game can use (pw-play, paplay or aplay), so the game stays silent.</source>
        <translation>このコンピューターには、ゲームが使える音声再生プログラム（pw-play、paplay、aplay）がないため、音は出ません。</translation>
    </message>
    <message>
        <source>Game review — {0}</source>
        <translation>対局の見直し — {0}</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>対局を見直す</translation>
    </message>
    <message>
        <source>Where you lost RP, decision by decision, and what the computer would have done instead (your own seats only)</source>
        <translation>どの判断でRPを失ったか、そしてコンピューターならどうしたか（あなた自身の席のみ）</translation>
    </message>
    <message>
        <source>Reviewing your decisions… {0} of {1}</source>
        <translation>判断を見直し中… {0} / {1}</translation>
    </message>
    <message>
        <source>This game was reviewed before: the review is read from your record.</source>
        <translation>この対局は以前に見直し済みです：記録から読み込みました。</translation>
    </message>
    <message>
        <source>Review finished in {0} s.</source>
        <translation>見直しは{0}秒で完了しました。</translation>
    </message>
    <message>
        <source>The review was cancelled. Review again to start it over.</source>
        <translation>見直しを中止しました。「もう一度見直す」で最初からやり直せます。</translation>
    </message>
    <message>
        <source>The review could not be made: {0}</source>
        <translation>見直しを行えませんでした：{0}</translation>
    </message>
    <message>
        <source>There is no seat of yours to review in this game: a person&apos;s seat is reviewed only at that person&apos;s own screen.</source>
        <translation>この対局に見直すあなたの席はありません：人の席はその人自身の画面でのみ見直されます。</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>見直しを中止</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>もう一度見直す</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Show on the table</source>
        <translation>盤面で見る</translation>
    </message>
    <message>
        <source>Open the replay at this moment with the better decision drawn on the table</source>
        <translation>この場面のリプレイを開き、より強い手を盤面に示します</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>ここから対局</translation>
    </message>
    <message>
        <source>Start a game from this moment and try the better decision yourself</source>
        <translation>この場面から対局を始め、より強い手を自分で試します</translation>
    </message>
    <message>
        <source>The game review: what the computer would have done here.</source>
        <translation>対局の見直し：ここでコンピューターならこうしました。</translation>
    </message>
    <message>
        <source>Expected final RP over the game</source>
        <translation>対局を通じた最終RPの見込み</translation>
    </message>
    <message>
        <source>Each reviewed seat&apos;s expected final RP after each of its decisions, as the computer estimates it; a dot marks a mistake or a blunder</source>
        <translation>見直した各席の、判断ごとの最終RPの見込み（コンピューターの推定）。点はミスまたは大きなミスです</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>重要な場面</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>すべての判断</translation>
    </message>
    <message>
        <source>No key moments: every decision was as good as the computer&apos;s, or nearly.</source>
        <translation>重要な場面はありません：どの判断もコンピューターとほとんど同じでした。</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場面</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>打った手</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>より強い手</translation>
    </message>
    <message>
        <source>RP lost</source>
        <translation>失ったRP</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最善</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>好手</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>小さなミス</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>ミス</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>大きなミス</translation>
    </message>
    <message>
        <source>{0} RP lost</source>
        <translation>{0} RPの損失</translation>
    </message>
    <message>
        <source>{0} — {1}: {2} RP lost</source>
        <translation>{0} — {1}：{2} RPの損失</translation>
    </message>
    <message>
        <source>Played: {0}</source>
        <translation>打った手：{0}</translation>
    </message>
    <message>
        <source>Better: {0}</source>
        <translation>より強い手：{0}</translation>
    </message>
    <message>
        <source>{0}: {1} decisions, {2} RP lost ({3} a decision) · inaccuracies {4} · mistakes {5} · blunders {6}</source>
        <translation>{0}：判断{1}回、失ったRP {2}（1判断あたり{3}）· 小さなミス {4} · ミス {5} · 大きなミス {6}</translation>
    </message>
    <message>
        <source>Your strength</source>
        <translation>あなたの実力</translation>
    </message>
    <message>
        <source>RP lost per decision, reviewed game by game</source>
        <translation>見直した対局ごとの1判断あたりの失ったRP</translation>
    </message>
    <message>
        <source>RP lost per decision</source>
        <translation>1判断あたりの失ったRP</translation>
    </message>
    <message>
        <source>No reviewed game yet: review a game from its results or from the list below.</source>
        <translation>見直した対局はまだありません：結果画面か下の一覧から対局を見直してください。</translation>
    </message>
    <message>
        <source>Estimated rating {0} (95% interval {1}–{2}) from {3} games against the computer</source>
        <translation>推定レーティング {0}（95%範囲 {1}–{2}）、コンピューターとの{3}局から</translation>
    </message>
    <message>
        <source>Rating: not enough games yet ({0} of {1} games against the computer).</source>
        <translation>レーティング：まだ対局数が足りません（コンピューターとの対局 {0} / {1}）。</translation>
    </message>
    <message>
        <source>The computer&apos;s levels: {0}</source>
        <translation>コンピューターの各段階：{0}</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>The game log, folded: the window is too narrow for it beside the table. Click here or press {0} to open it over the table; Esc closes it.</source>
        <translation>ゲームの記録はしまってあります：ウィンドウが小さく、盤の右に並べられません。ここをクリックするか{0}を押すと盤の上に開きます。Escで閉じます。</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>{0}, {1} army ({2})</source>
        <comment>player, army colour (the letter on its pieces)</comment>
        <extracomment>the letter each army&apos;s pieces carry beside their colour and shape (the same in every language)</extracomment>
        <translation>{0}・{1}の軍（{2}）</translation>
    </message>
    <message>
        <source>the neutral army</source>
        <translation>中立軍</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>player (army colour)</comment>
        <translation>{0}（{1}）</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>&amp;Host a table…</source>
        <translation>ネットで卓を開く(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>卓に参加する(&amp;J)…</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>卓を開く</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>卓に参加する</translation>
    </message>
    <message>
        <source>Choose who plays each seat. Friends over the network join with this machine&apos;s address and the table code, which you will see next.</source>
        <translation>各席で誰がプレイするかを選んでください。ネット越しの友だちは、このコンピューターのアドレスと卓コード（次の画面に表示）で参加します。</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>{0}番の席</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>自分</translation>
    </message>
    <message>
        <source>A friend over the network</source>
        <translation>ネット越しの友だち</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>コンピューター：{0}</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>卓を開く</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加する</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>卓コード</translation>
    </message>
    <message>
        <source>Type the address and the table code your host gave you, e.g. 192.168.1.20:8765 and K7Q-M4X.</source>
        <translation>卓を開いた人から聞いたアドレスと卓コードを入力してください（例：192.168.1.20:8765 と K7Q-M4X）。</translation>
    </message>
    <message>
        <source>Give at least one seat to a friend over the network.</source>
        <translation>少なくとも1つの席をネット越しの友だちにしてください。</translation>
    </message>
    <message>
        <source>Keep one seat for yourself.</source>
        <translation>自分の席を1つ選んでください。</translation>
    </message>
    <message>
        <source>“{0}” is not an address: type a name or an IP address, with a port after a colon if your host gave one.</source>
        <translation>「{0}」はアドレスではありません。名前か IP アドレスを入力し、ポートを聞いていればコロンのあとに付けてください。</translation>
    </message>
    <message>
        <source>A table code has 6 letters and digits, like K7Q-M4X.</source>
        <translation>卓コードは英数字6文字です（例：K7Q-M4X）。</translation>
    </message>
    <message>
        <source>Re-open the table you were hosting (code {0}, round {1}: {2})? Your friends rejoin their seats. No: it is set aside and a new table is opened.</source>
        <translation>開いていた卓を再び開きますか（コード {0}、第{1}ラウンド：{2}）？友だちは自分の席に戻ります。「いいえ」なら、その卓は別に保管して新しい卓を開きます。</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>あなたの卓</translation>
    </message>
    <message>
        <source>The table could not be opened: {0}</source>
        <translation>卓を開けませんでした：{0}</translation>
    </message>
    <message>
        <source>Find tables</source>
        <translation>卓を探す</translation>
    </message>
    <message>
        <source>Asking the table server…</source>
        <translation>卓サーバーに問い合わせています…</translation>
    </message>
    <message>
        <source>No table is open on this server now.</source>
        <translation>このサーバーには今、開いている卓がありません。</translation>
    </message>
    <message>
        <source>This address is a friend&apos;s table, not a table server: type the table code your friend gave you.</source>
        <translation>このアドレスは友だちの卓で、卓サーバーではありません。友だちから聞いた卓コードを入力してください。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>a seat in the lobby: the name (who is there now)</comment>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>{0} · {1} · {2}</source>
        <comment>a table of the lobby: code, game, seats</comment>
        <translation>{0}・{1}・{2}</translation>
    </message>
    <message>
        <source>Waiting room</source>
        <translation>待合室</translation>
    </message>
    <message>
        <source>Friends join with Game → Join a table…, the address {0} and the table code {1}.</source>
        <translation>友だちは「ゲーム → 卓に参加する…」で、アドレス {0} と卓コード {1} を入力して参加します。</translation>
    </message>
    <message>
        <source>Send your friends the invitation below: they paste it into Game → Join a table… It holds this computer&apos;s address, the table code and the fingerprint of this table&apos;s certificate, which their Joraku checks.</source>
        <translation>下の招待を友だちに送ってください。友だちはそれを「ゲーム → 卓に参加する…」に入力します。招待にはこのコンピューターのアドレス、卓コード、この卓の暗号鍵の照合コードが入っていて、友だちの Joraku が確認します。</translation>
    </message>
    <message>
        <source>Certificate fingerprint: {0}</source>
        <translation>暗号鍵の照合コード：{0}</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>招待をコピー</translation>
    </message>
    <message>
        <source>Table code: {0}</source>
        <translation>卓コード：{0}</translation>
    </message>
    <message>
        <source>Address: {0}</source>
        <translation>アドレス：{0}</translation>
    </message>
    <message>
        <source>This machine&apos;s address (port {0})</source>
        <translation>このコンピューターのアドレス（ポート {0}）</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>友だちを待っています…</translation>
    </message>
    <message>
        <source>here</source>
        <translation>参加中</translation>
    </message>
    <message>
        <source>connection lost: waiting for them to come back</source>
        <translation>接続が切れました：戻るのを待っています</translation>
    </message>
    <message>
        <source>a computer ({0}) plays for them</source>
        <translation>コンピューター（{0}）が代わりにプレイ中</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>卓を開いた人</translation>
    </message>
    <message>
        <source>computer ({0})</source>
        <translation>コンピューター（{0}）</translation>
    </message>
    <message>
        <source>Give this seat to a computer</source>
        <translation>この席をコンピューターに任せる</translation>
    </message>
    <message>
        <source>Not my friend: free this seat</source>
        <translation>友だちではない：この席を空ける</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲームを始める</translation>
    </message>
    <message>
        <source>Start: computers take the empty seats</source>
        <translation>始める：空いた席はコンピューターが入る</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>卓を閉じる</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>卓を開いた人がゲームを始めるのを待っています…</translation>
    </message>
    <message>
        <source>{0} of {1} friends have joined.</source>
        <translation>友だち {1} 人中 {0} 人が参加しました。</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>卓に接続しています…</translation>
    </message>
    <message>
        <source>The connection to the table was lost. Trying again…</source>
        <translation>卓との接続が切れました。再接続しています…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>卓に戻りました。</translation>
    </message>
    <message>
        <source>A computer is playing your seat for now.</source>
        <translation>今はコンピューターがあなたの席をプレイしています。</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>自分の席に戻る</translation>
    </message>
    <message>
        <source>{0} lost their connection. Wait for them, or give the seat to a computer.</source>
        <translation>{0}の接続が切れました。待つか、席をコンピューターに任せてください。</translation>
    </message>
    <message>
        <source>Leave the table? Your seat waits for you: join again with the same address and code.</source>
        <translation>卓を離れますか？席はそのまま残ります。同じアドレスとコードでまた参加できます。</translation>
    </message>
    <message>
        <source>Close the table you host? Your friends&apos; games end with it (the table is saved).</source>
        <translation>開いている卓を閉じますか？友だちのゲームも終わります（卓は保存されます）。</translation>
    </message>
    <message>
        <source>Leave the game on the table? It stays in your autosave until a new game replaces it.</source>
        <translation>今のゲームを離れますか？新しいゲームで上書きされるまで自動保存に残ります。</translation>
    </message>
    <message>
        <source>Waiting for the table to answer…</source>
        <translation>卓の応答を待っています…</translation>
    </message>
    <message>
        <source>You left the table, or it closed after the game.</source>
        <translation>卓を離れたか、ゲーム後に卓が閉じられました。</translation>
    </message>
    <message>
        <source>The host stopped the table. Join again when they are back.</source>
        <translation>卓を開いた人が卓を止めました。戻ってきたらまた参加してください。</translation>
    </message>
    <message>
        <source>The connection broke (a damaged message).</source>
        <translation>接続が切れました（壊れたメッセージ）。</translation>
    </message>
    <message>
        <source>The other side sent data this game does not speak.</source>
        <translation>相手からこのゲームが扱えないデータが届きました。</translation>
    </message>
    <message>
        <source>The table could not be reached. Check the address and that the host&apos;s table is open.</source>
        <translation>卓に接続できませんでした。アドレスと、卓が開いているかを確認してください。</translation>
    </message>
    <message>
        <source>That address cannot be used.</source>
        <translation>そのアドレスは使えません。</translation>
    </message>
    <message>
        <source>The other side sent a message that is too big.</source>
        <translation>相手から大きすぎるメッセージが届きました。</translation>
    </message>
    <message>
        <source>The other side stopped answering.</source>
        <translation>相手の応答がなくなりました。</translation>
    </message>
    <message>
        <source>The other side sent a message this game does not understand.</source>
        <translation>相手からこのゲームが理解できないメッセージが届きました。</translation>
    </message>
    <message>
        <source>The host plays another version of Joraku (its protocol {0}, yours {1}): both need the same version.</source>
        <translation>卓を開いた人の上洛は別のバージョンです（相手のプロトコル {0}、あなたは {1}）。同じバージョンが必要です。</translation>
    </message>
    <message>
        <source>The table waited too long for this game to say hello.</source>
        <translation>卓はこのゲームからのあいさつを待ちきれませんでした。</translation>
    </message>
    <message>
        <source>The connection was idle too long.</source>
        <translation>接続が長く使われなかったため切れました。</translation>
    </message>
    <message>
        <source>Too many messages in too little time.</source>
        <translation>短い時間にメッセージが多すぎました。</translation>
    </message>
    <message>
        <source>This machine did not keep up with the table.</source>
        <translation>このコンピューターが卓の速さについていけませんでした。</translation>
    </message>
    <message>
        <source>There is no table with that code here.</source>
        <translation>そのコードの卓はここにありません。</translation>
    </message>
    <message>
        <source>Your seat&apos;s secret does not open it any more.</source>
        <translation>席の合言葉ではもうその席に戻れません。</translation>
    </message>
    <message>
        <source>That seat is taken, or no seat is free at this table.</source>
        <translation>その席はふさがっているか、この卓に空いた席がありません。</translation>
    </message>
    <message>
        <source>Your seat was joined from another window.</source>
        <translation>あなたの席に別のウィンドウから参加がありました。</translation>
    </message>
    <message>
        <source>The host gave your seat away, to a computer or to another player.</source>
        <translation>卓を開いた人があなたの席をコンピューターまたは別のプレイヤーに譲りました。</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>卓を開いた人が卓を閉じました。</translation>
    </message>
    <message>
        <source>The table server is full. Try again later.</source>
        <translation>卓サーバーが満員です。あとでもう一度試してください。</translation>
    </message>
    <message>
        <source>The table server does not allow that.</source>
        <translation>卓サーバーではそれはできません。</translation>
    </message>
    <message>
        <source>Too many refused moves in a row: this window is out of step.</source>
        <translation>拒否された手が続きすぎました。このウィンドウは卓とずれています。</translation>
    </message>
    <message>
        <source>The table could not be reached again. Join again when the host is back.</source>
        <translation>卓に再接続できませんでした。卓を開いた人が戻ったらまた参加してください。</translation>
    </message>
    <message>
        <source>This table showed another certificate than the one your invitation names: it may not be your host&apos;s. Ask your host for the invitation again.</source>
        <translation>この卓が示した暗号鍵は招待のものと合いません。卓を開いた人のものではないかもしれません。もう一度招待をもらってください。</translation>
    </message>
    <message>
        <source>The connection closed ({0}).</source>
        <translation>接続が閉じられました（{0}）。</translation>
    </message>
    <message>
        <source>You are not in a seat at this table.</source>
        <translation>あなたはこの卓の席についていません。</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>それはあなたの席ではありません。</translation>
    </message>
    <message>
        <source>Not your turn: {0} decides now.</source>
        <translation>あなたの番ではありません：今は{0}の番です。</translation>
    </message>
    <message>
        <source>The table had already moved on: look again and decide.</source>
        <translation>卓はすでに進んでいます。もう一度見てから決めてください。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終わりました。</translation>
    </message>
    <message>
        <source>A computer plays your seat now: take your seat back to decide.</source>
        <translation>今はコンピューターがあなたの席をプレイしています。決めるには自分の席に戻ってください。</translation>
    </message>
    <message>
        <source>The table server refused these game settings.</source>
        <translation>卓サーバーがこのゲーム設定を受け付けませんでした。</translation>
    </message>
    <message>
        <source>The table is busy: decide again.</source>
        <translation>卓が処理中です。もう一度決めてください。</translation>
    </message>
    <message>
        <source>The table refused that ({0}).</source>
        <translation>卓に拒否されました（{0}）。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>the largest seed the box takes (the save format allows more; people never need it) characters a person may use to group digits (&quot;1,000&quot;, &quot;1 000&quot;, &quot;1&apos;000&quot;, &quot;1_000&quot;) names earlier versions filled in for the local player: &quot;You&quot; made &quot;You plays the blue 6.&quot; how many variant cards a game uses (R-S6: &quot;draw 2 of the 6&quot;)</extracomment>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0}人</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Seats (in play order)</source>
        <translation>席（手番順）</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>{0}番席</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>コンピューター：{0}</translation>
    </message>
    <message>
        <source>Two-player variant</source>
        <translation>2人用の拡張</translation>
    </message>
    <message>
        <source>R-V7: 2 against 2 — each player commands two armies</source>
        <translation>R-V7：2対2 — 各プレイヤーが2つの軍を率いる</translation>
    </message>
    <message>
        <source>R-V8: two players and a neutral army</source>
        <translation>R-V8：2人と中立軍</translation>
    </message>
    <message>
        <source>Variant cards (advanced game, R-S6)</source>
        <translation>拡張ルールカード（上級ゲーム、R-S6）</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>2 at random</source>
        <translation>ランダムに2枚</translation>
    </message>
    <message>
        <source>2 chosen:</source>
        <translation>2枚を選ぶ：</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>variant card: id, name</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Seed (optional: the same seed deals the same cards)</source>
        <translation>シード（任意：同じシードなら同じカードが配られます）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message numerus="yes">
        <source>Tick exactly 2 cards (R-S6): %n ticked.</source>
        <translation>
            <numerusform>ちょうど2枚にチェックを入れてください（R-S6）：現在%n枚。</numerusform>
        </translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 2,000,000,000 (empty: a random deal).</source>
        <translation>シードは0から2,000,000,000までの整数にしてください（空欄ならランダムに配ります）。</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>supply {0}</source>
        <translation>ストック {0}</translation>
    </message>
    <message>
        <source>no supply</source>
        <extracomment>the line under the header: who plays the seat, and what it is doing now a panel of the compact height (the table&apos;s smallest): its army rows closer and its footer lower (the hand&apos;s backs and the Kachidoki badge shorter), so two armies (R-V7) still fit plain words under the army row: where the daimyo stands the hand face up (a replay of a finished game with every hand revealed); else backs</extracomment>
        <translation>ストックなし</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>名声点</translation>
    </message>
    <message>
        <source>never scores RP (R-V8)</source>
        <translation>名声点を得ない（R-V8）</translation>
    </message>
    <message>
        <source>hand: {0}</source>
        <translation>手札：{0}</translation>
    </message>
    <message>
        <source>Kachidoki
leads next</source>
        <translation>次の
リード</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>computer · {0}</source>
        <translation>CPU・{0}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>This is a replay: use Play from here to play on.</source>
        <extracomment>how long each decision stays on the table when the replay plays itself (ms) words for the step under the mouse (its tooltip) the whole log, and where each step&apos;s lines end in it</extracomment>
        <translation>これはリプレイです。続きをプレイするには「ここからプレイ」を使ってください。</translation>
    </message>
    <message>
        <source>Click a line to go to that moment of the game.</source>
        <translation>行をクリックすると、ゲームのその時点へ移動します。</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>the game review&apos;s better decision drawn at step :attr:`advice_at` (-1: none)</extracomment>
        <translation>再生</translation>
    </message>
    <message>
        <source>Jump to</source>
        <translation>移動</translation>
    </message>
    <message>
        <source>View of</source>
        <translation>視点</translation>
    </message>
    <message>
        <source>Reveal every hand</source>
        <translation>全員の手札を表示</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>ここからプレイ</translation>
    </message>
    <message>
        <source>Export log…</source>
        <translation>記録を書き出す…</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>リプレイを閉じる</translation>
    </message>
    <message>
        <source>The last decision</source>
        <translation>最後の手順</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Could not export the log</source>
        <translation>記録を書き出せませんでした</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Your RP, game by game</source>
        <translation>あなたの名声点（ゲームごと）</translation>
    </message>
    <message>
        <source>Your RP in the last {0} games</source>
        <translation>直近{0}ゲームの名声点</translation>
    </message>
    <message>
        <source>a win</source>
        <extracomment>at most this many games in the chart (the most recent); the list below holds them all the chart&apos;s average line: over this many games the number of the first game shown, counted over all the player&apos;s games</extracomment>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>another result</source>
        <translation>その他の結果</translation>
    </message>
    <message>
        <source>average of the last {0} games</source>
        <translation>直近{0}ゲームの平均</translation>
    </message>
    <message>
        <source>{0}: {1} RP, {2} ({3})</source>
        <translation>{0}：{1}名声点、{2}（{3}）</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <extracomment>the player wants to watch the game again the game review asked for</extracomment>
        <translation>結果</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>{0}の勝利！</translation>
    </message>
    <message>
        <source>Final reputation points (RP) after three rounds (R-G1)</source>
        <translation>3ラウンド終了時の最終名声点（R-G1）</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>軍</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>名声点</translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation>同点の決着は不要でした。</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度プレイ</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>リプレイを見る</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Joraku — rules</source>
        <extracomment>letters a search for the plain letter also finds (the romanised area names use macrons) joins &quot;R-&quot; to the rest of a rule id in the shown text, so that no line breaks inside R-V2 the widest column of text, in pixels (about 90 characters of the 16 px sans) Enter without Shift: the next match, or the rule just found (RulesHelp.enter)</extracomment>
        <translation>上洛 — ルール</translation>
    </message>
    <message>
        <source>Search: a rule id such as R-K4, or a word</source>
        <translation>検索：R-K4 などのルールID、または語句</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <extracomment>a rule id was just typed and its rule is shown: Enter stays on it</extracomment>
        <translation>前の一致 (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>次の一致 (Enter)</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <source>Enter / Shift+Enter: next / previous match · Ctrl+F: search · Esc: close</source>
        <extracomment>the contents&apos; entries, one per heading, in the document&apos;s order</extracomment>
        <translation>Enter / Shift+Enter：次／前の一致・Ctrl+F：検索・Esc：閉じる</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>一致なし</translation>
    </message>
    <message numerus="yes">
        <source>Match {0} of %n</source>
        <translation>
            <numerusform>{0}/%n件目</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <extracomment>past games the list keeps in view however short the window: below that the window scrolls past games read at a time; the next page is read when the list is scrolled near its end the game review of a past game asked for (its save&apos;s path)</extracomment>
        <translation>戦績</translation>
    </message>
    <message>
        <source>Your record</source>
        <extracomment>the figures shown (None until the record has been read) the last read failed (the window says so rather than &quot;no games yet&quot;) the results listed in the games table, row by row</extracomment>
        <translation>あなたの戦績</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>プレイヤー：</translation>
    </message>
    <message>
        <source>Double-click a game to open it again.</source>
        <translation>ゲームをダブルクリックすると再び開けます。</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Average RP</source>
        <translation>平均名声点</translation>
    </message>
    <message>
        <source>Best RP</source>
        <translation>最高名声点</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>By opponent level</source>
        <translation>相手の強さ別</translation>
    </message>
    <message>
        <source>By mode</source>
        <translation>モード別</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>過去のゲーム</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>名声点</translation>
    </message>
    <message>
        <source>Variant cards</source>
        <translation>拡張ルール</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Reading your record…</source>
        <translation>戦績を読み込んでいます…</translation>
    </message>
    <message>
        <source>Everyone who played here</source>
        <translation>ここでプレイした全員</translation>
    </message>
    <message>
        <source>Your record could not be read this time.</source>
        <translation>今回は戦績を読み込めませんでした。</translation>
    </message>
    <message>
        <source>No finished game of yours is in the record yet: only games with a human player count.</source>
        <translation>あなたの終えたゲームはまだ記録にありません：人間のプレイヤーがいるゲームだけが記録されます。</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and your record starts here: wins, RP and every past game, ready to open again.</source>
        <translation>終えたゲームはまだありません。ゲームを最後までプレイすると、勝利数や名声点、もう一度開ける過去のゲームがここに記録されます。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
</context>
</TS>
