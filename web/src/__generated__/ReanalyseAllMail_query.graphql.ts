/**
 * @generated SignedSource<<1dd6a51168be56911c5ba300db9a3775>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReanalyseAllMail_query$data = {
  readonly analysisProgress: {
    readonly done: number;
    readonly failed: number;
    readonly finishedAt: any | null | undefined;
    readonly inProgress: boolean;
    readonly pending: number;
    readonly startedAt: any | null | undefined;
    readonly total: number;
  };
  readonly mailStats: {
    readonly totalEmails: number;
  };
  readonly " $fragmentType": "ReanalyseAllMail_query";
};
export type ReanalyseAllMail_query$key = {
  readonly " $data"?: ReanalyseAllMail_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReanalyseAllMail_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReanalyseAllMail_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalysisProgress",
      "kind": "LinkedField",
      "name": "analysisProgress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "inProgress",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pending",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "finishedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MailStats",
      "kind": "LinkedField",
      "name": "mailStats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalEmails",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ce87ac618302e0af3217fb4fb528210d";

export default node;
