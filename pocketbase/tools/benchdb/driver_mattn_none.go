//go:build !(cgo && sqlite_fts5)

package main

func init() {
	unavailable["mattn"] = "not in this build: the C driver needs CGO_ENABLED=1, a C compiler and -tags sqlite_fts5"
}
