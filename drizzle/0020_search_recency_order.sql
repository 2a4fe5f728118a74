DROP INDEX "search_documents_date_idx";--> statement-breakpoint
DROP INDEX "search_documents_type_date_idx";--> statement-breakpoint
DROP INDEX "search_documents_search_idx";--> statement-breakpoint
CREATE INDEX "search_documents_recency_idx" ON "search_documents" USING btree ("date","type","id");--> statement-breakpoint
CREATE INDEX "search_documents_type_recency_idx" ON "search_documents" USING btree ("type","date","id");--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search") WITH (fastupdate=false);