/**
 * @generated SignedSource<<5edfea04f031fc235b3fd369b6cf0679>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRotateCalendarFeedMutation$variables = Record<PropertyKey, never>;
export type useRotateCalendarFeedMutation$data = {
  readonly rotateCalendarFeed: string;
};
export type useRotateCalendarFeedMutation = {
  response: useRotateCalendarFeedMutation$data;
  variables: useRotateCalendarFeedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rotateCalendarFeed",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRotateCalendarFeedMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRotateCalendarFeedMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d036a35ba394d0b5dbb6ab5e5ca7931b",
    "id": null,
    "metadata": {},
    "name": "useRotateCalendarFeedMutation",
    "operationKind": "mutation",
    "text": "mutation useRotateCalendarFeedMutation {\n  rotateCalendarFeed\n}\n"
  }
};
})();

(node as any).hash = "93e21a9f91b76b921ea02848dbb52d08";

export default node;
