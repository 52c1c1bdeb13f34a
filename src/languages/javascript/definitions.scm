; Declarations that become units (see ../typescript/definitions.scm for the conventions).

(function_declaration name: (identifier) @name) @definition.function
(generator_function_declaration name: (identifier) @name) @definition.function
(class_declaration name: (identifier) @name) @definition.class

(method_definition name: [(property_identifier) (private_property_identifier)] @name) @definition.method
; An object literal's property whose value is a function is a method as its shorthand form is.
(pair key: (property_identifier) @name value: [(arrow_function) (function_expression)]) @definition.method
(field_definition
  property: [(property_identifier) (private_property_identifier)] @name
  value: [(arrow_function) (function_expression)]) @definition.method

(lexical_declaration
  (variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (generator_function)])) @definition.function
(variable_declaration
  (variable_declarator name: (identifier) @name value: [(arrow_function) (function_expression) (generator_function)])) @definition.function
(lexical_declaration (variable_declarator name: (identifier) @name value: (class))) @definition.class
(program (lexical_declaration (variable_declarator name: (identifier) @name)) @definition.variable)
(program (variable_declaration (variable_declarator name: (identifier) @name)) @definition.variable)
(program (export_statement declaration: (lexical_declaration (variable_declarator name: (identifier) @name)) @definition.variable))

; CommonJS: exports.name = function () {} and module.exports.name = () => {}
((assignment_expression
  left: (member_expression object: (identifier) @_exports property: (property_identifier) @name)
  right: [(function_expression) (arrow_function)]) @definition.function
  (#eq? @_exports "exports"))
((assignment_expression
  left: (member_expression
    object: (member_expression object: (identifier) @_module property: (property_identifier) @_exports)
    property: (property_identifier) @name)
  right: [(function_expression) (arrow_function)]) @definition.function
  (#eq? @_module "module") (#eq? @_exports "exports"))

(export_statement "default" value: [(function_expression) (arrow_function) (class) (object) (call_expression)] @definition.function)

; A class's superclass, so that inherited members resolve: @heritage is the class, @heritage.name the name.
(_ (class_heritage (identifier) @heritage.name)) @heritage
(_ (class_heritage (member_expression property: (property_identifier) @heritage.name))) @heritage
