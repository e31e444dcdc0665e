import type { Listing, ListingFields } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { sendForm } from '../files/send-form';
import { parseListing } from './listing-with-owner';

/** Which images a saved listing keeps and gains; together they are the new order, kept first. */
export interface ListingImageChange {
  /** Stored file names to keep, in order; the first is the main image. */
  keep: readonly string[];
  /** New files appended after the kept ones. */
  add: readonly File[];
}

/**
 * The multipart body of a listing create or update: the fields as one JSON payload (lists and
 * availability keep their types) and the image files. On update the kept names set the stored
 * list and new files are appended with `images+`.
 */
export function listingFormData(
  fields: ListingFields,
  images: ListingImageChange,
  mode: 'create' | 'update',
): FormData {
  const form = new FormData();
  const payload: Record<string, unknown> = { ...fields };
  if (mode === 'update') payload.images = [...images.keep];
  form.append('@jsonPayload', JSON.stringify(payload));
  const fileField = mode === 'update' ? 'images+' : 'images';
  for (const file of images.add) form.append(fileField, file, file.name);
  return form;
}

/**
 * Creates a listing owned by the signed-in member with its images in one request, so a refused
 * image means no listing (spec 000 §4: an upload failure stops creation). The server copies the
 * owner's city and postal code and checks every rule again.
 */
export async function createListing(
  client: PocketBase,
  fields: ListingFields,
  images: readonly File[],
  onProgress?: (fraction: number) => void,
): Promise<Listing> {
  const owner = client.authStore.record?.id ?? '';
  const form = listingFormData(fields, { keep: [], add: images }, 'create');
  form.append('owner', owner);
  return parseListing(await sendForm(client, 'POST', '/api/collections/listings/records', form, onProgress));
}

/** Saves an edited listing: new field values, the kept images in order, new images after them. */
export async function updateListing(
  client: PocketBase,
  id: string,
  fields: ListingFields,
  images: ListingImageChange,
  onProgress?: (fraction: number) => void,
): Promise<Listing> {
  const form = listingFormData(fields, images, 'update');
  const path = `/api/collections/listings/records/${encodeURIComponent(id)}`;
  return parseListing(await sendForm(client, 'PATCH', path, form, onProgress));
}
