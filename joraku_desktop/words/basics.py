"""The words for the game's things, which every other message uses: colours, suits, cards,
areas, places in a ranking, phases, speeds, levels, modes, seats and the game's settings.

Area names are translated as their players read them (the board prints the romanised name and
the kanji; the table's tiles show those whatever the language).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..model.actions import NEUTRAL
from ..model.cards import CARD_IS_NINJA, CARD_NUMBER, CARD_SUIT, SUIT_NAMES
from ..model.phases import Mode, Phase
from ..model.rules_data import default_rules
from .translation import translate

#: a name per army id, or per seat
Names = Sequence[str]


def colour_word(army: int) -> str:
    """An army's colour in lower case ("blue"), as a sentence uses it; army ids as in COLOURS."""
    words = (
        translate("Messages", "blue"),
        translate("Messages", "red"),
        translate("Messages", "yellow"),
        translate("Messages", "green"),
        translate("Messages", "purple"),
    )
    return words[army] if 0 <= army < len(words) else "?"


def colour_name(army: int) -> str:
    """An army's colour as a name on its own ("Blue"): for an army that has no player's name."""
    word = colour_word(army)
    return word[:1].upper() + word[1:]


def suit_word(suit: int) -> str:
    """A suit (0 red, 1 blue, 2 yellow, as in model.cards) in lower case."""
    words = (
        translate("Messages", "red", "suit"),
        translate("Messages", "blue", "suit"),
        translate("Messages", "yellow", "suit"),
    )
    return words[suit] if 0 <= suit < len(words) else "?"


def suit_word_named(name: str) -> str:
    """A suit given by its code ("red"), as refusals carry it."""
    return suit_word(SUIT_NAMES.index(name)) if name in SUIT_NAMES else name


def card_words(c: int) -> str:
    """A card in plain words: "blue 6", "red Ninja"."""
    suit = suit_word(CARD_SUIT[c])
    if CARD_IS_NINJA[c]:
        return translate("Messages", "{0} Ninja", "card: suit").format(suit)
    return translate("Messages", "{0} {1}", "card: suit, number").format(suit, CARD_NUMBER[c])


def area_name(area: int) -> str:
    """"Kyoto" or "4 Mikawa": an area as sentences name it, with its number (R-C7).

    The board prints each area's romanised name and its kanji; a translation names the areas as
    its players read them (kanji in Japanese and Chinese, a transcription in Russian), on the
    table's area tiles too (:func:`area_title`)."""
    name = area_title(area)
    if area <= 0 or name == "?":
        return name
    return translate("Messages", "{0} {1}", "area: number, name").format(area, name)


def area_title(area: int) -> str:
    """An area's name alone, as the players of the language read it: "Mikawa", "Микава",
    "三河" (the tile's heading; :func:`area_name` adds the number)."""
    names = (
        translate("Messages", "Kyoto", "area 0"),
        translate("Messages", "Ōmi", "area 1"),
        translate("Messages", "Ise", "area 2"),
        translate("Messages", "Owari", "area 3"),
        translate("Messages", "Mikawa", "area 4"),
        translate("Messages", "Tōtōmi", "area 5"),
        translate("Messages", "Shinano", "area 6"),
    )
    if not 0 <= area < len(names):
        return default_rules().areas[area].romaji if 0 <= area < len(default_rules().areas) else "?"
    return names[area]


def ordinal(rank: int) -> str:
    """A place in a ranking: "1st", "2nd"..."""
    if rank == 1:
        return translate("Messages", "1st")
    if rank == 2:
        return translate("Messages", "2nd")
    if rank == 3:
        return translate("Messages", "3rd")
    return translate("Messages", "{0}th").format(rank)


def list_join(items: Iterable[str]) -> str:
    """Words joined as a list in the player's language: "a, b" (English), "a、b" (Japanese)."""
    return translate("Messages", ", ", "list separator").join(items)


