"""The engine's import structure: no cycle; the document kernel (swisspair.document) imports no pairing system and
no event module; the event layer reaches the systems only through the registry (swisspair.systems, its base).

Every import counts, one inside a function too (moving an import into a function does not undo the dependency),
and importing a.b.c imports the packages a and a.b as well (their __init__ runs)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "py"
PACKAGE = "swisspair"


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the engine by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imported(name: str, path: Path, node: ast.Import | ast.ImportFrom, known: dict[str, Path]) -> list[str]:
    """The engine's modules an import statement names (a name imported from a package may be a module)."""
    if isinstance(node, ast.Import):
        targets = [alias.name for alias in node.names]
    else:
        if node.level:
            base = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
            base = base[:len(base) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        targets = [f"{prefix}.{alias.name}" if f"{prefix}.{alias.name}" in known else prefix for alias in node.names]
    out = []
    for target in targets:
        while target and target not in known:
            target = target.rpartition(".")[0]
        if target:
            out.append(target)
    return out


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Module -> the engine's modules its import runs: every import statement, at any depth, and the packages above
    each imported module (not the importing module's own packages, which are loaded before it)."""
    known = modules(root)
    graph = {}
    for name, path in known.items():
        direct = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                direct.update(_imported(name, path, node, known))
        runs = set()
        for target in direct:
            parts = target.split(".")
            for i in range(1, len(parts) + 1):
                package = ".".join(parts[:i])
                if package in known and package != name and not name.startswith(package + "."):
                    runs.add(package)
        graph[name] = runs
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, iterative), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in sorted(graph):
        if start in index:
            continue
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        work = [(start, iter(sorted(graph[start])))]
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def loop_through(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One import loop inside a component: from its first module back to it (breadth first)."""
    members = set(component)
    start = component[0]
    came_from = {start: None}
    queue = [start]
    for node in queue:
        for nxt in sorted(graph[node] & members):
            if nxt == start:
                path = [node]
                while came_from[path[-1]] is not None:
                    path.append(came_from[path[-1]])
                return [start, *reversed(path[:-1]), start]
            if nxt not in came_from:
                came_from[nxt] = node
                queue.append(nxt)
    raise AssertionError(f"no loop in {component}")


def reached(graph: dict[str, set[str]], name: str) -> set[str]:
    """Every module importing `name` runs, directly or through others."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        for nxt in graph[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_no_engine_module_imports_itself_through_others():
    graph = import_graph()
    found = cycles(graph)
    assert not found, "import cycles: " + "; ".join(
        f"{len(c)} modules, e.g. {' -> '.join(loop_through(graph, c))}" for c in found)


def test_the_document_kernel_imports_no_pairing_system_and_no_event_module():
    graph = import_graph()
    kernel = [name for name in graph if under(name, "swisspair.document")]
    assert kernel, "the kernel package swisspair.document is missing"
    wrong = {name: sorted(m for m in reached(graph, name)
                          if under(m, "swisspair.systems") or under(m, "swisspair.event") or m == "swisspair.bridge")
             for name in kernel}
    assert not {name: found for name, found in wrong.items() if found}


def test_the_event_layer_reaches_the_systems_only_through_the_registry():
    graph = import_graph()
    interface = {"swisspair.systems", "swisspair.systems.base"}
    named = {name: sorted(m for m in imported if under(m, "swisspair.systems") and m not in interface)
             for name, imported in graph.items() if under(name, "swisspair.event")}
    assert not {name: found for name, found in named.items() if found}


def test_no_package_init_imports_another_layer_to_fix_the_load_order():
    graph = import_graph()
    packages = [name for name, path in modules().items() if path.name == "__init__.py" and name != PACKAGE]
    outside = {name: sorted(m for m in graph[name] if not under(m, name)) for name in packages
               if under(name, "swisspair.event") or under(name, "swisspair.document")}
    assert not {name: found for name, found in outside.items() if found}


def test_the_import_walk_counts_imports_in_functions_and_the_packages_above_a_module(tmp_path):
    package = tmp_path / PACKAGE
    (package / "a").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "a" / "__init__.py").write_text("from .. import b\n")
    (package / "a" / "c.py").write_text("")
    (package / "b.py").write_text("def later():\n    from .a import c\n")
    graph = import_graph(tmp_path)
    assert graph["swisspair.b"] == {"swisspair.a", "swisspair.a.c"}
    assert cycles(graph) == [["swisspair.a", "swisspair.b"]]
    assert loop_through(graph, ["swisspair.a", "swisspair.b"]) == ["swisspair.a", "swisspair.b", "swisspair.a"]
