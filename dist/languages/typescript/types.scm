; Declared types, so that a call on a value whose type a declaration states reaches that type's member. Where a
; type is captured, it is a type name, a generic type's name, a `ns.Type`'s name, or one of those joined with
; null or undefined (`Store | null`); any other type (unions of several types, arrays, functions) proves nothing.

; A function's or method's declared return type: @returns names it, @returns.of is the declaration.
(function_declaration return_type: (type_annotation [
  (type_identifier) @returns
  (generic_type name: (type_identifier) @returns)
  (nested_type_identifier name: (type_identifier) @returns)
  (generic_type name: (nested_type_identifier name: (type_identifier) @returns))
  (union_type [(type_identifier) @returns (generic_type name: (type_identifier) @returns)] (literal_type [(null) (undefined)]))])) @returns.of
(function_signature return_type: (type_annotation [
  (type_identifier) @returns
  (generic_type name: (type_identifier) @returns)
  (nested_type_identifier name: (type_identifier) @returns)
  (generic_type name: (nested_type_identifier name: (type_identifier) @returns))
  (union_type [(type_identifier) @returns (generic_type name: (type_identifier) @returns)] (literal_type [(null) (undefined)]))])) @returns.of
(method_definition return_type: (type_annotation [
  (type_identifier) @returns
  (generic_type name: (type_identifier) @returns)
  (nested_type_identifier name: (type_identifier) @returns)
  (generic_type name: (nested_type_identifier name: (type_identifier) @returns))
  (union_type [(type_identifier) @returns (generic_type name: (type_identifier) @returns)] (literal_type [(null) (undefined)]))])) @returns.of
(method_signature return_type: (type_annotation [
  (type_identifier) @returns
  (generic_type name: (type_identifier) @returns)
  (nested_type_identifier name: (type_identifier) @returns)
  (generic_type name: (nested_type_identifier name: (type_identifier) @returns))
  (union_type [(type_identifier) @returns (generic_type name: (type_identifier) @returns)] (literal_type [(null) (undefined)]))])) @returns.of
(abstract_method_signature return_type: (type_annotation [
  (type_identifier) @returns
  (generic_type name: (type_identifier) @returns)
  (nested_type_identifier name: (type_identifier) @returns)
  (generic_type name: (nested_type_identifier name: (type_identifier) @returns))
  (union_type [(type_identifier) @returns (generic_type name: (type_identifier) @returns)] (literal_type [(null) (undefined)]))])) @returns.of
(lexical_declaration (variable_declarator value: [
  (arrow_function return_type: (type_annotation [
  (type_identifier) @returns
  (generic_type name: (type_identifier) @returns)
  (nested_type_identifier name: (type_identifier) @returns)
  (generic_type name: (nested_type_identifier name: (type_identifier) @returns))
  (union_type [(type_identifier) @returns (generic_type name: (type_identifier) @returns)] (literal_type [(null) (undefined)]))]))
  (function_expression return_type: (type_annotation [
  (type_identifier) @returns
  (generic_type name: (type_identifier) @returns)
  (nested_type_identifier name: (type_identifier) @returns)
  (generic_type name: (nested_type_identifier name: (type_identifier) @returns))
  (union_type [(type_identifier) @returns (generic_type name: (type_identifier) @returns)] (literal_type [(null) (undefined)]))]))])) @returns.of
(variable_declaration (variable_declarator value: [
  (arrow_function return_type: (type_annotation [
  (type_identifier) @returns
  (generic_type name: (type_identifier) @returns)
  (nested_type_identifier name: (type_identifier) @returns)
  (generic_type name: (nested_type_identifier name: (type_identifier) @returns))
  (union_type [(type_identifier) @returns (generic_type name: (type_identifier) @returns)] (literal_type [(null) (undefined)]))]))
  (function_expression return_type: (type_annotation [
  (type_identifier) @returns
  (generic_type name: (type_identifier) @returns)
  (nested_type_identifier name: (type_identifier) @returns)
  (generic_type name: (nested_type_identifier name: (type_identifier) @returns))
  (union_type [(type_identifier) @returns (generic_type name: (type_identifier) @returns)] (literal_type [(null) (undefined)]))]))])) @returns.of

; A declared return type that is an object type (`(): { status: Status }`): @returns.field names one of its
; properties and @returns.field.type that property's declared type.
[
  (function_declaration return_type: (type_annotation (object_type (property_signature name: (property_identifier) @returns.field type: (type_annotation [
    (type_identifier) @returns.field.type
    (generic_type name: (type_identifier) @returns.field.type)
    (nested_type_identifier name: (type_identifier) @returns.field.type)
    (generic_type name: (nested_type_identifier name: (type_identifier) @returns.field.type))])))))
  (function_signature return_type: (type_annotation (object_type (property_signature name: (property_identifier) @returns.field type: (type_annotation [
    (type_identifier) @returns.field.type
    (generic_type name: (type_identifier) @returns.field.type)
    (nested_type_identifier name: (type_identifier) @returns.field.type)
    (generic_type name: (nested_type_identifier name: (type_identifier) @returns.field.type))])))))
  (method_definition return_type: (type_annotation (object_type (property_signature name: (property_identifier) @returns.field type: (type_annotation [
    (type_identifier) @returns.field.type
    (generic_type name: (type_identifier) @returns.field.type)
    (nested_type_identifier name: (type_identifier) @returns.field.type)
    (generic_type name: (nested_type_identifier name: (type_identifier) @returns.field.type))])))))
  (method_signature return_type: (type_annotation (object_type (property_signature name: (property_identifier) @returns.field type: (type_annotation [
    (type_identifier) @returns.field.type
    (generic_type name: (type_identifier) @returns.field.type)
    (nested_type_identifier name: (type_identifier) @returns.field.type)
    (generic_type name: (nested_type_identifier name: (type_identifier) @returns.field.type))])))))
] @returns.of