def speed_name(speed: str) -> str:
    """The animation speeds of the settings (settings.SPEEDS), for the View menu."""
    words = {
        "slow": translate("Messages", "Slow"),
        "normal": translate("Messages", "Normal"),
        "fast": translate("Messages", "Fast"),
        "instant": translate("Messages", "Instant"),
    }
    return words.get(speed, speed)


def phase_name(phase: Phase) -> str:
    """A phase (the engine's phase code, ``SeatView.phase``) as the banner names it."""
    if phase is Phase.PASS:
        return translate("Messages", "Recruit: pass cards")
    if phase is Phase.DISCARD:
        return translate("Messages", "Recruit: discard")
    if phase is Phase.DRAFT:
        return translate("Messages", "Recruit: draft")
    if phase is Phase.OVER:
        return translate("Messages", "Game over")
    return translate("Messages", "Skirmishes")  # play, mode, place, ap: the steps of one skirmish


def phase_task(phase: Phase) -> str:
    """What the seat to act must do in a phase, to finish "{seat} must ..."."""
    words = {
        Phase.PASS: translate("Messages", "choose the cards to pass"),
        Phase.DISCARD: translate("Messages", "discard a card"),
        Phase.DRAFT: translate("Messages", "pick a card of the draft"),
        Phase.PLAY: translate("Messages", "play a card"),
        Phase.MODE: translate("Messages", "choose placement or action points"),
        Phase.PLACE: translate("Messages", "place samurai or end the action"),
        Phase.AP: translate("Messages", "spend action points or end the action"),
    }
    return words.get(phase, phase.label)


def level_text(level: str) -> str:
    """A computer level, or an opponents' group of ``record.stats`` ("mixed", "humans")."""
    words = {
        "random": translate("Messages", "Random"),
        "easy": translate("Messages", "Easy"),
        "normal": translate("Messages", "Normal"),
        "hard": translate("Messages", "Hard"),
        "expert": translate("Messages", "Expert"),
        "mixed": translate("Messages", "Mixed levels"),
        "humans": translate("Messages", "Only human opponents"),
    }
    return words.get(level, level)


def level_help(level: str) -> str:
    """What a computer level does, in a sentence for New game (docs/ai.md has the measurements):
    how it decides and how long it may think, with no promise of strength it has not shown."""
    words = {
        "random": translate("Messages", "Plays any legal move at random: for trying out the rules."),
        "easy": translate("Messages", "A casual player: looks at this round only, ignores its rivals and "
                                      "often plays a careless card."),
        "normal": translate("Messages", "Weighs every card with its best placement or action plan, counting "
                                        "the cards already played. Answers at once."),
        "hard": translate("Messages", "Searches: plays each good turn out against many guesses of the "
                                      "hidden cards. Thinks up to 1 second per card."),
        "expert": translate("Messages", "Hard's search with three times the thought: up to 3 seconds per "
                                        "card."),
    }
    return words.get(level, "")


def mode_text(mode: str) -> str:
    """A mode of the record (``record.entry.MODES``) as the Statistics window names it."""
    words = {
        "4p": translate("Messages", "4 players"),
        "3p": translate("Messages", "3 players"),
        "R-V7": translate("Messages", "2 players, 2 against 2 (R-V7)"),
        "R-V8": translate("Messages", "2 players, neutral army (R-V8)"),
    }
    return words.get(mode, mode)


def army_name(names: Names, index: int) -> str:
    """The name of army ``index`` from ``names``, or its colour when there is none."""
    return names[index] if 0 <= index < len(names) else colour_name(index)


def seat_name(seat_names: Names, seat: int) -> str:
    if 0 <= seat < len(seat_names):
        return seat_names[seat]
    return translate("Messages", "Seat {0}").format(seat + 1)


def default_player_name(seat: int) -> str:
    """The name a human seat gets when nobody types one: a name, so the log's sentences read right."""
    return translate("Messages", "Player {0}").format(seat + 1)


