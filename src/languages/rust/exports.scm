; What a module offers to `use` paths: its items (privacy is the compiler's business: code that compiles only
; names what it may), its `mod` declarations, and what it re-exports with `pub use`.

(source_file
  [
    (function_item)
    (struct_item)
    (union_item)
    (enum_item)
    (trait_item)
    (type_item)
    (const_item)
    (static_item)
    (macro_definition)
  ] @export.declaration)
(source_file (mod_item body: (declaration_list)) @export.declaration)
(source_file (mod_item !body name: (identifier) @export.name))
(source_file
  (use_declaration (visibility_modifier) argument: (scoped_identifier name: (identifier) @export.name)))
(source_file
  (use_declaration (visibility_modifier) argument: (use_as_clause alias: (identifier) @export.name)))
(source_file
  (use_declaration (visibility_modifier) argument: (scoped_use_list list: (use_list (identifier) @export.name))))
