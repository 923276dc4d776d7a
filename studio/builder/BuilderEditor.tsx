'use client';

import { Button, createUsePuck, Puck, useGetPuck, type Data, type Overrides } from '@puckeditor/core';
import { fontsClass } from '../../engines/font-cache';
import { showImage } from '../../site-runtime/deferred-image';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  editorFieldTransforms,
  buildEditorConfig,
  LiveHeadingsContext,
  PickedImagesContext,
} from '../../builder/editor-config';
import { collectHeadings } from '../../builder/render-layout';
import type { LayoutNode } from '../../builder/props';
import type { RenderContext } from '../../builder/context';
import type { AnimationView, ImageView } from '../../data/types';
import { makeLoopPreview, type LoopPreviewTarget } from './LoopGridPreview';
import { MediaLibraryContext, renderMediaField, type MediaLibraryApi } from './MediaField';
import { useUnsavedGuard } from './use-unsaved-guard';
import { renderLinkField } from '../links/PuckLinkField';
import { toStoredLayout } from '../../builder/editor-data';
import { puckDictionary, te } from '../../messages/builder-editor';
import { previewCssHref } from './preview-css-href';
import {
  builderCollections,
  saveErrorMessage,
  saveRequest,
  saveSuccessMessage,
  type BuilderCollection,
  type SaveMode,
} from './save-layout';
import { editorViewports } from './viewports';

/**
 * The builder: Puck with the registry's editor config, Hebrew UI, device previews at the spec's
 * breakpoints and a preview iframe styled by the site's own CSS. "שמירת טיוטה" and "פרסום" PATCH the
 * document through Payload's REST API with the editor's session (access rules, layout validation and
 * CSRF origin check apply). A refused save shows the server's message and leaves the editor's work as is.
 */

interface SaveApi {
  saving: SaveMode | null;
  save: (mode: SaveMode, data: Data) => void;
}

const SaveContext = createContext<SaveApi>({ saving: null, save: () => undefined });

function SaveActions() {
  const getPuck = useGetPuck();
  const { saving, save } = useContext(SaveContext);
  const busy = saving !== null;
  return (
    <div className="arig-builder__actions" aria-busy={busy}>
      <Button
        type="button"
        variant="secondary"
        disabled={busy}
        onClick={() => save('draft', getPuck().appState.data)}
        loading={saving === 'draft'}
      >
        {te.saveDraft}
      </Button>
      <Button
        type="button"
        variant="primary"
        disabled={busy}
        onClick={() => save('publish', getPuck().appState.data)}
        loading={saving === 'publish'}
      >
        {te.publish}
      </Button>
    </div>
  );
}

const usePuck = createUsePuck();

/**
 * Gives the preview iframe the site's direction, language and stylesheets (loaded from this origin),
 * and the unsaved layout's headings to tables of contents.
 */
function PreviewFrame({ children, document: frameDocument }: { children: ReactNode; document?: Document }) {
  const content = usePuck((s) => s.appState.data.content);
  const headings = useMemo(() => collectHeadings({ content: content as unknown as LayoutNode[] }), [content]);
  useEffect(() => {
    if (!frameDocument) return;
    const html = frameDocument.documentElement;
    html.lang = 'he';
    html.dir = 'rtl';
    // The editor sees the site fonts at once (visitors get them from their second page: engines/font-cache.ts).
    html.classList.add(fontsClass);
    if (!frameDocument.getElementById('arig-site-css')) {
      const link = frameDocument.createElement('link');
      link.id = 'arig-site-css';
      link.rel = 'stylesheet';
      link.href = previewCssHref;
      frameDocument.head.appendChild(link);
    }
  }, [frameDocument]);
  useEffect(() => (frameDocument ? showDeferredImages(frameDocument) : undefined), [frameDocument]);
  return <LiveHeadingsContext.Provider value={headings}>{children}</LiveHeadingsContext.Provider>;
}

/**
 * The widgets' deferred images (components/content/DeferredImage.tsx) wait for the site runtime, which the
 * preview does not run: the preview gives them their addresses as they are rendered. Returns the stop.
 */
function showDeferredImages(frameDocument: Document): () => void {
  const show = () => frameDocument.querySelectorAll<HTMLImageElement>('img[data-src]').forEach(showImage);
  show();
  const observer = new MutationObserver(show);
  observer.observe(frameDocument.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-src'],
  });
  return () => observer.disconnect();
}

