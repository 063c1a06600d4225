CREATE TABLE "carencias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carencias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_erp" varchar(64) NOT NULL,
	"beneficiario_id" integer NOT NULL,
	"grupo" varchar(30) NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	CONSTRAINT "carencias_id_erp_unique" UNIQUE("id_erp"),
	CONSTRAINT "carencias_periodo_ck" CHECK ("carencias"."fim" >= "carencias"."inicio"),
	CONSTRAINT "carencias_grupo_ck" CHECK ("carencias"."grupo" in ('URGENCIA_EMERGENCIA', 'CONSULTAS', 'EXAMES_SIMPLES', 'EXAMES_COMPLEXOS_TERAPIAS', 'ALTA_COMPLEXIDADE', 'INTERNACOES_CIRURGIAS', 'PARTO_A_TERMO', 'ODONTOLOGIA'))
);
--> statement-breakpoint
CREATE TABLE "coberturas_parciais_temporarias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coberturas_parciais_temporarias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_erp" varchar(64) NOT NULL,
	"beneficiario_id" integer NOT NULL,
	"condicao" text NOT NULL,
	"cid" varchar(8),
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"restricoes" text[] NOT NULL,
	CONSTRAINT "coberturas_parciais_temporarias_id_erp_unique" UNIQUE("id_erp"),
	CONSTRAINT "cpt_periodo_ck" CHECK ("coberturas_parciais_temporarias"."fim" >= "coberturas_parciais_temporarias"."inicio"),
	CONSTRAINT "cpt_condicao_ck" CHECK (length("coberturas_parciais_temporarias"."condicao") between 1 and 200),
	CONSTRAINT "cpt_cid_ck" CHECK ("coberturas_parciais_temporarias"."cid" is null or "coberturas_parciais_temporarias"."cid" ~ '^[A-Z][0-9]{2}(\.[0-9A-Z]{1,2})?$'),
	CONSTRAINT "cpt_restricoes_ck" CHECK ("coberturas_parciais_temporarias"."restricoes" <@ array['EVENTOS_CIRURGICOS', 'LEITOS_ALTA_TECNOLOGIA', 'PROCEDIMENTOS_ALTA_COMPLEXIDADE']::text[] and cardinality("coberturas_parciais_temporarias"."restricoes") > 0)
);
--> statement-breakpoint
ALTER TABLE "carencias" ADD CONSTRAINT "carencias_beneficiario_id_beneficiarios_id_fk" FOREIGN KEY ("beneficiario_id") REFERENCES "public"."beneficiarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coberturas_parciais_temporarias" ADD CONSTRAINT "coberturas_parciais_temporarias_beneficiario_id_beneficiarios_id_fk" FOREIGN KEY ("beneficiario_id") REFERENCES "public"."beneficiarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carencias_beneficiario_idx" ON "carencias" USING btree ("beneficiario_id");--> statement-breakpoint
CREATE INDEX "cpt_beneficiario_idx" ON "coberturas_parciais_temporarias" USING btree ("beneficiario_id");