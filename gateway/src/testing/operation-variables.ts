import {
  buildASTSchema,
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { readSchemaSources } from '../schema';

/** The gateway's schema, from its SDL (the app's operations' variables are typed by it). */
export function gatewaySchema(): GraphQLSchema {
  return buildASTSchema(parse(readSchemaSources().join('\n')));
}

/** The variables an operation declares, name and type, as its document writes them. */
export function variablesOf(
  schema: GraphQLSchema,
  text: string,
): { name: string; type: GraphQLInputType }[] {
  const operation = parse(text).definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return (operation?.variableDefinitions ?? []).map((definition) => {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) throw new Error(`unknown type of $${definition.variable.name.value}`);
    return { name: definition.variable.name.value, type };
  });
}
