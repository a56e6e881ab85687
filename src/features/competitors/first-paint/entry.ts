// A dancer's page's first-paint entry: built as a module of its own and loaded only by competitor.html, beside its
// head script (scripts/vite/first-paint.ts).
import { whenFirstReadsStart } from '../../../components/first-paint/first-reads';
import { paintCompetitorWhenAnswered } from './paint-first-competitor';

whenFirstReadsStart(window, paintCompetitorWhenAnswered);
