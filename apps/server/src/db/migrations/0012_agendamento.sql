CREATE TABLE "agenda_horarios" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prestador_id" integer NOT NULL,
	"especialidade_id" integer NOT NULL,
	"profissional" text NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	CONSTRAINT "agenda_horarios_profissional_inicio_uq" UNIQUE("prestador_id","profissional","inicio"),
	CONSTRAINT "agenda_horarios_periodo_ck" CHECK ("agenda_horarios"."fim" > "agenda_horarios"."inicio")
);
--> statement-breakpoint
CREATE TABLE "agenda_reservas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"horario_id" uuid NOT NULL,
	"pessoa_id" integer NOT NULL,
	"especialidade_id" integer NOT NULL,
	"solicitante_pessoa_id" integer NOT NULL,
	"criada_em" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "agenda_reservas_horario_uq" UNIQUE("horario_id"),
	CONSTRAINT "agenda_reservas_pessoa_especialidade_uq" UNIQUE("pessoa_id","especialidade_id"),
	CONSTRAINT "agenda_reservas_validade_ck" CHECK ("agenda_reservas"."expira_em" > "agenda_reservas"."criada_em")
);
--> statement-breakpoint
CREATE TABLE "agendamento_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"agendamento_id" uuid NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"confirmacao_usada_em" timestamp with time zone,
	"cancelamento_usado_em" timestamp with time zone,
	"motivo" varchar(12) NOT NULL,
	CONSTRAINT "agendamento_tokens_hash_ck" CHECK ("agendamento_tokens"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "agendamento_tokens_motivo_ck" CHECK ("agendamento_tokens"."motivo" in ('AGENDAMENTO', 'LEMBRETE', 'DEMO'))
);
--> statement-breakpoint
CREATE TABLE "agendamentos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pessoa_id" integer NOT NULL,
	"horario_id" uuid NOT NULL,
	"especialidade_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"protocolo" varchar(20),
	"solicitante_pessoa_id" integer,
	"contato_canal" varchar(5),
	"contato" text,
	"criado_em" timestamp with time zone NOT NULL,
	"confirmado_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone,
	"cancelado_por" varchar(12),
	"lembrete_enviado_em" timestamp with time zone,
	CONSTRAINT "agendamentos_status_ck" CHECK ("agendamentos"."status" in ('SOLICITADO', 'AGENDADO', 'CONFIRMADO', 'REALIZADO', 'FALTA', 'CANCELADO')),
	CONSTRAINT "agendamentos_periodo_ck" CHECK ("agendamentos"."fim" > "agendamentos"."inicio"),
	CONSTRAINT "agendamentos_cancelamento_ck" CHECK (("agendamentos"."status" = 'CANCELADO') = ("agendamentos"."cancelado_em" is not null and "agendamentos"."cancelado_por" is not null)),
	CONSTRAINT "agendamentos_cancelado_por_ck" CHECK ("agendamentos"."cancelado_por" is null or "agendamentos"."cancelado_por" in ('BENEFICIARIO', 'LINK', 'OPERADORA')),
	CONSTRAINT "agendamentos_contato_ck" CHECK (("agendamentos"."contato" is null) = ("agendamentos"."contato_canal" is null) and ("agendamentos"."contato_canal" is null or "agendamentos"."contato_canal" in ('EMAIL', 'SMS')))
);
--> statement-breakpoint
CREATE TABLE "especialidades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "especialidades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" varchar(20) NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "especialidades_codigo_unique" UNIQUE("codigo"),
	CONSTRAINT "especialidades_codigo_ck" CHECK ("especialidades"."codigo" ~ '^[A-Z0-9_]{1,20}$')
);
--> statement-breakpoint
ALTER TABLE "protocolos" DROP CONSTRAINT "protocolos_tipo_ck";--> statement-breakpoint
ALTER TABLE "agenda_horarios" ADD CONSTRAINT "agenda_horarios_prestador_id_prestadores_id_fk" FOREIGN KEY ("prestador_id") REFERENCES "public"."prestadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_horarios" ADD CONSTRAINT "agenda_horarios_especialidade_id_especialidades_id_fk" FOREIGN KEY ("especialidade_id") REFERENCES "public"."especialidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_reservas" ADD CONSTRAINT "agenda_reservas_horario_id_agenda_horarios_id_fk" FOREIGN KEY ("horario_id") REFERENCES "public"."agenda_horarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_reservas" ADD CONSTRAINT "agenda_reservas_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_reservas" ADD CONSTRAINT "agenda_reservas_especialidade_id_especialidades_id_fk" FOREIGN KEY ("especialidade_id") REFERENCES "public"."especialidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_reservas" ADD CONSTRAINT "agenda_reservas_solicitante_pessoa_id_pessoas_id_fk" FOREIGN KEY ("solicitante_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamento_tokens" ADD CONSTRAINT "agendamento_tokens_agendamento_id_agendamentos_id_fk" FOREIGN KEY ("agendamento_id") REFERENCES "public"."agendamentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_horario_id_agenda_horarios_id_fk" FOREIGN KEY ("horario_id") REFERENCES "public"."agenda_horarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_especialidade_id_especialidades_id_fk" FOREIGN KEY ("especialidade_id") REFERENCES "public"."especialidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_protocolo_protocolos_protocolo_fk" FOREIGN KEY ("protocolo") REFERENCES "public"."protocolos"("protocolo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_solicitante_pessoa_id_pessoas_id_fk" FOREIGN KEY ("solicitante_pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_horarios_especialidade_idx" ON "agenda_horarios" USING btree ("especialidade_id","inicio");--> statement-breakpoint
CREATE INDEX "agendamento_tokens_agendamento_idx" ON "agendamento_tokens" USING btree ("agendamento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agendamentos_horario_ativo_uq" ON "agendamentos" USING btree ("horario_id") WHERE status in ('SOLICITADO', 'AGENDADO', 'CONFIRMADO');--> statement-breakpoint
CREATE INDEX "agendamentos_pessoa_idx" ON "agendamentos" USING btree ("pessoa_id","inicio");--> statement-breakpoint
CREATE INDEX "agendamentos_lembrete_idx" ON "agendamentos" USING btree ("inicio") WHERE lembrete_enviado_em is null;--> statement-breakpoint
ALTER TABLE "protocolos" ADD CONSTRAINT "protocolos_tipo_ck" CHECK ("protocolos"."tipo" in ('SEGUNDA_VIA_CARTAO', 'CANCELAMENTO_CONTRATO', 'CERTIDAO_OBITO', 'DEBITO_CONTA_ATIVACAO', 'DEBITO_CONTA_DESATIVACAO', 'REEMBOLSO', 'AUTORIZACAO', 'AGENDAMENTO'));--> statement-breakpoint
-- Hand-written (drizzle-kit cannot declare an exclusion constraint): no two active appointments of one
-- beneficiary overlap in time, whoever books them and however they race (decision 0021). btree_gist gives
-- the gist index its equality on pessoa_id; PGlite loads it from its contrib (db/client.ts), PostgreSQL 15
-- ships it (trusted: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_sem_sobreposicao_ex" EXCLUDE USING gist ("pessoa_id" WITH =, tstzrange("inicio", "fim") WITH &&) WHERE (status in ('SOLICITADO', 'AGENDADO', 'CONFIRMADO'));
