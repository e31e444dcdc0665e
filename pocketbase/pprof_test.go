package main

import "testing"

func TestCheckLoopbackAcceptsOnlyLoopbackAddresses(t *testing.T) {
	for _, address := range []string{"127.0.0.1:6060", "[::1]:6060", "127.0.0.2:0"} {
		if err := checkLoopback(address); err != nil {
			t.Errorf("%s: refused: %v", address, err)
		}
	}
	for _, address := range []string{"0.0.0.0:6060", ":6060", "localhost:6060", "10.0.0.1:6060", "[::]:6060", "127.0.0.1", "127.0.0.1:"} {
		if err := checkLoopback(address); err == nil {
			t.Errorf("%s: accepted", address)
		}
	}
}
