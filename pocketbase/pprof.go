package main

import (
	"log"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"strings"
)

// pprofEnv names the opt-in profiler switch: PARTILHA_PPROF=127.0.0.1:6060 serves Go's
// net/http/pprof handlers (CPU profile, heap, goroutines, ...) on that address, in a server of its
// own apart from the app's. Off when unset. Only a loopback address is accepted, so the profiler
// (which shows the process's inner workings and costs CPU while a profile runs) is never reachable
// from the network; a tunnel gets it from elsewhere. Used to profile the hot routes (issue 20):
//
//	go tool pprof -top 'http://127.0.0.1:6060/debug/pprof/profile?seconds=20'
const pprofEnv = "PARTILHA_PPROF"

// startProfiler serves the profiler when PARTILHA_PPROF asks for it; a bad address stops the
// start with a message rather than silently running without the profile one asked for.
func startProfiler() {
	address := strings.TrimSpace(os.Getenv(pprofEnv))
	if address == "" {
		return
	}
	if err := checkLoopback(address); err != nil {
		log.Fatalf("%s: %v", pprofEnv, err)
	}
	listener, err := net.Listen("tcp", address)
	if err != nil {
		log.Fatalf("%s: %v", pprofEnv, err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	go func() {
		if err := http.Serve(listener, mux); err != nil {
			log.Printf("%s: %v", pprofEnv, err)
		}
	}()
}

// checkLoopback accepts host:port with a loopback IP host (127.0.0.0/8 or ::1) and a port.
func checkLoopback(address string) error {
	host, port, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip := net.ParseIP(host)
	if ip == nil || !ip.IsLoopback() {
		return &net.AddrError{Err: "not a loopback IP address (only 127.0.0.1 or ::1 are allowed)", Addr: host}
	}
	if port == "" {
		return &net.AddrError{Err: "missing port", Addr: address}
	}
	return nil
}
