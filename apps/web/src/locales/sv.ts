import { en, type Messages } from './en';

export const sv: Messages = en;
