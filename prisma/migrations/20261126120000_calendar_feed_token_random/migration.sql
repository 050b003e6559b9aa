-- Calendar-feed tokens made by the old default were cuids: about 41 random bits, 17
-- characters shared with the user id (issue 17). New tokens are 192 random bits from
-- the application. The old guessable ones are replaced here (244 random bits from two
-- v4 UUIDs). Rotated tokens (32 characters of base64url) are kept.
-- (No semicolon in these comments: the PostgreSQL driver splits scripts on them.)
UPDATE "UserSettings"
SET "calendarFeedToken" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
WHERE length("calendarFeedToken") < 32;
