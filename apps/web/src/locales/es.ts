import { en, type Messages } from './en';

export const es: Messages = en;
