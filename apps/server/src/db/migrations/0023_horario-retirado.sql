ALTER TABLE "agenda_horarios" DROP CONSTRAINT "agenda_horarios_profissional_inicio_uq";--> statement-breakpoint
ALTER TABLE "agenda_horarios" ADD COLUMN "removido_em" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_horarios_profissional_inicio_uq" ON "agenda_horarios" USING btree ("prestador_id","profissional","inicio") WHERE "agenda_horarios"."removido_em" is null;