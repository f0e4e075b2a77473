"""Zip archives of Python code for the build: wheels written deterministically, and wheels and the
standard library compiled to bytecode.

build.py imports this module in CPython to write the engine wheel. tools/pyodide_node.mjs runs it
inside Pyodide (Python 3.14, the browser's own interpreter) to compile, because bytecode is specific
to the Python version that reads it. Standard library only, for both.

Why compile: Pyodide 314 ships python_stdlib.zip as source, so every start-up compiles each module
it imports; with bytecode the runtime starts several times faster (figures in docs/performance.md).
"""

from __future__ import annotations

import base64
import hashlib
import py_compile
import tempfile
import zipfile
from pathlib import Path

# Fixed timestamps: the same inputs give byte-identical wheels, so an unchanged build keeps its
# service-worker cache name.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def dist_info_of(files: dict[str, bytes]) -> str:
    return next(name.split("/")[0] for name in files if name.split("/")[0].endswith(".dist-info"))


def write_wheel(path: Path, files: dict[str, bytes]) -> None:
    """Write a wheel from {archive name: bytes}; adds the RECORD file of the one .dist-info folder."""
    dist_info = dist_info_of(files)
    record_name = f"{dist_info}/RECORD"
    lines = [record_line(name, data) for name, data in sorted(files.items()) if name != record_name]
    lines.append(f"{record_name},,")
    write_zip(path, {**{n: d for n, d in files.items() if n != record_name},
                     record_name: ("\n".join(lines) + "\n").encode()})


def read_zip(path: Path) -> dict[str, bytes]:
    """{name: bytes}, folders included (as "name/": b"") since zipimport's namespace packages need them."""
    with zipfile.ZipFile(path) as archive:
        return {info.filename: archive.read(info) for info in archive.infolist()}


def write_zip(path: Path, entries: dict[str, bytes]) -> None:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = (0o40755 << 16 | 0x10) if name.endswith("/") else 0o644 << 16
            archive.writestr(info, entries[name])


def to_bytecode(files: dict[str, bytes]) -> dict[str, bytes]:
    """Each .py replaced by a sourceless .pyc beside it (which import prefers, also from a zip);
    other files unchanged."""
    compiled: dict[str, bytes] = {}
    with tempfile.TemporaryDirectory() as scratch:
        src, pyc = Path(scratch, "module.py"), Path(scratch, "module.pyc")
        for name, data in files.items():
            if not name.endswith(".py"):  # data files and folders
                compiled[name] = data
                continue
            src.write_bytes(data)
            # dfile: tracebacks name the module's path in the archive. A sourceless .pyc is never
            # checked against a source, so no timestamp is needed.
            py_compile.compile(str(src), cfile=str(pyc), dfile=name, doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
            compiled[name + "c"] = pyc.read_bytes()
    return compiled


def compile_stdlib(source: Path, out_dir: Path) -> Path:
    """python_stdlib.zip with bytecode instead of sources, under the same name."""
    target = out_dir / source.name
    write_zip(target, to_bytecode(read_zip(source)))
    return target


def compile_wheel(source: Path, out_dir: Path, python_tag: str) -> Path:
    """Rewrite a pure-Python wheel with bytecode instead of sources. The result is tagged for this
    interpreter only (e.g. cp314-none-any), since its bytecode runs on no other."""
    files = read_zip(source)
    code = {name: data for name, data in files.items() if not name.split("/")[0].endswith(".dist-info")}
    compiled = to_bytecode(code)
    dist_info = dist_info_of(files)
    for name, data in files.items():
        if name.startswith(dist_info + "/") and not name.endswith("/RECORD"):
            if name.endswith("/WHEEL"):
                data = retag(data, python_tag)
            compiled[name] = data
    project, version = source.name.split("-")[:2]
    target = out_dir / f"{project}-{version}-{python_tag}-none-any.whl"
    write_wheel(target, compiled)
    return target


def retag(wheel_file: bytes, python_tag: str) -> bytes:
    lines = [line for line in wheel_file.decode().splitlines() if not line.startswith("Tag:")]
    lines.append(f"Tag: {python_tag}-none-any")
    return ("\n".join(lines) + "\n").encode()

