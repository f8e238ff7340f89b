"""The fitted weights of the search's estimate of the rounds to come (:mod:`.leaf`).

Written by ``scripts/fit_leaf.py --games 1500 --seed 800000``; by mode, then
by the round whose start the estimate is made at. Data: run the script again, do not edit."""

LEAF_WEIGHTS: dict[str, dict[int, dict[str, float]]] = {
    '4p': {
        2: {
            'now': -0.2195,
            'next': 0.09,
            'kachi': -0.2504,
            'share': 1.3448,
            'supply': -0.3507,
        },
        3: {
            'now': -0.1039,
            'kachi': -0.1141,
            'share': 6.1965,
            'supply': -0.1474,
        },
    },
    '3p': {
        2: {
            'now': -0.4788,
            'next': 0.286,
            'kachi': -0.124,
            'share': 4.0119,
            'supply': 0.0946,
        },
        3: {
            'now': -0.1519,
            'kachi': -0.0069,
            'share': 4.8014,
            'supply': -0.1563,
        },
    },
    'R-V7': {
        2: {
            'now': 0.2458,
            'next': 0.0625,
            'kachi': 0.1353,
            'share': -6.7996,
            'supply': -0.8574,
        },
        3: {
            'now': 0.0455,
            'kachi': 0.0428,
            'share': 1.6939,
            'supply': -0.7537,
        },
    },
    'R-V8': {
        2: {
            'now': -0.1212,
            'next': 0.4868,
            'kachi': 0.2791,
            'kachi_next': -0.6648,
            'share': -1.417,
            'supply': -1.1245,
        },
        3: {
            'now': -0.1077,
            'kachi': -0.0481,
            'share': 9.978,
            'supply': -0.4359,
        },
    },
}
