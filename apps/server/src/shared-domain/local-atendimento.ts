// An own unit of the operator as spec §3 Place (issue 16's clinics, issue 17's service points): the columns
// to select from prestadores joined with cidades, and the mapping to the contract's shape. One place, so
// the appointment card, the booking screens and the service points show a unit the same way.
import type { LocalAtendimento } from '@portal/domain/contract/saude/agendamentos';
import { cidades } from '../db/schema/dados-pessoais.js';
import { prestadores } from '../db/schema/saude.js';

/** The clinic columns of spec §3 Place. */
export const localSelection = {
  codigo: prestadores.codigo,
  nome: prestadores.nome,
  endereco: prestadores.endereco,
  bairro: prestadores.bairro,
  cidade: cidades.nome,
  uf: cidades.uf,
  latitude: prestadores.latitude,
  longitude: prestadores.longitude,
  telefone: prestadores.telefone,
};

export interface LocalRow {
  codigo: string;
  nome: string;
  endereco: string;
  bairro: string;
  cidade: string;
  uf: string;
  latitude: number | null;
  longitude: number | null;
  telefone: string | null;
}

export const toLocal = (row: LocalRow): LocalAtendimento => ({
  codigo: row.codigo,
  nome: row.nome,
  endereco: `${row.endereco} - ${row.bairro}`,
  cidade: row.cidade,
  uf: row.uf,
  // Own clinics always carry their coordinates (seeded and checked); 0 only for a clinic missing them.
  latitude: row.latitude ?? 0,
  longitude: row.longitude ?? 0,
  telefone: row.telefone,
});
