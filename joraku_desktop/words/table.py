"""The table's words: the banner (the round and phase, what to do now), the recruit slots, what
this seat knows (R-P3), the tags of the hand's cards and the keyboard's list of actions.

Someone who has never seen the board game reads these lines, so they say what to do with the
mouse and cite the rule, never an engine term. Which of them the banner shows is decided by
``presentation.banner``; the tooltips are in :mod:`.tooltips`.
"""

from __future__ import annotations

from ..model import CARD_NUMBER, Action, SeatView
from ..model.actions import ActionKind
from ..model.phases import Mode, Phase
from .basics import area_name, card_words, colour_word, list_join, phase_name, suit_word
from .translation import translate


def pass_instruction(who: str, to: str, n: int, chosen: int) -> str:
    """R-P2 (and R-V8's pass of 3 as step 1 of 2): the cards to pass, the button that sends them."""
    if n == 3:
        return translate(
            "Messages",
            "{0}, step 1 of 2 (R-V8): choose 3 cards to pass to {1} ({2} of 3 chosen), "
            "then press “Pass these cards”.",
        ).format(who, to, chosen)
    return translate(
        "Messages",
        "{0}: choose 2 cards to pass to {1} ({2} of 2 chosen; click or drag them into the slots), "
        "then press “Pass these cards”.",
    ).format(who, to, chosen)


def discard_instruction(who: str) -> str:
    """R-V8 step 2 of 2."""
    return translate(
        "Messages",
        "{0}, step 2 of 2 (R-V8): choose 1 card to discard face down, then press “Discard”.",
    ).format(who)


def draft_instruction(who: str, pick: int, opponent: str) -> str:
    """R-V7: which pick of the draft this is; the rest of the draft hand goes to the opponent."""
    return translate(
        "Messages",
        "{0}, draft pick {1} of 5 (R-V7): choose 1 card to keep, then press “Keep this card”; "
        "the rest goes to {2}.",
    ).format(who, pick, opponent)


def done_instruction(who: str) -> str:
    """No AP left (R-E2): only Done remains."""
    return translate("Messages", "{0}: no action points left. Press Done to end the action.").format(who)


def nothing_left_instruction(who: str) -> str:
    """AP left, but nothing they can buy (R-E2 B): unspent AP are lost."""
    return translate(
        "Messages",
        "{0}: nothing more can be done with these action points. Press Done (unspent AP are lost).",
    ).format(who)


def placement_done_instruction(who: str) -> str:
    """Nothing more may be placed: the supply is empty (R-E3) or three are placed (R-E1)."""
    return translate(
        "Messages", "{0}: no more samurai can be placed now. Press Done to end the action."
    ).format(who)


def ap_instruction(who: str, ap: int, daimyo_cost: int, daimyo_affordable: bool) -> str:
    """R-E2 B: what the action points left can still buy."""
    if daimyo_affordable:
        return translate(
            "Messages",
            "{0}: {1} AP left. Drag your daimyo ({2} AP) or a samurai (1 AP) to a neighbouring "
            "area, or click an enemy samurai where your daimyo stands (1 AP); then Done.",
        ).format(who, ap, daimyo_cost)
    return translate(
        "Messages",
        "{0}: {1} AP left: not enough to move your daimyo. Drag a samurai to a neighbouring area "
        "or click an enemy samurai where your daimyo stands (1 AP each); then Done.",
    ).format(who, ap)


def ap_drive_instruction(who: str, ap: int) -> str:
    """R-V8 with AP: the move a newcomer misses spelled out — the purple neutral samurai where
    the daimyo stands can be driven away (the rules' relocation), besides the usual steps."""
    return translate(
        "Messages",
        "{0}: {1} AP left. Click a purple neutral samurai where your daimyo stands to drive it away "
        "(1 AP, R-V8), or move your daimyo or a samurai, or remove an enemy samurai; then Done.",
    ).format(who, ap)


def relocation_instruction(who: str, src: str) -> str:
    """R-V8: the neutral samurai clicked waits for the area it is driven to."""
    return translate(
        "Messages",
        "{0}: click the area where the neutral samurai from {1} goes — any other area not "
        "behind the neutral daimyo (R-V8). Click another piece to change your mind.",
    ).format(who, src)


def army_choice_instruction(who: str, card_text: str, first: str, second: str) -> str:
    """R-V7: the card may be played for either army; the buttons name them."""
    return translate(
        "Messages",
        "{0}: which army plays the {1}? Press “Play for {2}” or “Play for {3}” (R-V7).",
    ).format(who, card_text, first, second)


