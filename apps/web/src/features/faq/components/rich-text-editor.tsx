import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import {
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonImageUpload,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../shared/uploads/upload-file';

const EXTENSIONS = [StarterKit, Image];

interface FaqEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Every image uploaded from here, so the page can remove the ones the saved answer no longer uses. */
  onUploaded: (url: string) => void;
  label: string;
  editable?: boolean;
}

/**
 * The WYSIWYG editor of an FAQ answer (mui-tiptap): headings, lists, quotes and images uploaded through
 * POST /common/upload. The server sanitises the HTML it receives whatever this editor sends.
 */
export function FaqEditor({ value, onChange, onUploaded, label, editable = true }: FaqEditorProps) {
  const { t } = useTranslation();
  const ref = useRef<RichTextEditorRef>(null);
  return (
    <section aria-label={label}>
      <RichTextEditor
        ref={ref}
        extensions={EXTENSIONS}
        content={value}
        editable={editable}
        immediatelyRender
        editorProps={{ attributes: { 'aria-label': label } }}
        onUpdate={({ editor }) => onChange(editor.getHTML())}
        renderControls={() => (
          <MenuControlsContainer>
            <MenuSelectHeading
              labels={{
                paragraph: t('content.editor.paragraph'),
                ...Object.fromEntries(
                  [1, 2, 3, 4, 5, 6].map((level) => [
                    `heading${level}`,
                    t('content.editor.heading', { level }),
                  ]),
                ),
              }}
            />
            <MenuDivider />
            <MenuButtonBold tooltipLabel={t('content.editor.bold')} />
            <MenuButtonItalic tooltipLabel={t('content.editor.italic')} />
            <MenuButtonBulletedList tooltipLabel={t('content.editor.bulletList')} />
            <MenuButtonOrderedList tooltipLabel={t('content.editor.orderedList')} />
            <MenuButtonBlockquote tooltipLabel={t('content.editor.quote')} />
            <MenuDivider />
            <MenuButtonImageUpload
              onUploadFiles={async (files) => {
                const stored = await Promise.all(files.map((file) => uploadFile(file, 'faq')));
                for (const file of stored) onUploaded(file.url);
                return stored.map((file) => ({ src: file.url, alt: '' }));
              }}
              inputProps={{ accept: 'image/jpeg,image/png' }}
              tooltipLabel={t('content.editor.image')}
            />
            <MenuDivider />
            <MenuButtonUndo tooltipLabel={t('content.editor.undo')} />
            <MenuButtonRedo tooltipLabel={t('content.editor.redo')} />
          </MenuControlsContainer>
        )}
      />
    </section>
  );
}

/** The image addresses an answer uses. */
export function imagesOf(html: string): string[] {
  return [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
}
