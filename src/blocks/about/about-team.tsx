// The about page's team (seed 002 §3 "Team member", §4 "Team cards flip on mouse hover"): flip cards with the
// portrait on the front and bio, specialties and contact links on the back. A mouse flips by hovering (visual
// only); the keyboard flips by focusing the card's button, whose Enter/Space toggles it (aria-expanded says which
// side shows). Without hover (touch) both sides are shown one below the other, and under reduced motion the
// back replaces the front without a 3D turn (about.css).
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { PropsOf } from '#domain/blocks/define';
import type { aboutTeamKind } from '#domain/blocks/kinds/about';
import { imageByKey } from '#domain/content/images';
import { iconOrNone } from '../../components/layout/card-grid';
import { Section, sectionHead } from '../../components/layout/section';
import { Icon } from '../../components/ui/icon';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import './about.css';

type AboutTeamProps = PropsOf<typeof aboutTeamKind>;
type TeamMember = AboutTeamProps['members'][number];

function TeamCard({
  member,
  moreText,
  specialtiesTitle,
}: {
  member: TeamMember;
  moreText: string;
  specialtiesTitle: string;
}) {
  const [flipped, setFlipped] = useState(false);
  /** A pointer press focuses the button too; only keyboard focus turns the card on its own. */
  const pressed = useRef(false);
  const backId = useId();
  const image = imageByKey(member.photo ?? '');
  const firstName = member.name.split(' ')[0] ?? member.name;

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFlipped(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && flipped) {
      event.stopPropagation();
      setFlipped(false);
    }
  };

  return (
    <li className="team-card" data-flipped={flipped || undefined} onBlur={onBlur} onKeyDown={onKeyDown}>
      {/* First in the DOM, so Tab reaches the back's links right after it; shown below the card (CSS order). */}
      <button
        type="button"
        className="team-card__toggle"
        aria-expanded={flipped}
        aria-controls={backId}
        onPointerDown={() => {
          pressed.current = true;
        }}
        onFocus={() => {
          if (!pressed.current) setFlipped(true);
          pressed.current = false;
        }}
        onClick={() => {
          pressed.current = false;
          setFlipped((current) => !current);
        }}
      >
        {moreText} {firstName}
        <Icon name="refresh" className="team-card__toggle-icon" />
      </button>
      <div className="team-card__inner">
        <div className="team-card__face team-card__front">
          {image ? (
            <ResponsiveImage
              image={image}
              alt={`Porträt von ${member.name}`}
              sizes="(min-width: 64rem) 16rem, (min-width: 36rem) 45vw, 90vw"
              className="team-card__photo"
            />
          ) : (
            <div className="team-card__photo" role="img" aria-label={`Porträt von ${member.name}`} />
          )}
          <div className="team-card__front-text">
            <h3 className="team-card__name">{member.name}</h3>
            <p className="team-card__role">{member.role}</p>
            <p className="team-card__years">
              <Icon name="trophy" /> {member.yearsExperience} Jahre Erfahrung
            </p>
          </div>
        </div>
        <div id={backId} className="team-card__face team-card__back">
          <p className="team-card__back-name" aria-hidden="true">
            {member.name}
          </p>
          <p className="team-card__bio">{member.bio}</p>
          {member.specialties && member.specialties.length > 0 && (
            <>
              <p className="team-card__label">{specialtiesTitle}</p>
              <ul className="team-card__specialties">
                {member.specialties.map((specialty) => (
                  <li key={specialty}>{specialty}</li>
                ))}
              </ul>
            </>
          )}
          {member.socialLinks && member.socialLinks.length > 0 && (
            <ul className="team-card__links">
              {member.socialLinks.map((link) => {
                const icon = iconOrNone(link.icon);
                const external = /^https?:\/\//.test(link.url ?? '');
                return (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {icon && <Icon name={icon} />} {link.platform}
                      <span className="visually-hidden">
                        {' '}
                        {member.name}
                        {external && ' (öffnet in neuem Tab)'}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

export function AboutTeam(props: AboutTeamProps) {
  const headingId = useId();
  return (
    <Section
      {...sectionHead({ ...props, subtitle: props.intro })}
      headingId={headingId}
      className="about-team"
    >
      <ul className="team-grid">
        {props.members.map((member) => (
          <TeamCard
            key={member.name}
            member={member}
            moreText={props.moreText}
            specialtiesTitle={props.specialtiesTitle}
          />
        ))}
      </ul>
    </Section>
  );
}

export default AboutTeam;
