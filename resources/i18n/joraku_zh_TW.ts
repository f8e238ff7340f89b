<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>About</name>
    <message>
        <source>The font licence file (resources/fonts/OFL.txt) is missing.</source>
        <translation>找不到字型授權檔（resources/fonts/OFL.txt）。</translation>
    </message>
    <message>
        <source>Joraku Desktop</source>
        <translation>上洛 Joraku 桌面版</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>版本 {0}</translation>
    </message>
    <message>
        <source>The digital edition of Joraku, the trick-taking area-control board game of Sengoku Japan, for 2 to 4 players.</source>
        <translation>《上洛》的數位版：一款以日本戰國時代為背景、結合吃墩與區域控制的桌上遊戲，適合2至4人遊玩。</translation>
    </message>
    <message>
        <source>Rules: the printed Joraku rulebook (the two-player variants R-V7 and R-V8 from its Russian edition), with the program&apos;s rulings where the print is silent. Press F1 for the rules in full.</source>
        <translation>規則：依據《上洛》印刷版規則書（雙人變體規則R-V7與R-V8取自俄文版），規則書未提及之處採用本程式的裁定。按F1可查看完整規則。</translation>
    </message>
    <message>
        <source>Fonts: Joraku Sans and Joraku Serif are subsets of Noto Sans CJK JP and Noto Serif CJK JP (© Google, © Adobe), used under the SIL Open Font License 1.1, whose full text is under Show Details.</source>
        <translation>字型：Joraku Sans與Joraku Serif為Noto Sans CJK JP與Noto Serif CJK JP的子集（© Google、© Adobe），依SIL Open Font License 1.1授權使用，授權全文請見「顯示詳情」。</translation>
    </message>
    <message>
        <source>About Joraku</source>
        <translation>關於上洛</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Placement (P)</source>
        <extracomment>the keys that move along the bar, press the button under the focus, or go back to the table the keyboard leaves the bar for the table (Escape or Up on a button) the most lines the bar&apos;s words take: the bar&apos;s height holds them the keyboard help&apos;s forms while it is shown (fullest first), fitted to the room the keyboard help (its forms, its words) a choice of buttons replaced for a while</extracomment>
        <translation>部署(P)</translation>
    </message>
    <message>
        <source>Action points (A)</source>
        <translation>行動點(A)</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>確認(Enter)</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>完成(D)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>復原(Ctrl+Z)</translation>
    </message>
    <message>
        <source>All actions… (K)</source>
        <translation>所有動作…(K)</translation>
    </message>
    <message>
        <source>Hands are hidden. Click the table (or press Space) when ready.</source>
        <translation>手牌已隱藏。準備好後請點擊桌面（或按空白鍵）。</translation>
    </message>
    <message>
        <source>The game is over. Results: Ctrl+R · a new game: Ctrl+N.</source>
        <translation>遊戲結束。結果：Ctrl+R · 新遊戲：Ctrl+N</translation>
    </message>
    <message>
        <source>Waiting for {0}…</source>
        <translation>等待{0}…</translation>
    </message>
    <message>
        <source>Keyboard: ←/→ choose a card, Enter plays or picks it, K lists every action.</source>
        <translation>鍵盤：←/→選牌，Enter打出或選取，K列出所有動作。</translation>
    </message>
    <message>
        <source>←/→ a card · Enter plays it · K: every action</source>
        <translation>←/→選牌 · Enter打出 · K所有動作</translation>
    </message>
    <message>
        <source>Keyboard: ←/→ choose a button, Enter presses it, Esc goes back to the cards.</source>
        <translation>鍵盤：←/→ 選擇按鈕，Enter 按下，Esc 回到手牌。</translation>
    </message>
    <message>
        <source>←/→ a button · Enter presses it · Esc: back</source>
        <translation>←/→ 按鈕 · Enter 按下 · Esc 返回</translation>
    </message>
    <message>
        <source>Keyboard: P places samurai, A takes the action points, K lists every action.</source>
        <translation>鍵盤：P部署，A行動點，K列出所有動作。</translation>
    </message>
    <message>
        <source>P placement · A action points · K: every action</source>
        <translation>P部署 · A行動點 · K所有動作</translation>
    </message>
    <message>
        <source>Keyboard: ←/→ choose a step on the map, Enter does it, D ends, K lists every action.</source>
        <translation>鍵盤：←/→選地圖上的一步，Enter執行，D結束，K列出所有動作。</translation>
    </message>
    <message>
        <source>←/→ a step on the map · Enter does it · D ends</source>
        <translation>←/→地圖上的一步 · Enter執行 · D結束</translation>
    </message>
    <message>
        <source>Pass these cards (Enter)</source>
        <translation>傳出這些牌(Enter)</translation>
    </message>
    <message>
        <source>Discard (Enter)</source>
        <translation>棄牌(Enter)</translation>
    </message>
    <message>
        <source>Keep this card (Enter)</source>
        <translation>保留這張牌(Enter)</translation>
    </message>
    <message>
        <source>Action points: {0} (A)</source>
        <translation>行動點：{0}(A)</translation>
    </message>
</context>
<context>
    <name>ActionPicker</name>
    <message>
        <source>All actions</source>
        <translation>所有動作</translation>
    </message>
    <message>
        <source>Choose with the arrow keys and press Enter:</source>
        <translation>用方向鍵選擇，再按Enter：</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Pass {0}</source>
        <translation>傳出{0}</translation>
    </message>
    <message>
        <source>Discard the {0}</source>
        <translation>棄掉{0}</translation>
    </message>
    <message>
        <source>Keep the {0}</source>
        <translation>保留{0}</translation>
    </message>
    <message>
        <source>Play the {0}</source>
        <translation>打出{0}</translation>
    </message>
    <message>
        <source>for {0}</source>
        <translation>（{0}軍）</translation>
    </message>
    <message>
        <source>Placement: up to 3 samurai in {0}</source>
        <translation>部署：在{0}放置最多3名武士</translation>
    </message>
    <message>
        <source>Action points: {0} AP</source>
        <translation>行動點：{0}點</translation>
    </message>
    <message>
        <source>Place a samurai in {0}</source>
        <translation>在{0}放置一名武士</translation>
    </message>
    <message>
        <source>Move your daimyo from {0} to {1}</source>
        <translation>將大名從{0}移到{1}</translation>
    </message>
    <message>
        <source>Move a samurai from {0} to {1}</source>
        <translation>將一名武士從{0}移到{1}</translation>
    </message>
    <message>
        <source>Remove a {0} samurai from {1}</source>
        <translation>移除{1}的一名{0}方武士</translation>
    </message>
    <message>
        <source>Drive a neutral samurai from {0} to {1}</source>
        <translation>將一名中立武士從{0}驅趕到{1}</translation>
    </message>
    <message>
        <source>Done (end this card&apos;s action)</source>
        <translation>完成（結束這張牌的動作）</translation>
    </message>
    <message>
        <source>{0} — Enter does it; ←/→ another step, D ends.</source>
        <translation>{0}——按Enter執行；←/→選另一步，D結束。</translation>
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
        <translation>無法接續自動存檔（{0}）；該檔案已改名為{1}，將開始新遊戲。</translation>
    </message>
    <message>
        <source>The autosave could not be resumed ({0}); a new game starts.</source>
        <translation>無法接續自動存檔（{0}）；將開始新遊戲。</translation>
    </message>
    <message>
        <source>Resume the unfinished game ({0}; round {1})?</source>
        <translation>要繼續未完成的遊戲嗎？（{0}；第{1}回合）</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Joraku was already open: here is your game.</source>
        <translation>上洛已經開著了：這是你的遊戲。</translation>
    </message>
    <message>
        <source>Joraku is already open with your profile but did not answer, so this window keeps its own autosave: neither game can overwrite the other.</source>
        <translation>上洛已用你的設定檔開啟但沒有回應，因此這個視窗使用自己的自動存檔：兩場遊戲都不會互相覆寫。</translation>
    </message>
    <message>
        <source>A game left unfinished in a second window of Joraku was kept as {0}: open it from Game → Recent games.</source>
        <translation>上洛第二個視窗中未完成的遊戲已保存為{0}：可從「遊戲 → 最近的遊戲」開啟。</translation>
    </message>
</context>
<context>
    <name>Area</name>
    <message>
        <source> (inferred: a RULING, not printed on the board)</source>
        <extracomment>the influence row, the last result and the prestige chart sit at the foot of the area (these are distances from its bottom edge), so a taller area gives the token stacks the room an area of the design height (:data:`table_layout.AREA_H`) an area of the compact height (:data:`table_layout.COMPACT`): the same parts closer, a stack of ten samurai and a result strip still whole between the daimyo and the chart the last prestige scoring of this area: [(army, rank, rp)]</extracomment>
        <translation>（推定：本程式的裁定，圖板上未印）</translation>
    </message>
    <message>
        <source>Round {0}: {1} RP for 1st / 2nd / 3rd</source>
        <translation>第{0}回合：第1／2／3名得{1}名聲點</translation>
    </message>
    <message>
        <source>{0} ({1}). Influence: daimyo 2, each samurai 1 (R-C8).</source>
        <translation>{0}，圖板標示為「{1}」。影響力：大名2，每名武士1（R-C8）。</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>PRESTIGE</source>
        <translation>勢力爭霸</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>第{0}回合</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>{0} — this game is not being saved. Save it elsewhere, or free some space: autosaving starts again by itself.</source>
        <translation>{0} — 這場遊戲目前沒有被存檔。請另存到其他位置，或清出一些空間：自動存檔會自行重新開始。</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>另存到其他位置…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>再存一次</translation>
    </message>
    <message>
        <source>Quit Joraku</source>
        <translation>結束上洛</translation>
    </message>
    <message>
        <source>{0}.

This game is not saved: if you quit now, it is lost. Save it elsewhere first?</source>
        <translation>{0}。

這場遊戲沒有存檔：現在結束，這場遊戲就會消失。要先另存到其他位置嗎？</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>不存檔直接結束</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <extracomment>the lasting warning, made at the first failure the quit prompt while the autosave fails: &quot;save&quot;, &quot;quit&quot; or &quot;cancel&quot;; tests replace it</extracomment>
        <translation>自動存檔已重新開始。</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Final scores: Game → Results (Ctrl+R)</source>
        <translation>最終成績：遊戲 → 結果（Ctrl+R）</translation>
    </message>
    <message>
        <source>Round {0} of 3</source>
        <translation>第{0}回合（共3回合）</translation>
    </message>
    <message>
        <source>prestige scored</source>
        <translation>勢力爭霸已計分</translation>
    </message>
    <message>
        <source>Every area scored by this round&apos;s chart (R-PR)</source>
        <translation>各區域已依本回合計分表計分（R-PR）</translation>
    </message>
    <message>
        <source>Then {0} skirmishes, then prestige scoring</source>
        <translation>接著進行{0}場合戰，然後勢力爭霸計分</translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation>第{0}場合戰（共{1}場）</translation>
    </message>
    <message>
        <source>prestige scoring after the last one</source>
        <translation>最後一場合戰後進行勢力爭霸計分</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <source>{0} (computer) is thinking…</source>
        <translation>{0}（電腦）思考中…</translation>
    </message>
    <message>
        <source>{0} to act.</source>
        <translation>輪到{0}行動。</translation>
    </message>
    <message>
        <source>{0}: drag a card onto the skirmish (follow the {1} suit if you can).</source>
        <translation>{0}：將一張牌拖到合戰區（手上有{1}色牌就必須跟出）。</translation>
    </message>
    <message>
        <source>{0}: you lead. Drag any card onto the skirmish (or double-click it).</source>
        <translation>{0}：由你先出。將任一張牌拖到合戰區（或雙擊它）。</translation>
    </message>
    <message>
        <source>{0}: place up to 3 samurai in {1}, or take action points ({2} AP)?</source>
        <translation>{0}：在{1}放置最多3名武士，還是取得{2}行動點？</translation>
    </message>
    <message>
        <source>Choose a card first.</source>
        <translation>請先選擇1張牌。</translation>
    </message>
    <message>
        <source>Choose {0} cards first.</source>
        <translation>請先選擇{0}張牌。</translation>
    </message>
    <message>
        <source>{0}: drag samurai from your supply to any area ({1} left), then Done.</source>
        <translation>{0}：從備用區將武士拖到任意區域（還可放{1}名），然後按「完成」。</translation>
    </message>
    <message>
        <source>{0}: drag samurai from your supply to {1} ({2} left), then Done.</source>
        <translation>{0}：從備用區將武士拖到{1}（還可放{2}名），然後按「完成」。</translation>
    </message>
    <message>
        <source>{0} Keys: P places, A takes the action points.</source>
        <translation>{0}（鍵盤：P部署，A取得行動點）</translation>
    </message>
    <message>
        <source>{0} Keys: D ends.</source>
        <translation>{0}（鍵盤：D結束）</translation>
    </message>
    <message>
        <source>{0} Keys: ←/→ a step on the map, Enter does it, D ends.</source>
        <translation>{0}（鍵盤：←/→選地圖上的一步，Enter執行，D結束）</translation>
    </message>
    <message>
        <source>{0}: {1} AP left (the daimyo {2} AP, a samurai moved or removed 1 AP). Keys: ←/→ a step on the map, Enter does it, D ends.</source>
        <translation>{0}：剩餘{1}行動點（移動大名{2}行動點，移動或移除武士1行動點）。（鍵盤：←/→選地圖上的一步，Enter執行，D結束）</translation>
    </message>
    <message>
        <source>{0}: {1} AP left, not enough for the daimyo (a samurai moved or removed 1 AP). Keys: ←/→ a step on the map, Enter does it, D ends.</source>
        <translation>{0}：剩餘{1}行動點，不足以移動大名（移動或移除武士1行動點）。（鍵盤：←/→選地圖上的一步，Enter執行，D結束）</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Drop the card on the skirmish area to play it.</source>
        <extracomment>how far (Manhattan, scene units) a pressed piece moves before the press becomes a drag the button is down on a piece that has not moved far enough to be a drag (a click, so far) a neutral samurai was clicked: the next click on an area says where it goes (R-V8) hot seat: the hands are hidden until the player to act is ready (R-P3) the player&apos;s last gesture on the table was a key (the banner says the keys then)</extracomment>
        <translation>將牌放到合戰區即可打出。</translation>
    </message>
    <message>
        <source>Drop the card in the slots on the right to choose it.</source>
        <translation>將牌放到右側的格子中即可選取。</translation>
    </message>
    <message>
        <source>Drop the piece on an area of the map.</source>
        <translation>將指示物放到地圖上的區域。</translation>
    </message>
    <message>
        <source>Drag the card onto the skirmish area, or double-click it, to play it.</source>
        <translation>將牌拖到合戰區或雙擊它，即可打出。</translation>
    </message>
    <message>
        <source>Drag it onto an area of the map.</source>
        <translation>將它拖到地圖上的區域。</translation>
    </message>
    <message>
        <source>Kachidoki in {0}: {1}.</source>
        <translation>{0}勝鬨計分：{1}。</translation>
    </message>
    <message>
        <source>no RP</source>
        <translation>無人得分</translation>
    </message>
    <message>
        <source>R{0}</source>
        <extracomment>who answers the table&apos;s requests: given the Action, the refusal in words, or None the tiles were laid out anew for the view&apos;s shape (layers drawn over them follow) where every tile goes: follows the shape of the view (:meth:`fit_to_aspect`) who answers a request (:meth:`answer_with`): the refusal in words, or None the request being made comes from a card dropped by one drag (the window may ask first) the banner&apos;s instruction in place of the table&apos;s own (a tutorial step that is done) R-V7: the ways to play the card just dropped, while the player picks the army Enter and Space rest for a moment after a scoring beat (the press meant for it) the mouse on the table, as one explicit mode the skirmish as it unfolds, from the events (the engine clears the trick at once) RP the panels show while a scoring beat counts them up (None: the view&apos;s RP); the round whose chart row the areas light meanwhile (the view may be in the next round)</extracomment>
        <translation>第{0}回</translation>
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
        <translation>每回合向京都前進</translation>
    </message>
    <message>
        <source>Daimyo in {0}; its samurai are moved, never removed.</source>
        <translation>大名位於{0}；其武士只會被移動，不會被移除。</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>選擇中…</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>已就緒</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Daimyo card {0}; the daimyo stands in {1}.</source>
        <translation>大名卡{0}；大名位於{1}。</translation>
    </message>
    <message>
        <source>Drag onto the card&apos;s area to place this samurai (R-E1, R-E2 A)</source>
        <translation>拖到這張牌的區域以放置這名武士（R-E1、R-E2 A）</translation>
    </message>
    <message>
        <source>Drag to a neighbouring area (1 AP, R-E2 B)</source>
        <translation>拖到相鄰區域（1行動點，R-E2 B）</translation>
    </message>
    <message>
        <source>1 AP: drive this neutral samurai to another area (R-V8)</source>
        <translation>1行動點：將這名中立武士驅趕到其他區域（R-V8）</translation>
    </message>
    <message>
        <source>Click to remove this samurai (1 AP, R-E2 B)</source>
        <translation>點擊以移除這名武士（1行動點，R-E2 B）</translation>
    </message>
    <message>
        <source>{0} wins with the {1}: {2}.</source>
        <extracomment>the cards in the slots now where a card left the hand (it flies to the skirmish from there) the number (0-based) of the skirmish in ``finished``</extracomment>
        <translation>{0}以{1}獲勝：{2}。</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>合戰</translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation>第{0}場合戰（共{1}場）</translation>
    </message>
    <message>
        <source>led suit: {0}</source>
        <translation>首出花色：{0}</translation>
    </message>
    <message>
        <source>AP left: {0}</source>
        <translation>剩餘行動點：{0}</translation>
    </message>
    <message>
        <source>to place: {0}</source>
        <translation>待放置：{0}</translation>
    </message>
    <message>
        <source>Nobody sees what they receive until everyone has chosen (R-P2).</source>
        <translation>所有人選好之前，沒有人會看到自己收到的牌（R-P2）。</translation>
    </message>
    <message>
        <source>next
