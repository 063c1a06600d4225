// The contact picker of a signed-in member's request (where the operator answers, where notices go):
// "Não é nenhum desses e-mails/telefones?" leads to Dados Pessoais, where the member keeps their contacts.
import { useNavigate } from 'react-router';
import { routePath } from '@portal/domain/access/routes';
import { ContactPicker, type ContactPickerProps } from './contact-picker';

export function MemberContactPicker(props: Omit<ContactPickerProps, 'onNoneOfThese'>) {
  const navigate = useNavigate();
  return <ContactPicker {...props} onNoneOfThese={() => void navigate(routePath('dadosPessoais'))} />;
}
