import { Icon } from '../frame/Icon';

/**
 * Says, before anyone uploads, that files picked now wait on this computer. A status, not an
 * alert: the header's connection indicator has already announced the change, and nothing failed.
 */
export function DocumentsOfflineNotice({ detail }: { detail?: string }) {
  return (
    <div className="banner banner--warning" role="status">
      <Icon name="offline" />
      <div className="banner__body">
        <p>
          <strong>This computer is offline.</strong> You can still upload: the files are saved on
          this computer and sent by themselves when the connection is back.
        </p>
        {detail ? <p>{detail}</p> : null}
      </div>
    </div>
  );
}
