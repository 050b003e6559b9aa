/**
 * @generated SignedSource<<7ac6e53212488c2ba767a60f023792cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ReanalyseAllMailProgressSubscription$variables = Record<PropertyKey, never>;
export type ReanalyseAllMailProgressSubscription$data = {
  readonly analysisProgress: {
    readonly done: number;
    readonly failed: number;
    readonly finishedAt: any | null | undefined;
    readonly inProgress: boolean;
    readonly pending: number;
    readonly startedAt: any | null | undefined;
    readonly total: number;
  };
};
export type ReanalyseAllMailProgressSubscription = {
  response: ReanalyseAllMailProgressSubscription$data;
  variables: ReanalyseAllMailProgressSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReanalyseAllMailProgressSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReanalyseAllMailProgressSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "6313582d6977598c06882e9832402e62",
    "id": null,
    "metadata": {},
    "name": "ReanalyseAllMailProgressSubscription",
    "operationKind": "subscription",
    "text": "subscription ReanalyseAllMailProgressSubscription {\n  analysisProgress {\n    inProgress\n    total\n    done\n    pending\n    failed\n    startedAt\n    finishedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "7731e6a59ef02cc3ccdcd08be6e0bcb4";

export default node;
