CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"conta_id" integer,
	"pessoa_id" integer,
	"acao" text NOT NULL,
	"recurso" text,
	"origem" text,
	"ip" text,
	"resultado" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"conta_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cpf_hash" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone NOT NULL,
	"sucesso" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pessoa_id" integer NOT NULL,
	"senha_hash" text NOT NULL,
	"credenciais_expiradas" boolean DEFAULT false NOT NULL,
	"permissoes" jsonb NOT NULL,
	"senha_alterada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_accounts_pessoa_id_unique" UNIQUE("pessoa_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"conta_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"origem" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_contacts" (
	"chave" text PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"tipo" text NOT NULL,
	"valor" text NOT NULL,
	"aceita_whatsapp" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_parameters" (
	"nome" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"publico" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cpf" varchar(11) NOT NULL,
	"nome_completo" text NOT NULL,
	"nome_social" text,
	"data_nascimento" date NOT NULL,
	"sexo" varchar(1) NOT NULL,
	"estado_civil" text,
	"cns" varchar(15),
	"nome_mae" text,
	"identidade_numero" text,
	"identidade_data_emissao" date,
	"identidade_uf_emissao" varchar(2),
	"identidade_orgao_emissao" text,
	"identidade_pais_emissao" text,
	"imagem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_cpf_unique" UNIQUE("cpf")
);
--> statement-breakpoint
CREATE TABLE "person_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pessoa_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"valor" text NOT NULL,
	"principal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficiarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "beneficiarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pessoa_id" integer NOT NULL,
	"contrato_id" integer NOT NULL,
	"grupo_familiar_id" integer NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"titular_id" integer,
	"parentesco" text,
	"data_inclusao" date NOT NULL,
	CONSTRAINT "beneficiarios_pessoa_contrato_tipo_uq" UNIQUE("pessoa_id","contrato_id","tipo")
);
--> statement-breakpoint
CREATE TABLE "carteiras" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carteiras_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" varchar(20) NOT NULL,
	"beneficiario_id" integer NOT NULL,
	"contrato_id" integer NOT NULL,
	"validade" date NOT NULL,
	"via" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "carteiras_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "contratos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contratos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	"plano" text NOT NULL,
	"segmentacao" text NOT NULL,
	"registro_ans_produto" text NOT NULL,
	"tipo_contratacao" text NOT NULL,
	"acomodacao" text,
	"abrangencia" text,
	"data_inicio" date NOT NULL,
	"situacao" text DEFAULT 'ATIVO' NOT NULL,
	"grupo_familiar_id" integer NOT NULL,
	CONSTRAINT "contratos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "family_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" text NOT NULL,
	CONSTRAINT "family_groups_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "functionality_usage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "functionality_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conta_id" integer NOT NULL,
	"recurso" text NOT NULL,
	"complemento" text,
	"documento_acessado" text,
	"origem" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_usage" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_usage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conta_id" integer NOT NULL,
	"recurso" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"origem" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_conta_id_portal_accounts_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."portal_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_accounts" ADD CONSTRAINT "portal_accounts_pessoa_id_people_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_conta_id_portal_accounts_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."portal_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_contacts" ADD CONSTRAINT "person_contacts_pessoa_id_people_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarios" ADD CONSTRAINT "beneficiarios_pessoa_id_people_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarios" ADD CONSTRAINT "beneficiarios_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarios" ADD CONSTRAINT "beneficiarios_grupo_familiar_id_family_groups_id_fk" FOREIGN KEY ("grupo_familiar_id") REFERENCES "public"."family_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiarios" ADD CONSTRAINT "beneficiarios_titular_id_beneficiarios_id_fk" FOREIGN KEY ("titular_id") REFERENCES "public"."beneficiarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carteiras" ADD CONSTRAINT "carteiras_beneficiario_id_beneficiarios_id_fk" FOREIGN KEY ("beneficiario_id") REFERENCES "public"."beneficiarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carteiras" ADD CONSTRAINT "carteiras_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_grupo_familiar_id_family_groups_id_fk" FOREIGN KEY ("grupo_familiar_id") REFERENCES "public"."family_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "functionality_usage" ADD CONSTRAINT "functionality_usage_conta_id_portal_accounts_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."portal_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_usage" ADD CONSTRAINT "resource_usage_conta_id_portal_accounts_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."portal_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_pessoa_at_idx" ON "audit_log" USING btree ("pessoa_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_conta_at_idx" ON "audit_log" USING btree ("conta_id","at");--> statement-breakpoint
CREATE INDEX "login_attempts_cpf_at_idx" ON "login_attempts" USING btree ("cpf_hash","at");--> statement-breakpoint
CREATE INDEX "sessions_conta_idx" ON "sessions" USING btree ("conta_id");--> statement-breakpoint
CREATE INDEX "person_contacts_pessoa_idx" ON "person_contacts" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "beneficiarios_pessoa_idx" ON "beneficiarios" USING btree ("pessoa_id");--> statement-breakpoint
CREATE INDEX "beneficiarios_grupo_idx" ON "beneficiarios" USING btree ("grupo_familiar_id");--> statement-breakpoint
CREATE INDEX "carteiras_beneficiario_idx" ON "carteiras" USING btree ("beneficiario_id");--> statement-breakpoint
CREATE INDEX "contratos_grupo_idx" ON "contratos" USING btree ("grupo_familiar_id");--> statement-breakpoint
CREATE INDEX "functionality_usage_conta_idx" ON "functionality_usage" USING btree ("conta_id");--> statement-breakpoint
CREATE INDEX "resource_usage_conta_idx" ON "resource_usage" USING btree ("conta_id");