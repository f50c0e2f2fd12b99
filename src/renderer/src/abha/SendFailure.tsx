import type { IpcError } from '../../../shared/result';
import { ErrorAlert } from '../frame/ErrorAlert';

/**
 * Why no OTP was sent, in the core's words (which never repeat the number). Offline, the person
 * is told outright that the number they typed is still there: nothing was lost, only not sent.
 */
export function SendFailure({ error }: { error: IpcError }) {
  return (
    <ErrorAlert>
      <p>The OTP was not sent. {error.message}</p>
      {error.code === 'OFFLINE' ? (
        <p>The number is still in the form: send it again once the connection is back.</p>
      ) : null}
    </ErrorAlert>
  );
}
