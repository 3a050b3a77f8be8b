CREATE TABLE "outages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"districts" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reason" text NOT NULL,
	"declared_by" uuid NOT NULL,
	"ended_by" uuid,
	"resumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outages_districts_check" CHECK (cardinality("outages"."districts") > 0),
	CONSTRAINT "outages_period_check" CHECK ("outages"."ends_at" is null or "outages"."ends_at" >= "outages"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "review_window_extra_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "outages" ADD CONSTRAINT "outages_declared_by_users_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outages" ADD CONSTRAINT "outages_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outages_live_idx" ON "outages" USING btree ("starts_at") WHERE "outages"."resumed_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_district_check" CHECK ("users"."district" in ('Gilgit', 'Skardu', 'Hunza', 'Nagar', 'Ghizer', 'Ghanche', 'Shigar', 'Kharmang', 'Astore', 'Diamer', 'Roundu', 'Darel', 'Tangir', 'Gupis-Yasin'));