"""The game being played: the controller, the games in play, the seats and the searches behind them.

No widgets here: views draw what the controller's signals and members say.
"""
