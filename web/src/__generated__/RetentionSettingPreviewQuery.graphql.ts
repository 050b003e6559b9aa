/**
 * @generated SignedSource<<baae1c230c69f77e5bf2ebcba05299c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionSettingPreviewQuery$variables = {
  days: number;
};
export type RetentionSettingPreviewQuery$data = {
  readonly retentionPreview: {
    readonly __typename: "QueryRetentionPreviewSuccess";
    readonly preview: {
      readonly days: number;
      readonly emails: number;
      readonly oldestStoredAt: any | null | undefined;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type RetentionSettingPreviewQuery = {
  response: RetentionSettingPreviewQuery$data;
  variables: RetentionSettingPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "days"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "days",
        "variableName": "days"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "retentionPreview",
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
            "concreteType": "RetentionPreview",
            "kind": "LinkedField",
            "name": "preview",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "days",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emails",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "oldestStoredAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "QueryRetentionPreviewSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "name": "RetentionSettingPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RetentionSettingPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5458ecf13f1fb84e456a2adbe5f9dbcd",
    "id": null,
    "metadata": {},
    "name": "RetentionSettingPreviewQuery",
    "operationKind": "query",
    "text": "query RetentionSettingPreviewQuery(\n  $days: Int!\n) {\n  retentionPreview(days: $days) {\n    __typename\n    ... on QueryRetentionPreviewSuccess {\n      preview {\n        days\n        emails\n        oldestStoredAt\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9219498daedb85ee9e772433c97dbc4c";

export default node;
