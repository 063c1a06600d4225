DROP INDEX "rede_locais_cep_idx";--> statement-breakpoint
ALTER TABLE "rede_local_servicos" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "rede_local_servicos" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "rede_locais_cep_idx" ON "rede_locais" USING btree ("cep","latitude","longitude");--> statement-breakpoint
-- "A speciality near me" (decision 0046): each link of a location to a catalogue entry carries the location's
-- coordinates, copied by the database, so a GiST index on (servico_id, point) walks only the locations
-- offering the entry, nearest first, instead of every location of the network filtered one by one.
UPDATE "rede_local_servicos" ls SET "latitude" = l."latitude", "longitude" = l."longitude"
  FROM "rede_locais" l WHERE l."id" = ls."local_id";--> statement-breakpoint
CREATE FUNCTION "rede_local_servicos_coordenadas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT l."latitude", l."longitude" INTO NEW."latitude", NEW."longitude" FROM "rede_locais" l WHERE l."id" = NEW."local_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "rede_local_servicos_coordenadas_tg" BEFORE INSERT OR UPDATE OF "local_id", "latitude", "longitude" ON "rede_local_servicos"
  FOR EACH ROW EXECUTE FUNCTION "rede_local_servicos_coordenadas"();--> statement-breakpoint
CREATE FUNCTION "rede_locais_coordenadas_nos_servicos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "rede_local_servicos" SET "latitude" = NEW."latitude", "longitude" = NEW."longitude" WHERE "local_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rede_locais_coordenadas_nos_servicos_tg" AFTER UPDATE OF "latitude", "longitude" ON "rede_locais"
  FOR EACH ROW WHEN (OLD."latitude" IS DISTINCT FROM NEW."latitude" OR OLD."longitude" IS DISTINCT FROM NEW."longitude")
  EXECUTE FUNCTION "rede_locais_coordenadas_nos_servicos"();--> statement-breakpoint
CREATE INDEX "rede_local_servicos_geo_idx" ON "rede_local_servicos" USING gist ("servico_id", ll_to_earth("latitude", "longitude"));
