"""The banner's instruction, the recruit progress, what a seat knows and why an idle click does
nothing, decided without a window (a QCoreApplication only, for the translated words).

The window tests (test_knowledge.py) drive the same states with the mouse; here every branch is
checked over engine positions: 0 AP says Done, AP too few for the daimyo do not offer it, the
R-V8 relocation and R-V7 army steps, the draft's pick number, and the R-P3 rows.
"""

from __future__ import annotations

from functools import partial

from joraku_desktop.model import GameConfig, card, new_game, observe, scenario
from joraku_desktop.model.actions import PLAY
from joraku_desktop.model.errors import NotUsable
from joraku_desktop.model.phases import Phase
from joraku_desktop.presentation.banner import Moment, draft_pick, instruction
from joraku_desktop.presentation.presenter import Seating, board_state
from joraku_desktop.presentation.targets import SUPPLY, DaimyoPiece, SamuraiPiece, idle_reason
from joraku_desktop.views.table.knowledge_items import known_rows

SEATING4 = Seating(("Ann", "Bob", "Cho", "Dai"), ("human",) * 4, ("Ann", "Bob", "Cho", "Dai", "N"))
SEATING2 = Seating(("Ann", "Bob"), ("human", "human"), ("Ann", "Bob", "Ann", "Bob", "the neutral army"))


def state(g, seating=SEATING4):
    return board_state(partial(observe, g), g.current_seat, g.current_seat, curtain=False, seating=seating)


def test_ap_instruction_follows_what_the_points_can_buy(qapp) -> None:
    g = scenario(players=4, kachidoki="blue", hands={"blue": "B1 B3 R4 YN Y6"}, daimyo={"blue": 3},
                 samurai={"blue": {3: 1}})
    g.apply("play B3")
    g.apply("ap")
    text = instruction(state(g))
    assert "3 AP left" in text and "daimyo (2 AP)" in text
    g.apply("daimyo 3>4")
    text = instruction(state(g))
    assert "1 AP left: not enough to move your daimyo" in text
    g.apply("move 3>2")
    assert g.ap_left == 0
    assert instruction(state(g)) == "Ann: no action points left. Press Done to end the action."


def test_r_v6_makes_the_daimyo_affordable_with_one_ap(qapp) -> None:
    g = scenario(players=4, variants=("R-V6", "R-V1"), kachidoki="blue", hands={"blue": "B1 B3 R4 YN Y6"},
                 daimyo={"blue": 3})
    g.apply("play B1")
    g.apply("ap")
    assert "daimyo (1 AP)" in instruction(state(g))


def test_a_full_placement_says_done(qapp) -> None:
    g = scenario(players=4, kachidoki="blue", hands={"blue": "B1 B3 R4 YN Y6"},
                 samurai={"blue": {2: 9}}, supply={"blue": 1})
    g.apply("play R4")
    g.apply("placement")
    assert "(1 left)" in instruction(state(g))
    g.apply("place 4")
    assert "no more samurai can be placed now. Press Done" in instruction(state(g))


def test_the_relocation_and_army_steps_are_in_the_banner(qapp) -> None:
    g = scenario(players=2, two_player_variant="R-V8", kachidoki="blue",
                 hands={"blue": "R4 B2 YN R1 Y6 B3 B5"}, daimyo={"blue": 3})
    g.apply("play R4")
    g.apply("ap")
    s = state(g, SEATING2)
    assert "AP left" in instruction(s)
    # the key move of R-V8 spelled out, in the word the hint and the log use ("drive")
    assert "Click a purple neutral samurai where your daimyo stands to drive it away (1 AP, R-V8)" \
        in instruction(s)
    assert "neutral samurai from 3 Owari goes" in instruction(s, Moment(relocating_from=3))
    v7 = new_game(GameConfig(players=2, two_player_variant="R-V7", seed=5))
    while v7.phase_name == "draft":
        v7.apply(v7.legal_actions()[0])
    s = state(v7, SEATING2)
    choice = tuple(a for a in s.legal if a.kind == PLAY and a.card == s.view.hand[0])
    assert len(choice) == 2  # both armies on 0 RP: the leader chooses (R-V7)
    text = instruction(s, Moment(army_choice=choice))
    assert "which army plays" in text and "“Play for blue”" in text and "“Play for red”" in text


def test_recruit_instructions_count_and_name_the_button(qapp) -> None:
    g = new_game(GameConfig(players=4, seed=3))
    text = instruction(state(g), Moment(chosen=1))
    assert "choose 2 cards to pass to Bob (1 of 2 chosen" in text and "“Pass these cards”" in text
    v8 = new_game(GameConfig(players=2, two_player_variant="R-V8", seed=5))
    text = instruction(state(v8, SEATING2))
    assert "step 1 of 2 (R-V8): choose 3 cards to pass to Bob (0 of 3 chosen)" in text
    v7 = new_game(GameConfig(players=2, two_player_variant="R-V7", seed=5))
    for k in range(1, 5):
        view = observe(v7, v7.current_seat)
        assert draft_pick(view) == k
        assert f"draft pick {k} of 5" in instruction(state(v7, SEATING2))
        v7.apply(v7.legal_actions()[0])  # seat 0 picks: still pick k for it until the swap
        assert draft_pick(observe(v7, 0)) == k
        v7.apply(v7.legal_actions()[0])
    assert v7.phase_name == "play"


