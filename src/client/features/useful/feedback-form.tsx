import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { Textarea } from "#src/client/components/ui/textarea";
import { serverErrorMessage } from "#src/client/lib/api-error";
import { useIsOnline } from "#src/client/lib/online-status";
import { useSendFeedback } from "./api";
import { counterText, feedbackErrors, MAX_FEEDBACK, remainingText } from "./feedback-state";

/** A message for the creator (up to 2,000 characters) and an optional reply address (docs/product.md#useful). */
export function FeedbackForm() {
  const [message, setMessage] = useState("");
  const [email, setEmail] = useState("");
  const [showErrors, setShowErrors] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const send = useSendFeedback();
  // Offline the app is read-only (docs/product.md#offline): a message would wait unseen, "Sending...", and be lost
  // with the page.
  const online = useIsOnline();
  const errors = feedbackErrors(message, email);
  const blank = message.trim() === "";
  const emailError = showErrors ? errors?.email : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending || blank || !online) return;
    if (errors) {
      setShowErrors(true);
      // To the field to correct, whose message it then reads out (aria-describedby).
      if (errors.email) emailRef.current?.focus();
      return;
    }
    try {
      await send.mutateAsync({ message, email: email || null });
      toast({ title: t`Thanks for your feedback!`, description: t`Your message was sent.` });
      setMessage("");
      setEmail("");
      setShowErrors(false);
    } catch (error) {
      toast({
        title: t`Failed to send feedback`,
        description: serverErrorMessage(error) ?? t`Please try again.`,
        variant: "destructive",
      });
    }
  }

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="feedback-message">
          <Trans>Message</Trans>
        </Label>
        <Textarea
          id="feedback-message"
          value={message}
          maxLength={MAX_FEEDBACK}
          rows={5}
          required
          aria-required="true"
          aria-describedby="feedback-count"
          placeholder={t`What works well? What would make ClassCharm better?`}
          onChange={(e) => setMessage(e.target.value)}
        />
        <p id="feedback-count" className="text-end text-sm text-muted-foreground tabular-nums">
          {counterText(message)}
        </p>
        <p aria-live="polite" className="sr-only">
          {remainingText(message)}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="feedback-email">
          <Trans>Email (optional, if you would like a reply)</Trans>
        </Label>
        <Input
          ref={emailRef}
          id="feedback-email"
          type="email"
          autoComplete="email"
          value={email}
          maxLength={254}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? "feedback-email-error" : undefined}
        />
        {emailError ? (
          <p id="feedback-email-error" className="text-sm text-destructive-text">
            {emailError}
          </p>
        ) : null}
      </div>
      <div className="grid justify-items-start gap-2">
        <Button
          type="submit"
          disabled={blank || send.isPending || !online}
          aria-describedby={online ? undefined : "feedback-offline"}
        >
          {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send Feedback</Trans>}
        </Button>
        {online ? null : (
          <p id="feedback-offline" className="text-sm text-muted-foreground">
            <Trans>Not available while offline. What you wrote stays here.</Trans>
          </p>
        )}
      </div>
    </form>
  );
}
