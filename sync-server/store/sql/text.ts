import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/**
 * PostgreSQL's text and jsonb cannot hold U+0000. The old JSON file could, and a client may send
 * it (an odd body is not a reason for a 5xx), so the store keeps U+FFFD in its place: in what it
 * writes and in what it answers, so a repeat of a request still matches what was stored.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\0') ? value.replaceAll('\0', '\uFFFD') : value) as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k), withoutNul(v)])) as T;
  }
  return value;
}

/** The JSON text of a jsonb column's value. */
export const toJson = (value: unknown): string => JSON.stringify(withoutNul(value));

const clean = (v: unknown) => (typeof v === 'string' && v.includes('\0') ? v.replaceAll('\0', '\uFFFD') : v);

class NulTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode, queryId?: QueryId): ValueNode {
    const value = clean(node.value);
    return super.transformValue(value === node.value ? node : { ...node, value }, queryId);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode, queryId?: QueryId): PrimitiveValueListNode {
    return super.transformPrimitiveValueList({ ...node, values: node.values.map(clean) }, queryId);
  }
}

/**
 * Every string a query sends (a lookup by a client's id, e-mail, query text) without U+0000,
 * which PostgreSQL refuses in text: a client's odd input is then an unknown id or a 4xx, never a 5xx.
 */
export class NulSafePlugin implements KyselyPlugin {
  readonly #transformer = new NulTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
