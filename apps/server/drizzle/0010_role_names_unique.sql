CREATE UNIQUE INDEX "roles_name_ar_unique" ON "roles" USING btree ("name_ar");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_en_unique" ON "roles" USING btree (lower("name_en"));