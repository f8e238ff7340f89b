<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>About</name>
    <message>
        <source>The font licence file (resources/fonts/OFL.txt) is missing.</source>
        <translation>Нет файла лицензии шрифтов (resources/fonts/OFL.txt).</translation>
    </message>
    <message>
        <source>Joraku Desktop</source>
        <translation>Joraku Desktop</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Версия {0}</translation>
    </message>
    <message>
        <source>The digital edition of Joraku, the trick-taking area-control board game of Sengoku Japan, for 2 to 4 players.</source>
        <translation>Цифровое издание «Joraku. Поход на Киото» — настольной игры о взятках и контроле территорий в Японии периода Сэнгоку, для 2–4 игроков.</translation>
    </message>
    <message>
        <source>Rules: the printed Joraku rulebook (the two-player variants R-V7 and R-V8 from its Russian edition), with the program&apos;s rulings where the print is silent. Press F1 for the rules in full.</source>
        <translation>Правила: печатный буклет Joraku (варианты для 2 игроков R-V7 и R-V8 — из его русского издания) и решения программы там, где буклет молчит. Полные правила — по клавише F1.</translation>
    </message>
    <message>
        <source>Fonts: Joraku Sans and Joraku Serif are subsets of Noto Sans CJK JP and Noto Serif CJK JP (© Google, © Adobe), used under the SIL Open Font License 1.1, whose full text is under Show Details.</source>
        <translation>Шрифты: Joraku Sans и Joraku Serif — подмножества Noto Sans CJK JP и Noto Serif CJK JP (© Google, © Adobe), используются по лицензии SIL Open Font License 1.1; её полный текст — в разделе «Подробнее».</translation>
    </message>
    <message>
        <source>About Joraku</source>
        <translation>О программе Joraku</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Placement (P)</source>
        <extracomment>the keys that move along the bar, press the button under the focus, or go back to the table the keyboard leaves the bar for the table (Escape or Up on a button) the most lines the bar&apos;s words take: the bar&apos;s height holds them the keyboard help&apos;s forms while it is shown (fullest first), fitted to the room the keyboard help (its forms, its words) a choice of buttons replaced for a while</extracomment>
        <translation>Размещение (P)</translation>
    </message>
    <message>
        <source>Action points (A)</source>
        <translation>Очки действий (A)</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Подтвердить (Enter)</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation>Готово (D)</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Отменить (Ctrl+Z)</translation>
    </message>
    <message>
        <source>All actions… (K)</source>
        <translation>Все действия… (K)</translation>
    </message>
    <message>
        <source>Hands are hidden. Click the table (or press Space) when ready.</source>
        <translation>Карты скрыты. Щёлкните по столу (или нажмите Пробел), когда будете готовы.</translation>
    </message>
    <message>
        <source>The game is over. Results: Ctrl+R · a new game: Ctrl+N.</source>
        <translation>Игра окончена. Итоги: Ctrl+R · новая игра: Ctrl+N.</translation>
    </message>
    <message>
        <source>Waiting for {0}…</source>
        <translation>Ждём: {0}…</translation>
    </message>
    <message>
        <source>Keyboard: ←/→ choose a card, Enter plays or picks it, K lists every action.</source>
        <translation>Клавиатура: ←/→ — выбор карты, Enter — сыграть или выбрать её, K — список всех действий.</translation>
    </message>
    <message>
        <source>←/→ a card · Enter plays it · K: every action</source>
        <translation>←/→ карта · Enter — сыграть · K — все действия</translation>
    </message>
    <message>
        <source>Keyboard: ←/→ choose a button, Enter presses it, Esc goes back to the cards.</source>
        <translation>Клавиатура: ←/→ — выбор кнопки, Enter — нажать её, Esc — назад к картам.</translation>
    </message>
    <message>
        <source>←/→ a button · Enter presses it · Esc: back</source>
        <translation>←/→ кнопка · Enter — нажать · Esc — назад</translation>
    </message>
    <message>
        <source>Keyboard: P places samurai, A takes the action points, K lists every action.</source>
        <translation>Клавиатура: P — размещение самураев, A — очки действий, K — список всех действий.</translation>
    </message>
    <message>
        <source>P placement · A action points · K: every action</source>
        <translation>P размещение · A очки действий · K все действия</translation>
    </message>
    <message>
        <source>Keyboard: ←/→ choose a step on the map, Enter does it, D ends, K lists every action.</source>
        <translation>Клавиши: ←/→ — шаг на карте, Enter — сделать, D — конец, K — все действия.</translation>
    </message>
    <message>
        <source>←/→ a step on the map · Enter does it · D ends</source>
        <translation>←/→ шаг на карте · Enter — сделать · D — конец</translation>
    </message>
    <message>
        <source>Pass these cards (Enter)</source>
        <translation>Передать эти карты (Enter)</translation>
    </message>
    <message>
        <source>Discard (Enter)</source>
        <translation>Сбросить (Enter)</translation>
    </message>
    <message>
        <source>Keep this card (Enter)</source>
        <translation>Оставить эту карту (Enter)</translation>
    </message>
    <message>
        <source>Action points: {0} (A)</source>
        <translation>Очки действий: {0} (A)</translation>
    </message>
</context>
<context>
    <name>ActionPicker</name>
    <message>
        <source>All actions</source>
        <translation>Все действия</translation>
    </message>
    <message>
        <source>Choose with the arrow keys and press Enter:</source>
        <translation>Выберите стрелками и нажмите Enter:</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Pass {0}</source>
        <translation>Передать: {0}</translation>
    </message>
    <message>
        <source>Discard the {0}</source>
        <translation>Сбросить: {0}</translation>
    </message>
    <message>
        <source>Keep the {0}</source>
        <translation>Оставить: {0}</translation>
    </message>
    <message>
        <source>Play the {0}</source>
        <translation>Сыграть: {0}</translation>
    </message>
    <message>
        <source>for {0}</source>
        <translation>(за цвет: {0})</translation>
    </message>
    <message>
        <source>Placement: up to 3 samurai in {0}</source>
        <translation>Размещение: до 3 самураев в области {0}</translation>
    </message>
    <message>
        <source>Action points: {0} AP</source>
        <translation>Очки действий: {0} ОД</translation>
    </message>
    <message>
        <source>Place a samurai in {0}</source>
        <translation>Выставить самурая в область {0}</translation>
    </message>
    <message>
        <source>Move your daimyo from {0} to {1}</source>
        <translation>Переместить даймё из области {0} в область {1}</translation>
    </message>
    <message>
        <source>Move a samurai from {0} to {1}</source>
        <translation>Переместить самурая из области {0} в область {1}</translation>
    </message>
    <message>
        <source>Remove a {0} samurai from {1}</source>
        <translation>Убрать самурая ({0}) из области {1}</translation>
    </message>
    <message>
        <source>Drive a neutral samurai from {0} to {1}</source>
        <translation>Перевести нейтрального самурая из области {0} в область {1}</translation>
    </message>
    <message>
        <source>Done (end this card&apos;s action)</source>
        <translation>Готово (завершить действие карты)</translation>
    </message>
    <message>
        <source>{0} — Enter does it; ←/→ another step, D ends.</source>
        <translation>{0} — Enter, чтобы сделать; ←/→ — другой шаг, D — закончить.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Joraku</source>
        <extracomment>the record is opened and checked this long after start-up (not on the way to the first window)</extracomment>
        <translation>Joraku</translation>
    </message>
    <message>
        <source>The autosave could not be resumed ({0}); it was renamed {1} and a new game starts.</source>
        <translation>Не удалось продолжить автосохранённую партию ({0}); файл переименован в {1}, начинается новая партия.</translation>
    </message>
    <message>
        <source>The autosave could not be resumed ({0}); a new game starts.</source>
        <translation>Не удалось продолжить автосохранённую партию ({0}); начинается новая партия.</translation>
    </message>
    <message>
        <source>Resume the unfinished game ({0}; round {1})?</source>
        <translation>Продолжить незаконченную партию ({0}; раунд {1})?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Joraku was already open: here is your game.</source>
        <translation>Joraku уже был открыт: вот ваша партия.</translation>
    </message>
    <message>
        <source>Joraku is already open with your profile but did not answer, so this window keeps its own autosave: neither game can overwrite the other.</source>
        <translation>Joraku уже открыт с вашим профилем, но не отвечает, поэтому у этого окна своё автосохранение: ни одна из партий не перезапишет другую.</translation>
    </message>
    <message>
        <source>A game left unfinished in a second window of Joraku was kept as {0}: open it from Game → Recent games.</source>
        <translation>Незаконченная партия из второго окна Joraku сохранена как {0}: откройте её через Игра → Недавние партии.</translation>
    </message>
</context>
<context>
    <name>Area</name>
    <message>
        <source> (inferred: a RULING, not printed on the board)</source>
        <extracomment>the influence row, the last result and the prestige chart sit at the foot of the area (these are distances from its bottom edge), so a taller area gives the token stacks the room an area of the design height (:data:`table_layout.AREA_H`) an area of the compact height (:data:`table_layout.COMPACT`): the same parts closer, a stack of ten samurai and a result strip still whole between the daimyo and the chart the last prestige scoring of this area: [(army, rank, rp)]</extracomment>
        <translation> (выведено: решение программы, на поле не напечатано)</translation>
    </message>
    <message>
        <source>Round {0}: {1} RP for 1st / 2nd / 3rd</source>
        <translation>Раунд {0}: {1} ОР за 1-е / 2-е / 3-е место</translation>
    </message>
    <message>
        <source>{0} ({1}). Influence: daimyo 2, each samurai 1 (R-C8).</source>
        <translation>{0} ({1}). Влияние: даймё — 2, каждый самурай — 1 (R-C8).</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>PRESTIGE</source>
        <translation>ОР</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Раунд {0}</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>{0} — this game is not being saved. Save it elsewhere, or free some space: autosaving starts again by itself.</source>
        <translation>{0} — эта партия не сохраняется. Сохраните её в другое место или освободите место на диске: автосохранение возобновится само.</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Сохранить в другое место…</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Quit Joraku</source>
        <translation>Выход из Joraku</translation>
    </message>
    <message>
        <source>{0}.

This game is not saved: if you quit now, it is lost. Save it elsewhere first?</source>
        <translation>{0}.

Эта партия не сохранена: если выйти сейчас, она будет потеряна. Сначала сохранить её в другое место?</translation>
    </message>
    <message>
        <source>Quit without saving</source>
        <translation>Выйти без сохранения</translation>
    </message>
    <message>
        <source>Autosave works again.</source>
        <extracomment>the lasting warning, made at the first failure the quit prompt while the autosave fails: &quot;save&quot;, &quot;quit&quot; or &quot;cancel&quot;; tests replace it</extracomment>
        <translation>Автосохранение снова работает.</translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Final scores: Game → Results (Ctrl+R)</source>
        <translation>Итоги: Игра → Результаты (Ctrl+R)</translation>
    </message>
    <message>
        <source>Round {0} of 3</source>
        <translation>Раунд {0} из 3</translation>
    </message>
    <message>
        <source>prestige scored</source>
        <translation>престиж подсчитан</translation>
    </message>
    <message>
        <source>Every area scored by this round&apos;s chart (R-PR)</source>
        <translation>Все области подсчитаны по таблице раунда (R-PR)</translation>
    </message>
    <message>
        <source>Then {0} skirmishes, then prestige scoring</source>
        <translation>Затем столкновения ({0}) и престиж</translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation>Столкновение {0} из {1}</translation>
    </message>
    <message>
        <source>prestige scoring after the last one</source>
        <translation>затем престиж</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>{0} (computer) is thinking…</source>
        <translation>{0} (компьютер) думает…</translation>
    </message>
    <message>
        <source>{0} to act.</source>
        <translation>Ходит {0}.</translation>
    </message>
    <message>
        <source>{0}: drag a card onto the skirmish (follow the {1} suit if you can).</source>
        <translation>{0}: перетащите карту на поле столкновения (в масть «{1}», если можете).</translation>
    </message>
    <message>
        <source>{0}: you lead. Drag any card onto the skirmish (or double-click it).</source>
        <translation>{0}: ваш ход первый. Перетащите на поле столкновения любую карту (или дважды щёлкните по ней).</translation>
    </message>
    <message>
        <source>{0}: place up to 3 samurai in {1}, or take action points ({2} AP)?</source>
        <translation>{0}: выставить до 3 самураев в область {1} или взять {2} ОД?</translation>
    </message>
    <message>
        <source>Choose a card first.</source>
        <translation>Сначала выберите карту.</translation>
    </message>
    <message>
        <source>Choose {0} cards first.</source>
        <translation>Сначала выберите нужное число карт: {0}.</translation>
    </message>
    <message>
        <source>{0}: drag samurai from your supply to any area ({1} left), then Done.</source>
        <translation>{0}: перетащите самураев из запаса в любые области (осталось: {1}), затем «Готово».</translation>
    </message>
    <message>
        <source>{0}: drag samurai from your supply to {1} ({2} left), then Done.</source>
        <translation>{0}: перетащите самураев из запаса в область {1} (осталось: {2}), затем «Готово».</translation>
    </message>
    <message>
        <source>{0} Keys: P places, A takes the action points.</source>
        <translation>{0} Клавиши: P — размещение, A — очки действий.</translation>
    </message>
    <message>
        <source>{0} Keys: D ends.</source>
        <translation>{0} Клавиши: D — конец.</translation>
    </message>
    <message>
        <source>{0} Keys: ←/→ a step on the map, Enter does it, D ends.</source>
        <translation>{0} Клавиши: ←/→ — шаг на карте, Enter — сделать, D — конец.</translation>
    </message>
    <message>
        <source>{0}: {1} AP left (the daimyo {2} AP, a samurai moved or removed 1 AP). Keys: ←/→ a step on the map, Enter does it, D ends.</source>
        <translation>{0}: осталось {1} ОД (даймё — {2} ОД, сдвинуть или убрать самурая — 1 ОД). Клавиши: ←/→ — шаг на карте, Enter — сделать, D — конец.</translation>
    </message>
    <message>
        <source>{0}: {1} AP left, not enough for the daimyo (a samurai moved or removed 1 AP). Keys: ←/→ a step on the map, Enter does it, D ends.</source>
        <translation>{0}: осталось {1} ОД — даймё не сдвинуть (сдвинуть или убрать самурая — 1 ОД). Клавиши: ←/→ — шаг на карте, Enter — сделать, D — конец.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Drop the card on the skirmish area to play it.</source>
        <extracomment>how far (Manhattan, scene units) a pressed piece moves before the press becomes a drag the button is down on a piece that has not moved far enough to be a drag (a click, so far) a neutral samurai was clicked: the next click on an area says where it goes (R-V8) hot seat: the hands are hidden until the player to act is ready (R-P3) the player&apos;s last gesture on the table was a key (the banner says the keys then)</extracomment>
        <translation>Отпустите карту на поле столкновения, чтобы сыграть её.</translation>
    </message>
    <message>
        <source>Drop the card in the slots on the right to choose it.</source>
        <translation>Отпустите карту в ячейки справа, чтобы выбрать её.</translation>
    </message>
    <message>
        <source>Drop the piece on an area of the map.</source>
        <translation>Отпустите фигурку на область карты.</translation>
    </message>
    <message>
        <source>Drag the card onto the skirmish area, or double-click it, to play it.</source>
        <translation>Чтобы сыграть карту, перетащите её на поле столкновения или дважды щёлкните по ней.</translation>
    </message>
    <message>
        <source>Drag it onto an area of the map.</source>
        <translation>Перетащите её на область карты.</translation>
    </message>
    <message>
        <source>Kachidoki in {0}: {1}.</source>
        <translation>Катидоки в области {0}: {1}.</translation>
    </message>
    <message>
        <source>no RP</source>
        <translation>без ОР</translation>
    </message>
    <message>
        <source>R{0}</source>
        <extracomment>who answers the table&apos;s requests: given the Action, the refusal in words, or None the tiles were laid out anew for the view&apos;s shape (layers drawn over them follow) where every tile goes: follows the shape of the view (:meth:`fit_to_aspect`) who answers a request (:meth:`answer_with`): the refusal in words, or None the request being made comes from a card dropped by one drag (the window may ask first) the banner&apos;s instruction in place of the table&apos;s own (a tutorial step that is done) R-V7: the ways to play the card just dropped, while the player picks the army Enter and Space rest for a moment after a scoring beat (the press meant for it) the mouse on the table, as one explicit mode the skirmish as it unfolds, from the events (the engine clears the trick at once) RP the panels show while a scoring beat counts them up (None: the view&apos;s RP); the round whose chart row the areas light meanwhile (the view may be in the next round)</extracomment>
        <translation>Р{0}</translation>
    </message>
    <message>
        <source>Neutral army</source>
        <translation>Нейтральная армия</translation>
    </message>
    <message>
        <source>R-V8</source>
        <translation>R-V8</translation>
    </message>
    <message>
        <source>moves toward Kyoto each round</source>
        <translation>каждый раунд идёт к Киото</translation>
    </message>
    <message>
        <source>Daimyo in {0}; its samurai are moved, never removed.</source>
        <translation>Даймё в области {0}; её самураев перемещают, но не убирают.</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>выбирает…</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>готов</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>думает…</translation>
    </message>
    <message>
        <source>Daimyo card {0}; the daimyo stands in {1}.</source>
        <translation>Карта даймё {0}; даймё стоит в области {1}.</translation>
    </message>
    <message>
        <source>Drag onto the card&apos;s area to place this samurai (R-E1, R-E2 A)</source>
        <translation>Перетащите на область карты, чтобы выставить этого самурая (R-E1, R-E2 А)</translation>
    </message>
    <message>
        <source>Drag to a neighbouring area (1 AP, R-E2 B)</source>
        <translation>Перетащите в соседнюю область (1 ОД, R-E2 Б)</translation>
    </message>
    <message>
        <source>1 AP: drive this neutral samurai to another area (R-V8)</source>
        <translation>1 ОД: перевести этого нейтрального самурая в другую область (R-V8)</translation>
    </message>
    <message>
        <source>Click to remove this samurai (1 AP, R-E2 B)</source>
        <translation>Щёлкните, чтобы убрать этого самурая (1 ОД, R-E2 Б)</translation>
    </message>
    <message>
        <source>{0} wins with the {1}: {2}.</source>
        <extracomment>the cards in the slots now where a card left the hand (it flies to the skirmish from there) the number (0-based) of the skirmish in ``finished``</extracomment>
        <translation>{0} побеждает картой «{1}»: {2}.</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>Столкновение</translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation>Столкновение {0} из {1}</translation>
    </message>
    <message>
        <source>led suit: {0}</source>
        <translation>масть: {0}</translation>
    </message>
    <message>
        <source>AP left: {0}</source>
        <translation>ОД: {0}</translation>
    </message>
    <message>
        <source>to place: {0}</source>
        <translation>ставить: {0}</translation>
    </message>
    <message>
        <source>Nobody sees what they receive until everyone has chosen (R-P2).</source>
        <translation>Полученное откроется, когда выберут все (R-P2).</translation>
    </message>
    <message>
        <source>next
