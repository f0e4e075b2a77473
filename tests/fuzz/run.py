"""Runs fuzz cases through the engine's boundary, each in a child process, and counts what came back.

A case is request text, as the page's worker hands it to `bridge.handle_json`. The child answers it and checks
the answer; the parent gives each case a time limit and a memory cap, so that a case that kills the engine,
hangs it or swells it is counted (and the child replaced) instead of stopping the run.
"""

from __future__ import annotations

import importlib
import json
import multiprocessing
import resource
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any
from swisspair.document.errors import EventError

GOOD = ("ok", "refused")
BAD = ("internal", "raised", "died", "hung", "slow", "memory", "not_strict_json", "invalid_event",
       "export_unreadable", "input_changed")
OUTCOMES = GOOD + BAD
SLOW_SECONDS = 10.0  # the bound: a request that takes longer is a fault, not a slow machine
HANG_SECONDS = 40.0  # the child is ended: it has had four times the bound
MEMORY_CAP = 1024 * 1024 * 1024  # bytes of address space a child may add, above the ~100 MB an answer needs
GROWTH_CAP = 400 * 1024  # kB of peak resident memory one case may add


@dataclass(frozen=True)
class Case:
    family: str  # "trf", "event", "link", "request"
    seed: str  # the input it was made from
    text: str  # the request


@dataclass
class Verdict:
    outcome: str
    seconds: float
    detail: str = ""


class StrictJsonError(ValueError):
    pass


def _refuse_constant(name: str) -> Any:
    raise StrictJsonError(f"{name} in the answer")


def _parsed(text: str) -> Any:
    """The request as a Python program would pass it to `bridge.handle`, or None when it is not one."""
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError):
        return None


def _fingerprint(value: Any) -> str | None:
    try:
        return json.dumps(value, sort_keys=True, allow_nan=True)
    except (ValueError, TypeError, RecursionError):
        return None  # numbers too long to write: the page could not have sent them as a value either


