CREATE TABLE "giveaway_winners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giveaway_winners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"giveaway_id" integer NOT NULL,
	"round" integer NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_by" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "giveaways" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giveaways_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"month" text NOT NULL,
	"prize" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"image" text,
	"terms" text NOT NULL,
	"claim_days" integer NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"entrant_list" text,
	"list_hash" text,
	"entrant_count" integer,
	"drawn_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giveaways_month_unique" UNIQUE("month")
);
--> statement-breakpoint
ALTER TABLE "giveaway_winners" ADD CONSTRAINT "giveaway_winners_giveaway_id_giveaways_id_fk" FOREIGN KEY ("giveaway_id") REFERENCES "public"."giveaways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giveaways" ADD CONSTRAINT "giveaways_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "giveaway_winners_round_idx" ON "giveaway_winners" USING btree ("giveaway_id","round");