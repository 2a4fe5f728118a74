CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content_type" text NOT NULL,
	"content_id" integer NOT NULL,
	"parent_id" integer,
	"replying_to_id" integer,
	"author_id" integer,
	"body" text NOT NULL,
	"rating" smallint,
	"by_team" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" integer,
	"removal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_status_check" CHECK ("comments"."status" in ('published', 'held', 'hidden', 'removed')),
	CONSTRAINT "comments_content_type_check" CHECK ("comments"."content_type" in ('blog_post', 'recipe', 'resource')),
	CONSTRAINT "comments_rating_check" CHECK ("comments"."rating" is null or ("comments"."rating" between 1 and 5 and "comments"."parent_id" is null))
);
--> statement-breakpoint
DROP INDEX "points_ledger_content_once_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "comments_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "comments_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "comments_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_replying_to_id_users_id_fk" FOREIGN KEY ("replying_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_item_idx" ON "comments" USING btree ("content_type","content_id","created_at","id") WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "comments_one_rating_idx" ON "comments" USING btree ("author_id","content_type","content_id") WHERE "comments"."rating" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_content_once_idx" ON "points_ledger" USING btree ("source_type","source_id") WHERE action in ('thread', 'reply', 'comment');