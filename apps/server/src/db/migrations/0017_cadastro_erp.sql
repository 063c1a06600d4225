ALTER TABLE "beneficiarios" ADD COLUMN "data_exclusao" date;--> statement-breakpoint
ALTER TABLE "grupos_familiares" ADD COLUMN "id_erp" varchar(64);--> statement-breakpoint
ALTER TABLE "grupos_familiares" ADD CONSTRAINT "grupos_familiares_id_erp_unique" UNIQUE("id_erp");--> statement-breakpoint
ALTER TABLE "beneficiarios" ADD CONSTRAINT "beneficiarios_exclusao_ck" CHECK ("beneficiarios"."data_exclusao" is null or "beneficiarios"."data_exclusao" >= "beneficiarios"."data_inclusao");