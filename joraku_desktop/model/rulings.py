"""Every RULING of the rules reference (../shared/rules/joraku-rules.md), each in one place.

The printed rulebooks are silent or ambiguous on these points; the project decided them.
Change a ruling here and the whole engine follows: each constant is read by the code that
applies it. One ruling is data, not a constant: the R-PR4 chart rows of areas 0-3 are
inferred, not printed; they live with the printed rows in resources/rules.json, flagged
``"inferred": true``, so a player who owns the board can correct them there.
"""

from __future__ import annotations

#: R-K4(a) RULING: a Ninja counts as 0 when the highest number decides the skirmish
#: (the printed rules only say a Ninja wins if a 6 was played).
NINJA_VALUE = 0

#: R-K4(b): the Ninja wins a skirmish in which at least one 6 was played.
NINJA_BEATS_NUMBER = 6

#: R-V5 RULING: the leader does not score for their own lead card; only followers that
#: match the led suit score.
V5_LEADER_SCORES_OWN_LEAD = False

#: R-V5: RP for a follower that matches the led suit.
V5_FOLLOW_BONUS = 2

#: Program decision (R-E2, R-V7): "never your own samurai" means no army of the acting
#: player, so in R-V7 a player cannot remove samurai of their own other army.
V7_OWN_ARMIES_ARE_PROTECTED = True

#: Program decision (R-V4 with R-V7): "once per game per player" counts per army, since each
#: army is a separate faction with its own daimyo card; the engine keeps one flag per army.
V4_ONCE_PER_ARMY = True

#: Program decision (R-V7 setup): "each player assigns one of their colours to each of their
#: daimyo cards" is cosmetic (colours differ only in name), so the engine fixes it: a player's
#: first colour (blue, or yellow) takes the card from {1,2,3}, the second from {4,5,6}.
V7_FIRST_COLOUR_TAKES_LOW_CARD = True
