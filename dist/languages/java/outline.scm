; Outline of a Java file. Captures as in typescript/outline.scm. An enum is kept whole with its method bodies
; elided, because its constants must stay in front of its members.

(package_declaration) @item.package
(import_declaration) @item.import
(class_declaration name: (identifier) @name body: (class_body) @members) @item.class
(record_declaration name: (identifier) @name body: (class_body) @members) @item.class
(interface_declaration name: (identifier) @name body: (interface_body) @members) @item.interface
(annotation_type_declaration name: (identifier) @name body: (annotation_type_body) @members) @item.interface
(enum_declaration name: (identifier) @name) @item.enum
(method_declaration name: (identifier) @name) @item.method
(constructor_declaration name: (identifier) @name) @item.method
(compact_constructor_declaration name: (identifier) @name) @item.method
(annotation_type_element_declaration name: (identifier) @name) @item.method
(field_declaration declarator: (variable_declarator name: (identifier) @name)) @item.field
(constant_declaration declarator: (variable_declarator name: (identifier) @name)) @item.constant

(block) @body
(constructor_body) @body
(class_body) @body
(array_initializer) @body
(argument_list) @body