to play</source>
        <extracomment>the played cards&apos; scale in a skirmish zone of the compact height (the table&apos;s smallest) the slot whose card is being resolved now (-1: none): its name is lit</extracomment>
        <translation>сейчас
ходит</translation>
    </message>
    <message>
        <source>No variant cards: the rules as printed (R-S6).</source>
        <extracomment>the slots&apos; scale when the words leave room (the cards chosen show value and colour) the gap between two slots, and the room around the zone&apos;s words</extracomment>
        <translation>Без карт вариантов: правила как в буклете (R-S6).</translation>
    </message>
    <message>
        <source>Variant cards</source>
        <translation>Карты вариантов</translation>
    </message>
    <message>
        <source>None. Two players: the rules of {0} as printed.</source>
        <translation>Нет. Двое игроков: правила {0} как в буклете.</translation>
    </message>
    <message>
        <source>None: the rules as printed.</source>
        <translation>Нет: правила как в буклете.</translation>
    </message>
    <message>
        <source>Pass to {0}</source>
        <translation>Передайте экран игроку {0}</translation>
    </message>
    <message>
        <source>{0}, click when ready (or press Space). Everyone else: look away.</source>
        <translation>{0}, щёлкните, когда будете готовы (или нажмите Пробел). Остальные — не смотрите.</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>any area</source>
        <extracomment>the label colours: received in the pass (gold), personal (teal), kept in the draft (green)</extracomment>
        <translation>везде</translation>
    </message>
    <message>
        <source>area {0}</source>
        <translation>область {0}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Unknown computer level ({0}); a Normal computer plays that seat.</source>
        <extracomment>a failing autosave is tried again this often, even if nobody moves a finished networked table sends the whole game right after its last update; waited for at most this long before the end is shown without it a new or loaded game is in place (events, action or None for an undo, seat that acted) after every applied action or undo a human seat must decide now a computer seat is thinking (GameResult) the whole finished game is here, to be recorded: emitted once per game, as soon as the deciding action is applied and autosaved (a networked game: when the table sent it), before any final scoring is shown (a window closed or a new game started during that scoring still has the finished game to record) (GameResult) the end is to be shown (the banner, the results): once per game, after the scoring and after :attr:`finished` (events) the applied action scored: play is held until :meth:`scoring_done` the scoring beat is over (the player clicked on, or it timed out): play goes on every signal of one change has gone out (an applied action and the turn or the scoring after it, an undo, a game put in place): the views redraw now, once per decision something for the status bar (autosave trouble, a computer error) the host of a networked table refused a decision already sent: why, in codes (the views word it; a refusal at once is the return value of :meth:`request`) the autosave started failing (the sentence saying why) or works again (&quot;&quot;): the window shows a lasting warning meanwhile, and the quit prompt tells the truth at a table over the network: something to redraw that is no action (seats, connection, a decision sent or refused) the game this window sits at (None before the first) the seat at a networked table, for the window&apos;s network part (None at this machine&apos;s) what holds the computer turns now (:meth:`set_paused`) one agent per computer seat, for the game in place a computer decision that arrived while paused, played on resume the table&apos;s updates not applied yet (held behind a scoring beat) the game&apos;s life after its end: recorded, then shown, once each a finished networked game waits this long for the whole game before it is shown hints shown in this game (&quot;What would the computer do?&quot;); kept by the saves a window shows scoring as a beat of its own (bare controllers in tests do not) a scoring beat is on screen: play waits for :meth:`scoring_done` &quot;&quot; while autosaves succeed; else the sentence saying why the last one failed a failing autosave is tried again on its own (space freed, folder made writable) the tutorial&apos;s scripted decisions for the computer seats, in place of their AI: called when a computer seat is to act; None from it means &quot;wait&quot; (see :meth:`resume`) a person has decided something since the game was put in place: quitting an untouched deal (or a loaded game, already on disk) asks nothing</extracomment>
        <translation>Неизвестный уровень компьютера ({0}); за это место играет компьютер уровня «Обычный».</translation>
    </message>
    <message>
        <source>There is no game in progress.</source>
        <translation>Сейчас нет партии.</translation>
    </message>
    <message>
        <source>Wait: the scoring is being shown.</source>
        <translation>Подождите: идёт показ подсчёта очков.</translation>
    </message>
    <message>
        <source>Wait: it is a computer player&apos;s turn.</source>
        <translation>Подождите: сейчас ходит компьютер.</translation>
    </message>
    <message>
        <source>Nothing to take back.</source>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <source>Wait: the host has not started the game yet.</source>
        <translation>Подождите: хозяин стола ещё не начал игру.</translation>
    </message>
    <message>
        <source>Wait: the table has not answered your last decision yet.</source>
        <translation>Подождите: стол ещё не ответил на ваше последнее решение.</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Не удалось автосохранить: {0}</translation>
    </message>
    <message>
        <source>A computer player failed ({0}); it plays the first legal move instead.</source>
        <translation>Ошибка компьютерного игрока ({0}); вместо этого он делает первый допустимый ход.</translation>
    </message>
    <message>
        <source>A computer player chose an illegal move ({0}); it plays the first legal one instead.</source>
        <translation>Компьютерный игрок выбрал недопустимый ход ({0}); вместо этого он делает первый допустимый.</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Text (*.txt)</source>
        <translation>Текст (*.txt)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Веб-страница (*.html)</translation>
    </message>
    <message>
        <source>Export the game&apos;s log</source>
        <translation>Экспорт журнала партии</translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>Already yours (kept or personal card).</source>
        <translation>Уже ваша (оставленная или личная карта).</translation>
    </message>
    <message>
        <source>You must follow the led suit ({0}) while you hold a {0} card (R-K2); the {1} is not {0}.</source>
        <translation>Нужно ходить в масть хода ({0}), пока у вас есть {0} карта (R-K2); «{1}» — не {0}.</translation>
    </message>
    <message>
        <source>{0} Ninja: place up to 3 samurai in any areas (R-E1). Beats everything if a 6 is played in the same skirmish (R-K4).</source>
        <translation>Ниндзя ({0}): выставьте до 3 самураев в любые области (R-E1). Побеждает всех, если в том же столкновении сыграна 6 (R-K4).</translation>
    </message>
    <message>
        <source>{0} {1}: place up to 3 samurai in {2}, or take {1} action points (R-E2).</source>
        <translation>{0} {1}: выставьте до 3 самураев в область {2} или получите {1} ОД (R-E2).</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The hint failed ({0}).</source>
        <extracomment>seconds the hint thinks over a card to play, with Expert&apos;s settings (the window&apos;s Hard takes 1 s, Expert 3 s; a player who asks can wait a little longer than Hard for a better answer) the thinking budget (tests set ``iterations`` and no clock, for speed and repeatability) the advice&apos;s steps (``Advice.steps``) the player has taken as advised: the hint stays on the table as a checklist, those steps ticked, until the plan is left or done the turn the last hint counted was for: asking again in the same turn is not a second hint (:meth:`_turn`)</extracomment>
        <translation>Подсказка не удалась ({0}).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Joraku</source>
        <extracomment>the hot-seat curtain&apos;s hold on the computer players (WindowRegistry.hold)</extracomment>
        <translation>Joraku</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Загрузить…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation>Н&amp;едавние партии</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>Open &amp;replay…</source>
        <translation>Открыть за&amp;пись партии…</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>Просмотреть &amp;эту партию</translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation>Экспорт &amp;журнала…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <extracomment>a preference the menus offer as exclusive choices (View → Animation speed, View → Language): its label and its checkable actions the slider&apos;s keyboard steps: the arrows move it by 5, Page Up/Down by 20 wide enough that the explanation wraps into two even lines in every language the menu preferences: a list per choice, a check box per switch (objectName as the action&apos;s)</extracomment>
        <translation>&amp;Темп анимации</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Журнал партии</translation>
    </message>
    <message>
        <source>&amp;Read the game log</source>
        <translation>&amp;Читать журнал партии</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules of Joraku</source>
        <translation>&amp;Правила Joraku</translation>
    </message>
    <message>
        <source>&amp;About Joraku</source>
        <translation>&amp;О программе Joraku</translation>
    </message>
    <message>
        <source>Your record</source>
        <extracomment>every secondary window, one of each at a time; what holds the computer players Kachidoki and prestige scoring shown as beats of their own (R-KS, R-PR): made at the first scoring (:attr:`scoring`) &quot;What would the computer do?&quot;: asked here, thought off the GUI thread, drawn on the table records finished games (off, like the autosave, in a window that does not autosave) the table is behind the game: redrawn once when the controller has settled a decision the events of the action whose scoring is on screen (the table shows the map as scored) asks a yes/no question; tests replace it (QMessageBox.question blocks) Help → Learn to play: the lessons and the gate (the panel and marks: :attr:`lessons`) a failing autosave: the lasting warning, and the quit prompt that tells the truth load, save, save as and the recent games tables over the network (Game → Host a table… / Join a table…), made when first wanted the board&apos;s requests to the controller, and the refusals that come back the end of a game: the winner&apos;s banner on the table, then the results</extracomment>
        <translation>Ваша история</translation>
    </message>
    <message>
        <source>This game was added to your record (Game → Statistics…).</source>
        <translation>Партия добавлена в вашу историю (Игра → Статистика…).</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Abandon the game in progress? (It stays in the autosave until the new game&apos;s first move.)</source>
        <translation>Бросить текущую партию? (Она останется в автосохранении до первого хода новой партии.)</translation>
    </message>
    <message>
        <source>{0}: the file is not a Joraku save this version can read ({1}).</source>
        <translation>{0}: это не сохранение Joraku, которое может прочитать эта версия ({1}).</translation>
    </message>
    <message>
        <source>The save was recovered</source>
        <extracomment>the Game → Recent games menu (built again with the menus when the language changes) the seats and variants of the game in place, for Play again</extracomment>
        <translation>Сохранение восстановлено</translation>
    </message>
    <message>
        <source>Loaded {0}</source>
        <translation>Загружено: {0}</translation>
    </message>
    <message>
        <source>Could not load the game</source>
        <translation>Не удалось загрузить партию</translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation>Загрузить партию</translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation>Не удалось сохранить партию</translation>
    </message>
    <message>
        <source>That is the autosave file: it is overwritten after every move. Please choose another name.</source>
        <translation>Это файл автосохранения: он перезаписывается после каждого хода. Выберите другое имя.</translation>
    </message>
    <message>
        <source>Saved to {0}</source>
        <translation>Сохранено: {0}</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Open a game as a replay</source>
        <extracomment>the replay window&apos;s name in the window registry</extracomment>
        <translation>Открыть партию для просмотра</translation>
    </message>
    <message>
        <source>There is no game to replay.</source>
        <translation>Нет партии для просмотра.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation>Нет партии для экспорта.</translation>
    </message>
    <message>
        <source>Could not export the log</source>
        <translation>Не удалось экспортировать журнал</translation>
    </message>
    <message>
        <source>System default ({0})</source>
        <translation>Как в системе ({0})</translation>
    </message>
    <message>
        <source>The translation could not be loaded; English is used.</source>
        <translation>Не удалось загрузить перевод; используется английский.</translation>
    </message>
    <message>
        <source>Joraku — {0}</source>
        <translation>Joraku — {0}</translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <extracomment>the sound cues the Settings dialog sets (:meth:`start_sound`, once the table is drawn)</extracomment>
        <translation>Не удалось открыть партию</translation>
    </message>
    <message>
        <source>The save of this game is no longer there ({0}).</source>
        <translation>Сохранения этой партии больше нет ({0}).</translation>
    </message>
    <message>
        <source>Play for {0}</source>
        <translation>За цвет: {0}</translation>
    </message>
    <message>
        <source>Quit Joraku</source>
        <translation>Выход из Joraku</translation>
    </message>
    <message>
        <source>A game is in progress. Quit? It is autosaved: you can resume it next time.</source>
        <translation>Идёт партия. Выйти? Она сохранена автоматически: в следующий раз её можно продолжить.</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>фиолетовый</translation>
    </message>
    <message>
        <source>red</source>
        <comment>suit</comment>
        <translation>красная</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>suit</comment>
        <translation>синяя</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>suit</comment>
        <translation>жёлтая</translation>
    </message>
    <message>
        <source>{0} Ninja</source>
        <comment>card: suit</comment>
        <translation>{0} ниндзя</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>card: suit, number</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>Kyoto</source>
        <comment>area 0</comment>
        <translation>Киото</translation>
    </message>
    <message>
        <source>Ōmi</source>
        <comment>area 1</comment>
        <translation>Оми</translation>
    </message>
    <message>
        <source>Ise</source>
        <comment>area 2</comment>
        <translation>Исэ</translation>
    </message>
    <message>
        <source>Owari</source>
        <comment>area 3</comment>
        <translation>Овари</translation>
    </message>
    <message>
        <source>Mikawa</source>
        <comment>area 4</comment>
        <translation>Микава</translation>
    </message>
    <message>
        <source>Tōtōmi</source>
        <comment>area 5</comment>
        <translation>Тотоми</translation>
    </message>
    <message>
        <source>Shinano</source>
        <comment>area 6</comment>
        <translation>Синано</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>area: number, name</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1-е</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2-е</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3-е</translation>
    </message>
    <message>
        <source>{0}th</source>
        <translation>{0}-е</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленный</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрый</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Мгновенный</translation>
    </message>
    <message>
        <source>Recruit: pass cards</source>
        <translation>Вербовка: передача</translation>
    </message>
    <message>
        <source>Recruit: discard</source>
        <translation>Вербовка: сброс</translation>
    </message>
    <message>
        <source>Recruit: draft</source>
        <translation>Вербовка: драфт</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Skirmishes</source>
        <translation>Столкновения</translation>
    </message>
    <message>
        <source>choose the cards to pass</source>
        <translation>выбрать карты для передачи</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>сбросить карту</translation>
    </message>
    <message>
        <source>pick a card of the draft</source>
        <translation>взять карту из драфта</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>сыграть карту</translation>
    </message>
    <message>
        <source>choose placement or action points</source>
        <translation>выбрать размещение или очки действий</translation>
    </message>
    <message>
        <source>place samurai or end the action</source>
        <translation>выставить самураев или завершить действие</translation>
    </message>
    <message>
        <source>spend action points or end the action</source>
        <translation>потратить очки действий или завершить действие</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Plays any legal move at random: for trying out the rules.</source>
        <translation>Делает любой допустимый ход наугад: чтобы опробовать правила.</translation>
    </message>
    <message>
        <source>A casual player: looks at this round only, ignores its rivals and often plays a careless card.</source>
        <translation>Любитель: смотрит только на текущий раунд, не следит за соперниками и часто играет карту небрежно.</translation>
    </message>
    <message>
        <source>Weighs every card with its best placement or action plan, counting the cards already played. Answers at once.</source>
        <translation>Взвешивает каждую карту с лучшим планом размещения или действий, учитывая уже сыгранные карты. Отвечает сразу.</translation>
    </message>
    <message>
        <source>Searches: plays each good turn out against many guesses of the hidden cards. Thinks up to 1 second per card.</source>
        <translation>Ищет: разыгрывает каждый хороший ход против множества догадок о скрытых картах. Думает до 1 секунды над картой.</translation>
    </message>
    <message>
        <source>Hard&apos;s search with three times the thought: up to 3 seconds per card.</source>
        <translation>Поиск «Сильного», но с втрое большим временем на раздумья: до 3 секунд над картой.</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Место {0}</translation>
    </message>
    <message>
        <source>CPU {0}</source>
        <comment>a computer seat&apos;s default name: short, it is shown under cards</comment>
        <translation>Бот {0}</translation>
    </message>
    <message>
        <source>a Ninja beats a 6 (R-K4b)</source>
        <translation>ниндзя бьёт 6 (R-K4b)</translation>
    </message>
    <message>
        <source>highest number, played last among equals (R-K4c)</source>
        <translation>наибольшее число; из равных — сыгранное последним (R-K4c)</translation>
    </message>
    <message>
        <source>highest number (R-K4a)</source>
        <translation>наибольшее число (R-K4a)</translation>
    </message>
    <message>
        <source>{0} gains {1} RP in Kachidoki scoring ({2} in {3}).</source>
        <translation>{0} получает {1} ОР за Катидоки ({2} место в области {3}).</translation>
    </message>
    <message>
        <source>{0} gains {1} RP for {2} place in {3}.</source>
        <translation>{0} получает {1} ОР за {2} место в области {3}.</translation>
    </message>
    <message>
        <source>{0} gains {1} bonus RP: 1st where the daimyo stands (R-V1).</source>
        <translation>{0} получает бонус {1} ОР: 1-е место там, где стоит его даймё (R-V1).</translation>
    </message>
    <message>
        <source>{0} gains {1} RP for reaching Kyoto (R-V4).</source>
        <translation>{0} получает {1} ОР за вход в Киото (R-V4).</translation>
    </message>
    <message>
        <source>{0} gains {1} RP for following the led suit (R-V5).</source>
        <translation>{0} получает {1} ОР за карту в масть хода (R-V5).</translation>
    </message>
    <message>
        <source>{0}: nobody has influence there.</source>
        <translation>{0}: ни у кого нет влияния.</translation>
    </message>
    <message>
        <source>{0} tied {1} (+{2})</source>
        <comment>army, shared place, RP</comment>
        <translation>{0} — {1}, поровну (+{2})</translation>
    </message>
    <message>
        <source>{0} {1} (+{2})</source>
        <comment>army, place, RP</comment>
        <translation>{0} — {1} (+{2})</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <comment>area: rankings</comment>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <source>{0} ends the action ({1} AP unspent).</source>
        <translation>{0} завершает действие (не потрачено ОД: {1}).</translation>
    </message>
    <message>
        <source>{0} ends the action.</source>
        <translation>{0} завершает действие.</translation>
    </message>
    <message>
        <source>{0} takes back one step.</source>
        <translation>{0} отменяет один шаг.</translation>
    </message>
    <message>
        <source>{0} takes back {1} steps.</source>
        <translation>{0} отменяет шаги: {1}.</translation>
    </message>
    <message>
        <source>{0} chooses placement.</source>
        <translation>{0} выбирает размещение.</translation>
    </message>
    <message>
        <source>The game is over. {0} wins.</source>
        <translation>Игра окончена. Побеждает {0}.</translation>
    </message>
    <message>
        <source>Round {0} begins: the cards are shuffled and dealt.</source>
        <translation>Начинается раунд {0}: карты перемешаны и розданы.</translation>
    </message>
    <message>
        <source>The neutral army marches one area toward Kyoto (R-V8).</source>
        <translation>Нейтральная армия продвигается на одну область к Киото (R-V8).</translation>
    </message>
    <message>
        <source>{0} has made their choice.</source>
        <translation>{0}: выбор сделан.</translation>
    </message>
    <message>
        <source>Everyone passes {0} cards to the left and takes the cards received.</source>
        <translation>Все передают соседу по {0} карты и забирают полученные.</translation>
    </message>
    <message>
        <source>The draft is over: each player holds 8 cards.</source>
        <translation>Драфт окончен: у каждого игрока по 8 карт.</translation>
    </message>
    <message>
        <source>Skirmish phase of round {0}: {1} skirmishes.</source>
        <translation>Этап столкновений раунда {0}: столкновений — {1}.</translation>
    </message>
    <message>
        <source>{0} plays the {1}.</source>
        <translation>{0} разыгрывает карту «{1}».</translation>
    </message>
    <message>
        <source>{0} places a samurai in {1}.</source>
        <translation>{0} выставляет самурая в область {1}.</translation>
    </message>
    <message>
        <source>{0} moves the daimyo from {1} to {2}.</source>
        <translation>{0} перемещает даймё из области {1} в область {2}.</translation>
    </message>
    <message>
        <source>{0} moves a samurai from {1} to {2}.</source>
        <translation>{0} перемещает самурая из области {1} в область {2}.</translation>
    </message>
    <message>
        <source>{0} removes a samurai of {1} from {2}.</source>
        <translation>{0} убирает из области {2} самурая игрока {1}.</translation>
    </message>
    <message>
        <source>{0} drives a neutral samurai from {1} to {2} (R-V8).</source>
        <translation>{0} переводит нейтрального самурая из области {1} в область {2} (R-V8).</translation>
    </message>
    <message>
        <source>{0} wins skirmish {1} with the {2} and takes the Kachidoki card: {3}.</source>
        <translation>{0} выигрывает столкновение {1} картой «{2}» и забирает карту Катидоки: {3}.</translation>
    </message>
    <message>
        <source>Round {0} is over.</source>
        <translation>Раунд {0} окончен.</translation>
    </message>
    <message>
        <source>Both best armies have {0} RP; {1} wins with the stronger other army ({2} against {3} RP) (R-V7).</source>
        <translation>У обеих лучших армий по {0} ОР; побеждает {1}: его вторая армия сильнее ({2} против {3} ОР) (R-V7).</translation>
    </message>
    <message>
        <source>Both armies of each player tie ({0} and {1} RP); {2} wins holding the Kachidoki card (R-V7).</source>
        <translation>Армии обоих игроков равны ({0} и {1} ОР); побеждает {2} — у него карта Катидоки (R-V7).</translation>
    </message>
    <message>
        <source>{0} and {1} tie on {2} RP; the higher daimyo card ({3} against {4}) decides (R-G2).</source>
        <translation>{0} и {1}: поровну, по {2} ОР; решает старшая карта даймё ({3} против {4}) (R-G2).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>That move is not well formed (its {0} is out of range).</source>
        <translation>Некорректный ход (значение «{0}» вне допустимого диапазона).</translation>
    </message>
    <message>
        <source>Not now: {0} must {1}.</source>
        <translation>Не сейчас: {0} должен {1}.</translation>
    </message>
    <message>
        <source>{0} does not hold the {1}.</source>
        <translation>У игрока {0} нет карты «{1}».</translation>
    </message>
    <message>
        <source>You must follow the led suit ({0}) while you hold a card of it (R-K2).</source>
        <translation>Нужно ходить в масть хода ({0}), пока у вас есть карта этой масти (R-K2).</translation>
    </message>
    <message>
        <source>That army does not play in this skirmish: play for your other army (R-V7).</source>
        <translation>Эта армия в этом столкновении не ходит: сыграйте за другую армию (R-V7).</translation>
    </message>
    <message>
        <source>You have no samurai left in your supply (R-E3).</source>
        <translation>В вашем запасе не осталось самураев (R-E3).</translation>
    </message>
    <message>
        <source>You may place at most {0} samurai with one card (R-E1).</source>
        <translation>Одной картой можно выставить не больше {0} самураев (R-E1).</translation>
    </message>
    <message>
        <source>A {0} places samurai only in area {0} (R-E2).</source>
        <translation>Карта {0} выставляет самураев только в область {0} (R-E2).</translation>
    </message>
    <message>
        <source>That costs {0} AP and you have {1} left (R-E2).</source>
        <translation>Это стоит {0} ОД, а у вас осталось {1} (R-E2).</translation>
    </message>
    <message>
        <source>{0} and {1} are not adjacent areas (R-C7).</source>
        <translation>Области {0} и {1} не соседние (R-C7).</translation>
    </message>
    <message>
        <source>Your daimyo is not in {0}.</source>
        <translation>Вашего даймё нет в области {0}.</translation>
    </message>
    <message>
        <source>You have no samurai in {0}.</source>
        <translation>У вас нет самураев в области {0}.</translation>
    </message>
    <message>
        <source>You never remove your own samurai (R-E2).</source>
        <translation>Своих самураев убирать нельзя (R-E2).</translation>
    </message>
    <message>
        <source>You may remove an enemy samurai only where your daimyo stands (R-E2).</source>
        <translation>Убрать самурая соперника можно только там, где стоит ваш даймё (R-E2).</translation>
    </message>
    <message>
        <source>A neutral samurai must go to another area, not behind the neutral daimyo (R-V8).</source>
        <translation>Нейтрального самурая нужно перевести в другую область, но не позади нейтрального даймё (R-V8).</translation>
    </message>
    <message>
        <source>That is not a choice from the cards of {0} (R-P2).</source>
        <translation>Таких карт нет среди карт игрока {0} (R-P2).</translation>
    </message>
    <message>
        <source>Nothing to take back: no samurai was placed or moved since the card was played.</source>
        <translation>Нечего отменять: после розыгрыша карты самураи не выставлялись и не перемещались.</translation>
    </message>
    <message>
        <source>First choose Placement (P) or Action points (A) for the card you played (R-E2); your next card waits for the next skirmish.</source>
        <translation>Сначала выберите для сыгранной карты «Размещение (P)» или «Очки действий (A)» (R-E2); следующая карта — в следующем столкновении.</translation>
    </message>
    <message>
        <source>Your supply is empty: you have no samurai left to place. Samurai come back to it only when they are removed from the map (R-E3).</source>
        <translation>Ваш запас пуст: выставлять больше некого. Самураи возвращаются в запас, только когда их убирают с карты (R-E3).</translation>
    </message>
    <message>
        <source>No samurai there: drag one of the samurai left in your supply.</source>
        <translation>Здесь нет самурая: перетащите одного из самураев, оставшихся в запасе.</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Игрок {0}</translation>
    </message>
    <message>
        <source>Recruit phase of round {0}</source>
        <translation>Этап вербовки, раунд {0}</translation>
    </message>
    <message>
        <source>Skirmish phase of round {0}</source>
        <translation>Этап столкновений, раунд {0}</translation>
    </message>
    <message>
        <source>Prestige phase of round {0}</source>
        <translation>Этап престижа, раунд {0}</translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation>Столкновение {0} из {1}</translation>
    </message>
    <message>
        <source>Draft pick {0}: each player puts a card aside and swaps the rest (R-V7).</source>
        <translation>Драфт, выбор {0}: каждый откладывает карту и меняется остальными (R-V7).</translation>
    </message>
    <message>
        <source>Each player discards a card face down (R-V8).</source>
        <translation>Каждый игрок сбрасывает карту лицом вниз (R-V8).</translation>
    </message>
    <message>
        <source>2 players ({0}), variant cards {1}</source>
        <translation>2 игрока ({0}), карты вариантов: {1}</translation>
    </message>
    <message>
        <source>2 players ({0}), no variant cards</source>
        <translation>2 игрока ({0}), без карт вариантов</translation>
    </message>
    <message>
        <source>{0} players, variant cards {1}</source>
        <translation>{0} игрока, карты вариантов: {1}</translation>
    </message>
    <message>
        <source>{0} players, no variant cards</source>
        <translation>{0} игрока, без карт вариантов</translation>
    </message>
    <message>
        <source>Game resumed: {0}. {1}.</source>
        <translation>Партия продолжена: {0}. {1}.</translation>
    </message>
    <message>
        <source>New game: {0}. {1}.</source>
        <translation>Новая партия: {0}. {1}.</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>player (army colours)</comment>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Your record of finished games held things Joraku did not put there (a trigger, a view or a table of another program); it was set aside as {0} and a new record was started.</source>
        <translation>В вашей истории партий оказалось то, чего Joraku туда не помещал (триггер, представление или таблица другой программы); она отложена как {0}, начата новая история.</translation>
    </message>
    <message>
        <source>Your record of finished games was a link to another place, which Joraku does not follow; the link was set aside as {0} and a new record was started.</source>
        <translation>Ваша история партий была ссылкой на другое место, по которой Joraku не переходит; ссылка отложена как {0}, начата новая история.</translation>
    </message>
    <message>
        <source>Reading your record of finished games took longer than {0} seconds and was stopped; nothing was changed.</source>
        <translation>Чтение вашей истории партий заняло больше {0} с и было остановлено; ничего не изменено.</translation>
    </message>
    <message>
        <source>This game could not be added to your record yet ({0}). It is kept, and added as soon as the record can be written again.</source>
        <translation>Эту партию пока не удалось добавить в вашу историю ({0}). Она сохранена и будет добавлена, как только историю снова можно будет записать.</translation>
    </message>
    <message>
        <source>{0}: {1} RP, daimyo card {2}</source>
        <comment>results: army colour, RP, daimyo card</comment>
        <translation>{0}: {1} ОР, карта даймё {2}</translation>
    </message>
    <message>
        <source>名声</source>
        <comment>kanji stamp of the prestige scoring title</comment>
        <translation>名声</translation>
    </message>
    <message>
        <source>Blue (you)</source>
        <translation>Синий (вы)</translation>
    </message>
    <message>
        <source>Welcome to Joraku</source>
        <translation>Добро пожаловать в Joraku</translation>
    </message>
    <message>
        <source>You command the blue army: a daimyo (the big token) and 10 samurai. The map is a line of seven areas, from 6 Shinano on the right to Kyoto on the left.

