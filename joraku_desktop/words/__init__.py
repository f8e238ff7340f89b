"""The words layer: every sentence the game says to people, in the player's language.

The engine, the computer players and the files speak in codes and numbers (events, refusal
codes, tie-breaks, file problems, notices, advice); the modules here turn them into words, one
module per topic, and the views and the controller take their words from here. QtCore only
(translations and number formats): no widget, no painting. Every message is a literal inside
``translate("Context", "...")`` (:mod:`.translation`) or, for a count, a method of
:class:`.counted.Messages`, so ``pyside6-lupdate`` extracts them all.
"""
