"""Help → Learn to play: the lessons (one per step of ``tutorial/script.py``), the panel's
buttons and lines, and each taught decision as the gesture that makes it.
"""

from __future__ import annotations

from ..model.actions import AP, DAIMYO, END, MOVE, PASS, PLACE, PLACEMENT, PLAY, REMOVE, Action
from .basics import area_name, card_words, colour_word
from .translation import translate

#: the computer seats' names in the tutorial (names, not words: they are not translated)
TUTORIAL_NAMES = ("Akane", "Kiyo", "Midori")


def tutorial_player_name() -> str:
    """The player's seat in the tutorial's game (the log names players in the third person)."""
    return translate("Messages", "Blue (you)")


def tutorial_lesson(key: str) -> tuple[str, str, str]:
    """A step of the tutorial (``tutorial/script.py``): its title, the lesson, and what happened
    and why once the step is done (empty for a narrated step). Paragraphs are separated by a
    blank line."""
    lessons = {
        "welcome": (
            translate("Messages", "Welcome to Joraku"),
            translate(
                "Messages",
                "You command the blue army: a daimyo (the big token) and 10 samurai. The map is a line of "
                "seven areas, from 6 Shinano on the right to Kyoto on the left.\n\n"
                "Over 3 rounds you play cards to put samurai on the map, move them and win skirmishes. "
                "Each round every area pays its prestige, in reputation points (RP), to the armies with the "
                "most influence there: a daimyo counts 2, a samurai 1. Most RP after round 3 wins.\n\n"
                "Akane (red), Kiyo (yellow) and Midori (green) play with you. Press Next to begin.",
            ) + "\n\n" + translate(
                "Messages",
                "To keep the lessons short, this game starts from a set position: a few of your "
                "opponents' samurai already stand on the map. A game of your own starts with every "
                "samurai in its supply and only the daimyos on the map (R-S1, R-S4).",
            ),
            "",
        ),
        "pass": (
            translate("Messages", "The pass (R-P2)"),
            translate(
                "Messages",
                "Each round begins with a new hand: 5 cards each with 4 players (6 with 3); the card left "
                "over is set aside unseen (R-P1). Everyone chooses 2 cards and passes them, face down, to "
                "the player on the left, all at the same time.\n\n"
                "Pass away what you need least: click the yellow 1 and the red 2 (they rise), then press "
                "Pass these cards.",
            ) + "\n\n" + translate(
                "Messages",
                "“The player on the left” is the next player in turn order (R-S7): on screen, the panel "
                "just right of yours — Akane. You receive from the player before you, Midori.",
            ),
            translate(
                "Messages",
                "Your 2 cards went to Akane on your left, and Midori on your right passed you the yellow "
                "Ninja and the red 1. You know where the cards you passed are: the panel What you know "
                "keeps count of them (R-P3).",
            ),
        ),
        "lead": (
            translate("Messages", "Leading a skirmish (R-K1, R-K2)"),
            translate(
                "Messages",
                "The round is now a series of skirmishes, one for each card in hand: everyone plays one "
                "card, starting with the holder of the Kachidoki card (勝鬨). At the start of the game it "
                "goes to the highest daimyo card (R-S3) — your 6.\n\n"
                "The first card fixes the suit of the skirmish. Lead the blue 5: drag it from your hand "
                "onto the skirmish.",
            ),
            translate(
                "Messages",
                "Blue is the suit of this skirmish: everyone after you must play a blue card if they "
                "have one. Only a player without blue may play any card (R-K2).",
            ),
        ),
        "placement": (
            translate("Messages", "Placement or action points (R-E2)"),
            "\n\n".join((
                translate("Messages", "Press Placement, drag 2 samurai from your supply onto 5 Tōtōmi, then "
                          "press Done."),
                translate(
                    "Messages",
                    "A card acts as soon as it is played (R-K3). A numbered card gives you the choice: "
                    "Placement puts up to 3 samurai from your supply in the area with the card's number; "
                    "Action points give you as many points as the number, to move and remove.",
                ),
                translate(
                    "Messages",
                    "Your supply is all the samurai you will ever have: 10 (R-S1). A samurai placed "
                    "leaves it, and comes back only when it is removed from the map (R-E2); with an "
                    "empty supply, Placement places nothing (R-E3).",
                ),
            )),
            translate(
                "Messages",
                "Akane and Midori followed blue; Kiyo had no blue card and played the yellow 3. The "
                "highest number wins whatever its suit (R-K4a): your 5 won the skirmish. You keep the "
                "Kachidoki card, lead the next skirmish, and scored 3 RP at once — the next step says why.",
            ),
        ),
        "kachidoki": (
            translate("Messages", "Kachidoki scoring (R-KS)"),
            translate(
                "Messages",
                "Whoever wins a skirmish takes the Kachidoki card, and one area scores at once: the area "
                "where the winner's daimyo stands — not where the card placed samurai.\n\n"
                "The armies with influence there are ranked: 1st gets 3 RP, 2nd 2 RP, 3rd 1 RP. Your "
                "daimyo stands alone in 6 Shinano, so you were 1st there: 3 RP.\n\n"
                "A daimyo in a crowded area can score little even for the winner, so where it stands "
                "matters. The next card moves it.",
            ) + "\n\n" + translate(
                "Messages",
                "Armies level on influence share the lowest rank their tie covers: two tied for 1st "
                "are both 2nd and score 2 RP, and nobody is 1st (R-KS3, R-T1).",
            ),
            "",
        ),
        "daimyo": (
            translate("Messages", "Action points: move your daimyo"),
            translate(
                "Messages",
                "Lead the red 4 (drag it onto the skirmish) and press Action points: you get 4 AP to spend "
                "now. Moving your daimyo to an adjacent area costs 2 AP; moving a samurai costs 1 AP.\n\n"
                "Then drag your daimyo from 6 Shinano to 5 Tōtōmi, where your samurai are.",
            ),
            translate(
                "Messages",
                "Your daimyo stands in Tōtōmi now, with your 2 samurai: 4 influence there. 2 AP are left.",
            ),
        ),
        "remove": (
            translate("Messages", "Action points: remove a samurai"),
            translate(
                "Messages",
                "For 1 AP you may remove an opponent's samurai from the area where your daimyo stands at "
                "that moment; it goes back to its owner's supply. Never your own.\n\n"
                "Click each of Akane's 2 red samurai in Tōtōmi, then press Done (unspent AP are lost).",
            ),
            translate(
                "Messages",
                "Akane played the red 6 and Midori, out of red, the blue 6. Two equal highest cards: the "
                "one played last wins (R-K4c), so Midori took the Kachidoki card. Her daimyo is in Tōtōmi, "
                "where your 4 influence beat her 2: you scored 3 RP and she 2 — the winner is not always "
                "the one who scores most.",
            ),
        ),
        "ninja": (
            translate("Messages", "The Ninja beats a 6 (R-K4b, R-E1)"),
            translate(
                "Messages",
                "Midori leads the yellow 6. A Ninja counts 0 — unless a 6 is played in the same skirmish: "
                "then the Ninja wins.\n\n"
                "Play your yellow Ninja (it follows yellow). A Ninja places up to 3 samurai in any areas, "
                "Kyoto included: drag one samurai onto Kyoto and one onto 5 Tōtōmi, then press Done.",
            ) + "\n\n" + translate(
                "Messages",
                "Any Ninja beats a 6, whatever its colour: a player with no card of the led suit may "
                "play a Ninja of another suit, and it still wins (R-K2, R-K4b).",
            ),
            translate(
                "Messages",
                "A 6 was played, so your Ninja won the skirmish (R-K4b). Kachidoki scoring in Tōtōmi, "
                "where your daimyo stands: 5 influence against Midori's 2, 3 RP for you and 2 for her.",
            ),
        ),
        "prestige": (
            translate("Messages", "The end of the round: prestige (R-PR)"),
            translate(
                "Messages",
                "Two skirmishes are left. Play them out: lead the blue 1 and place 1 samurai in Ōmi; in "
                "the last skirmish play the red 1 the same way. Each step is lit on the table.\n\n"
                "When the hands are empty, every area scores in turn, from 6 Shinano to Kyoto, by its "
                "chart for this round (R-PR1, R-PR2).",
            ),
            translate(
                "Messages",
                "Round 1 pays most on the right: Shinano 7/4/2, Tōtōmi 6/3/2, Mikawa 5/3/2, while Ōmi and "
                "Kyoto pay nothing yet. Your 5 influence made you 1st in Tōtōmi: 6 RP. Midori, 1st in "
                "Shinano, took 7. Tied armies share the lower rank (R-T1).",
            ),
        ),
        "table": (
            translate("Messages", "Reading the table (R-C8, R-PR4)"),
            "\n\n".join((
                translate("Messages", "Click each of them as the lit line asks. Pointing at a box or a row "
                          "shows its tooltip."),
                translate(
                    "Messages",
                    "Under the tokens of each area, a box for each army shows its influence there: daimyo 2, "
                    "each samurai 1 (R-C8). ★ marks the most influence in the area: that army would be 1st "
                    "if the area were scored now. A dotted box is an army with nothing there.",
                ),
                translate(
                    "Messages",
                    "The strip R1 shows what each army scored in the area in round 1's prestige phase: B+6 "
                    "is blue with 6 RP. It stays until the next skirmish begins.",
                ),
                translate(
                    "Messages",
                    "Below it, the area's prestige chart: a row for each round, RP for 1st / 2nd / 3rd, and "
                    "this round's row lit. A row marked ≈ (in italics) is the game's best estimate: the "
                    "rules give the charts of areas 4 to 6 only, and the others are filled in to match "
                    "them (R-PR4).",
                ),
            )),
            "",
        ),
        "rounds": (
            translate("Messages", "The march toward Kyoto (R-R2, R-PR4)"),
            "\n\n".join((
                translate("Messages", "First the pass again (R-P2): click the red 3 and the blue 3, then "
                          "press Pass these cards."),
                translate(
                    "Messages",
                    "Round 2 begins with new cards, but the map stays as it is: every token stays where it "
                    "stands (R-R2), and the last skirmish's winner keeps the Kachidoki card and leads "
                    "(R-R3).",
                ),
                translate(
                    "Messages",
                    "The lit chart row is round 2's now: Shinano pays nothing any more, Owari pays most "
                    "(5/3/2), and in round 3 Kyoto (7/4/2) and Ōmi (6/3/2) pay most. So the armies move "
                    "toward Kyoto over the game: put samurai where the next rounds will pay, and walk your "
                    "daimyo west.",
                ),
            )),
            translate(
                "Messages",
                "Midori passed you the red 2 and the blue Ninja. Kiyo won the last skirmish of round 1, so "
                "she holds the Kachidoki card and leads.",
            ),
        ),
        "hint": (
            translate("Messages", "Ask for a hint (H)"),
            translate(
                "Messages",
                "Kiyo leads the yellow 4 and Midori follows with the yellow 5: your turn.\n\n"
                "Whenever you are unsure, press H (or the Hint button): a computer player looks at what "
                "you can see and shows what it would do, with arrows and ghost pieces on the table and "
                "its reasons in numbers. Press H now.",
            ),
            translate(
                "Messages",
                "A hint is advice: you decide. H again or Esc takes it away, and every game offers it. "
                "Press Next: the lesson shows what to do with the yellow 3.",
            ),
        ),
        "move": (
            translate("Messages", "Action points: move samurai"),
            translate(
                "Messages",
                "Your only yellow card is the 3, so you must play it (R-K2). Take its 3 AP: moving one of "
                "your samurai to an adjacent area costs 1 AP, and the same samurai may move again.\n\n"
                "Round 2 pays more to the west. Drag the yellow 3 onto the skirmish and press Action "
                "points; drag 2 samurai from 5 Tōtōmi onto 4 Mikawa, then one of them on to 3 Owari, and "
                "press Done.",
            ),
            translate(
                "Messages",
                "Akane, out of yellow, placed 2 samurai in Mikawa with her red 4. Midori's 5 was the "
                "highest card (R-K4a). Kachidoki scoring in Tōtōmi, where her daimyo stands: Midori 1st, "
                "you 2nd with your daimyo and one samurai (2 RP), Kiyo 3rd.",
            ),
        ),
        "keys": (
            translate("Messages", "Every action in a list (K)"),
            translate(
                "Messages",
                "Midori leads the yellow 6. You have no yellow card left, so you may play any card, and "
                "since a 6 was played, a Ninja would win (R-K4b).\n\n"
                "Every decision can also be made from a list: press K (or All actions) to see every "
                "action you may take now, and choose the blue Ninja in it.",
            ),
            translate(
                "Messages",
                "The list holds exactly what the table allows; choosing from it is the same as the "
                "gesture. From here on the game is yours: press Next.",
            ),
        ),
        "play": (
            translate("Messages", "Your game"),
            translate(
                "Messages",
                "Play the rest of the game yourself: the last skirmishes of round 2, then round 3. "
                "Akane, Kiyo and Midori now choose for themselves. Your Ninja places first: up to 3 "
                "samurai in any areas.\n\n"
                "Round 3 pays most near Kyoto. H shows a hint and K every action; Undo (Ctrl+Z) takes "
                "back your last decision while no computer has acted since. After round 3's prestige "
                "phase the game ends (R-G1).",
            ),
            "",
        ),
        "end": (
            translate("Messages", "The end of the game (R-G1, R-G2)"),
            translate(
                "Messages",
                "Round 3's prestige phase is scored and the game is over: most RP wins (R-G1). Players "
                "level on RP are ranked by their daimyo cards, the higher first (R-G2); no two are "
                "alike, so there is always one winner.\n\n"
                "The Results window shows the ranking and where everyone's RP came from, round by round. "
                "Game → Results (Ctrl+R) opens it again.\n\n"
                "That is all of Joraku. The rules help (F1) has every detail and the variant cards. Press "
                "Finish to set up your own game: your opponents and how well they play.",
            ),
            "",
        ),
    }
    return lessons.get(key, (key, "", ""))


