CREATE TABLE "backups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"trigger" text NOT NULL,
	"tables" integer NOT NULL,
	"rows" bigint NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
