; Declarations that become units: @definition.KIND with its @name. A method is declared outside its type: @owner
; names the receiver's type, which becomes the method's container (`Cart.Add`), wherever in the package the
; type is declared. When two patterns capture the same declaration, the earlier pattern wins.

(function_declaration name: (identifier) @name) @definition.function
(method_declaration
  receiver: (parameter_list
    (parameter_declaration
      type: [
        (type_identifier) @owner
        (pointer_type (type_identifier) @owner)
        (generic_type type: (type_identifier) @owner)
        (pointer_type (generic_type type: (type_identifier) @owner))
      ]))
  name: (field_identifier) @name) @definition.method

(type_spec name: (type_identifier) @name type: (struct_type)) @definition.class
(type_spec name: (type_identifier) @name type: (interface_type)) @definition.interface
(type_spec name: (type_identifier) @name) @definition.type
(type_alias name: (type_identifier) @name) @definition.type
(interface_type (method_elem name: (field_identifier) @name) @definition.method)

; Package-level constants and variables; locals are not units.
; Every name of `const P, Q = 1, 2`: the grammar's name field takes in the comma, and a pattern on the field
; matches only the first name. A spec's type and values are never bare identifiers.
(source_file (const_declaration (const_spec (identifier) @name) @definition.variable))
(source_file (var_declaration (var_spec name: (identifier) @name) @definition.variable))
; A parenthesised group of variables is a list of its own in the grammar (constants' groups are not).
(source_file (var_declaration (var_spec_list (var_spec name: (identifier) @name) @definition.variable)))
