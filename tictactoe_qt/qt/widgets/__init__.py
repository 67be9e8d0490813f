"""Views that lay out and draw: the board, the play area around it, the side panel, the move list, notices."""
