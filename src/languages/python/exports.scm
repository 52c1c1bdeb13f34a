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
