CREATE TABLE "post_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "post_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"edited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "lock_note" text;--> statement-breakpoint
ALTER TABLE "review_items" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_target_idx" ON "post_revisions" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "review_items_author_idx" ON "review_items" USING btree ("author_id","status");--> statement-breakpoint
CREATE INDEX "review_items_decided_idx" ON "review_items" USING btree ("decided_at");