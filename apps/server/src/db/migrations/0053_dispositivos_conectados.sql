CREATE TABLE "dispositivos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispositivos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conta_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"navegador" text,
	"sistema" text,
	"primeiro_acesso_em" timestamp with time zone NOT NULL,
	"ultimo_acesso_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "dispositivo_id" integer;--> statement-breakpoint
ALTER TABLE "dispositivos" ADD CONSTRAINT "dispositivos_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispositivos_conta_token" ON "dispositivos" USING btree ("conta_id","token_hash");--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_dispositivo_id_dispositivos_id_fk" FOREIGN KEY ("dispositivo_id") REFERENCES "public"."dispositivos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessoes_dispositivo_idx" ON "sessoes" USING btree ("dispositivo_id");