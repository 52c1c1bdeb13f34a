; Outline of a Go file. Captures as in typescript/outline.scm. Types, interfaces and grouped declarations are
; kept whole (they are the shape); function bodies and composite literals are elided.

(package_clause (package_identifier) @name) @item.package
(import_declaration) @item.import
(function_declaration name: (identifier) @name) @item.function
(method_declaration name: (field_identifier) @name) @item.method
(type_declaration (type_spec name: (type_identifier) @name type: (interface_type))) @item.interface
(type_declaration (type_spec name: (type_identifier) @name)) @item.type
(type_declaration (type_alias name: (type_identifier) @name)) @item.type
(const_declaration (const_spec name: (identifier) @name)) @item.constant
(var_declaration (var_spec name: (identifier) @name)) @item.variable
(var_declaration (var_spec_list (var_spec name: (identifier) @name))) @item.variable

(block) @body
(literal_value) @body
(argument_list) @body
