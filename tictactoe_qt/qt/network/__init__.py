"""Network play in the window: the Qt sockets around the sans-IO protocol (transport), the player on the
other computer as a seat (seat), the network game's table (game), and the Game menu's Host/Join with its
dialogs (menu, dialogs).
"""
