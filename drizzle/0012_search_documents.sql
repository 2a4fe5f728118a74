CREATE TABLE "search_documents" (
	"type" text NOT NULL,
	"id" integer NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"image" text,
	"body" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"visible_from" timestamp with time zone,
	"visible_until" timestamp with time zone,
	"search" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "search_documents_date_idx" ON "search_documents" USING btree ("date");