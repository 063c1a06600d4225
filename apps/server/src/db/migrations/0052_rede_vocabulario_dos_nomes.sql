CREATE TABLE "rede_nome_palavras" (
	"palavra" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rede_prestadores" ADD COLUMN "palavras" text[] GENERATED ALWAYS AS (regexp_split_to_array(lower(translate(nome || ' ' || coalesce(nome_fantasia, ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny')), '[^a-z0-9]+')) STORED;--> statement-breakpoint
CREATE INDEX "rede_nome_palavras_palavra_idx" ON "rede_nome_palavras" USING btree ("palavra");--> statement-breakpoint
CREATE INDEX "rede_nome_palavras_trgm_idx" ON "rede_nome_palavras" USING gin ("palavra" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rede_prestadores_palavras_idx" ON "rede_prestadores" USING gin ("palavras");--> statement-breakpoint
-- The names' vocabulary (decision 0046): every word of 3 characters or more of a provider's name, added by the
-- database whenever a name is written. No unique constraint and no wait: a word already there is skipped, and
-- two batches adding the same new word at once may both add it (harmless), where a unique index would make
-- each wait for the other and, words taken in different orders, deadlock.
INSERT INTO "rede_nome_palavras" ("palavra")
  SELECT DISTINCT w FROM "rede_prestadores", unnest("palavras") w WHERE length(w) >= 3;--> statement-breakpoint
CREATE FUNCTION "rede_prestadores_vocabulario"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "rede_nome_palavras" ("palavra")
    SELECT DISTINCT w FROM unnest(NEW."palavras") w
    WHERE length(w) >= 3 AND NOT EXISTS (SELECT 1 FROM "rede_nome_palavras" v WHERE v."palavra" = w);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rede_prestadores_vocabulario_tg" AFTER INSERT OR UPDATE OF "nome", "nome_fantasia" ON "rede_prestadores"
  FOR EACH ROW EXECUTE FUNCTION "rede_prestadores_vocabulario"();
