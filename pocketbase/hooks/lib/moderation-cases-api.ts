// Being built for issue 15 (docs/moderation-api.md): the cases routes' server side.
export {};
