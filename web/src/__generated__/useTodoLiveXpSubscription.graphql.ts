/**
 * @generated SignedSource<<5a4e7a6bdbd37372bc811276684fba11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useTodoLiveXpSubscription$variables = Record<PropertyKey, never>;
export type useTodoLiveXpSubscription$data = {
  readonly xpChanged: {
    readonly " $fragmentSpreads": FragmentRefs<"todoBoard_xpSummary">;
  };
};
export type useTodoLiveXpSubscription = {
  response: useTodoLiveXpSubscription$data;
  variables: useTodoLiveXpSubscription$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTodoLiveXpSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "XpSummary",
        "kind": "LinkedField",
        "name": "xpChanged",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "todoBoard_xpSummary"
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
    "name": "useTodoLiveXpSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "XpSummary",
        "kind": "LinkedField",
        "name": "xpChanged",
        "plural": false,
        "selections": [
          {
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalXP",
            "storageKey": null
          },
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
    "cacheID": "4221660eb4429d312368cf0e26df9d49",
    "id": null,
    "metadata": {},
    "name": "useTodoLiveXpSubscription",
    "operationKind": "subscription",
    "text": "subscription useTodoLiveXpSubscription {\n  xpChanged {\n    ...todoBoard_xpSummary\n  }\n}\n\nfragment XpSummaryPanel_xp on XpSummary {\n  totalXP\n  level\n  xpToNextLevel\n  levelStartXP\n  nextLevelXP\n  dailyStreak\n  nuggetsEarned\n  completionRate\n}\n\nfragment todoBoard_xpSummary on XpSummary {\n  todoCounts {\n    open\n    inProgress\n    done\n  }\n  ...XpSummaryPanel_xp\n}\n"
  }
};

(node as any).hash = "5ac36cf53dff474f63a385583ef8bbcb";

export default node;
