package market

import (
	"regexp"
	"strings"
)

// The request's notification text and the names in it (the domain's display-name.ts,
// booking-effects.ts and i18n/language.ts, pocketbase/hooks/lib/member-language.ts and
// console-actions-rows.ts), in the recipient's language.

type namedPerson struct{ DisplayName, FirstName, LastName string }

var languageTag = regexp.MustCompile(`^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$`)

// memberLanguage is the member's preferredLanguage when it names a language (chosenLanguage:
// a known one as it is, another tag by its primary language), else the default.
func memberLanguage(preferredLanguage string) string {
	tag := jsTrim(preferredLanguage)
	if !languageTag.MatchString(tag) {
		return bookingTable.DefaultLanguage
	}
	for _, known := range bookingTable.Languages {
		if tag == known {
			return tag
		}
	}
	return languageOfTag(tag)
}

// languageOfTag is the domain's languageOfTag: a tag of the primary language of a known language
// ("pt", "PT_br") gets that language, any other the default.
func languageOfTag(tag string) string {
	primary := strings.ToLower(strings.FieldsFunc(tag, func(char rune) bool { return char == '-' || char == '_' })[0])
	for _, known := range bookingTable.Languages {
		if known != bookingTable.DefaultLanguage && strings.ToLower(strings.SplitN(known, "-", 2)[0]) == primary {
			return known
		}
	}
	return bookingTable.DefaultLanguage
}

// displayNameIn is displayNameOf(person, context) read in language: the display name, else first
// and last name, each trimmed, else the context's fallback ("Renter", "Cliente"); person nil is an
// unknown user.
func displayNameIn(person *namedPerson, context string, language string) string {
	if person != nil {
		if display := jsTrim(person.DisplayName); display != "" {
			return display
		}
		parts := []string{}
		for _, name := range []string{person.FirstName, person.LastName} {
			if trimmed := jsTrim(name); trimmed != "" {
				parts = append(parts, trimmed)
			}
		}
		if full := strings.Join(parts, " "); full != "" {
			return full
		}
	}
	return textsIn(language).DisplayNameFallbacks[context]
}

// personNameOf is console-actions-rows' personNameOf (the status history's actorName): the
// display name as stored, else first and last name, trimmed.
func personNameOf(person namedPerson) string {
	if person.DisplayName != "" {
		return person.DisplayName
	}
	return jsTrim(person.FirstName + " " + person.LastName)
}

// bookingRequestNoticeText is BOOKING_NOTICE_MESSAGES.request(`"${listingTitle}"`, renterName) in
// language: the owner's notification of a new request. The route names the renter in the same
// language, displayNameIn(renter, "renter", language), as the row's data (senderName, renterName);
// the JS route it replaced named a renter without a name in English here (ADR 0021).
func bookingRequestNoticeText(language, listingTitle, renterName string) string {
	return textsIn(language).RequestNotice.fill(`"`+listingTitle+`"`, renterName)
}
