-- One vocabulary (issue 8 §5, docs/glossary.md): the tables take the Portuguese names the spec and the
-- screens use. Renames only, so every row survives; the identity sequences, primary keys, foreign keys and
-- unique constraints named after a table follow it, so a migrated database matches a new one.
ALTER TABLE "audit_log" RENAME TO "auditoria";
--> statement-breakpoint
ALTER TABLE "access_tokens" RENAME TO "tokens_acesso";
--> statement-breakpoint
ALTER TABLE "login_attempts" RENAME TO "tentativas_login";
--> statement-breakpoint
ALTER TABLE "portal_accounts" RENAME TO "contas";
--> statement-breakpoint
ALTER TABLE "sessions" RENAME TO "sessoes";
--> statement-breakpoint
ALTER TABLE "notification_outbox" RENAME TO "caixa_saida_notificacoes";
--> statement-breakpoint
ALTER TABLE "one_time_codes" RENAME TO "codigos_verificacao";
--> statement-breakpoint
ALTER TABLE "operator_contacts" RENAME TO "contatos_operadora";
--> statement-breakpoint
ALTER TABLE "operator_parameters" RENAME TO "parametros_operadora";
--> statement-breakpoint
ALTER TABLE "people" RENAME TO "pessoas";
--> statement-breakpoint
ALTER TABLE "person_contacts" RENAME TO "pessoa_contatos";
--> statement-breakpoint
ALTER TABLE "family_groups" RENAME TO "grupos_familiares";
--> statement-breakpoint
ALTER TABLE "functionality_usage" RENAME TO "utilizacao_funcionalidades";
--> statement-breakpoint
ALTER TABLE "resource_usage" RENAME TO "utilizacao_recursos";
--> statement-breakpoint
ALTER SEQUENCE "audit_log_id_seq" RENAME TO "auditoria_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "access_tokens_id_seq" RENAME TO "tokens_acesso_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "login_attempts_id_seq" RENAME TO "tentativas_login_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "portal_accounts_id_seq" RENAME TO "contas_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "sessions_id_seq" RENAME TO "sessoes_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "notification_outbox_id_seq" RENAME TO "caixa_saida_notificacoes_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "one_time_codes_id_seq" RENAME TO "codigos_verificacao_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "people_id_seq" RENAME TO "pessoas_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "person_contacts_id_seq" RENAME TO "pessoa_contatos_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "family_groups_id_seq" RENAME TO "grupos_familiares_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "functionality_usage_id_seq" RENAME TO "utilizacao_funcionalidades_id_seq";
--> statement-breakpoint
ALTER SEQUENCE "resource_usage_id_seq" RENAME TO "utilizacao_recursos_id_seq";
--> statement-breakpoint
ALTER TABLE "auditoria" RENAME CONSTRAINT "audit_log_pkey" TO "auditoria_pkey";
--> statement-breakpoint
ALTER TABLE "tokens_acesso" RENAME CONSTRAINT "access_tokens_pkey" TO "tokens_acesso_pkey";
--> statement-breakpoint
ALTER TABLE "tokens_acesso" RENAME CONSTRAINT "access_tokens_conta_id_portal_accounts_id_fk" TO "tokens_acesso_conta_id_contas_id_fk";
--> statement-breakpoint
ALTER TABLE "tokens_acesso" RENAME CONSTRAINT "access_tokens_token_hash_unique" TO "tokens_acesso_token_hash_unique";
--> statement-breakpoint
ALTER TABLE "tentativas_login" RENAME CONSTRAINT "login_attempts_pkey" TO "tentativas_login_pkey";
--> statement-breakpoint
ALTER TABLE "contas" RENAME CONSTRAINT "portal_accounts_pkey" TO "contas_pkey";
--> statement-breakpoint
ALTER TABLE "contas" RENAME CONSTRAINT "portal_accounts_pessoa_id_people_id_fk" TO "contas_pessoa_id_pessoas_id_fk";
--> statement-breakpoint
ALTER TABLE "contas" RENAME CONSTRAINT "portal_accounts_pessoa_id_unique" TO "contas_pessoa_id_unique";
--> statement-breakpoint
ALTER TABLE "sessoes" RENAME CONSTRAINT "sessions_pkey" TO "sessoes_pkey";
--> statement-breakpoint
ALTER TABLE "sessoes" RENAME CONSTRAINT "sessions_conta_id_portal_accounts_id_fk" TO "sessoes_conta_id_contas_id_fk";
--> statement-breakpoint
ALTER TABLE "sessoes" RENAME CONSTRAINT "sessions_token_hash_unique" TO "sessoes_token_hash_unique";
--> statement-breakpoint
ALTER TABLE "caixa_saida_notificacoes" RENAME CONSTRAINT "notification_outbox_pkey" TO "caixa_saida_notificacoes_pkey";
--> statement-breakpoint
ALTER TABLE "codigos_verificacao" RENAME CONSTRAINT "one_time_codes_pkey" TO "codigos_verificacao_pkey";
--> statement-breakpoint
ALTER TABLE "codigos_verificacao" RENAME CONSTRAINT "one_time_codes_pessoa_id_people_id_fk" TO "codigos_verificacao_pessoa_id_pessoas_id_fk";
--> statement-breakpoint
ALTER TABLE "enderecos" RENAME CONSTRAINT "enderecos_pessoa_id_people_id_fk" TO "enderecos_pessoa_id_pessoas_id_fk";
--> statement-breakpoint
ALTER TABLE "segunda_via_solicitacoes" RENAME CONSTRAINT "segunda_via_solicitacoes_pessoa_id_people_id_fk" TO "segunda_via_solicitacoes_pessoa_id_pessoas_id_fk";
--> statement-breakpoint
ALTER TABLE "segunda_via_solicitacoes" RENAME CONSTRAINT "segunda_via_solicitacoes_solicitado_por_pessoa_id_people_id_fk" TO "segunda_via_solicitacoes_solicitado_por_pessoa_id_pessoas_id_fk";
--> statement-breakpoint
ALTER TABLE "certidoes_obito" RENAME CONSTRAINT "certidoes_obito_enviado_por_pessoa_id_people_id_fk" TO "certidoes_obito_enviado_por_pessoa_id_pessoas_id_fk";
--> statement-breakpoint
ALTER TABLE "contrato_cancelamentos" RENAME CONSTRAINT "contrato_cancelamentos_solicitado_por_pessoa_id_people_id_fk" TO "contrato_cancelamentos_solicitado_por_pessoa_id_pessoas_id_fk";
--> statement-breakpoint
ALTER TABLE "contatos_operadora" RENAME CONSTRAINT "operator_contacts_pkey" TO "contatos_operadora_pkey";
--> statement-breakpoint
ALTER TABLE "parametros_operadora" RENAME CONSTRAINT "operator_parameters_pkey" TO "parametros_operadora_pkey";
--> statement-breakpoint
ALTER TABLE "pessoas" RENAME CONSTRAINT "people_pkey" TO "pessoas_pkey";
--> statement-breakpoint
ALTER TABLE "pessoas" RENAME CONSTRAINT "people_cpf_unique" TO "pessoas_cpf_unique";
--> statement-breakpoint
ALTER TABLE "pessoa_contatos" RENAME CONSTRAINT "person_contacts_pkey" TO "pessoa_contatos_pkey";
--> statement-breakpoint
ALTER TABLE "pessoa_contatos" RENAME CONSTRAINT "person_contacts_pessoa_id_people_id_fk" TO "pessoa_contatos_pessoa_id_pessoas_id_fk";
--> statement-breakpoint
ALTER TABLE "beneficiarios" RENAME CONSTRAINT "beneficiarios_pessoa_id_people_id_fk" TO "beneficiarios_pessoa_id_pessoas_id_fk";
--> statement-breakpoint
ALTER TABLE "beneficiarios" RENAME CONSTRAINT "beneficiarios_grupo_familiar_id_family_groups_id_fk" TO "beneficiarios_grupo_familiar_id_grupos_familiares_id_fk";
--> statement-breakpoint
ALTER TABLE "contratos" RENAME CONSTRAINT "contratos_grupo_familiar_id_family_groups_id_fk" TO "contratos_grupo_familiar_id_grupos_familiares_id_fk";
--> statement-breakpoint
ALTER TABLE "grupos_familiares" RENAME CONSTRAINT "family_groups_pkey" TO "grupos_familiares_pkey";
--> statement-breakpoint
ALTER TABLE "grupos_familiares" RENAME CONSTRAINT "family_groups_codigo_unique" TO "grupos_familiares_codigo_unique";
--> statement-breakpoint
ALTER TABLE "utilizacao_funcionalidades" RENAME CONSTRAINT "functionality_usage_pkey" TO "utilizacao_funcionalidades_pkey";
--> statement-breakpoint
ALTER TABLE "utilizacao_funcionalidades" RENAME CONSTRAINT "functionality_usage_conta_id_portal_accounts_id_fk" TO "utilizacao_funcionalidades_conta_id_contas_id_fk";
--> statement-breakpoint
ALTER TABLE "utilizacao_recursos" RENAME CONSTRAINT "resource_usage_pkey" TO "utilizacao_recursos_pkey";
--> statement-breakpoint
ALTER TABLE "utilizacao_recursos" RENAME CONSTRAINT "resource_usage_conta_id_portal_accounts_id_fk" TO "utilizacao_recursos_conta_id_contas_id_fk";
