-- Listing versions (issue 20): every statement that writes `jobs` or `profiles` bumps that table's version in the
-- same transaction, so the new version is visible exactly when the write is. Pages cached in memory are keyed by
-- it (modules/listing/page-cache.ts). One bump per statement, not per row. Hand-written: Drizzle has no triggers.
INSERT INTO listing_versions (name, version) VALUES ('jobs', 0), ('profiles', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kt_bump_listing_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE listing_versions SET version = version + 1 WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_listing_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION kt_bump_listing_version();
--> statement-breakpoint
CREATE TRIGGER profiles_listing_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION kt_bump_listing_version();
