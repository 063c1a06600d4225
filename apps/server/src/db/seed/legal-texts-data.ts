// The fictional operator's terms of use, privacy policy and LGPD notice (simple HTML, sanitised by the
// server), each as its version 1 (issue 38: the console publishes the next ones). The link in the privacy
// policy shows that links survive sanitising. Published at the seed's instant, when the demo accounts are
// created too: not after them, so no demo member is asked to accept them (only later versions are).
import type { textosLegaisVersoes } from '../schema/lifecycle.js';

const UPDATED_AT = new Date('2026-01-15T12:00:00.000Z');

const TERMOS = `
<p>Estes Termos de Uso regem o acesso ao Portal do Beneficiário da Vale Verde Saúde Cooperativa Médica
(registro ANS n° 345678). Ao usar o portal, você declara que leu e concorda com as condições abaixo.</p>
<h2>1. Acesso e cadastro</h2>
<p>O portal é destinado aos beneficiários dos planos da operadora. O acesso é pessoal e feito com o CPF e
uma senha criada no primeiro acesso, depois da confirmação por um código enviado ao seu e-mail ou celular.</p>
<ul>
  <li>Mantenha sua senha em sigilo e não a compartilhe com ninguém.</li>
  <li>Troque sua senha sempre que suspeitar de uso indevido.</li>
  <li>Mantenha seus dados de contato atualizados para receber avisos de segurança.</li>
</ul>
<h2>2. Uso dos serviços</h2>
<p>Os serviços do portal (carteirinha virtual, boletos, reembolsos, autorizações, resultados de exames e
agendamentos) não substituem o atendimento médico. Em caso de emergência, procure o pronto-socorro mais
próximo ou ligue para o SOS Emergência.</p>
<h2>3. Responsabilidades</h2>
<p>O beneficiário responde pelas informações que enviar e pelas solicitações que fizer em seu nome ou em nome
de seus dependentes. A operadora pode suspender o acesso em caso de uso indevido ou de suspeita de fraude.</p>
<h2>4. Alterações</h2>
<p>Estes termos podem ser atualizados. A data da última atualização aparece no início desta página.</p>
`.trim();

const PRIVACIDADE = `
<p>A Vale Verde Saúde trata seus dados pessoais conforme a Lei Geral de Proteção de Dados Pessoais
(Lei n° 13.709/2018) e as normas da Agência Nacional de Saúde Suplementar.</p>
<h2>1. Dados que tratamos</h2>
<ul>
  <li>Dados de identificação e contato: nome, CPF, data de nascimento, endereço, e-mail e telefones.</li>
  <li>Dados do plano: contratos, carteirinhas, mensalidades e coparticipações.</li>
  <li>Dados de saúde necessários aos serviços: autorizações, exames, receitas e agendamentos.</li>
</ul>
<h2>2. Para que usamos</h2>
<p>Para prestar os serviços do plano, cumprir obrigações legais e regulatórias, prevenir fraudes e proteger
sua conta, por exemplo enviando códigos de verificação e avisos de segurança.</p>
<h2>3. Segurança</h2>
<p>As senhas são guardadas de forma irreversível, as sessões expiram após 30 minutos sem uso e cada acesso a
dados pessoais, financeiros ou de saúde fica registrado.</p>
<h2>4. Seus direitos</h2>
<p>Você pode pedir acesso, correção, portabilidade ou eliminação dos seus dados, e informações sobre o
compartilhamento, pelo e-mail <a href="mailto:privacidade@valeverdesaude.example">privacidade@valeverdesaude.example</a>
ou pela Central de Atendimento.</p>
`.trim();

const AVISO_LGPD = `
<p>A Vale Verde Saúde Cooperativa Médica é a controladora dos dados pessoais tratados no Portal do
Beneficiário, nos termos da Lei Geral de Proteção de Dados (Lei n° 13.709/2018).</p>
<h2>Encarregado pelo tratamento de dados</h2>
<p>Fale com o nosso encarregado pelo e-mail
<a href="mailto:encarregado@valeverdesaude.example">encarregado@valeverdesaude.example</a>.</p>
<h2>Seus direitos</h2>
<p>No portal, em Meus Dados, você baixa todos os seus dados em um arquivo e vê quem acessou os seus dados.</p>
`.trim();

export const LEGAL_TEXTS: (typeof textosLegaisVersoes.$inferInsert)[] = [
  { chave: 'TERMOS_DE_USO', versao: 1, titulo: 'Termos de Uso', conteudo: TERMOS, publicadoEm: UPDATED_AT },
  {
    chave: 'POLITICA_DE_PRIVACIDADE',
    versao: 1,
    titulo: 'Política de Privacidade',
    conteudo: PRIVACIDADE,
    publicadoEm: UPDATED_AT,
  },
  { chave: 'AVISO_LGPD', versao: 1, titulo: 'Aviso LGPD', conteudo: AVISO_LGPD, publicadoEm: UPDATED_AT },
];
