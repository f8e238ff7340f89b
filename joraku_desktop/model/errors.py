"""The engine's error hierarchy: every refusal is a typed error with a message for people."""

from __future__ import annotations


class JorakuError(Exception):
    """Base class of every error the rules engine raises on purpose."""


class IllegalActionError(JorakuError, ValueError):
    """An action that is not legal for the seat to act now; the game state is unchanged."""


class RulesDataError(JorakuError):
    """The rules data file (resources/rules.json) is missing or invalid; names the field."""


class InvalidStateError(JorakuError, ValueError):
    """A position (from a save file or a scenario) breaks the rules' invariants."""


class SaveError(JorakuError):
    """A save file that cannot be loaded: the message says why, in plain words."""
