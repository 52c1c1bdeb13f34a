; Bindings that come from another module (see ../typescript/imports.scm for the conventions).

(import_statement
  (import_clause (identifier) @import.default)
  source: (string (string_fragment) @import.source)) @import
(import_statement
  (import_clause (namespace_import (identifier) @import.namespace))
  source: (string (string_fragment) @import.source)) @import
(import_statement
  (import_clause (named_imports (import_specifier name: _ @import.name alias: (identifier) @import.alias)))
  source: (string (string_fragment) @import.source)) @import
(import_statement
  (import_clause (named_imports (import_specifier name: _ @import.name !alias)))
  source: (string (string_fragment) @import.source)) @import

; CommonJS: const m = require("./m"); const { a, b: c } = require("./m")
((_
  (variable_declarator
    name: (identifier) @import.namespace
    value: (call_expression function: (identifier) @_require arguments: (arguments . (string (string_fragment) @import.source) .)))) @import
  (#eq? @_require "require"))
((_
  (variable_declarator
    name: (object_pattern (shorthand_property_identifier_pattern) @import.name)
    value: (call_expression function: (identifier) @_require arguments: (arguments . (string (string_fragment) @import.source) .)))) @import
  (#eq? @_require "require"))
((_
  (variable_declarator
    name: (object_pattern (pair_pattern key: (property_identifier) @import.name value: (identifier) @import.alias))
    value: (call_expression function: (identifier) @_require arguments: (arguments . (string (string_fragment) @import.source) .)))) @import
  (#eq? @_require "require"))
