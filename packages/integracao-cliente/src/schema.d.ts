// GERADO por `npm run gerar -w @portal/integracao-cliente` (openapi-typescript) a partir de
// docs/integracao-openapi.json — não edite à mão. Depois de mudar um contrato da integração:
// `npm run openapi -w @portal/server` e então `npm run gerar -w @portal/integracao-cliente`.

export interface paths {
  '/integracao/v1/reembolsos/{protocolo}/situacao': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Muda a situação de um reembolso
     * @description Muda a situação de um reembolso pelo protocolo, só pelas transições permitidas (uma transição inválida é 409 e nada é aplicado); a mesma mudança repetida responde 200 com alterado: false e nada grava. Protocolo de outro tipo de solicitação é 404.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `solicitacoes:escrita`.
     */
    post: operations['alterarSituacaoReembolso'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/debitos-conta/{protocolo}/situacao': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ativa, recusa ou encerra um débito em conta
     * @description Ativa, recusa ou encerra um débito em conta pelo protocolo do pedido, só pelas transições permitidas (uma transição inválida é 409 e nada é aplicado); a mesma mudança repetida responde 200 com alterado: false e nada grava.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `solicitacoes:escrita`.
     */
    post: operations['alterarSituacaoDebitoConta'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/segundas-vias-cartao/{protocolo}/situacao': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Responde a um pedido de 2ª via do cartão
     * @description Responde a um pedido de 2ª via do cartão pelo protocolo: emitido, ou indeferido com o motivo (uma transição inválida é 409 e nada é aplicado); a mesma mudança repetida responde 200 com alterado: false e nada grava.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `solicitacoes:escrita`.
     */
    post: operations['alterarSituacaoSegundaViaCartao'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/certidoes-obito/{protocolo}/situacao': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Responde a uma certidão de óbito enviada
     * @description Responde a uma certidão de óbito enviada pelo beneficiário, pelo protocolo: aceita, ou recusada com o motivo (uma transição inválida é 409 e nada é aplicado); a mesma mudança repetida responde 200 com alterado: false e nada grava.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `solicitacoes:escrita`.
     */
    post: operations['alterarSituacaoCertidaoObito'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/titulos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza títulos (boletos)
     * @description Inclui ou atualiza até 1000 títulos (boletos) e seus pagamentos pelo idErp; cada registro tem o seu resultado. O mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `faturamento:escrita`.
     */
    put: operations['gravarTitulos'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/contratos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza contratos
     * @description Inclui ou atualiza até 1000 contratos (com o plano e o grupo familiar) pelo idErp; cada registro tem o seu resultado
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `cadastro:escrita`.
     */
    put: operations['gravarContratos'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/beneficiarios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza beneficiários
     * @description Inclui ou atualiza até 1000 beneficiários (a pessoa e o vínculo ao contrato) pelo idErp; cada registro tem o seu resultado
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `cadastro:escrita`.
     */
    put: operations['gravarBeneficiarios'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/cartoes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza cartões
     * @description Inclui ou atualiza até 1000 cartões pelo número; cada registro tem o seu resultado
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `cadastro:escrita`.
     */
    put: operations['gravarCartoes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/acessos-saude': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Registra ou encerra acessos a dados de saúde e representações legais
     * @description Registra ou encerra até 1000 autorizações de acesso a dados de saúde e representações legais (curatela, procuração, guarda) pelo idErp, com as pessoas pelo CPF; cada registro tem o seu resultado. Autorização exige areas; representação e guarda exigem documentoReferencia e cobrem todas as áreas. situacao ENCERRADO encerra na hora; um registro encerrado não volta a vigorar.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `cadastro:escrita`.
     */
    put: operations['gravarAcessosSaude'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/autorizacoes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza guias (autorizações)
     * @description Inclui ou atualiza até 1000 guias (autorizações) pelo idGuia; cada registro tem o seu resultado. Uma guia com protocolo responde à solicitação de autorização do beneficiário. PDFs vão em base64 no próprio registro (até 2 MB cada) e o corpo tem até 5 MB: lotes com PDF levam poucos registros.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `saude:escrita`.
     */
    put: operations['gravarAutorizacoes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/resultados-exame': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza resultados de exame
     * @description Inclui ou atualiza até 1000 resultados de exame pelo idErp, com o laudo em PDF; cada registro tem o seu resultado. PDFs vão em base64 no próprio registro (até 2 MB cada) e o corpo tem até 5 MB: lotes com PDF levam poucos registros.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `saude:escrita`.
     */
    put: operations['gravarResultadosExame'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/documentos-clinicos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza receitas e atestados digitais
     * @description Inclui ou atualiza até 1000 receitas e atestados digitais pelo idErp, com o PDF assinado (obrigatório na inclusão); cada registro tem o seu resultado. Receita exige validade; atestado não tem. PDFs vão em base64 no próprio registro (até 2 MB cada) e o corpo tem até 5 MB: lotes com PDF levam poucos registros.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `saude:escrita`.
     */
    put: operations['gravarDocumentosClinicos'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/especialidades': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza especialidades
     * @description Inclui ou atualiza até 1000 especialidades pelo código; cada registro tem o seu resultado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `agenda:escrita`.
     */
    put: operations['gravarEspecialidades'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/prestadores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza prestadores da rede
     * @description Inclui ou atualiza até 1000 prestadores da rede (e unidades próprias, com coordenadas) pelo código, com os procedimentos TUSS que realizam (a lista substitui a gravada) e, das unidades, o horário de funcionamento (horarios: períodos semanais { dia 0 = domingo … 6 = sábado, abre, fecha 'HH:MM' no fuso da operadora, 24:00 para meia-noite }, a lista substitui a gravada) e se têm pronto-socorro 24 horas (prontoSocorro24h); cada registro tem o seu resultado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `agenda:escrita`.
     */
    put: operations['gravarPrestadores'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/horarios': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui, altera ou retira horários livres
     * @description Inclui, altera ou retira (removido: true) até 1000 horários livres das unidades próprias pelo idErp; cada registro tem o seu resultado. Um horário com agendamento ativo ou reserva em andamento não é alterado nem retirado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `agenda:escrita`.
     */
    put: operations['gravarHorarios'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/utilizacoes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza utilizações do plano
     * @description Inclui ou atualiza até 1000 utilizações do plano (com a coparticipação e o título que a cobrou) pelo idErp; cada registro tem o seu resultado
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `faturamento:escrita`.
     */
    put: operations['gravarUtilizacoes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/reajustes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza reajustes anuais
     * @description Inclui ou atualiza até 1000 reajustes anuais de contrato pelo idErp; cada registro tem o seu resultado
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `faturamento:escrita`.
     */
    put: operations['gravarReajustes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/parametros': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Altera parâmetros da operadora
     * @description Altera parâmetros da operadora pelo nome (só os nomes que o portal conhece; cada valor conferido pelo seu tipo); cada registro tem o seu resultado. Vale na próxima requisição de todas as instâncias.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `operadora:escrita`.
     */
    put: operations['alterarParametros'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/textos-legais': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Altera os textos legais
     * @description Altera os textos legais (TERMOS_DE_USO, POLITICA_DE_PRIVACIDADE, AVISO_LGPD): título e conteúdo em HTML simples, até 200000 caracteres. Cada alteração publica uma nova versão do texto, com a data do portal (as anteriores continuam legíveis); uma nova versão dos Termos de uso pede o aceite de cada beneficiário no seu próximo acesso. O portal guarda só p, strong, em, ul, ol, li, h2, h3, br e links https ou mailto, sem outros atributos: scripts, estilos e seu conteúdo são removidos, outras marcas ficam só com o texto.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `operadora:escrita`.
     */
    put: operations['alterarTextosLegais'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/rede/produtos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza produtos da rede
     * @description Inclui ou atualiza até 1000 produtos (planos) da rede pelo registroAns (o registro do produto na ANS, 999.999/99-9, o mesmo dos contratos), com nome, segmento MEDICO | ODONTOLOGICO e ativo (oferecido ao visitante do Guia Médico); cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `rede:escrita`.
     */
    put: operations['gravarProdutosRede'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/rede/servicos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza o catálogo de especialidades e serviços
     * @description Inclui ou atualiza até 1000 especialidades e serviços do catálogo da rede pelo codigo (A-Z, 0-9 e _), com nome, tipo ESPECIALIDADE | SERVICO e sinonimos (as palavras que os beneficiários digitam, como ortopedista ou raio-x; a lista substitui a gravada); cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `rede:escrita`.
     */
    put: operations['gravarServicosRede'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/rede/prestadores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza prestadores da rede (Guia Médico)
     * @description Inclui ou atualiza até 1000 prestadores da rede pelo idErp: pessoa física (tipoPessoa PF, com conselho, conselhoNumero e conselhoUf) ou jurídica (PJ, com cnpj de 14 dígitos válido e nomeFantasia), com os atributos de qualidade da ANS em qualidade (ACREDITACAO, NOTIVISA, QUALIDADE_MONITORADA, ESPECIALIZACAO, RESIDENCIA, TITULO_ESPECIALISTA; a lista substitui a gravada); cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `rede:escrita`.
     */
    put: operations['gravarPrestadoresRede'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/rede/locais': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza locais de atendimento da rede
     * @description Inclui ou atualiza até 1000 locais de atendimento pelo idErp, com prestadorIdErp, tipo, endereço (logradouro, numero, complemento, bairro, cidade, uf, cep de 8 dígitos), latitude e longitude em graus decimais dentro do Brasil, telefones (DDD + número), horarios (períodos semanais { dia 0 = domingo … 6 = sábado, abre, fecha 'HH:MM' no fuso da operadora }), prontoSocorro24h, telemedicina, acessibilidade (RAMPA_OU_ELEVADOR, BANHEIRO_ADAPTADO, VAGA_PCD, LIBRAS, PISO_TATIL, CADEIRA_DE_RODAS), servicos (códigos do catálogo) e produtos (registroAns) — códigos que precisam existir; cada lista substitui a gravada — e unidadeAgendamentoCodigo (o código de uma unidade própria em /prestadores, onde o Novo Agendamento marca). Um local e suas listas são gravados juntos; cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `rede:escrita`.
     */
    put: operations['gravarLocaisRede'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/rede/alteracoes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza alterações da rede (saída de locais)
     * @description Inclui ou atualiza até 1000 alterações da rede pelo idErp: o local (localIdErp) deixa a rede em dataSaida (o primeiro dia sem atendimento), com o substituto (substitutoLocalIdErp, outro local) e o motivo; a partir da data o Guia Médico não oferece mais o local, e os beneficiários dos produtos dele veem o aviso 30 dias antes (Lei 9.656/98 art. 17). { idErp, removido: true } retira a alteração (o local fica na rede); cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `rede:escrita`.
     */
    put: operations['gravarAlteracoesRede'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/plano/carencias': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui, atualiza ou retira carências dos beneficiários
     * @description Inclui ou atualiza até 1000 carências pelo idErp: o beneficiário (beneficiarioIdErp), o grupo de cobertura, o inicio e o fim — o primeiro dia em que o grupo está coberto (a carência que termina hoje já está cumprida hoje). O prazo não passa do máximo legal do grupo (Lei 9.656/98 art. 12, V: URGENCIA_EMERGENCIA 24 horas, CONSULTAS 180 dias, EXAMES_SIMPLES 180 dias, EXAMES_COMPLEXOS_TERAPIAS 180 dias, ALTA_COMPLEXIDADE 180 dias, INTERNACOES_CIRURGIAS 180 dias, PARTO_A_TERMO 300 dias, ODONTOLOGIA 180 dias). { idErp, removido: true } retira a carência; cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `plano:escrita`.
     */
    put: operations['gravarCarencias'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/plano/coberturas-parciais': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui, atualiza ou retira coberturas parciais temporárias (CPT)
     * @description Inclui ou atualiza até 1000 coberturas parciais temporárias (CPT) de doenças ou lesões preexistentes declaradas pelo idErp: o beneficiário (beneficiarioIdErp), a condicao em palavras simples, o cid (CID-10, opcional), o inicio, o fim — o primeiro dia sem a restrição, no máximo 24 meses depois do início (Lei 9.656/98 art. 11; RN 558/2022) — e as restricoes (EVENTOS_CIRURGICOS, LEITOS_ALTA_TECNOLOGIA, PROCEDIMENTOS_ALTA_COMPLEXIDADE). { idErp, removido: true } retira a CPT; cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `plano:escrita`.
     */
    put: operations['gravarCoberturasParciais'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/plano/procedimentos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza a tabela de procedimentos
     * @description Inclui ou atualiza até 1000 procedimentos da tabela pelo codigo TUSS (8 dígitos), com nome, sinonimos (as palavras que os beneficiários digitam; a lista substitui a gravada), grupo (o grupo de carência: URGENCIA_EMERGENCIA, CONSULTAS, EXAMES_SIMPLES, EXAMES_COMPLEXOS_TERAPIAS, ALTA_COMPLEXIDADE, INTERNACOES_CIRURGIAS, PARTO_A_TERMO, ODONTOLOGIA), segmentacoes do Rol da ANS que o cobrem (AMBULATORIAL, HOSPITALAR, OBSTETRICIA, ODONTOLOGICO; vazia: fora do Rol), dut (a diretriz de utilização em palavras simples), altaComplexidade e autorizacaoPrevia; cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `plano:escrita`.
     */
    put: operations['gravarProcedimentos'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/plano/produtos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza as regras de cobertura dos produtos
     * @description Inclui ou atualiza até 1000 produtos pelo registroAns (o mesmo dos contratos), com as segmentacoes que o produto cobre e as regras (a lista substitui a gravada): para um procedimento (código TUSS já enviado) ou um grupo de carência, a coparticipacao { percentual 0–100, valorFixoCentavos, tetoCentavos } e autorizacaoPrevia (substitui a do procedimento); a regra do procedimento vale sobre a do grupo; cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `plano:escrita`.
     */
    put: operations['gravarRegrasProdutos'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/plano/reembolso': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Inclui ou atualiza a tabela de reembolso
     * @description Inclui ou atualiza até 1000 linhas da tabela de reembolso pelo idErp: o produto (registroAns), o procedimento (código TUSS já enviado) e limiteCentavos ou multiplicador (até 2 casas, como 2.5) × valorReferenciaCentavos, e coparticipacaoPercentual (0–100) sobre o valor reembolsável; uma linha por produto e procedimento. { idErp, removido: true } retira a linha; cada registro tem o seu resultado; o mesmo lote de novo responde inalterado.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `plano:escrita`.
     */
    put: operations['gravarTabelaReembolso'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/tokens-atendimento/validacao': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Valida o token de atendimento apresentado pelo beneficiário
     * @description O prestador (o cliente de integração) envia o número do cartão e o código de 6 dígitos que o beneficiário mostra no aplicativo; a resposta diz se vale agora (TOTP, RFC 6238, passo de 30 s, um passo de tolerância para cada lado), com situacao VALIDO | CODIGO_INCORRETO | CODIGO_EXPIRADO | CODIGO_JA_UTILIZADO | CARTAO_INVALIDO e a mensagem em português. Cada código é aceito uma vez por prestador. Cada validação de um cartão conhecido aparece ao beneficiário em "Quem Acessou Meus Dados". No máximo 60 validações por minuto por cliente (429 com Retry-After além disso).
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `tokens-atendimento:validacao`.
     */
    post: operations['validarTokenAtendimento'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/eventos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lê o feed de eventos depois do cursor
     * @description O que os beneficiários pediram ou alteraram no portal, em ordem, depois do cursor `depois` (até 1000 por chamada, `limite`). Envie na chamada seguinte o `proximoCursor` da resposta; `temMais` verdadeiro diz que já há mais eventos prontos. Os eventos de um beneficiário vêm na ordem em que aconteceram.
     *
     *     **Quem pode chamar**: cliente da integração cujo token tenha o escopo `eventos:leitura`.
     */
    get: operations['listarEventos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integracao/v1/oauth/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Emite um token de acesso (OAuth 2.0 client credentials)
     * @description Troca o id e o segredo do cliente (em HTTP Basic, ou client_id e client_secret no corpo, como formulário ou JSON) por um token de acesso opaco de curta duração para o cabeçalho Authorization: Bearer das demais operações, com os escopos pedidos em scope (separados por espaço; todos os do cliente quando ausente). Credenciais recusadas são 401 (invalid_client); as recusas são contadas por endereço, e acima do limite a resposta é 429.
     *
     *     **Quem pode chamar**: um cliente da integração cadastrado pela operadora (id e segredo).
     */
    post: operations['emitirToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Erro em português: `mensagem`, `campos` por campo inválido e, nas recusas do token, `erro` (RFC 6750: invalid_token, insufficient_scope). */
    ErroIntegracao: {
      mensagem: string;
      mensagemAmigavel?: string;
      /** @enum {string} */
      tipoMensagem?: 'ALERTA' | 'ERRO' | 'INFORMACAO' | 'SUCESSO';
      campos?: {
        [key: string]: string;
      };
      erro?: string;
    };
    /** @description Erro da chamada do token (RFC 6749 §5.2), com `mensagem` em português. */
    ErroOAuth: {
      /** @enum {string} */
      error: 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope';
      error_description: string;
      mensagem: string;
    };
    EventoDadosPessoaisAlterados: {
      /** Format: uuid */
      id: string;
      cursor: string;
      pessoaId: number;
      beneficiariosIdErp: string[];
      criadoEm: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      tipo: 'dados-pessoais.alterados';
      dados: {
        campos: string[];
      };
    };
    EventoIntegracao:
      | components['schemas']['EventoSolicitacaoRegistrada']
      | components['schemas']['EventoDadosPessoaisAlterados']
      | components['schemas']['EventoSolicitacaoDocumentosEnviados'];
    EventoSolicitacaoDocumentosEnviados: {
      /** Format: uuid */
      id: string;
      cursor: string;
      pessoaId: number;
      beneficiariosIdErp: string[];
      criadoEm: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      tipo: 'solicitacao.documentos-enviados';
      dados: {
        protocolo: string;
        /** @enum {string} */
        tipoProtocolo:
          | 'SEGUNDA_VIA_CARTAO'
          | 'CANCELAMENTO_CONTRATO'
          | 'CERTIDAO_OBITO'
          | 'DEBITO_CONTA_ATIVACAO'
          | 'DEBITO_CONTA_DESATIVACAO'
          | 'REEMBOLSO'
          | 'AUTORIZACAO'
          | 'AGENDAMENTO'
          | 'DIREITOS_TITULAR';
        quantidadeArquivos: number;
        enviadoPorPessoaId: number;
      };
    };
    EventoSolicitacaoRegistrada: {
      /** Format: uuid */
      id: string;
      cursor: string;
      pessoaId: number;
      beneficiariosIdErp: string[];
      criadoEm: string;
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      tipo: 'solicitacao.registrada';
      dados: {
        protocolo: string;
        /** @enum {string} */
        tipoProtocolo:
          | 'SEGUNDA_VIA_CARTAO'
          | 'CANCELAMENTO_CONTRATO'
          | 'CERTIDAO_OBITO'
          | 'DEBITO_CONTA_ATIVACAO'
          | 'DEBITO_CONTA_DESATIVACAO'
          | 'REEMBOLSO'
          | 'AUTORIZACAO'
          | 'AGENDAMENTO'
          | 'DIREITOS_TITULAR';
        solicitantePessoaId: number;
      };
    };
  };
  responses: {
    /** @description Dados inválidos: `mensagem` e, por campo, `campos`; ou um endereço malformado. */
    ErroIntegracao400: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Sem token válido (ausente, vencido ou revogado), ou credenciais do cliente recusadas. */
    ErroIntegracao401: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description O token não tem o escopo desta operação (`erro: insufficient_scope`). */
    ErroIntegracao403: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Não encontrado (protocolo de outro tipo de solicitação também é 404). */
    ErroIntegracao404: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description A requisição demorou demais para chegar inteira. */
    ErroIntegracao408: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Transição não permitida ou situação já aplicada com outros dados; nada foi alterado. */
    ErroIntegracao409: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Corpo acima do limite da integração (5 MB). */
    ErroIntegracao413: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Um parâmetro do caminho é longo demais. */
    ErroIntegracao414: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Tipo de conteúdo não aceito (envie application/json). */
    ErroIntegracao415: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description O Host da requisição não é um endereço deste portal. */
    ErroIntegracao421: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Limite de chamadas por minuto deste cliente atingido; nada foi aplicado. Tente depois do `Retry-After`. */
    ErroIntegracao429: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Cabeçalhos ou endereço grandes demais. */
    ErroIntegracao431: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Erro inesperado; nenhum detalhe é exposto, e o lote pode ser reenviado (é idempotente). */
    ErroIntegracao500: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Serviço temporariamente indisponível (o banco de dados, por exemplo); repita a chamada em instantes. */
    ErroIntegracao503: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroIntegracao'];
      };
    };
    /** @description Sem token válido (ausente, vencido ou revogado), ou credenciais do cliente recusadas. */
    ErroOAuth401: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErroOAuth'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  alterarSituacaoReembolso: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        protocolo: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          situacao: 'SOLICITADO' | 'ANALISE' | 'PENDENTE' | 'PAGO' | 'INDEFERIDO';
          motivo?: string | null;
          valorPagoCentavos?: number | null;
          dataPagamento?: string | null;
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            protocolo: string;
            /** @enum {string} */
            situacao: 'SOLICITADO' | 'ANALISE' | 'PENDENTE' | 'PAGO' | 'INDEFERIDO';
            /** @enum {string} */
            situacaoProtocolo: 'EM_ANDAMENTO' | 'FECHADO';
            alterado: boolean;
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      414: components['responses']['ErroIntegracao414'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  alterarSituacaoDebitoConta: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        protocolo: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          situacao: 'SOLICITADO' | 'ATIVO' | 'ENCERRADO';
          motivo?: string | null;
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            protocolo: string;
            /** @enum {string} */
            situacao: 'SOLICITADO' | 'ATIVO' | 'ENCERRADO';
            /** @enum {string} */
            situacaoProtocolo: 'EM_ANDAMENTO' | 'FECHADO';
            alterado: boolean;
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      414: components['responses']['ErroIntegracao414'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  alterarSituacaoSegundaViaCartao: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        protocolo: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          situacao: 'SOLICITADO' | 'EMITIDO' | 'INDEFERIDO';
          motivo?: string | null;
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            protocolo: string;
            /** @enum {string} */
            situacao: 'SOLICITADO' | 'EMITIDO' | 'INDEFERIDO';
            /** @enum {string} */
            situacaoProtocolo: 'EM_ANDAMENTO' | 'FECHADO';
            alterado: boolean;
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      414: components['responses']['ErroIntegracao414'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  alterarSituacaoCertidaoObito: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        protocolo: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          situacao: 'EM_ANALISE' | 'ACEITA' | 'RECUSADA';
          motivo?: string | null;
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            protocolo: string;
            /** @enum {string} */
            situacao: 'EM_ANALISE' | 'ACEITA' | 'RECUSADA';
            /** @enum {string} */
            situacaoProtocolo: 'EM_ANDAMENTO' | 'FECHADO';
            alterado: boolean;
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      414: components['responses']['ErroIntegracao414'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarTitulos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          titulos: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarContratos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          contratos: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarBeneficiarios: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          beneficiarios: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarCartoes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          cartoes: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarAcessosSaude: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          acessosSaude: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarAutorizacoes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          autorizacoes: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarResultadosExame: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          resultadosExame: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarDocumentosClinicos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          documentosClinicos: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarEspecialidades: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          especialidades: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarPrestadores: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          prestadores: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarHorarios: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          horarios: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarUtilizacoes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          utilizacoes: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarReajustes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reajustes: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  alterarParametros: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          parametros: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  alterarTextosLegais: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          textosLegais: unknown[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarProdutosRede: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          produtos: {
            registroAns: string;
            nome: string;
            /** @enum {string} */
            segmento: 'MEDICO' | 'ODONTOLOGICO';
            /** @default true */
            ativo?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarServicosRede: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          servicos: {
            codigo: string;
            nome: string;
            /** @enum {string} */
            tipo: 'ESPECIALIDADE' | 'SERVICO';
            /** @default [] */
            sinonimos?: string[];
          }[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarPrestadoresRede: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          prestadores: {
            idErp: string;
            /** @enum {string} */
            tipoPessoa: 'PF' | 'PJ';
            nome: string;
            nomeFantasia?: string | null;
            conselho?: ('CRM' | 'CRO' | 'CRP' | 'CRN' | 'CREFITO' | 'CRFA' | 'COREN') | null;
            conselhoNumero?: string | null;
            conselhoUf?:
              | (
                  | 'AC'
                  | 'AL'
                  | 'AP'
                  | 'AM'
                  | 'BA'
                  | 'CE'
                  | 'DF'
                  | 'ES'
                  | 'GO'
                  | 'MA'
                  | 'MT'
                  | 'MS'
                  | 'MG'
                  | 'PA'
                  | 'PB'
                  | 'PR'
                  | 'PE'
                  | 'PI'
                  | 'RJ'
                  | 'RN'
                  | 'RS'
                  | 'RO'
                  | 'RR'
                  | 'SC'
                  | 'SP'
                  | 'SE'
                  | 'TO'
                )
              | null;
            cnpj?: string | null;
            /** @default [] */
            qualidade?: (
              | 'ACREDITACAO'
              | 'NOTIVISA'
              | 'QUALIDADE_MONITORADA'
              | 'ESPECIALIZACAO'
              | 'RESIDENCIA'
              | 'TITULO_ESPECIALISTA'
            )[];
          }[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarLocaisRede: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          locais: {
            idErp: string;
            prestadorIdErp: string;
            /** @enum {string} */
            tipo: 'HOSPITAL' | 'CLINICA' | 'LABORATORIO' | 'CONSULTORIO' | 'PRONTO_ATENDIMENTO';
            nome?: string | null;
            logradouro: string;
            numero: string;
            complemento?: string | null;
            bairro: string;
            cidade: string;
            /** @enum {string} */
            uf:
              | 'AC'
              | 'AL'
              | 'AP'
              | 'AM'
              | 'BA'
              | 'CE'
              | 'DF'
              | 'ES'
              | 'GO'
              | 'MA'
              | 'MT'
              | 'MS'
              | 'MG'
              | 'PA'
              | 'PB'
              | 'PR'
              | 'PE'
              | 'PI'
              | 'RJ'
              | 'RN'
              | 'RS'
              | 'RO'
              | 'RR'
              | 'SC'
              | 'SP'
              | 'SE'
              | 'TO';
            cep: string;
            latitude: number;
            longitude: number;
            /** @default [] */
            telefones?: string[];
            /** @default [] */
            horarios?: {
              dia: number;
              abre: string;
              fecha: string;
            }[];
            /** @default false */
            prontoSocorro24h?: boolean;
            /** @default false */
            telemedicina?: boolean;
            /** @default [] */
            acessibilidade?: (
              | 'RAMPA_OU_ELEVADOR'
              | 'BANHEIRO_ADAPTADO'
              | 'VAGA_PCD'
              | 'LIBRAS'
              | 'PISO_TATIL'
              | 'CADEIRA_DE_RODAS'
            )[];
            /** @default [] */
            servicos?: string[];
            /** @default [] */
            produtos?: string[];
            unidadeAgendamentoCodigo?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarAlteracoesRede: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          alteracoes: {
            idErp: string;
            removido?: boolean;
            localIdErp?: string;
            /**
             * Format: date
             * @example 2025-01-31
             */
            dataSaida?: string;
            substitutoLocalIdErp?: string | null;
            motivo?: string | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarCarencias: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          carencias: {
            idErp: string;
            removido?: boolean;
            beneficiarioIdErp?: string;
            /** @enum {string} */
            grupo?:
              | 'URGENCIA_EMERGENCIA'
              | 'CONSULTAS'
              | 'EXAMES_SIMPLES'
              | 'EXAMES_COMPLEXOS_TERAPIAS'
              | 'ALTA_COMPLEXIDADE'
              | 'INTERNACOES_CIRURGIAS'
              | 'PARTO_A_TERMO'
              | 'ODONTOLOGIA';
            /**
             * Format: date
             * @example 2025-01-31
             */
            inicio?: string;
            /**
             * Format: date
             * @example 2025-01-31
             */
            fim?: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarCoberturasParciais: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          coberturasParciais: {
            idErp: string;
            removido?: boolean;
            beneficiarioIdErp?: string;
            condicao?: string;
            cid?: string | null;
            /**
             * Format: date
             * @example 2025-01-31
             */
            inicio?: string;
            /**
             * Format: date
             * @example 2025-01-31
             */
            fim?: string;
            restricoes?: (
              'EVENTOS_CIRURGICOS' | 'LEITOS_ALTA_TECNOLOGIA' | 'PROCEDIMENTOS_ALTA_COMPLEXIDADE'
            )[];
          }[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarProcedimentos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          procedimentos: {
            codigo: string;
            nome: string;
            /** @default [] */
            sinonimos?: string[];
            /** @enum {string} */
            grupo:
              | 'URGENCIA_EMERGENCIA'
              | 'CONSULTAS'
              | 'EXAMES_SIMPLES'
              | 'EXAMES_COMPLEXOS_TERAPIAS'
              | 'ALTA_COMPLEXIDADE'
              | 'INTERNACOES_CIRURGIAS'
              | 'PARTO_A_TERMO'
              | 'ODONTOLOGIA';
            /** @default [] */
            segmentacoes?: ('AMBULATORIAL' | 'HOSPITALAR' | 'OBSTETRICIA' | 'ODONTOLOGICO')[];
            dut?: string | null;
            /** @default false */
            altaComplexidade?: boolean;
            /** @default false */
            autorizacaoPrevia?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarRegrasProdutos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          produtos: {
            registroAns: string;
            segmentacoes: ('AMBULATORIAL' | 'HOSPITALAR' | 'OBSTETRICIA' | 'ODONTOLOGICO')[];
            /** @default [] */
            regras?: {
              procedimento?: string | null;
              grupo?:
                | (
                    | 'URGENCIA_EMERGENCIA'
                    | 'CONSULTAS'
                    | 'EXAMES_SIMPLES'
                    | 'EXAMES_COMPLEXOS_TERAPIAS'
                    | 'ALTA_COMPLEXIDADE'
                    | 'INTERNACOES_CIRURGIAS'
                    | 'PARTO_A_TERMO'
                    | 'ODONTOLOGIA'
                  )
                | null;
              coparticipacao?: {
                percentual?: number | null;
                valorFixoCentavos?: number | null;
                tetoCentavos?: number | null;
              } | null;
              autorizacaoPrevia?: boolean | null;
            }[];
          }[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  gravarTabelaReembolso: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          linhas: {
            idErp: string;
            removido?: boolean;
            registroAns?: string;
            procedimento?: string;
            limiteCentavos?: number | null;
            multiplicador?: number | null;
            valorReferenciaCentavos?: number | null;
            coparticipacaoPercentual?: number | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            resultados: {
              indice: number;
              idErp: string | null;
              /** @enum {string} */
              resultado: 'criado' | 'atualizado' | 'inalterado' | 'erro';
              mensagem?: string;
              campos?: {
                [key: string]: string;
              };
            }[];
            totais: {
              criados: number;
              atualizados: number;
              inalterados: number;
              erros: number;
            };
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  validarTokenAtendimento: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          carteira: string;
          codigo: string;
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            valido: boolean;
            /** @enum {string} */
            situacao:
              'VALIDO' | 'CODIGO_INCORRETO' | 'CODIGO_EXPIRADO' | 'CODIGO_JA_UTILIZADO' | 'CARTAO_INVALIDO';
            mensagem: string;
            beneficiario: {
              nome: string;
              carteira: string;
              plano: string;
            } | null;
            validadoEm: string;
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      409: components['responses']['ErroIntegracao409'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  listarEventos: {
    parameters: {
      query?: {
        depois?: string;
        limite?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            eventos: components['schemas']['EventoIntegracao'][];
            proximoCursor: string;
            temMais: boolean;
          };
        };
      };
      400: components['responses']['ErroIntegracao400'];
      401: components['responses']['ErroIntegracao401'];
      403: components['responses']['ErroIntegracao403'];
      404: components['responses']['ErroIntegracao404'];
      408: components['responses']['ErroIntegracao408'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
  emitirToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @enum {string} */
          grant_type: 'client_credentials';
          scope?: string;
          client_id?: string;
          client_secret?: string;
        };
        'application/json': {
          /** @enum {string} */
          grant_type: 'client_credentials';
          scope?: string;
          client_id?: string;
          client_secret?: string;
        };
      };
    };
    responses: {
      /** @description Sucesso. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            access_token: string;
            /** @enum {string} */
            token_type: 'Bearer';
            expires_in: number;
            scope: string;
          };
        };
      };
      /** @description Dados inválidos: `mensagem` e, por campo, `campos`; ou um endereço malformado. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErroOAuth'] | components['schemas']['ErroIntegracao'];
        };
      };
      401: components['responses']['ErroOAuth401'];
      408: components['responses']['ErroIntegracao408'];
      413: components['responses']['ErroIntegracao413'];
      415: components['responses']['ErroIntegracao415'];
      421: components['responses']['ErroIntegracao421'];
      429: components['responses']['ErroIntegracao429'];
      431: components['responses']['ErroIntegracao431'];
      500: components['responses']['ErroIntegracao500'];
      503: components['responses']['ErroIntegracao503'];
    };
  };
}