def pass_zone_title(phase: Phase, mode: Mode, to: str) -> str:
    if phase is Phase.PASS and mode is Mode.V8:
        return translate("Messages", "Step 1 of 2: pass 3 cards to {0}").format(to)
    if phase is Phase.PASS:
        return translate("Messages", "Pass 2 cards to {0}").format(to)
    if phase is Phase.DISCARD:
        return translate("Messages", "Step 2 of 2: discard 1 card")
    return translate("Messages", "Keep 1 card")


def pass_zone_progress(phase: Phase, chosen: int, size: int, pick: int) -> str:
    """How far the choice is: "1 of 2 chosen", or the draft's "pick 2 of 5" (R-V7)."""
    if phase is Phase.DRAFT:
        return translate("Messages", "Draft: pick {0} of 5 · {1} of 1 chosen").format(pick, chosen)
    return translate("Messages", "{0} of {1} chosen").format(chosen, size)


def discard_hint(to: str, passed: str) -> str:
    """R-V8 step 2: the discard is secret; the cards passed in step 1 are recalled (R-P3)."""
    return translate(
        "Messages", "You passed {1} to {0}. Your discard stays face down; nobody will see it (R-V8)."
    ).format(to, passed)


def draft_hint(opponent: str, given: str) -> str:
    """R-V7: what this seat handed on in the last swap is known to be in the opponent's hands."""
    if not given:
        return translate("Messages", "The rest of this draft hand goes to {0} (R-V7).").format(opponent)
    return translate(
        "Messages", "{0} now holds what you handed on: {1}. The rest of this hand goes to {0} (R-V7)."
    ).format(opponent, given)


def known_title() -> str:
    return translate("Messages", "What you know (R-P3)")


def passed_label(to: str) -> str:
    return translate("Messages", "Passed to {0}:").format(to)


def passed_label_v8(to: str) -> str:
    return translate("Messages", "Passed to {0} (held, or their discard):").format(to)


def received_label(frm: str) -> str:
    return translate("Messages", "Received from {0}:").format(frm)


def kept_by_label(who: str) -> str:
    return translate("Messages", "{0} kept from your draft hands:").format(who)


def all_played_text() -> str:
    return translate("Messages", "All played.")


def tag_received(frm: str) -> str:
    return translate("Messages", "from {0}").format(frm)


def tag_personal() -> str:
    return translate("Messages", "personal")


def tag_kept() -> str:
    return translate("Messages", "kept")


# ---- the banner (``presentation.banner`` chooses the line) ----------------------------------
def phase_title(v: SeatView) -> tuple[str, str]:
    """(round and phase, details) for the banner's left side."""
    if v.is_over:
        return translate("Banner", "Game over"), translate("Banner", "Final scores: Game → Results (Ctrl+R)")
    left = translate("Banner", "Round {0} of 3").format(v.round)
    if v.phase is Phase.PLAY and v.current_seat < 0 and not v.trick and not any(v.hand_sizes):
        # the round as it ended, before the next deal (presentation.scoring_steps.round_end_view)
        return (f"{left} · " + translate("Banner", "prestige scored"),
                translate("Banner", "Every area scored by this round's chart (R-PR)"))
    title = f"{left} · {phase_name(v.phase)}"
    if v.phase in (Phase.PASS, Phase.DISCARD, Phase.DRAFT):
        return title, translate("Banner", "Then {0} skirmishes, then prestige scoring").format(
            v.skirmishes_per_round
        )
    mid = translate("Banner", "Skirmish {0} of {1}").format(v.skirmish + 1, v.skirmishes_per_round)
    return title, mid + " · " + translate("Banner", "prestige scoring after the last one")


def game_over_instruction() -> str:
    return translate("Banner", "The game is over.")


def thinking_instruction(who: str) -> str:
    """A computer seat is deciding."""
    return translate("Banner", "{0} (computer) is thinking…").format(who)


def to_act_instruction(who: str) -> str:
    """Another person at the screen decides (hot-seat, behind the curtain)."""
    return translate("Banner", "{0} to act.").format(who)


def follow_instruction(who: str, led_suit: int) -> str:
    """R-K2: a skirmish is under way; follow its suit if you can."""
    return translate(
        "Banner", "{0}: drag a card onto the skirmish (follow the {1} suit if you can)."
    ).format(who, suit_word(led_suit))


def lead_instruction(who: str) -> str:
    """R-K1: the first card of a skirmish."""
    return translate(
        "Banner", "{0}: you lead. Drag any card onto the skirmish (or double-click it)."
    ).format(who)


