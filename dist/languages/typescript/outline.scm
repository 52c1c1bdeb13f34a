; Outline of a TypeScript file: what a reader keeps of it when the bodies are elided.
; Captures: @item.<kind> a kept declaration (with @name, and @members when its body holds kept declarations),
; @body a node whose interior is replaced by the elision marker when it spans several lines.
; When two patterns capture the same node, the earlier pattern's kind wins.

; Class members come first so that a declaration inside a class body is a method or field.
(method_definition name: (_) @name) @item.method
(method_signature name: (_) @name) @item.method
(abstract_method_signature name: (_) @name) @item.method
(public_field_definition name: (_) @name) @item.field
(class_body (index_signature) @item.field)

(import_statement) @item.import
(export_statement source: (_)) @item.import

(class_declaration name: (_) @name body: (class_body) @members) @item.class
(abstract_class_declaration name: (_) @name body: (class_body) @members) @item.class
(interface_declaration name: (_) @name) @item.interface
(type_alias_declaration name: (_) @name) @item.type
(enum_declaration name: (_) @name) @item.enum
(function_declaration name: (_) @name) @item.function
(generator_function_declaration name: (_) @name) @item.function
(function_signature name: (_) @name) @item.function
(module name: (_) @name body: (statement_block) @members) @item.module
(internal_module name: (_) @name body: (statement_block) @members) @item.module
(ambient_declaration (statement_block) @members) @item.module
(lexical_declaration kind: "const" (variable_declarator name: (_) @name)) @item.constant
(lexical_declaration (variable_declarator name: (_) @name)) @item.variable
(variable_declaration (variable_declarator name: (_) @name)) @item.variable
(export_statement (export_clause)) @item.export
(export_statement value: (_)) @item.export
(export_statement "=") @item.export

; Bodies: function and method bodies, class expressions, and the literals and call arguments of constants.
(statement_block) @body
(class_body) @body
(object) @body
(array) @body
(arguments) @body
