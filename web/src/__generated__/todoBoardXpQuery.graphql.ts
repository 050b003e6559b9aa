/**
 * @generated SignedSource<<10108dfcdfe875102b59aeeef36d4305>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type todoBoardXpQuery$variables = Record<PropertyKey, never>;
export type todoBoardXpQuery$data = {
  readonly xpSummary: {
    readonly totalXP: number;
    readonly " $fragmentSpreads": FragmentRefs<"XpSummaryPanel_xp">;
  };
};
export type todoBoardXpQuery = {
  response: todoBoardXpQuery$data;
  variables: todoBoardXpQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalXP",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "todoBoardXpQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "XpSummary",
        "kind": "LinkedField",
        "name": "xpSummary",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "XpSummaryPanel_xp"
          }
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
    "name": "todoBoardXpQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "XpSummary",
        "kind": "LinkedField",
        "name": "xpSummary",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "level",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "xpToNextLevel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "levelStartXP",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nextLevelXP",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dailyStreak",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nuggetsEarned",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "completionRate",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "08091f5eda8dd5f323bb488afd11629e",
    "id": null,
    "metadata": {},
    "name": "todoBoardXpQuery",
    "operationKind": "query",
    "text": "query todoBoardXpQuery {\n  xpSummary {\n    totalXP\n    ...XpSummaryPanel_xp\n  }\n}\n\nfragment XpSummaryPanel_xp on XpSummary {\n  totalXP\n  level\n  xpToNextLevel\n  levelStartXP\n  nextLevelXP\n  dailyStreak\n  nuggetsEarned\n  completionRate\n}\n"
  }
};
})();

(node as any).hash = "11526c45c0cb72515e92eeaa1aa2c7db";

export default node;
