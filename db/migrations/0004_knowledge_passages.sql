-- Accent folding for text search. unaccent() is only STABLE (it reads its dictionary), so the
-- generated search column goes through IMMUTABLE wrappers that name the dictionary explicitly.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION knowledge_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION knowledge_regconfig(lang text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN lang = 'en' THEN 'pg_catalog.english'::regconfig ELSE 'pg_catalog.french'::regconfig END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION knowledge_tsv(lang text, heading text[], body text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector(knowledge_regconfig(lang), knowledge_fold(coalesce(array_to_string(heading, ' '), ''))), 'B')
            || setweight(to_tsvector(knowledge_regconfig(lang), knowledge_fold(coalesce(body, ''))), 'A') $$;--> statement-breakpoint
CREATE TABLE "knowledge_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_url" text,
	"heading_path" text[] DEFAULT '{}'::text[] NOT NULL,
	"text" text NOT NULL,
	"lang" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"gap_id" uuid,
	"tsv" "tsvector" GENERATED ALWAYS AS (knowledge_tsv(lang, heading_path, text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_passages" ADD CONSTRAINT "knowledge_passages_gap_id_knowledge_gaps_id_fk" FOREIGN KEY ("gap_id") REFERENCES "public"."knowledge_gaps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_passages_agent_idx" ON "knowledge_passages" USING btree ("agent_id","kind","position");--> statement-breakpoint
CREATE INDEX "knowledge_passages_tsv_idx" ON "knowledge_passages" USING gin ("tsv");