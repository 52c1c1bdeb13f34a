; What a module offers to importers (see ../typescript/exports.scm for the conventions).

(export_statement "default" declaration: (_) @export.default)
(export_statement "default" value: (_) @export.default)
(export_statement !source declaration: (_) @export.declaration)
; A bare `_`, not `(_)`: in `export { x as default }` the grammar makes `default` a keyword, not a named node.
(export_statement
  (export_clause (export_specifier name: _ @export.name alias: _ @export.alias)) !source)
(export_statement
  (export_clause (export_specifier name: _ @export.name !alias)) !source)

(export_statement
  (export_clause (export_specifier name: _ @reexport.name alias: _ @reexport.alias))
  source: (string (string_fragment) @reexport.source))
(export_statement
  (export_clause (export_specifier name: _ @reexport.name !alias))
  source: (string (string_fragment) @reexport.source))
(export_statement
  (namespace_export (_) @reexport.namespace)
  source: (string (string_fragment) @reexport.source))
(export_statement
  "*" . "from"
  source: (string (string_fragment) @reexport.all))

; CommonJS: exports.name = function () {}; module.exports = { a, b: c }; module.exports = name
((assignment_expression
  left: (member_expression object: (identifier) @_exports property: (property_identifier))
  right: [(function_expression) (arrow_function)]) @export.declaration
  (#eq? @_exports "exports"))
((assignment_expression
  left: (member_expression
    object: (member_expression object: (identifier) @_module property: (property_identifier) @_exports)
    property: (property_identifier))
  right: [(function_expression) (arrow_function)]) @export.declaration
  (#eq? @_module "module") (#eq? @_exports "exports"))
((assignment_expression
  left: (member_expression object: (identifier) @_module property: (property_identifier) @_exports)
  right: (object (shorthand_property_identifier) @export.name))
  (#eq? @_module "module") (#eq? @_exports "exports"))
((assignment_expression
  left: (member_expression object: (identifier) @_module property: (property_identifier) @_exports)
  right: (object (pair key: (property_identifier) @export.alias value: (identifier) @export.name)))
  (#eq? @_module "module") (#eq? @_exports "exports"))
((assignment_expression
  left: (member_expression object: (identifier) @_module property: (property_identifier) @_exports)
  right: (identifier) @export.default)
  (#eq? @_module "module") (#eq? @_exports "exports"))
