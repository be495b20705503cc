// The stylesheet of a page of islands (issue 24, decision 0183). This module is never run: `vite build --mode
// public-styles` builds it only for its CSS, which is everything a public page's server render or its islands can
// show, and nothing of the member area, the desk, the admin area or the page editor. The app (offline shell,
// installed start, signed-in members) keeps the whole app's stylesheet.
// In src/main.tsx's order: the tokens, the base and the icons' masks first, then what the pages are made of.
import '../../components/ui/tokens.css';
import '../../components/ui/base.css';
import 'virtual:icon-masks.css';
import '../app';
// The groups before the islands' map (./entry), so the groups' files keep the registry loaders' order.
import '../blocks/group-loaders';
import './entry';
import '../root';
import '../errors/route-error-boundary';
import '../layouts/default-layout';
import '../routes/home';
import '../routes/courses';
import '../routes/course-detail';
import '../routes/content-page';
import '../routes/not-found';
import '../routes/join';
import '../routes/contract-forms';
