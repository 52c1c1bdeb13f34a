; Lexical scopes and the names they bind. @scope opens a scope; @binding binds a name in the innermost scope
; around it; @binding.outer binds it one scope further out (a declaration's name, when the declaration itself
; opens the scope of its parameters).

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
  (abstract_class_declaration)
  (class)
  (interface_declaration)
  (type_alias_declaration)
  (for_statement)
  (for_in_statement)
  (catch_clause)
  (function_signature)
  (method_signature)
  (function_type)
] @scope

(function_declaration name: (identifier) @binding.outer)
(generator_function_declaration name: (identifier) @binding.outer)
(function_signature name: (identifier) @binding.outer)
(class_declaration name: (type_identifier) @binding.outer)
(abstract_class_declaration name: (type_identifier) @binding.outer)
(interface_declaration name: (type_identifier) @binding.outer)
(type_alias_declaration name: (type_identifier) @binding.outer)
(function_expression name: (identifier) @binding)
(class name: (type_identifier) @binding)
(enum_declaration name: (identifier) @binding)
(internal_module name: (identifier) @binding)
(module name: (identifier) @binding)

(variable_declarator name: (identifier) @binding)
(object_pattern (shorthand_property_identifier_pattern) @binding)
(pair_pattern value: (identifier) @binding)
(array_pattern (identifier) @binding)
(assignment_pattern left: (identifier) @binding)
(object_assignment_pattern left: (shorthand_property_identifier_pattern) @binding)
(rest_pattern (identifier) @binding)
(required_parameter pattern: (identifier) @binding)
(optional_parameter pattern: (identifier) @binding)
(arrow_function parameter: (identifier) @binding)
(catch_clause parameter: (identifier) @binding)
(for_in_statement left: (identifier) @binding)
(type_parameter name: (type_identifier) @binding)
(infer_type (type_identifier) @binding)

(import_clause (identifier) @binding)
(namespace_import (identifier) @binding)
(import_specifier alias: (identifier) @binding)
(import_specifier name: (identifier) @binding !alias)
(import_require_clause (identifier) @binding)

; Bindings with a declared type: @binding.type names the type, so that `x.m()` reaches the type's member m.
(required_parameter pattern: (identifier) @binding type: (type_annotation [(type_identifier) @binding.type (generic_type name: (type_identifier) @binding.type)]))
(optional_parameter pattern: (identifier) @binding type: (type_annotation [(type_identifier) @binding.type (generic_type name: (type_identifier) @binding.type)]))
(variable_declarator name: (identifier) @binding type: (type_annotation [(type_identifier) @binding.type (generic_type name: (type_identifier) @binding.type)]))
(variable_declarator name: (identifier) @binding value: (new_expression constructor: (identifier) @binding.type))

; Bindings without a declared type take their initializer's, where a declaration states that (types.scm).
(variable_declarator name: (identifier) @binding !type value: (_) @binding.value)
