import { z } from 'zod';
import { MAX_CSV_CHUNK_BYTES, MAX_CSV_NAME_LENGTH, MAX_SESSION_BYTES, CSV_NAME_PATTERN } from './csv-name';
import { MAX_EXTERNAL_URL_LENGTH } from './external-links';
import { IPC } from './ipc-channels';
import { MAX_SERVER_URL_LENGTH } from './server-url';

// Every IPC call's argument and result, typed once. Main parses each argument with these schemas
// before anything else happens (the renderer is untrusted there); objects are strict, so an extra
// key is an error too. No call takes a file path: a CSV is written only to the path the operator
// picked in main's own save dialog, named by an opaque saveId.

const byteLength = (text: string) => new TextEncoder().encode(text).byteLength;

export const saveIdSchema = z.string().regex(/^[0-9a-f-]{36}$/, 'Unknown export.');

export const settingsSchema = z.strictObject({ serverUrl: z.string().max(MAX_SERVER_URL_LENGTH) });

export const ipcContract = {
  [IPC.settingsGet]: {
    request: z.undefined(),
    response: settingsSchema,
  },
  [IPC.settingsSetServerUrl]: {
    request: z.strictObject({ url: z.string().max(MAX_SERVER_URL_LENGTH) }),
    response: z.union([
      z.strictObject({ ok: z.literal(true), settings: settingsSchema }),
      z.strictObject({ ok: z.literal(false), message: z.string() }),
    ]),
  },
  [IPC.sessionLoad]: {
    request: z.undefined(),
    response: z.string().nullable(),
  },
  [IPC.sessionSave]: {
    // The length bound first (cheap, and it stops a 10 MB string before it is encoded), then bytes.
    request: z.strictObject({
      session: z
        .string()
        .max(MAX_SESSION_BYTES)
        .refine((text) => byteLength(text) <= MAX_SESSION_BYTES, 'The session is too large to keep.'),
    }),
    response: z.void(),
  },
  [IPC.sessionClear]: {
    request: z.undefined(),
    response: z.void(),
  },
  [IPC.csvBegin]: {
    request: z.strictObject({ suggestedName: z.string().max(MAX_CSV_NAME_LENGTH).regex(CSV_NAME_PATTERN) }),
    response: z.union([z.strictObject({ saveId: saveIdSchema }), z.strictObject({ cancelled: z.literal(true) })]),
  },
  [IPC.csvWrite]: {
    request: z.strictObject({
      saveId: saveIdSchema,
      chunk: z
        .instanceof(Uint8Array)
        .refine((chunk) => chunk.byteLength <= MAX_CSV_CHUNK_BYTES, 'A chunk is at most 1 MiB.'),
    }),
    response: z.void(),
  },
  [IPC.csvFinish]: {
    request: z.strictObject({ saveId: saveIdSchema }),
    response: z.void(),
  },
  [IPC.csvAbort]: {
    request: z.strictObject({ saveId: saveIdSchema }),
    response: z.void(),
  },
  [IPC.externalOpen]: {
    request: z.strictObject({ url: z.string().max(MAX_EXTERNAL_URL_LENGTH) }),
    response: z.boolean(),
  },
} as const;

export type IpcContract = typeof ipcContract;
export type IpcRequest<C extends keyof IpcContract> = z.output<IpcContract[C]['request']>;
export type IpcResponse<C extends keyof IpcContract> = z.output<IpcContract[C]['response']>;
