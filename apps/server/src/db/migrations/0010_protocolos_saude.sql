CREATE TABLE "protocolo_andamentos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protocolo_andamentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"protocolo" varchar(20) NOT NULL,
	"em" timestamp with time zone NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"situacao" varchar(12) NOT NULL,
	CONSTRAINT "protocolo_andamentos_situacao_ck" CHECK ("protocolo_andamentos"."situacao" in ('EM_ANDAMENTO', 'FECHADO'))
);
--> statement-breakpoint
-- Issue 15 (decision 0020). Hand-edited after drizzle-kit: existing protocols take whom they are about and
-- who filed them from the request that holds their number (every protocol was written in the same
-- transaction as its request, so each has one), then the columns become NOT NULL. A protocol without its
-- request would stop the migration here instead of being invented or deleted.
ALTER TABLE "protocolos" ADD COLUMN "pessoa_id" integer;--> statement-breakpoint
ALTER TABLE "protocolos" ADD COLUMN "solicitante_pessoa_id" integer;--> statement-breakpoint
ALTER TABLE "protocolos" ADD COLUMN "situacao" varchar(12) DEFAULT 'EM_ANDAMENTO' NOT NULL;--> statement-breakpoint
ALTER TABLE "protocolos" ADD COLUMN "prazo_resposta" date;--> statement-breakpoint
UPDATE "protocolos" p SET "pessoa_id" = s."pessoa_id", "solicitante_pessoa_id" = s."solicitado_por_pessoa_id",
  "situacao" = CASE WHEN s."situacao" = 'SOLICITADO' THEN 'EM_ANDAMENTO' ELSE 'FECHADO' END
  FROM "segunda_via_solicitacoes" s WHERE s."protocolo" = p."protocolo";--> statement-breakpoint
UPDATE "protocolos" p SET "pessoa_id" = c."solicitado_por_pessoa_id", "solicitante_pessoa_id" = c."solicitado_por_pessoa_id",
  "situacao" = 'FECHADO'
  FROM "contrato_cancelamentos" c WHERE c."protocolo" = p."protocolo";--> statement-breakpoint
UPDATE "protocolos" p SET "pessoa_id" = b."pessoa_id", "solicitante_pessoa_id" = c."enviado_por_pessoa_id"
  FROM "certidoes_obito" c JOIN "beneficiarios" b ON b."id" = c."beneficiario_id" WHERE c."protocolo" = p."protocolo";--> statement-breakpoint
UPDATE "protocolos" p SET "pessoa_id" = d."solicitado_por_pessoa_id", "solicitante_pessoa_id" = d."solicitado_por_pessoa_id",
  "situacao" = CASE WHEN d."situacao" = 'SOLICITADO' THEN 'EM_ANDAMENTO' ELSE 'FECHADO' END
  FROM "debitos_conta" d WHERE d."protocolo" = p."protocolo";--> statement-breakpoint
UPDATE "protocolos" p SET "pessoa_id" = coalesce(d."encerrado_por_pessoa_id", d."solicitado_por_pessoa_id"),
  "solicitante_pessoa_id" = coalesce(d."encerrado_por_pessoa_id", d."solicitado_por_pessoa_id"), "situacao" = 'FECHADO'
  FROM "debitos_conta" d WHERE d."protocolo_encerramento" = p."protocolo";--> statement-breakpoint
UPDATE "protocolos" p SET "pessoa_id" = r."pessoa_id", "solicitante_pessoa_id" = r."solicitado_por_pessoa_id",
  "prazo_resposta" = r."prazo_resposta",
  "situacao" = CASE WHEN r."situacao" IN ('PAGO', 'INDEFERIDO') THEN 'FECHADO' ELSE 'EM_ANDAMENTO' END
  FROM "reembolsos" r WHERE r."protocolo" = p."protocolo";--> statement-breakpoint
-- The other kinds are not about coverage: 7 business days (RN 623) after the day, skipping weekends and the
-- national holidays of the years protocols exist in (issue 12 on). New rows get it from platform/dias-uteis.ts.
UPDATE "protocolos" p SET "prazo_resposta" = (
  SELECT g.d::date FROM generate_series(p."dia" + 1, p."dia" + 40, interval '1 day') AS g(d)
  WHERE extract(isodow FROM g.d) < 6
    AND to_char(g.d, 'MM-DD') NOT IN ('01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25')
    AND g.d::date NOT IN ('2025-04-18', '2026-04-03', '2027-03-26')
  ORDER BY g.d OFFSET 6 LIMIT 1)
  WHERE p."tipo" <> 'REEMBOLSO';--> statement-breakpoint
ALTER TABLE "protocolos" ALTER COLUMN "pessoa_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "protocolos" ALTER COLUMN "solicitante_pessoa_id" SET NOT NULL;--> statement-breakpoint
INSERT INTO "protocolo_andamentos" ("protocolo", "em", "titulo", "descricao", "situacao")
  SELECT "protocolo", "criado_em", 'Solicitação registrada', '', 'EM_ANDAMENTO' FROM "protocolos";--> statement-breakpoint
INSERT INTO "protocolo_andamentos" ("protocolo", "em", "titulo", "descricao", "situacao")
  SELECT "protocolo", "criado_em", 'Solicitação concluída', '', 'FECHADO' FROM "protocolos" WHERE "situacao" = 'FECHADO';--> statement-breakpoint
ALTER TABLE "protocolo_andamentos" ADD CONSTRAINT "protocolo_andamentos_protocolo_protocolos_protocolo_fk" FOREIGN KEY ("protocolo") REFERENCES "public"."protocolos"("protocolo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocolo_andamentos_protocolo_idx" ON "protocolo_andamentos" USING btree ("protocolo","em");--> statement-breakpoint
ALTER TABLE "protocolos" ADD CONSTRAINT "protocolos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocolos" ADD CONSTRAINT "protocolos_solicitante_pessoa_id_pessoas_id_fk" FOREIGN KEY ("solicitante_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocolos_pessoa_idx" ON "protocolos" USING btree ("pessoa_id","criado_em");--> statement-breakpoint
ALTER TABLE "protocolos" ADD CONSTRAINT "protocolos_situacao_ck" CHECK ("protocolos"."situacao" in ('EM_ANDAMENTO', 'FECHADO'));--> statement-breakpoint
ALTER TABLE "protocolos" ADD CONSTRAINT "protocolos_tipo_ck" CHECK ("protocolos"."tipo" in ('SEGUNDA_VIA_CARTAO', 'CANCELAMENTO_CONTRATO', 'CERTIDAO_OBITO', 'DEBITO_CONTA_ATIVACAO', 'DEBITO_CONTA_DESATIVACAO', 'REEMBOLSO', 'AUTORIZACAO'));