def default_computer_name(number: int) -> str:
    """The name of the ``number``-th computer seat ("CPU 1"): short, as it is shown under a card in
    the skirmish and in "from …" tags, where a longer one was cut to "Compute…"."""
    return translate(
        "Messages", "CPU {0}", "a computer seat's default name: short, it is shown under cards"
    ).format(number)


def default_names(players: int) -> dict[str, str]:
    """Every default seat name of a ``players`` game in the language installed now, by a key that
    stays the same in every language ("p1": the first player, "c2": the second computer): a name
    nobody typed is re-worded when the language changes."""
    names = {f"p{seat + 1}": default_player_name(seat) for seat in range(players)}
    names.update((f"c{n}", default_computer_name(n)) for n in range(1, players))
    return names


def default_name_keys(names: Sequence[str]) -> list[str | None]:
    """Per seat name, its key among the default names in the language spoken now ("p1", "c2"),
    or None for a name someone typed (never changed)."""
    keys = {name: key for key, name in default_names(len(names)).items()}
    return [keys.get(n) for n in names]


def names_in_language(names: Sequence[str], keys: Sequence[str | None]) -> list[str]:
    """The names again, the default ones (``keys`` from :func:`default_name_keys`) in the
    language installed now ("Player 1" → "Игрок 1")."""
    now = default_names(len(names))
    return [now[k] if k else n for n, k in zip(names, keys, strict=True)]


def game_description(players: int, mode: Mode, variants: Iterable[str]) -> str:
    """A game's settings in words: "4 players, variant cards R-V1, R-V5" (R-S6, R-V7, R-V8)."""
    cards = translate("Messages", ", ", "list separator").join(sorted(variants))
    if mode is not Mode.BASE:
        if cards:
            return translate("Messages", "2 players ({0}), variant cards {1}").format(mode.label, cards)
        return translate("Messages", "2 players ({0}), no variant cards").format(mode.label)
    if cards:
        return translate("Messages", "{0} players, variant cards {1}").format(players, cards)
    return translate("Messages", "{0} players, no variant cards").format(players)


def seat_with_colours(name: str, colours: Sequence[int]) -> str:
    """"Ann (blue)" or "Ann (blue/red)" in R-V7: a seat and the armies it commands."""
    return translate("Messages", "{0} ({1})", "player (army colours)").format(
        name, "/".join(colour_word(a) for a in colours))


def seating_text(seats: Sequence[tuple[str, Sequence[int]]]) -> str:
    """Every seat with its colours, in play order: "Ann (blue), Bob (red)"."""
    return translate("Messages", ", ", "list separator").join(seat_with_colours(n, c) for n, c in seats)


#: the letter each army's pieces carry beside their colour and shape (the same in every language)
ARMY_LETTER = ("B", "R", "Y", "G", "P")


def army_with_letter(seat_name: str, army: int) -> str:
    """R-V7: the army a player acts with, by colour and the letter on its pieces, with no
    brackets in brackets: "Ann, red army (R)"."""
    return translate("Names", "{0}, {1} army ({2})", "player, army colour (the letter on its pieces)").format(
        seat_name, colour_word(army), ARMY_LETTER[army])


def army_names(mode: Mode, owner: Sequence[int], seat_names: Names) -> list[str]:
    """A name per army id (0..4) for the log and the table: the seat's name, "Ann (blue)" in
    R-V7 where each seat commands two armies, the neutral army of R-V8, or the colour of an
    army nobody commands. ``owner`` is the seat of each army id (``Game.owner``)."""
    out = []
    for army in range(len(owner)):
        if army == NEUTRAL and mode is Mode.V8:
            out.append(translate("Names", "the neutral army"))
            continue
        seat = owner[army]
        if seat < 0 or seat >= len(seat_names):
            out.append(colour_name(army))
        elif mode is Mode.V7:
            out.append(translate("Names", "{0} ({1})", "player (army colour)").format(
                seat_names[seat], colour_word(army)))
        else:
            out.append(seat_names[seat])
    return out
