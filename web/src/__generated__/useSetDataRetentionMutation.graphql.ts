/**
 * @generated SignedSource<<d6abab482b0d60e56b620921117c02fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetDataRetentionInput = {
  confirmed?: boolean | null | undefined;
  days?: number | null | undefined;
};
export type useSetDataRetentionMutation$variables = {
  input: SetDataRetentionInput;
};
export type useSetDataRetentionMutation$data = {
  readonly setDataRetention: {
    readonly __typename: "MutationSetDataRetentionSuccess";
    readonly settings: {
      readonly dataRetentionDays: number | null | undefined;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly message: string;
      readonly name: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetDataRetentionMutation = {
  response: useSetDataRetentionMutation$data;
  variables: useSetDataRetentionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setDataRetention",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Settings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dataRetentionDays",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSetDataRetentionSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetDataRetentionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetDataRetentionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "368f9ae13e7a5c73f9cc55e31aa7288c",
    "id": null,
    "metadata": {},
    "name": "useSetDataRetentionMutation",
    "operationKind": "mutation",
    "text": "mutation useSetDataRetentionMutation(\n  $input: SetDataRetentionInput!\n) {\n  setDataRetention(input: $input) {\n    __typename\n    ... on MutationSetDataRetentionSuccess {\n      settings {\n        dataRetentionDays\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        name\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "143d817aaa67613c498972b559d8e2d3";

export default node;