def judge(case: Case) -> Verdict:
    """Answer the case as the page's worker would and say what came back (in the child)."""
    from swisspair import bridge, event

    start = time.perf_counter()
    try:
        answer_text = bridge.handle_json(case.text)
    except BaseException as exc:  # noqa: BLE001 - the boundary must never raise: that is the fault counted
        return Verdict("raised", time.perf_counter() - start, f"{type(exc).__name__}: {exc}"[:300])
    seconds = time.perf_counter() - start
    if seconds > SLOW_SECONDS:
        return Verdict("slow", seconds, case.text[:120])
    try:
        answer = json.loads(answer_text, parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as exc:
        return Verdict("not_strict_json", seconds, f"{exc}: {answer_text[:200]}")
    if not answer.get("ok"):
        error = answer.get("error") or {}
        if error.get("code") == "internal":
            kind = "memory" if str(error.get("detail", "")).startswith("MemoryError") else "internal"
            return Verdict(kind, seconds, f"{error.get('detail')} | {_last_frame(error.get('traceback', ''))}")
        if not error.get("message"):
            return Verdict("internal", seconds, f"an error without a message: {error}")
        return Verdict("refused", seconds, str(error.get("code")))
    result = answer["result"]
    if isinstance(result, dict) and isinstance(result.get("event"), dict):
        try:
            event.validate(result["event"])
        except EventError as exc:
            return Verdict("invalid_event", seconds, f"{exc.code} {exc.field}: {exc.message}"[:300])
    request = _parsed(case.text)
    if isinstance(result, dict) and isinstance(result.get("trf"), str):
        back = bridge.handle({"id": 1, "op": "event_from_trf", "args": {"trf": result["trf"]}})
        if not back["ok"]:
            return Verdict("export_unreadable", seconds, str(back["error"])[:300])
    if isinstance(request, dict) and isinstance(request.get("op"), str) and request["op"].startswith("event_"):
        before = _fingerprint(request)
        if before is not None:
            bridge.handle(request)
            if _fingerprint(request) != before:
                return Verdict("input_changed", seconds, request["op"])
    return Verdict("ok", seconds)


def _last_frame(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip().startswith("File ")]
    return lines[-1] if lines else ""


def _address_space() -> int:
    """Bytes of address space this process holds now (Linux)."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    raise OSError("no VmSize in /proc/self/status")


def _child(connection: Connection) -> None:
    """A worker: cases in, verdicts out, until the pipe closes."""
    # The cap is counted from what the fork inherited: a long run's cases take the parent past 1 GB, and a cap
    # on the whole address space then left no room to receive a case.
    limit = _address_space() + MEMORY_CAP
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    importlib.import_module("swisspair.bridge")  # loaded once, before the first case is timed

    while True:
        try:
            case = connection.recv()
        except EOFError:
            return
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        try:
            verdict = judge(case)
        except MemoryError:
            verdict = Verdict("memory", 0.0, "MemoryError in the checks")
        except BaseException:  # noqa: BLE001 - a fault in a check is reported, not lost
            verdict = Verdict("raised", 0.0, traceback.format_exc()[-300:])
        if resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before > GROWTH_CAP:
            verdict = Verdict("memory", verdict.seconds, f"peak memory grew by more than {GROWTH_CAP // 1024} MB")
        connection.send(verdict)


class Worker:
    def __init__(self, context: Any) -> None:
        self.context = context
        self.connection, theirs = context.Pipe()
        self.process = context.Process(target=_child, args=(theirs,), daemon=True)
        self.process.start()
        theirs.close()
        self.case: Case | None = None
        self.sent = 0.0

    def send(self, case: Case) -> None:
        self.case = case
        self.sent = time.monotonic()
        try:
            self.connection.send(case)
        except (BrokenPipeError, ConnectionError):
            pass  # the child is gone: its end of the pipe reads as closed, and the case is counted as died

    def stop(self) -> None:
        self.connection.close()
        self.process.kill()
        self.process.join()


@dataclass
class Tally:
    counts: Counter = field(default_factory=Counter)  # (family, outcome) -> n
    bad: list[tuple[Case, Verdict]] = field(default_factory=list)
    slowest: float = 0.0

    def add(self, case: Case, verdict: Verdict) -> None:
        self.counts[(case.family, verdict.outcome)] += 1
        self.slowest = max(self.slowest, verdict.seconds)
        if verdict.outcome in BAD:
            self.bad.append((case, verdict))

    def table(self) -> str:
        """Outcomes by family, as a Markdown table."""
        families = sorted({family for family, _ in self.counts})
        shown = [o for o in OUTCOMES if o in GOOD or any(self.counts[(f, o)] for f in families)]
        rows = [["family", *shown, "total"], ["---"] * (len(shown) + 2)]
        for family in [*families, "all"]:
            counts = [sum(self.counts[(f, o)] for f in families) if family == "all" else self.counts[(family, o)]
                      for o in shown]
            rows.append([family, *map(str, counts), str(sum(counts))])
        return "\n".join("| " + " | ".join(row) + " |" for row in rows)


def run(cases: list[Case], workers: int = 2) -> Tally:
    """Every case answered in a pool of child processes; the verdicts counted."""
    context = multiprocessing.get_context("fork")
    tally = Tally()
    pending = list(reversed(cases))
    pool = [Worker(context) for _ in range(min(workers, len(cases)) or 1)]
    try:
        for worker in pool:
            if pending:
                worker.send(pending.pop())
        while any(worker.case for worker in pool):
            busy = [worker.connection for worker in pool if worker.case]
            ready = multiprocessing.connection.wait(busy, timeout=1.0)
            for index, worker in enumerate(pool):
                if worker.case is None:
                    continue
                verdict = None
                if worker.connection in ready:
                    try:
                        verdict = worker.connection.recv()
                    except (EOFError, ConnectionError):
                        worker.process.join()
                        verdict = Verdict("died", time.monotonic() - worker.sent,
                                          f"exit code {worker.process.exitcode}")
                elif time.monotonic() - worker.sent > HANG_SECONDS:
                    verdict = Verdict("hung", HANG_SECONDS, worker.case.text[:120])
                if verdict is None:
                    continue
                tally.add(worker.case, verdict)
                worker.case = None
                if verdict.outcome in ("died", "hung", "memory"):
                    worker.stop()
                    worker = pool[index] = Worker(context)
                if pending:
                    worker.send(pending.pop())
    finally:
        for worker in pool:
            worker.stop()
    return tally