const overrides: Partial<Overrides> = {
  headerActions: () => <SaveActions />,
  iframe: PreviewFrame,
};

type Status = { kind: 'idle' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

export interface BuilderEditorProps {
  collection: BuilderCollection;
  id: number | string;
  title: string;
  initialData: Data;
  context: RenderContext;
  publicPath: string | null;
  /** Live previews of loop grids through the edit-mode refresh call; absent: a placeholder. */
  loopPreview?: LoopPreviewTarget;
}

export function BuilderEditor({
  collection,
  id,
  title,
  initialData,
  context,
  publicPath,
  loopPreview,
}: BuilderEditorProps) {
  const words = te.documentWords[collection];
  const config = useMemo(
    () =>
      buildEditorConfig(loopPreview ? { ...context, loopPreview: makeLoopPreview(loopPreview) } : context, {
        mediaField: renderMediaField,
        linkField: renderLinkField,
        rootTitleLabel: words.rootTitle,
        namedColours: context.namedColours,
      }),
    [context, loopPreview, words],
  );
  const dictionary = useMemo(
    () => ({ ...puckDictionary, 'label-page': words.root, 'outline-header-title': words.outline }),
    [words],
  );
  const [picked, setPicked] = useState<Record<string, ImageView>>({});
  const [pickedAnimations, setPickedAnimations] = useState<Record<string, AnimationView>>({});
  const mediaLibrary = useMemo<MediaLibraryApi>(
    () => ({
      known: { ...context.images, ...picked },
      remember: (mediaId, view) => setPicked((before) => ({ ...before, [mediaId]: view })),
      animations: { ...context.animations, ...pickedAnimations },
      rememberAnimation: (mediaId, view) => setPickedAnimations((before) => ({ ...before, [mediaId]: view })),
    }),
    [context.images, context.animations, picked, pickedAnimations],
  );
  const unsaved = useUnsavedGuard(initialData);
  const [saving, setSaving] = useState<SaveMode | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inFlight = useRef(false);

  const save = useCallback(
    async (mode: SaveMode, data: Data) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSaving(mode);
      setStatus({ kind: 'idle' });
      const layout = toStoredLayout(data);
      const { url, init } = saveRequest(collection, id, mode, layout);
      try {
        const response = await fetch(url, init);
        const body: unknown = await response.json().catch(() => null);
        if (response.ok) unsaved.saved(layout);
        setStatus(
          response.ok
            ? { kind: 'ok', text: saveSuccessMessage(mode, new Date(), collection) }
            : { kind: 'error', text: saveErrorMessage(response.status, body) },
        );
      } catch {
        setStatus({ kind: 'error', text: saveErrorMessage('network', undefined) });
      } finally {
        inFlight.current = false;
        setSaving(null);
      }
    },
    [collection, id, unsaved],
  );

  const saveApi = useMemo<SaveApi>(() => ({ saving, save: (m, d) => void save(m, d) }), [saving, save]);
  const adminHref = `${builderCollections[collection].adminPath}/${encodeURIComponent(String(id))}`;

  return (
    <SaveContext.Provider value={saveApi}>
      <MediaLibraryContext.Provider value={mediaLibrary}>
        <PickedImagesContext.Provider value={picked}>
          <div className="arig-builder">
            <div className="arig-builder__bar">
              <h1 className="arig-builder__title">{te.headerTitle(title)}</h1>
              <a className="arig-builder__link" href={adminHref}>
                {words.back}
              </a>
              {publicPath ? (
                <a className="arig-builder__link" href={publicPath} target="_blank" rel="noopener">
                  {te.viewOnSite}
                </a>
              ) : null}
              <p className="arig-builder__status" role="status" aria-live="polite">
                {status.kind === 'ok' ? status.text : ''}
              </p>
            </div>
            <div className="arig-builder__alert" role="alert">
              {status.kind === 'error' ? status.text : ''}
            </div>
            <div className="arig-builder__editor">
              <Puck
                config={config}
                data={initialData}
                fieldTransforms={editorFieldTransforms}
                overrides={overrides}
                dictionary={dictionary}
                viewports={editorViewports}
                iframe={{ enabled: true, waitForStyles: true }}
                headerTitle={title}
                onChange={unsaved.changed}
                height="100%"
              />
            </div>
          </div>
        </PickedImagesContext.Provider>
      </MediaLibraryContext.Provider>
    </SaveContext.Provider>
  );
}
