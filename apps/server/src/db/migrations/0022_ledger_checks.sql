CREATE TABLE "ledger_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ok" boolean NOT NULL,
	"failures" jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	"source" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_checks_source_check" CHECK ("ledger_checks"."source" in ('schedule', 'cli'))
);
--> statement-breakpoint
CREATE INDEX "ledger_checks_checked_at_idx" ON "ledger_checks" USING btree ("checked_at");