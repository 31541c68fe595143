import { en, type Messages } from './en';

export const fr: Messages = en;
