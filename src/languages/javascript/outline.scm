; Outline of a JavaScript file (ES modules and CommonJS). Captures as in typescript/outline.scm.

(method_definition name: (_) @name) @item.method
(field_definition property: (_) @name) @item.field

(import_statement) @item.import
(export_statement source: (_)) @item.import

(class_declaration name: (_) @name body: (class_body) @members) @item.class
(function_declaration name: (_) @name) @item.function
(generator_function_declaration name: (_) @name) @item.function
(lexical_declaration kind: "const" (variable_declarator name: (_) @name)) @item.constant
(lexical_declaration (variable_declarator name: (_) @name)) @item.variable
(variable_declaration (variable_declarator name: (_) @name)) @item.variable
(export_statement (export_clause)) @item.export
(export_statement value: (_)) @item.export

; CommonJS: `module.exports = …` and `exports.name = …` at the top level.
(expression_statement
  (assignment_expression
    left: (member_expression) @name
    right: [(function_expression) (arrow_function) (generator_function)])) @item.function
(expression_statement
  (assignment_expression
    left: (member_expression) @name)
  (#match? @name "^(module\\.)?exports\\b")) @item.export

(statement_block) @body
(class_body) @body
(object) @body
(array) @body
(arguments) @body
