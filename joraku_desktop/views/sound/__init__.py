"""The sound cues: what the game plays when (:mod:`.room`), the cues themselves, made with the
standard library (:mod:`.cues`), and the system's player program that plays them (:mod:`.player`).

Imported once the first table is drawn, never on the way to it (docs/startup.md); see docs/sound.md
for why no audio library is bundled.
"""
