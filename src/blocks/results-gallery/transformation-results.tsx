// The results gallery block 'transformation-results' (seed 002 §2, §3, §4, §9): default statistics, filter chips
// (all + four categories), masonry cards of before/after results, 6 at first and 6 more per 'load more' after a
// 500 ms busy state, a detail modal that locks page scroll, and the closing call to action. Paging and filtering
// are the rules of domain/campaign/gallery.ts; this file only wires them.
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  GALLERY_FILTER_LABELS,
  GALLERY_FILTERS,
  filterResults,
  galleryReducer,
  hasMoreResults,
  initialGallery,
  loadMore,
  visibleResults,
  type GalleryFilter,
} from '#domain/campaign/gallery';
import { SmartLink } from '../../components/blocks/smart-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { imageByKey } from '#domain/content/images';
import './results-gallery.css';
import { SectionHead } from '../../components/blocks/section-head';
import type { PropsOf } from '#domain/blocks/define';
import type { ValuesOf } from '#domain/blocks/field-spec';
import type { transformationResultsKind } from '#domain/blocks/kinds/results-gallery';
import type {
  resultsGalleryLabelFields,
  transformationResultFields,
} from '#domain/blocks/kinds/results-gallery.fields';

type TransformationResult = ValuesOf<typeof transformationResultFields>;
type ResultsGalleryLabels = ValuesOf<typeof resultsGalleryLabelFields>;

const oneDecimal = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
/** Four-digit figures stay ungrouped ('2847'), as in the statistic blocks. */
const whole = (value: number) =>
  new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, useGrouping: value >= 10_000 }).format(value);

const CATEGORY_BADGE = {
  weightloss: 'new',
  muscle: 'popular',
  toning: 'featured',
  fitness: 'success',
} as const;

function CategoryBadge({ category }: { category: TransformationResult['category'] }) {
  return (
    <Badge variant={(category && CATEGORY_BADGE[category]) ?? 'neutral'}>
      {(category && GALLERY_FILTER_LABELS[category]) ?? category}
    </Badge>
  );
}

function ResultImage({ imageKey, alt, sizes }: { imageKey: string; alt: string; sizes: string }) {
  const image = imageByKey(imageKey);
  if (!image) return <div className="result-image__missing" role="img" aria-label={alt} />;
  return <ResponsiveImage image={image} alt={alt} sizes={sizes} className="result-image" />;
}

function BeforeAfter({
  result,
  sizes,
  labels,
}: {
  result: TransformationResult;
  sizes: string;
  labels: ResultsGalleryLabels;
}) {
  return (
    <div className="before-after">
      <figure>
        <ResultImage imageKey={result.beforeImage ?? ''} alt={`${result.name} vorher`} sizes={sizes} />
        <figcaption>{labels.before}</figcaption>
      </figure>
      <figure>
        <ResultImage
          imageKey={result.afterImage ?? ''}
          alt={`${result.name} nach ${result.duration} Wochen`}
          sizes={sizes}
        />
        <figcaption>{labels.after}</figcaption>
      </figure>
    </div>
  );
}