; Fields of declared type, of the class or interface around them: @field is the name, @field.type the type.
; A constructor's parameter property (`constructor(private store: Store)`) is a field too.
(public_field_definition name: [(property_identifier) (private_property_identifier)] @field type: (type_annotation [
  (type_identifier) @field.type
  (generic_type name: (type_identifier) @field.type)
  (nested_type_identifier name: (type_identifier) @field.type)
  (generic_type name: (nested_type_identifier name: (type_identifier) @field.type))
  (union_type [(type_identifier) @field.type (generic_type name: (type_identifier) @field.type)] (literal_type [(null) (undefined)]))]))
(public_field_definition name: [(property_identifier) (private_property_identifier)] @field !type value: (new_expression constructor: (identifier) @field.type))
(property_signature name: (property_identifier) @field type: (type_annotation [
  (type_identifier) @field.type
  (generic_type name: (type_identifier) @field.type)
  (nested_type_identifier name: (type_identifier) @field.type)
  (generic_type name: (nested_type_identifier name: (type_identifier) @field.type))
  (union_type [(type_identifier) @field.type (generic_type name: (type_identifier) @field.type)] (literal_type [(null) (undefined)]))]))
(required_parameter (accessibility_modifier) pattern: (identifier) @field type: (type_annotation [
  (type_identifier) @field.type
  (generic_type name: (type_identifier) @field.type)
  (nested_type_identifier name: (type_identifier) @field.type)
  (generic_type name: (nested_type_identifier name: (type_identifier) @field.type))]))
(required_parameter "readonly" pattern: (identifier) @field type: (type_annotation [
  (type_identifier) @field.type
  (generic_type name: (type_identifier) @field.type)
  (nested_type_identifier name: (type_identifier) @field.type)
  (generic_type name: (nested_type_identifier name: (type_identifier) @field.type))]))

; Names destructured from a value (`const { status } = f()`): each takes the declared type of its property.
(variable_declarator name: (object_pattern (shorthand_property_identifier_pattern) @destructured) !type value: (_) @destructured.value)

; Positional parameters (not `this: T`, not a rest parameter), counted to match arguments to parameters.
(formal_parameters [
  (required_parameter pattern: [(identifier) (object_pattern) (array_pattern)])
  (optional_parameter pattern: [(identifier) (object_pattern) (array_pattern)])] @parameter)
(arrow_function parameter: (identifier) @parameter)
; Parameters without a declared type, which a callee's declaration may type.
(required_parameter pattern: (identifier) @parameter.contextual !type)
(optional_parameter pattern: (identifier) @parameter.contextual !type)
(arrow_function parameter: (identifier) @parameter.contextual)

; A parameter of function type (@callback.outer) and that function's parameter @callback.inner, of declared type
; @callback.type: a function passed there gets its parameter of that type.
(required_parameter type: (type_annotation (function_type parameters: (formal_parameters
  [(required_parameter pattern: (identifier) type: (type_annotation [
  (type_identifier) @callback.type
  (generic_type name: (type_identifier) @callback.type)
  (nested_type_identifier name: (type_identifier) @callback.type)
  (generic_type name: (nested_type_identifier name: (type_identifier) @callback.type))]))
   (optional_parameter pattern: (identifier) type: (type_annotation [
  (type_identifier) @callback.type
  (generic_type name: (type_identifier) @callback.type)
  (nested_type_identifier name: (type_identifier) @callback.type)
  (generic_type name: (nested_type_identifier name: (type_identifier) @callback.type))]))] @callback.inner)))) @callback.outer
(optional_parameter type: (type_annotation (function_type parameters: (formal_parameters
  [(required_parameter pattern: (identifier) type: (type_annotation [
  (type_identifier) @callback.type
  (generic_type name: (type_identifier) @callback.type)
  (nested_type_identifier name: (type_identifier) @callback.type)
  (generic_type name: (nested_type_identifier name: (type_identifier) @callback.type))]))
   (optional_parameter pattern: (identifier) type: (type_annotation [
  (type_identifier) @callback.type
  (generic_type name: (type_identifier) @callback.type)
  (nested_type_identifier name: (type_identifier) @callback.type)
  (generic_type name: (nested_type_identifier name: (type_identifier) @callback.type))]))] @callback.inner)))) @callback.outer

; Expressions whose type a declaration states: @expression is the expression; @expression.type names its type
; (`x as Store`, `new Store()`), @expression.like is an expression of the same type (`(x)`, `x!`),
; @expression.object and @expression.field read a field, @expression.returns names the function called.
(as_expression (_) [
  (type_identifier) @expression.type
  (generic_type name: (type_identifier) @expression.type)
  (nested_type_identifier name: (type_identifier) @expression.type)
  (generic_type name: (nested_type_identifier name: (type_identifier) @expression.type))]) @expression
(parenthesized_expression (_) @expression.like) @expression
(non_null_expression (_) @expression.like) @expression
(new_expression constructor: (identifier) @expression.type) @expression
(member_expression object: (_) @expression.object property: [(property_identifier) (private_property_identifier)] @expression.field) @expression
(call_expression function: (identifier) @expression.returns) @expression
(call_expression function: (member_expression property: [(property_identifier) (private_property_identifier)] @expression.returns)) @expression

; Functions passed as arguments (@argument.new: to a constructor), whose parameters the callee's declaration may
; type; a spread before one hides which parameter it fills.
(call_expression arguments: (arguments [(arrow_function) (function_expression)] @argument))
(new_expression arguments: (arguments [(arrow_function) (function_expression)] @argument.new))
(arguments (spread_element) @argument.spread)
