/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Mail and public-URL settings (lib/environment-settings.ts) and the OpenID Connect sign-in
// provider (lib/oidc-provider-settings.ts) come from the environment on every start.
onBootstrap((e) => {
  e.next();
  const server = require(`${__hooks}/lib/server.cjs`);
  const env = (key: string) => $os.getenv(key);
  server.applyEnvironmentSettings(e.app, env);
  server.applyOidcProvider(e.app, env);
});
