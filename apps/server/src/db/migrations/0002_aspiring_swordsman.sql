CREATE TABLE "cep_logradouros" (
	"cep" varchar(8) PRIMARY KEY NOT NULL,
	"logradouro" text NOT NULL,
	"complemento" text DEFAULT '' NOT NULL,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"uf" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cidades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cidades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uf" varchar(2) NOT NULL,
	"nome" text NOT NULL,
	"nome_busca" text NOT NULL,
	"cep_inicial" varchar(8),
	"cep_final" varchar(8),
	CONSTRAINT "cidades_uf_nome_uq" UNIQUE("uf","nome")
);
--> statement-breakpoint
CREATE TABLE "contrato_adimplencia" (
	"contrato_id" integer PRIMARY KEY NOT NULL,
	"ultima_competencia_paga" date NOT NULL,
	"em_dia" boolean NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dados_pessoais_alteracoes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dados_pessoais_alteracoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"lote" text NOT NULL,
	"conta_id" integer,
	"pessoa_id" integer NOT NULL,
	"campo" text NOT NULL,
	"valor_anterior" text,
	"valor_novo" text
);
--> statement-breakpoint
CREATE TABLE "enderecos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enderecos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pessoa_id" integer NOT NULL,
	"tipo_endereco" varchar(12) NOT NULL,
	"cep" varchar(8) NOT NULL,
	"logradouro" text NOT NULL,
	"numero" text,
	"sem_numero" boolean DEFAULT false NOT NULL,
	"complemento" text,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"uf" varchar(2) NOT NULL,
	CONSTRAINT "enderecos_pessoa_tipo_uq" UNIQUE("pessoa_id","tipo_endereco")
);
--> statement-breakpoint
CREATE TABLE "segunda_via_solicitacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "segunda_via_solicitacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"protocolo" text NOT NULL,
	"pessoa_id" integer NOT NULL,
	"solicitado_por_pessoa_id" integer NOT NULL,
	"carteiras" jsonb NOT NULL,
	"tipo_motivo" text NOT NULL,
	"endereco" jsonb NOT NULL,
	"situacao" text DEFAULT 'SOLICITADO' NOT NULL,
	"solicitado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "segunda_via_solicitacoes_protocolo_unique" UNIQUE("protocolo")
);
--> statement-breakpoint
ALTER TABLE "contrato_adimplencia" ADD CONSTRAINT "contrato_adimplencia_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_pessoa_id_people_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segunda_via_solicitacoes" ADD CONSTRAINT "segunda_via_solicitacoes_pessoa_id_people_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segunda_via_solicitacoes" ADD CONSTRAINT "segunda_via_solicitacoes_solicitado_por_pessoa_id_people_id_fk" FOREIGN KEY ("solicitado_por_pessoa_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cidades_cep_idx" ON "cidades" USING btree ("cep_inicial");--> statement-breakpoint
CREATE INDEX "dados_pessoais_alteracoes_pessoa_idx" ON "dados_pessoais_alteracoes" USING btree ("pessoa_id","at");--> statement-breakpoint
CREATE INDEX "segunda_via_pessoa_idx" ON "segunda_via_solicitacoes" USING btree ("pessoa_id");