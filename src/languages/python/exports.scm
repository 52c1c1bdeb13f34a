; What a module offers to `from module import name`: its top-level classes, functions and constants, and the
; names it imports itself (a package's __init__.py re-exports that way).

(module (function_definition) @export.declaration)
(module (class_definition) @export.declaration)
(module (decorated_definition definition: (_) @export.declaration))
(module (expression_statement (assignment left: (identifier))) @export.declaration)
(module (expression_statement (assignment left: [(pattern_list) (tuple_pattern)])) @export.declaration)
(module (import_from_statement name: (dotted_name . (identifier) @export.name .)))
(module (import_from_statement name: (aliased_import alias: (identifier) @export.name)))
(module (import_statement name: (aliased_import alias: (identifier) @export.name)))

; What a module-level `if` or `try` declares or imports in any of its branches is the module's too
; (`try: from ._speedups import escape`, `if sys.platform == "win32": def which(...)`).
(module [
  (if_statement consequence: (block [(function_definition) (class_definition) (expression_statement (assignment left: (identifier)))] @export.declaration))
  (if_statement alternative: (elif_clause consequence: (block [(function_definition) (class_definition) (expression_statement (assignment left: (identifier)))] @export.declaration)))
  (if_statement alternative: (else_clause body: (block [(function_definition) (class_definition) (expression_statement (assignment left: (identifier)))] @export.declaration)))
  (try_statement body: (block [(function_definition) (class_definition) (expression_statement (assignment left: (identifier)))] @export.declaration))
  (try_statement (except_clause (block [(function_definition) (class_definition) (expression_statement (assignment left: (identifier)))] @export.declaration)))
  (try_statement (else_clause body: (block [(function_definition) (class_definition) (expression_statement (assignment left: (identifier)))] @export.declaration)))
  (try_statement (finally_clause (block [(function_definition) (class_definition) (expression_statement (assignment left: (identifier)))] @export.declaration)))])
(module [
  (if_statement consequence: (block (decorated_definition definition: (_) @export.declaration)))
  (if_statement alternative: (elif_clause consequence: (block (decorated_definition definition: (_) @export.declaration))))
  (if_statement alternative: (else_clause body: (block (decorated_definition definition: (_) @export.declaration))))
  (try_statement body: (block (decorated_definition definition: (_) @export.declaration)))
  (try_statement (except_clause (block (decorated_definition definition: (_) @export.declaration))))
  (try_statement (else_clause body: (block (decorated_definition definition: (_) @export.declaration))))
  (try_statement (finally_clause (block (decorated_definition definition: (_) @export.declaration))))])
(module [
  (if_statement consequence: (block (import_from_statement name: (dotted_name . (identifier) @export.name .))))
  (if_statement alternative: (elif_clause consequence: (block (import_from_statement name: (dotted_name . (identifier) @export.name .)))))
  (if_statement alternative: (else_clause body: (block (import_from_statement name: (dotted_name . (identifier) @export.name .)))))
  (try_statement body: (block (import_from_statement name: (dotted_name . (identifier) @export.name .))))
  (try_statement (except_clause (block (import_from_statement name: (dotted_name . (identifier) @export.name .)))))
  (try_statement (else_clause body: (block (import_from_statement name: (dotted_name . (identifier) @export.name .)))))
  (try_statement (finally_clause (block (import_from_statement name: (dotted_name . (identifier) @export.name .)))))])
(module [
  (if_statement consequence: (block [(import_from_statement name: (aliased_import alias: (identifier) @export.name)) (import_statement name: (aliased_import alias: (identifier) @export.name))]))
  (if_statement alternative: (elif_clause consequence: (block [(import_from_statement name: (aliased_import alias: (identifier) @export.name)) (import_statement name: (aliased_import alias: (identifier) @export.name))])))
  (if_statement alternative: (else_clause body: (block [(import_from_statement name: (aliased_import alias: (identifier) @export.name)) (import_statement name: (aliased_import alias: (identifier) @export.name))])))
  (try_statement body: (block [(import_from_statement name: (aliased_import alias: (identifier) @export.name)) (import_statement name: (aliased_import alias: (identifier) @export.name))]))
  (try_statement (except_clause (block [(import_from_statement name: (aliased_import alias: (identifier) @export.name)) (import_statement name: (aliased_import alias: (identifier) @export.name))])))
  (try_statement (else_clause body: (block [(import_from_statement name: (aliased_import alias: (identifier) @export.name)) (import_statement name: (aliased_import alias: (identifier) @export.name))])))
  (try_statement (finally_clause (block [(import_from_statement name: (aliased_import alias: (identifier) @export.name)) (import_statement name: (aliased_import alias: (identifier) @export.name))])))])
