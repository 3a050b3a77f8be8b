CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rail" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"count" integer NOT NULL,
	"total" bigint NOT NULL,
	"created_by" uuid NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_rail_check" CHECK (rail in ('jazzcash', 'easypaisa', 'bank')),
	CONSTRAINT "payout_batches_status_check" CHECK (status in ('open', 'sent', 'settled', 'cancelled')),
	CONSTRAINT "payout_batches_currency_check" CHECK (currency in ('USD', 'PKR'))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_number_unique" ON "payout_batches" USING btree ("number");--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_batch_idx" ON "withdrawals" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_provider_reference_unique" ON "withdrawals" USING btree ("provider","provider_reference");