; Bindings that come from other modules. `mod cart;` binds the module file cart.rs (or cart/mod.rs); `use` binds
; the last segment of a path (or its alias) from the module its prefix names. Glob imports (`use a::*;`) and
; lists nested deeper than two levels bind nothing the index follows. Several @import.source captures of one
; match (a path inside a braced list) are one path, joined with `::`.

(mod_item !body name: (identifier) @import.namespace @import.source) @import

(use_declaration
  argument: (scoped_identifier path: (_) @import.source name: (identifier) @import.name)) @import
(use_declaration
  argument: (use_as_clause
    path: (scoped_identifier path: (_) @import.source name: (identifier) @import.name)
    alias: (identifier) @import.alias)) @import
(use_declaration
  argument: (scoped_use_list path: (_) @import.source list: (use_list (identifier) @import.name))) @import
(use_declaration
  argument: (scoped_use_list
    path: (_) @import.source
    list: (use_list (use_as_clause path: (identifier) @import.name alias: (identifier) @import.alias)))) @import
; `use a::b::{self, C}`: `self` binds `b` itself, as `use a::b;` does.
(use_declaration
  argument: (scoped_use_list
    path: (scoped_identifier path: (_) @import.source name: (identifier) @import.name)
    list: (use_list (self)))) @import
; `use a::{b::C}`, `use a::{b::C as D}`: the entry's path continues the list's.
(use_declaration
  argument: (scoped_use_list
    path: (_) @import.source
    list: (use_list (scoped_identifier path: (_) @import.source name: (identifier) @import.name)))) @import
(use_declaration
  argument: (scoped_use_list
    path: (_) @import.source
    list: (use_list
      (use_as_clause
        path: (scoped_identifier path: (_) @import.source name: (identifier) @import.name)
        alias: (identifier) @import.alias)))) @import
; A list inside a list (`use std::{collections::{HashMap, HashSet}, io}`, as rustfmt writes a crate's imports at
; one): the inner list's path continues the outer's.
(use_declaration
  argument: (scoped_use_list
    path: (_) @import.source
    list: (use_list
      (scoped_use_list path: (_) @import.source list: (use_list (identifier) @import.name))))) @import
(use_declaration
  argument: (scoped_use_list
    path: (_) @import.source
    list: (use_list
      (scoped_use_list
        path: (_) @import.source
        list: (use_list (use_as_clause path: (identifier) @import.name alias: (identifier) @import.alias)))))) @import
