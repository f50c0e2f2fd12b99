import type { VoiceTemplateView } from '../../../shared/recording';

/**
 * The platform's templates by title, at most `max` chosen: once that many are ticked the rest
 * are disabled, and say why. Ids saved earlier that the platform no longer lists stay shown (and
 * can be unticked) rather than vanishing.
 */
export function TemplateChoice(props: {
  templates: readonly VoiceTemplateView[];
  chosen: readonly string[];
  max: number;
  onChange(ids: string[]): void;
  invalid: boolean;
}) {
  const { templates, chosen, max } = props;
  const unlisted = chosen.filter((id) => !templates.some((template) => template.id === id));
  const options = [
    ...templates,
    ...unlisted.map((id) => ({
      id,
      title: id,
      description: 'No longer in the platform’s list',
      isDefault: false,
      isFavorite: false,
    })),
  ];
  const full = chosen.length >= max;

  return (
    <fieldset
      className="fieldset"
      aria-describedby="recording-templates-hint"
      aria-invalid={props.invalid}
    >
      <legend>Templates (at most {max})</legend>
      <p id="recording-templates-hint" className="hint">
        {full
          ? `${max} templates chosen: untick one to choose another.`
          : 'Documents the platform writes from the recording. None: a transcript only.'}
      </p>
      {options.map((template) => {
        const checked = chosen.includes(template.id);
        return (
          <label key={template.id} className="choice">
            <input
              type="checkbox"
              value={template.id}
              checked={checked}
              disabled={!checked && full}
              onChange={() =>
                props.onChange(
                  checked ? chosen.filter((id) => id !== template.id) : [...chosen, template.id],
                )
              }
            />
            <span className="choice__text">
              {template.title}
              {template.isFavorite ? ' (favourite)' : ''}
              {template.description ? <span className="hint">{template.description}</span> : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
