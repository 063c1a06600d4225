ALTER TABLE "autorizacoes" ADD COLUMN "carta_negativa_chave" text;--> statement-breakpoint
ALTER TABLE "autorizacoes" ADD COLUMN "carta_negativa_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "resultados_exame" ADD COLUMN "arquivo_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "resultados_exame" ADD COLUMN "id_erp" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "resultados_exame_id_erp_uq" ON "resultados_exame" USING btree ("id_erp");--> statement-breakpoint
ALTER TABLE "autorizacoes" ADD CONSTRAINT "autorizacoes_carta_negativa_ck" CHECK (("autorizacoes"."carta_negativa_chave" is null) = ("autorizacoes"."carta_negativa_sha256" is null) and ("autorizacoes"."carta_negativa_chave" is null or "autorizacoes"."status" = 'NEGADA'));