"""The table: the scene, its graphics items, gestures, drag, layout, animation, the hint layer and
the scoring sequence. It draws a seat view and emits what the player asks for; it never imports
a window."""
