CREATE TABLE "autorizacao_procedimentos" (
	"autorizacao_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"codigo_tuss" varchar(8) NOT NULL,
	"descricao" text NOT NULL,
	"quantidade_solicitada" integer NOT NULL,
	"quantidade_autorizada" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "autorizacao_procedimentos_autorizacao_id_ordem_pk" PRIMARY KEY("autorizacao_id","ordem"),
	CONSTRAINT "autorizacao_procedimentos_tuss_ck" CHECK ("autorizacao_procedimentos"."codigo_tuss" ~ '^[0-9]{8}$'),
	CONSTRAINT "autorizacao_procedimentos_solicitada_ck" CHECK ("autorizacao_procedimentos"."quantidade_solicitada" > 0),
	CONSTRAINT "autorizacao_procedimentos_autorizada_ck" CHECK ("autorizacao_procedimentos"."quantidade_autorizada" between 0 and "autorizacao_procedimentos"."quantidade_solicitada")
);
--> statement-breakpoint
CREATE TABLE "autorizacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "autorizacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_guia" varchar(20) NOT NULL,
	"pessoa_id" integer NOT NULL,
	"carteira_id" integer NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"carater" varchar(10) NOT NULL,
	"status" varchar(12) NOT NULL,
	"data_solicitacao" date NOT NULL,
	"data_decisao" date,
	"validade" date,
	"prazo_resposta" date,
	"senha" varchar(20),
	"alta_complexidade" boolean DEFAULT false NOT NULL,
	"prestador" text NOT NULL,
	"medico_nome" text NOT NULL,
	"medico_crm" varchar(10) NOT NULL,
	"medico_uf" varchar(2) NOT NULL,
	"observacao" text DEFAULT '' NOT NULL,
	"negativa_motivo" text,
	"negativa_fundamento" text,
	"protocolo" varchar(20),
	CONSTRAINT "autorizacoes_id_guia_ck" CHECK ("autorizacoes"."id_guia" ~ '^[0-9]{1,20}$'),
	CONSTRAINT "autorizacoes_tipo_ck" CHECK ("autorizacoes"."tipo" in ('CONSULTA', 'SADT', 'INTERNACAO')),
	CONSTRAINT "autorizacoes_carater_ck" CHECK ("autorizacoes"."carater" in ('ELETIVO', 'URGENCIA')),
	CONSTRAINT "autorizacoes_status_ck" CHECK ("autorizacoes"."status" in ('PENDENTE', 'AUTORIZADA', 'EXECUTADA', 'VENCIDA', 'NEGADA')),
	CONSTRAINT "autorizacoes_negativa_ck" CHECK ("autorizacoes"."status" <> 'NEGADA' or ("autorizacoes"."negativa_motivo" is not null and "autorizacoes"."negativa_fundamento" is not null)),
	CONSTRAINT "autorizacoes_decisao_ck" CHECK ("autorizacoes"."status" = 'PENDENTE' or "autorizacoes"."data_decisao" is not null),
	CONSTRAINT "autorizacoes_uf_ck" CHECK ("autorizacoes"."medico_uf" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "documentos_clinicos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pessoa_id" integer NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"titulo" text NOT NULL,
	"data_emissao" date NOT NULL,
	"medico_nome" text NOT NULL,
	"medico_crm" varchar(10) NOT NULL,
	"medico_uf" varchar(2) NOT NULL,
	"validade" date,
	"arquivo_chave" text NOT NULL,
	CONSTRAINT "documentos_clinicos_tipo_ck" CHECK ("documentos_clinicos"."tipo" in ('RECEITA', 'ATESTADO')),
	CONSTRAINT "documentos_clinicos_validade_ck" CHECK ("documentos_clinicos"."tipo" = 'RECEITA' or "documentos_clinicos"."validade" is null),
	CONSTRAINT "documentos_clinicos_uf_ck" CHECK ("documentos_clinicos"."medico_uf" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "prestador_procedimentos" (
	"prestador_id" integer NOT NULL,
	"codigo_tuss" varchar(8) NOT NULL,
	CONSTRAINT "prestador_procedimentos_codigo_tuss_prestador_id_pk" PRIMARY KEY("codigo_tuss","prestador_id"),
	CONSTRAINT "prestador_procedimentos_tuss_ck" CHECK ("prestador_procedimentos"."codigo_tuss" ~ '^[0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "prestadores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prestadores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" varchar(20) NOT NULL,
	"nome" text NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"endereco" text NOT NULL,
	"bairro" text NOT NULL,
	"cidade_id" integer NOT NULL,
	"telefone" varchar(20),
	"latitude" double precision,
	"longitude" double precision,
	"proprio" boolean DEFAULT false NOT NULL,
	CONSTRAINT "prestadores_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "prestadores_tipo_ck" CHECK ("prestadores"."tipo" in ('HOSPITAL', 'CLINICA', 'LABORATORIO', 'CONSULTORIO', 'PRONTO_ATENDIMENTO')),
	CONSTRAINT "prestadores_latitude_ck" CHECK ("prestadores"."latitude" is null or "prestadores"."latitude" between -90 and 90),
	CONSTRAINT "prestadores_longitude_ck" CHECK ("prestadores"."longitude" is null or "prestadores"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "resultados_exame" (
	"chave" uuid PRIMARY KEY NOT NULL,
	"pessoa_id" integer NOT NULL,
	"codigo_tuss" varchar(8) NOT NULL,
	"exame" text NOT NULL,
	"data_realizacao" date NOT NULL,
	"laboratorio" text NOT NULL,
	"medico_solicitante" text,
	"situacao" varchar(12) NOT NULL,
	"arquivo_chave" text,
	CONSTRAINT "resultados_exame_tuss_ck" CHECK ("resultados_exame"."codigo_tuss" ~ '^[0-9]{8}$'),
	CONSTRAINT "resultados_exame_situacao_ck" CHECK ("resultados_exame"."situacao" in ('DISPONIVEL', 'INDISPONIVEL')),
	CONSTRAINT "resultados_exame_arquivo_ck" CHECK ("resultados_exame"."situacao" = 'INDISPONIVEL' or "resultados_exame"."arquivo_chave" is not null)
);
--> statement-breakpoint
CREATE TABLE "solicitacao_autorizacao_arquivos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"nome" text NOT NULL,
	"chave" text NOT NULL,
	"tamanho_bytes" integer NOT NULL,
	"content_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitacoes_autorizacao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacoes_autorizacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"protocolo" varchar(20) NOT NULL,
	"pessoa_id" integer NOT NULL,
	"solicitado_por_pessoa_id" integer NOT NULL,
	"tipo" varchar(24) NOT NULL,
	"descricao" text NOT NULL,
	"contato_tipo" varchar(10),
	"contato" text,
	"solicitado_em" timestamp with time zone NOT NULL,
	"chave_idempotencia" uuid NOT NULL,
	"dados_hash" varchar(64) NOT NULL,
	CONSTRAINT "solicitacoes_autorizacao_protocolo_unique" UNIQUE("protocolo"),
	CONSTRAINT "solicitacoes_autorizacao_tipo_ck" CHECK ("solicitacoes_autorizacao"."tipo" in ('CONSULTA_EXAME_TERAPIA', 'ALTA_COMPLEXIDADE', 'INTERNACAO_ELETIVA', 'URGENCIA_EMERGENCIA')),
	CONSTRAINT "solicitacoes_autorizacao_descricao_ck" CHECK (char_length("solicitacoes_autorizacao"."descricao") between 1 and 500),
	CONSTRAINT "solicitacoes_autorizacao_contato_ck" CHECK (("solicitacoes_autorizacao"."contato" is null) = ("solicitacoes_autorizacao"."contato_tipo" is null) and ("solicitacoes_autorizacao"."contato_tipo" is null or "solicitacoes_autorizacao"."contato_tipo" in ('EMAIL', 'TELEFONE')))
);
--> statement-breakpoint
ALTER TABLE "autorizacao_procedimentos" ADD CONSTRAINT "autorizacao_procedimentos_autorizacao_id_autorizacoes_id_fk" FOREIGN KEY ("autorizacao_id") REFERENCES "public"."autorizacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacoes" ADD CONSTRAINT "autorizacoes_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacoes" ADD CONSTRAINT "autorizacoes_carteira_id_carteiras_id_fk" FOREIGN KEY ("carteira_id") REFERENCES "public"."carteiras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizacoes" ADD CONSTRAINT "autorizacoes_protocolo_protocolos_protocolo_fk" FOREIGN KEY ("protocolo") REFERENCES "public"."protocolos"("protocolo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_clinicos" ADD CONSTRAINT "documentos_clinicos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestador_procedimentos" ADD CONSTRAINT "prestador_procedimentos_prestador_id_prestadores_id_fk" FOREIGN KEY ("prestador_id") REFERENCES "public"."prestadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prestadores" ADD CONSTRAINT "prestadores_cidade_id_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_exame" ADD CONSTRAINT "resultados_exame_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_autorizacao_arquivos" ADD CONSTRAINT "solicitacao_autorizacao_arquivos_solicitacao_id_solicitacoes_autorizacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacoes_autorizacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_autorizacao" ADD CONSTRAINT "solicitacoes_autorizacao_protocolo_protocolos_protocolo_fk" FOREIGN KEY ("protocolo") REFERENCES "public"."protocolos"("protocolo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_autorizacao" ADD CONSTRAINT "solicitacoes_autorizacao_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_autorizacao" ADD CONSTRAINT "solicitacoes_autorizacao_solicitado_por_pessoa_id_pessoas_id_fk" FOREIGN KEY ("solicitado_por_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autorizacoes_id_guia_uq" ON "autorizacoes" USING btree ("id_guia");--> statement-breakpoint
CREATE INDEX "autorizacoes_carteira_idx" ON "autorizacoes" USING btree ("carteira_id","data_solicitacao");--> statement-breakpoint
CREATE INDEX "autorizacoes_pessoa_idx" ON "autorizacoes" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "documentos_clinicos_pessoa_idx" ON "documentos_clinicos" USING btree ("pessoa_id","data_emissao");--> statement-breakpoint
CREATE INDEX "prestadores_cidade_idx" ON "prestadores" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "resultados_exame_pessoa_idx" ON "resultados_exame" USING btree ("pessoa_id","data_realizacao");--> statement-breakpoint
CREATE INDEX "solicitacao_autorizacao_arquivos_solicitacao_idx" ON "solicitacao_autorizacao_arquivos" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitacoes_autorizacao_idempotencia_uq" ON "solicitacoes_autorizacao" USING btree ("solicitado_por_pessoa_id","chave_idempotencia");--> statement-breakpoint
CREATE INDEX "solicitacoes_autorizacao_pessoa_idx" ON "solicitacoes_autorizacao" USING btree ("pessoa_id");