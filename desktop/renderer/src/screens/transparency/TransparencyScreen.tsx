import { ScreenHeader } from '../../shell/ScreenHeader';
import type { ScreenProps } from '../../shell/screen-props';

// Being built for issue 15 (docs/moderation-api.md); replaced by the real screen.
export default function TransparencyScreen(_props: ScreenProps) {
  return (
    <div className="console-screen">
      <ScreenHeader title="Transparency" />
    </div>
  );
}
