"""Options for the whole suite."""


def pytest_addoption(parser):
    parser.addoption("--monkey-actions", type=int, default=3000,
                     help="random user actions per run of the GUI monkey test (try 50000 for a long hunt)")
    parser.addoption("--soak-actions", type=int, default=600,
                     help="random user actions of the background-work soak test (try 20000 for a long run)")
