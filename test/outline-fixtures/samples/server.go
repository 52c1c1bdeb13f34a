// Package server serves the inventory over HTTP.
package server

import (
	"encoding/json"
	"net/http"
	"sync"
)

// MaxBody is the largest request body accepted.
const MaxBody = 1 << 20

var routes = map[string]string{
	"/items": "list",
	"/items/new": "create",
}

// Server holds the handlers' shared state.
type Server struct {
	mu    sync.Mutex
	items map[string]int
}

// Store is what a server needs from storage.
type Store interface {
	Get(sku string) (int, bool)
}

// New returns an empty server.
func New() *Server {
	return &Server{items: make(map[string]int)}
}

// ServeHTTP lists the items as JSON.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r.ContentLength > MaxBody {
		http.Error(w, "too large", http.StatusRequestEntityTooLarge)
		return
	}
	_ = json.NewEncoder(w).Encode(s.items)
}

func (s *Server) add(sku string, n int) { s.items[sku] += n }
