import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { conflictOf, serverErrorMessage } from "#src/client/lib/api-error";
import type { SeatingChartSummaryDto } from "#src/domain/schemas/seating";
import { useRenameChart } from "../api";

/** Rename a saved chart (If-Match: the version listed; a stale one says so). */
export function RenameChartDialog({
  classId,
  chart,
  onClose,
}: {
  classId: string;
  chart: SeatingChartSummaryDto;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(chart.name);
  const [problem, setProblem] = useState("");
  const rename = useRenameChart(classId);
  const old = chart.name;

  async function submit() {
    const next = name.trim();
    if (next === "" || next === old) return onClose();
    try {
      await rename.mutateAsync({ id: chart.id, name: next, version: chart.version });
      onClose();
    } catch (error) {
      setProblem(
        conflictOf(error)
          ? t`This chart was changed on another device. Close and try again.`
          : (serverErrorMessage(error) ?? t`The chart could not be renamed. Try again.`),
      );
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`Rename "${old}"`}
      description={t`Give the saved chart a new name.`}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={`${id}-name`}>
            <Trans>Chart name</Trans>
          </Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        {problem ? (
          <p role="alert" className="text-destructive">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            <Trans>Rename</Trans>
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
