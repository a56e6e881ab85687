// /live's first-paint entry: built as a module of its own and loaded only by live.html, beside its head script
// (scripts/vite/first-paint.ts).
import { whenFirstReadsStart } from '../../../components/first-paint/first-reads';
import { paintWhenAnswered } from './paint-first-live';

whenFirstReadsStart(window, paintWhenAnswered);
