-- Operator's console (issue 18): hidden jobs and profiles leave the board's and the directory's counters.
-- Redefines the two counter functions of 0006_directory_counters.sql to count only rows that are not
-- hidden and fires them when hidden_at changes too (every row starts visible, so the counts stand).
CREATE OR REPLACE FUNCTION kt_job_category_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'open' AND OLD.hidden_at IS NULL THEN
    UPDATE job_category_counts SET open_jobs = open_jobs - 1 WHERE category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'open' AND NEW.hidden_at IS NULL THEN
    INSERT INTO job_category_counts (category, open_jobs) VALUES (NEW.category, 1)
      ON CONFLICT (category) DO UPDATE SET open_jobs = job_category_counts.open_jobs + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS jobs_category_counts ON jobs;
--> statement-breakpoint
CREATE TRIGGER jobs_category_counts
  AFTER INSERT OR DELETE OR UPDATE OF status, category, hidden_at ON jobs
  FOR EACH ROW EXECUTE FUNCTION kt_job_category_counts();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kt_profile_title_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    UPDATE profile_title_counts SET profiles = profiles - 1 WHERE job_title = OLD.job_title;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    INSERT INTO profile_title_counts (job_title, profiles) VALUES (NEW.job_title, 1)
      ON CONFLICT (job_title) DO UPDATE SET profiles = profile_title_counts.profiles + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS profiles_title_counts ON profiles;
--> statement-breakpoint
CREATE TRIGGER profiles_title_counts
  AFTER INSERT OR DELETE OR UPDATE OF job_title, hidden_at ON profiles
  FOR EACH ROW EXECUTE FUNCTION kt_profile_title_counts();
