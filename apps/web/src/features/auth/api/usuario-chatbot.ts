// GET /api/usuario/chatbot (spec §3 "Chatbot data"): nome, email, cpf, telefone for the chatbot widget.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Chatbot } from '@portal/domain/contract/auth/usuario';
import { api, type RequestOptions } from '../../../lib/api-client';

export const fetchUsuarioChatbot = (
  options?: Pick<RequestOptions, 'ignoreRedirect' | 'signal'>,
): Promise<Chatbot> => api.get<Chatbot>('/usuario/chatbot', options);

export const usuarioChatbotQueryOptions = () =>
  queryOptions({
    queryKey: ['usuario', 'chatbot'],
    queryFn: ({ signal }) => fetchUsuarioChatbot({ signal }),
  });

export const useUsuarioChatbot = (enabled = true) => useQuery({ ...usuarioChatbotQueryOptions(), enabled });
