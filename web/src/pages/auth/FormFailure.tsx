import { Callout } from '@blueprintjs/core';

/** A form's refusal, shown inline above its fields and announced when it appears. */
export function FormFailure({ message }: { message: string | null }) {
  return (
    <div role="alert" className="form-failure">
      {message && (
        <Callout intent="danger" icon="error" compact>
          {message}
        </Callout>
      )}
    </div>
  );
}
