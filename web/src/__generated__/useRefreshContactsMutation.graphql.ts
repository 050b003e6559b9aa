/**
 * @generated SignedSource<<0dc70bdce2e84d51dc518e4d61f76516>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRefreshContactsMutation$variables = Record<PropertyKey, never>;
export type useRefreshContactsMutation$data = {
  readonly refreshContacts: {
    readonly computedAt: any | null | undefined;
    readonly contactCount: number;
  };
};
export type useRefreshContactsMutation = {
  response: useRefreshContactsMutation$data;
  variables: useRefreshContactsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ContactInsights",
    "kind": "LinkedField",
    "name": "refreshContacts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "computedAt",
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
    "name": "useRefreshContactsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRefreshContactsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "73031b9a600b2bafeac0736868703f12",
    "id": null,
    "metadata": {},
    "name": "useRefreshContactsMutation",
    "operationKind": "mutation",
    "text": "mutation useRefreshContactsMutation {\n  refreshContacts {\n    contactCount\n    computedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "c2c1f151bff3986d73788a3f00b792cb";

export default node;
