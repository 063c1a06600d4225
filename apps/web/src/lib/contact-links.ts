// Spec §7 helper links: messaging link with text (country code 55), tel: with +55, mailto:, and maps
// links (Apple Maps on Apple devices, a web maps service otherwise).
import { COUNTRY_DIAL_CODE, PHONE_MOBILE_DIGITS, onlyDigits } from '@portal/domain';

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

export const telLink = (phone: string): string => `tel:+${COUNTRY_DIAL_CODE}${nationalDigits(phone)}`;

export const mailtoLink = (email: string): string => `mailto:${email.trim()}`;

export function mapsLink(latitude: number, longitude: number): string {
  const apple = /iPhone|iPad|iPod|Macintosh/i.test(navigator.userAgent);
  return apple
    ? `https://maps.apple.com/?q=${latitude},${longitude}`
    : `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
