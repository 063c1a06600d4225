CREATE TABLE "certidoes_obito" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certidoes_obito_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"protocolo" text NOT NULL,
	"beneficiario_id" integer NOT NULL,
	"contrato_id" integer NOT NULL,
	"enviado_por_pessoa_id" integer NOT NULL,
	"arquivo_chave" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"content_type" text NOT NULL,
	"tamanho" integer NOT NULL,
	"situacao" text DEFAULT 'EM_ANALISE' NOT NULL,
	"enviado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "certidoes_obito_protocolo_unique" UNIQUE("protocolo"),
	CONSTRAINT "certidoes_obito_beneficiario_uq" UNIQUE("beneficiario_id")
);
--> statement-breakpoint
CREATE TABLE "contrato_cancelamentos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contrato_cancelamentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contrato_id" integer NOT NULL,
	"protocolo" text NOT NULL,
	"motivo" text NOT NULL,
	"observacao" text,
	"solicitado_por_pessoa_id" integer NOT NULL,
	"solicitado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "contrato_cancelamentos_contrato_id_unique" UNIQUE("contrato_id"),
	CONSTRAINT "contrato_cancelamentos_protocolo_unique" UNIQUE("protocolo")
);
--> statement-breakpoint
CREATE TABLE "faixa_etaria_historico" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faixa_etaria_historico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"beneficiario_id" integer NOT NULL,
	"contrato_id" integer NOT NULL,
	"data_alteracao" date NOT NULL,
	"idade" integer NOT NULL,
	"faixa_anterior" text NOT NULL,
	"faixa_nova" text NOT NULL,
	"valor_anterior" numeric(10, 2) NOT NULL,
	"valor_novo" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certidoes_obito" ADD CONSTRAINT "certidoes_obito_beneficiario_id_beneficiarios_id_fk" FOREIGN KEY ("beneficiario_id") REFERENCES "public"."beneficiarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certidoes_obito" ADD CONSTRAINT "certidoes_obito_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certidoes_obito" ADD CONSTRAINT "certidoes_obito_enviado_por_pessoa_id_people_id_fk" FOREIGN KEY ("enviado_por_pessoa_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_cancelamentos" ADD CONSTRAINT "contrato_cancelamentos_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contrato_cancelamentos" ADD CONSTRAINT "contrato_cancelamentos_solicitado_por_pessoa_id_people_id_fk" FOREIGN KEY ("solicitado_por_pessoa_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faixa_etaria_historico" ADD CONSTRAINT "faixa_etaria_historico_beneficiario_id_beneficiarios_id_fk" FOREIGN KEY ("beneficiario_id") REFERENCES "public"."beneficiarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faixa_etaria_historico" ADD CONSTRAINT "faixa_etaria_historico_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certidoes_obito_contrato_idx" ON "certidoes_obito" USING btree ("contrato_id");--> statement-breakpoint
CREATE INDEX "faixa_etaria_historico_contrato_idx" ON "faixa_etaria_historico" USING btree ("contrato_id","data_alteracao");