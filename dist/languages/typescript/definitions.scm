; Declarations that become units. Each pattern captures the declaration as @definition.KIND and its name as
; @name; a declaration without a name (export default function () {}) is named "default". When two patterns
; capture the same declaration, the earlier pattern wins.

(function_declaration name: (identifier) @name) @definition.function
(generator_function_declaration name: (identifier) @name) @definition.function
(function_signature name: (identifier) @name) @definition.function

(class_declaration name: (type_identifier) @name) @definition.class
(abstract_class_declaration name: (type_identifier) @name) @definition.class
(interface_declaration name: (type_identifier) @name) @definition.interface
(type_alias_declaration name: (type_identifier) @name) @definition.type
(enum_declaration name: (identifier) @name) @definition.enum
(internal_module name: (identifier) @name) @definition.module
; `module Foo { }`: the older word for a namespace (a quoted name declares an ambient module, no definition).
(module name: (identifier) @name) @definition.module

(method_definition name: [(property_identifier) (private_property_identifier)] @name) @definition.method
; An object literal's property whose value is a function is a method as its shorthand form is.
(pair key: (property_identifier) @name value: [(arrow_function) (function_expression)]) @definition.method
(class_body (method_signature name: [(property_identifier) (private_property_identifier)] @name) @definition.method)
(interface_body (method_signature name: [(property_identifier) (private_property_identifier)] @name) @definition.method)
(abstract_method_signature name: [(property_identifier) (private_property_identifier)] @name) @definition.method
(public_field_definition
  name: [(property_identifier) (private_property_identifier)] @name
  value: [(arrow_function) (function_expression)]) @definition.method

; const f = () => {} and const C = class {} at any level; plain constants at module level only.
(lexical_declaration
  (variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (generator_function)])) @definition.function
(variable_declaration
  (variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (generator_function)])) @definition.function
(lexical_declaration (variable_declarator name: (identifier) @name value: (class))) @definition.class
(program (lexical_declaration (variable_declarator name: (identifier) @name)) @definition.variable)
(program (variable_declaration (variable_declarator name: (identifier) @name)) @definition.variable)
(program (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name)) @definition.variable))
(program (ambient_declaration (lexical_declaration (variable_declarator name: (identifier) @name)) @definition.variable))
(program (export_statement declaration: (ambient_declaration (lexical_declaration (variable_declarator name: (identifier) @name)) @definition.variable)))

(export_statement "default" value: [(function_expression) (arrow_function) (class) (object) (call_expression)] @definition.function)

; A class's superclass, so that inherited members resolve: @heritage is the class, @heritage.name the name.
(_ (class_heritage (extends_clause value: (identifier) @heritage.name))) @heritage
(_ (class_heritage (extends_clause value: (member_expression property: (property_identifier) @heritage.name)))) @heritage
; An interface's one extended interface (with several, which one declares an inherited member is not followed).
(interface_declaration (extends_type_clause . type: [(type_identifier) @heritage.name (generic_type name: (type_identifier) @heritage.name)] .)) @heritage
