// The home: the shell's page with the cards of app/home-cards.tsx above the service groups (the cards
// read several features' data, so they are composed here, where features meet).
import HomePage from '../../features/shell/pages/home-page';
import { HomeCards } from '../home-cards';
import { abrirPaVirtual } from '../pa-virtual-entry';

export default function HomeRoute() {
  return <HomePage cards={<HomeCards />} abrirPaVirtual={abrirPaVirtual} />;
}
