CREATE TABLE "perk_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perk_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"perk_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "perk_redemptions" ADD CONSTRAINT "perk_redemptions_perk_id_perks_id_fk" FOREIGN KEY ("perk_id") REFERENCES "public"."perks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perk_redemptions" ADD CONSTRAINT "perk_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "perk_redemptions_perk_member_idx" ON "perk_redemptions" USING btree ("perk_id","user_id") WHERE "perk_redemptions"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "perk_redemptions_member_idx" ON "perk_redemptions" USING btree ("user_id");