import { Suspense, useEffect } from 'react';
import { PageFallback } from '../../components/page-fallback.tsx';
import { useLocation, useParams } from '../../lib/router/hooks.tsx';
import { designOf } from './designs.ts';
import { useLanderArrival } from './use-lander-arrival.ts';
import './landers.scss';

/**
 * `/landers/tinderswipe` and `/landers/{lander}/{slug?}`: the design an operator picked for a
 * campaign, for the audience of the slug (else the site's niche). Keeps the campaign's traffic source.
 */
export default function LanderPage() {
  const { lander = 'tinderswipe', slug } = useParams();
  const { search } = useLocation();
  useLanderArrival(search, slug);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  // Loaded with the route (app/router.tsx), so the design asks for its faces itself at once.
  const Design = designOf(lander);
  return (
    <div className={`lander lander-${lander}`} data-testid="lander-page" data-lander={lander}>
      <Suspense fallback={<PageFallback />}>
        <Design slug={slug} />
      </Suspense>
    </div>
  );
}
