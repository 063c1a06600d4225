// Spec §7 helper links: messaging link with text (country code 55), tel: with +55 and mailto:. The maps
// links are place-links.tsx's own (the footer that loads with every screen needs none of them).
import { COUNTRY_DIAL_CODE, PHONE_MOBILE_DIGITS } from '@portal/domain/constants';
import { onlyDigits } from '@portal/domain/format/digits';
import { formatPhone } from '@portal/domain/format/documents';

/** National digits: a number already written with the country code does not get it twice. */
function nationalDigits(phone: string): string {
  const digits = onlyDigits(phone);
  return digits.length > PHONE_MOBILE_DIGITS && digits.startsWith(COUNTRY_DIAL_CODE)
    ? digits.slice(COUNTRY_DIAL_CODE.length)
    : digits;
}

export function whatsappLink(phone: string, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${COUNTRY_DIAL_CODE}${nationalDigits(phone)}${query}`;
}

/** Non-geographic numbers (0800, 0300…) are dialled as written: a country code would break them. */
const isNonGeographic = (phone: string): boolean => onlyDigits(phone).startsWith('0');

export const telLink = (phone: string): string =>
  isNonGeographic(phone) ? `tel:${onlyDigits(phone)}` : `tel:+${COUNTRY_DIAL_CODE}${nationalDigits(phone)}`;

/** '(11) 96123-4567' for ordinary numbers; non-geographic ones keep the operator's own spacing. */
export const displayPhone = (phone: string): string =>
  isNonGeographic(phone) ? phone.trim() : formatPhone(phone);

export const mailtoLink = (email: string): string => `mailto:${email.trim()}`;
