// Answering an authorization request (decision 0043 §7): the guide it registers — kind, character, provider,
// requesting doctor, procedures (TUSS) and the decision: authorised (password, validity), denied (reason and
// ground: the member's denial letter, RN 623) or in study. The server applies the integration's guide rules
// (the same messages come back on their fields); the page sends the guide status it showed, so an answer
// given meanwhile comes back as a 409 and the page reloads.
import { useId, useState, type FormEvent } from 'react';
import { consoleFilasCalls } from '@portal/domain/contract/calls/console/filas';
import type { DetalheSolicitacao, GuiaSolicitacao } from '@portal/domain/contract/console/filas';
import { TIPOS_GUIA, type TipoGuia } from '@portal/domain/contract/saude/autorizacao-situacoes';
import { chamar, ErroConsole } from '../../platform/api/cliente';
import { Alerta } from '../../ui/alerta';
import { Botao } from '../../ui/botao';
import { AreaTexto, Campo, Selecao } from '../../ui/campo';

type Decisao = GuiaSolicitacao['status'];
const DECISOES: { status: Decisao; nome: string }[] = [
  { status: 'AUTORIZADA', nome: 'Autorizar' },
  { status: 'NEGADA', nome: 'Negar' },
  { status: 'PENDENTE', nome: 'Deixar em estudo' },
];
const CARATERES = [
  { carater: 'ELETIVO', nome: 'Eletivo' },
  { carater: 'URGENCIA', nome: 'Urgência/emergência' },
] as const;

interface Procedimento {
  codigoTuss: string;
  descricao: string;
  quantidadeSolicitada: string;
  quantidadeAutorizada: string;
}
const novoProcedimento = (): Procedimento => ({
  codigoTuss: '',
  descricao: '',
  quantidadeSolicitada: '1',
  quantidadeAutorizada: '1',
});

const OBRIGATORIO = 'Preencha este campo.';

