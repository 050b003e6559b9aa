/**
 * @generated SignedSource<<dded7640b60075321253df56c2b7b9ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type todoBoardXpQuery$variables = Record<PropertyKey, never>;
export type todoBoardXpQuery$data = {
  readonly todoCounts: {
    readonly done: number;
    readonly inProgress: number;
    readonly open: number;
  };
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
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "TodoCounts",
  "kind": "LinkedField",
  "name": "todoCounts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "open",
      "storageKey": null
    },
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
      "name": "done",
      "storageKey": null
    }
  ],
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
      },
      (v1/*:: as any*/)
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
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "122a5a08a0841acfea2af86dc14a27e6",
    "id": null,
    "metadata": {},
    "name": "todoBoardXpQuery",
    "operationKind": "query",
    "text": "query todoBoardXpQuery {\n  xpSummary {\n    totalXP\n    ...XpSummaryPanel_xp\n  }\n  todoCounts {\n    open\n    inProgress\n    done\n  }\n}\n\nfragment XpSummaryPanel_xp on XpSummary {\n  totalXP\n  level\n  xpToNextLevel\n  levelStartXP\n  nextLevelXP\n  dailyStreak\n  nuggetsEarned\n  completionRate\n}\n"
  }
};
})();

(node as any).hash = "402ba242f199ca62eccdc65289354523";

export default node;
