CREATE TABLE "envios_diarios" (
	"conta_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"dia" date NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "envios_diarios_conta_id_tipo_dia_pk" PRIMARY KEY("conta_id","tipo","dia"),
	CONSTRAINT "envios_diarios_tipo_ck" CHECK ("envios_diarios"."tipo" in ('REEMBOLSO', 'SOLICITACAO_AUTORIZACAO', 'DEBITO_CONTA', 'CERTIDAO_OBITO'))
);
--> statement-breakpoint
ALTER TABLE "envios_diarios" ADD CONSTRAINT "envios_diarios_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE cascade ON UPDATE no action;