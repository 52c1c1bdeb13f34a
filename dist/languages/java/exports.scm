; What a file offers to its package and to importers: its top-level types.

(program (class_declaration) @export.declaration)
(program (record_declaration) @export.declaration)
(program (interface_declaration) @export.declaration)
(program (annotation_type_declaration) @export.declaration)
(program (enum_declaration) @export.declaration)
