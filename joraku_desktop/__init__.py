"""Joraku Desktop: the digital edition of the board game *Joraku*."""

__version__ = "0.1.0"