def mode_instruction(who: str, number: int) -> str:
    """R-E2: the card's number is the area to place in, or the action points to take."""
    return translate("Banner", "{0}: place up to 3 samurai in {1}, or take action points ({2} AP)?").format(
        who, area_name(number), number
    )


def choose_cards_first_text(count: int) -> str:
    """Confirm pressed before the pass (R-P2), the discard or the draft pick is complete."""
    if count == 1:
        return translate("Banner", "Choose a card first.")
    return translate("Banner", "Choose {0} cards first.").format(count)


def placement_instruction(who: str, number: int, left: int) -> str:
    """R-E1, R-E2: where the samurai go (a Ninja: any area) and how many may still go."""
    if number == 0:  # a sentence of its own: "any area" inside the other one reads wrong in Russian
        return translate(
            "Banner", "{0}: drag samurai from your supply to any area ({1} left), then Done."
        ).format(who, left)
    return translate("Banner", "{0}: drag samurai from your supply to {1} ({2} left), then Done.").format(
        who, area_name(number), left
    )


# ---- the keyboard's list of actions (K) -------------------------------------------------------
def describe_action(a: Action, acting_card: int) -> str:
    """One legal action in plain words; ``acting_card`` is the card whose effect is chosen."""
    k = a.kind
    if k == ActionKind.PASS:
        return translate("Actions", "Pass {0}").format(list_join(card_words(c) for c in a.cards))
    if k == ActionKind.DISCARD:
        return translate("Actions", "Discard the {0}").format(card_words(a.card))
    if k == ActionKind.DRAFT:
        return translate("Actions", "Keep the {0}").format(card_words(a.card))
    if k == ActionKind.PLAY:
        text = translate("Actions", "Play the {0}").format(card_words(a.card))
        if a.army >= 0:
            text += " " + translate("Actions", "for {0}").format(colour_word(a.army))
        return text
    if k == ActionKind.PLACEMENT:
        return translate("Actions", "Placement: up to 3 samurai in {0}").format(
            area_name(CARD_NUMBER[acting_card])
        )
    if k == ActionKind.AP:
        return translate("Actions", "Action points: {0} AP").format(CARD_NUMBER[acting_card])
    if k == ActionKind.PLACE:
        return translate("Actions", "Place a samurai in {0}").format(area_name(a.dst))
    if k == ActionKind.DAIMYO:
        return translate("Actions", "Move your daimyo from {0} to {1}").format(
            area_name(a.src), area_name(a.dst)
        )
    if k == ActionKind.MOVE:
        return translate("Actions", "Move a samurai from {0} to {1}").format(
            area_name(a.src), area_name(a.dst)
        )
    if k == ActionKind.REMOVE:
        return translate("Actions", "Remove a {0} samurai from {1}").format(
            colour_word(a.army), area_name(a.src)
        )
    if k == ActionKind.RELOCATE:
        return translate("Actions", "Drive a neutral samurai from {0} to {1}").format(
            area_name(a.src), area_name(a.dst)
        )
    if k == ActionKind.END:
        return translate("Actions", "Done (end this card's action)")
    return str(a)


def with_keys(text: str, what: str) -> str:
    """The banner's instruction with its keys after it, for a player on the keyboard: ``what``
    is "mode" (the effect to choose, R-E2), "map" (steps on the map to take) or "done" (only
    Done is left)."""
    if what == "mode":
        return translate("Banner", "{0} Keys: P places, A takes the action points.").format(text)
    if what == "done":
        return translate("Banner", "{0} Keys: D ends.").format(text)
    return translate("Banner", "{0} Keys: ←/→ a step on the map, Enter does it, D ends.").format(text)


def ap_keys_instruction(who: str, ap: int, daimyo_cost: int, daimyo_affordable: bool) -> str:
    """R-E2 B for a player on the keyboard: what the action points buy, and the keys (the
    mouse's sentence and the keys together are too long for the banner in some languages;
    each step under the map's cursor is said in full as it is chosen)."""
    if daimyo_affordable:
        return translate(
            "Banner", "{0}: {1} AP left (the daimyo {2} AP, a samurai moved or removed 1 AP). "
            "Keys: ←/→ a step on the map, Enter does it, D ends.",
        ).format(who, ap, daimyo_cost)
    return translate(
        "Banner", "{0}: {1} AP left, not enough for the daimyo (a samurai moved or removed 1 AP). "
        "Keys: ←/→ a step on the map, Enter does it, D ends.",
    ).format(who, ap)


def map_step_text(step: str) -> str:
    """The step on the map under the keyboard's cursor (``step``: the action in words)."""
    return translate("Actions", "{0} — Enter does it; ←/→ another step, D ends.").format(step)
