import { Callout } from '@blueprintjs/core';
import { translateText } from '@partilha/domain';

/** A form's refusal, shown inline above its fields and announced when it appears (in the active language). */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <div role="alert" className="form-failure">
      {message && (
        <Callout intent="danger" icon="error" compact>
          {translateText(message)}
        </Callout>
      )}
    </div>
  );
}
