// The draft of a reimbursement request (issue 14 "what must not be lost"), kept with platform/session/drafts.ts per
// signed-in account and beneficiary: the typed fields, the chosen files (Blobs) and the idempotency key.
// The new bank account's fields are sealed (AES-GCM, the account's non-extractable key) before they
// are stored; the rest is stored as typed. A draft is saved as the member types (debounced by the
// form), deleted once the request is sent, and every draft of the account goes at logout.
import { GRUPOS_REEMBOLSO, type GrupoArquivoReembolso } from '@portal/domain/contract/financeiro/reembolso';
import { newUploadItem } from '../../../ui/upload-pipeline';
import {
  deleteDraft,
  loadDraft,
  openJson,
  saveDraft,
  sealJson,
  type Sealed,
} from '../../../platform/session/drafts';
import { semArquivos, type ArquivosPorGrupo } from './reembolso-arquivos';
import { CONTA_VAZIA } from './reembolso-conta-vazia';
import type { ContaBancariaFormValues, ReembolsoFormValues } from './reembolso-form';

type ContaSecreta = Omit<ContaBancariaFormValues, 'escolha'>;
type ValoresAbertos = Omit<ReembolsoFormValues, 'contaBancaria'> & { contaBancaria: { escolha: string } };

interface ArquivoGuardado {
  grupo: GrupoArquivoReembolso;
  nome: string;
  tipo: string;
  blob: Blob;
}

/** What IndexedDB holds. */
export interface RascunhoGuardado {
  versao: 1;
  chaveIdempotencia: string;
  carteira: string;
  valores: ValoresAbertos;
  contaNova: Sealed | null;
  arquivos: ArquivoGuardado[];
}

/** What the screen works with. */
export interface RascunhoReembolso {
  chaveIdempotencia: string;
  carteira: string;
  valores: ReembolsoFormValues;
  arquivos: ArquivosPorGrupo;
}

export const rascunhoId = (cpf: string) => `reembolso:${cpf}`;

/** The values split into what may be stored as typed and the bank fields that must be sealed. */
export function separarConta(valores: ReembolsoFormValues): {
  abertos: ValoresAbertos;
  secreta: ContaSecreta;
} {
  const { escolha, ...secreta } = valores.contaBancaria;
  return { abertos: { ...valores, contaBancaria: { escolha } }, secreta };
}

export const juntarConta = (abertos: ValoresAbertos, secreta: ContaSecreta | null): ReembolsoFormValues => ({
  ...abertos,
  contaBancaria: { ...CONTA_VAZIA, ...secreta, escolha: abertos.contaBancaria.escolha },
});

/** Anything typed or chosen differs from the empty form: only then is there work to keep or guard. */
export function temConteudo(
  valores: ReembolsoFormValues,
  arquivos: ArquivosPorGrupo,
  vazio: ReembolsoFormValues,
): boolean {
  return (
    JSON.stringify(valores) !== JSON.stringify(vazio) || GRUPOS_REEMBOLSO.some((g) => arquivos[g].length > 0)
  );
}

export async function guardarRascunho(account: string, cpf: string, rascunho: RascunhoReembolso) {
  const { abertos, secreta } = separarConta(rascunho.valores);
  const temConta = Object.values(secreta).some((v) => v.trim() !== '');
  const guardado: RascunhoGuardado = {
    versao: 1,
    chaveIdempotencia: rascunho.chaveIdempotencia,
    carteira: rascunho.carteira,
    valores: abertos,
    contaNova: temConta ? await sealJson(account, secreta) : null,
    arquivos: GRUPOS_REEMBOLSO.flatMap((grupo) =>
      rascunho.arquivos[grupo].map((item) => ({
        grupo,
        nome: item.arquivo.name,
        tipo: item.arquivo.type,
        blob: item.arquivo,
      })),
    ),
  };
  await saveDraft(account, rascunhoId(cpf), guardado);
}

/** The stored draft with its files as new upload items (the screen checks them again). */
export async function lerRascunho(account: string, cpf: string): Promise<RascunhoReembolso | null> {
  const guardado = await loadDraft<RascunhoGuardado>(account, rascunhoId(cpf));
  if (guardado?.versao !== 1) return null;
  const secreta = guardado.contaNova ? await openJson<ContaSecreta>(account, guardado.contaNova) : null;
  const arquivos = semArquivos();
  for (const arquivo of guardado.arquivos) {
    arquivos[arquivo.grupo].push(
      newUploadItem(new File([arquivo.blob], arquivo.nome, { type: arquivo.tipo })),
    );
  }
  return {
    chaveIdempotencia: guardado.chaveIdempotencia,
    carteira: guardado.carteira,
    valores: juntarConta(guardado.valores, secreta),
    arquivos,
  };
}

export const apagarRascunho = (account: string, cpf: string) => deleteDraft(account, rascunhoId(cpf));
