"""The Qt layer: main window, board view, side panel, controller and the computer player's runner."""