def tutorial_step_text(number: int, total: int) -> str:
    return translate("Messages", "Step {0} of {1}").format(number, total)


def tutorial_watch_text() -> str:
    return translate("Messages", "Watch: the others play their turns.")


def tutorial_scoring_text() -> str:
    return translate("Messages", "Watch the scoring: click the table or press Space to hurry it on.")


def tutorial_next_text() -> str:
    return translate("Messages", "Press Next (or Enter) to go on.")


def tutorial_finish_text() -> str:
    return translate(
        "Messages", "Close the Results (Esc), then press Finish (or Enter) to play a game of your own."
    )


def tutorial_keys_text(a: Action, row: str) -> str:
    """The taught decision by keyboard alone, said under the gesture (``row``: the decision as
    the list of every action words it, for the steps on the map)."""
    k = a.kind
    if k == PASS:
        keys = translate("Messages", "←/→ to each card and Enter to pick it; Enter again passes them.")
    elif k == PLAY:
        keys = translate("Messages", "←/→ to the {0}, then Enter.").format(card_words(a.card))
    elif k == PLACEMENT:
        keys = translate("Messages", "P (or Enter).")
    elif k == AP:
        keys = translate("Messages", "A (or Enter).")
    elif k == END:
        keys = translate("Messages", "D (or Enter).")
    else:
        keys = translate("Messages", "←/→ to “{0}” on the map, then Enter (or K, then Enter).").format(row)
    return tutorial_keys_line(keys)


