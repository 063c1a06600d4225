// The otpauth:// URI as a QR code for the authenticator app, drawn by the qrcode package (loaded only here)
// as an image; the same secret is always beside it as text to type, for a phone that cannot scan.
import { useEffect, useState } from 'react';

export function QrCode({ texto, descricao }: { texto: string; descricao: string }) {
  const [imagem, setImagem] = useState<string | null>(null);
  useEffect(() => {
    let vivo = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(texto, { margin: 2, width: 208, errorCorrectionLevel: 'M' }).then((url) => {
        if (vivo) setImagem(url);
      }),
    );
    return () => {
      vivo = false;
    };
  }, [texto]);
  return (
    <div className="size-52 bg-white p-0">
      {imagem && <img src={imagem} alt={descricao} width={208} height={208} />}
    </div>
  );
}
