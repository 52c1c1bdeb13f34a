; What a package's files offer to the package and to importers: every package-level declaration except methods
; (they are reached through their type). Go's capitalisation rule only matters to code that would not compile.

(source_file (function_declaration) @export.declaration)
(source_file (type_declaration (type_spec) @export.declaration))
(source_file (type_declaration (type_alias) @export.declaration))
(source_file (const_declaration (const_spec) @export.declaration))
(source_file (var_declaration (var_spec) @export.declaration))
(source_file (var_declaration (var_spec_list (var_spec) @export.declaration)))
