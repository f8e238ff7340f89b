"""What a seat's panel on the table shows: name, kind, armies, daimyo cards, supply, RP (or the
RP counting up while scoring is shown), hand size, whose turn, and the status line.
"""

from __future__ import annotations

from ...model import NEUTRAL
from ...model.phases import Phase
from ...presentation.board_state import BoardState
from ...words.basics import area_name
from ...words.translation import translate
from .panel_item import PanelData, kind_label


def panel_data(
    s: BoardState, seat: int, rp_shown: tuple[int, ...] | None = None, round_shown: int | None = None
) -> PanelData:
    """What a seat's panel shows (seat -1: the neutral army of R-V8); ``rp_shown``: the RP
    counting up while scoring is shown (None: the view's); ``round_shown``: the round whose
    scoring is shown.

    The panels tell the moment being shown, not the view: under a finished round's scoring the
    view has already dealt the next round, but every hand was played out before the round was
    scored (R-K: as many skirmishes as cards in a hand), so the hands are shown empty."""
    v = s.view
    played_out = round_shown is not None and round_shown < v.round
    rp = rp_shown if rp_shown is not None else v.rp
    rp_scale = max(30, *(rp[a] for a in v.armies))
    if seat < 0:
        return PanelData(
            -1,
            translate("Board", "Neutral army"),
            translate("Board", "R-V8"),
            (NEUTRAL,),
            (0,),
            (v.supply[NEUTRAL],),
            (0,),
            rp_scale,
            0,
            False,
            False,
            translate("Board", "moves toward Kyoto each round"),
            translate("Board", "Daimyo in {0}; its samurai are moved, never removed.").format(
                area_name(v.daimyo_area[NEUTRAL])
            ),
        )
    armies = s.seat_armies(seat)
    status = ""
    scoring = rp_shown is not None  # nobody acts while scoring is shown
    if scoring:
        pass
    elif v.phase in (Phase.PASS, Phase.DISCARD, Phase.DRAFT) and v.waiting_for:
        status = translate("Board", "choosing…") if seat in v.waiting_for else translate("Board", "ready")
    elif seat == v.current_seat and s.thinking:
        status = translate("Board", "thinking…")
    return PanelData(
        seat,
        s.seat_names[seat],
        kind_label(s.seat_kinds[seat], seat == s.hand_seat),
        armies,
        tuple(v.daimyo_card[a] for a in armies),
        tuple(v.supply[a] for a in armies),
        tuple(rp[a] for a in armies),
        rp_scale,
        0 if played_out else v.hand_sizes[seat],
        v.kachidoki_seat == seat,
        seat == v.current_seat and not scoring,
        status,
        translate("Board", "Daimyo card {0}; the daimyo stands in {1}.").format(
            v.daimyo_card[armies[0]], area_name(v.daimyo_area[armies[0]])
        ),
        s.revealed[seat] if 0 <= seat < len(s.revealed) and not played_out else (),
    )
