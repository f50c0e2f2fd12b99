import { languageName } from '../../../shared/recording-languages';
import { AUTO_DETECT_LANGUAGE } from '../../../shared/voice';

/**
 * The languages spoken in the consultation (`language_hint`): "detect automatically" alone, or
 * any of the languages the platform lists. Choosing one clears the other kind.
 */
export function LanguageChoice(props: {
  languages: readonly string[];
  autoDetect: boolean;
  chosen: readonly string[];
  onChange(codes: string[]): void;
  warning: string | undefined;
}) {
  const { chosen } = props;
  const auto = chosen.includes(AUTO_DETECT_LANGUAGE);
  const toggle = (code: string): void => {
    if (code === AUTO_DETECT_LANGUAGE) {
      props.onChange(auto ? [] : [AUTO_DETECT_LANGUAGE]);
      return;
    }
    const rest = chosen.filter((other) => other !== AUTO_DETECT_LANGUAGE);
    props.onChange(rest.includes(code) ? rest.filter((other) => other !== code) : [...rest, code]);
  };
  const codes = [...(props.autoDetect ? [AUTO_DETECT_LANGUAGE] : []), ...props.languages];
  // Saved codes the platform no longer lists stay visible so they can be unticked.
  for (const code of chosen) if (!codes.includes(code)) codes.push(code);

  return (
    <fieldset className="fieldset" aria-describedby="recording-languages-hint">
      <legend>Languages spoken</legend>
      <p id="recording-languages-hint" className="hint">
        Tells the platform what to listen for. None chosen: the platform&apos;s default.
      </p>
      <div className="choice-grid">
        {codes.map((code) => (
          <label key={code} className="choice">
            <input
              type="checkbox"
              value={code}
              checked={chosen.includes(code)}
              onChange={() => toggle(code)}
            />
            <span className="choice__text">{languageName(code)}</span>
          </label>
        ))}
      </div>
      {props.warning ? (
        <p className="field-warning" role="status">
          {props.warning}
        </p>
      ) : null}
    </fieldset>
  );
}
