// Being built for issue 15 (docs/moderation-api.md): the transparency routes' server side.
export {};
