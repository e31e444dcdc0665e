/**
 * The part of PocketBase's JavaScript API (v0.39, goja) that Partilha's hooks use, typed by hand
 * so that `tsc` checks the hook sources without pulling in the 800 KB generated reference
 * (`plugins/jsvm/internal/types/generated/types.d.ts` of the pocketbase module, which documents
 * every global). Go methods and fields appear in lowerCamelCase.
 */
import type * as DomainBundle from '@partilha/domain';
import type * as ServerBundle from './lib/server';

declare global {
  /** Absolute path of the pb_hooks directory the server loaded. */
  const __hooks: string;

  /**
   * CommonJS require of goja_nodejs. Hooks call it inside each handler, because a handler is
   * re-compiled on its own and cannot see its file's scope (see README).
   */
  function require(path: `${string}/lib/server.cjs`): typeof ServerBundle;
  function require(path: `${string}/lib/domain.cjs`): typeof DomainBundle;

  namespace $os {
    /** The value of an environment variable, '' when unset. */
    function getenv(key: string): string;
  }

  namespace $security {
    /** Constant-time comparison of two strings (Go's subtle.ConstantTimeCompare). */
    function equal(a: string, b: string): boolean;
    /** Hex-encoded SHA-256 of a string. */
    function sha256(text: string): string;
  }

  namespace $mails {
    /** Sends the collection's verification e-mail (its template) to the record's address. */
    function sendRecordVerification(app: PbApp, record: PbRecord): void;
  }

  interface PbLogger {
    info(message: string, ...keyValues: unknown[]): void;
    warn(message: string, ...keyValues: unknown[]): void;
    error(message: string, ...keyValues: unknown[]): void;
  }

  interface PbSettings {
    meta: { appName: string; appURL: string; senderName: string; senderAddress: string };
    smtp: { enabled: boolean; host: string; port: number; username: string; password: string; tls: boolean };
  }

  interface PbCollection {
    id: string;
    name: string;
  }

  /** One OAuth2 provider of an auth collection (Go `core.OAuth2ProviderConfig`). */
  interface PbOAuth2ProviderConfig {
    name: string;
    clientId: string;
    clientSecret: string;
    authURL: string;
    tokenURL: string;
    userInfoURL: string;
    displayName: string;
    pkce: boolean | null;
  }

  interface PbAuthCollection extends PbCollection {
    oauth2: { enabled: boolean; providers: PbOAuth2ProviderConfig[] };
  }

  /** `new Record(collection)`: a new, unsaved record of a collection. */
  const Record: new (collection: PbCollection) => PbRecord;

  /** The app's in-memory key/value store (lost on restart). */
  interface PbStore {
    get(key: string): unknown;
    set(key: string, value: unknown): void;
    has(key: string): boolean;
    remove(key: string): void;
  }

  interface PbRecord {
    id: string;
    collection(): PbCollection;
    get(field: string): unknown;
    getString(field: string): string;
    getBool(field: string): boolean;
    getFloat(field: string): number;
    getInt(field: string): number;
    /** A multi-value field (select, relation, file) as its values. */
    getStringSlice(field: string): string[];
    set(field: string, value: unknown): void;
    /** The record as last read from the database (blank for a new record). */
    original(): PbRecord;
    isSuperuser(): boolean;
    verified(): boolean;
    email(): string;
    setEmailVisibility(visible: boolean): void;
    hide(...fields: string[]): PbRecord;
    unhide(...fields: string[]): PbRecord;
    ignoreEmailVisibility(state: boolean): PbRecord;
  }

  interface PbApp {
    settings(): PbSettings;
    save(model: unknown): void;
    /** Throws when the record does not exist. */
    findRecordById(collectionNameOrId: string, id: string): PbRecord;
    findCachedCollectionByNameOrId(nameOrId: string): PbCollection;
    /** Throws when the collection does not exist. */
    findCollectionByNameOrId(nameOrId: string): PbAuthCollection;
    /** Throws when no record matches; `{:name}` placeholders are bound from params. */
    findFirstRecordByFilter(collectionNameOrId: string, filter: string, params?: { [key: string]: unknown }): PbRecord;
    /** Throws when no record has this e-mail. */
    findAuthRecordByEmail(collectionNameOrId: string, email: string): PbRecord;
    store(): PbStore;
    logger(): PbLogger;
  }

  const $app: PbApp;

  interface PbRequestInfo {
    query: { [key: string]: string };
    body: { [key: string]: unknown };
    auth: PbRecord | null;
    method: string;
    /** How the request reached the handler: "default", "oauth2" (a sign-up made by OAuth2), "batch", … */
    context: string;
  }

  interface PbRequestEvent {
    app: PbApp;
    /** The signed-in record (a user or a superuser), null for a guest. */
    auth: PbRecord | null;
    request: { method: string; url: { path: string }; pathValue(name: string): string };
    requestInfo(): PbRequestInfo;
    hasSuperuserAuth(): boolean;
    json(status: number, body: unknown): void;
    next(): void;
  }

  interface PbRecordRequestEvent extends PbRequestEvent {
    collection: PbCollection;
    record: PbRecord;
  }

  interface PbRecordsListRequestEvent extends PbRequestEvent {
    collection: PbCollection;
  }

  interface PbRealtimeSubscribeRequestEvent extends PbRequestEvent {
    subscriptions: string[];
  }

  interface PbRecordEvent {
    app: PbApp;
    record: PbRecord;
    next(): void;
  }

  interface PbRecordEnrichEvent {
    app: PbApp;
    record: PbRecord;
    /** A field here, not a method as on request events. */
    requestInfo: PbRequestInfo;
    next(): void;
  }

  /** The user as the OAuth2 provider describes them (Go `auth.AuthUser`). */
  interface PbOAuth2User {
    id: string;
    name: string;
    username: string;
    /** Empty unless the provider vouched for the address (`email_verified`). */
    email: string;
    avatarURL: string;
    /** The provider's claims as received (e.g. given_name, family_name). */
    rawUser: { [claim: string]: unknown };
  }

  interface PbRecordAuthWithOAuth2RequestEvent extends PbRequestEvent {
    collection: PbCollection;
    providerName: string;
    /** The matching account, or null when this sign-in creates one. */
    record: PbRecord | null;
    oAuth2User: PbOAuth2User | null;
    /** Fields for the account to create (the client's `createData`, null when none was sent). */
    createData: { [field: string]: unknown } | null;
    isNewRecord: boolean;
  }

  interface PbRecordVerificationRequestEvent extends PbRequestEvent {
    collection: PbCollection;
    record: PbRecord;
  }

  interface PbBootstrapEvent {
    app: PbApp;
    next(): void;
  }

  function onBootstrap(handler: (e: PbBootstrapEvent) => void): void;
  function onRecordCreate(handler: (e: PbRecordEvent) => void, ...collections: string[]): void;
  function onRecordCreateRequest(handler: (e: PbRecordRequestEvent) => void, ...collections: string[]): void;
  function onRecordUpdateRequest(handler: (e: PbRecordRequestEvent) => void, ...collections: string[]): void;
  function onRecordsListRequest(handler: (e: PbRecordsListRequestEvent) => void, ...collections: string[]): void;
  function onRecordEnrich(handler: (e: PbRecordEnrichEvent) => void, ...collections: string[]): void;
  function onRecordAuthWithOAuth2Request(
    handler: (e: PbRecordAuthWithOAuth2RequestEvent) => void,
    ...collections: string[]
  ): void;
  function onRecordRequestVerificationRequest(
    handler: (e: PbRecordVerificationRequestEvent) => void,
    ...collections: string[]
  ): void;
  function onRealtimeSubscribeRequest(handler: (e: PbRealtimeSubscribeRequestEvent) => void): void;
  function routerAdd(method: string, path: string, handler: (e: PbRequestEvent) => void): void;
  function routerUse(handler: ((e: PbRequestEvent) => void) | Middleware): void;

  /**
   * A named router middleware. An id `methods:A,B:name` makes main.go run it only for those HTTP
   * methods, so other requests never hold a JS runtime for it (docs/adr/0007).
   */
  class Middleware {
    constructor(handler: (e: PbRequestEvent) => void, priority?: number, id?: string);
  }

  /** Thrown from a handler, these become PocketBase's JSON error `{ status, message, data }`. */
  class BadRequestError {
    constructor(message?: string, data?: unknown);
    message: string;
    status: number;
  }
  class UnauthorizedError {
    constructor(message?: string, data?: unknown);
    message: string;
    status: number;
  }
  class ForbiddenError {
    constructor(message?: string, data?: unknown);
    message: string;
    status: number;
  }
  class NotFoundError {
    constructor(message?: string, data?: unknown);
    message: string;
    status: number;
  }
}
