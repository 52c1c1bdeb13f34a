; Uses of names. @name is the used name; @receiver the object of a member access. The pattern's own capture
; says what kind of use it is. When several patterns capture the same @name node, the earlier pattern wins.

(call_expression function: (identifier) @name) @reference.call
(call_expression
  function: (member_expression object: (_) @receiver property: [(property_identifier) (private_property_identifier)] @name)) @reference.call
(new_expression constructor: (identifier) @name) @reference.call
(new_expression constructor: (member_expression object: (_) @receiver property: (property_identifier) @name)) @reference.call

(nested_type_identifier module: (identifier) @receiver name: (type_identifier) @name) @reference.type
(type_identifier) @name @reference.type

(member_expression object: (identifier) @receiver property: (property_identifier) @name) @reference.value
(shorthand_property_identifier) @name @reference.value
(identifier) @name @reference.value
