// How far each file of a multipart upload has gone, from the one number the browser reports (bytes of the
// whole body sent so far). The body carries its parts in the order they were appended — the text fields
// first, then the files — so the sent bytes cover the parts one after the other. The multipart framing
// (boundaries, part headers) is not known to the page: it is spread over the parts by their size.

/** Share (0–1) of each file already sent, in the order the files were appended. */
export function fileProgress(
  loaded: number,
  total: number,
  /** Bytes of the text parts sent before the files (the `dados` JSON). */
  leadingBytes: number,
  fileSizes: readonly number[],
): number[] {
  if (total <= 0 || loaded >= total) return fileSizes.map(() => (loaded >= total && total > 0 ? 1 : 0));
  const known = leadingBytes + fileSizes.reduce((sum, size) => sum + size, 0);
  const sent = (loaded / total) * known;
  let start = leadingBytes;
  return fileSizes.map((size) => {
    const share = size === 0 ? (sent >= start ? 1 : 0) : (sent - start) / size;
    start += size;
    return Math.min(1, Math.max(0, share));
  });
}
