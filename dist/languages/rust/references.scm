; Uses of names: @name is the used name, @receiver the value of a method call or the path before `::`. When
; several patterns capture the same @name node, the earlier pattern wins, so the @reference.none pattern (the
; last segment of a longer path) shadows the last one.

(call_expression function: (identifier) @name) @reference.call
(call_expression function: (field_expression value: (_) @receiver field: (field_identifier) @name)) @reference.call
(call_expression function: (scoped_identifier path: (_) @receiver name: (identifier) @name)) @reference.call
(call_expression function: (generic_function function: (identifier) @name)) @reference.call
(call_expression
  function: (generic_function function: (scoped_identifier path: (_) @receiver name: (identifier) @name))) @reference.call
(call_expression
  function: (generic_function function: (field_expression value: (_) @receiver field: (field_identifier) @name))) @reference.call
(macro_invocation macro: (identifier) @name) @reference.call

(scoped_type_identifier path: (identifier) @receiver name: (type_identifier) @name) @reference.type
(type_identifier) @name @reference.type

(scoped_identifier path: (identifier) @receiver name: (identifier) @name) @reference.value
(scoped_identifier name: (identifier) @name) @reference.none
(scoped_use_list list: (use_list (identifier) @name)) @reference.none
(scoped_use_list list: (use_list (scoped_identifier name: (identifier) @name))) @reference.none
(identifier) @name @reference.value