function ResultFigures({ result, labels }: { result: TransformationResult; labels: ResultsGalleryLabels }) {
  const figures = [
    { label: labels.weight, value: `−${oneDecimal.format(result.weightLoss ?? 0)} kg` },
    { label: labels.muscle, value: `+${oneDecimal.format(result.muscleGain ?? 0)} %` },
    { label: labels.bodyFat, value: `−${oneDecimal.format(result.bodyFat ?? 0)} %` },
    { label: labels.duration, value: `${result.duration} ${labels.weeks}` },
  ];
  return (
    <dl className="result-figures">
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ResultCard({
  result,
  detailButtonText,
  labels,
  onOpen,
}: {
  result: TransformationResult;
  detailButtonText: string;
  labels: ResultsGalleryLabels;
  onOpen: () => void;
}) {
  return (
    <article className="result-card">
      <BeforeAfter
        result={result}
        labels={labels}
        sizes="(min-width: 64rem) 11rem, (min-width: 48rem) 22vw, 45vw"
      />
      <div className="result-card__body">
        <div className="result-card__badges">
          <CategoryBadge category={result.category} />
          <Badge variant="neutral">{result.program}</Badge>
        </div>
        <h3 className="result-card__name">
          {result.name}, {result.age}
        </h3>
        <p className="result-card__goal">{result.goal}</p>
        <ResultFigures result={result} labels={labels} />
        {result.quote && <blockquote className="result-card__quote">„{result.quote}“</blockquote>}
        <button type="button" className="result-card__open" onClick={onOpen}>
          {detailButtonText}
          <span className="visually-hidden">: {result.name}</span>
        </button>
      </div>
    </article>
  );
}

export function ResultsGallery(props: PropsOf<typeof transformationResultsKind>) {
  const { results } = props;
  const [state, dispatch] = useReducer(galleryReducer, undefined, () => initialGallery());
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const cancelLoad = useRef<() => void>(() => {});
  const gridRef = useRef<HTMLUListElement>(null);
  /** After 'load more', focus moves to the first new card (the button may be gone). */
  const focusIndex = useRef<number | null>(null);

  useEffect(() => () => cancelLoad.current(), []);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || state.loading) return;
    focusIndex.current = null;
    gridRef.current?.querySelectorAll<HTMLButtonElement>('.result-card__open')[index]?.focus();
  }, [state.visible, state.loading]);

  const chooseFilter = (filter: GalleryFilter) => {
    cancelLoad.current();
    focusIndex.current = null;
    dispatch({ type: 'filter', filter });
  };

  const onLoadMore = () => {
    focusIndex.current = state.visible;
    cancelLoad.current = loadMore(state, dispatch);
  };

  const shown = visibleResults(results, state);
  const total = filterResults(results, state.filter).length;
  const more = hasMoreResults(results, state);
  const open = openIndex === null ? undefined : results[openIndex];
  const headingId = props.anchor ? `${props.anchor}-title` : 'results-gallery-title';
  const stats = props.statistics;

  return (
    <section id={props.anchor || undefined} className="section results" aria-labelledby={headingId}>
      <div className="container">
        <SectionHead
          className="section__head results__head"
          id={headingId}
          eyebrow={props.eyebrow}
          title={props.title}
          intro={props.subtitle}
        />

        {props.showStatistics && (
          <dl className="results__stats">
            <div>
              <dt>{props.labels.transformations}</dt>
              <dd>{whole(stats.totalTransformations ?? 0)}</dd>
            </div>
            <div>
              <dt>{props.labels.averageWeightLoss}</dt>
              <dd>{oneDecimal.format(stats.averageWeightLoss ?? 0)} kg</dd>
            </div>
            <div>
              <dt>{props.labels.averageDuration}</dt>
              <dd>
                {oneDecimal.format(stats.averageDuration ?? 0)} {props.labels.weeks}
              </dd>
            </div>
            <div>
              <dt>{props.labels.satisfaction}</dt>
              <dd>{whole(stats.satisfactionRate ?? 0)} %</dd>
            </div>
          </dl>
        )}

        {props.showFilters && (
          <div className="results__filters" role="group" aria-label="Ergebnisse filtern">
            {GALLERY_FILTERS.map((filter) => (
              <button
                key={filter}
                type="button"
                className="results__chip"
                aria-pressed={state.filter === filter}
                onClick={() => chooseFilter(filter)}
              >
                {GALLERY_FILTER_LABELS[filter]}
              </button>
            ))}
          </div>
        )}

        <p className="results__count" role="status">
          {shown.length} von {total} {props.labels.transformations}
        </p>

        <ul id={props.gridId || undefined} ref={gridRef} className="results__grid">
          {shown.map((result) => {
            const index = results.indexOf(result);
            return (
              <li key={`${result.name}-${index}`} className="results__item">
                <ResultCard
                  result={result}
                  detailButtonText={props.detailButtonText}
                  labels={props.labels}
                  onOpen={() => setOpenIndex(index)}
                />
              </li>
            );
          })}
        </ul>

        {more && (
          <div className="results__more">
            <Button variant="secondary" size="lg" loading={state.loading} onClick={onLoadMore}>
              {state.loading ? props.loadingText : props.loadMoreText}
            </Button>
          </div>
        )}

        {props.disclaimer && <p className="results__disclaimer">{props.disclaimer}</p>}

        {(props.ctaTitle || props.primaryCtaText) && (
          <div className="results__cta">
            <div>
              {props.ctaTitle && <h3>{props.ctaTitle}</h3>}
              {props.ctaDescription && <p>{props.ctaDescription}</p>}
            </div>
            <div className="results__cta-actions">
              {props.primaryCtaText && (
                <SmartLink to={props.primaryCtaUrl} size="lg" iconEnd="arrow-right">
                  {props.primaryCtaText}
                </SmartLink>
              )}
              {props.secondaryCtaText && (
                <SmartLink to={props.secondaryCtaUrl} size="lg" variant="outline">
                  {props.secondaryCtaText}
                </SmartLink>
              )}
            </div>
          </div>
        )}
      </div>

      <Modal
        open={open !== undefined}
        onClose={() => setOpenIndex(null)}
        title={open ? `${open.name}, ${open.age}` : ''}
        size="lg"
      >
        {open && <ResultDetail result={open} labels={props.labels} />}
      </Modal>
    </section>
  );
}

function ResultDetail({ result, labels }: { result: TransformationResult; labels: ResultsGalleryLabels }) {
  return (
    <div className="result-detail">
      <BeforeAfter result={result} labels={labels} sizes="(min-width: 48rem) 20rem, 45vw" />
      <div className="result-card__badges">
        <CategoryBadge category={result.category} />
        <Badge variant="neutral">
          {labels.program} {result.program}
        </Badge>
      </div>
      <p className="result-detail__goal">
        <strong>{labels.goal}</strong> {result.goal}
      </p>
      <ResultFigures result={result} labels={labels} />
      <p>{result.story}</p>
      {result.quote && <blockquote className="result-detail__quote">„{result.quote}“</blockquote>}
    </div>
  );
}

export default ResultsGallery;
