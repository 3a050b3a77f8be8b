-- Directory counters (issue 20). Open jobs per category: kept by a trigger so every writer (the API, the seed, a
-- status change) updates it in the same transaction. Hand-written: Drizzle has no triggers.
CREATE OR REPLACE FUNCTION kt_job_category_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'open' THEN
    UPDATE job_category_counts SET open_jobs = open_jobs - 1 WHERE category = OLD.category;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'open' THEN
    INSERT INTO job_category_counts (category, open_jobs) VALUES (NEW.category, 1)
      ON CONFLICT (category) DO UPDATE SET open_jobs = job_category_counts.open_jobs + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_category_counts
  AFTER INSERT OR DELETE OR UPDATE OF status, category ON jobs
  FOR EACH ROW EXECUTE FUNCTION kt_job_category_counts();
--> statement-breakpoint
INSERT INTO job_category_counts (category, open_jobs)
  SELECT category, count(*) FROM jobs WHERE status = 'open' GROUP BY category
  ON CONFLICT (category) DO UPDATE SET open_jobs = excluded.open_jobs;
--> statement-breakpoint
-- Profiles per job title, for the talent directory's count line.
CREATE OR REPLACE FUNCTION kt_profile_title_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE profile_title_counts SET profiles = profiles - 1 WHERE job_title = OLD.job_title;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO profile_title_counts (job_title, profiles) VALUES (NEW.job_title, 1)
      ON CONFLICT (job_title) DO UPDATE SET profiles = profile_title_counts.profiles + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_title_counts
  AFTER INSERT OR DELETE OR UPDATE OF job_title ON profiles
  FOR EACH ROW EXECUTE FUNCTION kt_profile_title_counts();
--> statement-breakpoint
INSERT INTO profile_title_counts (job_title, profiles)
  SELECT job_title, count(*) FROM profiles GROUP BY job_title
  ON CONFLICT (job_title) DO UPDATE SET profiles = excluded.profiles;
