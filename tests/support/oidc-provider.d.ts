/**
 * The part of `oidc-provider` (v9, which ships no type declarations) that tests/support/oidc-server.ts
 * uses. Option and method names as documented in the package's README.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ProviderContext {
    type: string;
    body: unknown;
  }

  interface Interaction {
    uid: string;
    grantId?: string;
    params: { [name: string]: unknown };
    prompt: { name: string; details: { [name: string]: unknown } };
  }

  interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<{ sub: string; [claim: string]: unknown }>;
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  interface Configuration {
    clients?: { [metadata: string]: unknown }[];
    pkce?: { required?: (ctx: ProviderContext, client: unknown) => boolean };
    features?: { [feature: string]: { enabled: boolean } };
    interactions?: { url: (ctx: ProviderContext, interaction: Interaction) => string };
    cookies?: { keys?: string[] };
    jwks?: { keys: object[] };
    claims?: { [scope: string]: string[] };
    ttl?: { [artifact: string]: number };
    findAccount?: (ctx: ProviderContext, id: string) => Promise<Account | undefined>;
    renderError?: (ctx: ProviderContext, out: { error?: unknown; error_description?: unknown }, error: Error) => void;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: { [key: string]: unknown },
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
