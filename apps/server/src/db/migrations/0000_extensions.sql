-- An immutable array-to-text helper, so generated tsvector columns can index text[] lists
-- (array_to_string itself is only STABLE).
CREATE OR REPLACE FUNCTION kt_array_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
