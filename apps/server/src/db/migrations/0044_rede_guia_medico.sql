-- Guia Médico (issue 40): distance search through earthdistance (on cube), written by hand.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "rede_alteracoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rede_alteracoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_erp" varchar(64) NOT NULL,
	"local_id" integer NOT NULL,
	"data_saida" date NOT NULL,
	"substituto_local_id" integer,
	"motivo" text,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "rede_alteracoes_id_erp_unique" UNIQUE("id_erp"),
	CONSTRAINT "rede_alteracoes_substituto_ck" CHECK ("rede_alteracoes"."substituto_local_id" is null or "rede_alteracoes"."substituto_local_id" <> "rede_alteracoes"."local_id")
);
--> statement-breakpoint
CREATE TABLE "rede_locais" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rede_locais_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_erp" varchar(64) NOT NULL,
	"prestador_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"nome" text,
	"logradouro" text NOT NULL,
	"numero" varchar(20) NOT NULL,
	"complemento" text,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"uf" varchar(2) NOT NULL,
	"cep" varchar(8) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"telefones" text[] DEFAULT '{}'::text[] NOT NULL,
	"horarios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pronto_socorro_24h" boolean DEFAULT false NOT NULL,
	"telemedicina" boolean DEFAULT false NOT NULL,
	"acessibilidade" text[] DEFAULT '{}'::text[] NOT NULL,
	"unidade_agendamento_id" integer,
	"atualizado_em" timestamp with time zone NOT NULL,
	"cidade_busca" text GENERATED ALWAYS AS (lower(translate(cidade, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'))) STORED,
	"bairro_busca" text GENERATED ALWAYS AS (lower(translate(bairro, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'))) STORED,
	CONSTRAINT "rede_locais_id_erp_unique" UNIQUE("id_erp"),
	CONSTRAINT "rede_locais_tipo_ck" CHECK ("rede_locais"."tipo" in ('HOSPITAL', 'CLINICA', 'LABORATORIO', 'CONSULTORIO', 'PRONTO_ATENDIMENTO')),
	CONSTRAINT "rede_locais_cep_ck" CHECK ("rede_locais"."cep" ~ '^[0-9]{8}$'),
	CONSTRAINT "rede_locais_uf_ck" CHECK ("rede_locais"."uf" ~ '^[A-Z]{2}$'),
	CONSTRAINT "rede_locais_latitude_ck" CHECK ("rede_locais"."latitude" between -90 and 90),
	CONSTRAINT "rede_locais_longitude_ck" CHECK ("rede_locais"."longitude" between -180 and 180),
	CONSTRAINT "rede_locais_horarios_ck" CHECK (jsonb_typeof("rede_locais"."horarios") = 'array'),
	CONSTRAINT "rede_locais_acessibilidade_ck" CHECK ("rede_locais"."acessibilidade" <@ array['RAMPA_OU_ELEVADOR', 'BANHEIRO_ADAPTADO', 'VAGA_PCD', 'LIBRAS', 'PISO_TATIL', 'CADEIRA_DE_RODAS']::text[])
);
--> statement-breakpoint
CREATE TABLE "rede_local_produtos" (
	"produto_id" integer NOT NULL,
	"local_id" integer NOT NULL,
	CONSTRAINT "rede_local_produtos_produto_id_local_id_pk" PRIMARY KEY("produto_id","local_id")
);
--> statement-breakpoint
CREATE TABLE "rede_local_servicos" (
	"servico_id" integer NOT NULL,
	"local_id" integer NOT NULL,
	CONSTRAINT "rede_local_servicos_servico_id_local_id_pk" PRIMARY KEY("servico_id","local_id")
);
--> statement-breakpoint
CREATE TABLE "rede_prestadores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rede_prestadores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_erp" varchar(64) NOT NULL,
	"tipo_pessoa" varchar(2) NOT NULL,
	"nome" text NOT NULL,
	"nome_fantasia" text,
	"conselho" varchar(8),
	"conselho_numero" varchar(20),
	"conselho_uf" varchar(2),
	"cnpj" varchar(14),
	"qualidade" text[] DEFAULT '{}'::text[] NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	"nome_busca" text GENERATED ALWAYS AS (lower(translate(nome || ' ' || coalesce(nome_fantasia, ''), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucny'))) STORED,
	CONSTRAINT "rede_prestadores_id_erp_unique" UNIQUE("id_erp"),
	CONSTRAINT "rede_prestadores_tipo_pessoa_ck" CHECK ("rede_prestadores"."tipo_pessoa" in ('PF', 'PJ')),
	CONSTRAINT "rede_prestadores_conselho_ck" CHECK (("rede_prestadores"."conselho" is null) = ("rede_prestadores"."conselho_numero" is null) and ("rede_prestadores"."conselho" is null) = ("rede_prestadores"."conselho_uf" is null) and ("rede_prestadores"."conselho" is null or "rede_prestadores"."conselho" in ('CRM', 'CRO', 'CRP', 'CRN', 'CREFITO', 'CRFA', 'COREN'))),
	CONSTRAINT "rede_prestadores_documento_ck" CHECK (("rede_prestadores"."tipo_pessoa" = 'PF' and "rede_prestadores"."conselho" is not null and "rede_prestadores"."cnpj" is null) or ("rede_prestadores"."tipo_pessoa" = 'PJ' and "rede_prestadores"."cnpj" ~ '^[0-9]{14}$')),
	CONSTRAINT "rede_prestadores_qualidade_ck" CHECK ("rede_prestadores"."qualidade" <@ array['ACREDITACAO', 'NOTIVISA', 'QUALIDADE_MONITORADA', 'ESPECIALIZACAO', 'RESIDENCIA', 'TITULO_ESPECIALISTA']::text[])
);
--> statement-breakpoint
CREATE TABLE "rede_produtos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rede_produtos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registro_ans" varchar(20) NOT NULL,
	"nome" text NOT NULL,
	"segmento" varchar(14) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "rede_produtos_registro_ans_unique" UNIQUE("registro_ans"),
	CONSTRAINT "rede_produtos_segmento_ck" CHECK ("rede_produtos"."segmento" in ('MEDICO', 'ODONTOLOGICO'))
);
--> statement-breakpoint
CREATE TABLE "rede_servicos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rede_servicos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" varchar(30) NOT NULL,
	"nome" text NOT NULL,
	"tipo" varchar(14) NOT NULL,
	"sinonimos" text[] DEFAULT '{}'::text[] NOT NULL,
	"atualizado_em" timestamp with time zone NOT NULL,
	CONSTRAINT "rede_servicos_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "rede_servicos_codigo_ck" CHECK ("rede_servicos"."codigo" ~ '^[A-Z0-9_]{1,30}$'),
	CONSTRAINT "rede_servicos_tipo_ck" CHECK ("rede_servicos"."tipo" in ('ESPECIALIDADE', 'SERVICO'))
);
--> statement-breakpoint
ALTER TABLE "rede_alteracoes" ADD CONSTRAINT "rede_alteracoes_local_id_rede_locais_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."rede_locais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rede_alteracoes" ADD CONSTRAINT "rede_alteracoes_substituto_local_id_rede_locais_id_fk" FOREIGN KEY ("substituto_local_id") REFERENCES "public"."rede_locais"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rede_locais" ADD CONSTRAINT "rede_locais_prestador_id_rede_prestadores_id_fk" FOREIGN KEY ("prestador_id") REFERENCES "public"."rede_prestadores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rede_locais" ADD CONSTRAINT "rede_locais_unidade_agendamento_id_prestadores_id_fk" FOREIGN KEY ("unidade_agendamento_id") REFERENCES "public"."prestadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rede_local_produtos" ADD CONSTRAINT "rede_local_produtos_produto_id_rede_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."rede_produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rede_local_produtos" ADD CONSTRAINT "rede_local_produtos_local_id_rede_locais_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."rede_locais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rede_local_servicos" ADD CONSTRAINT "rede_local_servicos_servico_id_rede_servicos_id_fk" FOREIGN KEY ("servico_id") REFERENCES "public"."rede_servicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rede_local_servicos" ADD CONSTRAINT "rede_local_servicos_local_id_rede_locais_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."rede_locais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rede_alteracoes_local_idx" ON "rede_alteracoes" USING btree ("local_id");--> statement-breakpoint
CREATE INDEX "rede_alteracoes_data_idx" ON "rede_alteracoes" USING btree ("data_saida");--> statement-breakpoint
CREATE INDEX "rede_locais_prestador_idx" ON "rede_locais" USING btree ("prestador_id");--> statement-breakpoint
CREATE INDEX "rede_locais_cidade_idx" ON "rede_locais" USING btree ("uf","cidade_busca","bairro_busca");--> statement-breakpoint
CREATE INDEX "rede_locais_cep_idx" ON "rede_locais" USING btree ("cep");--> statement-breakpoint
CREATE INDEX "rede_local_produtos_local_idx" ON "rede_local_produtos" USING btree ("local_id");--> statement-breakpoint
CREATE INDEX "rede_local_servicos_local_idx" ON "rede_local_servicos" USING btree ("local_id");--> statement-breakpoint
CREATE INDEX "rede_prestadores_nome_busca_trgm_idx" ON "rede_prestadores" USING gin ("nome_busca" gin_trgm_ops);--> statement-breakpoint
-- Distance search (decision 0046): a GiST index over each location's point on the earth; drizzle-kit cannot
-- declare it. Queries order by ll_to_earth(latitude, longitude) <-> ll_to_earth(origin) (KNN on cube).
CREATE INDEX "rede_locais_geo_idx" ON "rede_locais" USING gist (ll_to_earth("latitude", "longitude"));
