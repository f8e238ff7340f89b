"""The words layer (joraku_desktop/words/): every engine code has words, and every word can be
translated (a literal inside translate()/tr(), extracted by pyside6-lupdate).

No window here: the messages need a QCoreApplication only (pytest-qt's ``qapp``).
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import shutil
import subprocess
import sys
import typing
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from joraku_desktop.model import GameConfig, IllegalActionError, new_game
from joraku_desktop.model import events as ev
from joraku_desktop.model.cards import CARD_TEXT, card
from joraku_desktop.model.errors import FileProblem, Refusal, RefusalCode, SaveError
from joraku_desktop.model.result import TieBreak
from joraku_desktop.notices import Notice, NoticeCode
from joraku_desktop.words.basics import card_words, colour_word
from joraku_desktop.words.events import event_text, has_event_text
from joraku_desktop.words.files import has_save_error_text, notice_text, save_error_text
from joraku_desktop.words.refusals import has_refusal_text, refusal_text, tiebreak_text, tiebreaks_text

PACKAGE = Path(__file__).resolve().parents[2] / "joraku_desktop"
#: the words layer, less the module that defines ``translate`` (its one call is not a message)
WORDS = sorted(p for p in (PACKAGE / "words").glob("*.py") if p.name != "translation.py")
SEATS = ("Ann", "Ben", "Cho", "Dai")
ARMIES = ("Ann", "Ben", "Cho", "Dai", "the neutral army")

#: a sample value per event field name; a new field needs a sample here (the test says which)
EVENT_SAMPLES: dict[str, object] = {
    "army": 1, "by_army": 2, "card": card("B6"), "skirmish": 0, "seat": 1, "round": 2,
    "skirmishes": 5, "count": 2, "ap": 3, "area": 4, "src": 3, "dst": 2, "steps": 2, "ap_lost": 1,
    "points": 5, "rp": 4, "rank": 2, "kind": ev.Scoring.PRESTIGE, "ranking": ((1, 3, 1, 5), (2, 1, 2, 2)),
    "winner_seat": 1, "tiebreaks": (),
}
#: reason codes per event class (see their docstrings in model/events.py)
REASON_SAMPLES = {ev.SkirmishWon: ("R-K4a", "R-K4b", "R-K4c"),
                  ev.RPScored: tuple(ev.RPSource),
                  ev.KyotoBonusScored: (ev.RPSource.KYOTO,),
                  ev.FollowSuitBonusScored: (ev.RPSource.FOLLOW_SUIT,)}

#: the CONTRACT's params and rule per refusal code
REFUSAL_SAMPLES: dict[RefusalCode, tuple[dict[str, int | str], str]] = {
    RefusalCode.GAME_OVER: ({}, ""),
    RefusalCode.MALFORMED: ({"field": "dst"}, ""),
    RefusalCode.WRONG_DECISION: ({"seat": 1, "phase": "pass"}, ""),
    RefusalCode.CARD_NOT_IN_HAND: ({"card": "B6", "seat": 2}, ""),
    RefusalCode.MUST_FOLLOW_SUIT: ({"suit": "red"}, "R-K2"),
    RefusalCode.NOT_THIS_ARMYS_TURN: ({}, "R-V7"),
    RefusalCode.NO_SUPPLY: ({}, "R-E3"),
    RefusalCode.PLACEMENT_LIMIT: ({"limit": 3}, "R-E1"),
    RefusalCode.WRONG_AREA: ({"number": 4}, "R-E2"),
    RefusalCode.NOT_ENOUGH_AP: ({"cost": 2, "left": 1}, "R-E2"),
    RefusalCode.NOT_ADJACENT: ({"src": 1, "dst": 5}, "R-C7"),
    RefusalCode.DAIMYO_NOT_THERE: ({"area": 3}, ""),
    RefusalCode.NO_SAMURAI_THERE: ({"area": 6}, ""),
    RefusalCode.OWN_SAMURAI: ({}, "R-E2"),
    RefusalCode.REMOVE_ONLY_AT_DAIMYO: ({}, "R-E2"),
    RefusalCode.NEUTRAL_TARGET: ({}, "R-V8"),
    RefusalCode.NOT_A_CHOICE: ({"seat": 0}, "R-P2"),
    RefusalCode.NOTHING_TO_UNDO: ({}, ""),
    RefusalCode.NO_GAME: ({}, ""),
    RefusalCode.SCORING_SHOWN: ({}, ""),
    RefusalCode.COMPUTER_TURN: ({}, ""),
    RefusalCode.CANNOT_UNDO_NOW: ({}, ""),
    RefusalCode.WAITING_FOR_HOST: ({}, ""),
    RefusalCode.WAITING_FOR_ANSWER: ({}, ""),
    RefusalCode.STAND_IN: ({}, ""),
    RefusalCode.NOT_YOUR_TURN: ({"current": 1}, ""),
}


def event_classes() -> list[type[ev.Event]]:
    return [c for _n, c in inspect.getmembers(ev, inspect.isclass)
            if issubclass(c, ev.Event) and c is not ev.Event and c.__module__ == ev.__name__]


def samples(cls: type[ev.Event]) -> Iterator[ev.Event]:
    fields = {f.name: EVENT_SAMPLES[f.name] for f in dataclasses.fields(cls) if f.name != "reason"}
    for reason in REASON_SAMPLES.get(cls, (None,)):
        yield cls(**fields) if reason is None else cls(**fields, reason=reason)


def assert_worded(text: str) -> None:
    assert text and not text[0].islower() and text.endswith((".", ")")), text
    assert "{" not in text and "}" not in text, text


@pytest.mark.parametrize("cls", event_classes(), ids=lambda c: c.__name__)
def test_every_event_class_has_its_words(qapp, cls: type[ev.Event]) -> None:
    assert has_event_text(cls), f"joraku_desktop/words/ has no words for {cls.__name__}"
    texts = set()
    for e in samples(cls):
        text = event_text(e, ARMIES, SEATS)
        assert_worded(text)
        assert text != cls.__name__
        texts.add(text)
    assert len(texts) == len(REASON_SAMPLES.get(cls, (None,))), "each reason has its own words"


def test_events_name_armies_seats_cards_and_areas(qapp) -> None:
    assert event_text(ev.CardPlayed(1, card("B6"), 0), ARMIES) == "Ben plays the blue 6."
    assert event_text(ev.CardPlayed(1, card("RN"), 0)) == "Red plays the red Ninja."  # no names: colour
    assert event_text(ev.DaimyoMoved(0, 1, 0), ARMIES) == "Ann moves the daimyo from 1 Ōmi to Kyoto."
    assert event_text(ev.PassChosen(2), ARMIES, SEATS) == "Cho has made their choice."
    assert event_text(ev.PassChosen(2)) == "Seat 3 has made their choice."
    assert event_text(ev.SkirmishWon(0, card("YN"), 1, "R-K4b"), ARMIES) == (
        "Ann wins skirmish 2 with the yellow Ninja and takes the Kachidoki card: a Ninja beats a 6 (R-K4b).")
    assert event_text(ev.AreaScored(4, ev.Scoring.PRESTIGE, ((1, 3, 1, 5), (2, 1, 2, 2))), ARMIES) == (
        "4 Mikawa: Ben 1st (+5), Cho 2nd (+2).")
    assert event_text(ev.Undone(3, 1), ARMIES) == "Dai takes back one step."
    assert event_text(ev.Undone(3, 2), ARMIES) == "Dai takes back 2 steps."


@pytest.mark.parametrize("code", list(RefusalCode), ids=str)
def test_every_refusal_code_has_a_sentence_naming_its_rule(qapp, code: RefusalCode) -> None:
    assert has_refusal_text(code), f"joraku_desktop/words/ has no words for {code!r}"
    params, rule = REFUSAL_SAMPLES[code]
    text = refusal_text(Refusal(code, params, rule, "some action"), SEATS)
    assert_worded(text)
    assert rule in text
    assert code.value not in text and "some action" not in text  # no engine terms


def test_refusals_word_their_arguments(qapp) -> None:
    def words(code: RefusalCode) -> str:
        params, rule = REFUSAL_SAMPLES[code]
        return refusal_text(Refusal(code, params, rule), SEATS)

    assert words(RefusalCode.MUST_FOLLOW_SUIT) == (
        "You must follow the led suit (red) while you hold a card of it (R-K2).")
    assert words(RefusalCode.WRONG_DECISION) == "Not now: Ben must choose the cards to pass."
    assert words(RefusalCode.CARD_NOT_IN_HAND) == "Cho does not hold the blue 6."
    assert words(RefusalCode.NOT_ENOUGH_AP) == "That costs 2 AP and you have 1 left (R-E2)."
    assert words(RefusalCode.NOT_ADJACENT) == "1 Ōmi and 5 Tōtōmi are not adjacent areas (R-C7)."


def test_a_real_refusal_from_the_engine_is_worded(qapp) -> None:
    g = new_game(GameConfig(players=4, seed=7))
    with pytest.raises(IllegalActionError) as info:
        g.apply("daimyo 0>6")
    assert info.value.refusal.code is RefusalCode.WRONG_DECISION
    assert refusal_text(info.value.refusal, SEATS) == "Not now: Ann must choose the cards to pass."


def test_every_tiebreak_code_has_its_words(qapp) -> None:
    codes = typing.get_args(typing.get_type_hints(TieBreak)["code"])
    assert set(codes) == {"higher_daimyo_card", "v7_other_army", "v7_kachidoki_card"}
    for code in codes:
        tie = TieBreak(code, winner=1, loser=0, rp=17, winner_value=5, loser_value=3)
        text = tiebreak_text(tie, SEATS)
        assert_worded(text)
        assert "Ben" in text and "17" in text and "5" in text
        assert ("R-G2" if code == "higher_daimyo_card" else "R-V7") in text
    tb = TieBreak("higher_daimyo_card", winner=2, loser=3, rp=12, winner_value=6, loser_value=4)
    assert tiebreak_text(tb, SEATS) == (
        "Cho and Dai tie on 12 RP; the higher daimyo card (6 against 4) decides (R-G2).")
    over = event_text(ev.GameOver(2, (tb,)), ARMIES, SEATS)
    assert over == "The game is over. Cho wins. " + tiebreak_text(tb, SEATS)
    assert tiebreaks_text((), SEATS) == ""


def test_a_whole_game_is_worded_and_the_pass_keeps_its_cards_secret(qapp) -> None:
    """Every event of a real game has words; R-P3: the pass line never names the cards passed."""
    g = new_game(GameConfig(players=3, variants=frozenset({"R-V1", "R-V4", "R-V5"}), seed=3))
    seen: set[type[ev.Event]] = set()
    while not g.is_over:
        action = g.legal_actions()[-1]
        for e in g.apply(action):
            seen.add(type(e))
            text = event_text(e, ARMIES, SEATS)
            assert_worded(text)
            if isinstance(e, ev.PassChosen):
                assert not any(CARD_TEXT[c] in text or card_words(c) in text for c in action.cards)
    assert {ev.PassChosen, ev.CardPlayed, ev.SkirmishWon, ev.AreaScored, ev.GameOver} <= seen


class _Shouting(QTranslator):
    """A translation that upper-cases everything of one context: shows what goes through tr."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return source.upper() if context == "Messages" else None


