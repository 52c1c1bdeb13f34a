; Lexical scopes and the names they bind. @binding.self is a method's receiver parameter: a call on it is a call
; of a method of the receiver's type.

[
  (source_file)
  (function_declaration)
  (method_declaration)
  (func_literal)
  (block)
  (if_statement)
  (for_statement)
  (expression_switch_statement)
  (type_switch_statement)
  (select_statement)
  (expression_case)
  (type_case)
  (default_case)
  (communication_case)
] @scope

(function_declaration name: (identifier) @binding.outer)
(method_declaration
  receiver: (parameter_list (parameter_declaration name: (identifier) @binding.self)))
(type_spec name: (type_identifier) @binding)
(type_alias name: (type_identifier) @binding)
(const_spec (identifier) @binding)
(var_spec name: (identifier) @binding)
(parameter_declaration name: (identifier) @binding)
(variadic_parameter_declaration name: (identifier) @binding)
(type_parameter_declaration name: (identifier) @binding)
(short_var_declaration left: (expression_list (identifier) @binding))
(range_clause left: (expression_list (identifier) @binding))
(receive_statement left: (expression_list (identifier) @binding))
(type_switch_statement alias: (expression_list (identifier) @binding))
(import_spec name: (package_identifier) @binding)

; Bindings with a declared type: @binding.type names the type, so that `x.m()` reaches the type's method m (Go's
; variables keep their static type, so the binding never holds a value of another type).
(parameter_declaration
  name: (identifier) @binding
  type: [(type_identifier) @binding.type (pointer_type (type_identifier) @binding.type)])
(var_spec
  name: (identifier) @binding
  type: [(type_identifier) @binding.type (pointer_type (type_identifier) @binding.type)])
(short_var_declaration
  left: (expression_list . (identifier) @binding .)
  right: (expression_list .
    [(composite_literal type: (type_identifier) @binding.type)
     (unary_expression operator: "&" operand: (composite_literal type: (type_identifier) @binding.type))] .))
