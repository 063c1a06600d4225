// The home's topics (issue 17) with their usage: opening one records the spec's resource usage 'TOPICO'
// (§7 "Resource-usage names include topic") and, as a functionality use, which topic it was. Composed here
// because the topics and the usage calls are different features; loaded lazily by the home route.
import type { Topico } from '@portal/domain/contract/shell/topicos';
import TopicosHome from '../../features/shell/components/topicos-home';
import { postUtilizacaoFuncionalidade } from '../../features/auth/api/utilizacao-funcionalidade';
import { postUtilizacaoRecurso } from '../../features/auth/api/utilizacao-recurso';

function registrarAbertura(topico: Topico): void {
  void postUtilizacaoRecurso({ recurso: 'TOPICO' });
  void postUtilizacaoFuncionalidade({
    recurso: 'TOPICO',
    complemento: topico.titulo.slice(0, 255),
    documentoAcessado: `topico-${topico.id}`,
  });
}

export default function TopicosHomeComUso() {
  return <TopicosHome onAbrir={registrarAbertura} />;
}
