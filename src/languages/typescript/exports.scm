; What a module offers to importers.
; @export.declaration: a declaration exported under its own name; @export.default: the default export;
; @export.name (+ @export.alias): a local binding exported by name; @reexport.*: names taken from another module.

(export_statement "default" declaration: (_) @export.default)
(export_statement "default" value: (_) @export.default)
(export_statement !source declaration: (_) @export.declaration)
(export_statement !source declaration: (ambient_declaration (_) @export.declaration))
(export_statement
  (export_clause (export_specifier name: (_) @export.name alias: (_) @export.alias)) !source)
(export_statement
  (export_clause (export_specifier name: (_) @export.name !alias)) !source)

(export_statement
  (export_clause (export_specifier name: (_) @reexport.name alias: (_) @reexport.alias))
  source: (string (string_fragment) @reexport.source))
(export_statement
  (export_clause (export_specifier name: (_) @reexport.name !alias))
  source: (string (string_fragment) @reexport.source))
(export_statement
  (namespace_export (_) @reexport.namespace)
  source: (string (string_fragment) @reexport.source))
(export_statement
  "*" . "from"
  source: (string (string_fragment) @reexport.all))
