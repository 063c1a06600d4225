// Builds a multipart/form-data body for app.inject() by hand, so upload tests send exactly what a
// browser's FormData would (and can send what a browser would not, like a lying file name).
export interface MultipartFilePart {
  field: string;
  fileName: string;
  bytes: Uint8Array;
  contentType?: string;
}

export function multipartBody(
  fields: Record<string, string>,
  files: readonly MultipartFilePart[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
