import { Button, type ButtonProps } from "@mantine/core";
import { Link } from "@remix-run/react";
import { forwardRef, type MouseEventHandler, type ReactNode } from "react";

interface ViewLinkProps extends Omit<ButtonProps, "size" | "className"> {
  /** The settings view to show instead of this one (settingsTabPath), or "/" for the dashboard. */
  to: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  "aria-label"?: string;
  children: ReactNode;
}

/**
 * A link that looks like a button and changes what Settings shows: it replaces the address rather than adding a history
 * entry, and keeps the page's scroll. Without JavaScript it is a plain link, so each view works before the scripts do.
 */
export const ViewLink = forwardRef<HTMLAnchorElement, ViewLinkProps>(function ViewLink({ to, ...buttonProps }, ref) {
  return <Button component={Link} ref={ref} to={to} replace preventScrollReset size="md" className="pp-touch" {...buttonProps} />;
});
