; Outline of a Rust file. Captures as in typescript/outline.scm. Structs, enums and type aliases are kept whole;
; impl, trait, mod and extern blocks hold their kept items; function bodies and long literals are elided.

(impl_item body: (declaration_list (function_item name: (identifier) @name) @item.method))
(trait_item body: (declaration_list (function_item name: (identifier) @name) @item.method))
(trait_item body: (declaration_list (function_signature_item name: (identifier) @name) @item.method))
(impl_item body: (declaration_list (const_item name: (identifier) @name) @item.constant))
(impl_item body: (declaration_list (type_item name: (type_identifier) @name) @item.type))
(trait_item body: (declaration_list (associated_type name: (type_identifier) @name) @item.type))
(trait_item body: (declaration_list (const_item name: (identifier) @name) @item.constant))

(use_declaration) @item.import
(extern_crate_declaration) @item.import
(mod_item name: (identifier) @name body: (declaration_list) @members) @item.module
(mod_item name: (identifier) @name) @item.module
(foreign_mod_item body: (declaration_list) @members) @item.module
(struct_item name: (type_identifier) @name) @item.type
(union_item name: (type_identifier) @name) @item.type
(enum_item name: (type_identifier) @name) @item.enum
(type_item name: (type_identifier) @name) @item.type
(trait_item name: (type_identifier) @name body: (declaration_list) @members) @item.trait
(impl_item type: (_) @name body: (declaration_list) @members) @item.impl
(function_item name: (identifier) @name) @item.function
(function_signature_item name: (identifier) @name) @item.function
(const_item name: (identifier) @name) @item.constant
(static_item name: (identifier) @name) @item.constant
(macro_definition name: (identifier) @name) @item.macro

(block) @body
(array_expression) @body
(field_initializer_list) @body
(arguments) @body
