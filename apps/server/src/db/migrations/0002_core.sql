CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_mediator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_ready_idx" ON "outbox" USING btree ("locked_until","id");--> statement-breakpoint
-- Wakes every node's outbox dispatcher when events are committed (NOTIFY is delivered at commit,
-- never for a transaction that rolls back); the dispatcher also polls, so a lost wake-up only delays.
CREATE OR REPLACE FUNCTION kt_outbox_notify() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('kt_outbox', ''); RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION kt_outbox_notify();
