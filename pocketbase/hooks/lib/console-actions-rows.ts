import { consoleActorCan, type ConsoleActor } from './console-guard';

/**
 * The rows of the console's tables as docs/console-api.md gives them, built from records. The
 * write routes answer these after a change, and the read routes list them, so a row looks the
 * same whichever route sent it.
 */

export interface ConsolePerson {
  id: string;
  displayName: string;
}

export interface MemberItem {
  id: string;
  displayName: string;
  firstName: string;
  lastName: string;
  /** Operators only (`members.readContact`). */
  email?: string;
  phoneNumber?: string;
  role: string;
  verifiedProvider: boolean;
  city: string;
  suspended: boolean;
  created: string;
  listingsCount: number;
  ratingAsProvider: number;
  ratingAsClient: number;
}

export interface ListingItem {
  id: string;
  title: string;
  type: string;
  category: string;
  price: number;
  city: string;
  status: string;
  ownerSuspended: boolean;
  suspendedReason: string;
  owner: ConsolePerson;
  created: string;
  /** The first image's file name, '' when none. */
  image: string;
}

export interface SubscriptionRow {
  id: string;
  email: string;
  status: string;
  created: string;
}

/** The name the console shows for a member: the display name, else first and last name. */
export function personNameOf(user: PbRecord): string {
  return user.getString('displayName') || `${user.getString('firstName')} ${user.getString('lastName')}`.trim();
}

function countListingsOf(app: PbApp, ownerId: string): number {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery('SELECT count(*) AS n FROM listings WHERE owner = {:owner}').bind({ owner: ownerId }).one(row);
  return Number(row.n);
}

export function memberItem(app: PbApp, user: PbRecord, viewer: ConsoleActor): MemberItem {
  const item: MemberItem = {
    id: user.id,
    displayName: personNameOf(user),
    firstName: user.getString('firstName'),
    lastName: user.getString('lastName'),
    role: user.getString('role'),
    verifiedProvider: user.getBool('verifiedProvider'),
    city: user.getString('city'),
    suspended: user.getBool('suspended'),
    created: user.getString('created'),
    listingsCount: countListingsOf(app, user.id),
    ratingAsProvider: user.getFloat('ratingAsProvider'),
    ratingAsClient: user.getFloat('ratingAsClient'),
  };
  if (consoleActorCan(viewer, 'members.readContact')) {
    item.email = user.email();
    item.phoneNumber = user.getString('phoneNumber');
  }
  return item;
}

function firstImage(listing: PbRecord): string {
  return listing.getStringSlice('images')[0] ?? '';
}

function ownerOf(app: PbApp, ownerId: string): ConsolePerson {
  try {
    return { id: ownerId, displayName: personNameOf(app.findRecordById('users', ownerId)) };
  } catch {
    return { id: ownerId, displayName: '' };
  }
}

export function listingItem(app: PbApp, listing: PbRecord): ListingItem {
  return {
    id: listing.id,
    title: listing.getString('title'),
    type: listing.getString('type'),
    category: listing.getString('category'),
    price: listing.getFloat('price'),
    city: listing.getString('city'),
    status: listing.getString('status'),
    ownerSuspended: listing.getBool('ownerSuspended'),
    suspendedReason: listing.getString('suspendedReason'),
    owner: ownerOf(app, listing.getString('owner')),
    created: listing.getString('created'),
    image: firstImage(listing),
  };
}

export function subscriptionRow(subscription: PbRecord): SubscriptionRow {
  return {
    id: subscription.id,
    email: subscription.getString('email'),
    status: subscription.getString('status'),
    created: subscription.getString('created'),
  };
}
