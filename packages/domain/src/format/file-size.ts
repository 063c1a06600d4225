// Spec §5 uploads: the size limit is shown 'as KB up to 1 MB, else MB' (1 MB = 1,048,576 bytes, §9).
import { BYTES_PER_MB } from '../constants.js';

const BYTES_PER_KB = 1024;
const SIZE_NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/**
 * '500 KB' below 1 MB, '1 MB' from exactly 1 MB on ('5 MB', '1,5 MB'); at most two decimals with a
 * Brazilian comma. 1 MB itself is shown as '1 MB' rather than '1.024 KB'.
 */
export function formatFileSize(bytes: number): string {
  const safe = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  return safe < BYTES_PER_MB
    ? `${SIZE_NUMBER.format(safe / BYTES_PER_KB)} KB`
    : `${SIZE_NUMBER.format(safe / BYTES_PER_MB)} MB`;
}
