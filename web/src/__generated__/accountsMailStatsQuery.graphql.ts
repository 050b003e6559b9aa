/**
 * @generated SignedSource<<44f9847507e0786c084fd0aa54b20a49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type accountsMailStatsQuery$variables = Record<PropertyKey, never>;
export type accountsMailStatsQuery$data = {
  readonly mailStats: {
    readonly accounts: number;
    readonly financialItems: number;
    readonly nuggets: number;
    readonly totalEmails: number;
    readonly unreadEmails: number;
  };
};
export type accountsMailStatsQuery = {
  response: accountsMailStatsQuery$data;
  variables: accountsMailStatsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadEmails",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "nuggets",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "financialItems",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accounts",
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
    "name": "accountsMailStatsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "accountsMailStatsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "416a0e2289e92c8e16c64ecc5024266d",
    "id": null,
    "metadata": {},
    "name": "accountsMailStatsQuery",
    "operationKind": "query",
    "text": "query accountsMailStatsQuery {\n  mailStats {\n    totalEmails\n    unreadEmails\n    nuggets\n    financialItems\n    accounts\n  }\n}\n"
  }
};
})();

(node as any).hash = "e6a735ebf68ad4d823483d987e3e3838";

export default node;
