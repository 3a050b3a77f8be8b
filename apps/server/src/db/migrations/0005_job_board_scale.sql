CREATE TABLE "job_category_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"open_jobs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_title_counts" (
	"job_title" text PRIMARY KEY NOT NULL,
	"profiles" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jobs_open_newest_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_category_newest_idx" ON "jobs" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_budget_idx" ON "jobs" USING btree ("budget_max" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "profiles_haystack_trgm_idx" ON "profiles" USING gin (("headline" || ' ' || "job_title" || ' ' || "bio" || ' ' || kt_array_text("services")) gin_trgm_ops);