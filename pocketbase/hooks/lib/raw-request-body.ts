type Body = { [key: string]: unknown };

/** Large enough for any listing body (PocketBase's own limit for record bodies is 32 MB). */
const MAX_BODY_BYTES = 32 << 20;

function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One `application/x-www-form-urlencoded` name or value. */
function decodeFormPart(part: string): string {
  return decodeURIComponent(part.replace(/\+/g, ' '));
}

/**
 * Form fields as PocketBase reads them (the request's `Form`: body fields and query): one value as
 * text, several as a list, `@jsonPayload` merged in. goja cannot list the keys of Go's
 * `url.Values`, so they are read from its encoding.
 */
function formBody(encoded: string): Body {
  const lists: { [key: string]: string[] } = {};
  for (const pair of encoded.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decodeFormPart(equals === -1 ? pair : pair.slice(0, equals));
    (lists[key] ??= []).push(equals === -1 ? '' : decodeFormPart(pair.slice(equals + 1)));
  }
  const body: Body = {};
  for (const [key, values] of Object.entries(lists)) {
    if (key !== '@jsonPayload') body[key] = values.length === 1 ? values[0] : values;
  }
  for (const payload of lists['@jsonPayload'] ?? []) {
    const parsed: unknown = JSON.parse(payload);
    if (isObject(parsed)) Object.assign(body, parsed);
  }
  return body;
}

/**
 * The request body as the caller sent it. A record request hook's `requestInfo().body` holds the
 * values already cast to the collection's field types ("18,50" becomes 0 in a number field), which
 * hides what was sent; the body is read again here instead (PocketBase keeps it rereadable; batch
 * sub-requests are rebuilt as multipart with `@jsonPayload`). Null when it cannot be read.
 */
export function rawRequestBody(e: PbRecordRequestEvent): Body | null {
  // goja leaves `e.request` undefined on a record request event; the embedded event has it.
  const request = (e as unknown as { requestEvent: { request: PbRawRequest } }).requestEvent.request;
  try {
    const type = request.header.get('Content-Type').toLowerCase();
    if (type.startsWith('application/json')) {
      const parsed: unknown = JSON.parse(readerToString(request.body, MAX_BODY_BYTES) || '{}');
      return isObject(parsed) ? parsed : null;
    }
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      return request.form ? formBody(request.form.encode()) : null;
    }
  } catch {
    return null;
  }
  return null;
}
