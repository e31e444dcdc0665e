/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// Mail and public-URL settings come from the environment on every start (see lib/environment-settings.ts).
onBootstrap((e) => {
  e.next();
  const server = require(`${__hooks}/lib/server.cjs`);
  server.applyEnvironmentSettings(e.app, (key) => $os.getenv(key));
});
