// The base button of seed 002 §3 as a block: six variants, four sizes, aligned left, centre or right.
import type { PropsOf } from '#domain/blocks/define';
import type { buttonKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import './content-blocks.css';

export function ButtonBlock({
  anchor,
  text,
  url,
  variant,
  size,
  fullWidth,
  align,
}: PropsOf<typeof buttonKind>) {
  return (
    <div id={anchor || undefined} className={`container cb-button cb-button--${align}`}>
      <SmartLink to={url} variant={variant} size={size} fullWidth={fullWidth}>
        {text}
      </SmartLink>
    </div>
  );
}
