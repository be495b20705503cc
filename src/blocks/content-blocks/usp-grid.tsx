// The USP grid of the local gym landing (seed 002 §3): 2, 3 or 4 columns of feature cards on a white, gray or
// dark background.
import type { PropsOf } from '#domain/blocks/define';
import type { uspGridKind } from '#domain/blocks/kinds/content-blocks';
import { SmartLink } from '../../components/blocks/smart-link';
import { Badge } from '../../components/ui/badge';
import { iconFromPath } from './layout';
import './content-blocks.css';
import { CardGrid, FeatureCard } from '../../components/layout/card-grid';
import { Section, sectionHead } from '../../components/layout/section';

const USP_TONE = { white: 'default', gray: 'muted', dark: 'dark' } as const;

export function UspGrid(props: PropsOf<typeof uspGridKind>) {
  return (
    <Section {...sectionHead(props)} tone={USP_TONE[props.backgroundColor] ?? 'default'} className="usp">
      <CardGrid columns={props.columns}>
        {props.uspCards.map((card) => (
          <FeatureCard
            key={card.title}
            tone={card.variant ?? 'outline'}
            icon={iconFromPath(card.iconPath)}
            iconSize="1.75rem"
            title={card.title}
            text={card.description}
            corner={
              card.badge && (
                <Badge variant="popular" position="top-right">
                  {card.badge}
                </Badge>
              )
            }
          >
            {card.linkText && card.linkUrl && (
              <SmartLink to={card.linkUrl} variant="ghost" size="sm" iconEnd="arrow-right">
                {card.linkText}
              </SmartLink>
            )}
          </FeatureCard>
        ))}
      </CardGrid>
    </Section>
  );
}
