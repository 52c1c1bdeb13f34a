; TSX: rendering a component is a call of it. Listed before the shared reference patterns so that it wins.

(jsx_opening_element name: (identifier) @name) @reference.call
(jsx_self_closing_element name: (identifier) @name) @reference.call
(jsx_opening_element name: (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.call
(jsx_self_closing_element name: (member_expression object: (identifier) @receiver property: (property_identifier) @name)) @reference.call
