/**
 * The server side of the hooks, bundled to pb_hooks/lib/server.cjs with @partilha/domain left
 * to pb_hooks/lib/domain.cjs. Hook handlers require it inside their bodies.
 */
export { actorOf, isOperator, type Actor } from './actor';
export { applyEnvironmentSettings } from './environment-settings';
export { applyProfilePrivacy, applySignUpDefaults, checkProfileUpdate, fillDefaultRole } from './user-fields';
export { prepareListingUpdate, prepareNewListing, refuseGuestListingCreate } from './listing-rules';
export { refusePrivateFieldQuery, refusePrivateFieldSubscription } from './private-field-queries';
export { prepareSubscription } from './subscription-rules';
export { checkDomainBundle } from './domain-health';
