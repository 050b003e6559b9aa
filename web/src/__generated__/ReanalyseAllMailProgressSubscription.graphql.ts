/**
 * @generated SignedSource<<c1f6628149dea5e06fcf39359a5d7b8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReanalyseAllMailProgressSubscription$variables = Record<PropertyKey, never>;
export type ReanalyseAllMailProgressSubscription$data = {
  readonly analysisProgress: {
    readonly " $fragmentSpreads": FragmentRefs<"ReanalyseAllMail_progress">;
  };
};
export type ReanalyseAllMailProgressSubscription = {
  response: ReanalyseAllMailProgressSubscription$data;
  variables: ReanalyseAllMailProgressSubscription$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReanalyseAllMailProgressSubscription",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReanalyseAllMail_progress"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReanalyseAllMailProgressSubscription",
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
      }
    ]
  },
  "params": {
    "cacheID": "fff90584d369e150d5414371101cbf40",
    "id": null,
    "metadata": {},
    "name": "ReanalyseAllMailProgressSubscription",
    "operationKind": "subscription",
    "text": "subscription ReanalyseAllMailProgressSubscription {\n  analysisProgress {\n    ...ReanalyseAllMail_progress\n  }\n}\n\nfragment ReanalyseAllMail_progress on AnalysisProgress {\n  inProgress\n  total\n  done\n  pending\n  failed\n  startedAt\n  finishedAt\n}\n"
  }
};

(node as any).hash = "efd8828d22699639b23f59b06d81401b";

export default node;
