import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { acknowledgeGuard } from '../nag';

/**
 * A Lambda proxy integration that adds no invoke permission per route. CDK's
 * HttpLambdaIntegration grants one `Lambda::Permission` for every route it
 * serves (102 of the Api stack's resources, against CloudFormation's 500 per
 * stack); here each function gets one permission for its whole API
 * (`grantApiInvoke`), and the function's routes share one integration.
 */
export class FunctionIntegration extends apigw.HttpRouteIntegration {
  constructor(
    id: string,
    private readonly handler: lambda.IFunction,
  ) {
    super(id);
  }

  bind(): apigw.HttpRouteIntegrationConfig {
    return {
      type: apigw.HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
    };
  }
}

/** The one permission a function needs: API Gateway may invoke it from any route of this API only. */
export function grantApiInvoke(fn: lambda.Function, api: apigw.IHttpApi): void {
  fn.addPermission('ApiInvoke', {
    principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
    sourceArn: Stack.of(fn).formatArn({ service: 'execute-api', resource: api.apiId, resourceName: '*/*' }),
  });
  acknowledgeGuard(
    fn.permissionsNode.findChild('ApiInvoke'),
    'lambda_function_public_access_prohibited_check',
    "The invoke permission names apigateway.amazonaws.com with a SourceArn of this API's own " +
      'execute-api ARN (a Fn::Join the rule cannot read as a local reference); nothing else may invoke.',
  );
}
