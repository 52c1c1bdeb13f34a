; Uses of names: @name is the used name, @receiver the object of a call or field access. When several patterns
; capture the same @name node, the earlier pattern wins, so the @reference.none patterns (parts of qualified
; names, fields of expressions) shadow the last one.

(method_invocation !object name: (identifier) @name) @reference.call
(method_invocation object: (_) @receiver name: (identifier) @name) @reference.call
(object_creation_expression type: (type_identifier) @name) @reference.call
(object_creation_expression type: (generic_type (type_identifier) @name)) @reference.call
; `new Outer.Inner()`, `new Outer.Box<T>()`: a call of the class named through its outer one.
(object_creation_expression type: (scoped_type_identifier . (type_identifier) @receiver . (type_identifier) @name .)) @reference.call
(object_creation_expression type: (generic_type (scoped_type_identifier . (type_identifier) @receiver . (type_identifier) @name .))) @reference.call

(scoped_type_identifier (type_identifier) @receiver . (type_identifier) @name) @reference.type
(type_identifier) @name @reference.type

(field_access object: (identifier) @receiver field: (identifier) @name) @reference.value
(field_access field: (identifier) @name) @reference.none
(scoped_identifier name: (identifier) @name) @reference.none
(scoped_identifier scope: (identifier) @name) @reference.none
(method_reference (identifier) @name) @reference.none
(identifier) @name @reference.value
