// The staff list (administrators): everyone, active or not, with roles, the factors they enrolled and an
// invitation still pending; each name opens the person's page (roles, deactivate, reset factors).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { consoleEquipeCalls } from '@portal/domain/contract/calls/console/equipe';
import { NOME_PAPEL } from '@portal/domain/contract/console/acesso';
import type { MembroEquipe } from '@portal/domain/contract/console/equipe';
import { consulta } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Carregando } from '../../ui/carregando';
import { Cabecalhos, RolagemTabela } from '../../ui/tabela';

export const situacao = (membro: MembroEquipe): string =>
  !membro.ativo ? 'Inativo' : membro.convitePendente ? 'Convite pendente' : 'Ativo';

export const fatoresDe = (membro: Pick<MembroEquipe, 'passkeys' | 'totp'>): string => {
  const partes = [
    membro.passkeys === 1
      ? '1 chave de acesso'
      : membro.passkeys > 1
        ? `${membro.passkeys} chaves de acesso`
        : null,
    membro.totp ? 'aplicativo autenticador' : null,
  ].filter(Boolean);
  return partes.length ? partes.join(' e ') : 'Nenhum';
};

export default function EquipePage() {
  const equipe = useQuery(consulta(consoleEquipeCalls.listar));
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-3">
        <Link
          to="/equipe/convidar"
          className="inline-flex min-h-11 items-center rounded bg-primary px-4 font-semibold text-on-primary no-underline"
        >
          Convidar pessoa
        </Link>
        <Link to="/equipe/auditoria" className="inline-flex min-h-11 items-center">
          Auditoria da equipe
        </Link>
      </div>
      {equipe.isPending && <Carregando />}
      {equipe.isError && <Alerta tipo="erro">{equipe.error.message}</Alerta>}
      {equipe.data && (
        <RolagemTabela rotulo="Pessoas da equipe do console">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Pessoas da equipe do console</caption>
            <Cabecalhos colunas={['Nome', 'E-mail', 'Papéis', 'Situação', 'Fatores de acesso']} />
            <tbody>
              {equipe.data.equipe.map((membro) => (
                <tr key={membro.id} className="border-b border-line align-top">
                  <th scope="row" className="p-2 font-normal">
                    <Link to={`/equipe/${membro.id}`}>{membro.nome}</Link>
                  </th>
                  <td className="p-2 break-all">{membro.email}</td>
                  <td className="p-2">{membro.papeis.map((papel) => NOME_PAPEL[papel]).join(', ')}</td>
                  <td className="p-2">{situacao(membro)}</td>
                  <td className="p-2">{fatoresDe(membro)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </RolagemTabela>
      )}
    </>
  );
}
