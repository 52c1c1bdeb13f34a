; Declarations that become units: @definition.KIND with its @name. A function directly in a class body is a
; method. Decorators belong to the declaration's range (rangeWrappers). When two patterns capture the same
; declaration, the earlier pattern wins.

(class_definition body: (block (function_definition name: (identifier) @name) @definition.method))
(class_definition
  body: (block (decorated_definition definition: (function_definition name: (identifier) @name) @definition.method)))
(function_definition name: (identifier) @name) @definition.function
(class_definition name: (identifier) @name) @definition.class

; Module-level constants: `NAME = value`.
(module (expression_statement (assignment left: (identifier) @name)) @definition.variable)
; Every name of a chained (`LOW = HIGH = 0`) or unpacking (`SMALL, LARGE = 1, 100`) assignment.
(module (expression_statement (assignment right: (assignment left: (identifier) @name))) @definition.variable)
(module (expression_statement (assignment right: (assignment right: (assignment left: (identifier) @name)))) @definition.variable)
(module (expression_statement (assignment left: [(pattern_list (identifier) @name) (tuple_pattern (identifier) @name)])) @definition.variable)
; A constant a module-level `if` or `try` assigns in any branch (`try: import ssl; HAS_SSL = True except ...`).
(module [
  (if_statement consequence: (block (expression_statement (assignment left: (identifier) @name)) @definition.variable))
  (if_statement alternative: (elif_clause consequence: (block (expression_statement (assignment left: (identifier) @name)) @definition.variable)))
  (if_statement alternative: (else_clause body: (block (expression_statement (assignment left: (identifier) @name)) @definition.variable)))
  (try_statement body: (block (expression_statement (assignment left: (identifier) @name)) @definition.variable))
  (try_statement (except_clause (block (expression_statement (assignment left: (identifier) @name)) @definition.variable)))
  (try_statement (else_clause body: (block (expression_statement (assignment left: (identifier) @name)) @definition.variable)))
  (try_statement (finally_clause (block (expression_statement (assignment left: (identifier) @name)) @definition.variable)))])
