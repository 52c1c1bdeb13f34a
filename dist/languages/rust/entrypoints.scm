; Entrypoint marks (see README.md for the rule): `fn main` at the top of a file, items declared `pub` (not
; `pub(crate)`), methods of public traits, and the modules a file declares with `pub mod` (@entry.name).

((source_file (function_item name: (identifier) @_name) @entry.main)
  (#eq? @_name "main"))
((_
  (visibility_modifier) @_pub) @entry.public
  (#eq? @_pub "pub"))
((trait_item (visibility_modifier) @_pub
  body: (declaration_list [(function_item) (function_signature_item)] @entry.public))
  (#eq? @_pub "pub"))
((mod_item (visibility_modifier) @_pub name: (identifier) @entry.name !body)
  (#eq? @_pub "pub"))
