<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>About</name>
    <message>
        <source>The font licence file (resources/fonts/OFL.txt) is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joraku Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The digital edition of Joraku, the trick-taking area-control board game of Sengoku Japan, for 2 to 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: the printed Joraku rulebook (the two-player variants R-V7 and R-V8 from its Russian edition), with the program&apos;s rulings where the print is silent. Press F1 for the rules in full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fonts: Joraku Sans and Joraku Serif are subsets of Noto Sans CJK JP and Noto Serif CJK JP (© Google, © Adobe), used under the SIL Open Font License 1.1, whose full text is under Show Details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Joraku</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <source>Placement (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action points (A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All actions… (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands are hidden. Click the table (or press Space) when ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {0}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard: ←/→ choose a card, Enter plays or picks it, K lists every action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass these cards (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this card (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action points: {0} (A)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionPicker</name>
    <message>
        <source>All actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose with the arrow keys and press Enter:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Pass {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement: up to 3 samurai in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action points: {0} AP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a samurai in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move your daimyo from {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a samurai from {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a {0} samurai from {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive a neutral samurai from {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done (end this card&apos;s action)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Joraku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave could not be resumed ({0}); it was renamed {1} and a new game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave could not be resumed ({0}); a new game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the unfinished game ({0}; round {1})?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Area</name>
    <message>
        <source> (inferred: a RULING, not printed on the board)</source>
        <extracomment>the influence row, the last result and the prestige chart sit at the foot of the area (these are distances from its bottom edge), so a taller area gives the token stacks the room the last prestige scoring of this area: [(army, rank, rp)]</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}: {1} RP for 1st / 2nd / 3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}). Influence: daimyo 2, each samurai 1 (R-C8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PRESTIGE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Banner</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores: Game → Results (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then {0} skirmishes, then prestige scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prestige scoring after the last one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (computer) is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} to act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: drag a card onto the skirmish (follow the {1} suit if you can).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: you lead. Drag any card onto the skirmish (or double-click it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: place up to 3 samurai in {1}, or take {2} action points?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: drag samurai from your supply to {1} ({2} left), then Done.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Drop the card on the skirmish area to play it.</source>
        <extracomment>the button is down on a piece that has not moved far enough to be a drag (a click, so far) a neutral samurai was clicked: the next click on an area says where it goes (R-V8) hot seat: the hands are hidden until the player to act is ready (R-P3)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card in the slots on the right to choose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the piece on an area of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the card onto the skirmish area, or double-click it, to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag it onto an area of the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game.</source>
        <extracomment>the tiles were laid out anew for the view&apos;s shape (layers drawn over them follow) where every tile goes: follows the shape of the view (:meth:`fit_to_aspect`)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} wins with the {1} ({2}).</source>
        <extracomment>the banner&apos;s instruction in place of the table&apos;s own (a tutorial step that is done) R-V7: the ways to play the card just dropped, while the player picks the army the mouse on the table, as one explicit mode the number (0-based) of the skirmish in ``_finished`` RP the panels show while a scoring beat counts them up (None: the view&apos;s RP); the round whose chart row the areas light meanwhile (the view may be in the next round)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kachidoki in {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no RP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R-V8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moves toward Kyoto each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daimyo in {0}; its samurai are moved, never removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daimyo card {0}; the daimyo stands in {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag onto the card&apos;s area to place this samurai (R-E1, R-E2 A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to a neighbouring area (1 AP, R-E2 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 AP: drive this neutral samurai to another area (R-V8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to remove this samurai (1 AP, R-E2 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>led suit: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AP left: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to place: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} resolves the {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody sees what they receive until everyone has chosen (R-P2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next
to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No variant cards: the rules as printed (R-S6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the rules as printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, click when ready (or press Space). Everyone else: look away.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>NINJA · any area</source>
        <extracomment>the label colours: received in the pass (gold), personal (teal), kept in the draft (green) a label under the card (R-P3 &quot;from Dai&quot;, R-V7 &quot;personal&quot; / &quot;kept&quot;), and its kind</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>area {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Unknown computer level ({0}); a Normal computer plays that seat.</source>
        <extracomment>a new or loaded game is in place (events, action, seat that acted) after every applied action or undo a human seat must decide now a computer seat is thinking (events) the applied action scored: play is held until :meth:`scoring_done` something for the status bar (autosave trouble, a computer error) one agent per computer seat, for the game in place a computer decision that arrived while paused, played on resume hints shown in this game (&quot;What would the computer do?&quot;); kept by the saves a window shows scoring as a beat of its own (bare controllers in tests do not) a scoring beat is on screen: play waits for :meth:`scoring_done` the tutorial&apos;s scripted decisions for the computer seats, in place of their AI: called when a computer seat is to act; None from it means &quot;wait&quot; (see :meth:`resume`)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: the scoring is being shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: it is a computer player&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player failed ({0}); it plays the first legal move instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A computer player chose an illegal move ({0}); it plays the first legal one instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hand</name>
    <message>
        <source>Already yours (kept or personal card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow the led suit ({0}) while you hold a {0} card (R-K2); the {1} is not {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Ninja: place up to 3 samurai in any areas (R-E1). Beats everything if a 6 is played in the same skirmish (R-K4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}: place up to 3 samurai in {2}, or take {1} action points (R-E2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The hint failed ({0}).</source>
        <extracomment>seconds the hint thinks over a card to play (the window&apos;s Hard takes 1 s; a player who asks can wait a little longer for a better answer) the thinking budget (tests set ``iterations`` and no clock, for speed and repeatability)</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Joraku</source>
        <extracomment>the log&apos;s narrowest width, and the most of the window&apos;s width it takes on its own a button the hint suggests pressing now (the hint&apos;s colour, views/hint_layer.py)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>Kachidoki and prestige scoring shown as beats of their own (R-KS, R-PR) &quot;What would the computer do?&quot;: asked here, thought off the GUI thread, drawn on the table records finished games (off, like the autosave, in a window that does not autosave) the open Statistics window, one at a time (deleted when closed) the open results dialog (deleted when closed; the window forgets it then) the open new-game dialog, one at a time (deleted when closed) the open replay window, one at a time (deleted when closed) the events of the action whose scoring is on screen (the table shows the map as scored) asks a yes/no question; tests replace it (QMessageBox.question blocks) Help → Learn to play: the lessons, the gate, the panel and the &quot;touch this&quot; marks asks the first-start question (title, text, yes, not now); tests replace it</extracomment>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of Joraku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Joraku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was added to your record (Game ▸ Statistics…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the game in progress? (It stays in the autosave until the new game&apos;s first move.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: the file is not a Joraku save this version can read ({1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save was recovered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is the autosave file: it is overwritten after every move. Please choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game as a replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The translation could not be loaded; English is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joraku — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save of this game is no longer there ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play for {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {0} card(s) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit Joraku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game is in progress. Quit? It is autosaved: you can resume it next time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <comment>suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <comment>suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Ninja</source>
        <comment>card: suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>card: suit, number</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kyoto</source>
        <comment>area 0</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ōmi</source>
        <comment>area 1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ise</source>
        <comment>area 2</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owari</source>
        <comment>area 3</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mikawa</source>
        <comment>area 4</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tōtōmi</source>
        <comment>area 5</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shinano</source>
        <comment>area 6</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>area: number, name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recruit: pass cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recruit: discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recruit: draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the cards to pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick a card of the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose placement or action points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place samurai or end the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spend action points or end the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Ninja beats a 6 (R-K4b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest number, played last among equals (R-K4c)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest number (R-K4a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} gains {1} RP in Kachidoki scoring ({2} in {3}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} gains {1} RP for {2} place in {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} gains {1} bonus RP: 1st where the daimyo stands (R-V1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} gains {1} RP for reaching Kyoto (R-V4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} gains {1} RP for following the led suit (R-V5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: nobody has influence there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} (+{2})</source>
        <comment>army, place, RP</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <comment>area: rankings</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ends the action ({1} AP unspent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ends the action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes back one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes back {1} steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes {1} action points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} chooses placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. {0} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} begins: the cards are shuffled and dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The neutral army marches one area toward Kyoto (R-V8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has made their choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone passes {0} cards to the left and takes the cards received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft is over: each player holds 8 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish phase of round {0}: {1} skirmishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} plays the {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} places a samurai in {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} moves the daimyo from {1} to {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} moves a samurai from {1} to {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} removes a samurai of {1} from {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} drives a neutral samurai from {1} to {2} (R-V8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} wins skirmish {1} with the {2} ({3}) and takes the Kachidoki card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both best armies have {0} RP; {1} wins with the stronger other army ({2} against {3} RP) (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both armies of each player tie ({0} and {1} RP); {2} wins holding the Kachidoki card (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} and {1} tie on {2} RP; the higher daimyo card ({3} against {4}) decides (R-G2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not well formed (its {0} is out of range).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: {0} must {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not hold the {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow the led suit ({0}) while you hold a card of it (R-K2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That army does not play in this skirmish: play for your other army (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no samurai left in your supply (R-E3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may place at most {0} samurai with one card (R-E1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {0} places samurai only in area {0} (R-E2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That costs {0} AP and you have {1} left (R-E2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} and {1} are not adjacent areas (R-C7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your daimyo is not in {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no samurai in {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You never remove your own samurai (R-E2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may remove an enemy samurai only where your daimyo stands (R-E2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A neutral samurai must go to another area, not behind the neutral daimyo (R-V8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a choice from the cards of {0} (R-P2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to take back: no samurai was placed or moved since the card was played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recruit phase of round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish phase of round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prestige phase of round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft pick {0}: each player puts a card aside and swaps the rest (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player discards a card face down (R-V8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 players ({0}), variant cards {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 players ({0}), no variant cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} players, variant cards {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} players, no variant cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game resumed: {0}. {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: {0}. {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>player (army colours)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {0} is {1}, not a regular file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file {0} is far too large to be a Joraku save (at most {1} bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is far too large to be a Joraku save (at most {0} bytes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file is invalid: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This copy of the game keeps no decisions and cannot be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seat has an unknown kind of player ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Joraku save (it is not text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged or cut short (it stops making sense at line {0}, column {1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Joraku save ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save was written by a newer Joraku Desktop (format {0}); please update the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s format ({0}) is not one this version can read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save holds a position the rules do not allow ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision {0} of the save ({1}) cannot be replayed: {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved position does not match its decisions: the file was edited or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save: the backup {0} is {1}, not a file. Choose another name or move it away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save: {0} is {1}, not a file. Choose another name or move it away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <comment>file name: problem</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preferences file {0} is not a regular file; default preferences are used and will not be saved over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preferences file {0} could not be read ({1}); default preferences are used and will not be saved over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preferences file {0} is damaged and could not be set aside; default preferences are used and will not be saved over it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder for saved games ({0}) cannot be created ({1}); games will not be autosaved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder for saved games ({0}) is read-only; games will not be autosaved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save {0} could not be loaded ({1}); its previous version, {2}, was loaded instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preferences file was far too large; it was set aside as {0} and default preferences are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preferences file was damaged; it was set aside as {0} and default preferences are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preferences could not be read ({0}); defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ inferred (RULING)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ partly inferred (RULING)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would the computer do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking about your move… Press Esc or H to cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the {0}, the {1} and the {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the {0} and the {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the {0} face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the {0} from the draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the {0} for your {1} army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose Placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose Action points (%n AP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %n samurai in {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %n samurai from {0} to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move your daimyo from {0} to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %n of {0}&apos;s samurai from {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive %n neutral samurai from {0} to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the action now (Done).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It wins the skirmish for sure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is likely to win the skirmish ({0}%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has a fair chance to win the skirmish ({0}%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is unlikely to win the skirmish ({0}%): a cheap card to give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot win this skirmish: a cheap card to give up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It takes {0} place in {1} (worth {2} RP this round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It takes {0} place in {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It climbs from {0} to {1} place in {2} (worth {3} RP this round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It climbs from {0} to {1} place in {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It gives up {0} place in {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It drops from {0} to {1} place in {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It makes {0} place in {1} safer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n daimyo in {0}: your rank there scores each time their army wins a skirmish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the only move possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your weakest cards: they win few skirmishes and place where you score little.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your weakest card: it wins few skirmishes and places where you score little.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strongest card of the draft: it wins skirmishes and places where you score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it wins: +%n RP in {0} (Kachidoki).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%n RP at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weighed over %n simulated rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing here gains more than it costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best value on the board for your seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints used in this game: %n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking… (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would the computer do? The Hard player suggests your move from what you can see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would the &amp;computer do?	H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is there when it is your turn to decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your record of finished games was damaged; it was set aside as {0} and a new record was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your record of finished games was written by a newer version of Joraku; it was set aside as {0} and a new record was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a file, so finished games are not recorded this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your record of finished games is damaged and could not be set aside ({0}); finished games are not recorded this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your record of finished games cannot be opened ({0}); finished games are not recorded this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your record of finished games could not be read ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game could not be added to your record ({0}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 players, 2 against 2 (R-V7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 players, neutral army (R-V8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only human opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <comment>place of players</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, step 1 of 2 (R-V8): choose 3 cards to pass to {1} ({2} of 3 chosen), then press “Pass these cards”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: choose 2 cards to pass to {1} ({2} of 2 chosen; click or drag them into the slots), then press “Pass these cards”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, step 2 of 2 (R-V8): choose 1 card to discard face down, then press “Discard”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, draft pick {1} of 5 (R-V7): choose 1 card to keep, then press “Keep this card”; the rest goes to {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: no action points left. Press Done to end the action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: nothing more can be done with these action points. Press Done (unspent AP are lost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: no more samurai can be placed now. Press Done to end the action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} AP left. Drag your daimyo ({2} AP) or a samurai (1 AP) to a neighbouring area, or click an enemy samurai where your daimyo stands (1 AP); then Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} AP left: not enough to move your daimyo. Drag a samurai to a neighbouring area or click an enemy samurai where your daimyo stands (1 AP each); then Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: click the area where the neutral samurai from {1} goes — any other area not behind the neutral daimyo (R-V8). Click another piece to change your mind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: which army plays the {1}? Press “Play for {2}” or “Play for {3}” (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may drive away a neutral samurai only where your daimyo stands (R-V8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces on the map move only with action points; this card places samurai from your supply (R-E2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action points move pieces already on the map; samurai leave the supply only by Placement (R-E2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You move only your own daimyo (R-E2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose Placement or Action points for the card you played (R-E2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish this card&apos;s action first (press Done); your next card waits for the next skirmish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is already yours (personal or kept): pick one of the draft cards (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First play a card: its number says what you may do (R-E2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 1 of 2: pass 3 cards to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass 2 cards to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step 2 of 2: discard 1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep 1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft: pick {0} of 5 · {1} of 1 chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You passed {1} to {0}. Your discard stays face down; nobody will see it (R-V8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rest of this draft hand goes to {0} (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} now holds what you handed on: {1}. The rest of this hand goes to {0} (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you know (R-P3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed to {0}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed to {0} (held, or their discard):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received from {0}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} kept from your draft hands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handed on to {0} in the last swap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you know of other hands (R-P3): the cards you passed, which your left neighbour holds until they are played, and the cards you received and from whom. Played cards leave this list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {0}: {1} holds it until it is played (R-P3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {0}: you received it from {1} in the pass (R-P3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>personal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal card: dealt to you before the draft (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the draft: you picked it (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your draft hand: pick one to keep; the rest goes on (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kachidoki card (R-C5): its holder leads the next skirmish. The winner of each skirmish takes it (R-K5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ {0}: influence {1} here, the most of anyone — 1st if the area were scored now (R-PR2). Daimyo 2, each samurai 1 (R-C8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: influence {1} here. Daimyo 2, each samurai 1 (R-C8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≈ Round {0} prestige: {1} RP for 1st / 2nd / 3rd (R-PR4). Inferred: a RULING, not printed on the board; the chart file in resources/ can be corrected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} prestige: {1} RP for 1st / 2nd / 3rd (R-PR4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s supply: {1} samurai off the map (R-C2). Placing takes them from here; you cannot place more than you have (R-E3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The neutral army has no supply: its samurai are moved, never removed (R-V8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: daimyo card (R-C3), supply (R-C2), RP (R-S5) and hand. Point at each for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The neutral army (R-V8): it ranks in scoring but never gains RP; it marches toward Kyoto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} RP (reputation points, R-S5). Most RP wins (R-G1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s daimyo card {1} (R-C3): its daimyo started in area {1} (R-S4); it breaks ties (R-G2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in hand: %n (R-P1).</source>
        <comment>hand size</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s samurai: influence 1 in its area (R-C8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s samurai in the supply (R-C2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s daimyo: influence 2 in its area (R-C8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {0}, played by {1} in this skirmish (R-K1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skirmish (R-K1): everyone plays one card in turn, following the led suit if they can (R-K2); the highest number wins, a Ninja beats a 6 (R-K4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round (3 in all, R-R1), its phase and what to do now. Each round: recruit, skirmishes, prestige scoring (R-R1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card you keep here (R-V7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card to discard face down here (R-V8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the cards to pass here; they go face down to your left neighbour (R-P2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home advantage</source>
        <comment>variant card R-V1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared glory</source>
        <comment>variant card R-V2</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle cry</source>
        <comment>variant card R-V3</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audience in Kyoto</source>
        <comment>variant card R-V4</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loyal vassals</source>
        <comment>variant card R-V5</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swift march</source>
        <comment>variant card R-V6</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prestige phase: a player ranked 1st in the area where their own daimyo stands gains bonus RP equal to that area&apos;s number (Kyoto 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties in any ranking share the highest rank the tie covers instead of the lowest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kachidoki scoring pays 4 / 2 / 0 instead of 3 / 2 / 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per game per army: moving your daimyo into Kyoto gains RP equal to your daimyo card&apos;s number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skirmish phase: playing a card of the suit led by the starting player gains 2 RP (not for the lead card itself).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving your daimyo costs 1 AP instead of 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring: click the table or press Space to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kachidoki scoring · round {0}, skirmish {1} of {2} (R-KS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} wins the skirmish with the {1}: {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s daimyo stands in {1}: ranked by influence there, 1st {2} · 2nd {3} · 3rd {4} RP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prestige phase · round {0} · {1} ({2} of {3}, R-PR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, chart row of round {1}: 1st {2} · 2nd {3} · 3rd {4} RP (R-PR4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{0} RP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} + {1} ★</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{0} daimyo bonus (R-V1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never scores (R-V8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied armies share the highest rank the tie covers (R-V2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied armies share the lowest rank the tie covers (R-T1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has influence here: no RP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or press Space to go on · Esc skips to the round summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click or press Space to hurry on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of round {0}: the prestige phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RP each army gained in each area (★: chart + daimyo bonus, R-V1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RP each army gained in each area by the round&apos;s chart (R-PR).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prestige this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score before the phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the final results (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start round {0} (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final results follow in a moment… (click to go on now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} begins in a moment… (click to go on now)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning so far: {0} with the {1} — {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning so far: {0} with the {1} — the only card yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kachidoki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prestige</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daimyo bonus (R-V1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kyoto (R-V4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow suit (R-V5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the RP came from: by round and by source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RP over the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results are shown when the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joraku game log: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal · decision 0 of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} · Skirmish {1} of {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {0} · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the deal (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One decision back (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One decision on (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the last decision (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the decisions one after another (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the start of a round or a skirmish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose view of the table is shown (R-P3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game from this position, with the same players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the whole log of this game as text or as a web page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every player&apos;s hand: the game is over, nothing is secret any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is still going on: the replay shows only what the chosen player knew (R-P3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game goes on from the replay: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the game in progress and play on from this position of the replay? (It stays in the autosave until the new game&apos;s first move.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log exported to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log could not be written: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay: {0} decides next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue (you)</source>
        <extracomment>the computer seats&apos; names in the tutorial (names, not words: they are not translated)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Joraku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You command the blue army: a daimyo (the big token) and 10 samurai. The map is a line of seven areas, from 6 Shinano on the right to Kyoto on the left.

Over 3 rounds you play cards to put samurai on the map, move them and win skirmishes. Each round pays prestige points (RP) in every area to the armies with the most influence there: a daimyo counts 2, a samurai 1. Most RP after round 3 wins.

Akane (red), Kiyo (yellow) and Midori (green) play with you. Press Next to begin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pass (R-P2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each round begins with a new hand: 5 cards each with 4 players (6 with 3); the card left over is set aside unseen (R-P1). Everyone chooses 2 cards and passes them, face down, to the player on the left, all at the same time.

Pass away what you need least: click the yellow 1 and the red 2 (they rise), then press Pass these cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is now a series of skirmishes, one for each card in hand: everyone plays one card, starting with the holder of the Kachidoki card (勝鬨). At the start of the game it goes to the highest daimyo card (R-S3) — your 6.

The first card fixes the suit of the skirmish. Lead the blue 5: drag it from your hand onto the skirmish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2 begins with new cards, but the map stays as it is: every token stays where it stands (R-R2), and the last skirmish&apos;s winner keeps the Kachidoki card and leads (R-R3).

The charts change with the round: each area shows a row for each round, and the lit row is this round&apos;s. Shinano pays nothing from round 2; Owari and Ise pay most in round 2, Ōmi and Kyoto in round 3 (Kyoto 7/4/2).

So the armies move toward Kyoto over the game: put samurai where the next rounds will pay, and walk your daimyo west.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your 2 cards went to Akane on your left, and Midori on your right passed you the yellow Ninja and the red 1. You know where the cards you passed are: the panel What you know keeps count of them (R-P3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading a skirmish (R-K1, R-K2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue is the suit of this skirmish: everyone after you must play a blue card if they have one. Only a player without blue may play any card (R-K2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement or action points (R-E2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card acts as soon as it is played (R-K3). A numbered card gives you the choice: Placement puts up to 3 samurai from your supply in the area with the card&apos;s number; Action points give you as many points as the number, to move and remove.

Press Placement, drag 2 samurai from your supply onto 5 Tōtōmi, then press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Akane and Midori followed blue; Kiyo had no blue card and played the yellow 3. The highest number wins whatever its suit (R-K4a): your 5 won the skirmish. You keep the Kachidoki card, lead the next skirmish, and scored 3 RP at once — the next step says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kachidoki scoring (R-KS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whoever wins a skirmish takes the Kachidoki card, and one area scores at once: the area where the winner&apos;s daimyo stands — not where the card placed samurai.

The armies with influence there are ranked: 1st gets 3 RP, 2nd 2 RP, 3rd 1 RP. Your daimyo stands alone in 6 Shinano, so you were 1st there: 3 RP.

A daimyo in a crowded area can score little even for the winner, so where it stands matters. The next card moves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action points: move your daimyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead the red 4 (drag it onto the skirmish) and press Action points: you get 4 AP to spend now. Moving your daimyo to an adjacent area costs 2 AP; moving a samurai costs 1 AP.

Then drag your daimyo from 6 Shinano to 5 Tōtōmi, where your samurai are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your daimyo stands in Tōtōmi now, with your 2 samurai: 4 influence there. 2 AP are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action points: remove a samurai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For 1 AP you may remove an opponent&apos;s samurai from the area where your daimyo stands at that moment; it goes back to its owner&apos;s supply. Never your own.

Click each of Akane&apos;s 2 red samurai in Tōtōmi, then press Done (unspent AP are lost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Akane played the red 6 and Midori, out of red, the blue 6. Two equal highest cards: the one played last wins (R-K4c), so Midori took the Kachidoki card. Her daimyo is in Tōtōmi, where your 4 influence beat her 2: you scored 3 RP and she 2 — the winner is not always the one who scores most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Ninja beats a 6 (R-K4b, R-E1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Midori leads the yellow 6. A Ninja counts 0 — unless a 6 is played in the same skirmish: then the Ninja wins.

Play your yellow Ninja (it follows yellow). A Ninja places up to 3 samurai in any areas, Kyoto included: drag one samurai onto Kyoto and one onto 5 Tōtōmi, then press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 6 was played, so your Ninja won the skirmish (R-K4b). Kachidoki scoring in Tōtōmi, where your daimyo stands: 5 influence against Midori&apos;s 2, 3 RP for you and 2 for her.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the round: prestige (R-PR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two skirmishes are left. Play them out: lead the blue 1 and place 1 samurai in Ōmi; in the last skirmish play the red 1 the same way. Each step is lit on the table.

When the hands are empty, every area scores in turn, from 6 Shinano to Kyoto, by its chart for this round (R-PR1, R-PR2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 1 pays most on the right: Shinano 7/4/2, Tōtōmi 6/3/2, Mikawa 5/3/2, while Ōmi and Kyoto pay nothing yet. Your 5 influence made you 1st in Tōtōmi: 6 RP. Midori, 1st in Shinano, took 7. Tied armies share the lower rank (R-T1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The march toward Kyoto (R-R2, R-PR4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game (R-G1, R-G2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is a later game, before the last skirmish of round 3. After the prestige phase of round 3 the game ends: most RP wins (R-G1).

You and Akane both have 31 RP. If you are still level at the end, the higher daimyo card wins (R-G2): yours is the 6, so you would win.

That is all of Joraku. The rules help (F1) has every detail and the variant cards. Press Finish to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch: the others play their turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the scoring: click the table or press Space to hurry it on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Next to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Finish to play a game of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this lesson. {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: this step is done. Press Next to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson does not take moves back: press Restart step to begin it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the tutorial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joraku — Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New to Joraku? Learn to play in 5 minutes, with a guided game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You left the tutorial. Help ▸ Learn to play starts it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the {0} and the {1}, then press Pass these cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the {0} onto the skirmish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Action points ({0} AP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a samurai from your supply onto {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag your daimyo onto {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a samurai from {0} onto {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a {0} samurai in {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>the neutral army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>player (army colour)</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <extracomment>the largest seed the box takes (the save format allows more; people never need it) characters a person may use to group digits (&quot;1,000&quot;, &quot;1 000&quot;, &quot;1&apos;000&quot;, &quot;1_000&quot;) a message longer than this is cut: Qt lays out a 3.8 M character box for half a minute a file name in a message, a menu or the status bar the longest seat name (what save files and the settings accept); the table elides long ones names earlier versions filled in for the local player: &quot;You&quot; made &quot;You plays the blue 6.&quot; how many variant cards a game uses (R-S6: &quot;draw 2 of the 6&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats (in play order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-player variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R-V7: 2 against 2 — each player commands two armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R-V8: two players and a neutral army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant cards (advanced game, R-S6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 chosen:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>variant card: id, name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed (optional: the same seed deals the same cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Tick exactly 2 cards (R-S6): %n ticked.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 2,000,000,000 (empty: a random deal).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>supply {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no supply</source>
        <extracomment>the line under the header: who plays the seat, and what it is doing now plain words under the army row: where the daimyo stands the hand face up (a replay of a finished game with every hand revealed); else backs</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never scores RP (R-V8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kachidoki
leads next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer · {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>This is a replay: use Play from here to play on.</source>
        <extracomment>how long each decision stays on the table when the replay plays itself (ms) words for the step under the mouse (its tooltip) the whole log, and where each step&apos;s lines end in it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a line to go to that moment of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal every hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export the log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>Your RP, game by game</source>
        <extracomment>at most this many games in the chart (the most recent); the list below holds them all the chart&apos;s average line: over this many games the number of the first game shown, counted over all the player&apos;s games</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your RP in the last {0} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average of the last {0} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} RP, {2} ({3})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <extracomment>the player wants to watch the game again (issue 12)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final reputation after three rounds (R-G1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tie-break was needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Joraku — rules</source>
        <extracomment>letters a search for the plain letter also finds (the romanised area names use macrons) joins &quot;R-&quot; to the rest of a rule id in the shown text, so that no line breaks inside R-V2 the widest column of text, in pixels (about 90 characters of the 16 px sans)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: a rule id such as R-K4, or a word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter / Shift+Enter: next / previous match · Ctrl+F: search · Esc: close</source>
        <extracomment>the contents&apos; entries, one per heading, in the document&apos;s order</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Match {0} of %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your record</source>
        <extracomment>the results listed in the games table, row by row</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a game to open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average RP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best RP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By opponent level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone who played here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game of yours is in the record yet: only games with a human player count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and your record starts here: wins, RP and every past game, ready to open again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
