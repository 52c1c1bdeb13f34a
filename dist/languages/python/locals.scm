; Lexical scopes and the names they bind. A class body is a hidden scope: its names are seen in the class body
; itself, not in the methods nested in it (Python looks them up through `self` or the class).

[
  (module)
  (function_definition)
  (lambda)
  (list_comprehension)
  (dictionary_comprehension)
  (set_comprehension)
  (generator_expression)
] @scope
(class_definition) @scope.hidden

(function_definition name: (identifier) @binding.outer)
(class_definition name: (identifier) @binding.outer)

(parameters (identifier) @binding)
(lambda_parameters (identifier) @binding)
(typed_parameter . (identifier) @binding)
(default_parameter name: (identifier) @binding)
(typed_default_parameter name: (identifier) @binding)
(list_splat_pattern (identifier) @binding)
(dictionary_splat_pattern (identifier) @binding)

(assignment left: (identifier) @binding)
; A name bound once to a call of a name, `x = Store()`: @binding.type names the callee, which types `x` only where it
; resolves to a class (the call constructs it); a name bound again in its scope proves no type.
(assignment left: (identifier) @binding right: (call function: (identifier) @binding.type))
(assignment left: (pattern_list (identifier) @binding))
(assignment left: (tuple_pattern (identifier) @binding))
(assignment left: (list_pattern (identifier) @binding))
(augmented_assignment left: (identifier) @binding)
(for_statement left: (identifier) @binding)
(for_statement left: (pattern_list (identifier) @binding))
(for_statement left: (tuple_pattern (identifier) @binding))
(for_in_clause left: (identifier) @binding)
(for_in_clause left: (pattern_list (identifier) @binding))
(for_in_clause left: (tuple_pattern (identifier) @binding))
(as_pattern_target (identifier) @binding)
(named_expression name: (identifier) @binding)

(import_statement name: (dotted_name . (identifier) @binding))
(import_statement name: (aliased_import alias: (identifier) @binding))
(import_from_statement name: (dotted_name . (identifier) @binding .))
(import_from_statement name: (aliased_import alias: (identifier) @binding))
