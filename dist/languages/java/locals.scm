; Lexical scopes and the names they bind. Methods bind their names in the class body, so an unqualified call
; finds a method of the enclosing classes; fields are not bound. @binding.method is a name only calls see: Java
; keeps methods apart from fields and variables, so the field `size` is never the method `size()`.

[
  (program)
  (class_body)
  (interface_body)
  (enum_body)
  (method_declaration)
  (constructor_declaration)
  (lambda_expression)
  (block)
  (for_statement)
  (enhanced_for_statement)
  (catch_clause)
  (try_with_resources_statement)
  (switch_block_statement_group)
] @scope

(class_declaration name: (identifier) @binding)
(record_declaration name: (identifier) @binding)
(interface_declaration name: (identifier) @binding)
(annotation_type_declaration name: (identifier) @binding)
(enum_declaration name: (identifier) @binding)
(method_declaration name: (identifier) @binding.method)

(formal_parameter name: (identifier) @binding)
(spread_parameter (variable_declarator name: (identifier) @binding))
(catch_formal_parameter name: (identifier) @binding)
(local_variable_declaration declarator: (variable_declarator name: (identifier) @binding))
(enhanced_for_statement name: (identifier) @binding)
(resource name: (identifier) @binding)
(lambda_expression parameters: (identifier) @binding)
(inferred_parameters (identifier) @binding)
(type_parameter (type_identifier) @binding)

(import_declaration (scoped_identifier name: (identifier) @binding) .)
