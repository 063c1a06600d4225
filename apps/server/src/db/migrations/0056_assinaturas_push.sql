CREATE TABLE "assinaturas_push" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assinaturas_push_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conta_id" integer NOT NULL,
	"dispositivo_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"criada_em" timestamp with time zone NOT NULL,
	"ultimo_uso_em" timestamp with time zone NOT NULL,
	CONSTRAINT "assinaturas_push_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "assinaturas_push" ADD CONSTRAINT "assinaturas_push_conta_id_contas_id_fk" FOREIGN KEY ("conta_id") REFERENCES "public"."contas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas_push" ADD CONSTRAINT "assinaturas_push_dispositivo_id_dispositivos_id_fk" FOREIGN KEY ("dispositivo_id") REFERENCES "public"."dispositivos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assinaturas_push_conta_idx" ON "assinaturas_push" USING btree ("conta_id");--> statement-breakpoint
CREATE INDEX "assinaturas_push_dispositivo_idx" ON "assinaturas_push" USING btree ("dispositivo_id");