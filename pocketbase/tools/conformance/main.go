// Command conformance answers tests/conformance with the Go code of pocketbase/market: it reads
// JSON lines {"area": "...", "input": ...} on stdin and writes one JSON line per input, the
// area's answer as {"answer": ...} or {"error": "..."}, in order.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"

	"partilha/pocketbase/market"
)

func main() {
	lines := bufio.NewScanner(os.Stdin)
	lines.Buffer(make([]byte, 0, 1<<20), 64<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	encoder := json.NewEncoder(out)
	encoder.SetEscapeHTML(false)
	for lines.Scan() {
		var request struct {
			Area  string          `json:"area"`
			Input json.RawMessage `json:"input"`
		}
		reply := map[string]any{}
		if err := json.Unmarshal(lines.Bytes(), &request); err != nil {
			reply["error"] = err.Error()
		} else if answer, err := market.ConformanceAnswer(request.Area, request.Input); err != nil {
			reply["error"] = err.Error()
		} else {
			reply["answer"] = answer
		}
		if err := encoder.Encode(reply); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if err := lines.Err(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
