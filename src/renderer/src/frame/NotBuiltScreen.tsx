import { ScreenHeading } from './ScreenHeading';

interface NotBuiltScreenProps {
  title: string;
  focusOnMount?: boolean;
}

/** Stands in for a screen that a later release brings, so the navigation is complete now. */
export function NotBuiltScreen({ title, focusOnMount }: NotBuiltScreenProps) {
  return (
    <div className="screen">
      <ScreenHeading focusOnMount={focusOnMount}>{title}</ScreenHeading>
      <p>This screen is not built yet. It will arrive in a later version of Clinic Companion.</p>
    </div>
  );
}
