; Outline of a Python file. Captures as in typescript/outline.scm, plus @doc: a docstring kept at the head of an
; elided body. Methods and class attributes come first so that they win over the module-level patterns.

(class_definition body: (block (function_definition name: (identifier) @name) @item.method))
(class_definition body: (block (decorated_definition definition: (function_definition name: (identifier) @name) @item.method)))
(class_definition body: (block (expression_statement (assignment left: (identifier) @name)) @item.field))

(import_statement) @item.import
(import_from_statement) @item.import
(future_import_statement) @item.import

(class_definition name: (identifier) @name body: (block) @members) @item.class
(function_definition name: (identifier) @name) @item.function
(expression_statement
  (assignment left: (identifier) @name)
  (#match? @name "^_*[A-Z][A-Z0-9_]*$")) @item.constant
(expression_statement (assignment left: (identifier) @name)) @item.variable
(type_alias_statement left: (type (identifier) @name)) @item.type

(block . (expression_statement (string)) @doc)

(block) @body
(dictionary) @body
(list) @body
(set) @body
(tuple) @body
(argument_list) @body
