import { en, type Messages } from './en';

export const it: Messages = en;