export function RegistrarGuia({
  solicitacao,
  onFeito,
}: {
  solicitacao: DetalheSolicitacao;
  onFeito: (mensagem: string) => void;
}) {
  const id = useId();
  // A guide left in study comes back filled in: only the decision is new.
  const atual = solicitacao.guia;
  const [tipo, setTipo] = useState<TipoGuia>(atual?.tipo ?? 'SADT');
  const [carater, setCarater] = useState<GuiaSolicitacao['carater']>(atual?.carater ?? 'ELETIVO');
  const [prestador, setPrestador] = useState(atual?.prestador ?? '');
  const [medico, setMedico] = useState(atual?.medico ?? { nome: '', crm: '', uf: '' });
  const [procedimentos, setProcedimentos] = useState<Procedimento[]>(
    atual?.procedimentos.map((p) => ({
      codigoTuss: p.codigoTuss,
      descricao: p.descricao,
      quantidadeSolicitada: String(p.quantidadeSolicitada),
      quantidadeAutorizada: String(p.quantidadeSolicitada),
    })) ?? [novoProcedimento()],
  );
  const [status, setStatus] = useState<Decisao>('AUTORIZADA');
  const [senha, setSenha] = useState('');
  const [validade, setValidade] = useState('');
  const [motivo, setMotivo] = useState('');
  const [fundamento, setFundamento] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const autorizada = status === 'AUTORIZADA';

  const mudarProcedimento = (i: number, mudanca: Partial<Procedimento>) =>
    setProcedimentos((lista) => lista.map((p, j) => (j === i ? { ...p, ...mudanca } : p)));

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    const faltando: Record<string, string> = {};
    if (!prestador.trim()) faltando.prestador = OBRIGATORIO;
    if (!medico.nome.trim()) faltando['medico.nome'] = OBRIGATORIO;
    if (!/^\d{1,10}$/.test(medico.crm)) faltando['medico.crm'] = 'Informe o número do CRM (só números).';
    if (!/^[A-Z]{2}$/.test(medico.uf)) faltando['medico.uf'] = 'Informe a UF do CRM, por exemplo SP.';
    procedimentos.forEach((p, i) => {
      if (!/^\d{8}$/.test(p.codigoTuss))
        faltando[`procedimentos.${i}.codigoTuss`] = 'O código TUSS tem 8 números.';
      if (!p.descricao.trim()) faltando[`procedimentos.${i}.descricao`] = OBRIGATORIO;
    });
    if (autorizada && !senha.trim()) faltando.senha = 'Informe a senha da autorização.';
    if (autorizada && !validade) faltando.validade = 'Informe a validade da autorização.';
    if (status === 'NEGADA' && !motivo.trim()) faltando['negativa.motivo'] = 'Escreva o motivo da negativa.';
    if (status === 'NEGADA' && !fundamento.trim())
      faltando['negativa.fundamento'] = 'Informe o fundamento legal ou contratual.';
    setErros(faltando);
    if (Object.keys(faltando).length > 0) {
      setErro('Confira os campos destacados.');
      return;
    }
    setOcupado(true);
    setErro(null);
    try {
      const guia = await chamar(consoleFilasCalls.registrarGuia, {
        params: { protocolo: solicitacao.protocolo },
        body: {
          esperada: (solicitacao.situacaoPedido as GuiaSolicitacao['esperada']) ?? null,
          tipo,
          carater,
          status,
          prestador: prestador.trim(),
          medico: { nome: medico.nome.trim(), crm: medico.crm, uf: medico.uf },
          procedimentos: procedimentos.map((p) => ({
            codigoTuss: p.codigoTuss,
            descricao: p.descricao.trim(),
            quantidadeSolicitada: Number(p.quantidadeSolicitada) || 0,
            // Denied or in study, nothing is authorised yet.
            quantidadeAutorizada: autorizada ? Number(p.quantidadeAutorizada) || 0 : 0,
          })),
          ...(autorizada ? { senha: senha.trim(), validade } : {}),
          ...(status === 'NEGADA'
            ? { negativa: { motivo: motivo.trim(), fundamento: fundamento.trim() } }
            : {}),
        },
      });
      const nome = DECISOES.find((d) => d.status === status)!.nome.toLowerCase();
      onFeito(`Guia ${guia.idGuia} registrada (${nome}). O beneficiário foi avisado por e-mail.`);
    } catch (falha) {
      if (falha instanceof ErroConsole) {
        setErros(falha.campos ?? {});
        setErro(falha.message);
        if (falha.status === 409) onFeito('');
      } else setErro(String(falha));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void enviar(e)}
      aria-labelledby={`${id}-titulo`}
      className="flex max-w-3xl flex-col gap-4"
    >
      <h3 id={`${id}-titulo`} className="text-lg font-bold">
        Registrar guia
      </h3>
      {atual && (
        <p>Guia {atual.idGuia} em estudo: registre a decisão (os dados da guia podem ser corrigidos).</p>
      )}
      {erro && <Alerta tipo="erro">{erro}</Alerta>}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Selecao
          id={`${id}-tipo`}
          rotulo="Tipo de guia"
          valor={tipo}
          onChange={(v) => setTipo(v as TipoGuia)}
          opcoes={TIPOS_GUIA.map((t) => ({ valor: t.tipo, rotulo: t.nome }))}
          erro={erros.tipo}
        />
        <Selecao
          id={`${id}-carater`}
          rotulo="Caráter do atendimento"
          valor={carater}
          onChange={(v) => setCarater(v as GuiaSolicitacao['carater'])}
          opcoes={CARATERES.map((c) => ({ valor: c.carater, rotulo: c.nome }))}
          erro={erros.carater}
        />
      </div>
      <Campo
        id={`${id}-prestador`}
        rotulo="Prestador"
        value={prestador}
        maxLength={200}
        onChange={(e) => setPrestador(e.target.value)}
        erro={erros.prestador}
      />
      <fieldset className="flex flex-col gap-3 rounded border border-line p-4">
        <legend className="px-1 font-semibold">Médico solicitante</legend>
        <Campo
          id={`${id}-medico-nome`}
          rotulo="Nome"
          value={medico.nome}
          maxLength={120}
          onChange={(e) => setMedico({ ...medico, nome: e.target.value })}
          erro={erros['medico.nome']}
        />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Campo
            id={`${id}-medico-crm`}
            rotulo="CRM"
            inputMode="numeric"
            value={medico.crm}
            maxLength={10}
            onChange={(e) => setMedico({ ...medico, crm: e.target.value.replace(/\D/g, '') })}
            erro={erros['medico.crm']}
          />
          <Campo
            id={`${id}-medico-uf`}
            rotulo="UF do CRM"
            value={medico.uf}
            maxLength={2}
            autoCapitalize="characters"
            onChange={(e) => setMedico({ ...medico, uf: e.target.value.toUpperCase() })}
            erro={erros['medico.uf']}
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3 rounded border border-line p-4">
        <legend className="px-1 font-semibold">Procedimentos</legend>
        {erros.procedimentos && <p className="text-sm font-semibold text-danger">{erros.procedimentos}</p>}
        {procedimentos.map((p, i) => (
          <div key={i} className="flex flex-col gap-3 border-b border-line pb-3 last:border-b-0">
            <p className="font-semibold">Procedimento {i + 1}</p>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[12rem_1fr]">
              <Campo
                id={`${id}-proc-${i}-tuss`}
                rotulo="Código TUSS"
                dica="8 números"
                inputMode="numeric"
                value={p.codigoTuss}
                maxLength={8}
                onChange={(e) => mudarProcedimento(i, { codigoTuss: e.target.value.replace(/\D/g, '') })}
                erro={erros[`procedimentos.${i}.codigoTuss`]}
              />
              <Campo
                id={`${id}-proc-${i}-descricao`}
                rotulo="Descrição"
                value={p.descricao}
                maxLength={300}
                onChange={(e) => mudarProcedimento(i, { descricao: e.target.value })}
                erro={erros[`procedimentos.${i}.descricao`]}
              />
            </div>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Campo
                id={`${id}-proc-${i}-qtd`}
                rotulo="Quantidade solicitada"
                type="number"
                min={1}
                max={9999}
                value={p.quantidadeSolicitada}
                onChange={(e) => mudarProcedimento(i, { quantidadeSolicitada: e.target.value })}
                erro={erros[`procedimentos.${i}.quantidadeSolicitada`]}
              />
              {autorizada && (
                <Campo
                  id={`${id}-proc-${i}-autorizada`}
                  rotulo="Quantidade autorizada"
                  type="number"
                  min={0}
                  max={9999}
                  value={p.quantidadeAutorizada}
                  onChange={(e) => mudarProcedimento(i, { quantidadeAutorizada: e.target.value })}
                  erro={erros[`procedimentos.${i}.quantidadeAutorizada`]}
                />
              )}
            </div>
            {procedimentos.length > 1 && (
              <Botao
                className="self-start"
                onClick={() => setProcedimentos((lista) => lista.filter((_, j) => j !== i))}
              >
                Remover procedimento {i + 1}
              </Botao>
            )}
          </div>
        ))}
        {procedimentos.length < 50 && (
          <Botao
            className="self-start"
            onClick={() => setProcedimentos((lista) => [...lista, novoProcedimento()])}
          >
            Adicionar procedimento
          </Botao>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Decisão</legend>
        <div className="flex flex-wrap gap-4">
          {DECISOES.map((d) => (
            <label key={d.status} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-decisao`}
                checked={status === d.status}
                onChange={() => setStatus(d.status)}
                className="size-5"
              />
              {d.nome}
            </label>
          ))}
        </div>
      </fieldset>
      {autorizada && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Campo
            id={`${id}-senha`}
            rotulo="Senha da autorização"
            value={senha}
            maxLength={20}
            autoComplete="off"
            onChange={(e) => setSenha(e.target.value)}
            erro={erros.senha}
          />
          <Campo
            id={`${id}-validade`}
            rotulo="Validade"
            type="date"
            value={validade}
            onChange={(e) => setValidade(e.target.value)}
            erro={erros.validade}
          />
        </div>
      )}
      {status === 'NEGADA' && (
        <>
          <AreaTexto
            id={`${id}-motivo`}
            rotulo="Motivo da negativa (o beneficiário lê este texto e a carta de negativa)"
            valor={motivo}
            onChange={setMotivo}
            erro={erros['negativa.motivo'] ?? erros.negativa}
            maxLength={2000}
          />
          <AreaTexto
            id={`${id}-fundamento`}
            rotulo="Fundamento legal ou contratual"
            valor={fundamento}
            onChange={setFundamento}
            erro={erros['negativa.fundamento']}
            maxLength={1000}
          />
        </>
      )}
      <div>
        <Botao type="submit" variante={status === 'NEGADA' ? 'perigo' : 'primario'} disabled={ocupado}>
          Registrar guia
        </Botao>
      </div>
    </form>
  );
}
