"""The words the player reads say what is true, in every language: counts agree with their
number, names never take an English possessive, RP are reputation points everywhere, a tie
says "tied", a two-player variant is never called "the rules as printed", the Ninja's banner
reads as one sentence in Russian, and the default names are short and distinct."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFontMetricsF

from joraku_desktop import i18n
from joraku_desktop.model import events as ev
from joraku_desktop.model import scenario
from joraku_desktop.views import theme as th
from joraku_desktop.views.table.zone_items import TRICK_SCALE
from joraku_desktop.views.windows.window_registry import WindowName
from joraku_desktop.words.basics import default_computer_name, default_player_name
from joraku_desktop.words.events import event_text
from joraku_desktop.words.scoring import kachidoki_where
from joraku_desktop.words.table import placement_instruction
from joraku_desktop.words.tooltips import daimyo_card_tooltip, daimyo_tooltip, samurai_tooltip, supply_tooltip
from joraku_desktop.words.tutorial import tutorial_player_name

from .conftest import settle, start

LANGS = ("en", "ru", "ja", "zh_TW")
NAMES = ["Ann", "Bob", "Cho", "Dai"]


@pytest.fixture
def language(qapp, request) -> Iterator[str]:
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_action_points_taken_agree_with_their_number(language) -> None:
    one = event_text(ev.ModeChosen(army=0, ap=1), NAMES, NAMES)
    five = event_text(ev.ModeChosen(army=0, ap=5), NAMES, NAMES)
    assert "1" in one and "5" in five and one.replace("1", "5") != one
    if language == "en":
        assert "1 action points" not in one and one == "Ann takes 1 AP."
    if language == "ru":  # the three Russian forms: 1 очко, 2-4 очка, 5 очков
        assert "1 очко действия" in one and "5 очков действий" in five
        assert "2 очка действий" in event_text(ev.ModeChosen(army=0, ap=2), NAMES, NAMES)


def test_no_english_possessive_on_a_name(qapp) -> None:
    you = tutorial_player_name()  # "Blue (you)"
    for text in (daimyo_tooltip(you), samurai_tooltip(you), supply_tooltip(you, 3),
                 daimyo_card_tooltip(you, 4), kachidoki_where(you, "4 Mikawa", 3, 2, 1)):
        assert f"{you}'s" not in text and you in text


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_shared_place_in_the_log_says_tied(language) -> None:
    words = {"en": "tied", "ru": "поровну", "ja": "同点", "zh_TW": "並列"}[language]
    tie = ev.AreaScored(area=3, kind=ev.Scoring.PRESTIGE, ranking=((0, 2, 1, 4), (1, 1, 2, 2), (2, 1, 2, 2)))
    text = event_text(tie, NAMES, NAMES)
    assert words not in text.split(NAMES[1])[0]  # Ann is 1st alone
    assert text.count(words) == 2


def test_rp_are_reputation_points_in_results_and_tutorial(window) -> None:
    """RP are reputation points (the rulebook's term); prestige is what an area pays."""
    from joraku_desktop.model import GameConfig, new_game
    from joraku_desktop.saves import SeatInfo
    from joraku_desktop.words.tutorial import tutorial_lesson
    from tests.model.rules_helpers import random_playout

    welcome = tutorial_lesson("welcome")[1]
    assert "prestige points" not in welcome and "reputation points (RP)" in welcome
    over = new_game(GameConfig(3, seed=8))
    random_playout(over, 1)
    window.controller.start(over, [SeatInfo(n, "random") for n in ("Ann", "Bob", "Cho")])
    settle(window)
    window.windows.show(WindowName.RESULTS)
    settle(window)
    from PySide6.QtWidgets import QLabel

    texts = [lab.text() for lab in window.windows.get(WindowName.RESULTS).findChildren(QLabel)]
    assert any("reputation points (RP)" in t for t in texts)
    assert not any("Final reputation after" in t for t in texts)


@pytest.mark.parametrize("language", ["ru"], indirect=True)
def test_the_ninja_banner_is_one_sentence_in_russian(language) -> None:
    text = placement_instruction("Анна", 0, 3)
    assert "в область любую" not in text and "любые области" in text


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_default_names_are_short_and_distinct(language, fonts) -> None:
    names = [default_player_name(i) for i in range(4)] + [default_computer_name(n) for n in (1, 2, 3)]
    assert len(set(names)) == len(names)
    room = th.CARD_W * TRICK_SCALE + 2  # the name under a card in the skirmish, never elided
    fm = QFontMetricsF(th.font(12, bold=True))
    assert all(fm.horizontalAdvance(n) <= room for n in names), names


def test_a_two_player_variant_is_not_the_rules_as_printed(window) -> None:
    g = scenario(players=2, two_player_variant="R-V8", kachidoki="blue")
    start(window, g, ("human", "random"), paused=True)
    settle(window)
    title, body = window.scene.variants.words()
    assert "R-V8" not in title and "as printed" not in body.split("R-V8")[0]
    assert "R-V8" in body
