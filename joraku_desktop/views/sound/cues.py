"""The game's sound cues, made with the standard library: no sound file ships, no library plays.

Each cue is a few notes (a bell's partials, a drum's falling pitch, a little noise) mixed into
16-bit mono PCM at the player's volume and written as a WAV file. Qt's own sound (QtMultimedia)
would add about 5–9 MB of libraries to a 95 MB bundle capped at 100 MB (docs/sound.md): these
cues cost nothing in the bundle and a few tens of kilobytes in the cache folder.

Qt-free and deterministic: the same cue at the same volume is the same bytes (the drum's noise
comes from a seeded generator), so a cached file is never stale for its name.
"""

from __future__ import annotations

import io
import math
import random
import wave
from array import array
from dataclasses import dataclass
from enum import Enum

RATE = 22_050
#: the loudest sample at full volume: headroom for notes that overlap
PEAK = 0.8 * 32767
#: bumped whenever a cue's sound changes, so that files cached by an older version are not played
SYNTH_VERSION = 2


class Cue(Enum):
    """A moment of the game that has a sound."""

    #: a person's seat is the one to act, after other seats acted
    YOUR_TURN = "your_turn"
    #: a person at this table took the skirmish (R-K4)
    SKIRMISH_WON = "skirmish_won"
    #: someone else took it, while a person sits at this table
    SKIRMISH_LOST = "skirmish_lost"
    #: the Kachidoki card changes hands and its scoring happens (R-K5, R-KS)
    KACHIDOKI = "kachidoki"
    #: the game is over and a person at this table won (R-G2)
    FANFARE = "fanfare"
    #: the game is over and a computer (or a seat elsewhere) won
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class Note:
    """One sound of a cue: ``start`` and ``length`` in seconds, ``gain`` relative to the cue."""

    start: float
    length: float
    freq: float
    gain: float = 1.0
    #: "bell" (struck, with partials), "horn" (held, a little buzz), "drum" (pitch falls, noise)
    kind: str = "bell"


#: each cue's loudness at full volume, relative to the loudest: what comes every turn is softer
#: than the moments of a game
LEVEL = {Cue.YOUR_TURN: 0.6, Cue.SKIRMISH_WON: 0.75, Cue.SKIRMISH_LOST: 0.6, Cue.KACHIDOKI: 0.9,
         Cue.FANFARE: 1.0, Cue.GAME_OVER: 0.8}


def _notes(cue: Cue) -> tuple[Note, ...]:
    """The notes of each cue. Short and soft for what comes often (a turn, a skirmish); the end
    is the longest."""
    c5, e5, g5, c6 = 523.25, 659.25, 783.99, 1046.5
    if cue is Cue.YOUR_TURN:  # one soft struck bell, a fifth above the tonic
        return (Note(0.0, 0.45, g5, 0.55),)
    if cue is Cue.SKIRMISH_WON:  # two bright notes upward
        return (Note(0.0, 0.18, e5, 0.6), Note(0.09, 0.3, c6, 0.7))
    if cue is Cue.SKIRMISH_LOST:  # two quiet notes downward
        return (Note(0.0, 0.2, 392.0, 0.45), Note(0.12, 0.32, 329.63, 0.4))
    if cue is Cue.KACHIDOKI:  # the victory shout's drums: two taiko strokes, the second harder
        return (Note(0.0, 0.3, 147.0, 0.7, "drum"), Note(0.2, 0.5, 131.0, 1.0, "drum"))
    if cue is Cue.FANFARE:  # a rising horn call to a held octave
        return (Note(0.0, 0.16, c5, 0.55, "horn"), Note(0.15, 0.16, e5, 0.55, "horn"),
                Note(0.3, 0.16, g5, 0.6, "horn"), Note(0.45, 0.9, c6, 0.7, "horn"),
                Note(0.45, 0.9, g5, 0.35, "horn"), Note(0.45, 0.6, 65.41, 0.8, "drum"))
    return (Note(0.0, 0.5, g5, 0.45), Note(0.3, 0.8, c5, 0.5))  # GAME_OVER: a plain close


def _sample(note: Note, t: float, rng: random.Random) -> float:
    """The note's value at ``t`` seconds after its start, in -1..1 before its gain."""
    if note.kind == "drum":
        freq = note.freq * (1.0 + 1.5 * math.exp(-t * 30.0))  # the skin's pitch falls when struck
        body = math.sin(2 * math.pi * freq * t) * math.exp(-t * 7.0)
        # an overtone and the stick's slap: what a laptop's small speakers can sound of a drum
        ring = 0.45 * math.sin(2 * math.pi * 2.6 * freq * t) * math.exp(-t * 18.0)
        slap = (rng.random() * 2 - 1) * math.exp(-t * 40.0) * 0.5
        return body + ring + slap
    attack = min(1.0, t / 0.005)  # 5 ms: no click at the start
    if note.kind == "horn":
        release = min(1.0, (note.length - t) / 0.06)
        tone = (math.sin(2 * math.pi * note.freq * t) + 0.35 * math.sin(4 * math.pi * note.freq * t)
                + 0.15 * math.sin(6 * math.pi * note.freq * t))
        return attack * release * tone / 1.5
    decay = math.exp(-t * 6.0 / note.length)  # struck: it fades over its length
    tone = (math.sin(2 * math.pi * note.freq * t) + 0.4 * math.sin(2 * math.pi * 2.76 * note.freq * t)
            * math.exp(-t * 8.0))
    return attack * decay * tone / 1.4


def gain_of(volume: int) -> float:
    """The amplitude for a volume in percent: loudness follows the square (50% is a quarter as
    loud in amplitude, about -12 dB), so the low half of the slider is still usable."""
    v = max(0, min(100, volume)) / 100.0
    return v * v


def samples(cue: Cue, volume: int) -> array[int]:
    """The cue as signed 16-bit samples at :data:`RATE`, at its :data:`LEVEL` and ``volume``
    (0–100)."""
    notes = _notes(cue)
    total = max(n.start + n.length for n in notes) + 0.02
    mix = [0.0] * int(total * RATE)
    rng = random.Random(cue.value)  # the same noise every time: the same bytes
    for note in notes:
        first = int(note.start * RATE)
        for i in range(int(note.length * RATE)):
            if first + i < len(mix):
                mix[first + i] += note.gain * _sample(note, i / RATE, rng)
    loudest = max(1.0, max(abs(x) for x in mix))  # overlapping notes never clip
    # the tail under -60 dB is silence to the ear: cut, so that the player is done sooner
    end = max((i for i, x in enumerate(mix) if abs(x) > loudest * 1e-3), default=0) + 1
    mix = mix[:end]
    scale = PEAK * LEVEL[cue] * gain_of(volume) / loudest
    return array("h", (round(x * scale) for x in mix))


def wav_bytes(cue: Cue, volume: int) -> bytes:
    """The cue as a complete WAV file (16-bit mono PCM)."""
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        data = samples(cue, volume)
        if data.itemsize != 2:  # pragma: no cover (every platform we build for has 2-byte shorts)
            raise RuntimeError("16-bit samples expected")
        w.writeframes(data.tobytes() if _little_endian() else _swapped(data))
    return out.getvalue()


def _little_endian() -> bool:
    return array("h", [1]).tobytes()[0] == 1


def _swapped(data: array[int]) -> bytes:
    copy = array("h", data)
    copy.byteswap()
    return copy.tobytes()


def file_name(cue: Cue, volume: int) -> str:
    """The cached file's name: the synthesis version, the cue and the volume make it unique."""
    return f"joraku-v{SYNTH_VERSION}-{cue.value}-{max(0, min(100, volume))}.wav"
