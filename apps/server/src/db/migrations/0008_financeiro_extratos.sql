CREATE TABLE "reajustes_contrato" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reajustes_contrato_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contrato_id" integer NOT NULL,
	"data_aplicacao" date NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"referencia" text NOT NULL,
	"percentual_pontos_base" integer NOT NULL,
	"mensalidade_anterior_centavos" integer NOT NULL,
	"mensalidade_nova_centavos" integer NOT NULL,
	CONSTRAINT "reajustes_contrato_tipo_ck" CHECK ("reajustes_contrato"."tipo" in ('ANUAL_ANS', 'ANUAL_POOL', 'ANUAL_NEGOCIADO')),
	CONSTRAINT "reajustes_contrato_mensalidade_ck" CHECK ("reajustes_contrato"."mensalidade_anterior_centavos" > 0 and "reajustes_contrato"."mensalidade_nova_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "utilizacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "utilizacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"beneficiario_id" integer NOT NULL,
	"data" date NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"prestador" text NOT NULL,
	"codigo_tuss" varchar(10) NOT NULL,
	"procedimento" text NOT NULL,
	"quantidade" integer NOT NULL,
	"coparticipacao_centavos" integer,
	"titulo_item_id" integer,
	CONSTRAINT "utilizacoes_tipo_ck" CHECK ("utilizacoes"."tipo" in ('CONSULTA', 'EXAME', 'TERAPIA', 'INTERNACAO', 'PRONTO_SOCORRO')),
	CONSTRAINT "utilizacoes_quantidade_ck" CHECK ("utilizacoes"."quantidade" > 0),
	CONSTRAINT "utilizacoes_coparticipacao_ck" CHECK ("utilizacoes"."coparticipacao_centavos" is null or "utilizacoes"."coparticipacao_centavos" >= 0),
	CONSTRAINT "utilizacoes_tuss_ck" CHECK ("utilizacoes"."codigo_tuss" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
ALTER TABLE "reajustes_contrato" ADD CONSTRAINT "reajustes_contrato_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilizacoes" ADD CONSTRAINT "utilizacoes_beneficiario_id_beneficiarios_id_fk" FOREIGN KEY ("beneficiario_id") REFERENCES "public"."beneficiarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utilizacoes" ADD CONSTRAINT "utilizacoes_titulo_item_id_titulo_itens_id_fk" FOREIGN KEY ("titulo_item_id") REFERENCES "public"."titulo_itens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reajustes_contrato_idx" ON "reajustes_contrato" USING btree ("contrato_id","data_aplicacao");--> statement-breakpoint
CREATE INDEX "utilizacoes_beneficiario_data_idx" ON "utilizacoes" USING btree ("beneficiario_id","data");