Over 3 rounds you play cards to put samurai on the map, move them and win skirmishes. Each round every area pays its prestige, in reputation points (RP), to the armies with the most influence there: a daimyo counts 2, a samurai 1. Most RP after round 3 wins.

Akane (red), Kiyo (yellow) and Midori (green) play with you. Press Next to begin.</source>
        <translation>Вы командуете синей армией: даймё (большая фишка) и 10 самураев. Игровое поле — ряд из семи областей: от 6 Синано справа до Киото слева.

За 3 раунда вы разыгрываете карты, чтобы выставлять самураев на поле, перемещать их и выигрывать столкновения. Каждый раунд каждая область приносит свой престиж армиям с наибольшим влиянием в ней — в виде очков репутации (ОР): даймё даёт 2 влияния, самурай — 1. После 3-го раунда побеждает тот, у кого больше всего ОР.

С вами играют Akane (красный), Kiyo (жёлтый) и Midori (зелёный). Нажмите «Далее», чтобы начать.</translation>
    </message>
    <message>
        <source>The pass (R-P2)</source>
        <translation>Передача карт (R-P2)</translation>
    </message>
    <message>
        <source>Each round begins with a new hand: 5 cards each with 4 players (6 with 3); the card left over is set aside unseen (R-P1). Everyone chooses 2 cards and passes them, face down, to the player on the left, all at the same time.

Pass away what you need least: click the yellow 1 and the red 2 (they rise), then press Pass these cards.</source>
        <translation>Каждый раунд начинается с новой руки: по 5 карт при 4 игроках (по 6 при 3); лишняя карта откладывается в сторону не глядя (R-P1). Все выбирают по 2 карты и одновременно передают их лицом вниз соседу слева.

Отдайте ненужное: щёлкните по картам «жёлтая 1» и «красная 2», затем нажмите «Передать эти карты».</translation>
    </message>
    <message>
        <source>Your 2 cards went to Akane on your left, and Midori on your right passed you the yellow Ninja and the red 1. You know where the cards you passed are: the panel What you know keeps count of them (R-P3).</source>
        <translation>Ваши 2 карты ушли к Akane (слева), а Midori (справа) передала вам «жёлтая ниндзя» и «красная 1». Где ваши карты, вы знаете: их учитывает панель «Что вы знаете» (R-P3).</translation>
    </message>
    <message>
        <source>Leading a skirmish (R-K1, R-K2)</source>
        <translation>Первая карта столкновения (R-K1, R-K2)</translation>
    </message>
    <message>
        <source>The round is now a series of skirmishes, one for each card in hand: everyone plays one card, starting with the holder of the Kachidoki card (勝鬨). At the start of the game it goes to the highest daimyo card (R-S3) — your 6.

The first card fixes the suit of the skirmish. Lead the blue 5: drag it from your hand onto the skirmish.</source>
        <translation>Теперь раунд — череда столкновений, по одному на каждую карту на руке: все играют по карте, начиная с владельца карты Катидоки (勝鬨). В начале игры она у того, чья карта даймё старше (R-S3), — у вас (6).

Первая карта задаёт масть столкновения. Ваш ход первый: перетащите карту «синяя 5» с руки на поле столкновения.</translation>
    </message>
    <message>
        <source>Blue is the suit of this skirmish: everyone after you must play a blue card if they have one. Only a player without blue may play any card (R-K2).</source>
        <translation>Синяя — масть хода: все после вас обязаны сыграть синюю карту, если она есть. Любую карту может сыграть только тот, у кого синих нет (R-K2).</translation>
    </message>
    <message>
        <source>Placement or action points (R-E2)</source>
        <translation>Размещение или очки действий (R-E2)</translation>
    </message>
    <message>
        <source>Akane and Midori followed blue; Kiyo had no blue card and played the yellow 3. The highest number wins whatever its suit (R-K4a): your 5 won the skirmish. You keep the Kachidoki card, lead the next skirmish, and scored 3 RP at once — the next step says why.</source>
        <translation>Akane и Midori сыграли синие; у Kiyo синих нет — сыграна «жёлтая 3». Побеждает наибольшее число любой масти (R-K4a): ваша 5. Катидоки у вас, следующее столкновение начинаете вы и сразу получили 3 ОР — почему, скажет следующий шаг.</translation>
    </message>
    <message>
        <source>Kachidoki scoring (R-KS)</source>
        <translation>Подсчёт Катидоки (R-KS)</translation>
    </message>
    <message>
        <source>Whoever wins a skirmish takes the Kachidoki card, and one area scores at once: the area where the winner&apos;s daimyo stands — not where the card placed samurai.

The armies with influence there are ranked: 1st gets 3 RP, 2nd 2 RP, 3rd 1 RP. Your daimyo stands alone in 6 Shinano, so you were 1st there: 3 RP.

A daimyo in a crowded area can score little even for the winner, so where it stands matters. The next card moves it.</source>
        <translation>Победитель столкновения забирает карту Катидоки, и сразу подсчитывается одна область — та, где стоит даймё победителя, а не та, куда карта выставила самураев.

Армии с влиянием там получают места: за 1-е — 3 ОР, за 2-е — 2, за 3-е — 1. Ваш даймё один в области 6 Синано, значит, у вас там 1-е место: 3 ОР.

Даймё в людной области может принести мало даже победителю, поэтому важно, где он стоит. Следующая карта его передвинет.</translation>
    </message>
    <message>
        <source>Action points: move your daimyo</source>
        <translation>Очки действий: переместить даймё</translation>
    </message>
    <message>
        <source>Lead the red 4 (drag it onto the skirmish) and press Action points: you get 4 AP to spend now. Moving your daimyo to an adjacent area costs 2 AP; moving a samurai costs 1 AP.

Then drag your daimyo from 6 Shinano to 5 Tōtōmi, where your samurai are.</source>
        <translation>Начните столкновение картой «красная 4» (перетащите её на поле столкновения) и нажмите «Очки действий»: вы получите 4 ОД на этот ход. Шаг даймё в соседнюю область стоит 2 ОД, самурая — 1 ОД.

Затем перетащите даймё из области 6 Синано в область 5 Тотоми, к вашим самураям.</translation>
    </message>
    <message>
        <source>Your daimyo stands in Tōtōmi now, with your 2 samurai: 4 influence there. 2 AP are left.</source>
        <translation>Теперь ваш даймё стоит в области 5 Тотоми вместе с 2 вашими самураями: влияние там — 4. Осталось 2 ОД.</translation>
    </message>
    <message>
        <source>Action points: remove a samurai</source>
        <translation>Очки действий: убрать самурая</translation>
    </message>
    <message>
        <source>For 1 AP you may remove an opponent&apos;s samurai from the area where your daimyo stands at that moment; it goes back to its owner&apos;s supply. Never your own.

Click each of Akane&apos;s 2 red samurai in Tōtōmi, then press Done (unspent AP are lost).</source>
        <translation>За 1 ОД можно убрать самурая соперника из области, где сейчас стоит ваш даймё; он вернётся в запас владельца. Своих убирать нельзя.

Щёлкните по обоим красным самураям Akane в области 5 Тотоми, затем нажмите «Готово» (остаток ОД сгорает).</translation>
    </message>
    <message>
        <source>Akane played the red 6 and Midori, out of red, the blue 6. Two equal highest cards: the one played last wins (R-K4c), so Midori took the Kachidoki card. Her daimyo is in Tōtōmi, where your 4 influence beat her 2: you scored 3 RP and she 2 — the winner is not always the one who scores most.</source>
        <translation>Akane сыграла «красная 6», а Midori, без красных, — «синяя 6». Из равных старших карт побеждает последняя (R-K4c): Катидоки у Midori. Её даймё в области 5 Тотоми, где ваше влияние 4 больше её 2: вам 3 ОР, ей 2. Победителю не всегда достаётся больше всех.</translation>
    </message>
    <message>
        <source>The Ninja beats a 6 (R-K4b, R-E1)</source>
        <translation>Ниндзя бьёт 6 (R-K4b, R-E1)</translation>
    </message>
    <message>
        <source>Midori leads the yellow 6. A Ninja counts 0 — unless a 6 is played in the same skirmish: then the Ninja wins.

Play your yellow Ninja (it follows yellow). A Ninja places up to 3 samurai in any areas, Kyoto included: drag one samurai onto Kyoto and one onto 5 Tōtōmi, then press Done.</source>
        <translation>Midori начинает с карты «жёлтая 6». Ниндзя стоит 0, но если в столкновении сыграна 6, ниндзя побеждает.

Сыграйте «жёлтая ниндзя» — это карта в масть. Ниндзя выставляет до 3 самураев в любые области, даже в Киото: перетащите одного самурая в Киото, одного в область 5 Тотоми, затем нажмите «Готово».</translation>
    </message>
    <message>
        <source>A 6 was played, so your Ninja won the skirmish (R-K4b). Kachidoki scoring in Tōtōmi, where your daimyo stands: 5 influence against Midori&apos;s 2, 3 RP for you and 2 for her.</source>
        <translation>Была сыграна 6, поэтому ваш ниндзя выиграл столкновение (R-K4b). Подсчёт Катидоки в области 5 Тотоми, где стоит ваш даймё: влияние 5 против 2 у Midori — 3 ОР вам и 2 ей.</translation>
    </message>
    <message>
        <source>The end of the round: prestige (R-PR)</source>
        <translation>Конец раунда: престиж (R-PR)</translation>
    </message>
    <message>
        <source>Two skirmishes are left. Play them out: lead the blue 1 and place 1 samurai in Ōmi; in the last skirmish play the red 1 the same way. Each step is lit on the table.

When the hands are empty, every area scores in turn, from 6 Shinano to Kyoto, by its chart for this round (R-PR1, R-PR2).</source>
        <translation>Осталось два столкновения. Доиграйте их: ходите картой «синяя 1» и выставьте 1 самурая в область 1 Оми; в последнем так же сыграйте «красная 1». Каждый шаг подсвечен на столе.

