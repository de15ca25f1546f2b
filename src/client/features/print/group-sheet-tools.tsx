import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";

export type SheetLayout = "sheet" | "cards";

/**
 * How the group sheet prints (docs/product.md#print): every group on one sheet or one group per
 * page (a table card), and whether the shown attributes go under the names. Screen only.
 */
export function GroupSheetTools({
  layout,
  onLayout,
  attributes,
  onAttributes,
  canShowAttributes,
}: {
  layout: SheetLayout;
  onLayout: (layout: SheetLayout) => void;
  attributes: boolean;
  onAttributes: (on: boolean) => void;
  canShowAttributes: boolean;
}) {
  const radio = (value: SheetLayout, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
      <input
        type="radio"
        name="sheet-layout"
        value={value}
        checked={layout === value}
        onChange={() => onLayout(value)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <fieldset className="flex flex-wrap items-center gap-x-3">
        <legend className="sr-only">
          <Trans>Layout</Trans>
        </legend>
        {radio("sheet", t`All groups on one page`)}
        {radio("cards", t`One group per page`)}
      </fieldset>
      {canShowAttributes ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={attributes}
            onChange={(e) => onAttributes(e.target.checked)}
            className="size-4 accent-primary"
          />
          <Trans>Show attributes</Trans>
        </label>
      ) : null}
    </div>
  );
}
