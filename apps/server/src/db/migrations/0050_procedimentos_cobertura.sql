CREATE TABLE "plano_produto_regras" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plano_produto_regras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"produto_id" integer NOT NULL,
	"procedimento_id" integer,
	"grupo" varchar(40),
	"coparticipacao_percentual" integer,
	"coparticipacao_fixa_centavos" integer,
	"coparticipacao_teto_centavos" integer,
	"autorizacao_previa" boolean,
	CONSTRAINT "plano_produto_regras_alvo_ck" CHECK (("plano_produto_regras"."procedimento_id" is null) <> ("plano_produto_regras"."grupo" is null)),
	CONSTRAINT "plano_produto_regras_grupo_ck" CHECK ("plano_produto_regras"."grupo" is null or "plano_produto_regras"."grupo" in ('URGENCIA_EMERGENCIA', 'CONSULTAS', 'EXAMES_SIMPLES', 'EXAMES_COMPLEXOS_TERAPIAS', 'ALTA_COMPLEXIDADE', 'INTERNACOES_CIRURGIAS', 'PARTO_A_TERMO', 'ODONTOLOGIA')),
	CONSTRAINT "plano_produto_regras_percentual_ck" CHECK ("plano_produto_regras"."coparticipacao_percentual" is null or "plano_produto_regras"."coparticipacao_percentual" between 0 and 100),
	CONSTRAINT "plano_produto_regras_fixa_ck" CHECK ("plano_produto_regras"."coparticipacao_fixa_centavos" is null or "plano_produto_regras"."coparticipacao_fixa_centavos" >= 0),
	CONSTRAINT "plano_produto_regras_teto_ck" CHECK ("plano_produto_regras"."coparticipacao_teto_centavos" is null or "plano_produto_regras"."coparticipacao_teto_centavos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plano_produtos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plano_produtos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registro_ans" varchar(20) NOT NULL,
	"segmentacoes" text[] NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "plano_produtos_registro_ans_unique" UNIQUE("registro_ans"),
	CONSTRAINT "plano_produtos_segmentacoes_ck" CHECK ("plano_produtos"."segmentacoes" <@ array['AMBULATORIAL', 'HOSPITALAR', 'OBSTETRICIA', 'ODONTOLOGICO']::text[])
);
--> statement-breakpoint
CREATE TABLE "plano_reembolso_tabela" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plano_reembolso_tabela_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_erp" varchar(64) NOT NULL,
	"registro_ans" varchar(20) NOT NULL,
	"procedimento_id" integer NOT NULL,
	"limite_centavos" integer,
	"multiplicador_centesimos" integer,
	"valor_referencia_centavos" integer,
	"coparticipacao_percentual" integer,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "plano_reembolso_tabela_id_erp_unique" UNIQUE("id_erp"),
	CONSTRAINT "plano_reembolso_tabela_valor_ck" CHECK (("plano_reembolso_tabela"."limite_centavos" is not null and "plano_reembolso_tabela"."multiplicador_centesimos" is null and "plano_reembolso_tabela"."valor_referencia_centavos" is null) or ("plano_reembolso_tabela"."limite_centavos" is null and "plano_reembolso_tabela"."multiplicador_centesimos" > 0 and "plano_reembolso_tabela"."valor_referencia_centavos" >= 0)),
	CONSTRAINT "plano_reembolso_tabela_limite_ck" CHECK ("plano_reembolso_tabela"."limite_centavos" is null or "plano_reembolso_tabela"."limite_centavos" >= 0),
	CONSTRAINT "plano_reembolso_tabela_percentual_ck" CHECK ("plano_reembolso_tabela"."coparticipacao_percentual" is null or "plano_reembolso_tabela"."coparticipacao_percentual" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "procedimentos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedimentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" varchar(8) NOT NULL,
	"nome" text NOT NULL,
	"sinonimos" text[] DEFAULT '{}'::text[] NOT NULL,
	"busca" text NOT NULL,
	"grupo" varchar(40) NOT NULL,
	"segmentacoes" text[] DEFAULT '{}'::text[] NOT NULL,
	"dut" text,
	"alta_complexidade" boolean DEFAULT false NOT NULL,
	"autorizacao_previa" boolean DEFAULT false NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "procedimentos_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "procedimentos_codigo_ck" CHECK ("procedimentos"."codigo" ~ '^[0-9]{8}$'),
	CONSTRAINT "procedimentos_segmentacoes_ck" CHECK ("procedimentos"."segmentacoes" <@ array['AMBULATORIAL', 'HOSPITALAR', 'OBSTETRICIA', 'ODONTOLOGICO']::text[]),
	CONSTRAINT "procedimentos_grupo_ck" CHECK ("procedimentos"."grupo" in ('URGENCIA_EMERGENCIA', 'CONSULTAS', 'EXAMES_SIMPLES', 'EXAMES_COMPLEXOS_TERAPIAS', 'ALTA_COMPLEXIDADE', 'INTERNACOES_CIRURGIAS', 'PARTO_A_TERMO', 'ODONTOLOGIA'))
);
--> statement-breakpoint
ALTER TABLE "plano_produto_regras" ADD CONSTRAINT "plano_produto_regras_produto_id_plano_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."plano_produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_produto_regras" ADD CONSTRAINT "plano_produto_regras_procedimento_id_procedimentos_id_fk" FOREIGN KEY ("procedimento_id") REFERENCES "public"."procedimentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_reembolso_tabela" ADD CONSTRAINT "plano_reembolso_tabela_procedimento_id_procedimentos_id_fk" FOREIGN KEY ("procedimento_id") REFERENCES "public"."procedimentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plano_produto_regras_procedimento_uq" ON "plano_produto_regras" USING btree ("produto_id","procedimento_id") WHERE "plano_produto_regras"."procedimento_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plano_produto_regras_grupo_uq" ON "plano_produto_regras" USING btree ("produto_id","grupo") WHERE "plano_produto_regras"."grupo" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "plano_reembolso_tabela_produto_procedimento_uq" ON "plano_reembolso_tabela" USING btree ("registro_ans","procedimento_id");--> statement-breakpoint
CREATE INDEX "procedimentos_busca_trgm_idx" ON "procedimentos" USING gin ("busca" gin_trgm_ops);