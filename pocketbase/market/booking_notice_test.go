package market

import "testing"

func TestMemberLanguage(t *testing.T) {
	for preferred, want := range map[string]string{
		"": "en", "en": "en", "pt-PT": "pt-PT", " pt-PT ": "pt-PT", "pt": "pt-PT", "PT_br": "pt-PT",
		"fr": "en", "pt-": "en", "português": "en", "p": "en",
	} {
		if got := memberLanguage(preferred); got != want {
			t.Errorf("memberLanguage(%q) = %q, want %q", preferred, got, want)
		}
	}
}

func TestDisplayNames(t *testing.T) {
	if got := displayNameIn(nil, "renter", "pt-PT"); got != "Cliente" {
		t.Errorf("an unknown renter in Portuguese: %q", got)
	}
	if got := displayNameIn(&namedPerson{DisplayName: " \u00a0", FirstName: " Ana ", LastName: ""}, "someone", "en"); got != "Ana" {
		t.Errorf("first and last name, trimmed: %q", got)
	}
	if got := displayNameIn(&namedPerson{}, "owner", "xx"); got != "Owner" {
		t.Errorf("an unknown language reads English: %q", got)
	}
	if got := personNameOf(namedPerson{DisplayName: " ", FirstName: "Ana"}); got != " " {
		t.Errorf("personNameOf keeps a display name as stored: %q", got)
	}
	if got := personNameOf(namedPerson{LastName: " Silva "}); got != "Silva" {
		t.Errorf("personNameOf trims first and last name: %q", got)
	}
}

func TestBookingRequestNoticeText(t *testing.T) {
	if got := bookingRequestNoticeText("en", "Drill", "Ana"); got != `New booking request for "Drill" from Ana` {
		t.Errorf("English: %q", got)
	}
	if got := bookingRequestNoticeText("pt-PT", "Berbequim", "Ana"); got != `Novo pedido de reserva de Ana para "Berbequim"` {
		t.Errorf("Portuguese: %q", got)
	}
}
