"""The window's ends of a network game: the protocol's wire over QTcpSocket and QTcpServer (lan_transport.py), and
the same over the socket a wormhole link hands over (internet_transport.py). The session's NetworkSeat plays over
either."""
