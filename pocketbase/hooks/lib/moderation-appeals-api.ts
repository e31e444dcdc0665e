// Being built for issue 15 (docs/moderation-api.md): the appeals routes' server side.
export {};
