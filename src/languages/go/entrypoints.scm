; Entrypoint marks (see README.md for the rule): `func main`, and exported (capitalised) package-level
; functions and types (type aliases too) and the exported methods of exported types.

((function_declaration name: (identifier) @_name) @entry.main
  (#eq? @_name "main"))
((source_file (function_declaration name: (identifier) @_name) @entry.public)
  (#match? @_name "^[A-Z]"))
((source_file (type_declaration (type_spec name: (type_identifier) @_name) @entry.public))
  (#match? @_name "^[A-Z]"))
((source_file (type_declaration (type_alias name: (type_identifier) @_name) @entry.public))
  (#match? @_name "^[A-Z]"))
((method_declaration
  receiver: (parameter_list
    (parameter_declaration
      type: [
        (type_identifier) @_owner
        (pointer_type (type_identifier) @_owner)
        (generic_type type: (type_identifier) @_owner)
        (pointer_type (generic_type type: (type_identifier) @_owner))
      ]))
  name: (field_identifier) @_name) @entry.public
  (#match? @_name "^[A-Z]")
  (#match? @_owner "^[A-Z]"))