def test_the_words_go_through_translation_colours_and_cards_too(qapp) -> None:
    shouting = _Shouting()
    QCoreApplication.installTranslator(shouting)
    try:
        assert event_text(ev.CardPlayed(1, card("Y3"), 0)) == "RED PLAYS THE YELLOW 3."
        refusal = Refusal(RefusalCode.MUST_FOLLOW_SUIT, {"suit": "blue"}, "R-K2")
        assert refusal_text(refusal) == (
            "YOU MUST FOLLOW THE LED SUIT (BLUE) WHILE YOU HOLD A CARD OF IT (R-K2).")
    finally:
        QCoreApplication.removeTranslator(shouting)
    assert colour_word(1) == "red"


# ---- every text of tr()/translate() is a literal -----------------------------------------------
def _qt_sources() -> list[Path]:
    return [*WORDS, *sorted((PACKAGE / "views").rglob("*.py")),
            *sorted((PACKAGE / "controller").glob("*.py")), PACKAGE / "app.py"]


def _is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _computed_translations(path: Path) -> list[str]:
    """Calls of tr()/translate() whose context or text is not a string literal."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        literal = {"tr": 1, "translate": 2}.get(name)
        if literal is None:
            continue
        args = node.args[:literal]
        if len(args) < literal or not all(_is_text(a) for a in args):
            out.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return out


def test_no_translated_text_is_computed() -> None:
    """lupdate extracts only literals: a tr(name.capitalize()) is never translated."""
    bad = [line for p in _qt_sources() for line in _computed_translations(p)]
    assert bad == []


def test_the_checker_finds_a_computed_text(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text('self.tr(name.capitalize())\ntranslate("C", "ok")\ntranslate("C", f"{x}")\n')
    assert [line.split(":")[1] for line in _computed_translations(sample)] == ["1", "3"]


def test_lupdate_extracts_every_message(tmp_path: Path) -> None:
    """pyside6-lupdate sees every translate call of the words layer, in its context, and every
    counted message (``tr`` in the class ``Messages``) as a plural of "Messages"."""
    lupdate = shutil.which("pyside6-lupdate") or str(Path(sys.executable).parent / "pyside6-lupdate")
    if not Path(lupdate).exists():
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "words.ts"
    subprocess.run([lupdate, *map(str, WORDS), "-ts", str(ts)], check=True, capture_output=True, timeout=60)
    extracted = {
        (c.findtext("name"), m.findtext("source"), m.findtext("comment") or "", m.get("numerus") == "yes")
        for c in ET.parse(ts).getroot().iter("context")
        for m in c.iter("message")
    }
    calls = set()
    for path in WORDS:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "translate":
                values = [a.value for a in node.args if isinstance(a, ast.Constant)]
                comment = values[2] if len(values) > 2 else None  # None: a plural's disambiguation
                calls.add((values[0], values[1], comment or "", False))
            elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "tr":
                # the counted messages: self.tr(text, disambiguation, n) in the class ``Messages``
                values = [a.value for a in node.args if isinstance(a, ast.Constant)]
                calls.add(("Messages", values[0], (values[1] if len(values) > 1 else None) or "", True))
    assert len(calls) > 250
    # "Controller": the session's refusals keep the context their translations were made in
    assert {c[0] for c in calls} == {"Messages", "Banner", "Actions", "Hand", "Names", "Network",
                                     "Controller"}
    assert extracted == calls


# ---- the callers: the controller's refusals, the log, the results dialog -----------------------
def test_the_controller_returns_the_refusal_and_the_view_words_it(qapp) -> None:
    """No more cutting the engine's text apart: the controller returns the typed refusal (and
    emits nothing for it), and the words layer words its code for the seat names."""
    from joraku_desktop.controller import GameController
    from joraku_desktop.saves import SeatInfo

    controller = GameController(autosave=False)
    try:
        controller.start(new_game(GameConfig(players=4, seed=7)), [SeatInfo(n, "human") for n in SEATS])
        assert not hasattr(controller, "refused")
        refusal = controller.request("daimyo 0>6")
        assert refusal is not None
        assert refusal_text(refusal, SEATS) == "Not now: Ann must choose the cards to pass."
    finally:
        controller.shutdown()


def test_the_log_and_the_results_dialog_word_the_tiebreak(qtbot) -> None:
    """R-G2: the last log line and the results dialog say who won the tie and why."""
    from PySide6.QtWidgets import QLabel

    from joraku_desktop.model.result import GameResult
    from joraku_desktop.views.windows.game_log import GameLog
    from joraku_desktop.views.windows.results_dialog import ResultsDialog

    tie = TieBreak("higher_daimyo_card", winner=2, loser=3, rp=12, winner_value=6, loser_value=4)
    log = GameLog()
    qtbot.addWidget(log)
    log.add_events([ev.GameOver(2, (tie,))], ARMIES, SEATS)
    assert log.lines == ["The game is over. Cho wins. Cho and Dai tie on 12 RP; "
                         "the higher daimyo card (6 against 4) decides (R-G2)."]
    result = GameResult((2, 3, 0, 1), (10, 8, 12, 12), (tie,))
    dialog = ResultsDialog(None, result, SEATS, [(0,), (1,), (2,), (3,)], [10, 8, 12, 12], [1, 2, 6, 4])
    qtbot.addWidget(dialog)
    label = dialog.findChild(QLabel, "results-tiebreak")
    assert label is not None and label.text() == tiebreak_text(tie, SEATS)


FILE_SAMPLES: dict[FileProblem, dict[str, int | str]] = {
    FileProblem.INVALID: {"detail": "seats.0.kind: bad"},
    FileProblem.NOT_RECORDING: {},
    FileProblem.UNKNOWN_SEAT_KIND: {"kind": "grandmaster"},
    FileProblem.NO_GAME: {},
    FileProblem.NOT_REGULAR: {"name": "g.joraku.json", "kind": "folder"},
    FileProblem.TOO_LARGE: {"name": "g.joraku.json", "size": 99_000_000, "limit": 8_000_000},
    FileProblem.NOT_TEXT: {},
    FileProblem.NOT_JSON: {"line": 3, "column": 17},
    FileProblem.NOT_A_SAVE: {"detail": "not a JSON object"},
    FileProblem.NEWER_VERSION: {"version": "7"},
    FileProblem.UNSUPPORTED_VERSION: {"version": "'one'"},
    FileProblem.IMPOSSIBLE_POSITION: {"detail": "11 samurai of blue"},
    FileProblem.DECISION_NOT_REPLAYABLE: {"number": 12, "decision": "play B6", "detail": "not legal"},
    FileProblem.POSITION_MISMATCH: {},
    FileProblem.CANNOT_WRITE: {"path": "/x/g.joraku.json", "detail": "No space left on device"},
    FileProblem.CANNOT_READ: {"path": "/x/g.joraku.json", "detail": "Permission denied"},
    FileProblem.TARGET_NOT_REGULAR: {"path": "/x/g.joraku.json", "kind": "link", "backup": 1},
}


@pytest.mark.parametrize("problem", list(FileProblem), ids=str)
def test_every_save_problem_has_a_sentence(qapp, problem: FileProblem) -> None:
    """Save errors reach the player in their language: a code and params from the model,
    a sentence here; the technical line (``str(exc)``) stays for the log."""
    assert has_save_error_text(problem), f"joraku_desktop/words/ has no words for {problem!r}"
    params = FILE_SAMPLES[problem]
    text = save_error_text(SaveError("technical line", problem, params))
    assert_worded(text)
    in_file = save_error_text(SaveError("technical line", problem, params, "g.joraku.json"))
    assert "g.joraku.json" in in_file and text in in_file and "technical line" not in in_file
    assert "_" not in problem.value or problem.value not in text
    for value in params.values():
        if isinstance(value, str) and value not in ("folder", "link"):
            assert value in text, (problem, value)


def test_start_up_notices_are_worded_when_shown(qapp) -> None:
    err = SaveError("t", FileProblem.NOT_JSON, {"line": 1, "column": 2}, "autosave.joraku.json")
    cases = [
        Notice(NoticeCode.SAVE_FOLDER_UNCREATABLE, {"path": "/ro/saves", "detail": "Permission denied"}),
        Notice(NoticeCode.SAVE_FOLDER_READ_ONLY, {"path": "/ro/saves"}),
        Notice(NoticeCode.SAVE_RECOVERED, {"name": "g.joraku.json", "backup": "g.joraku.json.bak"}, err),
        Notice(NoticeCode.SETTINGS_IGNORED, {"path": "/c/settings.json", "why": "not_regular"}),
        Notice(NoticeCode.SETTINGS_IGNORED, {"path": "/c/settings.json", "why": "unreadable",
                                             "detail": "EIO"}),
        Notice(NoticeCode.SETTINGS_IGNORED, {"path": "/c/settings.json", "why": "damaged_kept"}),
        Notice(NoticeCode.SETTINGS_SET_ASIDE, {"name": "settings.json.bad-2026", "why": "damaged"}),
        Notice(NoticeCode.SETTINGS_SET_ASIDE, {"name": "settings.json.bad-2026", "why": "too_large"}),
        Notice(NoticeCode.SETTINGS_UNREADABLE, {"detail": "KeyError"}),
    ]
    said = [notice_text(n) for n in cases]
    assert len(set(said)) == len(said)  # each says something of its own
    for n, text in zip(cases, said, strict=True):
        assert_worded(text)
        for value in n.params.values():
            if isinstance(value, str) and value not in ("not_regular", "unreadable", "damaged_kept",
                                                          "damaged", "too_large"):
                assert value in text, (n, value)
    assert "line 1" in said[2] and "autosave.joraku.json" in said[2]


def test_counts_read_right_in_english_and_brackets_never_nest(qapp) -> None:
    """No "take 1 action points", no "card(s)", no "(highest number (R-K4a))"."""
    from joraku_desktop.words.table import choose_cards_first_text, mode_instruction

    assert mode_instruction("Ann", 1) == "Ann: place up to 3 samurai in 1 Ōmi, or take action points (1 AP)?"
    assert choose_cards_first_text(1) == "Choose a card first."
    assert choose_cards_first_text(2) == "Choose 2 cards first."
    for rule in ("R-K4a", "R-K4b", "R-K4c"):
        text = event_text(ev.SkirmishWon(0, card("B6"), 0, rule), ARMIES)
        depth = deepest = 0
        for ch in text:
            depth += {"(": 1, ")": -1}.get(ch, 0)
            deepest = max(deepest, depth)
        assert deepest == 1, text
