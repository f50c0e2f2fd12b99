import { Icon } from '../frame/Icon';

/**
 * Says before anyone types that sending needs a connection. A status, not an alert: the header's
 * connection indicator has already announced the change, and nothing has failed yet.
 */
export function OfflineNotice({ detail }: { detail?: string }) {
  return (
    <div className="banner banner--warning" role="status">
      <Icon name="offline" />
      <div className="banner__body">
        <p>
          <strong>This computer is offline.</strong> Sending an OTP needs a live connection, and the
          request is never saved to send later. You can still enter the number: if the connection is
          still down when you send, you are told so and the number stays in the form.
        </p>
        {detail ? <p>{detail}</p> : null}
      </div>
    </div>
  );
}
