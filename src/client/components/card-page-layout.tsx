import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "#src/client/components/logo";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#src/client/components/ui/card";
import { LanguageMenu } from "#src/client/i18n/language-menu";

type Props = {
  title: string;
  description: string;
  children: ReactNode;
};

/** The centred card the sign-in screens and the invitation page share, under the logo (a link home). */
export function AuthLayout({ title, description, children }: Props) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-8">
      <Link to="/" className="rounded-lg">
        <Logo />
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle level={1}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
      <LanguageMenu className="w-full max-w-md" />
    </main>
  );
}
