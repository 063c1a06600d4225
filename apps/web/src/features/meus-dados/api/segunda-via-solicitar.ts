// POST /api/beneficiarios/segunda-via-cartao/solicitar/{cpf}: answers the protocol number.
import { useMutation } from '@tanstack/react-query';
import type {
  SegundaViaSolicitada,
  SolicitarSegundaVia,
} from '@portal/domain/contract/meus-dados/segunda-via-cartao';
import { api } from '../../../lib/api-client';

export const solicitarSegundaVia = (cpf: string, body: SolicitarSegundaVia) =>
  api.post<SegundaViaSolicitada>(`/beneficiarios/segunda-via-cartao/solicitar/${cpf}`, body);

export const useSolicitarSegundaVia = (cpf: string) =>
  useMutation({ mutationFn: (body: SolicitarSegundaVia) => solicitarSegundaVia(cpf, body) });
