CREATE TABLE "fx_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate_micros" bigint NOT NULL,
	"source" text NOT NULL,
	"provider" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fx_rates_rate_check" CHECK ("fx_rates"."rate_micros" > 0),
	CONSTRAINT "fx_rates_pair_check" CHECK ("fx_rates"."base" = 'USD' and "fx_rates"."quote" = 'PKR')
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fx_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fx_rate_micros" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_amount" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_currency" text;--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fx_rates_pair_created_idx" ON "fx_rates" USING btree ("base","quote","created_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_fx_rate_id_fx_rates_id_fk" FOREIGN KEY ("fx_rate_id") REFERENCES "public"."fx_rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_fx_check" CHECK (("withdrawals"."fx_rate_id" is null and "withdrawals"."fx_rate_micros" is null and "withdrawals"."payout_amount" is null and "withdrawals"."payout_currency" is null)
        or ("withdrawals"."fx_rate_id" is not null and "withdrawals"."fx_rate_micros" > 0 and "withdrawals"."payout_amount" > 0 and "withdrawals"."payout_currency" = 'PKR' and "withdrawals"."currency" = 'USD'));