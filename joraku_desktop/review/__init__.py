"""The game review (Qt-free): where each seat lost RP against the best decision the hint's
search finds from the seat's own view, the labels of its decisions and the key moments.

    python -m joraku_desktop.review SAVE [--seats 0,1] [--json]

:mod:`.analysis` does the review, :mod:`.labels` judges a decision by the RP it lost.
"""
