// Spec §2 footer: the operator's abbreviated name, address and 'ANS - n° …', and the contact block with a
// messaging link and the phone line. A parameter that did not load says so instead of leaving a gap.
import { MESSAGES, ansRegistration } from '@portal/domain/messages';
import type { ParametroPublico } from '@portal/domain/contract/shell/parametros';
import { Icon } from '../../ui/icon';
import { displayPhone, telLink, whatsappLink } from '../../shared-domain/contact-links';

export const FOOTER_CONTACT_TITLE = 'Não sabe o número da sua carteirinha?';
const WHATSAPP_TEXT = 'Olá! Não sei o número da minha carteirinha.';

type Parametros = Partial<Record<ParametroPublico, string>>;

export function SiteFooter({ parametros }: { parametros: Parametros }) {
  const value = (name: ParametroPublico) => parametros[name]?.trim() || null;
  const nome = value('NOME_ABREVIADO');
  const endereco = value('ENDERECO');
  const registro = value('REGISTRO_ANS');
  const fone = value('FONE_CONTATO');
  const whatsapp = value('WHATSAPP_CONTATO') ?? fone;
  const missing = MESSAGES.parameterNotFound;
  return (
    // Laid out only as it nears the viewport (issue 11: the first paint lays out less); see service-groups.tsx.
    <footer className="mt-12 border-t-4 border-primary bg-surface text-ink [contain-intrinsic-size:auto_16rem] [content-visibility:auto]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <p className="text-lg font-bold">{nome ?? missing}</p>
          <p>{endereco ?? missing}</p>
          <p className="font-semibold">{registro ? ansRegistration(registro) : missing}</p>
        </div>
        <section aria-labelledby="rodape-contato" className="flex flex-col gap-2">
          <h2 id="rodape-contato" className="text-lg font-bold">
            {FOOTER_CONTACT_TITLE}
          </h2>
          <p>Fale com a gente:</p>
          <ul className="flex flex-col gap-2">
            <li>
              {whatsapp ? (
                <a
                  href={whatsappLink(whatsapp, WHATSAPP_TEXT)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold"
                >
                  WhatsApp {displayPhone(whatsapp)}
                  <span className="sr-only"> (abre em nova aba)</span>
                  {/* The new-tab mark every other link that opens a tab carries (service-groups.tsx). */}
                  <Icon name="external" className="ml-1" />
                </a>
              ) : (
                missing
              )}
            </li>
            <li>
              {fone ? (
                <a href={telLink(fone)} className="font-semibold">
                  Telefone {displayPhone(fone)}
                </a>
              ) : (
                missing
              )}
            </li>
          </ul>
        </section>
      </div>
    </footer>
  );
}
