// Being built for issue 15 (docs/moderation-api.md).
export {};
