// /schedule's first-paint entry: built as a module of its own and loaded only by schedule.html, beside its head
// script (scripts/vite/first-paint.ts).
import { whenFirstReadsStart } from '../../../components/first-paint/first-reads';
import { paintScheduleWhenAnswered } from './paint-first-schedule';

whenFirstReadsStart(window, paintScheduleWhenAnswered);
