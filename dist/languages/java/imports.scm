; The package this file belongs to, and the classes it imports: `import a.b.C;` binds C from package a.b.
; Static imports bind members the index does not follow (@import.skip); `import a.b.*;` binds no name.

(package_declaration [(scoped_identifier) (identifier)] @package)

(import_declaration
  (scoped_identifier scope: (_) @import.source name: (identifier) @import.name) .) @import
(import_declaration "static" (scoped_identifier name: (identifier) @import.skip))
