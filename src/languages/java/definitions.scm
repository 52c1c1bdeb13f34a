; Declarations that become units: @definition.KIND with its @name. An anonymous class (`new T() { ... }`) is a
; class of its own, so that `this` inside it is not the enclosing class. When two patterns capture the same
; declaration, the earlier pattern wins.

(class_declaration name: (identifier) @name) @definition.class
(record_declaration name: (identifier) @name) @definition.class
(interface_declaration name: (identifier) @name) @definition.interface
(annotation_type_declaration name: (identifier) @name) @definition.interface
(enum_declaration name: (identifier) @name) @definition.enum
(method_declaration name: (identifier) @name) @definition.method
(constructor_declaration name: (identifier) @name) @definition.method
(compact_constructor_declaration name: (identifier) @name) @definition.method
(object_creation_expression (class_body)) @definition.class
; An enum constant with a body is a class of its own too, named by the constant: its methods are not the enum's.
(enum_constant name: (identifier) @name body: (class_body)) @definition.class
; An annotation type's elements (`String value() default "";`) are its methods.
(annotation_type_element_declaration name: (identifier) @name) @definition.method
