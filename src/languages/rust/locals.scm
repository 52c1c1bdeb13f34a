; Lexical scopes and the names they bind. `impl` and `trait` bodies are hidden scopes: a method is reached as
; `Self::m` or `self.m()`, never by its bare name.

[
  (source_file)
  (function_item)
  (closure_expression)
  (block)
  (for_expression)
  (match_arm)
] @scope
(mod_item body: (declaration_list)) @scope
[(impl_item) (trait_item)] @scope.hidden

(function_item name: (identifier) @binding.outer)
(function_signature_item name: (identifier) @binding)
(struct_item name: (type_identifier) @binding)
(union_item name: (type_identifier) @binding)
(enum_item name: (type_identifier) @binding)
(trait_item name: (type_identifier) @binding.outer)
(type_item name: (type_identifier) @binding)
(const_item name: (identifier) @binding)
(static_item name: (identifier) @binding)
(macro_definition name: (identifier) @binding)
(mod_item name: (identifier) @binding.outer body: (declaration_list))
(mod_item name: (identifier) @binding !body)

(parameter pattern: (identifier) @binding)
(closure_parameters (identifier) @binding)
(let_declaration pattern: (identifier) @binding)
(tuple_pattern (identifier) @binding)
(for_expression pattern: (identifier) @binding)
(let_condition pattern: (identifier) @binding)
(tuple_struct_pattern type: (_) (identifier) @binding)
(field_pattern name: (shorthand_field_identifier) @binding)
(captured_pattern (identifier) @binding)
; A name under `mut`, `ref` or `&`, bound to a field, or in a slice pattern is bound as a plain one is.
(mut_pattern (identifier) @binding)
(ref_pattern (identifier) @binding)
(reference_pattern (identifier) @binding)
(field_pattern pattern: (identifier) @binding)
(slice_pattern (identifier) @binding)
(type_parameter name: (type_identifier) @binding)

(use_declaration argument: (scoped_identifier name: (identifier) @binding))
(use_declaration argument: (use_as_clause alias: (identifier) @binding))
(use_declaration argument: (scoped_use_list list: (use_list (identifier) @binding)))
(use_declaration argument: (scoped_use_list list: (use_list (use_as_clause alias: (identifier) @binding))))
(use_declaration argument: (scoped_use_list path: (scoped_identifier name: (identifier) @binding) list: (use_list (self))))
(use_declaration argument: (scoped_use_list list: (use_list (scoped_identifier name: (identifier) @binding))))
(use_declaration argument: (scoped_use_list list: (use_list (scoped_use_list list: (use_list (identifier) @binding)))))
(use_declaration argument: (scoped_use_list list: (use_list (scoped_use_list list: (use_list (use_as_clause alias: (identifier) @binding))))))
