; Uses of names: @name is the used name, @receiver the object of an attribute. When several patterns capture the
; same @name node, the earlier pattern wins, so the @reference.none patterns (names that are not uses: a
; keyword argument's name, the attribute of an expression that is not a plain name) shadow the last one.

(call function: (identifier) @name) @reference.call
(call function: (attribute object: (_) @receiver attribute: (identifier) @name)) @reference.call
(decorator (identifier) @name) @reference.call
(decorator (attribute object: (identifier) @receiver attribute: (identifier) @name)) @reference.call

(attribute object: (identifier) @receiver attribute: (identifier) @name) @reference.value
(attribute attribute: (identifier) @name) @reference.none
(keyword_argument name: (identifier) @name) @reference.none
(identifier) @name @reference.value
