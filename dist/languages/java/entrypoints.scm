; Entrypoint marks (see README.md for the rule): `public static void main`, and declarations with a `public`
; modifier (members of interfaces are public without one).

((method_declaration (modifiers "public" "static") type: (void_type) name: (identifier) @_name) @entry.main
  (#eq? @_name "main"))
(class_declaration (modifiers "public")) @entry.public
(record_declaration (modifiers "public")) @entry.public
(interface_declaration (modifiers "public")) @entry.public
(annotation_type_declaration (modifiers "public")) @entry.public
(enum_declaration (modifiers "public")) @entry.public
(method_declaration (modifiers "public")) @entry.public
(constructor_declaration (modifiers "public")) @entry.public
(compact_constructor_declaration (modifiers "public")) @entry.public
(interface_body (method_declaration) @entry.public)
