"""The game window and the table drawn in a QGraphicsScene (Qt only here and in controller/)."""
