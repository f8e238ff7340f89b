"""The in-game rules help: a short "how to play" for newcomers, built from the rules data so
the prestige charts shown are the ones the engine uses (inferred rows marked)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..model import default_rules

translate = QCoreApplication.translate


def rules_html() -> str:
    r = default_rules()
    rows = []
    for a in range(6, -1, -1):
        cells = []
        for rnd in range(3):
            pts = "/".join(str(x) for x in r.chart[a][rnd])
            cells.append(f"<td><i>{pts} ≈</i></td>" if r.inferred[a][rnd] else f"<td>{pts}</td>")
        rows.append(f"<tr><td>{r.area_name(a)} {r.areas[a].kanji}</td>{''.join(cells)}</tr>")
    variants = "".join(f"<li><b>{v.id} {v.name}</b>: {v.text}</li>" for v in r.variant_cards)
    body = translate(
        "Help",
        """
<h2>Joraku in one page</h2>
<p><b>Goal:</b> have the most reputation points (RP) after 3 rounds.
Ties: the higher daimyo card wins (R-G2).</p>
<p><b>Each round</b> (R-R1): <b>Recruit</b> — choose 2 cards and pass them to the player on your left
(R-P2). <b>Skirmishes</b> — everyone plays one card per skirmish, starting with the Kachidoki holder;
follow the led suit if you can (R-K2). <b>Prestige</b> — every area pays RP to its 1st/2nd/3rd
by influence.</p>
<p><b>A card's effect</b> happens at once (R-K3). A number card: either <b>place</b> up to 3 samurai
from your supply in the area with that number, or take that many <b>action points</b>: move your
daimyo to a neighbouring area (2 AP), move a samurai to a neighbouring area (1 AP), remove an enemy
samurai from your daimyo's area (1 AP). A <b>Ninja</b>: place up to 3 samurai anywhere, Kyoto included.</p>
<p><b>Winning a skirmish</b> (R-K4): the highest number wins; a Ninja wins if a 6 was played;
ties go to
the card played last. The winner takes the Kachidoki card and scores at once where their daimyo stands:
3/2/1 RP to the 1st/2nd/3rd by influence (R-KS).</p>
<p><b>Influence</b> (R-C8): daimyo 2, each samurai 1. Tied players share the lowest rank they cover
(R-T1).</p>
<h3>Prestige charts (RP for 1st/2nd/3rd)</h3>
<p>Rows marked ≈ are inferred (a RULING: the printed rules show only areas 4–6). Edit
resources/rules.json if your board differs.</p>
""",
    )
    table = (
        "<table border=1 cellpadding=4><tr><th></th><th>Round 1</th><th>Round 2</th><th>Round 3</th></tr>"
        + "".join(rows)
        + "</table>"
    )
    tail = translate("Help", "<h3>Variant cards</h3>")
    keys = translate(
        "Help",
        """
<h3>Mouse and keyboard</h3>
<ul><li>Drag a card onto the skirmish area, or double-click it, to play it.
←/→ choose a card, Enter plays it.</li>
<li>P = placement, A = action points, D = done, Ctrl+Z = undo, K = list of every legal action.</li>
<li>Drag samurai from your supply (your panel) onto the map; drag your daimyo or samurai to a
neighbouring area; click an enemy samurai next to your daimyo to remove it.</li></ul>""",
    )
    return body + table + tail + f"<ul>{variants}</ul>" + keys
