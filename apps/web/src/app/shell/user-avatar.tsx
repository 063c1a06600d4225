// Spec §2: the member's photo with a default when there is none or it fails to load.
import { Avatar } from 'radix-ui';

/** GET /api/usuario sends a URL or bare base64 (JPEG unless the data says otherwise). */
export function photoSource(imagem: string | null): string | undefined {
  if (!imagem) return undefined;
  if (/^(data:|https?:|\/)/.test(imagem)) return imagem;
  const type = imagem.startsWith('iVBOR') ? 'image/png' : 'image/jpeg';
  return `data:${type};base64,${imagem}`;
}

export function UserAvatar({ imagem, size = 'md' }: { imagem: string | null; size?: 'md' | 'lg' }) {
  const dimension = size === 'lg' ? 'size-12' : 'size-9';
  return (
    <Avatar.Root
      className={`inline-flex ${dimension} shrink-0 overflow-hidden rounded-full border-2 border-current`}
    >
      {/* Decorative: the greeting beside it already names the member. */}
      <Avatar.Image src={photoSource(imagem)} alt="" className="size-full object-cover" />
      <Avatar.Fallback className="flex size-full items-center justify-center bg-surface text-primary">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3/4" fill="currentColor">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
        </svg>
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
