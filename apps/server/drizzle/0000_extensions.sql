-- Arabic-aware search: trigram indexes over normalized keys, and diacritic removal.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