def tutorial_keys_line(keys: str) -> str:
    """What to press, as the lesson's task line says it under the mouse's way."""
    return translate(
        "Messages", "Keys: {0}", "the keyboard's way to do what the line above says"
    ).format(keys)


def tutorial_look_keys_text() -> str:
    """A part of the table to find, by keyboard: Enter finds it and says what its tooltip says."""
    return tutorial_keys_line(translate("Messages", "Enter finds it and reads out what it shows."))


def tutorial_press_text(key: str) -> str:
    """The key a lesson asks for (``Step.press``), as the task line says it."""
    if key == "hint":
        return translate("Messages", "Press H (or the Hint button).")
    return translate("Messages", "Press K (or All actions).")


def tutorial_press_first_text(key: str) -> str:
    """A decision before the key the lesson asks for, in one line."""
    return tutorial_refusal_text(tutorial_press_text(key))


def tutorial_pick_text(a: Action) -> str:
    """The taught card, to be chosen in the list of every action (K) the lesson opened."""
    return translate(
        "Messages", "Choose the {0} in the list (Enter), or drag it onto the skirmish."
    ).format(card_words(a.card))


def tutorial_look_text(part: str, area: int, round_: int) -> str:
    """A part of the table the lesson asks the player to click: their own influence box
    ("influence"), the area's prestige result of round ``round_`` ("result", the strip "R1") or
    its chart ("chart")."""
    if part == "influence":
        return translate("Messages", "Click your ★ box in {0}.").format(area_name(area))
    if part == "result":
        label = translate("Messages", "R{0}", "the label of a round's prestige results on an area")
        strip = label.format(round_)
        return translate("Messages", "Click the {0} strip in {1}.").format(strip, area_name(area))
    return translate("Messages", "Click an italic ≈ row of the chart in {0}.").format(area_name(area))


