/**
 * @generated SignedSource<<1218edd29a6ada71b636cc6c9865a6fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useMiningProgressSubscription$variables = Record<PropertyKey, never>;
export type useMiningProgressSubscription$data = {
  readonly miningProgress: {
    readonly commitmentCount: number | null | undefined;
    readonly email: {
      readonly commitmentCount: number;
      readonly id: string;
    } | null | undefined;
    readonly emailId: string;
    readonly message: string | null | undefined;
    readonly phase: string;
  };
};
export type useMiningProgressSubscription = {
  response: useMiningProgressSubscription$data;
  variables: useMiningProgressSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commitmentCount",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MiningProgress",
    "kind": "LinkedField",
    "name": "miningProgress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "emailId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phase",
        "storageKey": null
      },
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Email",
        "kind": "LinkedField",
        "name": "email",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
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
    "name": "useMiningProgressSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMiningProgressSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6ec461b3a4e6670285a9b866e471219d",
    "id": null,
    "metadata": {},
    "name": "useMiningProgressSubscription",
    "operationKind": "subscription",
    "text": "subscription useMiningProgressSubscription {\n  miningProgress {\n    emailId\n    phase\n    commitmentCount\n    message\n    email {\n      id\n      commitmentCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b1bea26b99ef18ed3c30109eae274d2";

export default node;
