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
; A generic function instantiated and given one argument, `Map[int](xs)`, parses as a conversion to a generic type
; (as `T(x)` parses as a call, the two cannot be told apart).
(type_conversion_expression type: (generic_type type: (type_identifier) @name)) @reference.call
(type_conversion_expression
  type: (generic_type
    type: (qualified_type package: (package_identifier) @receiver name: (type_identifier) @name))) @reference.call

(qualified_type package: (package_identifier) @receiver name: (type_identifier) @name) @reference.type
(type_identifier) @name @reference.type

; A key in a composite literal: in a map, slice or array literal a value (`map[Op]string{OpLiteral: "lit"}`); in any
; other (a struct's, or one whose type is a name) a field name (`Header{Format: f}`), not a use of the
; package-level name it may share.
(composite_literal
  type: [(map_type) (slice_type) (array_type) (implicit_length_array_type)]
  body: (literal_value (keyed_element key: (literal_element (identifier) @name @reference.value))))
(keyed_element key: (literal_element (identifier) @name) @reference.none)

(selector_expression operand: (identifier) @receiver field: (field_identifier) @name) @reference.value
(identifier) @name @reference.value
