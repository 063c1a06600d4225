CREATE TABLE "solicitacoes_titular" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "solicitacoes_titular_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"protocolo" varchar(20) NOT NULL,
	"pessoa_id" integer NOT NULL,
	"conta_id" integer,
	"tipo" varchar(30) NOT NULL,
	"campo" varchar(20),
	"valor_correto" text,
	"descricao" text DEFAULT '' NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"prazo" date NOT NULL,
	"decisao" varchar(20),
	"base_legal" varchar(30),
	"resposta" text,
	"execucao" jsonb,
	"decidida_em" timestamp with time zone,
	"decidida_por" integer,
	CONSTRAINT "solicitacoes_titular_protocolo_uq" UNIQUE("protocolo"),
	CONSTRAINT "solicitacoes_titular_tipo_ck" CHECK ("solicitacoes_titular"."tipo" in ('CONFIRMACAO_ACESSO', 'CORRECAO', 'ANONIMIZACAO_ELIMINACAO', 'COMPARTILHAMENTO', 'REVOGACAO_CONSENTIMENTO')),
	CONSTRAINT "solicitacoes_titular_campo_ck" CHECK (("solicitacoes_titular"."tipo" = 'CORRECAO') = ("solicitacoes_titular"."campo" is not null) and ("solicitacoes_titular"."campo" is null or "solicitacoes_titular"."campo" in ('NOME_SOCIAL', 'EMAIL', 'TELEFONE', 'OUTRO'))),
	CONSTRAINT "solicitacoes_titular_decisao_ck" CHECK ("solicitacoes_titular"."decisao" is null or "solicitacoes_titular"."decisao" in ('ATENDIDO', 'ATENDIDO_PARCIAL', 'NEGADO')),
	CONSTRAINT "solicitacoes_titular_decisao_inteira_ck" CHECK (("solicitacoes_titular"."decisao" is null) = ("solicitacoes_titular"."decidida_em" is null) and ("solicitacoes_titular"."decisao" is null) = ("solicitacoes_titular"."base_legal" is null) and ("solicitacoes_titular"."decisao" is null) = ("solicitacoes_titular"."resposta" is null))
);
--> statement-breakpoint
ALTER TABLE "protocolos" DROP CONSTRAINT "protocolos_tipo_ck";--> statement-breakpoint
ALTER TABLE "solicitacoes_titular" ADD CONSTRAINT "solicitacoes_titular_protocolo_protocolos_protocolo_fk" FOREIGN KEY ("protocolo") REFERENCES "public"."protocolos"("protocolo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_titular" ADD CONSTRAINT "solicitacoes_titular_pessoa_id_pessoas_id_fk" FOREIGN KEY ("pessoa_id") REFERENCES "public"."pessoas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitacoes_titular_pessoa_idx" ON "solicitacoes_titular" USING btree ("pessoa_id","criado_em");--> statement-breakpoint
CREATE INDEX "solicitacoes_titular_abertas_idx" ON "solicitacoes_titular" USING btree ("prazo") WHERE "solicitacoes_titular"."decisao" is null;--> statement-breakpoint
ALTER TABLE "protocolos" ADD CONSTRAINT "protocolos_tipo_ck" CHECK ("protocolos"."tipo" in ('SEGUNDA_VIA_CARTAO', 'CANCELAMENTO_CONTRATO', 'CERTIDAO_OBITO', 'DEBITO_CONTA_ATIVACAO', 'DEBITO_CONTA_DESATIVACAO', 'REEMBOLSO', 'AUTORIZACAO', 'AGENDAMENTO', 'DIREITOS_TITULAR'));