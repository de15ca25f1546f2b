import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { AttributeBadge } from "#src/client/components/attribute-badge";
import { Spinner } from "#src/client/components/ui/spinner";
import { attributeNameText, attributeWord } from "#src/client/i18n/attribute-words";
import { isolate } from "#src/client/i18n/format";
import { ATTRIBUTE_LABELS, ATTRIBUTE_NAMES, valueAt } from "#src/domain/students/attributes";
import { useAttributes, useSettings } from "../settings/api";
import { PrintFrame, PrintHeading } from "./print-frame";

/** An attribute's options list's name: "Behavior options". */
function optionsLabel(displayName: string): string {
  const name = isolate(displayName);
  return t`${name} options`;
}

/**
 * The attribute reference (from Settings' Print Reference): each attribute's display name,
 * description and options, each option with its badge look.
 */
export function PrintReferencePage() {
  const settings = useSettings();
  const attributes = useAttributes();
  const ready = settings.isSuccess;
  return (
    <PrintFrame title={t`Attribute Reference`} backTo="/settings" canPrint={ready}>
      {settings.isError ? (
        <p role="alert">
          <Trans>The settings could not be loaded. Go back and try again.</Trans>
        </p>
      ) : !ready ? (
        <div className="flex justify-center p-10">
          <Spinner />
          <span role="status" className="sr-only">
            <Trans>Loading settings...</Trans>
          </span>
        </div>
      ) : (
        <>
          <PrintHeading
            kind={t`Attribute Reference`}
            note={t`What each attribute means and the values it can take.`}
          />
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
            {ATTRIBUTE_NAMES.map((name) => {
              const def = attributes[name];
              const renamed = def.displayName !== ATTRIBUTE_LABELS[name];
              const shownName = attributeNameText(name, def.displayName);
              return (
                <section
                  key={name}
                  aria-labelledby={`reference-${name}`}
                  className="print-keep grid grid-cols-[minmax(0,1fr)] gap-2 border-b border-border pb-5 last:border-b-0"
                >
                  <h2 id={`reference-${name}`} className="text-xl font-semibold wrap-anywhere">
                    <bdi>{shownName}</bdi>
                    {renamed ? (
                      <span className="font-normal text-muted-foreground">
                        {" "}
                        ({attributeWord(name)})
                      </span>
                    ) : null}
                  </h2>
                  {def.description ? <p className="wrap-anywhere">{def.description}</p> : null}
                  {def.showToStudents ? null : (
                    <p className="text-sm text-muted-foreground">
                      <Trans>
                        Hidden from students on the wheel, the presentation and group sheets.
                      </Trans>
                    </p>
                  )}
                  <ul className="flex flex-wrap gap-2" aria-label={optionsLabel(shownName)}>
                    {def.options.map((option, i) => (
                      <li key={option} className="max-w-full">
                        <AttributeBadge definition={def} value={valueAt(def, i)} />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </>
      )}
    </PrintFrame>
  );
}
