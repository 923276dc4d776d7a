import {
  createUsePuck,
  type Config,
  type CustomFieldRender,
  type Field,
  type FieldTransforms,
  type Fields,
  type SlotComponent,
} from '@puckeditor/core';
import { createContext, useContext, type ReactNode } from 'react';
import type { ImageView } from '../data/types';
import { colourRef } from '../engines/colour/custom-colours';
import { categories, hiddenCategories, type CategoryId } from './categories';
import { elementAttrs, elementDomId, type CommonProps } from './common';
import type { RenderContext, TocHeading, WidgetContext } from './context';
import type { LayoutNode } from './props';
import { widgetList, type RegistryEntry } from './registry';

/**
 * The Puck editor config, built from the same registry as the site's render config: Hebrew labels,
 * categories and fields from each widget's schema.ts, and a preview render that runs the widget's own
 * server render. Type-only imports from Puck: the studio passes this object to <Puck>.
 *
 * In the preview, slot props arrive from Puck as components; they are rendered in place of the site's
 * slot wrapper (same class, so the same CSS lays them out). Props are checked with the widget's schema on
 * every render, so an invalid value being typed shows a Hebrew notice instead of breaking the preview.
 */
type PuckRenderProps = Record<string, unknown> & { id: string; puck?: unknown; editMode?: boolean };

/**
 * Images picked in this editing session, by media id: merged over the ones the page was opened with, so
 * a newly chosen image previews at once.
 */
export const PickedImagesContext = createContext<Readonly<Record<string, ImageView>>>({});

/**
 * The headings of the layout being edited (unsaved), for tables of contents; the studio provides them
 * from Puck's current data.
 */
export const LiveHeadingsContext = createContext<readonly TocHeading[]>([]);

/** What the studio adds to the editor besides render data. */
export interface EditorExtensions {
  /** Renders `p.media` props (fields tagged `metadata.media`); without it they stay text boxes for the id. */
  mediaField?: CustomFieldRender<string>;
  /** Renders `p.url` props (fields tagged `metadata.link`) with a search of the site; else text boxes. */
  linkField?: CustomFieldRender<string>;
  /** The label of the document's own title field (a page's by default). */
  rootTitleLabel?: string;
  /** Site Settings' named colours, offered (global) wherever a colour choice takes them. */
  namedColours?: readonly { id: string; name: string }[];
}

function EditorPreview({
  entry,
  input,
  context,
}: {
  entry: RegistryEntry;
  input: PuckRenderProps;
  context: RenderContext;
}) {
  const picked = useContext(PickedImagesContext);
  const liveHeadings = useContext(LiveHeadingsContext);
  const { puck: _puck, editMode: _editMode, ...raw } = input;
  const slotComponents: Record<string, SlotComponent> = {};
  const data: Record<string, unknown> = { ...raw };
  for (const name of Object.keys(entry.slots)) {
    if (typeof raw[name] === 'function') slotComponents[name] = raw[name] as SlotComponent;
    data[name] = [];
  }
  const parsed = entry.schema.safeParse(data);
  if (!parsed.success) {
    return (
      <div className="w-editor-error" role="alert">
        <strong>{entry.editor.label}: יש לתקן את ההגדרות</strong>
        <ul>
          {parsed.error.issues.slice(0, 5).map((issue, i) => (
            <li key={i}>
              {issue.path.join('.')}: {issue.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const props = parsed.data as LayoutNode['props'] & CommonProps;
  const ctx: WidgetContext = {
    ...context,
    images: { ...context.images, ...picked },
    headings: context.headings ?? [...liveHeadings],
    attrs: elementAttrs(entry.type, props),
    domId: elementDomId(props),
    editing: true,
    slot: (name, options): ReactNode => {
      const Slot = slotComponents[name];
      return Slot ? <Slot className={options?.className} /> : <div className={options?.className} />;
    },
  };
  const Render = entry.render;
  return <Render props={props} ctx={ctx} />;
}

/**
 * Pass to <Puck fieldTransforms={editorFieldTransforms}>. Puck's default transform turns rich-text props
 * into its own React editor element inside the preview; arig's previews run the widgets' server renders,
 * which take the HTML string (and sanitise it), so rich text stays a string here and is edited in the
 * side panel.
 */
export const editorFieldTransforms: FieldTransforms<Config> = {
  richtext: ({ value }) => value,
};

function withPicker(field: Field, pickers: EditorExtensions): Field {
  if (field.type === 'array') return { ...field, arrayFields: withPickers(field.arrayFields as Fields, pickers) };
  if (field.type === 'object') return { ...field, objectFields: withPickers(field.objectFields as Fields, pickers) };
  if (field.type !== 'text') return field;
  const render =
    field.metadata?.media === true ? pickers.mediaField : field.metadata?.link === true ? pickers.linkField : undefined;
  return render ? { type: 'custom', label: field.label, metadata: field.metadata, render } : field;
}

function withPickers(fields: Fields, pickers: EditorExtensions): Fields {
  if (!pickers.mediaField && !pickers.linkField) return fields;
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, withPicker(field, pickers)]));
}

/** A colour choice (builder/props.ts `colourChoice`) with the named colours after its own options. */
function withNamedColours(fields: Fields, named: EditorExtensions['namedColours']): Fields {
  if (!named?.length) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      field.type === 'select' && field.metadata?.namedColours
        ? {
            ...field,
            options: [...field.options, ...named.map((c) => ({ value: colourRef(c.id), label: `${c.name} (גלובלי)` }))],
          }
        : field,
    ]),
  );
}

const usePuck = createUsePuck();

/** An empty canvas says what to do with it (issue 27: a new popup opened as a blank page with no hint). */
function CanvasWithHint({ children }: { children?: ReactNode }) {
  const empty = usePuck((state) => state.appState.data.content.length === 0);
  return (
    <>
      {empty ? (
        <p className="w-editor-empty w-editor-empty--canvas">
          עדיין אין כאן כלום. גררו לכאן רכיבים מהרשימה שבצד: ״מכל״ למבנה, ואז ״כותרת״, ״עורך טקסט״, ״תמונה״ או ״הרשמה
          לניוזלטר״.
        </p>
      ) : null}
      {children}
    </>
  );
}

export function buildEditorConfig(context: RenderContext = {}, extensions: EditorExtensions = {}): Config {
  const components: Config['components'] = {};
  for (const entry of widgetList) {
    components[entry.type] = {
      label: entry.editor.label,
      fields: withNamedColours(withPickers(entry.editor.fields as Fields, extensions), extensions.namedColours),
      defaultProps: entry.defaults,
      render: (input: PuckRenderProps) => <EditorPreview entry={entry} input={input} context={context} />,
    };
  }
  const categoryConfig = Object.fromEntries(
    (Object.keys(categories) as CategoryId[]).map((id) => [
      id,
      {
        title: categories[id],
        components: widgetList.filter((e) => e.editor.category === id).map((e) => e.type),
        defaultExpanded: id === 'layout' || id === 'basic',
        visible: !hiddenCategories.includes(id),
      },
    ]),
  );
  return {
    categories: categoryConfig,
    components,
    root: {
      fields: { title: { type: 'text', label: extensions.rootTitleLabel ?? 'כותרת העמוד' } },
      defaultProps: { title: '' },
      render: ({ children }: { children?: ReactNode }) => <CanvasWithHint>{children}</CanvasWithHint>,
    },
  };
}
