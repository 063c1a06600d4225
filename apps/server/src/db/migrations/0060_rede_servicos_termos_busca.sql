ALTER TABLE "rede_servicos" ADD COLUMN "termos_busca" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Issue 40: the catalogue's name and synonyms as a search compares them (the same lower(translate(…)) as the
-- generated columns of rede_prestadores and rede_locais), written on every insert or change of either.
CREATE FUNCTION "rede_servicos_termos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."termos_busca" := ARRAY(
    SELECT lower(translate(x, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'))
    FROM unnest(array_prepend(NEW."nome", NEW."sinonimos")) AS x);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rede_servicos_termos_tg" BEFORE INSERT OR UPDATE OF "nome", "sinonimos" ON "rede_servicos"
  FOR EACH ROW EXECUTE FUNCTION "rede_servicos_termos"();
--> statement-breakpoint
UPDATE "rede_servicos" SET "nome" = "nome";
