import { withClass } from '../../builder/common';
import type { WidgetContext } from '../../builder/context';
import { typographyStyle } from '../../builder/parts/typography';
import { typographyAttrs } from '../../builder/parts/typography-attrs';
import { Ltr } from '../../components/ui/Ltr';
import { cookieCatalogue } from '../../engines/consent/cookie-catalogue';
import type { CookieTableProps } from './schema';

const categoryLabels = { necessary: 'הכרחית', analytics: 'מדידה', marketing: 'שיווק' } as const;

/** Every cookie the site may write, by the vendors configured now (a change in the settings shows here). */
export function CookieTable({ props, ctx }: { props: CookieTableProps; ctx: WidgetContext }) {
  const rows = cookieCatalogue(ctx.tracking ?? null);
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
    <div {...withClass(ctx.attrs, 'w-table-wrap')} id={ctx.domId} tabIndex={0} role="region" aria-label={props.caption}>
      <table {...typographyAttrs('w-cookie-table', typographyStyle(props, 'typo_table'))}>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">עוגייה</th>
            <th scope="col">ספק</th>
            <th scope="col">סוג</th>
            <th scope="col">מטרה</th>
            <th scope="col">תוקף</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <Ltr>{row.name}</Ltr>
              </th>
              <td>{/[A-Za-z]/.test(row.provider) ? <Ltr>{row.provider}</Ltr> : row.provider}</td>
              <td>{categoryLabels[row.category]}</td>
              <td>{row.purpose}</td>
              <td>{row.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
