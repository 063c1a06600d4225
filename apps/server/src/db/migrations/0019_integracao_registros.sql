ALTER TABLE "certidoes_obito" DROP CONSTRAINT "certidoes_obito_beneficiario_uq";--> statement-breakpoint
ALTER TABLE "agenda_horarios" ADD COLUMN "id_erp" varchar(64);--> statement-breakpoint
ALTER TABLE "certidoes_obito" ADD COLUMN "motivo_situacao" text;--> statement-breakpoint
ALTER TABLE "documentos_clinicos" ADD COLUMN "arquivo_sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "documentos_clinicos" ADD COLUMN "id_erp" varchar(64);--> statement-breakpoint
ALTER TABLE "segunda_via_solicitacoes" ADD COLUMN "motivo_situacao" text;--> statement-breakpoint
ALTER TABLE "reajustes_contrato" ADD COLUMN "id_erp" varchar(64);--> statement-breakpoint
ALTER TABLE "utilizacoes" ADD COLUMN "id_erp" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "certidoes_obito_beneficiario_uq" ON "certidoes_obito" USING btree ("beneficiario_id") WHERE situacao <> 'RECUSADA';--> statement-breakpoint
ALTER TABLE "agenda_horarios" ADD CONSTRAINT "agenda_horarios_id_erp_unique" UNIQUE("id_erp");--> statement-breakpoint
ALTER TABLE "documentos_clinicos" ADD CONSTRAINT "documentos_clinicos_id_erp_unique" UNIQUE("id_erp");--> statement-breakpoint
ALTER TABLE "reajustes_contrato" ADD CONSTRAINT "reajustes_contrato_id_erp_unique" UNIQUE("id_erp");--> statement-breakpoint
ALTER TABLE "utilizacoes" ADD CONSTRAINT "utilizacoes_id_erp_unique" UNIQUE("id_erp");--> statement-breakpoint
-- Added by hand: the reasons of refusals answered before this migration were kept only in the protocol's
-- history step; copy them onto the rows so the repeat check (decision 0024 §7) reads one place.
UPDATE "segunda_via_solicitacoes" s SET "motivo_situacao" = (SELECT nullif(trim(a."descricao"), '') FROM "protocolo_andamentos" a WHERE a."protocolo" = s."protocolo" AND a."titulo" = 'Indeferido' ORDER BY a."id" DESC LIMIT 1) WHERE s."situacao" = 'INDEFERIDO';--> statement-breakpoint
UPDATE "certidoes_obito" c SET "motivo_situacao" = (SELECT nullif(trim(a."descricao"), '') FROM "protocolo_andamentos" a WHERE a."protocolo" = c."protocolo" AND a."titulo" = 'Certidão recusada' ORDER BY a."id" DESC LIMIT 1) WHERE c."situacao" = 'RECUSADA';
