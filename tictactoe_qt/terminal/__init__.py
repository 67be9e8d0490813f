"""The terminal game: local play and network play on the same core, with no Qt."""
