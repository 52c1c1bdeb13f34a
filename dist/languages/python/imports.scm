; Bindings that come from other modules. @import is the statement, @import.source the module as written
; (`a.b`, `.`, `..pkg.mod`), and @import.namespace (a whole module) or @import.name (+ @import.alias) the local
; name. `import a.b.c` binds `a`, the outermost package.

(import_statement name: (dotted_name . (identifier) @import.namespace @import.source)) @import
(import_statement
  name: (aliased_import name: (dotted_name) @import.source alias: (identifier) @import.namespace)) @import
(import_from_statement
  module_name: (_) @import.source
  name: (dotted_name . (identifier) @import.name .)) @import
(import_from_statement
  module_name: (_) @import.source
  name: (aliased_import name: (dotted_name . (identifier) @import.name .) alias: (identifier) @import.alias)) @import