Когда карты на руках кончатся, все области подсчитываются по очереди, от 6 Синано до Киото, по таблице раунда (R-PR1, R-PR2).</translation>
    </message>
    <message>
        <source>Round 1 pays most on the right: Shinano 7/4/2, Tōtōmi 6/3/2, Mikawa 5/3/2, while Ōmi and Kyoto pay nothing yet. Your 5 influence made you 1st in Tōtōmi: 6 RP. Midori, 1st in Shinano, took 7. Tied armies share the lower rank (R-T1).</source>
        <translation>Раунд 1 щедрее всего справа: Синано 7/4/2, Тотоми 6/3/2, Микава 5/3/2; Оми и Киото пока ничего не дают. Влияние 5 — ваше 1-е место в Тотоми: 6 ОР. Midori, 1-я в Синано, получила 7. При ничьей армии делят низшее место (R-T1).</translation>
    </message>
    <message>
        <source>Reading the table (R-C8, R-PR4)</source>
        <translation>Как читать стол (R-C8, R-PR4)</translation>
    </message>
    <message>
        <source>The march toward Kyoto (R-R2, R-PR4)</source>
        <translation>Поход на Киото (R-R2, R-PR4)</translation>
    </message>
    <message>
        <source>Midori passed you the red 2 and the blue Ninja. Kiyo won the last skirmish of round 1, so she holds the Kachidoki card and leads.</source>
        <translation>Midori передала вам «красная 2» и «синяя ниндзя». Kiyo выиграла последнее столкновение 1-го раунда: у неё карта Катидоки, и она ходит первой.</translation>
    </message>
    <message>
        <source>Ask for a hint (H)</source>
        <translation>Подсказка (H)</translation>
    </message>
    <message>
        <source>Kiyo leads the yellow 4 and Midori follows with the yellow 5: your turn.

Whenever you are unsure, press H (or the Hint button): a computer player looks at what you can see and shows what it would do, with arrows and ghost pieces on the table and its reasons in numbers. Press H now.</source>
        <translation>Kiyo ходит картой «жёлтая 4», Midori отвечает «жёлтая 5»: ваш ход.

Если не уверены, нажмите H (или кнопку «Подсказка»): компьютерный игрок смотрит на то, что видно вам, и показывает, как сыграл бы он, — стрелками и призрачными фишками на столе, с доводами в числах. Нажмите H.</translation>
    </message>
    <message>
        <source>A hint is advice: you decide. H again or Esc takes it away, and every game offers it. Press Next: the lesson shows what to do with the yellow 3.</source>
        <translation>Подсказка — это совет, решаете вы. H ещё раз или Esc убирает её; подсказка есть в каждой партии. Нажмите «Далее»: урок покажет, что делать с «жёлтая 3».</translation>
    </message>
    <message>
        <source>Action points: move samurai</source>
        <translation>Очки действий: переместить самураев</translation>
    </message>
    <message>
        <source>Your only yellow card is the 3, so you must play it (R-K2). Take its 3 AP: moving one of your samurai to an adjacent area costs 1 AP, and the same samurai may move again.

Round 2 pays more to the west. Drag the yellow 3 onto the skirmish and press Action points; drag 2 samurai from 5 Tōtōmi onto 4 Mikawa, then one of them on to 3 Owari, and press Done.</source>
        <translation>Ваша единственная жёлтая карта — 3, значит, ходить нужно ею (R-K2). Возьмите 3 ОД: шаг самурая в соседнюю область стоит 1 ОД, и тот же самурай может идти дальше.

Во 2-м раунде западные области платят больше. Перетащите «жёлтая 3» на поле столкновения и нажмите «Очки действий»; перетащите 2 самураев из области 5 Тотоми в область 4 Микава, затем одного из них дальше, в 3 Овари, и нажмите «Готово».</translation>
    </message>
    <message>
        <source>Akane, out of yellow, placed 2 samurai in Mikawa with her red 4. Midori&apos;s 5 was the highest card (R-K4a). Kachidoki scoring in Tōtōmi, where her daimyo stands: Midori 1st, you 2nd with your daimyo and one samurai (2 RP), Kiyo 3rd.</source>
        <translation>Akane, без жёлтых, выставила картой «красная 4» 2 самураев в Микаву. Старшей была 5 Midori (R-K4a). Подсчёт Катидоки в Тотоми, где стоит её даймё: Midori 1-я, вы 2-й с даймё и одним самураем (2 ОР), Kiyo 3-я.</translation>
    </message>
    <message>
        <source>Every action in a list (K)</source>
        <translation>Все действия списком (K)</translation>
    </message>
    <message>
        <source>Midori leads the yellow 6. You have no yellow card left, so you may play any card, and since a 6 was played, a Ninja would win (R-K4b).

Every decision can also be made from a list: press K (or All actions) to see every action you may take now, and choose the blue Ninja in it.</source>
        <translation>Midori ходит картой «жёлтая 6». Жёлтых у вас не осталось, можно сыграть любую карту, а раз сыграна 6, ниндзя победил бы (R-K4b).

Любое решение можно принять и из списка: нажмите K (или «Все действия»), чтобы увидеть все доступные сейчас действия, и выберите в нём «синяя ниндзя».</translation>
    </message>
    <message>
        <source>The list holds exactly what the table allows; choosing from it is the same as the gesture. From here on the game is yours: press Next.</source>
        <translation>В списке ровно то, что позволяет стол; выбор из него равен жесту. Дальше партия ваша: нажмите «Далее».</translation>
    </message>
    <message>
        <source>Your game</source>
        <translation>Ваша партия</translation>
    </message>
    <message>
        <source>Round 3&apos;s prestige phase is scored and the game is over: most RP wins (R-G1). Players level on RP are ranked by their daimyo cards, the higher first (R-G2); no two are alike, so there is always one winner.

The Results window shows the ranking and where everyone&apos;s RP came from, round by round. Game → Results (Ctrl+R) opens it again.

That is all of Joraku. The rules help (F1) has every detail and the variant cards. Press Finish to set up your own game: your opponents and how well they play.</source>
        <translation>Этап престижа 3-го раунда подсчитан, игра окончена: побеждает тот, у кого больше всего ОР (R-G1). При равенстве ОР выше тот, у кого старше карта даймё (R-G2); одинаковых нет, так что победитель всегда один.

Окно «Результаты» показывает места и откуда у каждого ОР, по раундам. «Игра → Результаты» (Ctrl+R) открывает его снова.

Вот и все правила Joraku. Все подробности и карты вариантов — в правилах (F1). Нажмите «Завершить», чтобы выбрать свою партию: соперников и их силу.</translation>
    </message>
    <message>
        <source>Press Next (or Enter) to go on.</source>
        <translation>Нажмите «Далее» (или Enter), чтобы продолжить.</translation>
    </message>
    <message>
        <source>Close the Results (Esc), then press Finish (or Enter) to play a game of your own.</source>
        <translation>Закройте «Результаты» (Esc), затем нажмите «Завершить» (или Enter), чтобы сыграть свою партию.</translation>
    </message>
    <message>
        <source>←/→ to each card and Enter to pick it; Enter again passes them.</source>
        <translation>←/→ — к каждой карте, Enter — выбрать её; ещё раз Enter — передать их.</translation>
    </message>
    <message>
        <source>←/→ to the {0}, then Enter.</source>
        <translation>←/→ — к карте «{0}», затем Enter.</translation>
    </message>
    <message>
        <source>P (or Enter).</source>
        <translation>P (или Enter).</translation>
    </message>
    <message>
        <source>A (or Enter).</source>
        <translation>A (или Enter).</translation>
    </message>
    <message>
        <source>D (or Enter).</source>
        <translation>D (или Enter).</translation>
    </message>
    <message>
        <source>Keys: {0}</source>
        <comment>the keyboard&apos;s way to do what the line above says</comment>
        <translation>Клавиши: {0}</translation>
    </message>
    <message>
        <source>Enter finds it and reads out what it shows.</source>
        <translation>Enter находит её и показывает, что она означает.</translation>
    </message>
    <message>
        <source>New to Joraku? Learn to play in a guided game, from the first card to the final scoring.</source>
        <translation>Впервые в Joraku? Научитесь играть в партии с подсказками, от первой карты до финального подсчёта.</translation>
    </message>
    <message>
        <source>The end of the game (R-G1, R-G2)</source>
        <translation>Конец игры (R-G1, R-G2)</translation>
    </message>
    <message>
        <source>To keep the lessons short, this game starts from a set position: a few of your opponents&apos; samurai already stand on the map. A game of your own starts with every samurai in its supply and only the daimyos on the map (R-S1, R-S4).</source>
        <translation>Чтобы уроки были короче, эта партия начинается с заданной позиции: несколько самураев соперников уже стоят на карте. Ваша собственная партия начинается со всеми самураями в запасе и только с даймё на карте (R-S1, R-S4).</translation>
    </message>
    <message>
        <source>“The player on the left” is the next player in turn order (R-S7): on screen, the panel just right of yours — Akane. You receive from the player before you, Midori.</source>
        <translation>«Игрок слева» — это следующий игрок по порядку хода (R-S7): на экране это панель сразу справа от вашей — Akane. Вы получаете карты от игрока перед вами — Midori.</translation>
    </message>
    <message>
        <source>Press Placement, drag 2 samurai from your supply onto 5 Tōtōmi, then press Done.</source>
        <translation>Нажмите «Размещение», перетащите 2 самураев в область 5 Тотоми, затем нажмите «Готово».</translation>
    </message>
    <message>
        <source>A card acts as soon as it is played (R-K3). A numbered card gives you the choice: Placement puts up to 3 samurai from your supply in the area with the card&apos;s number; Action points give you as many points as the number, to move and remove.</source>
        <translation>Карта действует сразу (R-K3). Карта с числом даёт выбор: «Размещение» — до 3 самураев из запаса в область её номера; «Очки действий» — столько очков, каково число, на перемещения и удаления.</translation>
    </message>
    <message>
        <source>Your supply is all the samurai you will ever have: 10 (R-S1). A samurai placed leaves it, and comes back only when it is removed from the map (R-E2); with an empty supply, Placement places nothing (R-E3).</source>
        <translation>Ваш запас — все ваши самураи, 10 (R-S1). Выставленный самурай вернётся в запас, только если его уберут с карты (R-E2); при пустом запасе «Размещение» ничего не даёт (R-E3).</translation>
    </message>
    <message>
        <source>Armies level on influence share the lowest rank their tie covers: two tied for 1st are both 2nd and score 2 RP, and nobody is 1st (R-KS3, R-T1).</source>
        <translation>Армии с равным влиянием делят самое низкое место, которое охватывает их ничья: две армии, поделившие 1-е место, обе становятся 2-ми и получают по 2 ОР, а 1-го места нет ни у кого (R-KS3, R-T1).</translation>
    </message>
    <message>
        <source>Any Ninja beats a 6, whatever its colour: a player with no card of the led suit may play a Ninja of another suit, and it still wins (R-K2, R-K4b).</source>
        <translation>Любой ниндзя бьёт 6, какого бы цвета он ни был: игрок без карт заявленной масти может сыграть ниндзя другой масти, и он всё равно победит (R-K2, R-K4b).</translation>
    </message>
    <message>
        <source>Click each of them as the lit line asks. Pointing at a box or a row shows its tooltip.</source>
        <translation>Щёлкните по каждой из них, как просит подсвеченная строка; при наведении указателя видна подсказка.</translation>
    </message>
    <message>
        <source>Under the tokens of each area, a box for each army shows its influence there: daimyo 2, each samurai 1 (R-C8). ★ marks the most influence in the area: that army would be 1st if the area were scored now. A dotted box is an army with nothing there.</source>
        <translation>Под фишками области — рамка каждой армии с её влиянием там: даймё 2, самурай 1 (R-C8). ★ — наибольшее влияние: эта армия была бы 1-й, если бы область подсчитывали сейчас. Пунктирная рамка: у армии там никого.</translation>
    </message>
    <message>
        <source>The strip R1 shows what each army scored in the area in round 1&apos;s prestige phase: B+6 is blue with 6 RP. It stays until the next skirmish begins.</source>
        <translation>Полоса Р1 — очки каждой армии в этой области на этапе престижа 1-го раунда: B+6 — синие, 6 ОР. Она видна до следующего столкновения.</translation>
    </message>
    <message>
        <source>Below it, the area&apos;s prestige chart: a row for each round, RP for 1st / 2nd / 3rd, and this round&apos;s row lit. A row marked ≈ (in italics) is the game&apos;s best estimate: the rules give the charts of areas 4 to 6 only, and the others are filled in to match them (R-PR4).</source>
        <translation>Под ней — таблица престижа: строка на раунд, ОР за 1-е / 2-е / 3-е место, текущий раунд подсвечен. Строка с ≈ (курсивом) — оценка игры: правила дают таблицы лишь для областей 4–6, остальные подобраны под них (R-PR4).</translation>
    </message>
    <message>
        <source>First the pass again (R-P2): click the red 3 and the blue 3, then press Pass these cards.</source>
        <translation>Сначала снова передача (R-P2): щёлкните «красная 3» и «синяя 3», затем нажмите «Передать эти карты».</translation>
    </message>
    <message>
        <source>Round 2 begins with new cards, but the map stays as it is: every token stays where it stands (R-R2), and the last skirmish&apos;s winner keeps the Kachidoki card and leads (R-R3).</source>
        <translation>Раунд 2 начинается с новых карт, но поле остаётся как есть: все фишки стоят на своих местах (R-R2), а победитель последнего столкновения сохраняет карту Катидоки и ходит первым (R-R3).</translation>
    </message>
    <message>
        <source>The lit chart row is round 2&apos;s now: Shinano pays nothing any more, Owari pays most (5/3/2), and in round 3 Kyoto (7/4/2) and Ōmi (6/3/2) pay most. So the armies move toward Kyoto over the game: put samurai where the next rounds will pay, and walk your daimyo west.</source>
        <translation>Подсвечена теперь строка 2-го раунда: Синано больше ничего не приносит, больше всего платит Овари (5/3/2), а в 3-м раунде — Киото (7/4/2) и Оми (6/3/2). Поэтому за игру армии продвигаются к Киото: ставьте самураев туда, где заплатят следующие раунды, и ведите даймё на запад.</translation>
    </message>
    <message>
        <source>Play the rest of the game yourself: the last skirmishes of round 2, then round 3. Akane, Kiyo and Midori now choose for themselves. Your Ninja places first: up to 3 samurai in any areas.

Round 3 pays most near Kyoto. H shows a hint and K every action; Undo (Ctrl+Z) takes back your last decision while no computer has acted since. After round 3&apos;s prestige phase the game ends (R-G1).</source>
        <translation>Доиграйте партию сами: последние столкновения 2-го раунда, затем 3-й раунд. Akane, Kiyo и Midori теперь решают сами. Сначала ваш ниндзя: до 3 самураев в любые области.

