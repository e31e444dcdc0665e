/// Newsletter sign-ups go through POST /api/market/subscriptions, which answers a repeat exactly
/// like a first sign-up. The raw collection create answered a repeat with a unique-index error,
/// telling anyone whether an address was subscribed, so it is now for operators only
/// (docs/adr/0003-newsletter-sign-ups-through-a-route.md).
const OPERATOR = '@request.auth.role = "operator"';

migrate(
  (app) => {
    const subscriptions = app.findCollectionByNameOrId('subscriptions');
    subscriptions.createRule = OPERATOR;
    app.save(subscriptions);
  },
  (app) => {
    const subscriptions = app.findCollectionByNameOrId('subscriptions');
    subscriptions.createRule = '';
    app.save(subscriptions);
  },
);
