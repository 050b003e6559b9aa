/**
 * @generated SignedSource<<693fcc3ac63740013a178bab8965dd03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NotificationCenterSubscription$variables = Record<PropertyKey, never>;
export type NotificationCenterSubscription$data = {
  readonly notificationReceived: {
    readonly body: string;
    readonly createdAt: any;
    readonly id: string;
    readonly kind: string;
    readonly title: string;
    readonly url: string;
  } | null | undefined;
};
export type NotificationCenterSubscription = {
  response: NotificationCenterSubscription$data;
  variables: NotificationCenterSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Notification",
    "kind": "LinkedField",
    "name": "notificationReceived",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "body",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
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
    "name": "NotificationCenterSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NotificationCenterSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b773038b3418bcadc3c7970893ee7aef",
    "id": null,
    "metadata": {},
    "name": "NotificationCenterSubscription",
    "operationKind": "subscription",
    "text": "subscription NotificationCenterSubscription {\n  notificationReceived {\n    id\n    kind\n    title\n    body\n    url\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "bc6518d33dcbd5710bed1c24c47bf475";

export default node;
