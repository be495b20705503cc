// Accordion (seed 002 §4): a button with aria-expanded controls its panel; open by default when asked. Native
// buttons toggle on click, Enter and Space.
import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../ui/icon';
import './accordion.css';

export interface AccordionItemProps {
  title: ReactNode;
  children: ReactNode;
  open?: boolean;
  onToggle?: () => void;
  defaultOpen?: boolean;
  headingLevel?: 3 | 4;
}

export function AccordionItem({
  title,
  children,
  open,
  onToggle,
  defaultOpen = false,
  headingLevel = 3,
}: AccordionItemProps) {
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const toggle = onToggle ?? (() => setOwnOpen((value) => !value));
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={isOpen ? 'accordion accordion--open' : 'accordion'}>
      <Heading className="accordion__heading">
        <button
          type="button"
          className="accordion__trigger"
          aria-expanded={isOpen}
          aria-controls={`${id}-panel`}
          id={`${id}-trigger`}
          onClick={toggle}
        >
          <span>{title}</span>
          <Icon name="chevron-down" className="accordion__chevron" />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-trigger`}
        className="accordion__panel"
        hidden={!isOpen}
      >
        {children}
      </div>
    </div>
  );
}
