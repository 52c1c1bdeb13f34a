; Uses of names: @name is the used name, @receiver the operand of a selector. When several patterns capture the
; same @name node, the earlier pattern wins.

(call_expression function: (identifier) @name) @reference.call
(call_expression
  function: (selector_expression operand: (_) @receiver field: (field_identifier) @name)) @reference.call
; Generic instantiations: New[int](), pkg.New[int]().
(call_expression function: (index_expression operand: (identifier) @name)) @reference.call
(call_expression
  function: (index_expression
    operand: (selector_expression operand: (_) @receiver field: (field_identifier) @name))) @reference.call

(qualified_type package: (package_identifier) @receiver name: (type_identifier) @name) @reference.type
(type_identifier) @name @reference.type

(selector_expression operand: (identifier) @receiver field: (field_identifier) @name) @reference.value
(identifier) @name @reference.value
