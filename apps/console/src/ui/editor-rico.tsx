// The rich-text editor of the console's operator texts (issue 38: legal texts, topics, banners): Tiptap 3 (ProseMirror) with only what the
// server's sanitiser keeps (platform/html-seguro.ts: paragraphs, h2/h3, bold, italic, bulleted and numbered
// lists, https/mailto links, line breaks) — no toolbar button makes anything the server would drop. Its HTML
// is a proposal: the server cleans it on save, preview and publication, and that is what members get.
// Accessible: the editable area is a labelled multi-line textbox; the toolbar is role="toolbar" with toggle
// buttons (aria-pressed) of at least 44 px; the link address is typed in a labelled field, not a prompt.
import { useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Botao } from './botao';

const LINK_VALIDO = /^(https:\/\/|mailto:)\S+$/;

/** How the operator's HTML is drawn in the editor and in the preview (Tailwind's reset undoes lists). */
export const TEXTO_OPERADORA =
  'flex flex-col gap-3 [&_a]:text-link [&_a]:underline [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/** Server-sanitised HTML (platform/html-seguro.ts), as members get it: only the server's output goes here. */
export function HtmlDoServidor({ html }: { html: string }) {
  return <div className={TEXTO_OPERADORA} dangerouslySetInnerHTML={{ __html: html }} />;
}

interface EditorRicoProps {
  id: string;
  /** The id of the visible label (the editable area is a div, labelled by it). */
  rotuloId: string;
  inicial: string;
  onChange: (html: string) => void;
}

function Ferramentas({ editor, id }: { editor: Editor; id: string }) {
  const estado = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      negrito: e.isActive('bold'),
      italico: e.isActive('italic'),
      lista: e.isActive('bulletList'),
      numerada: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const [link, setLink] = useState<string | null>(null);
  const [erroLink, setErroLink] = useState<string | null>(null);
  const cadeia = () => editor.chain().focus();
  const botoes = [
    { rotulo: 'Título', ativo: estado.h2, agir: () => cadeia().toggleHeading({ level: 2 }).run() },
    { rotulo: 'Subtítulo', ativo: estado.h3, agir: () => cadeia().toggleHeading({ level: 3 }).run() },
    { rotulo: 'Negrito', ativo: estado.negrito, agir: () => cadeia().toggleBold().run() },
    { rotulo: 'Itálico', ativo: estado.italico, agir: () => cadeia().toggleItalic().run() },
    { rotulo: 'Lista', ativo: estado.lista, agir: () => cadeia().toggleBulletList().run() },
    { rotulo: 'Lista numerada', ativo: estado.numerada, agir: () => cadeia().toggleOrderedList().run() },
  ];
  const aplicarLink = () => {
    const endereco = (link ?? '').trim();
    if (endereco === '') {
      cadeia().extendMarkRange('link').unsetLink().run();
    } else if (!LINK_VALIDO.test(endereco)) {
      setErroLink('Use um endereço que comece com https:// ou mailto:.');
      return;
    } else {
      cadeia().extendMarkRange('link').setLink({ href: endereco }).run();
    }
    setErroLink(null);
    setLink(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <div
        role="toolbar"
        aria-label="Formatação do texto"
        aria-controls={id}
        className="flex flex-wrap gap-1"
      >
        {botoes.map((b) => (
          <Botao
            key={b.rotulo}
            aria-pressed={b.ativo}
            onClick={b.agir}
            className="aria-pressed:bg-surface-muted"
          >
            {b.rotulo}
          </Botao>
        ))}
        <Botao
          aria-pressed={estado.link}
          aria-expanded={link !== null}
          onClick={() =>
            setLink(link === null ? ((editor.getAttributes('link').href as string) ?? '') : null)
          }
          className="aria-pressed:bg-surface-muted"
        >
          Link
        </Botao>
      </div>
      {link !== null && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex grow flex-col gap-1">
            <label htmlFor={`${id}-link`} className="font-semibold">
              Endereço do link (vazio remove o link)
            </label>
            <input
              id={`${id}-link`}
              value={link}
              onChange={(e) => setLink(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  aplicarLink();
                }
              }}
              aria-invalid={erroLink ? true : undefined}
              aria-describedby={erroLink ? `${id}-link-erro` : undefined}
              className="min-h-11 w-full rounded border border-line-strong bg-surface px-3 text-ink"
            />
            {erroLink && (
              <p id={`${id}-link-erro`} className="text-sm font-semibold text-danger">
                {erroLink}
              </p>
            )}
          </div>
          <Botao onClick={aplicarLink}>Aplicar link</Botao>
        </div>
      )}
    </div>
  );
}

export function EditorRico({ id, rotuloId, inicial, onChange }: EditorRicoProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: false, protocols: ['mailto'] },
      }),
    ],
    content: inicial,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': rotuloId,
        class: `${TEXTO_OPERADORA} min-h-64 rounded border border-line-strong bg-surface p-3 text-ink focus-visible:outline-2 focus-visible:outline-primary`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  return (
    <div className="flex flex-col gap-2">
      <Ferramentas editor={editor} id={id} />
      <EditorContent editor={editor} />
    </div>
  );
}
