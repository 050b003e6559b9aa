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
    "\n  mutation RegisterTest($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess {\n        data {\n          email\n          displayName\n          initials\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          name\n          message\n        }\n      }\n    }\n  }\n": typeof types.RegisterTestDocument,
    "\n  query ReanalysisEmails {\n    emails(first: 100) {\n      edges {\n        node {\n          id\n          subject\n          nuggetScore\n          analyzedAt\n          analysisSignals\n        }\n      }\n    }\n  }\n": typeof types.ReanalysisEmailsDocument,
    "\n  query ReanalysisProgress {\n    analysisProgress {\n      inProgress\n      total\n      done\n      pending\n      failed\n      startedAt\n      finishedAt\n    }\n  }\n": typeof types.ReanalysisProgressDocument,
    "\n  subscription ReanalysisProgressStream {\n    analysisProgress {\n      inProgress\n      total\n      done\n      pending\n      failed\n    }\n  }\n": typeof types.ReanalysisProgressStreamDocument,
    "\n  mutation ReanalyzeAll($emailId: ID) {\n    reanalyze(emailId: $emailId) {\n      __typename\n      ... on MutationReanalyzeSuccess {\n        queued\n      }\n      ... on NotFoundError {\n        message\n      }\n    }\n  }\n": typeof types.ReanalyzeAllDocument,
    "\n  subscription SyncProgressTest($id: ID!) {\n    syncProgress(accountId: $id) {\n      phase\n      fetched\n      stored\n      total\n      errors\n      done\n      account {\n        email\n      }\n    }\n  }\n": typeof types.SyncProgressTestDocument,
    "\n  subscription XpChangedTest {\n    xpChanged {\n      totalXP\n      level\n      xpToNextLevel\n    }\n  }\n": typeof types.XpChangedTestDocument,
};
const documents: Documents = {
    "\n  mutation RegisterTest($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess {\n        data {\n          email\n          displayName\n          initials\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          name\n          message\n        }\n      }\n    }\n  }\n": types.RegisterTestDocument,
    "\n  query ReanalysisEmails {\n    emails(first: 100) {\n      edges {\n        node {\n          id\n          subject\n          nuggetScore\n          analyzedAt\n          analysisSignals\n        }\n      }\n    }\n  }\n": types.ReanalysisEmailsDocument,
    "\n  query ReanalysisProgress {\n    analysisProgress {\n      inProgress\n      total\n      done\n      pending\n      failed\n      startedAt\n      finishedAt\n    }\n  }\n": types.ReanalysisProgressDocument,
    "\n  subscription ReanalysisProgressStream {\n    analysisProgress {\n      inProgress\n      total\n      done\n      pending\n      failed\n    }\n  }\n": types.ReanalysisProgressStreamDocument,
    "\n  mutation ReanalyzeAll($emailId: ID) {\n    reanalyze(emailId: $emailId) {\n      __typename\n      ... on MutationReanalyzeSuccess {\n        queued\n      }\n      ... on NotFoundError {\n        message\n      }\n    }\n  }\n": types.ReanalyzeAllDocument,
    "\n  subscription SyncProgressTest($id: ID!) {\n    syncProgress(accountId: $id) {\n      phase\n      fetched\n      stored\n      total\n      errors\n      done\n      account {\n        email\n      }\n    }\n  }\n": types.SyncProgressTestDocument,
    "\n  subscription XpChangedTest {\n    xpChanged {\n      totalXP\n      level\n      xpToNextLevel\n    }\n  }\n": types.XpChangedTestDocument,
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
export function graphql(source: "\n  mutation RegisterTest($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess {\n        data {\n          email\n          displayName\n          initials\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          name\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterTest($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on MutationRegisterSuccess {\n        data {\n          email\n          displayName\n          initials\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors {\n          name\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReanalysisEmails {\n    emails(first: 100) {\n      edges {\n        node {\n          id\n          subject\n          nuggetScore\n          analyzedAt\n          analysisSignals\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReanalysisEmails {\n    emails(first: 100) {\n      edges {\n        node {\n          id\n          subject\n          nuggetScore\n          analyzedAt\n          analysisSignals\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReanalysisProgress {\n    analysisProgress {\n      inProgress\n      total\n      done\n      pending\n      failed\n      startedAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  query ReanalysisProgress {\n    analysisProgress {\n      inProgress\n      total\n      done\n      pending\n      failed\n      startedAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReanalysisProgressStream {\n    analysisProgress {\n      inProgress\n      total\n      done\n      pending\n      failed\n    }\n  }\n"): (typeof documents)["\n  subscription ReanalysisProgressStream {\n    analysisProgress {\n      inProgress\n      total\n      done\n      pending\n      failed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReanalyzeAll($emailId: ID) {\n    reanalyze(emailId: $emailId) {\n      __typename\n      ... on MutationReanalyzeSuccess {\n        queued\n      }\n      ... on NotFoundError {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReanalyzeAll($emailId: ID) {\n    reanalyze(emailId: $emailId) {\n      __typename\n      ... on MutationReanalyzeSuccess {\n        queued\n      }\n      ... on NotFoundError {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SyncProgressTest($id: ID!) {\n    syncProgress(accountId: $id) {\n      phase\n      fetched\n      stored\n      total\n      errors\n      done\n      account {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription SyncProgressTest($id: ID!) {\n    syncProgress(accountId: $id) {\n      phase\n      fetched\n      stored\n      total\n      errors\n      done\n      account {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription XpChangedTest {\n    xpChanged {\n      totalXP\n      level\n      xpToNextLevel\n    }\n  }\n"): (typeof documents)["\n  subscription XpChangedTest {\n    xpChanged {\n      totalXP\n      level\n      xpToNextLevel\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;