// The operator's news and health topics for the home (issue 17), dated relative to the seed day: four
// published ones, one withdrawn (ativo = false) and one scheduled for later, which the home never shows.
import { addDays, formatIsoDate, type CalendarDate } from '@portal/domain';
import type { Database } from '../client.js';
import { topicos } from '../schema/topicos.js';

export async function seedTopicos(tx: Database, hoje: CalendarDate): Promise<void> {
  const dia = (n: number) => formatIsoDate(addDays(hoje, n));
  await tx.insert(topicos).values([
    {
      titulo: 'Vacinação contra a gripe: já chegou a sua vez?',
      resumo:
        'A vacina protege contra os vírus que mais circulam neste ano. Veja quem deve se vacinar e onde.',
      corpoHtml: `<p>A vacina contra a gripe é atualizada todos os anos para proteger contra os vírus <strong>influenza</strong> que mais circulam.</p>
<h3>Quem deve se vacinar</h3>
<ul><li>Crianças de 6 meses a menores de 6 anos;</li><li>Pessoas com 60 anos ou mais;</li><li>Gestantes e puérperas;</li><li>Pessoas com doenças crônicas.</li></ul>
<p>Leve o seu cartão de vacinação e um documento com foto. Veja o calendário no <a href="https://www.gov.br/saude/pt-br/vacinacao">site do Ministério da Saúde</a>.</p>`,
      publicadoEm: dia(-2),
      ordem: 0,
    },
    {
      titulo: 'Outubro Rosa: o cuidado que começa com você',
      resumo: 'A mamografia de rastreamento é recomendada a cada dois anos para mulheres de 50 a 69 anos.',
      corpoHtml: `<p>O câncer de mama, quando descoberto cedo, tem grandes chances de cura.</p>
<h3>Fique atenta</h3>
<ul><li>Caroço endurecido na mama ou na axila;</li><li>Mudanças na pele ou no bico do seio;</li><li>Saída de líquido anormal.</li></ul>
<p>Converse com o seu médico sobre a <em>mamografia</em>. Ela está coberta pelo seu plano, com pedido médico.</p>`,
      publicadoEm: dia(-9),
      ordem: 0,
    },
    {
      titulo: 'Pronto-socorro ou consulta? Saiba onde ir',
      resumo:
        'O pronto-socorro é para urgências e emergências. Para o resto, agende uma consulta ou use o PA Virtual.',
      corpoHtml: `<p>Usar o pronto-socorro só quando é preciso deixa o atendimento mais rápido para quem está em risco.</p>
<h3>Vá ao pronto-socorro se houver</h3>
<ol><li>Dor no peito ou falta de ar;</li><li>Desmaio, convulsão ou confusão repentina;</li><li>Sangramento que não para;</li><li>Fraturas e acidentes.</li></ol>
<p>Febre baixa, resfriado ou renovação de receita: <strong>agende uma consulta</strong> ou fale com o PA Virtual.</p>`,
      publicadoEm: dia(-16),
      ordem: 0,
    },
    {
      titulo: 'Calor: beba água antes de sentir sede',
      resumo: 'Crianças e idosos desidratam mais rápido. Algumas dicas simples para os dias quentes.',
      corpoHtml: `<p>Nos dias quentes, o corpo perde mais água e sais minerais.</p>
<ul><li>Tenha sempre uma garrafa de água por perto;</li><li>Prefira frutas e refeições leves;</li><li>Evite o sol entre 10h e 16h.</li></ul>`,
      publicadoEm: dia(-30),
      ordem: 0,
    },
    {
      titulo: 'Campanha de vacinação do ano passado',
      resumo: 'Retirado do ar: substituído pela campanha deste ano.',
      corpoHtml: '<p>Campanha encerrada.</p>',
      publicadoEm: dia(-300),
      ativo: false,
      ordem: 0,
    },
    {
      titulo: 'Novembro Azul: saúde do homem',
      resumo: 'Publicação agendada.',
      corpoHtml: '<p>Em breve.</p>',
      publicadoEm: dia(5),
      ordem: 0,
    },
  ]);
}