def tutorial_your_game_text() -> str:
    """The task line while the player plays their own game in the tutorial."""
    return translate("Messages", "Your turn: play as you think best. H shows a hint, K every action.")


def tutorial_refusal_text(what: str) -> str:
    """Any decision but the taught one, in one line."""
    return translate("Messages", "Not in this lesson. {0}").format(what)


def tutorial_not_yet_text() -> str:
    return translate("Messages", "Not now: this step is done. Press Next to go on.")


def tutorial_no_undo_text() -> str:
    return translate("Messages", "The lesson does not take moves back: press Restart step to begin it again.")


def tutorial_buttons() -> dict[str, str]:
    """The lesson panel's buttons."""
    return {
        "next": translate("Messages", "Next"),
        "finish": translate("Messages", "Finish"),
        "back": translate("Messages", "Back"),
        "restart": translate("Messages", "Restart step"),
        "leave": translate("Messages", "Leave the tutorial"),
    }


def tutorial_menu_text() -> str:
    return translate("Messages", "&Learn to play")


def tutorial_title_text() -> str:
    return translate("Messages", "Joraku — Learn to play")


def tutorial_offer_texts() -> tuple[str, str, str, str]:
    """The one-time question at first start: title, text, yes, not now."""
    return (
        translate("Messages", "Learn to play"),
        translate("Messages",
                  "New to Joraku? Learn to play in a guided game, from the first card to the final scoring."),
        translate("Messages", "Learn to play"),
        translate("Messages", "Not now"),
    )


