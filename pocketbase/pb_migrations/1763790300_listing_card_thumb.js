/// Listing cards (issue 18): a 600x450 thumbnail of listing images, cropped to the card's 4:3 frame.
/// A card is 165 to 370 CSS pixels wide; on a phone's 2x screen the 300x300 thumb is too small and
/// the 1200x0 one several times too heavy. Cards offer 300x300, 600x450 and 1200x0 in `srcset`.
/// The size is added to whatever the field has (another migration may add sizes of its own).
const CARD_THUMB = '600x450';

function listingImages(app) {
  const listings = app.findCollectionByNameOrId('listings');
  return { listings, images: listings.fields.getByName('images') };
}

migrate(
  (app) => {
    const { listings, images } = listingImages(app);
    const thumbs = [...(images.thumbs || [])];
    if (!thumbs.includes(CARD_THUMB)) images.thumbs = [...thumbs, CARD_THUMB];
    app.save(listings);
  },
  (app) => {
    const { listings, images } = listingImages(app);
    images.thumbs = [...(images.thumbs || [])].filter((size) => size !== CARD_THUMB);
    app.save(listings);
  },
);
