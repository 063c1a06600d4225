// Tópicos (issue 38; role conteúdo): the topics of the members' home (conteudo-page.tsx).
import { ConteudoPage } from './conteudo-page';

export default function TopicosPage() {
  return <ConteudoPage tipo="topico" />;
}