def tutorial_left_text() -> str:
    return translate("Messages", "You left the tutorial. Help → Learn to play starts it again.")


def tutorial_gesture_text(a: Action, ap: int) -> str:
    """The taught decision as the gesture that makes it (``ap``: the card's number, for the
    Action points button)."""
    k = a.kind
    if k == PASS:
        return translate("Messages", "Click the {0} and the {1}, then press Pass these cards.").format(
            card_words(a.cards[0]), card_words(a.cards[1]))
    if k == PLAY:
        return translate("Messages", "Drag the {0} onto the skirmish.").format(card_words(a.card))
    if k == PLACEMENT:
        return translate("Messages", "Press Placement.")
    if k == AP:
        return translate("Messages", "Press Action points ({0} AP).").format(ap)
    if k == END:
        return translate("Messages", "Press Done.")
    if k == PLACE:
        return translate("Messages", "Drag a samurai from your supply onto {0}.").format(area_name(a.dst))
    if k == DAIMYO:
        return translate("Messages", "Drag your daimyo onto {0}.").format(area_name(a.dst))
    if k == MOVE:
        return translate("Messages", "Drag a samurai from {0} onto {1}.").format(
            area_name(a.src), area_name(a.dst))
    if k == REMOVE:
        return translate("Messages", "Click a {0} samurai in {1}.").format(
            colour_word(a.army), area_name(a.src))
    return str(a)
