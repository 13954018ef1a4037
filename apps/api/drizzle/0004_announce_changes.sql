-- Every committed change to a table that public pages and API reads are made from is
-- announced on the ochre_changes channel with the table's name (plugins/public-cache.ts):
-- each instance drops what it kept from that table. NOTIFY waits for the commit, and
-- repeats within one transaction are sent once.
CREATE FUNCTION "announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ochre_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "activities_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activities" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "travel_programs_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "travel_programs" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "articles_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "social_videos_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "social_videos" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "reviews_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "settings_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
--> statement-breakpoint
CREATE TRIGGER "homepage_sections_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "homepage_sections" FOR EACH STATEMENT EXECUTE FUNCTION "announce_change"();
