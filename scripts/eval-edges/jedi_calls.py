"""Call sites of Python files and where jedi says each callee is defined.

Reads a JSON request {"root": DIR, "files": [relative paths]} on stdin and writes one JSON line per call site:
{"file", "line", "column", "name", "targets": [{"file", "line", "name", "type", "full_name"}]}; targets are the
definitions jedi's goto (following imports) finds inside the root. Used by python.mjs.
"""
import ast
import json
import os
import sys

import jedi


def call_sites(tree):
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name):
            yield func.lineno, func.col_offset, func.id
        elif isinstance(func, ast.Attribute) and func.end_lineno == func.lineno:
            # The attribute's name ends where the callee ends.
            yield func.end_lineno, func.end_col_offset - len(func.attr), func.attr


def main():
    request = json.load(sys.stdin)
    root = os.path.realpath(request["root"])
    project = jedi.Project(path=root, added_sys_path=[root], smart_sys_path=False, load_unsafe_extensions=False)
    for rel in request["files"]:
        path = os.path.join(root, rel)
        with open(path, encoding="utf-8") as handle:
            code = handle.read()
        try:
            tree = ast.parse(code)
        except SyntaxError:
            continue
        script = jedi.Script(code, path=path, project=project)
        for line, column, name in sorted(set(call_sites(tree))):
            targets = []
            try:
                found = script.goto(line, column, follow_imports=True)
            except Exception:  # jedi gives up on some constructs; those sites are not judged
                found = []
            for d in found:
                module = d.module_path
                if module is None or d.line is None:
                    continue
                module = os.path.realpath(str(module))
                if not module.startswith(root + os.sep):
                    continue
                targets.append({
                    "file": os.path.relpath(module, root).replace(os.sep, "/"),
                    "line": d.line,
                    "name": d.name,
                    "type": d.type,
                    "full_name": d.full_name,
                })
            print(json.dumps({"file": rel, "line": line, "column": column, "name": name, "targets": targets}), flush=True)


main()
