; The package this file belongs to, and the packages it imports. An import without a name binds the package
; under the last segment of its path (@import.path); `import u "a/util"` binds `u`. Dot and blank imports bind
; no name.

(package_clause (package_identifier) @package)

(import_spec
  name: (package_identifier) @import.namespace
  path: (interpreted_string_literal (interpreted_string_literal_content) @import.source)) @import
(import_spec
  !name
  path: (interpreted_string_literal (interpreted_string_literal_content) @import.source @import.path)) @import
