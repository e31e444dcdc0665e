/// Issue 18. The listing page's main picture is chosen from a srcset: a phone's column (about
/// 350–420 CSS px at 1.75–2x) needs about 800 px, so an `800x0` thumb joins `300x300` and `1200x0`.
/// The size is added when missing and the field's other thumbs are kept as they are, so another
/// migration adding its own size composes with this one.
migrate(
  (app) => {
    const listings = app.findCollectionByNameOrId('listings');
    const images = listings.fields.getByName('images');
    if (!images.thumbs.includes('800x0')) images.thumbs = [...images.thumbs, '800x0'];
    app.save(listings);
  },
  (app) => {
    const listings = app.findCollectionByNameOrId('listings');
    const images = listings.fields.getByName('images');
    images.thumbs = images.thumbs.filter((size) => size !== '800x0');
    app.save(listings);
  },
);
