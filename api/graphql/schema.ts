// The schema: imports every domain module, then builds. No types are defined here.
import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
import './scalars.ts';
import './errors.ts';
import '../modules/users/users.graphql.ts';
import '../modules/auth/auth.graphql.ts';
import '../modules/accounts/accounts.graphql.ts';
import '../modules/sync/sync.graphql.ts';
import '../modules/mail/mail.graphql.ts';
import '../modules/commitments/commitments.graphql.ts';
import '../modules/analysis/analysis.graphql.ts';
import '../modules/xp/xp.graphql.ts';
import '../modules/todos/todos.graphql.ts';
import '../modules/calendar/calendar.graphql.ts';
import '../modules/settings/settings.graphql.ts';
import '../modules/search/search.graphql.ts';
import '../modules/compose/compose.graphql.ts';
import '../modules/contacts/contacts.graphql.ts';
import '../modules/transactions/transactions.graphql.ts';
import '../modules/followup/followup.graphql.ts';

export const schema = lexicographicSortSchema(builder.toSchema());