to play</source>
        <extracomment>the played cards&apos; scale in a skirmish zone of the compact height (the table&apos;s smallest) the slot whose card is being resolved now (-1: none): its name is lit</extracomment>
        <translation>下一位
出牌</translation>
    </message>
    <message>
        <source>No variant cards: the rules as printed (R-S6).</source>
        <extracomment>the slots&apos; scale when the words leave room (the cards chosen show value and colour) the gap between two slots, and the room around the zone&apos;s words</extracomment>
        <translation>不使用擴充規則卡：依照印刷規則進行（R-S6）。</translation>
    </message>
    <message>
        <source>Variant cards</source>
        <translation>擴充規則卡</translation>
    </message>
    <message>
        <source>None. Two players: the rules of {0} as printed.</source>
        <translation>無。雙人遊戲：依照{0}的印刷規則進行。</translation>
    </message>
    <message>
        <source>None: the rules as printed.</source>
        <translation>無：依照印刷規則進行。</translation>
    </message>
    <message>
        <source>Pass to {0}</source>
        <translation>傳給{0}</translation>
    </message>
    <message>
        <source>{0}, click when ready (or press Space). Everyone else: look away.</source>
        <translation>{0}，準備好後請點擊（或按空白鍵）。其他人請迴避視線。</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>any area</source>
        <extracomment>the label colours: received in the pass (gold), personal (teal), kept in the draft (green)</extracomment>
        <translation>任意區域</translation>
    </message>
    <message>
        <source>area {0}</source>
        <translation>區域{0}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Unknown computer level ({0}); a Normal computer plays that seat.</source>
        <extracomment>a failing autosave is tried again this often, even if nobody moves a finished networked table sends the whole game right after its last update; waited for at most this long before the end is shown without it a new or loaded game is in place (events, action or None for an undo, seat that acted) after every applied action or undo a human seat must decide now a computer seat is thinking (GameResult) the whole finished game is here, to be recorded: emitted once per game, as soon as the deciding action is applied and autosaved (a networked game: when the table sent it), before any final scoring is shown (a window closed or a new game started during that scoring still has the finished game to record) (GameResult) the end is to be shown (the banner, the results): once per game, after the scoring and after :attr:`finished` (events) the applied action scored: play is held until :meth:`scoring_done` the scoring beat is over (the player clicked on, or it timed out): play goes on every signal of one change has gone out (an applied action and the turn or the scoring after it, an undo, a game put in place): the views redraw now, once per decision something for the status bar (autosave trouble, a computer error) the host of a networked table refused a decision already sent: why, in codes (the views word it; a refusal at once is the return value of :meth:`request`) the autosave started failing (the sentence saying why) or works again (&quot;&quot;): the window shows a lasting warning meanwhile, and the quit prompt tells the truth at a table over the network: something to redraw that is no action (seats, connection, a decision sent or refused) the game this window sits at (None before the first) the seat at a networked table, for the window&apos;s network part (None at this machine&apos;s) what holds the computer turns now (:meth:`set_paused`) one agent per computer seat, for the game in place a computer decision that arrived while paused, played on resume the table&apos;s updates not applied yet (held behind a scoring beat) the game&apos;s life after its end: recorded, then shown, once each a finished networked game waits this long for the whole game before it is shown hints shown in this game (&quot;What would the computer do?&quot;); kept by the saves a window shows scoring as a beat of its own (bare controllers in tests do not) a scoring beat is on screen: play waits for :meth:`scoring_done` &quot;&quot; while autosaves succeed; else the sentence saying why the last one failed a failing autosave is tried again on its own (space freed, folder made writable) the tutorial&apos;s scripted decisions for the computer seats, in place of their AI: called when a computer seat is to act; None from it means &quot;wait&quot; (see :meth:`resume`) a person has decided something since the game was put in place: quitting an untouched deal (or a loaded game, already on disk) asks nothing</extracomment>
        <translation>未知的電腦難度（{0}）；改由「普通」電腦操控此座位。</translation>
    </message>
    <message>
        <source>There is no game in progress.</source>
        <translation>目前沒有進行中的遊戲。</translation>
    </message>
    <message>
        <source>Wait: the scoring is being shown.</source>
        <translation>請稍候：正在顯示計分。</translation>
    </message>
    <message>
        <source>Wait: it is a computer player&apos;s turn.</source>
        <translation>請稍候：現在輪到電腦玩家。</translation>
    </message>
    <message>
        <source>Nothing to take back.</source>
        <translation>沒有可以復原的動作。</translation>
    </message>
    <message>
        <source>Wait: the host has not started the game yet.</source>
        <translation>請稍候：開桌者尚未開始遊戲。</translation>
    </message>
    <message>
        <source>Wait: the table has not answered your last decision yet.</source>
        <translation>請稍候：牌桌尚未回應你上一個決定。</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>自動存檔失敗：{0}</translation>
    </message>
    <message>
        <source>A computer player failed ({0}); it plays the first legal move instead.</source>
        <translation>電腦玩家發生錯誤（{0}）；改為執行第一個合法動作。</translation>
    </message>
    <message>
        <source>A computer player chose an illegal move ({0}); it plays the first legal one instead.</source>
        <translation>電腦玩家選擇了不合法的動作（{0}）；改為執行第一個合法動作。</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Text (*.txt)</source>
        <translation>文字檔（*.txt）</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>網頁（*.html）</translation>
    </message>
    <message>
        <source>Export the game&apos;s log</source>
        <translation>匯出遊戲紀錄</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>Already yours (kept or personal card).</source>
        <translation>已經是你的牌（保留的牌或個人牌）。</translation>
    </message>
    <message>
        <source>You must follow the led suit ({0}) while you hold a {0} card (R-K2); the {1} is not {0}.</source>
        <translation>首出花色是{0}色，手上有{0}色牌就必須跟出（R-K2）；{1}不是{0}色。</translation>
    </message>
    <message>
        <source>{0} Ninja: place up to 3 samurai in any areas (R-E1). Beats everything if a 6 is played in the same skirmish (R-K4).</source>
        <translation>{0}忍者：在任意區域放置最多3名武士（R-E1）。同一場合戰中若有人打出6，忍者勝過一切（R-K4）。</translation>
    </message>
    <message>
        <source>{0} {1}: place up to 3 samurai in {2}, or take {1} action points (R-E2).</source>
        <translation>{0}{1}：在{2}放置最多3名武士，或取得{1}行動點（R-E2）。</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The hint failed ({0}).</source>
        <extracomment>seconds the hint thinks over a card to play, with Expert&apos;s settings (the window&apos;s Hard takes 1 s, Expert 3 s; a player who asks can wait a little longer than Hard for a better answer) the thinking budget (tests set ``iterations`` and no clock, for speed and repeatability) the advice&apos;s steps (``Advice.steps``) the player has taken as advised: the hint stays on the table as a checklist, those steps ticked, until the plan is left or done the turn the last hint counted was for: asking again in the same turn is not a second hint (:meth:`_turn`)</extracomment>
        <translation>提示失敗（{0}）。</translation>
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
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新遊戲(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>讀取(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>存檔(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>最近的遊戲(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>Open &amp;replay…</source>
        <translation>開啟重播(&amp;R)…</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>重播這場遊戲(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>匯出紀錄(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <extracomment>a preference the menus offer as exclusive choices (View → Animation speed, View → Language): its label and its checkable actions the slider&apos;s keyboard steps: the arrows move it by 5, Page Up/Down by 20 wide enough that the explanation wraps into two even lines in every language the menu preferences: a list per choice, a check box per switch (objectName as the action&apos;s)</extracomment>
        <translation>動畫速度(&amp;S)</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>遊戲紀錄(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Read the game log</source>
        <translation>查看遊戲紀錄(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>設定(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules of Joraku</source>
        <translation>上洛規則(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Joraku</source>
        <translation>關於上洛(&amp;A)</translation>
    </message>
    <message>
        <source>Your record</source>
        <extracomment>every secondary window, one of each at a time; what holds the computer players Kachidoki and prestige scoring shown as beats of their own (R-KS, R-PR): made at the first scoring (:attr:`scoring`) &quot;What would the computer do?&quot;: asked here, thought off the GUI thread, drawn on the table records finished games (off, like the autosave, in a window that does not autosave) the table is behind the game: redrawn once when the controller has settled a decision the events of the action whose scoring is on screen (the table shows the map as scored) asks a yes/no question; tests replace it (QMessageBox.question blocks) Help → Learn to play: the lessons and the gate (the panel and marks: :attr:`lessons`) a failing autosave: the lasting warning, and the quit prompt that tells the truth load, save, save as and the recent games tables over the network (Game → Host a table… / Join a table…), made when first wanted the board&apos;s requests to the controller, and the refusals that come back the end of a game: the winner&apos;s banner on the table, then the results</extracomment>
        <translation>你的戰績</translation>
    </message>
    <message>
        <source>This game was added to your record (Game → Statistics…).</source>
        <translation>這場遊戲已加入你的戰績（遊戲 → 統計…）。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Abandon the game in progress? (It stays in the autosave until the new game&apos;s first move.)</source>
        <translation>要放棄進行中的遊戲嗎？（在新遊戲走出第一步之前，它仍保留在自動存檔中。）</translation>
    </message>
    <message>
        <source>{0}: the file is not a Joraku save this version can read ({1}).</source>
        <translation>{0}：此檔案不是這個版本能讀取的上洛存檔（{1}）。</translation>
    </message>
    <message>
        <source>The save was recovered</source>
        <extracomment>the Game → Recent games menu (built again with the menus when the language changes) the seats and variants of the game in place, for Play again</extracomment>
        <translation>存檔已修復</translation>
    </message>
    <message>
        <source>Loaded {0}</source>
        <translation>已讀取{0}</translation>
    </message>
    <message>
        <source>Could not load the game</source>
        <translation>無法讀取遊戲</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>讀取遊戲</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>無法儲存遊戲</translation>
    </message>
    <message>
        <source>That is the autosave file: it is overwritten after every move. Please choose another name.</source>
        <translation>這是自動存檔檔案：每一步之後都會被覆寫。請另選一個檔名。</translation>
    </message>
    <message>
        <source>Saved to {0}</source>
        <translation>已儲存至{0}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>儲存遊戲</translation>
    </message>
    <message>
        <source>Open a game as a replay</source>
        <extracomment>the replay window&apos;s name in the window registry</extracomment>
        <translation>以重播開啟遊戲</translation>
    </message>
    <message>
        <source>There is no game to replay.</source>
        <translation>沒有可以重播的遊戲。</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>從這裡開始玩</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>沒有可以匯出的遊戲。</translation>
    </message>
    <message>
        <source>Could not export the log</source>
        <translation>無法匯出紀錄</translation>
    </message>
    <message>
        <source>System default ({0})</source>
        <translation>系統預設（{0}）</translation>
    </message>
    <message>
        <source>The translation could not be loaded; English is used.</source>
        <translation>無法載入翻譯；將使用英文。</translation>
    </message>
    <message>
        <source>Joraku — {0}</source>
        <translation>上洛 — {0}</translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <extracomment>the sound cues the Settings dialog sets (:meth:`start_sound`, once the table is drawn)</extracomment>
        <translation>無法開啟遊戲</translation>
    </message>
    <message>
        <source>The save of this game is no longer there ({0}).</source>
        <translation>這場遊戲的存檔已不存在（{0}）。</translation>
    </message>
    <message>
        <source>Play for {0}</source>
        <translation>替{0}軍出牌</translation>
    </message>
    <message>
        <source>Quit Joraku</source>
        <translation>結束上洛</translation>
    </message>
    <message>
        <source>A game is in progress. Quit? It is autosaved: you can resume it next time.</source>
        <translation>遊戲正在進行中。要結束嗎？遊戲已自動存檔，下次可以繼續。</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>blue</source>
        <translation>藍</translation>
    </message>
    <message>
        <source>red</source>
        <translation>紅</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黃</translation>
    </message>
    <message>
        <source>green</source>
        <translation>綠</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>red</source>
        <comment>suit</comment>
        <translation>紅</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>suit</comment>
        <translation>藍</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>suit</comment>
        <translation>黃</translation>
    </message>
    <message>
        <source>{0} Ninja</source>
        <comment>card: suit</comment>
        <translation>{0}忍者</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>card: suit, number</comment>
        <translation>{0}{1}</translation>
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
        <translation>{0}號{1}</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>第1名</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>第2名</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>第3名</translation>
    </message>
    <message>
        <source>{0}th</source>
        <translation>第{0}名</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>瞬間</translation>
    </message>
    <message>
        <source>Recruit: pass cards</source>
        <translation>招募：傳牌</translation>
    </message>
    <message>
        <source>Recruit: discard</source>
        <translation>招募：棄牌</translation>
    </message>
    <message>
        <source>Recruit: draft</source>
        <translation>招募：輪抽</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Skirmishes</source>
        <translation>合戰</translation>
    </message>
    <message>
        <source>choose the cards to pass</source>
        <translation>選擇要傳出的牌</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>棄一張牌</translation>
    </message>
    <message>
        <source>pick a card of the draft</source>
        <translation>從輪抽中選一張牌</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>出一張牌</translation>
    </message>
    <message>
        <source>choose placement or action points</source>
        <translation>選擇部署或行動點</translation>
    </message>
    <message>
        <source>place samurai or end the action</source>
        <translation>放置武士或結束動作</translation>
    </message>
    <message>
        <source>spend action points or end the action</source>
        <translation>使用行動點或結束動作</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>高手</translation>
    </message>
    <message>
        <source>Plays any legal move at random: for trying out the rules.</source>
        <translation>隨機選擇任一合法的一步：用來試試規則。</translation>
    </message>
    <message>
        <source>A casual player: looks at this round only, ignores its rivals and often plays a careless card.</source>
        <translation>輕鬆的玩家：只看本回合，不理會對手，常常隨手出一張牌。</translation>
    </message>
    <message>
        <source>Weighs every card with its best placement or action plan, counting the cards already played. Answers at once.</source>
        <translation>為每張牌配上最佳的部署或行動計畫來評估，並記下已出過的牌。立即回應。</translation>
    </message>
    <message>
        <source>Searches: plays each good turn out against many guesses of the hidden cards. Thinks up to 1 second per card.</source>
        <translation>搜尋：把每個好的走法，對許多種隱藏牌的猜測各自推演下去。每張牌最多思考 1 秒。</translation>
    </message>
    <message>
        <source>Hard&apos;s search with three times the thought: up to 3 seconds per card.</source>
        <translation>與「困難」相同的搜尋，思考時間三倍：每張牌最多 3 秒。</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>座位{0}</translation>
    </message>
    <message>
        <source>CPU {0}</source>
        <comment>a computer seat&apos;s default name: short, it is shown under cards</comment>
        <translation>電腦{0}</translation>
    </message>
    <message>
        <source>a Ninja beats a 6 (R-K4b)</source>
        <translation>有人打出6，忍者勝出（R-K4b）</translation>
    </message>
    <message>
        <source>highest number, played last among equals (R-K4c)</source>
        <translation>數字最大，同數字時後出者勝出（R-K4c）</translation>
    </message>
    <message>
        <source>highest number (R-K4a)</source>
        <translation>數字最大者勝出（R-K4a）</translation>
    </message>
    <message>
        <source>{0} gains {1} RP in Kachidoki scoring ({2} in {3}).</source>
        <translation>{0}在{3}為{2}，勝鬨計分獲得{1}名聲點。</translation>
    </message>
    <message>
        <source>{0} gains {1} RP for {2} place in {3}.</source>
        <translation>{0}在{3}為{2}，獲得{1}名聲點。</translation>
    </message>
    <message>
        <source>{0} gains {1} bonus RP: 1st where the daimyo stands (R-V1).</source>
        <translation>{0}在大名所在區域排名第1，額外獲得{1}名聲點（R-V1）。</translation>
    </message>
    <message>
        <source>{0} gains {1} RP for reaching Kyoto (R-V4).</source>
        <translation>{0}的大名抵達京都，獲得{1}名聲點（R-V4）。</translation>
    </message>
    <message>
        <source>{0} gains {1} RP for following the led suit (R-V5).</source>
        <translation>{0}跟出首出花色，獲得{1}名聲點（R-V5）。</translation>
    </message>
    <message>
        <source>{0}: nobody has influence there.</source>
        <translation>{0}：無人在此有影響力。</translation>
    </message>
    <message>
        <source>{0} tied {1} (+{2})</source>
        <comment>army, shared place, RP</comment>
        <translation>{0}並列{1}（+{2}）</translation>
    </message>
    <message>
        <source>{0} {1} (+{2})</source>
        <comment>army, place, RP</comment>
        <translation>{0}{1}（+{2}）</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <comment>area: rankings</comment>
        <translation>{0}：{1}。</translation>
    </message>
    <message>
        <source>{0} ends the action ({1} AP unspent).</source>
        <translation>{0}結束動作（未用的{1}行動點作廢）。</translation>
    </message>
    <message>
        <source>{0} ends the action.</source>
        <translation>{0}結束動作。</translation>
    </message>
    <message>
        <source>{0} takes back one step.</source>
        <translation>{0}退回一步。</translation>
    </message>
    <message>
        <source>{0} takes back {1} steps.</source>
        <translation>{0}退回{1}步。</translation>
    </message>
    <message>
        <source>{0} chooses placement.</source>
        <translation>{0}選擇部署。</translation>
    </message>
    <message>
        <source>The game is over. {0} wins.</source>
        <translation>遊戲結束，{0}獲勝。</translation>
    </message>
    <message>
        <source>Round {0} begins: the cards are shuffled and dealt.</source>
        <translation>第{0}回合開始：洗牌並發牌。</translation>
    </message>
    <message>
        <source>The neutral army marches one area toward Kyoto (R-V8).</source>
        <translation>中立軍向京都前進一個區域（R-V8）。</translation>
    </message>
    <message>
        <source>{0} has made their choice.</source>
        <translation>{0}已做出選擇。</translation>
    </message>
    <message>
        <source>Everyone passes {0} cards to the left and takes the cards received.</source>
        <translation>所有人將{0}張牌傳給左手邊的玩家，並收下傳來的牌。</translation>
    </message>
    <message>
        <source>The draft is over: each player holds 8 cards.</source>
        <translation>輪抽結束：每位玩家手上各有8張牌。</translation>
    </message>
    <message>
        <source>Skirmish phase of round {0}: {1} skirmishes.</source>
        <translation>第{0}回合合戰階段：共{1}場合戰。</translation>
    </message>
    <message>
        <source>{0} plays the {1}.</source>
        <translation>{0}打出{1}。</translation>
    </message>
    <message>
        <source>{0} places a samurai in {1}.</source>
        <translation>{0}在{1}放置一名武士。</translation>
    </message>
    <message>
        <source>{0} moves the daimyo from {1} to {2}.</source>
        <translation>{0}將大名從{1}移到{2}。</translation>
    </message>
    <message>
        <source>{0} moves a samurai from {1} to {2}.</source>
        <translation>{0}將一名武士從{1}移到{2}。</translation>
    </message>
    <message>
        <source>{0} removes a samurai of {1} from {2}.</source>
        <translation>{0}從{2}移除{1}的一名武士。</translation>
    </message>
    <message>
        <source>{0} drives a neutral samurai from {1} to {2} (R-V8).</source>
        <translation>{0}將一名中立武士從{1}驅趕到{2}（R-V8）。</translation>
    </message>
    <message>
        <source>{0} wins skirmish {1} with the {2} and takes the Kachidoki card: {3}.</source>
        <translation>{0}以{2}贏得第{1}場合戰，取得勝鬨卡：{3}。</translation>
    </message>
    <message>
        <source>Round {0} is over.</source>
        <translation>第{0}回合結束。</translation>
    </message>
    <message>
        <source>Both best armies have {0} RP; {1} wins with the stronger other army ({2} against {3} RP) (R-V7).</source>
        <translation>雙方最強的軍隊都是{0}名聲點；{1}的另一支軍隊較強（{2}比{3}名聲點），因此獲勝（R-V7）。</translation>
    </message>
    <message>
        <source>Both armies of each player tie ({0} and {1} RP); {2} wins holding the Kachidoki card (R-V7).</source>
        <translation>雙方兩支軍隊的名聲點都相同（{0}與{1}）；{2}持有勝鬨卡，因此獲勝（R-V7）。</translation>
    </message>
    <message>
        <source>{0} and {1} tie on {2} RP; the higher daimyo card ({3} against {4}) decides (R-G2).</source>
        <translation>{0}與{1}同為{2}名聲點；大名卡數字較大者獲勝（{3}比{4}，R-G2）。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <source>That move is not well formed (its {0} is out of range).</source>
        <translation>這個動作的格式不正確（{0}超出範圍）。</translation>
    </message>
    <message>
        <source>Not now: {0} must {1}.</source>
        <translation>現在不行：{0}必須{1}。</translation>
    </message>
    <message>
        <source>{0} does not hold the {1}.</source>
        <translation>{0}手上沒有{1}。</translation>
    </message>
    <message>
        <source>You must follow the led suit ({0}) while you hold a card of it (R-K2).</source>
        <translation>首出花色是{0}色，手上有該色的牌就必須跟出（R-K2）。</translation>
    </message>
    <message>
        <source>That army does not play in this skirmish: play for your other army (R-V7).</source>
        <translation>這支軍隊不參與這場合戰：請替你的另一支軍隊出牌（R-V7）。</translation>
    </message>
    <message>
        <source>You have no samurai left in your supply (R-E3).</source>
        <translation>你的備用區已經沒有武士了（R-E3）。</translation>
    </message>
    <message>
        <source>You may place at most {0} samurai with one card (R-E1).</source>
        <translation>一張牌最多只能放置{0}名武士（R-E1）。</translation>
    </message>
    <message>
        <source>A {0} places samurai only in area {0} (R-E2).</source>
        <translation>{0}只能在區域{0}放置武士（R-E2）。</translation>
    </message>
    <message>
        <source>That costs {0} AP and you have {1} left (R-E2).</source>
        <translation>這需要{0}行動點，你只剩{1}點（R-E2）。</translation>
    </message>
    <message>
        <source>{0} and {1} are not adjacent areas (R-C7).</source>
        <translation>{0}與{1}不是相鄰區域（R-C7）。</translation>
    </message>
    <message>
        <source>Your daimyo is not in {0}.</source>
        <translation>你的大名不在{0}。</translation>
    </message>
    <message>
        <source>You have no samurai in {0}.</source>
        <translation>你在{0}沒有武士。</translation>
    </message>
    <message>
        <source>You never remove your own samurai (R-E2).</source>
        <translation>不能移除自己的武士（R-E2）。</translation>
    </message>
    <message>
        <source>You may remove an enemy samurai only where your daimyo stands (R-E2).</source>
        <translation>只能在你的大名所在區域移除敵方武士（R-E2）。</translation>
    </message>
    <message>
        <source>A neutral samurai must go to another area, not behind the neutral daimyo (R-V8).</source>
        <translation>中立武士必須移到其他區域，且不能移到中立大名的後方（R-V8）。</translation>
    </message>
    <message>
        <source>That is not a choice from the cards of {0} (R-P2).</source>
        <translation>這不是從{0}的牌中做出的選擇（R-P2）。</translation>
    </message>
    <message>
        <source>Nothing to take back: no samurai was placed or moved since the card was played.</source>
        <translation>沒有可以復原的步驟：出牌後尚未放置或移動任何武士。</translation>
    </message>
    <message>
        <source>First choose Placement (P) or Action points (A) for the card you played (R-E2); your next card waits for the next skirmish.</source>
        <translation>請先為打出的牌選擇「部署(P)」或「行動點(A)」（R-E2）；你的下一張牌要等下一場合戰。</translation>
    </message>
    <message>
        <source>Your supply is empty: you have no samurai left to place. Samurai come back to it only when they are removed from the map (R-E3).</source>
        <translation>你的備用區已空：沒有武士可以放置。武士只有在從地圖上被移除時才會回到備用區（R-E3）。</translation>
    </message>
    <message>
        <source>No samurai there: drag one of the samurai left in your supply.</source>
        <translation>那裡沒有武士：請拖曳備用區中剩下的一名武士。</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>玩家{0}</translation>
    </message>
    <message>
        <source>Recruit phase of round {0}</source>
        <translation>第{0}回合招募階段</translation>
    </message>
    <message>
        <source>Skirmish phase of round {0}</source>
        <translation>第{0}回合合戰階段</translation>
    </message>
    <message>
        <source>Prestige phase of round {0}</source>
        <translation>第{0}回合勢力爭霸階段</translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation>第{0}場合戰（共{1}場）</translation>
    </message>
    <message>
        <source>Draft pick {0}: each player puts a card aside and swaps the rest (R-V7).</source>
        <translation>輪抽第{0}輪：每位玩家蓋放一張牌，並與對手交換其餘手牌（R-V7）。</translation>
    </message>
    <message>
        <source>Each player discards a card face down (R-V8).</source>
        <translation>每位玩家面朝下棄掉一張牌（R-V8）。</translation>
    </message>
    <message>
        <source>2 players ({0}), variant cards {1}</source>
        <translation>2人（{0}），擴充規則卡{1}</translation>
    </message>
    <message>
        <source>2 players ({0}), no variant cards</source>
        <translation>2人（{0}），不使用擴充規則卡</translation>
    </message>
    <message>
        <source>{0} players, variant cards {1}</source>
        <translation>{0}人，擴充規則卡{1}</translation>
    </message>
    <message>
        <source>{0} players, no variant cards</source>
        <translation>{0}人，不使用擴充規則卡</translation>
    </message>
    <message>
        <source>Game resumed: {0}. {1}.</source>
        <translation>繼續遊戲：{0}。{1}。</translation>
    </message>
    <message>
        <source>New game: {0}. {1}.</source>
        <translation>新遊戲：{0}。{1}。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>player (army colours)</comment>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>Your record of finished games held things Joraku did not put there (a trigger, a view or a table of another program); it was set aside as {0} and a new record was started.</source>
        <translation>你的戰績紀錄中有上洛沒有放進去的東西（其他程式的檢視表或資料表等）；已另存為{0}，並開始新的紀錄。</translation>
    </message>
    <message>
        <source>Your record of finished games was a link to another place, which Joraku does not follow; the link was set aside as {0} and a new record was started.</source>
        <translation>你的戰績紀錄是一個指向其他位置的連結，上洛不會跟隨連結；已將連結另存為{0}，並開始新的紀錄。</translation>
    </message>
    <message>
        <source>Reading your record of finished games took longer than {0} seconds and was stopped; nothing was changed.</source>
        <translation>讀取你的戰績紀錄超過 {0} s，已停止；沒有任何變更。</translation>
    </message>
    <message>
        <source>This game could not be added to your record yet ({0}). It is kept, and added as soon as the record can be written again.</source>
        <translation>這場遊戲暫時無法加入你的戰績（{0}）。遊戲已保留，等戰績紀錄可以寫入時就會加入。</translation>
    </message>
    <message>
        <source>Blue (you)</source>
        <translation>藍軍（你）</translation>
    </message>
    <message>
        <source>Welcome to Joraku</source>
        <translation>歡迎來到上洛</translation>
    </message>
    <message>
        <source>You command the blue army: a daimyo (the big token) and 10 samurai. The map is a line of seven areas, from 6 Shinano on the right to Kyoto on the left.

Over 3 rounds you play cards to put samurai on the map, move them and win skirmishes. Each round every area pays its prestige, in reputation points (RP), to the armies with the most influence there: a daimyo counts 2, a samurai 1. Most RP after round 3 wins.

Akane (red), Kiyo (yellow) and Midori (green) play with you. Press Next to begin.</source>
        <translation>你指揮藍軍：1位大名（較大的指示物）與10名武士。地圖是排成一列的七個區域，從右邊的6號信濃到左邊的京都。

在三個回合中，你要出牌把武士放上地圖、移動它們，並贏得合戰。每回合，各區域會依其價值，以名聲點給予影響力最高的軍隊：大名算2，每名武士算1。第3回合結束後，名聲點最多者獲勝。

Akane（紅）、Kiyo（黃）和Midori（綠）與你同桌。按「下一步」開始。</translation>
    </message>
    <message>
        <source>The pass (R-P2)</source>
        <translation>傳牌（R-P2）</translation>
    </message>
    <message>
        <source>Each round begins with a new hand: 5 cards each with 4 players (6 with 3); the card left over is set aside unseen (R-P1). Everyone chooses 2 cards and passes them, face down, to the player on the left, all at the same time.

Pass away what you need least: click the yellow 1 and the red 2 (they rise), then press Pass these cards.</source>
        <translation>每回合開始時會發新的手牌：4人遊戲每人5張（3人時6張）；多出的一張牌不公開，放到一旁（R-P1）。接著所有人同時選2張牌，面朝下傳給左手邊的玩家。

把最用不到的牌傳出去：點擊黃1和紅2（牌會升起），然後按「傳出這些牌」。</translation>
    </message>
    <message>
        <source>Your 2 cards went to Akane on your left, and Midori on your right passed you the yellow Ninja and the red 1. You know where the cards you passed are: the panel What you know keeps count of them (R-P3).</source>
        <translation>你的2張牌傳給了左手邊的Akane，右手邊的Midori則傳給你黃忍者和紅1。你知道傳出的牌在誰手上：「你知道的資訊」面板會記下它們（R-P3）。</translation>
    </message>
    <message>
        <source>Leading a skirmish (R-K1, R-K2)</source>
        <translation>先出合戰牌（R-K1、R-K2）</translation>
    </message>
    <message>
        <source>The round is now a series of skirmishes, one for each card in hand: everyone plays one card, starting with the holder of the Kachidoki card (勝鬨). At the start of the game it goes to the highest daimyo card (R-S3) — your 6.

The first card fixes the suit of the skirmish. Lead the blue 5: drag it from your hand onto the skirmish.</source>
        <translation>接下來本回合是一連串的合戰，手上每張牌一場：每人打出一張牌，由持有勝鬨卡的玩家開始。遊戲開始時，勝鬨卡歸大名卡數字最大的玩家（R-S3）──也就是你的6。

第一張牌決定這場合戰的花色。先出藍5：把它從手牌拖到合戰區。</translation>
    </message>
    <message>
        <source>Blue is the suit of this skirmish: everyone after you must play a blue card if they have one. Only a player without blue may play any card (R-K2).</source>
        <translation>這場合戰的首出花色是藍：之後的每個人手上有藍色牌就必須出藍色牌。只有沒有藍色牌的玩家才能出任意一張牌（R-K2）。</translation>
    </message>
    <message>
        <source>Placement or action points (R-E2)</source>
        <translation>部署或行動點（R-E2）</translation>
    </message>
    <message>
        <source>Akane and Midori followed blue; Kiyo had no blue card and played the yellow 3. The highest number wins whatever its suit (R-K4a): your 5 won the skirmish. You keep the Kachidoki card, lead the next skirmish, and scored 3 RP at once — the next step says why.</source>
        <translation>Akane和Midori跟出藍色；Kiyo沒有藍色牌，打出黃3。不論花色，數字最大者勝出（R-K4a）：你的5贏得這場合戰。你保留勝鬨卡，下一場由你先出，而且立即獲得3名聲點──下一步會說明原因。</translation>
    </message>
    <message>
        <source>Kachidoki scoring (R-KS)</source>
        <translation>勝鬨計分（R-KS）</translation>
    </message>
    <message>
        <source>Whoever wins a skirmish takes the Kachidoki card, and one area scores at once: the area where the winner&apos;s daimyo stands — not where the card placed samurai.

The armies with influence there are ranked: 1st gets 3 RP, 2nd 2 RP, 3rd 1 RP. Your daimyo stands alone in 6 Shinano, so you were 1st there: 3 RP.

A daimyo in a crowded area can score little even for the winner, so where it stands matters. The next card moves it.</source>
        <translation>贏得合戰的人取得勝鬨卡，並有一個區域立即計分：勝者的大名所在的區域──而不是這張牌放置武士的區域。

在該區域有影響力的軍隊依影響力排名：第1名得3、第2名得2、第3名得1名聲點。你的大名獨自待在6號信濃，所以你在那裡是第1名：3名聲點。

大名若待在擁擠的區域，即使贏了合戰也可能得分很少，所以大名的位置很重要。下一張牌就來移動它。</translation>
    </message>
    <message>
        <source>Action points: move your daimyo</source>
        <translation>行動點：移動大名</translation>
    </message>
    <message>
        <source>Lead the red 4 (drag it onto the skirmish) and press Action points: you get 4 AP to spend now. Moving your daimyo to an adjacent area costs 2 AP; moving a samurai costs 1 AP.

Then drag your daimyo from 6 Shinano to 5 Tōtōmi, where your samurai are.</source>
        <translation>先出紅4（拖到合戰區），再按「行動點」：你得到4行動點，要立刻使用。將大名移到相鄰區域需要2行動點；移動一名武士需要1行動點。

接著將大名從6號信濃拖到你的武士所在的5號遠江。</translation>
    </message>
    <message>
        <source>Your daimyo stands in Tōtōmi now, with your 2 samurai: 4 influence there. 2 AP are left.</source>
        <translation>你的大名現在和你的2名武士一起在遠江：你在那裡的影響力為4。還剩2行動點。</translation>
    </message>
    <message>
        <source>Action points: remove a samurai</source>
        <translation>行動點：移除武士</translation>
    </message>
    <message>
        <source>For 1 AP you may remove an opponent&apos;s samurai from the area where your daimyo stands at that moment; it goes back to its owner&apos;s supply. Never your own.

Click each of Akane&apos;s 2 red samurai in Tōtōmi, then press Done (unspent AP are lost).</source>
        <translation>花1行動點，可以從你的大名當下所在的區域移除一名對手的武士，它會回到擁有者的備用區。不能移除自己的武士。

點擊遠江中Akane的2名紅方武士，然後按「完成」（沒用完的行動點會作廢）。</translation>
    </message>
    <message>
        <source>Akane played the red 6 and Midori, out of red, the blue 6. Two equal highest cards: the one played last wins (R-K4c), so Midori took the Kachidoki card. Her daimyo is in Tōtōmi, where your 4 influence beat her 2: you scored 3 RP and she 2 — the winner is not always the one who scores most.</source>
        <translation>Akane打出紅6，沒有紅色牌的Midori打出藍6。兩張最大的牌數字相同時，後打出者勝出（R-K4c），所以Midori取得勝鬨卡。Midori的大名在遠江，你在那裡的影響力4勝過對方的2：你得3名聲點，Midori得2名聲點──合戰的勝者不一定得分最多。</translation>
    </message>
    <message>
        <source>The Ninja beats a 6 (R-K4b, R-E1)</source>
        <translation>忍者勝過6（R-K4b、R-E1）</translation>
    </message>
    <message>
        <source>Midori leads the yellow 6. A Ninja counts 0 — unless a 6 is played in the same skirmish: then the Ninja wins.

Play your yellow Ninja (it follows yellow). A Ninja places up to 3 samurai in any areas, Kyoto included: drag one samurai onto Kyoto and one onto 5 Tōtōmi, then press Done.</source>
        <translation>Midori先出黃6。忍者算作0──但只要同一場合戰有人打出6，忍者就會勝出。

打出你的黃忍者（它跟出黃色）。忍者可將最多3名武士放到任意區域，包括京都：將一名武士拖到京都、一名拖到5號遠江，然後按「完成」。</translation>
    </message>
    <message>
        <source>A 6 was played, so your Ninja won the skirmish (R-K4b). Kachidoki scoring in Tōtōmi, where your daimyo stands: 5 influence against Midori&apos;s 2, 3 RP for you and 2 for her.</source>
        <translation>有人打出6，所以你的忍者贏得這場合戰（R-K4b）。勝鬨計分在你的大名所在的遠江進行：你的影響力5對Midori的2，你得3名聲點，Midori得2名聲點。</translation>
    </message>
    <message>
        <source>The end of the round: prestige (R-PR)</source>
        <translation>回合結束：勢力爭霸（R-PR）</translation>
    </message>
    <message>
        <source>Two skirmishes are left. Play them out: lead the blue 1 and place 1 samurai in Ōmi; in the last skirmish play the red 1 the same way. Each step is lit on the table.

When the hands are empty, every area scores in turn, from 6 Shinano to Kyoto, by its chart for this round (R-PR1, R-PR2).</source>
        <translation>還剩兩場合戰，把它們打完：先出藍1，在近江放置1名武士；最後一場用同樣方式打出紅1。每一步都會在桌面上標示出來。

手牌打完後，各區域依本回合的計分表，從6號信濃到京都依序計分（R-PR1、R-PR2）。</translation>
    </message>
    <message>
        <source>Round 1 pays most on the right: Shinano 7/4/2, Tōtōmi 6/3/2, Mikawa 5/3/2, while Ōmi and Kyoto pay nothing yet. Your 5 influence made you 1st in Tōtōmi: 6 RP. Midori, 1st in Shinano, took 7. Tied armies share the lower rank (R-T1).</source>
        <translation>第1回合右邊的區域得分最高：信濃7／4／2、遠江6／3／2、三河5／3／2，近江和京都還不計分。你在遠江以影響力5排名第1，得6名聲點。Midori在信濃排名第1，得7名聲點。平手的軍隊同以較低名次計算（R-T1）。</translation>
    </message>
    <message>
        <source>Reading the table (R-C8, R-PR4)</source>
        <translation>怎麼看桌面（R-C8、R-PR4）</translation>
    </message>
    <message>
        <source>The march toward Kyoto (R-R2, R-PR4)</source>
        <translation>向京都前進（R-R2、R-PR4）</translation>
    </message>
    <message>
        <source>Midori passed you the red 2 and the blue Ninja. Kiyo won the last skirmish of round 1, so she holds the Kachidoki card and leads.</source>
        <translation>Midori傳給你紅2和藍忍者。Kiyo贏了第1回合最後一場合戰，所以她持有勝鬨卡並先出。</translation>
    </message>
    <message>
        <source>Ask for a hint (H)</source>
        <translation>使用提示（H）</translation>
    </message>
    <message>
        <source>Kiyo leads the yellow 4 and Midori follows with the yellow 5: your turn.

Whenever you are unsure, press H (or the Hint button): a computer player looks at what you can see and shows what it would do, with arrows and ghost pieces on the table and its reasons in numbers. Press H now.</source>
        <translation>Kiyo先出黃4，Midori跟出黃5：輪到你了。

拿不定主意時，按H（或「提示」按鈕）：電腦玩家會根據你看得到的資訊，在桌面上用指示線和淡色的棋子標出它會怎麼下，並用數字說明理由。現在按H。</translation>
    </message>
    <message>
        <source>A hint is advice: you decide. H again or Esc takes it away, and every game offers it. Press Next: the lesson shows what to do with the yellow 3.</source>
        <translation>提示只是建議，由你決定。再按一次H或按Esc就會收起；每一局都能使用提示。按「下一步」：課程會示範黃3該怎麼用。</translation>
    </message>
    <message>
        <source>Action points: move samurai</source>
        <translation>行動點：移動武士</translation>
    </message>
    <message>
        <source>Your only yellow card is the 3, so you must play it (R-K2). Take its 3 AP: moving one of your samurai to an adjacent area costs 1 AP, and the same samurai may move again.

Round 2 pays more to the west. Drag the yellow 3 onto the skirmish and press Action points; drag 2 samurai from 5 Tōtōmi onto 4 Mikawa, then one of them on to 3 Owari, and press Done.</source>
        <translation>你唯一的黃牌是3，所以必須打出它（R-K2）。這次選擇3行動點：把一名武士移到相鄰區域需要1行動點，同一名武士可以繼續移動。

第2回合越往西得分越高。把黃3拖到合戰區並按「行動點」；把2名武士從5號遠江拖到4號三河，再把其中一名繼續移到3號尾張，然後按「完成」。</translation>
    </message>
    <message>
        <source>Akane, out of yellow, placed 2 samurai in Mikawa with her red 4. Midori&apos;s 5 was the highest card (R-K4a). Kachidoki scoring in Tōtōmi, where her daimyo stands: Midori 1st, you 2nd with your daimyo and one samurai (2 RP), Kiyo 3rd.</source>
        <translation>沒有黃牌的Akane用紅4在三河放置了2名武士。Midori的5是最大的牌（R-K4a）。在她的大名所在的遠江進行勝鬨計分：Midori第1名，你以大名和一名武士得第2名（2名聲點），Kiyo第3名。</translation>
    </message>
    <message>
        <source>Every action in a list (K)</source>
        <translation>用清單選擇所有動作（K）</translation>
    </message>
    <message>
        <source>Midori leads the yellow 6. You have no yellow card left, so you may play any card, and since a 6 was played, a Ninja would win (R-K4b).

Every decision can also be made from a list: press K (or All actions) to see every action you may take now, and choose the blue Ninja in it.</source>
        <translation>Midori先出黃6。你已經沒有黃牌，可以打出任何一張牌；既然有人打出6，忍者就會獲勝（R-K4b）。

每個決定也都能從清單中選擇：按K（或「所有動作」）查看你現在能做的所有動作，並從中選擇藍忍者。</translation>
    </message>
    <message>
        <source>The list holds exactly what the table allows; choosing from it is the same as the gesture. From here on the game is yours: press Next.</source>
        <translation>清單裡正好是桌面允許的動作；從清單選擇和直接操作效果相同。接下來這局由你自己玩：按「下一步」。</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>你的對局</translation>
    </message>
    <message>
        <source>Round 3&apos;s prestige phase is scored and the game is over: most RP wins (R-G1). Players level on RP are ranked by their daimyo cards, the higher first (R-G2); no two are alike, so there is always one winner.

The Results window shows the ranking and where everyone&apos;s RP came from, round by round. Game → Results (Ctrl+R) opens it again.

That is all of Joraku. The rules help (F1) has every detail and the variant cards. Press Finish to set up your own game: your opponents and how well they play.</source>
        <translation>第3回合的勢力爭霸計分完成，遊戲結束：名聲點最多者獲勝（R-G1）。名聲點相同時，大名卡數字較大者排名較前（R-G2）；大名卡不會重複，所以一定只有一位勝者。

結果視窗列出名次，以及每位玩家各回合的名聲點從何而來。選單「遊戲 → 結果」（Ctrl+R）可以再次開啟。

上洛的規則就是這些。規則說明（F1）有完整細節和擴充規則卡。按「完成教學」，設定你自己的對局：對手和他們的強度。</translation>
    </message>
    <message>
        <source>Press Next (or Enter) to go on.</source>
        <translation>按「下一步」（或Enter）繼續。</translation>
    </message>
    <message>
        <source>Close the Results (Esc), then press Finish (or Enter) to play a game of your own.</source>
        <translation>關閉結果視窗（Esc），再按「完成教學」（或Enter），開始你自己的對局。</translation>
    </message>
    <message>
        <source>←/→ to each card and Enter to pick it; Enter again passes them.</source>
        <translation>用←/→移到每張牌，按Enter選取；再按一次Enter傳出。</translation>
    </message>
    <message>
        <source>←/→ to the {0}, then Enter.</source>
        <translation>用←/→移到{0}，再按Enter。</translation>
    </message>
    <message>
        <source>P (or Enter).</source>
        <translation>P（或Enter）。</translation>
    </message>
    <message>
        <source>A (or Enter).</source>
        <translation>A（或Enter）。</translation>
    </message>
    <message>
        <source>D (or Enter).</source>
        <translation>D（或Enter）。</translation>
    </message>
    <message>
        <source>Keys: {0}</source>
        <comment>the keyboard&apos;s way to do what the line above says</comment>
        <translation>鍵盤：{0}</translation>
    </message>
    <message>
        <source>Enter finds it and reads out what it shows.</source>
        <translation>按Enter即可找到它，並顯示它的說明。</translation>
    </message>
    <message>
        <source>New to Joraku? Learn to play in a guided game, from the first card to the final scoring.</source>
        <translation>第一次玩上洛嗎？透過一局有引導的遊戲學會玩法，從第一張牌到最後計分。</translation>
    </message>
    <message>
        <source>The end of the game (R-G1, R-G2)</source>
        <translation>遊戲結束（R-G1、R-G2）</translation>
    </message>
    <message>
        <source>To keep the lessons short, this game starts from a set position: a few of your opponents&apos; samurai already stand on the map. A game of your own starts with every samurai in its supply and only the daimyos on the map (R-S1, R-S4).</source>
        <translation>為了讓課程簡短，這局從預先安排好的局面開始：有幾名對手的武士已經在地圖上。你自己的對局開始時，所有武士都在備用區，地圖上只有大名（R-S1、R-S4）。</translation>
    </message>
    <message>
        <source>“The player on the left” is the next player in turn order (R-S7): on screen, the panel just right of yours — Akane. You receive from the player before you, Midori.</source>
        <translation>「左手邊的玩家」是依行動順序的下一位玩家（R-S7）：在畫面上，就是你右邊的下一個面板——Akane。你則從前一位玩家 Midori 那裡收到牌。</translation>
    </message>
    <message>
        <source>Press Placement, drag 2 samurai from your supply onto 5 Tōtōmi, then press Done.</source>
        <translation>按「部署」，從備用區將2名武士拖到5號遠江，然後按「完成」。</translation>
    </message>
    <message>
        <source>A card acts as soon as it is played (R-K3). A numbered card gives you the choice: Placement puts up to 3 samurai from your supply in the area with the card&apos;s number; Action points give you as many points as the number, to move and remove.</source>
        <translation>牌一打出就立即生效（R-K3）。數字牌讓你二選一：「部署」把備用區最多3名武士放到牌上數字的區域；「行動點」給你與數字相同的行動點，用來移動和移除。</translation>
    </message>
    <message>
        <source>Your supply is all the samurai you will ever have: 10 (R-S1). A samurai placed leaves it, and comes back only when it is removed from the map (R-E2); with an empty supply, Placement places nothing (R-E3).</source>
        <translation>備用區裡的武士就是你全部的武士：10名（R-S1）。放出的武士會離開備用區，只有在從地圖上被移除時才會回來（R-E2）；備用區空了，「部署」就放不了任何武士（R-E3）。</translation>
    </message>
    <message>
        <source>Armies level on influence share the lowest rank their tie covers: two tied for 1st are both 2nd and score 2 RP, and nobody is 1st (R-KS3, R-T1).</source>
        <translation>影響力相同的軍隊平手時，都取平手範圍中最低的名次：兩軍同為第1名時，兩者都算第2名，各得2名聲點，沒有人是第1名（R-KS3、R-T1）。</translation>
    </message>
    <message>
        <source>Any Ninja beats a 6, whatever its colour: a player with no card of the led suit may play a Ninja of another suit, and it still wins (R-K2, R-K4b).</source>
        <translation>任何忍者都能擊敗6，不論顏色：沒有首出花色牌的玩家可以打出其他花色的忍者，它仍然獲勝（R-K2、R-K4b）。</translation>
    </message>
    <message>
        <source>Click each of them as the lit line asks. Pointing at a box or a row shows its tooltip.</source>
        <translation>請依亮起的那一行指示，依序點選它們。把滑鼠指向框或列，就能看到說明。</translation>
    </message>
    <message>
        <source>Under the tokens of each area, a box for each army shows its influence there: daimyo 2, each samurai 1 (R-C8). ★ marks the most influence in the area: that army would be 1st if the area were scored now. A dotted box is an army with nothing there.</source>
        <translation>每個區域的指示物下方，每支軍隊都有一個框，標出它在那裡的影響力：大名算2，每名武士算1（R-C8）。★標示該區域最大的影響力：如果現在為這個區域計分，那支軍隊就是第1名。虛線框表示那支軍隊在那裡什麼都沒有。</translation>
    </message>
    <message>
        <source>The strip R1 shows what each army scored in the area in round 1&apos;s prestige phase: B+6 is blue with 6 RP. It stays until the next skirmish begins.</source>
        <translation>「第1回」長條顯示第1回合勢力爭霸階段各軍隊在該區域得到的分數：B+6是藍軍得6名聲點。它會一直留著，直到下一場合戰開始。</translation>
    </message>
    <message>
        <source>Below it, the area&apos;s prestige chart: a row for each round, RP for 1st / 2nd / 3rd, and this round&apos;s row lit. A row marked ≈ (in italics) is the game&apos;s best estimate: the rules give the charts of areas 4 to 6 only, and the others are filled in to match them (R-PR4).</source>
        <translation>下方是該區域的名聲表：每回合一列，列出第1／2／3名的名聲點，本回合那一列會亮起。標有≈（斜體）的列是遊戲的最佳推估：規則只給出區域4到6的表，其餘各列依此補上（R-PR4）。</translation>
    </message>
    <message>
        <source>First the pass again (R-P2): click the red 3 and the blue 3, then press Pass these cards.</source>
        <translation>先再傳一次牌（R-P2）：點選紅3和藍3，然後按「傳出這些牌」。</translation>
    </message>
    <message>
        <source>Round 2 begins with new cards, but the map stays as it is: every token stays where it stands (R-R2), and the last skirmish&apos;s winner keeps the Kachidoki card and leads (R-R3).</source>
        <translation>第2回合會發新牌，但地圖維持原樣：所有指示物都留在原地（R-R2），最後一場合戰的勝者保留勝鬨卡並先出（R-R3）。</translation>
    </message>
    <message>
        <source>The lit chart row is round 2&apos;s now: Shinano pays nothing any more, Owari pays most (5/3/2), and in round 3 Kyoto (7/4/2) and Ōmi (6/3/2) pay most. So the armies move toward Kyoto over the game: put samurai where the next rounds will pay, and walk your daimyo west.</source>
        <translation>現在亮起的是第2回合那一列：信濃不再計分，尾張得分最高（5/3/2）；到了第3回合，京都（7/4/2）和近江（6/3/2）得分最高。所以整局遊戲中，各軍隊會向京都前進：把武士放在之後回合會計分的地方，並讓大名往西走。</translation>
    </message>
    <message>
        <source>Play the rest of the game yourself: the last skirmishes of round 2, then round 3. Akane, Kiyo and Midori now choose for themselves. Your Ninja places first: up to 3 samurai in any areas.

Round 3 pays most near Kyoto. H shows a hint and K every action; Undo (Ctrl+Z) takes back your last decision while no computer has acted since. After round 3&apos;s prestige phase the game ends (R-G1).</source>
        <translation>剩下的部分由你自己玩：第2回合最後幾場合戰，然後是第3回合。Akane、Kiyo和Midori現在會自己做決定。先用你的忍者放置：最多3名武士，可放在任何區域。

第3回合越靠近京都得分越高。按H看提示，按K看所有動作；只要電腦還沒行動，復原（Ctrl+Z）就能收回你上一個決定。第3回合的勢力爭霸階段結束後，遊戲就結束（R-G1）。</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>第{0}步（共{1}步）</translation>
    </message>
    <message>
        <source>Watch: the others play their turns.</source>
        <translation>請觀看：其他玩家正在行動。</translation>
    </message>
    <message>
        <source>Watch the scoring: click the table or press Space to hurry it on.</source>
        <translation>請觀看計分：點擊桌面或按空白鍵加快。</translation>
    </message>
    <message>
        <source>←/→ to “{0}” on the map, then Enter (or K, then Enter).</source>
        <translation>用←/→移到地圖上的「{0}」，再按Enter（或按K，再按Enter）。</translation>
    </message>
    <message>
        <source>Press H (or the Hint button).</source>
        <translation>按H（或「提示」按鈕）。</translation>
    </message>
    <message>
        <source>Press K (or All actions).</source>
        <translation>按K（或「所有動作」）。</translation>
    </message>
    <message>
        <source>Choose the {0} in the list (Enter), or drag it onto the skirmish.</source>
        <translation>在清單中選擇{0}（Enter），或把它拖到合戰區。</translation>
    </message>
    <message>
        <source>Click your ★ box in {0}.</source>
        <translation>點選你在{0}的★框。</translation>
    </message>
    <message>
        <source>R{0}</source>
        <comment>the label of a round&apos;s prestige results on an area</comment>
        <translation>第{0}回</translation>
    </message>
    <message>
        <source>Click the {0} strip in {1}.</source>
        <translation>點選{1}的「{0}」長條。</translation>
    </message>
    <message>
        <source>Click an italic ≈ row of the chart in {0}.</source>
        <translation>點選{0}計分表中標有≈的斜體列。</translation>
    </message>
    <message>
        <source>Your turn: play as you think best. H shows a hint, K every action.</source>
        <translation>輪到你了：照你自己的想法下。按H看提示，按K看所有動作。</translation>
    </message>
    <message>
        <source>Not in this lesson. {0}</source>
        <translation>本課不能這樣做。{0}</translation>
    </message>
    <message>
        <source>Not now: this step is done. Press Next to go on.</source>
        <translation>現在不行：這一步已經結束。按「下一步」繼續。</translation>
    </message>
    <message>
        <source>The lesson does not take moves back: press Restart step to begin it again.</source>
        <translation>教學中無法復原動作：按「重來這一步」從頭再來。</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完成教學</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Restart step</source>
        <translation>重來這一步</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>離開教學</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>學習玩法(&amp;L)</translation>
    </message>
    <message>
        <source>Joraku — Learn to play</source>
        <translation>上洛 — 學習玩法</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>學習玩法</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>以後再說</translation>
    </message>
    <message>
        <source>You left the tutorial. Help → Learn to play starts it again.</source>
        <translation>你已離開教學。可從「說明 → 學習玩法」重新開始。</translation>
    </message>
    <message>
        <source>Click the {0} and the {1}, then press Pass these cards.</source>
        <translation>點擊{0}和{1}，然後按「傳出這些牌」。</translation>
    </message>
    <message>
        <source>Drag the {0} onto the skirmish.</source>
        <translation>將{0}拖到合戰區。</translation>
    </message>
    <message>
        <source>Press Placement.</source>
        <translation>按「部署」。</translation>
    </message>
    <message>
        <source>Press Action points ({0} AP).</source>
        <translation>按「行動點」（{0}點）。</translation>
    </message>
    <message>
        <source>Press Done.</source>
        <translation>按「完成」。</translation>
    </message>
    <message>
        <source>Drag a samurai from your supply onto {0}.</source>
        <translation>從備用區將一名武士拖到{0}。</translation>
    </message>
    <message>
        <source>Drag your daimyo onto {0}.</source>
        <translation>將你的大名拖到{0}。</translation>
    </message>
    <message>
        <source>Drag a samurai from {0} onto {1}.</source>
        <translation>將一名武士從{0}拖到{1}。</translation>
    </message>
    <message>
        <source>Click a {0} samurai in {1}.</source>
        <translation>點擊{1}的一名{0}方武士。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>管線</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>通訊端</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>符號連結</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>非一般檔案</translation>
    </message>
    <message>
        <source>The file {0} is {1}, not a regular file.</source>
        <translation>檔案{0}是{1}，不是一般檔案。</translation>
    </message>
    <message>
        <source>The file {0} is far too large to be a Joraku save (at most {1} bytes).</source>
        <translation>檔案{0}太大，不可能是上洛存檔（上限{1}位元組）。</translation>
    </message>
    <message>
        <source>The file is far too large to be a Joraku save (at most {0} bytes).</source>
        <translation>檔案太大，不可能是上洛存檔（上限{0}位元組）。</translation>
    </message>
    <message>
        <source>The save file is invalid: {0}.</source>
        <translation>存檔無效：{0}。</translation>
    </message>
    <message>
        <source>This copy of the game keeps no decisions and cannot be saved.</source>
        <translation>這份遊戲副本沒有保存任何決定，無法存檔。</translation>
    </message>
    <message>
        <source>A seat has an unknown kind of player ({0}).</source>
        <translation>有座位的玩家類型不明（{0}）。</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>沒有可以儲存的遊戲。</translation>
    </message>
    <message>
        <source>The file is not a Joraku save (it is not text).</source>
        <translation>此檔案不是上洛存檔（不是文字檔）。</translation>
    </message>
    <message>
        <source>The file is damaged or cut short (it stops making sense at line {0}, column {1}).</source>
        <translation>檔案已損毀或不完整（從第{0}行第{1}欄開始無法解讀）。</translation>
    </message>
    <message>
        <source>The file is not a Joraku save ({0}).</source>
        <translation>此檔案不是上洛存檔（{0}）。</translation>
    </message>
    <message>
        <source>The save was written by a newer Joraku Desktop (format {0}); please update the game.</source>
        <translation>此存檔由較新版本的上洛桌面版寫入（格式{0}）；請更新遊戲。</translation>
    </message>
    <message>
        <source>The save&apos;s format ({0}) is not one this version can read.</source>
        <translation>這個版本無法讀取此存檔的格式（{0}）。</translation>
    </message>
    <message>
        <source>The save holds a position the rules do not allow ({0}).</source>
        <translation>存檔中的局面違反規則（{0}）。</translation>
    </message>
    <message>
        <source>Decision {0} of the save ({1}) cannot be replayed: {2}.</source>
        <translation>無法重現存檔中的第{0}個決定（{1}）：{2}。</translation>
    </message>
    <message>
        <source>The saved position does not match its decisions: the file was edited or damaged.</source>
        <translation>存檔的局面與其決定不符：檔案曾被修改或已損毀。</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>無法寫入{0}：{1}。</translation>
    </message>
    <message>
        <source>Cannot read {0}: {1}.</source>
        <translation>無法讀取{0}：{1}。</translation>
    </message>
    <message>
        <source>Cannot save: the backup {0} is {1}, not a file. Choose another name or move it away.</source>
        <translation>無法存檔：備份{0}是{1}，不是檔案。請另選檔名，或將它移走。</translation>
    </message>
    <message>
        <source>Cannot save: {0} is {1}, not a file. Choose another name or move it away.</source>
        <translation>無法存檔：{0}是{1}，不是檔案。請另選檔名，或將它移走。</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>file name: problem</comment>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>The preferences file {0} is not a regular file; default preferences are used and will not be saved over it.</source>
        <translation>偏好設定檔{0}不是一般檔案；將使用預設設定，且不會覆寫該檔。</translation>
    </message>
    <message>
        <source>The preferences file {0} is a link to {1}, outside Joraku&apos;s folders; default preferences are used and will not be saved over it.</source>
        <translation>偏好設定檔{0}是指向 Joraku 資料夾以外的{1}的連結；將使用預設設定，且不會覆寫該檔。</translation>
    </message>
    <message>
        <source>The preferences file {0} could not be read ({1}); default preferences are used and will not be saved over it.</source>
        <translation>無法讀取偏好設定檔{0}（{1}）；將使用預設設定，且不會覆寫該檔。</translation>
    </message>
    <message>
        <source>The preferences file {0} is damaged and could not be set aside; default preferences are used and will not be saved over it.</source>
        <translation>偏好設定檔{0}已損毀且無法移到一旁；將使用預設設定，且不會覆寫該檔。</translation>
    </message>
    <message>
        <source>The folder for saved games ({0}) cannot be created ({1}); games will not be autosaved.</source>
        <translation>無法建立存檔資料夾（{0}）（{1}）；遊戲將不會自動存檔。</translation>
    </message>
    <message>
        <source>The folder for saved games ({0}) is read-only; games will not be autosaved.</source>
        <translation>存檔資料夾（{0}）為唯讀；遊戲將不會自動存檔。</translation>
    </message>
    <message>
        <source>The save {0} could not be loaded ({1}); its previous version, {2}, was loaded instead.</source>
        <translation>無法讀取存檔{0}（{1}）；已改為讀取它的前一個版本{2}。</translation>
    </message>
    <message>
        <source>The preferences file was far too large; it was set aside as {0} and default preferences are used.</source>
        <translation>偏好設定檔過大；已另存為{0}，並使用預設設定。</translation>
    </message>
    <message>
        <source>The preferences file was damaged; it was set aside as {0} and default preferences are used.</source>
        <translation>偏好設定檔已損毀；已另存為{0}，並使用預設設定。</translation>
    </message>
    <message>
        <source>The preferences could not be read ({0}); defaults are used.</source>
        <translation>無法讀取偏好設定（{0}）；將使用預設值。</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>區域</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>第{0}回合</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
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
        <translation>≈ 部分推定（裁定）</translation>
    </message>
    <message>
        <source>What would the computer do?</source>
        <translation>電腦會怎麼做？</translation>
    </message>
    <message>
        <source>The computer is thinking about your move… Press Esc or H to cancel.</source>
        <translation>電腦正在思考你的下一步…按Esc或H取消。</translation>
    </message>
    <message>
        <source>Pass the {0}, the {1} and the {2}.</source>
        <translation>傳出{0}、{1}和{2}。</translation>
    </message>
    <message>
        <source>Pass the {0} and the {1}.</source>
        <translation>傳出{0}和{1}。</translation>
    </message>
    <message>
        <source>Pass the {0}.</source>
        <translation>傳出{0}。</translation>
    </message>
    <message>
        <source>Discard the {0} face down.</source>
        <translation>將{0}面朝下棄掉。</translation>
    </message>
    <message>
        <source>Keep the {0} from the draft.</source>
        <translation>從輪抽中保留{0}。</translation>
    </message>
    <message>
        <source>Play the {0} for your {1} army.</source>
        <translation>替你的{1}軍打出{0}。</translation>
    </message>
    <message>
        <source>Play the {0}.</source>
        <translation>打出{0}。</translation>
    </message>
    <message>
        <source>Choose Placement.</source>
        <translation>選擇部署。</translation>
    </message>
    <message numerus="yes">
        <source>Choose Action points (%n AP).</source>
        <translation>
            <numerusform>選擇行動點（%n點）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n samurai in {0}.</source>
        <translation>
            <numerusform>在{0}放置%n名武士。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n samurai from {0} to {1}.</source>
        <translation>
            <numerusform>將%n名武士從{0}移到{1}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n samurai of {0} from {1}.</source>
        <translation>
            <numerusform>從{1}移除{0}的%n名武士。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} takes %n AP.</source>
        <translation>
            <numerusform>{0}取得%n行動點。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of %n turns compared in the simulated rounds it did best, by {0} RP on average over the next best ({1}).</source>
        <translation>
            <numerusform>在模擬回合中比較的%n種走法裡它最好：平均比第二好的走法（{1}）多{0}名聲點。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New lines since you last looked: %n</source>
        <translation>
            <numerusform>自上次查看後的新行數：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Move your daimyo from {0} to {1}.</source>
        <translation>將你的大名從{0}移到{1}。</translation>
    </message>
    <message numerus="yes">
        <source>Drive %n neutral samurai from {0} to {1}.</source>
        <translation>
            <numerusform>將%n名中立武士從{0}驅趕到{1}。</numerusform>
        </translation>
    </message>
    <message>
        <source>End the action now (Done).</source>
        <translation>現在結束動作（完成）。</translation>
    </message>
    <message>
        <source>It wins the skirmish for sure.</source>
        <translation>這張牌必定贏得這場合戰。</translation>
    </message>
    <message>
        <source>It is likely to win the skirmish ({0}%).</source>
        <translation>這張牌很可能贏得這場合戰（{0}%）。</translation>
    </message>
    <message>
        <source>It has a fair chance to win the skirmish ({0}%).</source>
        <translation>這張牌有不錯的機會贏得這場合戰（{0}%）。</translation>
    </message>
    <message>
        <source>It is unlikely to win the skirmish ({0}%): a cheap card to give up.</source>
        <translation>這張牌不太可能贏得這場合戰（{0}%）：適合犧牲的便宜牌。</translation>
    </message>
    <message>
        <source>It is unlikely to win the skirmish ({0}%): it is played for what it does on the map.</source>
        <translation>這張牌不太可能贏得這場合戰（{0}%）：打出它是為了它在地圖上的效果。</translation>
    </message>
    <message>
        <source>It cannot win this skirmish: a cheap card to give up.</source>
        <translation>這張牌贏不了這場合戰：適合犧牲的便宜牌。</translation>
    </message>
    <message>
        <source>It cannot win this skirmish: it is played for what it does on the map.</source>
        <translation>這張牌贏不了這場合戰：打出它是為了它在地圖上的效果。</translation>
    </message>
    <message>
        <source>It takes {0} place in {1} (worth {2} RP this round).</source>
        <translation>在{1}取得{0}（本回合價值{2}名聲點）。</translation>
    </message>
    <message>
        <source>It takes {0} place in {1}.</source>
        <translation>在{1}取得{0}。</translation>
    </message>
    <message>
        <source>It climbs from {0} to {1} place in {2} (worth {3} RP this round).</source>
        <translation>在{2}從{0}升到{1}（本回合價值{3}名聲點）。</translation>
    </message>
    <message>
        <source>It climbs from {0} to {1} place in {2}.</source>
        <translation>在{2}從{0}升到{1}。</translation>
    </message>
    <message>
        <source>It gives up {0} place in {1}.</source>
        <translation>放棄{1}的{0}。</translation>
    </message>
    <message>
        <source>It drops from {0} to {1} place in {2}.</source>
        <translation>在{2}從{0}降到{1}。</translation>
    </message>
    <message>
        <source>It makes {0} place in {1} safer.</source>
        <translation>鞏固{1}的{0}。</translation>
    </message>
    <message>
        <source>The cards your plans need least: the cards you keep place and win where you score.</source>
        <translation>你的計畫最不需要的牌：留下的牌能在你得分的地方放置並獲勝。</translation>
    </message>
    <message>
        <source>The card your plans need least: the cards you keep place and win where you score.</source>
        <translation>你的計畫最不需要的牌：留下的牌能在你得分的地方放置並獲勝。</translation>
    </message>
    <message>
        <source>The card of the draft that serves your plans best: it places where you score.</source>
        <translation>輪抽中最符合你計畫的牌：它放置在你能得分的區域。</translation>
    </message>
    <message>
        <source>What would the computer do? Its strongest search suggests your move from what you can see.</source>
        <translation>電腦會怎麼做？由它最強的搜尋根據你看得到的資訊建議你的下一步。</translation>
    </message>
    <message>
        <source>{0} with Action points</source>
        <translation>{0}並取行動點</translation>
    </message>
    <message>
        <source>{0} with Placement</source>
        <translation>{0}並部署</translation>
    </message>
    <message>
        <source>{0} with Placement in {1}</source>
        <translation>{0}並部署於{1}</translation>
    </message>
    <message numerus="yes">
        <source>%n daimyo in {0}: your rank there scores each time their army wins a skirmish.</source>
        <translation>
            <numerusform>{0}有%n位大名：每當他們的軍隊贏得合戰，你在那裡的名次都會計分。</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the only move possible now.</source>
        <translation>現在只有這一步可走。</translation>
    </message>
    <message>
        <source>Your weakest cards: they win few skirmishes and place where you score little.</source>
        <translation>你最弱的牌：很少贏得合戰，放置的區域也很少得分。</translation>
    </message>
    <message>
        <source>Your weakest card: it wins few skirmishes and places where you score little.</source>
        <translation>你最弱的牌：很少贏得合戰，放置的區域也很少得分。</translation>
    </message>
    <message>
        <source>The strongest card of the draft: it wins skirmishes and places where you score.</source>
        <translation>輪抽中最強的牌：能贏得合戰，放置的區域也能得分。</translation>
    </message>
    <message numerus="yes">
        <source>If it wins: +%n RP in {0} (Kachidoki).</source>
        <translation>
            <numerusform>若獲勝：在{0}勝鬨計分+%n名聲點。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n RP at once.</source>
        <translation>
            <numerusform>立即+%n名聲點。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Weighed over %n simulated rounds.</source>
        <translation>
            <numerusform>依據%n回合的模擬評估。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing here gains more than it costs.</source>
        <translation>這裡沒有任何收益大於代價的選擇。</translation>
    </message>
    <message>
        <source>The best value on the board for your seat.</source>
        <translation>以你的座位而言，這是場上最划算的選擇。</translation>
    </message>
    <message numerus="yes">
        <source>Hints used in this game: %n</source>
        <translation>
            <numerusform>本局使用提示次數：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking… (Esc)</source>
        <translation>思考中…（Esc）</translation>
    </message>
    <message>
        <source>Hide hint (H)</source>
        <translation>隱藏提示(H)</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>提示(H)</translation>
    </message>
    <message>
        <source>What would the &amp;computer do?	H</source>
        <translation>電腦會怎麼做(&amp;C)？	H</translation>
    </message>
    <message>
        <source>A hint is there when it is your turn to decide.</source>
        <translation>輪到你做決定時就能使用提示。</translation>
    </message>
    <message>
        <source>Your record of finished games was damaged; it was set aside as {0} and a new record was started.</source>
        <translation>你的戰績紀錄已損毀；已另存為{0}，並開始新的紀錄。</translation>
    </message>
    <message>
        <source>Your record of finished games was written by a newer version of Joraku; it was set aside as {0} and a new record was started.</source>
        <translation>你的戰績紀錄由較新版本的上洛寫入；已另存為{0}，並開始新的紀錄。</translation>
    </message>
    <message>
        <source>{0} is not a file, so finished games are not recorded this time.</source>
        <translation>{0}不是檔案，因此這次不會記錄完成的遊戲。</translation>
    </message>
    <message>
        <source>Your record of finished games is damaged and could not be set aside ({0}); finished games are not recorded this time.</source>
        <translation>你的戰績紀錄已損毀且無法移到一旁（{0}）；這次不會記錄完成的遊戲。</translation>
    </message>
    <message>
        <source>Your record of finished games cannot be opened ({0}); finished games are not recorded this time.</source>
        <translation>無法開啟你的戰績紀錄（{0}）；這次不會記錄完成的遊戲。</translation>
    </message>
    <message>
        <source>Your record of finished games could not be read ({0}).</source>
        <translation>無法讀取你的戰績紀錄（{0}）。</translation>
    </message>
    <message>
        <source>This game could not be added to your record ({0}), and it could not be saved either. Keep Joraku open: it is added as soon as there is room again.</source>
        <translation>無法將這場遊戲加入你的戰績（{0}），也無法儲存。請讓 Joraku 保持開啟：一有空間就會加入。</translation>
    </message>
    <message>
        <source>This game could not be added to your record ({0}).</source>
        <translation>無法將這場遊戲加入你的戰績（{0}）。</translation>
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
        <translation>2人，二對二（R-V7）</translation>
    </message>
    <message>
        <source>2 players, neutral army (R-V8)</source>
        <translation>2人，中立軍（R-V8）</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>混合難度</translation>
    </message>
    <message>
        <source>Only human opponents</source>
        <translation>只有真人對手</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>敗</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <comment>place of players</comment>
        <translation>{0}／{1}人</translation>
    </message>
    <message>
        <source>{0}, step 1 of 2 (R-V8): choose 3 cards to pass to {1} ({2} of 3 chosen), then press “Pass these cards”.</source>
        <translation>{0}，步驟1/2（R-V8）：選擇3張牌傳給{1}（已選{2}/3張），然後按「傳出這些牌」。</translation>
    </message>
    <message>
        <source>{0}: choose 2 cards to pass to {1} ({2} of 2 chosen; click or drag them into the slots), then press “Pass these cards”.</source>
        <translation>{0}：選擇2張牌傳給{1}（已選{2}/2張；點擊或拖到格子中），然後按「傳出這些牌」。</translation>
    </message>
    <message>
        <source>{0}, step 2 of 2 (R-V8): choose 1 card to discard face down, then press “Discard”.</source>
        <translation>{0}，步驟2/2（R-V8）：選擇1張牌面朝下棄掉，然後按「棄牌」。</translation>
    </message>
    <message>
        <source>{0}, draft pick {1} of 5 (R-V7): choose 1 card to keep, then press “Keep this card”; the rest goes to {2}.</source>
        <translation>{0}，輪抽第{1}/5輪（R-V7）：選擇1張要保留的牌，然後按「保留這張牌」；其餘的牌傳給{2}。</translation>
    </message>
    <message>
        <source>{0}: no action points left. Press Done to end the action.</source>
        <translation>{0}：行動點已用完。按「完成」結束動作。</translation>
    </message>
    <message>
        <source>{0}: nothing more can be done with these action points. Press Done (unspent AP are lost).</source>
        <translation>{0}：這些行動點已無法再做任何事。按「完成」（未用完的行動點作廢）。</translation>
    </message>
    <message>
        <source>{0}: no more samurai can be placed now. Press Done to end the action.</source>
        <translation>{0}：現在無法再放置武士。按「完成」結束動作。</translation>
    </message>
    <message>
        <source>{0}: {1} AP left. Drag your daimyo ({2} AP) or a samurai (1 AP) to a neighbouring area, or click an enemy samurai where your daimyo stands (1 AP); then Done.</source>
        <translation>{0}：剩餘{1}行動點。將大名（{2}行動點）或武士（1行動點）拖到相鄰區域，或點擊你的大名所在區域中的敵方武士（1行動點）；然後按「完成」。</translation>
    </message>
    <message>
        <source>{0}: {1} AP left: not enough to move your daimyo. Drag a samurai to a neighbouring area or click an enemy samurai where your daimyo stands (1 AP each); then Done.</source>
        <translation>{0}：剩餘{1}行動點，不足以移動大名。將武士拖到相鄰區域，或點擊你的大名所在區域中的敵方武士（各1行動點）；然後按「完成」。</translation>
    </message>
    <message>
        <source>{0}: {1} AP left. Click a purple neutral samurai where your daimyo stands to drive it away (1 AP, R-V8), or move your daimyo or a samurai, or remove an enemy samurai; then Done.</source>
        <translation>{0}：剩餘{1}行動點。點擊你的大名所在區域的紫色中立武士，將它驅趕走（1行動點，R-V8），或移動大名或武士，或移除敵方武士；然後按「完成」。</translation>
    </message>
    <message>
        <source>{0}: click the area where the neutral samurai from {1} goes — any other area not behind the neutral daimyo (R-V8). Click another piece to change your mind.</source>
        <translation>{0}：點擊要讓{1}的中立武士前往的區域──任何其他區域皆可，但不能在中立大名後方（R-V8）。點擊其他指示物可改變主意。</translation>
    </message>
    <message>
        <source>{0}: which army plays the {1}? Press “Play for {2}” or “Play for {3}” (R-V7).</source>
        <translation>{0}：哪支軍隊打出{1}？按「替{2}軍出牌」或「替{3}軍出牌」（R-V7）。</translation>
    </message>
    <message>
        <source>You may drive away a neutral samurai only where your daimyo stands (R-V8).</source>
        <translation>只能在你的大名所在區域驅趕中立武士（R-V8）。</translation>
    </message>
    <message>
        <source>Pieces on the map move only with action points; this card places samurai from your supply (R-E2).</source>
        <translation>地圖上的指示物只能用行動點移動；這張牌是從備用區放置武士（R-E2）。</translation>
    </message>
    <message>
        <source>Action points move pieces already on the map; samurai leave the supply only by Placement (R-E2).</source>
        <translation>行動點用來移動地圖上已有的指示物；武士只能透過部署離開備用區（R-E2）。</translation>
    </message>
    <message>
        <source>You move only your own daimyo (R-E2).</source>
        <translation>你只能移動自己的大名（R-E2）。</translation>
    </message>
    <message>
        <source>Finish this card&apos;s action first (press Done); your next card waits for the next skirmish.</source>
        <translation>請先完成這張牌的動作（按「完成」）；你的下一張牌要等下一場合戰。</translation>
    </message>
    <message>
        <source>This card is already yours (personal or kept): pick one of the draft cards (R-V7).</source>
        <translation>這張牌已經是你的（個人牌或保留的牌）：請從輪抽的牌中選一張（R-V7）。</translation>
    </message>
    <message>
        <source>First play a card: its number says what you may do (R-E2).</source>
        <translation>請先出一張牌：牌上的數字決定你能做什麼（R-E2）。</translation>
    </message>
    <message>
        <source>Step 1 of 2: pass 3 cards to {0}</source>
        <translation>步驟1/2：傳3張牌給{0}</translation>
    </message>
    <message>
        <source>Pass 2 cards to {0}</source>
        <translation>傳2張牌給{0}</translation>
    </message>
    <message>
        <source>Step 2 of 2: discard 1 card</source>
        <translation>步驟2/2：棄1張牌</translation>
    </message>
    <message>
        <source>Keep 1 card</source>
        <translation>保留1張牌</translation>
    </message>
    <message>
        <source>Draft: pick {0} of 5 · {1} of 1 chosen</source>
        <translation>輪抽：第{0}/5輪 · 已選{1}/1張</translation>
    </message>
    <message>
        <source>{0} of {1} chosen</source>
        <translation>已選{0}/{1}張</translation>
    </message>
    <message>
        <source>You passed {1} to {0}. Your discard stays face down; nobody will see it (R-V8).</source>
        <translation>你將{1}傳給了{0}。你棄掉的牌面朝下，沒有人會看到（R-V8）。</translation>
    </message>
    <message>
        <source>The rest of this draft hand goes to {0} (R-V7).</source>
        <translation>這手輪抽牌中其餘的牌會傳給{0}（R-V7）。</translation>
    </message>
    <message>
        <source>{0} now holds what you handed on: {1}. The rest of this hand goes to {0} (R-V7).</source>
        <translation>{0}現在持有你傳出的牌：{1}。這手牌中其餘的牌會傳給{0}（R-V7）。</translation>
    </message>
    <message>
        <source>What you know (R-P3)</source>
        <translation>你知道的資訊（R-P3）</translation>
    </message>
    <message>
        <source>Passed to {0}:</source>
        <translation>傳給{0}：</translation>
    </message>
    <message>
        <source>Passed to {0} (held, or their discard):</source>
        <translation>傳給{0}（仍在其手上，或已被棄掉）：</translation>
    </message>
    <message>
        <source>Received from {0}:</source>
        <translation>從{0}收到：</translation>
    </message>
    <message>
        <source>{0} kept from your draft hands:</source>
        <translation>{0}從你的輪抽牌中保留：</translation>
    </message>
    <message>
        <source>All played.</source>
        <translation>皆已打出。</translation>
    </message>
    <message>
        <source>What you know of other hands (R-P3): the cards you passed, which your left neighbour holds until they are played, and the cards you received and from whom. Played cards leave this list.</source>
        <translation>你所知道的他人手牌（R-P3）：你傳出的牌（左手邊玩家會持有到打出為止），以及你收到的牌和來源。已打出的牌會從清單中移除。</translation>
    </message>
    <message>
        <source>The {0}: {1} holds it until it is played (R-P3).</source>
        <translation>{0}：{1}會持有到打出為止（R-P3）。</translation>
    </message>
    <message>
        <source>The {0}: you received it from {1} in the pass (R-P3).</source>
        <translation>{0}：傳牌時從{1}收到（R-P3）。</translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation>來自{0}</translation>
    </message>
    <message>
        <source>personal</source>
        <translation>個人牌</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>已保留</translation>
    </message>
    <message>
        <source>Personal card: dealt to you before the draft (R-V7).</source>
        <translation>個人牌：輪抽前發給你的牌（R-V7）。</translation>
    </message>
    <message>
        <source>Kept in the draft: you picked it (R-V7).</source>
        <translation>輪抽中保留：你選的牌（R-V7）。</translation>
    </message>
    <message>
        <source>In your draft hand: pick one to keep; the rest goes on (R-V7).</source>
        <translation>輪抽手牌：選一張保留，其餘繼續傳下去（R-V7）。</translation>
    </message>
    <message>
        <source>Kachidoki card (R-C5): its holder leads the next skirmish. The winner of each skirmish takes it (R-K5).</source>
        <translation>勝鬨卡（R-C5）：持有者在下一場合戰先出牌。每場合戰的獲勝者取得此卡（R-K5）。</translation>
    </message>
    <message>
        <source>★ {0}: influence {1} here, the most of anyone — 1st if the area were scored now (R-PR2). Daimyo 2, each samurai 1 (R-C8).</source>
        <translation>★ {0}：此處影響力{1}，為全場最高──若現在計分即為第1名（R-PR2）。大名2，每名武士1（R-C8）。</translation>
    </message>
    <message>
        <source>{0}: influence {1} here. Daimyo 2, each samurai 1 (R-C8).</source>
        <translation>{0}：此處影響力{1}。大名2，每名武士1（R-C8）。</translation>
    </message>
    <message>
        <source>≈ Round {0} prestige: {1} RP for 1st / 2nd / 3rd (R-PR4). Inferred: a RULING, not printed on the board; the chart file in resources/ can be corrected.</source>
        <translation>≈ 第{0}回合勢力爭霸：第1／2／3名得{1}名聲點（R-PR4）。推定：本程式的裁定，圖板上未印；可修改resources/中的計分表檔案。</translation>
    </message>
    <message>
        <source>Round {0} prestige: {1} RP for 1st / 2nd / 3rd (R-PR4).</source>
        <translation>第{0}回合勢力爭霸：第1／2／3名得{1}名聲點（R-PR4）。</translation>
    </message>
    <message>
        <source>{0}: nobody scored here in that round&apos;s prestige phase (R-PR2).</source>
        <translation>{0}：該回合的勢力爭霸計分中，沒有人在這裡得分（R-PR2）。</translation>
    </message>
    <message>
        <source>{0} +{1} RP</source>
        <comment>one army&apos;s gain on an area&apos;s prestige strip</comment>
        <translation>{0} +{1}名聲點</translation>
    </message>
    <message>
        <source>{0}: what each army scored here in that round&apos;s prestige phase (R-PR2): {1}.</source>
        <translation>{0}：各軍在該回合勢力爭霸計分中於此地的得分（R-PR2）：{1}。</translation>
    </message>
    <message>
        <source>Supply of {0}: {1} samurai off the map (R-C2). Placing takes them from here; you cannot place more than you have (R-E3).</source>
        <translation>{0}的備用區：地圖外有{1}名武士（R-C2）。放置時從這裡拿取；不能放置超過擁有的數量（R-E3）。</translation>
    </message>
    <message>
        <source>Daimyo card {1} of {0} (R-C3): its daimyo started in area {1} (R-S4); it breaks ties (R-G2).</source>
        <translation>{0}的大名卡{1}（R-C3）：其大名從區域{1}出發（R-S4）；平手時以此決勝（R-G2）。</translation>
    </message>
    <message>
        <source>Samurai of {0}: influence 1 in its area (R-C8).</source>
        <translation>{0}的武士：在所在區域有1點影響力（R-C8）。</translation>
    </message>
    <message>
        <source>Samurai of {0} in the supply (R-C2).</source>
        <translation>{0}備用區中的武士（R-C2）。</translation>
    </message>
    <message>
        <source>Daimyo of {0}: influence 2 in its area (R-C8).</source>
        <translation>{0}的大名：在所在區域有2點影響力（R-C8）。</translation>
    </message>
    <message>
        <source>The neutral army has no supply: its samurai are moved, never removed (R-V8).</source>
        <translation>中立軍沒有備用區：其武士只會被移動，不會被移除（R-V8）。</translation>
    </message>
    <message>
        <source>{0}: daimyo card (R-C3), supply (R-C2), RP (R-S5) and hand. Point at each for more.</source>
        <translation>{0}：大名卡（R-C3）、備用區（R-C2）、名聲點（R-S5）與手牌。將游標移到各項上可看更多說明。</translation>
    </message>
    <message>
        <source>The neutral army (R-V8): it ranks in scoring but never gains RP; it marches toward Kyoto.</source>
        <translation>中立軍（R-V8）：參與計分排名，但永遠不會獲得名聲點；它會向京都前進。</translation>
    </message>
    <message>
        <source>{0}: {1} RP (reputation points, R-S5). Most RP wins (R-G1).</source>
        <translation>{0}：{1}名聲點（R-S5）。名聲點最多者獲勝（R-G1）。</translation>
    </message>
    <message numerus="yes">
        <source>Cards in hand: %n (R-P1).</source>
        <comment>hand size</comment>
        <translation>
            <numerusform>手牌：%n張（R-P1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The {0}, played by {1} in this skirmish (R-K1).</source>
        <translation>{0}，由{1}在這場合戰打出（R-K1）。</translation>
    </message>
    <message>
        <source>The skirmish (R-K1): everyone plays one card in turn, following the led suit if they can (R-K2); the highest number wins, a Ninja beats a 6 (R-K4).</source>
        <translation>合戰（R-K1）：每人依序出一張牌，能跟出首出花色就必須跟（R-K2）；數字最大者獲勝，有人出6時忍者獲勝（R-K4）。</translation>
    </message>
    <message>
        <source>The round (3 in all, R-R1), its phase and what to do now. Each round: recruit, skirmishes, prestige scoring (R-R1).</source>
        <translation>回合（共3回合，R-R1）、目前階段以及現在該做的事。每回合依序為：招募、合戰、勢力爭霸計分（R-R1）。</translation>
    </message>
    <message>
        <source>Drop the card you keep here (R-V7).</source>
        <translation>將要保留的牌放在這裡（R-V7）。</translation>
    </message>
    <message>
        <source>Drop the card to discard face down here (R-V8).</source>
        <translation>將要面朝下棄掉的牌放在這裡（R-V8）。</translation>
    </message>
    <message>
        <source>Drop the cards to pass here; they go face down to your left neighbour (R-P2).</source>
        <translation>將要傳出的牌放在這裡；它們會面朝下交給左手邊的玩家（R-P2）。</translation>
    </message>
    <message>
        <source>Home advantage</source>
        <comment>variant card R-V1</comment>
        <translation>主場優勢</translation>
    </message>
    <message>
        <source>Shared glory</source>
        <comment>variant card R-V2</comment>
        <translation>同享榮耀</translation>
    </message>
    <message>
        <source>Battle cry</source>
        <comment>variant card R-V3</comment>
        <translation>勝鬨震天</translation>
    </message>
    <message>
        <source>Audience in Kyoto</source>
        <comment>variant card R-V4</comment>
        <translation>京都謁見</translation>
    </message>
    <message>
        <source>Loyal vassals</source>
        <comment>variant card R-V5</comment>
        <translation>忠心家臣</translation>
    </message>
    <message>
        <source>Swift march</source>
        <comment>variant card R-V6</comment>
        <translation>急行軍</translation>
    </message>
    <message>
        <source>Prestige phase: a player ranked 1st in the area where their own daimyo stands gains bonus RP equal to that area&apos;s number (Kyoto 0).</source>
        <translation>勢力爭霸時，若自己的大名指示物所處區域的影響力為第一名，額外獲得等同於該區域數字的名聲點（京都為0）。</translation>
    </message>
    <message>
        <source>Ties in any ranking share the highest rank the tie covers instead of the lowest.</source>
        <translation>計算影響力時，若遇平手則改為同以較高名次計算。</translation>
    </message>
    <message>
        <source>Kachidoki scoring pays 4 / 2 / 0 instead of 3 / 2 / 1.</source>
        <translation>獲得勝鬨卡時，改用此表計分：第一名4、第二名2、第三名0（原為3、2、1）。</translation>
    </message>
    <message>
        <source>Once per game per army: moving your daimyo into Kyoto gains RP equal to your daimyo card&apos;s number.</source>
        <translation>每支軍隊每局限一次：將自己的大名指示物移入京都時，獲得等同於自己大名卡數字的名聲點。</translation>
    </message>
    <message>
        <source>Skirmish phase: playing a card of the suit led by the starting player gains 2 RP (not for the lead card itself).</source>
        <translation>合戰時，若打出與起始玩家相同顏色的卡片，獲得2名聲點（起始玩家打出的首張牌不算）。</translation>
    </message>
    <message>
        <source>Moving your daimyo costs 1 AP instead of 2.</source>
        <translation>行動點變更：移動自己的大名指示物到相鄰區域只需1行動點（原為2）。</translation>
    </message>
    <message>
        <source>Scoring: click the table or press Space to go on.</source>
        <translation>計分中：點擊桌面或按空白鍵繼續。</translation>
    </message>
    <message>
        <source>Kachidoki scoring · round {0}, skirmish {1} of {2} (R-KS)</source>
        <translation>勝鬨計分 · 第{0}回合第{1}/{2}場合戰（R-KS）</translation>
    </message>
    <message>
        <source>{0} wins the skirmish with the {1}: {2}.</source>
        <translation>{0}以{1}贏得合戰：{2}。</translation>
    </message>
    <message>
        <source>Prestige phase · round {0} · {1} ({2} of {3}, R-PR)</source>
        <translation>勢力爭霸階段 · 第{0}回合 · {1}（第{2}/{3}區，R-PR）</translation>
    </message>
    <message>
        <source>{0}, chart row of round {1}: 1st {2} · 2nd {3} · 3rd {4} RP (R-PR4).</source>
        <translation>{0}，第{1}回合計分列：第1名{2} · 第2名{3} · 第3名{4}名聲點（R-PR4）。</translation>
    </message>
    <message numerus="yes">
        <source>%n influence</source>
        <translation>
            <numerusform>影響力%n</numerusform>
        </translation>
    </message>
    <message>
        <source>The daimyo of {0} stands in {1}: ranked by influence there, 1st {2} · 2nd {3} · 3rd {4} RP.</source>
        <translation>{0}的大名位於{1}：依該區域影響力排名，第1名{2} · 第2名{3} · 第3名{4}名聲點。</translation>
    </message>
    <message>
        <source>+{0} RP</source>
        <translation>+{0}名聲點</translation>
    </message>
    <message>
        <source>{0} + {1} ★</source>
        <translation>{0} + {1} ★</translation>
    </message>
    <message>
        <source>+{0} daimyo bonus (R-V1)</source>
        <translation>+{0}大名加分（R-V1）</translation>
    </message>
    <message>
        <source>never scores (R-V8)</source>
        <translation>永不得分（R-V8）</translation>
    </message>
    <message>
        <source>Tied armies share the highest rank the tie covers (R-V2).</source>
        <translation>平手的軍隊同以較高名次計算（R-V2）。</translation>
    </message>
    <message>
        <source>Tied armies share the lowest rank the tie covers (R-T1).</source>
        <translation>平手的軍隊同以較低名次計算（R-T1）。</translation>
    </message>
    <message>
        <source>Nobody has influence here: no RP.</source>
        <translation>無人在此有影響力：不計名聲點。</translation>
    </message>
    <message>
        <source>Click or press Space to go on · Esc skips to the round summary</source>
        <translation>點擊或按空白鍵繼續 · Esc跳到回合總結</translation>
    </message>
    <message>
        <source>Click or press Space to hurry on</source>
        <translation>點擊或按空白鍵加快</translation>
    </message>
    <message>
        <source>End of round {0}: the prestige phase</source>
        <translation>第{0}回合結束：勢力爭霸階段</translation>
    </message>
    <message>
        <source>RP each army gained in each area (★: chart + daimyo bonus, R-V1).</source>
        <translation>各軍隊在各區域獲得的名聲點（★：計分表＋大名加分，R-V1）。</translation>
    </message>
    <message>
        <source>RP each army gained in each area by the round&apos;s chart (R-PR).</source>
        <translation>各軍隊依本回合計分表在各區域獲得的名聲點（R-PR）。</translation>
    </message>
    <message>
        <source>Prestige this round</source>
        <translation>本回合勢力爭霸</translation>
    </message>
    <message>
        <source>Score before the phase</source>
        <translation>階段前分數</translation>
    </message>
    <message>
        <source>Score now</source>
        <translation>目前分數</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>See the final results (Space)</source>
        <translation>查看最終結果（空白鍵）</translation>
    </message>
    <message>
        <source>Start round {0} (Space)</source>
        <translation>開始第{0}回合（空白鍵）</translation>
    </message>
    <message>
        <source>The final results follow in a moment… (click to go on now)</source>
        <translation>即將顯示最終結果…（點擊立即繼續）</translation>
    </message>
    <message>
        <source>Round {0} begins in a moment… (click to go on now)</source>
        <translation>第{0}回合即將開始…（點擊立即繼續）</translation>
    </message>
    <message>
        <source>Winning so far: {0} with the {1} — {2}.</source>
        <translation>目前領先：{0}的{1}──{2}。</translation>
    </message>
    <message>
        <source>Winning so far: {0} with the {1} — the only card yet.</source>
        <translation>目前領先：{0}的{1}──目前唯一的牌。</translation>
    </message>
    <message>
        <source>Kachidoki</source>
        <translation>勝鬨</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>勢力爭霸</translation>
    </message>
    <message>
        <source>Daimyo bonus (R-V1)</source>
        <translation>大名加分（R-V1）</translation>
    </message>
    <message>
        <source>Kyoto (R-V4)</source>
        <translation>京都（R-V4）</translation>
    </message>
    <message>
        <source>Follow suit (R-V5)</source>
        <translation>跟出花色（R-V5）</translation>
    </message>
    <message>
        <source>At start</source>
        <translation>開局</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總計</translation>
    </message>
    <message>
        <source>By round</source>
        <translation>依回合</translation>
    </message>
    <message>
        <source>By source</source>
        <translation>依來源</translation>
    </message>
    <message>
        <source>Where the RP came from: by round, and by source</source>
        <translation>名聲點來源：依回合，以及依來源</translation>
    </message>
    <message>
        <source>RP over the game</source>
        <translation>整局的名聲點變化</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開局</translation>
    </message>
    <message>
        <source>&amp;Results…</source>
        <translation>結果(&amp;R)…</translation>
    </message>
    <message>
        <source>The results are shown when the game is over.</source>
        <translation>遊戲結束後才會顯示結果。</translation>
    </message>
    <message>
        <source>Joraku game log: {0}</source>
        <translation>上洛遊戲紀錄：{0}</translation>
    </message>
    <message>
        <source>Replay — {0}</source>
        <translation>重播 — {0}</translation>
    </message>
    <message>
        <source>The deal · decision 0 of {0}</source>
        <translation>發牌 · 第0個決定（共{0}個）</translation>
    </message>
    <message>
        <source>Decision {0} of {1}</source>
        <translation>第{0}個決定（共{1}個）</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>遊戲已結束</translation>
    </message>
    <message>
        <source>Round {0} · Skirmish {1} of {2}</source>
        <translation>第{0}回合 · 第{1}場合戰（共{2}場）</translation>
    </message>
    <message>
        <source>Round {0} · {1}</source>
        <translation>第{0}回合 · {1}</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>非常快</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>回到發牌（Home）</translation>
    </message>
    <message>
        <source>One decision back (Left arrow)</source>
        <translation>上一個決定（左方向鍵）</translation>
    </message>
    <message>
        <source>One decision on (Right arrow)</source>
        <translation>下一個決定（右方向鍵）</translation>
    </message>
    <message>
        <source>To the last decision (End)</source>
        <translation>到最後一個決定（End）</translation>
    </message>
    <message>
        <source>Play the decisions one after another (Space)</source>
        <translation>依序播放每個決定（空白鍵）</translation>
    </message>
    <message>
        <source>Jump to the start of a round or a skirmish</source>
        <translation>跳到某回合或某場合戰的開始</translation>
    </message>
    <message>
        <source>Whose view of the table is shown (R-P3)</source>
        <translation>顯示哪位玩家視角的桌面（R-P3）</translation>
    </message>
    <message>
        <source>Start a new game from this position, with the same players</source>
        <translation>從這個局面以相同玩家開始新遊戲</translation>
    </message>
    <message>
        <source>Save the whole log of this game as text or as a web page</source>
        <translation>將這場遊戲的完整紀錄存成文字檔或網頁</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>關閉重播</translation>
    </message>
    <message>
        <source>Show every player&apos;s hand: the game is over, nothing is secret any more.</source>
        <translation>顯示所有玩家的手牌：遊戲已結束，不再有任何秘密。</translation>
    </message>
    <message>
        <source>The game is still going on: the replay shows only what the chosen player knew (R-P3).</source>
        <translation>遊戲仍在進行中：重播只顯示所選玩家當時知道的資訊（R-P3）。</translation>
    </message>
    <message>
        <source>Replaying {0}</source>
        <translation>正在重播{0}</translation>
    </message>
    <message>
        <source>A new game goes on from the replay: {0}.</source>
        <translation>從重播接續新遊戲：{0}。</translation>
    </message>
    <message>
        <source>Abandon the game in progress and play on from this position of the replay? (It stays in the autosave until the new game&apos;s first move.)</source>
        <translation>要放棄進行中的遊戲，從重播的這個局面繼續玩嗎？（在新遊戲走出第一步之前，它仍保留在自動存檔中。）</translation>
    </message>
    <message>
        <source>Log exported to {0}</source>
        <translation>紀錄已匯出至{0}</translation>
    </message>
    <message>
        <source>The log could not be written: {0}</source>
        <translation>無法寫入紀錄：{0}</translation>
    </message>
    <message>
        <source>Replay: the game is over.</source>
        <translation>重播：遊戲已結束。</translation>
    </message>
    <message>
        <source>Replay: {0} decides next.</source>
        <translation>重播：接下來由{0}決定。</translation>
    </message>
    <message>
        <source>{0}: {1} RP, daimyo card {2}</source>
        <comment>results: army colour, RP, daimyo card</comment>
        <translation>{0}：{1}名聲點，大名卡{2}</translation>
    </message>
    <message>
        <source>名声</source>
        <comment>kanji stamp of the prestige scoring title</comment>
        <translation>名聲</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <extracomment>the banner&apos;s widest, and its margin from the view&apos;s edges where the one person at the table finished, when they did not win Enter and Space rest a moment once the banner shows: the press that ended the last scoring does not deal a new game before the result was seen</extracomment>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>遊戲桌面</translation>
    </message>
    <message>
        <source>The hands are hidden.</source>
        <translation>手牌已蓋住。</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>你的手牌是空的。</translation>
    </message>
    <message>
        <source>Your hand: {0}.</source>
        <translation>你的手牌：{0}。</translation>
    </message>
    <message>
        <source>No card is in the skirmish yet.</source>
        <translation>合戰中還沒有牌。</translation>
    </message>
    <message>
        <source>In the skirmish: {0}.</source>
        <translation>合戰中：{0}。</translation>
    </message>
    <message>
        <source>{0}, the {1}</source>
        <comment>army, card</comment>
        <translation>{0}的{1}</translation>
    </message>
    <message>
        <source>Reputation: {0}.</source>
        <translation>名聲點：{0}。</translation>
    </message>
    <message>
        <source>{0} {1} RP</source>
        <comment>army, reputation</comment>
        <translation>{0} {1} 名聲點</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>遊戲紀錄</translation>
    </message>
    <message>
        <source>Everything that happened in this game, the latest at the bottom.</source>
        <translation>這場遊戲中發生的一切，最新的在最下面。</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>The decisions not made on the table: Tab moves to a button, the arrow keys move along the row, Enter presses it, Escape goes back to the table.</source>
        <translation>不在桌面上做的決定：Tab 移到按鈕，方向鍵在這一排中移動，Enter 按下，Escape 回到桌面。</translation>
    </message>
    <message>
        <source>End this card&apos;s action?</source>
        <translation>結束這張牌的行動？</translation>
    </message>
    <message>
        <source>You may still place {0} samurai with this card (R-E1, R-E2). End the action anyway?</source>
        <translation>這張牌還可以放置 {0} 個武士（R-E1、R-E2）。仍要結束行動嗎？</translation>
    </message>
    <message>
        <source>Action points left: {0}. Unspent AP are lost when you end the action (R-E2). End it anyway?</source>
        <translation>還剩 {0} 行動點。結束行動時，未用完的行動點會作廢（R-E2）。仍要結束嗎？</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>打出這張牌？</translation>
    </message>
    <message>
        <source>Play the {0} into the skirmish? (Game → Ask before committing turns this question off.)</source>
        <translation>將{0}打入合戰？（「遊戲 → 確定前先詢問」可關閉這個詢問。）</translation>
    </message>
    <message>
        <source>Not played: the card is back in your hand.</source>
        <translation>沒有打出：牌已回到手中。</translation>
    </message>
    <message>
        <source>Your action goes on.</source>
        <translation>行動繼續。</translation>
    </message>
    <message>
        <source>As&amp;k before committing</source>
        <translation>確定前先詢問(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Undo last decision</source>
        <translation>復原上一個決定(&amp;U)</translation>
    </message>
    <message>
        <source>{0} wins the game!</source>
        <translation>{0}贏得遊戲！</translation>
    </message>
    <message>
        <source>You finished {0}.</source>
        <translation>你獲得{0}。</translation>
    </message>
    <message>
        <source>{0}  {1}  ·  {2} RP</source>
        <comment>place, name, final reputation</comment>
        <translation>{0}  {1}  ·  {2} 名聲點</translation>
    </message>
    <message>
        <source>Most reputation after three rounds: {0} RP ahead of {1} (R-G1).</source>
        <translation>三回合後名聲點最多：領先{1} {0} 名聲點（R-G1）。</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>再玩一次</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>重播這場遊戲</translation>
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
        <translation>音效</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>播放音效</translation>
    </message>
    <message>
        <source>Short cues when it is your turn, when a skirmish is won or lost, at Kachidoki and when the game ends.</source>
        <translation>輪到你時、合戰分出勝負時、勝鬨時及遊戲結束時，播放簡短提示音。</translation>
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
        <translation>試聽(&amp;T)</translation>
    </message>
    <message>
        <source>This computer has no sound player the game can use (pw-play, paplay or aplay), so the game stays silent.</source>
        <translation>這台電腦沒有遊戲能使用的音效播放程式（pw-play、paplay 或 aplay），因此遊戲不會發出聲音。</translation>
    </message>
    <message>
        <source>Game review — {0}</source>
        <translation>對局檢視 — {0}</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>檢視這局</translation>
    </message>
    <message>
        <source>Where you lost RP, decision by decision, and what the computer would have done instead (your own seats only)</source>
        <translation>檢視每個決定在哪裡失去了RP，以及電腦會怎麼做（只限你自己的座位）</translation>
    </message>
    <message>
        <source>Reviewing your decisions… {0} of {1}</source>
        <translation>正在檢視你的決定… 第 {0} 個，共 {1} 個</translation>
    </message>
    <message>
        <source>This game was reviewed before: the review is read from your record.</source>
        <translation>這局已檢視過：結果從你的紀錄讀取。</translation>
    </message>
    <message>
        <source>Review finished in {0} s.</source>
        <translation>檢視完成，用時 {0} 秒。</translation>
    </message>
    <message>
        <source>The review was cancelled. Review again to start it over.</source>
        <translation>檢視已取消。按「重新檢視」可從頭開始。</translation>
    </message>
    <message>
        <source>The review could not be made: {0}</source>
        <translation>無法完成檢視：{0}</translation>
    </message>
    <message>
        <source>There is no seat of yours to review in this game: a person&apos;s seat is reviewed only at that person&apos;s own screen.</source>
        <translation>這局沒有你的座位可檢視：每位玩家的座位只在他自己的螢幕上檢視。</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>取消檢視</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>重新檢視</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Show on the table</source>
        <translation>在桌面上顯示</translation>
    </message>
    <message>
        <source>Open the replay at this moment with the better decision drawn on the table</source>
        <translation>在這一刻開啟重播，並在桌面上畫出較佳的決定</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>從這裡開始玩</translation>
    </message>
    <message>
        <source>Start a game from this moment and try the better decision yourself</source>
        <translation>從這一刻開始一局，自己試試較佳的決定</translation>
    </message>
    <message>
        <source>The game review: what the computer would have done here.</source>
        <translation>對局檢視：電腦在這裡會這樣做。</translation>
    </message>
    <message>
        <source>Expected final RP over the game</source>
        <translation>整局預期的最終RP</translation>
    </message>
    <message>
        <source>Each reviewed seat&apos;s expected final RP after each of its decisions, as the computer estimates it; a dot marks a mistake or a blunder</source>
        <translation>每個檢視座位在每個決定後預期的最終RP（電腦估計）；圓點表示失誤或重大失誤</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>關鍵時刻</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>所有決定</translation>
    </message>
    <message>
        <source>No key moments: every decision was as good as the computer&apos;s, or nearly.</source>
        <translation>沒有關鍵時刻：每個決定都和電腦的一樣好，或很接近。</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>決定</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>時機</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>實戰下法</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>較佳下法</translation>
    </message>
    <message>
        <source>RP lost</source>
        <translation>失去的RP</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>評價</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>好</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>不準確</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>失誤</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>重大失誤</translation>
    </message>
    <message>
        <source>{0} RP lost</source>
        <translation>失去 {0} RP</translation>
    </message>
    <message>
        <source>{0} — {1}: {2} RP lost</source>
        <translation>{0} — {1}：失去 {2} RP</translation>
    </message>
    <message>
        <source>Played: {0}</source>
        <translation>實戰下法：{0}</translation>
    </message>
    <message>
        <source>Better: {0}</source>
        <translation>較佳下法：{0}</translation>
    </message>
    <message>
        <source>{0}: {1} decisions, {2} RP lost ({3} a decision) · inaccuracies {4} · mistakes {5} · blunders {6}</source>
        <translation>{0}：{1} 個決定，失去 {2} RP（每個決定 {3}）· 不準確 {4} · 失誤 {5} · 重大失誤 {6}</translation>
    </message>
    <message>
        <source>Your strength</source>
        <translation>你的實力</translation>
    </message>
    <message>
        <source>RP lost per decision, reviewed game by game</source>
        <translation>每局檢視中每個決定失去的RP</translation>
    </message>
    <message>
        <source>RP lost per decision</source>
        <translation>每個決定失去的RP</translation>
    </message>
    <message>
        <source>No reviewed game yet: review a game from its results or from the list below.</source>
        <translation>還沒有檢視過的對局：請從結果畫面或下方清單檢視一局。</translation>
    </message>
    <message>
        <source>Estimated rating {0} (95% interval {1}–{2}) from {3} games against the computer</source>
        <translation>估計等級分 {0}（95% 區間 {1}–{2}），根據與電腦的 {3} 局</translation>
    </message>
    <message>
        <source>Rating: not enough games yet ({0} of {1} games against the computer).</source>
        <translation>等級分：對局數還不足（與電腦對局 {0} / {1}）。</translation>
    </message>
    <message>
        <source>The computer&apos;s levels: {0}</source>
        <translation>電腦的等級：{0}</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>紀錄</translation>
    </message>
    <message>
        <source>The game log, folded: the window is too narrow for it beside the table. Click here or press {0} to open it over the table; Esc closes it.</source>
        <translation>遊戲紀錄已收起：視窗太小，無法放在牌桌旁。按一下這裡或按 {0} 即可在牌桌上打開；按 Esc 關閉。</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>{0}, {1} army ({2})</source>
        <comment>player, army colour (the letter on its pieces)</comment>
        <extracomment>the letter each army&apos;s pieces carry beside their colour and shape (the same in every language)</extracomment>
        <translation>{0}・{1}軍（{2}）</translation>
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
        <translation>開設網路牌桌(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>加入牌桌(&amp;J)…</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>開設牌桌</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>加入牌桌</translation>
    </message>
    <message>
        <source>Choose who plays each seat. Friends over the network join with this machine&apos;s address and the table code, which you will see next.</source>
        <translation>選擇每個座位由誰來玩。網路上的朋友用這台電腦的位址和牌桌代碼加入，下一步就會看到。</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>座位{0}</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>我</translation>
    </message>
    <message>
        <source>A friend over the network</source>
        <translation>網路上的朋友</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>電腦：{0}</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>連接埠</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>開設牌桌</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>位址</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>牌桌代碼</translation>
    </message>
    <message>
        <source>Type the address and the table code your host gave you, e.g. 192.168.1.20:8765 and K7Q-M4X.</source>
        <translation>輸入開桌的人給你的位址和牌桌代碼，例如 192.168.1.20:8765 和 K7Q-M4X。</translation>
    </message>
    <message>
        <source>Give at least one seat to a friend over the network.</source>
        <translation>至少要留一個座位給網路上的朋友。</translation>
    </message>
    <message>
        <source>Keep one seat for yourself.</source>
        <translation>請為自己保留一個座位。</translation>
    </message>
    <message>
        <source>“{0}” is not an address: type a name or an IP address, with a port after a colon if your host gave one.</source>
        <translation>「{0}」不是位址：請輸入名稱或 IP 位址；如果開桌的人給了連接埠，就加在冒號後面。</translation>
    </message>
    <message>
        <source>A table code has 6 letters and digits, like K7Q-M4X.</source>
        <translation>牌桌代碼是6個英文字母和數字，例如 K7Q-M4X。</translation>
    </message>
    <message>
        <source>Re-open the table you were hosting (code {0}, round {1}: {2})? Your friends rejoin their seats. No: it is set aside and a new table is opened.</source>
        <translation>要重新開啟你先前開設的牌桌嗎（代碼 {0}，第{1}回合：{2}）？朋友會回到各自的座位。選「否」則會把它另外保存，並開設新牌桌。</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>你的牌桌</translation>
    </message>
    <message>
        <source>The table could not be opened: {0}</source>
        <translation>無法開設牌桌：{0}</translation>
    </message>
    <message>
        <source>Find tables</source>
        <translation>尋找牌桌</translation>
    </message>
    <message>
        <source>Asking the table server…</source>
        <translation>正在詢問牌桌伺服器…</translation>
    </message>
    <message>
        <source>No table is open on this server now.</source>
        <translation>這台伺服器目前沒有開放的牌桌。</translation>
    </message>
    <message>
        <source>This address is a friend&apos;s table, not a table server: type the table code your friend gave you.</source>
        <translation>這個位址是朋友的牌桌，不是牌桌伺服器：請輸入朋友給你的牌桌代碼。</translation>
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
        <translation>等候室</translation>
    </message>
    <message>
        <source>Friends join with Game → Join a table…, the address {0} and the table code {1}.</source>
        <translation>朋友透過「遊戲 → 加入牌桌…」，輸入位址 {0} 和牌桌代碼 {1} 加入。</translation>
    </message>
    <message>
        <source>Send your friends the invitation below: they paste it into Game → Join a table… It holds this computer&apos;s address, the table code and the fingerprint of this table&apos;s certificate, which their Joraku checks.</source>
        <translation>把下方的加入碼傳給朋友：他們將它輸入「遊戲 → 加入牌桌…」。其中有這台電腦的位址、牌桌代碼和這張牌桌加密金鑰的認證碼，朋友的 Joraku 會檢查它。</translation>
    </message>
    <message>
        <source>Certificate fingerprint: {0}</source>
        <translation>加密金鑰認證碼：{0}</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>把加入碼放入暫存區</translation>
    </message>
    <message>
        <source>Table code: {0}</source>
        <translation>牌桌代碼：{0}</translation>
    </message>
    <message>
        <source>Address: {0}</source>
        <translation>位址：{0}</translation>
    </message>
    <message>
        <source>This machine&apos;s address (port {0})</source>
        <translation>這台電腦的位址（連接埠 {0}）</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>等待朋友加入…</translation>
    </message>
    <message>
        <source>here</source>
        <translation>已入座</translation>
    </message>
    <message>
        <source>connection lost: waiting for them to come back</source>
        <translation>連線中斷：等待對方回來</translation>
    </message>
    <message>
        <source>a computer ({0}) plays for them</source>
        <translation>由電腦（{0}）代打</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>開桌者</translation>
    </message>
    <message>
        <source>computer ({0})</source>
        <translation>電腦（{0}）</translation>
    </message>
    <message>
        <source>Give this seat to a computer</source>
        <translation>把這個座位交給電腦</translation>
    </message>
    <message>
        <source>Not my friend: free this seat</source>
        <translation>不是我的朋友：空出這個座位</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <source>Start: computers take the empty seats</source>
        <translation>開始：空位由電腦入座</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>關閉牌桌</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>等待開桌者開始遊戲…</translation>
    </message>
    <message>
        <source>{0} of {1} friends have joined.</source>
        <translation>{1}位朋友中已有{0}位加入。</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>正在連線到牌桌…</translation>
    </message>
    <message>
        <source>The connection to the table was lost. Trying again…</source>
        <translation>與牌桌的連線中斷，正在重試…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>已回到牌桌。</translation>
    </message>
    <message>
        <source>A computer is playing your seat for now.</source>
        <translation>目前由電腦代打你的座位。</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>拿回我的座位</translation>
    </message>
    <message>
        <source>{0} lost their connection. Wait for them, or give the seat to a computer.</source>
        <translation>{0}的連線中斷了。你可以等待，或把座位交給電腦。</translation>
    </message>
    <message>
        <source>Leave the table? Your seat waits for you: join again with the same address and code.</source>
        <translation>要離開牌桌嗎？你的座位會保留：用相同的位址和代碼即可重新加入。</translation>
    </message>
    <message>
        <source>Close the table you host? Your friends&apos; games end with it (the table is saved).</source>
        <translation>要關閉你開設的牌桌嗎？朋友的遊戲也會一起結束（牌桌會被保存）。</translation>
    </message>
    <message>
        <source>Leave the game on the table? It stays in your autosave until a new game replaces it.</source>
        <translation>要離開目前的遊戲嗎？它會留在自動存檔中，直到被新遊戲取代。</translation>
    </message>
    <message>
        <source>Waiting for the table to answer…</source>
        <translation>等待牌桌回應…</translation>
    </message>
    <message>
        <source>You left the table, or it closed after the game.</source>
        <translation>你已離開牌桌，或牌桌在遊戲結束後關閉了。</translation>
    </message>
    <message>
        <source>The host stopped the table. Join again when they are back.</source>
        <translation>開桌者停止了牌桌。等對方回來後再加入。</translation>
    </message>
    <message>
        <source>The connection broke (a damaged message).</source>
        <translation>連線中斷（訊息損毀）。</translation>
    </message>
    <message>
        <source>The other side sent data this game does not speak.</source>
        <translation>對方送來了本遊戲無法處理的資料。</translation>
    </message>
    <message>
        <source>The table could not be reached. Check the address and that the host&apos;s table is open.</source>
        <translation>無法連線到牌桌。請確認位址，以及開桌者的牌桌已經開啟。</translation>
    </message>
    <message>
        <source>That address cannot be used.</source>
        <translation>無法使用這個位址。</translation>
    </message>
    <message>
        <source>The other side sent a message that is too big.</source>
        <translation>對方送來的訊息太大。</translation>
    </message>
    <message>
        <source>The other side stopped answering.</source>
        <translation>對方停止回應。</translation>
    </message>
    <message>
        <source>The other side sent a message this game does not understand.</source>
        <translation>對方送來了本遊戲無法理解的訊息。</translation>
    </message>
    <message>
        <source>The host plays another version of Joraku (its protocol {0}, yours {1}): both need the same version.</source>
        <translation>開桌者的上洛是不同版本（對方協定 {0}，你的 {1}）：雙方需要相同版本。</translation>
    </message>
    <message>
        <source>The table waited too long for this game to say hello.</source>
        <translation>牌桌等待本遊戲打招呼太久了。</translation>
    </message>
    <message>
        <source>The connection was idle too long.</source>
        <translation>連線閒置太久。</translation>
    </message>
    <message>
        <source>Too many messages in too little time.</source>
        <translation>短時間內訊息太多。</translation>
    </message>
    <message>
        <source>This machine did not keep up with the table.</source>
        <translation>這台電腦跟不上牌桌的速度。</translation>
    </message>
    <message>
        <source>There is no table with that code here.</source>
        <translation>這裡沒有這個代碼的牌桌。</translation>
    </message>
    <message>
        <source>Your seat&apos;s secret does not open it any more.</source>
        <translation>你的座位密鑰已無法再開啟該座位。</translation>
    </message>
    <message>
        <source>That seat is taken, or no seat is free at this table.</source>
        <translation>該座位已有人，或這張牌桌沒有空位。</translation>
    </message>
    <message>
        <source>Your seat was joined from another window.</source>
        <translation>你的座位已從另一個視窗加入。</translation>
    </message>
    <message>
        <source>The host gave your seat away, to a computer or to another player.</source>
        <translation>開桌者已把你的座位交給電腦或其他玩家。</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>開桌者關閉了牌桌。</translation>
    </message>
    <message>
        <source>The table server is full. Try again later.</source>
        <translation>牌桌伺服器已滿，請稍後再試。</translation>
    </message>
    <message>
        <source>The table server does not allow that.</source>
        <translation>牌桌伺服器不允許這麼做。</translation>
    </message>
    <message>
        <source>Too many refused moves in a row: this window is out of step.</source>
        <translation>連續太多步被拒絕：這個視窗與牌桌不同步。</translation>
    </message>
    <message>
        <source>The table could not be reached again. Join again when the host is back.</source>
        <translation>無法再次連線到牌桌。等開桌者回來後再加入。</translation>
    </message>
    <message>
        <source>This table showed another certificate than the one your invitation names: it may not be your host&apos;s. Ask your host for the invitation again.</source>
        <translation>這張牌桌出示的加密金鑰與你的加入碼不符：它可能不是你的開桌者。請再向開桌者要一次加入碼。</translation>
    </message>
    <message>
        <source>The connection closed ({0}).</source>
        <translation>連線已關閉（{0}）。</translation>
    </message>
    <message>
        <source>You are not in a seat at this table.</source>
        <translation>你不在這張牌桌的座位上。</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>那不是你的座位。</translation>
    </message>
    <message>
        <source>Not your turn: {0} decides now.</source>
        <translation>還沒輪到你：現在由{0}決定。</translation>
    </message>
    <message>
        <source>The table had already moved on: look again and decide.</source>
        <translation>牌桌已經往下進行了：請再看一次後決定。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <source>A computer plays your seat now: take your seat back to decide.</source>
        <translation>目前由電腦代打你的座位：請先拿回座位再做決定。</translation>
    </message>
    <message>
        <source>The table server refused these game settings.</source>
        <translation>牌桌伺服器拒絕了這些遊戲設定。</translation>
    </message>
    <message>
        <source>The table is busy: decide again.</source>
        <translation>牌桌忙碌中：請再決定一次。</translation>
    </message>
    <message>
        <source>The table refused that ({0}).</source>
        <translation>牌桌拒絕了此操作（{0}）。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>the largest seed the box takes (the save format allows more; people never need it) characters a person may use to group digits (&quot;1,000&quot;, &quot;1 000&quot;, &quot;1&apos;000&quot;, &quot;1_000&quot;) names earlier versions filled in for the local player: &quot;You&quot; made &quot;You plays the blue 6.&quot; how many variant cards a game uses (R-S6: &quot;draw 2 of the 6&quot;)</extracomment>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0}人</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家人數</translation>
    </message>
    <message>
        <source>Seats (in play order)</source>
        <translation>座位（依出牌順序）</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>座位{0}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>電腦：{0}</translation>
    </message>
    <message>
        <source>Two-player variant</source>
        <translation>雙人變體規則</translation>
    </message>
    <message>
        <source>R-V7: 2 against 2 — each player commands two armies</source>
        <translation>R-V7：二對二──每位玩家指揮兩支軍隊</translation>
    </message>
    <message>
        <source>R-V8: two players and a neutral army</source>
        <translation>R-V8：兩名玩家與一支中立軍</translation>
    </message>
    <message>
        <source>Variant cards (advanced game, R-S6)</source>
        <translation>擴充規則卡（進階遊戲，R-S6）</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不使用</translation>
    </message>
    <message>
        <source>2 at random</source>
        <translation>隨機2張</translation>
    </message>
    <message>
        <source>2 chosen:</source>
        <translation>指定2張：</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>variant card: id, name</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>Seed (optional: the same seed deals the same cards)</source>
        <translation>種子碼（選填：相同種子碼會發出相同的牌）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message numerus="yes">
        <source>Tick exactly 2 cards (R-S6): %n ticked.</source>
        <translation>
            <numerusform>請勾選剛好2張卡（R-S6）：已勾選%n張。</numerusform>
        </translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 2,000,000,000 (empty: a random deal).</source>
        <translation>種子碼必須是0到2,000,000,000之間的整數（留空：隨機發牌）。</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>supply {0}</source>
        <translation>備用區{0}</translation>
    </message>
    <message>
        <source>no supply</source>
        <extracomment>the line under the header: who plays the seat, and what it is doing now a panel of the compact height (the table&apos;s smallest): its army rows closer and its footer lower (the hand&apos;s backs and the Kachidoki badge shorter), so two armies (R-V7) still fit plain words under the army row: where the daimyo stands the hand face up (a replay of a finished game with every hand revealed); else backs</extracomment>
        <translation>無備用區</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>名聲點</translation>
    </message>
    <message>
        <source>never scores RP (R-V8)</source>
        <translation>永不得名聲點（R-V8）</translation>
    </message>
    <message>
        <source>hand: {0}</source>
        <translation>手牌：{0}</translation>
    </message>
    <message>
        <source>Kachidoki
leads next</source>
        <translation>勝鬨卡
下場先出</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>computer · {0}</source>
        <translation>電腦 · {0}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>This is a replay: use Play from here to play on.</source>
        <extracomment>how long each decision stays on the table when the replay plays itself (ms) words for the step under the mouse (its tooltip) the whole log, and where each step&apos;s lines end in it</extracomment>
        <translation>這是重播：使用「從這裡開始玩」即可接著玩。</translation>
    </message>
    <message>
        <source>Click a line to go to that moment of the game.</source>
        <translation>點擊某一行即可跳到遊戲中的那個時刻。</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>the game review&apos;s better decision drawn at step :attr:`advice_at` (-1: none)</extracomment>
        <translation>播放</translation>
    </message>
    <message>
        <source>Jump to</source>
        <translation>跳到</translation>
    </message>
    <message>
        <source>View of</source>
        <translation>視角</translation>
    </message>
    <message>
        <source>Reveal every hand</source>
        <translation>顯示所有手牌</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>從這裡開始玩</translation>
    </message>
    <message>
        <source>Export log…</source>
        <translation>匯出紀錄…</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>關閉重播</translation>
    </message>
    <message>
        <source>The last decision</source>
        <translation>最後一個決定</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <source>Could not export the log</source>
        <translation>無法匯出紀錄</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Your RP, game by game</source>
        <translation>你每場遊戲的名聲點</translation>
    </message>
    <message>
        <source>Your RP in the last {0} games</source>
        <translation>你最近{0}場遊戲的名聲點</translation>
    </message>
    <message>
        <source>a win</source>
        <extracomment>at most this many games in the chart (the most recent); the list below holds them all the chart&apos;s average line: over this many games the number of the first game shown, counted over all the player&apos;s games</extracomment>
        <translation>勝利</translation>
    </message>
    <message>
        <source>another result</source>
        <translation>其他結果</translation>
    </message>
    <message>
        <source>average of the last {0} games</source>
        <translation>最近{0}場的平均</translation>
    </message>
    <message>
        <source>{0}: {1} RP, {2} ({3})</source>
        <translation>{0}：{1}名聲點，{2}（{3}）</translation>
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
        <translation>{0}獲勝！</translation>
    </message>
    <message>
        <source>Final reputation points (RP) after three rounds (R-G1)</source>
        <translation>三回合後的最終名聲點（R-G1）</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>軍隊</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>名聲點</translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation>不需要決勝。</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>再玩一次</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>觀看重播</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Joraku — rules</source>
        <extracomment>letters a search for the plain letter also finds (the romanised area names use macrons) joins &quot;R-&quot; to the rest of a rule id in the shown text, so that no line breaks inside R-V2 the widest column of text, in pixels (about 90 characters of the 16 px sans) Enter without Shift: the next match, or the rule just found (RulesHelp.enter)</extracomment>
        <translation>上洛 — 規則</translation>
    </message>
    <message>
        <source>Search: a rule id such as R-K4, or a word</source>
        <translation>搜尋：規則編號（如R-K4）或關鍵字</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <extracomment>a rule id was just typed and its rule is shown: Enter stays on it</extracomment>
        <translation>上一個符合項目（Shift+Enter）</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>下一個符合項目（Enter）</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目錄</translation>
    </message>
    <message>
        <source>Enter / Shift+Enter: next / previous match · Ctrl+F: search · Esc: close</source>
        <extracomment>the contents&apos; entries, one per heading, in the document&apos;s order</extracomment>
        <translation>Enter／Shift+Enter：下一個／上一個符合項目 · Ctrl+F：搜尋 · Esc：關閉</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>沒有符合項目</translation>
    </message>
    <message numerus="yes">
        <source>Match {0} of %n</source>
        <translation>
            <numerusform>第{0}個，共%n個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <extracomment>past games the list keeps in view however short the window: below that the window scrolls past games read at a time; the next page is read when the list is scrolled near its end the game review of a past game asked for (its save&apos;s path)</extracomment>
        <translation>統計</translation>
    </message>
    <message>
        <source>Your record</source>
        <extracomment>the figures shown (None until the record has been read) the last read failed (the window says so rather than &quot;no games yet&quot;) the results listed in the games table, row by row</extracomment>
        <translation>你的戰績</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <source>Double-click a game to open it again.</source>
        <translation>雙擊某場遊戲即可再次開啟。</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>開啟遊戲</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>場數</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝場</translation>
    </message>
    <message>
        <source>Average RP</source>
        <translation>平均名聲點</translation>
    </message>
    <message>
        <source>Best RP</source>
        <translation>最高名聲點</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>By opponent level</source>
        <translation>依對手難度</translation>
    </message>
    <message>
        <source>By mode</source>
        <translation>依模式</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>過去的遊戲</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>對手</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>名聲點</translation>
    </message>
    <message>
        <source>Variant cards</source>
        <translation>擴充規則卡</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Reading your record…</source>
        <translation>正在讀取你的戰績…</translation>
    </message>
    <message>
        <source>Everyone who played here</source>
        <translation>所有在這裡玩過的人</translation>
    </message>
    <message>
        <source>Your record could not be read this time.</source>
        <translation>這次無法讀取你的戰績。</translation>
    </message>
    <message>
        <source>No finished game of yours is in the record yet: only games with a human player count.</source>
        <translation>戰績中還沒有你完成的遊戲：只有含真人玩家的遊戲才會列入。</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and your record starts here: wins, RP and every past game, ready to open again.</source>
        <translation>還沒有完成的遊戲。玩完一場遊戲，你的戰績就會從這裡開始：勝場、名聲點，以及每一場過去的遊戲，隨時可以再次開啟。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
</context>
</TS>
