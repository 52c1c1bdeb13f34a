// Uses of names in Go packages and where the Go type checker says each is declared, calls marked.
//
// Usage: go run go_uses.go SRC_DIR IMPORT_PATH...
// SRC_DIR is the toolchain's GOROOT/src (the packages and their imports are checked from there: a bare source tree
// lacks the files a toolchain's build generates); each import path names a package under it. For every identifier
// of the package's files (as the current GOOS/GOARCH builds them) that types.Info.Uses resolves to a function,
// method, type, variable, field or constant, it writes one JSON line: {"file", "line", "name", "call", "target":
// {"file", "line", "name", "kind"}} with paths relative to SRC_DIR; "call" is true when the identifier names what a
// call inside a function or method body calls (f, pkg.F, x.M, f[T]). Imports are type-checked from source.
// Used by go.mjs.
package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
)

type target struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Name string `json:"name"`
	Kind string `json:"kind"`
}

type site struct {
	File   string  `json:"file"`
	Line   int     `json:"line"`
	Name   string  `json:"name"`
	Call   bool    `json:"call"`
	Target *target `json:"target"`
}

// calleeIdent is the identifier that names what a call calls: f, pkg.F, x.M, and those instantiated (f[T]).
func calleeIdent(fun ast.Expr) *ast.Ident {
	for {
		switch e := fun.(type) {
		case *ast.ParenExpr:
			fun = e.X
		case *ast.IndexExpr:
			fun = e.X
		case *ast.IndexListExpr:
			fun = e.X
		case *ast.Ident:
			return e
		case *ast.SelectorExpr:
			return e.Sel
		default:
			return nil
		}
	}
}

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: go run go_uses.go SRC_DIR IMPORT_PATH...")
		os.Exit(2)
	}
	// Real paths: GOROOT/src may be a link to the tree (as Debian installs it), and positions carry GOROOT's paths.
	src, err := filepath.EvalSymlinks(os.Args[1])
	if err != nil {
		panic(err)
	}
	src, _ = filepath.Abs(src)
	real := map[string]string{}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "source", nil)
	out := json.NewEncoder(os.Stdout)
	rel := func(path string) (string, bool) {
		dir := filepath.Dir(path)
		if _, ok := real[dir]; !ok {
			resolved, err := filepath.EvalSymlinks(dir)
			if err != nil {
				resolved = dir
			}
			real[dir] = resolved
		}
		r, err := filepath.Rel(src, filepath.Join(real[dir], filepath.Base(path)))
		if err != nil || strings.HasPrefix(r, "..") {
			return "", false
		}
		return filepath.ToSlash(r), true
	}
	for _, path := range os.Args[2:] {
		pkg, err := build.Default.Import(path, src, 0)
		if err != nil {
			panic(err)
		}
		var files []*ast.File
		for _, name := range pkg.GoFiles {
			f, err := parser.ParseFile(fset, filepath.Join(pkg.Dir, name), nil, 0)
			if err != nil {
				panic(err)
			}
			files = append(files, f)
		}
		info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
		conf := types.Config{Importer: imp}
		if _, err := conf.Check(path, fset, files, info); err != nil {
			panic(err)
		}
		for _, f := range files {
			// The names calls call, inside a body: a call in a package-level initialiser has no enclosing unit.
			callees := map[*ast.Ident]bool{}
			for _, decl := range f.Decls {
				if fn, ok := decl.(*ast.FuncDecl); ok && fn.Body != nil {
					ast.Inspect(fn.Body, func(n ast.Node) bool {
						if call, ok := n.(*ast.CallExpr); ok {
							if id := calleeIdent(call.Fun); id != nil {
								callees[id] = true
							}
						}
						return true
					})
				}
			}
			var uses []*ast.Ident
			ast.Inspect(f, func(n ast.Node) bool {
				if id, ok := n.(*ast.Ident); ok && info.Uses[id] != nil {
					uses = append(uses, id)
				}
				return true
			})
			for _, id := range uses {
				obj := info.Uses[id]
				if obj.Pkg() == nil {
					continue // a builtin
				}
				var kind string
				switch o := obj.(type) {
				case *types.Func:
					kind = "func"
					if sig, ok := o.Type().(*types.Signature); ok && sig.Recv() != nil {
						kind = "method"
						if types.IsInterface(sig.Recv().Type()) {
							kind = "interface method"
						}
					}
				case *types.TypeName:
					kind = "type"
				case *types.Var:
					kind = "var"
					if o.IsField() {
						kind = "field"
					}
				case *types.Const:
					kind = "const"
				default:
					continue // package names, labels
				}
				at := fset.Position(id.Pos())
				decl := fset.Position(obj.Pos())
				siteFile, ok1 := rel(at.Filename)
				declFile, ok2 := rel(decl.Filename)
				if !ok1 || !ok2 {
					continue
				}
				if err := out.Encode(site{siteFile, at.Line, id.Name, callees[id], &target{declFile, decl.Line, obj.Name(), kind}}); err != nil {
					panic(err)
				}
			}
		}
	}
}
