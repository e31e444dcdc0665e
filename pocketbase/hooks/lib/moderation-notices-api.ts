// Being built for issue 15 (docs/moderation-api.md): the notices routes' server side.
export {};
