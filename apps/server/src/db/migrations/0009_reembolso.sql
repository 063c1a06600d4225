CREATE TABLE "reembolso_arquivos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reembolso_id" integer NOT NULL,
	"grupo" varchar(24) NOT NULL,
	"nome" text NOT NULL,
	"chave" text NOT NULL,
	"tamanho_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	CONSTRAINT "reembolso_arquivos_grupo_ck" CHECK ("reembolso_arquivos"."grupo" in ('notaFiscais', 'boletinsAtendimento', 'contasHospitalar', 'senhasAutorizacoes'))
);
--> statement-breakpoint
CREATE TABLE "reembolso_opcoes" (
	"tipo" varchar(20) NOT NULL,
	"valor" varchar(40) NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reembolso_opcoes_tipo_valor_pk" PRIMARY KEY("tipo","valor"),
	CONSTRAINT "reembolso_opcoes_tipo_ck" CHECK ("reembolso_opcoes"."tipo" in ('TIPO_ATENDIMENTO', 'MOTIVO'))
);
--> statement-breakpoint
CREATE TABLE "reembolsos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reembolsos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"protocolo" varchar(20) NOT NULL,
	"pessoa_id" integer NOT NULL,
	"carteira_id" integer NOT NULL,
	"grupo_familiar_id" integer NOT NULL,
	"data_reembolso" date NOT NULL,
	"prazo_resposta" date NOT NULL,
	"data_atendimento" date NOT NULL,
	"valor_centavos" integer NOT NULL,
	"tipo_atendimento" varchar(40) NOT NULL,
	"motivo" varchar(40) NOT NULL,
	"local_atendimento" varchar(255) NOT NULL,
	"uf" varchar(2) NOT NULL,
	"cidade" text NOT NULL,
	"prestador_cnpj_cpf" varchar(14) NOT NULL,
	"banco_codigo" varchar(3) NOT NULL,
	"agencia" varchar(10) NOT NULL,
	"dv_agencia" varchar(2) NOT NULL,
	"conta" varchar(20) NOT NULL,
	"dv_conta" varchar(2) NOT NULL,
	"titular_conta_nome" text NOT NULL,
	"titular_conta_cnpj_cpf" varchar(14) NOT NULL,
	"titular_conta_data_nascimento" date NOT NULL,
	"situacao" varchar(12) NOT NULL,
	"motivo_situacao" text,
	"valor_pago_centavos" integer,
	"data_pagamento" date,
	"solicitado_por_pessoa_id" integer NOT NULL,
	"solicitado_em" timestamp with time zone NOT NULL,
	"chave_idempotencia" uuid NOT NULL,
	"dados_hash" varchar(64) NOT NULL,
	CONSTRAINT "reembolsos_protocolo_unique" UNIQUE("protocolo"),
	CONSTRAINT "reembolsos_situacao_ck" CHECK ("reembolsos"."situacao" in ('SOLICITADO', 'ANALISE', 'PENDENTE', 'PAGO', 'INDEFERIDO')),
	CONSTRAINT "reembolsos_valor_ck" CHECK ("reembolsos"."valor_centavos" > 0),
	CONSTRAINT "reembolsos_pago_ck" CHECK ("reembolsos"."situacao" <> 'PAGO' or ("reembolsos"."valor_pago_centavos" is not null and "reembolsos"."data_pagamento" is not null))
);
--> statement-breakpoint
ALTER TABLE "reembolso_arquivos" ADD CONSTRAINT "reembolso_arquivos_reembolso_id_reembolsos_id_fk" FOREIGN KEY ("reembolso_id") REFERENCES "public"."reembolsos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_carteira_id_carteiras_id_fk" FOREIGN KEY ("carteira_id") REFERENCES "public"."carteiras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_grupo_familiar_id_grupos_familiares_id_fk" FOREIGN KEY ("grupo_familiar_id") REFERENCES "public"."grupos_familiares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_banco_codigo_bancos_codigo_fk" FOREIGN KEY ("banco_codigo") REFERENCES "public"."bancos"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reembolsos" ADD CONSTRAINT "reembolsos_solicitado_por_pessoa_id_pessoas_id_fk" FOREIGN KEY ("solicitado_por_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reembolso_arquivos_reembolso_idx" ON "reembolso_arquivos" USING btree ("reembolso_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reembolsos_idempotencia_uq" ON "reembolsos" USING btree ("solicitado_por_pessoa_id","chave_idempotencia");--> statement-breakpoint
CREATE INDEX "reembolsos_pessoa_idx" ON "reembolsos" USING btree ("pessoa_id","data_reembolso");--> statement-breakpoint
CREATE INDEX "reembolsos_grupo_idx" ON "reembolsos" USING btree ("grupo_familiar_id");