"""Network games: the sans-IO protocol (wire, match, protocol), discovery, and the terminal's sockets.

Nothing here imports Qt; the window wraps the protocol in QTcpSocket/QTcpServer (qt/network/lan_transport.py).
"""
