; Declarations that become units: @definition.KIND with its @name. A function in an `impl` block is a method of
; the implemented type, named by @owner (`Shop::new`), in whichever block it is declared. When two patterns
; capture the same declaration, the earlier pattern wins.

(impl_item
  type: [(type_identifier) @owner (generic_type type: (type_identifier) @owner)]
  body: (declaration_list (function_item name: (identifier) @name) @definition.method))
(function_item name: (identifier) @name) @definition.function
(function_signature_item name: (identifier) @name) @definition.method
(struct_item name: (type_identifier) @name) @definition.class
(union_item name: (type_identifier) @name) @definition.class
(enum_item name: (type_identifier) @name) @definition.enum
(trait_item name: (type_identifier) @name) @definition.interface
(type_item name: (type_identifier) @name) @definition.type
(mod_item name: (identifier) @name body: (declaration_list)) @definition.module
(macro_definition name: (identifier) @name) @definition.function
(source_file (const_item name: (identifier) @name) @definition.variable)
(source_file (static_item name: (identifier) @name) @definition.variable)
