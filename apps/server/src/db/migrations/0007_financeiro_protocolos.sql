CREATE TABLE "bancos" (
	"codigo" varchar(3) PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"mascara_dv_agencia" text NOT NULL,
	"tamanho_minimo_agencia" integer NOT NULL,
	"mascara_dv_conta" text NOT NULL,
	"tamanho_minimo_conta_corrente" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debitos_conta" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debitos_conta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"grupo_familiar_id" integer NOT NULL,
	"protocolo" varchar(20) NOT NULL,
	"situacao" varchar(12) NOT NULL,
	"banco_codigo" varchar(3) NOT NULL,
	"agencia" varchar(20) NOT NULL,
	"conta" varchar(30) NOT NULL,
	"dia_vencimento" integer NOT NULL,
	"tipo_documento" varchar(3) NOT NULL,
	"documento_chave" text NOT NULL,
	"selfie_chave" text NOT NULL,
	"solicitado_por_pessoa_id" integer NOT NULL,
	"solicitado_em" timestamp with time zone NOT NULL,
	"ativado_em" timestamp with time zone,
	"encerrado_em" timestamp with time zone,
	"encerrado_por_pessoa_id" integer,
	"protocolo_encerramento" varchar(20),
	CONSTRAINT "debitos_conta_protocolo_unique" UNIQUE("protocolo"),
	CONSTRAINT "debitos_conta_protocolo_encerramento_unique" UNIQUE("protocolo_encerramento"),
	CONSTRAINT "debitos_conta_situacao_ck" CHECK ("debitos_conta"."situacao" in ('SOLICITADO', 'ATIVO', 'ENCERRADO')),
	CONSTRAINT "debitos_conta_dia_ck" CHECK ("debitos_conta"."dia_vencimento" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "titulo_itens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "titulo_itens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo_id" integer NOT NULL,
	"bloco" varchar(20) NOT NULL,
	"beneficiario_id" integer NOT NULL,
	"descricao" text NOT NULL,
	"data" date,
	"valor_centavos" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "titulos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "titulos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" varchar(30) NOT NULL,
	"contrato_id" integer NOT NULL,
	"competencia" date NOT NULL,
	"vencimento" date NOT NULL,
	"valor_centavos" integer NOT NULL,
	"situacao" varchar(12) NOT NULL,
	"data_pagamento" date,
	"nosso_numero" varchar(17) NOT NULL,
	CONSTRAINT "titulos_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "titulos_nosso_numero_unique" UNIQUE("nosso_numero"),
	CONSTRAINT "titulos_situacao_ck" CHECK ("titulos"."situacao" in ('PENDENTE', 'PAGO', 'NEGOCIADO')),
	CONSTRAINT "titulos_valor_ck" CHECK ("titulos"."valor_centavos" > 0)
);
--> statement-breakpoint
CREATE TABLE "protocolo_sequencias" (
	"dia" date PRIMARY KEY NOT NULL,
	"ultimo" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocolos" (
	"protocolo" varchar(20) PRIMARY KEY NOT NULL,
	"dia" date NOT NULL,
	"sequencia" integer NOT NULL,
	"tipo" text NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "protocolos_dia_sequencia_uq" UNIQUE("dia","sequencia"),
	CONSTRAINT "protocolos_formato_ck" CHECK ("protocolos"."protocolo" ~ '^[0-9]{20}$'),
	CONSTRAINT "protocolos_sequencia_ck" CHECK ("protocolos"."sequencia" between 1 and 999999)
);
--> statement-breakpoint
ALTER TABLE "debitos_conta" ADD CONSTRAINT "debitos_conta_grupo_familiar_id_grupos_familiares_id_fk" FOREIGN KEY ("grupo_familiar_id") REFERENCES "public"."grupos_familiares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debitos_conta" ADD CONSTRAINT "debitos_conta_banco_codigo_bancos_codigo_fk" FOREIGN KEY ("banco_codigo") REFERENCES "public"."bancos"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debitos_conta" ADD CONSTRAINT "debitos_conta_solicitado_por_pessoa_id_pessoas_id_fk" FOREIGN KEY ("solicitado_por_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debitos_conta" ADD CONSTRAINT "debitos_conta_encerrado_por_pessoa_id_pessoas_id_fk" FOREIGN KEY ("encerrado_por_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulo_itens" ADD CONSTRAINT "titulo_itens_titulo_id_titulos_id_fk" FOREIGN KEY ("titulo_id") REFERENCES "public"."titulos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulo_itens" ADD CONSTRAINT "titulo_itens_beneficiario_id_beneficiarios_id_fk" FOREIGN KEY ("beneficiario_id") REFERENCES "public"."beneficiarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulos" ADD CONSTRAINT "titulos_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "debitos_conta_vigente_uq" ON "debitos_conta" USING btree ("grupo_familiar_id") WHERE "debitos_conta"."situacao" in ('SOLICITADO', 'ATIVO');--> statement-breakpoint
CREATE INDEX "titulo_itens_titulo_idx" ON "titulo_itens" USING btree ("titulo_id");--> statement-breakpoint
CREATE INDEX "titulos_contrato_idx" ON "titulos" USING btree ("contrato_id","vencimento");