def test_the_rows_of_what_a_seat_knows(qapp) -> None:
    """R-P3: passed to the left, received from the right, played cards gone; R-V7: what the
    opponent kept of this seat's draft hands; R-V7 personal cards are the 3 dealt first."""
    g = new_game(GameConfig(players=4, seed=3))
    passes = {}
    for _s in range(4):
        a = g.legal_actions()[0]
        passes[g.current_seat] = a.cards
        g.apply(a)
    rows = {r.kind: r for r in known_rows(observe(g, 0), SEATING4.seat_names)}
    assert rows["passed"].cards == passes[0] and rows["passed"].holder == "Bob"
    assert rows["received"].cards == passes[3] and rows["received"].holder == "Dai"
    v7 = new_game(GameConfig(players=2, two_player_variant="R-V7", seed=5))
    personal = tuple(v7.hands[0])
    while v7.phase_name == "draft":
        v7.apply(v7.legal_actions()[0])
    view = observe(v7, 0)
    assert view.personal == personal and set(view.kept_cards()) == set(view.hand) - set(personal)
    assert len(view.kept_cards()) == 5
    (row,) = known_rows(view, SEATING2.seat_names)
    assert row.kind == "kept_by" and set(row.cards) == set(v7.known[0][1]) and row.cards


def test_an_idle_press_on_a_token_has_a_reason(qapp) -> None:
    g = scenario(players=4, kachidoki="blue", hands={"blue": "B1 B3 R4 YN Y6"}, daimyo={"blue": 3},
                 samurai={"red": {5: 1, 3: 1}})
    v = observe(g, 0)
    assert idle_reason(v, SamuraiPiece(1, 5), 0) is NotUsable.PLAY_FIRST
    g.apply("play B3")
    assert idle_reason(observe(g, 0), SamuraiPiece(1, 5), 0) is NotUsable.CHOOSE_EFFECT
    g.apply("ap")
    v = observe(g, 0)
    assert idle_reason(v, SamuraiPiece(1, 5), 0) is NotUsable.REMOVE_AT_DAIMYO
    assert idle_reason(v, SamuraiPiece(1, 3), 0) is None  # clickable: it is removed instead
    assert idle_reason(v, SamuraiPiece(0, SUPPLY), 0) is NotUsable.NEEDS_PLACEMENT
    assert idle_reason(v, DaimyoPiece(1, 3), 0) is NotUsable.NOT_YOUR_DAIMYO
    assert idle_reason(v, SamuraiPiece(1, 5), -1) is None  # not this screen's turn: no answer
    assert card("B3") not in g.hands[0]


def test_nothing_known_without_a_pass(qapp) -> None:
    """A position set up in the skirmishes (no pass this round) shows no R-P3 rows at all."""
    g = scenario(players=4, kachidoki="blue", hands={"blue": "B1 B3 R4 YN Y6"})
    assert known_rows(observe(g, 0), SEATING4.seat_names) == ()
    v7 = scenario(players=2, two_player_variant="R-V7", kachidoki="blue")
    assert known_rows(observe(v7, 0), SEATING2.seat_names) == ()


def test_r_v7_the_banner_names_the_army_that_acts_by_colour_and_letter(qapp) -> None:
    """R-V7: a seat's second card of a skirmish is for its other army, and the card it resolves
    is one army's: the banner says which ("Ann, red army (R): …"), not only the player's name,
    and never with brackets in brackets."""
    seating = Seating(("Ann", "Bob"), ("human", "human"),
                      ("Ann (blue)", "Ann (red)", "Bob (yellow)", "Bob (green)", "N"))
    g = new_game(GameConfig(players=2, two_player_variant="R-V7", seed=5))
    while g.phase_name == "draft":
        g.apply(g.legal_actions()[0])
    s = state(g, seating)
    assert "army (" not in instruction(s)  # 0 RP each: the leader still chooses the army (R-V7)
    seen = {"play": 0, "resolve": 0}
    for _ in range(60):
        s = state(g, seating)
        v = s.view
        if v.phase is Phase.PLAY:
            armies = {a.army for a in s.legal if a.kind == PLAY}
            if len(armies) == 1:
                (army,) = armies
                letter = "BRYG"[army]
                colour = ("blue", "red", "yellow", "green")[army]
                who = f"{seating.seat_names[v.current_seat]}, {colour} army ({letter}): "
                assert instruction(s).startswith(who) and "((" not in instruction(s), instruction(s)
                seen["play"] += 1
        elif v.phase in (Phase.MODE, Phase.PLACE, Phase.AP):
            army = v.acting_army
            colour = ("blue", "red", "yellow", "green")[army]
            who = f"{seating.seat_names[v.current_seat]}, {colour} army ({'BRYG'[army]})"
            assert instruction(s).startswith(who), instruction(s)
            seen["resolve"] += 1
        g.apply(g.legal_actions()[0])
    assert seen["play"] > 3 and seen["resolve"] > 3
