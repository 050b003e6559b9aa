/**
 * @generated SignedSource<<97d17d8e4b145e256143993311a2fcc6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateSettingsInput = {
  aliases?: ReadonlyArray<string> | null | undefined;
  autoReplySuggestions?: boolean | null | undefined;
  categorization?: boolean | null | undefined;
  dailyDigest?: boolean | null | undefined;
  highPriorityNotifications?: boolean | null | undefined;
  nuggetThreshold?: number | null | undefined;
  timeZone?: string | null | undefined;
};
export type useUpdateSettingsMutation$variables = {
  input: UpdateSettingsInput;
};
export type useUpdateSettingsMutation$data = {
  readonly updateSettings: {
    readonly __typename: "MutationUpdateSettingsSuccess";
    readonly settings: {
      readonly aliases: ReadonlyArray<string>;
      readonly autoReplySuggestions: boolean;
      readonly categorization: boolean;
      readonly dailyDigest: boolean;
      readonly dataRetentionDays: number | null | undefined;
      readonly highPriorityNotifications: boolean;
      readonly nuggetThreshold: number;
      readonly timeZone: string;
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
export type useUpdateSettingsMutation = {
  response: useUpdateSettingsMutation$data;
  variables: useUpdateSettingsMutation$variables;
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
    "name": "updateSettings",
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
                "name": "nuggetThreshold",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "autoReplySuggestions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "categorization",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "highPriorityNotifications",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dailyDigest",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dataRetentionDays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aliases",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateSettingsSuccess",
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
    "name": "useUpdateSettingsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSettingsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "745a8ba48a0a62ac08a7b96d846f4cde",
    "id": null,
    "metadata": {},
    "name": "useUpdateSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSettingsMutation(\n  $input: UpdateSettingsInput!\n) {\n  updateSettings(input: $input) {\n    __typename\n    ... on MutationUpdateSettingsSuccess {\n      settings {\n        nuggetThreshold\n        autoReplySuggestions\n        categorization\n        highPriorityNotifications\n        dailyDigest\n        dataRetentionDays\n        timeZone\n        aliases\n      }\n    }\n    ... on ValidationError {\n      message\n      fieldErrors {\n        name\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec2b1bb2f099ca4e77ed4c400b2b7023";

export default node;
