package market

import (
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// The JavaScript string and number semantics the search's TypeScript relies on, so the Go route
// reads a query exactly as the TypeScript does (tests/conformance compares them): trim's white
// space, toLowerCase (with Σ's final form), Number() of a string, and a number's text. The
// character tables are generated from the JavaScript engine (tables/search.json).

// jsText is text as JavaScript sees a URL value: an invalid UTF-8 byte is one U+FFFD.
func jsText(value string) string {
	if utf8.ValidString(value) {
		return value
	}
	return string([]rune(value))
}

func jsIsWhiteSpace(code rune) bool {
	if code < 0x80 {
		return code == ' ' || (code >= '\t' && code <= '\r')
	}
	return inRanges(searchTable.JavaScript.WhiteSpace, code)
}

// jsTrim is String.prototype.trim.
func jsTrim(text string) string {
	return strings.TrimFunc(text, jsIsWhiteSpace)
}

// jsToLowerCase is String.prototype.toLowerCase.
func jsToLowerCase(text string) string {
	ascii := true
	for index := 0; index < len(text); index++ {
		if text[index] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(text)
	}
	runes := []rune(text)
	var lowered strings.Builder
	lowered.Grow(len(text))
	for index, code := range runes {
		switch {
		case code == 'Σ':
			if isFinalSigma(runes, index) {
				lowered.WriteRune('ς')
			} else {
				lowered.WriteRune('σ')
			}
		case code >= 'A' && code <= 'Z':
			lowered.WriteRune(code + ('a' - 'A'))
		case code < 0x80:
			lowered.WriteRune(code)
		default:
			if lower, ok := searchTable.lowerCase[code]; ok {
				lowered.WriteString(lower)
			} else {
				lowered.WriteRune(code)
			}
		}
	}
	return lowered.String()
}

// jsToUpperCase is String.prototype.toUpperCase.
func jsToUpperCase(text string) string {
	var upper strings.Builder
	for _, code := range text {
		if mapped, ok := searchTable.upperCase[code]; ok {
			upper.WriteString(mapped)
		} else {
			upper.WriteRune(code)
		}
	}
	return upper.String()
}

// isFinalSigma is Unicode's Final_Sigma condition: a cased letter before (case-ignorable
// characters between), none after.
func isFinalSigma(runes []rune, at int) bool {
	return casedLetterBeside(runes, at, -1) && !casedLetterBeside(runes, at, 1)
}

func casedLetterBeside(runes []rune, at int, step int) bool {
	sigma := searchTable.JavaScript.FinalSigma
	for index := at + step; index >= 0 && index < len(runes); index += step {
		// As ICU, which JavaScript engines lower-case with: case-ignorable first (U+0345 is both).
		if inRanges(sigma.CaseIgnorable, runes[index]) {
			continue
		}
		return inRanges(sigma.Cased, runes[index])
	}
	return false
}

// utf16Length is a text's JavaScript length.
func utf16Length(text string) int {
	length := 0
	for _, code := range text {
		if code > 0xffff {
			length += 2
		} else {
			length++
		}
	}
	return length
}

var (
	jsDecimal      = regexp.MustCompile(`^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$`)
	jsInfinity     = regexp.MustCompile(`^[+-]?Infinity$`)
	jsNonDecimal   = regexp.MustCompile(`^0(?:[xX][0-9a-fA-F]+|[oO][0-7]+|[bB][01]+)$`)
	nonDecimalBase = map[byte]int{'x': 16, 'X': 16, 'o': 8, 'O': 8, 'b': 2, 'B': 2}
)

// jsNumber is JavaScript's Number(text): NaN when the text is not a number.
func jsNumber(text string) float64 {
	text = jsTrim(text)
	switch {
	case text == "":
		return 0
	case jsDecimal.MatchString(text):
		// Correctly rounded, as JavaScript; out of range gives ±Inf or 0, as JavaScript.
		value, _ := strconv.ParseFloat(text, 64)
		return value
	case jsInfinity.MatchString(text):
		if text[0] == '-' {
			return math.Inf(-1)
		}
		return math.Inf(1)
	case jsNonDecimal.MatchString(text):
		whole, _ := new(big.Int).SetString(text[2:], nonDecimalBase[text[1]])
		value, _ := new(big.Float).SetInt(whole).Float64()
		return value
	}
	return math.NaN()
}

// jsNumberString is a number's text in JavaScript (Number.prototype.toString).
func jsNumberString(value float64) string {
	switch {
	case math.IsNaN(value):
		return "NaN"
	case value == 0:
		return "0"
	case math.IsInf(value, 1):
		return "Infinity"
	case math.IsInf(value, -1):
		return "-Infinity"
	case value < 0:
		return "-" + jsNumberString(-value)
	}
	// The shortest digits that read back as the value, and where the point goes.
	scientific := strconv.FormatFloat(value, 'e', -1, 64)
	mantissa, exponentText, _ := strings.Cut(scientific, "e")
	digits := strings.Replace(mantissa, ".", "", 1)
	exponent, _ := strconv.Atoi(exponentText)
	k, n := len(digits), exponent+1
	switch {
	case k <= n && n <= 21:
		return digits + strings.Repeat("0", n-k)
	case 0 < n && n <= 21:
		return digits[:n] + "." + digits[n:]
	case -6 < n && n <= 0:
		return "0." + strings.Repeat("0", -n) + digits
	}
	sign := "+"
	if n-1 < 0 {
		sign = "-"
	}
	power := strconv.Itoa(int(math.Abs(float64(n - 1))))
	if k == 1 {
		return digits + "e" + sign + power
	}
	return digits[:1] + "." + digits[1:] + "e" + sign + power
}

// jsNumberParam is a number as the JS hooks bound it: integers as integers.
func jsNumberParam(value float64) any {
	if value == math.Trunc(value) && math.Abs(value) <= 1<<53 && !(value == 0 && math.Signbit(value)) {
		return int64(value)
	}
	return value
}

// utf16Less is JavaScript's a < b on strings: UTF-16 code unit order (astral characters, as
// surrogate pairs, sort before U+E000–U+FFFF).
func utf16Less(a string, b string) bool {
	left, right := utf16.Encode([]rune(a)), utf16.Encode([]rune(b))
	for index := 0; index < len(left) && index < len(right); index++ {
		if left[index] != right[index] {
			return left[index] < right[index]
		}
	}
	return len(left) < len(right)
}
