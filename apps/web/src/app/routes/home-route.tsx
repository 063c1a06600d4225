// The home: the shell's page with the cards of app/home-cards.tsx above the service groups (the cards
// read several features' data, so they are composed here, where features meet).
import HomePage from '../../features/shell/pages/home-page';
import { useEffect } from 'react';
import { HomeCards } from '../home-cards';
import { warmPrivateRoutes } from '../route-modules';

export default function HomeRoute() {
  // The member's next click is a private screen: fetch their table now (route-modules.ts).
  useEffect(warmPrivateRoutes, []);
  return <HomePage cards={<HomeCards />} />;
}
