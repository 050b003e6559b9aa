-- Ask Nugget: keep "Email"."searchVector" (GIN-indexed in init) up to date with a trigger.
-- Written by hand: Prisma does not model functions or triggers, so they are not drift.
-- No semicolon may appear inside a statement or a comment here: @prisma/adapter-pg runs a
-- migration by splitting it on every semicolon. The trigger's PL/pgSQL body is therefore an
-- E'' string with its semicolons written as \073.
--
-- Weights: subject A, sender (name, address, its local part and domain) B,
-- analysis summary + key points C, body D (text, else the HTML with tags removed,
-- the first 200,000 characters, far under tsvector's 1 MB limit).
-- Language configuration 'english': questions are written in natural language, so
-- stemming matters ("invoices" finds "invoice", "promised" finds "promise") and the
-- question's stop words ("what", "did", "the") drop out by themselves. Names and
-- addresses are stemmed the same way on both sides, so they still match, and the email
-- parser keeps addresses and host names (acme.io) whole.

CREATE OR REPLACE FUNCTION nugget_email_search_vector(
  subject text, from_name text, from_address text, summary text, key_points text[], text_body text, html_body text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT
    setweight(to_tsvector('english'::regconfig, coalesce(subject, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, concat_ws(' ',
      from_name,
      from_address,
      split_part(from_address, '@', 1),
      nullif(split_part(from_address, '@', 2), ''),
      -- the registrable part of a sub-domain: mail.acme.io also reads as acme.io
      CASE WHEN split_part(from_address, '@', 2) ~ '\.[^.]+\.[^.]+$'
        THEN substring(split_part(from_address, '@', 2) from '([^.]+\.[^.]+)$') END
    )), 'B') ||
    setweight(to_tsvector('english'::regconfig, concat_ws(' ', summary, array_to_string(key_points, ' '))), 'C') ||
    setweight(to_tsvector('english'::regconfig, left(
      CASE WHEN coalesce(text_body, '') <> '' THEN text_body
           ELSE regexp_replace(coalesce(html_body, ''), '<[^>]*>', ' ', 'g') END,
      200000)), 'D')
$fn$;

CREATE OR REPLACE FUNCTION nugget_email_search_vector_trigger() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchVector" := nugget_email_search_vector(
    NEW."subject", NEW."fromName", NEW."fromAddress", NEW."summary", NEW."keyPoints", NEW."textBody", NEW."htmlBody")\073
  RETURN NEW\073
END
';

DROP TRIGGER IF EXISTS "Email_searchVector_update" ON "Email";
CREATE TRIGGER "Email_searchVector_update"
  BEFORE INSERT OR UPDATE OF "subject", "fromName", "fromAddress", "summary", "keyPoints", "textBody", "htmlBody"
  ON "Email"
  FOR EACH ROW EXECUTE FUNCTION nugget_email_search_vector_trigger();

-- Backfill the mail stored before this migration.
UPDATE "Email" SET "searchVector" = nugget_email_search_vector(
  "subject", "fromName", "fromAddress", "summary", "keyPoints", "textBody", "htmlBody");
