-- Listing versions cover whole replies (issue 20): a cached board or directory page now holds the rows as sent, so
-- every table a row is read from bumps a version in the writing transaction. A job's files and proposal ids bump
-- 'jobs'; the public fields of a person (shown as a job's client or a profile's owner) bump their own row 'users',
-- which both listings add to theirs (its own row, so a profile save, which writes profiles then users, never waits
-- on a lock a job's writer holds). The trigger's argument names the row; without one it is the table's own.
INSERT INTO listing_versions (name, version) VALUES ('users', 0) ON CONFLICT (name) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kt_bump_listing_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE listing_versions SET version = version + 1 WHERE name = coalesce(TG_ARGV[0], TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER job_attachments_listing_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON job_attachments
  FOR EACH STATEMENT EXECUTE FUNCTION kt_bump_listing_version('jobs');
--> statement-breakpoint
CREATE TRIGGER applications_listing_version
  AFTER INSERT OR DELETE OR TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION kt_bump_listing_version('jobs');
--> statement-breakpoint
CREATE TRIGGER applications_job_listing_version
  AFTER UPDATE OF job_id ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION kt_bump_listing_version('jobs');
--> statement-breakpoint
CREATE TRIGGER users_listing_version
  AFTER UPDATE OF first_name, last_name, profile_image, location, email, created_at ON users
  FOR EACH STATEMENT EXECUTE FUNCTION kt_bump_listing_version('users');
--> statement-breakpoint
CREATE TRIGGER users_delete_listing_version
  AFTER DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION kt_bump_listing_version('users');
