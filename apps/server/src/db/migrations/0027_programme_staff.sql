ALTER TABLE "users" ADD COLUMN "is_programme" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The directory's "Programme-verified" filter reads credentials: issuing or revoking one changes the
-- talent directory's pages, so it bumps the 'profiles' listing version like a write to profiles
-- (migration 0019; lib/page-cache.ts). Hand-written: Drizzle has no triggers.
CREATE OR REPLACE FUNCTION kt_bump_profiles_listing_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE listing_versions SET version = version + 1 WHERE name = 'profiles';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credentials_listing_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON credentials
  FOR EACH STATEMENT EXECUTE FUNCTION kt_bump_profiles_listing_version();
