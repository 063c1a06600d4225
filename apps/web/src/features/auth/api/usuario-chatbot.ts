// GET /api/usuario/chatbot (spec §3 "Chatbot data"): nome, email, cpf, telefone for the chatbot widget.
import type { Chatbot } from '@portal/domain/contract/auth/usuario';
import type { RequestOptions } from '../../../platform/api/api-client';
import { callEndpoint } from '../../../platform/api/endpoint-client';
import { usuarioCalls } from '@portal/domain/contract/calls/auth/usuario';

export const fetchUsuarioChatbot = (
  options?: Pick<RequestOptions, 'ignoreRedirect' | 'signal' | 'background'>,
): Promise<Chatbot> => callEndpoint(usuarioCalls.chatbot, options);
