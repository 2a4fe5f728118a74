CREATE TABLE "member_relations" (
	"user_id" integer NOT NULL,
	"other_id" integer NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_relations_user_id_other_id_kind_pk" PRIMARY KEY("user_id","other_id","kind"),
	CONSTRAINT "member_relations_kind_check" CHECK ("member_relations"."kind" in ('mute', 'block')),
	CONSTRAINT "member_relations_not_self_check" CHECK ("member_relations"."user_id" <> "member_relations"."other_id")
);
--> statement-breakpoint
ALTER TABLE "member_relations" ADD CONSTRAINT "member_relations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_relations" ADD CONSTRAINT "member_relations_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_relations_other_idx" ON "member_relations" USING btree ("other_id");--> statement-breakpoint
CREATE INDEX "users_team_idx" ON "users" USING btree ("id") WHERE "users"."role" <> 'member';