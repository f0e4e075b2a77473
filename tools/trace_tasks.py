"""The page's main-thread tasks read from a Chromium trace (the DevTools protocol's Tracing domain): each task's
length on the clock and its thread's own time in it. On a machine whose cores are shared, a task's length on the
clock (what PerformanceObserver "longtask" reports) includes the time its thread waited for a core; its own time is
the page's work, the figure a change to the page can make shorter."""

from __future__ import annotations

# The page's tasks ("RunTask") and the names of the threads.
CATEGORIES = "disabled-by-default-devtools.timeline,__metadata"
TASK_NAMES = ("RunTask", "ThreadControllerImpl::RunTask")


class TaskTrace:
    """Trace the page's main thread between start() and stop(); stop() answers its tasks of at least `floor_ms` on the
    clock as [(clock ms, own ms)], longest first."""

    def __init__(self, page):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        self.events: list[dict] = []
        self.complete = False
        self.cdp.on("Tracing.dataCollected", lambda params: self.events.extend(params["value"]))
        self.cdp.on("Tracing.tracingComplete", lambda params: setattr(self, "complete", True))

    def start(self) -> None:
        self.events, self.complete = [], False
        self.cdp.send("Tracing.start", {"categories": CATEGORIES, "transferMode": "ReportEvents"})

    def stop(self, floor_ms: float = 50.0) -> list[tuple[float, float]]:
        self.cdp.send("Tracing.end")
        while not self.complete:
            self.page.wait_for_timeout(50)
        return main_thread_tasks(self.events, floor_ms)


def main_thread_tasks(events: list[dict], floor_ms: float) -> list[tuple[float, float]]:
    """The tasks of the renderer's main thread with the most tasks (the page's; others are blank pages or workers)."""
    mains = {(e["pid"], e["tid"]) for e in events
             if e.get("ph") == "M" and e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"}
    tasks: dict[tuple, list[tuple[float, float]]] = {thread: [] for thread in mains}
    for e in events:
        thread = (e.get("pid"), e.get("tid"))
        if thread in tasks and e.get("ph") == "X" and e.get("name") in TASK_NAMES and "dur" in e:
            tasks[thread].append((e["dur"] / 1000, e.get("tdur", e["dur"]) / 1000))
    page = max(tasks.values(), key=len, default=[])
    return sorted((task for task in page if task[0] >= floor_ms), reverse=True)
