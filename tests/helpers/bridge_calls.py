"""A request to the bridge as the page makes it, its answer expected to be a result or a refusal."""

from __future__ import annotations

from typing import Any

from swisspair import bridge


def answered(op: str, **args: Any) -> Any:
    """The result of request `op`, which must succeed."""
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    assert answer["ok"], answer
    return answer["result"]


def refused(op: str, **args: Any) -> dict[str, Any]:
    """The error of request `op`, which must be refused."""
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    assert not answer["ok"], answer
    return answer["error"]
