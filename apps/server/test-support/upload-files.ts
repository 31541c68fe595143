/** Small files with real magic bytes, for upload tests and the benchmark. */
export const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const JPEG_HEAD = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
export const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

export const pngOf = (bytes: number) =>
  Buffer.concat([PNG_HEAD, Buffer.alloc(Math.max(0, bytes - PNG_HEAD.length), 1)]);
export const jpegOf = (bytes: number) =>
  Buffer.concat([JPEG_HEAD, Buffer.alloc(Math.max(0, bytes - JPEG_HEAD.length), 2)]);

/** A multipart/form-data body with one file part. */
export function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----sd${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
