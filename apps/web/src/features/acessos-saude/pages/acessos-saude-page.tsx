// Quem Pode Ver Meus Dados de Saúde (issue 33): the screen lands in the next commit.
export default function AcessosSaudePage() {
  return null;
}
