/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RegisterTest($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess { data { email displayName initials } }\n      ... on ValidationError { message fieldErrors { name message } }\n    }\n  }\n": typeof types.RegisterTestDocument,
    "\n  query ReanalysisEmails {\n    emails(first: 100) {\n      edges { node { id subject nuggetScore analyzedAt analysisSignals } }\n    }\n  }\n": typeof types.ReanalysisEmailsDocument,
    "\n  query ReanalysisProgress {\n    analysisProgress { inProgress total done pending failed startedAt finishedAt }\n  }\n": typeof types.ReanalysisProgressDocument,
    "\n  subscription ReanalysisProgressStream {\n    analysisProgress { inProgress total done pending failed }\n  }\n": typeof types.ReanalysisProgressStreamDocument,
    "\n  mutation ReanalyzeAll($emailId: ID) {\n    reanalyze(emailId: $emailId) {\n      __typename\n      ... on MutationReanalyzeSuccess { queued }\n      ... on NotFoundError { message }\n    }\n  }\n": typeof types.ReanalyzeAllDocument,
    "\n  subscription SyncProgressTest($id: ID!) {\n    syncProgress(accountId: $id) { phase fetched stored total errors done account { email } }\n  }\n": typeof types.SyncProgressTestDocument,
    "\n  subscription XpChangedTest {\n    xpChanged { totalXP level xpToNextLevel }\n  }\n": typeof types.XpChangedTestDocument,
};
const documents: Documents = {
    "\n  mutation RegisterTest($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess { data { email displayName initials } }\n      ... on ValidationError { message fieldErrors { name message } }\n    }\n  }\n": types.RegisterTestDocument,
    "\n  query ReanalysisEmails {\n    emails(first: 100) {\n      edges { node { id subject nuggetScore analyzedAt analysisSignals } }\n    }\n  }\n": types.ReanalysisEmailsDocument,
    "\n  query ReanalysisProgress {\n    analysisProgress { inProgress total done pending failed startedAt finishedAt }\n  }\n": types.ReanalysisProgressDocument,
    "\n  subscription ReanalysisProgressStream {\n    analysisProgress { inProgress total done pending failed }\n  }\n": types.ReanalysisProgressStreamDocument,
    "\n  mutation ReanalyzeAll($emailId: ID) {\n    reanalyze(emailId: $emailId) {\n      __typename\n      ... on MutationReanalyzeSuccess { queued }\n      ... on NotFoundError { message }\n    }\n  }\n": types.ReanalyzeAllDocument,
    "\n  subscription SyncProgressTest($id: ID!) {\n    syncProgress(accountId: $id) { phase fetched stored total errors done account { email } }\n  }\n": types.SyncProgressTestDocument,
    "\n  subscription XpChangedTest {\n    xpChanged { totalXP level xpToNextLevel }\n  }\n": types.XpChangedTestDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterTest($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess { data { email displayName initials } }\n      ... on ValidationError { message fieldErrors { name message } }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterTest($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess { data { email displayName initials } }\n      ... on ValidationError { message fieldErrors { name message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReanalysisEmails {\n    emails(first: 100) {\n      edges { node { id subject nuggetScore analyzedAt analysisSignals } }\n    }\n  }\n"): (typeof documents)["\n  query ReanalysisEmails {\n    emails(first: 100) {\n      edges { node { id subject nuggetScore analyzedAt analysisSignals } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReanalysisProgress {\n    analysisProgress { inProgress total done pending failed startedAt finishedAt }\n  }\n"): (typeof documents)["\n  query ReanalysisProgress {\n    analysisProgress { inProgress total done pending failed startedAt finishedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReanalysisProgressStream {\n    analysisProgress { inProgress total done pending failed }\n  }\n"): (typeof documents)["\n  subscription ReanalysisProgressStream {\n    analysisProgress { inProgress total done pending failed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReanalyzeAll($emailId: ID) {\n    reanalyze(emailId: $emailId) {\n      __typename\n      ... on MutationReanalyzeSuccess { queued }\n      ... on NotFoundError { message }\n    }\n  }\n"): (typeof documents)["\n  mutation ReanalyzeAll($emailId: ID) {\n    reanalyze(emailId: $emailId) {\n      __typename\n      ... on MutationReanalyzeSuccess { queued }\n      ... on NotFoundError { message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SyncProgressTest($id: ID!) {\n    syncProgress(accountId: $id) { phase fetched stored total errors done account { email } }\n  }\n"): (typeof documents)["\n  subscription SyncProgressTest($id: ID!) {\n    syncProgress(accountId: $id) { phase fetched stored total errors done account { email } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription XpChangedTest {\n    xpChanged { totalXP level xpToNextLevel }\n  }\n"): (typeof documents)["\n  subscription XpChangedTest {\n    xpChanged { totalXP level xpToNextLevel }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;