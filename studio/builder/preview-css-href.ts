/** Where the builder preview's stylesheet and fonts are served (no Node imports: the editor bundle reads it). */
export const builderAssetsPath = '/admin/builder/assets';
export const previewCssHref = `${builderAssetsPath}/preview.css`;
export const fontHref = (file: string) => `${builderAssetsPath}/fonts/${file}`;
