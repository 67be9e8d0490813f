"""The terminal's scheduler: a search runs when asked; answers and timers wait for settle(), which hands every answer
over first, then fires the timers in the order they fall due, sleeping until each."""

from tictactoe_qt.terminal.scheduler import TerminalScheduler


class FakeClock:
    def __init__(self) -> None:
        self.now, self.slept = 100.0, []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(round(seconds, 3))
        self.now += seconds


def test_settle_delivers_answers_then_fires_due_timers_in_order_sleeping_until_each():
    clock = FakeClock()
    scheduler = TerminalScheduler(clock, clock.sleep)
    happened: list[str] = []
    late = scheduler.timer(500, lambda: happened.append("late"))
    soon = scheduler.timer(0, lambda: happened.append("soon"))
    never = scheduler.timer(10, lambda: happened.append("never"))
    scheduler.run(lambda: scheduler.deliver(lambda: happened.append("answer")), priority=1)
    late.start()
    soon.start()
    never.start()
    never.stop()
    assert happened == []  # nothing is handed over before settle()
    scheduler.settle()
    assert happened == ["answer", "soon", "late"]
    assert clock.slept == [0.5]
    scheduler.settle()
    assert happened == ["answer", "soon", "late"]  # a timer fires once a start


def test_a_timer_restarted_by_its_own_callback_fires_again_and_an_answer_from_a_timer_comes_before_later_timers():
    clock = FakeClock()
    scheduler = TerminalScheduler(clock, clock.sleep)
    happened: list[str] = []
    count = [0]

    def tick() -> None:
        count[0] += 1
        happened.append(f"tick {count[0]}")
        if count[0] < 3:
            ticker.start()
        scheduler.deliver(lambda: happened.append(f"answer {count[0]}"))

    ticker = scheduler.timer(100, tick)
    ticker.start()
    scheduler.timer(250, lambda: happened.append("other")).start()
    scheduler.settle()
    assert happened == ["tick 1", "answer 1", "tick 2", "answer 2", "other", "tick 3", "answer 3"]
    assert round(clock.now, 6) == 100.3
