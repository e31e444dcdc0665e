// Being built for issue 15 (docs/moderation-api.md): the decisions routes' server side.
export {};
