; Uses of names (see ../typescript/references.scm for the conventions).

(call_expression function: (identifier) @name) @reference.call
(call_expression
  function: (member_expression object: (_) @receiver property: [(property_identifier) (private_property_identifier)] @name)) @reference.call
(new_expression constructor: (identifier) @name) @reference.call
(new_expression constructor: (member_expression object: (_) @receiver property: (property_identifier) @name)) @reference.call
(jsx_opening_element name: (identifier) @name) @reference.call
(jsx_self_closing_element name: (identifier) @name) @reference.call
(jsx_opening_element name: (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.call
(jsx_self_closing_element name: (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.call

(member_expression object: (identifier) @receiver property: (property_identifier) @name) @reference.value
(shorthand_property_identifier) @name @reference.value
(identifier) @name @reference.value
