package market

import (
	"reflect"
	"testing"
)

// A renamed or dropped entry in scripts/go-tables/bookings.ts must fail here rather than leave a
// zero value (an empty message, a limit of 0) in the booking route.
func TestBookingTableHasEveryEntry(t *testing.T) {
	checkFilled(t, "bookings.json", reflect.ValueOf(*bookingTable))
	checkFilled(t, "bookingTexts", reflect.ValueOf(bookingTexts))
	for _, language := range bookingTable.Languages {
		texts, ok := bookingTable.ByLanguage[language]
		if !ok || len(texts.RequestNotice.Args) != 2 || len(texts.DisplayNameFallbacks) != 4 {
			t.Errorf("the texts of %q are incomplete: %+v", language, texts)
		}
	}
	for _, value := range []string{initialBookingStatus, initialPaymentStatus, bookingRequestNotifies,
		bookingRequestNotificationType, bookingRequestEmailTemplate} {
		if value == "" {
			t.Error("a booking request constant is empty")
		}
	}
}

func TestTextTemplatesFillTheirArgumentsOnce(t *testing.T) {
	if got := requiredFieldMessage("listingId"); got != "listingId is required" {
		t.Errorf("requiredFieldMessage = %q", got)
	}
	// An argument that looks like a placeholder stays as written.
	got := bookingRequestNoticeText("pt-PT", "{0}", "\x001\x00")
	if got != "Novo pedido de reserva de \x001\x00 para \"{0}\"" {
		t.Errorf("notice = %q", got)
	}
}

func TestBookingListingType(t *testing.T) {
	for stored, want := range map[string]string{"service": "service", "equipment": "equipment", "": "service", "Equipment": "service"} {
		if got := bookingListingType(stored); got != want {
			t.Errorf("bookingListingType(%q) = %q, want %q", stored, got, want)
		}
	}
}
