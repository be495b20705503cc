// The note that a legal text is a template the studio must have reviewed (privacy page).
import type { PropsOf } from '#domain/blocks/define';
import type { templateNoticeKind } from '#domain/blocks/kinds/core';
import { Icon } from '../../components/ui/icon';

export function TemplateNotice({ text }: PropsOf<typeof templateNoticeKind>) {
  return (
    <div className="container">
      <p className="legal__notice" role="note">
        <Icon name="info" /> {text}
      </p>
    </div>
  );
}
