CREATE TABLE "dispute_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"to_freelancer" bigint,
	"to_client" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispute_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"stored_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_evidence_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"opened_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"settled_by" text,
	"proposal_to_freelancer" bigint NOT NULL,
	"proposal_to_client" bigint NOT NULL,
	"proposed_by" uuid NOT NULL,
	"respond_by" timestamp with time zone,
	"mediator_id" uuid,
	"escalated_at" timestamp with time zone,
	"outcome_to_freelancer" bigint,
	"outcome_to_client" bigint,
	"reasoning" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_state_check" CHECK (state in ('open', 'mediation', 'settled')),
	CONSTRAINT "disputes_settled_by_check" CHECK ("disputes"."settled_by" is null or settled_by in ('agreement', 'silence', 'mediator')),
	CONSTRAINT "disputes_proposal_check" CHECK ("disputes"."proposal_to_freelancer" >= 0 and "disputes"."proposal_to_client" >= 0 and "disputes"."proposal_to_freelancer" + "disputes"."proposal_to_client" = "disputes"."amount"),
	CONSTRAINT "disputes_outcome_check" CHECK (("disputes"."state" = 'settled') = ("disputes"."outcome_to_freelancer" is not null and "disputes"."outcome_to_client" is not null and "disputes"."settled_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "milestones" DROP CONSTRAINT "milestones_status_check";--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_mediator_id_users_id_fk" FOREIGN KEY ("mediator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_events_dispute_idx" ON "dispute_events" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE INDEX "dispute_evidence_dispute_idx" ON "dispute_evidence" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_milestone_live_unique" ON "disputes" USING btree ("milestone_id") WHERE "disputes"."state" <> 'settled';--> statement-breakpoint
CREATE INDEX "disputes_contract_idx" ON "disputes" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "disputes_mediator_idx" ON "disputes" USING btree ("mediator_id","state");--> statement-breakpoint
CREATE INDEX "disputes_created_at_idx" ON "disputes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_status_check" CHECK (status in ('pending', 'funded', 'submitted', 'changes_requested', 'refund_requested', 'released', 'refunded', 'cancelled', 'disputed', 'split'));