В 3-м раунде больше всего платят области у Киото. H показывает подсказку, K — все действия; «Отменить» (Ctrl+Z) возвращает ваше последнее решение, пока после него не походил ни один компьютер. После этапа престижа 3-го раунда игра заканчивается (R-G1).</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Шаг {0} из {1}</translation>
    </message>
    <message>
        <source>Watch: the others play their turns.</source>
        <translation>Смотрите: остальные делают ходы.</translation>
    </message>
    <message>
        <source>Watch the scoring: click the table or press Space to hurry it on.</source>
        <translation>Идёт подсчёт: щелчок по столу или Пробел ускоряет его.</translation>
    </message>
    <message>
        <source>←/→ to “{0}” on the map, then Enter (or K, then Enter).</source>
        <translation>←/→ — к шагу «{0}» на карте, затем Enter (или K, затем Enter).</translation>
    </message>
    <message>
        <source>Press H (or the Hint button).</source>
        <translation>Нажмите H (или кнопку «Подсказка»).</translation>
    </message>
    <message>
        <source>Press K (or All actions).</source>
        <translation>Нажмите K (или «Все действия»).</translation>
    </message>
    <message>
        <source>Choose the {0} in the list (Enter), or drag it onto the skirmish.</source>
        <translation>Выберите в списке «{0}» (Enter) или перетащите эту карту на поле столкновения.</translation>
    </message>
    <message>
        <source>Click your ★ box in {0}.</source>
        <translation>Щёлкните по своей рамке с ★ в области {0}.</translation>
    </message>
    <message>
        <source>R{0}</source>
        <comment>the label of a round&apos;s prestige results on an area</comment>
        <translation>Р{0}</translation>
    </message>
    <message>
        <source>Click the {0} strip in {1}.</source>
        <translation>Щёлкните по полосе {0} в области {1}.</translation>
    </message>
    <message>
        <source>Click an italic ≈ row of the chart in {0}.</source>
        <translation>Щёлкните по строке курсивом со знаком ≈ в таблице области {0}.</translation>
    </message>
    <message>
        <source>Your turn: play as you think best. H shows a hint, K every action.</source>
        <translation>Ваш ход: играйте, как считаете лучше. H — подсказка, K — все действия.</translation>
    </message>
    <message>
        <source>Not in this lesson. {0}</source>
        <translation>В этом уроке нужно другое. {0}</translation>
    </message>
    <message>
        <source>Not now: this step is done. Press Next to go on.</source>
        <translation>Не сейчас: шаг пройден. Нажмите «Далее».</translation>
    </message>
    <message>
        <source>The lesson does not take moves back: press Restart step to begin it again.</source>
        <translation>Урок не отменяет ходы: нажмите «Повторить шаг», чтобы начать его заново.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Завершить</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Restart step</source>
        <translation>Повторить шаг</translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation>Выйти из обучения</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Обучение игре</translation>
    </message>
    <message>
        <source>Joraku — Learn to play</source>
        <translation>Joraku — обучение игре</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Обучение игре</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>You left the tutorial. Help → Learn to play starts it again.</source>
        <translation>Вы вышли из обучения. Запустить его снова: Справка → Обучение игре.</translation>
    </message>
    <message>
        <source>Click the {0} and the {1}, then press Pass these cards.</source>
        <translation>Щёлкните по картам «{0}» и «{1}», затем нажмите «Передать эти карты».</translation>
    </message>
    <message>
        <source>Drag the {0} onto the skirmish.</source>
        <translation>Перетащите карту «{0}» на поле столкновения.</translation>
    </message>
    <message>
        <source>Press Placement.</source>
        <translation>Нажмите «Размещение».</translation>
    </message>
    <message>
        <source>Press Action points ({0} AP).</source>
        <translation>Нажмите «Очки действий» ({0} ОД).</translation>
    </message>
    <message>
        <source>Press Done.</source>
        <translation>Нажмите «Готово».</translation>
    </message>
    <message>
        <source>Drag a samurai from your supply onto {0}.</source>
        <translation>Перетащите самурая из запаса в область {0}.</translation>
    </message>
    <message>
        <source>Drag your daimyo onto {0}.</source>
        <translation>Перетащите даймё в область {0}.</translation>
    </message>
    <message>
        <source>Drag a samurai from {0} onto {1}.</source>
        <translation>Перетащите самурая из области {0} в область {1}.</translation>
    </message>
    <message>
        <source>Click a {0} samurai in {1}.</source>
        <translation>Щёлкните по самураю ({0}) в области {1}.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>папка</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>канал (pipe)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>сокет</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>символическая ссылка</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>не обычный файл</translation>
    </message>
    <message>
        <source>The file {0} is {1}, not a regular file.</source>
        <translation>{0} — это {1}, а не обычный файл.</translation>
    </message>
    <message>
        <source>The file {0} is far too large to be a Joraku save (at most {1} bytes).</source>
        <translation>Файл {0} слишком велик для сохранения Joraku (не больше {1} байт).</translation>
    </message>
    <message>
        <source>The file is far too large to be a Joraku save (at most {0} bytes).</source>
        <translation>Файл слишком велик для сохранения Joraku (не больше {0} байт).</translation>
    </message>
    <message>
        <source>The save file is invalid: {0}.</source>
        <translation>Файл сохранения повреждён: {0}.</translation>
    </message>
    <message>
        <source>This copy of the game keeps no decisions and cannot be saved.</source>
        <translation>Эта копия партии не хранит ходов, её нельзя сохранить.</translation>
    </message>
    <message>
        <source>A seat has an unknown kind of player ({0}).</source>
        <translation>За одним из мест сидит игрок неизвестного типа ({0}).</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>Нет партии для сохранения.</translation>
    </message>
    <message>
        <source>The file is not a Joraku save (it is not text).</source>
        <translation>Это не сохранение Joraku (файл не текстовый).</translation>
    </message>
    <message>
        <source>The file is damaged or cut short (it stops making sense at line {0}, column {1}).</source>
        <translation>Файл повреждён или обрезан (смысл теряется в строке {0}, столбце {1}).</translation>
    </message>
    <message>
        <source>The file is not a Joraku save ({0}).</source>
        <translation>Это не сохранение Joraku ({0}).</translation>
    </message>
    <message>
        <source>The save was written by a newer Joraku Desktop (format {0}); please update the game.</source>
        <translation>Сохранение сделано более новой версией Joraku Desktop (формат {0}); обновите игру.</translation>
    </message>
    <message>
        <source>The save&apos;s format ({0}) is not one this version can read.</source>
        <translation>Формат сохранения ({0}) не поддерживается этой версией.</translation>
    </message>
    <message>
        <source>The save holds a position the rules do not allow ({0}).</source>
        <translation>В сохранении позиция, недопустимая по правилам ({0}).</translation>
    </message>
    <message>
        <source>Decision {0} of the save ({1}) cannot be replayed: {2}.</source>
        <translation>Ход {0} из сохранения ({1}) нельзя воспроизвести: {2}.</translation>
    </message>
    <message>
        <source>The saved position does not match its decisions: the file was edited or damaged.</source>
        <translation>Сохранённая позиция не соответствует ходам: файл изменён или повреждён.</translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation>Не удаётся записать {0}: {1}.</translation>
    </message>
    <message>
        <source>Cannot read {0}: {1}.</source>
        <translation>Не удаётся прочитать {0}: {1}.</translation>
    </message>
    <message>
        <source>Cannot save: the backup {0} is {1}, not a file. Choose another name or move it away.</source>
        <translation>Сохранить нельзя: резервная копия {0} — это {1}, а не файл. Выберите другое имя или уберите её.</translation>
    </message>
    <message>
        <source>Cannot save: {0} is {1}, not a file. Choose another name or move it away.</source>
        <translation>Сохранить нельзя: {0} — это {1}, а не файл. Выберите другое имя или уберите его.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>file name: problem</comment>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>The preferences file {0} is not a regular file; default preferences are used and will not be saved over it.</source>
        <translation>Файл настроек {0} — не обычный файл; используются настройки по умолчанию, и поверх него они записаны не будут.</translation>
    </message>
    <message>
        <source>The preferences file {0} is a link to {1}, outside Joraku&apos;s folders; default preferences are used and will not be saved over it.</source>
        <translation>Файл настроек {0} — ссылка на {1}, за пределами папок Joraku; используются настройки по умолчанию, и поверх него они записаны не будут.</translation>
    </message>
    <message>
        <source>The preferences file {0} could not be read ({1}); default preferences are used and will not be saved over it.</source>
        <translation>Не удалось прочитать файл настроек {0} ({1}); используются настройки по умолчанию, и поверх него они записаны не будут.</translation>
    </message>
    <message>
        <source>The preferences file {0} is damaged and could not be set aside; default preferences are used and will not be saved over it.</source>
        <translation>Файл настроек {0} повреждён, и его не удалось отложить; используются настройки по умолчанию, и поверх него они записаны не будут.</translation>
    </message>
    <message>
        <source>The folder for saved games ({0}) cannot be created ({1}); games will not be autosaved.</source>
        <translation>Не удаётся создать папку для сохранений ({0}): {1}; автосохранения не будет.</translation>
    </message>
    <message>
        <source>The folder for saved games ({0}) is read-only; games will not be autosaved.</source>
        <translation>Папка для сохранений ({0}) доступна только для чтения; автосохранения не будет.</translation>
    </message>
    <message>
        <source>The save {0} could not be loaded ({1}); its previous version, {2}, was loaded instead.</source>
        <translation>Не удалось загрузить сохранение {0} ({1}); вместо него загружена предыдущая версия, {2}.</translation>
    </message>
    <message>
        <source>The preferences file was far too large; it was set aside as {0} and default preferences are used.</source>
        <translation>Файл настроек был слишком велик; он отложен как {0}, используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The preferences file was damaged; it was set aside as {0} and default preferences are used.</source>
        <translation>Файл настроек был повреждён; он отложен как {0}, используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>The preferences could not be read ({0}); defaults are used.</source>
        <translation>Не удалось прочитать настройки ({0}); используются настройки по умолчанию.</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Область</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Раунд {0}</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>напечатано</translation>
    </message>
    <message>
        <source>≈ inferred (RULING)</source>
        <translation>≈ выведено (решение программы)</translation>
    </message>
    <message>
        <source>≈ partly inferred (RULING)</source>
        <translation>≈ частично выведено (решение программы)</translation>
    </message>
    <message>
        <source>What would the computer do?</source>
        <translation>Как бы сходил компьютер?</translation>
    </message>
    <message>
        <source>The computer is thinking about your move… Press Esc or H to cancel.</source>
        <translation>Компьютер обдумывает ваш ход… Esc или H — отмена.</translation>
    </message>
    <message>
        <source>Pass the {0}, the {1} and the {2}.</source>
        <translation>Передайте карты «{0}», «{1}» и «{2}».</translation>
    </message>
    <message>
        <source>Pass the {0} and the {1}.</source>
        <translation>Передайте карты «{0}» и «{1}».</translation>
    </message>
    <message>
        <source>Pass the {0}.</source>
        <translation>Передайте карту «{0}».</translation>
    </message>
    <message>
        <source>Discard the {0} face down.</source>
        <translation>Сбросьте карту «{0}» лицом вниз.</translation>
    </message>
    <message>
        <source>Keep the {0} from the draft.</source>
        <translation>Оставьте из драфта карту «{0}».</translation>
    </message>
    <message>
        <source>Play the {0} for your {1} army.</source>
        <translation>Сыграйте карту «{0}» за армию цвета «{1}».</translation>
    </message>
    <message>
        <source>Play the {0}.</source>
        <translation>Сыграйте карту «{0}».</translation>
    </message>
    <message>
        <source>Choose Placement.</source>
        <translation>Выберите размещение.</translation>
    </message>
    <message numerus="yes">
        <source>Choose Action points (%n AP).</source>
        <translation>
            <numerusform>Выберите очки действий (%n ОД).</numerusform>
            <numerusform>Выберите очки действий (%n ОД).</numerusform>
            <numerusform>Выберите очки действий (%n ОД).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n samurai in {0}.</source>
        <translation>
            <numerusform>Выставьте %n самурая в область {0}.</numerusform>
            <numerusform>Выставьте %n самураев в область {0}.</numerusform>
            <numerusform>Выставьте %n самураев в область {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n samurai from {0} to {1}.</source>
        <translation>
            <numerusform>Переместите %n самурая из области {0} в область {1}.</numerusform>
            <numerusform>Переместите %n самураев из области {0} в область {1}.</numerusform>
            <numerusform>Переместите %n самураев из области {0} в область {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n samurai of {0} from {1}.</source>
        <translation>
            <numerusform>Уберите %n самурая игрока {0} из области {1}.</numerusform>
            <numerusform>Уберите %n самураев игрока {0} из области {1}.</numerusform>
            <numerusform>Уберите %n самураев игрока {0} из области {1}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0} takes %n AP.</source>
        <translation>
            <numerusform>{0} берёт %n очко действия.</numerusform>
            <numerusform>{0} берёт %n очка действий.</numerusform>
            <numerusform>{0} берёт %n очков действий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Of %n turns compared in the simulated rounds it did best, by {0} RP on average over the next best ({1}).</source>
        <translation>
            <numerusform>Из %n хода, сравнённого в смоделированных раундах, этот лучший: в среднем на {0} ОР больше следующего ({1}).</numerusform>
            <numerusform>Из %n ходов, сравнённых в смоделированных раундах, этот лучший: в среднем на {0} ОР больше следующего ({1}).</numerusform>
            <numerusform>Из %n ходов, сравнённых в смоделированных раундах, этот лучший: в среднем на {0} ОР больше следующего ({1}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>New lines since you last looked: %n</source>
        <translation>
            <numerusform>Новых строк с последнего просмотра: %n</numerusform>
            <numerusform>Новых строк с последнего просмотра: %n</numerusform>
            <numerusform>Новых строк с последнего просмотра: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Move your daimyo from {0} to {1}.</source>
        <translation>Переместите даймё из области {0} в область {1}.</translation>
    </message>
    <message numerus="yes">
        <source>Drive %n neutral samurai from {0} to {1}.</source>
        <translation>
            <numerusform>Переведите %n нейтрального самурая из области {0} в область {1}.</numerusform>
            <numerusform>Переведите %n нейтральных самураев из области {0} в область {1}.</numerusform>
            <numerusform>Переведите %n нейтральных самураев из области {0} в область {1}.</numerusform>
        </translation>
    </message>
    <message>
        <source>End the action now (Done).</source>
        <translation>Завершите действие сейчас («Готово»).</translation>
    </message>
    <message>
        <source>It wins the skirmish for sure.</source>
        <translation>Она наверняка выиграет столкновение.</translation>
    </message>
    <message>
        <source>It is likely to win the skirmish ({0}%).</source>
        <translation>Скорее всего, она выиграет столкновение ({0}%).</translation>
    </message>
    <message>
        <source>It has a fair chance to win the skirmish ({0}%).</source>
        <translation>У неё неплохие шансы выиграть столкновение ({0}%).</translation>
    </message>
    <message>
        <source>It is unlikely to win the skirmish ({0}%): a cheap card to give up.</source>
        <translation>Вряд ли она выиграет столкновение ({0}%): её не жалко отдать.</translation>
    </message>
    <message>
        <source>It is unlikely to win the skirmish ({0}%): it is played for what it does on the map.</source>
        <translation>Вряд ли она выиграет столкновение ({0}%): её играют ради того, что она делает на карте.</translation>
    </message>
    <message>
        <source>It cannot win this skirmish: a cheap card to give up.</source>
        <translation>Это столкновение ей не выиграть: её не жалко отдать.</translation>
    </message>
    <message>
        <source>It cannot win this skirmish: it is played for what it does on the map.</source>
        <translation>Это столкновение ей не выиграть: её играют ради того, что она делает на карте.</translation>
    </message>
    <message>
        <source>It takes {0} place in {1} (worth {2} RP this round).</source>
        <translation>Так вы займёте {0} место в области {1} (в этом раунде — {2} ОР).</translation>
    </message>
    <message>
        <source>It takes {0} place in {1}.</source>
        <translation>Так вы займёте {0} место в области {1}.</translation>
    </message>
    <message>
        <source>It climbs from {0} to {1} place in {2} (worth {3} RP this round).</source>
        <translation>Так вы подниметесь с {0} на {1} место в области {2} (в этом раунде — {3} ОР).</translation>
    </message>
    <message>
        <source>It climbs from {0} to {1} place in {2}.</source>
        <translation>Так вы подниметесь с {0} на {1} место в области {2}.</translation>
    </message>
    <message>
        <source>It gives up {0} place in {1}.</source>
        <translation>Так вы уступите {0} место в области {1}.</translation>
    </message>
    <message>
        <source>It drops from {0} to {1} place in {2}.</source>
        <translation>Так вы опуститесь с {0} на {1} место в области {2}.</translation>
    </message>
    <message>
        <source>It makes {0} place in {1} safer.</source>
        <translation>Так ваше {0} место в области {1} станет надёжнее.</translation>
    </message>
    <message>
        <source>The cards your plans need least: the cards you keep place and win where you score.</source>
        <translation>Карты, наименее нужные вашим планам: оставленные карты выставляют самураев и выигрывают там, где вы получите очки.</translation>
    </message>
    <message>
        <source>The card your plans need least: the cards you keep place and win where you score.</source>
        <translation>Карта, наименее нужная вашим планам: оставленные карты выставляют самураев и выигрывают там, где вы получите очки.</translation>
    </message>
    <message>
        <source>The card of the draft that serves your plans best: it places where you score.</source>
        <translation>Карта драфта, лучше всех служащая вашим планам: она выставляет самураев туда, где вы получите очки.</translation>
    </message>
    <message>
        <source>What would the computer do? Its strongest search suggests your move from what you can see.</source>
        <translation>Как бы сходил компьютер? Его самый сильный поиск предложит ход по тому, что видите вы.</translation>
    </message>
    <message>
        <source>{0} with Action points</source>
        <translation>{0} с очками действий</translation>
    </message>
    <message>
        <source>{0} with Placement</source>
        <translation>{0} с размещением</translation>
    </message>
    <message>
        <source>{0} with Placement in {1}</source>
        <translation>{0} с размещением в {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n daimyo in {0}: your rank there scores each time their army wins a skirmish.</source>
        <translation>
            <numerusform>В области {0} %n даймё: ваше место там приносит ОР всякий раз, когда его армия выигрывает столкновение.</numerusform>
            <numerusform>В области {0} %n даймё: ваше место там приносит ОР всякий раз, когда их армия выигрывает столкновение.</numerusform>
            <numerusform>В области {0} %n даймё: ваше место там приносит ОР всякий раз, когда их армия выигрывает столкновение.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is the only move possible now.</source>
        <translation>Сейчас это единственный возможный ход.</translation>
    </message>
    <message>
        <source>Your weakest cards: they win few skirmishes and place where you score little.</source>
        <translation>Ваши самые слабые карты: они редко выигрывают столкновения и выставляют самураев туда, где вы получите мало.</translation>
    </message>
    <message>
        <source>Your weakest card: it wins few skirmishes and places where you score little.</source>
        <translation>Ваша самая слабая карта: она редко выигрывает столкновения и выставляет самураев туда, где вы получите мало.</translation>
    </message>
    <message>
        <source>The strongest card of the draft: it wins skirmishes and places where you score.</source>
        <translation>Сильнейшая карта драфта: она выигрывает столкновения и выставляет самураев туда, где вы получите очки.</translation>
    </message>
    <message numerus="yes">
        <source>If it wins: +%n RP in {0} (Kachidoki).</source>
        <translation>
            <numerusform>Если выиграет: +%n ОР в области {0} (Катидоки).</numerusform>
            <numerusform>Если выиграет: +%n ОР в области {0} (Катидоки).</numerusform>
            <numerusform>Если выиграет: +%n ОР в области {0} (Катидоки).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n RP at once.</source>
        <translation>
            <numerusform>+%n ОР сразу.</numerusform>
            <numerusform>+%n ОР сразу.</numerusform>
            <numerusform>+%n ОР сразу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Weighed over %n simulated rounds.</source>
        <translation>
            <numerusform>Оценено по %n смоделированному раунду.</numerusform>
            <numerusform>Оценено по %n смоделированным раундам.</numerusform>
            <numerusform>Оценено по %n смоделированным раундам.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing here gains more than it costs.</source>
        <translation>Здесь ничто не приносит больше, чем стоит.</translation>
    </message>
    <message>
        <source>The best value on the board for your seat.</source>
        <translation>Самый выгодный ход на поле для вашего места.</translation>
    </message>
    <message numerus="yes">
        <source>Hints used in this game: %n</source>
        <translation>
            <numerusform>В этой партии использована %n подсказка</numerusform>
            <numerusform>В этой партии использованы %n подсказки</numerusform>
            <numerusform>В этой партии использовано %n подсказок</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking… (Esc)</source>
        <translation>Думаю… (Esc)</translation>
    </message>
    <message>
        <source>Hide hint (H)</source>
        <translation>Скрыть подсказку (H)</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Подсказка (H)</translation>
    </message>
    <message>
        <source>What would the &amp;computer do?	H</source>
        <translation>Как бы с&amp;ходил компьютер?	H</translation>
    </message>
    <message>
        <source>A hint is there when it is your turn to decide.</source>
        <translation>Подсказка доступна, когда решение за вами.</translation>
    </message>
    <message>
        <source>Your record of finished games was damaged; it was set aside as {0} and a new record was started.</source>
        <translation>Ваша история партий была повреждена; она отложена как {0}, начата новая история.</translation>
    </message>
    <message>
        <source>Your record of finished games was written by a newer version of Joraku; it was set aside as {0} and a new record was started.</source>
        <translation>Ваша история партий записана более новой версией Joraku; она отложена как {0}, начата новая история.</translation>
    </message>
    <message>
        <source>{0} is not a file, so finished games are not recorded this time.</source>
        <translation>{0} — не файл, поэтому в этот раз законченные партии не записываются.</translation>
    </message>
    <message>
        <source>Your record of finished games is damaged and could not be set aside ({0}); finished games are not recorded this time.</source>
        <translation>Ваша история партий повреждена, и её не удалось отложить ({0}); в этот раз законченные партии не записываются.</translation>
    </message>
    <message>
        <source>Your record of finished games cannot be opened ({0}); finished games are not recorded this time.</source>
        <translation>Не удаётся открыть вашу историю партий ({0}); в этот раз законченные партии не записываются.</translation>
    </message>
    <message>
        <source>Your record of finished games could not be read ({0}).</source>
        <translation>Не удалось прочитать вашу историю партий ({0}).</translation>
    </message>
    <message>
        <source>This game could not be added to your record ({0}), and it could not be saved either. Keep Joraku open: it is added as soon as there is room again.</source>
        <translation>Не удалось добавить эту партию в вашу историю ({0}), и сохранить её тоже не удалось. Не закрывайте Joraku: партия будет добавлена, как только снова появится место.</translation>
    </message>
    <message>
        <source>This game could not be added to your record ({0}).</source>
        <translation>Не удалось добавить эту партию в вашу историю ({0}).</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 игрока</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 игрока</translation>
    </message>
    <message>
        <source>2 players, 2 against 2 (R-V7)</source>
        <translation>2 игрока, «2 на 2» (R-V7)</translation>
    </message>
    <message>
        <source>2 players, neutral army (R-V8)</source>
        <translation>2 игрока, нейтральный участник (R-V8)</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Разные уровни</translation>
    </message>
    <message>
        <source>Only human opponents</source>
        <translation>Только люди</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <comment>place of players</comment>
        <translation>{0} из {1}</translation>
    </message>
    <message>
        <source>{0}, step 1 of 2 (R-V8): choose 3 cards to pass to {1} ({2} of 3 chosen), then press “Pass these cards”.</source>
        <translation>{0}, шаг 1 из 2 (R-V8): выберите 3 карты для игрока {1} (выбрано: {2} из 3), затем нажмите «Передать эти карты».</translation>
    </message>
    <message>
        <source>{0}: choose 2 cards to pass to {1} ({2} of 2 chosen; click or drag them into the slots), then press “Pass these cards”.</source>
        <translation>{0}: выберите 2 карты для игрока {1} (выбрано: {2} из 2; щёлкните по ним или перетащите в ячейки), затем нажмите «Передать эти карты».</translation>
    </message>
    <message>
        <source>{0}, step 2 of 2 (R-V8): choose 1 card to discard face down, then press “Discard”.</source>
        <translation>{0}, шаг 2 из 2 (R-V8): выберите 1 карту, чтобы сбросить её лицом вниз, затем нажмите «Сбросить».</translation>
    </message>
    <message>
        <source>{0}, draft pick {1} of 5 (R-V7): choose 1 card to keep, then press “Keep this card”; the rest goes to {2}.</source>
        <translation>{0}, драфт, выбор {1} из 5 (R-V7): выберите 1 карту, затем нажмите «Оставить эту карту»; остальные уйдут игроку {2}.</translation>
    </message>
    <message>
        <source>{0}: no action points left. Press Done to end the action.</source>
        <translation>{0}: очков действий не осталось. Нажмите «Готово», чтобы завершить действие.</translation>
    </message>
    <message>
        <source>{0}: nothing more can be done with these action points. Press Done (unspent AP are lost).</source>
        <translation>{0}: с этими очками действий больше ничего не сделать. Нажмите «Готово» (непотраченные ОД сгорают).</translation>
    </message>
    <message>
        <source>{0}: no more samurai can be placed now. Press Done to end the action.</source>
        <translation>{0}: больше выставить самураев нельзя. Нажмите «Готово», чтобы завершить действие.</translation>
    </message>
    <message>
        <source>{0}: {1} AP left. Drag your daimyo ({2} AP) or a samurai (1 AP) to a neighbouring area, or click an enemy samurai where your daimyo stands (1 AP); then Done.</source>
        <translation>{0}: осталось {1} ОД. Перетащите даймё ({2} ОД) или самурая (1 ОД) в соседнюю область либо щёлкните по чужому самураю в области своего даймё (1 ОД); затем «Готово».</translation>
    </message>
    <message>
        <source>{0}: {1} AP left: not enough to move your daimyo. Drag a samurai to a neighbouring area or click an enemy samurai where your daimyo stands (1 AP each); then Done.</source>
        <translation>{0}: осталось {1} ОД — даймё не сдвинуть. Перетащите самурая в соседнюю область или щёлкните по чужому самураю в области своего даймё (по 1 ОД); затем «Готово».</translation>
    </message>
    <message>
        <source>{0}: {1} AP left. Click a purple neutral samurai where your daimyo stands to drive it away (1 AP, R-V8), or move your daimyo or a samurai, or remove an enemy samurai; then Done.</source>
        <translation>{0}: осталось {1} ОД. Щёлкните по фиолетовому нейтральному самураю в области своего даймё, чтобы прогнать его (1 ОД, R-V8), или переместите даймё либо самурая, или уберите чужого самурая; затем «Готово».</translation>
    </message>
    <message>
        <source>{0}: click the area where the neutral samurai from {1} goes — any other area not behind the neutral daimyo (R-V8). Click another piece to change your mind.</source>
        <translation>{0}: щёлкните по области, куда уйдёт нейтральный самурай из области {1}, — любой другой, но не позади нейтрального даймё (R-V8). Чтобы передумать, щёлкните по другой фигурке.</translation>
    </message>
    <message>
        <source>{0}: which army plays the {1}? Press “Play for {2}” or “Play for {3}” (R-V7).</source>
        <translation>{0}: за какую армию сыграть карту «{1}»? Нажмите «За цвет: {2}» или «За цвет: {3}» (R-V7).</translation>
    </message>
    <message>
        <source>You may drive away a neutral samurai only where your daimyo stands (R-V8).</source>
        <translation>Прогнать нейтрального самурая можно только там, где стоит ваш даймё (R-V8).</translation>
    </message>
    <message>
        <source>Pieces on the map move only with action points; this card places samurai from your supply (R-E2).</source>
        <translation>Фигурки на карте двигаются только за очки действий; эта карта выставляет самураев из запаса (R-E2).</translation>
    </message>
    <message>
        <source>Action points move pieces already on the map; samurai leave the supply only by Placement (R-E2).</source>
        <translation>Очки действий двигают фигурки, уже стоящие на карте; из запаса самураи выходят только при размещении (R-E2).</translation>
    </message>
    <message>
        <source>You move only your own daimyo (R-E2).</source>
        <translation>Двигать можно только своего даймё (R-E2).</translation>
    </message>
    <message>
        <source>Finish this card&apos;s action first (press Done); your next card waits for the next skirmish.</source>
        <translation>Сначала завершите действие этой карты («Готово»); следующая карта — в следующем столкновении.</translation>
    </message>
    <message>
        <source>This card is already yours (personal or kept): pick one of the draft cards (R-V7).</source>
        <translation>Эта карта уже ваша (личная или оставленная): выберите одну из карт драфта (R-V7).</translation>
    </message>
    <message>
        <source>First play a card: its number says what you may do (R-E2).</source>
        <translation>Сначала сыграйте карту: её число определяет, что вы можете сделать (R-E2).</translation>
    </message>
    <message>
        <source>Step 1 of 2: pass 3 cards to {0}</source>
        <translation>Шаг 1 из 2: 3 карты → {0}</translation>
    </message>
    <message>
        <source>Pass 2 cards to {0}</source>
        <translation>2 карты → {0}</translation>
    </message>
    <message>
        <source>Step 2 of 2: discard 1 card</source>
        <translation>Шаг 2 из 2: сбросьте 1 карту</translation>
    </message>
    <message>
        <source>Keep 1 card</source>
        <translation>Оставьте 1 карту</translation>
    </message>
    <message>
        <source>Draft: pick {0} of 5 · {1} of 1 chosen</source>
        <translation>Драфт: {0}-я из 5 · взято {1} из 1</translation>
    </message>
    <message>
        <source>{0} of {1} chosen</source>
        <translation>Выбрано {0} из {1}</translation>
    </message>
    <message>
        <source>You passed {1} to {0}. Your discard stays face down; nobody will see it (R-V8).</source>
        <translation>Вы передали игроку {0}: {1}. Ваш сброс останется лицом вниз, его никто не увидит (R-V8).</translation>
    </message>
    <message>
        <source>The rest of this draft hand goes to {0} (R-V7).</source>
        <translation>Остальные карты из этой руки драфта уйдут игроку {0} (R-V7).</translation>
    </message>
    <message>
        <source>{0} now holds what you handed on: {1}. The rest of this hand goes to {0} (R-V7).</source>
        <translation>Теперь у игрока {0} то, что вы передали: {1}. Остальные карты этой руки уйдут игроку {0} (R-V7).</translation>
    </message>
    <message>
        <source>What you know (R-P3)</source>
        <translation>Что вы знаете (R-P3)</translation>
    </message>
    <message>
        <source>Passed to {0}:</source>
        <translation>Передано игроку {0}:</translation>
    </message>
    <message>
        <source>Passed to {0} (held, or their discard):</source>
        <translation>Передано игроку {0} (у него на руке или в его сбросе):</translation>
    </message>
    <message>
        <source>Received from {0}:</source>
        <translation>Получено от игрока {0}:</translation>
    </message>
    <message>
        <source>{0} kept from your draft hands:</source>
        <translation>Из ваших рук драфта игрок {0} оставил себе:</translation>
    </message>
    <message>
        <source>All played.</source>
        <translation>Все сыграны.</translation>
    </message>
    <message>
        <source>What you know of other hands (R-P3): the cards you passed, which your left neighbour holds until they are played, and the cards you received and from whom. Played cards leave this list.</source>
        <translation>Что вы знаете о чужих картах (R-P3): переданные вами карты, которые ваш сосед слева держит, пока не сыграет, и полученные карты — от кого они. Сыгранные карты из списка уходят.</translation>
    </message>
    <message>
        <source>The {0}: {1} holds it until it is played (R-P3).</source>
        <translation>«{0}»: у игрока {1}, пока он её не сыграет (R-P3).</translation>
    </message>
    <message>
        <source>The {0}: you received it from {1} in the pass (R-P3).</source>
        <translation>«{0}»: вы получили её от игрока {1} при передаче (R-P3).</translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation>от {0}</translation>
    </message>
    <message>
        <source>personal</source>
        <translation>личная</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>взята</translation>
    </message>
    <message>
        <source>Personal card: dealt to you before the draft (R-V7).</source>
        <translation>Личная карта: роздана вам до драфта (R-V7).</translation>
    </message>
    <message>
        <source>Kept in the draft: you picked it (R-V7).</source>
        <translation>Оставлена в драфте: вы её выбрали (R-V7).</translation>
    </message>
    <message>
        <source>In your draft hand: pick one to keep; the rest goes on (R-V7).</source>
        <translation>В вашей руке драфта: выберите одну карту, остальные уйдут дальше (R-V7).</translation>
    </message>
    <message>
        <source>Kachidoki card (R-C5): its holder leads the next skirmish. The winner of each skirmish takes it (R-K5).</source>
        <translation>Карта Катидоки (R-C5): её владелец ходит первым в следующем столкновении. Победитель каждого столкновения забирает её (R-K5).</translation>
    </message>
    <message>
        <source>★ {0}: influence {1} here, the most of anyone — 1st if the area were scored now (R-PR2). Daimyo 2, each samurai 1 (R-C8).</source>
        <translation>★ {0}: влияние здесь {1}, больше всех — 1-е место, если бы область подсчитывалась сейчас (R-PR2). Даймё — 2, каждый самурай — 1 (R-C8).</translation>
    </message>
    <message>
        <source>{0}: influence {1} here. Daimyo 2, each samurai 1 (R-C8).</source>
        <translation>{0}: влияние здесь {1}. Даймё — 2, каждый самурай — 1 (R-C8).</translation>
    </message>
    <message>
        <source>≈ Round {0} prestige: {1} RP for 1st / 2nd / 3rd (R-PR4). Inferred: a RULING, not printed on the board; the chart file in resources/ can be corrected.</source>
        <translation>≈ Престиж в раунде {0}: {1} ОР за 1-е / 2-е / 3-е место (R-PR4). Выведено: решение программы, на поле не напечатано; файл таблицы в resources/ можно исправить.</translation>
    </message>
    <message>
        <source>Round {0} prestige: {1} RP for 1st / 2nd / 3rd (R-PR4).</source>
        <translation>Престиж в раунде {0}: {1} ОР за 1-е / 2-е / 3-е место (R-PR4).</translation>
    </message>
    <message>
        <source>{0}: nobody scored here in that round&apos;s prestige phase (R-PR2).</source>
        <translation>{0}: на этапе престижа того раунда здесь никто не получил очков (R-PR2).</translation>
    </message>
    <message>
        <source>{0} +{1} RP</source>
        <comment>one army&apos;s gain on an area&apos;s prestige strip</comment>
        <translation>{0} +{1} ОР</translation>
    </message>
    <message>
        <source>{0}: what each army scored here in that round&apos;s prestige phase (R-PR2): {1}.</source>
        <translation>{0}: сколько каждое войско получило здесь на этапе престижа того раунда (R-PR2): {1}.</translation>
    </message>
    <message>
        <source>Supply of {0}: {1} samurai off the map (R-C2). Placing takes them from here; you cannot place more than you have (R-E3).</source>
        <translation>Запас игрока {0}: самураев вне карты — {1} (R-C2). Размещение берёт их отсюда; больше, чем есть, не выставить (R-E3).</translation>
    </message>
    <message>
        <source>Daimyo card {1} of {0} (R-C3): its daimyo started in area {1} (R-S4); it breaks ties (R-G2).</source>
        <translation>Карта даймё игрока {0} — {1} (R-C3): его даймё начал игру в области {1} (R-S4); карта решает ничьи (R-G2).</translation>
    </message>
    <message>
        <source>Samurai of {0}: influence 1 in its area (R-C8).</source>
        <translation>Самурай игрока {0}: 1 влияние в своей области (R-C8).</translation>
    </message>
    <message>
        <source>Samurai of {0} in the supply (R-C2).</source>
        <translation>Самураи игрока {0} в запасе (R-C2).</translation>
    </message>
    <message>
        <source>Daimyo of {0}: influence 2 in its area (R-C8).</source>
        <translation>Даймё игрока {0}: 2 влияния в своей области (R-C8).</translation>
    </message>
    <message>
        <source>The neutral army has no supply: its samurai are moved, never removed (R-V8).</source>
        <translation>У нейтральной армии нет запаса: её самураев перемещают, но не убирают (R-V8).</translation>
    </message>
    <message>
        <source>{0}: daimyo card (R-C3), supply (R-C2), RP (R-S5) and hand. Point at each for more.</source>
        <translation>{0}: карта даймё (R-C3), запас (R-C2), ОР (R-S5) и карты на руке. Наведите указатель, чтобы узнать больше.</translation>
    </message>
    <message>
        <source>The neutral army (R-V8): it ranks in scoring but never gains RP; it marches toward Kyoto.</source>
        <translation>Нейтральная армия (R-V8): участвует в подсчёте мест, но никогда не получает ОР; идёт к Киото.</translation>
    </message>
    <message>
        <source>{0}: {1} RP (reputation points, R-S5). Most RP wins (R-G1).</source>
        <translation>{0}: {1} ОР (очки репутации, R-S5). Побеждает тот, у кого больше ОР (R-G1).</translation>
    </message>
    <message numerus="yes">
        <source>Cards in hand: %n (R-P1).</source>
        <comment>hand size</comment>
        <translation>
            <numerusform>На руке %n карта (R-P1).</numerusform>
            <numerusform>На руке %n карты (R-P1).</numerusform>
            <numerusform>На руке %n карт (R-P1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The {0}, played by {1} in this skirmish (R-K1).</source>
        <translation>«{0}»: карта игрока {1} в этом столкновении (R-K1).</translation>
    </message>
    <message>
        <source>The skirmish (R-K1): everyone plays one card in turn, following the led suit if they can (R-K2); the highest number wins, a Ninja beats a 6 (R-K4).</source>
        <translation>Столкновение (R-K1): все по очереди играют по карте, в масть хода, если могут (R-K2); побеждает наибольшее число, ниндзя бьёт 6 (R-K4).</translation>
    </message>
    <message>
        <source>The round (3 in all, R-R1), its phase and what to do now. Each round: recruit, skirmishes, prestige scoring (R-R1).</source>
        <translation>Раунд (всего 3, R-R1), его этап и что делать сейчас. Каждый раунд: вербовка, столкновения, подсчёт престижа (R-R1).</translation>
    </message>
    <message>
        <source>Drop the card you keep here (R-V7).</source>
        <translation>Положите сюда карту, которую оставляете (R-V7).</translation>
    </message>
    <message>
        <source>Drop the card to discard face down here (R-V8).</source>
        <translation>Положите сюда карту для сброса лицом вниз (R-V8).</translation>
    </message>
    <message>
        <source>Drop the cards to pass here; they go face down to your left neighbour (R-P2).</source>
        <translation>Положите сюда карты для передачи: они уйдут лицом вниз соседу слева (R-P2).</translation>
    </message>
    <message>
        <source>Home advantage</source>
        <comment>variant card R-V1</comment>
        <translation>Родная земля</translation>
    </message>
    <message>
        <source>Shared glory</source>
        <comment>variant card R-V2</comment>
        <translation>Общая слава</translation>
    </message>
    <message>
        <source>Battle cry</source>
        <comment>variant card R-V3</comment>
        <translation>Боевой клич</translation>
    </message>
    <message>
        <source>Audience in Kyoto</source>
        <comment>variant card R-V4</comment>
        <translation>Аудиенция в Киото</translation>
    </message>
    <message>
        <source>Loyal vassals</source>
        <comment>variant card R-V5</comment>
        <translation>Верные вассалы</translation>
    </message>
    <message>
        <source>Swift march</source>
        <comment>variant card R-V6</comment>
        <translation>Стремительный марш</translation>
    </message>
    <message>
        <source>Prestige phase: a player ranked 1st in the area where their own daimyo stands gains bonus RP equal to that area&apos;s number (Kyoto 0).</source>
        <translation>Престиж: 1-е место в области своего даймё приносит бонус ОР, равный номеру области (Киото — 0).</translation>
    </message>
    <message>
        <source>Ties in any ranking share the highest rank the tie covers instead of the lowest.</source>
        <translation>При ничьей в любом подсчёте игроки делят высшее из спорных мест, а не низшее.</translation>
    </message>
    <message>
        <source>Kachidoki scoring pays 4 / 2 / 0 instead of 3 / 2 / 1.</source>
        <translation>Катидоки приносит 4 / 2 / 0 вместо 3 / 2 / 1.</translation>
    </message>
    <message>
        <source>Once per game per army: moving your daimyo into Kyoto gains RP equal to your daimyo card&apos;s number.</source>
        <translation>Раз за игру (для каждой армии): даймё, вошедший в Киото, приносит ОР, равные числу на карте даймё.</translation>
    </message>
    <message>
        <source>Skirmish phase: playing a card of the suit led by the starting player gains 2 RP (not for the lead card itself).</source>
        <translation>Этап столкновений: за карту в масть первого игрока — 2 ОР (за саму первую карту — нет).</translation>
    </message>
    <message>
        <source>Moving your daimyo costs 1 AP instead of 2.</source>
        <translation>Перемещение даймё стоит 1 ОД вместо 2.</translation>
    </message>
    <message>
        <source>Scoring: click the table or press Space to go on.</source>
        <translation>Подсчёт очков: щёлкните по столу или нажмите Пробел, чтобы продолжить.</translation>
    </message>
    <message>
        <source>Kachidoki scoring · round {0}, skirmish {1} of {2} (R-KS)</source>
        <translation>Подсчёт Катидоки · раунд {0}, столкновение {1} из {2} (R-KS)</translation>
    </message>
    <message>
        <source>{0} wins the skirmish with the {1}: {2}.</source>
        <translation>{0} выигрывает столкновение картой «{1}»: {2}.</translation>
    </message>
    <message>
        <source>Prestige phase · round {0} · {1} ({2} of {3}, R-PR)</source>
        <translation>Этап престижа · раунд {0} · {1} ({2} из {3}, R-PR)</translation>
    </message>
    <message>
        <source>{0}, chart row of round {1}: 1st {2} · 2nd {3} · 3rd {4} RP (R-PR4).</source>
        <translation>{0}, строка таблицы раунда {1}: 1-е {2} · 2-е {3} · 3-е {4} ОР (R-PR4).</translation>
    </message>
    <message numerus="yes">
        <source>%n influence</source>
        <translation>
            <numerusform>влияние %n</numerusform>
            <numerusform>влияние %n</numerusform>
            <numerusform>влияние %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The daimyo of {0} stands in {1}: ranked by influence there, 1st {2} · 2nd {3} · 3rd {4} RP.</source>
        <translation>Даймё игрока {0} стоит в области {1}: места по влиянию там — 1-е {2} · 2-е {3} · 3-е {4} ОР.</translation>
    </message>
    <message>
        <source>+{0} RP</source>
        <translation>+{0} ОР</translation>
    </message>
    <message>
        <source>{0} + {1} ★</source>
        <translation>{0} + {1} ★</translation>
    </message>
    <message>
        <source>+{0} daimyo bonus (R-V1)</source>
        <translation>+{0} бонус (R-V1)</translation>
    </message>
    <message>
        <source>never scores (R-V8)</source>
        <translation>не получает очков (R-V8)</translation>
    </message>
    <message>
        <source>Tied armies share the highest rank the tie covers (R-V2).</source>
        <translation>Армии с равным влиянием делят высшее из спорных мест (R-V2).</translation>
    </message>
    <message>
        <source>Tied armies share the lowest rank the tie covers (R-T1).</source>
        <translation>Армии с равным влиянием делят низшее из спорных мест (R-T1).</translation>
    </message>
    <message>
        <source>Nobody has influence here: no RP.</source>
        <translation>Здесь ни у кого нет влияния: ОР нет.</translation>
    </message>
    <message>
        <source>Click or press Space to go on · Esc skips to the round summary</source>
        <translation>Щелчок или Пробел — дальше · Esc — к итогам раунда</translation>
    </message>
    <message>
        <source>Click or press Space to hurry on</source>
        <translation>Щелчок или Пробел — быстрее</translation>
    </message>
    <message>
        <source>End of round {0}: the prestige phase</source>
        <translation>Конец раунда {0}: этап престижа</translation>
    </message>
    <message>
        <source>RP each army gained in each area (★: chart + daimyo bonus, R-V1).</source>
        <translation>ОР каждой армии в каждой области (★: таблица + бонус даймё, R-V1).</translation>
    </message>
    <message>
        <source>RP each army gained in each area by the round&apos;s chart (R-PR).</source>
        <translation>ОР каждой армии в каждой области по таблице раунда (R-PR).</translation>
    </message>
    <message>
        <source>Prestige this round</source>
        <translation>Престиж за раунд</translation>
    </message>
    <message>
        <source>Score before the phase</source>
        <translation>Счёт до этапа</translation>
    </message>
    <message>
        <source>Score now</source>
        <translation>Счёт сейчас</translation>
    </message>
    <message>
        <source>Standing</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>See the final results (Space)</source>
        <translation>К итогам игры (Пробел)</translation>
    </message>
    <message>
        <source>Start round {0} (Space)</source>
        <translation>Начать раунд {0} (Пробел)</translation>
    </message>
    <message>
        <source>The final results follow in a moment… (click to go on now)</source>
        <translation>Сейчас будут итоги игры… (щёлкните, чтобы не ждать)</translation>
    </message>
    <message>
        <source>Round {0} begins in a moment… (click to go on now)</source>
        <translation>Сейчас начнётся раунд {0}… (щёлкните, чтобы не ждать)</translation>
    </message>
    <message>
        <source>Winning so far: {0} with the {1} — {2}.</source>
        <translation>Пока впереди {0}: «{1}» — {2}.</translation>
    </message>
    <message>
        <source>Winning so far: {0} with the {1} — the only card yet.</source>
        <translation>Пока впереди {0}: «{1}» — единственная карта.</translation>
    </message>
    <message>
        <source>Kachidoki</source>
        <translation>Катидоки</translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation>Престиж</translation>
    </message>
    <message>
        <source>Daimyo bonus (R-V1)</source>
        <translation>Бонус даймё (R-V1)</translation>
    </message>
    <message>
        <source>Kyoto (R-V4)</source>
        <translation>Киото (R-V4)</translation>
    </message>
    <message>
        <source>Follow suit (R-V5)</source>
        <translation>В масть (R-V5)</translation>
    </message>
    <message>
        <source>At start</source>
        <translation>В начале</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>By round</source>
        <translation>По раундам</translation>
    </message>
    <message>
        <source>By source</source>
        <translation>По источникам</translation>
    </message>
    <message>
        <source>Where the RP came from: by round, and by source</source>
        <translation>Откуда взялись ОР: по раундам и по источникам</translation>
    </message>
    <message>
        <source>RP over the game</source>
        <translation>ОР за партию</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <source>&amp;Results…</source>
        <translation>&amp;Результаты…</translation>
    </message>
    <message>
        <source>The results are shown when the game is over.</source>
        <translation>Результаты появятся, когда игра закончится.</translation>
    </message>
    <message>
        <source>Joraku game log: {0}</source>
        <translation>Журнал партии Joraku: {0}</translation>
    </message>
    <message>
        <source>Replay — {0}</source>
        <translation>Запись партии — {0}</translation>
    </message>
    <message>
        <source>The deal · decision 0 of {0}</source>
        <translation>Раздача · ход 0 из {0}</translation>
    </message>
    <message>
        <source>Decision {0} of {1}</source>
        <translation>Ход {0} из {1}</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Round {0} · Skirmish {1} of {2}</source>
        <translation>Раунд {0} · Столкновение {1} из {2}</translation>
    </message>
    <message>
        <source>Round {0} · {1}</source>
        <translation>Раунд {0} · {1}</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Очень быстрый</translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation>К раздаче (Home)</translation>
    </message>
    <message>
        <source>One decision back (Left arrow)</source>
        <translation>На ход назад (стрелка влево)</translation>
    </message>
    <message>
        <source>One decision on (Right arrow)</source>
        <translation>На ход вперёд (стрелка вправо)</translation>
    </message>
    <message>
        <source>To the last decision (End)</source>
        <translation>К последнему ходу (End)</translation>
    </message>
    <message>
        <source>Play the decisions one after another (Space)</source>
        <translation>Воспроизводить ходы один за другим (Пробел)</translation>
    </message>
    <message>
        <source>Jump to the start of a round or a skirmish</source>
        <translation>Перейти к началу раунда или столкновения</translation>
    </message>
    <message>
        <source>Whose view of the table is shown (R-P3)</source>
        <translation>Чьими глазами показан стол (R-P3)</translation>
    </message>
    <message>
        <source>Start a new game from this position, with the same players</source>
        <translation>Начать новую партию с этой позиции, с теми же игроками</translation>
    </message>
    <message>
        <source>Save the whole log of this game as text or as a web page</source>
        <translation>Сохранить весь журнал партии как текст или веб-страницу</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Закрыть запись</translation>
    </message>
    <message>
        <source>Show every player&apos;s hand: the game is over, nothing is secret any more.</source>
        <translation>Показать карты всех игроков: игра окончена, секретов больше нет.</translation>
    </message>
    <message>
        <source>The game is still going on: the replay shows only what the chosen player knew (R-P3).</source>
        <translation>Игра ещё идёт: запись показывает только то, что знал выбранный игрок (R-P3).</translation>
    </message>
    <message>
        <source>Replaying {0}</source>
        <translation>Просмотр: {0}</translation>
    </message>
    <message>
        <source>A new game goes on from the replay: {0}.</source>
        <translation>Новая партия продолжается с позиции из записи: {0}.</translation>
    </message>
    <message>
        <source>Abandon the game in progress and play on from this position of the replay? (It stays in the autosave until the new game&apos;s first move.)</source>
        <translation>Бросить текущую партию и продолжить игру с этой позиции записи? (Она останется в автосохранении до первого хода новой партии.)</translation>
    </message>
    <message>
        <source>Log exported to {0}</source>
        <translation>Журнал экспортирован: {0}</translation>
    </message>
    <message>
        <source>The log could not be written: {0}</source>
        <translation>Не удалось записать журнал: {0}</translation>
    </message>
    <message>
        <source>Replay: the game is over.</source>
        <translation>Запись: игра окончена.</translation>
    </message>
    <message>
        <source>Replay: {0} decides next.</source>
        <translation>Запись: следующий ход за {0}.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <extracomment>the banner&apos;s widest, and its margin from the view&apos;s edges where the one person at the table finished, when they did not win Enter and Space rest a moment once the banner shows: the press that ended the last scoring does not deal a new game before the result was seen</extracomment>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>The hands are hidden.</source>
        <translation>Руки скрыты.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Ваша рука пуста.</translation>
    </message>
    <message>
        <source>Your hand: {0}.</source>
        <translation>Ваша рука: {0}.</translation>
    </message>
    <message>
        <source>No card is in the skirmish yet.</source>
        <translation>В столкновении пока нет карт.</translation>
    </message>
    <message>
        <source>In the skirmish: {0}.</source>
        <translation>В столкновении: {0}.</translation>
    </message>
    <message>
        <source>{0}, the {1}</source>
        <comment>army, card</comment>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>Reputation: {0}.</source>
        <translation>Репутация: {0}.</translation>
    </message>
    <message>
        <source>{0} {1} RP</source>
        <comment>army, reputation</comment>
        <translation>{0} — {1} ОР</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал партии</translation>
    </message>
    <message>
        <source>Everything that happened in this game, the latest at the bottom.</source>
        <translation>Всё, что произошло в этой партии; последнее — внизу.</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>The decisions not made on the table: Tab moves to a button, the arrow keys move along the row, Enter presses it, Escape goes back to the table.</source>
        <translation>Решения, которые принимаются не на столе: Tab переходит к кнопке, стрелки — вдоль ряда, Enter нажимает её, Escape возвращает к столу.</translation>
    </message>
    <message>
        <source>End this card&apos;s action?</source>
        <translation>Завершить действие карты?</translation>
    </message>
    <message>
        <source>You may still place {0} samurai with this card (R-E1, R-E2). End the action anyway?</source>
        <translation>Этой картой можно выставить ещё самураев: {0} (R-E1, R-E2). Всё равно завершить действие?</translation>
    </message>
    <message>
        <source>Action points left: {0}. Unspent AP are lost when you end the action (R-E2). End it anyway?</source>
        <translation>Осталось очков действий: {0}. Неистраченные ОД сгорают по завершении действия (R-E2). Всё равно завершить?</translation>
    </message>
    <message>
        <source>Play this card?</source>
        <translation>Сыграть эту карту?</translation>
    </message>
    <message>
        <source>Play the {0} into the skirmish? (Game → Ask before committing turns this question off.)</source>
        <translation>Сыграть эту карту ({0}) в столкновение? (Игра → Спрашивать перед решающим ходом отключает этот вопрос.)</translation>
    </message>
    <message>
        <source>Not played: the card is back in your hand.</source>
        <translation>Карта не сыграна и вернулась в руку.</translation>
    </message>
    <message>
        <source>Your action goes on.</source>
        <translation>Действие продолжается.</translation>
    </message>
    <message>
        <source>As&amp;k before committing</source>
        <translation>&amp;Спрашивать перед решающим ходом</translation>
    </message>
    <message>
        <source>&amp;Undo last decision</source>
        <translation>&amp;Отменить последнее решение</translation>
    </message>
    <message>
        <source>{0} wins the game!</source>
        <translation>{0} побеждает в игре!</translation>
    </message>
    <message>
        <source>You finished {0}.</source>
        <translation>Вы заняли {0} место.</translation>
    </message>
    <message>
        <source>{0}  {1}  ·  {2} RP</source>
        <comment>place, name, final reputation</comment>
        <translation>{0}  {1}  ·  {2} ОР</translation>
    </message>
    <message>
        <source>Most reputation after three rounds: {0} RP ahead of {1} (R-G1).</source>
        <translation>Больше всех репутации после трёх раундов: на {0} ОР больше, чем у {1} (R-G1).</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Запись этой партии</translation>
    </message>
    <message>
        <source>Results…</source>
        <translation>Результаты…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Звуковые сигналы</translation>
    </message>
    <message>
        <source>Short cues when it is your turn, when a skirmish is won or lost, at Kachidoki and when the game ends.</source>
        <translation>Короткие сигналы: ваш ход, столкновение выиграно или проиграно, Катидоки и конец партии.</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Громкость</translation>
    </message>
    <message>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <source>&amp;Try</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <source>This computer has no sound player the game can use (pw-play, paplay or aplay), so the game stays silent.</source>
        <translation>На этом компьютере нет программы, которой игра может воспроизводить звук (pw-play, paplay или aplay), поэтому игра молчит.</translation>
    </message>
    <message>
        <source>Game review — {0}</source>
        <translation>Разбор партии — {0}</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Разобрать партию</translation>
    </message>
    <message>
        <source>Where you lost RP, decision by decision, and what the computer would have done instead (your own seats only)</source>
        <translation>Где вы потеряли ОР, решение за решением, и что сделал бы компьютер (только ваши места)</translation>
    </message>
    <message>
        <source>Reviewing your decisions… {0} of {1}</source>
        <translation>Разбор ваших решений… {0} из {1}</translation>
    </message>
    <message>
        <source>This game was reviewed before: the review is read from your record.</source>
        <translation>Эта партия уже разобрана: разбор взят из вашей истории.</translation>
    </message>
    <message>
        <source>Review finished in {0} s.</source>
        <translation>Разбор готов за {0} с.</translation>
    </message>
    <message>
        <source>The review was cancelled. Review again to start it over.</source>
        <translation>Разбор отменён. Нажмите «Разобрать снова», чтобы начать заново.</translation>
    </message>
    <message>
        <source>The review could not be made: {0}</source>
        <translation>Не удалось разобрать партию: {0}</translation>
    </message>
    <message>
        <source>There is no seat of yours to review in this game: a person&apos;s seat is reviewed only at that person&apos;s own screen.</source>
        <translation>В этой партии нет вашего места для разбора: место человека разбирается только на его собственном экране.</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Отменить разбор</translation>
    </message>
    <message>
        <source>Review again</source>
        <translation>Разобрать снова</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Show on the table</source>
        <translation>Показать на столе</translation>
    </message>
    <message>
        <source>Open the replay at this moment with the better decision drawn on the table</source>
        <translation>Открыть повтор в этот момент с лучшим решением на столе</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>Start a game from this moment and try the better decision yourself</source>
        <translation>Начать партию с этого момента и самому попробовать лучшее решение</translation>
    </message>
    <message>
        <source>The game review: what the computer would have done here.</source>
        <translation>Разбор партии: что сделал бы здесь компьютер.</translation>
    </message>
    <message>
        <source>Expected final RP over the game</source>
        <translation>Ожидаемые итоговые ОР по ходу партии</translation>
    </message>
    <message>
        <source>Each reviewed seat&apos;s expected final RP after each of its decisions, as the computer estimates it; a dot marks a mistake or a blunder</source>
        <translation>Ожидаемые итоговые ОР каждого разобранного места после каждого его решения по оценке компьютера; точка — ошибка или грубая ошибка</translation>
    </message>
    <message>
        <source>Key moments</source>
        <translation>Ключевые моменты</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Все решения</translation>
    </message>
    <message>
        <source>No key moments: every decision was as good as the computer&apos;s, or nearly.</source>
        <translation>Ключевых моментов нет: каждое решение было не хуже компьютерного или почти.</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Лучше</translation>
    </message>
    <message>
        <source>RP lost</source>
        <translation>Потеряно ОР</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Хороший</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Неточность</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Грубая ошибка</translation>
    </message>
    <message>
        <source>{0} RP lost</source>
        <translation>потеряно ОР: {0}</translation>
    </message>
    <message>
        <source>{0} — {1}: {2} RP lost</source>
        <translation>{0} — {1}: потеряно ОР: {2}</translation>
    </message>
    <message>
        <source>Played: {0}</source>
        <translation>Сыграно: {0}</translation>
    </message>
    <message>
        <source>Better: {0}</source>
        <translation>Лучше: {0}</translation>
    </message>
    <message>
        <source>{0}: {1} decisions, {2} RP lost ({3} a decision) · inaccuracies {4} · mistakes {5} · blunders {6}</source>
        <translation>{0}: решений — {1}, потеряно ОР — {2} ({3} за решение) · неточностей {4} · ошибок {5} · грубых ошибок {6}</translation>
    </message>
    <message>
        <source>Your strength</source>
        <translation>Ваша сила</translation>
    </message>
    <message>
        <source>RP lost per decision, reviewed game by game</source>
        <translation>Потеря ОР за решение по разобранным партиям</translation>
    </message>
    <message>
        <source>RP lost per decision</source>
        <translation>Потеря ОР за решение</translation>
    </message>
    <message>
        <source>No reviewed game yet: review a game from its results or from the list below.</source>
        <translation>Разобранных партий пока нет: разберите партию из её итогов или из списка ниже.</translation>
    </message>
    <message>
        <source>Estimated rating {0} (95% interval {1}–{2}) from {3} games against the computer</source>
        <translation>Оценка рейтинга {0} (95% интервал {1}–{2}) по {3} партиям против компьютера</translation>
    </message>
    <message>
        <source>Rating: not enough games yet ({0} of {1} games against the computer).</source>
        <translation>Рейтинг: пока мало партий ({0} из {1} партий против компьютера).</translation>
    </message>
    <message>
        <source>The computer&apos;s levels: {0}</source>
        <translation>Уровни компьютера: {0}</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>The game log, folded: the window is too narrow for it beside the table. Click here or press {0} to open it over the table; Esc closes it.</source>
        <translation>Журнал партии свёрнут: окно слишком узкое, чтобы показать его рядом со столом. Щёлкните здесь или нажмите {0}, чтобы открыть его поверх стола; Esc закрывает его.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>{0}, {1} army ({2})</source>
        <comment>player, army colour (the letter on its pieces)</comment>
        <extracomment>the letter each army&apos;s pieces carry beside their colour and shape (the same in every language)</extracomment>
        <translation>{0} — {1} ({2})</translation>
    </message>
    <message>
        <source>the neutral army</source>
        <translation>нейтральная армия</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>player (army colour)</comment>
        <translation>{0} ({1})</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Открыть стол для игры по сети…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Присоединиться к столу…</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Присоединиться к столу</translation>
    </message>
    <message>
        <source>Choose who plays each seat. Friends over the network join with this machine&apos;s address and the table code, which you will see next.</source>
        <translation>Выберите, кто играет на каждом месте. Друзья по сети присоединяются по адресу этого компьютера и коду стола — вы увидите их на следующем шаге.</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Место {0}</translation>
    </message>
    <message>
        <source>Me</source>
        <translation>Я</translation>
    </message>
    <message>
        <source>A friend over the network</source>
        <translation>Друг по сети</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Компьютер: {0}</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Присоединиться</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Код стола</translation>
    </message>
    <message>
        <source>Type the address and the table code your host gave you, e.g. 192.168.1.20:8765 and K7Q-M4X.</source>
        <translation>Введите адрес и код стола, которые дал вам хозяин стола, например 192.168.1.20:8765 и K7Q-M4X.</translation>
    </message>
    <message>
        <source>Give at least one seat to a friend over the network.</source>
        <translation>Отдайте хотя бы одно место другу по сети.</translation>
    </message>
    <message>
        <source>Keep one seat for yourself.</source>
        <translation>Оставьте одно место себе.</translation>
    </message>
    <message>
        <source>“{0}” is not an address: type a name or an IP address, with a port after a colon if your host gave one.</source>
        <translation>«{0}» — не адрес: введите имя или IP-адрес, а после двоеточия порт, если хозяин стола его назвал.</translation>
    </message>
    <message>
        <source>A table code has 6 letters and digits, like K7Q-M4X.</source>
        <translation>Код стола — 6 букв и цифр, например K7Q-M4X.</translation>
    </message>
    <message>
        <source>Re-open the table you were hosting (code {0}, round {1}: {2})? Your friends rejoin their seats. No: it is set aside and a new table is opened.</source>
        <translation>Снова открыть стол, который вы вели (код {0}, раунд {1}: {2})? Друзья вернутся на свои места. «Нет»: он будет отложен, и откроется новый стол.</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Ваш стол</translation>
    </message>
    <message>
        <source>The table could not be opened: {0}</source>
        <translation>Не удалось открыть стол: {0}</translation>
    </message>
    <message>
        <source>Find tables</source>
        <translation>Найти столы</translation>
    </message>
    <message>
        <source>Asking the table server…</source>
        <translation>Запрашиваем сервер столов…</translation>
    </message>
    <message>
        <source>No table is open on this server now.</source>
        <translation>Сейчас на этом сервере нет открытых столов.</translation>
    </message>
    <message>
        <source>This address is a friend&apos;s table, not a table server: type the table code your friend gave you.</source>
        <translation>По этому адресу стол друга, а не сервер столов: введите код стола, который дал вам друг.</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>a seat in the lobby: the name (who is there now)</comment>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0} · {1} · {2}</source>
        <comment>a table of the lobby: code, game, seats</comment>
        <translation>{0} · {1} · {2}</translation>
    </message>
    <message>
        <source>Waiting room</source>
        <translation>Зал ожидания</translation>
    </message>
    <message>
        <source>Friends join with Game → Join a table…, the address {0} and the table code {1}.</source>
        <translation>Друзья присоединяются через «Игра → Присоединиться к столу…» по адресу {0} с кодом стола {1}.</translation>
    </message>
    <message>
        <source>Send your friends the invitation below: they paste it into Game → Join a table… It holds this computer&apos;s address, the table code and the fingerprint of this table&apos;s certificate, which their Joraku checks.</source>
        <translation>Отправьте друзьям приглашение ниже: они вставят его в «Игра → Присоединиться к столу…». В нём адрес этого компьютера, код стола и отпечаток сертификата этого стола, который проверит их Joraku.</translation>
    </message>
    <message>
        <source>Certificate fingerprint: {0}</source>
        <translation>Отпечаток сертификата: {0}</translation>
    </message>
    <message>
        <source>Copy the invitation</source>
        <translation>Скопировать приглашение</translation>
    </message>
    <message>
        <source>Table code: {0}</source>
        <translation>Код стола: {0}</translation>
    </message>
    <message>
        <source>Address: {0}</source>
        <translation>Адрес: {0}</translation>
    </message>
    <message>
        <source>This machine&apos;s address (port {0})</source>
        <translation>Адрес этого компьютера (порт {0})</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>ждём друга…</translation>
    </message>
    <message>
        <source>here</source>
        <translation>за столом</translation>
    </message>
    <message>
        <source>connection lost: waiting for them to come back</source>
        <translation>связь потеряна: ждём возвращения</translation>
    </message>
    <message>
        <source>a computer ({0}) plays for them</source>
        <translation>за него играет компьютер ({0})</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>хозяин стола</translation>
    </message>
    <message>
        <source>computer ({0})</source>
        <translation>компьютер ({0})</translation>
    </message>
    <message>
        <source>Give this seat to a computer</source>
        <translation>Отдать место компьютеру</translation>
    </message>
    <message>
        <source>Not my friend: free this seat</source>
        <translation>Это не мой друг: освободить место</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Start: computers take the empty seats</source>
        <translation>Начать: пустые места займут компьютеры</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Закрыть стол</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Ждём, когда хозяин стола начнёт игру…</translation>
    </message>
    <message>
        <source>{0} of {1} friends have joined.</source>
        <translation>Присоединились друзей: {0} из {1}.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Подключение к столу…</translation>
    </message>
    <message>
        <source>The connection to the table was lost. Trying again…</source>
        <translation>Связь со столом потеряна. Пробуем снова…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Снова за столом.</translation>
    </message>
    <message>
        <source>A computer is playing your seat for now.</source>
        <translation>Пока за вас играет компьютер.</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>Вернуться на своё место</translation>
    </message>
    <message>
        <source>{0} lost their connection. Wait for them, or give the seat to a computer.</source>
        <translation>{0}: связь потеряна. Подождите или отдайте место компьютеру.</translation>
    </message>
    <message>
        <source>Leave the table? Your seat waits for you: join again with the same address and code.</source>
        <translation>Покинуть стол? Ваше место вас подождёт: присоединитесь снова с тем же адресом и кодом.</translation>
    </message>
    <message>
        <source>Close the table you host? Your friends&apos; games end with it (the table is saved).</source>
        <translation>Закрыть ваш стол? Игра друзей закончится вместе с ним (стол сохранён).</translation>
    </message>
    <message>
        <source>Leave the game on the table? It stays in your autosave until a new game replaces it.</source>
        <translation>Оставить текущую игру? Она сохранится в автосохранении, пока её не заменит новая игра.</translation>
    </message>
    <message>
        <source>Waiting for the table to answer…</source>
        <translation>Ждём ответа стола…</translation>
    </message>
    <message>
        <source>You left the table, or it closed after the game.</source>
        <translation>Вы покинули стол, или он закрылся после игры.</translation>
    </message>
    <message>
        <source>The host stopped the table. Join again when they are back.</source>
        <translation>Хозяин остановил стол. Присоединитесь снова, когда он вернётся.</translation>
    </message>
    <message>
        <source>The connection broke (a damaged message).</source>
        <translation>Связь прервалась (повреждённое сообщение).</translation>
    </message>
    <message>
        <source>The other side sent data this game does not speak.</source>
        <translation>Другая сторона прислала данные, которых эта игра не понимает.</translation>
    </message>
    <message>
        <source>The table could not be reached. Check the address and that the host&apos;s table is open.</source>
        <translation>Стол недоступен. Проверьте адрес и то, что хозяин открыл стол.</translation>
    </message>
    <message>
        <source>That address cannot be used.</source>
        <translation>Этот адрес нельзя использовать.</translation>
    </message>
    <message>
        <source>The other side sent a message that is too big.</source>
        <translation>Другая сторона прислала слишком большое сообщение.</translation>
    </message>
    <message>
        <source>The other side stopped answering.</source>
        <translation>Другая сторона перестала отвечать.</translation>
    </message>
    <message>
        <source>The other side sent a message this game does not understand.</source>
        <translation>Другая сторона прислала сообщение, которого эта игра не понимает.</translation>
    </message>
    <message>
        <source>The host plays another version of Joraku (its protocol {0}, yours {1}): both need the same version.</source>
        <translation>У хозяина стола другая версия Joraku (его протокол {0}, ваш {1}): нужна одна и та же версия.</translation>
    </message>
    <message>
        <source>The table waited too long for this game to say hello.</source>
        <translation>Стол слишком долго ждал приветствия от этой игры.</translation>
    </message>
    <message>
        <source>The connection was idle too long.</source>
        <translation>Соединение слишком долго простаивало.</translation>
    </message>
    <message>
        <source>Too many messages in too little time.</source>
        <translation>Слишком много сообщений за слишком короткое время.</translation>
    </message>
    <message>
        <source>This machine did not keep up with the table.</source>
        <translation>Этот компьютер не успевал за столом.</translation>
    </message>
    <message>
        <source>There is no table with that code here.</source>
        <translation>Здесь нет стола с таким кодом.</translation>
    </message>
    <message>
        <source>Your seat&apos;s secret does not open it any more.</source>
        <translation>Секрет вашего места больше его не открывает.</translation>
    </message>
    <message>
        <source>That seat is taken, or no seat is free at this table.</source>
        <translation>Это место занято, или за столом нет свободных мест.</translation>
    </message>
    <message>
        <source>Your seat was joined from another window.</source>
        <translation>На ваше место сели из другого окна.</translation>
    </message>
    <message>
        <source>The host gave your seat away, to a computer or to another player.</source>
        <translation>Хозяин стола отдал ваше место компьютеру или другому игроку.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Хозяин закрыл стол.</translation>
    </message>
    <message>
        <source>The table server is full. Try again later.</source>
        <translation>Сервер столов переполнен. Попробуйте позже.</translation>
    </message>
    <message>
        <source>The table server does not allow that.</source>
        <translation>Сервер столов этого не разрешает.</translation>
    </message>
    <message>
        <source>Too many refused moves in a row: this window is out of step.</source>
        <translation>Слишком много отклонённых ходов подряд: это окно рассинхронизировалось.</translation>
    </message>
    <message>
        <source>The table could not be reached again. Join again when the host is back.</source>
        <translation>Стол снова недоступен. Присоединитесь, когда хозяин вернётся.</translation>
    </message>
    <message>
        <source>This table showed another certificate than the one your invitation names: it may not be your host&apos;s. Ask your host for the invitation again.</source>
        <translation>Этот стол предъявил не тот сертификат, что указан в вашем приглашении: возможно, это не ваш хозяин стола. Попросите у него приглашение ещё раз.</translation>
    </message>
    <message>
        <source>The connection closed ({0}).</source>
        <translation>Соединение закрыто ({0}).</translation>
    </message>
    <message>
        <source>You are not in a seat at this table.</source>
        <translation>Вы не сидите за этим столом.</translation>
    </message>
    <message>
        <source>That is not your seat.</source>
        <translation>Это не ваше место.</translation>
    </message>
    <message>
        <source>Not your turn: {0} decides now.</source>
        <translation>Не ваш ход: сейчас решает {0}.</translation>
    </message>
    <message>
        <source>The table had already moved on: look again and decide.</source>
        <translation>Стол уже ушёл вперёд: посмотрите ещё раз и решите.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>A computer plays your seat now: take your seat back to decide.</source>
        <translation>Сейчас за вас играет компьютер: вернитесь на своё место, чтобы решать.</translation>
    </message>
    <message>
        <source>The table server refused these game settings.</source>
        <translation>Сервер столов отклонил эти настройки игры.</translation>
    </message>
    <message>
        <source>The table is busy: decide again.</source>
        <translation>Стол занят: решите ещё раз.</translation>
    </message>
    <message>
        <source>The table refused that ({0}).</source>
        <translation>Стол это отклонил ({0}).</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>the largest seed the box takes (the save format allows more; people never need it) characters a person may use to group digits (&quot;1,000&quot;, &quot;1 000&quot;, &quot;1&apos;000&quot;, &quot;1_000&quot;) names earlier versions filled in for the local player: &quot;You&quot; made &quot;You plays the blue 6.&quot; how many variant cards a game uses (R-S6: &quot;draw 2 of the 6&quot;)</extracomment>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} игрока</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Seats (in play order)</source>
        <translation>Места (в порядке хода)</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Место {0}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation>Компьютер: {0}</translation>
    </message>
    <message>
        <source>Two-player variant</source>
        <translation>Вариант для 2 игроков</translation>
    </message>
    <message>
        <source>R-V7: 2 against 2 — each player commands two armies</source>
        <translation>R-V7: «2 на 2» — каждый игрок управляет двумя армиями</translation>
    </message>
    <message>
        <source>R-V8: two players and a neutral army</source>
        <translation>R-V8: 2 игрока и нейтральный участник</translation>
    </message>
    <message>
        <source>Variant cards (advanced game, R-S6)</source>
        <translation>Карты вариантов (продвинутая игра, R-S6)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>2 at random</source>
        <translation>2 случайные</translation>
    </message>
    <message>
        <source>2 chosen:</source>
        <translation>2 на выбор:</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>variant card: id, name</comment>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <source>Seed (optional: the same seed deals the same cards)</source>
        <translation>Номер раздачи (необязательно: тот же номер — та же раздача)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message numerus="yes">
        <source>Tick exactly 2 cards (R-S6): %n ticked.</source>
        <translation>
            <numerusform>Отметьте ровно 2 карты (R-S6): отмечена %n карта.</numerusform>
            <numerusform>Отметьте ровно 2 карты (R-S6): отмечены %n карты.</numerusform>
            <numerusform>Отметьте ровно 2 карты (R-S6): отмечено %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 2,000,000,000 (empty: a random deal).</source>
        <translation>Номер раздачи — целое число от 0 до 2 000 000 000 (пусто — случайная раздача).</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>supply {0}</source>
        <translation>запас {0}</translation>
    </message>
    <message>
        <source>no supply</source>
        <extracomment>the line under the header: who plays the seat, and what it is doing now a panel of the compact height (the table&apos;s smallest): its army rows closer and its footer lower (the hand&apos;s backs and the Kachidoki badge shorter), so two armies (R-V7) still fit plain words under the army row: where the daimyo stands the hand face up (a replay of a finished game with every hand revealed); else backs</extracomment>
        <translation>нет запаса</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>ОР</translation>
    </message>
    <message>
        <source>never scores RP (R-V8)</source>
        <translation>не получает ОР (R-V8)</translation>
    </message>
    <message>
        <source>hand: {0}</source>
        <translation>карт: {0}</translation>
    </message>
    <message>
        <source>Kachidoki
leads next</source>
        <translation>Катидоки
ходит 1-м</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>human</source>
        <translation>человек</translation>
    </message>
    <message>
        <source>computer · {0}</source>
        <translation>компьютер · {0}</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>This is a replay: use Play from here to play on.</source>
        <extracomment>how long each decision stays on the table when the replay plays itself (ms) words for the step under the mouse (its tooltip) the whole log, and where each step&apos;s lines end in it</extracomment>
        <translation>Это запись партии: чтобы продолжить игру, нажмите «Играть отсюда».</translation>
    </message>
    <message>
        <source>Click a line to go to that moment of the game.</source>
        <translation>Щёлкните по строке, чтобы перейти к этому моменту партии.</translation>
    </message>
    <message>
        <source>Play</source>
        <extracomment>the game review&apos;s better decision drawn at step :attr:`advice_at` (-1: none)</extracomment>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Jump to</source>
        <translation>Перейти к</translation>
    </message>
    <message>
        <source>View of</source>
        <translation>Глазами игрока</translation>
    </message>
    <message>
        <source>Reveal every hand</source>
        <translation>Открыть все руки</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>Export log…</source>
        <translation>Экспорт журнала…</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Закрыть запись</translation>
    </message>
    <message>
        <source>The last decision</source>
        <translation>Последний ход</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Could not export the log</source>
        <translation>Не удалось экспортировать журнал</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Your RP, game by game</source>
        <translation>Ваши ОР, партия за партией</translation>
    </message>
    <message>
        <source>Your RP in the last {0} games</source>
        <translation>Ваши ОР в последних партиях ({0})</translation>
    </message>
    <message>
        <source>a win</source>
        <extracomment>at most this many games in the chart (the most recent); the list below holds them all the chart&apos;s average line: over this many games the number of the first game shown, counted over all the player&apos;s games</extracomment>
        <translation>победа</translation>
    </message>
    <message>
        <source>another result</source>
        <translation>другой результат</translation>
    </message>
    <message>
        <source>average of the last {0} games</source>
        <translation>среднее за последние партии ({0})</translation>
    </message>
    <message>
        <source>{0}: {1} RP, {2} ({3})</source>
        <translation>{0}: {1} ОР, {2} ({3})</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <extracomment>the player wants to watch the game again the game review asked for</extracomment>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation>Побеждает {0}!</translation>
    </message>
    <message>
        <source>Final reputation points (RP) after three rounds (R-G1)</source>
        <translation>Итоговые очки репутации (ОР) после трёх раундов (R-G1)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Армии</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>ОР</translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation>Ничью разрешать не пришлось.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Смотреть запись</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Joraku — rules</source>
        <extracomment>letters a search for the plain letter also finds (the romanised area names use macrons) joins &quot;R-&quot; to the rest of a rule id in the shown text, so that no line breaks inside R-V2 the widest column of text, in pixels (about 90 characters of the 16 px sans) Enter without Shift: the next match, or the rule just found (RulesHelp.enter)</extracomment>
        <translation>Joraku — правила</translation>
    </message>
    <message>
        <source>Search: a rule id such as R-K4, or a word</source>
        <translation>Поиск: номер правила, например R-K4, или слово</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <extracomment>a rule id was just typed and its rule is shown: Enter stays on it</extracomment>
        <translation>Предыдущее совпадение (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Следующее совпадение (Enter)</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Содержание</translation>
    </message>
    <message>
        <source>Enter / Shift+Enter: next / previous match · Ctrl+F: search · Esc: close</source>
        <extracomment>the contents&apos; entries, one per heading, in the document&apos;s order</extracomment>
        <translation>Enter / Shift+Enter: следующее / предыдущее совпадение · Ctrl+F: поиск · Esc: закрыть</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Нет совпадений</translation>
    </message>
    <message numerus="yes">
        <source>Match {0} of %n</source>
        <translation>
            <numerusform>Совпадение {0} из %n</numerusform>
            <numerusform>Совпадение {0} из %n</numerusform>
            <numerusform>Совпадение {0} из %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <extracomment>past games the list keeps in view however short the window: below that the window scrolls past games read at a time; the next page is read when the list is scrolled near its end the game review of a past game asked for (its save&apos;s path)</extracomment>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Your record</source>
        <extracomment>the figures shown (None until the record has been read) the last read failed (the window says so rather than &quot;no games yet&quot;) the results listed in the games table, row by row</extracomment>
        <translation>Ваша история</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Double-click a game to open it again.</source>
        <translation>Дважды щёлкните по партии, чтобы открыть её снова.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Average RP</source>
        <translation>Средние ОР</translation>
    </message>
    <message>
        <source>Best RP</source>
        <translation>Лучшие ОР</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>By opponent level</source>
        <translation>По уровню соперников</translation>
    </message>
    <message>
        <source>By mode</source>
        <translation>По режиму</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Прошлые партии</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Соперники</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>RP</source>
        <translation>ОР</translation>
    </message>
    <message>
        <source>Variant cards</source>
        <translation>Карты вариантов</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>Подсказки</translation>
    </message>
    <message>
        <source>Reading your record…</source>
        <translation>Читаем вашу историю…</translation>
    </message>
    <message>
        <source>Everyone who played here</source>
        <translation>Все, кто здесь играл</translation>
    </message>
    <message>
        <source>Your record could not be read this time.</source>
        <translation>На этот раз вашу историю прочитать не удалось.</translation>
    </message>
    <message>
        <source>No finished game of yours is in the record yet: only games with a human player count.</source>
        <translation>В истории ещё нет ваших законченных партий: учитываются только партии с игроком-человеком.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and your record starts here: wins, RP and every past game, ready to open again.</source>
        <translation>Законченных партий пока нет. Доиграйте партию до конца — и здесь начнётся ваша история: победы, ОР и все прошлые партии, которые можно открыть снова.</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
</TS>
