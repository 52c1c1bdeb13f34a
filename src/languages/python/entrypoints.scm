; Entrypoint marks (see README.md for the rule): `__all__`, and `if __name__ == "__main__":`.

((module
  (expression_statement
    (assignment
      left: (identifier) @_all
      right: [(list) (tuple)] @entry.names)))
  (#eq? @_all "__all__"))
((module
  (expression_statement
    (assignment
      left: (identifier) @_all
      right: [(list (string (string_content) @entry.name)) (tuple (string (string_content) @entry.name))])))
  (#eq? @_all "__all__"))
((module
  (if_statement
    condition: (comparison_operator
      (identifier) @_name
      (string (string_content) @_main)) @entry.program))
  (#eq? @_name "__name__")
  (#eq? @_main "__main__"))
