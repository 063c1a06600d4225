// Banners (issue 38; role conteúdo): the banners of the members' home (conteudo-page.tsx).
import { ConteudoPage } from './conteudo-page';

export default function BannersPage() {
  return <ConteudoPage tipo="banner" />;
}
