/**
 * @generated SignedSource<<47769e8de0ebdb35bad60aacf3fb4fb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReanalyseAllMailProgressQuery$variables = Record<PropertyKey, never>;
export type ReanalyseAllMailProgressQuery$data = {
  readonly analysisProgress: {
    readonly inProgress: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ReanalyseAllMail_query">;
};
export type ReanalyseAllMailProgressQuery = {
  response: ReanalyseAllMailProgressQuery$data;
  variables: ReanalyseAllMailProgressQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "inProgress",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReanalyseAllMailProgressQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ReanalyseAllMail_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalysisProgress",
        "kind": "LinkedField",
        "name": "analysisProgress",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReanalyseAllMailProgressQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AnalysisProgress",
        "kind": "LinkedField",
        "name": "analysisProgress",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "c784fc63cdb93c312c1753d42f53b6b1",
    "id": null,
    "metadata": {},
    "name": "ReanalyseAllMailProgressQuery",
    "operationKind": "query",
    "text": "query ReanalyseAllMailProgressQuery {\n  ...ReanalyseAllMail_query\n  analysisProgress {\n    inProgress\n  }\n}\n\nfragment ReanalyseAllMail_progress on AnalysisProgress {\n  inProgress\n  total\n  done\n  pending\n  failed\n  startedAt\n  finishedAt\n}\n\nfragment ReanalyseAllMail_query on Query {\n  analysisProgress {\n    ...ReanalyseAllMail_progress\n  }\n  mailStats {\n    totalEmails\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba429cd7542065e76bc88c8db862c47f";

export default node;
