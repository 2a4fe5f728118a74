CREATE TABLE "points_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"source_type" text,
	"source_id" integer,
	"amount" integer NOT NULL,
	"reverses_id" integer,
	"granted_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_monthly" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "points_monthly_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reverses_id_points_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."points_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_monthly" ADD CONSTRAINT "points_monthly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_member_time_idx" ON "points_ledger" USING btree ("user_id","created_at","amount");--> statement-breakpoint
CREATE INDEX "points_ledger_source_idx" ON "points_ledger" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_like_once_idx" ON "points_ledger" USING btree ("user_id","source_type","source_id") WHERE action = 'like';--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_content_once_idx" ON "points_ledger" USING btree ("source_type","source_id") WHERE action in ('thread', 'reply');--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_reversal_once_idx" ON "points_ledger" USING btree ("reverses_id") WHERE reverses_id is not null;--> statement-breakpoint
CREATE INDEX "points_monthly_month_idx" ON "points_monthly" USING btree ("month");