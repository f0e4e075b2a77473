"""Which modules of the standard library's zip the engine needs, worked out inside the Pyodide that will run it
(tools/snapshot_node.mjs --stdlib-modules runs it, after a cold start that loaded the engine; build.py trims the
zip to them).

`needed(source_zip)`: every module loaded so far, and then, read with this Python's own parser from the zip's
sources, every module any of them imports anywhere (inside functions too, which a run may not reach), and so on
until nothing is added; less the modules frozen into the runtime. The zip Pyodide runs from holds bytecode, so the
sources come from the package's original zip."""

from __future__ import annotations

import ast
import sys
import zipfile
from importlib.machinery import FrozenImporter


def needed(source_zip: str) -> list[str]:
    """The modules loaded so far and every module their sources import, by name. The frozen modules loaded (os,
    codecs…) count for what they import."""
    names = sorted(sys.modules)
    with zipfile.ZipFile(source_zip) as archive:
        sources = {name.removesuffix(".py").removesuffix("/__init__").replace("/", "."): name
                   for name in archive.namelist() if name.endswith(".py")}
        found, todo = set(), list(names)
        while todo:
            name = todo.pop()
            if name in found or name not in sources:
                continue
            found.add(name)
            package = name if sources[name].endswith("__init__.py") else name.rpartition(".")[0]
            for node in ast.walk(ast.parse(archive.read(sources[name]), sources[name])):
                todo.extend(imported(node, package))
    # A frozen module is built into the runtime: its file in the zip is never read, but what it imports counts.
    return sorted(name for name in found if FrozenImporter.find_spec(name) is None)


def imported(node, package: str) -> list[str]:
    """The modules an import statement may load: each name and the packages above it; after `from x import y`, x.y
    too, in case y is a module."""
    if isinstance(node, ast.Import):
        targets = [alias.name for alias in node.names]
    elif isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            parts = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join(parts + ([node.module] if node.module else []))
        targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
    else:
        return []
    return [".".join(target.split(".")[:depth]) for target in targets for depth in range(1, target.count(".") + 2)]
