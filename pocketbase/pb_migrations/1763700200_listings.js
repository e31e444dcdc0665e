/// Listings (docs/data-model.md). hooks/listings.pb.ts copies the owner's city and postal code,
/// normalises prices, checks the category and keeps `owner` and `status` out of owners' hands.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');

    const listings = new Collection({
      type: 'base',
      name: 'listings',
      // Active listings are public; the owner also sees their suspended ones, operators all.
      listRule: 'status = "active" || owner = @request.auth.id || @request.auth.role = "operator"',
      viewRule: 'status = "active" || owner = @request.auth.id || @request.auth.role = "operator"',
      // The owner is the signed-in user (the hook fills it in when the body leaves it out).
      createRule:
        '@request.auth.id != "" && (@request.body.owner:isset = false || @request.body.owner = @request.auth.id)',
      // Operators reach other owners' listings only to change `status` (checked in the hook).
      updateRule: 'owner = @request.auth.id || @request.auth.role = "operator"',
      deleteRule: 'owner = @request.auth.id',
      fields: [
        { type: 'relation', name: 'owner', collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: 'select', name: 'type', values: ['service', 'equipment'], maxSelect: 1, required: true },
        { type: 'text', name: 'title', min: 3, max: 120, required: true },
        { type: 'text', name: 'description', min: 10, max: 5000, required: true },
        { type: 'text', name: 'category', max: 60, required: true },
        { type: 'number', name: 'price', min: 0 },
        {
          type: 'file',
          name: 'images',
          maxSelect: 5,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
          thumbs: ['300x300', '1200x0'],
        },
        { type: 'text', name: 'city', max: 120 },
        { type: 'text', name: 'postalCode', max: 8 },
        { type: 'json', name: 'availability', maxSize: 10000 },
        { type: 'json', name: 'unavailableDates', maxSize: 20000 },
        {
          type: 'select',
          name: 'experience',
          values: ['beginner', 'intermediate', 'expert', 'professional'],
          maxSelect: 1,
        },
        { type: 'json', name: 'qualifications', maxSize: 10000 },
        { type: 'text', name: 'brand', max: 120 },
        { type: 'text', name: 'model', max: 120 },
        { type: 'text', name: 'condition', max: 40 },
        { type: 'json', name: 'specifications', maxSize: 10000 },
        { type: 'json', name: 'maintenanceHistory', maxSize: 10000 },
        { type: 'bool', name: 'insurance' },
        { type: 'number', name: 'deposit', min: 0 },
        { type: 'select', name: 'status', values: ['active', 'suspended'], maxSelect: 1, required: true },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        // My Listings and the dashboard: an owner's listings, newest first.
        'CREATE INDEX `idx_listings_owner_created` ON `listings` (`owner`, `created`)',
        // Marketplace pages and search: active listings of a type, newest first.
        'CREATE INDEX `idx_listings_status_type_created` ON `listings` (`status`, `type`, `created`)',
        'CREATE INDEX `idx_listings_type_created` ON `listings` (`type`, `created`)',
        // Search and home filters.
        'CREATE INDEX `idx_listings_status_created` ON `listings` (`status`, `created`)',
        'CREATE INDEX `idx_listings_category` ON `listings` (`category`)',
        'CREATE INDEX `idx_listings_city` ON `listings` (`city`)',
        'CREATE INDEX `idx_listings_price` ON `listings` (`price`)',
      ],
    });

    app.save(listings);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('listings'));
  },
);
