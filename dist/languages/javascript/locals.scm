; Lexical scopes and the names they bind (see ../typescript/locals.scm for the conventions).

[
  (program)
  (statement_block)
  (function_declaration)
  (generator_function_declaration)
  (function_expression)
  (generator_function)
  (arrow_function)
  (method_definition)
  (class_declaration)
  (class)
  (for_statement)
  (for_in_statement)
  (catch_clause)
] @scope

(function_declaration name: (identifier) @binding.outer)
(generator_function_declaration name: (identifier) @binding.outer)
(class_declaration name: (identifier) @binding.outer)
(function_expression name: (identifier) @binding)
(class name: (identifier) @binding)

(variable_declarator name: (identifier) @binding)
(object_pattern (shorthand_property_identifier_pattern) @binding)
(pair_pattern value: (identifier) @binding)
(array_pattern (identifier) @binding)
(assignment_pattern left: (identifier) @binding)
(object_assignment_pattern left: (shorthand_property_identifier_pattern) @binding)
(rest_pattern (identifier) @binding)
(formal_parameters (identifier) @binding)
(arrow_function parameter: (identifier) @binding)
(catch_clause parameter: (identifier) @binding)
(for_in_statement left: (identifier) @binding)

(import_clause (identifier) @binding)
(namespace_import (identifier) @binding)
(import_specifier alias: (identifier) @binding)
(import_specifier name: (identifier) @binding !alias)

; A binding whose value is `new Type()`: @binding.type names the type, so that `x.m()` reaches Type's member m.
(variable_declarator name: (identifier) @binding value: (new_expression constructor: (identifier) @binding.type))
